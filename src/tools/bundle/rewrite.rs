//! What the bundler changes in a source file: doc comments and test items out, every
//! `#[cfg]` that names a crate feature settled, path roots rewritten; and what it reads
//! from one: the paths it follows and the crates it uses.

use super::source::{Kind, Source, splice};
use std::collections::BTreeSet;

/// What a `#[cfg(…)]` predicate says in a bundle, which is compiled without crate
/// features: every `feature = "…"` term is false, the rest is left to the compiler.
#[derive(Debug, PartialEq)]
pub(super) enum Cfg {
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
pub(super) fn cfg_predicate(src: &Source, from: usize, to: usize) -> Result<(Cfg, usize), String> {
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
pub(super) fn cfg_with_feature(src: &Source, j: usize) -> Result<Option<(Cfg, usize)>, String> {
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
pub(super) fn strip(text: &str) -> Result<String, String> {
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
pub(super) fn rewrite_path_root(text: &str, from: &str, to: &str) -> Result<String, String> {
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
pub(super) fn path_heads(text: &str, root: &str) -> Result<BTreeSet<String>, String> {
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
pub(super) fn crates_used(text: &str, crates: &[&str]) -> Result<Vec<String>, String> {
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
pub(super) fn split_inner_attributes(text: &str) -> Result<(String, String), String> {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tools::bundle::source::{Kind, lex};

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
