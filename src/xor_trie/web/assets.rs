//! The pages' files, built into the binary: the board page, the seat page, their style and
//! their scripts. Nothing is fetched from elsewhere (no font, no library): the pages work
//! on a table's network with no internet.

pub use crate::web::Asset;

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

/// The style sheet and the scripts.
pub const FILES: [Asset; 4] = [
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
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_load_nothing_from_outside() {
        for a in FILES.iter().chain([&BOARD, &SEAT, &UNKNOWN]) {
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
        }
        for page in [BOARD, SEAT] {
            assert!(page.body.contains("/assets/common.js"));
        }
    }
}
