//! AtCoder ARC 087 E Prefix-free Game: XOR of lowbit(L − d) over the trie's missing
//! children. See `grundy::prefix_free`.
use grundy::input::Input;
use grundy::output::Output;
use grundy::prefix_free::{JudgeInput, verdict};
use std::io::Write;

fn main() {
    let input = JudgeInput::read(&mut Input::from_stdin());
    let mut out = Output::stdout();
    writeln!(out, "{}", verdict(input.alice_wins())).unwrap();
    out.flush().unwrap();
}
