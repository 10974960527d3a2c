//! How a lesson writes its values ([`Style`]: plain numbers or nimbers, the language, all
//! options or the first few) and the mex rule applied to a component's options
//! ([`mex_text`]): below [`mod@super::render`], which writes every other line, and
//! [`super::derive`], which writes the derivations of closed forms with the same words for
//! a mex.

use crate::i18n::{Arg, Lang, Text};
use crate::msg;
use crate::study::game::{MEX_LISTED, Mex, Opt, nim_sum_text};

/// How values are written, and in which language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Style {
    /// As nimbers, `*n` (a sum `*3 + *5 = *6`, a product `*2 × *3 = *1`), instead of
    /// plain numbers.
    pub star: bool,
    /// The language of the words (English by default).
    pub lang: Lang,
    /// Every option of a mex and every value listed (`explain --full`), instead of the
    /// first few and a count of the others.
    pub full: bool,
}

impl Style {
    /// A value: `3`, or `*3`.
    pub fn value(self, v: u64) -> String {
        if self.star {
            format!("*{v}")
        } else {
            v.to_string()
        }
    }

    /// `text` in this style's language. Between nimbers (`--star`) a sum is `+` and a
    /// product `×` in the words too, and every message in it is given `star` (`yes` or
    /// `no`), so that one which names a sum in words ("the XOR of") or nimbers (`*5 × *7`)
    /// can say it as the signs do.
    pub fn say(self, text: Text) -> String {
        let text = starred(text, self.star).render(self.lang);
        match self.star {
            true => text.replace(" ⊗ ", " × ").replace(" ⊕ ", " + "),
            false => text,
        }
    }

    /// The sign of a sum: `⊕`, or `+` between nimbers.
    pub(super) fn plus(self) -> &'static str {
        if self.star { " + " } else { " ⊕ " }
    }

    /// The sign of a nim product: `⊗`, or `×` between nimbers.
    pub(super) fn times(self) -> &'static str {
        if self.star { " × " } else { " ⊗ " }
    }

    /// `a ⊕ b ⊕ c` (or `*a + *b + *c`).
    pub(super) fn xor(self, terms: &[u64]) -> String {
        let shown: Vec<String> = terms.iter().map(|&t| self.value(t)).collect();
        shown.join(self.plus())
    }

    /// `a ⊗ b` (or `*a × *b`).
    pub(super) fn product(self, a: u64, b: u64) -> String {
        format!("{}{}{}", self.value(a), self.times(), self.value(b))
    }

    /// What the sum of values is called: the nim-sum, or between nimbers their sum.
    pub(super) fn sum_word(self) -> String {
        if self.star {
            self.say(msg!("lesson-sum-word"))
        } else {
            self.say(msg!("lesson-nim-sum-word"))
        }
    }

    /// A nim-sum rule as [`nim_sum_text`] writes it, in this style: `sum *3 + *5 = *6`.
    pub(super) fn sum(self, values: &[u64]) -> String {
        let plain = self.say(nim_sum_text(values));
        if !self.star || values.is_empty() {
            return plain;
        }
        let x = self.value(values.iter().fold(0, |x, v| x ^ v));
        self.say(match values.len() {
            1 => msg!("lesson-star-sum-one", x = x),
            n if n > BINARY_TERMS => msg!("lesson-star-sum-many", n = n, x = x),
            _ => msg!("lesson-star-sum-terms", terms = self.xor(values), x = x),
        })
    }

    /// `mex{0, 1, 2}` of these values.
    pub fn mex_set(self, values: &[u64]) -> String {
        let shown: Vec<String> = values.iter().map(|&v| self.value(v)).collect();
        format!("mex{{{}}}", shown.join(", "))
    }
}

/// The most components drawn in binary columns.
pub const BINARY_TERMS: usize = 12;

/// The most bits a value drawn in binary columns may have.
pub const BINARY_BITS: u32 = 20;

/// How many options past [`MEX_LISTED`] a mex still lists rather than fold (folding one
/// or two would save nothing).
pub const FOLD_SLACK: usize = 2;

/// The values a reason or a mex lists before `…`.
pub const LISTED: usize = 12;

/// The mex rule applied: the options with their values, then the mex. Beyond
/// [`MEX_LISTED`] options (and without [`Style::full`]), the first of them and how many
/// more, then the mex of all their values, the distinct ones listed smallest first (the
/// first [`LISTED`] and `…`).
pub fn mex_text(m: &Mex, style: Style) -> String {
    let v = |n: u64| style.value(n);
    let kind = |n: usize| m.kind.words(n);
    let opt = |o: &Opt| {
        let named = match o.names.len() {
            0 => String::new(),
            _ => format!("{} = ", o.names.join(style.plus())),
        };
        let worth = match o.terms.len() {
            0 | 1 => format!("{named}{}", v(o.value)),
            _ => format!("{named}{} = {}", style.xor(&o.terms), v(o.value)),
        };
        msg!("reason-option", becomes = &o.becomes, worth = worth)
    };
    let sep = style.say(msg!("reason-option-sep"));
    style.say(match m.total {
        0 => msg!("reason-mex-none", kind = kind(1), zero = v(0)),
        1 => msg!(
            "reason-mex-one",
            kind = kind(1),
            option = opt(&m.options[0]),
            mex = style.mex_set(&[m.options[0].value]),
            value = v(m.value)
        ),
        n if n <= MEX_LISTED + FOLD_SLACK || style.full => {
            let listed: Vec<String> = m.options.iter().map(|o| style.say(opt(o))).collect();
            let values: Vec<u64> = m.options.iter().map(|o| o.value).collect();
            msg!(
                "reason-mex-all",
                n = n,
                kind = kind(n),
                options = listed.join(&sep),
                mex = style.mex_set(&values),
                value = v(m.value)
            )
        }
        n => {
            let listed: Vec<String> = (m.options.iter().take(MEX_LISTED))
                .map(|o| style.say(opt(o)))
                .collect();
            let shown: Vec<String> = m.values.iter().take(LISTED).map(|&x| v(x)).collect();
            let more = if m.values.len() > LISTED { ", …" } else { "" };
            msg!(
                "reason-mex-folded",
                n = n,
                kind = kind(n),
                options = listed.join(&sep),
                more = n - MEX_LISTED,
                values = format!("mex{{{}{more}}}", shown.join(", ")),
                value = v(m.value)
            )
        }
    })
}

/// `text` with the argument `star` (`yes` between nimbers, else `no`) given to each of its
/// messages, those inside its arguments and lists too.
fn starred(text: Text, star: bool) -> Text {
    match text {
        Text::Msg(id, args) => {
            let mut args: Vec<(&'static str, Arg)> = (args.into_iter())
                .map(|(name, arg)| match arg {
                    Arg::Text(t) => (name, Arg::Text(starred(t, star))),
                    other => (name, other),
                })
                .collect();
            if !args.iter().any(|(name, _)| *name == "star") {
                args.push(("star", Arg::Str(if star { "yes" } else { "no" }.into())));
            }
            Text::Msg(id, args)
        }
        Text::List(how, items) => {
            Text::List(how, items.into_iter().map(|t| starred(t, star)).collect())
        }
        Text::Lines(parts, sep) => {
            Text::Lines(parts.into_iter().map(|t| starred(t, star)).collect(), sep)
        }
        raw @ Text::Raw(_) => raw,
    }
}
