//! HDU 1848 Fibonacci again and again: the Fibonacci subtraction game on three piles.
//! See `grundy::fibonacci_game`.
use grundy::fibonacci_game::{JudgeInput, first_player_wins, values, verdict};
use grundy::input::Input;
use grundy::output::Output;
use std::io::Write;

fn main() {
    let input = JudgeInput::read(&mut Input::from_stdin());
    let g = values(input.max_pile());
    let mut out = Output::stdout();
    for piles in &input.cases {
        writeln!(out, "{}", verdict(first_player_wins(&g, piles))).unwrap();
    }
    out.flush().unwrap();
}
