//! What a student takes away from the desk: the position's picture and the table's picture
//! as SVG files, and the lesson as a page to print ([`super::server`] serves them as
//! `GET /export/position.svg`, `GET /export/table.svg` and `GET /print`, each for one tab).
//!
//! A picture is exported as the page shows it (the same drawing, the same numbers), made
//! a document of its own: its size in pixels, a white ground, the desk's picture styles
//! inside it (the rules of `desk.css` under `/* The pictures. */`, so that it looks the
//! same opened alone), and without what only the page uses (the moves its shapes send
//! when clicked, their focus order). The pictures are bounded as the page's are
//! ([`super::study::DRAWN`] parts, [`super::study::TABLE_CELLS`] entries of a table).

use super::{Tab, assets, pages, study, words};
use crate::i18n::{Lang, Text};
use crate::msg;
use crate::study::sg_table::picture::esc;
use crate::tools::problems::find;
use std::fmt::Write;

/// The content type of an exported picture.
pub const SVG: &str = "image/svg+xml; charset=utf-8";

/// Why a tab's picture or lesson cannot be exported now (a refusal `409` with its words).
pub type Refused = Text;

/// The rules of the desk's style sheet that draw the pictures: from its line
/// `/* The pictures. */` to the next empty line, without those of the shapes a click plays
/// (`.target`).
fn picture_rules() -> String {
    let css = assets::FILES[0].body;
    let start = css
        .find("/* The pictures. */")
        .expect("desk.css styles the pictures");
    let rest = &css[start..];
    let rules = &rest[..rest.find("\n\n").unwrap_or(rest.len())];
    let kept: Vec<&str> = rules.lines().filter(|l| !l.contains(".target")).collect();
    kept.join("\n")
}

/// `svg` (one `<svg …>` element as a page shows it) as a document of its own: its width and
/// height from its `viewBox`, a white ground, the desk's picture styles, and none of the
/// page's own attributes (`data-…`, `tabindex`, the class `target` of the shapes a click
/// plays).
///
/// ```
/// use grundy::study::web::export::standalone;
/// let page = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 60 20\" data-pick=\"move\">\
///             <rect class=\"stone target\" data-move=\"1 1\" tabindex=\"0\" x=\"1\"/>\
///             <text x=\"2\" y=\"9\">worth 1</text></svg>";
/// let file = standalone(page);
/// assert!(file.starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "));
/// assert!(file.contains(" width=\"60\" height=\"20\""));
/// assert!(file.contains("<rect class=\"stone\" x=\"1\"/>"));
/// assert!(file.contains("<text x=\"2\" y=\"9\">worth 1</text></svg>"));
/// assert!(file.contains("<style>") && !file.contains("data-") && !file.contains("tabindex"));
/// ```
pub fn standalone(svg: &str) -> String {
    let mut s = String::with_capacity(svg.len() + 4096);
    s.push_str("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    // The tags, each without the page's own attributes.
    let mut rest = svg;
    let mut first = true;
    while let Some(open) = rest.find('<') {
        s.push_str(&rest[..open]);
        let close = rest[open..].find('>').map_or(rest.len(), |k| open + k + 1);
        let tag = &rest[open..close];
        s.push_str(&clean(tag));
        if first && tag.starts_with("<svg") {
            first = false;
            if !tag.contains(" width=")
                && let Some((w, h)) = view_size(tag)
            {
                s.insert_str(s.len() - 1, &format!(" width=\"{w}\" height=\"{h}\""));
            }
            let _ = write!(
                s,
                "<style>{}</style><rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>",
                picture_rules()
            );
        }
        rest = &rest[close..];
    }
    s.push_str(rest);
    s.push('\n');
    s
}

/// The width and height of an `<svg>` tag's `viewBox`.
fn view_size(tag: &str) -> Option<(&str, &str)> {
    let at = tag.find("viewBox=\"")? + "viewBox=\"".len();
    let value = &tag[at..at + tag[at..].find('"')?];
    let mut numbers = value.split_whitespace().skip(2);
    Some((numbers.next()?, numbers.next()?))
}

/// A tag without the attributes only the page uses: `data-…` and `tabindex`, and the class
/// `target`.
fn clean(tag: &str) -> String {
    let mut s = String::with_capacity(tag.len());
    let mut rest = tag;
    // An attribute: ` name="value"` (the pictures quote every value with `"`, and escape
    // `"` inside one).
    while let Some(space) = rest.find(' ') {
        s.push_str(&rest[..space]);
        let after = &rest[space + 1..];
        let attribute = (after.find("=\""))
            .filter(|&eq| {
                after[..eq]
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b':')
            })
            .and_then(|eq| after[eq + 2..].find('"').map(|q| (eq, eq + 2 + q + 1)));
        match attribute {
            Some((eq, end)) => {
                let name = &after[..eq];
                let value = &after[eq + 2..end - 1];
                if name == "class" {
                    let kept: Vec<&str> = value.split(' ').filter(|c| *c != "target").collect();
                    let _ = write!(s, " class=\"{}\"", kept.join(" "));
                } else if !(name.starts_with("data-") || name == "tabindex") {
                    s.push(' ');
                    s.push_str(&after[..end]);
                }
                rest = &after[end..];
            }
            None => {
                s.push(' ');
                rest = after;
            }
        }
    }
    s.push_str(rest);
    s
}

/// A file name for problem `problem`'s position `words`, with `what` after it (`""`,
/// `-table`): the words joined by `-`; [`crate::web::Response::attachment`] keeps it safe
/// and short.
///
/// ```
/// use grundy::study::web::export::file_name;
/// assert_eq!(file_name("hdu1848", "1 4 1", "-table"), "hdu1848-1-4-1-table.svg");
/// ```
pub fn file_name(problem: &str, words: &str, what: &str) -> String {
    let words: Vec<&str> = words.split_whitespace().collect();
    let mut words = words.join("-");
    // Room for the problem and the ending within the header's 100 bytes.
    if words.len() > 60 {
        let cut = (0..=60)
            .rev()
            .find(|&k| words.is_char_boundary(k))
            .unwrap_or(0);
        words.truncate(cut);
        words.push_str("--");
    }
    format!("{problem}-{words}{what}.svg")
}

/// The position's picture of `tab` as the page shows it now (the game's position, its
/// values hidden in practice), as a file, with its file name.
///
/// # Errors
/// Practice is on and the position is not played (the picture is hidden): why.
pub fn position(tab: &Tab, lang: Lang) -> Result<(String, String), Refused> {
    let svg = pages::part(tab, super::Part::Picture, lang);
    if !svg.starts_with("<svg") {
        return Err(msg!("desk-export-practice"));
    }
    let moves = match &tab.game {
        Ok(game) => game.view(tab.practice).log.len(),
        Err(_) => 0,
    };
    let what = match moves {
        0 => String::new(),
        n => format!("-after-{n}-moves"),
    };
    Ok((
        standalone(&svg),
        file_name(tab.study.problem, &tab.study.words, &what),
    ))
}

/// The table's picture of `tab`, as a file, with its file name.
///
/// # Errors
/// Practice is on (the table is hidden), or the position has no table drawn: why.
pub fn table(tab: &Tab, lang: Lang) -> Result<(String, String), Refused> {
    if tab.practice {
        return Err(msg!("desk-export-practice"));
    }
    match &tab.study.table {
        Err(why) => Err(msg!("desk-no-table", why = why.clone())),
        Ok((_, _, Err(why))) => Err(msg!("desk-no-table", why = why.clone())),
        Ok((_, _, Ok(svgs))) => Ok((
            standalone(&svgs[study::index(lang)]),
            file_name(tab.study.problem, &tab.study.words, "-table"),
        )),
    }
}

/// The lesson of `tab` as a page to print in `lang`: the problem, the position, its
/// picture (with its winning moves marked, as `explain` sees it), every line of the lesson
/// as the desk shows it, and the table's picture with its command; no script.
///
/// # Errors
/// Practice is on (the lesson is hidden): why.
pub fn print(tab: &Tab, lang: Lang) -> Result<String, Refused> {
    if tab.practice {
        return Err(msg!("desk-export-practice"));
    }
    let w = |t: Text| esc(&t.render(lang));
    let id = tab.study.problem;
    let p = find(id).expect("a problem of the suite");
    let (game, asks) = words::problem(id);
    let title = format!("{} {} ({id})", p.judge, p.name);
    let mut s = format!(
        "<!doctype html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n<title>{} · \
         {}</title>\n<link rel=\"stylesheet\" href=\"/assets/desk.css\">\n</head>\n<body \
         class=\"print\">\n<header><h1>{}</h1><p class=\"game\">{}</p><p>{}</p></header>\n<main>\n",
        lang.tag(),
        esc(&title),
        esc(&tab.study.words),
        esc(&title),
        w(game.clone()),
        w(asks.clone()),
    );
    let _ = writeln!(
        s,
        "<h2>{}</h2><p class=\"position\"><code>{}</code></p><figure class=\"print-picture\">{}</figure>",
        w(msg!("desk-picture")),
        esc(&tab.study.words),
        tab.study.picture(lang)
    );
    let _ = writeln!(
        s,
        "<h2>{}</h2><div id=\"lesson\" class=\"lesson\">{}</div>",
        w(msg!("desk-lesson")),
        pages::lesson(&tab.study.lesson, lang)
    );
    let _ = writeln!(
        s,
        "<section class=\"table\"><h2>{}</h2>{}</section>",
        w(msg!("desk-table")),
        pages::part(tab, super::Part::Table, lang)
    );
    s.push_str("</main>\n</body>\n</html>\n");
    Ok(s)
}
