//! Help texts laid out by display width: no line wider than [`COLUMNS`] terminal columns,
//! a Chinese character counted as two ([`crate::i18n::width`]).
//!
//! A help text is written in its Fluent file as its author sees it; a long sentence, a
//! translation longer than its English, or a list of values filled in at run time can make a
//! line too wide. [`help`] wraps those lines, and only those:
//!
//! * a **paragraph** (lines from the left margin, up to a blank line, a heading ending in
//!   `:`/`：`, or an indented line) that has a line too wide is joined and filled again;
//! * any other line too wide (a usage line, an option's row `  --flag   what it does`, a
//!   heading) is broken, its continuation lines indented under the row's description (or
//!   four columns in).
//!
//! A line is broken where a reader pauses: after a sentence (`。`, `；`, `. `, `; `), else
//! after a Chinese clause (`，`, `、`, `：`, `）`), else at a space, else between two Chinese
//! characters, a later break preferred to an earlier one of its kind; never inside a `` `command` `` when it can be helped. Complexity: O(n²) in
//! the length of one line, a few hundred characters at most.

use crate::i18n::width;

/// The widest line a help text may have, in terminal columns.
pub const COLUMNS: usize = 80;

/// `text` with every line at most [`COLUMNS`] columns wide (lines already narrow enough
/// are kept as they are).
///
/// ```
/// use grundy::runtime::wrap::{COLUMNS, help};
/// use grundy::i18n::width;
/// let long = format!("  --flag   {}\n", "一句很长的说明，".repeat(8));
/// let out = help(&long);
/// assert!(out.lines().count() > 1);
/// assert!(out.lines().all(|l| width(l) <= COLUMNS));
/// // Continuation lines stand under the description.
/// assert!(out.lines().skip(1).all(|l| l.starts_with(&" ".repeat(11))));
/// assert_eq!(help("short\n"), "short\n");
/// ```
pub fn help(text: &str) -> String {
    let lines: Vec<&str> = text.split('\n').collect();
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        if is_prose(line) {
            let mut j = i;
            while j < lines.len() && is_prose(lines[j]) {
                j += 1;
            }
            let para = &lines[i..j];
            if para.iter().any(|l| width(l) > COLUMNS) {
                let joined = para.iter().fold(String::new(), |acc, l| join(&acc, l));
                out.extend(fill(&joined, 0, 0));
            } else {
                out.extend(para.iter().map(|l| l.to_string()));
            }
            i = j;
            continue;
        }
        if width(line) > COLUMNS {
            let lead = line.len() - line.trim_start().len();
            out.extend(fill(line.trim_start(), lead, hanging(line)));
        } else {
            out.push(line.to_string());
        }
        i += 1;
    }
    out.join("\n")
}

/// A line of a paragraph: from the left margin, not a heading, not empty.
fn is_prose(line: &str) -> bool {
    !line.is_empty()
        && !line.starts_with(' ')
        && !line.ends_with([':', '：'])
        && !line.starts_with("usage")
        && !line.starts_with("用法")
}

/// Two lines of a paragraph joined: by a space, unless both sides are Chinese.
fn join(a: &str, b: &str) -> String {
    if a.is_empty() {
        return b.to_string();
    }
    let wide = |c: Option<char>| c.is_some_and(|c| width(c.encode_utf8(&mut [0; 4])) == 2);
    let (a, b) = (a.trim_end(), b.trim_start());
    if wide(a.chars().last()) || wide(b.chars().next()) {
        format!("{a}{b}")
    } else {
        format!("{a} {b}")
    }
}

/// Where the continuation lines of a long `line` start: under a usage line's arguments
/// (`usage: tool [--x]`: after `tool `), under an option's description (`  --flag
/// description`: the description's column), else four columns in.
fn hanging(line: &str) -> usize {
    let lead = line.len() - line.trim_start().len();
    let body = &line[lead..];
    for prefix in ["usage: ", "用法："] {
        if let Some(rest) = body.strip_prefix(prefix)
            && let Some(tool) = rest.split(' ').next()
        {
            return lead + width(prefix) + width(tool) + 1;
        }
    }
    if let Some(gap) = body.find("  ") {
        let label = &body[..gap];
        let rest = body[gap..].trim_start();
        let at = lead + width(label) + (body.len() - gap - rest.len());
        if !rest.is_empty() && at <= COLUMNS / 2 {
            return at;
        }
    }
    lead + 4
}

/// `text` (without its indentation) broken into lines of at most [`COLUMNS`] columns: the
/// first indented by `first`, the others by `rest`.
fn fill(text: &str, first: usize, rest: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut indent = first;
    let mut left = text.trim_start().to_string();
    while indent + width(&left) > COLUMNS {
        let Some((head, tail)) = split(&left, COLUMNS - indent) else {
            break;
        };
        lines.push(format!("{:indent$}{}", "", head.trim_end()));
        left = tail.trim_start().to_string();
        indent = rest;
    }
    lines.push(format!("{:indent$}{}", "", left.trim_end()));
    lines
}

/// `text` broken into lines of at most `columns` terminal columns each, at the same places
/// [`help`] breaks (a sentence, a clause, a space, between Chinese characters): for a
/// caption that must fit its picture. A word wider than `columns` stands alone on its line.
///
/// ```
/// use grundy::runtime::wrap::lines;
/// assert_eq!(lines("cells from 0; a piece W x H at row W", 20), ["cells from 0; a", "piece W x H at row W"]);
/// assert_eq!(lines("剪纸游戏：把一张纸片剪成两张；格子从0开始编号", 30), ["剪纸游戏：把一张纸片剪成两张；", "格子从0开始编号"]);
/// ```
pub fn lines(text: &str, columns: usize) -> Vec<String> {
    let mut out = Vec::new();
    let mut left = text.trim().to_string();
    while width(&left) > columns {
        let Some((head, tail)) = split(&left, columns) else {
            break;
        };
        out.push(head.trim_end().to_string());
        left = tail.trim_start().to_string();
    }
    out.push(left);
    out
}

/// Whether `head` ends in an abbreviation (`e.g.`, `i.e.`), where no sentence ends.
fn abbreviation(head: &str) -> bool {
    head.ends_with("e.g.") || head.ends_with("i.e.") || head.ends_with("etc.")
}

/// The best place to break `text` so that its head is at most `room` columns wide: the
/// head and the tail, or `None` when no break fits.
fn split(text: &str, room: usize) -> Option<(&str, &str)> {
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let mut best: Option<(u8, usize)> = None;
    let mut used = 0;
    let mut in_code = false;
    for (k, &(at, c)) in chars.iter().enumerate() {
        used += width(c.encode_utf8(&mut [0; 4]));
        if c == '`' {
            in_code = !in_code;
        }
        if used > room {
            break;
        }
        let next = chars.get(k + 1).map(|p| p.1);
        let end = at + c.len_utf8();
        let cjk = |c: char| width(c.encode_utf8(&mut [0; 4])) == 2;
        // The kind of break after `c`: 4 a sentence, 3 a clause, 2 a space, 1 between
        // two Chinese characters; 0 none.
        let kind = match (c, next) {
            (_, None) => 0,
            ('。' | '；', _) => 4,
            (';', Some(' ')) => 4,
            ('.', Some(' ')) if !abbreviation(&text[..end]) => 4,
            ('，' | '、' | '：' | '）', _) => 3,
            (' ', _) => 2,
            (a, Some(b))
                if cjk(a) && cjk(b) && !matches!(b, '，' | '。' | '、' | '；' | '：' | '）') =>
            {
                1
            }
            _ => 0,
        };
        if kind == 0 || in_code || end == 0 {
            continue;
        }
        // A break in the first part of the line is worth less than a later one.
        let weighted = if used * 10 >= room * 7 {
            kind + 4
        } else {
            kind
        };
        if best.is_none_or(|(w, _)| weighted >= w) {
            best = Some((weighted, end));
        }
    }
    let (_, at) = best?;
    Some((&text[..at], &text[at..]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paragraphs_are_filled_again_and_rows_hang() {
        let text = format!(
            "usage: tool {}\n\n{}\n{}\n\noptions:\n  --x      {}\n",
            "[--option VALUE] ".repeat(6),
            "A sentence that goes on and on. ".repeat(3),
            "Another line of the same paragraph, and more.",
            "what x does, at some length; ".repeat(4)
        );
        let out = help(&text);
        for line in out.lines() {
            assert!(width(line) <= COLUMNS, "{line}");
            assert_eq!(line, line.trim_end());
        }
        // Nothing is lost but the spaces at the breaks.
        let words = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
        assert_eq!(words(&out), words(&text));
        // The option's description goes on under itself (column 11).
        let row: Vec<&str> = out
            .lines()
            .skip_while(|l| !l.starts_with("  --x"))
            .collect();
        assert!(row.len() > 1, "{out}");
        for more in &row[1..] {
            assert!(more.starts_with(&" ".repeat(11)) && !more.starts_with(&" ".repeat(12)));
        }
        assert!(out.ends_with('\n'));
    }

    #[test]
    fn chinese_breaks_after_a_clause() {
        let text = format!("{}。\n", "这是一个子句，".repeat(10));
        let out = help(&text);
        assert!(out.lines().count() >= 2);
        for line in out.lines() {
            assert!(width(line) <= COLUMNS, "{line}");
        }
        assert!(out.lines().next().unwrap().ends_with('，'), "{out}");
        assert_eq!(out.replace('\n', ""), text.replace('\n', ""));
    }
}
