//! The bulk reader and writer against plain oracles written here: splitting on C's
//! whitespace and `str::parse`, `format!`, and pairs computed one by one; the AVX-512
//! scanner against the portable one; the two-thread split at every line start.

use grundy::bulk_io::{LineFormatter, NotPlain, Scanner, map_pairs, map_pairs_split};
use grundy::rng::Rng;

/// C's `isspace`, written out as a list.
const SPACES: [u8; 6] = [b' ', b'\t', b'\n', 0x0b, 0x0c, b'\r'];

/// The oracle: the tokens of `bytes` split on C's whitespace, as `u64` values, or `None`
/// if some token is not 1 to 20 ASCII digits with a value below 2^64.
fn oracle(bytes: &[u8]) -> Option<Vec<u64>> {
    bytes
        .split(|b| SPACES.contains(b))
        .filter(|t| !t.is_empty())
        .map(|t| {
            let plain = t.len() <= 20 && t.iter().all(u8::is_ascii_digit);
            plain
                .then(|| std::str::from_utf8(t).ok()?.parse().ok())
                .flatten()
        })
        .collect()
}

/// A random plain token: any length from 1 to 20 digits, leading zeros included, with
/// extra weight on the values next to 10^k and 2^64.
fn token(r: &mut Rng) -> String {
    match r.below(6) {
        0 => (u64::MAX - r.below(3)).to_string(),
        1 => {
            let k = r.range(1, 19) as u32;
            (10u64.pow(k) - r.below(2)).to_string()
        }
        2 => {
            let len = r.range(1, 20) as usize;
            let digits: String = (0..len)
                .map(|_| char::from(b'0' + r.below(10) as u8))
                .collect();
            if digits.len() == 20 && digits.as_str() > "18446744073709551615" {
                "18446744073709551615".to_string()
            } else {
                digits
            }
        }
        3 => r.below(100).to_string(),
        _ => (r.next_u64() >> r.below(64)).to_string(),
    }
}

/// A random whitespace run from C's set, mostly one space or newline.
fn gap(r: &mut Rng) -> Vec<u8> {
    if r.chance(3, 4) {
        return vec![if r.chance(1, 2) { b' ' } else { b'\n' }];
    }
    (0..r.range(1, 70)).map(|_| SPACES[r.index(6)]).collect()
}

/// A random input of `n` plain tokens (or none), possibly with leading whitespace.
fn plain_input(r: &mut Rng, n: usize) -> Vec<u8> {
    let mut v = Vec::new();
    if r.chance(1, 4) {
        v.extend(gap(r));
    }
    for i in 0..n {
        if i > 0 {
            v.extend(gap(r));
        }
        v.extend(token(r).bytes());
    }
    if r.chance(1, 2) {
        v.extend(gap(r));
    }
    v
}

/// Every token through `fill` calls of `chunk` values at a time.
fn scan_all(mut s: Scanner, chunk: usize) -> Result<Vec<u64>, ()> {
    let mut all = Vec::new();
    let mut buf = vec![0; chunk];
    loop {
        let got = s.fill(&mut buf).map_err(|_| ())?;
        all.extend_from_slice(&buf[..got]);
        if got < chunk {
            assert!(s.at_end(), "a short fill means the end");
            return Ok(all);
        }
    }
}

/// Both scanners split tokens at exactly C's whitespace (the AVX-512 one tests the set in
/// vector lanes, not through `input::is_space`): every byte between two numbers, in every
/// place of a 64-byte block.
#[test]
fn scanners_split_at_exactly_c_isspace() {
    for b in 0..=255u8 {
        for at in [1, 30, 62, 63, 64, 65, 100] {
            // `b` at offset `at`, right after a 7 and right before 12.
            let mut input = vec![b' '; at - 1];
            input.extend_from_slice(&[b'7', b, b'1', b'2']);
            let want = oracle(&input);
            if SPACES.contains(&b) {
                assert_eq!(want, Some(vec![7, 12]));
            }
            for s in [Scanner::new(&input), Scanner::portable(&input)] {
                assert_eq!(scan_all(s, 4).ok(), want, "byte {b} after {at} digits");
            }
        }
    }
}

#[test]
fn scanners_agree_with_the_oracle_on_plain_inputs() {
    let mut r = Rng::new(64);
    let mut simd_used = false;
    for case in 0..3000 {
        let n = match case % 3 {
            0 => r.below(5) as usize,
            1 => r.below(60) as usize,
            _ => r.below(3000) as usize,
        };
        let input = plain_input(&mut r, n);
        let want = oracle(&input).expect("plain by construction");
        assert_eq!(want.len(), n);
        let chunk = [1, 2, 3, 7, 64, 1000, 5000][r.index(7)];
        let simd = Scanner::new(&input);
        simd_used |= simd.is_simd();
        assert_eq!(scan_all(simd, chunk), Ok(want.clone()), "case {case}");
        assert_eq!(scan_all(Scanner::portable(&input), chunk), Ok(want));
    }
    if !simd_used {
        eprintln!("no AVX-512 here: only the portable scanner was checked");
    }
}

#[test]
fn scanners_refuse_what_is_not_plain() {
    let mut r = Rng::new(65);
    let spoilers: [&[u8]; 12] = [
        b"+1",
        b"-1",
        b"18446744073709551616",
        b"99999999999999999999",
        b"000000000000000000001",
        b"1.5",
        b"x",
        b"\0",
        b"\xef\xbb\xbf7",
        b"\xc2\xa0",
        b"12345678901234567890123456789012345678901234567890123456789012345678901",
        b"7\x1b",
    ];
    for case in 0..2000 {
        let n = r.below(400) as usize;
        let mut input = plain_input(&mut r, n);
        // One spoiler anywhere: as a token of its own, or glued to a neighbour.
        let spoiler = spoilers[r.index(spoilers.len())];
        let at = r.index(input.len() + 1);
        let glued = r.chance(1, 3);
        let mut piece = spoiler.to_vec();
        if !glued {
            piece.insert(0, b' ');
            piece.push(b'\n');
        }
        input.splice(at..at, piece);
        let want = oracle(&input);
        for s in [Scanner::new(&input), Scanner::portable(&input)] {
            let got = scan_all(s, 1 + r.index(300)).ok();
            assert_eq!(
                got,
                want,
                "case {case}: {:?}",
                String::from_utf8_lossy(&input)
            );
        }
    }
}

#[test]
fn tokens_across_every_block_boundary() {
    // A token of each length ending at each offset around the first two 64-byte blocks.
    for len in 1..=20 {
        for end in len..140 {
            let mut input = vec![b' '; end - len];
            let digits: Vec<u8> = (0..len).map(|i| b'1' + (i % 9) as u8).collect();
            input.extend(&digits);
            for tail in [&b""[..], b"\n", b" 5"] {
                let mut bytes = input.clone();
                bytes.extend(tail);
                let want = oracle(&bytes);
                for s in [Scanner::new(&bytes), Scanner::portable(&bytes)] {
                    assert_eq!(scan_all(s, 1).ok(), want, "len {len} end {end}");
                }
            }
        }
    }
}

#[test]
fn formatter_agrees_with_format() {
    let mut r = Rng::new(66);
    let mut values: Vec<u64> = vec![0, 1, 9, u64::MAX, u64::MAX - 1];
    for k in 1..20 {
        let p = 10u64.pow(k);
        values.extend([p - 1, p, p + 1]);
    }
    values.extend((0..200_000).map(|_| r.next_u64() >> r.below(64)));
    // Next to multiples of 10^8 and 10^16, where a quotient by rounding could be off by one.
    for _ in 0..50_000 {
        let base = [100_000_000u64, 10_000_000_000_000_000][r.index(2)];
        let k = r.below(u64::MAX / base + 1);
        let delta = r.below(3);
        values.extend([
            k * base,
            (k * base).wrapping_sub(1 + delta),
            (k * base).saturating_add(delta),
        ]);
    }
    let want: String = values.iter().map(|v| format!("{v}\n")).collect();
    for mut f in [LineFormatter::new(), LineFormatter::portable()] {
        let mut got = Vec::new();
        let mut rest = &values[..];
        while !rest.is_empty() {
            let k = (r.below(3000) as usize).min(rest.len());
            let text = f.format(&rest[..k]).to_vec();
            assert_eq!(f.text(), text, "text() is the last text");
            got.extend_from_slice(&text);
            rest = &rest[k..];
        }
        assert_eq!(String::from_utf8(got).unwrap(), want);
    }
}

/// The test's pair map: a sum that cannot overflow silently, so every pair matters.
fn mix(a: &[u64], b: &[u64], out: &mut [u64]) {
    for i in 0..out.len() {
        out[i] = a[i].rotate_left(7) ^ b[i];
    }
}

/// What a `map_pairs` call wrote, `None` if it refused the input; it must write nothing
/// then.
fn written(
    call: impl FnOnce(&mut Vec<u8>) -> Result<std::io::Result<()>, NotPlain>,
) -> Option<Vec<u8>> {
    let mut out = Vec::new();
    match call(&mut out) {
        Ok(result) => {
            result.unwrap();
            Some(out)
        }
        Err(_) => {
            assert!(out.is_empty(), "nothing written for a refused input");
            None
        }
    }
}

/// `map_pairs_split`'s output (see [`written`]).
fn split_output(input: &[u8], split: usize) -> Option<Vec<u8>> {
    written(|out| map_pairs_split(input, mix, split, out))
}

/// `map_pairs`'s output (see [`written`]).
fn output(input: &[u8]) -> Option<Vec<u8>> {
    written(|out| map_pairs(input, mix, out))
}

/// What `map_pairs` must give: `Some(text)` iff the input is plain, has `1 + 2T` tokens,
/// and the first `first_half` tokens after `T` are even in number.
fn pairs_oracle(bytes: &[u8], first_half: Option<usize>) -> Option<Vec<u8>> {
    let tokens = oracle(bytes)?;
    let (&t, body) = tokens.split_first()?;
    if body.len() as u64 != 2 * t || first_half.is_some_and(|k| k % 2 == 1) {
        return None;
    }
    let mut out = vec![0; t as usize];
    let (a, b): (Vec<u64>, Vec<u64>) = body.chunks(2).map(|p| (p[0], p[1])).unzip();
    mix(&a, &b, &mut out);
    Some(
        out.iter()
            .map(|v| format!("{v}\n"))
            .collect::<String>()
            .into_bytes(),
    )
}

/// A pairs input: `T`, then `T` pairs laid out in lines of `per_line` numbers (a random
/// number per line when 0), with random whitespace.
fn pairs_input(r: &mut Rng, t: usize, per_line: usize, crlf: bool) -> Vec<u8> {
    let mut v = format!("{t}\n").into_bytes();
    let mut on_line = 0;
    let line_len = |r: &mut Rng| {
        if per_line == 0 {
            r.range(1, 5) as usize
        } else {
            per_line
        }
    };
    let mut limit = line_len(r);
    for i in 0..2 * t {
        v.extend(token(r).bytes());
        on_line += 1;
        if on_line == limit || i + 1 == 2 * t {
            v.extend(if crlf { &b"\r\n"[..] } else { b"\n" });
            on_line = 0;
            limit = line_len(r);
        } else {
            v.extend(if r.chance(1, 8) { gap(r) } else { vec![b' '] });
        }
    }
    v
}

/// Tokens after `T` in `bytes[..split]`.
fn tokens_before(bytes: &[u8], split: usize) -> usize {
    oracle(&bytes[..split]).map_or(0, |t| t.len().saturating_sub(1))
}

#[test]
fn split_at_every_line_start_agrees_with_the_oracle() {
    let mut r = Rng::new(67);
    let mut checked = 0;
    for case in 0..300 {
        let t = r.below(12) as usize;
        let per_line = [2, 2, 0, 1, 3][r.index(5)];
        let crlf = r.chance(1, 4);
        let mut input = pairs_input(&mut r, t, per_line, crlf);
        match r.below(8) {
            0 => input.extend(b"7\n"),                          // one token too many
            1 => input.truncate(input.len().saturating_sub(3)), // cut short
            2 => {
                let at = r.index(input.len() + 1);
                input.insert(at, b"x+"[r.index(2)]);
            }
            _ => {}
        }
        assert_eq!(
            output(&input),
            pairs_oracle(&input, None),
            "case {case}: {:?}",
            String::from_utf8_lossy(&input)
        );
        let body = input.iter().position(|&b| b == b'\n').map_or(0, |i| i + 1);
        for split in (body..input.len()).filter(|&i| i > 0 && input[i - 1] == b'\n') {
            let want = pairs_oracle(&input, Some(tokens_before(&input, split)));
            assert_eq!(
                split_output(&input, split),
                want,
                "case {case}, split {split}"
            );
            checked += 1;
        }
    }
    assert!(checked > 1000, "{checked} splits");
}

#[test]
fn large_inputs_split_over_two_threads() {
    // Over a megabyte, so that `map_pairs` itself splits; lines straddle the middle in
    // every layout, and a bad byte in either half sends the input back.
    let mut r = Rng::new(68);
    for (per_line, crlf) in [(2, false), (2, true), (0, false), (3, false), (1, true)] {
        let input = pairs_input(&mut r, 80_000, per_line, crlf);
        assert!(input.len() >= grundy::bulk_io::PARALLEL_FROM);
        let got = output(&input);
        // The real split: the first line start after the middle of the pairs.
        let body = input.iter().position(|&b| b == b'\n').unwrap() + 1;
        let mid = body + (input.len() - body) / 2;
        let split = mid + input[mid..].iter().position(|&b| b == b'\n').unwrap() + 1;
        let want = pairs_oracle(&input, Some(tokens_before(&input, split)));
        assert_eq!(got, want, "{per_line} per line, crlf {crlf}");
        if per_line == 2 {
            assert!(got.is_some(), "two numbers a line is the fast path");
        }
        for at in [body + 5, split + 5] {
            let mut bad = input.clone();
            bad[at] = b'#';
            assert_eq!(output(&bad), None, "bad byte at {at}");
        }
    }
}

#[test]
fn tiny_inputs() {
    for (input, want) in [
        (&b"0"[..], Some(&b""[..])),
        (b"0\n", Some(b"")),
        (b"  0  ", Some(b"")),
        (b"1\n0 0", Some(b"0\n")),
        (b"1 5 6", Some(b"646\n")),
        (b"", None),
        (b"\n", None),
        (b"1\n", None),
        (b"0 0", None),
    ] {
        let got = output(input);
        assert_eq!(got.as_deref(), want, "{:?}", String::from_utf8_lossy(input));
    }
}

/// A writer that accepts `room` bytes, then fails.
struct Full {
    room: usize,
}

impl std::io::Write for Full {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if self.room == 0 {
            return Err(std::io::Error::other("no room"));
        }
        let n = buf.len().min(self.room);
        self.room -= n;
        Ok(n)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[test]
fn a_write_error_stops_both_threads() {
    // In the first half's lines and in the second's: the error comes back, nothing hangs.
    let mut r = Rng::new(69);
    let input = pairs_input(&mut r, 80_000, 2, false);
    let text_len = pairs_oracle(&input, None).unwrap().len();
    for room in [0, 1000, text_len / 2 + 1000, text_len - 1] {
        let written = map_pairs(&input, mix, &mut Full { room }).expect("plain input");
        assert!(written.is_err(), "room {room} of {text_len}");
    }
    assert!(
        map_pairs(&input, mix, &mut Full { room: text_len })
            .unwrap()
            .is_ok()
    );
}
