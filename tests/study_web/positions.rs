//! The positions the tests study: seeded positions of each problem in `explain`'s words
//! (small enough to play, or now and then beyond what `play` takes), and bad ones that
//! `explain` refuses in its own words.

use grundy::rng::Rng;

/// Distinct numbers from `lo` to `hi`, `k` of them, in random order.
pub fn distinct(rng: &mut Rng, k: usize, lo: u64, hi: u64) -> Vec<u64> {
    let mut out: Vec<u64> = Vec::new();
    while out.len() < k {
        let v = rng.range(lo, hi);
        if !out.contains(&v) {
            out.push(v);
        }
    }
    out
}

pub fn joined(v: &[u64]) -> String {
    v.iter().map(u64::to_string).collect::<Vec<_>>().join(" ")
}

/// A seeded position of problem `id`, in `explain`'s words: small enough to play when
/// `small`, else now and then beyond what `play` takes (drawn by `explain`'s pictures).
pub fn position(id: &str, rng: &mut Rng, small: bool) -> String {
    let big = !small && rng.chance(1, 6);
    match id {
        "poj1704" => {
            let k = rng.range(1, 6) as usize;
            let top = if big { 3_000_000 } else { 14 };
            joined(&distinct(rng, k, 1, top))
        }
        "poj2311" => {
            let side = if big { 160 } else { 7 };
            format!("{} {}", rng.range(1, side), rng.range(1, side))
        }
        "poj2960" => {
            let k = rng.range(1, 3) as usize;
            let set = distinct(rng, k, 1, 5);
            let top = if big { 2000 } else { 9 };
            let heaps: Vec<u64> = (0..rng.range(1, 3)).map(|_| rng.range(0, top)).collect();
            format!("{} {}", joined(&set).replace(' ', ","), joined(&heaps))
                .trim()
                .to_string()
        }
        "arc087_c" => {
            let l = if big {
                rng.range(13, 40)
            } else {
                rng.range(1, 4)
            };
            let mut strings: Vec<String> = Vec::new();
            for _ in 0..rng.range(0, 3) {
                let len = rng.range(1, l.min(5));
                let s: String = (0..len)
                    .map(|_| if rng.chance(1, 2) { '1' } else { '0' })
                    .collect();
                let clash = strings
                    .iter()
                    .any(|t| t.starts_with(&s) || s.starts_with(t.as_str()));
                if !clash {
                    strings.push(s);
                }
            }
            format!("{l} {}", strings.join(" ")).trim().to_string()
        }
        "hdu3537" => {
            let top = if big { 1 << 62 } else { 9 };
            // Up to four heads: an odd number of odious values is never worth 0.
            let k = rng.range(1, 4) as usize;
            joined(&distinct(rng, k, 0, top))
        }
        "hdu3404" => {
            let top = if big { 100_000 } else { 3 };
            let lights: Vec<String> = (0..rng.range(1, 3))
                .map(|_| format!("{},{}", rng.range(0, top), rng.range(0, top)))
                .collect();
            lights.join(" ")
        }
        "hdu1848" => {
            let top = if big { 1000 } else { 8 };
            joined(&[rng.range(0, top), rng.range(0, top), rng.range(0, top)])
        }
        "hdu1907" => {
            let mut piles: Vec<u64> = (0..rng.range(1, 4)).map(|_| rng.range(0, 4)).collect();
            if piles.iter().all(|&p| p == 0) {
                piles[0] = 1;
            }
            if big {
                piles.push(rng.range(1 << 40, 1 << 50));
            }
            joined(&piles)
        }
        "pe459" => match big {
            true => rng.range(12, 40).to_string(),
            false => rng.range(if small { 1 } else { 0 }, 4).to_string(),
        },
        "nim_product_64" => {
            let top = if big { 1 << 40 } else { 5 };
            format!("{} {}", rng.range(0, top), rng.range(0, top))
        }
        _ => unreachable!("{id}"),
    }
}

/// Bad positions of each problem, each refused by `explain` with its own words.
pub fn bad_positions(id: &str) -> [&'static str; 2] {
    match id {
        "poj1704" => ["3 -1", "2 2"],
        "poj2311" => ["4", "0 3"],
        "poj2960" => ["2,,5 3", "2,5 x"],
        "arc087_c" => ["2 0 01", "1 012"],
        "hdu3537" => ["9223372036854775808", "1 two"],
        "hdu3404" => ["1;2", "1,2,3"],
        "hdu1848" => ["1 2", "1 2 1000001"],
        "hdu1907" => ["0 0", "-4"],
        "pe459" => ["twelve", "5 5"],
        "nim_product_64" => ["1", "18446744073709551616 2"],
        _ => unreachable!("{id}"),
    }
}
