//! Messages in two languages, English and Simplified Chinese, from one source: the
//! Project Fluent files beside this module (`en/*.ftl`, `zh-CN/*.ftl`, one file per area:
//! `cli`, `study`, `play`, `sg_table`, `card`, `desk`, `exercise`, `tools`), embedded in the binaries with
//! `include_str!`.
//!
//! * [`Lang`]: the two languages, and how a tool chooses one ([`Lang::from_env`]: `LC_ALL`,
//!   then `LC_MESSAGES`, then `LANG`, the POSIX order; [`take_lang`]: the `--lang en|zh`
//!   option, which wins over the environment).
//! * [`Text`]: a message not yet written in a language: its id and its arguments (numbers,
//!   verbatim words, other texts). Data such as `explain`'s lessons holds texts, so that one
//!   lesson can be written in either language ([`Text::render`]); `Display` writes English.
//! * [`msg!`](crate::msg): the one way the code names a message, `msg!("label-case", n = 3)`;
//!   `tests/i18n.rs` reads every `msg!` of the sources and checks that its id exists in both
//!   languages with exactly the variables it passes.
//!
//! Fluent's Unicode isolation marks (FSI/PDI around each argument, invisible bidirectional
//! controls) are turned off: this is terminal text, and a terminal shows them as they are
//! not (the suite's one-voice check refuses them). Numbers are passed exactly: below 2^53 as
//! Fluent numbers (so that plural rules select on them: `1 stone`, `2 stones`), above as
//! their digits (a float would round them; only the `other` plural applies there anyway).

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::ffi::{OsStr, OsString};
use std::fmt;
use std::sync::OnceLock;

/// A language the suite speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    /// English, the default.
    #[default]
    En,
    /// Simplified Chinese (`zh-CN`), the language of the seeds' notes and rulebook.
    Zh,
}

/// The message files of English, one per area, as `(area, text)`.
const EN: &[(&str, &str)] = &[
    ("cli", include_str!("en/cli.ftl")),
    ("study", include_str!("en/study.ftl")),
    ("play", include_str!("en/play.ftl")),
    ("sg_table", include_str!("en/sg_table.ftl")),
    ("card", include_str!("en/card.ftl")),
    ("desk", include_str!("en/desk.ftl")),
    ("exercise", include_str!("en/exercise.ftl")),
    ("tools", include_str!("en/tools.ftl")),
];

/// The message files of Simplified Chinese, the same areas as [`EN`].
const ZH: &[(&str, &str)] = &[
    ("cli", include_str!("zh-CN/cli.ftl")),
    ("study", include_str!("zh-CN/study.ftl")),
    ("play", include_str!("zh-CN/play.ftl")),
    ("sg_table", include_str!("zh-CN/sg_table.ftl")),
    ("card", include_str!("zh-CN/card.ftl")),
    ("desk", include_str!("zh-CN/desk.ftl")),
    ("exercise", include_str!("zh-CN/exercise.ftl")),
    ("tools", include_str!("zh-CN/tools.ftl")),
];

impl Lang {
    /// Both languages.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Zh];

    /// The BCP 47 tag of the language (`en`, `zh-CN`), also the folder of its files.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Zh => "zh-CN",
        }
    }

    /// The value `--lang` takes for it (`en`, `zh`).
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Zh => "zh",
        }
    }

    /// The language `--lang` names: `en` or `zh`.
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    /// The message files of the language, as `(area, text)`.
    pub fn files(self) -> &'static [(&'static str, &'static str)] {
        match self {
            Lang::En => EN,
            Lang::Zh => ZH,
        }
    }

    /// The language a BCP 47 language tag names, as a browser sends it or a page's switch
    /// stores it: `en`, `en-US`, `EN-gb` → English; `zh`, `zh-CN`, `zh-Hans`, `zh-Hans-CN`,
    /// `zh-TW`, `zh_CN` → Chinese (every Chinese tag, as [`Lang::from_locale`] reads every
    /// Chinese locale); any other tag, or a malformed one, → `None`. The comparison ignores
    /// case, and `_` is taken for `-`.
    ///
    /// ```
    /// use grundy::i18n::Lang;
    /// assert_eq!(Lang::from_tag("zh-Hans-CN"), Some(Lang::Zh));
    /// assert_eq!(Lang::from_tag("EN-gb"), Some(Lang::En));
    /// assert_eq!(Lang::from_tag("zhx"), None);
    /// assert_eq!(Lang::from_tag("fr"), None);
    /// assert_eq!(Lang::from_tag(""), None);
    /// ```
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let tag = tag.trim();
        let primary = tag.split(['-', '_']).next().unwrap_or("");
        let well_formed = tag.split(['-', '_']).all(|part| {
            (1..=8).contains(&part.len()) && part.bytes().all(|b| b.is_ascii_alphanumeric())
        });
        if !well_formed {
            return None;
        }
        if primary.eq_ignore_ascii_case("zh") {
            Some(Lang::Zh)
        } else if primary.eq_ignore_ascii_case("en") {
            Some(Lang::En)
        } else {
            None
        }
    }

    /// The language a browser asks for in its `Accept-Language` header (RFC 9110, 12.5.4):
    /// of the tags the suite speaks ([`Lang::from_tag`]), the one of highest weight (`q`,
    /// 1 when not given; a tag of `q=0` is refused), the first written among equal weights;
    /// `*` stands for English. `None` when the header names neither language (the page then
    /// keeps its default, English). A malformed item is skipped, never an error: the header
    /// is a hint, and every byte of it comes from the client.
    ///
    /// Constraints: reads at most the first 64 items (a header is limited in size by the
    /// server anyway). Complexity: O(length of the header).
    ///
    /// ```
    /// use grundy::i18n::Lang;
    /// assert_eq!(Lang::from_accept_language("zh-CN,zh;q=0.9,en;q=0.8"), Some(Lang::Zh));
    /// assert_eq!(Lang::from_accept_language("en-US,en;q=0.9,zh-CN;q=0.8"), Some(Lang::En));
    /// assert_eq!(Lang::from_accept_language("fr, zh;q=0.5, en;q=0.4"), Some(Lang::Zh));
    /// assert_eq!(Lang::from_accept_language("en;q=0.2, zh-TW;q=0.7"), Some(Lang::Zh));
    /// assert_eq!(Lang::from_accept_language("zh;q=0, *"), Some(Lang::En));
    /// assert_eq!(Lang::from_accept_language("de-DE, fr;q=0.9"), None);
    /// assert_eq!(Lang::from_accept_language(""), None);
    /// ```
    pub fn from_accept_language(header: &str) -> Option<Lang> {
        let mut best: Option<(u16, Lang)> = None;
        for item in header.split(',').take(64) {
            let mut parts = item.split(';');
            let tag = parts.next().unwrap_or("").trim();
            let mut weight = Some(1000);
            for param in parts {
                if let Some((name, value)) = param.split_once('=')
                    && name.trim().eq_ignore_ascii_case("q")
                {
                    weight = quality(value.trim());
                }
            }
            let lang = if tag == "*" {
                Some(Lang::En)
            } else {
                Lang::from_tag(tag)
            };
            let (Some(lang), Some(weight)) = (lang, weight) else {
                continue;
            };
            if weight > 0 && best.is_none_or(|(w, _)| weight > w) {
                best = Some((weight, lang));
            }
        }
        best.map(|(_, lang)| lang)
    }

    /// The language of a POSIX locale name: Chinese for every `zh` locale (`zh_CN.UTF-8`,
    /// `zh_CN`, `zh`, `zh_SG`, and also `zh_TW` and `zh_HK`, whose readers read Simplified
    /// Chinese far better than English), English for any other (`C`, `POSIX`, `en_US.UTF-8`,
    /// `de_DE`).
    ///
    /// ```
    /// use grundy::i18n::Lang;
    /// assert_eq!(Lang::from_locale("zh_CN.UTF-8"), Lang::Zh);
    /// assert_eq!(Lang::from_locale("zh"), Lang::Zh);
    /// assert_eq!(Lang::from_locale("zh_TW.Big5"), Lang::Zh);
    /// assert_eq!(Lang::from_locale("C.UTF-8"), Lang::En);
    /// assert_eq!(Lang::from_locale("zu_ZA"), Lang::En);
    /// ```
    pub fn from_locale(locale: &str) -> Lang {
        let lower = locale.to_ascii_lowercase();
        match lower.strip_prefix("zh") {
            Some(rest) if rest.is_empty() || rest.starts_with(['_', '-', '.', '@']) => Lang::Zh,
            _ => Lang::En,
        }
    }

    /// The language the environment asks for, read as POSIX reads the locale of messages:
    /// the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not empty decides
    /// ([`Lang::from_locale`]); none set, English. `get` reads a variable.
    ///
    /// ```
    /// use grundy::i18n::Lang;
    /// use std::ffi::OsString;
    /// let env = |pairs: &'static [(&'static str, &'static str)]| {
    ///     move |k: &str| pairs.iter().find(|p| p.0 == k).map(|p| OsString::from(p.1))
    /// };
    /// assert_eq!(Lang::from_vars(env(&[("LANG", "zh_CN.UTF-8")])), Lang::Zh);
    /// assert_eq!(Lang::from_vars(env(&[("LC_ALL", "C"), ("LANG", "zh_CN.UTF-8")])), Lang::En);
    /// assert_eq!(Lang::from_vars(env(&[("LC_ALL", ""), ("LC_MESSAGES", "zh_CN")])), Lang::Zh);
    /// assert_eq!(Lang::from_vars(env(&[])), Lang::En);
    /// ```
    pub fn from_vars(get: impl Fn(&str) -> Option<OsString>) -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(|var| get(var).filter(|v| !v.is_empty()))
            .map(|v| Lang::from_locale(&v.to_string_lossy()))
            .next()
            .unwrap_or_default()
    }

    /// The language of this process's environment ([`Lang::from_vars`]).
    pub fn from_env() -> Lang {
        Lang::from_vars(|var| std::env::var_os(var))
    }

    /// The language's bundle of messages, built once and shared by every thread.
    fn bundle(self) -> &'static FluentBundle<FluentResource> {
        static BUNDLES: [OnceLock<FluentBundle<FluentResource>>; 2] =
            [OnceLock::new(), OnceLock::new()];
        BUNDLES[self as usize].get_or_init(|| {
            let id: unic_langid::LanguageIdentifier =
                self.tag().parse().expect("a valid language tag");
            let mut bundle = FluentBundle::new_concurrent(vec![id]);
            bundle.set_use_isolating(false);
            bundle.add_builtins().expect("the builtin functions, once");
            for (area, text) in self.files() {
                let resource = FluentResource::try_new(text.to_string())
                    .unwrap_or_else(|(_, e)| panic!("{}/{area}.ftl: {e:?}", self.tag()));
                bundle
                    .add_resource(resource)
                    .unwrap_or_else(|e| panic!("{}/{area}.ftl: {e:?}", self.tag()));
            }
            bundle
        })
    }

    /// Message `id` with `args`, in this language. A message the files lack is written as
    /// its id (a test makes sure the code names none).
    pub fn format(self, id: &str, args: &[(&str, Arg)]) -> String {
        let bundle = self.bundle();
        let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
            return id.to_string();
        };
        let mut fluent = FluentArgs::new();
        for (name, arg) in args {
            let value = match arg {
                Arg::Num(n) if *n < 1 << 53 => FluentValue::from(*n as f64),
                Arg::Num(n) => FluentValue::from(n.to_string()),
                Arg::Str(s) => FluentValue::from(s.clone()),
                Arg::Text(t) => FluentValue::from(t.render(self)),
            };
            fluent.set(*name, value);
        }
        let mut errors = Vec::new();
        bundle
            .format_pattern(pattern, Some(&fluent), &mut errors)
            .into_owned()
    }
}

/// An `Accept-Language` weight (`0`, `0.5`, `1.000`) in thousandths, or `None` when it is
/// not one (RFC 9110's `qvalue`: at most three decimals, at most 1).
fn quality(text: &str) -> Option<u16> {
    let (whole, frac) = text.split_once('.').unwrap_or((text, ""));
    if frac.len() > 3 || !frac.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let frac_value = format!("{frac:0<3}").parse::<u16>().ok()?;
    match whole {
        "0" => Some(frac_value),
        "1" if frac_value == 0 => Some(1000),
        _ => None,
    }
}

/// A value a message is given.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Arg {
    /// A whole number, written in full.
    Num(u128),
    /// Words shown as they are: a position's digits, a command, a token the user typed.
    Str(String),
    /// Another text, written in the same language.
    Text(Text),
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Num(n as u128)
            }
        }
    )*};
}
number_arg!(u8, u16, u32, u64, u128, usize);

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Str(s.to_string())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Str(s)
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Str(s.clone())
    }
}

impl From<Text> for Arg {
    fn from(t: Text) -> Arg {
        Arg::Text(t)
    }
}

impl From<&Text> for Arg {
    fn from(t: &Text) -> Arg {
        Arg::Text(t.clone())
    }
}

/// How the items of a [`Text::List`] are joined: `a, b and c`, `a, b or c` (in Chinese
/// `a、b和c`, `a、b或c`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Joined {
    /// `a, b and c`.
    And,
    /// `a, b or c`.
    Or,
}

/// A text not yet written in a language.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Text {
    /// A message of the files and its arguments (made by [`msg!`](crate::msg)).
    Msg(&'static str, Vec<(&'static str, Arg)>),
    /// Words that are the same in every language (digits, a binary string, a drawing).
    Raw(String),
    /// Items in a list, `a, b and c`.
    List(Joined, Vec<Text>),
    /// Texts one after the other, joined by a separator that every language shares (`"\n"`).
    Lines(Vec<Text>, &'static str),
}

impl Text {
    /// The text in `lang`.
    pub fn render(&self, lang: Lang) -> String {
        match self {
            Text::Msg(id, args) => lang.format(id, args),
            Text::Raw(s) => s.clone(),
            Text::List(how, items) => match items.as_slice() {
                [] => String::new(),
                [one] => one.render(lang),
                [rest @ .., last] => {
                    let sep = lang.format("list-sep", &[]);
                    let rest: Vec<String> = rest.iter().map(|t| t.render(lang)).collect();
                    let args = [
                        ("rest", Arg::Str(rest.join(&sep))),
                        ("last", Arg::Text(last.clone())),
                    ];
                    match how {
                        Joined::And => lang.format("list-and", &args),
                        Joined::Or => lang.format("list-or", &args),
                    }
                }
            },
            Text::Lines(parts, sep) => {
                let parts: Vec<String> = parts.iter().map(|t| t.render(lang)).collect();
                parts.join(sep)
            }
        }
    }

    /// The text in English.
    pub fn en(&self) -> String {
        self.render(Lang::En)
    }

    /// Whether the text is empty in every language (an empty raw text).
    pub fn is_empty(&self) -> bool {
        matches!(self, Text::Raw(s) if s.is_empty())
    }

    /// Items in a list: `a, b and c`.
    pub fn and(items: Vec<Text>) -> Text {
        Text::List(Joined::And, items)
    }

    /// Items in a list: `a, b or c`.
    pub fn or(items: Vec<Text>) -> Text {
        Text::List(Joined::Or, items)
    }
}

impl Default for Text {
    fn default() -> Text {
        Text::Raw(String::new())
    }
}

impl fmt::Display for Text {
    /// The text in English.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.en())
    }
}

/// A text is equal to a string when its English is that string (the English of a message
/// is what scripts and the suite's own tests read).
impl PartialEq<&str> for Text {
    fn eq(&self, other: &&str) -> bool {
        self.en() == *other
    }
}

impl PartialEq<str> for Text {
    fn eq(&self, other: &str) -> bool {
        self.en() == other
    }
}

impl From<&str> for Text {
    fn from(s: &str) -> Text {
        Text::Raw(s.to_string())
    }
}

impl From<String> for Text {
    fn from(s: String) -> Text {
        Text::Raw(s)
    }
}

/// A message of the files with its arguments, as a [`Text`]: `msg!("label-the-set")`,
/// `msg!("label-case", n = i + 1)`. Each argument is a number (written in full, and chosen
/// on by plural rules), words shown as they are (`&str`, `String`), or another [`Text`];
/// its name is the message's variable (`$n`).
///
/// ```
/// use grundy::i18n::Lang;
/// use grundy::msg;
/// let t = msg!("list-and", rest = "3, 5", last = "9");
/// assert_eq!(t.render(Lang::En), "3, 5 and 9");
/// assert_eq!(t.render(Lang::Zh), "3, 5和9");
/// ```
#[macro_export]
macro_rules! msg {
    ($id:literal) => {
        $crate::i18n::Text::Msg($id, ::std::vec::Vec::new())
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::Text::Msg(
            $id,
            ::std::vec![$((stringify!($name), $crate::i18n::Arg::from($value))),+],
        )
    };
}

/// The `--lang` option taken out of a tool's arguments: the language it names, else the
/// environment's ([`Lang::from_env`]), and the other arguments in order.
///
/// # Errors
/// A usage error, in the environment's language, when `--lang` has no value or names
/// neither `en` nor `zh`.
///
/// ```
/// use grundy::i18n::{Lang, take_lang};
/// use std::ffi::OsString;
/// let args: Vec<OsString> = ["nim", "--lang", "zh", "1", "2"].map(OsString::from).into();
/// let (lang, rest) = take_lang(args).unwrap();
/// assert_eq!((lang, rest.len()), (Lang::Zh, 3));
/// assert!(take_lang(vec![OsString::from("--lang"), OsString::from("fr")]).is_err());
/// ```
pub fn take_lang(args: Vec<OsString>) -> Result<(Lang, Vec<OsString>), String> {
    let env = Lang::from_env();
    let mut chosen = None;
    let mut rest = Vec::with_capacity(args.len());
    let mut it = args.into_iter();
    while let Some(a) = it.next() {
        if a != OsStr::new("--lang") {
            rest.push(a);
            continue;
        }
        let value = it.next();
        let code = value.as_ref().and_then(|v| v.to_str());
        match code.and_then(Lang::from_code) {
            Some(lang) => chosen = Some(lang),
            None => {
                let shown = value.map(|v| crate::input::quote(&v.to_string_lossy()));
                return Err(match shown {
                    Some(v) => msg!("lang-unknown", value = v).render(env),
                    None => msg!("lang-missing").render(env),
                });
            }
        }
    }
    Ok((chosen.unwrap_or(env), rest))
}

/// The number of columns `text` takes on a terminal: two for each Chinese character.
pub fn width(text: &str) -> usize {
    unicode_width::UnicodeWidthStr::width(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_name_a_language_or_none() {
        for tag in [
            "zh",
            "zh-CN",
            "zh-cn",
            "ZH-Hans",
            "zh-Hans-CN",
            "zh-TW",
            "zh-HK",
            "zh_CN",
        ] {
            assert_eq!(Lang::from_tag(tag), Some(Lang::Zh), "{tag}");
        }
        for tag in ["en", "en-US", "EN-gb", "en-001", " en "] {
            assert_eq!(Lang::from_tag(tag), Some(Lang::En), "{tag}");
        }
        for tag in [
            "",
            "-",
            "zh-",
            "zhx",
            "fr",
            "de-DE",
            "zh--CN",
            "zh-toolongsubtag",
            "zh CN",
            "*",
        ] {
            assert_eq!(Lang::from_tag(tag), None, "{tag:?}");
        }
        // The codes of `--lang` and of a page's switch are tags too.
        for lang in Lang::ALL {
            assert_eq!(Lang::from_tag(lang.code()), Some(lang));
            assert_eq!(Lang::from_tag(lang.tag()), Some(lang));
            assert_eq!(Lang::from_code(lang.code()), Some(lang));
        }
    }

    #[test]
    fn accept_language_takes_the_heaviest_language_spoken() {
        let cases: &[(&str, Option<Lang>)] = &[
            // Browsers' usual headers.
            ("zh-CN,zh;q=0.9", Some(Lang::Zh)),
            (
                "zh-CN,zh;q=0.9,en;q=0.8,en-GB;q=0.7,en-US;q=0.6",
                Some(Lang::Zh),
            ),
            ("en-US,en;q=0.9", Some(Lang::En)),
            ("en-US,en;q=0.9,zh-CN;q=0.8,zh;q=0.7", Some(Lang::En)),
            ("zh-TW,zh;q=0.9,en-US;q=0.8", Some(Lang::Zh)),
            // The weight decides, not the order; equal weights go to the first written.
            ("en;q=0.5, zh;q=0.6", Some(Lang::Zh)),
            ("en;q=0.5, zh;q=0.500", Some(Lang::En)),
            ("zh;q=0.5, en;q=0.5", Some(Lang::Zh)),
            ("en;q=0.001, zh;q=0", Some(Lang::En)),
            ("fr-FR, fr;q=0.9, de;q=0.8, zh;q=0.1", Some(Lang::Zh)),
            // q=0 refuses; `*` is any language, here English.
            ("zh;q=0", None),
            ("zh;q=0.000, *;q=0.1", Some(Lang::En)),
            ("*", Some(Lang::En)),
            ("fr, *;q=0.5, zh;q=0.6", Some(Lang::Zh)),
            // Spaces, case, other parameters.
            ("  ZH-cn ;  Q = 0.7 ,en;q=0.3", Some(Lang::Zh)),
            ("zh;level=1;q=0.8, en;q=0.9", Some(Lang::En)),
            // Malformed items are skipped, not errors, and never win.
            ("zh;q=2, en;q=0.1", Some(Lang::En)),
            ("zh;q=0.5555, en;q=0.1", Some(Lang::En)),
            ("zh;q=-1, en;q=0.1", Some(Lang::En)),
            ("zh;q=, en;q=0.1", Some(Lang::En)),
            ("zh;q=1.0000", None),
            ("zh;q=1.000", Some(Lang::Zh)),
            ("zh;q=0.", None),
            ("z\u{fffd}h, en", Some(Lang::En)),
            (",,,;;;===", None),
            ("", None),
            ("de, fr", None),
        ];
        for &(header, want) in cases {
            assert_eq!(Lang::from_accept_language(header), want, "{header:?}");
        }
        // A long header is read in bounded time and only its first 64 items count.
        let long = format!("{}zh", "fr;q=0.5,".repeat(100));
        assert_eq!(Lang::from_accept_language(&long), None);
        let long = format!("{}zh", "fr;q=0.5,".repeat(63));
        assert_eq!(Lang::from_accept_language(&long), Some(Lang::Zh));
    }

    #[test]
    fn qvalues_are_read_exactly() {
        for (text, want) in [
            ("1", Some(1000)),
            ("1.", Some(1000)),
            ("1.000", Some(1000)),
            ("0", Some(0)),
            ("0.", Some(0)),
            ("0.5", Some(500)),
            ("0.05", Some(50)),
            ("0.123", Some(123)),
            ("1.001", None),
            ("0.1234", None),
            ("2", None),
            ("", None),
            (".5", None),
            ("0.+1", None),
            ("01", None),
        ] {
            assert_eq!(quality(text), want, "{text:?}");
        }
    }

    #[test]
    fn both_bundles_load_and_format() {
        for lang in Lang::ALL {
            assert!(!lang.format("list-sep", &[]).is_empty());
            // A message no file has is written as its id.
            assert_eq!(lang.format("no-such-message", &[]), "no-such-message");
        }
        // Plural rules choose on numbers; numbers beyond 2^53 are written exactly.
        let big = msg!("lang-unknown", value = "x");
        assert!(big.render(Lang::Zh).contains("不是"));
        let n = Arg::from(u64::MAX);
        let t = Text::Msg("list-and", vec![("rest", Arg::from("1")), ("last", n)]);
        assert_eq!(t.render(Lang::En), "1 and 18446744073709551615");
    }
}
