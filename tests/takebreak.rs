//! Take-and-break games: octal values against a direct heap search, certified periodicity
//! against a naive search on long prefixes, Grundy's game.

use grundy::rng::Rng;
use grundy::sg::Periodicity;
use grundy::takebreak::{OctalGame, grundys_game_values};

/// Octal values by the definition, written independently: heap n, remove k with digit d.
fn brute_octal(digits: &[u8], len: usize) -> Vec<usize> {
    let mut g: Vec<usize> = Vec::new();
    for n in 0..len {
        let mut opts = Vec::new();
        for (i, &d) in digits.iter().enumerate() {
            let k = i + 1;
            if k > n {
                continue;
            }
            let r = n - k;
            if r == 0 && d & 1 != 0 {
                opts.push(0);
            }
            if r > 0 && d & 2 != 0 {
                opts.push(g[r]);
            }
            if d & 4 != 0 {
                for a in 1..r {
                    opts.push(g[a] ^ g[r - a]);
                }
            }
        }
        g.push((0..).find(|v| !opts.contains(v)).unwrap());
    }
    g
}

/// The least (preperiod, period) visible in a finite sequence, with the period confirmed
/// at least three times over: least p0, then least q, with g[n + q] = g[n] for all n ≥ p0.
fn naive_periodicity(g: &[usize]) -> Option<Periodicity> {
    for p in 0..g.len() {
        for q in 1..=(g.len() - p) / 4 {
            if (p..g.len() - q).all(|n| g[n + q] == g[n]) {
                return Some(Periodicity {
                    preperiod: p,
                    period: q,
                });
            }
        }
    }
    None
}

#[test]
fn known_octal_games() {
    // Kayles (last exceptional value at 70), Dawson's Kayles (exceptions up to 52), Dawson's
    // Chess (the same values shifted by one heap: up to 51), and two subtraction games.
    let cases = [
        ("0.77", 71, 12),
        ("0.07", 53, 34),
        ("0.137", 52, 34),
        ("0.333", 0, 4),
        ("0.3033", 0, 7),
    ];
    for (code, pre, per) in cases {
        let game = OctalGame::parse(code).unwrap();
        let (p, g) = game.periodicity(5000).unwrap();
        assert_eq!((p.preperiod, p.period), (pre, per), "{code}");
        let brute = brute_octal(
            &code.as_bytes()[2..]
                .iter()
                .map(|c| c - b'0')
                .collect::<Vec<_>>(),
            1500,
        );
        assert_eq!(g[..], brute[..g.len()], "{code}");
        assert_eq!(naive_periodicity(&brute), Some(p), "{code}");
    }
}

#[test]
fn random_octal_games_agree_with_naive_search() {
    let mut rng = Rng::new(77);
    let mut certified = 0;
    for _ in 0..150 {
        let t = rng.range(1, 3) as usize;
        let mut digits: Vec<u8> = (0..t).map(|_| rng.range(0, 7) as u8).collect();
        digits[t - 1] = rng.range(1, 7) as u8;
        let code = format!(
            "0.{}",
            digits.iter().map(|d| d.to_string()).collect::<String>()
        );
        let game = OctalGame::parse(&code).unwrap();
        let brute = brute_octal(&digits, 600);
        assert_eq!(game.values(600), brute, "{code}");
        if let Some((p, _)) = game.periodicity(600) {
            certified += 1;
            assert_eq!(naive_periodicity(&brute), Some(p), "{code}");
        }
    }
    assert!(certified > 60, "only {certified} games certified");
}

#[test]
fn grundys_game_has_no_small_period() {
    let g = grundys_game_values(1200);
    let brute = {
        let mut g: Vec<usize> = Vec::new();
        for n in 0..1200 {
            let opts: Vec<usize> = (1..n)
                .filter(|&a| 2 * a < n)
                .map(|a| g[a] ^ g[n - a])
                .collect();
            g.push((0..).find(|v| !opts.contains(v)).unwrap());
        }
        g
    };
    assert_eq!(g, brute);
    assert_eq!(naive_periodicity(&g), None);
}

#[test]
fn bad_codes() {
    for code in ["0.", "1.7", "0.8", "77", "0.00"] {
        assert!(OctalGame::parse(code).is_err(), "{code}");
    }
    assert_eq!(OctalGame::parse(".770").unwrap().code(), "0.77");
}
