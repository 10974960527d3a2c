//! HDU 3537 Daizhenyang's Coin: Mock Turtles. See `grundy::mock_turtles`.
use grundy::input::Input;
use grundy::mock_turtles::{JudgeInput, first_player_wins, verdict};
use grundy::output::Output;
use std::io::Write;

fn main() {
    let input = JudgeInput::read(&mut Input::from_stdin());
    let mut out = Output::stdout();
    for heads in &input.cases {
        writeln!(out, "{}", verdict(first_player_wins(heads))).unwrap();
    }
    out.flush().unwrap();
}
