//! POJ 2960 / HDU 1536 S-Nim: subtraction-game Grundy values, XOR per position.
//! See `grundy::snim`.
//!
//! The whole input is read and checked first; then the cases are answered one after
//! another, one table in memory at a time, within one step limit for all of them
//! (`snim::JudgeInput::answers`). A case refused there is reported at the line of its
//! largest heap, and nothing is printed.
use grundy::input::Input;
use grundy::output::Output;
use grundy::snim::JudgeInput;
use std::io::Write;

fn main() {
    let mut src = Input::from_stdin();
    let input = JudgeInput::read(&mut src);
    let lines = input
        .answers()
        .unwrap_or_else(|refused| src.fail_at(refused.line, refused));
    let mut out = Output::stdout();
    for line in &lines {
        writeln!(out, "{line}").unwrap();
    }
    out.flush().unwrap();
}
