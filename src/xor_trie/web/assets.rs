//! The pages' files, built into the binary: the board page, the seat page, their style and
//! their scripts. Nothing is fetched from elsewhere (no font, no library): the pages work
//! on a table's network with no internet.
//!
//! The pages are served in the language of each request ([`page`]): every `{{name}}` of
//! their HTML is one of [`html_words`] (or `lang`, `say`, `en-on`, `zh-on`), and the texts
//! their scripts show come in the page, as the JSON object [`say`] writes. So no text a
//! person reads is written in the files themselves: the messages are in `src/i18n`.

use crate::i18n::{Lang, Text};
use crate::msg;
use crate::xor_trie::Skill;
use crate::xor_trie::words::skill_name;
use serde_json::{Map, Value};

pub use crate::web::Asset;

/// The texts of the pages' HTML, by the name their `{{name}}` gives.
pub fn html_words() -> Vec<(&'static str, Text)> {
    vec![
        ("title-board", msg!("card-html-title-board")),
        ("title-seat", msg!("card-html-title-seat")),
        ("title-unknown", msg!("card-html-title-unknown")),
        ("heading", msg!("card-html-heading")),
        ("connecting", msg!("card-html-connecting")),
        ("reconnecting", msg!("card-html-reconnecting")),
        ("the-trie", msg!("card-html-the-trie")),
        ("standings", msg!("card-html-standings")),
        ("match", msg!("card-html-match")),
        ("last-events", msg!("card-html-last-events")),
        ("my-cards", msg!("card-html-my-cards")),
        ("my-skills", msg!("card-html-my-skills")),
        ("actions", msg!("card-html-actions")),
        ("language", msg!("card-html-language")),
        ("unknown-before", msg!("card-html-unknown-before")),
        ("unknown-link", msg!("card-html-unknown-link")),
        ("unknown-after", msg!("card-html-unknown-after")),
        ("my-board", msg!("card-html-my-board")),
        ("zoom-in", msg!("card-say-zoom-in")),
        ("zoom-out", msg!("card-say-zoom-out")),
        ("zoom-fit", msg!("card-say-zoom-fit")),
    ]
}

/// The texts of the pages' scripts (`SAY` in `common.js`), by key: a text with `{0}`,
/// `{1}`, … is a function of that many values in the script; the headings of the tables
/// are lists.
fn say_words() -> Vec<(&'static str, Text)> {
    vec![
        (
            "announceWindow",
            msg!("card-say-announce-window", waiting = "{0}"),
        ),
        ("answerCounter", msg!("card-say-answer-counter")),
        ("answerLet", msg!("card-say-answer-let")),
        ("answerNone", msg!("card-say-answer-none")),
        (
            "asked",
            msg!("card-say-asked", seat = "{0}", bot = "{1}", answer = "{2}"),
        ),
        ("atLayer", msg!("card-say-at-layer", layer = "{0}")),
        ("bot", msg!("card-say-bot", kind = "{0}")),
        ("botMark", msg!("card-say-bot-mark")),
        ("botSeat", msg!("card-say-bot-seat", kind = "{0}")),
        ("cancel", msg!("card-say-cancel")),
        ("card", msg!("card-say-card")),
        (
            "cardsInHand",
            msg!("card-say-cards-in-hand", tokens = "{0}", held = "{1}"),
        ),
        (
            "confirmDiscardSkill",
            msg!("card-say-confirm-discard-skill", skill = "{0}"),
        ),
        ("confirmEnd", msg!("card-say-confirm-end", cards = "{0}")),
        ("confirmGive", msg!("card-say-confirm-give", seat = "{0}")),
        ("counter", msg!("card-say-counter")),
        ("discardSkill", msg!("card-say-discard-skill")),
        ("discardUnseen", msg!("card-say-discard-unseen")),
        ("drawNamed", msg!("card-say-draw-named")),
        ("drawTwo", msg!("card-say-draw-two")),
        ("drawUnseen", msg!("card-say-draw-unseen")),
        ("eliminated", msg!("card-say-eliminated")),
        ("endTurn", msg!("card-say-end-turn")),
        ("ended", msg!("card-say-ended")),
        ("give", msg!("card-say-give", seat = "{0}")),
        ("judgment", msg!("card-say-judgment")),
        ("keep", msg!("card-say-keep")),
        ("layer", msg!("card-say-layer", layer = "{0}")),
        ("layerShort", msg!("card-say-layer-short", layer = "{0}")),
        ("preview", msg!("card-say-preview", what = "{0}")),
        ("letAct", msg!("card-say-let-act")),
        ("nameFirst", msg!("card-say-name-first")),
        ("noAnswer", msg!("card-say-no-answer")),
        ("noCard", msg!("card-say-no-card")),
        ("noSuchSeat", msg!("card-say-no-such-seat", seat = "{0}")),
        ("none", msg!("card-say-none")),
        ("notDealt", msg!("card-say-not-dealt")),
        ("nothingToDo", msg!("card-say-nothing-to-do")),
        ("out", msg!("card-say-out")),
        ("playPublic", msg!("card-say-play-public")),
        ("playSelf", msg!("card-say-play-self")),
        ("playing", msg!("card-say-playing", seat = "{0}")),
        ("prizes", msg!("card-say-prizes", layers = "{0}")),
        ("publicIs", msg!("card-say-public-is")),
        (
            "publicLine",
            msg!(
                "card-say-public-line",
                bits = "{0}",
                deck = "{1}",
                skills = "{2}"
            ),
        ),
        ("redeem", msg!("card-say-redeem")),
        ("replaced", msg!("card-say-replaced")),
        ("refused", msg!("card-say-refused", why = "{0}")),
        ("root", msg!("card-say-root")),
        ("score", msg!("card-say-score")),
        (
            "scoreTokens",
            msg!("card-say-score-tokens", score = "{0}", tokens = "{1}"),
        ),
        ("seat", msg!("card-say-seat", seat = "{0}")),
        ("sequence", msg!("card-say-sequence")),
        ("skillPublic", msg!("card-say-skill-public")),
        ("skillSelf", msg!("card-say-skill-self")),
        ("skills", msg!("card-say-skills")),
        ("take", msg!("card-say-take", skill = "{0}")),
        ("test", msg!("card-say-test")),
        ("title", msg!("card-say-title", seat = "{0}")),
        ("toPlay", msg!("card-say-to-play")),
        ("total", msg!("card-say-total", total = "{0}")),
        (
            "trieAlt",
            msg!(
                "card-say-trie-alt",
                public = "{0}",
                paths = "{1}",
                markers = "{2}",
                prizes = "{3}"
            ),
        ),
        ("trieEmpty", msg!("card-say-trie-empty")),
        (
            "trieMarker",
            msg!(
                "card-say-trie-marker",
                layer = "{0}",
                node = "{1}",
                count = "{2}"
            ),
        ),
        ("trieMarkers", msg!("card-say-trie-markers", list = "{0}")),
        ("trieNoMarker", msg!("card-say-trie-no-marker")),
        (
            "triePath",
            msg!("card-say-trie-path", seat = "{0}", bits = "{1}"),
        ),
        (
            "triePathOut",
            msg!("card-say-trie-path-out", seat = "{0}", bits = "{1}"),
        ),
        (
            "triePrize",
            msg!("card-say-trie-prize", layer = "{0}", winners = "{1}"),
        ),
        ("triePrizes", msg!("card-say-trie-prizes", list = "{0}")),
        ("trieSep", msg!("card-say-trie-sep")),
        ("unknownLink", msg!("card-say-unknown-link")),
        ("unreachable", msg!("card-say-unreachable")),
        ("unseenHelp", msg!("card-say-unseen-help")),
        (
            "waitingOwn",
            msg!(
                "card-say-waiting-own",
                seat = "{0}",
                skill = "{1}",
                at = "{2}"
            ),
        ),
        (
            "waitingPublic",
            msg!(
                "card-say-waiting-public",
                seat = "{0}",
                skill = "{1}",
                at = "{2}"
            ),
        ),
        ("yes", msg!("card-say-yes")),
        ("youChoseCounter", msg!("card-say-you-chose-counter")),
        ("youChoseLet", msg!("card-say-you-chose-let")),
        ("yourTurn", msg!("card-say-your-turn")),
    ]
}

/// The texts of the pages' scripts in `lang`, as the JSON object the pages read (safe
/// inside a `<script>` element: no `<` is written as it is).
pub fn say(lang: Lang) -> String {
    let mut out = Map::new();
    for (key, text) in say_words() {
        out.insert(key.to_string(), Value::String(text.render(lang)));
    }
    let heads = |cols: Vec<Text>| {
        Value::Array(
            std::iter::once(String::new())
                .chain(cols.into_iter().map(|t| t.render(lang)))
                .map(Value::String)
                .collect(),
        )
    };
    out.insert(
        "standingsHead".into(),
        heads(vec![
            msg!("card-say-head-seat"),
            msg!("card-say-head-score"),
            msg!("card-say-head-tokens"),
            msg!("card-say-head-total"),
            msg!("card-say-head-medal"),
        ]),
    );
    out.insert(
        "matchHead".into(),
        heads(vec![
            msg!("card-say-head-seat"),
            msg!("card-say-head-gold"),
            msg!("card-say-head-silver"),
            msg!("card-say-head-bronze"),
            msg!("card-say-head-iron"),
        ]),
    );
    // The skill cards by their rulebook names, keyed by symbol (`左移（<<）` for `<<`): the
    // scripted lines name a skill so, not by its bare symbol.
    out.insert(
        "skillNames".into(),
        Value::Object(
            Skill::ALL
                .into_iter()
                .map(|k| {
                    (
                        k.symbol().to_string(),
                        Value::String(skill_name(k).render(lang)),
                    )
                })
                .collect(),
        ),
    );
    Value::Object(out).to_string().replace('<', "\\u003c")
}

/// `text` safe in HTML text and attributes.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// A page's HTML in `lang`: each `{{name}}` replaced by its text.
///
/// # Panics
/// If the page names a text that is not there (a test serves every page in every
/// language).
pub fn page(asset: &Asset, lang: Lang) -> String {
    let words = html_words();
    let mut out = String::with_capacity(asset.body.len() * 2);
    let mut rest = asset.body;
    while let Some(i) = rest.find("{{") {
        out.push_str(&rest[..i]);
        let after = &rest[i + 2..];
        let end = after.find("}}").expect("a closed {{name}}");
        let name = &after[..end];
        let value = match name {
            "lang" => lang.tag().to_string(),
            "say" => say(lang),
            "en-on" => (lang == Lang::En).to_string(),
            "zh-on" => (lang == Lang::Zh).to_string(),
            _ => {
                let text = words
                    .iter()
                    .find(|(n, _)| *n == name)
                    .unwrap_or_else(|| panic!("{{{{{name}}}}} is not a text of the pages"));
                escape(&text.1.render(lang))
            }
        };
        out.push_str(&value);
        rest = &after[end + 2..];
    }
    out.push_str(rest);
    out
}

/// The board page (for the shared screen).
pub const BOARD: Asset = Asset {
    path: "/",
    mime: "text/html; charset=utf-8",
    body: include_str!("assets/board.html"),
};

/// The seat page (the same for every seat: its token in the address says which).
pub const SEAT: Asset = Asset {
    path: "/seat/",
    mime: "text/html; charset=utf-8",
    body: include_str!("assets/seat.html"),
};

/// The page a browser gets for a link the server does not know (a seat's link from a game
/// started again, a mistyped address): it says so. It is not served at an address of its
/// own.
pub const UNKNOWN: Asset = Asset {
    path: "",
    mime: "text/html; charset=utf-8",
    body: include_str!("assets/unknown.html"),
};

/// The pages' icon (the root of a trie and a seat's path), an SVG: at the address the
/// pages name and at the one a browser asks for by itself, so that neither is a 404.
pub const ICONS: [Asset; 2] = [
    Asset {
        path: "/favicon.svg",
        mime: "image/svg+xml",
        body: include_str!("assets/favicon.svg"),
    },
    Asset {
        path: "/favicon.ico",
        mime: "image/svg+xml",
        body: include_str!("assets/favicon.svg"),
    },
];

/// The style sheet and the scripts.
pub const FILES: [Asset; 5] = [
    Asset {
        path: "/assets/style.css",
        mime: "text/css; charset=utf-8",
        body: include_str!("assets/style.css"),
    },
    Asset {
        path: "/assets/common.js",
        mime: "text/javascript; charset=utf-8",
        body: include_str!("assets/common.js"),
    },
    Asset {
        path: "/assets/board.js",
        mime: "text/javascript; charset=utf-8",
        body: include_str!("assets/board.js"),
    },
    Asset {
        path: "/assets/seat.js",
        mime: "text/javascript; charset=utf-8",
        body: include_str!("assets/seat.js"),
    },
    Asset {
        path: "/assets/trie.js",
        mime: "text/javascript; charset=utf-8",
        body: include_str!("assets/trie.js"),
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_load_nothing_from_outside() {
        for a in FILES.iter().chain(&ICONS).chain([&BOARD, &SEAT, &UNKNOWN]) {
            // SVG's namespace is a name, not an address that is loaded.
            let body = a.body.replace("\"http://www.w3.org/2000/svg\"", "");
            for outside in ["http://", "https://", "//fonts", "@import", "url("] {
                assert!(!body.contains(outside), "{} holds {outside}", a.path);
            }
        }
        for page in [BOARD, SEAT, UNKNOWN] {
            for f in FILES {
                if page.body.contains(f.path) {
                    assert!(!f.body.is_empty());
                }
            }
            assert!(page.body.contains("/assets/style.css"));
            assert!(
                page.body
                    .contains("<link rel=\"icon\" href=\"/favicon.svg\"")
            );
        }
        for page in [BOARD, SEAT] {
            assert!(page.body.contains("/assets/common.js"));
        }
    }

    /// The scripted lines name a skill card as the rulebook does, in the page's language.
    #[test]
    fn the_pages_know_the_skills_by_their_names() {
        let zh: Value = serde_json::from_str(&say(Lang::Zh)).unwrap();
        let en: Value = serde_json::from_str(&say(Lang::En)).unwrap();
        assert_eq!(zh["skillNames"]["<<"], "左移（<<）");
        assert_eq!(zh["skillNames"]["C"], "清除（C）");
        assert_eq!(en["skillNames"]["~"], "invert (~)");
        assert_eq!(
            zh["skillNames"].as_object().unwrap().len(),
            Skill::ALL.len()
        );
        // Written so that no `</script>` can close the page's script early.
        assert!(!say(Lang::Zh).contains('<'));
    }

    /// Every page is whole in both languages: every `{{name}}` has its text, the
    /// scripts' texts are there, and each page has the language switch.
    #[test]
    fn every_page_is_served_in_both_languages() {
        for lang in Lang::ALL {
            for a in [BOARD, SEAT, UNKNOWN] {
                let html = page(&a, lang);
                assert!(!html.contains("{{"), "{}", a.body);
                assert!(html.contains(&format!("<html lang=\"{}\">", lang.tag())));
                assert!(html.contains("data-lang=\"zh\"") && html.contains("data-lang=\"en\""));
            }
            let say: Value = serde_json::from_str(&say(lang)).unwrap();
            for key in ["seat", "title", "standingsHead", "waitingOwn"] {
                assert!(say.get(key).is_some(), "{key}");
            }
        }
        let zh = page(&BOARD, Lang::Zh);
        assert!(zh.contains("<title>异或Trie：计分屏</title>"), "{zh}");
        assert!(zh.contains("\"root\":\"根\""), "{zh}");
        // Every key the scripts use is in the table.
        let keys: Value = serde_json::from_str(&say(Lang::En)).unwrap();
        for f in FILES.iter().filter(|f| f.path.ends_with(".js")) {
            let mut rest = f.body;
            while let Some(i) = rest.find("SAY.") {
                let key: String = rest[i + 4..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric())
                    .collect();
                assert!(keys.get(&key).is_some(), "{}: SAY.{key}", f.path);
                rest = &rest[i + 4..];
            }
        }
    }
}
