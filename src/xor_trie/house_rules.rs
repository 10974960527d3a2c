//! House rules: departures from the rulebook's letter that a table may choose
//! ([`HouseRule`], a set of them [`HouseRules`]).
//!
//! By default the engine follows the rulebook's letter (`docs/xor-trie-rules.md` quotes
//! each clause): scores are not limited, medals go by *distinct* scores (the highest score
//! gold, the second-highest silver, …), and only the basic card's XOR can eliminate its
//! author. A table that prefers another reading switches the matching house rule on with a
//! setup line `rule NAME` (before its first round begins); the rules then hold for every
//! round of the match.

use crate::i18n::Text;
use crate::msg;
use std::fmt;

/// One house rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum HouseRule {
    /// `score-cap`: a score stops at 1023, the largest number the ten-column slider
    /// shows; the points beyond are lost (a `cap` event says how many).
    ScoreCap,
    /// `competition-ranking`: medals by standard competition ranking of the totals (two
    /// tied for first: ranks 1, 1, 3, so nobody gets silver).
    CompetitionRanking,
    /// `death-after-skill`: a skill's result is checked for death too.
    DeathAfterSkill,
}

impl HouseRule {
    /// Every house rule, in the order `help rules` lists them.
    pub const ALL: [HouseRule; 3] = [
        HouseRule::ScoreCap,
        HouseRule::CompetitionRanking,
        HouseRule::DeathAfterSkill,
    ];

    /// The rule as the referee shows it (`status`, `help rules`): its name in English, a
    /// Chinese name in Chinese (the `rule` line is typed with [`HouseRule::name`]).
    pub fn words(self) -> Text {
        msg!("card-rule-name", rule = self.name())
    }

    /// The rule's name on a `rule` line.
    pub fn name(self) -> &'static str {
        match self {
            HouseRule::ScoreCap => "score-cap",
            HouseRule::CompetitionRanking => "competition-ranking",
            HouseRule::DeathAfterSkill => "death-after-skill",
        }
    }

    /// What the rule changes, in one line.
    pub fn summary(self) -> Text {
        match self {
            HouseRule::ScoreCap => msg!("card-rule-score-cap"),
            HouseRule::CompetitionRanking => msg!("card-rule-competition-ranking"),
            HouseRule::DeathAfterSkill => msg!("card-rule-death-after-skill"),
        }
    }

    /// The rule named `name`, if there is one.
    ///
    /// ```
    /// use grundy::xor_trie::HouseRule;
    /// assert_eq!(HouseRule::parse("score-cap"), Some(HouseRule::ScoreCap));
    /// assert_eq!(HouseRule::parse("cap"), None);
    /// ```
    pub fn parse(name: &str) -> Option<HouseRule> {
        HouseRule::ALL.into_iter().find(|r| r.name() == name)
    }

    /// The names of every rule, comma-separated: what a refusal of an unknown name lists.
    pub fn names() -> String {
        let names: Vec<&str> = HouseRule::ALL.iter().map(|r| r.name()).collect();
        names.join(", ")
    }
}

impl fmt::Display for HouseRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The house rules a match is played with (none by default: the rulebook's letter).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct HouseRules {
    /// Bit `i` set when [`HouseRule::ALL`]`[i]` is on.
    on: u8,
}

impl HouseRules {
    /// No house rule: the rulebook's letter.
    pub const NONE: HouseRules = HouseRules { on: 0 };

    fn bit(rule: HouseRule) -> u8 {
        1 << HouseRule::ALL
            .iter()
            .position(|&r| r == rule)
            .expect("listed")
    }

    /// True if `rule` is on.
    pub fn has(self, rule: HouseRule) -> bool {
        self.on & HouseRules::bit(rule) != 0
    }

    /// These rules with `rule` on too.
    ///
    /// ```
    /// use grundy::xor_trie::{HouseRule, HouseRules};
    /// let r = HouseRules::NONE.with(HouseRule::ScoreCap);
    /// assert!(r.has(HouseRule::ScoreCap) && !r.has(HouseRule::DeathAfterSkill));
    /// ```
    pub fn with(self, rule: HouseRule) -> HouseRules {
        HouseRules {
            on: self.on | HouseRules::bit(rule),
        }
    }

    /// The rules that are on, in the order of [`HouseRule::ALL`].
    pub fn iter(self) -> impl Iterator<Item = HouseRule> {
        HouseRule::ALL.into_iter().filter(move |&r| self.has(r))
    }

    /// The rules as `status` shows them: `none`, or the rules in words
    /// ([`HouseRule::words`]), in English their typed names separated by spaces.
    ///
    /// ```
    /// use grundy::i18n::Lang;
    /// use grundy::xor_trie::{HouseRule, HouseRules};
    /// let r = HouseRules::NONE.with(HouseRule::ScoreCap).with(HouseRule::DeathAfterSkill);
    /// assert_eq!(r.text().en(), "score-cap death-after-skill");
    /// assert_eq!(r.text().render(Lang::Zh), "分数封顶、技能牌判亡");
    /// ```
    pub fn text(self) -> Text {
        let mut rules = self.iter().map(HouseRule::words);
        let Some(first) = rules.next() else {
            return msg!("card-rules-none");
        };
        rules.fold(first, |all, rule| {
            msg!("card-rules-more", rules = all, rule = rule)
        })
    }

    /// True if no house rule is on.
    pub fn is_none(self) -> bool {
        self.on == 0
    }
}

impl fmt::Display for HouseRules {
    /// `none`, or the names of the rules on, separated by spaces.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_none() {
            return f.write_str("none");
        }
        let names: Vec<&str> = self.iter().map(HouseRule::name).collect();
        f.write_str(&names.join(" "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_read_back_from_their_names_and_combine() {
        for r in HouseRule::ALL {
            assert_eq!(HouseRule::parse(r.name()), Some(r));
            assert_eq!(r.to_string(), r.name());
        }
        assert_eq!(
            HouseRule::names(),
            "score-cap, competition-ranking, death-after-skill"
        );
        let rules = HouseRules::NONE
            .with(HouseRule::DeathAfterSkill)
            .with(HouseRule::ScoreCap);
        assert_eq!(rules.to_string(), "score-cap death-after-skill");
        assert!(!rules.has(HouseRule::CompetitionRanking));
        assert_eq!(HouseRules::default().to_string(), "none");
        assert_eq!(rules.with(HouseRule::ScoreCap), rules, "on twice is on");
    }
}
