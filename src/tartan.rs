//! Coin-turning games that flip runs of coins, their products (the Tartan theorem), and
//! Project Euler 459.
//!
//! **Runs of coins.** Coins lie at positions `1, 2, …, n`. A move flips a run of `L`
//! consecutive coins `x − L + 1, …, x`, with `L` from a fixed set `S` of lengths, and the
//! rightmost coin `x` must go from heads to tails. Like every coin-turning game this is a
//! sum over the heads-up coins (a heads coin turned again cancels, as two equal Nim heaps
//! do), so a position's Grundy value is the XOR of `g(x)` over its heads coins, where
//! `g(x)` is the value of a lone heads coin at `x`. Flipping the run ending at `x` leaves
//! heads at `x − L + 1, …, x − 1`, whose value is `P(x − 1) ⊕ P(x − L)` with the prefix
//! XOR `P(k) = g(1) ⊕ … ⊕ g(k)`. Hence
//!
//! ```text
//! g(x) = mex{ P(x − 1) ⊕ P(x − L) : L ∈ S, L ≤ x },   P(x) = P(x − 1) ⊕ g(x).
//! ```
//!
//! **Products.** In the product of two coin-turning games, coins sit on a grid and a move
//! is a pair of moves, one per coordinate: it flips every cell `(x', y')` with `x'` flipped
//! by the first move and `y'` by the second; for two run games that is a rectangle with
//! its upper-right corner going heads to tails. The **Tartan theorem** (Berlekamp, Conway
//! and Guy, *Winning Ways*, ch. 14) says the value of a heads coin at `(x, y)` is the nim
//! product `g1(x) ⊗ g2(y)` (see `grundy::nimber`). With distributivity, the XOR of the
//! values inside a rectangle of width `w` and height `h` with upper-right corner `(x, y)`
//! factors: `(P1(x) ⊕ P1(x − w)) ⊗ (P2(y) ⊕ P2(y − h))`.
//!
//! **Project Euler 459.** The board is `N × N`, all white (heads); widths are perfect
//! squares and heights triangular numbers. The start has value `V = P1(N) ⊗ P2(N)`. A
//! first move `(x, w, y, h)` wins iff it leaves value 0, i.e. iff
//! `a ⊗ b = V` with `a = P1(x) ⊕ P1(x − w)` and `b = P2(y) ⊕ P2(y − h)`. So it suffices to
//! count, for each game, how many `(x, L)` give each value `a` (the *tally*), and
//! `W(N) = Σ A[a]·B[V ⊗ a⁻¹]` over `a ≠ 0` (or, when `V = 0`, the moves with `a = 0` or
//! `b = 0`).
//!
//! **Speed.** For `N = 10^6` there are about 1.6·10^9 pairs `(x, L)` (6.7·10^8 for the
//! squares, 9.4·10^8 for the triangular numbers); everything else is small. [`run_tally`]
//! makes one histogram increment per pair and nothing else: for each `x` it builds the
//! multiset `H_x` of the values `P(x − L)` (one increment each); the mex is the least `m`
//! with `H_x[m ⊕ P(x − 1)] = 0` (about 13 steps on average), and the tally gains `H_x[v]`
//! at `v ⊕ P(x)` for every value `v`, a short vector loop over the few hundred possible
//! values per `x`. Positions are processed in blocks of 16: lengths of at least 16 only
//! read finished prefixes, so they are applied length by length to all 16 rows of the
//! block (16 rows of 512 counters stay in the L1 cache; each length reads one contiguous
//! 32-byte segment of `P`, prefetched a few lengths ahead because `P` is larger than the
//! L2 cache), and only the few shorter lengths run position by position. Prefix values are
//! `u16`. A row has room for every possible value (`W`, the power of two above the number
//! of lengths, since a mex of `k` values is at most `k`), but the per-position vector loops
//! only cover the *active width*, the power of two above the values seen so far: it
//! doubles as values grow (512 is reached at `N` = 2 027 524 by the triangular game and at
//! 6 180 163 by the squares; up to `N = 10^7` no value reaches 1024), so the cost per
//! position follows the values actually met, and no computation is ever restarted. Rows
//! are padded so that the 16 rows of a block never lie a multiple of 4 KiB apart (they
//! would compete for the same L1 cache sets).
//! [`run_tally_pair`] runs the two games on two threads and balances them.
//! Alone, the triangular game (the longer) would set the wall-clock time; instead, the
//! thread that finishes its own game first helps with the other one. Lengths of at least
//! 2048 read only prefixes finished at least 2048 positions earlier, so the helper can
//! apply 9 of every 16 of them to a chunk of 256 positions ahead of the owner, and hands
//! the chunk's 256 rows of counts over through a channel; the owner adds them to its rows
//! before the mex and sends the buffer back for reuse (the helper clears it, block by
//! block, just before filling it again). Each chunk is claimed by an atomic
//! compare-and-swap, by the helper or by the owner, whoever comes first, so the owner
//! never waits for a helper that is not already working on its chunk (a helper thread
//! descheduled by other load costs at most one chunk). The threads synchronise a few
//! times per chunk (about 4000 chunks in all), and both finish at about the same time:
//! the wall-clock time is close to half the total work, not the longer game's.

use crate::nimber::{nim_inv, nim_mul};
use std::sync::atomic::{AtomicBool, AtomicU8, AtomicU16, AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, Sender, SyncSender, channel, sync_channel};

/// Grundy values of a lone heads coin, `g[x]` for `x` in `1..=n` (`g[0] = 0`, no coin),
/// in the run game with lengths `lengths` (the straightforward mex recursion).
///
/// ```
/// // Lengths 1, 2, 3, …: the ruler game, g(x) = the largest power of 2 dividing x.
/// let all: Vec<usize> = (1..=8).collect();
/// assert_eq!(grundy::tartan::run_values(&all, 8), [0, 1, 2, 1, 4, 1, 2, 1, 8]);
/// ```
///
/// Complexity: O(n·|S|·log |S|). (The mex is taken from the sorted option values rather
/// than with `crate::mex`, so that PE 459's submission, which never calls this reference,
/// does not carry that module.)
pub fn run_values(lengths: &[usize], n: usize) -> Vec<u64> {
    let mut g = vec![0u64; n + 1];
    let mut prefix = vec![0u64; n + 1];
    let mut options = Vec::with_capacity(lengths.len());
    for x in 1..=n {
        options.clear();
        options.extend(
            (lengths.iter().filter(|&&l| l >= 1 && l <= x)).map(|&l| prefix[x - 1] ^ prefix[x - l]),
        );
        options.sort_unstable();
        options.dedup();
        // The mex: the first value missing from the sorted distinct options.
        g[x] = (options.iter().zip(0..))
            .find(|&(&v, i)| v != i)
            .map_or(options.len() as u64, |(_, i)| i);
        prefix[x] = prefix[x - 1] ^ g[x];
    }
    g
}

/// Prefix XORs `P[k] = g[1] ⊕ … ⊕ g[k]`, `P[0] = 0`, of values `g` as from [`run_values`].
///
/// ```
/// assert_eq!(grundy::tartan::prefix_xor(&[0, 1, 2, 1, 4]), [0, 1, 3, 2, 6]);
/// ```
pub fn prefix_xor(g: &[u64]) -> Vec<u64> {
    let mut p = Vec::with_capacity(g.len());
    let mut acc = 0;
    for (k, &v) in g.iter().enumerate() {
        if k > 0 {
            acc ^= v;
        }
        p.push(acc);
    }
    p
}

/// Value of a heads coin at `(x, y)` in the product of two games whose lone-coin values
/// there are `g1x` and `g2y`: the Tartan theorem, `g1x ⊗ g2y`.
///
/// ```
/// // Two ruler games (rugs): coin (3, 2) has value 1 ⊗ 2 = 2.
/// assert_eq!(grundy::tartan::tartan_value(1, 2), 2);
/// ```
pub fn tartan_value(g1x: u64, g2y: u64) -> u64 {
    nim_mul(g1x, g2y)
}

/// The perfect squares `1, 4, 9, …` up to `n`.
///
/// ```
/// assert_eq!(grundy::tartan::squares_upto(20), [1, 4, 9, 16]);
/// ```
pub fn squares_upto(n: usize) -> Vec<usize> {
    (1..).map(|k| k * k).take_while(|&l| l <= n).collect()
}

/// The triangular numbers `1, 3, 6, 10, …` up to `n`.
///
/// ```
/// assert_eq!(grundy::tartan::triangular_upto(20), [1, 3, 6, 10, 15]);
/// ```
pub fn triangular_upto(n: usize) -> Vec<usize> {
    (1..)
        .map(|k| k * (k + 1) / 2)
        .take_while(|&l| l <= n)
        .collect()
}

/// A run game's prefix values and move tally on positions `1..=n`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunTally {
    /// `prefix[k] = P(k)`, for `k` in `0..=n`.
    pub prefix: Vec<u16>,
    /// `moves[a]` = number of moves `(x, L)` (`1 ≤ x ≤ n`, `L ∈ S`, `L ≤ x`) whose run has
    /// value `P(x) ⊕ P(x − L) = a`.
    pub moves: Vec<u64>,
}

/// Positions per block of [`run_tally`].
const BLOCK: usize = 16;

/// How many lengths ahead [`run_tally`] prefetches the prefix segment it will read.
const PREFETCH_AHEAD: usize = 16;

/// Positions per chunk that a helper thread hands over (a multiple of [`BLOCK`]).
const CHUNK: usize = 256;

/// Lengths from this one on may be applied by a helper thread. A chunk only reads prefix
/// values at least this far back, so the helper can work up to a few chunks ahead; it must
/// be at least [`CHUNK`].
const SHARE_FROM: usize = 2048;

/// Whether the long length at index `i` (of those at least [`BLOCK`]) goes to the helper
/// when it takes a chunk: 9 of every 16 lengths from [`SHARE_FROM`] on (the owner also
/// does the mex and the tally).
fn shared_length(i: usize, l: usize) -> bool {
    l >= SHARE_FROM && i % 16 < 9
}

/// Hints the CPU to bring `p[i]` into the cache (no effect if `i` is out of range).
#[inline(always)]
fn prefetch(p: &[AtomicU16], i: usize) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        // SAFETY: a prefetch is only a hint: it never faults, whatever the address, and
        // changes no state visible to the program.
        unsafe { _mm_prefetch::<_MM_HINT_T0>(p.as_ptr().wrapping_add(i).cast()) };
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = (p, i);
}

/// Prefix values and move tally of the run game with the given lengths, on `1..=n`.
///
/// ```
/// use grundy::tartan::{run_tally, run_values, prefix_xor};
/// let t = run_tally(&[1, 4, 9], 30);
/// let p = prefix_xor(&run_values(&[1, 4, 9], 30));
/// assert!(t.prefix.iter().zip(&p).all(|(&a, &b)| a as u64 == b));
/// assert_eq!(t.moves.iter().sum::<u64>(), 30 + 27 + 22); // pairs (x, L) with L ≤ x
/// ```
///
/// Complexity: O(n·|S|) histogram increments plus O(n·V) vector work for values below V
/// (see the module docs); memory O(n + V).
///
/// # Panics
/// If the lengths are not strictly increasing and positive, or `lengths.len() ≥ 65536`
/// (values might not fit in 16 bits).
pub fn run_tally(lengths: &[usize], n: usize) -> RunTally {
    let lengths = checked_lengths(lengths, n);
    let shared = Shared::new(n);
    macro_rules! at_width {
        ($($w:literal),*) => {
            $(
                if width(lengths.len()) <= $w {
                    return own::<$w>(&lengths, n, &shared, None);
                }
            )*
        };
    }
    at_width!(512, 2048, 8192, 65536);
    unreachable!("fewer than 2^16 lengths")
}

/// Counters per row needed for `count` lengths: a power of two above every value. A mex
/// of at most `count` values is at most `count`, so every `g` and every XOR of them (every
/// prefix value) is below the next power of two above `count`.
fn width(count: usize) -> usize {
    (count + 1).next_power_of_two()
}

/// [`run_tally`] of two games at once, on two threads: each thread tallies one game and,
/// when done, helps with the other one (9 of every 16 of its lengths of at least 2048,
/// chunk by chunk; see the module docs), so both finish at about the same time.
///
/// ```
/// use grundy::tartan::{run_tally, run_tally_pair, squares_upto, triangular_upto};
/// let n = 5000;
/// let (s, t) = (squares_upto(n), triangular_upto(n));
/// assert_eq!(run_tally_pair(&s, &t, n), (run_tally(&s, n), run_tally(&t, n)));
/// ```
///
/// # Panics
/// As [`run_tally`].
pub fn run_tally_pair(a: &[usize], b: &[usize], n: usize) -> (RunTally, RunTally) {
    let (a, b) = (checked_lengths(a, n), checked_lengths(b, n));
    macro_rules! at_width {
        ($($w:literal),*) => {
            $(
                if width(a.len().max(b.len())) <= $w {
                    return pair_at_width::<$w>(&a, &b, n);
                }
            )*
        };
    }
    at_width!(512, 2048, 8192, 65536);
    unreachable!("fewer than 2^16 lengths")
}

/// [`run_tally_pair`] with rows of `W` counters.
fn pair_at_width<const W: usize>(a: &[usize], b: &[usize], n: usize) -> (RunTally, RunTally) {
    let (sa, sb) = (&Shared::new(n), &Shared::new(n));
    let ((owner_a, helper_a), (owner_b, helper_b)) = (links::<W>(), links::<W>());
    std::thread::scope(|s| {
        let first = s.spawn(move || {
            let t = own::<W>(a, n, sa, Some(owner_a));
            help::<W>(b, n, sb, helper_b);
            t
        });
        let tb = own::<W>(b, n, sb, Some(owner_b));
        help::<W>(a, n, sa, helper_a);
        (first.join().expect("tally thread"), tb)
    })
}

/// The lengths up to `n`, after checking them as [`run_tally`] documents.
fn checked_lengths(lengths: &[usize], n: usize) -> Vec<usize> {
    assert!(
        lengths.first().is_none_or(|&l| l >= 1) && lengths.windows(2).all(|w| w[0] < w[1]),
        "lengths must be positive and strictly increasing"
    );
    assert!(
        lengths.len() < 1 << 16,
        "too many lengths for 16-bit values"
    );
    lengths.iter().copied().take_while(|&l| l <= n).collect()
}

/// The active width at the start: the vector loops cover only the counters of values
/// below the active width, which doubles whenever a prefix value reaches it.
const FIRST_LIMIT: usize = 64;

/// Claims of a chunk (see [`Shared::claims`]).
const FREE: u8 = 0;
const OWNER: u8 = 1;
const HELPER: u8 = 2;

/// One game's state that its owner thread shares with a helper.
struct Shared {
    /// `p[k] = P(k)`, written once by the owner (relaxed: ordered by `final_upto`).
    p: Vec<AtomicU16>,
    /// Every `P(k)` with `k < final_upto` is final (published by the owner per chunk).
    final_upto: AtomicUsize,
    /// `claims[c]`: who applies the shared lengths to chunk `c`: [`FREE`] (not decided
    /// yet), [`OWNER`] or [`HELPER`]; whoever comes first.
    claims: Vec<AtomicU8>,
    /// The active width: a power of two above every prefix value written so far (see
    /// [`own`]); raised by the owner before it writes a value that needs it.
    limit: AtomicUsize,
    /// The owner has stopped; the helper must stop too.
    over: AtomicBool,
}

impl Shared {
    fn new(n: usize) -> Self {
        Shared {
            p: (0..=n).map(|_| AtomicU16::new(0)).collect(),
            final_upto: AtomicUsize::new(0),
            claims: (0..=n / CHUNK).map(|_| AtomicU8::new(FREE)).collect(),
            limit: AtomicUsize::new(FIRST_LIMIT),
            over: AtomicBool::new(false),
        }
    }
}

/// A chunk's rows of counts from the helper, `CHUNK` rows of `W` counters.
type Rows<const W: usize> = Vec<Row<W>>;

/// One position's counters, `counts[v]` for the values `v < W`, padded so that rows never
/// lie a multiple of 4 KiB apart: the 16 rows of a block would otherwise compete for the
/// same few sets of the L1 cache once `W` reaches 2048.
#[derive(Clone, Copy)]
#[repr(C)]
struct Row<const W: usize> {
    counts: [u16; W],
    _pad: [u16; 32],
}

impl<const W: usize> Row<W> {
    const ZERO: Self = Row {
        counts: [0; W],
        _pad: [0; 32],
    };
}

/// A chunk's index and its rows of counts from the helper.
type Filled<const W: usize> = (usize, Rows<W>);

/// The owner's ends of the channels: filled chunks in, used ones back out.
struct OwnerLink<const W: usize> {
    full: Receiver<Filled<W>>,
    empty: Sender<Rows<W>>,
}

/// The helper's ends of the channels.
struct HelperLink<const W: usize> {
    full: SyncSender<Filled<W>>,
    empty: Receiver<Rows<W>>,
}

fn links<const W: usize>() -> (OwnerLink<W>, HelperLink<W>) {
    // One filled chunk may wait: the helper works at most two chunks ahead.
    let (full_tx, full_rx) = sync_channel(1);
    let (empty_tx, empty_rx) = channel();
    (
        OwnerLink {
            full: full_rx,
            empty: empty_tx,
        },
        HelperLink {
            full: full_tx,
            empty: empty_rx,
        },
    )
}

/// Sets the flag when dropped, whichever way the owner returns.
struct SetOnDrop<'a>(&'a AtomicBool);

impl Drop for SetOnDrop<'_> {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Release);
    }
}

/// Waits a little (spinning first, then yielding the CPU).
fn backoff(spins: &mut u32) {
    if *spins < 64 {
        std::hint::spin_loop();
    } else {
        std::thread::yield_now();
    }
    *spins += 1;
}

/// `ahead[i]`: the length whose segment to prefetch while length `i` is applied.
fn prefetch_plan(long: &[usize]) -> Vec<usize> {
    (0..long.len())
        .map(|i| long[(i + PREFETCH_AHEAD).min(long.len() - 1)])
        .collect()
}

/// Adds the long lengths (at least [`BLOCK`], read only final prefix values) to the rows
/// of the positions `x0..x1` (at most [`BLOCK`] of them): `rows[x − x0][P(x − L)] += 1`.
/// Those with `L ≤ x0` feed all rows of a full block from one contiguous segment of `P`;
/// the few others (`x0 < L < x1`, or a short last block) go position by position.
#[inline(always)]
fn apply_long<const W: usize>(
    p: &[AtomicU16],
    rows: &mut [Row<W>],
    (x0, x1): (usize, usize),
    lengths: &[usize],
    ahead: &[usize],
) {
    let full = if x1 - x0 == BLOCK {
        lengths.partition_point(|&l| l <= x0)
    } else {
        0
    };
    for (&l, &ahead) in lengths[..full].iter().zip(&ahead[..full]) {
        // The segments lie all over `P` and miss the cache; fetch a few lengths ahead.
        prefetch(p, x0.wrapping_sub(ahead));
        // SAFETY: BLOCK ≤ l ≤ x0, so x0 − l + BLOCK ≤ x0 ≤ n < p.len().
        let seg = unsafe { p.get_unchecked(x0 - l..x0 - l + BLOCK) };
        for (row, v) in rows.iter_mut().zip(seg) {
            // SAFETY: every prefix value is below W: P(0) = 0, entries not yet written
            // are 0, and each P(x) = c ^ g with c, g < W (W a power of two above every
            // mex, see `width`).
            unsafe {
                *row.counts
                    .get_unchecked_mut(v.load(Ordering::Relaxed) as usize) += 1
            };
        }
    }
    for &l in &lengths[full..] {
        if l >= x1 {
            break;
        }
        for x in x0.max(l)..x1 {
            rows[x - x0].counts[p[x - l].load(Ordering::Relaxed) as usize & (W - 1)] += 1;
        }
    }
}

/// The owner's tally of one game with rows of `W` counters (`W` a power of two above every
/// value, see [`width`]); with a link, a helper applies the shared lengths from some chunk
/// on. The per-position vector loops run over the *active width* only, the least power of
/// two (at least [`FIRST_LIMIT`]) above every prefix value so far, so a wide `W` costs
/// nothing until values need it. On x86-64 CPUs with AVX2 (checked at run time) the same
/// code is compiled for AVX2, which halves the cost of those loops; results are identical.
fn own<const W: usize>(
    lengths: &[usize],
    n: usize,
    shared: &Shared,
    link: Option<OwnerLink<W>>,
) -> RunTally {
    #[cfg(target_arch = "x86_64")]
    {
        if std::arch::is_x86_feature_detected!("avx2") {
            // SAFETY: the CPU supports AVX2 (checked just above).
            return unsafe { own_avx2::<W>(lengths, n, shared, link) };
        }
    }
    own_body::<W>(lengths, n, shared, link)
}

/// # Safety
/// The CPU must support AVX2.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn own_avx2<const W: usize>(
    lengths: &[usize],
    n: usize,
    shared: &Shared,
    link: Option<OwnerLink<W>>,
) -> RunTally {
    own_body::<W>(lengths, n, shared, link)
}

#[inline(always)]
fn own_body<const W: usize>(
    lengths: &[usize],
    n: usize,
    shared: &Shared,
    link: Option<OwnerLink<W>>,
) -> RunTally {
    let _over = SetOnDrop(&shared.over);
    let p = &shared.p[..];
    // rows[r][v]: multiplicity of v among P(x − L), L ∈ S, for position x = x0 + r.
    #[allow(clippy::useless_vec)] // on the heap: up to 2 MiB for the widest rows
    let mut rows = vec![Row::<W>::ZERO; BLOCK];
    let mut tally = Tallier::<W>::new();
    let mut limit = shared.limit.load(Ordering::Relaxed);
    // Number of lengths at most the current position: no row entry can exceed it.
    let mut applied = 0;
    let split = lengths.partition_point(|&l| l < BLOCK);
    let (short, long) = lengths.split_at(split);
    let mine: Vec<usize> = (long.iter().enumerate())
        .filter(|&(i, &l)| !shared_length(i, l))
        .map(|(_, &l)| l)
        .collect();
    let (ahead_all, ahead_mine) = (prefetch_plan(long), prefetch_plan(&mine));
    // The helper's rows for the shared lengths of the current chunk, if it claimed it.
    let mut extra: Option<Rows<W>> = None;
    let mut x0 = 1;
    while x0 <= n {
        let x1 = (x0 + BLOCK).min(n + 1);
        let (chunk, offset) = ((x0 - 1) / CHUNK, (x0 - 1) % CHUNK);
        if let (Some(link), 0) = (&link, offset) {
            shared.final_upto.store(x0, Ordering::Release);
            if let Some(done) = extra.take() {
                // The helper may have stopped already; then the rows are not needed.
                let _ = link.empty.send(done);
            }
            let claim = shared.claims[chunk].compare_exchange(
                FREE,
                OWNER,
                Ordering::AcqRel,
                Ordering::Acquire,
            );
            if claim.is_err() {
                // The helper claimed this chunk; it sends its chunks in order.
                let (c, rows) = link.full.recv().expect("the helper sends what it claims");
                assert_eq!(c, chunk, "chunks arrive in order");
                extra = Some(rows);
            }
        }
        if let Some(extra) = &extra {
            apply_long(p, &mut rows, (x0, x1), &mine, &ahead_mine);
            // Only read here: the helper clears the buffer when it reuses it, which moves
            // fewer cache lines between the cores. Its counters of values from the active
            // width on are 0 (it saw no such value).
            for (row, more) in rows.iter_mut().zip(&extra[offset..]) {
                for (a, b) in row.counts[..limit].iter_mut().zip(&more.counts[..limit]) {
                    *a += *b;
                }
            }
        } else {
            apply_long(p, &mut rows, (x0, x1), long, &ahead_all);
        }
        // Position by position: short lengths, mex, prefix, tally.
        for x in x0..x1 {
            while applied < lengths.len() && lengths[applied] <= x {
                applied += 1;
            }
            let row = &mut rows[x - x0].counts;
            for &l in short {
                if l > x {
                    break;
                }
                row[p[x - l].load(Ordering::Relaxed) as usize & (W - 1)] += 1;
            }
            // Options have values c ^ v with c and v below the active width, so the mex
            // g is at most the active width, and s = c ^ g below twice that (and below W).
            let c = p[x - 1].load(Ordering::Relaxed) as usize;
            let mut g = 0;
            while row[(g ^ c) & (W - 1)] != 0 {
                g += 1;
            }
            let s = c ^ g;
            if s >= limit {
                limit *= 2;
                // Before the value is written, and so before any reader can see it.
                shared.limit.store(limit, Ordering::Release);
            }
            p[x].store(s as u16, Ordering::Relaxed);
            tally.add(row, s, applied, limit);
        }
        x0 = x1;
    }
    RunTally {
        prefix: p.iter().map(|v| v.load(Ordering::Relaxed)).collect(),
        moves: tally.finish(),
    }
}

/// The helper's side: once the owner of `shared` accepts the offer, applies the shared
/// lengths to each chunk from then on and sends the chunk's rows; returns when the owner
/// has stopped or every chunk is sent.
fn help<const W: usize>(lengths: &[usize], n: usize, shared: &Shared, link: HelperLink<W>) {
    #[cfg(target_arch = "x86_64")]
    {
        if std::arch::is_x86_feature_detected!("avx2") {
            // SAFETY: the CPU supports AVX2 (checked just above).
            return unsafe { help_avx2::<W>(lengths, n, shared, link) };
        }
    }
    help_body::<W>(lengths, n, shared, link)
}

/// # Safety
/// The CPU must support AVX2.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn help_avx2<const W: usize>(
    lengths: &[usize],
    n: usize,
    shared: &Shared,
    link: HelperLink<W>,
) {
    help_body::<W>(lengths, n, shared, link)
}

#[inline(always)]
fn help_body<const W: usize>(lengths: &[usize], n: usize, shared: &Shared, link: HelperLink<W>) {
    let long = &lengths[lengths.partition_point(|&l| l < BLOCK)..];
    let theirs: Vec<usize> = (long.iter().enumerate())
        .filter(|&(i, &l)| shared_length(i, l))
        .map(|(_, &l)| l)
        .collect();
    if theirs.is_empty() {
        return;
    }
    let ahead = prefetch_plan(&theirs);
    let mut spins = 0;
    // Start after the owner's current chunk; chunks it has claimed are skipped anyway.
    let next = shared.final_upto.load(Ordering::Acquire).saturating_sub(1) / CHUNK + 1;
    for (chunk, start) in (next..).zip((1 + next * CHUNK..=n).step_by(CHUNK)) {
        let end = (start + CHUNK).min(n + 1);
        // The chunk reads P(k) for k ≤ end − 1 − SHARE_FROM only.
        while shared.final_upto.load(Ordering::Acquire) + SHARE_FROM < end {
            if shared.over.load(Ordering::Acquire) {
                return;
            }
            backoff(&mut spins);
        }
        let claim = shared.claims[chunk].compare_exchange(
            FREE,
            HELPER,
            Ordering::AcqRel,
            Ordering::Acquire,
        );
        if claim.is_err() {
            continue; // the owner got there first
        }
        let mut rows = link
            .empty
            .try_recv()
            .unwrap_or_else(|_| vec![Row::ZERO; CHUNK]);
        // Every value this chunk reads is final, so below the active width read after
        // `final_upto`; so were those of the buffer's earlier use (the width only grows).
        let limit = shared.limit.load(Ordering::Acquire);
        for x0 in (start..end).step_by(BLOCK) {
            let x1 = (x0 + BLOCK).min(end);
            for row in &mut rows[x0 - start..x1 - start] {
                row.counts[..limit].fill(0);
            }
            apply_long(
                &shared.p,
                &mut rows[x0 - start..],
                (x0, x1),
                &theirs,
                &ahead,
            );
        }
        if link.full.send((chunk, rows)).is_err() {
            return;
        }
    }
}

/// The move tally: `add(row, s, most, limit)` counts `row[v]` moves of value `v ^ s` and
/// clears the row; `most` bounds every entry of the row, and `limit`, the active width (a
/// power of two, at least 16), is above `s` and every `v` with a non-zero count.
///
/// `acc[c][8j + i]` collects rows shifted by XOR with values `s` whose low 3 bits are `c`,
/// without moving lanes (block `j` takes the row's block `j ^ (s >> 3)`), so the loop is a
/// plain vector add of 16-bit lanes; `moves[8j + i] += acc[c][8j + (i ^ c)]` is applied by
/// `flush`, which runs for a class before its 16-bit counters could overflow.
struct Tallier<const W: usize> {
    acc: Vec<[u16; W]>,
    /// Upper bound of every counter of `acc[c]`.
    bound: [usize; 8],
    moves: Vec<u64>,
}

impl<const W: usize> Tallier<W> {
    fn new() -> Self {
        Tallier {
            acc: vec![[0u16; W]; 8],
            bound: [0; 8],
            moves: vec![0u64; W],
        }
    }

    #[inline(always)]
    fn add(&mut self, row: &mut [u16; W], s: usize, most: usize, limit: usize) {
        let (hi, lo) = (s >> 3, s & 7);
        if self.bound[lo] + most > usize::from(u16::MAX) {
            self.flush(lo, limit);
        }
        self.bound[lo] += most;
        let dst = &mut self.acc[lo];
        // Blocks j = 2m + t of eight: the source block j ^ hi is half t ^ (hi & 1) of the
        // sixteen at m ^ (hi >> 1), so each step adds sixteen lanes, halves swapped if
        // hi is odd. Blocks from the active width on stay 0 (m ^ (hi >> 1) < limit/16).
        let swap = 8 * (hi & 1);
        for m in 0..limit.min(W) / 16 {
            let from = 16 * (m ^ (hi >> 1));
            let src: &mut [u16; 16] = (&mut row[from..from + 16]).try_into().unwrap();
            let d: &mut [u16; 16] = (&mut dst[16 * m..16 * m + 16]).try_into().unwrap();
            let mut t = [0u16; 16];
            t[..8].copy_from_slice(&src[swap..swap + 8]);
            t[8..].copy_from_slice(&src[8 - swap..16 - swap]);
            for k in 0..16 {
                d[k] += t[k];
            }
            *src = [0; 16];
        }
    }

    /// Moves class `c` into the tally; counters from `limit` on are 0.
    fn flush(&mut self, c: usize, limit: usize) {
        for (i, v) in self.acc[c][..limit.min(W)].iter_mut().enumerate() {
            self.moves[i ^ c] += u64::from(*v);
            *v = 0;
        }
        self.bound[c] = 0;
    }

    /// The tally, cut to the next power of two above its last non-zero entry.
    fn finish(mut self) -> Vec<u64> {
        for c in 0..8 {
            self.flush(c, W);
        }
        let mut moves = self.moves;
        let top = moves.iter().rposition(|&c| c != 0).map_or(1, |i| i + 1);
        moves.truncate(top.next_power_of_two());
        moves
    }
}

/// Number of first moves that win the product game started with every coin heads, given
/// the tallies of the two factor games: the moves `(a, b)` with `a ⊗ b = V`, where `V`
/// is the start's value `P1(n1) ⊗ P2(n2)`.
///
/// ```
/// use grundy::tartan::{run_tally, squares_upto, triangular_upto, winning_moves};
/// let (w, h) = (run_tally(&squares_upto(5), 5), run_tally(&triangular_upto(5), 5));
/// assert_eq!(winning_moves(&w, &h), 8); // Project Euler 459: W(5) = 8
/// ```
pub fn winning_moves(t1: &RunTally, t2: &RunTally) -> u128 {
    let p1 = u64::from(*t1.prefix.last().unwrap());
    let p2 = u64::from(*t2.prefix.last().unwrap());
    let v = nim_mul(p1, p2);
    let (a, b) = (&t1.moves, &t2.moves);
    let count = |t: &[u64], i: u64| t.get(i as usize).map_or(0, |&c| u128::from(c));
    if v == 0 {
        let (ta, tb) = (
            a.iter().map(|&c| u128::from(c)).sum::<u128>(),
            b.iter().map(|&c| u128::from(c)).sum::<u128>(),
        );
        let (a0, b0) = (count(a, 0), count(b, 0));
        return a0 * tb + ta * b0 - a0 * b0;
    }
    (1..a.len() as u64)
        .map(|x| count(a, x) * count(b, nim_mul(v, nim_inv(x).unwrap())))
        .sum()
}

/// Project Euler 459: `W(N)`, the number of winning first moves on an all-white `N × N`
/// board (widths perfect squares, heights triangular numbers). The two factor games are
/// tallied on two threads that share the work ([`run_tally_pair`]).
///
/// ```
/// assert_eq!(grundy::tartan::pe459(1), 1);
/// assert_eq!(grundy::tartan::pe459(2), 0);
/// assert_eq!(grundy::tartan::pe459(5), 8);
/// assert_eq!(grundy::tartan::pe459(100), 31395);
/// ```
///
/// Complexity: O(N^1.5) time (about 1.6·10^9 simple steps for N = 10^6, 5·10^10 for
/// N = 10^7), O(N) memory.
pub fn pe459(n: usize) -> u128 {
    let (widths, heights) = (squares_upto(n), triangular_upto(n));
    let (w, h) = run_tally_pair(&widths, &heights, n);
    winning_moves(&w, &h)
}
