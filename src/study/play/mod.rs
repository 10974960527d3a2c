//! `play <game> [parameters] [position] [options]`: a game against the perfect strategy
//! in the terminal (or through a pipe).
//!
//! The games are the suite's: Nim, misère Nim, S-Nim with a chosen set, the Fibonacci
//! game, staircase Nim, the cutting game, the prefix-free game, and the coin-turning games
//! of [`crate::coins`] in one and two dimensions. Each row of the catalogue ([`GAMES`])
//! names a game, its parameters, what its position is written as, the size options of a
//! random start, and how to build it; the help derives from the rows. The game itself is
//! [`session::play`], the same for every game.

pub mod exercise;
pub mod mistake;
pub mod session;

use super::coin_games::{Board, CoinGameBoard, MAX_COINS};
use super::cutting::{Cutting, Sheets, parse_piece};
use super::game::Drawn;
use super::heaps::Heaps;
use super::limits::{MAX_HEAP, MAX_LENGTH, MAX_PARTS, MAX_ROW, MAX_SIDE, MAX_STONES};
use super::prefix_free::{PrefixFree, StringSet};
use super::staircase::Staircase;
use super::vocab::of_game;
use crate::coins::{Rule, Rule2};
use crate::i18n::{Lang, Text};
use crate::input::quote;
use crate::msg;
use crate::output::Output;
use crate::prefix_free::Trie;
use crate::rng::Rng;
use crate::runtime::cli;
use session::{How, Progress, Session};
use std::io::{BufRead, IsTerminal, Write};

/// A size option of a random start.
#[derive(Debug)]
pub struct SizeOption {
    /// Its flag (`--heaps`).
    pub flag: &'static str,
    /// What it sets, for the help.
    pub what: Text,
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
    lang: Lang,
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
    fn play(self: Box<Self>, origin: &Text, how: How, input: &mut dyn BufRead, out: &mut dyn Write);

    /// The game on a page, keeping at most `keep` moves, saying everything in `lang`.
    fn session(self: Box<Self>, keep: usize, lang: Lang) -> Box<dyn Session>;

    /// The position as an exercise (when `lose` and it is won: the position its first
    /// winning move leaves).
    fn quiz(self: Box<Self>, lose: bool) -> Box<dyn exercise::Quiz>;
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
    fn play(
        self: Box<Self>,
        origin: &Text,
        how: How,
        input: &mut dyn BufRead,
        out: &mut dyn Write,
    ) {
        session::play(self.game, self.pos, origin, how, input, out);
    }

    fn session(self: Box<Self>, keep: usize, lang: Lang) -> Box<dyn Session> {
        Box::new(Progress::new(self.game, self.pos, false, keep, lang))
    }

    fn quiz(self: Box<Self>, lose: bool) -> Box<dyn exercise::Quiz> {
        exercise::Question::boxed(self.game, self.pos, lose)
    }
}

/// A game and its start, and whether the start was drawn at random.
type Built = Result<(Box<dyn Match>, bool), Text>;

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
    pub summary: Text,
    /// The size options of a random start.
    pub sizes: &'static [SizeOption],
    build: fn(&mut Request) -> Built,
}

/// The most heaps of a random start.
const MOST_HEAPS: u64 = 8;

const HEAPS: SizeOption = SizeOption {
    flag: "--heaps",
    what: msg!("play-size-heaps"),
    default: 3,
    range: (1, MOST_HEAPS),
};

const fn max_heap(default: u64) -> SizeOption {
    SizeOption {
        flag: "--max",
        what: msg!("play-size-max"),
        default,
        // However many heaps are drawn, they hold at most MAX_STONES stones.
        range: (1, MAX_STONES / MOST_HEAPS),
    }
}

const COINS: SizeOption = SizeOption {
    flag: "--coins",
    what: msg!("play-size-coins"),
    default: 12,
    range: (1, MAX_ROW as u64),
};

const ROWS: SizeOption = SizeOption {
    flag: "--rows",
    what: msg!("play-size-rows"),
    default: 4,
    range: (1, 16),
};

const COLS: SizeOption = SizeOption {
    flag: "--cols",
    what: msg!("play-size-cols"),
    default: 4,
    range: (1, 16),
};

/// The most cells of a board of the connected-block game (its moves grow exponentially).
pub const MAX_BLOCK_CELLS: usize = 20;

/// Every game, in the help's order.
pub const GAMES: &[Spec] = &[
    Spec {
        name: "nim",
        params: &[],
        position: "HEAP...",
        summary: msg!("play-game-nim"),
        sizes: &[HEAPS, max_heap(7)],
        build: |r| heap_game(r, |_| Ok(Heaps::nim(of_game("nim")))),
    },
    Spec {
        name: "misere",
        params: &[],
        position: "HEAP...",
        summary: msg!("play-game-misere"),
        sizes: &[HEAPS, max_heap(7)],
        build: |r| heap_game(r, |_| Ok(Heaps::misere(of_game("misere")))),
    },
    Spec {
        name: "snim",
        params: &["S"],
        position: "HEAP...",
        summary: msg!("play-game-snim"),
        sizes: &[HEAPS, max_heap(12)],
        build: |r| {
            let set = parse_set(r.params[0], MAX_HEAP, r.lang)?;
            let set: Vec<u64> = set.iter().map(|&s| s as u64).collect();
            heap_game(r, |max| {
                Heaps::snim(&set, max, of_game("snim")).map_err(|e| Text::Raw(e.to_string()))
            })
        },
    },
    Spec {
        name: "fibonacci",
        params: &[],
        position: "HEAP...",
        summary: msg!("play-game-fibonacci"),
        sizes: &[HEAPS, max_heap(20)],
        build: |r| {
            heap_game(r, |max| {
                Ok(Heaps::fibonacci(max as usize, of_game("fibonacci")))
            })
        },
    },
    Spec {
        name: "staircase",
        params: &[],
        position: "CELL...",
        summary: msg!("play-game-staircase"),
        sizes: &[
            SizeOption {
                flag: "--chessmen",
                what: msg!("play-size-chessmen"),
                default: 4,
                range: (1, 12),
            },
            SizeOption {
                flag: "--cells",
                what: msg!("play-size-cells"),
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
        summary: msg!("play-game-cutting"),
        sizes: &[SizeOption {
            flag: "--side",
            what: msg!("play-size-side"),
            default: 7,
            range: (2, MAX_SIDE),
        }],
        build: cutting,
    },
    Spec {
        name: "prefix-free",
        params: &["L"],
        position: "STRING...",
        summary: msg!("play-game-prefix-free"),
        sizes: &[SizeOption {
            flag: "--strings",
            what: msg!("play-size-strings"),
            default: 2,
            range: (0, 8),
        }],
        build: prefix_free,
    },
    Spec {
        name: "one",
        params: &[],
        position: "COIN...",
        summary: msg!("play-game-one"),
        sizes: &[COINS],
        build: line_game,
    },
    Spec {
        name: "one-or-two",
        params: &[],
        position: "COIN...",
        summary: msg!("play-game-one-or-two"),
        sizes: &[COINS],
        build: line_game,
    },
    Spec {
        name: "consecutive",
        params: &["K"],
        position: "COIN...",
        summary: msg!("play-game-consecutive"),
        sizes: &[COINS],
        build: line_game,
    },
    Spec {
        name: "subtraction",
        params: &["S"],
        position: "COIN...",
        summary: msg!("play-game-subtraction"),
        sizes: &[COINS],
        build: line_game,
    },
    Spec {
        name: "twins",
        params: &["S"],
        position: "COIN...",
        summary: msg!("play-game-twins"),
        sizes: &[COINS],
        build: line_game,
    },
    Spec {
        name: "mock-turtles",
        params: &[],
        position: "COIN...",
        summary: msg!("play-game-mock-turtles"),
        sizes: &[COINS],
        build: line_game,
    },
    Spec {
        name: "ruler",
        params: &[],
        position: "COIN...",
        summary: msg!("play-game-ruler"),
        sizes: &[COINS],
        build: line_game,
    },
    Spec {
        name: "runs",
        params: &["L"],
        position: "COIN...",
        summary: msg!("play-game-runs"),
        sizes: &[COINS],
        build: line_game,
    },
    Spec {
        name: "two",
        params: &[],
        position: "COIN...",
        summary: msg!("play-game-two"),
        sizes: &[COINS],
        build: line_game,
    },
    Spec {
        name: "grunt",
        params: &[],
        position: "COIN...",
        summary: msg!("play-game-grunt"),
        sizes: &[COINS],
        build: line_game,
    },
    Spec {
        name: "block",
        params: &[],
        position: "X,Y...",
        summary: msg!("play-game-block"),
        sizes: &[ROWS, COLS],
        build: grid_game,
    },
    Spec {
        name: "corners",
        params: &[],
        position: "X,Y...",
        summary: msg!("play-game-corners"),
        sizes: &[ROWS, COLS],
        build: grid_game,
    },
    Spec {
        name: "rugs",
        params: &[],
        position: "X,Y...",
        summary: msg!("play-game-rugs"),
        sizes: &[ROWS, COLS],
        build: grid_game,
    },
    Spec {
        name: "product",
        params: &["A", "B"],
        position: "X,Y...",
        summary: msg!("play-game-product"),
        sizes: &[ROWS, COLS],
        build: grid_game,
    },
];

/// The text of `play --help` in `lang`, from [`GAMES`].
pub fn help(lang: Lang) -> String {
    let t = |text: Text| text.render(lang);
    let mut s = t(msg!("play-help-head")) + "\n";
    for g in GAMES {
        let label: Vec<&str> = std::iter::once(g.name)
            .chain(g.params.iter().copied())
            .chain([g.position])
            .collect();
        // A Chinese line writes its ellipsis as Chinese does (`HEAP…`).
        let label = match lang {
            Lang::Zh => format!("`{}`", label.join(" ").replace("...", "…")),
            Lang::En => label.join(" "),
        };
        s.push_str(&format!("  {:<28}{}\n", label, t(g.summary.clone())));
    }
    s.push('\n');
    s.push_str(&(t(msg!("play-help-options")) + "\n"));
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
        let sep = lang.format("list-sep", &[]);
        let colon = match lang {
            Lang::Zh => "：",
            Lang::En => ": ",
        };
        s.push_str(&format!("  {}{colon}{sizes}\n", names.join(&sep)));
    }
    for o in flags {
        let (lo, hi) = o.range;
        // A board's sides are bounded together too.
        let what = match o.flag {
            "--rows" => msg!(
                "play-size-rows-both",
                what = &o.what,
                coins = MAX_COINS,
                block = MAX_BLOCK_CELLS
            ),
            _ => o.what.clone(),
        };
        let line = msg!("play-size-line", what = what, lo = lo, hi = hi);
        s.push_str(&format!("  {:<12}{}\n", o.flag, t(line)));
    }
    s.push('\n');
    s.push_str(&(t(msg!("play-help-positions")) + "\n"));
    crate::runtime::wrap::help(&s)
}

/// Plays `play` with command-line `args` (without the program name), reading the person's
/// lines from `input` and writing the game to `out` in `lang`; `echo` echoes each line
/// read.
///
/// # Errors
/// A usage error (one line, without `error: `, in `lang`), before anything is written.
pub fn run(
    args: &[String],
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    echo: bool,
    lang: Lang,
) -> Result<(), String> {
    if args.iter().any(|a| a == "--help" || a == "-h") {
        let _ = out.write_all(help(lang).as_bytes());
        return Ok(());
    }
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    if let Some(at) = args.iter().position(|&a| a == "--exercise") {
        let rest: Vec<&str> = (args.iter().enumerate())
            .filter(|&(i, _)| i != at)
            .map(|(_, &a)| a)
            .collect();
        exercise::run(&rest, input, out, echo, lang)?;
        return Ok(());
    }
    let (game, origin, how) = build(&args, lang)?;
    game.play(&origin, How { echo, ..how }, input, out);
    Ok(())
}

/// The game a `play` command (its words after `play`) starts, on a page: the same game
/// from the same start as in a terminal, keeping at most `keep` moves (how to play, the
/// options `--hint`, `--computer-first` and `--practice`, is the page's to choose), in
/// English (the study desk's language).
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
    let (game, _, _) = build(args, Lang::En)?;
    Ok(game.session(keep, Lang::En))
}

/// The game and its start that command line `args` ask for, where the start came from,
/// and how to play it (without echo).
fn build(args: &[&str], lang: Lang) -> Result<(Box<dyn Match>, Text, How), String> {
    let t = |text: Text| text.render(lang);
    let mut how = How {
        hint: false,
        computer_first: false,
        echo: false,
        practice: false,
        strict: false,
        lang,
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
            "--strict" => how.strict = true,
            _ if a.starts_with("--") => {
                let v = rest
                    .next()
                    .ok_or_else(|| t(msg!("option-needs-value", option = a)))?;
                if a == "--seed" {
                    seed = Some(cli::parse_number_in(lang, v, "--seed", 0..=u64::MAX, "")?);
                } else {
                    options.push((a, v));
                }
            }
            _ => words.push(a),
        }
    }
    let Some((&name, rest)) = words.split_first() else {
        return Err(t(msg!("play-name-a-game")));
    };
    let spec = GAMES
        .iter()
        .find(|g| g.name == name)
        .ok_or_else(|| t(msg!("play-unknown-game", game = quote(name))))?;
    if rest.len() < spec.params.len() {
        return Err(t(msg!(
            "play-needs-params",
            game = name,
            params = spec.params.join(" and ")
        )));
    }
    let mut sizes = Vec::new();
    for (flag, v) in options {
        let Some(opt) = spec.sizes.iter().find(|o| o.flag == flag) else {
            let own: Vec<&str> = spec.sizes.iter().map(|o| o.flag).collect();
            return Err(t(msg!(
                "play-unknown-option",
                option = quote(flag),
                game = name,
                own = own.join(&lang.format("list-sep", &[]))
            )));
        };
        let (lo, hi) = opt.range;
        sizes.push((opt.flag, cli::parse_number_in(lang, v, flag, lo..=hi, "")?));
    }
    let seed = seed.unwrap_or_else(clock_seed);
    let mut request = Request {
        params: rest[..spec.params.len()].to_vec(),
        position: rest[spec.params.len()..].to_vec(),
        sizes,
        spec,
        rng: Rng::new(seed),
        lang,
    };
    let (game, random) = (spec.build)(&mut request).map_err(t)?;
    let origin = if random {
        msg!("play-origin-random", seed = seed)
    } else {
        msg!("play-origin-given")
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
/// contract ([`crate::runtime::cli`]); returns the exit status.
pub fn cli(args: impl IntoIterator<Item = std::ffi::OsString>) -> i32 {
    let (lang, args) = cli::lang_and_text_args(args).unwrap_or_else(|e| cli::usage_error(&e));
    let stdin = std::io::stdin();
    let echo = !stdin.is_terminal();
    let mut out = Output::stdout();
    match run(&args, &mut stdin.lock(), &mut out, echo, lang) {
        Ok(()) => {
            let _ = out.flush();
            0
        }
        Err(e) => cli::usage_error(&e),
    }
}

/// Whole numbers in `lo..=hi`, named `what` in messages (in `lang`).
fn numbers(words: &[&str], what: Text, lo: u64, hi: u64, lang: Lang) -> Result<Vec<u64>, Text> {
    let what = what.render(lang);
    words
        .iter()
        .map(|w| cli::parse_number_in(lang, w, &what, lo..=hi, "").map_err(Text::Raw))
        .collect()
}

/// Refuses a position of more than [`MAX_PARTS`] parts (`what`: `heaps`), before reading
/// any of them.
fn few_parts(words: &[&str], what: &str) -> Result<(), Text> {
    if words.len() > MAX_PARTS {
        return Err(msg!(
            "play-too-many-parts",
            n = words.len(),
            what = what,
            most = MAX_PARTS
        ));
    }
    Ok(())
}

/// A comma-separated set of whole numbers in `1..=max`, sorted and without repeats.
fn parse_set(text: &str, max: u64, lang: Lang) -> Result<Vec<usize>, Text> {
    let what = msg!("play-set", set = quote(text)).render(lang);
    let mut set = text
        .split(',')
        .map(|t| cli::parse_number_in(lang, t, &what, 1..=max, "").map(|v| v as usize))
        .collect::<Result<Vec<usize>, String>>()
        .map_err(Text::Raw)?;
    set.sort_unstable();
    set.dedup();
    Ok(set)
}

/// A heap game from the position given (or drawn), the game made by `make` for heaps up to
/// the largest one: heaps never grow, so its tables need go no further.
fn heap_game(r: &mut Request, make: impl FnOnce(u64) -> Result<Heaps, Text>) -> Built {
    let given = !r.position.is_empty();
    // The errors name the heaps as the game does (`vocab`): colours of M&Ms, piles, heaps.
    let kind = of_game(r.spec.name).kind;
    let (parts, word) = match kind {
        "mms" => ("colours", msg!("word-colour")),
        "piles" => ("piles", msg!("word-pile")),
        _ => ("heaps", msg!("word-heap")),
    };
    let heaps = if given {
        few_parts(&r.position, parts)?;
        let heaps = numbers(&r.position, word, 0, MAX_HEAP, r.lang)?;
        let stones: u64 = heaps.iter().sum();
        if stones > MAX_STONES {
            return Err(msg!(
                "play-too-many-stones",
                kind = kind,
                stones = stones,
                most = MAX_STONES
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
        let cells = numbers(&r.position, msg!("word-cell"), 1, MAX_HEAP, r.lang)?;
        if let Some(c) = cells
            .iter()
            .enumerate()
            .find(|&(i, c)| cells[..i].contains(c))
        {
            return Err(msg!("play-two-chessmen", cell = *c.1));
        }
        cells
    } else {
        let (k, m) = (r.size("--chessmen"), r.size("--cells"));
        if k > m {
            return Err(msg!("play-chessmen-do-not-fit", chessmen = k, cells = m));
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
                    .ok_or_else(|| msg!("play-not-a-piece", word = quote(w), most = MAX_SIDE))
            })
            .collect::<Result<_, Text>>()?
    } else {
        let m = r.size("--side");
        vec![(r.rng.range(2, m) as u32, r.rng.range(2, m) as u32)]
    };
    let side = pieces.iter().map(|&(w, h)| w.max(h)).max().unwrap_or(2);
    start(Cutting::new(side as usize), Sheets::new(&pieces), !given)
}

fn prefix_free(r: &mut Request) -> Built {
    let l =
        cli::parse_number_in(r.lang, r.params[0], "L", 1..=MAX_LENGTH, "").map_err(Text::Raw)?;
    // Without strings the game starts from the empty set, its natural start; `--strings`
    // asks for a random set.
    let random = r.position.is_empty() && r.given("--strings");
    let mut trie = Trie::new();
    let mut strings = Vec::new();
    if !random {
        for s in &r.position {
            trie.insert(s.as_bytes()).map_err(|c| {
                msg!(
                    "position-string-conflict",
                    string = quote(s),
                    why = crate::study::prefix_free::conflict_words(&c, &strings)
                )
            })?;
            if s.len() as u64 > l {
                return Err(msg!("play-string-too-long", string = quote(s), l = l));
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
fn line_rule(name: &str, param: Option<&str>, lang: Lang) -> Result<(Rule, Text, Text), Text> {
    let p = param.unwrap_or_default();
    let set = || parse_set(p, MAX_COINS as u64, lang);
    Ok(match name {
        "one" => (Rule::OneCoin, msg!("coin-game-one"), msg!("coin-rule-one")),
        "one-or-two" => (
            Rule::OneOrTwo,
            msg!("coin-game-one-or-two"),
            msg!("coin-rule-one-or-two"),
        ),
        "consecutive" => {
            let k =
                cli::parse_number_in(lang, p, "K", 1..=MAX_COINS as u64, "").map_err(Text::Raw)?;
            let text = msg!("coin-rule-consecutive", k = k);
            (
                Rule::Consecutive(k as usize),
                msg!("coin-game-consecutive"),
                text,
            )
        }
        "subtraction" => {
            let text = msg!("coin-rule-subtraction", set = p);
            (
                Rule::Subtraction(set()?),
                msg!("coin-game-subtraction"),
                text,
            )
        }
        "twins" => {
            let text = msg!("coin-rule-twins", set = p);
            (Rule::Twins(set()?), msg!("coin-game-twins"), text)
        }
        "mock-turtles" => (
            Rule::MockTurtles,
            msg!("coin-game-mock-turtles"),
            msg!("coin-rule-mock-turtles"),
        ),
        "ruler" => (
            Rule::Ruler,
            msg!("coin-game-ruler"),
            msg!("coin-rule-ruler"),
        ),
        "runs" => {
            let text = msg!("coin-rule-runs", set = p);
            (Rule::Runs(set()?), msg!("coin-game-runs"), text)
        }
        "two" => (
            Rule::ExactlyTwo,
            msg!("coin-game-two"),
            msg!("coin-rule-two"),
        ),
        "grunt" => (
            Rule::Grunt,
            msg!("coin-game-grunt"),
            msg!("coin-rule-grunt"),
        ),
        _ => return Err(msg!("play-unknown-row-game", game = quote(name))),
    })
}

/// Whether a coin game's position is the word `all`: every coin heads up.
fn all_heads(r: &Request) -> bool {
    r.position == ["all"]
}

fn line_game(r: &mut Request) -> Built {
    let (rule, title, text) = line_rule(r.spec.name, r.params.first().copied(), r.lang)?;
    let first = rule.first_label() as u64;
    let all = all_heads(r);
    let given = !r.position.is_empty();
    let words: &[&str] = if all { &[] } else { &r.position };
    let labels = numbers(
        words,
        msg!("word-coin"),
        first,
        first + MAX_ROW as u64 - 1,
        r.lang,
    )?;
    let coins = if r.given("--coins") || !given || all {
        r.size("--coins")
    } else {
        labels.iter().max().map_or(1, |&l| l - first + 1)
    } as usize;
    let mut idx = Vec::new();
    for &l in &labels {
        let i = (l - first) as usize;
        if i >= coins {
            return Err(msg!(
                "play-coin-off-row",
                coin = l,
                coins = coins,
                first = first,
                last = first + coins as u64 - 1
            ));
        }
        idx.push((i, l.to_string()));
    }
    let board = Board::Line { rule, coins };
    let game = CoinGameBoard::new(board, title, text);
    let heads = heads(r, given, all, coins, &idx)?;
    start(game, heads, !given)
}

fn grid_game(r: &mut Request) -> Built {
    let (rule, title, text) = match r.spec.name {
        "block" => (
            Rule2::Block,
            msg!("coin-game-block"),
            msg!("coin-rule-block"),
        ),
        "corners" => (
            Rule2::Corners,
            msg!("coin-game-corners"),
            msg!("coin-rule-corners"),
        ),
        "rugs" => (Rule2::Rugs, msg!("coin-game-rugs"), msg!("coin-rule-rugs")),
        _ => {
            let factor = |t: &str| {
                let (name, param) = match t.split_once(':') {
                    Some((n, p)) => (n, Some(p)),
                    None => (t, None),
                };
                line_rule(name, param, r.lang).map(|(rule, _, _)| rule)
            };
            let (a, b) = (factor(r.params[0])?, factor(r.params[1])?);
            let text = msg!("coin-rule-product", a = r.params[0], b = r.params[1]);
            (Rule2::Product(a, b), msg!("coin-game-product"), text)
        }
    };
    let all = all_heads(r);
    let given = !r.position.is_empty();
    let words: &[&str] = if all { &[] } else { &r.position };
    let cells: Vec<(u64, u64)> = (words.iter())
        .map(|w| {
            let bad = || msg!("play-not-a-cell", word = quote(w));
            let (x, y) = w.split_once(',').ok_or_else(bad)?;
            Ok((x.parse().map_err(|_| bad())?, y.parse().map_err(|_| bad())?))
        })
        .collect::<Result<_, Text>>()?;
    let (fx, fy) = match &rule {
        Rule2::Product(a, b) => (a.first_label() as u64, b.first_label() as u64),
        _ => (0, 0),
    };
    let fits = |v: u64, first: u64| v >= first && v - first < 16;
    if let Some(&(x, y)) = cells.iter().find(|&&(x, y)| !fits(x, fx) || !fits(y, fy)) {
        return Err(msg!("play-cell-off-board", x = x, y = y, fx = fx, fy = fy));
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
        return Err(msg!(
            "play-board-too-large",
            rows = rows,
            cols = cols,
            game = r.spec.name,
            most = most
        ));
    }
    let idx: Vec<(usize, String)> = (cells.iter())
        .map(|&(x, y)| {
            let (i, j) = ((x - fx) as usize, (y - fy) as usize);
            if i < rows && j < cols {
                Ok((i * cols + j, format!("{x},{y}")))
            } else {
                Err(msg!(
                    "play-cell-off",
                    x = x,
                    y = y,
                    rows = rows,
                    cols = cols
                ))
            }
        })
        .collect::<Result<_, Text>>()?;
    let game = CoinGameBoard::new(Board::Grid { rule, rows, cols }, title, text);
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
) -> Result<u128, Text> {
    if all {
        return Ok(u128::MAX >> (128 - coins));
    }
    if given {
        let mut set = 0u128;
        for (i, label) in idx {
            if set >> i & 1 == 1 {
                return Err(msg!("play-coin-twice", coin = label));
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
