//! The bundler: `cargo run --release --bin bundle -- --help`. See `grundy::bundle`.

fn main() {
    std::process::exit(grundy::bundle::cli(std::env::args().skip(1)));
}
