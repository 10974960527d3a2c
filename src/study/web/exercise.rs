//! The exercises on the desk: a page per problem (`GET /x/ID`, linked from the problem's
//! page) and one request, `POST /api/exercise`, that answers for exercise `index` of the
//! series `(problem, seed, count)` ([`crate::study::play::exercise`], the series of
//! `play --exercise`): the position, its picture (moves clicked, or pressed with the keys,
//! as on the problem's page, and sized for a phone as there: [`super::draw::fit`]),
//! the hints asked for, and, with an answer, whether it is right and why.
//!
//! The server keeps nothing: an exercise is made again from its series for each request
//! (it is a function of the series and its place), and the student's progress and score
//! live in the browser's `localStorage`, per problem, with a reset.
//!
//! A request is JSON `{"problem": ID, "seed": N, "count": K, "index": I, "hints": H,
//! "answer": TEXT}` (`answer` optional): `seed` a whole number below 2^53, `count` 1 to
//! [`MAX_COUNT`], `index` below `count`, `hints` 0 to [`HINTS`], `answer` at most
//! [`MAX_ANSWER_CHARS`] characters. A malformed request is refused with 400, a problem
//! without exercises with 404, an answer that is neither a legal move nor `none` with 422
//! (`play`'s words; nothing counts).

use super::pages::{head, switch};
use crate::i18n::{Lang, Text};
use crate::msg;
use crate::study::play::exercise::{HINTS, MAX_COUNT, PROBLEMS, exercise};
use crate::study::sg_table::picture::esc;
use crate::tools::problems::find;
use crate::web::Response;
use serde_json::{Map, Value, json};
use std::fmt::Write;

/// The most characters of an answer: 200 (the longest move of any exercise is under 60).
pub const MAX_ANSWER_CHARS: usize = 200;

/// The largest seed: 2^53 − 1, the largest whole number a page's script holds exactly.
pub const MAX_SEED: u64 = (1 << 53) - 1;

/// Whether problem `id` has exercises.
pub fn has_exercises(id: &str) -> bool {
    PROBLEMS.contains(&id)
}

/// The exercise page of problem `id`, in `lang`.
///
/// # Panics
/// If `id` has no exercises.
pub fn page(id: &str, lang: Lang) -> String {
    assert!(has_exercises(id), "{id} has exercises");
    let w = |t: Text| esc(&t.render(lang));
    let p = find(id).expect("a problem of the suite");
    let title = format!("{} {} ({id})", p.judge, p.name);
    let mut s = head(
        &format!("{} · {title}", msg!("exercise-desk-title").render(lang)),
        lang,
    );
    let score = msg!(
        "exercise-score",
        first = "{first}",
        hints = "{hints}",
        wrong = "{wrong}",
        count = "{count}"
    );
    let _ = write!(
        s,
        "<script src=\"/assets/desk.js\" defer></script>\n<script src=\"/assets/exercise.js\" \
         defer></script>\n</head>\n<body class=\"exercise\" data-exercise=\"{id}\" \
         data-score=\"{}\" data-count=\"{}\" data-most=\"{MAX_COUNT}\">\n<header><a \
         class=\"back\" href=\"/p/{id}\">{}</a>{}<h1>{}</h1><p>{}</p></header>\n<main>\n",
        w(score),
        crate::study::play::exercise::DEFAULT_COUNT,
        esc(&title),
        switch(lang),
        w(msg!("exercise-desk-title")),
        w(msg!("exercise-desk-intro"))
    );
    let _ = write!(
        s,
        "<section class=\"ex-card\" aria-labelledby=\"ex-head\">\n<h2 id=\"ex-head\"></h2>\n\
         <p id=\"ex-position\" class=\"ex-position\"></p>\n<div id=\"ex-picture\" \
         class=\"picture-box\"></div><p id=\"ex-hover\" class=\"hover\"></p>\n<form id=\"ex-form\"><label for=\"ex-answer\">{}</label> \
         <input id=\"ex-answer\" autocomplete=\"off\" spellcheck=\"false\" maxlength=\"{}\"> \
         <button type=\"submit\" id=\"ex-send\">{}</button> <button type=\"button\" \
         id=\"ex-none\">{}</button> <button type=\"button\" id=\"ex-hint\">{}</button></form>\n\
         <p id=\"ex-help\" class=\"help\"></p>\n<ol id=\"ex-hints\" class=\"ex-hints\"></ol>\n\
         <p id=\"ex-error\" class=\"error\" role=\"alert\"></p>\n<p id=\"ex-verdict\" \
         class=\"ex-verdict\" role=\"status\"></p>\n<button type=\"button\" id=\"ex-next\" \
         hidden>{}</button>\n</section>\n",
        w(msg!("exercise-desk-answer")),
        MAX_ANSWER_CHARS,
        w(msg!("exercise-desk-send")),
        w(msg!("exercise-desk-none")),
        w(msg!("exercise-desk-hint")),
        w(msg!("exercise-desk-next"))
    );
    let _ = write!(
        s,
        "<section class=\"ex-score\" aria-labelledby=\"ex-score-head\">\n<h2 \
         id=\"ex-score-head\">{}</h2>\n<p id=\"ex-tally\" role=\"status\"></p>\n<p \
         id=\"ex-done\" hidden>{}</p>\n<form id=\"ex-new\"><label for=\"ex-seed\">{}</label> \
         <input id=\"ex-seed\" inputmode=\"numeric\" autocomplete=\"off\"> <label \
         for=\"ex-count\">{}</label> <input id=\"ex-count\" type=\"number\" min=\"1\" \
         max=\"{MAX_COUNT}\"> <button type=\"submit\">{}</button></form>\n<p class=\"help\">{}</p>\n\
         </section>\n</main>\n</body>\n</html>\n",
        w(msg!("exercise-desk-score")),
        w(msg!("exercise-desk-done")),
        w(msg!("exercise-desk-seed")),
        w(msg!("exercise-desk-count")),
        w(msg!("exercise-desk-reset")),
        w(msg!(
            "exercise-desk-reset-help",
            command = format!("play --exercise {id} --seed N --count K")
        ))
    );
    s
}

/// A whole-number field of `o` in `lo..=hi`.
fn number(o: &Map<String, Value>, name: &str, lo: u64, hi: u64) -> Result<u64, Text> {
    match o.get(name).and_then(Value::as_u64) {
        Some(v) if (lo..=hi).contains(&v) => Ok(v),
        _ => Err(msg!(
            "exercise-desk-bad-field",
            name = name,
            lo = lo,
            hi = hi
        )),
    }
}

/// `POST /api/exercise` with `body`, answered in `lang`.
pub fn api(body: &[u8], lang: Lang) -> Response {
    let bad = |status: u16, why: Text| Response::error(status, &why.render(lang));
    let Ok(body) = std::str::from_utf8(body) else {
        return bad(400, msg!("desk-http-not-utf8"));
    };
    let Ok(Value::Object(o)) = serde_json::from_str::<Value>(body) else {
        return bad(400, msg!("desk-http-not-json"));
    };
    let Some(Value::String(problem)) = o.get("problem") else {
        return bad(400, msg!("desk-http-needs-text", name = "problem"));
    };
    if !has_exercises(problem) {
        return bad(
            404,
            msg!(
                "exercise-no-problem",
                problem = crate::input::quote(problem)
            ),
        );
    }
    let fields = (|| {
        let seed = number(&o, "seed", 0, MAX_SEED)?;
        let count = number(&o, "count", 1, MAX_COUNT as u64)?;
        let index = number(&o, "index", 0, count - 1)?;
        let hints = number(&o, "hints", 0, HINTS as u64)?;
        let answer = match o.get("answer") {
            None | Some(Value::Null) => None,
            Some(Value::String(a)) if a.chars().count() <= MAX_ANSWER_CHARS => Some(a.clone()),
            Some(_) => {
                return Err(msg!("exercise-desk-bad-answer", most = MAX_ANSWER_CHARS));
            }
        };
        Ok((seed, count as usize, index as usize, hints as usize, answer))
    })();
    let (seed, count, index, hints, answer) = match fields {
        Ok(f) => f,
        Err(why) => return bad(400, why),
    };
    let e = exercise(problem, seed, index, count).expect("a problem with exercises");
    let quiz = e.quiz();
    let t = |text: Text| text.render(lang);
    let verdict = match answer.as_deref().map(|a| quiz.check(a, lang)) {
        None => Value::Null,
        Some(Err(why)) => return Response::error(422, &why),
        Some(Ok(c)) => {
            let label = match (c.right, hints) {
                (true, 0) => t(msg!("exercise-right")),
                (true, _) => t(msg!("exercise-right-hints", hints = hints)),
                (false, _) => t(msg!("exercise-wrong")),
            };
            json!({ "right": c.right, "says": format!("{label}: {}", c.reason) })
        }
    };
    Response::json(
        200,
        &json!({
            "head": t(msg!("exercise-head", k = index + 1, count = count)),
            "position": quiz.show(lang),
            "picture": super::draw::fit::for_page(&quiz.picture(lang)),
            "help": t(msg!("exercise-help", help = quiz.move_help(lang))),
            "hints": quiz.hints(hints, lang),
            "verdict": verdict,
        }),
    )
}
