//! The layout several judge inputs share: a count `n`, then `n` items.
//!
//! POJ 1704 and HDU 1907 give `T` cases of `N` numbers, HDU 3404 `T` cases of `N` pairs,
//! HDU 3537 cases of `n` places, POJ 2960 `m` positions of `l` heaps. Each problem module's
//! reader builds its format from [`counted`], nesting it for a list of lists, and checks
//! each item where it is read, so that an error names the item's own line.

use crate::input::Input;
use proconio::input;

/// Reads a count `n`, then `n` items, each by `item(src, i)` with its 1-based index `i`
/// (for error messages such as "case 3: …").
///
/// ```
/// use grundy::{input::Input, layout::counted};
/// let mut src = Input::new("2\n3 7 8 9\n1 5\n");
/// let lists = counted(&mut src, |src, _| counted(src, |src, _| src.next_u64()));
/// assert_eq!(lists, [vec![7, 8, 9], vec![5]]);
/// ```
pub fn counted<T>(src: &mut Input, mut item: impl FnMut(&mut Input, usize) -> T) -> Vec<T> {
    input! { from &mut *src, n: usize }
    let mut items = Vec::with_capacity(n.min(1 << 16));
    for i in 1..=n {
        items.push(item(src, i));
    }
    items
}
