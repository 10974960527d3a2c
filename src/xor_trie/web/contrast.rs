//! The pages' palette and its contrast, by WCAG 2.2's definitions: the colours are read
//! from the `:root` block of the pages' style sheet (`--name: #rrggbb;`), where the
//! scripts read the seats' colours too, so the figures checked here are the colours a
//! page shows.
//!
//! The relative luminance of an sRGB colour is `L = 0.2126 R + 0.7152 G + 0.0722 B`, each
//! channel `c = v / 255` made linear (`c / 12.92` up to 0.04045, else
//! `((c + 0.055) / 1.055)^2.4`); the contrast of two colours is
//! `(L_light + 0.05) / (L_dark + 0.05)`, from 1 (the same) to 21 (black on white). Text
//! needs 4.5:1 (1.4.3, level AA), the lines and shapes a reader needs to see 3:1 (1.4.11).
//!
//! | colour | drawn on | needs |
//! |---|---|---|
//! | `--seat-1` … `--seat-8`, `--public` (names, scores, standings, paths) | `--bg`, `--panel`, `--trie-bg` | 4.5:1 |
//! | `--line` (the trie's edges, the score slots' and cards' borders) | `--panel`, `--trie-bg` | 3:1 |

/// A colour as `#rgb` or `#rrggbb`: its red, green and blue, or `None` for anything else.
pub fn parse(hex: &str) -> Option<[u8; 3]> {
    let h = hex.strip_prefix('#')?;
    if !h.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    let channel = |s: &str| u8::from_str_radix(s, 16).ok();
    match h.len() {
        3 => {
            let d: Vec<u8> = h
                .chars()
                .map(|c| channel(&format!("{c}{c}")))
                .collect::<Option<_>>()?;
            Some([d[0], d[1], d[2]])
        }
        6 => Some([channel(&h[0..2])?, channel(&h[2..4])?, channel(&h[4..6])?]),
        _ => None,
    }
}

/// The relative luminance of `rgb`, from 0 (black) to 1 (white).
pub fn luminance(rgb: [u8; 3]) -> f64 {
    let linear = |v: u8| {
        let c = f64::from(v) / 255.0;
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * linear(rgb[0]) + 0.7152 * linear(rgb[1]) + 0.0722 * linear(rgb[2])
}

/// The contrast ratio of two colours, from 1 to 21 (the same whichever is first).
pub fn ratio(a: [u8; 3], b: [u8; 3]) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// The custom properties of the first `:root { … }` block of `css` whose value is a
/// colour (`--name: #hex;`), by their names without the dashes, in their order.
pub fn palette(css: &str) -> Vec<(String, [u8; 3])> {
    let Some(start) = css.find(":root") else {
        return Vec::new();
    };
    let block = &css[start..];
    let (Some(open), Some(close)) = (block.find('{'), block.find('}')) else {
        return Vec::new();
    };
    block[open + 1..close]
        .split(';')
        .filter_map(|decl| {
            let (name, value) = decl.split_once(':')?;
            let name = name.trim().strip_prefix("--")?;
            Some((name.to_string(), parse(value.trim())?))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const CSS: &str = include_str!("assets/style.css");

    fn colour(name: &str) -> [u8; 3] {
        palette(CSS)
            .into_iter()
            .find(|(n, _)| n == name)
            .unwrap_or_else(|| panic!("--{name} is not in style.css's palette"))
            .1
    }

    #[test]
    fn the_ratio_follows_wcag() {
        assert_eq!(parse("#fff"), Some([255, 255, 255]));
        assert_eq!(parse("#16181d"), Some([0x16, 0x18, 0x1d]));
        assert_eq!(parse("16181d"), None);
        assert_eq!(parse("#12345"), None);
        assert!((ratio([0; 3], [255; 3]) - 21.0).abs() < 1e-9);
        assert!((ratio([9, 9, 9], [9, 9, 9]) - 1.0).abs() < 1e-9);
        // The figures of issue 37, measured on the old palette: seat 5 (#911eb4) and seat 3
        // (#4363d8) on the page's background, an empty score slot on a seat's card.
        let bg = parse("#16181d").unwrap();
        let round = |x: f64| (x * 100.0).round() / 100.0;
        assert_eq!(round(ratio(parse("#911eb4").unwrap(), bg)), 2.58);
        assert_eq!(round(ratio(parse("#4363d8").unwrap(), bg)), 3.40);
        assert_eq!(
            round(ratio(parse("#2a2d35").unwrap(), parse("#1e2128").unwrap())),
            1.17
        );
    }

    #[test]
    fn seat_colours_are_readable_text_and_lines_are_seen_on_every_background() {
        let backgrounds = ["bg", "panel", "trie-bg"];
        let mut texts: Vec<String> = (1..=8).map(|k| format!("seat-{k}")).collect();
        texts.push("public".into());
        for t in &texts {
            for b in backgrounds {
                let r = ratio(colour(t), colour(b));
                assert!(r >= 4.5, "--{t} on --{b}: {r:.2}:1, text needs 4.5:1");
            }
        }
        for b in ["panel", "trie-bg"] {
            let r = ratio(colour("line"), colour(b));
            assert!(r >= 3.0, "--line on --{b}: {r:.2}:1, lines need 3:1");
        }
        // The palette is what the page draws with: the backgrounds, the trie's edges and
        // the score slots take their colours from it, and the scripts hold no colour of
        // their own.
        for rule in [
            "background: var(--bg)",
            "background: var(--panel)",
            "background: var(--trie-bg)",
            ".trie .edge { stroke: var(--line)",
            "border: 1px solid var(--line); }",
        ] {
            assert!(CSS.contains(rule), "style.css lacks {rule:?}");
        }
        let js = include_str!("assets/common.js");
        assert!(
            js.contains("\"--seat-\""),
            "common.js reads the seats' colours"
        );
        for line in js.lines().filter(|l| !l.trim_start().starts_with("//")) {
            assert!(
                !line.contains("\"#"),
                "a colour written in common.js: {line}"
            );
        }
    }
}
