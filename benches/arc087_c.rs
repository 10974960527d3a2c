//! Benchmark: ARC 087 E at the judge's limits (total length 10^5, L = 10^18): one string of
//! length 10^5, and the generator's largest input (many strings). Trie plus Grundy value,
//! solver only. Run with `cargo bench --bench arc087_c`.
use grundy::prefix_free::Trie;
use grundy::rng::Rng;
use grundy::tools::problems::{MAX_SIZE, find};
use std::hint::black_box;
use std::time::{Duration, Instant};

fn time(strings: &[String], l: u64) -> Duration {
    let reps = 50;
    let start = Instant::now();
    for _ in 0..reps {
        let mut trie = Trie::new();
        for s in strings {
            trie.insert(black_box(s.as_bytes())).unwrap();
        }
        black_box(trie.grundy(l));
    }
    start.elapsed() / reps
}

fn main() {
    let mut rng = Rng::new(1);
    let l = 1_000_000_000_000_000_000;
    let single: String = (0..100_000)
        .map(|_| if rng.chance(1, 2) { '1' } else { '0' })
        .collect();
    println!(
        "arc087_c: one string of length 100000: {:?} per input (solver only)",
        time(&[single], l)
    );
    let input = (find("arc087_c").unwrap().generate)(&mut rng, MAX_SIZE);
    let mut tokens = input.split_ascii_whitespace();
    let n: usize = tokens.next().unwrap().parse().unwrap();
    let l: u64 = tokens.next().unwrap().parse().unwrap();
    let strings: Vec<String> = tokens.map(String::from).collect();
    let total: usize = strings.iter().map(String::len).sum();
    println!(
        "arc087_c: {n} strings, total length {total}: {:?} per input (solver only)",
        time(&strings, l)
    );
}
