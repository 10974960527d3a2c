//! `play <game> [parameters] [position] [options]`: a game against the perfect strategy
//! in the terminal (or through a pipe).
//!
//! The games are the suite's: Nim, misère Nim, S-Nim with a chosen set, the Fibonacci
//! game, staircase Nim, the cutting game, the prefix-free game, and the coin-turning games
//! of [`crate::coins`] in one and two dimensions. Each row of the catalogue ([`GAMES`])
//! names a game, its parameters, what its position is written as, the size options of a
//! random start, and how to build it; the help derives from the rows. The game itself is
//! [`session::play`], the same for every game.

pub mod session;

use super::coin_games::{Board, CoinGameBoard, MAX_COINS};
use super::cutting::{Cutting, Sheets, parse_piece};
use super::game::Drawn;
use super::heaps::{Heaps, STONES};
use super::prefix_free::{PrefixFree, StringSet};
use super::staircase::Staircase;
use crate::coins::{Rule, Rule2};
use crate::input::quote;
use crate::output::Output;
use crate::prefix_free::Trie;
use crate::rng::Rng;
use crate::tools::cli;
use session::{How, Progress, Session};
use std::io::{BufRead, IsTerminal, Write};

/// A size option of a random start.
#[derive(Debug)]
pub struct SizeOption {
    /// Its flag (`--heaps`).
    pub flag: &'static str,
    /// What it sets, for the help.
    pub what: &'static str,
    /// Its value when not given.
    pub default: u64,
    /// Its smallest and largest values.
    pub range: (u64, u64),
}

/// What a game's builder gets: its parameters, the position's words (none for a random
/// start), the size options and the random generator.
pub struct Request<'a> {
    params: Vec<&'a str>,
    position: Vec<&'a str>,
    sizes: Vec<(&'static str, u64)>,
    spec: &'static Spec,
    rng: Rng,
}

impl Request<'_> {
    /// Size option `flag`: as given, else its default.
    fn size(&self, flag: &str) -> u64 {
        (self.sizes.iter().find(|(f, _)| *f == flag).map(|&(_, v)| v))
            .or_else(|| {
                self.spec
                    .sizes
                    .iter()
                    .find(|o| o.flag == flag)
                    .map(|o| o.default)
            })
            .expect("the game declares its size options")
    }

    /// Whether size option `flag` was given.
    fn given(&self, flag: &str) -> bool {
        self.sizes.iter().any(|(f, _)| *f == flag)
    }
}

/// A game ready to be played.
trait Match {
    /// Plays it in text; `origin` says where the start came from.
    fn play(self: Box<Self>, origin: &str, how: How, input: &mut dyn BufRead, out: &mut dyn Write);

    /// The game on a page, keeping at most `keep` moves.
    fn session(self: Box<Self>, keep: usize) -> Box<dyn Session>;
}

struct Start<G: Drawn> {
    game: G,
    pos: G::Pos,
}

impl<G> Match for Start<G>
where
    G: Drawn + Send + 'static,
    G::Pos: Send,
{
    fn play(self: Box<Self>, origin: &str, how: How, input: &mut dyn BufRead, out: &mut dyn Write) {
        session::play(self.game, self.pos, origin, how, input, out);
    }

    fn session(self: Box<Self>, keep: usize) -> Box<dyn Session> {
        Box::new(Progress::new(self.game, self.pos, false, keep))
    }
}

/// A game and its start, and whether the start was drawn at random.
type Built = Result<(Box<dyn Match>, bool), String>;

fn start<G>(game: G, pos: G::Pos, random: bool) -> Built
where
    G: Drawn + Send + 'static,
    G::Pos: Send,
{
    Ok((Box::new(Start { game, pos }), random))
}

/// One game of the catalogue.
pub struct Spec {
    /// Its name on the command line.
    pub name: &'static str,
    /// Its parameters, as the help names them.
    pub params: &'static [&'static str],
    /// What its position is written as (`HEAP...`).
    pub position: &'static str,
    /// One line of help.
    pub summary: &'static str,
    /// The size options of a random start.
    pub sizes: &'static [SizeOption],
    build: fn(&mut Request) -> Built,
}

const HEAPS: SizeOption = SizeOption {
    flag: "--heaps",
    what: "how many heaps",
    default: 3,
    range: (1, 8),
};

const fn max_heap(default: u64) -> SizeOption {
    SizeOption {
        flag: "--max",
        what: "the largest heap",
        default,
        // However many heaps are drawn, they hold at most MAX_STONES stones.
        range: (1, MAX_STONES / HEAPS.range.1),
    }
}

const COINS: SizeOption = SizeOption {
    flag: "--coins",
    what: "coins in the row, also with a position",
    default: 12,
    range: (1, MAX_ROW as u64),
};

/// The most coins of a row game (Mock Turtles has about n³/6 moves on n coins).
pub const MAX_ROW: usize = 64;

const ROWS: SizeOption = SizeOption {
    flag: "--rows",
    what: "rows of the board, also with a position",
    default: 4,
    range: (1, 16),
};

const COLS: SizeOption = SizeOption {
    flag: "--cols",
    what: "columns of the board, also with a position; see --rows",
    default: 4,
    range: (1, 16),
};

/// The largest heap (and chessman cell) a position may hold.
pub const MAX_HEAP: u64 = 1_000_000;

/// The most heaps, chessmen or pieces of paper a position may start with. With
/// [`MAX_STONES`], it keeps every game `play` accepts within its budget of 256 MiB and
/// well under a second per move: the computer's answer without a winning move looks at
/// every move, and each move of a heap game makes a copy of all the heaps.
pub const MAX_PARTS: usize = 64;

/// The most stones a heap game may start with, in all its heaps (a heap game has at most
/// one move per stone).
pub const MAX_STONES: u64 = 2_000_000;

/// The largest side of a piece of paper.
pub const MAX_SIDE: u64 = 100;

/// The largest length bound of the prefix-free game.
pub const MAX_LENGTH: u64 = 12;

/// The most cells of a board of the connected-block game (its moves grow exponentially).
pub const MAX_BLOCK_CELLS: usize = 20;

/// Every game, in the help's order.
pub const GAMES: &[Spec] = &[
    Spec {
        name: "nim",
        params: &[],
        position: "HEAP...",
        summary: "Nim: take any number of stones from one heap; the last stone wins",
        sizes: &[HEAPS, max_heap(7)],
        build: |r| heap_game(r, |_| Ok(Heaps::nim(STONES))),
    },
    Spec {
        name: "misere",
        params: &[],
        position: "HEAP...",
        summary: "misère Nim: as Nim, but whoever takes the last stone loses",
        sizes: &[HEAPS, max_heap(7)],
        build: |r| heap_game(r, |_| Ok(Heaps::misere(STONES))),
    },
    Spec {
        name: "snim",
        params: &["S"],
        position: "HEAP...",
        summary: "S-Nim: take exactly s stones from one heap, s in the set S (e.g. 2,5)",
        sizes: &[HEAPS, max_heap(12)],
        build: |r| {
            let set = parse_set(r.params[0], MAX_HEAP)?;
            let set: Vec<u64> = set.iter().map(|&s| s as u64).collect();
            heap_game(r, |max| {
                Heaps::snim(&set, max, STONES).map_err(|e| {
                    format!("S-Nim with this set cannot be played to a heap of {max}: {e}")
                })
            })
        },
    },
    Spec {
        name: "fibonacci",
        params: &[],
        position: "HEAP...",
        summary: "take a Fibonacci number of stones (1, 2, 3, 5, 8, ...) from one heap",
        sizes: &[HEAPS, max_heap(20)],
        build: |r| heap_game(r, |max| Ok(Heaps::fibonacci(max as usize, STONES))),
    },
    Spec {
        name: "staircase",
        params: &[],
        position: "CELL...",
        summary: "staircase Nim (POJ 1704): chessmen on cells 1, 2, ... move left",
        sizes: &[
            SizeOption {
                flag: "--chessmen",
                what: "how many chessmen",
                default: 4,
                range: (1, 12),
            },
            SizeOption {
                flag: "--cells",
                what: "cells 1 to M to start on",
                default: 12,
                range: (1, MAX_HEAP),
            },
        ],
        build: staircase,
    },
    Spec {
        name: "cutting",
        params: &[],
        position: "WxH...",
        summary: "the cutting game (POJ 2311): cut a piece in two; cutting out a 1x1 wins",
        sizes: &[SizeOption {
            flag: "--side",
            what: "the sheet's sides are 2 to M",
            default: 7,
            range: (2, MAX_SIDE),
        }],
        build: cutting,
    },
    Spec {
        name: "prefix-free",
        params: &["L"],
        position: "STRING...",
        summary: "the prefix-free game (ARC 087 E): add binary strings of length 1 to L",
        sizes: &[SizeOption {
            flag: "--strings",
            what: "random strings to try (without it, the empty set)",
            default: 2,
            range: (0, 8),
        }],
        build: prefix_free,
    },
    Spec {
        name: "one",
        params: &[],
        position: "COIN...",
        summary: "coins: turn one coin",
        sizes: &[COINS],
        build: line_game,
    },
    Spec {
        name: "one-or-two",
        params: &[],
        position: "COIN...",
        summary: "coins: turn one or two coins (Nim in disguise)",
        sizes: &[COINS],
        build: line_game,
    },
    Spec {
        name: "consecutive",
        params: &["K"],
        position: "COIN...",
        summary: "coins: turn exactly K consecutive coins",
        sizes: &[COINS],
        build: line_game,
    },
    Spec {
        name: "subtraction",
        params: &["S"],
        position: "COIN...",
        summary: "coins: turn x and one of x-s (s in S), or x alone if x is in S",
        sizes: &[COINS],
        build: line_game,
    },
    Spec {
        name: "twins",
        params: &["S"],
        position: "COIN...",
        summary: "coins: turn two coins, x and x-s with s in S",
        sizes: &[COINS],
        build: line_game,
    },
    Spec {
        name: "mock-turtles",
        params: &[],
        position: "COIN...",
        summary: "coins: turn one, two or three coins",
        sizes: &[COINS],
        build: line_game,
    },
    Spec {
        name: "ruler",
        params: &[],
        position: "COIN...",
        summary: "coins: turn any run of consecutive coins",
        sizes: &[COINS],
        build: line_game,
    },
    Spec {
        name: "runs",
        params: &["L"],
        position: "COIN...",
        summary: "coins: turn a run of consecutive coins whose length is in L (e.g. 1,4,9)",
        sizes: &[COINS],
        build: line_game,
    },
    Spec {
        name: "two",
        params: &[],
        position: "COIN...",
        summary: "coins: turn exactly two coins",
        sizes: &[COINS],
        build: line_game,
    },
    Spec {
        name: "grunt",
        params: &[],
        position: "COIN...",
        summary: "coins: turn four coins 0, a, x-a, x (Grundy's game in disguise)",
        sizes: &[COINS],
        build: line_game,
    },
    Spec {
        name: "block",
        params: &[],
        position: "X,Y...",
        summary: "board: turn an edge-connected set of coins inside [0,x] x [0,y]",
        sizes: &[ROWS, COLS],
        build: grid_game,
    },
    Spec {
        name: "corners",
        params: &[],
        position: "X,Y...",
        summary: "board: turn the four corners of a rectangle (Turning Corners, HDU 3404)",
        sizes: &[ROWS, COLS],
        build: grid_game,
    },
    Spec {
        name: "rugs",
        params: &[],
        position: "X,Y...",
        summary: "board: turn every coin of a rectangle",
        sizes: &[ROWS, COLS],
        build: grid_game,
    },
    Spec {
        name: "product",
        params: &["A", "B"],
        position: "X,Y...",
        summary: "board: the product of two row games (Tartan), e.g. runs:1,4 runs:1,3",
        sizes: &[ROWS, COLS],
        build: grid_game,
    },
];

/// The text of `play --help`, from [`GAMES`].
pub fn help() -> String {
    let mut s = String::from(
        "usage: play <game> [parameters] [position] [options]

Plays a game against the perfect strategy. Type a move in the game's terms; the computer
answers with a winning move when it has one (otherwise the move that keeps the game
longest), shows the position and its Grundy values after every move, and explains at the
end why the loser lost. Without a position the start is random. During a game, `undo`
takes back your last move and the computer's reply.

games:
",
    );
    for g in GAMES {
        let label: Vec<&str> = std::iter::once(g.name)
            .chain(g.params.iter().copied())
            .chain([g.position])
            .collect();
        s.push_str(&format!("  {:<28}{}\n", label.join(" "), g.summary));
    }
    s.push_str(
        "
options:
  --hint                      show a winning move (or that there is none) before each of yours
  --computer-first            the computer moves first (you move first by default)
  --practice                  hide the Grundy values and the verdict (`hint` still works)
  --seed S                    seed of the random start (default: from the clock; it is shown)

random starts (no position given), with the sizes' defaults:
",
    );
    // Games with the same size options share a line; then what each option sets.
    let mut lines: Vec<(String, Vec<&str>)> = Vec::new();
    let mut flags: Vec<&SizeOption> = Vec::new();
    for g in GAMES {
        let sizes: Vec<String> = (g.sizes.iter())
            .map(|o| format!("{} {}", o.flag, o.default))
            .collect();
        let sizes = sizes.join(" ");
        match lines.iter_mut().find(|(text, _)| *text == sizes) {
            Some((_, names)) => names.push(g.name),
            None => lines.push((sizes, vec![g.name])),
        }
        for o in g.sizes {
            if flags.iter().all(|f| f.flag != o.flag) {
                flags.push(o);
            }
        }
    }
    for (sizes, names) in lines {
        s.push_str(&format!("  {}: {sizes}\n", names.join(", ")));
    }
    for o in flags {
        let (lo, hi) = o.range;
        // A board's sides are bounded together too.
        let both = match o.flag {
            "--rows" => {
                format!("; rows × columns at most {MAX_COINS} coins, {MAX_BLOCK_CELLS} for block")
            }
            _ => String::new(),
        };
        s.push_str(&format!(
            "  {:<12}{}{both} ({lo} to {hi})\n",
            o.flag, o.what
        ));
    }
    s.push_str(
        "
positions: heaps and cells are numbers, pieces WxH, strings binary; row coins by their
numbers (as the classic notes number them: from 1, or from 0 for twins, mock-turtles, two
and grunt), board coins x,y (from 0; a product from its factors' first numbers); `all` is
every coin heads up, on a row of --coins coins or a board of --rows by --cols.
",
    );
    s
}

/// Plays `play` with command-line `args` (without the program name), reading the person's
/// lines from `input` and writing the game to `out`; `echo` echoes each line read.
///
/// # Errors
/// A usage error (one line, without `error: `), before anything is written.
pub fn run(
    args: &[String],
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    echo: bool,
) -> Result<(), String> {
    if args.iter().any(|a| a == "--help" || a == "-h") {
        let _ = out.write_all(help().as_bytes());
        return Ok(());
    }
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let (game, origin, how) = build(&args)?;
    game.play(&origin, How { echo, ..how }, input, out);
    Ok(())
}

/// The game a `play` command (its words after `play`) starts, on a page: the same game
/// from the same start as in a terminal, keeping at most `keep` moves (how to play, the
/// options `--hint`, `--computer-first` and `--practice`, is the page's to choose).
///
/// # Errors
/// The command's usage error, as `play` gives it.
///
/// ```
/// use grundy::study::play::session_of;
/// let game = session_of(&["nim", "1", "2", "4"], 100).unwrap();
/// assert!(game.view(false).text.starts_with("position: heaps 1 2 4\n"));
/// assert_eq!(session_of(&["chess"], 100).err().unwrap(), "unknown game `chess` (see --help)");
/// ```
pub fn session_of(args: &[&str], keep: usize) -> Result<Box<dyn Session>, String> {
    let (game, _, _) = build(args)?;
    Ok(game.session(keep))
}

/// The game and its start that command line `args` ask for, where the start came from,
/// and how to play it (without echo).
fn build(args: &[&str]) -> Result<(Box<dyn Match>, String, How), String> {
    let mut how = How {
        hint: false,
        computer_first: false,
        echo: false,
        practice: false,
    };
    let mut seed = None;
    let mut options: Vec<(&str, &str)> = Vec::new();
    let mut words: Vec<&str> = Vec::new();
    let mut rest = args.iter().copied();
    while let Some(a) = rest.next() {
        match a {
            "--hint" => how.hint = true,
            "--computer-first" => how.computer_first = true,
            "--practice" => how.practice = true,
            _ if a.starts_with("--") => {
                let v = rest.next().ok_or_else(|| format!("{a} needs a value"))?;
                if a == "--seed" {
                    seed = Some(cli::parse_number(v, "--seed", 0..=u64::MAX, "")?);
                } else {
                    options.push((a, v));
                }
            }
            _ => words.push(a),
        }
    }
    let Some((&name, rest)) = words.split_first() else {
        return Err("name a game: play <game> [parameters] [position] (see --help)".into());
    };
    let spec = GAMES
        .iter()
        .find(|g| g.name == name)
        .ok_or_else(|| format!("unknown game {} (see --help)", quote(name)))?;
    if rest.len() < spec.params.len() {
        return Err(format!(
            "{name} needs {} (see --help)",
            spec.params.join(" and ")
        ));
    }
    let mut sizes = Vec::new();
    for (flag, v) in options {
        let Some(opt) = spec.sizes.iter().find(|o| o.flag == flag) else {
            let own: Vec<&str> = spec.sizes.iter().map(|o| o.flag).collect();
            return Err(format!(
                "unknown option {} for {name} (its options: --hint, --computer-first, --practice, \
                 --seed, {})",
                quote(flag),
                own.join(", ")
            ));
        };
        let (lo, hi) = opt.range;
        sizes.push((opt.flag, cli::parse_number(v, flag, lo..=hi, "")?));
    }
    let seed = seed.unwrap_or_else(clock_seed);
    let mut request = Request {
        params: rest[..spec.params.len()].to_vec(),
        position: rest[spec.params.len()..].to_vec(),
        sizes,
        spec,
        rng: Rng::new(seed),
    };
    let (game, random) = (spec.build)(&mut request)?;
    let origin = if random {
        format!("a random position (seed {seed}; `--seed {seed}` plays it again)")
    } else {
        "the position given".to_string()
    };
    Ok((game, origin, how))
}

/// A seed from the clock, for a random start without `--seed`.
fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}

/// Runs `play` on the process's arguments, standard input and output, under the suite's
/// contract ([`crate::tools::cli`]); returns the exit status.
pub fn cli(args: impl IntoIterator<Item = std::ffi::OsString>) -> i32 {
    let args = cli::text_args(args).unwrap_or_else(|e| cli::usage_error(&e));
    let stdin = std::io::stdin();
    let echo = !stdin.is_terminal();
    let mut out = Output::stdout();
    match run(&args, &mut stdin.lock(), &mut out, echo) {
        Ok(()) => {
            let _ = out.flush();
            0
        }
        Err(e) => cli::usage_error(&e),
    }
}

/// Whole numbers in `lo..=hi`, named `what` in messages.
fn numbers(words: &[&str], what: &str, lo: u64, hi: u64) -> Result<Vec<u64>, String> {
    words
        .iter()
        .map(|w| cli::parse_number(w, what, lo..=hi, ""))
        .collect()
}

/// Refuses a position of more than [`MAX_PARTS`] parts (`what`: "heaps"), before reading
/// any of them.
fn few_parts(words: &[&str], what: &str) -> Result<(), String> {
    if words.len() > MAX_PARTS {
        return Err(format!(
            "{} {what} are too many to play (at most {MAX_PARTS}, to keep each move within \
             play's memory and time)",
            words.len()
        ));
    }
    Ok(())
}

/// A comma-separated set of whole numbers in `1..=max`, sorted and without repeats.
fn parse_set(text: &str, max: u64) -> Result<Vec<usize>, String> {
    let what = format!("set {}:", quote(text));
    let mut set = text
        .split(',')
        .map(|t| cli::parse_number(t, &what, 1..=max, "").map(|v| v as usize))
        .collect::<Result<Vec<usize>, String>>()?;
    set.sort_unstable();
    set.dedup();
    Ok(set)
}

/// A heap game from the position given (or drawn), the game made by `make` for heaps up to
/// the largest one: heaps never grow, so its tables need go no further.
fn heap_game(r: &mut Request, make: impl FnOnce(u64) -> Result<Heaps, String>) -> Built {
    let given = !r.position.is_empty();
    let heaps = if given {
        few_parts(&r.position, "heaps")?;
        let heaps = numbers(&r.position, "heap", 0, MAX_HEAP)?;
        let stones: u64 = heaps.iter().sum();
        if stones > MAX_STONES {
            return Err(format!(
                "{stones} stones in all are too many to play (at most {MAX_STONES}, to keep \
                 each move within play's memory and time)"
            ));
        }
        heaps
    } else {
        let (k, m) = (r.size("--heaps"), r.size("--max"));
        (0..k).map(|_| r.rng.range(1, m)).collect()
    };
    let game = make(heaps.iter().copied().max().unwrap_or(0))?;
    start(game, heaps, !given)
}

fn staircase(r: &mut Request) -> Built {
    let given = !r.position.is_empty();
    let mut cells = if given {
        few_parts(&r.position, "chessmen")?;
        let cells = numbers(&r.position, "cell", 1, MAX_HEAP)?;
        if let Some(c) = cells
            .iter()
            .enumerate()
            .find(|&(i, c)| cells[..i].contains(c))
        {
            return Err(format!("two chessmen at {}", c.1));
        }
        cells
    } else {
        let (k, m) = (r.size("--chessmen"), r.size("--cells"));
        if k > m {
            return Err(format!("{k} chessmen do not fit on {m} cells"));
        }
        crate::tools::problems::distinct(&mut r.rng, k as usize, 1, m)
    };
    cells.sort_unstable();
    start(Staircase, cells, !given)
}

fn cutting(r: &mut Request) -> Built {
    let given = !r.position.is_empty();
    let pieces: Vec<(u32, u32)> = if given {
        few_parts(&r.position, "pieces")?;
        let side = 1..=MAX_SIDE as u32;
        (r.position.iter())
            .map(|w| {
                parse_piece(w)
                    .filter(|(a, b)| side.contains(a) && side.contains(b))
                    .ok_or_else(|| {
                        format!(
                            "{} is not a piece WxH with sides from 1 to {MAX_SIDE}",
                            quote(w)
                        )
                    })
            })
            .collect::<Result<_, String>>()?
    } else {
        let m = r.size("--side");
        vec![(r.rng.range(2, m) as u32, r.rng.range(2, m) as u32)]
    };
    let side = pieces.iter().map(|&(w, h)| w.max(h)).max().unwrap_or(2);
    start(Cutting::new(side as usize), Sheets::new(&pieces), !given)
}

fn prefix_free(r: &mut Request) -> Built {
    let l = cli::parse_number(r.params[0], "L", 1..=MAX_LENGTH, "")?;
    // Without strings the game starts from the empty set, its natural start; `--strings`
    // asks for a random set.
    let random = r.position.is_empty() && r.given("--strings");
    let mut trie = Trie::new();
    let mut strings = Vec::new();
    if !random {
        for s in &r.position {
            trie.insert(s.as_bytes()).map_err(|c| {
                format!(
                    "string {} cannot join the set: {}",
                    quote(s),
                    crate::study::prefix_free::conflict_words(&c, &strings)
                )
            })?;
            if s.len() as u64 > l {
                return Err(format!("string {} is longer than L = {l}", quote(s)));
            }
            strings.push(s.to_string());
        }
    } else {
        for _ in 0..r.size("--strings") {
            let len = r.rng.range(1, l);
            let s: String = (0..len)
                .map(|_| if r.rng.chance(1, 2) { '1' } else { '0' })
                .collect();
            if trie.insert(s.as_bytes()).is_ok() {
                strings.push(s);
            }
        }
    }
    strings.sort_unstable();
    start(PrefixFree, StringSet { l, strings }, random)
}

/// A one-dimensional rule by name and parameter, with its title and its rule in words.
fn line_rule(name: &str, param: Option<&str>) -> Result<(Rule, &'static str, String), String> {
    let p = param.unwrap_or_default();
    let set = || parse_set(p, MAX_COINS as u64);
    Ok(match name {
        "one" => (Rule::OneCoin, "One coin", "turn one coin".into()),
        "one-or-two" => (
            Rule::OneOrTwo,
            "One or two coins",
            "turn one or two coins".into(),
        ),
        "consecutive" => {
            let k = cli::parse_number(p, "K", 1..=MAX_COINS as u64, "")?;
            let text = format!("turn exactly {k} consecutive coins");
            (Rule::Consecutive(k as usize), "Consecutive coins", text)
        }
        "subtraction" => {
            let text = format!(
                "turn a coin x and one of x-s, s in {{{p}}}, or x alone if x is in the set"
            );
            (
                Rule::Subtraction(set()?),
                "A subtraction game of coins",
                text,
            )
        }
        "twins" => {
            let text = format!("turn two coins, x and x-s with s in {{{p}}}");
            (Rule::Twins(set()?), "Twins", text)
        }
        "mock-turtles" => (
            Rule::MockTurtles,
            "Mock Turtles",
            "turn one, two or three coins".into(),
        ),
        "ruler" => (
            Rule::Ruler,
            "Ruler",
            "turn any run of consecutive coins".into(),
        ),
        "runs" => {
            let text = format!("turn a run of consecutive coins whose length is in {{{p}}}");
            (Rule::Runs(set()?), "Runs", text)
        }
        "two" => (
            Rule::ExactlyTwo,
            "Exactly two coins",
            "turn exactly two coins".into(),
        ),
        "grunt" => (
            Rule::Grunt,
            "Grunt",
            "turn four coins 0, a, x-a and x with 0 < a < x-a".into(),
        ),
        _ => return Err(format!("unknown row game {} (see --help)", quote(name))),
    })
}

/// Whether a coin game's position is the word `all`: every coin heads up.
fn all_heads(r: &Request) -> bool {
    r.position == ["all"]
}

fn line_game(r: &mut Request) -> Built {
    let (rule, title, text) = line_rule(r.spec.name, r.params.first().copied())?;
    let first = rule.first_label() as u64;
    let all = all_heads(r);
    let given = !r.position.is_empty();
    let words: &[&str] = if all { &[] } else { &r.position };
    let labels = numbers(words, "coin", first, first + MAX_ROW as u64 - 1)?;
    let coins = if r.given("--coins") || !given || all {
        r.size("--coins")
    } else {
        labels.iter().max().map_or(1, |&l| l - first + 1)
    } as usize;
    let mut idx = Vec::new();
    for &l in &labels {
        let i = (l - first) as usize;
        if i >= coins {
            return Err(format!(
                "coin {l} is off the row of {coins} coins ({first} to {})",
                first + coins as u64 - 1
            ));
        }
        idx.push((i, l.to_string()));
    }
    let board = Board::Line { rule, coins };
    let game = CoinGameBoard::new(board, title, &text);
    let heads = heads(r, given, all, coins, &idx)?;
    start(game, heads, !given)
}

fn grid_game(r: &mut Request) -> Built {
    let (rule, title, text) = match r.spec.name {
        "block" => (
            Rule2::Block,
            "Connected block",
            "turn an edge-connected set of coins inside [0, x] × [0, y] containing (x, y)".into(),
        ),
        "corners" => (
            Rule2::Corners,
            "Turning Corners",
            "turn the four corners (a, b), (a, y), (x, b), (x, y) of a rectangle, a < x, b < y"
                .into(),
        ),
        "rugs" => (
            Rule2::Rugs,
            "Rugs",
            "turn every coin of a rectangle [a, x] × [b, y]".into(),
        ),
        _ => {
            let factor = |t: &str| {
                let (name, param) = match t.split_once(':') {
                    Some((n, p)) => (n, Some(p)),
                    None => (t, None),
                };
                line_rule(name, param).map(|(rule, _, _)| rule)
            };
            let (a, b) = (factor(r.params[0])?, factor(r.params[1])?);
            let text = format!(
                "a move of {} at x times a move of {} at y turns every pair of their coins",
                r.params[0], r.params[1]
            );
            (Rule2::Product(a, b), "A product game (Tartan)", text)
        }
    };
    let all = all_heads(r);
    let given = !r.position.is_empty();
    let words: &[&str] = if all { &[] } else { &r.position };
    let cells: Vec<(u64, u64)> = (words.iter())
        .map(|w| {
            let bad = || format!("{} is not a coin x,y", quote(w));
            let (x, y) = w.split_once(',').ok_or_else(bad)?;
            Ok((x.parse().map_err(|_| bad())?, y.parse().map_err(|_| bad())?))
        })
        .collect::<Result<_, String>>()?;
    let (fx, fy) = match &rule {
        Rule2::Product(a, b) => (a.first_label() as u64, b.first_label() as u64),
        _ => (0, 0),
    };
    let fits = |v: u64, first: u64| v >= first && v - first < 16;
    if let Some(&(x, y)) = cells.iter().find(|&&(x, y)| !fits(x, fx) || !fits(y, fy)) {
        return Err(format!(
            "coin {x},{y} is off the board (rows from {fx}, columns from {fy}, 16 at most)"
        ));
    }
    let span = |flag: &str, coordinate: fn(&(u64, u64)) -> u64, first: u64| {
        if r.given(flag) || !given || all {
            r.size(flag) as usize
        } else {
            cells
                .iter()
                .map(coordinate)
                .max()
                .map_or(1, |v| (v - first + 1) as usize)
        }
    };
    let (rows, cols) = (span("--rows", |c| c.0, fx), span("--cols", |c| c.1, fy));
    if rows * cols > MAX_COINS || (rule == Rule2::Block && rows * cols > MAX_BLOCK_CELLS) {
        let most = if rule == Rule2::Block {
            MAX_BLOCK_CELLS
        } else {
            MAX_COINS
        };
        return Err(format!(
            "a {rows} x {cols} board is too large for {} (at most {most} coins)",
            r.spec.name
        ));
    }
    let idx: Vec<(usize, String)> = (cells.iter())
        .map(|&(x, y)| {
            let (i, j) = ((x - fx) as usize, (y - fy) as usize);
            if i < rows && j < cols {
                Ok((i * cols + j, format!("{x},{y}")))
            } else {
                Err(format!("coin {x},{y} is off the {rows} x {cols} board"))
            }
        })
        .collect::<Result<_, String>>()?;
    let game = CoinGameBoard::new(Board::Grid { rule, rows, cols }, title, &text);
    let heads = heads(r, given, all, rows * cols, &idx)?;
    start(game, heads, !given)
}

/// The heads of a coin game of `coins` coins: every coin (`all`), the given coins (index
/// and label, each on the board), each at most once, or a random half.
fn heads(
    r: &mut Request,
    given: bool,
    all: bool,
    coins: usize,
    idx: &[(usize, String)],
) -> Result<u128, String> {
    if all {
        return Ok(u128::MAX >> (128 - coins));
    }
    if given {
        let mut set = 0u128;
        for (i, label) in idx {
            if set >> i & 1 == 1 {
                return Err(format!("coin {label} is given twice"));
            }
            set |= 1 << i;
        }
        return Ok(set);
    }
    loop {
        let set = (0..coins)
            .filter(|_| r.rng.chance(1, 2))
            .fold(0u128, |s, i| s | 1 << i);
        if set != 0 {
            return Ok(set);
        }
    }
}
