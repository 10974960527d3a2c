//! The local judge: `cargo run --release --bin judge -- --help`. See `grundy::judge`.

fn main() {
    std::process::exit(grundy::judge::cli(std::env::args().skip(1)));
}
