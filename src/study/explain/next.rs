//! Where to go next from one position: the `play` command that starts from it and the
//! `sg_table` command whose table holds its components' values, in the same numbering
//! (or why there is none: the position is beyond what `play` takes or what the table
//! shows). The limits are the tools' own ([`crate::study::play`]'s constants,
//! [`crate::study::sg_table::largest`]), so a command named here is one the tool accepts;
//! `tests/explain.rs` runs them and reads the values back.

use super::lesson::Next;
use crate::i18n::Text;
use crate::msg;
use crate::study::coin_games::MAX_COINS;
use crate::study::game::join;
use crate::study::limits::{MAX_HEAP, MAX_LENGTH, MAX_PARTS, MAX_ROW, MAX_SIDE, MAX_STONES};
use crate::study::sg_table::picture::Mark;
use crate::study::sg_table::{SET_LARGEST, SET_SIZE, largest};

/// The largest side of a board `play` takes (its coins are labelled within 16 of the first).
const PLAY_SIDE: u64 = 16;

/// `play <game> <params> <heaps>` for a heap game, if `play` takes the heaps.
fn heaps_play(game: &str, heaps: &[u64], what: &str) -> Result<(String, Text), Text> {
    if heaps.len() > MAX_PARTS {
        return Err(msg!(
            "next-too-many-heaps",
            what = what,
            n = heaps.len(),
            most = MAX_PARTS
        ));
    }
    if let Some(h) = heaps.iter().find(|&&h| h > MAX_HEAP) {
        return Err(msg!(
            "next-heap-too-large",
            what = what,
            heap = *h,
            most = MAX_HEAP
        ));
    }
    let total: u128 = heaps.iter().map(|&h| u128::from(h)).sum();
    if total > u128::from(MAX_STONES) {
        return Err(msg!(
            "next-too-many-stones",
            total = total,
            most = MAX_STONES
        ));
    }
    Ok((format!("play {game} {}", join(heaps, " ")), Text::default()))
}

/// `sg_table <game> <size>` if the game's table reaches `size`.
fn table_upto(game: &str, size: u64, args: String, note: Text) -> Result<(String, Text), Text> {
    let most = largest(game).expect("a game of sg_table") as u64;
    if size > most {
        return Err(msg!("next-table-stops", game = game, most = most));
    }
    Ok((format!("sg_table {game} {args}"), note))
}

/// POJ 1704: the chessmen's cells (sorted) and the gaps inside the pairs.
pub fn staircase(cells: &[u64], gaps: &[u64]) -> Next {
    let play = if cells.is_empty() {
        Err(msg!("next-no-chessman"))
    } else if cells.len() > MAX_PARTS {
        Err(msg!(
            "next-too-many-chessmen",
            n = cells.len(),
            most = MAX_PARTS
        ))
    } else if let Some(c) = cells.iter().find(|&&c| c > MAX_HEAP) {
        Err(msg!("next-cell-beyond", cell = *c, most = MAX_HEAP))
    } else {
        Ok((
            format!("play staircase {}", join(cells, " ")),
            Text::default(),
        ))
    };
    let top = gaps.iter().copied().max().unwrap_or(0).max(1);
    let table = if gaps.is_empty() {
        Err(msg!("next-no-gap"))
    } else {
        table_upto("nim", top, top.to_string(), msg!("next-note-gap"))
    };
    Next {
        play,
        table,
        marks: entries(gaps),
    }
}

/// The entries of a one-dimensional table at `sizes` (those above 0: a table numbered from
/// 1 has no entry 0).
fn entries(sizes: &[u64]) -> Vec<Mark> {
    let mut marks: Vec<Mark> = (sizes.iter())
        .filter(|&&s| s > 0)
        .map(|&s| Mark::Entry(s))
        .collect();
    marks.dedup();
    marks
}

/// POJ 2311: one sheet.
pub fn cutting(w: usize, h: usize) -> Next {
    let side = MAX_SIDE as usize;
    Next {
        play: if w.max(h) > side {
            Err(msg!("next-sides-at-most", side = side))
        } else {
            Ok((format!("play cutting {w}x{h}"), Text::default()))
        },
        table: table_upto(
            "cutting",
            w.max(h) as u64,
            format!("{w} {h}"),
            msg!("next-note-cutting", w = w, h = h),
        ),
        marks: vec![Mark::Cell(w as u64, h as u64)],
    }
}

/// POJ 2960: the move sizes and one position's heaps.
pub fn snim(set: &[u64], heaps: &[u64]) -> Next {
    let mut set = set.to_vec();
    set.sort_unstable();
    set.dedup();
    let s = join(&set, ",");
    let play = if heaps.is_empty() {
        Err(msg!("next-no-heap"))
    } else if let Some(m) = set.iter().find(|&&m| m > MAX_HEAP) {
        Err(msg!("next-move-size-too-large", size = *m, most = MAX_HEAP))
    } else {
        heaps_play(&format!("snim {s}"), heaps, "heap").map(|(cmd, _)| (cmd, Text::default()))
    };
    let top = heaps.iter().copied().max().unwrap_or(0).max(1);
    let table = if heaps.is_empty() {
        Err(msg!("next-no-heap"))
    } else if set.len() > SET_SIZE || set.iter().any(|&m| m > SET_LARGEST) {
        Err(msg!(
            "next-set-limits",
            sizes = SET_SIZE,
            largest = SET_LARGEST
        ))
    } else {
        table_upto(
            "subtraction",
            top,
            format!("{s} --upto {top} --period"),
            msg!("next-note-heap"),
        )
    };
    Next {
        play,
        table,
        marks: entries(heaps),
    }
}

/// ARC 087 E: the length bound, the strings and the free subtrees' heights.
pub fn prefix_free(l: u64, strings: &[String], heights: &[u64]) -> Next {
    let play = if l == 0 {
        Err(msg!("next-l-zero"))
    } else if l > MAX_LENGTH {
        Err(msg!("next-l-too-large", l = l, most = MAX_LENGTH))
    } else {
        let mut cmd = format!("play prefix-free {l}");
        for s in strings {
            cmd.push(' ');
            cmd.push_str(s);
        }
        Ok((cmd, Text::default()))
    };
    let table = match heights.iter().max() {
        None => Err(msg!("next-no-free-subtree")),
        Some(&top) => table_upto("ruler", top, top.to_string(), msg!("next-note-ruler")),
    };
    Next {
        play,
        table,
        marks: entries(heights),
    }
}

/// HDU 3537: the heads' places (sorted, distinct).
pub fn mock_turtles(heads: &[u64]) -> Next {
    let Some(&top) = heads.last() else {
        return Next {
            play: Err(msg!("next-no-head")),
            table: Err(msg!("next-no-head")),
            marks: Vec::new(),
        };
    };
    let play = if top >= MAX_ROW as u64 {
        Err(msg!("next-row-ends", coin = MAX_ROW as u64 - 1))
    } else {
        Ok((
            format!("play mock-turtles {}", join(heads, " ")),
            Text::default(),
        ))
    };
    let size = top.saturating_add(1);
    Next {
        play,
        table: table_upto(
            "mock-turtles",
            size,
            size.to_string(),
            msg!("next-note-mock"),
        ),
        marks: heads.iter().map(|&x| Mark::Entry(x)).collect(),
    }
}

/// HDU 3404: the lights as listed and the lit ones.
pub fn corners(lights: &[(u64, u64)], on: &[(u64, u64)]) -> Next {
    let span = |cells: &[(u64, u64)]| {
        let rows = cells.iter().map(|c| c.0).max().map(|x| x.saturating_add(1));
        let cols = cells.iter().map(|c| c.1).max().map(|y| y.saturating_add(1));
        rows.zip(cols)
    };
    let play =
        match span(on) {
            None => Err(msg!("next-no-light-on")),
            Some((r, c)) if r > PLAY_SIDE || c > PLAY_SIDE || r * c > MAX_COINS as u64 => Err(
                msg!("next-board-limits", side = PLAY_SIDE, coins = MAX_COINS),
            ),
            Some(_) => {
                let cells: Vec<String> = on.iter().map(|(x, y)| format!("{x},{y}")).collect();
                Ok((format!("play corners {}", cells.join(" ")), Text::default()))
            }
        };
    let table = match span(lights) {
        None => Err(msg!("next-no-light-listed")),
        Some((r, c)) => table_upto(
            "corners",
            r.max(c),
            format!("{r} {c}"),
            msg!("next-note-corners"),
        ),
    };
    Next {
        play,
        table,
        marks: on.iter().map(|&(x, y)| Mark::Cell(x, y)).collect(),
    }
}

/// HDU 1848: three piles.
pub fn fibonacci(piles: &[u64]) -> Next {
    let top = piles.iter().copied().max().unwrap_or(0);
    let mut set = vec![1u64, 2];
    while set[set.len() - 1] + set[set.len() - 2] <= top {
        set.push(set[set.len() - 1] + set[set.len() - 2]);
    }
    set.retain(|&f| f <= top.max(1));
    Next {
        play: heaps_play("fibonacci", piles, "pile"),
        table: if top == 0 {
            Err(msg!("next-piles-empty"))
        } else {
            table_upto(
                "subtraction",
                top,
                format!("{} --upto {top} --period", join(&set, ",")),
                msg!("next-note-fibonacci"),
            )
        },
        marks: entries(piles),
    }
}

/// HDU 1907: the colours' M&Ms.
pub fn misere(piles: &[u64]) -> Next {
    let top = piles.iter().copied().max().unwrap_or(0).max(1);
    Next {
        play: heaps_play("misere", piles, "colour"),
        table: table_upto("nim", top, top.to_string(), msg!("next-note-misere")),
        marks: entries(piles),
    }
}

/// Project Euler 459: the board's side, the widths and the heights.
pub fn flipping(n: usize, widths: &[usize], heights: &[usize]) -> Next {
    let factors = format!("runs:{} runs:{}", join(widths, ","), join(heights, ","));
    let play = if n == 0 {
        Err(msg!("next-no-disk"))
    } else if n as u64 > PLAY_SIDE || n * n > MAX_COINS {
        Err(msg!("next-coins-at-most", coins = MAX_COINS))
    } else {
        Ok((
            format!("play product {factors} all --rows {n} --cols {n}"),
            msg!("next-note-play-pe459"),
        ))
    };
    let table = if n == 0 {
        Err(msg!("next-no-disk"))
    } else {
        table_upto(
            "product",
            n as u64,
            format!("{factors} {n} {n}"),
            msg!("next-note-table-pe459"),
        )
    };
    Next {
        play,
        table,
        marks: Vec::new(),
    }
}

/// Library Checker's nim product `a ⊗ b`.
pub fn nim_product(a: u64, b: u64) -> Next {
    let play = if a >= PLAY_SIDE || b >= PLAY_SIDE {
        Err(msg!("next-light-below", side = PLAY_SIDE))
    } else if (a + 1) * (b + 1) > MAX_COINS as u64 {
        Err(msg!("next-coins-at-most", coins = MAX_COINS))
    } else {
        Ok((
            format!("play corners {a},{b}"),
            msg!("next-note-play-product", a = a, b = b),
        ))
    };
    Next {
        play,
        table: table_upto(
            "corners",
            a.max(b).saturating_add(1),
            format!("{} {}", a.saturating_add(1), b.saturating_add(1)),
            msg!("next-note-table-product", a = a, b = b),
        ),
        marks: vec![Mark::Cell(a, b)],
    }
}
