//! Project Euler 459 "Flipping game": read N, print W(N), the number of winning first
//! moves on an all-white N × N board. See `grundy::flipping_game` and `grundy::tartan`.
use grundy::flipping_game::JudgeInput;
use grundy::input::Input;
use grundy::output::Output;
use grundy::tartan::pe459;
use std::io::Write;

fn main() {
    let input = JudgeInput::read(&mut Input::from_stdin());
    let w = pe459(input.n);
    let mut out = Output::stdout();
    writeln!(out, "{w}").unwrap();
    out.flush().unwrap();
}
