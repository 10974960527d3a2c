//! Exercises: per problem, a seeded series of positions, from small ones to the sizes the
//! judge asks for (within what `play` and the desk accept, [`crate::study::limits`]), in
//! which the student finds a winning move or says that there is none.
//!
//! Every answer is checked by the library, with the functions `explain` and `play` use: the
//! position's verdict is [`Explained::outcome`], and a move wins exactly when the position
//! it leaves is lost for the player to move there (its own [`Explained::outcome`]), so the
//! set of moves accepted is the set of winning moves `explain` lists
//! ([`Explained::winning`]), however many there are. The hint ladder climbs from the
//! components' Grundy values ([`Explained::components`]) to the rule that combines them
//! (the nim-sum, or misère Nim's rule, [`Outcome::rule`]) to the component a winning move
//! changes ([`Explained::why`]); a wrong answer is told with its reason in the same words.
//!
//! A series is a function of its problem, its seed and its length alone: exercise `k` is
//! made from its own generator (seeded by the series' seed and `k`), so the desk makes
//! exercise `k` again for each request instead of keeping it, and `play --exercise` with
//! the same seed gives the same positions. About one exercise in three is a lost position:
//! a random won position after its first winning move, so that "no winning move" is an
//! answer to be found too.
//!
//! [`Explained::outcome`]: crate::study::game::Explained::outcome
//! [`Explained::winning`]: crate::study::game::Explained::winning
//! [`Explained::components`]: crate::study::game::Explained::components
//! [`Explained::why`]: crate::study::game::Explained::why
//! [`Outcome::rule`]: crate::study::game::Outcome::rule

use crate::i18n::{Lang, Text};
use crate::msg;
use crate::rng::Rng;
use crate::study::game::{Drawn, Show, Why};
use crate::study::limits::{MAX_LENGTH, MAX_PARTS, MAX_ROW, MAX_SIDE};
use std::io::{BufRead, Write};

/// The problems that have exercises, in the problem table's order: every problem whose
/// positions `play` plays (Project Euler 459 and the nim product ask for a number, not a
/// move).
pub const PROBLEMS: &[&str] = &[
    "poj1704", "poj2311", "poj2960", "arc087_c", "hdu3537", "hdu3404", "hdu1848", "hdu1907",
];

/// Exercises in a series when not asked: 8.
pub const DEFAULT_COUNT: usize = 8;

/// The most exercises in a series: 50.
pub const MAX_COUNT: usize = 50;

/// The steps of the hint ladder: the values, the rule, the component to change.
pub const HINTS: usize = 3;

/// What a student may answer instead of a move: there is no winning move.
const NONE_WORDS: &[&str] = &["none", "no winning move", "pass", "没有", "没有必胜走法"];

/// A game's refusal of a typed move in an exercise's words: the games' parsers name the
/// commands of `play` (hint, undo, help, quit) where a word is not a move, and an exercise
/// has no undo; its answer is a move or `none`.
fn for_exercise(why: Text) -> Text {
    let arg = |args: &[(&str, crate::i18n::Arg)], name: &str| {
        args.iter()
            .find(|(n, _)| *n == name)
            .map(|(_, a)| a.clone())
            .unwrap_or_else(|| crate::i18n::Arg::Str(String::new()))
    };
    match why {
        Text::Msg("heaps-parse-unknown", args) => msg!(
            "exercise-parse-unknown",
            word = arg(&args, "word"),
            help = arg(&args, "help")
        ),
        Text::Msg("staircase-parse-not-a-move", args) => {
            msg!("exercise-parse-not-a-move", help = arg(&args, "help"))
        }
        other => other,
    }
}

/// One exercise: the problem's position, in the words `explain <id>` takes, and the `play`
/// command (its words after `play`) of the game from it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Exercise {
    /// The problem's id.
    pub problem: &'static str,
    /// Its number in the series, from 0.
    pub index: usize,
    /// The position's words, as `explain <id>` takes them (before `lose`).
    pub words: Vec<String>,
    /// The `play` command's words after `play`.
    pub args: Vec<String>,
    /// Whether the exercise is the position left by the first winning move of `words`
    /// (when that position is won): a lost position to recognise.
    pub lose: bool,
}

/// A position to answer: the game behind an [`Exercise`].
pub trait Quiz: Send {
    /// The position in one line (a board in several), in `lang`.
    fn show(&self, lang: Lang) -> String;
    /// How to type a move, in `lang`.
    fn move_help(&self, lang: Lang) -> String;
    /// Whether the player to move wins.
    fn wins(&self) -> bool;
    /// The first `level` steps of the hint ladder (1 to [`HINTS`]), one line each.
    fn hints(&self, level: usize, lang: Lang) -> Vec<String>;
    /// The answer `text` (a move as `play` reads it, or `none`) checked.
    ///
    /// # Errors
    /// Neither a legal move nor `none`: why, in `lang` (not an answer: nothing counts).
    fn check(&self, text: &str, lang: Lang) -> Result<Checked, String>;
    /// The position drawn as on the desk, its moves click targets, nothing marked.
    fn picture(&self, lang: Lang) -> String;
    /// Every legal move, in the words [`Quiz::check`] reads, in `lang`.
    fn legal(&self, lang: Lang) -> Vec<String>;
    /// How many winning moves `explain` counts ([`Explained::winning`]).
    fn winning_count(&self) -> u128;
}

/// An answer checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Checked {
    /// Whether it is right.
    pub right: bool,
    /// Why, in the library's words.
    pub reason: String,
}

/// The game and position of an exercise.
pub(super) struct Question<G: Drawn> {
    game: G,
    pos: G::Pos,
}

impl<G> Question<G>
where
    G: Drawn + Send + 'static,
    G::Pos: Send,
{
    /// The question from `pos`, or (when `lose` and `pos` is won) from the position the
    /// first winning move leaves.
    pub(super) fn boxed(game: G, pos: G::Pos, lose: bool) -> Box<dyn Quiz> {
        let pos = match game.winning(&pos, 1).first.first() {
            Some(w) if lose && game.outcome(&pos).mover_wins => {
                game.after(&pos, &game.concrete(&pos, w))
            }
            _ => pos,
        };
        Box::new(Question { game, pos })
    }

    /// The first winning move in words, with how many there are.
    fn a_winning(&self) -> Option<Text> {
        let list = self.game.winning(&self.pos, 1);
        let w = list.first.first()?;
        Some(msg!(
            "exercise-for-example",
            first = self.game.describe(&self.pos, w),
            count = self.game.count_words(list.count)
        ))
    }
}

impl<G> Quiz for Question<G>
where
    G: Drawn + Send + 'static,
    G::Pos: Send,
{
    fn show(&self, lang: Lang) -> String {
        self.game.show(&self.pos).render(lang)
    }

    fn move_help(&self, lang: Lang) -> String {
        self.game.move_help().render(lang)
    }

    fn wins(&self) -> bool {
        self.game.outcome(&self.pos).mover_wins
    }

    fn hints(&self, level: usize, lang: Lang) -> Vec<String> {
        let t = |text: Text| text.render(lang);
        let mut lines = Vec::new();
        if level >= 1 {
            let values: Vec<String> = (self.game.components(&self.pos).iter())
                .map(|c| {
                    let name = if c.detail.render(lang).is_empty() {
                        t(c.name.clone())
                    } else {
                        t(msg!("exercise-named", name = &c.name, detail = &c.detail))
                    };
                    t(msg!("play-value", name = name, value = c.value))
                })
                .collect();
            let values = if values.is_empty() {
                t(msg!("exercise-no-components"))
            } else {
                values.join(&t(msg!("play-values-sep")))
            };
            lines.push(t(msg!("exercise-hint-values", values = values)));
        }
        if level >= 2 {
            let o = self.game.outcome(&self.pos);
            lines.push(t(if o.mover_wins {
                msg!("exercise-hint-rule-win", rule = o.rule)
            } else {
                msg!("exercise-hint-rule-loss", rule = o.rule)
            }));
        }
        if level >= 3 {
            let list = self.game.winning(&self.pos, 1);
            let line = match list.first.first() {
                None => msg!("exercise-hint-change-none"),
                Some(w) => match self.game.why(&self.pos, w) {
                    Why::Change(c) => msg!(
                        "exercise-hint-change",
                        component = c.component,
                        before = c.before,
                        after = c.after
                    ),
                    Why::Rule(rule) => msg!("exercise-hint-special", rule = rule),
                },
            };
            lines.push(t(line));
        }
        lines
    }

    fn check(&self, text: &str, lang: Lang) -> Result<Checked, String> {
        let t = |text: Text| text.render(lang);
        let before = self.game.outcome(&self.pos);
        let said = text.trim().to_lowercase();
        if NONE_WORDS.contains(&said.as_str()) {
            let reason = if before.mover_wins {
                let first = self.a_winning().unwrap_or_default();
                msg!("exercise-none-wrong", rule = before.rule, first = first)
            } else {
                msg!("exercise-none-right", rule = before.rule)
            };
            return Ok(Checked {
                right: !before.mover_wins,
                reason: t(reason),
            });
        }
        if !self.game.has_move(&self.pos) {
            return Err(t(msg!("exercise-no-move-left")));
        }
        let m = self
            .game
            .parse(&self.pos, text)
            .map_err(|why| t(msg!("exercise-illegal", why = for_exercise(why))))?;
        let words = self.game.describe_move(&self.pos, &m);
        let after = self.game.outcome(&self.game.after(&self.pos, &m));
        let left = match after.sum.as_ref().map(|v| v.iter().fold(0, |x, v| x ^ v)) {
            Some(x) if x != 0 => msg!("play-mistake-sum", rule = &after.rule, x = x),
            _ => after.rule.clone(),
        };
        let reason = match (after.mover_wins, before.mover_wins) {
            (false, _) => msg!("exercise-move-right", words = words, left = left),
            (true, true) => msg!(
                "exercise-move-wrong",
                words = words,
                left = left,
                first = self.a_winning().unwrap_or_default()
            ),
            (true, false) => msg!(
                "exercise-move-wrong-lost",
                words = words,
                left = left,
                rule = before.rule
            ),
        };
        Ok(Checked {
            right: !after.mover_wins,
            reason: t(reason),
        })
    }

    fn picture(&self, lang: Lang) -> String {
        let show = Show {
            values: false,
            live: true,
            winning: &[],
            lang,
        };
        self.game.picture(&self.pos, &show)
    }

    fn legal(&self, lang: Lang) -> Vec<String> {
        (self.game.moves(&self.pos).iter())
            .map(|m| self.game.describe_move(&self.pos, m).render(lang))
            .collect()
    }

    fn winning_count(&self) -> u128 {
        self.game.winning(&self.pos, 0).count
    }
}

/// A size growing with the exercise's place `k` of `n`: `lo` for the first, `hi` for the
/// last, geometrically between (so that most of a series stays small enough to work out).
fn grow(lo: u64, hi: u64, k: usize, n: usize) -> u64 {
    if n <= 1 || hi <= lo {
        return lo.max(hi.min(lo));
    }
    let t = k as f64 / (n - 1) as f64;
    let v = (lo as f64) * ((hi as f64) / (lo as f64)).powf(t);
    (v.round() as u64).clamp(lo, hi)
}

/// `n` distinct numbers in `lo..=hi`, sorted.
fn distinct(rng: &mut Rng, n: usize, lo: u64, hi: u64) -> Vec<u64> {
    let n = n.min((hi - lo + 1) as usize);
    let mut v = crate::tools::problems::distinct(rng, n, lo, hi);
    v.sort_unstable();
    v
}

/// Exercise `k` of a series of `n` of problem `problem` from `seed`.
///
/// # Errors
/// The problem has no exercises.
///
/// ```
/// use grundy::study::play::exercise::exercise;
/// let e = exercise("hdu1907", 7, 0, 8).unwrap();
/// assert_eq!(e, exercise("hdu1907", 7, 0, 8).unwrap());
/// assert_eq!(e.args[0], "misere");
/// assert!(exercise("pe459", 7, 0, 8).is_err());
/// ```
pub fn exercise(problem: &str, seed: u64, k: usize, n: usize) -> Result<Exercise, Text> {
    let problem = *PROBLEMS.iter().find(|&&p| p == problem).ok_or_else(|| {
        msg!(
            "exercise-no-problem",
            problem = crate::input::quote(problem)
        )
    })?;
    let mut rng = Rng::new(seed ^ (k as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let lose = rng.chance(1, 3);
    let g = |lo: u64, hi: u64| grow(lo, hi, k, n);
    let nums = |v: &[u64]| v.iter().map(u64::to_string).collect::<Vec<_>>();
    let (words, args): (Vec<String>, Vec<String>) = match problem {
        "hdu1907" => {
            let count = g(2, 47.min(MAX_PARTS as u64));
            let most = g(3, 4747);
            let piles: Vec<u64> = (0..count).map(|_| rng.range(1, most)).collect();
            (nums(&piles), [vec!["misere".into()], nums(&piles)].concat())
        }
        "hdu1848" => {
            let most = g(3, 1000);
            let piles: Vec<u64> = (0..3).map(|_| rng.range(1, most)).collect();
            (
                nums(&piles),
                [vec!["fibonacci".into()], nums(&piles)].concat(),
            )
        }
        "poj2960" => {
            let largest = g(3, 20);
            let size = g(2, 4).min(largest);
            let set = distinct(&mut rng, size as usize, 1, largest);
            let set = set.iter().map(u64::to_string).collect::<Vec<_>>().join(",");
            let count = g(2, MAX_PARTS as u64);
            let most = g(5, 10_000);
            let heaps: Vec<u64> = (0..count).map(|_| rng.range(1, most)).collect();
            let words = [vec![set.clone()], nums(&heaps)].concat();
            (words.clone(), [vec!["snim".into()], words].concat())
        }
        "poj1704" => {
            let count = g(2, MAX_PARTS as u64);
            let cells = g(count.max(6), 10_000);
            let men = distinct(&mut rng, count as usize, 1, cells);
            (nums(&men), [vec!["staircase".into()], nums(&men)].concat())
        }
        "poj2311" => {
            let most = g(3, MAX_SIDE);
            let (w, h) = (rng.range(2, most), rng.range(2, most));
            (nums(&[w, h]), vec!["cutting".into(), format!("{w}x{h}")])
        }
        "arc087_c" => {
            let l = g(2, MAX_LENGTH);
            let count = g(1, 6);
            let mut trie = crate::prefix_free::Trie::new();
            let mut strings = Vec::new();
            for _ in 0..count {
                let len = rng.range(1, l);
                let s: String = (0..len)
                    .map(|_| if rng.chance(1, 2) { '1' } else { '0' })
                    .collect();
                if trie.insert(s.as_bytes()).is_ok() {
                    strings.push(s);
                }
            }
            strings.sort_unstable();
            let words = [vec![l.to_string()], strings].concat();
            (words.clone(), [vec!["prefix-free".into()], words].concat())
        }
        "hdu3537" => {
            let top = g(4, MAX_ROW as u64 - 1);
            let count = g(1, 20).min(top + 1);
            let heads = distinct(&mut rng, count as usize, 0, top);
            (
                nums(&heads),
                [vec!["mock-turtles".into()], nums(&heads)].concat(),
            )
        }
        _ => {
            // hdu3404: a board of at most 11 × 11 lights (`play`'s 128 coins).
            let side = g(2, 10);
            let count = g(1, 8);
            let cells: Vec<u64> = distinct(&mut rng, count as usize, 0, (side + 1).pow(2) - 1);
            let cells: Vec<String> = (cells.iter())
                .map(|c| format!("{},{}", c / (side + 1), c % (side + 1)))
                .collect();
            (cells.clone(), [vec!["corners".into()], cells].concat())
        }
    };
    Ok(Exercise {
        problem,
        index: k,
        words,
        args,
        lose,
    })
}

/// The first `n` exercises of problem `problem`'s series from `seed`.
///
/// # Errors
/// The problem has no exercises.
pub fn series(problem: &str, seed: u64, n: usize) -> Result<Vec<Exercise>, Text> {
    (0..n).map(|k| exercise(problem, seed, k, n)).collect()
}

impl Exercise {
    /// The position to answer.
    ///
    /// # Panics
    /// If `play` refuses the exercise's command (a fault of the series: the tests make
    /// every exercise of many series).
    pub fn quiz(&self) -> Box<dyn Quiz> {
        let args: Vec<&str> = self.args.iter().map(String::as_str).collect();
        let (game, _, _) = super::build(&args, Lang::En).expect("every exercise is a position");
        game.quiz(self.lose)
    }
}

/// How an exercise went: right at the first try, right after hints, wrong.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Score {
    /// Right without a hint.
    pub first_try: usize,
    /// Right after one or more hints.
    pub with_hints: usize,
    /// Wrong.
    pub wrong: usize,
}

/// `play --exercise PROBLEM [--seed N] [--count K]`, its words after `--exercise` gathered
/// in `args`: the series at the terminal, read from `input`, written to `out` in `lang`;
/// `echo` echoes each line read.
///
/// # Errors
/// A usage error, in `lang`, before anything is written.
pub fn run(
    args: &[&str],
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    echo: bool,
    lang: Lang,
) -> Result<Score, String> {
    let t = |text: Text| text.render(lang);
    let mut seed = None;
    let mut count = DEFAULT_COUNT;
    let mut problem = None;
    let mut rest = args.iter().copied();
    while let Some(a) = rest.next() {
        match a {
            "--seed" | "--count" => {
                let v = rest
                    .next()
                    .ok_or_else(|| t(msg!("option-needs-value", option = a)))?;
                if a == "--seed" {
                    seed = Some(crate::runtime::cli::parse_number_in(
                        lang,
                        v,
                        "--seed",
                        0..=u64::MAX,
                        "",
                    )?);
                } else {
                    count = crate::runtime::cli::parse_number_in(
                        lang,
                        v,
                        "--count",
                        1..=MAX_COUNT as u64,
                        "",
                    )? as usize;
                }
            }
            _ if a.starts_with("--") => {
                return Err(t(msg!(
                    "exercise-unknown-option",
                    option = crate::input::quote(a)
                )));
            }
            _ if problem.is_none() => problem = Some(a),
            _ => return Err(t(msg!("exercise-extra", word = crate::input::quote(a)))),
        }
    }
    let problems = PROBLEMS.join(&lang.format("list-sep", &[]));
    let problem =
        problem.ok_or_else(|| t(msg!("exercise-name-a-problem", problems = &problems)))?;
    let seed = seed.unwrap_or_else(super::clock_seed);
    let list = series(problem, seed, count).map_err(|e| {
        t(msg!(
            "exercise-unknown-problem",
            error = e,
            problems = &problems
        ))
    })?;
    let mut score = Score::default();
    let say = |out: &mut dyn Write, s: String| {
        let _ = out.write_all(s.as_bytes());
    };
    say(
        out,
        t(msg!(
            "exercise-banner",
            problem = problem,
            seed = seed,
            count = count
        )) + "\n",
    );
    'series: for e in &list {
        let quiz = e.quiz();
        say(
            out,
            format!(
                "\n{}\n{}\n",
                t(msg!("exercise-head", k = e.index + 1, count = count)),
                t(msg!("play-position", position = quiz.show(lang)))
            ),
        );
        let mut hints = 0;
        loop {
            say(out, t(msg!("exercise-prompt")) + " ");
            let _ = out.flush();
            let mut line = String::new();
            if input.read_line(&mut line).unwrap_or(0) == 0 {
                say(out, "\n".to_string() + &t(msg!("play-end-of-input")) + "\n");
                break 'series;
            }
            let line = line.trim();
            if echo {
                say(out, format!("{line}\n"));
            }
            match line {
                "" => continue,
                "quit" | "认输" | "退出" => break 'series,
                "hint" | "提示" => {
                    if hints < HINTS {
                        hints += 1;
                        for h in quiz.hints(hints, lang).iter().skip(hints - 1) {
                            say(out, format!("  {h}\n"));
                        }
                    }
                    if hints == HINTS {
                        say(out, format!("  {}\n", t(msg!("exercise-hints-all"))));
                    }
                }
                "help" | "帮助" => say(
                    out,
                    format!(
                        "  {}\n",
                        t(msg!("exercise-help", help = quiz.move_help(lang)))
                    ),
                ),
                _ => match quiz.check(line, lang) {
                    Err(why) => say(out, format!("  {why}\n")),
                    Ok(c) => {
                        let verdict = match (c.right, hints) {
                            (true, 0) => {
                                score.first_try += 1;
                                t(msg!("exercise-right"))
                            }
                            (true, _) => {
                                score.with_hints += 1;
                                t(msg!("exercise-right-hints", hints = hints))
                            }
                            (false, _) => {
                                score.wrong += 1;
                                t(msg!("exercise-wrong"))
                            }
                        };
                        say(out, format!("  {verdict}: {}\n", c.reason));
                        break;
                    }
                },
            }
        }
    }
    say(
        out,
        "\n".to_string()
            + &t(msg!(
                "exercise-score",
                first = score.first_try,
                hints = score.with_hints,
                wrong = score.wrong,
                count = count
            ))
            + "\n",
    );
    Ok(score)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every exercise of a few series of every problem: made the same twice, accepted by
    /// `play`, and checked by the library as a brute force over the game's legal moves
    /// checks it: a move is accepted exactly when the rules' search says it wins.
    #[test]
    fn series_are_deterministic_and_checked_by_the_library() {
        for &p in PROBLEMS {
            for seed in [1, 2] {
                let a = series(p, seed, 6).unwrap();
                assert_eq!(a, series(p, seed, 6).unwrap(), "{p} seed {seed}");
                assert_ne!(a, series(p, seed + 10, 6).unwrap(), "{p}: the seed matters");
                for e in &a {
                    let q = e.quiz();
                    let none = q.check("none", Lang::En).unwrap();
                    assert_eq!(none.right, !q.wins(), "{p} {e:?}");
                    assert_eq!(q.hints(3, Lang::En).len(), 3);
                    assert_eq!(q.hints(3, Lang::Zh).len(), 3);
                }
            }
        }
    }

    /// The sizes grow from the first exercise to the last, up to the judge's (within
    /// `play`'s limits).
    #[test]
    fn sizes_grow_to_the_judges() {
        let s = series("hdu1907", 3, 10).unwrap();
        assert_eq!(s[0].words.len(), 2);
        assert_eq!(s[9].words.len(), 47);
        let s = series("poj2311", 3, 10).unwrap();
        assert!(s[0].words.iter().all(|w| w.parse::<u64>().unwrap() <= 3));
        assert_eq!(grow(2, 100, 9, 10), 100);
        assert_eq!(grow(2, 100, 0, 10), 2);
        assert_eq!(grow(5, 5, 3, 10), 5);
    }

    /// About one in three is lost; a series has both kinds.
    #[test]
    fn series_mix_won_and_lost() {
        for &p in PROBLEMS {
            let s = series(p, 5, 12).unwrap();
            let won = s.iter().filter(|e| e.quiz().wins()).count();
            assert!(won > 0 && won < 12, "{p}: {won} of 12 won");
        }
    }

    /// The moves accepted are exactly the winning moves `explain` counts (for the
    /// prefix-free game, which counts kinds of move: some move exactly when one wins),
    /// typed in either language; for misère Nim (HDU 1907), exactly those a brute force finds.
    #[test]
    fn accepted_moves_are_the_winning_moves() {
        for &p in PROBLEMS {
            for e in series(p, 9, 6).unwrap().iter().take(3) {
                let q = e.quiz();
                let legal = q.legal(Lang::En);
                if legal.len() > 400 {
                    continue;
                }
                let right = legal
                    .iter()
                    .filter(|m| q.check(m, Lang::En).unwrap().right)
                    .count();
                // The prefix-free game counts kinds of winning move (strings that win
                // alike), not strings.
                if p != "arc087_c" {
                    assert_eq!(right as u128, q.winning_count(), "{p} {e:?}");
                }
                assert_eq!(right > 0, q.wins(), "{p} {e:?}");
                for (en, zh) in legal.iter().zip(q.legal(Lang::Zh)) {
                    assert_eq!(
                        q.check(en, Lang::En).unwrap().right,
                        q.check(&zh, Lang::Zh).unwrap().right,
                        "{p}: {en} / {zh}"
                    );
                }
            }
        }
        fn misere_wins(
            heaps: &mut Vec<u64>,
            memo: &mut std::collections::HashMap<Vec<u64>, bool>,
        ) -> bool {
            let mut key = heaps.clone();
            key.sort_unstable();
            if let Some(&w) = memo.get(&key) {
                return w;
            }
            let mut win = heaps.iter().all(|&h| h == 0);
            for i in 0..heaps.len() {
                for take in 1..=heaps[i] {
                    heaps[i] -= take;
                    let lost = !misere_wins(heaps, memo);
                    heaps[i] += take;
                    win |= lost;
                }
            }
            memo.insert(key, win);
            win
        }
        let mut memo = std::collections::HashMap::new();
        for seed in 0..20 {
            let e = exercise("hdu1907", seed, 0, 8).unwrap();
            let q = e.quiz();
            let shown = q.show(Lang::En);
            let mut heaps: Vec<u64> = (shown.split_whitespace())
                .filter_map(|w| w.parse().ok())
                .collect();
            assert_eq!(q.wins(), misere_wins(&mut heaps, &mut memo), "{shown}");
            let mut brute = 0;
            for i in 0..heaps.len() {
                for take in 1..=heaps[i] {
                    heaps[i] -= take;
                    brute += usize::from(!misere_wins(&mut heaps, &mut memo));
                    heaps[i] += take;
                }
            }
            let legal = q.legal(Lang::En);
            let right = legal.iter().filter(|m| q.check(m, Lang::En).unwrap().right);
            assert_eq!(right.count(), brute, "{shown}");
        }
    }

    #[test]
    fn no_exercises_for_other_problems() {
        assert!(exercise("pe459", 1, 0, 3).is_err());
        assert!(exercise("nim", 1, 0, 3).is_err());
    }
}
