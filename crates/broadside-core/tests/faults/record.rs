//! Samples of [`RecordFault`]: at least one of each variant, with facts as a record would give.

use broadside_core::error::RecordFault;

/// One sample of each variant (more where a variant's message has a selector).
pub fn samples() -> Vec<RecordFault> {
    vec![]
}
