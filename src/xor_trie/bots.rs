//! Built-in bots for the XOR-Trie referee ([`crate::xor_trie`]): they choose only legal
//! actions, through the engine's own validation, so self-play exercises exactly the rules a
//! human game is refereed by. Used by `xor_trie_referee --selfplay`, by the seats a table
//! gives to the referee (`bot S`, [`crate::xor_trie::protocol::auto`]), the property tests
//! and the benchmark.
//!
//! # What a bot may know
//!
//! A bot plays fair by construction: it decides from its seat's view ([`SeatView`]), a
//! copy of the round in which every card the seat cannot see (another hand, the deck's
//! order, the discard pile, the skill deck's order) is a
//! canonical stand-in. [`bot_action`] and [`bot_counters`] take nothing else; a bot that
//! reads another hand or the deck cannot be written without changing their signatures.
//! The greedy bot looks ahead only at actions whose outcome the board decides (a basic
//! card played, a skill, the end of a turn, a counter); a draw, a test and a redeem take
//! unknown cards, and it values them without looking at them (a test by its chance of
//! passing over every card it has not seen). The strong bot ([`strong`]) plays those on
//! rounds dealt at random from the view. The randomness a table's bot uses
//! ([`table_rng`]) comes from the view too, so the unit test
//! `a_bot_decides_the_same_whatever_the_hidden_cards_are` can show it: the hidden cards
//! shuffled among the other hands and the deck, every bot chooses what it chose before.
//!
//! Series between bots of different kinds, the strong bot's benchmark, are in [`league`].

pub mod greedy;
pub mod league;
pub mod strong;

use crate::rng::Rng;
use crate::xor_trie::seat_view::SeatView;
use crate::xor_trie::{Action, Event, Game, Match, Medal, Setup, Skill};
pub use greedy::{DRAW_TIE_BREAK, ELIMINATED_PENALTY, LAYER_BONUS, SKILL_CARD_VALUE, value_for};
use greedy::{greedy_choice, greedy_counters};

/// The random bot counters a skill with probability 1/3: (numerator, denominator).
pub const RANDOM_COUNTER_ODDS: (u64, u64) = (1, 3);

/// The built-in players: they only take legal actions, on what their seat may know (the
/// module docs).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BotKind {
    /// Uniform among the legal actions (with a random set of kept cards), counters with
    /// probability 1/3.
    Random,
    /// One-ply lookahead: the legal action that maximises the actor's value
    /// ([`value_for`]; a draw, a test and a redeem valued without seeing their cards),
    /// ties at random; counters a skill that would raise its caster's value or end the
    /// round.
    Greedy,
    /// A search over the cards its seat cannot see ([`strong`]): each legal action tried on
    /// rounds dealt at random consistently with the seat's view and played out to the end
    /// by greedy bots, the action winning most often taken.
    Strong,
}

impl BotKind {
    /// Every kind a table may choose, weakest first.
    pub const ALL: [BotKind; 3] = [BotKind::Random, BotKind::Greedy, BotKind::Strong];

    /// Parses `random`, `greedy` or `strong`.
    pub fn parse(s: &str) -> Option<BotKind> {
        BotKind::ALL.into_iter().find(|k| k.name() == s)
    }

    /// `random`, `greedy` or `strong`.
    pub fn name(self) -> &'static str {
        match self {
            BotKind::Random => "random",
            BotKind::Greedy => "greedy",
            BotKind::Strong => "strong",
        }
    }
}

/// The action `kind` takes for the seat of `view`, whose turn it is. A bot sees the round
/// only through the view: another hand or the deck's order is not in it. The strong bot
/// searches within the budget set for the process ([`strong::set_time_budget`]).
///
/// # Panics
/// If it is not the seat's turn (the round has ended, another seat plays, or a counter
/// window is open).
pub fn bot_action(kind: BotKind, view: &SeatView, rng: &mut Rng) -> Action {
    bot_action_within(kind, view, rng, &strong::Budget::table())
}

/// [`bot_action`], the strong bot searching within `budget`.
///
/// # Panics
/// As [`bot_action`].
pub fn bot_action_within(
    kind: BotKind,
    view: &SeatView,
    rng: &mut Rng,
    budget: &strong::Budget,
) -> Action {
    assert!(view.to_move(), "the seat of the view is to move");
    match kind {
        BotKind::Random => {
            let actions = view.legal_actions();
            actions[rng.index(actions.len())].clone()
        }
        BotKind::Greedy => greedy_choice(view.game(), rng),
        BotKind::Strong => strong::decide(view, rng, budget),
    }
}

/// Whether the seat of `view` (holding a `C`) counters the skill waiting.
pub fn bot_counters(kind: BotKind, view: &SeatView, rng: &mut Rng) -> bool {
    bot_counters_within(kind, view, rng, &strong::Budget::table())
}

/// [`bot_counters`], the strong bot searching within `budget`.
pub fn bot_counters_within(
    kind: BotKind,
    view: &SeatView,
    rng: &mut Rng,
    budget: &strong::Budget,
) -> bool {
    let game = view.game();
    if game.counter_window().is_none() || !view.skills().contains(&Skill::Clr) {
        return false;
    }
    match kind {
        BotKind::Random => rng.chance(RANDOM_COUNTER_ODDS.0, RANDOM_COUNTER_ODDS.1),
        BotKind::Greedy => greedy_counters(game, view.seat()),
        BotKind::Strong => strong::counters(view, rng, budget),
    }
}

/// The generator a table's bot draws from now ([`SeatView::table_rng`]): seeded from
/// what its seat knows, so the same position gives the same choice and no hidden card can
/// change it.
pub fn table_rng(view: &SeatView) -> Rng {
    view.table_rng()
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
    on_event: impl FnMut(&Game, &Event),
) -> u64 {
    let kinds = vec![kind; game.players()];
    play_out_with(game, &kinds, rng, &strong::Budget::selfplay(), on_event)
}

/// [`play_out`] with a bot of `kinds[i]` at seat `i + 1`, each deciding from its seat's
/// view ([`SeatView`]), a strong bot within `budget`.
///
/// # Panics
/// If `kinds` does not name a bot for every seat.
pub fn play_out_with(
    game: &mut Game,
    kinds: &[BotKind],
    rng: &mut Rng,
    budget: &strong::Budget,
    mut on_event: impl FnMut(&Game, &Event),
) -> u64 {
    assert_eq!(kinds.len(), game.players(), "a bot for every seat");
    let mut actions = 0;
    while let Some(seat) = game.current() {
        let view = SeatView::new(game, seat);
        let action = bot_action_within(kinds[seat.index()], &view, rng, budget);
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
                if game.is_active(s)
                    && game.skills(s).contains(&Skill::Clr)
                    && bot_counters_within(kinds[s.index()], &SeatView::new(game, s), rng, budget)
                {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::xor_trie::bots::greedy::greedy_value;

    /// What a bot that peeks would choose: the greedy bot playing a test out on a copy of
    /// the game, so seeing the judgment card it turns (the greedy bot before it played
    /// fair).
    fn peeking(game: &Game, rng: &mut Rng) -> Action {
        let seat = game.current().unwrap();
        let actions = game.legal_actions();
        let value = |a: &Action| match a {
            Action::Test { .. } => {
                let mut g = game.clone();
                g.apply(seat, a).unwrap();
                value_for(&g, seat)
            }
            a => greedy_value(game, seat, a),
        };
        let best = actions.iter().map(value).max().unwrap();
        let best: Vec<&Action> = actions.iter().filter(|a| value(a) == best).collect();
        best[rng.index(best.len())].clone()
    }

    /// Over every decision of seeded rounds (4 to 8 players), each bot's choice, and its
    /// answer to every skill it is asked to counter, is the same once the cards its seat
    /// cannot see are shuffled (other hands, the deck, the discard pile, the skill deck);
    /// a bot that peeks at the judgment card is caught by the same check.
    /// A small search for the strong bot, without a time cap (deterministic).
    const CHECK: strong::Budget = strong::Budget::iterations(6);

    #[test]
    fn a_bot_decides_the_same_whatever_the_hidden_cards_are() {
        let mut master = Rng::new(28);
        let (mut decisions, mut peeks, mut answers) = (0, 0, 0);
        for r in 0..80 {
            let players = 4 + r % 5;
            let (mut game, _) = Game::new(1, &Setup::new(players, master.next_u64())).unwrap();
            let mut play = Rng::new(master.next_u64());
            while let Some(seat) = game.current() {
                let shuffled: Vec<Game> = (0..2)
                    .map(|_| {
                        let mut h = game.clone();
                        h.shuffle_hidden(seat, &mut master);
                        h
                    })
                    .collect();
                let decide = |kind, g: &Game| {
                    let view = SeatView::new(g, seat);
                    bot_action_within(kind, &view, &mut table_rng(&view), &CHECK)
                };
                for kind in BotKind::ALL {
                    let choice = decide(kind, &game);
                    for h in &shuffled {
                        assert_eq!(decide(kind, h), choice);
                    }
                    decisions += 1;
                }
                let fair = peeking(&game, &mut Rng::new(1));
                peeks += usize::from(
                    shuffled
                        .iter()
                        .any(|h| peeking(h, &mut Rng::new(1)) != fair),
                );
                let action = bot_action(BotKind::Random, &SeatView::new(&game, seat), &mut play);
                game.apply(seat, &action).unwrap();
                if let Some(w) = game.counter_window() {
                    let n = game.players();
                    for s in (1..n).map(|k| w.seat.clockwise(k, n)) {
                        if !game.is_active(s) || !game.skills(s).contains(&Skill::Clr) {
                            continue;
                        }
                        let mut h = game.clone();
                        h.shuffle_hidden(s, &mut master);
                        for kind in BotKind::ALL {
                            let mine = |g: &Game| {
                                let view = SeatView::new(g, s);
                                bot_counters_within(kind, &view, &mut table_rng(&view), &CHECK)
                            };
                            assert_eq!(mine(&h), mine(&game));
                        }
                        answers += 1;
                    }
                    game.resolve();
                }
            }
        }
        assert!(decisions > 7500 && answers > 5, "{decisions} {answers}");
        assert!(peeks > 0, "the check cannot see a peek");
    }
}
