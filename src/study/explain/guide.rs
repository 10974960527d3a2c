//! What `explain` tells a student about each problem besides its cases: the judge input's
//! format with an example, and how to give one position on the command line instead (and
//! the one-case judge input it stands for). Where to go next from a position is computed
//! from the position itself ([`super::next`]).

use crate::i18n::Text;
use crate::msg;

/// One problem's guide.
#[derive(Debug)]
pub struct Guide {
    /// The problem's id.
    pub id: &'static str,
    /// The judge input's format, in words.
    pub input: Text,
    /// A judge input of that format.
    pub example: &'static str,
    /// A position on the command line: its words (`PILE...`).
    pub position: &'static str,
    /// A position of that form, as its words.
    pub position_example: &'static str,
    /// The one-case judge input a position's words stand for.
    to_input: fn(&[&str]) -> String,
}

impl Guide {
    /// The one-case judge input that `words`, a position accepted by
    /// [`super::cases::Cases::from_words`], stand for (all but HDU 1848's `0 0 0`, the
    /// position of three empty piles, which a judge input reads as its end).
    pub fn input_of(&self, words: &[&str]) -> String {
        (self.to_input)(words)
    }
}

/// `n` followed by the words on the next line: `3\n5 6 7\n`.
fn counted(words: &[&str]) -> String {
    format!("{}\n{}\n", words.len(), words.join(" "))
}

/// Every problem's guide, in the order of the problem table.
pub const GUIDES: &[Guide] = &[
    Guide {
        id: "poj1704",
        input: msg!("guide-poj1704"),
        example: "1\n3\n1 2 3\n",
        position: "CELL...",
        position_example: "2 5 9 13 14",
        to_input: |w| format!("1\n{}", counted(w)),
    },
    Guide {
        id: "poj2311",
        input: msg!("guide-poj2311"),
        example: "2 2\n3 2\n",
        position: "W H",
        position_example: "4 3",
        to_input: |w| format!("{}\n", w.join(" ")),
    },
    Guide {
        id: "poj2960",
        input: msg!("guide-poj2960"),
        example: "2 2 5\n2\n2 5 12\n3 2 4 7\n0\n",
        position: "S HEAP...",
        position_example: "2,5 3 4 7",
        to_input: |w| {
            let set: Vec<&str> = w[0].split(',').collect();
            format!(
                "{} {}\n1\n{}0\n",
                set.len(),
                set.join(" "),
                counted(&w[1..]).replacen('\n', " ", 1)
            )
        },
    },
    Guide {
        id: "arc087_c",
        input: msg!("guide-arc087_c"),
        example: "2 2\n00\n01\n",
        position: "L STRING...",
        position_example: "3 0 10",
        to_input: |w| {
            let mut s = format!("{} {}\n", w.len() - 1, w[0]);
            for t in &w[1..] {
                s.push_str(t);
                s.push('\n');
            }
            s
        },
    },
    Guide {
        id: "hdu3537",
        input: msg!("guide-hdu3537"),
        example: "4\n0 1 2 3\n",
        position: "PLACE...",
        position_example: "0 1 2 3",
        to_input: counted,
    },
    Guide {
        id: "hdu3404",
        input: msg!("guide-hdu3404"),
        example: "1\n2\n1 1\n2 3\n",
        position: "X,Y...",
        position_example: "1,2 2,3",
        to_input: |w| {
            let mut s = format!("1\n{}\n", w.len());
            for cell in w {
                s.push_str(&cell.replacen(',', " ", 1));
                s.push('\n');
            }
            s
        },
    },
    Guide {
        id: "hdu1848",
        input: msg!("guide-hdu1848"),
        example: "1 4 1\n0 0 0\n",
        position: "M N P",
        position_example: "1 4 1",
        to_input: |w| format!("{}\n0 0 0\n", w.join(" ")),
    },
    Guide {
        id: "hdu1907",
        input: msg!("guide-hdu1907"),
        example: "1\n3\n3 5 1\n",
        position: "PILE...",
        position_example: "1 1 2",
        to_input: |w| format!("1\n{}", counted(w)),
    },
    Guide {
        id: "pe459",
        input: msg!("guide-pe459"),
        example: "5\n",
        position: "N",
        position_example: "5",
        to_input: |w| format!("{}\n", w.join(" ")),
    },
    Guide {
        id: "nim_product_64",
        input: msg!("guide-nim_product_64"),
        example: "2\n5 7\n3141 5926\n",
        position: "A B",
        position_example: "5 7",
        to_input: |w| format!("1\n{}\n", w.join(" ")),
    },
];

/// The guide of problem `id`.
///
/// # Panics
/// If `id` is not a problem of the suite.
pub fn guide(id: &str) -> &'static Guide {
    GUIDES
        .iter()
        .find(|g| g.id == id)
        .unwrap_or_else(|| panic!("{id} has a guide"))
}
