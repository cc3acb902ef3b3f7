//! Names of players and ship classes: how two are compared, and how long one may be.
//!
//! A record's names are compared ignoring case (docs/format.md §1: no two class names equal
//! ignoring case; docs/format.md §2: `ship`, the class name, in any case). Here that is full
//! Unicode case folding (Unicode's `CaseFolding.txt`, statuses C and F), so `ΣΣ`, `σσ` and `σς` are
//! one name, and so are `straße` and `STRASSE`. Every comparison of player or class names goes
//! through [`eq_ignore_case`]. This module is the lowest of the crate: it imports none of it.

/// The most bytes (UTF-8) a player or class name may hold. Names are echoed in messages, one
/// for each violation, so a name of megabytes would be copied thousands of times; checked as
/// the name is read, before it is copied (`rules::check_name_length`).
pub const MAX_NAME_BYTES: usize = 128;

/// Whether two names are equal ignoring case, by full Unicode case folding, without allocating.
///
/// Two ASCII names are compared ignoring ASCII case: ASCII letters fold to ASCII letters and
/// nothing else folds into ASCII from ASCII, so the result is the same, and names are nearly
/// always ASCII. Only where one name is not ASCII (a `ſ` folds to `s`, a Kelvin sign `K` to
/// `k`) are both folded, character by character.
pub fn eq_ignore_case(a: &str, b: &str) -> bool {
    if a.eq_ignore_ascii_case(b) {
        return true;
    }
    if a.is_ascii() && b.is_ascii() {
        return false;
    }
    eq_folded(a, b)
}

/// What follows `short` in `long` where `long` is `short` (ignoring case, as names compare) then
/// white space: the rest after that white space (`"b2"` of `"ann b2"` after `"Ann"`); `None`
/// otherwise. A paper log line takes the longest name it starts with, so such a pair may read a
/// line of `short` as one of `long` (docs/format.md §6).
pub fn after_name<'a>(long: &'a str, short: &str) -> Option<&'a str> {
    long.char_indices()
        .map(|(i, _)| i)
        .filter(|&i| i > 0 && long[i..].starts_with(char::is_whitespace))
        .find(|&i| eq_ignore_case(&long[..i], short))
        .map(|i| long[i..].trim_start())
}

/// Whether two names are spelt alike, byte for byte: how names nearly always compare, tried
/// before [`eq_ignore_case`]. Compared inline: names are short, and a call to `memcmp` costs
/// more than the bytes.
#[inline(always)]
pub fn spelt_alike(a: &str, b: &str) -> bool {
    a.len() == b.len() && a.bytes().zip(b.bytes()).all(|(x, y)| x == y)
}

/// Whether two names fold to the same characters. Out of line: it is rarely needed, and inlined
/// it slows the callers' loops.
#[inline(never)]
fn eq_folded(a: &str, b: &str) -> bool {
    unicase::UniCase::unicode(a) == unicase::UniCase::unicode(b)
}

/// Names told apart ignoring case ([`eq_ignore_case`]), each numbered in the order first seen.
/// A name is found by a hash of its case-folded characters, not by a scan, so counting games of
/// n distinct players costs time linear in n (a batch may name a new player every game). The
/// names are kept one after the other in one string, not one allocation each: 400,000 players'
/// names take their bytes and an offset each.
#[derive(Clone, Default)]
pub struct NameIndex {
    /// Every name, in the order first seen.
    text: String,
    /// Where each name ends in `text`.
    ends: Vec<usize>,
    /// The numbers of the names, hashed as [`fold_hash`] hashes them.
    table: hashbrown::HashTable<usize>,
    hasher: foldhash::fast::RandomState,
}

impl NameIndex {
    /// The number of `name`, numbering it next if it is new.
    pub fn index(&mut self, name: &str) -> usize {
        let hash = fold_hash(&self.hasher, name);
        if let Some(&i) = self.table.find(hash, |&i| eq_ignore_case(name_at(&self.text, &self.ends, i), name)) {
            return i;
        }
        let i = self.ends.len();
        self.text.push_str(name);
        self.ends.push(self.text.len());
        let (text, ends, hasher) = (&self.text, &self.ends, &self.hasher);
        self.table.insert_unique(hash, i, |&j| fold_hash(hasher, name_at(text, ends, j)));
        i
    }

    /// The number of `name`, or `None` for a name never seen.
    pub fn get(&self, name: &str) -> Option<usize> {
        self.table
            .find(fold_hash(&self.hasher, name), |&i| eq_ignore_case(name_at(&self.text, &self.ends, i), name))
            .copied()
    }

    /// The name numbered `i`, as first seen.
    ///
    /// # Panics
    /// When no name has that number.
    pub fn name(&self, i: usize) -> &str {
        name_at(&self.text, &self.ends, i)
    }

    /// The number of names.
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    /// Whether no name was seen.
    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// The names, in the order first seen.
    pub fn names(&self) -> impl ExactSizeIterator<Item = &str> + DoubleEndedIterator + Clone {
        (0..self.len()).map(|i| self.name(i))
    }
}

/// The name numbered `i` of `text` cut at `ends`.
fn name_at<'t>(text: &'t str, ends: &[usize], i: usize) -> &'t str {
    let start = if i == 0 { 0 } else { ends[i - 1] };
    &text[start..ends[i]]
}

impl std::ops::Index<usize> for NameIndex {
    type Output = str;
    fn index(&self, i: usize) -> &str {
        self.name(i)
    }
}

impl PartialEq for NameIndex {
    fn eq(&self, other: &NameIndex) -> bool {
        self.text == other.text && self.ends == other.ends
    }
}

impl Eq for NameIndex {}

impl std::fmt::Debug for NameIndex {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.names()).finish()
    }
}

/// A hash of `name` that names equal ignoring case share: that of its case-folded characters
/// (unicase's, whose equality [`eq_ignore_case`] is).
fn fold_hash(hasher: &foldhash::fast::RandomState, name: &str) -> u64 {
    use std::hash::BuildHasher;
    hasher.hash_one(unicase::UniCase::unicode(name))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_equal_under_full_case_folding() {
        for (a, b) in [
            ("battleship", "BATTLESHIP"),
            ("ΣΣ", "σσ"),
            ("ΣΣ", "σς"),
            ("straße", "STRASSE"),
            ("ſhip", "SHIP"),
            ("\u{212a}ayak", "kayak"),
            ("Ærø", "æRØ"),
        ] {
            assert!(eq_ignore_case(a, b), "{a} {b}");
            assert!(eq_ignore_case(b, a), "{b} {a}");
        }
        for (a, b) in [("boat", "boats"), ("σσ", "σ"), ("straße", "strase"), ("i", "ı"), ("", "x")] {
            assert!(!eq_ignore_case(a, b), "{a} {b}");
        }
    }

    #[test]
    fn an_index_finds_a_name_in_any_case() {
        let mut index = NameIndex::default();
        for name in ["Ann", "ΣΣ", "straße", "ben"] {
            index.index(name);
        }
        assert_eq!((index.index("ANN"), index.index("σς"), index.index("STRASSE")), (0, 1, 2));
        assert_eq!(index.get("BEN"), Some(3));
        assert_eq!(index.get("ſhip"), None);
        assert_eq!(index.index("SHIP"), 4);
        assert_eq!(index.get("ſhip"), Some(4));
        assert_eq!(index.names().collect::<Vec<_>>(), ["Ann", "ΣΣ", "straße", "ben", "SHIP"]);
        assert_eq!((index.len(), &index[1]), (5, "ΣΣ"));
    }
}
