//! The report of a series between bots of different kinds (`xor_trie_referee --selfplay G
//! --bots K1,K2,…`, [`crate::xor_trie::bots::league`]): each kind's share of the rounds
//! it won, with its 95% Wilson interval and its fair share, in the reader's language.

use crate::i18n::Lang;
use crate::msg;
use crate::xor_trie::bots::BotKind;
use crate::xor_trie::bots::league::{LeagueStats, wilson};
use crate::xor_trie::bots::strong::Budget;

/// The normal quantile of a two-sided 95% interval.
pub const Z95: f64 = 1.96;

/// A proportion in percent, one decimal.
fn percent(p: f64) -> String {
    format!("{:.1}", 100.0 * p)
}

/// The report of `stats`, played with `lineup` from `seed`, strong bots searching within
/// `budget` (of `ms` milliseconds), in `secs` seconds: a head line, the budget, the time,
/// and one line per kind, in `lang`.
///
/// ```
/// use grundy::i18n::Lang;
/// use grundy::xor_trie::bots::BotKind::{Greedy, Random};
/// use grundy::xor_trie::bots::league::{KindResult, LeagueStats};
/// use grundy::xor_trie::bots::strong::Budget;
/// use grundy::xor_trie::protocol::league::format_league;
/// let stats = LeagueStats {
///     rounds: 100,
///     players: 4,
///     kinds: vec![
///         KindResult { kind: Greedy, seats: 1, wins: 50 },
///         KindResult { kind: Random, seats: 3, wins: 51 },
///     ],
/// };
/// let lineup = [Greedy, Random, Random, Random];
/// let text = format_league(&stats, &lineup, 7, 300, &Budget::of_ms(300), 2.0, Lang::En);
/// assert!(text.contains(
///     "greedy: 1 of 4 seats, gold in 50 of 100 rounds: 50.0% \
///      (95% Wilson interval 40.4%–59.6%), fair share 25.0%"
/// ));
/// ```
pub fn format_league(
    stats: &LeagueStats,
    lineup: &[BotKind],
    seed: u64,
    ms: u64,
    budget: &Budget,
    secs: f64,
    lang: Lang,
) -> String {
    let names: Vec<&str> = lineup.iter().map(|k| k.name()).collect();
    let mut lines = vec![msg!(
        "card-league-head",
        lineup = names.join(","),
        rounds = stats.rounds,
        players = stats.players,
        seed = seed.to_string()
    )];
    if lineup.contains(&BotKind::Strong) {
        lines.push(msg!(
            "card-league-budget",
            iterations = budget.iterations,
            ms = ms
        ));
    }
    lines.push(msg!(
        "card-league-time",
        secs = format!("{secs:.1}"),
        per = format!("{:.2}", secs / stats.rounds.max(1) as f64)
    ));
    for k in &stats.kinds {
        let (lo, hi) = wilson(k.wins, stats.rounds, Z95);
        lines.push(msg!(
            "card-league-kind",
            kind = k.kind.name(),
            seats = k.seats,
            players = stats.players,
            wins = k.wins,
            rounds = stats.rounds,
            share = percent(k.wins as f64 / stats.rounds.max(1) as f64),
            lo = percent(lo),
            hi = percent(hi),
            fair = percent(k.seats as f64 / stats.players as f64)
        ));
    }
    let mut out = String::new();
    for l in lines {
        out.push_str(&l.render(lang));
        out.push('\n');
    }
    out
}
