//! The sentences of [`RecordFault`]: one catalog message a variant, its facts as variables.

use super::{Message, Words};
use crate::error::RecordFault;

impl Words {
    /// The message of `fault` and its variables.
    pub(super) fn record_fault(&self, fault: &RecordFault) -> Message<'_> {
        match *fault {}
    }
}
