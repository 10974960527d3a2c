//! Every problem's cases, typed ([`Cases`]): read from a judge input by the problem
//! module's own reader, or from a position typed on the command line ([`Cases::from_words`],
//! whose errors name the word the student typed), and taught case by case as [`Lesson`]s.
//!
//! A position on the command line is checked word by word against what the problem's
//! reader accepts (the same bounds, from the problem modules' constants, and the same
//! checks: distinct cells, a prefix-free set, a move set whose table fits the limits), so
//! that a word it refuses is named as typed. `tests/explain.rs` holds the two paths
//! together: a position's words explain exactly as the one-case judge input they stand for
//! ([`super::guide::Guide::input_of`]), and a bad word is never reported by a line number.

use super::derive;
use super::lesson::{Factors, Flip, Flips, Lesson, Line, Names, Period};
use super::next;
use super::teach::{Frame, case};
use crate::i18n::Text;
use crate::input::{Input, quote};
use crate::msg;
use crate::nimber::nim_mul;
use crate::study::corners::{TurningCorners, lit};
use crate::study::cutting::{Cutting, Sheets};
use crate::study::flipping::{DRAW_MAX, FlipBoard, LIST_MAX, describe as describe_flip};
use crate::study::game::{CAP, Explained, Mex, Opt, OptionKind, Reason, join};
use crate::study::heaps::Heaps;
use crate::study::mock_turtles::MockTurtles;
use crate::study::nim_product::step;
use crate::study::prefix_free::{PrefixFree, StringSet, conflict_words};
use crate::study::staircase::Staircase;
use crate::study::vocab::of_problem;
use crate::{
    cutting, fibonacci_game, flipping_game, misere, mock_turtles, nim_product, prefix_free, snim,
    staircase, tartan, turning_corners,
};

/// A problem's cases, typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Cases {
    /// POJ 1704: each case's chessmen, as given.
    Staircase(Vec<Vec<u64>>),
    /// POJ 2311: one sheet a line.
    Cutting(Vec<(usize, usize)>),
    /// POJ 2960: the test cases, each a move set and its positions.
    SNim(Vec<snim::Case>),
    /// ARC 087 E: the set of strings.
    PrefixFree(StringSet),
    /// HDU 3537: each case's places showing heads, as given.
    MockTurtles(Vec<Vec<u64>>),
    /// HDU 3404: each case's lights, as listed.
    Corners(Vec<Vec<(u64, u64)>>),
    /// HDU 1848: the lines of three piles (`0 0 0` only from the command line, where it is
    /// the position of three empty piles).
    Fibonacci(Vec<[usize; 3]>),
    /// HDU 1907: each case's colours.
    Misere(Vec<Vec<u64>>),
    /// Project Euler 459: the board's side.
    Flipping(usize),
    /// Library Checker's nim products.
    NimProduct(Vec<(u64, u64)>),
}

impl Cases {
    /// Reads problem `id`'s judge input with the problem module's reader (bad input ends
    /// the program with the solver's error line).
    ///
    /// # Panics
    /// If `id` is not a problem of the suite.
    pub fn read(id: &str, src: &mut Input) -> Cases {
        match id {
            "poj1704" => Cases::Staircase(staircase::JudgeInput::read(src).cases),
            "poj2311" => Cases::Cutting(cutting::JudgeInput::read(src).sheets),
            "poj2960" => {
                let input = snim::JudgeInput::read(src);
                // The judge solver's own answers first: an input it refuses (at the line it
                // names) prints nothing here either.
                if let Err(refused) = input.answers() {
                    src.fail_at(refused.line, refused);
                }
                Cases::SNim(input.cases)
            }
            "arc087_c" => {
                let input = prefix_free::JudgeInput::read(src);
                Cases::PrefixFree(StringSet {
                    l: input.l,
                    strings: input.strings,
                })
            }
            "hdu3537" => Cases::MockTurtles(mock_turtles::JudgeInput::read(src).cases),
            "hdu3404" => Cases::Corners(turning_corners::JudgeInput::read(src).cases),
            "hdu1848" => Cases::Fibonacci(fibonacci_game::JudgeInput::read(src).cases),
            "hdu1907" => Cases::Misere(misere::JudgeInput::read(src).cases),
            "pe459" => Cases::Flipping(flipping_game::JudgeInput::read(src).n),
            "nim_product_64" => Cases::NimProduct(nim_product::JudgeInput::read(src).pairs),
            _ => panic!("{id} is not a problem of the suite"),
        }
    }

    /// The one case that `words`, a position typed on the command line, stand for, checked
    /// as the problem's reader checks its judge input.
    ///
    /// # Errors
    /// What is wrong, naming the word as typed (`cell `-3` is not a whole number`).
    ///
    /// ```
    /// use grundy::i18n::Lang;
    /// use grundy::study::explain::cases::Cases;
    /// assert_eq!(Cases::from_words("hdu1907", &["1", "1", "2"]), Ok(Cases::Misere(vec![vec![1, 1, 2]])));
    /// let e = Cases::from_words("poj1704", &["-3"]).unwrap_err();
    /// assert_eq!(e.en(), "cell `-3` is negative: a cell is a whole number from 1 to 2^64 − 1");
    /// assert_eq!(e.render(Lang::Zh), "格子 `-3` 是负数，应为1到2^64 − 1之间的整数");
    /// ```
    pub fn from_words(id: &str, words: &[&str]) -> Result<Cases, Text> {
        let each = |what: Text, lo: u64, hi: u64| -> Result<Vec<u64>, Text> {
            words.iter().map(|w| number(w, &what, lo, hi)).collect()
        };
        Ok(match id {
            "poj1704" => {
                let cells = each(msg!("word-cell"), 1, u64::MAX)?;
                let mut seen = rustc_hash::FxHashSet::default();
                if let Some((i, c)) = (cells.iter().enumerate()).find(|&(_, c)| !seen.insert(c)) {
                    return Err(msg!("position-cell-twice", cell = *c, word = i + 1));
                }
                Cases::Staircase(vec![cells])
            }
            "poj2311" => {
                let [w, h] = exactly::<2>(words, "W H")?;
                let side = cutting::MAX_SIDE as u64;
                Cases::Cutting(vec![(
                    number(w, &"W".into(), 1, side)? as usize,
                    number(h, &"H".into(), 1, side)? as usize,
                )])
            }
            "poj2960" => {
                let Some((set, heaps)) = words.split_first() else {
                    return Err(msg!("position-snim-nothing"));
                };
                let sizes = (set.split(','))
                    .map(|s| {
                        if s.is_empty() {
                            Err(msg!("position-set-empty-size", set = quote(set)))
                        } else {
                            number(s, &msg!("word-move-size"), 1, u64::MAX)
                                .map_err(|e| msg!("position-set-bad", set = quote(set), why = e))
                        }
                    })
                    .collect::<Result<Vec<u64>, Text>>()?;
                let heaps = (heaps.iter())
                    .map(|w| number(w, &msg!("word-heap"), 0, u64::MAX))
                    .collect::<Result<Vec<u64>, Text>>()?;
                let input = snim::JudgeInput {
                    cases: vec![snim::Case {
                        set: sizes,
                        positions: vec![heaps],
                        heap_line: 0,
                    }],
                };
                if let Err(refused) = input.answers() {
                    return Err(msg!(
                        "position-heap-too-large",
                        heap = refused.heap,
                        why = refused.refusal.to_string()
                    ));
                }
                Cases::SNim(input.cases)
            }
            "arc087_c" => {
                let Some((l, strings)) = words.split_first() else {
                    return Err(msg!("position-prefix-nothing"));
                };
                let l = number(l, &"L".into(), 0, u64::MAX)?;
                let mut trie = prefix_free::Trie::new();
                let mut set: Vec<String> = Vec::new();
                for s in strings {
                    trie.insert(s.as_bytes()).map_err(|c| {
                        msg!(
                            "position-string-conflict",
                            string = quote(s),
                            why = conflict_words(&c, &set)
                        )
                    })?;
                    if s.len() as u64 > l {
                        return Err(msg!(
                            "position-string-too-long",
                            string = quote(s),
                            length = s.len(),
                            l = l
                        ));
                    }
                    set.push(s.to_string());
                }
                Cases::PrefixFree(StringSet { l, strings: set })
            }
            "hdu3537" => Cases::MockTurtles(vec![each_place(words)?]),
            "hdu3404" => {
                let lights = (words.iter())
                    .map(|w| {
                        let (x, y) = w
                            .split_once(',')
                            .ok_or_else(|| msg!("position-not-a-light", word = quote(w)))?;
                        let at = |v: &str, what: &str| {
                            number(v, &what.into(), 0, u64::MAX)
                                .map_err(|e| msg!("position-light-bad", light = quote(w), why = e))
                        };
                        Ok((at(x, "x")?, at(y, "y")?))
                    })
                    .collect::<Result<Vec<_>, Text>>()?;
                Cases::Corners(vec![lights])
            }
            "hdu1848" => {
                let piles = exactly::<3>(words, "M N P")?;
                let most = fibonacci_game::MAX_PILE as u64;
                let [m, n, p] = [(piles[0], "m"), (piles[1], "n"), (piles[2], "p")]
                    .map(|(w, what)| number(w, &what.into(), 0, most).map(|v| v as usize));
                Cases::Fibonacci(vec![[m?, n?, p?]])
            }
            "hdu1907" => {
                let piles = each(msg!("word-colour"), 0, u64::MAX)?;
                if piles.iter().all(|&p| p == 0) {
                    return Err(msg!("position-no-candy"));
                }
                Cases::Misere(vec![piles])
            }
            "pe459" => {
                let [n] = exactly::<1>(words, "N")?;
                Cases::Flipping(number(n, &"N".into(), 0, flipping_game::MAX_N as u64)? as usize)
            }
            "nim_product_64" => {
                let [a, b] = exactly::<2>(words, "A B")?;
                Cases::NimProduct(vec![(
                    number(a, &"A".into(), 0, u64::MAX)?,
                    number(b, &"B".into(), 0, u64::MAX)?,
                )])
            }
            _ => panic!("{id} is not a problem of the suite"),
        })
    }

    /// Each case with its label as [`Cases::teach`] titles it, and as a position typed on
    /// the command line: the words [`Cases::from_words`] reads back as that one case
    /// (`None` for an S-Nim case whose judge line lists no position).
    ///
    /// ```
    /// use grundy::study::explain::cases::Cases;
    /// let cases = Cases::Corners(vec![vec![(1, 2), (2, 3)], vec![]]);
    /// assert_eq!(
    ///     cases.each_position().iter().map(|(l, w)| (l.to_string(), w.clone())).collect::<Vec<_>>(),
    ///     [("case 1".to_string(), Some("1,2 2,3".to_string())), ("case 2".to_string(), Some(String::new()))]
    /// );
    /// ```
    pub fn each_position(&self) -> Vec<(Text, Option<String>)> {
        let numbers = |v: &[u64]| join(v, " ");
        match self {
            Cases::Staircase(c) | Cases::MockTurtles(c) | Cases::Misere(c) => (c.iter())
                .enumerate()
                .map(|(i, v)| (label("case", i), Some(numbers(v))))
                .collect(),
            Cases::Cutting(sheets) => (sheets.iter().enumerate())
                .map(|(i, (w, h))| (label("line", i), Some(format!("{w} {h}"))))
                .collect(),
            Cases::SNim(cases) => {
                let mut out = Vec::new();
                for (i, c) in cases.iter().enumerate() {
                    // The set as the titles of `explain` write it, and as a position's
                    // first word.
                    let (named, set) = (join(&c.set, ", "), join(&c.set, ","));
                    if c.positions.is_empty() {
                        out.push((msg!("label-case-set", case = i + 1, set = &named), None));
                    }
                    for (j, heaps) in c.positions.iter().enumerate() {
                        let title = msg!(
                            "label-case-position-set",
                            case = i + 1,
                            position = j + 1,
                            set = &named
                        );
                        out.push((
                            title,
                            Some(format!("{set} {}", numbers(heaps)).trim_end().to_string()),
                        ));
                    }
                }
                out
            }
            Cases::PrefixFree(set) => {
                let mut words = vec![set.l.to_string()];
                words.extend(set.strings.iter().cloned());
                vec![(msg!("label-the-set"), Some(words.join(" ")))]
            }
            Cases::Corners(c) => (c.iter().enumerate())
                .map(|(i, lights)| {
                    let cells: Vec<String> =
                        lights.iter().map(|(x, y)| format!("{x},{y}")).collect();
                    (label("case", i), Some(cells.join(" ")))
                })
                .collect(),
            Cases::Fibonacci(c) => (c.iter().enumerate())
                .map(|(i, p)| (label("line", i), Some(join(p, " "))))
                .collect(),
            Cases::Flipping(n) => vec![(Text::Raw(format!("N = {n}")), Some(n.to_string()))],
            Cases::NimProduct(pairs) => (pairs.iter().enumerate())
                .map(|(i, (a, b))| (label("case", i), Some(format!("{a} {b}"))))
                .collect(),
        }
    }

    /// Teaches every case, in order, through `sink` (which says which cases to build).
    pub fn teach(&self, sink: &mut Sink) {
        match self {
            Cases::Staircase(cases) => sink.each(cases, |i, cells| {
                let mut cells = cells.clone();
                cells.sort_unstable();
                let gaps = crate::staircase::paired_gaps(&cells);
                let won = Staircase.outcome(&cells).mover_wins;
                let next = next::staircase(&cells, &gaps);
                let verdict = staircase::verdict(won);
                let mut l = case(
                    label("case", i),
                    &Staircase,
                    &cells,
                    &STAIRCASE,
                    vec![],
                    verdict,
                    next,
                );
                l.extend_after_components(derive::staircase(&gaps));
                l
            }),
            Cases::Cutting(sheets) => {
                let side = sheets.iter().map(|&(w, h)| w.max(h)).max().unwrap_or(2);
                let game = Cutting::new(side);
                sink.each(sheets, |i, &(w, h)| {
                    let pos = Sheets::new(&[(w as u32, h as u32)]);
                    let verdict = cutting::verdict(game.outcome(&pos).mover_wins);
                    let next = next::cutting(w, h);
                    case(
                        label("line", i),
                        &game,
                        &pos,
                        &CUTTING,
                        vec![],
                        verdict,
                        next,
                    )
                })
            }
            Cases::SNim(cases) => {
                for (i, c) in cases.iter().enumerate() {
                    let game = Heaps::snim(&c.set, c.max_heap(), of_problem("poj2960"))
                        .expect("every case fits the limits, as the solver found");
                    let set = join(&c.set, ", ");
                    // One period search per case, only if one of its positions is shown.
                    let mut period: Option<Option<Line>> = None;
                    if c.positions.is_empty() && !sink.skip() {
                        let mut l = Lesson::default();
                        l.push(Line::Title {
                            label: msg!("label-case-set", case = i + 1, set = &set),
                            position: msg!("snim-no-position"),
                        });
                        sink.emit(l);
                    }
                    sink.each(&c.positions, |j, heaps| {
                        let title = msg!(
                            "label-case-position-set",
                            case = i + 1,
                            position = j + 1,
                            set = &set
                        );
                        let verdict = snim::verdict(game.outcome(heaps).mover_wins);
                        let next = next::snim(&c.set, heaps);
                        let mut l = case(title, &game, heaps, &SNIM, vec![], verdict, next);
                        let found = period.get_or_insert_with(|| derive::period(&c.set, 0));
                        let largest = heaps.iter().copied().max().unwrap_or(0);
                        l.extend_after_components(found.clone().map(|line| match line {
                            Line::Period(p) => Line::Period(Period { largest, ..p }),
                            other => other,
                        }));
                        l
                    });
                }
            }
            Cases::PrefixFree(set) => sink.each(std::slice::from_ref(set), |_, set| {
                let heights: Vec<u64> = set.free_trees().iter().map(|t| t.height).collect();
                let verdict = prefix_free::verdict(PrefixFree.outcome(set).mover_wins);
                let next = next::prefix_free(set.l, &set.strings, &heights);
                let title = msg!("label-the-set");
                let mut l = case(title, &PrefixFree, set, &PREFIX_FREE, vec![], verdict, next);
                l.extend_after_components(derive::prefix_free(&heights));
                l
            }),
            Cases::MockTurtles(cases) => sink.each(cases, |i, places| {
                let mut heads = places.clone();
                heads.sort_unstable();
                heads.dedup();
                let notes = noted(heads.len() < places.len(), msg!("note-place-twice"));
                let verdict = mock_turtles::verdict(MockTurtles.outcome(&heads).mover_wins);
                let next = next::mock_turtles(&heads);
                let mut l = case(
                    label("case", i),
                    &MockTurtles,
                    &heads,
                    &MOCK_TURTLES,
                    notes,
                    verdict,
                    next,
                );
                l.extend_after_components(derive::mock_turtles(&heads));
                l
            }),
            Cases::Corners(cases) => sink.each(cases, |i, lights| {
                let on = lit(lights);
                let notes = noted(on.len() < lights.len(), msg!("note-light-twice"));
                let won = TurningCorners.outcome(lights).mover_wins;
                let verdict = turning_corners::verdict(won);
                let next = next::corners(lights, &on);
                let mut l = case(
                    label("case", i),
                    &TurningCorners,
                    lights,
                    &CORNERS,
                    notes,
                    verdict,
                    next,
                );
                l.extend_after_components(derive::corners(&on));
                l
            }),
            Cases::Fibonacci(cases) => {
                let most = cases.iter().flatten().copied().max().unwrap_or(0);
                let game = Heaps::fibonacci(most, of_problem("hdu1848"));
                sink.each(cases, |i, piles| {
                    let piles: Vec<u64> = piles.iter().map(|&p| p as u64).collect();
                    let notes = noted(piles.iter().all(|&p| p == 0), msg!("note-zero-line"));
                    let verdict = fibonacci_game::verdict(game.outcome(&piles).mover_wins);
                    let next = next::fibonacci(&piles);
                    let mut l = case(
                        label("line", i),
                        &game,
                        &piles,
                        &FIBONACCI,
                        notes,
                        verdict,
                        next,
                    );
                    let top = piles.iter().copied().max().unwrap_or(0);
                    let set = fibonacci_game::fibonacci_set(top as usize);
                    let set: Vec<u64> = set.iter().map(|&f| f as u64).collect();
                    l.extend_after_components(derive::period(&set, top));
                    l
                })
            }
            Cases::Misere(cases) => {
                let game = Heaps::misere(of_problem("hdu1907"));
                sink.each(cases, |i, piles| {
                    let verdict = misere::verdict(game.outcome(piles).mover_wins);
                    let next = next::misere(piles);
                    case(
                        label("case", i),
                        &game,
                        piles,
                        &MISERE,
                        vec![],
                        verdict,
                        next,
                    )
                })
            }
            Cases::Flipping(n) => sink.each(std::slice::from_ref(n), |_, &n| flipping(n)),
            Cases::NimProduct(pairs) => sink.each(pairs, |i, &(a, b)| Lesson {
                lines: vec![
                    Line::Product {
                        label: label("case", i),
                        step: step(a, b),
                    },
                    derive::nim_product(a, b),
                    Line::Next(next::nim_product(a, b)),
                ],
            }),
        }
    }
}

/// `case 3` (or `line 3`) for the case of index 2.
fn label(word: &str, i: usize) -> Text {
    match word {
        "line" => msg!("label-line", n = i + 1),
        _ => msg!("label-case", n = i + 1),
    }
}

/// `note` when `when` holds: a remark about the position as given.
fn noted(when: bool, note: Text) -> Vec<Text> {
    when.then_some(note).into_iter().collect()
}

/// POJ 1704's components.
const STAIRCASE: Frame = Frame::new(msg!("frame-staircase"), msg!("part-gap"));

/// POJ 2311's components.
const CUTTING: Frame = Frame {
    heading: msg!("frame-cutting"),
    part: msg!("part-piece"),
    misere: false,
    cuts: true,
    only_fall: false,
};

/// POJ 2960's components.
const SNIM: Frame = Frame::new(msg!("frame-snim"), msg!("part-heap"));

/// ARC 087 E's components.
const PREFIX_FREE: Frame = Frame {
    heading: msg!("frame-prefix-free"),
    part: msg!("part-free-subtree"),
    misere: false,
    cuts: false,
    only_fall: true,
};

/// HDU 3537's components.
const MOCK_TURTLES: Frame = Frame::new(msg!("frame-mock-turtles"), msg!("part-head"));

/// HDU 3404's components.
const CORNERS: Frame = Frame::new(msg!("frame-corners"), msg!("part-light"));

/// HDU 1848's components.
const FIBONACCI: Frame = Frame::new(msg!("frame-fibonacci"), msg!("part-pile"));

/// HDU 1907's components.
const MISERE: Frame = Frame {
    heading: msg!("frame-misere"),
    part: msg!("part-colour"),
    misere: true,
    cuts: false,
    only_fall: true,
};

/// Each problem's game and theorems, by name.
///
/// # Panics
/// If `id` is not a problem of the suite.
pub fn names(id: &str) -> Names {
    let (game, theorems) = match id {
        "poj1704" => (msg!("game-poj1704"), vec![msg!("theorem-bouton-staircase")]),
        "poj2311" => (msg!("game-poj2311"), vec![msg!("theorem-sg-cuts")]),
        "poj2960" => (
            msg!("game-poj2960"),
            vec![msg!("theorem-mex-heap"), msg!("theorem-sg-heaps")],
        ),
        "arc087_c" => (
            msg!("game-arc087_c"),
            vec![msg!("theorem-ruler"), msg!("theorem-sg-subtrees")],
        ),
        "hdu3537" => (
            msg!("game-hdu3537"),
            vec![msg!("theorem-coin-turning-heads"), msg!("theorem-odious")],
        ),
        "hdu3404" => (
            msg!("game-hdu3404"),
            vec![
                msg!("theorem-tartan-corners"),
                msg!("theorem-coin-turning-lights"),
            ],
        ),
        "hdu1848" => (
            msg!("game-hdu1848"),
            vec![msg!("theorem-mex-pile"), msg!("theorem-sg-piles")],
        ),
        "hdu1907" => (msg!("game-hdu1907"), vec![msg!("theorem-bouton-misere")]),
        "pe459" => (
            msg!("game-pe459"),
            vec![
                msg!("theorem-tartan-disks"),
                msg!("theorem-coin-turning-disks"),
            ],
        ),
        "nim_product_64" => (msg!("game-nim_product_64"), vec![msg!("theorem-fermat")]),
        _ => panic!("{id} is not a problem of the suite"),
    };
    Names { game, theorems }
}

/// Lessons handed out one at a time: every case is counted, the first `limit` built and
/// passed on.
pub struct Sink<'a> {
    emit: &'a mut dyn FnMut(Lesson),
    limit: usize,
    total: usize,
}

impl<'a> Sink<'a> {
    /// Lessons passed to `emit`, at most `limit` of them.
    pub fn new(limit: usize, emit: &'a mut dyn FnMut(Lesson)) -> Self {
        Sink {
            emit,
            limit,
            total: 0,
        }
    }

    /// Counts one case; whether it is past the limit (then it is not to be built).
    fn skip(&mut self) -> bool {
        self.total += 1;
        self.total > self.limit
    }

    /// Hands out one case's lesson.
    fn emit(&mut self, lesson: Lesson) {
        (self.emit)(lesson);
    }

    /// Counts every case of `items` and hands out the lessons `lesson` builds of those
    /// within the limit (given each case's index and the case).
    fn each<T>(&mut self, items: &[T], mut lesson: impl FnMut(usize, &T) -> Lesson) {
        for (i, item) in items.iter().enumerate() {
            if !self.skip() {
                self.emit(lesson(i, item));
            }
        }
    }

    /// How many cases were counted.
    pub fn total(&self) -> usize {
        self.total
    }
}

/// A whole number typed on the command line, named `what` in errors: digits (a `+` sign
/// and leading zeros accepted, as the judge's reader accepts them) from `lo` to `hi`.
fn number(word: &str, what: &Text, lo: u64, hi: u64) -> Result<u64, Text> {
    let most = if hi == u64::MAX {
        "2^64 − 1".to_string()
    } else if hi == (1 << 63) - 1 {
        "2^63 − 1".to_string()
    } else {
        hi.to_string()
    };
    let digits = word.strip_prefix('+').unwrap_or(word);
    if let Some(rest) = word.strip_prefix('-')
        && !rest.is_empty()
        && rest.bytes().all(|b| b.is_ascii_digit())
    {
        return Err(msg!(
            "position-negative",
            what = what,
            word = quote(word),
            least = lo,
            most = most
        ));
    }
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(msg!(
            "position-not-whole",
            what = what,
            word = quote(word),
            least = lo,
            most = most
        ));
    }
    match digits.parse::<u64>() {
        Ok(v) if v < lo => Err(msg!(
            "position-too-small",
            what = what,
            value = v,
            least = lo
        )),
        Ok(v) if v <= hi => Ok(v),
        Ok(v) => Err(msg!(
            "position-too-large",
            what = what,
            value = v.to_string(),
            most = most
        )),
        Err(_) => Err(msg!(
            "position-too-large",
            what = what,
            value = quote(word),
            most = most
        )),
    }
}

/// HDU 3537's places, each below 2^63.
fn each_place(words: &[&str]) -> Result<Vec<u64>, Text> {
    (words.iter())
        .map(|w| number(w, &msg!("word-place"), 0, (1 << 63) - 1))
        .collect()
}

/// Exactly `N` words, the position `shape`.
fn exactly<'a, const N: usize>(words: &[&'a str], shape: &str) -> Result<[&'a str; N], Text> {
    <[&str; N]>::try_from(words).map_err(|_| {
        msg!(
            "position-word-count",
            shape = shape,
            n = N,
            found = words.len()
        )
    })
}

/// Project Euler 459 for one `N`: the factor games and their values, the board's value,
/// `W(N)` and, for small boards, the winning first moves themselves (or, on a lost board,
/// why no flip wins, shown on one).
fn flipping(n: usize) -> Lesson {
    let mut l = Lesson::default();
    l.push(Line::Title {
        label: Text::Raw(format!("N = {n}")),
        position: msg!("flip-board", n = n),
    });
    let (widths, heights) = (tartan::squares_upto(n), tartan::triangular_upto(n));
    let next = next::flipping(n, &widths, &heights);
    if n == 0 {
        l.push(Line::Verdict {
            words: "W(0) = 0".to_string(),
            mover_wins: false,
        });
        l.push(Line::Flips(Flips::None { example: None }));
        l.push(Line::Next(next));
        return l;
    }
    let (tw, th) = tartan::run_tally_pair(&widths, &heights, n);
    let count = tartan::winning_moves(&tw, &th);
    let (p1, p2) = (u64::from(tw.prefix[n]), u64::from(th.prefix[n]));
    let board = (n <= LIST_MAX).then(|| FlipBoard::new(n));
    let small = board.as_ref().filter(|_| n <= 16);
    l.push(Line::Factors(Factors {
        n,
        widths: widths.clone(),
        heights: heights.clone(),
        values: small.map(|b| {
            let (g1, g2, _, _) = b.factors();
            (g1.to_vec(), g2.to_vec())
        }),
        reasons: small.map(|b| {
            let (g1, g2, _, _) = b.factors();
            (
                run_reason(g1, &widths, "P1"),
                run_reason(g2, &heights, "P2"),
            )
        }),
        prefix: (p1, p2),
    }));
    // The Tartan product derived once, on a small disk of the board.
    let (x, y) = (n.min(4), n.min(3));
    let g = |t: &tartan::RunTally, k: usize| u64::from(t.prefix[k] ^ t.prefix[k - 1]);
    l.push(derive::flipping(
        x,
        y,
        &widths,
        &heights,
        g(&tw, x),
        g(&th, y),
    ));
    if let Some(b) = board.as_ref().filter(|_| n <= DRAW_MAX) {
        l.push(Line::DiskValues(
            (1..=n)
                .map(|y| (1..=n).map(|x| b.disk(x, y)).collect())
                .collect(),
        ));
    }
    let v = nim_mul(p1, p2);
    l.push(Line::BoardValue {
        n,
        step: step(p1, p2),
    });
    l.push(Line::Verdict {
        words: format!("W({n}) = {count}"),
        mover_wins: v != 0,
    });
    let flip = |b: &FlipBoard, f: &crate::study::flipping::Flip| {
        let (px, pxw) = b.prefix1(f.x, f.w);
        let (py, pyh) = b.prefix2(f.y, f.h);
        Flip {
            words: describe_flip(f),
            x: f.x,
            y: f.y,
            w: f.w,
            h: f.h,
            columns: (px, pxw),
            rows: (py, pyh),
            worth: nim_mul(px ^ pxw, py ^ pyh),
            board: v,
            drawing: if n <= DRAW_MAX { b.draw(f) } else { vec![] },
        }
    };
    l.push(Line::Flips(match &board {
        None => Flips::Counted {
            count,
            listed_up_to: LIST_MAX,
        },
        Some(b) if v == 0 => Flips::None {
            example: Some(flip(b, &b.a_flip())),
        },
        Some(b) => {
            let found = b.winning(CAP);
            assert_eq!(found.count, count, "the listing agrees with the solver");
            Flips::Listed {
                count,
                order: msg!("flip-order"),
                shown: found.first.iter().map(|f| flip(b, f)).collect(),
            }
        }
    }));
    l.push(Line::Next(next));
    l
}

/// Why a run game's last coin `g.len()` alone is worth `g[last]`: the mex over the runs of
/// the `lengths` ending there, each turning the coins before it (worth `P(x − 1) ⊕ P(x − l)`,
/// `P` named `p`).
fn run_reason(g: &[u64], lengths: &[usize], p: &str) -> Reason {
    let x = g.len();
    let prefix = |k: usize| g[..k].iter().fold(0, |a, v| a ^ v);
    let options = (lengths.iter().filter(|&&len| len <= x))
        .map(|&len| match len {
            1 => Opt::new(msg!("flip-run-one", coin = x), vec![]),
            _ => Opt::new(
                msg!("flip-run", from = x + 1 - len, to = x - 1, len = len),
                vec![prefix(x - 1), prefix(x - len)],
            )
            .named(vec![format!("{p}({})", x - 1), format!("{p}({})", x - len)]),
        })
        .collect();
    Reason::Mex(Mex::over(OptionKind::Run, options))
}
