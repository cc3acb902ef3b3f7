//! The summary of a batch as its report page shows it: the outcomes, the standings and the fouls
//! by code, read from the batch's [`Summary`] itself (its figures as its JSON writes them).

use maud::{Markup, html};

use super::markup::name;
use crate::standings::{Elo, PlayerRow};
use crate::summary::Summary;
use crate::verdict::{Code, Outcome, Severity};
use crate::words::{Words, text};

/// The codes of `severity` that occurred in the batch, with their counts, in the order of the
/// table in docs/format.md §3 "Replay" (the summary's JSON lists the same).
fn occurred(summary: &Summary, severity: Severity) -> Vec<(Code, u64)> {
    Code::ALL
        .iter()
        .filter(|c| c.severity() == severity)
        .map(|&c| (c, summary.violations(c)))
        .filter(|&(_, n)| n > 0)
        .collect()
}

/// The codes of the fouls that occurred, for the page's filter.
pub(super) fn foul_codes(summary: &Summary) -> Vec<&'static str> {
    occurred(summary, Severity::Foul).into_iter().map(|(c, _)| c.as_str()).collect()
}

/// The outcomes (games, won, drawn, unfinished, double forfeits, `fouled` games with a foul,
/// lines not adjudicated), the standings and the fouls by code, with the warnings that occurred.
pub(super) fn summary_sections(summary: &Summary, fouled: u64, words: Words) -> Markup {
    let say = |id: &str| words.say(id, &[]);
    let warnings = occurred(summary, Severity::Warning);
    html! {
        div.top {
            section {
                h2 { (say("batch-heading-outcomes")) }
                table.data {
                    tbody {
                        tr { th { (say("batch-games-adjudicated")) } td.num { (summary.games()) } }
                        tr { th { (say("batch-won")) } td.num { (summary.outcome(Outcome::Win)) } }
                        tr { th { (say("batch-drawn")) } td.num { (summary.outcome(Outcome::Draw)) } }
                        tr { th { (say("batch-unfinished")) } td.num { (summary.outcome(Outcome::Unfinished)) } }
                        tr { th { (say("batch-double-forfeit")) } td.num { (summary.outcome(Outcome::DoubleForfeit)) } }
                        tr { th { (say("batch-fouled")) } td.num { (fouled) } }
                        tr { th { (say("batch-errors")) } td.num { (summary.errors()) } }
                    }
                }
            }
        }
        section {
            h2 { (say("page-heading-players")) }
            (standings(summary, words))
        }
        section {
            h2 { (say("batch-heading-fouls")) }
            (bar_chart(&occurred(summary, Severity::Foul), words))
            @if !warnings.is_empty() {
                p.sub { (say("batch-warnings")) " "
                    @for (n, (code, count)) in warnings.iter().enumerate() {
                        @if n > 0 { (say("list-comma")) } code { (code.as_str()) } " " (count)
                    }
                }
            }
        }
    }
}

/// A player's Elo difference as the page shows it: with its 95% margin, or `-` where the games
/// do not bound it (a player who won or lost every game; the text verdict says `+inf`), in the
/// page's language; the figures rounded as the summary's JSON writes them.
fn elo_shown(elo: &Elo, words: &Words) -> String {
    match elo.diff {
        Some(_) => crate::standings::elo_in(&elo.as_written(), words),
        None => "-".to_owned(),
    }
}

/// The standings of `--summary`, one row a player in the order the input first names them:
/// games, wins, losses, draws, unfinished, double forfeits, score, Elo difference with its 95%
/// margin, and forfeits by code.
fn standings(summary: &Summary, words: Words) -> Markup {
    let say = |id: &str| words.say(id, &[]);
    let table = summary.standings().table();
    let players: Vec<PlayerRow> = table.players().collect();
    if players.is_empty() {
        return html! { p.sub { (say("batch-no-games")) } };
    }
    html! {
        div.scroll { table.data {
            thead { tr {
                th { (say("page-col-player")) } th.num { (say("batch-col-games")) } th.num { (say("batch-col-wins")) }
                th.num { (say("batch-col-losses")) } th.num { (say("batch-col-draws")) }
                th.num { (say("batch-col-unfinished")) } th.num { (say("batch-col-double-forfeits")) }
                th.num { (say("batch-col-score")) }
                th.num title=(say("batch-elo-note")) { (say("batch-col-elo")) }
                th { (say("batch-col-forfeits")) }
            } }
            tbody {
                @for p in &players {
                    @let t = &p.tally;
                    tr {
                        td { (name(p.name)) } td.num { (t.games) } td.num { (t.wins) } td.num { (t.losses) }
                        td.num { (t.draws) } td.num { (t.unfinished) } td.num { (t.double_forfeits) }
                        td.num { (format!("{:.1}", p.score)) }
                        td.num { (elo_shown(&p.elo, &words)) }
                        td {
                            @if t.forfeits.is_empty() { "\u{2014}" }
                            @for (n, (code, count)) in t.forfeits.iter().enumerate() {
                                @if n > 0 { (say("list-comma")) } code { (code) } " " (count)
                            }
                        }
                    }
                }
            }
        } }
    }
}

/// Fouls by code (`bars`, in the order of the table in docs/format.md §3 "Replay") as a
/// horizontal bar chart in inline SVG.
fn bar_chart(bars: &[(Code, u64)], words: Words) -> Markup {
    if bars.is_empty() {
        return html! { p.sub { (words.say("batch-no-fouls", &[])) } };
    }
    let top = bars.iter().map(|b| b.1).max().unwrap_or(1).max(1);
    let (label_width, bar_width, row) = (120u64, 380u64, 24u64);
    let height = row * bars.len() as u64 + 4;
    let summary: Vec<String> = bars.iter().map(|(code, n)| format!("{} {n}", code.as_str())).collect();
    html! {
        svg.chart xmlns="http://www.w3.org/2000/svg" role="img"
            viewBox={ "0 0 " (label_width + bar_width + 60) " " (height) } {
            title { (words.say("batch-chart", &[("fouls", text(summary.join(&words.say("list-comma", &[]))))])) }
            @for (i, (code, n)) in bars.iter().enumerate() {
                @let y = i as u64 * row;
                @let w = (bar_width * n).div_ceil(top);
                text x=(label_width - 8) y=(y + 16) text-anchor="end" { (code.as_str()) }
                rect x=(label_width) y=(y + 3) width=(w) height=(row - 8) rx="2" {}
                text x=(label_width + w + 6) y=(y + 16) { (n) }
            }
        }
    }
}
