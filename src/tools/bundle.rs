//! Single-file submissions: a problem's binary plus exactly the library modules it needs,
//! in one self-contained source file (`cargo run --release --bin bundle -- <id>`).
//!
//! Judges take one file; our binaries share a library. The bundler reads the sources
//! themselves, with a small Rust tokenizer (enough to tell code from comments, strings and
//! char literals):
//!
//! 1. From the binary and from each library module it strips doc comments (`///`, `//!`,
//!    `/** */`, `/*! */`), every item under `#[cfg(test)]` (the unit-test modules), and
//!    settles every `#[cfg]` that names a crate feature as a build without features would
//!    (a bundle is one file, compiled without features, and a cargo project's `check-cfg`
//!    warns of a feature its manifest does not declare): an item that needs a feature
//!    goes, and a predicate that mentions one loses it (`not(all(x86_64, feature))`:
//!    always true, so the attribute goes and the item stays).
//! 2. It follows paths: `grundy::<name>` in the binary and `crate::<name>` (or `$crate::`)
//!    in modules, including grouped imports `grundy::{a::X, b}`. A `<name>` is a library
//!    module declared in `src/lib.rs`, or a `#[macro_export]` macro, which belongs to the
//!    module defining it. The closure of these paths over the *stripped* sources is the set
//!    of modules to inline, so a module used only by another module's tests stays out.
//!    An `impl` of a crate's trait (`impl proconio::source::Source for Input`) can only be
//!    reached through that trait, so it is bundled only when something else in the bundle
//!    uses the crate (for the std-only flavour: its stand-in module); otherwise it would
//!    pull in a crate or a stand-in that nothing calls.
//! 3. It writes a header, the binary with `grundy::` rewritten to `crate::`, then each
//!    module as `mod <name> { … }` at the crate root, where the modules' own `crate::`
//!    paths stay valid, and formats the result with `rustfmt`.
//! 4. It writes `submit/<id>.rs` as a new file renamed over the old one
//!    ([`crate::tools::replace`]), never through a link: an old name that was a symbolic
//!    or hard link is replaced, and what it pointed at keeps its text (the tool says so);
//!    when `submit/` or `submit/std/` is itself a link to a directory, the tool says where
//!    the files go.
//!
//! Two flavours: [`Flavour::Default`] keeps `proconio`, `itertools` and `rustc-hash`
//! (AtCoder ships them); [`Flavour::StdOnly`] first rewrites every path `proconio::…` to
//! `crate::std_input::…` and `rustc_hash::…` to `crate::std_hash::…`, which pulls in
//! [`crate::std_input`] and [`crate::std_hash`], our std-only mirrors of the parts of those
//! crates the suite uses, and refuses code that uses another crate (`itertools`).

use crate::input::quote;
use crate::output::Output;
use crate::tools::cli;
use crate::tools::problems::{PROBLEMS, Problem, SubmitAt};
use crate::tools::replace::{self, Replaced};
use std::collections::{BTreeMap, BTreeSet};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Which crates a bundle may use.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Flavour {
    /// May use `proconio`, `itertools`, `rustc-hash`: for AtCoder. File `submit/<id>.rs`.
    Default,
    /// Standard library only: for Library Checker, Codeforces and the like.
    /// File `submit/std/<id>.rs`.
    StdOnly,
}

/// Crates a default-flavour bundle may use (their names in paths).
pub const ALLOWED_CRATES: [&str; 3] = ["proconio", "itertools", "rustc_hash"];

/// What the std-only flavour puts in place of each allowed crate (`itertools` has no
/// stand-in: std-only bundles refuse it).
pub const STD_STAND_INS: [(&str, &str); 2] = [
    ("proconio", "crate::std_input"),
    ("rustc_hash", "crate::std_hash"),
];

/// Crates that no bundle may use, as they are not at the judges.
const OTHER_CRATES: [&str; 1] = ["libc"];

/// The oldest Rust every bundle builds with, in edition 2021 and 2024: `tests/toolchains.rs`
/// compiles every file of `submit/` with Debian's rustc 1.85 (package `rustc-web`), the
/// oldest compiler at hand, and runs it on the test data. Edition 2024 itself needs 1.85.
/// The bundled code keeps to what 1.85 has: vector paths are `unsafe fn`s with
/// `#[target_feature]` (safe ones need 1.86) whose intrinsics are called in `unsafe`
/// blocks (safe calls need 1.87), and the AVX-512 kernels, whose intrinsics need 1.89, sit
/// behind the crate feature `avx512`, which bundles leave out.
pub const OLDEST_RUST: &str = "1.85";

/// The versions of each allowed crate (its name in paths, then in words) that the
/// default-flavour files are compiled against by the tests: AtCoder's (`tests/toolchains.rs`,
/// also with rustc [`OLDEST_RUST`]) and this crate's own (`tests/bundle.rs`).
pub const CRATE_VERSIONS: [(&str, &str); 3] = [
    (
        "proconio",
        "proconio 0.5 (AtCoder's) or 0.6 (which needs Rust 1.89)",
    ),
    ("itertools", "itertools 0.14 (AtCoder's) or 0.15"),
    ("rustc_hash", "rustc-hash 2.1"),
];

/// The file of `id`'s bundle in `flavour`, under the crate root `root`.
///
/// ```
/// use grundy::tools::bundle::{output_path, Flavour};
/// use std::path::Path;
/// assert_eq!(output_path(Path::new("."), "poj1704", Flavour::Default), Path::new("./submit/poj1704.rs"));
/// assert_eq!(output_path(Path::new("."), "poj1704", Flavour::StdOnly), Path::new("./submit/std/poj1704.rs"));
/// ```
pub fn output_path(root: &Path, id: &str, flavour: Flavour) -> PathBuf {
    match flavour {
        Flavour::Default => root.join("submit").join(format!("{id}.rs")),
        Flavour::StdOnly => root.join("submit").join("std").join(format!("{id}.rs")),
    }
}

/// The crate root of this suite.
pub fn crate_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

// ---------------------------------------------------------------------------------------
// Tokens

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Ident,
    Punct,
    Literal,
    Lifetime,
    Space,
    Comment,
    DocComment,
}

#[derive(Debug, Clone, Copy)]
struct Tok {
    kind: Kind,
    start: usize,
    end: usize,
}

fn is_ident_byte(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c >= 0x80
}

/// End of a quoted literal whose opening quote `q` is just before `i`.
fn skip_quoted(b: &[u8], mut i: usize, q: u8) -> Result<usize, String> {
    while i < b.len() {
        match b[i] {
            b'\\' => i += 2,
            c if c == q => return Ok(i + 1),
            _ => i += 1,
        }
    }
    Err("unterminated literal".into())
}

/// Splits Rust source into tokens, keeping whitespace and comments, so that the source is
/// exactly the concatenation of the tokens. Not a full lexer: it only has to tell code
/// from comments, strings and char literals, and find identifiers.
fn lex(s: &str) -> Result<Vec<Tok>, String> {
    let b = s.as_bytes();
    let n = b.len();
    let mut toks = Vec::new();
    let mut i = 0;
    while i < n {
        let start = i;
        let rest = &s[i..];
        let c = b[i];
        let kind = if c.is_ascii_whitespace() {
            while i < n && b[i].is_ascii_whitespace() {
                i += 1;
            }
            Kind::Space
        } else if rest.starts_with("//") {
            i = rest.find('\n').map_or(n, |k| i + k);
            let doc =
                (rest.starts_with("///") && !rest.starts_with("////")) || rest.starts_with("//!");
            if doc { Kind::DocComment } else { Kind::Comment }
        } else if rest.starts_with("/*") {
            let doc =
                (rest.starts_with("/**") && !rest.starts_with("/***") && !rest.starts_with("/**/"))
                    || rest.starts_with("/*!");
            let mut depth = 0;
            loop {
                if i >= n {
                    return Err("unterminated block comment".into());
                }
                if s[i..].starts_with("/*") {
                    depth += 1;
                    i += 2;
                } else if s[i..].starts_with("*/") {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            if doc { Kind::DocComment } else { Kind::Comment }
        } else if let Some(prefix) = ["br", "cr", "r"].into_iter().find(|p| {
            rest.starts_with(p) && rest[p.len()..].trim_start_matches('#').starts_with('"')
        }) {
            let hashes =
                rest[prefix.len()..].len() - rest[prefix.len()..].trim_start_matches('#').len();
            let body = i + prefix.len() + hashes + 1;
            let close = format!("\"{}", "#".repeat(hashes));
            let k = s[body..].find(&close).ok_or("unterminated raw string")?;
            i = body + k + close.len();
            Kind::Literal
        } else if c == b'"' {
            i = skip_quoted(b, i + 1, b'"')?;
            Kind::Literal
        } else if (c == b'b' || c == b'c') && b.get(i + 1) == Some(&b'"') {
            i = skip_quoted(b, i + 2, b'"')?;
            Kind::Literal
        } else if c == b'b' && b.get(i + 1) == Some(&b'\'') {
            i = skip_quoted(b, i + 2, b'\'')?;
            Kind::Literal
        } else if c == b'\'' {
            if b.get(i + 1) == Some(&b'\\') {
                i = skip_quoted(b, i + 1, b'\'')?;
                Kind::Literal
            } else {
                let ch_len = rest[1..].chars().next().map_or(0, char::len_utf8);
                if b.get(i + 1 + ch_len) == Some(&b'\'') {
                    i += ch_len + 2;
                    Kind::Literal
                } else {
                    i += 1;
                    while i < n && is_ident_byte(b[i]) {
                        i += 1;
                    }
                    Kind::Lifetime
                }
            }
        } else if c.is_ascii_digit() {
            while i < n
                && (is_ident_byte(b[i])
                    || (b[i] == b'.' && b.get(i + 1).is_some_and(u8::is_ascii_digit)))
            {
                i += 1;
            }
            Kind::Literal
        } else if is_ident_byte(c) {
            if rest.starts_with("r#") {
                i += 2;
            }
            while i < n && is_ident_byte(b[i]) {
                i += 1;
            }
            Kind::Ident
        } else {
            i += 1;
            Kind::Punct
        };
        toks.push(Tok {
            kind,
            start,
            end: i,
        });
    }
    Ok(toks)
}

/// A source file with its tokens; `code` indexes the tokens that are neither space nor
/// comment.
struct Source {
    text: String,
    toks: Vec<Tok>,
    code: Vec<usize>,
}

impl Source {
    fn new(text: String) -> Result<Self, String> {
        let toks = lex(&text)?;
        let code = (0..toks.len())
            .filter(|&k| !matches!(toks[k].kind, Kind::Space | Kind::Comment | Kind::DocComment))
            .collect();
        Ok(Source { text, toks, code })
    }

    /// Text of the `j`-th code token.
    fn code_text(&self, j: usize) -> &str {
        self.code
            .get(j)
            .map_or("", |&k| &self.text[self.toks[k].start..self.toks[k].end])
    }

    fn code_kind(&self, j: usize) -> Option<Kind> {
        self.code.get(j).map(|&k| self.toks[k].kind)
    }

    /// Whether code tokens `j, j+1` are `::` (two adjacent colons).
    fn path_sep_at(&self, j: usize) -> bool {
        self.code_text(j) == ":"
            && self.code_text(j + 1) == ":"
            && self
                .code
                .get(j + 1)
                .is_some_and(|&k| self.toks[k].start == self.toks[self.code[j]].end)
    }

    /// Whether code tokens from `j` spell `words` (each a whole token).
    fn code_is(&self, j: usize, words: &[&str]) -> bool {
        words
            .iter()
            .enumerate()
            .all(|(d, w)| self.code_text(j + d) == *w)
    }

    /// Index (in `code`) of the token closing the bracket opened at code token `j`.
    fn matching(&self, j: usize) -> Result<usize, String> {
        let mut depth = 0i32;
        for m in j..self.code.len() {
            match self.code_text(m) {
                "(" | "[" | "{" => depth += 1,
                ")" | "]" | "}" => {
                    depth -= 1;
                    if depth == 0 {
                        return Ok(m);
                    }
                }
                _ => {}
            }
        }
        Err("unbalanced brackets".into())
    }

    /// Last code token of the item starting at code token `j` (attributes included).
    fn item_end(&self, mut j: usize) -> Result<usize, String> {
        while self.code_text(j) == "#" {
            let open = if self.code_text(j + 1) == "!" {
                j + 2
            } else {
                j + 1
            };
            j = self.matching(open)? + 1;
        }
        let mut block_item = false;
        let mut m = j;
        while m < self.code.len() {
            match self.code_text(m) {
                ";" => return Ok(m),
                "fn" | "mod" | "impl" | "struct" | "enum" | "trait" | "union" | "macro_rules" => {
                    block_item = true;
                    m += 1;
                }
                "(" | "[" => m = self.matching(m)? + 1,
                "{" => {
                    let close = self.matching(m)?;
                    if block_item {
                        return Ok(close);
                    }
                    m = close + 1;
                }
                _ => m += 1,
            }
        }
        Err("item without end".into())
    }

    /// Start of the outer attributes (`#[…]`) directly before code token `j`, or `j`.
    fn attributes_before(&self, mut j: usize) -> usize {
        while j >= 1 && self.code_text(j - 1) == "]" {
            let mut depth = 0;
            let mut open = None;
            for m in (0..j).rev() {
                match self.code_text(m) {
                    "]" | ")" | "}" => depth += 1,
                    "[" | "(" | "{" => {
                        depth -= 1;
                        if depth == 0 {
                            open = Some(m);
                            break;
                        }
                    }
                    _ => {}
                }
            }
            match open {
                Some(m) if m >= 1 && self.code_text(m - 1) == "#" && self.code_text(m) == "[" => {
                    j = m - 1;
                }
                _ => break,
            }
        }
        j
    }

    /// Byte range covered by code tokens `from..=to`.
    fn span(&self, from: usize, to: usize) -> (usize, usize) {
        (
            self.toks[self.code[from]].start,
            self.toks[self.code[to]].end,
        )
    }
}

/// `text` with the byte ranges `cuts` (sorted, disjoint) replaced by their strings.
fn splice(text: &str, cuts: &[(usize, usize, String)]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for (from, to, with) in cuts {
        out.push_str(&text[at..*from]);
        out.push_str(with);
        at = *to;
    }
    out.push_str(&text[at..]);
    out
}

/// What a `#[cfg(…)]` predicate says in a bundle, which is compiled without crate
/// features: every `feature = "…"` term is false, the rest is left to the compiler.
#[derive(Debug, PartialEq)]
enum Cfg {
    /// Always true without features: the attribute goes, the item stays.
    True,
    /// Never true without features: the item goes.
    False,
    /// Depends on the target only: the attribute stays, as this (simplified) predicate.
    Target(String),
}

/// Reads the predicate of code tokens `from..to` (the inside of `cfg(…)`) with every
/// `feature = "…"` term false, simplifying `all`, `any` and `not` around those terms, so
/// that no bundle names a feature (a cargo project's `check-cfg` would warn of a feature
/// that its manifest does not declare). Returns the predicate and the token after it.
fn cfg_predicate(src: &Source, from: usize, to: usize) -> Result<(Cfg, usize), String> {
    let head = src.code_text(from);
    if head == "feature" && src.code_text(from + 1) == "=" {
        return Ok((Cfg::False, from + 3));
    }
    if matches!(head, "all" | "any" | "not") && src.code_text(from + 1) == "(" {
        let close = src.matching(from + 1)?;
        let mut terms = Vec::new();
        let mut j = from + 2;
        while j < close {
            let (term, next) = cfg_predicate(src, j, close)?;
            terms.push(term);
            j = if src.code_text(next) == "," {
                next + 1
            } else {
                next
            };
        }
        let pred = match head {
            "not" => match terms.pop() {
                Some(Cfg::True) => Cfg::False,
                Some(Cfg::False) => Cfg::True,
                Some(Cfg::Target(t)) => Cfg::Target(format!("not({t})")),
                None => return Err("an empty `not()` in a `#[cfg]`".into()),
            },
            _ => {
                // all: a false term decides, true terms drop out; any: the reverse.
                let (decides, drops) = if head == "all" {
                    (Cfg::False, Cfg::True)
                } else {
                    (Cfg::True, Cfg::False)
                };
                if terms.contains(&decides) {
                    decides
                } else {
                    let rest: Vec<String> = terms
                        .into_iter()
                        .filter(|t| *t != drops)
                        .map(|t| match t {
                            Cfg::Target(t) => t,
                            _ => unreachable!("true and false terms are gone"),
                        })
                        .collect();
                    match rest.len() {
                        0 => drops,
                        1 => Cfg::Target(rest.into_iter().next().unwrap_or_default()),
                        _ => Cfg::Target(format!("{head}({})", rest.join(", "))),
                    }
                }
            }
        };
        return Ok((pred, close + 1));
    }
    // A plain option (`unix`) or a `key = "value"` pair.
    let mut j = from;
    let mut words = Vec::new();
    while j < to && src.code_text(j) != "," {
        words.push(src.code_text(j));
        j += 1;
    }
    Ok((Cfg::Target(words.join(" ")), j))
}

/// The `#[cfg(…)]` attribute at code token `j`, if it names a crate feature: what it says
/// without features, and its last token (`]`).
fn cfg_with_feature(src: &Source, j: usize) -> Result<Option<(Cfg, usize)>, String> {
    if !src.code_is(j, &["#", "[", "cfg", "("]) {
        return Ok(None);
    }
    let close = src.matching(j + 3)?;
    if !(j + 4..close).any(|m| src.code_is(m, &["feature", "="])) {
        return Ok(None);
    }
    let (pred, _) = cfg_predicate(src, j + 4, close)?;
    Ok(Some((pred, close + 1)))
}

/// Removes doc comments and `#[cfg(test)]` items, and settles every `#[cfg]` that names a
/// crate feature as a build without features would ([`cfg_predicate`]): the item goes,
/// the attribute goes, or the attribute stays without the feature.
fn strip(text: &str) -> Result<String, String> {
    let src = Source::new(text.to_string())?;
    let mut cuts: Vec<(usize, usize, String)> = Vec::new();
    for (k, t) in src.toks.iter().enumerate() {
        if t.kind == Kind::DocComment {
            // The comment and the rest of its line.
            let mut end = t.end;
            if let Some(next) = src.toks.get(k + 1).filter(|n| n.kind == Kind::Space) {
                let sp = &text[next.start..next.end];
                end = next.start + sp.find('\n').map_or(sp.len(), |p| p + 1);
            }
            cuts.push((t.start, end, String::new()));
        }
    }
    let mut j = 0;
    while j < src.code.len() {
        let feature = cfg_with_feature(&src, j)?;
        let test = src.code_is(j, &["#", "[", "cfg", "(", "test", ")", "]"]);
        if test || matches!(feature, Some((Cfg::False, _))) {
            let end = src.item_end(j)?;
            let (a, b) = src.span(src.attributes_before(j), end);
            cuts.push((a, b, String::new()));
            j = end + 1;
        } else if let Some((pred, close)) = feature {
            let (a, b) = src.span(j, close);
            let with = match pred {
                Cfg::Target(t) => format!("#[cfg({t})]"),
                _ => String::new(),
            };
            cuts.push((a, b, with));
            j = close + 1;
        } else {
            j += 1;
        }
    }
    cuts.sort();
    // Doc comments inside a removed item overlap it: merge.
    let mut merged: Vec<(usize, usize, String)> = Vec::new();
    for (a, b, with) in cuts {
        match merged.last_mut() {
            Some(last) if a < last.1 || (a == last.1 && with.is_empty() && last.2.is_empty()) => {
                last.1 = last.1.max(b)
            }
            _ => merged.push((a, b, with)),
        }
    }
    Ok(splice(text, &merged))
}

/// Replaces each path start `from::` (not preceded by `::` or `$`) with `to::`.
fn rewrite_path_root(text: &str, from: &str, to: &str) -> Result<String, String> {
    let src = Source::new(text.to_string())?;
    let mut cuts = Vec::new();
    for j in 0..src.code.len() {
        let after_sep = j >= 2 && src.path_sep_at(j - 2);
        if src.code_text(j) == from
            && src.code_kind(j) == Some(Kind::Ident)
            && src.path_sep_at(j + 1)
            && !after_sep
        {
            let (a, b) = src.span(j, j);
            cuts.push((a, b, to.to_string()));
        }
    }
    Ok(splice(text, &cuts))
}

/// First segments of the paths under `root::` in `text`: `root::a::X`, `root::{b, c::Y}`
/// give `a`, `b`, `c`.
fn path_heads(text: &str, root: &str) -> Result<BTreeSet<String>, String> {
    let src = Source::new(text.to_string())?;
    let mut heads = BTreeSet::new();
    for j in 0..src.code.len() {
        let after_sep = j >= 2 && src.path_sep_at(j - 2);
        if src.code_text(j) != root || !src.path_sep_at(j + 1) || after_sep {
            continue;
        }
        let next = j + 3;
        if src.code_text(next) == "{" {
            let close = src.matching(next)?;
            let mut depth = 0;
            let mut expect_head = true;
            for m in next + 1..close {
                match src.code_text(m) {
                    "{" | "(" | "[" => depth += 1,
                    "}" | ")" | "]" => depth -= 1,
                    "," if depth == 0 => expect_head = true,
                    t if expect_head && src.code_kind(m) == Some(Kind::Ident) => {
                        if t != "self" {
                            heads.insert(t.to_string());
                        }
                        expect_head = false;
                    }
                    _ => expect_head = false,
                }
            }
        } else if src.code_kind(next) == Some(Kind::Ident) {
            heads.insert(src.code_text(next).to_string());
        }
    }
    Ok(heads)
}

/// Names of the crates `text` uses among `crates` (as path roots).
fn crates_used(text: &str, crates: &[&str]) -> Result<Vec<String>, String> {
    let src = Source::new(text.to_string())?;
    let mut used = BTreeSet::new();
    for j in 0..src.code.len() {
        let t = src.code_text(j);
        let after_sep = j >= 2 && src.path_sep_at(j - 2);
        if crates.contains(&t) && src.path_sep_at(j + 1) && !after_sep {
            used.insert(t.to_string());
        }
    }
    Ok(used.into_iter().collect())
}

/// Leading inner attributes (`#![…]`) of `text`, and the rest.
fn split_inner_attributes(text: &str) -> Result<(String, String), String> {
    let src = Source::new(text.to_string())?;
    let mut j = 0;
    let mut end = 0;
    while src.code_is(j, &["#", "!", "["]) {
        let close = src.matching(j + 2)?;
        end = src.span(j, close).1;
        j = close + 1;
    }
    Ok((text[..end].trim().to_string(), text[end..].to_string()))
}

// ---------------------------------------------------------------------------------------
// The library

/// The library of a crate at `root`, loaded as the bundle reaches it: a module's file is
/// read only when a path in the binary or in an already reached module names it, so code
/// that is never bundled may live anywhere (folder modules such as `tools/` included).
struct Library {
    root: PathBuf,
    flavour: Flavour,
    /// Modules declared in `src/lib.rs` (`mod x;`).
    declared: BTreeSet<String>,
    /// Reached modules' stripped sources (std-only: rewritten).
    modules: BTreeMap<String, String>,
    /// Each reached module's impls of a crate's trait (see [`crate_trait_impls`]).
    crate_impls: BTreeMap<String, Vec<CrateImpl>>,
}

/// An `impl` of a crate's trait in a prepared source: its byte range (attributes
/// included) and the crate, as [`crate_keys`] names it.
#[derive(Debug, Clone, PartialEq, Eq)]
struct CrateImpl {
    start: usize,
    end: usize,
    krate: String,
}

/// The names under which prepared sources of `flavour` reach the crates that bundles may
/// use: the crates themselves, or for the std-only flavour their stand-in modules
/// (`crate::std_input`, …).
fn crate_keys(flavour: Flavour) -> Vec<String> {
    match flavour {
        Flavour::Default => ALLOWED_CRATES.iter().map(|c| c.to_string()).collect(),
        Flavour::StdOnly => STD_STAND_INS
            .iter()
            .map(|(_, to)| to.trim_start_matches("crate::").to_string())
            .collect(),
    }
}

/// The impls in `text` of a trait whose path starts at one of the crates `keys`
/// (`impl proconio::source::Source<…> for Input { … }`, or after the std-only rewrite
/// `impl crate::std_input::source::Source<…> for Input { … }`).
fn crate_trait_impls(text: &str, keys: &[String]) -> Result<Vec<CrateImpl>, String> {
    let src = Source::new(text.to_string())?;
    let mut impls = Vec::new();
    for j in 0..src.code.len() {
        if src.code_text(j) != "impl" || src.code_kind(j) != Some(Kind::Ident) {
            continue;
        }
        let mut k = j + 1;
        if src.code_text(k) == "<" {
            // Generic parameters: up to the matching `>` (not the `>` of a `->`).
            let mut depth = 0;
            while k < src.code.len() {
                match src.code_text(k) {
                    "<" => depth += 1,
                    ">" if src.code_text(k - 1) != "-" => depth -= 1,
                    _ => {}
                }
                k += 1;
                if depth == 0 {
                    break;
                }
            }
        }
        let (krate, after) = if src.code_text(k) == "crate" && src.path_sep_at(k + 1) {
            (src.code_text(k + 3), k + 4)
        } else {
            (src.code_text(k), k + 1)
        };
        if !keys.iter().any(|key| key == krate) || !src.path_sep_at(after) {
            continue;
        }
        // A trait impl names its type after `for`, before the body.
        let is_trait_impl = (after..src.code.len())
            .map(|m| src.code_text(m))
            .take_while(|&t| t != "{" && t != ";")
            .any(|t| t == "for");
        if is_trait_impl {
            let end = src.item_end(j)?;
            impls.push(CrateImpl {
                start: src.span(src.attributes_before(j), j).0,
                end: src.span(end, end).1,
                krate: krate.to_string(),
            });
        }
    }
    Ok(impls)
}

fn read(path: &Path) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
}

/// Strips a source and, for the std-only flavour, points proconio paths at `std_input`.
fn prepare(text: &str, flavour: Flavour) -> Result<String, String> {
    let text = strip(text)?;
    match flavour {
        Flavour::Default => Ok(text),
        Flavour::StdOnly => STD_STAND_INS
            .iter()
            .try_fold(text, |t, (from, to)| rewrite_path_root(&t, from, to)),
    }
}

/// Whether `src` defines `#[macro_export] macro_rules! name`.
fn exports_macro(src: &Source, name: &str) -> bool {
    (3..src.code.len()).any(|m| {
        src.code_is(m, &["macro_rules", "!", name])
            && src.code_is(m - 3, &["[", "macro_export", "]"])
    })
}

impl Library {
    /// Reads the module declarations of `root/src/lib.rs`; no module is loaded yet.
    fn new(root: &Path, flavour: Flavour) -> Result<Self, String> {
        let lib = Source::new(read(&root.join("src/lib.rs"))?)?;
        let declared = (0..lib.code.len())
            .filter(|&j| {
                lib.code_text(j) == "mod"
                    && lib.code_kind(j + 1) == Some(Kind::Ident)
                    && lib.code_text(j + 2) == ";"
            })
            .map(|j| lib.code_text(j + 1).to_string())
            .collect();
        Ok(Library {
            root: root.to_path_buf(),
            flavour,
            declared,
            modules: BTreeMap::new(),
            crate_impls: BTreeMap::new(),
        })
    }

    fn flat_file(&self, name: &str) -> PathBuf {
        self.root.join("src").join(format!("{name}.rs"))
    }

    /// Loads the declared module `name`, which must be a flat file without file
    /// submodules.
    fn load(&mut self, name: &str) -> Result<(), String> {
        if self.modules.contains_key(name) {
            return Ok(());
        }
        let flat = self.flat_file(name);
        if !flat.is_file() && self.root.join("src").join(name).is_dir() {
            return Err(format!(
                "module `{name}` is a folder (src/{name}/); folder modules are never bundled"
            ));
        }
        let text =
            prepare(&read(&flat)?, self.flavour).map_err(|e| format!("{}: {e}", flat.display()))?;
        let src = Source::new(text.clone())?;
        if (0..src.code.len()).any(|m| {
            src.code_is(m, &["mod"])
                && src.code_kind(m + 1) == Some(Kind::Ident)
                && src.code_text(m + 2) == ";"
        }) {
            return Err(format!(
                "{}: module `{name}` has a file submodule; bundled modules must be flat files",
                flat.display()
            ));
        }
        let impls = crate_trait_impls(&text, &crate_keys(self.flavour))
            .map_err(|e| format!("{}: {e}", flat.display()))?;
        self.crate_impls.insert(name.to_string(), impls);
        self.modules.insert(name.to_string(), text);
        Ok(())
    }

    /// The loaded module `name` without its impls of the traits of the crates `dropped`.
    fn text(&self, name: &str, dropped: &BTreeSet<String>) -> String {
        let cuts: Vec<(usize, usize, String)> = self.crate_impls[name]
            .iter()
            .filter(|i| dropped.contains(&i.krate))
            .map(|i| (i.start, i.end, String::new()))
            .collect();
        splice(&self.modules[name], &cuts)
    }

    /// The module a path head `name` (under `crate::`/`grundy::`) lives in: a declared
    /// module, or the flat module that exports a macro of that name.
    fn module_of(&self, name: &str) -> Result<Option<String>, String> {
        if self.declared.contains(name) {
            return Ok(Some(name.to_string()));
        }
        for m in &self.declared {
            let flat = self.flat_file(m);
            if flat.is_file() && exports_macro(&Source::new(read(&flat)?)?, name) {
                return Ok(Some(m.clone()));
            }
        }
        Ok(None)
    }

    /// Modules reached from `text` (paths under `root::`), as a sorted closure, following
    /// every module without its impls of the traits of the crates `dropped`; loads each of
    /// them.
    fn closure(
        &mut self,
        text: &str,
        root: &str,
        whose: &str,
        dropped: &BTreeSet<String>,
    ) -> Result<Vec<String>, String> {
        let mut needed = BTreeSet::new();
        let mut todo: Vec<(String, String)> = path_heads(text, root)?
            .into_iter()
            .map(|h| (h, whose.to_string()))
            .collect();
        while let Some((head, from)) = todo.pop() {
            let module = self.module_of(&head)?.ok_or_else(|| {
                format!(
                    "{from} uses `{root}::{head}`, which is no library module or exported macro"
                )
            })?;
            if needed.insert(module.clone()) {
                self.load(&module)
                    .map_err(|e| format!("{from} uses `{root}::{head}`: {e}"))?;
                for h in path_heads(&self.text(&module, dropped), "crate")? {
                    todo.push((h, format!("module `{module}`")));
                }
            }
        }
        Ok(needed.into_iter().collect())
    }
}

/// A generated submission file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bundle {
    /// Problem id.
    pub id: String,
    /// Flavour.
    pub flavour: Flavour,
    /// Library modules inlined, sorted.
    pub modules: Vec<String>,
    /// The allowed crates it uses (their names in paths, sorted); none for std-only.
    pub crates: Vec<String>,
    /// The formatted source.
    pub text: String,
}

/// Formats Rust source with `rustfmt` (edition 2024).
///
/// # Errors
/// If rustfmt is missing or rejects the code.
pub fn rustfmt(code: &str) -> Result<String, String> {
    let mut child = Command::new("rustfmt")
        .args(["--edition", "2024", "--emit", "stdout", "--quiet"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| {
            format!("cannot run rustfmt ({e}); install it: rustup component add rustfmt")
        })?;
    let mut stdin = child.stdin.take().expect("piped");
    let data = code.as_bytes().to_vec();
    let writer = std::thread::spawn(move || stdin.write_all(&data));
    let out = child
        .wait_with_output()
        .map_err(|e| format!("rustfmt: {e}"))?;
    let _ = writer.join();
    if !out.status.success() {
        return Err(format!(
            "rustfmt rejected the bundle:\n{}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    String::from_utf8(out.stdout).map_err(|_| "rustfmt wrote non-UTF-8".into())
}

/// The header lines of a bundle after the generation notice (without the `// `): its
/// flavour, the oldest Rust and the crate versions it builds with (`crates`: the allowed
/// crates it uses), and where to submit it (from the problem table's [`SubmitAt`]).
fn header_notes(
    id: &str,
    flavour: Flavour,
    crates: &[String],
    problem: Option<&Problem>,
) -> Vec<String> {
    let mut lines = vec![match flavour {
        Flavour::Default => "Flavour: default, may use the crates proconio, itertools and \
                             rustc-hash (as on AtCoder)."
            .to_string(),
        Flavour::StdOnly => "Flavour: std-only, no crate; `std_input` stands in for proconio, \
                             `std_hash` for rustc-hash."
            .to_string(),
    }];
    let uses = if crates.is_empty() {
        "uses no crate".to_string()
    } else {
        "uses ".to_string()
            + &CRATE_VERSIONS
                .iter()
                .filter(|(name, _)| crates.iter().any(|c| c == name))
                .map(|(_, versions)| *versions)
                .collect::<Vec<_>>()
                .join(", ")
    };
    lines.push(format!(
        "Builds with Rust {OLDEST_RUST} or newer, edition 2021 or 2024; {uses}."
    ));
    let Some(p) = problem else {
        return lines;
    };
    match p.submit_at {
        SubmitAt::Nowhere { why, .. } => {
            lines.push(format!("Submit at: nowhere. {}.", capitalised(why)))
        }
        SubmitAt::Judges(venues) => {
            for v in venues {
                let at = format!(
                    "Submit at: {} ({}, {})",
                    v.judge, v.rust.version, v.rust.crates_text
                );
                lines.push(if v.rust.crates || crates.is_empty() {
                    format!("{at}: this file.")
                } else {
                    format!(
                        "{at}: the std-only file {}, not this one (it uses {}).",
                        output_path(Path::new(""), id, Flavour::StdOnly).display(),
                        crates.join(", ").replace('_', "-")
                    )
                });
            }
        }
    }
    lines
}

/// `s` with its first letter in upper case.
fn capitalised(s: &str) -> String {
    let mut chars = s.chars();
    chars
        .next()
        .map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}

/// Bundles binary `src/bin/<id>.rs` of the crate at `root` in `flavour`. `problem` (the
/// row of the problem table) names the problem in the header.
///
/// # Errors
/// If a source cannot be read or tokenized, a path names nothing in the library, the
/// std-only flavour meets a crate, or rustfmt fails.
pub fn bundle(
    root: &Path,
    id: &str,
    flavour: Flavour,
    problem: Option<&Problem>,
) -> Result<Bundle, String> {
    let mut lib = Library::new(root, flavour)?;
    let bin_path = root.join("src").join("bin").join(format!("{id}.rs"));
    let bin =
        prepare(&read(&bin_path)?, flavour).map_err(|e| format!("{}: {e}", bin_path.display()))?;
    let bin = rewrite_path_root(&bin, "grundy", "crate")?;
    // Impls of a crate's trait count only once something else uses the crate: start with
    // all of them left out, and put back those of every crate the bundle uses, until that
    // set no longer grows.
    let mut dropped: BTreeSet<String> = crate_keys(flavour).into_iter().collect();
    let (modules, texts, crates) = loop {
        let modules = lib.closure(&bin, "crate", &format!("src/bin/{id}.rs"), &dropped)?;
        let texts: BTreeMap<String, String> = modules
            .iter()
            .map(|m| (m.clone(), lib.text(m, &dropped)))
            .collect();
        let used: BTreeSet<String> = match flavour {
            Flavour::Default => {
                let mut used = BTreeSet::new();
                for text in texts.values().chain([&bin]) {
                    used.extend(crates_used(text, &ALLOWED_CRATES)?);
                }
                used
            }
            Flavour::StdOnly => modules.iter().cloned().collect(),
        };
        let still: BTreeSet<String> = dropped.difference(&used).cloned().collect();
        if still == dropped {
            let crates: Vec<String> = match flavour {
                Flavour::Default => used.into_iter().collect(),
                Flavour::StdOnly => Vec::new(),
            };
            break (modules, texts, crates);
        }
        dropped = still;
    };

    let forbidden: Vec<&str> = match flavour {
        Flavour::Default => OTHER_CRATES.to_vec(),
        Flavour::StdOnly => ALLOWED_CRATES
            .iter()
            .chain(&OTHER_CRATES)
            .copied()
            .collect(),
    };
    let mut sources = vec![(format!("src/bin/{id}.rs"), bin.as_str())];
    sources.extend(
        modules
            .iter()
            .map(|m| (format!("src/{m}.rs"), texts[m].as_str())),
    );
    for (name, text) in &sources {
        let used = crates_used(text, &forbidden)?;
        if !used.is_empty() {
            return Err(format!(
                "{name} uses the crate(s) {}, which the {} flavour cannot include",
                used.join(", "),
                match flavour {
                    Flavour::Default => "default",
                    Flavour::StdOnly => "std-only",
                }
            ));
        }
    }

    let (inner_attrs, bin_body) = split_inner_attributes(&bin)?;
    let mut out = String::new();
    let title = match problem {
        Some(p) => format!("{} {} (judge id `{id}`)", p.judge, p.name),
        None => format!("`{id}`"),
    };
    out.push_str(&format!("// {title}: single-file submission.\n"));
    if let Some(p) = problem {
        out.push_str(&format!(
            "// Judge limits: {} ms, {} MiB.\n",
            p.time_limit_ms, p.memory_limit_mib
        ));
    }
    let flag = match flavour {
        Flavour::Default => "",
        Flavour::StdOnly => "--std-only ",
    };
    out.push_str(&format!(
        "// GENERATED by `cargo run --release --bin bundle -- {flag}{id}` from src/bin/{id}.rs\n"
    ));
    if modules.is_empty() {
        out.push_str("// alone (it uses no library module). Do not edit: regenerate.\n");
    } else {
        out.push_str(&format!(
            "// and the grundy library modules {}. Do not edit: regenerate.\n",
            modules.join(", ")
        ));
    }
    for line in header_notes(id, flavour, &crates, problem) {
        out.push_str(&format!("// {line}\n"));
    }
    if !inner_attrs.is_empty() {
        out.push_str(&inner_attrs);
        out.push('\n');
    }
    out.push('\n');
    out.push_str(bin_body.trim());
    out.push('\n');
    for m in &modules {
        out.push_str(&format!(
            "\n#[allow(dead_code)]\nmod {m} {{\n{}\n}}\n",
            texts[m].trim()
        ));
    }
    let text = rustfmt(&out)?;
    Ok(Bundle {
        id: id.to_string(),
        flavour,
        modules,
        crates,
        text,
    })
}

/// Usage text of the bundler (`bundle --help`).
pub const USAGE: &str = "\
usage: bundle [--std-only] ID...     write submit/ID.rs (default flavour: proconio, itertools,
                                     rustc-hash allowed, as on AtCoder) or, with --std-only,
                                     submit/std/ID.rs (standard library only)
       bundle --all [--std-only]     every problem of src/tools/problems.rs; without --std-only,
                                     both flavours (what submit/ holds)
       --stdout                      print instead of writing files
       --root DIR                    bundle the crate checked out at DIR (default: this one)
ID is a judge problem's id from the problem table (src/tools/problems.rs), never a path;
the tools (judge, bundle, bench, sg_table, explain, play) and the card game's referee are
not bundled.";

/// Binaries of the suite that are not judge problems.
const TOOLS: [&str; 7] = [
    "bench",
    "judge",
    "bundle",
    "sg_table",
    "xor_trie_referee",
    "explain",
    "play",
];

/// The problem of the table with id `id`, or why `id` is refused: it is not a problem id
/// (a tool's name, a path, anything else), with the valid ids listed.
///
/// ```
/// use grundy::tools::bundle::problem_for;
/// assert_eq!(problem_for("poj1704").unwrap().id, "poj1704");
/// assert!(problem_for("sg_table").unwrap_err().starts_with("`sg_table` is a tool, not a judge problem"));
/// assert!(problem_for("/tmp/x/evil").unwrap_err().contains("one of poj1704, "));
/// ```
///
/// # Errors
/// The message for a refused `id`.
pub fn problem_for(id: &str) -> Result<&'static Problem, String> {
    if let Some(p) = crate::tools::problems::find(id) {
        return Ok(p);
    }
    let what = if TOOLS.contains(&id) {
        format!("{} is a tool, not a judge problem", quote(id))
    } else if id.contains(['/', '.']) {
        format!("{} is a path, not a problem id", quote(id))
    } else {
        format!("unknown problem {}", quote(id))
    };
    let known: Vec<&str> = PROBLEMS.iter().map(|p| p.id).collect();
    Err(format!(
        "{what}: bundle takes the id of a problem of the table, one of {}",
        known.join(", ")
    ))
}

/// Runs the bundler with command-line `args` (without the program name); returns the
/// exit status: 0, 1 if a bundle failed or could not be written, 2 for a usage error (a
/// non-UTF-8 argument, an unknown option, an id that is not a problem of the table). Files
/// are written only after every id was checked; `--stdout` writes under the suite's
/// contract ([`crate::tools::cli`]: a closed pipe ends it quietly with status 141).
pub fn cli(args: impl IntoIterator<Item = std::ffi::OsString>) -> i32 {
    let usage_error = |what: &str| {
        cli::print_error(&format!("{what} (see bundle --help)"));
        cli::EXIT_USAGE
    };
    let args = match cli::text_args(args) {
        Ok(a) => a,
        Err(e) => return usage_error(&e),
    };
    let mut ids = Vec::new();
    let (mut all, mut std_only, mut to_stdout) = (false, false, false);
    let mut root = crate_root();
    let mut args = args.into_iter();
    while let Some(a) = args.next() {
        match a.as_str() {
            "--root" => match args.next() {
                Some(dir) => root = PathBuf::from(dir),
                None => return usage_error("--root needs a directory"),
            },
            "--all" => all = true,
            "--std-only" => std_only = true,
            "--stdout" => to_stdout = true,
            "-h" | "--help" => {
                cli::print(&format!("{USAGE}\n"));
                return 0;
            }
            _ if a.starts_with('-') => {
                return usage_error(&format!("unknown option {}", quote(&a)));
            }
            _ => ids.push(a),
        }
    }
    if all != ids.is_empty() {
        return usage_error("give problem ids or --all");
    }
    let problems: Vec<&Problem> = if all {
        PROBLEMS.iter().collect()
    } else {
        match ids.iter().map(|id| problem_for(id)).collect() {
            Ok(p) => p,
            Err(e) => return usage_error(&e),
        }
    };
    let flavours: &[Flavour] = match (std_only, all) {
        (true, _) => &[Flavour::StdOnly],
        (false, true) => &[Flavour::Default, Flavour::StdOnly],
        (false, false) => &[Flavour::Default],
    };
    let mut out = to_stdout.then(Output::stdout);
    let mut status = 0;
    // Output directories already checked for links.
    let mut told: Vec<PathBuf> = Vec::new();
    for p in problems {
        for &flavour in flavours {
            let b = match bundle(&root, p.id, flavour, Some(p)) {
                Ok(b) => b,
                Err(e) => {
                    cli::print_error(&format!("{}: {e}", p.id));
                    status = 1;
                    continue;
                }
            };
            if let Some(out) = &mut out {
                // `Output` ends the program itself if the write fails.
                let _ = out.write_all(b.text.as_bytes());
                continue;
            }
            let path = output_path(&root, p.id, flavour);
            let shown = path.strip_prefix(&root).unwrap_or(&path).display();
            let created = path.parent().map_or(Ok(()), std::fs::create_dir_all);
            if let Some(dir) = path.parent()
                && created.is_ok()
                && !told.iter().any(|d| d == dir)
            {
                told.push(dir.to_path_buf());
                if let Some(dest) = replace::link_destination(&root, dir) {
                    let rel = dir.strip_prefix(&root).unwrap_or(dir).display();
                    cli::note(&format!(
                        "{rel}/ is reached through a link: its files go to {}/",
                        dest.display()
                    ));
                }
            }
            match created.and_then(|()| replace::replace_file(&path, b.text.as_bytes())) {
                Ok(before) => cli::note(&format!(
                    "wrote {shown} ({:.1} KiB; modules: {}){}",
                    b.text.len() as f64 / 1024.0,
                    if b.modules.is_empty() {
                        "none".to_string()
                    } else {
                        b.modules.join(", ")
                    },
                    match before {
                        Replaced::Link(to) =>
                            format!("; it was a link to {}, which is untouched", to.display()),
                        Replaced::HardLink(n) => format!(
                            "; it was a file with {n} other name{} (hard link{}), which keep{} the old text",
                            if n == 1 { "" } else { "s" },
                            if n == 1 { "" } else { "s" },
                            if n == 1 { "s" } else { "" }
                        ),
                        Replaced::Nothing | Replaced::File => String::new(),
                    }
                )),
                Err(e) => {
                    cli::print_error(&format!("cannot write {}: {e}", path.display()));
                    status = 1;
                }
            }
        }
    }
    if let Some(out) = &mut out {
        let _ = out.flush();
    }
    status
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lexer_round_trips_and_sees_through_literals() {
        let text = r####"fn f<'a>(x: &'a str) -> char { let s = "grundy::mex // not a comment"; let r = r#"crate::rng "quoted""#; let c = '"'; let d = '\''; let b = b'x'; /* crate::tools::problems /* nested */ */ 'x' }"####;
        let toks = lex(text).unwrap();
        let joined: String = toks.iter().map(|t| &text[t.start..t.end]).collect();
        assert_eq!(joined, text);
        assert!(path_heads(text, "grundy").unwrap().is_empty());
        assert!(path_heads(text, "crate").unwrap().is_empty());
        let lifetimes = toks.iter().filter(|t| t.kind == Kind::Lifetime).count();
        assert_eq!(lifetimes, 2);
    }

    #[test]
    fn path_heads_follow_groups_and_macros() {
        let text = "use grundy::{input::Input, mex, staircase::{a, b}};\nuse grundy::rng::Rng as R;\nfn main() { grundy::sg!(x); ::grundy::x::y(); }";
        let heads: Vec<String> = path_heads(text, "grundy").unwrap().into_iter().collect();
        assert_eq!(heads, ["input", "mex", "rng", "sg", "staircase"]);
        assert_eq!(
            path_heads("$crate::std_input::X", "crate").unwrap().len(),
            1
        );
    }

    #[test]
    fn strip_removes_docs_and_test_items_only() {
        let text = "//! module doc\n/// item doc\n#[derive(Debug)]\npub struct S; // kept\n#[allow(unused)]\n#[cfg(test)]\nfn helper() {}\n/** block doc */\npub const X: u8 = 1;\n#[cfg(test)]\nmod tests {\n    use crate::rng::Rng;\n    #[test]\n    fn t() { let s = \"}\"; }\n}\n#[cfg(test)]\nuse crate::tools::problems;\nfn after() {}\n";
        let s = strip(text).unwrap();
        assert_eq!(
            s,
            "#[derive(Debug)]\npub struct S; // kept\n\npub const X: u8 = 1;\n\n\nfn after() {}\n"
        );
    }

    #[test]
    fn strip_settles_every_cfg_that_names_a_feature() {
        let text = "#[cfg(all(target_arch = \"x86_64\", feature = \"avx512\"))]\nmod fast {\n    fn f() {}\n}\n#[cfg(not(all(target_arch = \"x86_64\", feature = \"avx512\")))]\nmod fast {}\n#[cfg(feature = \"x\")]\nfn g() {}\n#[cfg(any(unix, feature = \"x\"))]\nfn h() {}\n#[cfg(all(unix, any(windows, feature = \"x\")))]\nfn k() {}\n#[cfg(not(feature = \"x\"))]\n/// doc\nfn m() {}\n#[cfg(any(feature = \"x\", not(feature = \"y\")))]\nfn n() {}\n#[cfg(target_os = \"linux\")]\nfn o() {}\n";
        let s = strip(text).unwrap();
        assert_eq!(
            s,
            "\n\nmod fast {}\n\n#[cfg(unix)]\nfn h() {}\n#[cfg(all(unix, windows))]\nfn k() {}\n\nfn m() {}\n\nfn n() {}\n#[cfg(target_os = \"linux\")]\nfn o() {}\n"
        );
        assert!(!s.contains("feature"));
    }

    #[test]
    fn item_ends() {
        let src = Source::new(
            "const A: S = S { x: 1 }; fn f() -> [u8; 2] { [1, 2] } struct T(u8); x".into(),
        )
        .unwrap();
        let end = src.item_end(0).unwrap();
        assert_eq!(src.code_text(end), ";");
        let f = end + 1;
        let end = src.item_end(f).unwrap();
        assert_eq!(src.code_text(end), "}");
        let end = src.item_end(end + 1).unwrap();
        assert_eq!((src.code_text(end), src.code_text(end + 1)), (";", "x"));
    }

    #[test]
    fn rewrites_only_path_roots() {
        let text = "use grundy::input; let x = a::grundy::b; let grundy = 1; \"grundy::z\"";
        assert_eq!(
            rewrite_path_root(text, "grundy", "crate").unwrap(),
            "use crate::input; let x = a::grundy::b; let grundy = 1; \"grundy::z\""
        );
    }
}
