//! POJ 1704 Georgia and Bob: staircase Nim. See `grundy::staircase`.
use grundy::input::Input;
use grundy::output::Output;
use grundy::staircase::{JudgeInput, first_player_wins, verdict};
use std::io::Write;

fn main() {
    let input = JudgeInput::read(&mut Input::from_stdin());
    let mut out = Output::stdout();
    for positions in &input.cases {
        writeln!(out, "{}", verdict(first_player_wins(positions))).unwrap();
    }
    out.flush().unwrap();
}
