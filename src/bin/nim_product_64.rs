//! Library Checker "Nim Product (F_{2^64})": T lines `A B`, print `A ⊗ B` for each. The
//! product is `grundy::nimber`'s change of basis with one carry-less multiply; the input
//! is read by `grundy::nim_product` in one pass over the bytes. Output goes through one
//! `BufWriter` with a two-digits-at-a-time decimal formatter.
use grundy::input::Input;
use grundy::nim_product::JudgeInput;
use grundy::nimber::nim_mul_slices;
use grundy::output::Output;
use std::io::Write;

/// Pairs multiplied per call of the bulk product.
const BLOCK: usize = 4096;

fn main() {
    let input = JudgeInput::read(&mut Input::from_stdin());
    let mut products = Vec::with_capacity(input.pairs.len());
    let (mut a, mut b, mut p) = ([0u64; BLOCK], [0u64; BLOCK], [0u64; BLOCK]);
    for block in input.pairs.chunks(BLOCK) {
        let n = block.len();
        for (i, &(x, y)) in block.iter().enumerate() {
            (a[i], b[i]) = (x, y);
        }
        nim_mul_slices(&a[..n], &b[..n], &mut p[..n]);
        products.extend_from_slice(&p[..n]);
    }
    let mut out = Output::with_capacity(1 << 16);
    let mut buf = [0u8; 21];
    for p in products {
        out.write_all(format_line(p, &mut buf)).unwrap();
    }
    out.flush().unwrap();
}

/// `v` in decimal followed by `\n`, written at the end of `buf`; returns that tail.
fn format_line(mut v: u64, buf: &mut [u8; 21]) -> &[u8] {
    const PAIRS: &[u8; 200] = b"0001020304050607080910111213141516171819\
        2021222324252627282930313233343536373839\
        4041424344454647484950515253545556575859\
        6061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899";
    let mut i = 20;
    buf[20] = b'\n';
    while v >= 100 {
        let d = (v % 100) as usize * 2;
        v /= 100;
        i -= 2;
        buf[i] = PAIRS[d];
        buf[i + 1] = PAIRS[d + 1];
    }
    if v >= 10 {
        let d = v as usize * 2;
        i -= 2;
        buf[i] = PAIRS[d];
        buf[i + 1] = PAIRS[d + 1];
    } else {
        i -= 1;
        buf[i] = b'0' + v as u8;
    }
    &buf[i..]
}
