//! Who won: a round's standings and medals ([`Standings`]), and the ranking of a match of
//! several rounds ([`Match`]).
//!
//! A round's total is score + 100·tokens; medals go by the rank of the totals: gold,
//! silver, bronze for ranks 1 to 3, iron below. The rulebook gives gold to the highest
//! score, silver to the second-highest, bronze to the third-highest, so the rank is
//! 1 + the number of *distinct* totals above ([`dense_ranking`]: two tied for first, then
//! 1, 1, 2); under the house rule `competition-ranking`, ties skip the ranks after them
//! ([`competition_ranking`]: 1, 1, 3). A match ranks by golds, then silvers, bronzes and
//! irons, by standard competition ranking.

use crate::xor_trie::house_rules::{HouseRule, HouseRules};
use crate::xor_trie::numbers::TOKEN_VALUE;
use crate::xor_trie::seat::Seat;
use std::fmt;

/// Standard competition ranking of `keys` (higher is better): rank = 1 + number of strictly
/// better keys. Returns (rank, index) sorted by rank, then index.
///
/// ```
/// use grundy::xor_trie::competition_ranking;
/// assert_eq!(competition_ranking(&[5, 9, 5, 1]), vec![(1, 1), (2, 0), (2, 2), (4, 3)]);
/// ```
pub fn competition_ranking<K: Ord>(keys: &[K]) -> Vec<(usize, usize)> {
    let mut out: Vec<(usize, usize)> = (0..keys.len())
        .map(|i| (1 + keys.iter().filter(|k| **k > keys[i]).count(), i))
        .collect();
    out.sort();
    out
}

/// Dense ranking of `keys` (higher is better): rank = 1 + number of distinct strictly
/// better keys. Returns (rank, index) sorted by rank, then index.
///
/// Complexity: O(n² log n) for n keys (a table has at most eight).
///
/// ```
/// use grundy::xor_trie::dense_ranking;
/// assert_eq!(dense_ranking(&[5, 9, 5, 1]), vec![(1, 1), (2, 0), (2, 2), (3, 3)]);
/// ```
pub fn dense_ranking<K: Ord>(keys: &[K]) -> Vec<(usize, usize)> {
    let mut out: Vec<(usize, usize)> = (0..keys.len())
        .map(|i| {
            let mut better: Vec<&K> = keys.iter().filter(|k| **k > keys[i]).collect();
            better.sort();
            better.dedup();
            (1 + better.len(), i)
        })
        .collect();
    out.sort();
    out
}

/// Medals of a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Medal {
    /// Rank 1.
    Gold,
    /// Rank 2.
    Silver,
    /// Rank 3.
    Bronze,
    /// Rank 4 and below.
    Iron,
}

impl Medal {
    /// Medal of a competition rank.
    pub fn of_rank(rank: usize) -> Medal {
        match rank {
            1 => Medal::Gold,
            2 => Medal::Silver,
            3 => Medal::Bronze,
            _ => Medal::Iron,
        }
    }

    /// `gold`, `silver`, `bronze` or `iron`.
    pub fn word(self) -> &'static str {
        match self {
            Medal::Gold => "gold",
            Medal::Silver => "silver",
            Medal::Bronze => "bronze",
            Medal::Iron => "iron",
        }
    }
}

/// A player's line in a round's standings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Standing {
    /// Rank: dense (1, 1, 2, …), or competition (1, 1, 3, …) under the house rule
    /// `competition-ranking`.
    pub rank: usize,
    /// Seat.
    pub seat: Seat,
    /// Score.
    pub score: i64,
    /// Tokens.
    pub tokens: u32,
    /// score + 100·tokens.
    pub total: i64,
    /// Medal.
    pub medal: Medal,
}

/// A round's standings, in rank order (ties by seat).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standings(pub Vec<Standing>);

impl Standings {
    /// The standings of players holding `(score, tokens)`, by seat index, ranked as the
    /// house `rules` say (the module docs).
    ///
    /// ```
    /// use grundy::xor_trie::{HouseRule, HouseRules, Medal, Standings};
    /// let holdings = [(300, 0), (100, 2), (50, 0)];
    /// let medals = |rules| -> Vec<Medal> {
    ///     Standings::rank(&holdings, rules).0.iter().map(|s| s.medal).collect()
    /// };
    /// assert_eq!(medals(HouseRules::NONE), [Medal::Gold, Medal::Gold, Medal::Silver]);
    /// let competition = HouseRules::NONE.with(HouseRule::CompetitionRanking);
    /// assert_eq!(medals(competition), [Medal::Gold, Medal::Gold, Medal::Bronze]);
    /// ```
    pub fn rank(holdings: &[(i64, u32)], rules: HouseRules) -> Standings {
        let totals: Vec<i64> = holdings
            .iter()
            .map(|&(score, tokens)| score + TOKEN_VALUE * i64::from(tokens))
            .collect();
        let ranked = if rules.has(HouseRule::CompetitionRanking) {
            competition_ranking(&totals)
        } else {
            dense_ranking(&totals)
        };
        Standings(
            ranked
                .into_iter()
                .map(|(rank, i)| Standing {
                    rank,
                    seat: Seat::from_index(i),
                    score: holdings[i].0,
                    tokens: holdings[i].1,
                    total: totals[i],
                    medal: Medal::of_rank(rank),
                })
                .collect(),
        )
    }
}

impl fmt::Display for Standings {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "standings")?;
        for s in &self.0 {
            writeln!(
                f,
                "{} seat {} score {} tokens {} total {} {}",
                s.rank,
                s.seat,
                s.score,
                s.tokens,
                s.total,
                s.medal.word()
            )?;
        }
        Ok(())
    }
}

/// Medal counts over several rounds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Match {
    /// Medal counts by seat index: gold, silver, bronze, iron.
    pub medals: Vec<[u32; 4]>,
}

impl Match {
    /// An empty match for `players`.
    pub fn new(players: usize) -> Match {
        Match {
            medals: vec![[0; 4]; players],
        }
    }

    /// Counts one round's medals.
    pub fn record(&mut self, standings: &Standings) {
        for s in &standings.0 {
            self.medals[s.seat.index()][s.medal as usize] += 1;
        }
    }

    /// Rank by golds, then silvers, bronzes, irons (more is better at each step), standard
    /// competition ranking; (rank, seat) in rank order, ties by seat.
    pub fn ranking(&self) -> Vec<(usize, Seat)> {
        competition_ranking(&self.medals)
            .into_iter()
            .map(|(r, i)| (r, Seat::from_index(i)))
            .collect()
    }
}

impl fmt::Display for Match {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "match")?;
        for (rank, seat) in self.ranking() {
            let [gold, silver, bronze, iron] = self.medals[seat.index()];
            writeln!(
                f,
                "{rank} seat {seat} gold {gold} silver {silver} bronze {bronze} iron {iron}"
            )?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dense_ranks_count_distinct_better_keys() {
        assert_eq!(dense_ranking::<i64>(&[]), vec![]);
        assert_eq!(
            dense_ranking(&[7, 7, 3, 3, 1]),
            vec![(1, 0), (1, 1), (2, 2), (2, 3), (3, 4)]
        );
        assert_eq!(
            competition_ranking(&[7, 7, 3, 3, 1]),
            vec![(1, 0), (1, 1), (3, 2), (3, 3), (5, 4)]
        );
    }

    #[test]
    fn standings_share_medals_on_ties() {
        // Totals: 500, 500, 500, 300, 100, 0.
        let holdings = [(500, 0), (300, 2), (400, 1), (300, 0), (100, 0), (0, 0)];
        let competition = HouseRules::NONE.with(HouseRule::CompetitionRanking);
        let st = Standings::rank(&holdings, HouseRules::NONE);
        assert_eq!(
            st.to_string(),
            "standings\n\
             1 seat 1 score 500 tokens 0 total 500 gold\n\
             1 seat 2 score 300 tokens 2 total 500 gold\n\
             1 seat 3 score 400 tokens 1 total 500 gold\n\
             2 seat 4 score 300 tokens 0 total 300 silver\n\
             3 seat 5 score 100 tokens 0 total 100 bronze\n\
             4 seat 6 score 0 tokens 0 total 0 iron\n"
        );
        let st = Standings::rank(&holdings, competition);
        assert_eq!(
            st.to_string(),
            "standings\n\
             1 seat 1 score 500 tokens 0 total 500 gold\n\
             1 seat 2 score 300 tokens 2 total 500 gold\n\
             1 seat 3 score 400 tokens 1 total 500 gold\n\
             4 seat 4 score 300 tokens 0 total 300 iron\n\
             5 seat 5 score 100 tokens 0 total 100 iron\n\
             6 seat 6 score 0 tokens 0 total 0 iron\n"
        );
        let mut holdings = holdings;
        holdings[0].0 = 600;
        let medals: Vec<Medal> = Standings::rank(&holdings, competition)
            .0
            .iter()
            .map(|s| s.medal)
            .collect();
        assert_eq!(
            medals,
            [
                Medal::Gold,
                Medal::Silver,
                Medal::Silver,
                Medal::Iron,
                Medal::Iron,
                Medal::Iron
            ]
        );
    }

    #[test]
    fn match_ranks_by_golds_then_silvers_then_bronzes() {
        let mut m = Match::new(4);
        m.medals = vec![[1, 0, 2, 0], [1, 1, 0, 1], [0, 3, 0, 0], [1, 1, 0, 1]];
        let seats = |v: &[(usize, usize)]| -> Vec<(usize, Seat)> {
            v.iter().map(|&(r, s)| (r, Seat::new(s))).collect()
        };
        assert_eq!(m.ranking(), seats(&[(1, 2), (1, 4), (3, 1), (4, 3)]));
        assert_eq!(
            m.to_string(),
            "match\n\
             1 seat 2 gold 1 silver 1 bronze 0 iron 1\n\
             1 seat 4 gold 1 silver 1 bronze 0 iron 1\n\
             3 seat 1 gold 1 silver 0 bronze 2 iron 0\n\
             4 seat 3 gold 0 silver 3 bronze 0 iron 0\n"
        );
        // Seat 3 wins a round alone; the others share silver.
        let competition = HouseRules::NONE.with(HouseRule::CompetitionRanking);
        m.record(&Standings::rank(
            &[(100, 0), (100, 0), (150, 0), (100, 0)],
            competition,
        ));
        assert_eq!(m.medals[2], [1, 3, 0, 0]);
        assert_eq!(m.medals[0], [1, 1, 2, 0]);
    }
}
