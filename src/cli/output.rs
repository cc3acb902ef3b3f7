//! How output is written: JSON, or text (with or without colour) or HTML for people.

use std::io::{self, Write};

/// The output format: JSON for scripts, text for people.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// JSON, for scripts.
    #[default]
    Json,
    /// Text, for people.
    Text,
}

/// The output format of `broadside check`: those of [`Format`], and an HTML page.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum CheckFormat {
    /// JSON, for scripts.
    #[default]
    Json,
    /// Text, for people.
    Text,
    /// One self-contained HTML page, for people (a browser); with --jsonl, a report page.
    Html,
    /// GitHub Actions workflow commands: an annotation a foul, warning or input error.
    Github,
    /// JUnit XML: one testcase a game, for Jenkins, GitLab and other CI systems.
    Junit,
    /// Markdown for a CI job's summary ($GITHUB_STEP_SUMMARY), under 1 MiB.
    Markdown,
}

impl CheckFormat {
    /// The CI report this format writes, if it is one.
    pub fn report(self) -> Option<crate::report::Format> {
        match self {
            CheckFormat::Github => Some(crate::report::Format::Github),
            CheckFormat::Junit => Some(crate::report::Format::Junit),
            CheckFormat::Markdown => Some(crate::report::Format::Markdown),
            CheckFormat::Json | CheckFormat::Text | CheckFormat::Html => None,
        }
    }
}

/// When text output is coloured.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum ColorWhen {
    /// Colour when standard output is a terminal that supports it, unless NO_COLOR is set
    /// (CLICOLOR_FORCE forces it on).
    #[default]
    Auto,
    /// Always colour (ANSI escapes), even into a pipe or file.
    Always,
    /// Never colour.
    Never,
}

impl ColorWhen {
    /// Whether to colour: `auto` asks anstream about this process's standard output (a terminal,
    /// NO_COLOR, CLICOLOR, CLICOLOR_FORCE, TERM).
    pub fn resolve(self) -> bool {
        match self {
            ColorWhen::Always => true,
            ColorWhen::Never => false,
            ColorWhen::Auto => anstream::AutoStream::choice(&io::stdout()) != anstream::ColorChoice::Never,
        }
    }
}

/// Writes `text`, which holds ANSI styles, to `out`: as is with `color`, stripped of every
/// style without.
///
/// # Errors
/// A write error of `out` (such as a closed pipe).
pub fn write_styled(out: &mut dyn Write, text: &str, color: bool) -> io::Result<()> {
    let choice = if color { anstream::ColorChoice::AlwaysAnsi } else { anstream::ColorChoice::Never };
    // anstream's streams take owned writers: style into memory, then write it all at once.
    let mut stream = anstream::AutoStream::new(Vec::with_capacity(text.len()), choice);
    stream.write_all(text.as_bytes())?;
    out.write_all(&stream.into_inner())?;
    out.flush()
}
