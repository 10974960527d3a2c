//! Imports go down the floors only, never in a circle (docs/contributing.md, "Layout").
//!
//! Every `.rs` file under `src/` (the binaries and unit-test modules aside) is read, and
//! what it names from the crate is collected: its `use` lines (`crate::…`, `super::…`,
//! `self::…`, a child module's name) and the paths of the same kinds in its code. A name a
//! folder's `mod.rs` re-exports is followed to the file that defines it. Then:
//!
//! * **Floors**: a module may import only from its own floor or the floors below
//!   ([`FLOORS`], bottom up; a module's floor is that of the longest prefix of its path in
//!   the table);
//! * **No circle** of files: no file reaches itself through others' imports, within a
//!   folder or across folders; a folder's `mod.rs` and its own files may name each other
//!   (it declares them, speaks for them by its re-exports and holds what they share), so
//!   those edges are not followed;
//! * **No circle of folders**: no folder reaches itself through the imports of its files
//!   into other folders (a folder holds the folders inside it: between those, the file
//!   check above is the one that applies).
//!
//! A circle left standing for a while would be listed in [`KNOWN_CIRCLE`], by file pair,
//! with the issue that removes it; each pair listed must still exist (a stale entry fails
//! too). The list is empty.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The floors, bottom up: a module path (its prefix: `""` is every flat module of
/// `src/`), its floor, and what lives there. A module imports only from its own floor or
/// from a lower one. The same table is in docs/contributing.md ("Layout").
const FLOORS: &[(&str, u32, &str)] = &[
    (
        "",
        1,
        "the flat modules, bundled into submissions: theory, problems, submission runtime, \
         support (each imports only flat modules)",
    ),
    ("i18n", 2, "the messages in English and Chinese"),
    (
        "runtime",
        3,
        "what every front end shares: command line, notes, interrupts, whole files",
    ),
    ("web", 4, "the web transport the pages share"),
    ("tools::problems", 5, "the problem table (the catalogue)"),
    ("study", 6, "explain, play, sg_table and the study desk"),
    ("xor_trie", 7, "the XOR-Trie card game and its referee"),
    ("tools", 8, "the judge, the bundler, the benchmarks"),
];

/// The card game's own floors inside its folder, bottom up, by the same rule as [`FLOORS`]
/// (a file imports from its own floor or a lower one): the rules' numbers under the board,
/// the events under the words that say them, the words under both front ends, the terminal
/// (`protocol`) under the pages (`web`). The folder's `mod.rs` only re-exports: it is the
/// top floor, and a file of the folder not placed here is on it and fails. The same order is
/// in docs/contributing.md ("Floors").
const XOR_TRIE_FLOORS: &[(&str, u32, &str)] = &[
    ("xor_trie::numbers", 1, "every number in the rules"),
    ("xor_trie::board", 2, "sequences, layers, the trie"),
    ("xor_trie::cards", 3, "the skill cards"),
    ("xor_trie::piles", 3, "where cards come from"),
    ("xor_trie::seat", 3, "seats"),
    ("xor_trie::house_rules", 3, "the house rules"),
    ("xor_trie::setup", 4, "a round's setup"),
    ("xor_trie::actions", 4, "what a player may try"),
    ("xor_trie::events", 5, "what happens, as transcript lines"),
    ("xor_trie::words", 6, "the game in words"),
    ("xor_trie::engine", 7, "the rules"),
    ("xor_trie::standings", 7, "standings and the match"),
    ("xor_trie::seat_view", 7, "what one seat may know"),
    ("xor_trie::bots", 7, "the built-in players"),
    (
        "xor_trie::protocol",
        8,
        "the referee's line protocol, the terminal",
    ),
    ("xor_trie::web", 9, "the pages"),
    ("xor_trie", 10, "the folder's face: its re-exports"),
];

/// The import edges still in a circle, each `(from, to)` by file (module path), left until
/// the issue named removes them. Each must still exist, so the list cannot go stale. None
/// is left: a new circle is removed, not listed, unless a step of a larger change needs
/// it for a while (then with its issue named here).
const KNOWN_CIRCLE: &[(&str, &str)] = &[];

type Module = Vec<String>;

fn name(m: &[String]) -> String {
    if m.is_empty() {
        "lib".into()
    } else {
        m.join("::")
    }
}

/// The source text with comments, string and character literals blanked out (strings
/// become `""`), so that only code is searched.
fn code_only(text: &str) -> String {
    let c: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < c.len() {
        let at = |k: usize| c.get(k).copied().unwrap_or('\0');
        if c[i] == '/' && at(i + 1) == '/' {
            while i < c.len() && c[i] != '\n' {
                i += 1;
            }
        } else if c[i] == '/' && at(i + 1) == '*' {
            let mut depth = 0;
            while i < c.len() {
                if c[i] == '/' && at(i + 1) == '*' {
                    depth += 1;
                    i += 2;
                } else if c[i] == '*' && at(i + 1) == '/' {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            out.push(' ');
        } else if c[i] == 'r'
            && (at(i + 1) == '"' || (at(i + 1) == '#' && matches!(at(i + 2), '"' | '#')))
            && !(i > 0 && (c[i - 1].is_alphanumeric() || c[i - 1] == '_'))
        {
            // A raw string: r"…", r#"…"#.
            let mut hashes = 0;
            i += 1;
            while at(i) == '#' {
                hashes += 1;
                i += 1;
            }
            i += 1;
            loop {
                if i >= c.len() {
                    break;
                }
                if c[i] == '"' && (1..=hashes).all(|k| at(i + k) == '#') {
                    i += 1 + hashes;
                    break;
                }
                i += 1;
            }
            out.push_str("\"\"");
        } else if c[i] == '"' {
            i += 1;
            while i < c.len() && c[i] != '"' {
                i += if c[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
            out.push_str("\"\"");
        } else if c[i] == '\'' && (at(i + 1) == '\\' || at(i + 2) == '\'') {
            // A character literal ('x', '\n', '\u{1b}'); a lifetime ('a) is code.
            i += 1;
            while i < c.len() && c[i] != '\'' {
                i += if c[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
            out.push_str("' '");
        } else {
            out.push(c[i]);
            i += 1;
        }
    }
    out
}

/// The paths a `use` tree names, each with the name it is bound to (the last segment, or
/// its alias): `a::{b, c::{self, D as E}}` → `a::b` (b), `a::c` (c), `a::c::D` (E).
fn use_paths(tree: &str) -> Vec<(Vec<String>, String)> {
    let joined = tree.split_whitespace().collect::<Vec<_>>().join(" ");
    let tree: String = joined.replace(" as ", "@").replace(' ', "");
    let mut out = Vec::new();
    fn walk(prefix: &[String], tree: &str, out: &mut Vec<(Vec<String>, String)>) {
        let mut parts = Vec::new();
        let (mut depth, mut start) = (0, 0);
        for (k, ch) in tree.char_indices() {
            match ch {
                '{' => depth += 1,
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    parts.push(&tree[start..k]);
                    start = k + 1;
                }
                _ => {}
            }
        }
        parts.push(&tree[start..]);
        for part in parts.into_iter().filter(|p| !p.is_empty()) {
            if let Some(open) = part.find('{') {
                let mut p = prefix.to_vec();
                p.extend(segments(part[..open].trim_end_matches(':')));
                let close = part.rfind('}').unwrap_or(part.len());
                walk(&p, &part[open + 1..close], out);
            } else {
                let (path, alias) = part.split_once('@').unwrap_or((part, ""));
                let mut p = prefix.to_vec();
                p.extend(segments(path));
                if p.last().is_some_and(|s| s == "self") {
                    p.pop();
                }
                let bound = if alias.is_empty() {
                    p.last().cloned().unwrap_or_default()
                } else {
                    alias.to_string()
                };
                if !p.is_empty() {
                    out.push((p, bound));
                }
            }
        }
    }
    walk(&[], &tree, &mut out);
    out
}

fn segments(path: &str) -> Vec<String> {
    path.split("::")
        .filter(|s| !s.is_empty())
        .map(String::from)
        .collect()
}

/// One source file (by module path): whether it is a folder's `mod.rs`, and its code.
struct File {
    folder: bool,
    code: String,
}

/// The files of a crate, by module path, read from `(path under src/, text)` pairs; the
/// binaries, `lib.rs` (only declarations) and unit-test modules are left out.
fn files(sources: &[(String, String)]) -> BTreeMap<Module, File> {
    let mut files = BTreeMap::new();
    for (path, text) in sources {
        let Some(stem) = path.strip_suffix(".rs") else {
            continue;
        };
        let mut module = segments(&stem.replace('/', "::"));
        if module.first().is_some_and(|s| s == "bin") || stem == "lib" {
            continue;
        }
        let folder = module.last().is_some_and(|s| s == "mod");
        if folder {
            module.pop();
        }
        if module.iter().any(|s| s == "tests") {
            continue;
        }
        let text = match text.find("#[cfg(test)]\nmod tests {") {
            Some(at) => &text[..at],
            None => text,
        };
        files.insert(
            module,
            File {
                folder,
                code: code_only(text),
            },
        );
    }
    files
}

/// Each `use` statement of `code`: its tree, and whether it is a re-export (`pub use`).
fn use_statements(code: &str) -> Vec<(String, bool)> {
    let mut out = Vec::new();
    let mut rest = code;
    let mut offset = 0;
    while let Some(at) = find_word(rest, "use") {
        let after = &rest[at + 3..];
        let end = after.find(';').unwrap_or(after.len());
        let before = code[..offset + at].trim_end();
        let restricted = before.ends_with(')')
            && before
                .rfind("pub(")
                .is_some_and(|p| !before[p..].contains(|c: char| c.is_whitespace()));
        let public = before.ends_with("pub") || restricted;
        out.push((after[..end].trim().to_string(), public));
        offset += at + 3 + end;
        rest = &after[end..];
    }
    out
}

/// Where the word `word` first stands alone in `s`.
fn find_word(s: &str, word: &str) -> Option<usize> {
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    let mut from = 0;
    while let Some(k) = s[from..].find(word) {
        let at = from + k;
        let before = s[..at].chars().next_back();
        let after = s[at + word.len()..].chars().next();
        if !before.is_some_and(ident) && !after.is_some_and(ident) {
            return Some(at);
        }
        from = at + word.len();
    }
    None
}

/// The crate's import graph: for each file, the files it names and how.
struct Graph {
    files: BTreeMap<Module, File>,
    edges: BTreeMap<Module, BTreeMap<Module, String>>,
}

impl Graph {
    fn new(sources: &[(String, String)]) -> Graph {
        let files = files(sources);
        let mut graph = Graph {
            files,
            edges: BTreeMap::new(),
        };
        let modules: Vec<Module> = graph.files.keys().cloned().collect();
        for m in modules {
            let code = graph.files[&m].code.clone();
            let mut named = Vec::new();
            for (tree, _) in use_statements(&code) {
                named.extend(use_paths(&tree).into_iter().map(|(p, _)| p));
            }
            named.extend(code_paths(&code));
            for path in named {
                if let Some(to) = graph.target(&m, &path, 0)
                    && to != m
                {
                    let shown = path.join("::");
                    graph
                        .edges
                        .entry(m.clone())
                        .or_default()
                        .entry(to)
                        .or_insert(shown);
                }
            }
        }
        graph
    }

    /// The path `path` as written in `from`, made absolute; `None` if it is not the crate's.
    fn absolute(&self, from: &[String], path: &[String]) -> Option<Module> {
        let first = path.first()?;
        let mut at = from.to_vec();
        let mut rest = path;
        match first.as_str() {
            "crate" => return Some(path[1..].to_vec()),
            "self" => rest = &path[1..],
            "super" => {
                while rest.first().is_some_and(|s| s == "super") {
                    at.pop()?;
                    rest = &rest[1..];
                }
            }
            child => {
                let mut c = at.clone();
                c.push(child.to_string());
                if !self.files.contains_key(&c) {
                    return None;
                }
            }
        }
        at.extend(rest.iter().cloned());
        Some(at)
    }

    /// The file that defines what `path`, written in `from`, names: the deepest module on
    /// the path, or, when that is a folder re-exporting the name, the file it comes from.
    fn target(&self, from: &[String], path: &[String], depth: u32) -> Option<Module> {
        let full = self.absolute(from, path)?;
        let k = (1..=full.len())
            .rev()
            .find(|&k| self.files.contains_key(&full[..k]))?;
        let module = full[..k].to_vec();
        match full.get(k) {
            Some(item) if depth < 8 => {
                Some(self.reexported(&module, item, depth).unwrap_or(module))
            }
            _ => Some(module),
        }
    }

    /// Where `module` takes `item` from, if it re-exports it (`pub use`).
    fn reexported(&self, module: &Module, item: &str, depth: u32) -> Option<Module> {
        let file = &self.files[module];
        let mut globs = Vec::new();
        for (tree, public) in use_statements(&file.code) {
            if !public {
                continue;
            }
            for (path, bound) in use_paths(&tree) {
                if path.last().is_some_and(|s| s == "*") {
                    globs.push(path[..path.len() - 1].to_vec());
                } else if bound == item {
                    return self.target(module, &path, depth + 1);
                }
            }
        }
        for glob in globs {
            let Some(source) = self.target(module, &glob, depth + 1) else {
                continue;
            };
            if self
                .files
                .get(&source)
                .is_some_and(|f| defines(&f.code, item))
            {
                let mut path = glob.clone();
                path.push(item.to_string());
                return self.target(module, &path, depth + 1);
            }
        }
        None
    }

    /// The edges followed for circles: all but those between a folder's `mod.rs` and its
    /// own files, and the ones listed in `known`.
    fn followed(&self, known: &[(&str, &str)]) -> BTreeMap<Module, BTreeSet<Module>> {
        let mut out: BTreeMap<Module, BTreeSet<Module>> = BTreeMap::new();
        for (from, tos) in &self.edges {
            for to in tos.keys() {
                let face = |parent: &Module, child: &Module| {
                    self.files[parent].folder
                        && child.len() == parent.len() + 1
                        && child.starts_with(parent)
                };
                let listed = known.iter().any(|&(a, b)| name(from) == a && name(to) == b);
                if !face(from, to) && !face(to, from) && !listed {
                    out.entry(from.clone()).or_default().insert(to.clone());
                }
            }
        }
        out
    }

    /// The folder a file belongs to (a module the floor table names is a unit of its own).
    fn unit(&self, m: &Module, floors: &[(&str, u32, &str)]) -> Module {
        let own = floors
            .iter()
            .any(|&(p, _, _)| !p.is_empty() && segments(p) == *m);
        if own || self.files[m].folder {
            m.clone()
        } else {
            m[..m.len() - 1].to_vec()
        }
    }
}

/// Does `code` define `item` (a `pub` item of that name)?
fn defines(code: &str, item: &str) -> bool {
    [
        "const", "fn", "struct", "enum", "type", "static", "trait", "mod",
    ]
    .iter()
    .any(|kind| {
        code.split(&format!("{kind} {item}"))
            .skip(1)
            .any(|after| !after.starts_with(|c: char| c.is_alphanumeric() || c == '_'))
    })
}

/// The paths of `code` outside its `use` statements that may name the crate's modules:
/// `crate::…`, `super::…`, `self::…`, `name::…`.
fn code_paths(code: &str) -> Vec<Vec<String>> {
    let mut without_uses = String::new();
    let mut rest = code;
    while let Some(at) = find_word(rest, "use") {
        without_uses.push_str(&rest[..at]);
        let end = rest[at..].find(';').map_or(rest.len(), |e| at + e + 1);
        rest = &rest[end..];
    }
    without_uses.push_str(rest);
    let chars: Vec<char> = without_uses.chars().collect();
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let starts = ident(chars[i])
            && !(i > 0 && (ident(chars[i - 1]) || chars[i - 1] == ':'))
            && !chars[i].is_ascii_digit();
        if !starts {
            i += 1;
            continue;
        }
        let mut path = vec![String::new()];
        while i < chars.len() {
            if ident(chars[i]) {
                path.last_mut().unwrap().push(chars[i]);
                i += 1;
            } else if chars[i] == ':'
                && chars.get(i + 1) == Some(&':')
                && chars.get(i + 2).is_some_and(|&c| ident(c))
            {
                path.push(String::new());
                i += 2;
            } else {
                break;
            }
        }
        if path.len() > 1 {
            out.push(path);
        }
    }
    out
}

/// The floor of module `m`: that of the longest prefix of its path in `floors`.
fn floor(m: &[String], floors: &[(&str, u32, &str)]) -> u32 {
    floors
        .iter()
        .filter(|(p, _, _)| m.starts_with(&segments(p)))
        .max_by_key(|(p, _, _)| segments(p).len())
        .map_or(0, |&(_, f, _)| f)
}

/// The strongly connected components of more than one node (Tarjan's algorithm).
fn circles(edges: &BTreeMap<Module, BTreeSet<Module>>) -> Vec<Vec<Module>> {
    struct State<'a> {
        edges: &'a BTreeMap<Module, BTreeSet<Module>>,
        index: BTreeMap<Module, usize>,
        low: BTreeMap<Module, usize>,
        stack: Vec<Module>,
        on: BTreeSet<Module>,
        found: Vec<Vec<Module>>,
    }
    fn visit(s: &mut State, v: &Module) {
        let i = s.index.len();
        s.index.insert(v.clone(), i);
        s.low.insert(v.clone(), i);
        s.stack.push(v.clone());
        s.on.insert(v.clone());
        for w in s.edges.get(v).into_iter().flatten() {
            if !s.index.contains_key(w) {
                visit(s, w);
                let low = s.low[v].min(s.low[w]);
                s.low.insert(v.clone(), low);
            } else if s.on.contains(w) {
                let low = s.low[v].min(s.index[w]);
                s.low.insert(v.clone(), low);
            }
        }
        if s.low[v] == s.index[v] {
            let mut comp = Vec::new();
            loop {
                let w = s.stack.pop().unwrap();
                s.on.remove(&w);
                comp.push(w.clone());
                if w == *v {
                    break;
                }
            }
            if comp.len() > 1 {
                comp.sort();
                s.found.push(comp);
            }
        }
    }
    let mut s = State {
        edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on: BTreeSet::new(),
        found: Vec::new(),
    };
    let nodes: BTreeSet<Module> = edges
        .iter()
        .flat_map(|(a, bs)| std::iter::once(a.clone()).chain(bs.iter().cloned()))
        .collect();
    for v in &nodes {
        if !s.index.contains_key(v) {
            visit(&mut s, v);
        }
    }
    s.found
}

/// Everything wrong with the imports of `sources`, one line each.
fn problems(
    sources: &[(String, String)],
    floors: &[(&str, u32, &str)],
    known: &[(&str, &str)],
) -> Vec<String> {
    let graph = Graph::new(sources);
    let mut out = Vec::new();
    for (from, tos) in &graph.edges {
        for (to, how) in tos {
            let (f, t) = (floor(from, floors), floor(to, floors));
            if t > f {
                out.push(format!(
                    "{} (floor {f}) imports {} (floor {t}, above it): `{how}`",
                    name(from),
                    name(to)
                ));
            }
        }
    }
    let followed = graph.followed(known);
    for comp in circles(&followed) {
        let members: BTreeSet<&Module> = comp.iter().collect();
        let links: Vec<String> = comp
            .iter()
            .flat_map(|a| {
                followed[a]
                    .iter()
                    .filter(|b| members.contains(b))
                    .map(move |b| format!("{} → {}", name(a), name(b)))
            })
            .collect();
        out.push(format!("a circle of files: {}", links.join(", ")));
    }
    let mut folders: BTreeMap<Module, BTreeSet<Module>> = BTreeMap::new();
    for (from, tos) in &followed {
        for to in tos {
            let (a, b) = (graph.unit(from, floors), graph.unit(to, floors));
            // A folder holds the folders inside it: between them, the files are checked.
            if !a.starts_with(&b) && !b.starts_with(&a) {
                folders.entry(a).or_default().insert(b);
            }
        }
    }
    for comp in circles(&folders) {
        let shown: Vec<String> = comp.iter().map(|m| name(m)).collect();
        out.push(format!("a circle of folders: {}", shown.join(", ")));
    }
    for &(a, b) in known {
        let exists = graph
            .edges
            .iter()
            .any(|(from, tos)| name(from) == a && tos.keys().any(|to| name(to) == b));
        if !exists {
            out.push(format!(
                "KNOWN_CIRCLE lists {a} → {b}, which is gone: remove it"
            ));
        }
    }
    out
}

/// Every `.rs` file under `dir`, as `(path under src/, text)`.
fn read_sources(src: &Path, dir: &Path, out: &mut Vec<(String, String)>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            read_sources(src, &path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let rel = path
                .strip_prefix(src)
                .unwrap()
                .to_string_lossy()
                .into_owned();
            out.push((rel, std::fs::read_to_string(&path).unwrap()));
        }
    }
}

#[test]
fn imports_go_down_the_floors_and_never_in_a_circle() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut sources = Vec::new();
    read_sources(&src, &src, &mut sources);
    assert!(sources.len() > 100, "the sources were read");
    let graph = Graph::new(&sources);
    let edges: usize = graph.edges.values().map(BTreeMap::len).sum();
    assert!(edges > 300, "the imports were found ({edges})");
    let found = problems(&sources, FLOORS, KNOWN_CIRCLE);
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn the_floors_are_the_documented_ones() {
    let page =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/contributing.md"))
            .unwrap();
    let mut last = 0;
    for &(prefix, floor, _) in FLOORS {
        assert!(floor > last, "the floors go up strictly");
        last = floor;
        let shown = if prefix.is_empty() {
            "flat files"
        } else {
            prefix
        };
        let row = format!("| {floor} | `{shown}` |");
        let row = row.replace("`flat files`", "flat files");
        assert!(
            page.contains(&row),
            "docs/contributing.md has the row {row:?}"
        );
    }
}

#[test]
fn the_card_game_s_files_keep_their_order() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut sources = Vec::new();
    read_sources(&src, &src, &mut sources);
    let graph = Graph::new(&sources);
    let face = floor(&segments("xor_trie"), XOR_TRIE_FLOORS);
    let mut found = Vec::new();
    let card_game = |m: &Module| m.first().is_some_and(|s| s == "xor_trie");
    assert!(graph.edges.keys().filter(|m| card_game(m)).count() > 30);
    for (from, tos) in graph.edges.iter().filter(|(m, _)| card_game(m)) {
        let f = floor(from, XOR_TRIE_FLOORS);
        if f == face && from.len() > 1 {
            found.push(format!("{} has no floor in XOR_TRIE_FLOORS", name(from)));
        }
        for (to, how) in tos {
            let t = floor(to, XOR_TRIE_FLOORS);
            if card_game(to) && t > f {
                found.push(format!(
                    "{} (floor {f}) imports {} (floor {t}, above it): `{how}`",
                    name(from),
                    name(to)
                ));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
    let page =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/contributing.md"))
            .unwrap();
    for &(prefix, _, _) in XOR_TRIE_FLOORS {
        let file = prefix.rsplit("::").next().unwrap();
        assert!(
            prefix == "xor_trie"
                || page.contains(&format!("`{file}`"))
                || page.contains(&format!("`{file}/`")),
            "docs/contributing.md names {file} in the card game's order"
        );
    }
}

/// The checker on a made-up crate: it must see an import up a floor, a circle of files
/// and one of folders, follow a re-export, and leave a folder's face alone.
#[test]
fn the_checker_sees_what_is_wrong() {
    let floors: &[(&str, u32, &str)] = &[("", 1, ""), ("low", 2, ""), ("high", 3, "")];
    let crate_ = |files: &[(&str, &str)]| -> Vec<(String, String)> {
        files
            .iter()
            .map(|(p, t)| (p.to_string(), t.to_string()))
            .collect()
    };
    let clean = crate_(&[
        ("lib.rs", "pub mod flat;\npub mod low;\npub mod high;\n"),
        ("flat.rs", "pub fn f() {}\n"),
        (
            "low/mod.rs",
            "pub mod a;\npub mod b;\npub use a::A;\npub struct Shared;\nfn g() { a::make(); }\n",
        ),
        (
            "low/a.rs",
            "use super::Shared;\nuse crate::flat::f;\npub struct A;\npub fn make() {}\n",
        ),
        (
            "low/b.rs",
            "use super::A; // from a, re-exported\n/// crate::high::x in a comment\nconst S: &str = \"crate::high\";\n",
        ),
        (
            "high/mod.rs",
            "use crate::low::b;\n#[cfg(test)]\nmod tests {\n    use crate::nothing;\n}\n",
        ),
    ]);
    assert_eq!(problems(&clean, floors, &[]), Vec::<String>::new());
    let graph = Graph::new(&clean);
    let b = segments("low::b");
    assert!(
        graph.edges[&b].contains_key(&segments("low::a")),
        "low::b's `super::A` is followed to low::a: {:?}",
        graph.edges[&b]
    );

    let mut up = clean.clone();
    up[1].1.push_str("fn h() { crate::low::a::make(); }\n");
    let found = problems(&up, floors, &[]);
    assert!(
        found
            .iter()
            .any(|p| p.starts_with("flat (floor 1) imports low::a (floor 2, above it)")),
        "{found:?}"
    );

    let mut circle = clean.clone();
    circle[3].1.push_str("use super::b::B;\n");
    circle[4].1.push_str("pub struct B;\n");
    let found = problems(&circle, floors, &[]);
    assert_eq!(
        found,
        ["a circle of files: low::a → low::b, low::b → low::a"],
        "{found:?}"
    );
    let known = [("low::a", "low::b")];
    assert_eq!(problems(&circle, floors, &known), Vec::<String>::new());
    let stale = problems(&clean, floors, &known);
    assert_eq!(
        stale,
        ["KNOWN_CIRCLE lists low::a → low::b, which is gone: remove it"]
    );

    let mut folders = crate_(&[
        ("lib.rs", "pub mod top;\n"),
        ("top/mod.rs", "pub mod one;\npub mod two;\n"),
        ("top/one/mod.rs", "pub mod x;\n"),
        (
            "top/one/x.rs",
            "use crate::top::two::y::Y;\npub struct X;\n",
        ),
        ("top/two/mod.rs", "pub mod y;\n"),
        ("top/two/y.rs", "pub struct Y;\n"),
        ("top/two/z.rs", "use crate::top::one::x::X;\n"),
    ]);
    folders[4].1.push_str("pub mod z;\n");
    let found = problems(&folders, floors, &[]);
    assert_eq!(
        found,
        ["a circle of folders: top::one, top::two"],
        "{found:?}"
    );
}
