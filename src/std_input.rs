//! A stand-in for the parts of `proconio` the suite uses, written with the standard
//! library only, for single-file submissions to judges that offer no crates.
//!
//! The bundler (`crate::tools::bundle`, std-only flavour) rewrites every path `proconio::…` to
//! `crate::std_input::…`, so this module mirrors proconio's layout: [`input`] (the macro,
//! in the `from <source>, name: Type, …` form the binaries use), [`source::Source`] (the
//! token-source trait [`crate::input::Input`] implements), [`Readable`] and the
//! [`marker`] types. Nothing else changes in the bundled code.
//!
//! Errors behave exactly like proconio's: a missing token or a token that does not parse
//! panics with proconio's own messages, which the panic hook of `crate::input` turns into
//! the suite's `error: line L: …` line with exit status 2.
//!
//! Supported types: anything implementing [`std::str::FromStr`] (integers, floats,
//! `char`, `bool`, `String`), the markers `Chars`, `Bytes`, `Usize1`, `Isize1`, arrays
//! `[T; n]` (read as `Vec<T>`, nestable) and tuples `(A, B, …)`; bindings may be `mut`.

use std::fmt::Debug;
use std::io::BufRead;
use std::str::FromStr;

/// Token sources, as `proconio::source`.
pub mod source {
    /// A source of whitespace-separated tokens (the trait of `proconio::source`).
    pub trait Source<R: std::io::BufRead> {
        /// The next token, or `None` at the end of the input.
        fn next_token(&mut self) -> Option<&str>;
        /// Whether no token is left.
        fn is_empty(&mut self) -> bool;
    }
}

/// Marker types, as `proconio::marker`.
pub mod marker {
    /// A token read as `Vec<char>`.
    #[derive(Debug)]
    pub enum Chars {}
    /// A token read as `Vec<u8>`.
    #[derive(Debug)]
    pub enum Bytes {}
    /// A 1-based index read as a 0-based `usize`.
    #[derive(Debug)]
    pub enum Usize1 {}
    /// A 1-based index read as a 0-based `isize`.
    #[derive(Debug)]
    pub enum Isize1 {}
}

/// A type that can be read from a [`source::Source`].
pub trait Readable {
    /// What reading produces.
    type Output;
    /// Reads one value.
    ///
    /// # Panics
    /// With proconio's messages when the input ends or a token does not parse.
    fn read<R: BufRead, S: source::Source<R>>(source: &mut S) -> Self::Output;
}

/// The next token, panicking with proconio's message at the end of the input.
fn next<R: BufRead, S: source::Source<R>>(source: &mut S) -> String {
    source
        .next_token()
        .expect(
            "failed to get the next token; maybe reader reached an end of input. \
             ensure that arguments for `input!` macro is correctly specified to match \
             the problem input.",
        )
        .to_string()
}

/// `token` parsed as `T`, panicking with proconio's message if it does not parse.
fn parse<T: FromStr>(token: &str, type_name: &str) -> T
where
    T::Err: Debug,
{
    match token.parse() {
        Ok(v) => v,
        Err(e) => panic!(
            "failed to parse the input `{token}` to the value of type `{type_name}`: {e:?}; \
             ensure that the input format is collectly specified and that the input value \
             must handle specified type."
        ),
    }
}

impl<T: FromStr> Readable for T
where
    T::Err: Debug,
{
    type Output = T;
    fn read<R: BufRead, S: source::Source<R>>(source: &mut S) -> T {
        parse(&next(source), std::any::type_name::<T>())
    }
}

impl Readable for marker::Chars {
    type Output = Vec<char>;
    fn read<R: BufRead, S: source::Source<R>>(source: &mut S) -> Vec<char> {
        next(source).chars().collect()
    }
}

impl Readable for marker::Bytes {
    type Output = Vec<u8>;
    fn read<R: BufRead, S: source::Source<R>>(source: &mut S) -> Vec<u8> {
        next(source).into_bytes()
    }
}

impl Readable for marker::Usize1 {
    type Output = usize;
    fn read<R: BufRead, S: source::Source<R>>(source: &mut S) -> usize {
        let token = next(source);
        let v: usize = parse(&token, "usize");
        v.checked_sub(1)
            .unwrap_or_else(|| panic!("attempted to read `{token}` as a 1-based index"))
    }
}

impl Readable for marker::Isize1 {
    type Output = isize;
    fn read<R: BufRead, S: source::Source<R>>(source: &mut S) -> isize {
        let token = next(source);
        let v: isize = parse(&token, "isize");
        v.checked_sub(1)
            .unwrap_or_else(|| panic!("attempted to read `{token}` as a 1-based index"))
    }
}

/// The implementation of [`input`]; use that name.
#[doc(hidden)]
#[macro_export]
macro_rules! __std_input {
    (from $src:expr, $($rest:tt)*) => {
        let __std_input_source = $src;
        $crate::__std_input!(@read __std_input_source; $($rest)*);
    };
    (from $src:expr) => {};
    (@read $s:ident;) => {};
    (@read $s:ident; mut $name:ident : $($rest:tt)*) => {
        $crate::__std_input!(@ty $s; [mut $name]; []; $($rest)*);
    };
    (@read $s:ident; $name:ident : $($rest:tt)*) => {
        $crate::__std_input!(@ty $s; [$name]; []; $($rest)*);
    };
    (@ty $s:ident; [$($pat:tt)*]; [$($ty:tt)*]; , $($rest:tt)*) => {
        let $($pat)* = $crate::__std_input!(@value $s; $($ty)*);
        $crate::__std_input!(@read $s; $($rest)*);
    };
    (@ty $s:ident; [$($pat:tt)*]; [$($ty:tt)*];) => {
        let $($pat)* = $crate::__std_input!(@value $s; $($ty)*);
    };
    (@ty $s:ident; [$($pat:tt)*]; [$($ty:tt)*]; $next:tt $($rest:tt)*) => {
        $crate::__std_input!(@ty $s; [$($pat)*]; [$($ty)* $next]; $($rest)*);
    };
    (@value $s:ident; [$t:tt; $n:expr]) => {
        (0..$n).map(|_| $crate::__std_input!(@value $s; $t)).collect::<Vec<_>>()
    };
    (@value $s:ident; [$t:ty; $n:expr]) => {
        (0..$n).map(|_| $crate::__std_input!(@value $s; $t)).collect::<Vec<_>>()
    };
    (@value $s:ident; ($($t:tt),* $(,)?)) => {
        ($($crate::__std_input!(@value $s; $t),)*)
    };
    (@value $s:ident; $t:ty) => {
        <$t as $crate::std_input::Readable>::read($s)
    };
}

/// Reads values from a token source: `input! { from &mut src, n: usize, v: [u32; n] }`,
/// the form of `proconio::input!` the suite's binaries use.
///
/// ```
/// use grundy::std_input::{input, marker::{Chars, Usize1}, source::Source};
///
/// struct Tokens(std::vec::IntoIter<String>, String);
/// impl Source<std::io::Empty> for Tokens {
///     fn next_token(&mut self) -> Option<&str> {
///         self.1 = self.0.next()?;
///         Some(&self.1)
///     }
///     fn is_empty(&mut self) -> bool {
///         self.0.len() == 0
///     }
/// }
/// let text = "2\n10 20\nab 3 (x)\n";
/// let mut src = Tokens(text.split_whitespace().map(String::from).collect::<Vec<_>>().into_iter(), String::new());
/// input! { from &mut src, n: usize, mut v: [u32; n], s: Chars, i: Usize1, t: String }
/// v.push(1);
/// assert_eq!((v, s, i, t.as_str()), (vec![10, 20, 1], vec!['a', 'b'], 2, "(x)"));
/// ```
// A binary that only uses `source::Source` leaves this re-export unused in its bundle.
#[allow(unused_imports)]
pub use crate::__std_input as input;

#[cfg(test)]
mod tests {
    use super::marker::{Bytes, Chars, Isize1, Usize1};
    use crate::input::Input;

    // In a std-only bundle `Input` implements `source::Source` itself (its proconio impl
    // is rewritten to this trait); in the library it implements proconio's, so bridge it.
    impl super::source::Source<std::io::Empty> for Input {
        fn next_token(&mut self) -> Option<&str> {
            proconio::source::Source::next_token(self)
        }
        fn is_empty(&mut self) -> bool {
            proconio::source::Source::is_empty(self)
        }
    }

    #[test]
    fn reads_what_proconio_reads() {
        let text = "3 x\n1 2 3\n4 5 6 7\n-1 2.5 true\nabc 1 1\nz\n";
        let mut a = Input::new(text);
        let mut b = Input::new(text);
        super::input! {
            from &mut a,
            n: usize, c: char,
            v: [u64; n],
            m: [[u8; 2]; 2],
            t: (i32, f64, bool),
            s: Bytes, i: Usize1, j: Isize1,
            w: [Chars; 1],
        }
        proconio::input! {
            from &mut b,
            n2: usize, c2: char,
            v2: [u64; n2],
            m2: [[u8; 2]; 2],
            t2: (i32, f64, bool),
            s2: proconio::marker::Bytes, i2: proconio::marker::Usize1, j2: proconio::marker::Isize1,
            w2: [proconio::marker::Chars; 1],
        }
        assert_eq!((n, c, &v, &m), (n2, c2, &v2, &m2));
        assert_eq!((t, &s, i, j, &w), (t2, &s2, i2, j2, &w2));
        assert!(a.is_exhausted() && b.is_exhausted());
    }

    #[test]
    fn errors_carry_proconio_messages() {
        let message = |text: &'static str| {
            let err = std::panic::catch_unwind(move || {
                let mut src = Input::new(text);
                super::input! { from &mut src, _n: usize, _v: [u32; 2] }
            })
            .unwrap_err();
            err.downcast_ref::<String>()
                .cloned()
                .or_else(|| err.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap()
        };
        let m = message("1\n2 x\n");
        assert_eq!(
            crate::input::describe_read_panic(&m, 2).as_deref(),
            Some("line 2: cannot read `x` as a whole number from 0 to 2^32 − 1")
        );
        let m = message("1\n2");
        assert_eq!(
            crate::input::describe_read_panic(&m, 2).as_deref(),
            Some("line 2: the input ends too early")
        );
    }
}
