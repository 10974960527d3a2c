//! The bundler's command line (`bundle --help`).

use super::{Flavour, bundle, crate_root, output_path};
use crate::i18n::{Lang, Text};
use crate::input::quote;
use crate::msg;
use crate::output::Output;
use crate::runtime::cli;
use crate::runtime::replace::{self, Replaced};
use crate::tools::problems::{PROBLEMS, Problem};
use std::io::Write;
use std::path::PathBuf;

/// The bundler's help (`bundle --help`), in `lang`.
pub fn usage(lang: Lang) -> String {
    crate::runtime::wrap::help(&msg!("bundle-help").render(lang))
}

/// Binaries of the suite that are not judge problems.
const TOOLS: [&str; 8] = [
    "bench",
    "judge",
    "bundle",
    "sg_table",
    "xor_trie_referee",
    "explain",
    "play",
    "study",
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
    problem_for_in(Lang::En, id)
}

/// As [`problem_for`], the refusal in `lang`.
///
/// # Errors
/// As [`problem_for`].
pub fn problem_for_in(lang: Lang, id: &str) -> Result<&'static Problem, String> {
    if let Some(p) = crate::tools::problems::find(id) {
        return Ok(p);
    }
    let what = if TOOLS.contains(&id) {
        msg!("bundle-is-tool", id = quote(id))
    } else if id.contains(['/', '.']) {
        msg!("bundle-is-path", id = quote(id))
    } else {
        msg!("bundle-unknown-problem", id = quote(id))
    };
    let known: Vec<&str> = PROBLEMS.iter().map(|p| p.id).collect();
    Err(msg!(
        "bundle-takes-ids",
        what = what,
        known = known.join(&lang.format("list-sep", &[]))
    )
    .render(lang))
}

/// Runs the bundler with command-line `args` (without the program name); returns the
/// exit status: 0, 1 if a bundle failed or could not be written, 2 for a usage error (a
/// non-UTF-8 argument, an unknown option, an id that is not a problem of the table). Files
/// are written only after every id was checked; `--stdout` writes under the suite's
/// contract ([`crate::runtime::cli`]: a closed pipe ends it quietly with status 141).
pub fn cli(args: impl IntoIterator<Item = std::ffi::OsString>) -> i32 {
    let (lang, args) = match cli::lang_and_text_args(args) {
        Ok(a) => a,
        Err(e) => {
            let e = msg!("tool-see-help", what = e, tool = "bundle");
            cli::print_error(&e.render(Lang::from_env()));
            return cli::EXIT_USAGE;
        }
    };
    let usage_error = |what: &str| {
        cli::print_error(&msg!("tool-see-help", what = what, tool = "bundle").render(lang));
        cli::EXIT_USAGE
    };
    let t = |text: Text| text.render(lang);
    let mut ids = Vec::new();
    let (mut all, mut std_only, mut to_stdout) = (false, false, false);
    let mut root = crate_root();
    let mut args = args.into_iter();
    while let Some(a) = args.next() {
        match a.as_str() {
            "--root" => match args.next() {
                Some(dir) => root = PathBuf::from(dir),
                None => return usage_error(&t(msg!("bundle-root-needs-dir"))),
            },
            "--all" => all = true,
            "--std-only" => std_only = true,
            "--stdout" => to_stdout = true,
            "-h" | "--help" => {
                cli::print(&format!("{}\n", usage(lang)));
                return 0;
            }
            _ if a.starts_with('-') => {
                return usage_error(&t(msg!("tool-unknown-option", option = quote(&a))));
            }
            _ => ids.push(a),
        }
    }
    if all != ids.is_empty() {
        return usage_error(&t(msg!("bundle-ids-or-all")));
    }
    let problems: Vec<&Problem> = if all {
        PROBLEMS.iter().collect()
    } else {
        match ids.iter().map(|id| problem_for_in(lang, id)).collect() {
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
