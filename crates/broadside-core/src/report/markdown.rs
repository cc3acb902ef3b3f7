//! Markdown for a CI job's summary (GitHub's `$GITHUB_STEP_SUMMARY`): whether the games pass,
//! the outcomes, fouls and warnings by code, the standings (players, then pairs), the first
//! fouls with their lines, and the lines that could not be adjudicated.
//!
//! GitHub refuses a step summary over 1 MiB, so the whole stays under [`MAX_BYTES`]: tables are
//! written row by row while there is room, and a last paragraph says how many rows of each
//! were left out. Every cell is cut to a bounded length, so that no one row can take the rest.
//! Input text (names, messages) is made safe to show ([`crate::error::escape`]) and its
//! Markdown characters escaped ([`escape_markdown`]): a name cannot make a link, an image, a
//! table column or formatting.

use std::borrow::Cow;
use std::fmt::Write as _;

use super::case::{Options, Place, cut, game_said};
use crate::error::escape;
use crate::standings::Tally;
use crate::summary::Summary;
use crate::verdict::{Code, Outcome, Severity, Verdict};
use crate::words::{Lang, Words, num, text};

/// The most bytes the Markdown takes: under GitHub's 1 MiB limit of a step summary.
pub const MAX_BYTES: usize = (1 << 20) - 1;
/// Bytes kept free while tables are written, for the headings and the closing paragraphs.
const RESERVE: usize = 16 << 10;
/// The most fouls listed with their lines.
pub const MAX_FOUL_ROWS: usize = 100;
/// The most lines that could not be adjudicated listed with their errors.
pub const MAX_ERROR_ROWS: usize = 20;
/// The most characters of a name in a cell.
const NAME_CHARS: usize = 60;
/// The most characters of a message in a cell.
const MESSAGE_CHARS: usize = 400;

/// The first fouls and errors of a stretch of games, as table rows, and how many more.
#[derive(Default)]
pub(crate) struct Kept {
    fouls: Vec<String>,
    more_fouls: u64,
    errors: Vec<String>,
    more_errors: u64,
}

impl Kept {
    pub(crate) fn clear(&mut self) {
        self.fouls.clear();
        self.more_fouls = 0;
        self.errors.clear();
        self.more_errors = 0;
    }

    /// Adds a row a foul of `verdict` while there is room, counting the rest; its words in
    /// `lang`.
    pub(crate) fn verdict(&mut self, place: Place<'_>, verdict: &Verdict, lang: Lang) {
        let words = Words::of(verdict, lang);
        for (i, v) in verdict.violations.iter().enumerate().filter(|(_, v)| v.severity == Severity::Foul) {
            if self.fouls.len() >= MAX_FOUL_ROWS {
                self.more_fouls += v.count;
                continue;
            }
            let line = place.of(i).map_or_else(|| "-".to_owned(), |n| n.to_string());
            let entry = v.entry.map_or_else(|| words.say("ci-md-entry-placement", &[]), |e| e.to_string());
            self.fouls.push(format!(
                "| {line} | {} | `{}` | {} | {entry} | {} |",
                cell(&game_said(verdict, &words), 2 * NAME_CHARS + 3),
                v.code,
                cell(&v.player, NAME_CHARS),
                cell(&words.violation(v), MESSAGE_CHARS)
            ));
            // A count of violations the verdict does not list stands for all of them.
            self.more_fouls += v.count - 1;
        }
    }

    /// Adds a row for an input that could not be adjudicated, at `line`, while there is room.
    pub(crate) fn error(&mut self, line: Option<usize>, message: &str) {
        if self.errors.len() >= MAX_ERROR_ROWS {
            self.more_errors += 1;
            return;
        }
        let line = line.map_or_else(|| "-".to_owned(), |n| n.to_string());
        self.errors.push(format!("| {line} | {} |", cell(message, MESSAGE_CHARS)));
    }

    /// Adds `later`, which follows this stretch.
    pub(crate) fn merge(&mut self, later: &Kept) {
        let room = MAX_FOUL_ROWS - self.fouls.len();
        self.fouls.extend(later.fouls.iter().take(room).cloned());
        self.more_fouls += later.more_fouls + later.fouls.len().saturating_sub(room) as u64;
        let room = MAX_ERROR_ROWS - self.errors.len();
        self.errors.extend(later.errors.iter().take(room).cloned());
        self.more_errors += later.more_errors + later.errors.len().saturating_sub(room) as u64;
    }
}

/// The Markdown being written, and the rows left out for want of room.
struct Page {
    out: String,
    left_out: Vec<String>,
}

impl Page {
    /// Writes `rows` under `head` (a table's heading and header lines) while they fit, then
    /// notes the rows left out as `what` says their count (`"3 players of the standings"`).
    /// Returns the number of rows written.
    fn table(
        &mut self,
        head: &str,
        rows: impl ExactSizeIterator<Item = String>,
        what: impl FnOnce(u64) -> String,
    ) -> usize {
        self.out.push_str(head);
        let total = rows.len();
        let mut written = 0;
        for row in rows {
            if self.out.len() + row.len() + 1 > MAX_BYTES - RESERVE {
                break;
            }
            self.out.push_str(&row);
            self.out.push('\n');
            written += 1;
        }
        if written < total {
            self.left_out.push(what((total - written) as u64));
        }
        self.out.push('\n');
        written
    }
}

/// The whole Markdown of the `summary` of the input named in `options`, of whose games
/// `failing` fail, with the first fouls and errors `kept`; under [`MAX_BYTES`]. Its words are
/// in the options' language; codes, numbers and the tables' pipes are the same in every one.
pub(crate) fn render(options: &Options, summary: &Summary, failing: u64, kept: &Kept) -> String {
    let mut page = Page { out: String::new(), left_out: Vec::new() };
    let out = &mut page.out;
    let games = summary.games();
    let words = Words::new(options.lang);
    let say = |id: &str| words.say(id, &[]);
    let _ = writeln!(
        out,
        "## {}\n",
        words.say("ci-md-heading", &[("games", num(games)), ("name", text(cell(&options.name, NAME_CHARS * 2)))])
    );
    let errors = summary.errors();
    if failing == 0 && errors == 0 {
        let _ = writeln!(out, "✅ {}\n", say(if options.strict { "ci-md-pass-strict" } else { "ci-md-pass" }));
    } else {
        let args = [("failing", num(failing)), ("games", num(games)), ("errors", num(errors))];
        let id = if options.strict { "ci-md-fail-strict" } else { "ci-md-fail" };
        let _ = writeln!(out, "❌ {}\n", words.say(id, &args));
    }
    let _ = writeln!(out, "| {} | {} |\n| --- | ---: |", say("ci-md-cell-outcome"), say("ci-md-cell-games"));
    for (id, outcome) in [
        ("ci-md-outcome-won", Outcome::Win),
        ("ci-md-outcome-drawn", Outcome::Draw),
        ("ci-md-outcome-unfinished", Outcome::Unfinished),
        ("ci-md-outcome-double-forfeit", Outcome::DoubleForfeit),
    ] {
        let _ = writeln!(out, "| {} | {} |", say(id), summary.outcome(outcome));
    }
    let _ = writeln!(
        out,
        "| {} | {failing} |\n| {} | {errors} |\n",
        say("ci-md-outcome-failing"),
        say("ci-md-outcome-not-adjudicated")
    );
    for (severity, title, none, noun) in [
        (Severity::Foul, "ci-md-fouls-by-code", "ci-md-no-fouls", "ci-md-cell-fouls"),
        (Severity::Warning, "ci-md-warnings-by-code", "ci-md-no-warnings", "ci-md-cell-warnings"),
    ] {
        let codes: Vec<Code> =
            Code::ALL.into_iter().filter(|&c| c.severity() == severity && summary.violations(c) > 0).collect();
        if codes.is_empty() {
            let _ = writeln!(out, "### {}\n\n{}\n", say(title), say(none));
            continue;
        }
        let _ = writeln!(
            out,
            "### {}\n\n| {} | {} | {} |\n| --- | ---: | --- |",
            say(title),
            say("ci-md-cell-code"),
            say(noun),
            say("ci-md-cell-meaning")
        );
        for c in codes {
            let _ = writeln!(out, "| `{c}` | {} | {} |", summary.violations(c), words.meaning(c));
        }
        out.push('\n');
    }
    // The fouls come before the standings: when the room runs short, the standings give way.
    if !options.counts_only {
        let header = |cells: &[&str]| cells.iter().map(|c| format!("| {} ", say(c))).collect::<String>() + "|";
        let fouls_head = header(&[
            "ci-md-cell-line",
            "ci-md-cell-game",
            "ci-md-cell-code",
            "ci-md-cell-player",
            "ci-md-cell-entry",
            "ci-md-cell-message",
        ]) + "\n| ---: | --- | --- | --- | ---: | --- |";
        let errors_head = header(&["ci-md-cell-line", "ci-md-cell-error"]) + "\n| ---: | --- |";
        let lists = [
            (&kept.fouls, kept.more_fouls, "ci-md-first-fouls", fouls_head, "ci-md-left-fouls", "ci-md-more-fouls"),
            (
                &kept.errors,
                kept.more_errors,
                "ci-md-lines-not-adjudicated",
                errors_head,
                "ci-md-left-errors",
                "ci-md-more-errors",
            ),
        ];
        for (rows, more, title, header, left_id, more_id) in lists {
            if rows.is_empty() {
                continue;
            }
            let written = page.table(&format!("### {}\n\n{header}\n", say(title)), rows.iter().cloned(), |n| {
                words.say(left_id, &[("count", num(n))])
            });
            let left = more + (rows.len() - written) as u64;
            if left > 0 {
                let args = [("count", num(left)), ("shown", num(written as u64))];
                let _ = writeln!(page.out, "{}\n", words.say(more_id, &args));
            }
        }
    } else if errors > 0 {
        let mut lines: Vec<String> = summary.error_lines().iter().map(ToString::to_string).collect();
        if errors > lines.len() as u64 {
            lines.push("…".to_owned());
        }
        let lines = lines.join(&say("list-comma"));
        let _ = writeln!(page.out, "{}\n", words.say("ci-md-error-lines", &[("lines", text(lines))]));
    }
    // Rows are made as they are written: the standings may have 400,000 players.
    let table = summary.standings().table();
    let head = |first: &str| {
        let cells = [
            first,
            "ci-md-cell-games",
            "ci-md-cell-wins",
            "ci-md-cell-losses",
            "ci-md-cell-draws",
            "ci-md-cell-unfinished",
            "ci-md-cell-double-forfeits",
            "ci-md-cell-score",
            "ci-md-cell-elo",
            "ci-md-cell-forfeits",
        ];
        cells.iter().map(|c| format!("| {} ", say(c))).collect::<String>()
            + "|\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |\n"
    };
    if table.players().len() > 0 {
        let rows = table
            .players()
            .map(|p| standing_row(&cell(p.name, NAME_CHARS), &p.tally, &forfeit_list(&p.tally.forfeits), &words));
        page.table(
            &format!(
                "### {}\n\n{}\n\n{}",
                say("ci-md-standings"),
                say("ci-md-standings-note"),
                head("ci-md-cell-player")
            ),
            rows,
            |n| words.say("ci-md-left-players", &[("count", num(n))]),
        );
    }
    if table.pairs().len() > 0 {
        let rows = table.pairs().map(|p| {
            let [a, b] = p.players;
            let name = words.say("ci-game", &[("a", text(cell(a, NAME_CHARS))), ("b", text(cell(b, NAME_CHARS)))]);
            let forfeits: Vec<String> = p
                .forfeits
                .iter()
                .filter(|(_, f)| !f.is_empty())
                .map(|(who, f)| format!("{}: {}", cell(who, NAME_CHARS), forfeit_list(f)))
                .collect();
            let tally = Tally {
                games: p.games,
                wins: p.wins,
                losses: p.losses,
                draws: p.draws,
                unfinished: p.unfinished,
                double_forfeits: p.double_forfeits,
                forfeits: Default::default(),
            };
            standing_row(&name, &tally, &forfeits.join("; "), &words)
        });
        page.table(
            &format!("### {}\n\n{}\n\n{}", say("ci-md-pairs"), say("ci-md-pairs-note"), head("ci-md-cell-pair")),
            rows,
            |n| words.say("ci-md-left-pairs", &[("count", num(n))]),
        );
    }
    if !page.left_out.is_empty() {
        let list = page.left_out.join(&say("list-comma"));
        let _ = writeln!(page.out, "{}\n", words.say("ci-md-left-out", &[("list", text(list))]));
    }
    let version = ("version", text(env!("CARGO_PKG_VERSION")));
    let _ = writeln!(page.out, "_{}_", words.say("ci-md-footer", &[version]));
    page.out
}

/// An Elo figure for a table: as [`Words::elo`], but a score of all wins or all losses, whose
/// Elo is no finite number, said so in words.
fn elo_cell(t: &Tally, words: &Words) -> String {
    let elo = t.elo();
    match (elo.diff, elo.los) {
        (None, Some(los)) if los > 0.5 => words.say("ci-md-elo-all-won", &[]),
        (None, Some(_)) => words.say("ci-md-elo-all-lost", &[]),
        _ => crate::standings::elo_in(&elo, words),
    }
}

/// One row of a standings table, for `name` (already a cell) and `forfeits` (the last cell,
/// `-` when empty).
fn standing_row(name: &str, t: &Tally, forfeits: &str, words: &Words) -> String {
    let forfeits = if forfeits.is_empty() { "-" } else { forfeits };
    let counts = [t.games, t.wins, t.losses, t.draws, t.unfinished, t.double_forfeits].map(|n| n.to_string());
    format!("| {name} | {} | {:.1} | {} | {forfeits} |", counts.join(" | "), t.score(), elo_cell(t, words))
}

/// Forfeits by code: `timeout 2, crashed 1`.
fn forfeit_list(forfeits: &std::collections::BTreeMap<String, u64>) -> String {
    // The codes are the referee's own (`resigned` too), never input: code spans need no escaping.
    forfeits.iter().map(|(code, n)| format!("`{code}` {n}")).collect::<Vec<_>>().join(", ")
}

/// Input text as a table cell: made safe to show, cut to `max` characters, its Markdown
/// characters escaped.
fn cell(text: &str, max: usize) -> String {
    escape_markdown(&cut(&escape(text), max)).into_owned()
}

/// `text` with every character that Markdown (GitHub's) could read as markup escaped by a
/// backslash: `\`, `` ` ``, `*`, `_`, `[`, `]`, `<`, `>`, `|` (a table's columns), `~`, `&` (an
/// entity), `$` (math), `#` (an issue), `@` (a mention), `!`, and `.` and `:`, which GitHub's
/// autolinks need (`www.example.org`, `me@example.org`, `https://...`): escaped, none is read
/// as a link. Line ends become spaces: a cell is one line.
pub fn escape_markdown(text: &str) -> Cow<'_, str> {
    let special = |c: char| "\\`*_[]<>|~&$#@!.:\r\n".contains(c);
    if !text.contains(special) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '\r' | '\n' => out.push(' '),
            c if special(c) => {
                out.push('\\');
                out.push(c);
            }
            c => out.push(c),
        }
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markdown_characters_are_escaped() {
        assert_eq!(escape_markdown("[x](http://a) | *b* `c` <i>"), "\\[x\\](http\\://a) \\| \\*b\\* \\`c\\` \\<i\\>");
        assert_eq!(escape_markdown("a\nb"), "a b");
        assert!(matches!(escape_markdown("alice's 3 shots"), Cow::Borrowed(_)));
        assert_eq!(cell("a\u{1b}[2J|b", 100), "a\\\\u{1b}\\[2J\\|b");
    }

    /// Rendered as GitHub renders Markdown (comrak, with GitHub's extensions), no name makes a
    /// link, an image, a mention's markup or formatting, and each reads as it was written.
    #[test]
    fn no_name_makes_markup_in_a_github_flavoured_renderer() {
        let mut options = comrak::Options::default();
        let e = &mut options.extension;
        (e.autolink, e.table, e.strikethrough, e.tasklist, e.footnotes) = (true, true, true, true, true);
        let names = [
            "www.example.org",
            "me@example.org",
            "https://example.org/x?a=1",
            "http://a.b",
            "mailto:me@x.org",
            "[x](http://a.b)",
            "![i](http://a.b/i.png)",
            "<http://a.b>",
            "<b>bold</b>",
            "**b** _i_ ~~s~~ `c`",
            "@octocat",
            "#12",
            "a | b",
            "$x$",
            "&amp; &#64;",
            "[^1]",
            "x\\",
        ];
        for name in names {
            let row = format!("| name |\n| --- |\n| {} |\n", cell(name, NAME_CHARS));
            let html = comrak::markdown_to_html(&row, &options);
            for tag in ["<a ", "<img", "<b>", "<strong", "<em", "<del", "<code", "<sup"] {
                assert!(!html.contains(tag), "{name:?} makes {tag}: {html}");
            }
            let shown = html.split("<td>").nth(1).and_then(|c| c.split("</td>").next()).unwrap();
            let unescaped =
                shown.replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"");
            assert_eq!(unescaped, name, "{html}");
        }
    }
}
