//! The desk's pages and the fragments the script puts in place, as HTML made on the
//! server: the index, a problem's page, and each [`Part`] of a tab's state. Every text
//! from the library or the user is escaped here ([`esc`]); the pages' own words are
//! [`super::words`]'.
//!
//! A lesson is shown line by line as `explain` prints it: each line of `explain`'s text is
//! one element (class `t`, with a class for what it is: `component`, `reason`, `verdict`,
//! `move`, `why`, …, and its indentation), so that what the page says is `explain`'s text
//! exactly, only laid out.

use super::{MAX_BODY_BYTES, Part, Tab, words};
use crate::i18n::{Lang, Text};
use crate::msg;
use crate::study::explain::cases::names;
use crate::study::explain::guide::guide;
use crate::study::explain::lesson::{Lesson, Line};
use crate::study::explain::render::{Style, render};
use crate::study::sg_table::picture::esc;
use crate::tools::problems::{PROBLEMS, find};
use std::fmt::Write;

/// The head of every page, in `lang`.
pub(super) fn head(title: &str, lang: Lang) -> String {
    format!(
        "<!doctype html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n<meta \
         name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>{}</title>\n\
         <link rel=\"stylesheet\" href=\"/assets/desk.css\">\n",
        lang.tag(),
        esc(title)
    )
}

/// `text` in `lang`, escaped for HTML.
fn say(text: Text, lang: Lang) -> String {
    esc(&text.render(lang))
}

/// The switch between the languages, as the card table's pages have it: a button per
/// language (`data-lang`, the code the `lang` cookie holds), the page's own pressed; the
/// script keeps the choice in the cookie and loads the page again.
pub(super) fn switch(lang: Lang) -> String {
    format!(
        "<nav class=\"langs\" aria-label=\"{}\"><button type=\"button\" data-lang=\"en\" \
         lang=\"en\" aria-pressed=\"{}\">EN</button><button type=\"button\" data-lang=\"zh\" \
         lang=\"zh-CN\" aria-pressed=\"{}\">中文</button></nav>",
        say(msg!("desk-language"), lang),
        lang == Lang::En,
        lang == Lang::Zh
    )
}

/// The index in `lang`: the ten problems, by judge id and by the game's name, a line on
/// each.
pub fn index(lang: Lang) -> String {
    let w = |t: Text| say(t, lang);
    let mut s = head(&msg!("desk-name").render(lang), lang);
    let _ = write!(
        s,
        "<script src=\"/assets/desk.js\" defer></script>\n</head>\n<body class=\"index\">\n<header>{}<h1>{}</h1><p>{}</p></header>\n<main>\n<h2>{}</h2>\n<ul class=\"problems\">\n",
        switch(lang),
        w(msg!("desk-index-heading")),
        w(msg!("desk-index-intro")),
        w(msg!("desk-index-problems"))
    );
    for p in PROBLEMS {
        let (game, _) = words::problem(p.id);
        let _ = writeln!(
            s,
            "<li><a href=\"/p/{id}\" data-problem=\"{id}\"><code>{id}</code> {}</a> <span \
             class=\"game\">{}</span>: {}</li>",
            esc(&words::index_line(p)),
            w(game.clone()),
            w(words::idea(p.id).clone()),
            id = p.id
        );
    }
    s.push_str("</ul>\n</main>\n</body>\n</html>\n");
    s
}

/// Problem `id`'s page in `lang`: what it asks, the game and its theorems, the forms, and
/// the places the script fills from the tab's session.
///
/// # Panics
/// If `id` is not a problem of the suite.
pub fn problem(id: &str, lang: Lang) -> String {
    let w = |t: Text| say(t, lang);
    let p = find(id).expect("a problem of the suite");
    let g = guide(id);
    let (game, asks) = words::problem(id);
    let title = format!("{} {} ({id})", p.judge, p.name);
    let mut s = head(
        &format!("{title} · {}", msg!("desk-name").render(lang)),
        lang,
    );
    s.push_str("<script src=\"/assets/desk.js\" defer></script>\n</head>\n");
    let _ = writeln!(
        s,
        "<body class=\"problem\" data-problem=\"{id}\" data-version=\"0\" data-working=\"{}\" \
         data-offline=\"{}\">",
        w(msg!("desk-working")),
        w(msg!("desk-offline"))
    );
    let _ = write!(
        s,
        "<header><a class=\"back\" href=\"/\">{}</a>{}<h1>{}</h1><p class=\"game\">{}</p></header>\n<main>\n",
        w(msg!("desk-back")),
        switch(lang),
        esc(&title),
        w(game.clone())
    );
    // The problem's exercises, where it has them (crate::study::play::exercise).
    if crate::study::play::exercise::PROBLEMS.contains(&id) {
        let _ = writeln!(
            s,
            "<p class=\"exercise-link\"><a href=\"/x/{id}\">{}</a></p>",
            w(msg!("exercise-desk-link"))
        );
    }
    let names = render(
        &Lesson {
            lines: vec![Line::Names(names(id))],
        },
        Style {
            lang,
            ..Style::default()
        },
    );
    let _ = writeln!(
        s,
        "<section class=\"about\"><h2>{}</h2><p>{}</p><h2>{}</h2><div class=\"names\">{}</div></section>",
        w(msg!("desk-asks")),
        w(asks.clone()),
        w(msg!("desk-theory")),
        lines_html(&names, "name")
    );
    let _ = write!(
        s,
        "<section class=\"input\">\n<form id=\"study-form\"><label for=\"position\">{}</label> \
         <input id=\"position\" name=\"position\" value=\"{}\" autocomplete=\"off\" \
         spellcheck=\"false\"> <button type=\"submit\">{}</button><p class=\"help\">{}</p></form>\n",
        w(msg!("desk-position")),
        esc(g.position_example),
        w(msg!("desk-study")),
        w(msg!(
            "desk-position-help",
            shape = g.position,
            example = g.position_example
        ))
    );
    let _ = writeln!(
        s,
        "<form id=\"paste-form\"><label for=\"paste\">{}</label><textarea id=\"paste\" \
         name=\"paste\" rows=\"4\" spellcheck=\"false\">{}</textarea> <button \
         type=\"submit\">{}</button><p class=\"help\">{}</p></form>",
        w(msg!("desk-paste")),
        esc(g.example),
        w(msg!("desk-read")),
        w(msg!(
            "desk-paste-help",
            format = &g.input,
            kib = MAX_BODY_BYTES / 1024
        ))
    );
    let _ = write!(
        s,
        "<div id=\"cases\" class=\"cases\"></div>\n<p id=\"error\" class=\"error\" role=\"alert\" \
         hidden></p>\n<p id=\"notice\" class=\"notice\" style=\"visibility: hidden\"></p>\n</section>\n"
    );
    let _ = write!(
        s,
        "<section class=\"desk\">\n<div class=\"left\"><h2>{}</h2><div id=\"picture\" \
         class=\"picture-box\"></div><p id=\"hover\" class=\"hover\"></p>\n",
        w(msg!("desk-picture"))
    );
    // The exports: the script adds the tab's id to each address.
    let _ = writeln!(
        s,
        "<p class=\"exports\"><a id=\"export-position\" data-export=\"/export/position.svg\" \
         href=\"/export/position.svg\" download>{}</a> <a id=\"export-table\" \
         data-export=\"/export/table.svg\" href=\"/export/table.svg\" download>{}</a> <a \
         id=\"print\" data-export=\"/print\" href=\"/print\" target=\"_blank\">{}</a></p>",
        w(msg!("desk-export-position")),
        w(msg!("desk-export-table")),
        w(msg!("desk-print"))
    );
    let _ = write!(
        s,
        "<h2>{}</h2><p class=\"help\">{}</p><p class=\"help pick\" data-pick=\"coins\" hidden>{}</p>\
         <p class=\"help pick\" data-pick=\"pair\" hidden>{}</p>\n<div class=\"controls\">\
         <button type=\"button\" id=\"turn\" hidden>{}</button><button type=\"button\" \
         id=\"clear\" hidden>{}</button><button type=\"button\" id=\"hint\">{}</button><button \
         type=\"button\" id=\"undo\">{}</button><button type=\"button\" id=\"start\">{}</button>\
         <button type=\"button\" id=\"again\">{}</button><label class=\"practice\"><input \
         type=\"checkbox\" id=\"practice\"> {}</label></div>\n<form id=\"move-form\"><label \
         for=\"move\">{}</label> <input id=\"move\" name=\"move\" autocomplete=\"off\" \
         spellcheck=\"false\"> <button type=\"submit\">{}</button></form>\n<div id=\"play\" \
         class=\"play\"></div></div>\n",
        w(msg!("desk-play")),
        w(msg!("desk-play-help")),
        w(msg!("desk-coins-help")),
        w(msg!("desk-pair-help")),
        w(msg!("desk-turn")),
        w(msg!("desk-clear")),
        w(msg!("desk-hint")),
        w(msg!("desk-undo")),
        w(msg!("desk-computer-starts")),
        w(msg!("desk-again")),
        w(msg!("desk-practice")),
        w(msg!("desk-move")),
        w(msg!("desk-play-it"))
    );
    let _ = write!(
        s,
        "<div class=\"right\"><h2>{}</h2><div id=\"lesson\" class=\"lesson\"></div></div>\n</section>\n",
        w(msg!("desk-lesson"))
    );
    let _ = write!(
        s,
        "<section class=\"table\"><h2>{}</h2><div id=\"table\"></div><p id=\"table-hover\" \
         class=\"hover\"></p></section>\n</main>\n</body>\n</html>\n",
        w(msg!("desk-table"))
    );
    s
}

/// A text's lines, each an element of class `t` and `class`, with its indentation.
fn lines_html(text: &str, class: &str) -> String {
    let mut s = String::new();
    for line in text.lines() {
        let indent = line.len() - line.trim_start().len();
        let _ = write!(
            s,
            "<div class=\"t {class} i{}\">{}</div>",
            indent.min(12),
            esc(line.trim_start())
        );
    }
    s
}

/// What one line of `explain`'s text for `line` is (its first, and the others').
fn kinds(line: &Line, text: &str, k: usize) -> &'static str {
    let indent = text.len() - text.trim_start().len();
    let rest = text.trim_start();
    match line {
        Line::Title { .. } if k == 0 => "title",
        Line::Title { .. } => "title mono",
        Line::Note(_) | Line::ReasonsOmitted { .. } => "note",
        Line::Heading(_) => "heading",
        Line::NoComponent => "component",
        Line::Component { .. } if k == 0 => "component",
        Line::Component { .. } => "reason",
        Line::Binary(_) | Line::DiskValues(_) => "mono",
        Line::Rule { .. } => "rule",
        Line::ToWin { .. } => "towin",
        Line::Verdict { .. } => "verdict",
        Line::Winning(_) | Line::NoWin(_) | Line::Flips(_) if k == 0 => "winning",
        Line::Winning(_) | Line::NoWin(_) | Line::Flips(_) => match indent {
            4 => "move",
            _ if rest.starts_with("why") => "why",
            _ => "mono",
        },
        Line::Factors(_) | Line::BoardValue { .. } => "factor",
        Line::Derivation(_) | Line::Period(_) => "reason",
        Line::Product { .. } => "product",
        Line::Next(_) => "next",
        Line::Names(_) => "name",
    }
}

/// A lesson as `explain` writes it in `lang`, one element per line.
pub fn lesson(lesson: &Lesson, lang: Lang) -> String {
    let mut s = String::new();
    for line in &lesson.lines {
        let text = render(
            &Lesson {
                lines: vec![line.clone()],
            },
            Style {
                lang,
                ..Style::default()
            },
        );
        s.push_str("<div class=\"line\">");
        for (k, l) in text.lines().enumerate() {
            let indent = l.len() - l.trim_start().len();
            let _ = write!(
                s,
                "<div class=\"t {} i{}\">{}</div>",
                kinds(line, l, k),
                indent.min(12),
                esc(l.trim_start())
            );
        }
        s.push_str("</div>");
    }
    s
}

/// One part of a tab, as the page shows it in `lang`.
pub fn part(tab: &Tab, part: Part, lang: Lang) -> String {
    let w = |t: Text| say(t, lang);
    match part {
        Part::Position => tab.study.words.clone(),
        Part::Picture => picture(tab, lang),
        Part::Lesson => match tab.practice {
            true => format!("<p class=\"hidden-note\">{}</p>", w(msg!("desk-hidden"))),
            false => {
                let mut s = String::new();
                if tab.study.problem == "nim_product_64" {
                    let _ = write!(
                        s,
                        "<figure class=\"tree\">{}<figcaption>{}</figcaption></figure>",
                        super::draw::fit::for_page(tab.study.picture(lang)),
                        w(msg!("desk-tree"))
                    );
                }
                s.push_str(&lesson(&tab.study.lesson, lang));
                s
            }
        },
        Part::Play => play(tab, lang),
        Part::Table => table(tab, lang),
        Part::Cases => cases(tab, lang),
    }
}

/// The picture: the game's, clickable, when `play` plays the position; else `explain`'s.
fn picture(tab: &Tab, lang: Lang) -> String {
    match &tab.game {
        Ok(game) => super::draw::fit::for_page(&game.view(tab.practice).picture),
        Err(_) if tab.practice => {
            format!(
                "<p class=\"hidden-note\">{}</p>",
                say(msg!("desk-hidden"), lang)
            )
        }
        Err(_) => super::draw::fit::for_page(tab.study.picture(lang)),
    }
}

/// The game: the position and its values as `play` shows them, the moves, what was said,
/// the end.
fn play(tab: &Tab, lang: Lang) -> String {
    let w = |t: Text| say(t, lang);
    let game = match &tab.game {
        Ok(game) => game,
        Err(why) => {
            return format!(
                "<p class=\"no-play\" data-playing=\"no\" data-practice=\"{}\">{}</p>",
                tab.practice,
                w(msg!("desk-no-play", why = why))
            );
        }
    };
    let view = game.view(tab.practice);
    let mut s = format!(
        "<div class=\"game\" data-playing=\"yes\" data-your-turn=\"{}\" data-can-undo=\"{}\" \
         data-at-start=\"{}\" data-over=\"{}\" data-moves=\"{}\" data-practice=\"{}\">",
        view.your_turn,
        view.can_undo,
        view.at_start,
        view.ending.is_some(),
        view.log.len(),
        tab.practice
    );
    let _ = write!(s, "<p class=\"rules\">{}</p>", esc(&game.rules()));
    if let Ok(args) = &tab.study.play {
        let _ = write!(
            s,
            "<p class=\"command\">{}</p>",
            w(msg!(
                "desk-play-command",
                command = format!("play {}", args.join(" "))
            ))
        );
    }
    let _ = write!(
        s,
        "<pre class=\"state\">{}</pre>",
        esc(view.text.trim_end())
    );
    if !view.log.is_empty() {
        let _ = write!(s, "<h3>{}</h3><ol class=\"log\">", w(msg!("desk-moves")));
        for (k, line) in view.log.iter().enumerate() {
            let _ = write!(s, "<li>{}</li>", esc(line.trim_end()));
            // A mistake is told right after the move that made it, before the reply, with
            // the button that takes it back (and the reply, as undo does).
            if let Some((_, notice)) = view.mistake.as_ref().filter(|(at, _)| *at == k) {
                let _ = write!(
                    s,
                    "<li class=\"mistake\"><div role=\"alert\">{}</div><button type=\"button\" \
                     class=\"take-back\" data-take-back=\"yes\">{}</button></li>",
                    lines_html(notice, "mistake"),
                    w(msg!("desk-take-back"))
                );
            }
        }
        s.push_str("</ol>");
    }
    if let Some(said) = &tab.said {
        let _ = write!(s, "<div class=\"said\">{}</div>", lines_html(said, "said"));
    }
    if let Some(end) = &view.ending {
        let _ = write!(s, "<div class=\"ending\">{}</div>", lines_html(end, "end"));
    }
    s.push_str("</div>");
    s
}

/// The table: its command, and its picture with the position's components outlined.
fn table(tab: &Tab, lang: Lang) -> String {
    let w = |t: Text| say(t, lang);
    if tab.practice {
        return format!("<p class=\"hidden-note\">{}</p>", w(msg!("desk-hidden")));
    }
    match &tab.study.table {
        Err(why) => format!(
            "<p class=\"no-table\">{}</p>",
            w(msg!("desk-no-table", why = why))
        ),
        Ok((command, note, drawn)) => match drawn {
            Ok(svgs) => format!(
                "<figure class=\"table-figure\">{}<figcaption><code>{}</code></figcaption></figure>",
                table_for_page(&svgs[super::study::index(lang)]),
                esc(&format!("{command} ({})", note.render(lang)))
            ),
            Err(why) => format!("<p class=\"no-table\"><code>{}</code></p>", w(why.clone())),
        },
    }
}

/// The table's picture as the desk shows it: its entries reached with the keyboard (one
/// tab stop, the first entry's, which the arrow keys move: desk.js), each an image named by
/// its `<title>` (its value and the mex it is of), so the picture is a `group`; and, as
/// [`super::draw::fit::for_page`] sizes the position's picture, at its natural size for a
/// phone, where its smallest text is at least 12 pixels high (scrolled in its box).
fn table_for_page(svg: &str) -> String {
    let cells = svg
        .replacen(
            "<g class=\"cell",
            "<g tabindex=\"0\" role=\"img\" class=\"cell",
            1,
        )
        .replace(
            "<g class=\"cell",
            "<g tabindex=\"-1\" role=\"img\" class=\"cell",
        );
    // The size the table was drawn at gives way to the natural size.
    let tag_end = cells.find('>').unwrap_or(cells.len());
    let (tag, body) = cells.split_at(tag_end);
    let mut tag = tag.to_string();
    for name in [" width=\"", " height=\""] {
        if let Some(at) = tag.find(name)
            && let Some(len) = tag[at + name.len()..].find('"')
        {
            tag.replace_range(at..at + name.len() + len + 1, "");
        }
    }
    super::draw::fit::for_page(&(tag + body))
}

/// The cases of the judge input pasted, each a button that studies it.
fn cases(tab: &Tab, lang: Lang) -> String {
    let w = |t: Text| say(t, lang);
    let Some((cases, total)) = &tab.pasted else {
        return String::new();
    };
    let mut s = format!("<h3>{}</h3><ol class=\"case-list\">", w(msg!("desk-cases")));
    for (k, (label, position)) in cases.iter().enumerate() {
        match position {
            Some(words) => {
                let _ = write!(
                    s,
                    "<li><button type=\"button\" data-case=\"{k}\">{}: <code>{}</code></button></li>",
                    w(label.clone()),
                    esc(words)
                );
            }
            None => {
                let _ = write!(
                    s,
                    "<li>{}: {}</li>",
                    w(label.clone()),
                    w(msg!("desk-case-empty"))
                );
            }
        }
    }
    s.push_str("</ol>");
    if *total > cases.len() {
        let _ = write!(
            s,
            "<p class=\"more\">{}</p>",
            w(msg!(
                "desk-cases-more",
                listed = cases.len(),
                total = *total
            ))
        );
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_one_tab_stop_of_named_entries_at_its_natural_size() {
        let svg = "<svg xmlns=\"x\" class=\"table-picture\" viewBox=\"0 0 100 50\" \
                   width=\"100\" height=\"50\" role=\"img\" aria-label=\"t\"><g class=\"cell\" \
                   data-label=\"0\"><rect x=\"0\" y=\"0\"/><text font-size=\"6.0\">0</text>\
                   <title>a</title></g><g class=\"cell mark\" data-label=\"1\"><rect x=\"9\" \
                   y=\"0\"/><text font-size=\"12.0\">1</text><title>b</title></g></svg>";
        let page = table_for_page(svg);
        assert!(
            page.starts_with("<svg width=\"200\" height=\"100\" xmlns=\"x\""),
            "{page}"
        );
        assert!(!page.contains("width=\"100\""), "{page}");
        assert!(page.contains("role=\"group\" aria-label=\"t\""), "{page}");
        assert_eq!(
            page.matches("tabindex=\"0\" role=\"img\" class=\"cell\"")
                .count(),
            1
        );
        assert_eq!(
            page.matches("tabindex=\"-1\" role=\"img\" class=\"cell mark\"")
                .count(),
            1
        );
    }
}
