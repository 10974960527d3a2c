//! POJ 2311 Cutting Game: Grundy table of the reduced game (no cut leaves a strip).
//! See `grundy::cutting`.
use grundy::cutting::{CuttingTable, JudgeInput, verdict};
use grundy::input::Input;
use grundy::output::Output;
use std::io::Write;

fn main() {
    let input = JudgeInput::read(&mut Input::from_stdin());
    let table = CuttingTable::new(input.max_side());
    let mut out = Output::stdout();
    for &(w, h) in &input.sheets {
        writeln!(out, "{}", verdict(table.first_player_wins(w, h))).unwrap();
    }
    out.flush().unwrap();
}
