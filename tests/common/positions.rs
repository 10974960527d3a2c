//! Seeded random positions of every problem, in the words `explain` takes: the lessons the
//! language tests render (`tests/i18n.rs`, `tests/zh_style.rs`).

use grundy::rng::Rng;

/// A seeded random position of problem `id`, as the words `explain` takes.
pub fn position(id: &str, rng: &mut Rng) -> Vec<String> {
    let n = |rng: &mut Rng, lo: u64, hi: u64| rng.range(lo, hi).to_string();
    let k = rng.range(1, 5) as usize;
    match id {
        "poj1704" => {
            let mut cells: Vec<u64> = grundy::tools::problems::distinct(rng, k, 1, 30)
                .into_iter()
                .collect();
            cells.sort_unstable();
            cells.iter().map(u64::to_string).collect()
        }
        "poj2311" => vec![n(rng, 1, 9), n(rng, 1, 9)],
        "poj2960" => {
            let mut w = vec![format!("{},{}", rng.range(1, 3), rng.range(4, 7))];
            w.extend((0..k).map(|_| n(rng, 0, 20)));
            w
        }
        "arc087_c" => {
            let l = rng.range(1, 5);
            let s: String = (0..rng.range(1, l))
                .map(|_| if rng.chance(1, 2) { '1' } else { '0' })
                .collect();
            vec![l.to_string(), s]
        }
        "hdu3537" => (0..k).map(|_| n(rng, 0, 40)).collect(),
        "hdu3404" => (0..k)
            .map(|_| format!("{},{}", rng.range(0, 20), rng.range(0, 20)))
            .collect(),
        "hdu1848" => vec![n(rng, 0, 30), n(rng, 0, 30), n(rng, 0, 30)],
        "hdu1907" => (0..k).map(|_| n(rng, 1, 6)).collect(),
        "pe459" => vec![n(rng, 0, 9)],
        "nim_product_64" => vec![n(rng, 0, 1 << 20), n(rng, 0, 40)],
        _ => panic!("{id}"),
    }
}

/// Every lesson `explain` teaches on the position `words` of problem `id`, or `None` where
/// the words are not a position of it.
pub fn lessons(id: &str, words: &[String]) -> Option<Vec<grundy::study::explain::lesson::Lesson>> {
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    let cases = grundy::study::explain::cases::Cases::from_words(id, &words).ok()?;
    let mut lessons = Vec::new();
    let mut keep = |l| lessons.push(l);
    cases.teach(&mut grundy::study::explain::cases::Sink::new(
        usize::MAX,
        &mut keep,
    ));
    Some(lessons)
}
