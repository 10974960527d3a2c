//! The bundler: `cargo run --release --bin bundle -- --help`. See `grundy::tools::bundle`.

fn main() {
    std::process::exit(grundy::tools::bundle::cli(std::env::args_os().skip(1)));
}
