//! Where to go next from one position: the `play` command that starts from it and the
//! `sg_table` command whose table holds its components' values, in the same numbering
//! (or why there is none: the position is beyond what `play` takes or what the table
//! shows). The limits are the tools' own ([`crate::study::play`]'s constants,
//! [`crate::tools::sg_table::largest`]), so a command named here is one the tool accepts;
//! `tests/explain.rs` runs them and reads the values back.

use super::lesson::Next;
use crate::study::coin_games::MAX_COINS;
use crate::study::game::join;
use crate::study::play::{MAX_HEAP, MAX_LENGTH, MAX_PARTS, MAX_ROW, MAX_SIDE, MAX_STONES};
use crate::tools::sg_table::picture::Mark;
use crate::tools::sg_table::{SET_LARGEST, SET_SIZE, largest};

/// The largest side of a board `play` takes (its coins are labelled within 16 of the first).
const PLAY_SIDE: u64 = 16;

/// `play <game> <params> <heaps>` for a heap game, if `play` takes the heaps.
fn heaps_play(game: &str, heaps: &[u64], what: &str) -> Result<(String, String), String> {
    if heaps.len() > MAX_PARTS {
        return Err(format!(
            "{} {what}s are more than play takes, {MAX_PARTS}",
            heaps.len()
        ));
    }
    if let Some(h) = heaps.iter().find(|&&h| h > MAX_HEAP) {
        return Err(format!(
            "a {what} of {h} is more than play takes, {MAX_HEAP}"
        ));
    }
    let total: u128 = heaps.iter().map(|&h| u128::from(h)).sum();
    if total > u128::from(MAX_STONES) {
        return Err(format!(
            "{total} in all are more than play takes, {MAX_STONES}"
        ));
    }
    Ok((format!("play {game} {}", join(heaps, " ")), String::new()))
}

/// `sg_table <game> <size>` if the game's table reaches `size`.
fn table_upto(
    game: &str,
    size: u64,
    args: String,
    note: String,
) -> Result<(String, String), String> {
    let most = largest(game).expect("a game of sg_table") as u64;
    if size > most {
        return Err(format!("its {game} table stops at size {most}"));
    }
    Ok((format!("sg_table {game} {args}"), note))
}

/// POJ 1704: the chessmen's cells (sorted) and the gaps inside the pairs.
pub fn staircase(cells: &[u64], gaps: &[u64]) -> Next {
    let play = if cells.is_empty() {
        Err("no chessman".to_string())
    } else if cells.len() > MAX_PARTS {
        Err(format!(
            "{} chessmen are more than play takes, {MAX_PARTS}",
            cells.len()
        ))
    } else if let Some(c) = cells.iter().find(|&&c| c > MAX_HEAP) {
        Err(format!("cell {c} is beyond play's last cell, {MAX_HEAP}"))
    } else {
        Ok((
            format!("play staircase {}", join(cells, " ")),
            String::new(),
        ))
    };
    let top = gaps.iter().copied().max().unwrap_or(0).max(1);
    let table = if gaps.is_empty() {
        Err("no chessman, no gap".into())
    } else {
        table_upto(
            "nim",
            top,
            top.to_string(),
            "its coin g is a Nim heap of g, as a gap of g is; a gap of 0 is worth 0".into(),
        )
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
            Err(format!("its sides are at most {side} there"))
        } else {
            Ok((format!("play cutting {w}x{h}"), String::new()))
        },
        table: table_upto(
            "cutting",
            w.max(h) as u64,
            format!("{w} {h}"),
            format!("its row {w}, column {h} holds the sheet {w}×{h}"),
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
        Err("the position has no heap".into())
    } else if let Some(m) = set.iter().find(|&&m| m > MAX_HEAP) {
        Err(format!(
            "a move size of {m} is more than play takes, {MAX_HEAP}"
        ))
    } else {
        heaps_play(&format!("snim {s}"), heaps, "heap").map(|(cmd, _)| (cmd, String::new()))
    };
    let top = heaps.iter().copied().max().unwrap_or(0).max(1);
    let table = if heaps.is_empty() {
        Err("the position has no heap".into())
    } else if set.len() > SET_SIZE || set.iter().any(|&m| m > SET_LARGEST) {
        Err(format!(
            "its sets hold at most {SET_SIZE} sizes of at most {SET_LARGEST}"
        ))
    } else {
        table_upto(
            "subtraction",
            top,
            format!("{s} --upto {top}"),
            "its coin h is a heap of h; a heap of 0 is worth 0".into(),
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
        Err("L = 0 leaves no string to add".into())
    } else if l > MAX_LENGTH {
        Err(format!("L = {l} is more than play takes, {MAX_LENGTH}"))
    } else {
        let mut cmd = format!("play prefix-free {l}");
        for s in strings {
            cmd.push(' ');
            cmd.push_str(s);
        }
        Ok((cmd, String::new()))
    };
    let table = match heights.iter().max() {
        None => Err("no free subtree is left".into()),
        Some(&top) => table_upto(
            "ruler",
            top,
            top.to_string(),
            "its coin h is worth lowbit(h), as a free subtree of height h is".into(),
        ),
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
        let none = "no head is left".to_string();
        return Next {
            play: Err(none.clone()),
            table: Err(none),
            marks: Vec::new(),
        };
    };
    let play = if top >= MAX_ROW as u64 {
        Err(format!(
            "its rows of coins end at coin {}",
            MAX_ROW as u64 - 1
        ))
    } else {
        Ok((
            format!("play mock-turtles {}", join(heads, " ")),
            String::new(),
        ))
    };
    let size = top.saturating_add(1);
    Next {
        play,
        table: table_upto(
            "mock-turtles",
            size,
            size.to_string(),
            "its coin x is a head at x, numbered from 0 as here".into(),
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
    let play = match span(on) {
        None => Err("no light is on".to_string()),
        Some((r, c)) if r > PLAY_SIDE || c > PLAY_SIDE || r * c > MAX_COINS as u64 => Err(format!(
            "its boards have at most {PLAY_SIDE} rows and columns and {MAX_COINS} coins"
        )),
        Some(_) => {
            let cells: Vec<String> = on.iter().map(|(x, y)| format!("{x},{y}")).collect();
            Ok((format!("play corners {}", cells.join(" ")), String::new()))
        }
    };
    let table = match span(lights) {
        None => Err("no light is listed".to_string()),
        Some((r, c)) => table_upto(
            "corners",
            r.max(c),
            format!("{r} {c}"),
            "its row x, column y holds x ⊗ y, a light at (x, y)".into(),
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
            Err("every pile is empty, worth 0".into())
        } else {
            table_upto(
                "subtraction",
                top,
                format!("{} --upto {top}", join(&set, ",")),
                "the Fibonacci numbers up to the largest pile; its coin h is a pile of h, and \
                 a pile of 0 is worth 0"
                    .into(),
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
        table: table_upto(
            "nim",
            top,
            top.to_string(),
            "its coin h is a Nim heap of h, worth h in normal play, the values misère Nim is \
             read with while a colour holds two or more"
                .into(),
        ),
        marks: entries(piles),
    }
}

/// Project Euler 459: the board's side, the widths and the heights.
pub fn flipping(n: usize, widths: &[usize], heights: &[usize]) -> Next {
    let factors = format!("runs:{} runs:{}", join(widths, ","), join(heights, ","));
    let play = if n == 0 {
        Err("no disk".to_string())
    } else if n as u64 > PLAY_SIDE || n * n > MAX_COINS {
        Err(format!("its boards hold at most {MAX_COINS} coins"))
    } else {
        Ok((
            format!("play product {factors} all --rows {n} --cols {n}"),
            "every disk white is every coin heads; its coin x,y is the disk in column x, row y"
                .to_string(),
        ))
    };
    let table = if n == 0 {
        Err("no disk".to_string())
    } else {
        table_upto(
            "product",
            n as u64,
            format!("{factors} {n} {n}"),
            "its row x, column y holds the disk at column x, row y, both from 1 as here".into(),
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
        Err(format!(
            "a light of Turning Corners there has coordinates below {PLAY_SIDE}"
        ))
    } else if (a + 1) * (b + 1) > MAX_COINS as u64 {
        Err(format!("its boards hold at most {MAX_COINS} coins"))
    } else {
        Ok((
            format!("play corners {a},{b}"),
            format!("one light at ({a}, {b}) of Turning Corners, worth {a} ⊗ {b}"),
        ))
    };
    Next {
        play,
        table: table_upto(
            "corners",
            a.max(b).saturating_add(1),
            format!("{} {}", a.saturating_add(1), b.saturating_add(1)),
            format!("the nim multiplication table: row {a}, column {b} holds {a} ⊗ {b}"),
        ),
        marks: vec![Mark::Cell(a, b)],
    }
}
