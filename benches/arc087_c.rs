//! Benchmark: ARC 087 E at the judge's limits (total length 10^5, L = 10^18): one string of
//! length 10^5, and the generator's largest input (many strings). Trie plus Grundy value,
//! solver only. Run with `cargo bench --bench arc087_c`.
mod common;

use grundy::prefix_free::{JudgeInput, Trie};
use grundy::rng::Rng;
use grundy::tools::problems::{JudgeCase, MAX_SIZE};
use std::hint::black_box;

fn solve(input: &JudgeInput) -> common::Timing {
    common::time(50, || {
        let mut trie = Trie::new();
        for s in &input.strings {
            trie.insert(black_box(s.as_bytes())).unwrap();
        }
        black_box(trie.grundy(input.l));
    })
}

fn main() {
    let mut rng = Rng::new(1);
    let single = JudgeInput::new(
        1_000_000_000_000_000_000,
        vec![
            (0..100_000)
                .map(|_| if rng.chance(1, 2) { '1' } else { '0' })
                .collect(),
        ],
    )
    .unwrap();
    println!(
        "arc087_c: one string of length 100000: {} per input (solver only)",
        solve(&single)
    );
    let many = JudgeInput::generate(&mut rng, MAX_SIZE);
    let total: usize = many.strings.iter().map(String::len).sum();
    println!(
        "arc087_c: {} strings, total length {total}: {} per input (solver only)",
        many.strings.len(),
        solve(&many)
    );
}
