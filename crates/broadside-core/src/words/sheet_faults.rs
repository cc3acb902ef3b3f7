//! The sentences of [`SheetFault`]: one catalog message a variant, its facts as variables.

use super::{Message, Words};
use crate::error::SheetFault;

impl Words {
    /// The message of `fault` and its variables.
    pub(super) fn sheet_fault(&self, fault: &SheetFault) -> Message<'_> {
        match *fault {}
    }
}
