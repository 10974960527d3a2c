//! The desk's style sheet and script, built into the binary: nothing is fetched from
//! elsewhere (no font, no library), and the pages themselves are made on the server
//! ([`super::pages`]).

pub use crate::web::Asset;

/// The style sheet and the scripts (the desk's, and the exercise page's of
/// [`super::exercise`]).
pub const FILES: [Asset; 3] = [
    Asset {
        path: "/assets/desk.css",
        mime: "text/css; charset=utf-8",
        body: include_str!("assets/desk.css"),
    },
    Asset {
        path: "/assets/desk.js",
        mime: "text/javascript; charset=utf-8",
        body: include_str!("assets/desk.js"),
    },
    Asset {
        path: "/assets/exercise.js",
        mime: "text/javascript; charset=utf-8",
        body: include_str!("assets/exercise.js"),
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_desk_loads_nothing_from_outside_and_its_script_holds_no_words() {
        use crate::i18n::Lang;
        let pages = Lang::ALL.into_iter().flat_map(|lang| {
            [
                super::super::pages::index(lang),
                super::super::pages::problem("poj1704", lang),
            ]
        });
        for body in FILES.iter().map(|a| a.body.to_string()).chain(pages) {
            // SVG's namespace is a name, not an address that is loaded.
            let body = body.replace("\"http://www.w3.org/2000/svg\"", "");
            for outside in ["http://", "https://", "//fonts", "@import", "url("] {
                assert!(!body.contains(outside), "{outside} in {}", &body[..60]);
            }
        }
        // The script's strings are names (of elements, attributes, requests, keys: the
        // space bar's is " "), never words a person reads: those come from the page.
        for quoted in (FILES[1].body.split('"').skip(1).step_by(2))
            .chain(FILES[2].body.split('"').skip(1).step_by(2))
        {
            assert!(
                !quoted.contains(' ') || quoted == "use strict" || quoted == " ",
                "words in the script: {quoted:?}"
            );
        }
    }
}
