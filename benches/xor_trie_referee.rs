//! Benchmark: XOR-Trie self-play, complete rounds per second (engine and bots, no I/O).
//! Run with `cargo bench --bench xor_trie_referee`.
use grundy::xor_trie::bots::{BotKind, selfplay};
use std::hint::black_box;
use std::time::Instant;

fn main() {
    for (kind, rounds) in [(BotKind::Random, 5000), (BotKind::Greedy, 500)] {
        for players in [4, 6, 8] {
            let start = Instant::now();
            let stats = black_box(selfplay(rounds, players, 2026, kind));
            let secs = start.elapsed().as_secs_f64();
            println!(
                "xor_trie_referee: {} bots, {players} players: {:.0} rounds/s ({:.1} turns/round, {rounds} rounds in {secs:.2} s)",
                kind.name(),
                rounds as f64 / secs,
                stats.turns as f64 / rounds as f64,
            );
        }
    }
}
