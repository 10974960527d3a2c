//! `play <game> [parameters] [position] [options]`: a game against the perfect strategy,
//! in the terminal or through a pipe. See `grundy::study::play`.

fn main() {
    std::process::exit(grundy::study::play::cli(std::env::args_os().skip(1)));
}
