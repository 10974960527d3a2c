//! The local judge: `cargo run --release --bin judge -- --help`. See `grundy::tools::judge`.

fn main() {
    std::process::exit(grundy::tools::judge::cli(std::env::args_os().skip(1)));
}
