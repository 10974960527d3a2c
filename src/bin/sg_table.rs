//! `sg_table`: print the Grundy values of the classic notes' coin-turning and heap games,
//! with each game's closed form (or claimed equivalent) beside the brute-force values and
//! every disagreement flagged. A study tool, not a judge problem; `sg_table --help` lists
//! the games. With no argument it runs a batch of requests from standard input. The
//! catalogue, parsing and rendering live in `grundy::study::sg_table`.

fn main() {
    std::process::exit(grundy::study::sg_table::cli(std::env::args_os().skip(1)));
}
