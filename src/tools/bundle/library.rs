//! The library as the bundler sees it: its modules' prepared sources, and the closure of
//! the paths a binary follows into them (with the impls of crates' traits that come along).

use super::rewrite::{path_heads, rewrite_path_root, strip};
use super::source::{Kind, Source, splice};
use super::{ALLOWED_CRATES, Flavour, STD_STAND_INS};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The library of a crate at `root`, loaded as the bundle reaches it: a module's file is
/// read only when a path in the binary or in an already reached module names it, so code
/// that is never bundled may live anywhere (folder modules such as `tools/` included).
pub(super) struct Library {
    pub(super) root: PathBuf,
    pub(super) flavour: Flavour,
    /// Modules declared in `src/lib.rs` (`mod x;`).
    pub(super) declared: BTreeSet<String>,
    /// Reached modules' stripped sources (std-only: rewritten).
    pub(super) modules: BTreeMap<String, String>,
    /// Each reached module's impls of a crate's trait (see [`crate_trait_impls`]).
    pub(super) crate_impls: BTreeMap<String, Vec<CrateImpl>>,
}

/// An `impl` of a crate's trait in a prepared source: its byte range (attributes
/// included) and the crate, as [`crate_keys`] names it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct CrateImpl {
    pub(super) start: usize,
    pub(super) end: usize,
    pub(super) krate: String,
}

/// The names under which prepared sources of `flavour` reach the crates that bundles may
/// use: the crates themselves, or for the std-only flavour their stand-in modules
/// (`crate::std_input`, …).
pub(super) fn crate_keys(flavour: Flavour) -> Vec<String> {
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
pub(super) fn crate_trait_impls(text: &str, keys: &[String]) -> Result<Vec<CrateImpl>, String> {
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

pub(super) fn read(path: &Path) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
}

/// Strips a source and, for the std-only flavour, points proconio paths at `std_input`.
pub(super) fn prepare(text: &str, flavour: Flavour) -> Result<String, String> {
    let text = strip(text)?;
    match flavour {
        Flavour::Default => Ok(text),
        Flavour::StdOnly => STD_STAND_INS
            .iter()
            .try_fold(text, |t, (from, to)| rewrite_path_root(&t, from, to)),
    }
}

/// Whether `src` defines `#[macro_export] macro_rules! name`.
pub(super) fn exports_macro(src: &Source, name: &str) -> bool {
    (3..src.code.len()).any(|m| {
        src.code_is(m, &["macro_rules", "!", name])
            && src.code_is(m - 3, &["[", "macro_export", "]"])
    })
}

impl Library {
    /// Reads the module declarations of `root/src/lib.rs`; no module is loaded yet.
    pub(super) fn new(root: &Path, flavour: Flavour) -> Result<Self, String> {
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

    pub(super) fn flat_file(&self, name: &str) -> PathBuf {
        self.root.join("src").join(format!("{name}.rs"))
    }

    /// Loads the declared module `name`, which must be a flat file without file
    /// submodules.
    pub(super) fn load(&mut self, name: &str) -> Result<(), String> {
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
    pub(super) fn text(&self, name: &str, dropped: &BTreeSet<String>) -> String {
        let cuts: Vec<(usize, usize, String)> = self.crate_impls[name]
            .iter()
            .filter(|i| dropped.contains(&i.krate))
            .map(|i| (i.start, i.end, String::new()))
            .collect();
        splice(&self.modules[name], &cuts)
    }

    /// The module a path head `name` (under `crate::`/`grundy::`) lives in: a declared
    /// module, or the flat module that exports a macro of that name.
    pub(super) fn module_of(&self, name: &str) -> Result<Option<String>, String> {
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
    pub(super) fn closure(
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
