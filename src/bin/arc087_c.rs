//! AtCoder ARC 087 E Prefix-free Game: XOR of lowbit(L − d) over the trie's missing
//! children. See `grundy::prefix_free`.
use grundy::input::{Input, quote};
use grundy::output::Output;
use grundy::prefix_free::{Trie, verdict};
use proconio::input;
use std::io::Write;

fn main() {
    let mut src = Input::from_stdin();
    input! { from &mut src, n: usize, l: u64 }
    let mut trie = Trie::new();
    for i in 1..=n {
        input! { from &mut src, s: String }
        if let Err(conflict) = trie.insert(s.as_bytes()) {
            src.fail(format!("string {i} {}: {conflict}", quote(&s)));
        }
        src.check(s.len() as u64 <= l, || {
            format!("string {i} has length {}, more than L = {l}", s.len())
        });
    }
    src.expect_end();
    let mut out = Output::stdout();
    writeln!(out, "{}", verdict(trie.grundy(l) != 0)).unwrap();
    out.flush().unwrap();
}
