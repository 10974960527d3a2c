//! A picture made ready for the page: its role for screen readers and its natural size.
//!
//! * **Role.** A picture whose moves are targets is a `group` of controls (each target a
//!   `button`, or a tall heap's bar a `slider`, each named in the page's language and
//!   reached with Tab); one without targets stays an `img`, named by its position.
//! * **Size.** A wide screen shows a picture as wide as its column. A phone shows it at its
//!   natural size (`width` and `height`, in CSS pixels), scrolled sideways where it is wider
//!   than the screen: the natural size is the `viewBox` scaled so that its smallest text is
//!   at least [`LEAST_TEXT`] pixels high (a picture whose text is all that large keeps its
//!   `viewBox` size). On a 390-pixel phone the drawing is never shrunk to fit, so its
//!   words stay readable.

/// The least height of a picture's text at its natural size, in CSS pixels: 12.
pub const LEAST_TEXT: f64 = 12.0;

/// The scale that makes the smallest `font-size` of `svg` at least [`LEAST_TEXT`] (1 where
/// it already is, or where there is no text).
///
/// Complexity: linear in the picture's length.
pub fn scale(svg: &str) -> f64 {
    let least = (svg.split(" font-size=\"").skip(1))
        .filter_map(|rest| rest.split('"').next()?.parse::<f64>().ok())
        .filter(|&size| size > 0.0)
        .fold(f64::INFINITY, f64::min);
    match least.is_finite() {
        true => (LEAST_TEXT / least).max(1.0),
        false => 1.0,
    }
}

/// `svg` (a picture of [`super`], perhaps followed by its note) as the page shows it: its
/// first `<svg` tag given the natural size for phones, and the role `group` in place of
/// `img` where it holds targets that take focus. Anything else is returned as it is.
///
/// ```
/// use grundy::study::web::draw::fit::for_page;
/// let svg = "<svg viewBox=\"0 0 640 100\" role=\"img\"><text font-size=\"6\">a</text>\
///            <rect tabindex=\"0\"/></svg>";
/// let page = for_page(svg);
/// assert!(page.starts_with("<svg width=\"1280\" height=\"200\" viewBox"));
/// assert!(page.contains("role=\"group\""));
/// ```
pub fn for_page(svg: &str) -> String {
    let Some(rest) = svg.strip_prefix("<svg") else {
        return svg.to_string();
    };
    let tag_end = rest.find('>').unwrap_or(rest.len());
    let (tag, body) = rest.split_at(tag_end);
    let size = (tag.split(" viewBox=\"").nth(1))
        .and_then(|v| v.split('"').next())
        .map(|v| v.split_whitespace().filter_map(|n| n.parse::<f64>().ok()))
        .map(|mut n| (n.nth(2), n.next()));
    let mut out = String::with_capacity(svg.len() + 40);
    out.push_str("<svg");
    if let Some((Some(w), Some(h))) = size
        && !tag.contains(" width=\"")
    {
        let k = scale(svg);
        out.push_str(&format!(
            " width=\"{}\" height=\"{}\"",
            (w * k).ceil(),
            (h * k).ceil()
        ));
    }
    match body.contains(" tabindex=\"0\"") {
        true => out.push_str(&tag.replacen(" role=\"img\"", " role=\"group\"", 1)),
        false => out.push_str(tag),
    }
    out.push_str(body);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_picture_of_large_text_keeps_its_size_and_a_still_one_its_role() {
        let svg = "<svg xmlns=\"x\" viewBox=\"0 0 640 90\" role=\"img\"><text \
                   font-size=\"15.0\">a</text></svg><p>note</p>";
        let page = for_page(svg);
        assert!(
            page.starts_with("<svg width=\"640\" height=\"90\" xmlns"),
            "{page}"
        );
        assert!(page.contains("role=\"img\""));
        assert!(page.ends_with("</svg><p>note</p>"));
    }

    #[test]
    fn small_text_is_scaled_up_to_the_least_size() {
        let svg = "<svg viewBox=\"0 0 100 50\" role=\"img\"><text font-size=\"9.0\">a\
                   </text><text font-size=\"10\">b</text></svg>";
        assert_eq!(scale(svg), LEAST_TEXT / 9.0);
        assert!(for_page(svg).starts_with("<svg width=\"134\" height=\"67\""));
        assert_eq!(scale("<svg viewBox=\"0 0 1 1\"></svg>"), 1.0);
    }

    #[test]
    fn what_is_not_a_picture_or_already_sized_is_left_alone() {
        assert_eq!(for_page("<p>hidden</p>"), "<p>hidden</p>");
        let sized = "<svg viewBox=\"0 0 10 10\" width=\"10\" height=\"10\"></svg>";
        assert_eq!(for_page(sized), sized);
    }
}
