//! QR codes for the terminal: a seat's link drawn with Unicode half blocks, two rows of
//! modules a line, dark on light whatever the terminal's colours, so a phone's camera
//! reads it off the screen.

use qrcode::QrCode;
use qrcode::render::unicode::Dense1x2;

/// The QR code of `text` as lines of half blocks (a quiet zone around it), or `None` if
/// `text` is too long for a QR code.
pub fn terminal_qr(text: &str) -> Option<String> {
    let code = QrCode::new(text.as_bytes()).ok()?;
    Some(
        code.render::<Dense1x2>()
            .dark_color(Dense1x2::Light)
            .light_color(Dense1x2::Dark)
            .quiet_zone(true)
            .build(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_becomes_a_square_of_half_blocks() {
        let q =
            terminal_qr("http://192.168.1.20:8023/seat/0123456789abcdef0123456789abcdef").unwrap();
        let lines: Vec<&str> = q.lines().collect();
        let width = lines[0].chars().count();
        assert!(
            width >= 29,
            "version 3 or more with its quiet zone: {width}"
        );
        assert!(lines.iter().all(|l| l.chars().count() == width));
        // Two rows of modules per line.
        assert_eq!(lines.len(), width.div_ceil(2));
        assert!(q.contains('▀') || q.contains('▄'));
        assert_eq!(terminal_qr(&"x".repeat(8000)), None);
    }
}
