//! HDU 3404 Switch lights: Turning Corners, `x ⊗ y` per light. See `grundy::closed_forms`.
use grundy::closed_forms::corners_first_player_wins;
use grundy::input::Input;
use grundy::output::Output;
use proconio::input;
use std::io::Write;

fn main() {
    let mut src = Input::from_stdin();
    input! { from &mut src, t: usize }
    let mut cases = Vec::with_capacity(t.min(1 << 16));
    for _ in 0..t {
        input! { from &mut src, n: usize }
        let mut lights = Vec::with_capacity(n.min(1 << 20));
        for _ in 0..n {
            input! { from &mut src, x: u64, y: u64 }
            lights.push((x, y));
        }
        cases.push(lights);
    }
    src.expect_end();
    let mut out = Output::stdout();
    for lights in &cases {
        let line = if corners_first_player_wins(lights) {
            "Have a try, lxhgww."
        } else {
            "Don't waste your time."
        };
        writeln!(out, "{line}").unwrap();
    }
    out.flush().unwrap();
}
