//! The cutting game (POJ 2311) with any number of pieces of paper.
//!
//! **The rules as played.** A move cuts one piece along a grid line into two; whoever cuts
//! out a `1 × 1` piece wins at once. A position records that a `1 × 1` was cut out, and then
//! offers no move, so the usual convention (whoever cannot move loses) gives the real
//! rule: the player who made the cut wins. A `1 × 1` piece already on the table has no cut.
//!
//! **Winning moves** ([`crate::cutting`] proves the reduction). If a `1 × k` strip (`k ≥ 2`)
//! lies on the table, the player to move wins by cutting a `1 × 1` off it, and no other
//! move wins: any other move leaves a strip for the opponent, who wins at once. Otherwise
//! every cut that leaves a strip loses at once, and the rest is the normal-play game of
//! safe cuts, a sum over the pieces: a safe cut of a piece of value `g` wins iff its two
//! parts' values XOR to `g ⊕ X`, `X` the position's value. Cuts at `i` and at `w − i` give
//! the same two pieces; they are one move here, named by its pieces.

use super::game::{
    Change, Component, Explained, Listing, Mex, Opt, OptionKind, Outcome, Playable, Reason, Why,
    spaced,
};
use crate::cutting::CuttingTable;
use crate::i18n::Text;
use crate::msg;

/// A piece of paper, `w × h`.
pub type Piece = (u32, u32);

/// The cutting game, with the Grundy table its pieces need.
#[derive(Debug, Clone)]
pub struct Cutting {
    table: CuttingTable,
}

/// A position: the pieces (sorted) and whether a `1 × 1` has been cut out (the game is
/// then over, won by the player who cut it).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Sheets {
    /// The pieces, sorted.
    pub pieces: Vec<Piece>,
    /// A `1 × 1` piece has been cut out.
    pub won: bool,
}

impl Sheets {
    /// The position with the given pieces (any order), no `1 × 1` cut out yet.
    pub fn new(pieces: &[Piece]) -> Self {
        let mut pieces = pieces.to_vec();
        pieces.sort_unstable();
        Sheets { pieces, won: false }
    }

    /// The distinct pieces, in order: two equal pieces offer the same moves.
    fn distinct(&self) -> impl Iterator<Item = Piece> + '_ {
        (self.pieces.iter().enumerate())
            .filter(|&(i, p)| i == 0 || self.pieces[i - 1] != *p)
            .map(|(_, &p)| p)
    }
}

/// A cut of `piece` into two `parts` (sorted).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Cut {
    /// The piece cut.
    pub piece: Piece,
    /// The two pieces it becomes, sorted.
    pub parts: [Piece; 2],
}

impl Cut {
    fn new(piece: Piece, a: Piece, b: Piece) -> Self {
        Cut {
            piece,
            parts: if a <= b { [a, b] } else { [b, a] },
        }
    }
}

/// Every cut of `(w, h)`: across the width at `1..=w/2`, then across the height.
fn cuts((w, h): Piece) -> impl Iterator<Item = Cut> {
    let across = (1..=w / 2).map(move |i| Cut::new((w, h), (i, h), (w - i, h)));
    across.chain((1..=h / 2).map(move |j| Cut::new((w, h), (w, j), (w, h - j))))
}

fn is_strip((w, h): Piece) -> bool {
    w.min(h) == 1 && w.max(h) >= 2
}

fn is_unit(p: Piece) -> bool {
    p == (1, 1)
}

/// `w×h`.
pub fn piece_text((w, h): Piece) -> String {
    format!("{w}×{h}")
}

impl Cutting {
    /// The game for pieces with sides up to `max_side`.
    pub fn new(max_side: usize) -> Self {
        Cutting {
            table: CuttingTable::new(max_side.max(2)),
        }
    }

    /// The Grundy value of a piece in the game of safe cuts; `None` for a piece with a side
    /// of 1 (a strip, or the 1×1 piece), which has none there.
    pub fn piece_value(&self, (w, h): Piece) -> Option<u64> {
        (w.min(h) >= 2).then(|| self.grundy((w, h)))
    }

    /// The Grundy value of a piece with both sides at least 2.
    fn grundy(&self, (w, h): Piece) -> u64 {
        self.table.grundy(w as usize, h as usize) as u64
    }
}

impl Explained for Cutting {
    type Pos = Sheets;
    type Winning = Cut;

    fn show(&self, s: &Sheets) -> Text {
        let pieces: Vec<String> = s.pieces.iter().map(|&p| piece_text(p)).collect();
        msg!("cutting-show", n = pieces.len(), pieces = pieces.join(" "))
    }

    fn components(&self, s: &Sheets) -> Vec<Component> {
        (s.pieces.iter())
            .filter(|&&(w, h)| w.min(h) >= 2)
            .map(|&p| Component::new(piece_text(p), "", self.grundy(p)))
            .collect()
    }

    fn outcome(&self, s: &Sheets) -> Outcome {
        if s.won {
            return Outcome::by_rule(false, msg!("cutting-rule-over"));
        }
        if let Some(&strip) = s.pieces.iter().find(|&&p| is_strip(p)) {
            return Outcome::by_rule(true, msg!("cutting-rule-strip", strip = piece_text(strip)));
        }
        let parts = self.components(s);
        if parts.is_empty() {
            return Outcome::by_rule(false, msg!("cutting-rule-units"));
        }
        let mut o = Outcome::nim_sum(&parts);
        if s.pieces.iter().any(|&p| is_unit(p)) {
            o.rule = msg!("cutting-rule-sum-units", sum = o.rule);
        }
        o
    }

    fn winning(&self, s: &Sheets, cap: usize) -> Listing<Cut> {
        let mut list = Listing::new(cap);
        if s.won {
            return list;
        }
        if s.pieces.iter().any(|&p| is_strip(p)) {
            for strip in s.distinct().filter(|&p| is_strip(p)) {
                list.found(cuts(strip).next().expect("a strip has a cut"));
            }
            return list;
        }
        let x = self.components(s).iter().fold(0, |x, c| x ^ c.value);
        if x == 0 {
            return list;
        }
        for p in s.distinct().filter(|&(w, h)| w.min(h) >= 2) {
            let target = self.grundy(p) ^ x;
            for cut in cuts(p) {
                let [a, b] = cut.parts;
                let safe = a.0.min(a.1) >= 2 && b.0.min(b.1) >= 2;
                if safe && self.grundy(a) ^ self.grundy(b) == target {
                    list.found(cut);
                }
            }
        }
        list
    }

    fn describe(&self, _: &Sheets, c: &Cut) -> Text {
        msg!(
            "cutting-move",
            piece = piece_text(c.piece),
            a = piece_text(c.parts[0]),
            b = piece_text(c.parts[1])
        )
    }

    fn order(&self) -> Text {
        msg!("cutting-order")
    }

    fn why(&self, s: &Sheets, c: &Cut) -> Why {
        if c.parts.iter().any(|&p| is_unit(p)) {
            return Why::Rule(msg!("cutting-why-unit", strip = piece_text(c.piece)));
        }
        if let Some(&strip) = c.parts.iter().find(|&&p| is_strip(p)) {
            return Why::Rule(msg!("cutting-why-strip", strip = piece_text(strip)));
        }
        let x = self.components(s).iter().fold(0, |x, p| x ^ p.value);
        let [a, b] = c.parts;
        let terms = vec![self.grundy(a), self.grundy(b)];
        Why::Change(
            Change::new(
                piece_text(c.piece),
                self.grundy(c.piece),
                msg!("cutting-pieces", a = piece_text(a), b = piece_text(b)),
                terms[0] ^ terms[1],
                x,
            )
            .with_terms(terms),
        )
    }

    fn reason(&self, s: &Sheets, i: usize) -> Option<Reason> {
        // The i-th piece with both sides at least 2: the mex over its safe cuts.
        let piece = *(s.pieces.iter()).filter(|&&(w, h)| w.min(h) >= 2).nth(i)?;
        let options = (cuts(piece))
            .filter(|c| c.parts.iter().all(|&(a, b)| a.min(b) >= 2))
            .map(|c| {
                let [a, b] = c.parts;
                let becomes = msg!("cutting-pieces", a = piece_text(a), b = piece_text(b));
                Opt::new(becomes, vec![self.grundy(a), self.grundy(b)])
            })
            .collect();
        Some(Reason::Mex(Mex::over(OptionKind::SafeCut, options)))
    }

    fn a_move(&self, s: &Sheets) -> Option<Cut> {
        if s.won {
            return None;
        }
        // A safe cut if there is one (the nim-sum changes); else any cut.
        let safe = |c: &Cut| c.parts.iter().all(|&(a, b)| a.min(b) >= 2);
        let all = || s.distinct().flat_map(cuts);
        all().find(safe).or_else(|| all().next())
    }
}

/// `w×h` (also `wxh`, `WxH`) as a piece.
///
/// ```
/// use grundy::study::cutting::parse_piece;
/// assert_eq!(parse_piece("4x3"), Some((4, 3)));
/// assert_eq!(parse_piece("4×3"), Some((4, 3)));
/// assert_eq!(parse_piece("4 by 3"), None);
/// ```
pub fn parse_piece(word: &str) -> Option<Piece> {
    let (w, h) = word
        .split_once('×')
        .or_else(|| word.split_once(['x', 'X']))?;
    Some((w.parse().ok()?, h.parse().ok()?))
}

impl Playable for Cutting {
    type Move = Cut;

    fn rules(&self) -> Text {
        msg!("cutting-rules")
    }

    fn move_help(&self) -> Text {
        let example = Cut::new((4, 3), (1, 3), (3, 3));
        let example = self.describe(&Sheets::new(&[]), &example);
        msg!("cutting-move-help", example = example)
    }

    fn moves(&self, s: &Sheets) -> Vec<Cut> {
        if s.won {
            return Vec::new();
        }
        s.distinct().flat_map(cuts).collect()
    }

    fn after(&self, s: &Sheets, c: &Cut) -> Sheets {
        let mut pieces = s.pieces.clone();
        let i = pieces.binary_search(&c.piece).expect("the piece is there");
        pieces.remove(i);
        pieces.extend(c.parts);
        pieces.sort_unstable();
        Sheets {
            pieces,
            won: c.parts.iter().any(|&p| is_unit(p)),
        }
    }

    fn parse(&self, s: &Sheets, text: &str) -> Result<Cut, Text> {
        // The Chinese form, `把4×3的纸片剪成1×3和3×3`, reads as `4×3 1×3 3×3`.
        let text = spaced(text, &["把", "的纸片", "纸片", "剪成", "剪", "和"]);
        let words: Vec<&str> = text
            .split_whitespace()
            .filter(|w| !["cut", "the", "sheet", "piece", "into", "and"].contains(w))
            .collect();
        let pieces: Option<Vec<Piece>> = words.iter().map(|w| parse_piece(w)).collect();
        let Some(pieces) = pieces.filter(|p| (2..=3).contains(&p.len())) else {
            return Err(msg!("cutting-parse-not-a-move", help = self.move_help()));
        };
        let (w, h) = pieces[0];
        if !s.pieces.contains(&(w, h)) {
            let have: Vec<Text> = s.pieces.iter().map(|&p| piece_text(p).into()).collect();
            return Err(msg!(
                "cutting-parse-no-piece",
                piece = piece_text((w, h)),
                pieces = Text::and(have)
            ));
        }
        let a = pieces[1];
        // With two pieces named, the second part is what is left of the sheet.
        let b = match pieces.get(2) {
            Some(&b) => b,
            None if a.1 == h && a.0 < w => (w - a.0, h),
            None if a.0 == w && a.1 < h => (w, h - a.1),
            None => {
                return Err(msg!(
                    "cutting-parse-not-a-part",
                    part = piece_text(a),
                    piece = piece_text((w, h))
                ));
            }
        };
        cuts((w, h))
            .find(|c| c.parts == Cut::new((w, h), a, b).parts)
            .ok_or_else(|| {
                msg!(
                    "cutting-parse-cannot",
                    piece = piece_text((w, h)),
                    a = piece_text(a),
                    b = piece_text(b)
                )
            })
    }

    fn describe_move(&self, s: &Sheets, c: &Cut) -> Text {
        self.describe(s, c)
    }

    fn concrete(&self, _: &Sheets, w: &Cut) -> Cut {
        *w
    }

    fn size(&self, s: &Sheets) -> u128 {
        // Area in pieces without a side of 1: a safe cut keeps it, a cut leaving a strip
        // loses some, so the smallest step is a safe cut.
        if s.won {
            return 0;
        }
        (s.pieces.iter())
            .filter(|&&(w, h)| w.min(h) >= 2)
            .map(|&(w, h)| u128::from(w) * u128::from(h))
            .sum()
    }

    fn size_words(&self) -> Text {
        msg!("cutting-size-words")
    }

    fn weight(&self, s: &Sheets) -> usize {
        s.pieces.len()
    }

    fn end_words(&self, s: &Sheets) -> Text {
        if s.won {
            msg!("cutting-end-won")
        } else {
            msg!("cutting-end-units")
        }
    }
}
