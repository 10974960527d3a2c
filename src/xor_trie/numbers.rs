//! Every number in the rules, named once, with the rule it encodes.
//!
//! The rest of the engine uses these names only, so a rule's number is read (and changed)
//! in one place. Section numbers (§) refer to `docs/xor-trie-rules.md`.

/// Fewest players at the table (§1).
pub const MIN_PLAYERS: usize = 4;
/// Most players at the table (§1).
pub const MAX_PLAYERS: usize = 8;

/// Number of layers of the trie, that is bits of a sequence; layer 10 is the top (§1).
pub const LAYERS: u32 = 10;
/// Largest sequence value: ten 1s (§1).
pub const FULL: u16 = (1 << LAYERS) - 1;
/// Largest number card: the basic cards are 1..=511 (§1).
pub const MAX_CARD: u16 = 511;
/// Largest starting card: the deal is drawn from 1..=31 (§2).
pub const MAX_DEAL: u16 = 31;

/// Number of marker cards set aside for `players`: ⌊N/2⌋ (§2).
///
/// ```
/// assert_eq!(grundy::xor_trie::marker_cards(7), 3);
/// ```
pub const fn marker_cards(players: usize) -> usize {
    players / 2
}

/// Nodes marked by one marker card at most: those of its highest and second-highest 1 (§2).
pub const MARKS_PER_CARD: usize = 2;
/// Marked nodes a changed sequence must pass to kill its player (§4.2).
pub const DEATH_NODES: usize = 2;

/// A round goes on while at least this many players are active (§4.4, §6).
pub const MIN_ACTIVE: usize = 2;

/// Basic cards each player takes at the setup (§2).
pub const START_HAND: usize = 2;
/// Basic cards a `draw` takes (fewer when the deck runs short) (§3.1).
pub const DRAW_SIZE: usize = 2;
/// Most basic cards a player keeps at the end of a turn (§3.5).
pub const KEEP_LIMIT: usize = 2;
/// Most skill cards a player may keep; a third must be discarded at once (§3.3).
pub const SKILL_LIMIT: usize = 2;

/// Starting score of every player (§2).
pub const START_SCORE: i64 = 100;
/// Columns of the scoreboard, a binary slider (§2).
pub const SCORE_COLUMNS: u32 = 10;
/// Highest score the scoreboard shows: ten 1s, 1023. Scores may pass it; under the house
/// rule `score-cap` a gain beyond it is lost (§2).
pub const MAX_SCORE: i64 = (1 << SCORE_COLUMNS) - 1;
/// Points a successful test costs, and the score a test needs (§3.3).
pub const TEST_COST: i64 = 50;
/// Numerator of the test limit ⌊2·bitlength(own)/3⌋ (§3.3).
pub const TEST_LIMIT_NUMERATOR: u32 = 2;
/// Denominator of the test limit ⌊2·bitlength(own)/3⌋ (§3.3).
pub const TEST_LIMIT_DENOMINATOR: u32 = 3;

/// The test limit for the player's own sequence `own`: a test passes when the cards'
/// XOR with `own` has more 1s than ⌊2·bitlength(own)/3⌋ (§3.3).
///
/// ```
/// use grundy::xor_trie::test_limit;
/// assert_eq!(test_limit(0b1_0001), 3); // bit length 5: ⌊10/3⌋
/// assert_eq!(test_limit(0), 0);
/// ```
pub fn test_limit(own: u16) -> u32 {
    // The bit length, as the board's `highest` layer; the numbers sit below the board.
    let bit_length = u16::BITS - own.leading_zeros();
    TEST_LIMIT_NUMERATOR * bit_length / TEST_LIMIT_DENOMINATOR
}

/// Lowest layer whose first 1 in a player's own sequence wins a prize (§4.1).
pub const FIRST_PRIZE_LAYER: u32 = 5;
/// Highest layer that wins a prize (layer 10 ends the round instead) (§4.1).
pub const LAST_PRIZE_LAYER: u32 = 9;
/// Points per step of layer above layer 4 for the k-th winner of a layer, k = 1..=4;
/// later winners get nothing (§4.1).
pub const PRIZE_PER_RANK: [i64; 4] = [100, 75, 50, 25];

/// Points for the `rank`-th winner (from 1) of `layer` (5..=9): (layer − 4) times the
/// rank's rate, 0 from the fifth winner on (§4.1).
///
/// ```
/// use grundy::xor_trie::prize;
/// assert_eq!(prize(9, 1), 500);
/// assert_eq!(prize(7, 4), 75);
/// assert_eq!(prize(5, 5), 0);
/// ```
pub fn prize(layer: u32, rank: u32) -> i64 {
    let steps = i64::from(layer - (FIRST_PRIZE_LAYER - 1));
    PRIZE_PER_RANK
        .get(rank as usize - 1)
        .map_or(0, |&rate| steps * rate)
}

/// Points for reaching layer 10 with one's own sequence (§4.3).
pub const TOP_PRIZE: i64 = 666;

/// The duel's fraction: the winner collects ⌊score/3⌋ of the loser's score (§5).
pub const DUEL_SHARE: i64 = 3;
/// The loser keeps ⌊2·score/3⌋ (not score − ⌊score/3⌋: a point can vanish) (§5).
pub const DUEL_KEPT_SHARES: i64 = 2;

/// What the duel's collector gains from a loser holding `score`: ⌊score/3⌋ (§5).
pub fn duel_take(score: i64) -> i64 {
    score / DUEL_SHARE
}

/// What a duel's loser holding `score` keeps: ⌊2·score/3⌋ (§5).
///
/// ```
/// use grundy::xor_trie::{duel_keep, duel_take};
/// assert_eq!((duel_take(100), duel_keep(100)), (33, 66));
/// ```
pub fn duel_keep(score: i64) -> i64 {
    DUEL_KEPT_SHARES * score / DUEL_SHARE
}

/// Points a token is worth in a round's total: score + 100·tokens (§6).
pub const TOKEN_VALUE: i64 = 100;
