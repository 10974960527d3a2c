//! The moves a picture offers, over HTTP, at every size the desk plays: for seeded positions
//! of HDU 1907, HDU 1848, POJ 2960 and POJ 2311, heaps and sheets past 40 included (up to
//! `play`'s limits), the moves the picture's targets stand for are exactly the library's
//! legal moves (`Playable::moves`, what `play` takes) and the moves it marks are exactly
//! the winning moves the library lists (`Explained::winning`, as `explain` lists them).
//! A heap's bar that stands for more takes than are drawn (`data-takes`: `1-H`, or `set`
//! for the sizes of S in the root's `data-set`, comma-separated, up to the heap's `data-size`) offers each
//! of them: the page turns a click's depth into one.
//! In the browser (from the games' test), a click on a tall Nim heap's bar plays the take at
//! its depth.

use super::{Desk, attribute, tags_of_class};
use grundy::rng::Rng;
use grundy::study::cutting::{Cutting, Sheets};
use grundy::study::game::{CAP, Drawn};
use grundy::study::heaps::{HeapMove, Heaps, STONES};
use grundy::study::limits::{MAX_HEAP, MAX_SIDE, MAX_STONES};
use serde_json::json;
use std::collections::HashSet;
use std::hash::Hash;

/// The moves offered by `picture` and those it marks, each target's move read by the
/// game's own parser; a bar's range of takes (`data-heap`, `data-takes="1-H"`) stands for
/// each take of it.
fn offered<G: Drawn>(
    game: &G,
    pos: &G::Pos,
    picture: &str,
    what: &str,
) -> (Vec<G::Move>, Vec<G::Move>) {
    let read = |text: &str| {
        game.parse(pos, text)
            .unwrap_or_else(|e| panic!("{what}: the target {text:?} is refused: {e:?}"))
    };
    let mut offered = Vec::new();
    for tag in tags_of_class(picture, "target") {
        let tag = format!(" {tag}");
        assert!(attribute(&tag, "data-words").is_some(), "{what}: {tag}");
        match (attribute(&tag, "data-move"), attribute(&tag, "data-takes")) {
            (Some(m), None) => offered.push(read(&m)),
            (None, Some(takes)) => {
                let heap = attribute(&tag, "data-heap").expect("a bar names its heap");
                let size: u64 = attribute(&tag, "data-size").unwrap().parse().unwrap();
                let takes: Vec<u64> = match takes.split_once('-') {
                    Some((lo, hi)) => (lo.parse().unwrap()..=hi.parse().unwrap()).collect(),
                    None => {
                        assert_eq!(takes, "set", "{what}: {tag}");
                        let set = attribute(picture, "data-set").expect("the root lists S");
                        (set.split(',').map(|s| s.parse().unwrap()))
                            .filter(|&s| s <= size)
                            .collect()
                    }
                };
                offered.extend(takes.iter().map(|t| read(&format!("{heap} {t}"))));
            }
            _ => panic!("{what}: a target without one move or one range: {tag}"),
        }
    }
    let mut marked = Vec::new();
    for tag in tags_of_class(picture, "win") {
        let tag = format!(" {tag}");
        let m = attribute(&tag, "data-move").unwrap_or_else(|| panic!("{what}: {tag}"));
        assert!(
            tag.contains(" target"),
            "{what}: a marked move is a target: {tag}"
        );
        marked.push(read(&m));
    }
    (offered, marked)
}

/// The moves of `v` as a set.
fn set<M: Hash + Eq + Clone>(v: &[M]) -> HashSet<M> {
    v.iter().cloned().collect()
}

/// Studies `words` of problem `id` on the desk (tab `tab`), checks that the game is played
/// from there, and checks its picture against `game` at `pos`: the marked moves, and how
/// many bars stand for more takes than are drawn.
fn check<G: Drawn>(
    desk: &Desk,
    tab: &str,
    id: &str,
    words: &str,
    game: &G,
    pos: &G::Pos,
) -> (Vec<G::Move>, usize)
where
    G::Move: Hash + Eq + Clone + std::fmt::Debug,
{
    let what = format!("{id} {words}");
    let (status, v) = desk.api(
        "study",
        &json!({ "tab": tab, "problem": id, "position": words }),
    );
    assert_eq!(status, 200, "{what}: {v}");
    let parts = &v["parts"];
    assert!(
        parts["play"]
            .as_str()
            .unwrap()
            .contains("data-playing=\"yes\""),
        "{what}: the desk plays it"
    );
    let picture = parts["picture"].as_str().unwrap();
    assert_eq!(
        attribute(picture, "data-pick").as_deref(),
        Some("move"),
        "{what}"
    );
    let (offered, marked) = offered(game, pos, picture, &what);
    let legal = game.moves(pos);
    assert_eq!(set(&offered), set(&legal), "{what}: the moves offered");
    let list = game.winning(pos, CAP);
    let winning: Vec<G::Move> = (list.first.iter()).map(|w| game.concrete(pos, w)).collect();
    assert_eq!(set(&marked), set(&winning), "{what}: the moves marked");
    let bars = tags_of_class(picture, "bar")
        .iter()
        .filter(|t| t.contains("data-takes"))
        .count();
    (marked, bars)
}

/// Heaps of a heap game: `k` of them, each up to `top`, one now and then past 40.
fn heaps(rng: &mut Rng, k: u64, top: u64) -> Vec<u64> {
    (0..k)
        .map(|_| match rng.range(0, 3) {
            0 => rng.range(0, 40),
            _ => rng.range(41, top),
        })
        .collect()
}

/// The words of numbers, space-separated.
fn joined(v: &[u64]) -> String {
    v.iter().map(u64::to_string).collect::<Vec<_>>().join(" ")
}

#[test]
fn every_legal_move_is_offered_and_every_winning_one_marked_past_40() {
    let desk = Desk::start();
    let mut rng = Rng::new(3840);
    let mut past_40 = [0usize; 4];
    let mut bars = 0;

    // HDU 1848, the Fibonacci game: the two positions of issue 38, then seeded ones up to
    // the largest pile (10^6).
    let max = MAX_HEAP;
    let mut fibonacci: Vec<Vec<u64>> = vec![vec![807, 892, 365], vec![264, 104, 259]];
    fibonacci.extend(
        (0..30).map(|k| heaps(&mut rng, 3, if k % 3 == 0 { MAX_STONES / 3 } else { 2000 })),
    );
    fibonacci.push(vec![max, max - 1, 1]);
    for (k, piles) in fibonacci.iter().enumerate() {
        let game = Heaps::fibonacci(max as usize, STONES);
        let (marked, b) = check(
            &desk,
            "tab-moves-hdu1848",
            "hdu1848",
            &joined(piles),
            &game,
            piles,
        );
        bars += b;
        past_40[0] += usize::from(piles.iter().any(|&p| p > 40));
        let take = |t: u64| marked.iter().any(|m: &HeapMove| m.take == t);
        match k {
            0 => assert!(take(610), "807 892 365: take 610 is marked"),
            1 => assert!(take(233), "264 104 259: take 233 is marked"),
            _ => {}
        }
    }

    // HDU 1907, misère Nim: every take is legal; heaps up to 500 000 (2 * 10^6 stones in
    // all, `play`'s limit), and one of 10^6.
    for k in 0..30 {
        let top = if k % 3 == 0 { MAX_STONES / 4 } else { 500 };
        let k = rng.range(1, 4);
        let mut piles = heaps(&mut rng, k, top);
        if piles.iter().all(|&p| p == 0) {
            piles[0] = 1;
        }
        if k == 0 {
            piles = vec![max, 3];
        }
        let game = Heaps::misere(STONES);
        bars += check(
            &desk,
            "tab-moves-hdu1907",
            "hdu1907",
            &joined(&piles),
            &game,
            &piles,
        )
        .1;
        past_40[1] += usize::from(piles.iter().any(|&p| p > 40));
    }

    // POJ 2960, S-Nim: only the takes in S are legal, marked where they win.
    for k in 0..30 {
        // Now and then more than 40 sizes: a tall heap's bar stands for its takes.
        let (count, most) = if k % 4 == 1 {
            (rng.range(41, 90), 300)
        } else {
            (rng.range(1, 8), 90)
        };
        let mut set: Vec<u64> = (0..count).map(|_| rng.range(1, most)).collect();
        set.sort_unstable();
        set.dedup();
        let top = if k % 3 == 0 { 100_000 } else { 3000 };
        let k = rng.range(1, 4);
        let piles = heaps(&mut rng, k, top);
        let game = Heaps::snim(&set, piles.iter().copied().max().unwrap(), STONES).unwrap();
        let set_words = set.iter().map(u64::to_string).collect::<Vec<_>>().join(",");
        let words = format!("{set_words} {}", joined(&piles));
        bars += check(&desk, "tab-moves-poj2960", "poj2960", &words, &game, &piles).1;
        past_40[2] += usize::from(piles.iter().any(|&p| p > 40));
    }

    // POJ 2311, the cutting game: a sheet up to the largest side `play` takes (100).
    let side = MAX_SIDE as u32;
    let mut sheets: Vec<(u32, u32)> = vec![(side, side), (side, 2), (41, 97)];
    sheets.extend((0..20).map(|_| {
        (
            rng.range(2, side as u64) as u32,
            rng.range(2, side as u64) as u32,
        )
    }));
    for (w, h) in sheets {
        let game = Cutting::new(side as usize);
        let pos = Sheets::new(&[(w, h)]);
        check(
            &desk,
            "tab-moves-poj2311",
            "poj2311",
            &format!("{w} {h}"),
            &game,
            &pos,
        );
        past_40[3] += usize::from(w.max(h) > 40);
    }
    assert!(
        past_40.iter().all(|&n| n >= 10),
        "positions past 40: {past_40:?}"
    );
    assert!(
        bars >= 10,
        "bars standing for more takes than drawn: {bars}"
    );
}

/// In the browser (called by the games' test, in its one browser): a click near the top of
/// a tall Nim heap's bar plays the take at the click's depth, the game going on as `play`'s
/// own after that move.
pub fn a_click_on_a_bar_takes_the_stones_above_it(b: &super::webdriver::Browser, desk: &Desk) {
    use super::browser::{clicked, same_game, study};
    use grundy::study::play::{session::Reply, session_of};
    b.go(&format!("{}/p/hdu1907", desk.base));
    // A lost start: no mistake to tell, the computer answers at once.
    study(b, "101 101");
    let bar = "#picture .bar.target[data-heap=\"1\"]";
    let page = clicked(b, bar);
    let log = page["log"][0].as_str().unwrap_or_default().to_string();
    // HDU 1907's words: `eat K M&Ms of colour H`.
    let take: u64 = (log.split("eat ").nth(1))
        .and_then(|w| w.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("a take in the log: {page}"));
    // WebDriver aims near the bar's top left (1/24 of its height, to the pixel): the take
    // is that share of the heap.
    assert!(
        (1..=10).contains(&take),
        "take {take} from the bar's top: {log}"
    );
    assert!(log.ends_with("of colour 1"), "{log}");
    let mut mirror = session_of(&["misere", "101", "101"], 200).unwrap();
    assert!(matches!(
        mirror.answer(&format!("1 {take}"), false),
        Reply::Moved(_)
    ));
    same_game(&page, mirror.as_ref(), false, "after a click on the bar");
}
