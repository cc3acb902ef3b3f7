//! Where in the input something stands: a line and column of the text, the path of a value in a
//! JSON record (as segments, never as text to split again), a command-line flag, or a part of a
//! paper record (docs/format.md §6) as a paper player names it.

use std::fmt;

/// One segment of a [`JsonPath`]: a key of an object or an index of an array (from 0).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    /// A key of an object, as the input wrote it.
    Key(String),
    /// An index of an array, from 0.
    Index(usize),
}

/// The path of a value in a JSON record, such as `shots[12].at`: the keys and indexes from the
/// record's top down. Written as JSON paths are (`fleets.ann.cells`, `shots[3]`), a key that is
/// not a plain name quoted in brackets (`fleets["ann lee"]`, `fleets["a.b"]`), so that the path
/// reads back one way; the empty path is the record itself.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct JsonPath(Vec<Step>);

impl JsonPath {
    /// The path of the record's top-level key `key`.
    pub fn key(key: impl Into<String>) -> Self {
        JsonPath(vec![Step::Key(key.into())])
    }

    /// `shots[i]`: the log entry `i` (from 0).
    pub fn shot(i: usize) -> Self {
        JsonPath::key("shots").index(i)
    }

    /// `fleets.OWNER`: the fleet of `owner`.
    pub fn fleet(owner: &str) -> Self {
        JsonPath::key("fleets").then(owner)
    }

    /// This path, then key `key`.
    #[must_use]
    pub fn then(mut self, key: impl Into<String>) -> Self {
        self.0.push(Step::Key(key.into()));
        self
    }

    /// This path, then index `i`.
    #[must_use]
    pub fn index(mut self, i: usize) -> Self {
        self.0.push(Step::Index(i));
        self
    }

    /// Its segments, from the top.
    pub fn steps(&self) -> &[Step] {
        &self.0
    }

    /// A path of the segments `steps`.
    pub fn of(steps: Vec<Step>) -> Self {
        JsonPath(steps)
    }

    /// Whether it is the empty path (the record itself).
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Its first segment, where that is a key.
    pub fn top_key(&self) -> Option<&str> {
        match self.0.first() {
            Some(Step::Key(k)) => Some(k),
            _ => None,
        }
    }

    /// The log entry (from 0) it is in: `i` of `shots[i]…`.
    pub fn shot_index(&self) -> Option<usize> {
        match self.0.as_slice() {
            [Step::Key(k), Step::Index(i), ..] if k == "shots" => Some(*i),
            _ => None,
        }
    }

    /// The owner of the fleet it is in: `OWNER` of `fleets.OWNER…`.
    pub fn fleet_owner(&self) -> Option<&str> {
        match self.0.as_slice() {
            [Step::Key(k), Step::Key(owner), ..] if k == "fleets" => Some(owner),
            _ => None,
        }
    }
}

impl fmt::Display for JsonPath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            return f.write_str(".");
        }
        for (i, step) in self.0.iter().enumerate() {
            match step {
                Step::Key(k) if !is_plain_name(k) => write!(f, "[{}]", serde_json::Value::from(k.as_str()))?,
                Step::Key(k) if i == 0 => f.write_str(k)?,
                Step::Key(k) => write!(f, ".{k}")?,
                Step::Index(n) => write!(f, "[{n}]")?,
            }
        }
        Ok(())
    }
}

/// Whether a key can stand in a path unquoted: a letter or `_`, then letters, digits and `_`
/// (any script's letters and digits, so that `fleets.аня` stays readable).
fn is_plain_name(key: &str) -> bool {
    let mut chars = key.chars();
    chars.next().is_some_and(|c| c.is_alphabetic() || c == '_') && chars.all(|c| c.is_alphanumeric() || c == '_')
}

/// Where an input error stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Place {
    /// A line and column of the text (both from 1; the column in characters), with the path of
    /// the JSON value there where it is known.
    Text {
        /// 1-based line (of the line itself under `--jsonl`).
        line: usize,
        /// 1-based column, in characters.
        column: usize,
        /// The JSON value's path, when known.
        path: Option<JsonPath>,
    },
    /// A line and column of a paper record, for an error about the record in JSON form that the
    /// paper was read into: the part of the paper there, and the JSON value's path.
    Paper {
        /// 1-based line of the paper.
        line: usize,
        /// 1-based column, in characters.
        column: usize,
        /// The part of the paper that the path names, when one does (boxed: an error is kept
        /// small, since every reading returns one).
        part: Option<Box<PaperPart>>,
        /// The JSON value's path, when known.
        path: Option<JsonPath>,
    },
    /// A line of a text (from 1), as a whole.
    Line(usize),
    /// The value at a path of a record, with no position in a text.
    Value(JsonPath),
    /// A command-line value, such as `--rules`.
    Flag(&'static str),
    /// The input as a whole.
    Input,
}

/// A part of a paper record (docs/format.md §6), as a paper player names it. Names are shown as
/// messages show them (quoted where they need it); cells in the sheet's letters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PaperPart {
    /// The `rules:` line.
    RulesLine,
    /// The `players:` line.
    PlayersLine,
    /// The `first:` line.
    FirstLine,
    /// The `meta:` line.
    MetaLine,
    /// A player's fleet section.
    Fleet(String),
    /// A player's move in the log.
    Move(String),
    /// A player's shots of one turn on a shot grid, numbered as `numbering` says.
    Numbered {
        /// The player whose sheet it is.
        player: String,
        /// How the sheet numbers its shots.
        numbering: Numbering,
        /// The number written in the cells.
        number: u64,
        /// The cells, as the sheet names them.
        cells: Vec<String>,
    },
}

/// How a shot grid numbers its shots (docs/format.md §6): by round, by the player's own shot,
/// or by the game's move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Numbering {
    /// The salvo round.
    Round,
    /// The player's own shots, from 1.
    Player,
    /// The game's moves, from 1.
    Game,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_are_written_as_json_paths() {
        assert_eq!(JsonPath::shot(12).then("at").to_string(), "shots[12].at");
        assert_eq!(JsonPath::fleet("ann").then("cells").to_string(), "fleets.ann.cells");
        assert_eq!(JsonPath::default().to_string(), ".");
        assert_eq!(JsonPath::shot(3).shot_index(), Some(3));
        assert_eq!(JsonPath::fleet("a.b").fleet_owner(), Some("a.b"));
        assert_eq!(JsonPath::key("fleets").shot_index(), None);
    }

    #[test]
    fn a_key_that_is_not_a_plain_name_is_quoted_so_the_path_reads_one_way() {
        assert_eq!(JsonPath::fleet("a.b").index(0).to_string(), r#"fleets["a.b"][0]"#);
        assert_eq!(JsonPath::fleet("ann lee").then("cells").to_string(), r#"fleets["ann lee"].cells"#);
        assert_eq!(JsonPath::fleet("a\"b").to_string(), r#"fleets["a\"b"]"#);
        assert_eq!(JsonPath::key("").to_string(), r#"[""]"#);
        assert_eq!(JsonPath::key("1st").to_string(), r#"["1st"]"#);
        assert_eq!(JsonPath::fleet("аня").then("x_1").to_string(), "fleets.аня.x_1");
    }
}
