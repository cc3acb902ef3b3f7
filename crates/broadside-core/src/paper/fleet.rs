//! One fleet alone, as `broadside fleet` reads it (docs/format.md §5 "`broadside fleet`"): a JSON
//! list or drawing, or a plain text drawing read as a paper sheet draws a fleet (column letters,
//! row numbers and ruled lines as in docs/format.md §6 "Fleets").

use super::grid;
use super::letters::column_letters;
use super::lexicon;
use super::line::Line;
use crate::drawing::{FleetReport, RowFault, ShipReport, place_drawing, place_initials, read_rows};
use crate::error::{InputError, SheetFault};
use crate::fleet;
use crate::record::{FleetDrawing, MAX_GRID_SIDE, drawn_fleet};
use crate::rules::{Rules, RulesSpec};
use crate::verdict::Severity;
use crate::words::{Owner, Words};

/// Reads a plain text drawing of a board: one line a row of the marks of docs/format.md §2 "Drawn
/// fleets" (ship marks, water marks, or class initials; any other character is an error); spaces,
/// tabs and `|` between cells are ignored; blank lines are skipped. A first line of column letters
/// (`A B C …`, or the Cyrillic sets of a paper sheet, docs/format.md §6) and row numbers from 1 at
/// the start of every row are labels, not cells (in ASCII, Bengali or Devanagari digits, as on a
/// paper sheet, docs/format.md §6 "Words and digits in the players' own language"); ruled lines (`- - - -`, `====`, box drawing)
/// above, between or under the rows are rulings where that leaves the board's `rows`, as on a paper
/// sheet (docs/format.md §6 "Fleets", on rulings).
///
/// # Errors
/// An [`InputError`] naming the line, for rows of unequal length, a header that does not match
/// the rows, no rows, or more than 52 rows or columns; at a ruled line that the lines do not
/// settle as a ruling or a row; at the line and column of a number written in two scripts.
pub fn parse_text(text: &str, rows: u8) -> Result<FleetDrawing<'static>, InputError> {
    // Digits of the catalogs' scripts read as ASCII ones, as a paper record's are (row numbers
    // in Bengali or Devanagari digits), each where it stands.
    read_text(&lexicon::ascii_digits(text)?, rows)
}

/// [`parse_text`] of a text whose digits are ASCII.
fn read_text<'t>(text: &'t str, rows: u8) -> Result<FleetDrawing<'static>, InputError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut lines: Vec<(usize, &str)> =
        text.lines().enumerate().map(|(i, l)| (i + 1, l.trim_end())).filter(|(_, l)| !l.trim().is_empty()).collect();
    if lines.is_empty() {
        return Err(InputError::input(SheetFault::NoRows));
    }
    let as_line = |(no, text): (usize, &'t str)| Line {
        no,
        text: text.trim_start(),
        column: 1 + text.chars().take_while(|c| c.is_whitespace()).count(),
    };
    // Rule characters above the column letters are a frame's top, as on a paper sheet.
    while lines.len() > 1 && grid::is_ruling(&as_line(lines[0])) && column_letters(&as_line(lines[1])).is_some() {
        lines.remove(0);
    }
    let header_line = lines[0].0;
    let header_columns = column_letters(&as_line(lines[0])).map(|(_, n)| n);
    if header_columns.is_some() {
        lines.remove(0);
    }
    let kept = grid::board_lines(&lines.iter().map(|&l| as_line(l)).collect::<Vec<_>>(), rows.into())?;
    lines.retain(|(no, _)| kept.iter().any(|l| l.no == *no));
    let numbered: Vec<Option<(u64, &str)>> = lines.iter().map(|&(_, l)| row_number(l)).collect();
    let labelled = !lines.is_empty()
        && numbered.iter().enumerate().all(|(i, n)| n.is_some_and(|(number, _)| number == i as u64 + 1));
    let texts: Vec<(&str, usize)> = lines
        .iter()
        .zip(&numbered)
        .map(|(&(_, line), number)| {
            let cells = if labelled { number.map_or(line, |(_, rest)| rest) } else { line };
            (line, line.chars().count() - cells.chars().count())
        })
        .collect();
    let at = |row: usize, fault: SheetFault| InputError::line(lines[row].0, fault);
    let rows = read_rows(
        &texts,
        |_, _, _, _| Ok(()),
        |fault| match fault {
            RowFault::NotAMark { row, at: column, c } => {
                at(row, SheetFault::NotAMarkInColumn { mark: c, column: column as u64 + 1 })
            }
            RowFault::TooWide { row, cells } => {
                at(row, SheetFault::RowTooWide { cells: cells as u64, most: MAX_GRID_SIDE as u64 })
            }
            RowFault::Unequal { row, cells, width, like } => at(
                row,
                SheetFault::UnequalRowLines {
                    other_line: lines[like].0 as u64,
                    width: width as u64,
                    cells: cells as u64,
                },
            ),
        },
    )?;
    let at_header = |fault: SheetFault| InputError::line(header_line, fault);
    let width = rows.first().map_or(0, Vec::len);
    if rows.is_empty() || width == 0 {
        return Err(at_header(SheetFault::NoCells));
    }
    if rows.len() > MAX_GRID_SIDE {
        return Err(InputError::input(SheetFault::DrawingTooTall {
            rows: rows.len() as u64,
            most: MAX_GRID_SIDE as u64,
        }));
    }
    if let Some(n) = header_columns.filter(|&n| n != width) {
        return Err(at_header(SheetFault::HeaderForRows { letters: n as u64, cells: width as u64 }));
    }
    drawn_fleet(rows).map_err(InputError::input)
}

/// A row's leading number and the cells after it, labelled as a paper record's rows are
/// ([`grid::row_label`]: `1`, `1.`, `1)` or `1:` up to a space or a `|`), when cells follow it.
fn row_number(line: &str) -> Option<(u64, &str)> {
    let t = line.trim_start();
    let number = grid::row_label(t)?;
    let rest = &t[grid::label_word(t).len()..];
    // A label with no cells after it is a row of its own (a one-column drawing), not a label.
    if rest.trim().is_empty() {
        return None;
    }
    Some((number as u64, rest))
}

/// The player the violations of a fleet whose owner is not named are charged to, as the JSON
/// writes it (docs/format.md §5 "`broadside fleet`"); their sentences say "the player" in words of
/// their own ([`Owner::Unnamed`]), never this.
pub const FLEET_OWNER: &str = "player";

/// Checks one fleet alone under `rules` (resolved from `spec`): a JSON list of ships, a JSON
/// drawing `{"grid": [...]}`, or a plain text drawing ([`parse_text`]). Its owner is not named.
///
/// # Errors
/// An [`InputError`] saying where and what was expected when the text is none of these.
pub fn check_fleet(text: &str, spec: RulesSpec, rules: &Rules) -> Result<FleetReport, InputError> {
    check_fleet_of(text, spec, rules, None)
}

/// [`check_fleet`] with the fleet's owner named `owner` in its violations, when one is given
/// (`broadside fleet --player`; the web page checks each player's fleet under the player's name,
/// so that its faults are worded with it); without one, they are charged to [`FLEET_OWNER`] and
/// worded with "the player".
///
/// # Errors
/// As [`check_fleet`].
pub fn check_fleet_of(
    text: &str,
    spec: RulesSpec,
    rules: &Rules,
    owner: Option<&str>,
) -> Result<FleetReport, InputError> {
    let (owner, named) = match owner {
        Some(name) => (name, Owner::Named),
        None => (FLEET_OWNER, Owner::Unnamed),
    };
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let (fleet, violations) = if text.trim_start().starts_with(['[', '{']) {
        let mut de = serde_json::Deserializer::from_str(text);
        let drawing = serde_path_to_error::deserialize::<_, FleetDrawing>(&mut de)
            .map_err(|e| {
                let path = e.path().clone();
                InputError::from_json(e.into_inner(), Some(&path))
            })
            .and_then(|d| de.end().map(|()| d).map_err(|e| InputError::from_json(e, None)))?;
        match &drawing {
            FleetDrawing::Ships(ships) => fleet::place(ships, rules, owner),
            FleetDrawing::Grid(grid) => place_drawing(grid, rules, owner)?,
            FleetDrawing::Initials(initials) => place_initials(initials, rules, owner)?,
        }
    } else {
        match parse_text(text, rules.board.rows)? {
            FleetDrawing::Grid(grid) => place_drawing(&grid, rules, owner)?,
            FleetDrawing::Initials(initials) => place_initials(&initials, rules, owner)?,
            FleetDrawing::Ships(ships) => fleet::place(&ships, rules, owner),
        }
    };
    let ships = fleet
        .ships
        .iter()
        .map(|s| ShipReport {
            ship: s.class.map(|c| rules.fleet[c].name.clone()).or_else(|| s.written_name(rules).map(str::to_owned)),
            label: Words::default().label(&s.label),
            cells: s.cells.iter().collect(),
        })
        .collect();
    let legal = !violations.iter().any(|v| v.severity == Severity::Foul);
    Ok(FleetReport { rules: spec, ships, violations, legal, owner: named })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::Grid;

    fn marks(text: &str) -> Grid {
        match parse_text(text, 10).unwrap() {
            FleetDrawing::Grid(grid) => grid,
            other => panic!("expected a drawing of marks, found {other:?}"),
        }
    }

    #[test]
    fn row_numbers_are_read_as_a_paper_record_reads_them() {
        // Leading zeros, a period, Bengali and Devanagari digits: the rows of a paper sheet.
        fn rows(label: impl Fn(usize) -> String) -> Grid {
            let lines: Vec<String> = ["# . #", ". . .", "# # ."]
                .iter()
                .enumerate()
                .map(|(i, row)| format!("{} {row}", label(i + 1)))
                .collect();
            marks(&format!("  A B C\n{}\n", lines.join("\n")))
        }
        let plain = rows(|n| n.to_string());
        let native = |zero: char| move |n: usize| char::from_u32(u32::from(zero) + n as u32).unwrap().to_string();
        assert_eq!(rows(|n| format!("{n:02}")), plain);
        assert_eq!(rows(|n| format!("{n}.")), plain);
        assert_eq!(rows(native('০')), plain);
        assert_eq!(rows(native('०')), plain);
    }

    #[test]
    fn text_with_labels() {
        let g = marks("   A B C\n 1 . # .\n 2 . # .\n");
        assert_eq!(g.rows, vec![vec![false, true, false], vec![false, true, false]]);
        let g = marks("ABC\n1|#..\n2|...\n");
        assert_eq!(g.rows, vec![vec![true, false, false], vec![false, false, false]]);
    }

    #[test]
    fn text_without_labels() {
        let g = marks("1100\n0000\n");
        assert_eq!(g.rows, vec![vec![true, true, false, false], vec![false; 4]]);
        // A leading number not followed by a space is a cell, not a label.
        let g = marks("10..\n11..\n");
        assert_eq!(g.rows[0], vec![true, false, false, false]);
    }

    /// Ruled lines and Cyrillic column letters read as on a paper sheet (docs/format.md §6).
    #[test]
    fn text_with_rulings_and_cyrillic_letters() {
        let want = vec![vec![true, false, false], vec![false, false, true]];
        for text in [
            "А Б В\n- - -\n# . .\n. . #\n",
            "====\nA B C\n-----\n#..\n+-+-+\n..#\n─────\n",
            "Р Е С\n 1 # . .\n   -----\n 2 . . #\n",
        ] {
            assert_eq!(
                match parse_text(text, 2).unwrap() {
                    FleetDrawing::Grid(grid) => grid.rows,
                    other => panic!("{other:?}"),
                },
                want,
                "{text}"
            );
        }
        // `-` is water: whether `- - -` is a ruling or a row only row numbers would say.
        let e = parse_text("A B C\n- - -\n# - -\n- - -\n- - #\n", 3).unwrap_err().to_string();
        assert!(e.starts_with("2:1: `- - -` reads both as a ruled line and as a row of water"), "{e}");
    }

    #[test]
    fn text_errors_name_the_line() {
        let e = parse_text("..#\n\n....\n", 10).unwrap_err();
        assert_eq!(
            e.to_string(),
            "at line 3: rows of a drawing must have equal length: the row on line 1 has 3 cells, this one 4"
        );
        let e = parse_text("ABCD\n...\n", 10).unwrap_err();
        assert_eq!(e.to_string(), "at line 1: the header names 4 columns, but the rows have 3 cells");
        assert!(parse_text("\n  \n", 10).is_err());
    }
}
