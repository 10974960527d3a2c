//! POJ 2960 / HDU 1536 S-Nim: subtraction-game Grundy values, XOR per position.
//! See `grundy::snim`.
use grundy::input::Input;
use grundy::output::Output;
use grundy::snim::{JudgeInput, PERIOD_SEARCH_LIMIT, SNim, verdict};
use std::io::Write;

fn main() {
    let mut src = Input::from_stdin();
    let input = JudgeInput::read(&mut src);
    // Case by case, so that one case's values are dropped before the next; the lines are
    // printed only once every case is answered, so bad input prints nothing.
    let mut lines = Vec::with_capacity(input.cases.len());
    for (i, case) in input.cases.iter().enumerate() {
        let max_heap = case.max_heap();
        let Some(game) = SNim::new(&case.set, max_heap) else {
            src.fail_at(
                case.heap_line,
                format!(
                    "case {}: heap {max_heap} is too large for this move set: its Grundy \
                     values show no period within the first {PERIOD_SEARCH_LIMIT} values",
                    i + 1
                ),
            );
        };
        let line: String = case
            .positions
            .iter()
            .map(|heaps| verdict(game.first_player_wins(heaps)))
            .collect();
        lines.push(line);
    }
    let mut out = Output::stdout();
    for line in &lines {
        writeln!(out, "{line}").unwrap();
    }
    out.flush().unwrap();
}
