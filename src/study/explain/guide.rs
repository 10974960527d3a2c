//! What `explain` tells a student about each problem besides its cases: the judge input's
//! format with an example, how to give one position on the command line instead (and
//! the one-case judge input it stands for), and where to go next (the `play` game of the
//! same problem and the `sg_table` command that prints the table behind its values).

/// One problem's guide.
#[derive(Debug)]
pub struct Guide {
    /// The problem's id.
    pub id: &'static str,
    /// The judge input's format, in words.
    pub input: &'static str,
    /// A judge input of that format.
    pub example: &'static str,
    /// A position on the command line: its words (`PILE...`).
    pub position: &'static str,
    /// A position of that form, as its words.
    pub position_example: &'static str,
    /// The one-case judge input a position's words stand for.
    to_input: fn(&[&str]) -> Result<String, String>,
    /// The `play` game of the same problem, with the example position.
    pub play: &'static str,
    /// The `sg_table` command printing the values behind the answer, and what it shows.
    pub table: &'static str,
}

impl Guide {
    /// The one-case judge input that `words` (a position) stand for; its reader checks it.
    ///
    /// # Errors
    /// When the words do not have the position's shape (too few, too many), in words.
    pub fn input_of(&self, words: &[&str]) -> Result<String, String> {
        (self.to_input)(words)
    }
}

/// `n` followed by the words on the next line: `3\n5 6 7\n`.
fn counted(words: &[&str]) -> String {
    format!("{}\n{}\n", words.len(), words.join(" "))
}

/// Exactly `n` words, named `what`.
fn exactly<'a>(words: &[&'a str], n: usize, what: &str) -> Result<Vec<&'a str>, String> {
    if words.len() == n {
        Ok(words.to_vec())
    } else {
        Err(format!(
            "the position is {what} ({n} word{}), found {} word{}",
            if n == 1 { "" } else { "s" },
            words.len(),
            if words.len() == 1 { "" } else { "s" }
        ))
    }
}

/// Every problem's guide, in the order of the problem table.
pub const GUIDES: &[Guide] = &[
    Guide {
        id: "poj1704",
        input: "T, then for each case N and the N chessmen's cells",
        example: "1\n3\n1 2 3\n",
        position: "CELL...",
        position_example: "2 5 9 13 14",
        to_input: |w| Ok(format!("1\n{}", counted(w))),
        play: "play staircase 2 5 9 13 14",
        table: "sg_table nim 16 (a gap of g is a Nim heap, worth g)",
    },
    Guide {
        id: "poj2311",
        input: "lines W H, one sheet each, up to the end of the input",
        example: "2 2\n3 2\n",
        position: "W H",
        position_example: "4 3",
        to_input: |w| Ok(format!("{}\n", exactly(w, 2, "W H")?.join(" "))),
        play: "play cutting 4x3",
        table: "none in sg_table: the pieces' values come from the cutting game's own mex table",
    },
    Guide {
        id: "poj2960",
        input: "cases of `k s1 … sk`, then m and m lines `l h1 … hl`, ended by a line 0",
        example: "2 2 5\n2\n2 5 12\n3 2 4 7\n0\n",
        position: "S HEAP... (S like 2,5)",
        position_example: "2,5 3 4 7",
        to_input: |w| {
            let Some((set, heaps)) = w.split_first() else {
                return Err("the position is S HEAP... (S like 2,5), found nothing".into());
            };
            let set: Vec<&str> = set.split(',').collect();
            Ok(format!(
                "{} {}\n1\n{}0\n",
                set.len(),
                set.join(" "),
                counted(heaps).replacen('\n', " ", 1)
            ))
        },
        play: "play snim 2,5 3 4 7",
        table: "sg_table subtraction 2,5 --upto 40 --period (heap x's value by the mex rule)",
    },
    Guide {
        id: "arc087_c",
        input: "N L, then the N strings, one a line",
        example: "2 2\n00\n01\n",
        position: "L STRING...",
        position_example: "3 0 10",
        to_input: |w| {
            let Some((l, strings)) = w.split_first() else {
                return Err("the position is L STRING..., found nothing".into());
            };
            let mut s = format!("{} {l}\n", strings.len());
            for t in strings {
                s.push_str(t);
                s.push('\n');
            }
            Ok(s)
        },
        play: "play prefix-free 3 0 10",
        table: "sg_table ruler 16 (a free subtree of height h is worth lowbit(h), the ruler \
                function)",
    },
    Guide {
        id: "hdu3537",
        input: "cases of N and the N places showing heads, up to the end of the input",
        example: "4\n0 1 2 3\n",
        position: "PLACE...",
        position_example: "0 1 2 3",
        to_input: |w| Ok(counted(w)),
        play: "play mock-turtles 0 1 2 3",
        table: "sg_table mock-turtles 20 (a head at x is worth the x-th odious number)",
    },
    Guide {
        id: "hdu3404",
        input: "T, then for each case N and N lines `x y`, the lights",
        example: "1\n2\n1 1\n2 3\n",
        position: "X,Y...",
        position_example: "1,2 2,3",
        to_input: |w| {
            let mut s = format!("1\n{}\n", w.len());
            for cell in w {
                let Some((x, y)) = cell.split_once(',') else {
                    return Err(format!("{} is not a light X,Y", crate::input::quote(cell)));
                };
                s.push_str(&format!("{x} {y}\n"));
            }
            Ok(s)
        },
        play: "play corners 1,2 2,3",
        table: "sg_table corners 8 8 (a light at (x, y) is worth x ⊗ y: the nim multiplication \
                table)",
    },
    Guide {
        id: "hdu1848",
        input: "lines `m n p`, three piles each, ended by `0 0 0`",
        example: "1 4 1\n0 0 0\n",
        position: "M N P",
        position_example: "1 4 1",
        to_input: |w| Ok(format!("{}\n0 0 0\n", exactly(w, 3, "M N P")?.join(" "))),
        play: "play fibonacci 1 4 1",
        table: "sg_table subtraction 1,2,3,5,8,13 --upto 20 (the mex table of the piles' values)",
    },
    Guide {
        id: "hdu1907",
        input: "T, then for each case N and the N colours' numbers of M&Ms",
        example: "1\n3\n3 5 1\n",
        position: "PILE...",
        position_example: "1 1 2",
        to_input: |w| Ok(format!("1\n{}", counted(w))),
        play: "play misere 1 1 2",
        table: "sg_table nim 16 (a heap of h is worth h in normal play)",
    },
    Guide {
        id: "pe459",
        input: "N, the board's side",
        example: "5\n",
        position: "N",
        position_example: "5",
        to_input: |w| Ok(format!("{}\n", exactly(w, 1, "N")?[0])),
        play: "play product runs:1,4 runs:1,3 (the board's rule on a small board)",
        table: "sg_table product runs:1,4,9 runs:1,3,6 8 8 (each disk's value g1(x) ⊗ g2(y))",
    },
    Guide {
        id: "nim_product_64",
        input: "T, then T lines `a b`",
        example: "2\n5 7\n3141 5926\n",
        position: "A B",
        position_example: "5 7",
        to_input: |w| Ok(format!("1\n{}\n", exactly(w, 2, "A B")?.join(" "))),
        play: "play corners 1,1 2,3 (Turning Corners: a light at (x, y) is worth x ⊗ y)",
        table: "sg_table corners 8 8 (the nim multiplication table)",
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

/// Where to go next after problem `id`'s explanation.
pub fn next_steps(id: &str) -> String {
    let g = guide(id);
    format!(
        "next:\n  play it against the perfect strategy, e.g.: {}\n  the table behind the values: {}\n",
        g.play, g.table
    )
}
