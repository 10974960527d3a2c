//! The `sg_table` study tool: the coin-turning and heap games of the classic notes printed
//! as tables of Grundy values, with each game's closed form (or the game it is claimed to
//! equal) beside the brute-force values and every disagreement flagged.
//! `src/bin/sg_table.rs` only collects its arguments (or standard input), calls
//! [`run_args`] or [`run_batch`], and prints.
//!
//! The pieces:
//!
//! | module | concern |
//! |---|---|
//! | `catalogue` | the games as data: one row per game (name, parameters, help lines, rule text, size limits, claim, period support, builder), from which the help, parsing and rendering derive |
//! | `parse` | one request (a command line or a batch line) into a checked [`Table`] ([`parse_args`]) |
//! | `render` | computing a table and writing it ([`render()`](fn@render)) |
//!
//! **Why the tables are right.** The `sg` column is never a formula: it is the engine's
//! bottom-up mex over the real moves ([`crate::coins::Rule::values`],
//! [`crate::coins::Rule2::values`], [`crate::takebreak::OctalGame::values`],
//! [`crate::takebreak::grundys_game_values`]). For a coin game the value of the single head
//! at `x` determines every row (a row's value is the XOR over its heads; see
//! [`crate::coins`]), so one value per coin is the whole game. The `claim` column is
//! computed independently of the engine, so a flag means the claim and the rules disagree:
//! - a closed form ([`crate::coins::Rule::closed_form`], [`crate::coins::Rule2::closed_form`]),
//!   evaluated at the coin's label; `--from L` renumbers the coins, so a claim stated for the
//!   other numbering is flagged at every coin (the classic coin-turning notes number Nim's
//!   coins from 0 in one place and from 1 in another, and its claim `g(x) = x` holds only
//!   from 1); a board's rows and columns are numbered from 0, a product's as its factors
//!   number their coins (`runs` from 1), and `--from L` numbers both from `L`;
//! - Subtraction and Twins: turning `x` and `x − s` (or `x` alone when `x = s`) moves a head
//!   from `x` to `x − s`, which is the subtraction game on a heap of `x`
//!   ([`crate::sg::subtraction_table`]);
//! - Runs from 1: the prefix-XOR recurrence [`crate::tartan::run_values`];
//! - Grunt: Grundy's game on a heap of `x`;
//! - two-dimensional products: the Tartan theorem, `g(x, y) = g₁(x) ⊗ g₂(y)`.
//!
//! `--period` reports (preperiod, period) as CGSuite does: for octal games certified by the
//! octal periodicity theorem ([`crate::takebreak::OctalGame::periodicity`]), for
//! subtraction and twins games found on a table long enough to prove it
//! ([`crate::coins::Rule::periodicity`]); Grundy's game (and Grunt) has no known period and
//! says so.
//!
//! **Batch mode.** [`run_batch`] reads requests one per line in the command line's syntax
//! (blank lines and `#` comments skipped; words split at the suite's whitespace,
//! [`crate::input::is_space`]), checks every request before rendering any, and joins the
//! tables with one blank line: its output is exactly the command-line outputs of the same
//! requests, joined by blank lines. Standard input is read by the suite's one reader,
//! [`crate::input::stdin_text`] (UTF-8 checked, a byte-order mark skipped). The command
//! prints each table as soon as it is computed, notes its progress on stderr every 2 s
//! (`sg_table: 12 of 100 tables in 6 s`), and stops cleanly on Ctrl-C after the table in
//! hand, its output then the whole tables finished so far.
//!
//! **Cost.** Brute force grows as a power of the size (exponentially for Block), so each
//! game has its own largest size, stated in the size errors.

mod catalogue;
mod parse;
pub mod picture;
mod render;

use crate::coins::{Rule, Rule2};
use crate::i18n::{Lang, Text};
use crate::msg;
use catalogue::{HeapGame, Spec};
pub use catalogue::{MAX_CELLS, SET_LARGEST, SET_SIZE};
pub use parse::parse_args;
pub use render::render;
use std::sync::OnceLock;

/// The text of `sg_table --help`, derived from the catalogue.
pub fn help() -> &'static str {
    static HELP: OnceLock<String> = OnceLock::new();
    HELP.get_or_init(|| crate::runtime::wrap::help(&catalogue::help(Lang::En)))
}

/// The text of `sg_table --help` in `lang`.
pub fn help_in(lang: Lang) -> String {
    match lang {
        Lang::En => help().to_string(),
        _ => crate::runtime::wrap::help(&catalogue::help(lang)),
    }
}

/// The largest size `sg_table` shows the game `name` at: its number of coins or heaps, or
/// of rows and of columns for a board; `None` if no game has that name. (`explain` points
/// at tables within it.)
///
/// ```
/// assert_eq!(grundy::study::sg_table::largest("corners"), Some(64));
/// assert_eq!(grundy::study::sg_table::largest("chess"), None);
/// ```
pub fn largest(name: &str) -> Option<usize> {
    catalogue::find(name).map(|s| s.max)
}

/// How many entries `table` has (coins, heaps, or a board's cells).
pub fn entries(table: &Table) -> usize {
    match &table.kind {
        Kind::Coins { n, .. } | Kind::Heaps { n, .. } => *n,
        Kind::Board { rows, cols, .. } | Kind::Cutting { rows, cols, .. } => rows * cols,
    }
}

/// What one command line (or one line of a batch) asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Request {
    /// `--help` (or `-h`) anywhere: print [`help`].
    Help,
    /// A checked table, ready for [`render()`](fn@render).
    Table(Table),
}

/// A checked table request: every size is in range and every option applies to the game,
/// so [`render()`](fn@render) cannot fail. Built only by [`parse_args`].
#[derive(Debug, Clone)]
pub struct Table {
    spec: &'static Spec,
    kind: Kind,
    /// Where `--svg` writes the table's picture.
    svg: Option<String>,
}

impl PartialEq for Table {
    fn eq(&self, other: &Self) -> bool {
        self.spec.name == other.spec.name && self.kind == other.kind && self.svg == other.svg
    }
}

impl Table {
    /// The file `--svg` names, if any.
    pub fn svg(&self) -> Option<&str> {
        self.svg.as_deref()
    }
}

/// Writes the picture of `request`'s table, its words in `lang`, to the file its `--svg`
/// names, if it names one (replacing the file whole, never writing through a link:
/// [`crate::runtime::replace`]).
///
/// # Errors
/// `cannot write FILE: why`.
pub fn write_picture(request: &Request, lang: Lang) -> Result<(), String> {
    let Request::Table(table) = request else {
        return Ok(());
    };
    let Some(path) = table.svg() else {
        return Ok(());
    };
    // The size was checked when the request was read.
    let svg = picture::picture_in(table, &[], lang)?;
    crate::runtime::replace::replace_file(std::path::Path::new(path), svg.as_bytes())
        .map(|_| ())
        .map_err(|e| format!("cannot write {}: {e}", crate::input::quote(path)))
}

impl Eq for Table {}

/// What a table shows, with its title as the header names the game.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Kind {
    /// A one-dimensional coin game on the coins labelled `first..first + n`.
    Coins {
        title: String,
        rule: Rule,
        first: usize,
        n: usize,
        period: bool,
    },
    /// Heaps `0..n` of a heap game.
    Heaps {
        title: String,
        game: HeapGame,
        n: usize,
        period: bool,
    },
    /// A two-dimensional coin game on a `rows` × `cols` board, its rows labelled from
    /// `first.0` and its columns from `first.1`.
    Board {
        title: String,
        rule: Rule2,
        first: (usize, usize),
        rows: usize,
        cols: usize,
    },
    /// The cutting game's pieces `W × H`, `W` from 1 to `rows` (the row), `H` from 1 to
    /// `cols` (the column).
    Cutting {
        title: String,
        rows: usize,
        cols: usize,
    },
}

/// Runs one command line (without the program name): the help text or one table.
///
/// # Errors
/// What is wrong with the arguments, as one line without the `error: ` prefix.
///
/// ```
/// let table = grundy::study::sg_table::run_args(&["one", "3"]).unwrap();
/// assert_eq!(
///     table,
///     "one: turn one coin; coins numbered from 1\n\
///      beside: closed form 1\n\
///     \x20x sg claim\n\
///     \x201  1     1\n\
///     \x202  1     1\n\
///     \x203  1     1\n\
///      all 3 values agree with the claim\n"
/// );
/// assert_eq!(
///     grundy::study::sg_table::run_args(&["ruler", "0"]).unwrap_err(),
///     "size 0 is too small (at least 1)"
/// );
/// ```
pub fn run_args<S: AsRef<str>>(args: &[S]) -> Result<String, String> {
    run_args_in(Lang::En, args)
}

/// [`run_args`] with the help, the table and the errors written in `lang`.
///
/// # Errors
/// As [`run_args`], in `lang`:
///
/// ```
/// use grundy::i18n::Lang;
/// assert_eq!(
///     grundy::study::sg_table::run_args_in(Lang::Zh, &["ruler", "0"]).unwrap_err(),
///     "大小 0 太小（至少为1）"
/// );
/// ```
pub fn run_args_in<S: AsRef<str>>(lang: Lang, args: &[S]) -> Result<String, String> {
    parse_args(args)
        .map(|r| output_in(&r, lang))
        .map_err(|e| e.render(lang))
}

/// Batch mode: runs every request of `text` (one per line, see [`parse_batch`]) and joins
/// the outputs with one blank line, exactly as the same requests run one by one as
/// command lines and joined by blank lines.
///
/// # Errors
/// `line L: <what>` for the first bad request (no table is computed then), or `no game
/// given` when `text` holds no request.
///
/// ```
/// use grundy::study::sg_table::{run_args, run_batch};
/// let batch = run_batch("# two tables\none 2\n\nnim 3 --from 0\n").unwrap();
/// let one = run_args(&["one", "2"]).unwrap();
/// let nim = run_args(&["nim", "3", "--from", "0"]).unwrap();
/// assert_eq!(batch, format!("{one}\n{nim}"));
/// assert_eq!(
///     run_batch("one 2\nnim x\n").unwrap_err(),
///     "line 2: size `x` is not a whole number"
/// );
/// ```
pub fn run_batch(text: &str) -> Result<String, String> {
    let requests = parse_batch(text).map_err(|e| e.en())?;
    Ok(requests.iter().map(output).collect::<Vec<_>>().join("\n"))
}

/// The output of a request: [`help`] or the rendered table.
pub fn output(request: &Request) -> String {
    output_in(request, Lang::En)
}

/// The output of a request in `lang`: [`help_in`] or the rendered table.
pub fn output_in(request: &Request, lang: Lang) -> String {
    match request {
        Request::Help => help_in(lang),
        Request::Table(t) => render(t, lang),
    }
}

/// Parses the requests of a batch: one per line, each split into words at the suite's
/// whitespace ([`crate::input::is_space`]: space, `\t`, `\v`, `\f`, `\r`) like a command
/// line; everything from a `#` to the end of its line is a comment, and lines left blank
/// are skipped.
///
/// # Errors
/// `line L: <what>` for the first bad line (lines counted from 1), or `no game given …`
/// when no line holds a request (a text, written in the reader's language).
pub fn parse_batch(text: &str) -> Result<Vec<Request>, Text> {
    let mut requests = Vec::new();
    for (i, line) in text.split('\n').enumerate() {
        let request = line.split('#').next().unwrap_or_default();
        let words: Vec<&str> = request
            .split(|c: char| u8::try_from(c).is_ok_and(crate::input::is_space))
            .filter(|w| !w.is_empty())
            .collect();
        if words.is_empty() {
            continue;
        }
        requests
            .push(parse_args(&words).map_err(|e| msg!("sg-batch-line", line = i + 1, what = e))?);
    }
    if requests.is_empty() {
        return Err(msg!("sg-batch-empty"));
    }
    Ok(requests)
}

/// Runs `sg_table` with command-line `args` (without the program name), or a batch from
/// standard input when there is none (`print_batch`); prints the output under the suite's
/// contract ([`crate::runtime::cli`]) and returns the exit status: 0, 2 with one `error:`
/// line for bad arguments or a bad batch (nothing printed then), or 130 for a batch
/// stopped by an interrupt.
pub fn cli(args: impl IntoIterator<Item = std::ffi::OsString>) -> i32 {
    use crate::runtime::cli;
    let (lang, args) = cli::lang_and_text_args(args).unwrap_or_else(|e| cli::usage_error(&e));
    let result = if args.is_empty() {
        crate::input::stdin_text()
            .and_then(|text| parse_batch(&text).map_err(|e| e.render(lang)))
            .map(|requests| print_batch(&requests, lang))
    } else {
        parse_args(&args)
            .map_err(|e| e.render(lang))
            .map(|request| {
                let text = output_in(&request, lang);
                if let Err(e) = write_picture(&request, lang) {
                    cli::print_error(&e);
                    return crate::output::EXIT_WRITE_ERROR;
                }
                cli::print(&text);
                0
            })
    };
    match result {
        Ok(status) => status,
        Err(what) => {
            cli::print_error(&what);
            cli::EXIT_USAGE
        }
    }
}

/// Prints the tables of checked batch `requests` one by one as each is computed (the
/// output of [`run_batch`]), with a progress note on stderr every 2 s; an interrupt
/// (Ctrl-C) stops it after the table in hand, with a note saying how many were printed.
/// Returns the exit status: 0, or [`crate::runtime::cli::EXIT_INTERRUPTED`].
fn print_batch(requests: &[Request], lang: Lang) -> i32 {
    use crate::runtime::cli;
    use std::io::Write;
    let stop = cli::catch_interrupt();
    let mut ticker = cli::Ticker::new();
    let mut out = crate::output::Output::stdout();
    let total = requests.len();
    for (i, request) in requests.iter().enumerate() {
        if stop.load(std::sync::atomic::Ordering::SeqCst) {
            cli::note(&msg!("sg-interrupted", done = i, total = total).render(lang));
            return cli::EXIT_INTERRUPTED;
        }
        let text = output_in(request, lang);
        if let Err(e) = write_picture(request, lang) {
            cli::print_error(&e);
            return crate::output::EXIT_WRITE_ERROR;
        }
        // `Output` ends the program itself if a write fails.
        let _ = out.write_all(format!("{}{text}", if i > 0 { "\n" } else { "" }).as_bytes());
        let _ = out.flush();
        ticker.tick(|secs| {
            let secs = format!("{secs:.0}");
            msg!("sg-progress", done = i + 1, total = total, secs = secs).render(lang)
        });
    }
    0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn help_is_the_requests_output() {
        assert_eq!(run_args(&["--help"]).unwrap(), help());
    }

    #[test]
    fn batch_skips_blank_lines_and_comments_and_counts_lines() {
        let text = "# a batch\n\n  ruler 4  # the ruler\r\n\t\nnim\x0b3 --from\x0c0\n#end";
        let requests = parse_batch(text).unwrap();
        assert_eq!(
            requests,
            vec![
                parse_args(&["ruler", "4"]).unwrap(),
                parse_args(&["nim", "3", "--from", "0"]).unwrap()
            ]
        );
        assert_eq!(
            run_batch(text).unwrap(),
            format!(
                "{}\n{}",
                run_args(&["ruler", "4"]).unwrap(),
                run_args(&["nim", "3", "--from", "0"]).unwrap()
            )
        );
        assert_eq!(
            parse_batch("ruler 4\n\n# x\nruler 0\nbogus\n")
                .unwrap_err()
                .to_string(),
            "line 4: size 0 is too small (at least 1)"
        );
        assert_eq!(
            parse_batch("ruler 4\r\nnim 2 3\r\n")
                .unwrap_err()
                .to_string(),
            "line 2: too many sizes: 2 3 (give one, or --upto N)"
        );
        // A no-break space is not whitespace to a scanf-based reader, nor to this one.
        assert_eq!(
            parse_batch("ruler\u{a0}4\n").unwrap_err().to_string(),
            "line 1: unknown game `ruler\\u{a0}4` (see --help)"
        );
        for empty in ["", "\n\n", "# only a comment\n   \n"] {
            assert_eq!(
                parse_batch(empty).unwrap_err().to_string(),
                "no game given: standard input holds no request (try --help)"
            );
        }
        assert_eq!(
            run_batch("one 1\n--help\n").unwrap(),
            format!("{}\n{}", run_args(&["one", "1"]).unwrap(), help())
        );
    }
}
