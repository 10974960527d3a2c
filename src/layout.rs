//! The layout several judge inputs share: a count `n`, then `n` items.
//!
//! POJ 1704 and HDU 1907 give `T` cases of `N` numbers, HDU 3404 `T` cases of `N` pairs,
//! HDU 3537 cases of `n` places, POJ 2960 `m` positions of `l` heaps. Each problem module's
//! reader builds its format from [`counted`] (or [`items`], when the count came earlier),
//! nesting it for a list of lists, and checks each item where it is read, so that an error
//! names the item's own line.
//!
//! A list knows what its items are called and where it is (`position`, `in case 3`), so an
//! input that ends inside it says what it lacks: `line 4: the input ends early: expected 5
//! positions in case 3, found 2`, at the line where the input ended.

use crate::input::Input;
use proconio::input;
use std::fmt::Display;

/// Reads a count `n`, then `n` items, each by `item(src, i)` with its 1-based index `i`
/// (for error messages such as "case 3: …"). `noun` names one item (`position`; its
/// plural adds an `s`) and `place` where the list is (`in case 3`, or empty), for the
/// message if the input ends early (see [`items`]). `place` is only formatted for that
/// message, so `format_args!` costs nothing on valid input.
///
/// ```
/// use grundy::{input::Input, layout::counted};
/// let mut src = Input::new("2\n3 7 8 9\n1 5\n");
/// let lists = counted(&mut src, "list", "", |src, i| {
///     counted(src, "number", format_args!("in list {i}"), |src, _| src.next_u64())
/// });
/// assert_eq!(lists, [vec![7, 8, 9], vec![5]]);
/// ```
pub fn counted<T>(
    src: &mut Input,
    noun: &str,
    place: impl Display + Copy,
    item: impl FnMut(&mut Input, usize) -> T,
) -> Vec<T> {
    src.need(|| format!("the number of {noun}s{}", spaced(place)));
    input! { from &mut *src, n: usize }
    items(src, n, noun, place, item)
}

/// Reads `n` items, each by `item(src, i)` with its 1-based index `i`. Before each item it
/// makes sure the input goes on; otherwise the error says how many items were expected
/// and found: `the input ends early: expected 5 positions in case 3, found 2`.
///
/// Memory: room for at most 2^16 items is reserved up front, so a huge `n` in a short
/// input costs nothing before the input runs out.
///
/// ```
/// use grundy::{input::Input, layout::items};
/// let mut src = Input::new("4 5\n");
/// assert_eq!(items(&mut src, 2, "heap", "", |src, _| src.next_u64()), [4, 5]);
/// ```
pub fn items<T>(
    src: &mut Input,
    n: usize,
    noun: &str,
    place: impl Display + Copy,
    mut item: impl FnMut(&mut Input, usize) -> T,
) -> Vec<T> {
    let mut items = Vec::with_capacity(n.min(1 << 16));
    for i in 1..=n {
        src.need(|| {
            let s = if n == 1 { "" } else { "s" };
            format!("{n} {noun}{s}{}, found {}", spaced(place), i - 1)
        });
        items.push(item(src, i));
    }
    items
}

/// `place` with a space before it, or nothing if it is empty.
fn spaced(place: impl Display) -> String {
    match place.to_string() {
        p if p.is_empty() => p,
        p => format!(" {p}"),
    }
}
