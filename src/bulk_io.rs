//! Reading and writing millions of numbers: standard input mapped rather than copied,
//! decimal tokens scanned 64 bytes at a time, lines formatted eight digits at a time, and
//! the judge format "T, then T pairs; one answer per pair" split over two threads.
//!
//! This is the fast path of inputs whose size dominates the work (Library Checker's
//! nim_product_64: 40 MB of numbers in, 20 MB out). It handles the *plain* form of such
//! inputs — tokens of 1 to 20 ASCII digits with a value below 2^64, separated by whitespace
//! — and reports anything else as [`NotPlain`] without judging it: the caller then reads the
//! same bytes with the general reader of [`crate::input`], which accepts what it accepts (a
//! `+` sign, leading zeros beyond 20 digits, a byte-order mark) and words every error with
//! its line. So the fast path never needs line numbers, and errors read the same whichever
//! path met them.
//!
//! **Whitespace** is C's `isspace` set (space, `\t`, `\n`, `\v`, `\f`, `\r`), as scanf-based
//! judges read it: the suite's one definition, [`crate::input::is_space`].
//!
//! **Scanning** ([`Scanner`]). On x86-64 CPUs with AVX-512 (BW and VL; checked at run time,
//! built with the crate feature `avx512`) each 64-byte block becomes two bit masks, digits
//! and whitespace; token starts and ends are the edges of the digit mask, so no byte is
//! looked at twice; blocks are fixed 64-byte steps, so no block waits for the previous
//! one's result. Each token is then loaded right-aligned into a 24-byte field (a masked
//! load), and converted with three multiply-adds across lanes: digit pairs (`×10 + `), then
//! groups of four (`×100 + `), then of eight (`×10^4 + `); the three groups of eight give
//! `g0·10^16 + g1·10^8 + g2`, checked for overflow (about 4.3 ns per number). Elsewhere
//! the portable scanner reads each token with the general reader's own conversion,
//! [`crate::input::plain_u64`] (eight digits at a time in a 64-bit word, SWAR), with the
//! same results (about 9 ns per number).
//!
//! **Formatting** ([`LineFormatter`]). A value splits into `v = h·10^16 + m·10^8 + l`; each
//! part becomes eight ASCII digits in one 64-bit word by three rounds of exact division in
//! lanes (by 10^4, 100, 10, with multiply-and-shift); with AVX-512 (and DQ) eight values at
//! a time in vector lanes. Lines are written back to front: the three words and the
//! newline are stored ending where the line ends, and the next line (the one before it)
//! overwrites the leading zeros, so there is no per-digit loop and no branch on the length.
//!
//! **Two threads** ([`map_pairs`]). The body after `T` is cut at the first line start after
//! its middle; each half is scanned and multiplied by its own thread, and nothing is
//! written until both halves are known to be plain with a pair count adding up to `T`. A
//! half whose token count is odd (a line with one or three numbers) or any other
//! irregularity sends the whole input to the general reader. Then one thread writes the
//! lines in order while both format them, piece by piece, each taking the next piece not
//! yet taken: the answers (8 bytes each) are all that is kept, never the whole output text,
//! whose fresh memory would cost more than formatting it.

use crate::input::{is_space, plain_u64};
use std::collections::VecDeque;
use std::io::{self, Write};
use std::ops::Deref;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{channel, sync_channel};

/// All of standard input as bytes: the file itself, mapped into memory, when standard
/// input is a regular file (no copy, and no page of a read buffer to allocate: for 40 MB
/// that saves about 20 ms); otherwise read to the end.
///
/// The mapping assumes, as every judge guarantees, that nobody changes the input file
/// while the program runs.
pub struct StdinBytes {
    inner: Source,
}

enum Source {
    Read(Vec<u8>),
    #[cfg(target_os = "linux")]
    Mapped(mmap::Mapping),
}

impl StdinBytes {
    /// Maps or reads standard input; a read error is bad input (exit status 2).
    pub fn read() -> StdinBytes {
        #[cfg(target_os = "linux")]
        {
            if let Some(m) = mmap::Mapping::stdin() {
                return StdinBytes {
                    inner: Source::Mapped(m),
                };
            }
        }
        match crate::input::stdin_bytes() {
            Ok(bytes) => StdinBytes {
                inner: Source::Read(bytes),
            },
            Err(what) => crate::input::exit_bad_input(&what),
        }
    }
}

impl Deref for StdinBytes {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        match &self.inner {
            Source::Read(v) => v,
            #[cfg(target_os = "linux")]
            Source::Mapped(m) => m.bytes(),
        }
    }
}

/// A read-only private mapping of standard input, through the C library that every Rust
/// program on Linux links anyway (declared here, so no crate is needed).
#[cfg(target_os = "linux")]
mod mmap {
    use std::ffi::c_void;
    use std::os::fd::AsFd;

    unsafe extern "C" {
        fn mmap(
            addr: *mut c_void,
            len: usize,
            prot: i32,
            flags: i32,
            fd: i32,
            off: i64,
        ) -> *mut c_void;
        fn munmap(addr: *mut c_void, len: usize) -> i32;
    }

    const PROT_READ: i32 = 1;
    const MAP_PRIVATE: i32 = 2;
    const MAP_FAILED: *mut c_void = !0usize as *mut c_void;

    pub(super) struct Mapping {
        ptr: *mut c_void,
        len: usize,
    }

    // SAFETY: the mapping is read-only and owned; sharing `&[u8]` views between threads is
    // as safe as for any immutable buffer.
    unsafe impl Send for Mapping {}
    unsafe impl Sync for Mapping {}

    impl Mapping {
        /// The mapping of standard input if it is a non-empty regular file read from its
        /// start, else `None` (the caller reads it instead).
        pub(super) fn stdin() -> Option<Mapping> {
            use std::io::Seek;
            let fd = std::io::stdin().as_fd().try_clone_to_owned().ok()?;
            let mut file = std::fs::File::from(fd);
            let meta = file.metadata().ok()?;
            // Only from offset 0: a shell can hand over a file already partly read.
            if !meta.is_file() || file.stream_position().ok()? != 0 {
                return None;
            }
            let len = usize::try_from(meta.len()).ok().filter(|&l| l > 0)?;
            // SAFETY: a fresh read-only private mapping of `len` bytes of an open file; the
            // kernel chooses the address. Failure is reported as MAP_FAILED and handled.
            let ptr = unsafe {
                use std::os::fd::AsRawFd;
                mmap(
                    std::ptr::null_mut(),
                    len,
                    PROT_READ,
                    // Pages come in as the scanners first touch them, each thread its
                    // own half (mapping them all up front, MAP_POPULATE, is as costly
                    // but on one thread).
                    MAP_PRIVATE,
                    file.as_raw_fd(),
                    0,
                )
            };
            (ptr != MAP_FAILED).then_some(Mapping { ptr, len })
        }

        pub(super) fn bytes(&self) -> &[u8] {
            // SAFETY: `ptr` maps `len` readable bytes for as long as `self` lives, and
            // nothing writes to them (the file is not changed while the program runs).
            unsafe { std::slice::from_raw_parts(self.ptr.cast::<u8>(), self.len) }
        }
    }

    impl Drop for Mapping {
        fn drop(&mut self) {
            // SAFETY: unmaps exactly the region mapped in `stdin`, which no borrow outlives.
            unsafe { munmap(self.ptr, self.len) };
        }
    }
}

/// The input is not in the plain form the fast path reads (see the module docs); `at` is
/// the byte offset, in the scanned slice, of the token or byte where scanning stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NotPlain {
    /// Byte offset where the fast path gave up.
    pub at: usize,
}

/// Plain decimal `u64` tokens of a byte slice, read in bulk (see the module docs).
///
/// ```
/// use grundy::bulk_io::{NotPlain, Scanner};
/// let mut s = Scanner::new(b"3\n18446744073709551615 0\x0b7\r\n");
/// let mut v = [0; 8];
/// assert_eq!(s.fill(&mut v), Ok(4));
/// assert_eq!(v[..4], [3, u64::MAX, 0, 7]);
/// assert_eq!(Scanner::new(b"1 +2").fill(&mut v), Err(NotPlain { at: 2 }));
/// assert_eq!(Scanner::new(b"18446744073709551616").fill(&mut v), Err(NotPlain { at: 0 }));
/// ```
pub struct Scanner<'a> {
    bytes: &'a [u8],
    pos: usize,
    simd: bool,
    /// Scratch space of the AVX-512 path.
    marks: avx512::Marks,
}

impl<'a> Scanner<'a> {
    /// A scanner at the start of `bytes`, using the AVX-512 path if this CPU has it.
    pub fn new(bytes: &'a [u8]) -> Self {
        Self::with_simd(bytes, simd_available())
    }

    /// A scanner on the portable path only (tests compare the two).
    pub fn portable(bytes: &'a [u8]) -> Self {
        Self::with_simd(bytes, false)
    }

    fn with_simd(bytes: &'a [u8], simd: bool) -> Self {
        Scanner {
            bytes,
            pos: 0,
            simd,
            marks: avx512::Marks::default(),
        }
    }

    /// Whether this scanner uses the AVX-512 path.
    pub fn is_simd(&self) -> bool {
        self.simd
    }

    /// Byte offset after the last token read (or where scanning stopped).
    pub fn position(&self) -> usize {
        self.pos
    }

    /// Reads the next tokens into `out`, as many as fit; returns how many were read,
    /// fewer than `out.len()` only at the end of the input.
    ///
    /// # Errors
    /// [`NotPlain`] at the first byte that is neither a digit nor whitespace, or the first
    /// token longer than 20 digits or above `u64::MAX`, if scanning reaches it.
    pub fn fill(&mut self, out: &mut [u64]) -> Result<usize, NotPlain> {
        if self.simd {
            // SAFETY: `simd` is only set when the CPU has every feature the scanner uses
            // (`simd_available`).
            return unsafe { avx512::fill(self.bytes, &mut self.pos, out, &mut self.marks) };
        }
        fill_portable(self.bytes, &mut self.pos, out)
    }

    /// Skips whitespace; true if no byte is left.
    pub fn at_end(&mut self) -> bool {
        while self.pos < self.bytes.len() && is_space(self.bytes[self.pos]) {
            self.pos += 1;
        }
        self.pos == self.bytes.len()
    }
}

/// True if [`Scanner`] can use its AVX-512 path here.
fn simd_available() -> bool {
    avx512::scanner_available()
}

/// True if [`LineFormatter`] can use its AVX-512 path here.
fn simd_format_available() -> bool {
    avx512::formatter_available()
}

/// The portable scanner: whitespace byte by byte, digits eight at a time.
fn fill_portable(bytes: &[u8], pos: &mut usize, out: &mut [u64]) -> Result<usize, NotPlain> {
    let mut p = *pos;
    let mut count = 0;
    while count < out.len() {
        while p < bytes.len() && is_space(bytes[p]) {
            p += 1;
        }
        if p == bytes.len() {
            break;
        }
        let Some((v, end)) = plain_u64(bytes, p) else {
            *pos = p;
            return Err(NotPlain { at: p });
        };
        out[count] = v;
        count += 1;
        p = end;
    }
    *pos = p;
    Ok(count)
}

/// The AVX-512 scanner (see the module docs). Built only with the crate feature `avx512`
/// (these target features need Rust 1.89).
#[cfg(all(target_arch = "x86_64", feature = "avx512"))]
mod avx512 {
    use super::{NotPlain, is_space};
    use std::arch::x86_64::{
        __m256i, _mm_cvtsi128_si64, _mm_unpackhi_epi64, _mm256_add_epi64, _mm256_castsi256_si128,
        _mm256_extracti128_si256, _mm256_madd_epi16, _mm256_maddubs_epi16, _mm256_maskz_loadu_epi8,
        _mm256_maskz_sub_epi8, _mm256_mul_epu32, _mm256_set1_epi8, _mm256_set1_epi16,
        _mm256_set1_epi32, _mm256_set1_epi64x, _mm256_srli_epi64, _mm512_cmpeq_epi8_mask,
        _mm512_cmplt_epu8_mask, _mm512_maskz_loadu_epi8, _mm512_set1_epi8, _mm512_sub_epi8,
    };
    use std::arch::x86_64::{
        __m512i, _mm512_add_epi8, _mm512_cmpge_epu64_mask, _mm512_cmplt_epi64_mask,
        _mm512_cvtepu64_pd, _mm512_cvttpd_epu64, _mm512_loadu_epi64, _mm512_mask_add_epi64,
        _mm512_mask_sub_epi64, _mm512_mul_epu32, _mm512_mul_pd, _mm512_mulhi_epu16,
        _mm512_mullo_epi16, _mm512_mullo_epi64, _mm512_or_si512, _mm512_set1_epi16,
        _mm512_set1_epi64, _mm512_set1_pd, _mm512_setzero_si512, _mm512_slli_epi16,
        _mm512_slli_epi32, _mm512_slli_epi64, _mm512_srli_epi16, _mm512_srli_epi64,
        _mm512_storeu_epi64, _mm512_sub_epi16, _mm512_sub_epi64,
    };

    /// Whether this CPU has every feature the scanner needs.
    pub(super) fn scanner_available() -> bool {
        std::arch::is_x86_feature_detected!("avx512f")
            && std::arch::is_x86_feature_detected!("avx512bw")
            && std::arch::is_x86_feature_detected!("avx512vl")
    }

    /// Whether this CPU has every feature the formatter needs.
    pub(super) fn formatter_available() -> bool {
        scanner_available() && std::arch::is_x86_feature_detected!("avx512dq")
    }

    /// Bytes scanned per round at most, so that offsets within a round fit in a `u32`.
    const ROUND_BYTES: usize = 1 << 31;

    /// Tokens converted per round at most.
    const ROUND_TOKENS: usize = 1024;

    /// Scratch space: offsets of token starts and ends (one past the last digit) of a
    /// round, relative to the round's first byte.
    #[derive(Default)]
    pub(super) struct Marks {
        starts: Vec<u32>,
        ends: Vec<u32>,
    }

    /// The scanner's `fill` (same contract), in rounds of two stages: first the 64-byte
    /// blocks, recording token starts and ends until enough tokens are complete; then the
    /// tokens' values. Blocks are fixed 64-byte steps (whether a token goes on from the
    /// block before is read from the byte before), so no block waits for the previous
    /// one's result, and neither stage branches on the data except at the end of a round:
    /// the random lengths of the numbers cost no mispredicted branches.
    ///
    /// # Safety
    /// The CPU must support AVX-512F, AVX-512BW and AVX-512VL.
    #[target_feature(enable = "avx512f,avx512bw,avx512vl,bmi1,popcnt")]
    pub(super) unsafe fn fill(
        bytes: &[u8],
        pos: &mut usize,
        out: &mut [u64],
        marks: &mut Marks,
    ) -> Result<usize, NotPlain> {
        let n = bytes.len();
        let mut p = *pos;
        let mut count = 0;
        while count < out.len() && p < n {
            // Rounds of at most ROUND_TOKENS tokens, so that the second stage finds its
            // bytes (about 20 KB for long numbers) still in the L1 cache.
            let want = (out.len() - count).min(ROUND_TOKENS);
            let p0 = p;
            // A block adds at most 32 starts and 32 ends (tokens need separators), and a
            // round stops once it has `want` ends; starts lead ends by at most one.
            if marks.starts.len() < want + 34 {
                marks.starts.resize(want + 34, 0);
                marks.ends.resize(want + 34, 0);
            }
            let (mut found, mut ended) = (0, 0);
            while ended < want && p < n && p - p0 < ROUND_BYTES {
                // SAFETY: the CPU features as the caller guarantees; 34 more marks fit.
                let block = unsafe { scan_block(bytes, p, p0) };
                let Some((starts, ends)) = block else {
                    *pos = p;
                    let bad = (p..n).find(|&i| !(is_digit(bytes[i]) || is_space(bytes[i])));
                    return Err(NotPlain {
                        at: bad.unwrap_or(p),
                    });
                };
                found += record(starts, (p - p0) as u32, &mut marks.starts[found..]);
                ended += record(ends, (p - p0) as u32, &mut marks.ends[ended..]);
                p += 64;
            }
            if p >= n {
                p = n;
                if found > ended {
                    marks.ends[ended] = (n - p0) as u32; // the last token ends the input
                    ended += 1;
                }
            }
            let take = ended.min(want);
            let tokens = marks.starts[..take].iter().zip(&marks.ends[..take]);
            // (No closures here: they would not inherit the target features.)
            for (o, (&s, &e)) in out[count..].iter_mut().zip(tokens) {
                let (s, len) = (p0 + s as usize, (e - s) as usize);
                let value = if len <= 20 {
                    // SAFETY: the token's `len` bytes lie inside `bytes` at `s`.
                    unsafe { token_value(bytes.as_ptr().add(s), len) }
                } else {
                    None
                };
                let Some(value) = value else {
                    *pos = s;
                    return Err(NotPlain { at: s });
                };
                *o = value;
            }
            count += take;
            if found > take {
                p = p0 + marks.starts[take] as usize; // resume at the first token left
            }
        }
        *pos = p;
        Ok(count)
    }

    /// Whether `b` is an ASCII digit.
    fn is_digit(b: u8) -> bool {
        b.is_ascii_digit()
    }

    /// Appends `base` plus the offset of each set bit of `mask` to `marks`, returns how
    /// many: four stores unconditionally (extra ones are overwritten later), more if needed.
    #[inline(always)]
    fn record(mut mask: u64, base: u32, marks: &mut [u32]) -> usize {
        let count = mask.count_ones() as usize;
        let mut k = 0;
        loop {
            marks[k] = base + mask.trailing_zeros();
            mask &= mask.wrapping_sub(1);
            k += 1;
            if k >= 4 && k >= count {
                return count;
            }
        }
    }

    /// The masks of token starts and of token ends (the first byte after a token) in the
    /// 64 bytes at `p` (fewer at the end of `bytes`), or `None` if some byte is neither a
    /// digit nor whitespace.
    ///
    /// # Safety
    /// The CPU must support AVX-512F and AVX-512BW.
    #[inline]
    #[target_feature(enable = "avx512f,avx512bw,bmi1,popcnt")]
    unsafe fn scan_block(bytes: &[u8], p: usize, p0: usize) -> Option<(u64, u64)> {
        let left = bytes.len() - p;
        let live = if left >= 64 {
            !0u64
        } else {
            (1u64 << left) - 1
        };
        // SAFETY: the masked load reads only the `live` bytes, all inside `bytes`; the rest
        // is register arithmetic with the features the caller guarantees.
        let (digit, space) = unsafe {
            let v = _mm512_maskz_loadu_epi8(live, bytes.as_ptr().add(p).cast());
            // Digits: b − '0' < 10; whitespace: b = ' ' or b − '\t' < 5 (`is_space`).
            let digit = _mm512_cmplt_epu8_mask(
                _mm512_sub_epi8(v, _mm512_set1_epi8(48)),
                _mm512_set1_epi8(10),
            );
            let space = _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8(32))
                | _mm512_cmplt_epu8_mask(
                    _mm512_sub_epi8(v, _mm512_set1_epi8(9)),
                    _mm512_set1_epi8(5),
                );
            (digit & live, space & live)
        };
        if digit | space != live {
            return None;
        }
        // A token goes on from the previous block if this round began before `p` and the
        // byte before is a digit (a round begins at a token boundary).
        let carry = u64::from(p > p0 && is_digit(bytes[p - 1]));
        let after_digit = (digit << 1) | carry;
        Some((digit & !after_digit, after_digit & space))
    }

    /// `(v / 10^8, v mod 10^8)` in each lane: the quotient from a double-precision product
    /// (off by at most one: `v` and 10^-8 are rounded to 53 bits, so the relative error
    /// is below 2^-51, less than 10^-4 of a unit for quotients below 2^37), then corrected
    /// by the sign and size of the remainder.
    ///
    /// # Safety
    /// The CPU must support AVX-512F and AVX-512DQ.
    #[inline]
    #[target_feature(enable = "avx512f,avx512dq")]
    #[allow(unused_unsafe)]
    unsafe fn divmod_e8(v: __m512i) -> (__m512i, __m512i) {
        // SAFETY: register arithmetic with the features the caller guarantees.
        unsafe {
            let e8 = _mm512_set1_epi64(100_000_000);
            let one = _mm512_set1_epi64(1);
            let f = _mm512_mul_pd(_mm512_cvtepu64_pd(v), _mm512_set1_pd(1e-8));
            let q = _mm512_cvttpd_epu64(f);
            let r = _mm512_sub_epi64(v, _mm512_mullo_epi64(q, e8));
            let over = _mm512_cmplt_epi64_mask(r, _mm512_setzero_si512());
            let (q, r) = (
                _mm512_mask_sub_epi64(q, over, q, one),
                _mm512_mask_add_epi64(r, over, r, e8),
            );
            let under = _mm512_cmpge_epu64_mask(r, e8);
            (
                _mm512_mask_add_epi64(q, under, q, one),
                _mm512_mask_sub_epi64(r, under, r, e8),
            )
        }
    }

    /// [`super::ascii8`] in each lane (`x < 10^8`), with the divisions by 10^4 (in 64-bit
    /// lanes: ⌊x·109951163 / 2^40⌋), 100 and 10 (in 16-bit lanes: ⌊y·5243 / 2^19⌋ and
    /// ⌊y·6554 / 2^16⌋, exact below 43 699 and 16 389).
    ///
    /// # Safety
    /// The CPU must support AVX-512F and AVX-512BW.
    #[inline]
    #[target_feature(enable = "avx512f,avx512bw")]
    #[allow(unused_unsafe)]
    unsafe fn ascii8(x: __m512i) -> __m512i {
        // SAFETY: register arithmetic with the features the caller guarantees.
        unsafe {
            let q = _mm512_srli_epi64::<40>(_mm512_mul_epu32(x, _mm512_set1_epi64(109_951_163)));
            let r = _mm512_sub_epi64(x, _mm512_mul_epu32(q, _mm512_set1_epi64(10_000)));
            let v = _mm512_or_si512(q, _mm512_slli_epi64::<32>(r));
            let h = _mm512_srli_epi16::<3>(_mm512_mulhi_epu16(v, _mm512_set1_epi16(5243)));
            let r = _mm512_sub_epi16(v, _mm512_mullo_epi16(h, _mm512_set1_epi16(100)));
            let v = _mm512_or_si512(h, _mm512_slli_epi32::<16>(r));
            let t = _mm512_mulhi_epu16(v, _mm512_set1_epi16(6554));
            let u = _mm512_sub_epi16(v, _mm512_mullo_epi16(t, _mm512_set1_epi16(10)));
            let v = _mm512_or_si512(t, _mm512_slli_epi16::<8>(u));
            _mm512_add_epi8(v, _mm512_set1_epi8(b'0' as i8))
        }
    }

    /// `LineFormatter::format` for whole groups of eight values: lines written back to
    /// front ending at `buf[end]`; returns where the text starts. Each group's three words
    /// of digits are made in vector lanes; the lines are placed one by one.
    ///
    /// # Safety
    /// The CPU must support AVX-512F, AVX-512BW and AVX-512DQ.
    #[target_feature(enable = "avx512f,avx512bw,avx512dq,bmi1")]
    pub(super) unsafe fn format_back(values: &[u64], buf: &mut [u8], mut end: usize) -> usize {
        const ZEROS: u64 = 0x3030_3030_3030_3030;
        for group in values.rchunks_exact(8) {
            let mut words = [[0u64; 8]; 3];
            // SAFETY: eight u64 are read from `group` and written to each row of `words`;
            // the rest is register arithmetic with the features the caller guarantees.
            unsafe {
                let v = _mm512_loadu_epi64(group.as_ptr().cast());
                let (high, low) = divmod_e8(v);
                let (top, mid) = divmod_e8(high);
                for (row, part) in words.iter_mut().zip([top, mid, low]) {
                    _mm512_storeu_epi64(row.as_mut_ptr().cast(), ascii8(part));
                }
            }
            for i in (0..8).rev() {
                let [top, mid, low] = [words[0][i], words[1][i], words[2][i]];
                // Leading '0' characters of the 24: the first word that is not all zeros
                // tells (its lowest byte is its first digit); at least one digit stays.
                let leading = if top != ZEROS {
                    (top ^ ZEROS).trailing_zeros() / 8
                } else if mid != ZEROS {
                    8 + (mid ^ ZEROS).trailing_zeros() / 8
                } else {
                    16 + ((low ^ ZEROS).trailing_zeros() / 8).min(7)
                };
                buf[end - 1] = b'\n';
                buf[end - 25..end - 17].copy_from_slice(&top.to_le_bytes());
                buf[end - 17..end - 9].copy_from_slice(&mid.to_le_bytes());
                buf[end - 9..end - 1].copy_from_slice(&low.to_le_bytes());
                end -= 25 - leading as usize;
            }
        }
        end
    }

    /// The value of the `len` (1 to 20) ASCII digits at `t`, or `None` above `u64::MAX`.
    ///
    /// # Safety
    /// `t..t + len` must be readable; the CPU must support AVX-512BW and AVX-512VL.
    #[inline]
    #[target_feature(enable = "avx512f,avx512bw,avx512vl")]
    unsafe fn token_value(t: *const u8, len: usize) -> Option<u64> {
        // Bytes 24 − len .. 24 of the field hold the token, right-aligned; the rest is 0.
        let field = ((1u32 << len) - 1) << (24 - len);
        // SAFETY: only the `field` bytes are read, and they are `t..t + len`; the start
        // address may lie before the buffer, but masked-off bytes are never accessed.
        let [g0, g1, g2] = unsafe {
            let v = _mm256_maskz_loadu_epi8(field, t.wrapping_sub(24 - len).cast());
            let d: __m256i = _mm256_maskz_sub_epi8(field, v, _mm256_set1_epi8(48));
            let pairs = _mm256_maddubs_epi16(d, _mm256_set1_epi16(0x010a)); // ×10 + , as i8
            let quads = _mm256_madd_epi16(pairs, _mm256_set1_epi32(0x0001_0064)); // ×100 +
            let eights = _mm256_add_epi64(
                _mm256_mul_epu32(quads, _mm256_set1_epi64x(10_000)),
                _mm256_srli_epi64::<32>(quads),
            );
            let low = _mm256_castsi256_si128(eights);
            let high = _mm256_extracti128_si256::<1>(eights);
            [
                _mm_cvtsi128_si64(low) as u64,
                _mm_cvtsi128_si64(_mm_unpackhi_epi64(low, low)) as u64,
                _mm_cvtsi128_si64(high) as u64,
            ]
        };
        // Only 20 digits can overflow, but checking always avoids a branch on the length.
        g0.checked_mul(10_000_000_000_000_000)?
            .checked_add(g1 * 100_000_000 + g2)
    }
}

/// Formats values as decimal lines (`v\n`), a block at a time, back to front into a
/// reused buffer (see the module docs).
///
/// ```
/// use grundy::bulk_io::LineFormatter;
/// let mut f = LineFormatter::new();
/// assert_eq!(f.format(&[0, 7, 10, u64::MAX]), b"0\n7\n10\n18446744073709551615\n");
/// assert_eq!(f.format(&[]), b"");
/// ```
pub struct LineFormatter {
    buf: Vec<u8>,
    /// Where the last text formatted lies in `buf`.
    text: std::ops::Range<usize>,
    /// Whether eight values at a time go through the AVX-512 path.
    simd: bool,
}

/// Room in front of a block's text for the leading zeros of its first line.
const HEADROOM: usize = 25;

/// Bytes of a line at most: 20 digits and the newline.
const MAX_LINE: usize = 21;

impl Default for LineFormatter {
    fn default() -> Self {
        Self::new()
    }
}

impl LineFormatter {
    /// An empty formatter, on the AVX-512 path if this CPU has it; its buffer grows to the
    /// largest block formatted.
    pub fn new() -> Self {
        LineFormatter {
            buf: Vec::new(),
            text: 0..0,
            simd: simd_format_available(),
        }
    }

    /// A formatter on the portable path only (tests compare the two).
    pub fn portable() -> Self {
        LineFormatter {
            simd: false,
            ..Self::new()
        }
    }

    /// The text of the last call of [`format`](Self::format).
    pub fn text(&self) -> &[u8] {
        &self.buf[self.text.clone()]
    }

    /// The lines of `values`, one per value, each ending in `\n`.
    ///
    /// Complexity: O(n); about 4.5 ns per value on the AVX-512 path, 8 ns on the portable
    /// one (`cargo bench --bench nim_product_64`).
    pub fn format(&mut self, values: &[u64]) -> &[u8] {
        let size = HEADROOM + MAX_LINE * values.len();
        if self.buf.len() < size {
            self.buf.resize(size, 0);
        }
        let buf = &mut self.buf[..size];
        let mut end = size;
        let mut rest = values;
        if self.simd {
            // The last whole groups of eight (lines are written back to front).
            let (head, groups) = values.split_at(values.len() % 8);
            // SAFETY: `simd` is only set when the CPU has the features (see
            // `simd_format_available`).
            end = unsafe { avx512::format_back(groups, buf, end) };
            rest = head;
        }
        for &v in rest.iter().rev() {
            end -= write_line_back(buf, end, v);
        }
        self.text = end..size;
        self.text()
    }
}

/// Writes `v` and `\n` to end at `buf[end]`, possibly with up to 24 bytes of leading zeros
/// before it (overwritten by the line before); returns the length of the line.
#[inline(always)]
fn write_line_back(buf: &mut [u8], end: usize, v: u64) -> usize {
    const E8: u64 = 100_000_000;
    let digits = v.checked_ilog10().map_or(1, |d| d as usize + 1);
    buf[end - 1] = b'\n';
    let tail: &mut [u8; 24] = (&mut buf[end - 25..end - 1]).try_into().unwrap();
    let (high, low) = (v / E8, v % E8);
    tail[16..].copy_from_slice(&ascii8(low).to_le_bytes());
    if digits > 8 {
        tail[8..16].copy_from_slice(&ascii8(high % E8).to_le_bytes());
        tail[..8].copy_from_slice(&ascii8(high / E8).to_le_bytes());
    }
    digits + 1
}

/// The eight decimal digits of `x < 10^8` as ASCII in a little-endian word, first digit in
/// the lowest byte: `x` splits into two halves below 10^4 in 32-bit lanes, each into two
/// below 100 in 16-bit lanes, each into two digits in bytes. Each division is a multiply
/// and a shift, exact in its range: ⌊y·10486 / 2^20⌋ = ⌊y / 100⌋ for y < 10^4 and
/// ⌊y·103 / 2^10⌋ = ⌊y / 10⌋ for y < 100 (checked exhaustively in the tests).
#[inline(always)]
fn ascii8(x: u64) -> u64 {
    let v = (x / 10_000) | ((x % 10_000) << 32);
    let hundreds = ((v * 10_486) >> 20) & 0x0000_007f_0000_007f;
    let v = hundreds | ((v - hundreds * 100) << 16);
    let tens = ((v * 103) >> 10) & 0x000f_000f_000f_000f;
    let v = tens | ((v - tens * 10) << 8);
    v + 0x3030_3030_3030_3030
}

/// Inputs at least this long are split over two threads by [`map_pairs`].
pub const PARALLEL_FROM: usize = 1 << 20;

/// Pairs per block: scanned, then mapped.
const BLOCK: usize = 2048;

/// Answers formatted per piece of output handed from the second thread to the writer.
const PIECE: usize = 4096;

/// Pieces the second thread may have formatted ahead of the writer.
const PIECES_AHEAD: usize = 4;

/// The judge format "`T`, then `T` pairs of numbers; print one number per pair": checks
/// that `bytes` is plain, with exactly `T` pairs after `T`, computes `f(a, b, answers)` on
/// blocks of pairs (`answers[i]` for the pair `(a[i], b[i])`), and only then writes the
/// answers to `out`, one line each. Inputs of at least [`PARALLEL_FROM`] bytes are split at
/// the first line start after the middle of the pairs: each half is scanned and mapped by
/// its own thread; then this thread writes the lines while both format them, piece by
/// piece (so no buffer for the whole output is ever filled: 20 MB of fresh memory would
/// cost more than the formatting).
///
/// ```
/// use grundy::bulk_io::map_pairs;
/// let add = |a: &[u64], b: &[u64], out: &mut [u64]| {
///     for i in 0..out.len() {
///         out[i] = a[i] + b[i];
///     }
/// };
/// let mut out = Vec::new();
/// map_pairs(b"2\n1 2\n30 40\n", add, &mut out).unwrap().unwrap();
/// assert_eq!(out, b"3\n70\n");
/// // One pair short: nothing is written; the general reader will say what is wrong.
/// let mut out = Vec::new();
/// assert!(map_pairs(b"2\n1 2\n", add, &mut out).is_err());
/// assert!(out.is_empty());
/// ```
///
/// # Errors
/// [`NotPlain`], before anything is written, if the input is not plain, its token count is
/// not `1 + 2T`, or a half holds an odd number of tokens: the caller should read it with the
/// general reader, which words the error if there is one. Otherwise the result of writing.
pub fn map_pairs<F, W>(bytes: &[u8], f: F, out: &mut W) -> Result<io::Result<()>, NotPlain>
where
    F: Fn(&[u64], &[u64], &mut [u64]) + Sync,
    W: Write,
{
    let (t, body) = count_token(bytes)?;
    let split = if bytes.len() >= PARALLEL_FROM {
        middle_line_start(bytes, body)
    } else {
        bytes.len()
    };
    map_pairs_split_after(bytes, t, body, split, &f, out)
}

/// [`map_pairs`] with the split at `split`, a line start (just after a `\n`) inside the
/// pairs, or `bytes.len()` for one thread. Tests use it to put the split everywhere.
///
/// ```
/// use grundy::bulk_io::map_pairs_split;
/// let sub = |a: &[u64], b: &[u64], out: &mut [u64]| {
///     for i in 0..out.len() {
///         out[i] = a[i] - b[i];
///     }
/// };
/// let mut out = Vec::new();
/// map_pairs_split(b"3\n9 1\n8 2\n7 3\n", sub, 6, &mut out).unwrap().unwrap();
/// assert_eq!(out, b"8\n6\n4\n");
/// // A split after a line of three numbers leaves an odd half: not for the fast path.
/// assert!(map_pairs_split(b"2\n1 1 1\n1\n", sub, 8, &mut Vec::new()).is_err());
/// ```
///
/// # Errors
/// As [`map_pairs`].
///
/// # Panics
/// If `split` is neither `bytes.len()` nor just after a newline.
pub fn map_pairs_split<F, W>(
    bytes: &[u8],
    f: F,
    split: usize,
    out: &mut W,
) -> Result<io::Result<()>, NotPlain>
where
    F: Fn(&[u64], &[u64], &mut [u64]) + Sync,
    W: Write,
{
    assert!(
        split == bytes.len() || (split > 0 && bytes[split - 1] == b'\n'),
        "split {split} is not a line start"
    );
    let (t, body) = count_token(bytes)?;
    if split < body {
        return Err(NotPlain { at: split }); // the split must come after T
    }
    map_pairs_split_after(bytes, t, body, split, &f, out)
}

/// The first token (`T`) and the offset after it.
fn count_token(bytes: &[u8]) -> Result<(u64, usize), NotPlain> {
    let mut scanner = Scanner::new(bytes);
    let mut t = [0u64];
    if scanner.fill(&mut t)? != 1 {
        return Err(NotPlain { at: bytes.len() }); // empty: the general reader says so
    }
    Ok((t[0], scanner.position()))
}

/// The first line start at or after the middle of `bytes[body..]`, or `bytes.len()`.
fn middle_line_start(bytes: &[u8], body: usize) -> usize {
    let mid = body + (bytes.len() - body) / 2;
    bytes[mid..]
        .iter()
        .position(|&b| b == b'\n')
        .map_or(bytes.len(), |i| mid + i + 1)
}

fn map_pairs_split_after<F, W>(
    bytes: &[u8],
    t: u64,
    body: usize,
    split: usize,
    f: &F,
    out: &mut W,
) -> Result<io::Result<()>, NotPlain>
where
    F: Fn(&[u64], &[u64], &mut [u64]) + Sync,
    W: Write,
{
    let (first, second) = (&bytes[body..split], &bytes[split..]);
    let offset = |r: Result<_, NotPlain>, by: usize| r.map_err(|e| NotPlain { at: e.at + by });
    let (a, b) = if second.is_empty() {
        (offset(map_half(first, f), body)?, Vec::new())
    } else {
        std::thread::scope(|s| {
            let other = s.spawn(|| map_half(second, f));
            let a = map_half(first, f);
            let b = other.join().expect("worker thread");
            Ok::<_, NotPlain>((offset(a, body)?, offset(b, split)?))
        })?
    };
    if (a.len() + b.len()) as u64 != t {
        return Err(NotPlain { at: bytes.len() });
    }
    Ok(write_lines(&a, &b, out))
}

/// The answers of one part of the body, or where it is not plain.
fn map_half<F>(bytes: &[u8], f: &F) -> Result<Vec<u64>, NotPlain>
where
    F: Fn(&[u64], &[u64], &mut [u64]),
{
    let mut scanner = Scanner::new(bytes);
    let mut tokens = vec![0u64; 2 * BLOCK];
    let (mut a, mut b) = (vec![0; BLOCK], vec![0; BLOCK]);
    // Pairs take at least 4 bytes ("1 2\n"): an upper bound, never touched beyond what is
    // written.
    let mut answers = Vec::with_capacity(bytes.len() / 4 + 1);
    loop {
        let got = scanner.fill(&mut tokens)?;
        if got % 2 == 1 {
            return Err(NotPlain {
                at: scanner.position(),
            });
        }
        let k = got / 2;
        for (i, pair) in tokens[..got].chunks_exact(2).enumerate() {
            a[i] = pair[0];
            b[i] = pair[1];
        }
        let done = answers.len();
        answers.resize(done + k, 0);
        f(&a[..k], &b[..k], &mut answers[done..]);
        if got < tokens.len() {
            return Ok(answers);
        }
    }
}

/// Writes `first` then `second` as lines, in pieces of [`PIECE`] answers: this thread
/// writes them in order, and both threads format them, each taking the next piece nobody
/// has taken (the writer only when the piece it must write next is not ready), so the
/// formatting is shared as the cost of writing allows. The other thread hands its pieces
/// over through a queue of [`PIECES_AHEAD`], which bounds how far ahead it can get.
fn write_lines<W: Write>(first: &[u64], second: &[u64], out: &mut W) -> io::Result<()> {
    let pieces: Vec<&[u64]> = first.chunks(PIECE).chain(second.chunks(PIECE)).collect();
    if second.is_empty() {
        let mut lines = LineFormatter::new();
        for piece in pieces {
            out.write_all(lines.format(piece))?;
        }
        return Ok(());
    }
    let next = AtomicUsize::new(0);
    let (pieces, next) = (&pieces, &next);
    let take = move || Some(next.fetch_add(1, Ordering::Relaxed)).filter(|&i| i < pieces.len());
    std::thread::scope(|s| {
        let (to_writer, from_helper) = sync_channel::<(usize, LineFormatter)>(PIECES_AHEAD);
        let (to_helper, used) = channel::<LineFormatter>();
        s.spawn(move || {
            while let Some(i) = take() {
                let mut lines = used.try_recv().unwrap_or_default();
                lines.format(pieces[i]);
                if to_writer.send((i, lines)).is_err() {
                    return; // the writer stopped on an error
                }
            }
        });
        // ready[k]: piece `written + k`, once formatted.
        let mut ready: VecDeque<Option<LineFormatter>> = VecDeque::new();
        let mut spare: Vec<LineFormatter> = Vec::new();
        let mut written = 0;
        let place = |i: usize, lines: LineFormatter, ready: &mut VecDeque<_>, written| {
            let k = i - written;
            if ready.len() <= k {
                ready.resize_with(k + 1, || None);
            }
            ready[k] = Some(lines);
        };
        while written < pieces.len() {
            if let Some(Some(lines)) = ready.front() {
                out.write_all(lines.text())?;
                let lines = ready.pop_front().flatten().expect("just seen");
                written += 1;
                if let Err(back) = to_helper.send(lines) {
                    spare.push(back.0); // the helper is done
                }
            } else if let Ok((i, lines)) = from_helper.try_recv() {
                place(i, lines, &mut ready, written);
            } else if let Some(i) = take() {
                let mut lines = spare.pop().unwrap_or_default();
                lines.format(pieces[i]);
                place(i, lines, &mut ready, written);
            } else {
                // Every piece is taken; the next one to write is the helper's.
                let (i, lines) = from_helper.recv().expect("the helper sends what it takes");
                place(i, lines, &mut ready, written);
            }
        }
        Ok(())
    })
}

/// Stand-in for the AVX-512 paths where they are not built (other CPUs, or without the
/// crate feature, as in single-file bundles): never available, so never run.
#[cfg(not(all(target_arch = "x86_64", feature = "avx512")))]
mod avx512 {
    use super::NotPlain;

    #[derive(Default)]
    pub(super) struct Marks {
        _none: (),
    }

    pub(super) fn scanner_available() -> bool {
        false
    }

    pub(super) fn formatter_available() -> bool {
        false
    }

    /// # Safety
    /// Never to be called: [`scanner_available`] is false.
    pub(super) unsafe fn fill(
        _: &[u8],
        _: &mut usize,
        _: &mut [u64],
        _: &mut Marks,
    ) -> Result<usize, NotPlain> {
        unreachable!("the AVX-512 scanner is not built")
    }

    /// # Safety
    /// Never to be called: [`formatter_available`] is false.
    pub(super) unsafe fn format_back(_: &[u64], _: &mut [u8], _: usize) -> usize {
        unreachable!("the AVX-512 formatter is not built")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ascii8_is_exact_for_every_value() {
        for x in (0..100_000_000u64)
            .step_by(7)
            .chain(99_999_990..100_000_000)
        {
            let want = format!("{x:08}");
            assert_eq!(ascii8(x).to_le_bytes(), want.as_bytes(), "{x}");
        }
    }

    #[test]
    fn division_constants_are_exact() {
        for y in 0..10_000u64 {
            assert_eq!((y * 10_486) >> 20, y / 100, "{y}");
        }
        for y in 0..100u64 {
            assert_eq!((y * 103) >> 10, y / 10, "{y}");
        }
    }
}
