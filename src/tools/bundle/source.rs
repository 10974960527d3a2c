//! The bundler's view of Rust source: a small tokenizer (enough to tell code from
//! comments, strings and char literals) and the code tokens' text, brackets and items.

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Kind {
    Ident,
    Punct,
    Literal,
    Lifetime,
    Space,
    Comment,
    DocComment,
}

#[derive(Debug, Clone, Copy)]
pub(super) struct Tok {
    pub(super) kind: Kind,
    pub(super) start: usize,
    pub(super) end: usize,
}

fn is_ident_byte(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c >= 0x80
}

/// End of a quoted literal whose opening quote `q` is just before `i`.
fn skip_quoted(b: &[u8], mut i: usize, q: u8) -> Result<usize, String> {
    while i < b.len() {
        match b[i] {
            b'\\' => i += 2,
            c if c == q => return Ok(i + 1),
            _ => i += 1,
        }
    }
    Err("unterminated literal".into())
}

/// Splits Rust source into tokens, keeping whitespace and comments, so that the source is
/// exactly the concatenation of the tokens. Not a full lexer: it only has to tell code
/// from comments, strings and char literals, and find identifiers.
pub(super) fn lex(s: &str) -> Result<Vec<Tok>, String> {
    let b = s.as_bytes();
    let n = b.len();
    let mut toks = Vec::new();
    let mut i = 0;
    while i < n {
        let start = i;
        let rest = &s[i..];
        let c = b[i];
        let kind = if c.is_ascii_whitespace() {
            while i < n && b[i].is_ascii_whitespace() {
                i += 1;
            }
            Kind::Space
        } else if rest.starts_with("//") {
            i = rest.find('\n').map_or(n, |k| i + k);
            let doc =
                (rest.starts_with("///") && !rest.starts_with("////")) || rest.starts_with("//!");
            if doc { Kind::DocComment } else { Kind::Comment }
        } else if rest.starts_with("/*") {
            let doc =
                (rest.starts_with("/**") && !rest.starts_with("/***") && !rest.starts_with("/**/"))
                    || rest.starts_with("/*!");
            let mut depth = 0;
            loop {
                if i >= n {
                    return Err("unterminated block comment".into());
                }
                if s[i..].starts_with("/*") {
                    depth += 1;
                    i += 2;
                } else if s[i..].starts_with("*/") {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            if doc { Kind::DocComment } else { Kind::Comment }
        } else if let Some(prefix) = ["br", "cr", "r"].into_iter().find(|p| {
            rest.starts_with(p) && rest[p.len()..].trim_start_matches('#').starts_with('"')
        }) {
            let hashes =
                rest[prefix.len()..].len() - rest[prefix.len()..].trim_start_matches('#').len();
            let body = i + prefix.len() + hashes + 1;
            let close = format!("\"{}", "#".repeat(hashes));
            let k = s[body..].find(&close).ok_or("unterminated raw string")?;
            i = body + k + close.len();
            Kind::Literal
        } else if c == b'"' {
            i = skip_quoted(b, i + 1, b'"')?;
            Kind::Literal
        } else if (c == b'b' || c == b'c') && b.get(i + 1) == Some(&b'"') {
            i = skip_quoted(b, i + 2, b'"')?;
            Kind::Literal
        } else if c == b'b' && b.get(i + 1) == Some(&b'\'') {
            i = skip_quoted(b, i + 2, b'\'')?;
            Kind::Literal
        } else if c == b'\'' {
            if b.get(i + 1) == Some(&b'\\') {
                i = skip_quoted(b, i + 1, b'\'')?;
                Kind::Literal
            } else {
                let ch_len = rest[1..].chars().next().map_or(0, char::len_utf8);
                if b.get(i + 1 + ch_len) == Some(&b'\'') {
                    i += ch_len + 2;
                    Kind::Literal
                } else {
                    i += 1;
                    while i < n && is_ident_byte(b[i]) {
                        i += 1;
                    }
                    Kind::Lifetime
                }
            }
        } else if c.is_ascii_digit() {
            while i < n
                && (is_ident_byte(b[i])
                    || (b[i] == b'.' && b.get(i + 1).is_some_and(u8::is_ascii_digit)))
            {
                i += 1;
            }
            Kind::Literal
        } else if is_ident_byte(c) {
            if rest.starts_with("r#") {
                i += 2;
            }
            while i < n && is_ident_byte(b[i]) {
                i += 1;
            }
            Kind::Ident
        } else {
            i += 1;
            Kind::Punct
        };
        toks.push(Tok {
            kind,
            start,
            end: i,
        });
    }
    Ok(toks)
}

/// A source file with its tokens; `code` indexes the tokens that are neither space nor
/// comment.
pub(super) struct Source {
    pub(super) text: String,
    pub(super) toks: Vec<Tok>,
    pub(super) code: Vec<usize>,
}

impl Source {
    pub(super) fn new(text: String) -> Result<Self, String> {
        let toks = lex(&text)?;
        let code = (0..toks.len())
            .filter(|&k| !matches!(toks[k].kind, Kind::Space | Kind::Comment | Kind::DocComment))
            .collect();
        Ok(Source { text, toks, code })
    }

    /// Text of the `j`-th code token.
    pub(super) fn code_text(&self, j: usize) -> &str {
        self.code
            .get(j)
            .map_or("", |&k| &self.text[self.toks[k].start..self.toks[k].end])
    }

    pub(super) fn code_kind(&self, j: usize) -> Option<Kind> {
        self.code.get(j).map(|&k| self.toks[k].kind)
    }

    /// Whether code tokens `j, j+1` are `::` (two adjacent colons).
    pub(super) fn path_sep_at(&self, j: usize) -> bool {
        self.code_text(j) == ":"
            && self.code_text(j + 1) == ":"
            && self
                .code
                .get(j + 1)
                .is_some_and(|&k| self.toks[k].start == self.toks[self.code[j]].end)
    }

    /// Whether code tokens from `j` spell `words` (each a whole token).
    pub(super) fn code_is(&self, j: usize, words: &[&str]) -> bool {
        words
            .iter()
            .enumerate()
            .all(|(d, w)| self.code_text(j + d) == *w)
    }

    /// Index (in `code`) of the token closing the bracket opened at code token `j`.
    pub(super) fn matching(&self, j: usize) -> Result<usize, String> {
        let mut depth = 0i32;
        for m in j..self.code.len() {
            match self.code_text(m) {
                "(" | "[" | "{" => depth += 1,
                ")" | "]" | "}" => {
                    depth -= 1;
                    if depth == 0 {
                        return Ok(m);
                    }
                }
                _ => {}
            }
        }
        Err("unbalanced brackets".into())
    }

    /// Last code token of the item starting at code token `j` (attributes included).
    pub(super) fn item_end(&self, mut j: usize) -> Result<usize, String> {
        while self.code_text(j) == "#" {
            let open = if self.code_text(j + 1) == "!" {
                j + 2
            } else {
                j + 1
            };
            j = self.matching(open)? + 1;
        }
        let mut block_item = false;
        let mut m = j;
        while m < self.code.len() {
            match self.code_text(m) {
                ";" => return Ok(m),
                "fn" | "mod" | "impl" | "struct" | "enum" | "trait" | "union" | "macro_rules" => {
                    block_item = true;
                    m += 1;
                }
                "(" | "[" => m = self.matching(m)? + 1,
                "{" => {
                    let close = self.matching(m)?;
                    if block_item {
                        return Ok(close);
                    }
                    m = close + 1;
                }
                _ => m += 1,
            }
        }
        Err("item without end".into())
    }

    /// Start of the outer attributes (`#[…]`) directly before code token `j`, or `j`.
    pub(super) fn attributes_before(&self, mut j: usize) -> usize {
        while j >= 1 && self.code_text(j - 1) == "]" {
            let mut depth = 0;
            let mut open = None;
            for m in (0..j).rev() {
                match self.code_text(m) {
                    "]" | ")" | "}" => depth += 1,
                    "[" | "(" | "{" => {
                        depth -= 1;
                        if depth == 0 {
                            open = Some(m);
                            break;
                        }
                    }
                    _ => {}
                }
            }
            match open {
                Some(m) if m >= 1 && self.code_text(m - 1) == "#" && self.code_text(m) == "[" => {
                    j = m - 1;
                }
                _ => break,
            }
        }
        j
    }

    /// Byte range covered by code tokens `from..=to`.
    pub(super) fn span(&self, from: usize, to: usize) -> (usize, usize) {
        (
            self.toks[self.code[from]].start,
            self.toks[self.code[to]].end,
        )
    }
}

/// `text` with the byte ranges `cuts` (sorted, disjoint) replaced by their strings.
pub(super) fn splice(text: &str, cuts: &[(usize, usize, String)]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for (from, to, with) in cuts {
        out.push_str(&text[at..*from]);
        out.push_str(with);
        at = *to;
    }
    out.push_str(&text[at..]);
    out
}
