//! HDU 3404 Switch lights: Turning Corners, `x ⊗ y` per light. See
//! `grundy::turning_corners`.
use grundy::input::Input;
use grundy::output::Output;
use grundy::turning_corners::{JudgeInput, first_player_wins, verdict};
use std::io::Write;

fn main() {
    let input = JudgeInput::read(&mut Input::from_stdin());
    let mut out = Output::stdout();
    for lights in &input.cases {
        writeln!(out, "{}", verdict(first_player_wins(lights))).unwrap();
    }
    out.flush().unwrap();
}
