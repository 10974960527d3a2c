//! HDU 1907 John: misère Nim. See `grundy::misere`.
use grundy::input::Input;
use grundy::misere::{JudgeInput, first_player_wins, verdict};
use grundy::output::Output;
use std::io::Write;

fn main() {
    let input = JudgeInput::read(&mut Input::from_stdin());
    let mut out = Output::stdout();
    for piles in &input.cases {
        writeln!(out, "{}", verdict(first_player_wins(piles))).unwrap();
    }
    out.flush().unwrap();
}
