//! Built-in bots for the XOR-Trie referee ([`crate::xor_trie`]): they choose only legal
//! actions, through the engine's own validation, so self-play exercises exactly the rules a
//! human game is refereed by. Used by `xor_trie_referee --selfplay`, the property tests and
//! the benchmark.

use crate::rng::Rng;
use crate::xor_trie::{
    Action, Event, Game, Match, Medal, Seat, Setup, Skill, TOKEN_VALUE, highest,
};

/// What the greedy bot deducts from an eliminated player's total.
pub const ELIMINATED_PENALTY: i64 = 1000;
/// What the greedy bot adds per layer of an active player's highest 1.
pub const LAYER_BONUS: i64 = 3;
/// What the greedy bot deducts from a draw, so that it prefers other moves of equal value.
pub const DRAW_TIE_BREAK: i64 = 1;
/// The random bot counters a skill with probability 1/3: (numerator, denominator).
pub const RANDOM_COUNTER_ODDS: (u64, u64) = (1, 3);

/// The greedy bot's view of `seat`'s position: total (score + 100 × tokens), −1000 if
/// eliminated, +3 per layer of the sequence's highest 1 while active.
pub fn value_for(game: &Game, seat: Seat) -> i64 {
    let total = game.score(seat) + TOKEN_VALUE * i64::from(game.tokens(seat));
    if game.is_active(seat) {
        total + LAYER_BONUS * i64::from(highest(game.seq(seat)))
    } else {
        total - ELIMINATED_PENALTY
    }
}

/// The built-in players for self-play: they only take legal actions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BotKind {
    /// Uniform among the legal actions (with a random set of kept cards), counters with
    /// probability 1/3.
    Random,
    /// One-ply lookahead on a copy of the game (it sees the judgment card a test would
    /// turn): the legal action that maximises the actor's total (score + 100 ×
    /// tokens, −1000 if eliminated, plus small bonuses for a high sequence), ties at random;
    /// counters a skill that would raise its caster's total or end the round.
    Greedy,
}

impl BotKind {
    /// Parses `random` or `greedy`.
    pub fn parse(s: &str) -> Option<BotKind> {
        match s {
            "random" => Some(BotKind::Random),
            "greedy" => Some(BotKind::Greedy),
            _ => None,
        }
    }

    /// `random` or `greedy`.
    pub fn name(self) -> &'static str {
        match self {
            BotKind::Random => "random",
            BotKind::Greedy => "greedy",
        }
    }
}

/// The action `kind` takes for the current player of `game`.
///
/// # Panics
/// If the round has ended or a counter window is open.
pub fn bot_action(kind: BotKind, game: &Game, rng: &mut Rng) -> Action {
    let seat = game.current().expect("a running round");
    let actions = game.legal_actions();
    assert!(
        !actions.is_empty(),
        "a running turn always has a legal action"
    );
    match kind {
        BotKind::Random => actions[rng.index(actions.len())].clone(),
        BotKind::Greedy => {
            let mut best = Vec::new();
            let mut best_v = i64::MIN;
            for a in &actions {
                let mut g = game.clone();
                g.apply(seat, a).expect("legal");
                g.resolve();
                let mut v = value_for(&g, seat);
                if matches!(a, Action::Draw { .. }) {
                    v -= DRAW_TIE_BREAK;
                }
                if v > best_v {
                    best_v = v;
                    best.clear();
                }
                if v == best_v {
                    best.push(a);
                }
            }
            best[rng.index(best.len())].clone()
        }
    }
}

/// Whether `seat` (holding a `C`) counters the skill waiting in `game`.
pub fn bot_counters(kind: BotKind, game: &Game, seat: Seat, rng: &mut Rng) -> bool {
    let Some(waiting) = game.counter_window() else {
        return false;
    };
    let caster = waiting.seat;
    if !game.skills(seat).contains(&Skill::Clr) {
        return false;
    }
    match kind {
        BotKind::Random => rng.chance(RANDOM_COUNTER_ODDS.0, RANDOM_COUNTER_ODDS.1),
        BotKind::Greedy => {
            let mut g = game.clone();
            g.resolve();
            g.ended().is_some() || value_for(&g, caster) > value_for(game, caster)
        }
    }
}

/// Plays the current round of `game` to its end with bots of `kind`, calling `on_event`
/// for every event (after `game` changed). Returns the number of actions taken.
///
/// Counter windows ask the active players other than the caster, clockwise from the
/// caster's left; the first who counters voids the skill.
pub fn play_out(
    game: &mut Game,
    kind: BotKind,
    rng: &mut Rng,
    mut on_event: impl FnMut(&Game, &Event),
) -> u64 {
    let mut actions = 0;
    while let Some(seat) = game.current() {
        let action = bot_action(kind, game, rng);
        let ev = game.apply(seat, &action).expect("bots play legal actions");
        actions += 1;
        for e in &ev {
            on_event(game, e);
        }
        if let Some(waiting) = game.counter_window() {
            let (caster, n) = (waiting.seat, game.players());
            let mut countered = false;
            for k in 1..n {
                let s = caster.clockwise(k, n);
                if game.is_active(s) && bot_counters(kind, game, s, rng) {
                    let ev = game.apply(s, &Action::Counter).expect("legal counter");
                    actions += 1;
                    for e in &ev {
                        on_event(game, e);
                    }
                    countered = true;
                    break;
                }
            }
            if !countered {
                for e in &game.resolve() {
                    on_event(game, e);
                }
            }
        }
    }
    actions
}

/// Aggregate results of [`selfplay`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SelfplayStats {
    /// Rounds played.
    pub rounds: u64,
    /// Turns over all rounds.
    pub turns: u64,
    /// Fewest turns in a round.
    pub min_turns: u32,
    /// Most turns in a round.
    pub max_turns: u32,
    /// Actions over all rounds.
    pub actions: u64,
    /// Rounds by end cause, in the order of [`EndCause::NAMES`](crate::xor_trie::EndCause::NAMES).
    pub causes: [u64; 4],
    /// Gold medals by seat index, shared golds counted for each.
    pub wins: Vec<u64>,
    /// The match over all rounds.
    pub matches: Match,
}

/// The seed of round `g` (from 0) of a self-play series with `seed`: the `g + 1`-th output
/// of `Rng::new(seed)`. The bots of that round draw from `Rng::new(!round_seed)`.
pub fn selfplay_seeds(seed: u64, rounds: u64) -> impl Iterator<Item = u64> {
    let mut master = Rng::new(seed);
    (0..rounds).map(move |_| master.next_u64())
}

/// Plays `rounds` complete rounds of `players` with bots of `kind`, seeded from `seed`
/// ([`selfplay_seeds`]), and counts what happened.
///
/// # Panics
/// If `players` is not in 4..=8.
///
/// ```
/// use grundy::xor_trie::bots::{selfplay, BotKind};
/// let s = selfplay(3, 4, 1, BotKind::Random);
/// assert_eq!(s.rounds, 3);
/// assert_eq!(s.causes.iter().sum::<u64>(), 3);
/// ```
pub fn selfplay(rounds: u64, players: usize, seed: u64, kind: BotKind) -> SelfplayStats {
    selfplay_while(rounds, players, seed, kind, |_| true)
}

/// [`selfplay`], asking `go_on(played)` after each round whether to play the next: a
/// series can be stopped early (on an interrupt) and report its progress. The statistics
/// count the rounds played.
///
/// # Panics
/// If `players` is not in 4..=8.
///
/// ```
/// use grundy::xor_trie::bots::{selfplay, selfplay_while, BotKind};
/// let s = selfplay_while(100, 4, 1, BotKind::Random, |played| played < 3);
/// assert_eq!(s, selfplay(3, 4, 1, BotKind::Random));
/// ```
pub fn selfplay_while(
    rounds: u64,
    players: usize,
    seed: u64,
    kind: BotKind,
    mut go_on: impl FnMut(u64) -> bool,
) -> SelfplayStats {
    let mut stats = SelfplayStats {
        rounds: 0,
        turns: 0,
        min_turns: u32::MAX,
        max_turns: 0,
        actions: 0,
        causes: [0; 4],
        wins: vec![0; players],
        matches: Match::new(players),
    };
    for (g, round_seed) in selfplay_seeds(seed, rounds).enumerate() {
        let (mut game, _) =
            Game::new(g as u32 + 1, &Setup::new(players, round_seed)).expect("valid setup");
        let mut rng = Rng::new(!round_seed);
        stats.actions += play_out(&mut game, kind, &mut rng, |_, _| {});
        let t = game.turn_number();
        stats.turns += t as u64;
        stats.min_turns = stats.min_turns.min(t);
        stats.max_turns = stats.max_turns.max(t);
        let cause = game.ended().expect("play_out ends the round");
        stats.causes[cause.index()] += 1;
        let st = game.standings();
        for s in &st.0 {
            if s.medal == Medal::Gold {
                stats.wins[s.seat.index()] += 1;
            }
        }
        stats.matches.record(&st);
        stats.rounds += 1;
        if !go_on(stats.rounds) {
            break;
        }
    }
    if stats.rounds == 0 {
        stats.min_turns = 0;
    }
    stats
}
