//! The benchmark table: `cargo run --release --bin bench -- --help`. See
//! `grundy::tools::bench`.

fn main() {
    std::process::exit(grundy::tools::bench::cli(std::env::args_os().skip(1)));
}
