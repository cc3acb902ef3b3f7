//! The sentences of [`LogFault`]: one catalog message a variant, its facts as variables.

use super::{Message, Words};
use crate::error::LogFault;

impl Words {
    /// The message of `fault` and its variables.
    pub(super) fn log_fault(&self, fault: &LogFault) -> Message<'_> {
        match *fault {}
    }
}
