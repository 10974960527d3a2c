//! The desk's heavy work, shared and bounded: every position studied goes through one
//! cache of results ([`CACHE_ENTRIES`] entries, [`CACHE_BYTES`] bytes at most), so that the
//! same position asked by many tabs is computed once; a position whose cost estimate
//! ([`is_heavy`]) is high is computed on a small pool of threads (as many as the machine
//! has cores, [`std::thread::available_parallelism`]), never on the transport's handler
//! threads, so a cheap page never waits behind it.
//!
//! A heavy position not yet computed is queued (at most [`QUEUE`] waiting): the request
//! is answered at once with its place in the queue, and the page asks again until the
//! result is in the cache. Past the queue the request is refused (503, with the seconds
//! to wait, [`RETRY_AFTER_SECS`]); a job running past [`DEADLINE`] gets the same refusal
//! with its own words, and its result, when it comes, is kept for the next request.

use super::study::{self, Study};
use crate::i18n::Text;
use std::collections::VecDeque;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// Heavy positions waiting for the pool, at most: 8. One more is refused with 503.
pub const QUEUE: usize = 8;

/// How long a heavy job may run before the requests waiting for it are told it is too
/// slow: 60 s (the largest position the desk takes, Project Euler 459 at N = 4 000 000,
/// takes about 12 s alone on one core).
pub const DEADLINE: Duration = Duration::from_secs(60);

/// The seconds a refused request is told to wait before asking again: 5.
pub const RETRY_AFTER_SECS: u64 = 5;

/// Results kept, at most: 32 positions.
pub const CACHE_ENTRIES: usize = 32;

/// Bytes of results kept, at most (by [`Study::bytes`]'s estimate): 16 MiB.
pub const CACHE_BYTES: usize = 16 << 20;

/// Project Euler 459's boards from this size on are heavy: 250 000 (explain's lesson at
/// N = 1 000 000 takes about 0.3 s, the desk's whole study about 1 s).
pub const HEAVY_N: u64 = 250_000;

/// S-Nim positions whose table (largest heap × sizes of S) reaches this are heavy: 10^7.
pub const HEAVY_SNIM: u64 = 10_000_000;

/// Cutting games whose larger side reaches this are heavy: 200 (the table of sheets is
/// O(side³); 1 000 × 1 000, the largest, takes about 2 s).
pub const HEAVY_SIDE: u64 = 200;

/// The result of a study: the position studied, shared, or why it was refused.
pub type Studied = Result<Arc<Study>, Text>;

/// Why a study is not ready.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Wait {
    /// Queued or running: its place (0: running) among `of` jobs.
    Queued {
        /// 0 while it runs, else its place in the queue from 1.
        place: usize,
        /// Jobs running and waiting.
        of: usize,
    },
    /// The queue is full.
    Full,
    /// The job has run past [`DEADLINE`].
    Late,
}

/// Whether position `words` of problem `id` is heavy, by a cost estimate made from the
/// words alone: Project Euler 459 from N = [`HEAVY_N`], the cutting game from a side of
/// [`HEAVY_SIDE`], S-Nim with a table of
/// [`HEAVY_SNIM`] entries or more. Every other position the desk takes is linear in its
/// size (bounded by [`study::MAX_NUMBERS`]) and cheap.
///
/// ```
/// use grundy::study::web::pool::is_heavy;
/// assert!(is_heavy("pe459", &["4000000"]) && !is_heavy("pe459", &["1000"]));
/// assert!(!is_heavy("hdu1907", &["1", "1", "2"]));
/// ```
pub fn is_heavy(id: &str, words: &[&str]) -> bool {
    let num = |w: &str| w.parse::<u64>().unwrap_or(0);
    match id {
        "pe459" => words.first().is_some_and(|w| num(w) >= HEAVY_N),
        "poj2311" => words.iter().any(|w| num(w) >= HEAVY_SIDE),
        "poj2960" => {
            let Some((set, heaps)) = words.split_first() else {
                return false;
            };
            let sizes = set.split(',').count() as u64;
            let largest = heaps.iter().map(|w| num(w)).max().unwrap_or(0);
            largest.saturating_mul(sizes.max(1)) >= HEAVY_SNIM
        }
        _ => false,
    }
}

/// A result kept: its key, the result, its estimated bytes.
struct Kept {
    key: String,
    result: Studied,
    bytes: usize,
}

#[derive(Default)]
struct State {
    /// Keys waiting, first to run first.
    queue: VecDeque<String>,
    /// Keys running, with when they started.
    running: Vec<(String, Instant)>,
    /// Results, the least recently used first.
    kept: VecDeque<Kept>,
    bytes: usize,
}

/// The cache and the pool.
pub struct Pool {
    state: Mutex<State>,
    work: Condvar,
    workers: usize,
    started: Mutex<bool>,
    computed: AtomicU64,
    deadline: Duration,
}

impl Pool {
    /// A pool of `workers` threads (started on the first heavy job), each job given
    /// `deadline`.
    pub fn new(workers: usize, deadline: Duration) -> Arc<Pool> {
        Arc::new(Pool {
            state: Mutex::new(State::default()),
            work: Condvar::new(),
            workers: workers.max(1),
            started: Mutex::new(false),
            computed: AtomicU64::new(0),
            deadline,
        })
    }

    /// As many workers as cores.
    pub fn cores() -> usize {
        std::thread::available_parallelism().map_or(1, |n| n.get())
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// How many positions have been computed (cheap or heavy, each once per time it was
    /// not in the cache).
    pub fn computed(&self) -> u64 {
        self.computed.load(Ordering::Relaxed)
    }

    /// Jobs running and waiting.
    pub fn busy(&self) -> (usize, usize) {
        let s = self.lock();
        (s.running.len(), s.queue.len())
    }

    /// Results kept, and their estimated bytes.
    pub fn kept(&self) -> (usize, usize) {
        let s = self.lock();
        (s.kept.len(), s.bytes)
    }

    /// The key of a position.
    fn key(id: &str, words: &[&str]) -> String {
        format!("{id} {}", words.join(" "))
    }

    /// The position `words` of problem `id` studied: from the cache, computed here when
    /// cheap, or by the pool when heavy (then, until it is done, where it stands).
    ///
    /// # Errors
    /// The position is heavy and not computed yet ([`Wait`]).
    pub fn study(self: &Arc<Pool>, id: &'static str, words: &[&str]) -> Result<Studied, Wait> {
        let key = Pool::key(id, words);
        {
            let mut s = self.lock();
            if let Some(i) = s.kept.iter().position(|k| k.key == key) {
                let kept = s.kept.remove(i).expect("found");
                let result = kept.result.clone();
                s.kept.push_back(kept);
                return Ok(result);
            }
            if !is_heavy(id, words) {
                drop(s);
                let result = self.compute(id, words);
                self.keep(&mut self.lock(), key, result.clone());
                return Ok(result);
            }
            if let Err(why) = study::check(id, words) {
                return Ok(Err(why));
            }
            let of = s.running.len() + s.queue.len();
            if let Some((_, at)) = s.running.iter().find(|(k, _)| *k == key) {
                return Err(match at.elapsed() > self.deadline {
                    true => Wait::Late,
                    false => Wait::Queued { place: 0, of },
                });
            }
            if let Some(i) = s.queue.iter().position(|k| *k == key) {
                return Err(Wait::Queued { place: i + 1, of });
            }
            if s.queue.len() >= QUEUE {
                return Err(Wait::Full);
            }
            s.queue.push_back(key);
            let place = s.queue.len();
            drop(s);
            self.start_workers();
            self.work.notify_one();
            Err(Wait::Queued { place, of: of + 1 })
        }
    }

    /// Computes a study, counted.
    fn compute(&self, id: &'static str, words: &[&str]) -> Studied {
        self.computed.fetch_add(1, Ordering::Relaxed);
        study::study(id, words).map(Arc::new)
    }

    /// Keeps `result` under `key`, the least recently used results making room.
    fn keep(&self, s: &mut State, key: String, result: Studied) {
        let bytes = match &result {
            Ok(study) => study.bytes(),
            Err(_) => 256,
        };
        if let Some(i) = s.kept.iter().position(|k| k.key == key) {
            let old = s.kept.remove(i).expect("found");
            s.bytes -= old.bytes;
        }
        while !s.kept.is_empty() && (s.kept.len() >= CACHE_ENTRIES || s.bytes + bytes > CACHE_BYTES)
        {
            let old = s.kept.pop_front().expect("not empty");
            s.bytes -= old.bytes;
        }
        if bytes <= CACHE_BYTES {
            s.bytes += bytes;
            s.kept.push_back(Kept { key, result, bytes });
        }
    }

    /// Starts the workers, once.
    fn start_workers(self: &Arc<Pool>) {
        let mut started = self.started.lock().unwrap_or_else(|e| e.into_inner());
        if *started {
            return;
        }
        *started = true;
        for k in 0..self.workers {
            let pool = Arc::clone(self);
            let _ = std::thread::Builder::new()
                .name(format!("desk-heavy-{k}"))
                .spawn(move || pool.work_loop());
        }
    }

    /// A worker: takes the first job waiting, computes it, keeps its result.
    fn work_loop(&self) {
        loop {
            let key = {
                let mut s = self.lock();
                loop {
                    if let Some(key) = s.queue.pop_front() {
                        s.running.push((key.clone(), Instant::now()));
                        break key;
                    }
                    s = self.work.wait(s).unwrap_or_else(|e| e.into_inner());
                }
            };
            let mut words = key.split(' ');
            let id = words.next().unwrap_or_default();
            let words: Vec<&str> = words.collect();
            let id = crate::tools::problems::find(id).map(|p| p.id);
            let result = std::panic::catch_unwind(|| match id {
                Some(id) => self.compute(id, &words),
                None => Err(Text::Raw(String::new())),
            })
            .unwrap_or_else(|_| Err(crate::msg!("desk-job-failed")));
            let mut s = self.lock();
            s.running.retain(|(k, _)| *k != key);
            self.keep(&mut s, key, result);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_position_is_computed_once_and_the_cache_keeps_at_most_its_entries() {
        let pool = Pool::new(1, DEADLINE);
        for _ in 0..3 {
            let studied = pool
                .study("hdu1907", &["1", "1", "2"])
                .expect("cheap: at once");
            assert!(studied.is_ok());
        }
        assert_eq!(pool.computed(), 1);
        for k in 0..(CACHE_ENTRIES as u64 + 8) {
            let pile = k.to_string();
            let _ = pool.study("hdu1907", &["3", &pile]);
        }
        let (entries, bytes) = pool.kept();
        assert_eq!(entries, CACHE_ENTRIES);
        assert!(bytes <= CACHE_BYTES);
        // The first position made way: it is computed again.
        let _ = pool.study("hdu1907", &["1", "1", "2"]);
        assert_eq!(pool.computed(), CACHE_ENTRIES as u64 + 8 + 2);
    }

    #[test]
    fn a_bad_heavy_position_is_refused_at_once_and_a_slow_job_passes_its_deadline() {
        let pool = Pool::new(1, Duration::from_millis(1));
        let refused = pool.study("pe459", &["4000001"]).expect("refused at once");
        assert!(refused.is_err());
        assert_eq!(pool.busy(), (0, 0));
        assert!(matches!(
            pool.study("pe459", &["2000000"]),
            Err(Wait::Queued { place: 1, of: 1 })
        ));
        let start = Instant::now();
        loop {
            match pool.study("pe459", &["2000000"]) {
                Err(Wait::Late) => break,
                Err(Wait::Queued { .. }) => {}
                other => panic!("{:?}", other.map(|r| r.is_ok())),
            }
            assert!(start.elapsed() < Duration::from_secs(30), "never late");
            std::thread::sleep(Duration::from_millis(2));
        }
    }
}
