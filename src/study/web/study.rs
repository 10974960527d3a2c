//! What a tab studies: one position of one problem, as `explain` teaches it (its lesson,
//! built by the same functions as `explain`'s text), drawn in the problem's own picture,
//! with the table of `sg_table` that holds its values (a picture, its components
//! outlined) and the game `play` starts from it: every one of them named by the lesson's
//! own `next:` lines, so that the page, `explain`, `play` and `sg_table` agree by
//! construction.

use super::draw;
use crate::i18n::{Lang, Text};
use crate::msg;
use crate::study::corners::TurningCorners;
use crate::study::cutting::{Cutting, Sheets};
use crate::study::explain::cases::{Cases, Sink};
use crate::study::explain::input_words::read_judge_input;
use crate::study::explain::lesson::{Lesson, Line, Next};
use crate::study::flipping::{FlipBoard, LIST_MAX};
use crate::study::game::{CAP, Drawn, Explained, Show};
use crate::study::heaps::Heaps;
use crate::study::mock_turtles::MockTurtles;
use crate::study::prefix_free::PrefixFree;
use crate::study::sg_table::picture::picture_in;
use crate::study::sg_table::{MAX_CELLS, Request, entries, parse_args};
use crate::study::staircase::Staircase;
use crate::study::vocab::of_problem;

/// The most entries of a table a page draws: 1024 (a picture of that many is about 400 KB;
/// `sg_table --svg` draws up to [`MAX_CELLS`]).
pub const TABLE_CELLS: usize = 1024;

/// The most numbers in a position the desk takes: 1 000 (heaps, chessmen, places, each
/// coordinate of a light, each size of S; each string of ARC 087 E counts as one). A judge
/// input's cases can be larger: `explain` on the command line takes them, the desk refuses
/// them at once, before computing anything, so that every answer stays within the sizes
/// `docs/studying.md` lists.
pub const MAX_NUMBERS: usize = 1000;

/// The most characters of ARC 087 E's strings together in a position the desk takes:
/// 2 000 (the lesson names each free subtree, one per character).
pub const MAX_STRING_CHARS: usize = 2000;

/// The most parts (heaps, pairs' chessmen, heads, free subtrees) a picture draws: 64,
/// `play`'s own limit ([`crate::study::limits::MAX_PARTS`]), so that every game played is
/// drawn whole. A larger position is drawn by its first 64 parts (for POJ 1704, the last 64
/// chessmen: pairs are made from the right), with a note saying how many there are; the
/// lesson beside it keeps every value and every winning move.
pub const DRAWN: usize = crate::study::limits::MAX_PARTS;

/// A case of a judge input: its label (`case 2`, `case 1, position 3 (S = {2, 5})`) and its
/// position's words, or none for a case without a position.
pub type Case = (Text, Option<String>);

/// A position's table: its `sg_table` command, what to find there, and its picture in
/// each language, in the order of [`Lang::ALL`] (or why it is not drawn).
pub type Table = (String, Text, Result<Vec<String>, Text>);

/// One position studied.
pub struct Study {
    /// The problem's id.
    pub problem: &'static str,
    /// The position, as its words (what `explain <id>` takes after the id).
    pub words: String,
    /// The position taught, as `explain` teaches it.
    pub lesson: Lesson,
    /// The position drawn as `explain` sees it (not clickable), with its winning moves
    /// marked: in each language, in the order of [`Lang::ALL`] ([`Study::picture`]).
    pub pictures: Vec<String>,
    /// The position's table: its `sg_table` command and what to find there, and its
    /// picture in each language, in the order of [`Lang::ALL`] (or why it is not drawn);
    /// or why there is no table.
    pub table: Result<Table, Text>,
    /// The `play` command that starts from the position (its words after `play`), or why
    /// there is none.
    pub play: Result<Vec<String>, Text>,
}

impl Study {
    /// An estimate of the bytes it holds: its pictures and table pictures, its words, and
    /// 160 bytes per line of its lesson (the cache of results bounds its size by it).
    pub fn bytes(&self) -> usize {
        let pictures: usize = self.pictures.iter().map(String::len).sum();
        let table: usize = match &self.table {
            Ok((command, _, Ok(drawn))) => {
                command.len() + drawn.iter().map(String::len).sum::<usize>()
            }
            _ => 0,
        };
        pictures + table + self.words.len() + 160 * self.lesson.lines.len() + 512
    }

    /// The position drawn as `explain` sees it, its words in `lang`.
    pub fn picture(&self, lang: Lang) -> &str {
        &self.pictures[index(lang)]
    }
}

/// The place of `lang` in [`Lang::ALL`], where a study keeps its pictures in `lang`.
pub fn index(lang: Lang) -> usize {
    Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0)
}

/// The one position `words` of problem `id` (as `explain <id> WORDS` takes it).
///
/// # Errors
/// `explain`'s message for a bad position: the word named as typed.
pub fn study(id: &'static str, words: &[&str]) -> Result<Study, Text> {
    within_desk(id, words)?;
    let cases = Cases::from_words(id, words)
        .map_err(|e| msg!("explain-position-error", error = e, id = id))?;
    let mut lessons = Vec::new();
    let mut keep = |l: Lesson| lessons.push(l);
    let mut sink = Sink::new(1, &mut keep);
    cases.teach(&mut sink);
    let lesson = lessons
        .pop()
        .expect("a position typed on the command line is one case");
    let next = (lesson.lines.iter())
        .find_map(|l| match l {
            Line::Next(n) => Some(n.clone()),
            _ => None,
        })
        .expect("every lesson ends with where to go next");
    Ok(Study {
        problem: id,
        words: words.join(" "),
        pictures: Lang::ALL.map(|lang| picture_of(&cases, lang)).to_vec(),
        table: table_of(&next),
        play: next
            .play
            .as_ref()
            .map(|(cmd, _)| {
                let args = cmd.strip_prefix("play ").unwrap_or(cmd);
                args.split(' ').map(String::from).collect()
            })
            .map_err(|why| why.clone()),
        lesson,
    })
}

/// Whether position `words` of problem `id` is within what the desk takes
/// ([`MAX_NUMBERS`], [`MAX_STRING_CHARS`]): counted on the words alone, before anything is
/// computed.
///
/// # Errors
/// The limit passed, in the words of `explain`'s bounds.
///
/// ```
/// use grundy::study::web::study::within_desk;
/// assert!(within_desk("hdu1907", &["1", "1", "2"]).is_ok());
/// let piles = vec!["1"; 1001];
/// assert!(within_desk("hdu1907", &piles).is_err());
/// ```
pub fn within_desk(id: &str, words: &[&str]) -> Result<(), Text> {
    let numbers = match id {
        "arc087_c" => words.len(),
        _ => (words.iter())
            .map(|w| w.bytes().filter(|&b| b == b',').count() + 1)
            .sum(),
    };
    if numbers > MAX_NUMBERS {
        return Err(msg!(
            "desk-position-numbers",
            numbers = numbers,
            most = MAX_NUMBERS,
            id = id
        ));
    }
    if id == "arc087_c" {
        let chars: usize = words.iter().skip(1).map(|w| w.chars().count()).sum();
        if chars > MAX_STRING_CHARS {
            return Err(msg!(
                "desk-position-chars",
                chars = chars,
                most = MAX_STRING_CHARS,
                id = id
            ));
        }
    }
    Ok(())
}

/// The checks made before a heavy position is queued, cheap and at once: the desk's own
/// bounds ([`within_desk`]) and `explain`'s reading of the words (except S-Nim's, whose
/// check computes its tables: it is made on the pool).
///
/// # Errors
/// The bound passed or the word refused, as [`study`] says it.
pub fn check(id: &str, words: &[&str]) -> Result<(), Text> {
    within_desk(id, words)?;
    if id != "poj2960" {
        Cases::from_words(id, words)
            .map_err(|e| msg!("explain-position-error", error = e, id = id))?;
    }
    Ok(())
}

/// The table a lesson's `next:` names, drawn with the position's components marked.
fn table_of(next: &Next) -> Result<Table, Text> {
    let (command, note) = next.table.clone()?;
    let args: Vec<&str> = (command.strip_prefix("sg_table ").unwrap_or(&command))
        .split(' ')
        .collect();
    let drawn = match parse_args(&args) {
        Ok(Request::Table(t)) if entries(&t) > TABLE_CELLS => Err(msg!(
            "desk-table-too-large",
            command = &command,
            entries = entries(&t),
            most = TABLE_CELLS,
            svg = MAX_CELLS
        )),
        Ok(Request::Table(t)) => (Lang::ALL.iter())
            .map(|&lang| picture_in(&t, &next.marks, lang))
            .collect::<Result<Vec<String>, String>>()
            .map_err(Text::from),
        Ok(Request::Help) => unreachable!("a lesson's table is a table"),
        Err(e) => Err(e),
    };
    Ok((command, note, drawn))
}

/// `game`'s picture of `pos`, not clickable, its winning moves marked.
fn still<G: Drawn>(game: &G, pos: &G::Pos, lang: Lang) -> String {
    let winning: Vec<G::Move> = (game.winning(pos, CAP).first.iter())
        .map(|w| game.concrete(pos, w))
        .collect();
    let show = Show {
        values: true,
        live: false,
        winning: &winning,
        lang,
    };
    game.picture(pos, &show)
}

/// `game`'s picture of `part`, a part of `pos` (its first [`DRAWN`] parts), not
/// clickable, the winning moves of the whole position that `keep` keeps marked, with a
/// note saying that `drawn` of `total` parts are drawn.
fn still_part<G: Drawn>(
    game: &G,
    pos: &G::Pos,
    part: &G::Pos,
    keep: impl Fn(&G::Move) -> bool,
    (drawn, total): (usize, usize),
    lang: Lang,
) -> String {
    let winning: Vec<G::Move> = (game.winning(pos, CAP).first.iter())
        .map(|w| game.concrete(pos, w))
        .filter(|m| keep(m))
        .collect();
    let show = Show {
        values: true,
        live: false,
        winning: &winning,
        lang,
    };
    let mut s = game.picture(part, &show);
    s.push_str(&draw::drawn_note(drawn, total, lang));
    s
}

/// The picture of a one-case `cases`, as `explain` builds its game.
fn picture_of(cases: &Cases, lang: Lang) -> String {
    match cases {
        Cases::Staircase(c) => {
            let mut cells = c[0].clone();
            cells.sort_unstable();
            if cells.len() <= DRAWN {
                return still(&Staircase, &cells, lang);
            }
            // Pairs are made from the right: the last DRAWN chessmen are whole pairs.
            let part = cells[cells.len() - DRAWN..].to_vec();
            let first = part[0];
            let keep = |m: &crate::study::staircase::Step| m.from >= first;
            still_part(&Staircase, &cells, &part, keep, (DRAWN, cells.len()), lang)
        }
        Cases::Cutting(sheets) => {
            let (w, h) = sheets[0];
            let game = Cutting::new(w.max(h));
            still(&game, &Sheets::new(&[(w as u32, h as u32)]), lang)
        }
        Cases::SNim(c) => {
            let case = &c[0];
            let heaps = &case.positions[0];
            match Heaps::snim(&case.set, case.max_heap(), of_problem("poj2960")) {
                Ok(game) => heaps_still(&game, heaps, lang),
                Err(_) => String::new(),
            }
        }
        Cases::PrefixFree(set) => still(&PrefixFree, set, lang),
        Cases::MockTurtles(c) => {
            let mut heads = c[0].clone();
            heads.sort_unstable();
            heads.dedup();
            let winning = MockTurtles.winning(&heads, CAP).first;
            match heads.len() <= DRAWN {
                true => draw::mock_turtles(&heads, &winning, true, lang),
                false => {
                    let part = &heads[..DRAWN];
                    let last = part[DRAWN - 1];
                    let winning: Vec<Vec<u64>> = (winning.into_iter())
                        .filter(|m| m.iter().all(|&x| x <= last))
                        .collect();
                    let mut s = draw::mock_turtles(part, &winning, true, lang);
                    s.push_str(&draw::drawn_note(DRAWN, heads.len(), lang));
                    s
                }
            }
        }
        Cases::Corners(c) => {
            let winning = TurningCorners.winning(&c[0], CAP).first;
            draw::corners(&c[0], &winning, true, lang)
        }
        Cases::Fibonacci(c) => {
            let piles: Vec<u64> = c[0].iter().map(|&p| p as u64).collect();
            let most = c[0].iter().copied().max().unwrap_or(0);
            still(&Heaps::fibonacci(most, of_problem("hdu1848")), &piles, lang)
        }
        Cases::Misere(c) => heaps_still(&Heaps::misere(of_problem("hdu1907")), &c[0], lang),
        Cases::Flipping(n) => {
            let winning = match *n {
                n @ 1..=LIST_MAX if n <= draw::BOARD_DRAWN => FlipBoard::new(n).winning(3).first,
                _ => Vec::new(),
            };
            draw::flipping(*n, &winning, true, lang)
        }
        Cases::NimProduct(pairs) => draw::product_tree(pairs[0].0, pairs[0].1, lang),
    }
}

/// Heaps drawn: all of them, or the first [`DRAWN`] with a note.
fn heaps_still(game: &Heaps, heaps: &Vec<u64>, lang: Lang) -> String {
    if heaps.len() <= DRAWN {
        return still(game, heaps, lang);
    }
    let part = heaps[..DRAWN].to_vec();
    let keep = |m: &crate::study::heaps::HeapMove| m.heap < DRAWN;
    still_part(game, heaps, &part, keep, (DRAWN, heaps.len()), lang)
}

/// The cases of a whole judge input `text` of problem `id`, read by the problem's own
/// reader as `explain` reads it; each with its label and its position's words (see
/// [`Cases::each_position`]).
///
/// The reader reports bad input by ending the program; here it runs with
/// [`crate::input::CATCHING`] set, so that its error comes back as a value instead.
///
/// # Errors
/// `explain`'s error line for the input (`line 3: …`), without `error: `.
///
/// ```
/// use grundy::study::web::study::read_cases;
/// let cases = read_cases("hdu1907", "2\n3\n1 1 2\n1\n4\n").unwrap();
/// assert_eq!(cases[1].0.to_string(), "case 2");
/// assert_eq!(cases[1].1.as_deref(), Some("4"));
/// assert_eq!(
///     read_cases("hdu1907", "2\n3\n1 x 2\n").unwrap_err(),
///     "line 3: cannot read `x` as a whole number from 0 to 2^64 − 1"
/// );
/// ```
pub fn read_cases(id: &str, text: &str) -> Result<Vec<Case>, String> {
    // A pasted input's one leading byte-order mark is dropped, as the solvers drop it.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    read_judge_input(id, text).map(|cases| cases.each_position())
}
