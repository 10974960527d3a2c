//! The games' rules written once more, from their statements alone, and an exhaustive
//! search over them: what `tests/explain.rs` and `tests/play.rs` hold the study tools'
//! winning moves against. Nothing here uses a Grundy value: a position is won iff some
//! move leads to a lost one (misère play: a position without moves is won).
#![allow(dead_code)]

pub mod starts;

use grundy::rng::Rng;
use rustc_hash::FxHashMap;
use std::collections::BTreeSet;
use std::hash::Hash;
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

/// Runs binary `id` with `args` and `stdin`, its output going to a full disk (`/dev/full`):
/// returns the exit status and stderr. A program of the suite says so in one `error:` line
/// and exits with status 1.
pub fn onto_a_full_disk(id: &str, args: &[&str], stdin: &[u8]) -> (Option<i32>, String) {
    let mut child = Command::new(crate::common::bin_path(id))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(std::fs::File::create("/dev/full").unwrap())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let _ = child.stdin.take().unwrap().write_all(stdin);
    let out = child.wait_with_output().unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Runs binary `id` with `args` and `stdin` (written from a thread, errors ignored), reads
/// the first line of its output and closes the pipe: returns that line, the exit status
/// and what it wrote on stderr. A program of the suite must end quietly with status 141.
pub fn first_line_then_close(
    id: &str,
    args: &[&str],
    stdin: Vec<u8>,
) -> (String, Option<i32>, String) {
    let mut child = Command::new(crate::common::bin_path(id))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut pipe = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        let _ = pipe.write_all(&stdin);
    });
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    (
        first,
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Project Euler 459's run lengths on a board of side `n`: the widths (perfect squares)
/// and the heights (triangular numbers) up to `n`.
pub fn pe459_lengths(n: usize) -> (Vec<usize>, Vec<usize>) {
    let squares = (1..=n).map(|k| k * k).take_while(|&l| l <= n).collect();
    let triangular = (1..=n)
        .map(|k| k * (k + 1) / 2)
        .take_while(|&l| l <= n)
        .collect();
    (squares, triangular)
}

/// The moves of a position: each a label (how the test names it) and the position it
/// leads to.
pub type Moves<L, P> = Vec<(L, P)>;

/// A game's rules: the moves of each position.
pub type Rules<P, L> = Box<dyn Fn(&P) -> Moves<L, P>>;

/// Exhaustive minimax over a game given by its moves.
pub struct Solver<P, L> {
    moves: Rules<P, L>,
    misere: bool,
    memo: FxHashMap<P, bool>,
}

impl<P: Hash + Eq + Clone, L: Ord + Clone> Solver<P, L> {
    /// A solver of the game with these moves, under normal play (or misère play).
    pub fn new(moves: impl Fn(&P) -> Moves<L, P> + 'static, misere: bool) -> Self {
        Solver {
            moves: Box::new(moves),
            misere,
            memo: FxHashMap::default(),
        }
    }

    /// Whether the player to move wins `p`.
    pub fn wins(&mut self, p: &P) -> bool {
        if let Some(&w) = self.memo.get(p) {
            return w;
        }
        let options = (self.moves)(p);
        let w = if options.is_empty() {
            self.misere
        } else {
            options.iter().any(|(_, q)| !self.wins(q))
        };
        self.memo.insert(p.clone(), w);
        w
    }

    /// The labels of the moves that leave the opponent a lost position.
    pub fn winning(&mut self, p: &P) -> BTreeSet<L> {
        let options = (self.moves)(p);
        options
            .into_iter()
            .filter(|(_, q)| !self.wins(q))
            .map(|(l, _)| l)
            .collect()
    }

    /// The labels of every legal move.
    pub fn legal(&self, p: &P) -> BTreeSet<L> {
        (self.moves)(p).into_iter().map(|(l, _)| l).collect()
    }

    /// The position move `l` leads to from `p`, if it is legal.
    pub fn successor(&self, p: &P, l: &L) -> Option<P> {
        (self.moves)(p)
            .into_iter()
            .find(|(m, _)| m == l)
            .map(|(_, q)| q)
    }
}

/// Heaps where a move takes `s` from one heap for `s` in `allowed(h)`: label
/// `(heap index, s)`.
pub fn heap_moves(
    allowed: impl Fn(u64) -> Vec<u64> + 'static,
) -> impl Fn(&Vec<u64>) -> Moves<(usize, u64), Vec<u64>> {
    move |heaps| {
        let mut out = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            for s in allowed(h) {
                let mut next = heaps.clone();
                next[i] = h - s;
                out.push(((i, s), next));
            }
        }
        out
    }
}

/// Staircase: chessmen on sorted cells move left, not past the one before nor cell 1;
/// label `(from, to)`. (A `&Vec`: the solver's positions are vectors.)
#[allow(clippy::ptr_arg)]
pub fn staircase_moves(cells: &Vec<u64>) -> Moves<(u64, u64), Vec<u64>> {
    let mut out = Vec::new();
    for i in 0..cells.len() {
        let floor = if i == 0 { 1 } else { cells[i - 1] + 1 };
        for to in floor..cells[i] {
            let mut next = cells.clone();
            next[i] = to;
            out.push(((cells[i], to), next));
        }
    }
    out
}

/// A cutting-game position: sorted pieces, and whether a 1×1 has been cut out.
pub type Paper = (Vec<(u32, u32)>, bool);

/// A cut: the piece and its two parts, sorted.
pub type Cut = ((u32, u32), [(u32, u32); 2]);

/// The cutting game: cut one piece along a grid line; cutting out a 1×1 ends the game
/// (no move after it, so its cutter wins). Label: the piece and its two parts, sorted.
pub fn cutting_moves(p: &Paper) -> Moves<Cut, Paper> {
    let (pieces, done) = p;
    if *done {
        return Vec::new();
    }
    let mut out = Vec::new();
    for (k, &(w, h)) in pieces.iter().enumerate() {
        let mut parts = Vec::new();
        for i in 1..w {
            parts.push([(i, h), (w - i, h)]);
        }
        for j in 1..h {
            parts.push([(w, j), (w, h - j)]);
        }
        for mut two in parts {
            two.sort_unstable();
            let mut next = pieces.clone();
            next.remove(k);
            next.extend(two);
            next.sort_unstable();
            let unit = two.contains(&(1, 1));
            out.push((((w, h), two), (next, unit)));
        }
    }
    out.sort_by_key(|m| m.0);
    out.dedup_by(|a, b| a.0 == b.0);
    out
}

/// Every binary string of length `1..=l`, in order of length, then value.
pub fn all_strings(l: usize) -> Vec<String> {
    (1..=l)
        .flat_map(|len| (0..1u32 << len).map(move |b| format!("{b:0len$b}")))
        .collect()
}

/// The prefix-free game with strings of length `1..=l` (at most 5): a position is the set
/// of strings as a mask over [`all_strings`]; label: the string added.
pub fn prefix_free_moves(l: usize) -> impl Fn(&u64) -> Vec<(String, u64)> {
    let strings = all_strings(l);
    let clash: Vec<u64> = (strings.iter())
        .map(|s| {
            (strings.iter().enumerate())
                .filter(|(_, t)| t.starts_with(s.as_str()) || s.starts_with(t.as_str()))
                .fold(0, |m, (j, _)| m | 1 << j)
        })
        .collect();
    move |set| {
        (0..strings.len())
            .filter(|&i| clash[i] & set == 0)
            .map(|i| (strings[i].clone(), set | 1 << i))
            .collect()
    }
}

/// A coin-turning game on `n` coins given by the sets of coins a move turns with its
/// rightmost coin `x` (which must be heads), as masks; label: the mask.
pub fn coin_moves(
    n: usize,
    turns: impl Fn(usize) -> Vec<u128> + 'static,
) -> impl Fn(&u128) -> Vec<(u128, u128)> {
    move |heads| {
        (0..n)
            .filter(|&x| heads >> x & 1 == 1)
            .flat_map(&turns)
            .map(|m| (m, heads ^ m))
            .collect()
    }
}

/// Random heads on `n` coins (each heads with probability 1/3); with `toward_loss`, moved
/// on by a winning move when there is one, since lost positions are rare at random.
pub fn random_heads(
    rng: &mut Rng,
    n: usize,
    solver: &mut Solver<u128, u128>,
    toward_loss: bool,
) -> u128 {
    let heads = mask((0..n).filter(|_| rng.chance(1, 3)));
    match solver.winning(&heads).iter().next() {
        Some(&w) if toward_loss => heads ^ w,
        _ => heads,
    }
}

/// The mask of coins `coins`.
pub fn mask(coins: impl IntoIterator<Item = usize>) -> u128 {
    coins.into_iter().fold(0, |m, c| m | 1 << c)
}

/// The sets a one-dimensional rule turns with rightmost coin `x` (indices from 0), written
/// from the classic coin-turning notes. `param` is the rule's number or set.
pub fn line_turns(rule: &str, param: &[usize], x: usize) -> Vec<u128> {
    let run = |len: usize| (len >= 1 && len <= x + 1).then(|| mask(x + 1 - len..=x));
    let mut out: Vec<u128> = match rule {
        "one" => vec![mask([x])],
        "one-or-two" => std::iter::once(mask([x]))
            .chain((0..x).map(|y| mask([y, x])))
            .collect(),
        "consecutive" => run(param[0]).into_iter().collect(),
        // Labels from 1: coin x is a heap of x + 1; s = heap leaves nothing.
        "subtraction" => (param.iter())
            .filter_map(|&s| match (x + 1).checked_sub(s) {
                Some(0) => Some(mask([x])),
                Some(left) => Some(mask([left - 1, x])),
                None => None,
            })
            .collect(),
        "twins" => (param.iter())
            .filter(|&&s| s <= x)
            .map(|&s| mask([x - s, x]))
            .collect(),
        "mock-turtles" => {
            let mut v = vec![mask([x])];
            for y in 0..x {
                v.push(mask([y, x]));
                for z in y + 1..x {
                    v.push(mask([y, z, x]));
                }
            }
            v
        }
        "ruler" => (1..=x + 1).filter_map(run).collect(),
        "runs" => param.iter().filter_map(|&l| run(l)).collect(),
        "two" => (0..x).map(|y| mask([y, x])).collect(),
        "grunt" => (1..x)
            .filter(|&a| a < x - a)
            .map(|a| mask([0, a, x - a, x]))
            .collect(),
        _ => panic!("no such rule {rule}"),
    };
    out.sort_unstable();
    out.dedup();
    out
}

/// The sets a two-dimensional rule turns with corner `(x, y)` on a board with `cols`
/// columns (cell `(r, c)` is bit `r·cols + c`). `factors` names a product's two rules.
pub fn grid_turns(
    rule: &str,
    factors: &[(&str, Vec<usize>)],
    cols: usize,
    x: usize,
    y: usize,
) -> Vec<u128> {
    let cell = |r: usize, c: usize| 1u128 << (r * cols + c);
    let mut out = Vec::new();
    match rule {
        "corners" => {
            for a in 0..x {
                for b in 0..y {
                    out.push(cell(x, y) | cell(a, y) | cell(x, b) | cell(a, b));
                }
            }
        }
        "rugs" => {
            for a in 0..=x {
                for b in 0..=y {
                    let m = (a..=x)
                        .flat_map(|r| (b..=y).map(move |c| (r, c)))
                        .fold(0, |m, (r, c)| m | cell(r, c));
                    out.push(m);
                }
            }
        }
        "block" => {
            // Every subset of [0, x] × [0, y] holding (x, y) that is edge-connected.
            let (h, w) = (x + 1, y + 1);
            for sub in 0u64..1 << (h * w) {
                if sub >> (h * w - 1) & 1 == 1 && connected(sub, h, w) {
                    let m = (0..h * w)
                        .filter(|&i| sub >> i & 1 == 1)
                        .fold(0, |m, i| m | cell(i / w, i % w));
                    out.push(m);
                }
            }
        }
        "product" => {
            let (a, b) = (&factors[0], &factors[1]);
            let bits = |m: u128| (0..128).filter(move |&i| m >> i & 1 == 1);
            for ma in line_turns(a.0, &a.1, x) {
                for mb in line_turns(b.0, &b.1, y) {
                    let m = bits(ma)
                        .flat_map(|r| bits(mb).map(move |c| (r, c)))
                        .fold(0, |m, (r, c)| m | cell(r, c));
                    out.push(m);
                }
            }
        }
        _ => panic!("no such rule {rule}"),
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// Whether the cells of `sub` (an `h × w` rectangle, bit `r·w + c`) are edge-connected.
fn connected(sub: u64, h: usize, w: usize) -> bool {
    let start = sub.trailing_zeros() as usize;
    let mut seen = 1u64 << start;
    let mut stack = vec![start];
    while let Some(i) = stack.pop() {
        let (r, c) = (i / w, i % w);
        let near = [
            (r > 0).then(|| i - w),
            (r + 1 < h).then(|| i + w),
            (c > 0).then(|| i - 1),
            (c + 1 < w).then(|| i + 1),
        ];
        for j in near.into_iter().flatten() {
            if sub >> j & 1 == 1 && seen >> j & 1 == 0 {
                seen |= 1 << j;
                stack.push(j);
            }
        }
    }
    seen == sub
}

/// Grundy values by brute force over a game given by its moves: the value of a position is
/// the mex of its options' values (0 without a move). Nothing else is assumed: a sum of
/// components is searched as one position, not added by the Sprague–Grundy theorem.
pub struct Values<P, L> {
    moves: Rules<P, L>,
    memo: FxHashMap<P, u64>,
}

impl<P: Hash + Eq + Clone, L> Values<P, L> {
    /// The values of the game with these moves.
    pub fn new(moves: impl Fn(&P) -> Moves<L, P> + 'static) -> Self {
        Values {
            moves: Box::new(moves),
            memo: FxHashMap::default(),
        }
    }

    /// The Grundy value of `p`.
    pub fn of(&mut self, p: &P) -> u64 {
        if let Some(&g) = self.memo.get(p) {
            return g;
        }
        let options: Vec<P> = (self.moves)(p).into_iter().map(|(_, q)| q).collect();
        let seen: BTreeSet<u64> = options.iter().map(|q| self.of(q)).collect();
        let g = (0..)
            .find(|v| !seen.contains(v))
            .expect("a value is missing");
        self.memo.insert(p.clone(), g);
        g
    }
}

/// The cutting game's safe cuts only (both parts with sides of at least 2), on sorted
/// pieces: the game the components' values are values of.
#[allow(clippy::ptr_arg)]
pub fn safe_cut_moves(pieces: &Vec<(u32, u32)>) -> Moves<Cut, Vec<(u32, u32)>> {
    cutting_moves(&(pieces.clone(), false))
        .into_iter()
        .filter(|(_, (_, unit))| !unit)
        .filter(|((_, parts), _)| parts.iter().all(|&(w, h)| w.min(h) >= 2))
        .map(|(label, (next, _))| (label, next))
        .collect()
}
