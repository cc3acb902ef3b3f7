//! What the command line says on standard error, and the exit status it returns: the language
//! a person reads ([`lang_for_people`]), an input error's message, an output that could not be
//! written.

use std::io::Write;

pub use crate::batch::{EXIT_CLEAN, EXIT_FOUL, EXIT_INPUT};

/// The language of what is written for a person: `--lang`, else the locale's (LANGUAGE,
/// LC_ALL, LC_MESSAGES, LANG, as gettext reads them: [`crate::words::Lang::from_locale`]),
/// else English.
pub fn lang_for_people(lang: Option<crate::words::Lang>) -> crate::words::Lang {
    lang.unwrap_or_else(|| {
        let var = |name: &str| std::env::var(name).ok();
        let (language, lc_all, lc_messages, lang) = (var("LANGUAGE"), var("LC_ALL"), var("LC_MESSAGES"), var("LANG"));
        crate::words::Lang::from_locale(&crate::words::Locale {
            language: language.as_deref(),
            lc_all: lc_all.as_deref(),
            lc_messages: lc_messages.as_deref(),
            lang: lang.as_deref(),
        })
    })
}

/// The exit status after writing the output: `status` when the write succeeded or the reader
/// closed the pipe (it has what it wanted, as with `| head`); otherwise the failure is reported
/// on standard error, in `lang`, and the status is [`EXIT_INPUT`], since the job was not done.
pub(crate) fn written(result: std::io::Result<()>, status: u8, lang: crate::words::Lang, stderr: &mut dyn Write) -> u8 {
    match result {
        Ok(()) => status,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => status,
        Err(e) => report(stderr, &format!("broadside: {}", crate::words::Words::new(lang).output_unwritten(&e))),
    }
}

/// The message for an input error that concerns no file (a flag's value), in `lang`.
pub(crate) fn plain_error(e: &crate::error::InputError, lang: crate::words::Lang) -> String {
    format!("broadside: {}", crate::words::Words::new(lang).input_error(e))
}

/// The message for an input error in the input called `name`, in `lang`:
/// `broadside: game.json:3:14: …` where the error has a position, `broadside: game.json: …`
/// where it has none.
pub(crate) fn input_error(name: &str, e: &crate::error::InputError, lang: crate::words::Lang) -> String {
    let gap = if e.position().is_some() { "" } else { " " };
    format!("broadside: {name}:{gap}{}", crate::words::Words::new(lang).input_error(e))
}

/// Writes an input error's message to standard error, through [`crate::error::escape`] (it may
/// quote the input, a file name or a bot's name), and returns [`EXIT_INPUT`].
pub(crate) fn report(stderr: &mut dyn Write, message: &str) -> u8 {
    let _ = writeln!(stderr, "{}", crate::error::escape(message));
    EXIT_INPUT
}

/// Writes a message of several lines (a bot's standard error quoted under its first) to standard
/// error, the first after `who: `, each line made safe to show, and returns [`EXIT_INPUT`].
#[cfg(unix)]
pub(crate) fn report_lines(stderr: &mut dyn Write, who: &str, message: &str) -> u8 {
    let mut lines = message.lines();
    report(stderr, &format!("{who}: {}", lines.next().unwrap_or_default()));
    for line in lines {
        let _ = writeln!(stderr, "{}", crate::error::escape(line));
    }
    EXIT_INPUT
}
