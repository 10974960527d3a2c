//! POJ 2311 Cutting Game: Grundy table of the reduced game (no cut leaves a strip).
//! See `grundy::cutting`.
use grundy::cutting::{CuttingTable, MAX_SIDE, verdict};
use grundy::input::{Input, exit_bad_input};
use grundy::output::Output;
use proconio::input;
use std::io::Write;

fn main() {
    let mut src = Input::from_stdin();
    if src.is_exhausted() {
        exit_bad_input("the input is empty");
    }
    let mut sheets = Vec::new();
    while !src.is_exhausted() {
        input! { from &mut src, w: usize, h: usize }
        let w = src.in_range("W", w, 1, MAX_SIDE);
        let h = src.in_range("H", h, 1, MAX_SIDE);
        sheets.push((w, h));
    }
    let n = sheets.iter().map(|&(w, h)| w.max(h)).max().unwrap_or(0);
    let table = CuttingTable::new(n);
    let mut out = Output::stdout();
    for &(w, h) in &sheets {
        writeln!(out, "{}", verdict(table.first_player_wins(w, h))).unwrap();
    }
    out.flush().unwrap();
}
