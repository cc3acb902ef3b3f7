//! One fleet alone, as `broadside fleet` reads it (docs/format.md §5 "`broadside fleet`"): a JSON
//! list or drawing, or a plain text drawing read as a paper sheet draws a fleet (column letters,
//! row numbers and ruled lines as in docs/format.md §6 "Fleets").

use super::grid;
use super::lexicon;
use super::line::{self, Line};
use crate::drawing::{FleetReport, ShipReport, place_drawing, place_initials};
use crate::error::InputError;
use crate::fleet;
use crate::record::{FleetDrawing, drawn_fleet};
use crate::rules::{Rules, RulesSpec};
use crate::verdict::Severity;
use crate::words::{Owner, Words};

/// Reads a plain text drawing of one fleet as a paper record reads a fleet section drawn on its
/// sheet (docs/format.md §6 "Fleets"; one reader for both, [`grid::drawing`]): one line a row of
/// the marks of docs/format.md §2 "Drawn fleets" (ship marks, water marks, or class initials),
/// spaces, tabs and `|` between cells ignored, blank lines and `//` comments skipped; a first line
/// of column letters (Latin, or the Cyrillic sets of a paper sheet), row numbers counting 1, 2, 3
/// … (in ASCII, Bengali or Devanagari digits, docs/format.md §6 "Words and digits in the players'
/// own language"), and ruled lines where the board's rows settle them. `owner` names the fleet in
/// its errors (`None`: they say "the fleet"); `rules` give the board's rows and the classes'
/// initials.
///
/// # Errors
/// An [`InputError`] at the line and column where the drawing cannot be read without a guess: a
/// character that is no mark, rows of unequal length, unnumbered rows that are not the board's
/// rows, a row number out of place, letters that are column letters or a row of initials alike,
/// a header that does not match the rows, no rows, or more than 52 rows or columns.
pub fn parse_text(text: &str, rules: &Rules, owner: Option<&str>) -> Result<FleetDrawing<'static>, InputError> {
    // Digits of the catalogs' scripts read as ASCII ones, as a paper record's are, each where it
    // stands.
    let text = lexicon::ascii_digits(text)?;
    let lines: Vec<Line> = line::lines(&text).collect();
    // A fleet alone has no section header: an empty drawing is blamed on the first line.
    let head = Line { no: 1, text: "", column: 1 };
    let drawing = grid::drawing(owner, &head, &lines, rules)?;
    drawn_fleet(drawing.rows).map_err(InputError::input)
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

/// [`check_fleet`] with the fleet's owner named `given` in its violations, when one is given
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
    given: Option<&str>,
) -> Result<FleetReport, InputError> {
    let (owner, named) = match given {
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
        match parse_text(text, rules, given)? {
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

    /// Rules of a board of `columns` by `rows` and the standard fleet.
    fn board(columns: u8, rows: u8) -> Rules {
        let json = format!(r#"{{"base": "classic", "board": {{"columns": {columns}, "rows": {rows}}}}}"#);
        RulesSpec::from_arg(&json).unwrap().resolve()
    }

    fn read(text: &str, rows: u8) -> Result<FleetDrawing<'static>, InputError> {
        parse_text(text, &board(10, rows), None)
    }

    fn marks(text: &str, rows: u8) -> Grid {
        match read(text, rows).unwrap() {
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
            marks(&format!("  A B C\n{}\n", lines.join("\n")), 3)
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
        let g = marks("   A B C\n 1 . # .\n 2 . # .\n", 2);
        assert_eq!(g.rows, vec![vec![false, true, false], vec![false, true, false]]);
        let g = marks("ABC\n1|#..\n2|...\n", 2);
        assert_eq!(g.rows, vec![vec![true, false, false], vec![false, false, false]]);
    }

    #[test]
    fn text_without_labels() {
        let g = marks("1100\n0000\n", 2);
        assert_eq!(g.rows, vec![vec![true, true, false, false], vec![false; 4]]);
        // A leading number not followed by a space is a cell, not a label.
        let g = marks("10..\n11..\n", 2);
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
            assert_eq!(marks(text, 2).rows, want, "{text}");
        }
        // `-` is water: whether `- - -` is a ruling or a row only row numbers would say.
        let e = read("A B C\n- - -\n# - -\n- - -\n- - #\n", 3).unwrap_err().to_string();
        assert!(e.starts_with("2:1: `- - -` reads both as a ruled line and as a row of water"), "{e}");
    }

    /// What a paper record refuses as a guess, `broadside fleet` refuses alike, at the line and
    /// column: never a fleet judged from a misreading.
    #[test]
    fn text_errors_name_the_line_and_column() {
        let e = read("..#\n\n....\n", 2).unwrap_err().to_string();
        assert!(e.starts_with("3:1: "), "{e}");
        let e = read("ABCD\n...\n", 1).unwrap_err().to_string();
        assert!(e.starts_with("1:1: "), "{e}");
        assert!(read("\n  \n", 10).is_err());
        // Unnumbered rows that are not the board's: which are the board would be a guess.
        let e = read("#..\n...\n...\n", 2).unwrap_err().to_string();
        assert!(e.starts_with("3:1: "), "{e}");
    }
}
