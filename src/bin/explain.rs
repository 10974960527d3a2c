//! `explain <id> < judge-input`: the reasoning behind every answer of a judge problem, and
//! the winning moves. See `grundy::study::explain`.

fn main() {
    std::process::exit(grundy::study::explain::cli(std::env::args_os().skip(1)));
}
