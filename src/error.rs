//! Input errors: a record that cannot be adjudicated (exit status 2). These are not violations.

use thiserror::Error;

/// Why a record could not be adjudicated, with where and what was expected.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum InputError {
    /// The text is not valid JSON, or not of the record's shape.
    #[error("{line}:{column}: {}{message}", at(path))]
    Json {
        /// 1-based line of the input (of the line itself under `--jsonl`).
        line: usize,
        /// 1-based column.
        column: usize,
        /// The JSON path of the value, such as `shots[12].at`, when known.
        path: Option<String>,
        /// What was expected and what was found.
        message: String,
    },
    /// The record has the right shape but does not hold together (an unknown player, a reply
    /// whose form does not follow its shot, rules that are missing).
    #[error("{}{message}", at(path))]
    Invalid {
        /// The JSON path of the value, such as `shots[3].player`, when there is one.
        path: Option<String>,
        /// What was expected and what was found.
        message: String,
    },
    /// The input is larger than a limit allows; nothing of it was read past the limit.
    #[error("{what} is over the limit of {limit}")]
    Limit {
        /// What is too large, such as "the record (104857601 bytes)".
        what: String,
        /// The limit, in words.
        limit: String,
    },
    /// A command-line value (`--rules`, `--fleet`) could not be read.
    #[error("{flag}: {message}")]
    Argument {
        /// The flag, such as `--rules`.
        flag: &'static str,
        /// What was expected and what was found.
        message: String,
    },
}

fn at(path: &Option<String>) -> String {
    match path.as_deref() {
        Some(p) if !p.is_empty() && p != "." => format!("at {p}: "),
        _ => String::new(),
    }
}

impl InputError {
    /// An error about the value at `path`.
    pub fn invalid(path: impl Into<String>, message: impl Into<String>) -> Self {
        InputError::Invalid { path: Some(path.into()), message: message.into() }
    }

    /// Turns a serde_json error (with the path serde_path_to_error found, if any) into an input
    /// error with line, column, path and message.
    pub fn from_json(err: serde_json::Error, path: Option<String>) -> Self {
        let (line, column) = (err.line(), err.column());
        let mut message = err.to_string();
        // serde_json appends the position, which this error shows in front.
        let suffix = format!(" at line {line} column {column}");
        if let Some(stripped) = message.strip_suffix(&suffix) {
            message.truncate(stripped.len());
        }
        let message = match err.classify() {
            serde_json::error::Category::Eof if message.starts_with("EOF") => {
                format!("{message} (the record is cut short or empty)")
            }
            _ => message,
        };
        InputError::Json { line, column, path: path.filter(|p| p != "."), message }
    }
}
