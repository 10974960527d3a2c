//! The coin-turning boards `play` plays, under any rule of the engine, one drawing for them
//! all: a row of coins (HDU 3537, Mock Turtles, up to `play`'s last coin) and a board of
//! coins coloured by value (HDU 3404, Turning Corners, and Project Euler 459's flips, a
//! product of two games). Each coin is a target by its label: the coins clicked make one
//! move on a row; on a board, two cells clicked are a rectangle's corners.

use super::{open, target_named, text, values_of};
use crate::coins::Rule2;
use crate::i18n::Text;
use crate::msg;
use crate::study::coin_games::{Board, CoinGameBoard, Coins};
use crate::study::game::{Drawn, Explained, Show};
use crate::study::sg_table::picture::{colour, esc};
use crate::study::web::words;
use std::fmt::Write;

/// The label of coin `i` as a page sends it back: `7`, or `1,2` for a cell.
fn coin_label(game: &CoinGameBoard, i: usize) -> String {
    game.label(i).replace(['(', ')', ' '], "")
}

/// What a screen reader says of coin `label`: the coin and the face it shows.
fn coin_name(label: &str, heads: bool) -> Text {
    match heads {
        true => msg!("desk-pic-coin-heads", coin = label),
        false => msg!("desk-pic-coin-tails", coin = label),
    }
}

/// The coins of a set, in index order.
fn members(set: Coins) -> impl Iterator<Item = usize> {
    (0..128).filter(move |i| set >> i & 1 == 1)
}

impl Drawn for CoinGameBoard {
    fn picture(&self, heads: &Coins, show: &Show<Coins>) -> String {
        let lang = show.lang;
        let values = values_of(self, heads, show.values);
        // A winning move's head (its last coin, going to tails) is marked; its other coins
        // lightly.
        let corners: Coins = (show.winning.iter())
            .map(|&m| 1u128 << (127 - m.leading_zeros()))
            .fold(0, |a, c| a | c);
        let others: Coins = show.winning.iter().fold(0, |a, m| a | m) & !corners;
        let mark = |class: &str, i: usize| -> (String, bool) {
            let c = if others >> i & 1 == 1 {
                format!("{class} winpart")
            } else {
                class.to_string()
            };
            (c, corners >> i & 1 == 1)
        };
        let wins: Vec<String> = (show.winning.iter())
            .map(|&m| {
                members(m)
                    .map(|i| coin_label(self, i))
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect();
        let head = |i: usize| heads >> i & 1 == 1;
        let mut s;
        match *self.board() {
            Board::Line { coins, .. } => {
                let slot = (620 / coins.max(1)).clamp(14, 48);
                let width = (coins * slot + 20).max(640);
                let r = slot as f64 * 0.4;
                let cy = 46.0;
                s = open(
                    width,
                    100,
                    "coins",
                    "coins",
                    self.show(heads).to_string().replace('\n', " "),
                    &values,
                )
                .replacen(" role=", " data-join=\" \" role=", 1);
                for i in 0..coins {
                    let cx = 10.0 + (i as f64 + 0.5) * slot as f64;
                    let label = coin_label(self, i);
                    let (class, win) = mark(if head(i) { "coin heads" } else { "coin tails" }, i);
                    let attrs = target_named(
                        &class,
                        show.live,
                        win,
                        &format!("data-coin=\"{label}\""),
                        label.as_str(),
                        coin_name(&label, head(i)),
                        lang,
                    );
                    let _ = write!(
                        s,
                        "<circle {attrs} cx=\"{cx:.1}\" cy=\"{cy}\" r=\"{r:.1}\"/>"
                    );
                    let face = if head(i) { words::HEADS } else { words::TAILS }.render(lang);
                    text(&mut s, cx, cy + r * 0.35, r, "middle", "face", &face);
                    text(&mut s, cx, 16.0, 10.0, "middle", "label", &label);
                    if show.values {
                        text(
                            &mut s,
                            cx,
                            cy + r + 16.0,
                            10.0,
                            "middle",
                            "worth",
                            &self.value(i).to_string(),
                        );
                    }
                }
            }
            Board::Grid {
                ref rule,
                rows,
                cols,
            } => {
                // A product's first coordinate runs across and its second up (Project Euler
                // 459's columns and rows); the other boards' rows run down, columns across.
                let product = matches!(rule, Rule2::Product(..));
                let (across, down) = if product { (rows, cols) } else { (cols, rows) };
                let c = (480 / rows.max(cols)).clamp(22, 48);
                let (left, top) = (40, 40);
                let width = (left + across * c + 20).max(640);
                let height = top + down * c + 30;
                s = open(
                    width,
                    height,
                    "board",
                    "pair",
                    self.show(heads).to_string().replace('\n', " "),
                    &values,
                )
                .replacen(" role=", " data-join=\" to \" role=", 1);
                let axes = if product {
                    words::PRODUCT_AXES
                } else {
                    words::AXES
                }
                .render(lang);
                text(&mut s, left as f64, 14.0, 10.0, "start", "note", &axes);
                for i in 0..rows * cols {
                    let (x, y) = (i / cols, i % cols);
                    let label = coin_label(self, i);
                    let (row_label, col_label) = match label.split_once(',') {
                        Some((a, b)) => (a.to_string(), b.to_string()),
                        None => (label.clone(), String::new()),
                    };
                    // Its place: (across, down) from the top left.
                    let (a, d) = if product { (x, cols - 1 - y) } else { (y, x) };
                    let (px, py) = (left + a * c, top + d * c);
                    let (along, side) = if product {
                        (&row_label, &col_label)
                    } else {
                        (&col_label, &row_label)
                    };
                    if d == 0 && !product || product && y == 0 {
                        let at = if product {
                            top + down * c + 14
                        } else {
                            top - 6
                        };
                        text(
                            &mut s,
                            (px + c / 2) as f64,
                            at as f64,
                            10.0,
                            "middle",
                            "label",
                            along,
                        );
                    }
                    if a == 0 {
                        text(
                            &mut s,
                            (left - 6) as f64,
                            (py + c / 2 + 4) as f64,
                            10.0,
                            "end",
                            "label",
                            side,
                        );
                    }
                    let fill = if show.values {
                        colour(self.value(i))
                    } else {
                        "#f2f2f2".into()
                    };
                    let (class, win) = mark("square", i);
                    let attrs = target_named(
                        &class,
                        show.live,
                        win,
                        &format!("data-coin=\"{label}\""),
                        label.as_str(),
                        coin_name(&label, head(i)),
                        lang,
                    );
                    let _ = write!(
                        s,
                        "<rect {attrs} x=\"{px}\" y=\"{py}\" width=\"{c}\" height=\"{c}\" fill=\"{fill}\"/>"
                    );
                    let class = if head(i) { "disk heads" } else { "disk tails" };
                    let _ = write!(
                        s,
                        "<circle class=\"{class}\" data-coin=\"{label}\" cx=\"{:.1}\" cy=\"{:.1}\" \
                         r=\"{:.1}\"/>",
                        px as f64 + c as f64 / 2.0,
                        py as f64 + c as f64 / 2.0,
                        c as f64 * 0.28
                    );
                    if show.values {
                        text(
                            &mut s,
                            (px + c - 3) as f64,
                            (py + 10) as f64,
                            8.0,
                            "end",
                            "worth",
                            &self.value(i).to_string(),
                        );
                    }
                }
            }
        }
        if !wins.is_empty() {
            s = s.replacen(
                " role=\"img\"",
                &format!(" data-wins=\"{}\" role=\"img\"", esc(&wins.join("|"))),
                1,
            );
        }
        s.push_str("</svg>");
        s
    }
}
