//! `study [--serve ADDR]`: the study desk in the browser (see `grundy::study::web`). It
//! serves the pages on this machine (127.0.0.1:8024 unless ADDR says otherwise), prints
//! their address, and runs until stopped (Ctrl-C); it opens nothing by itself.

fn main() {
    std::process::exit(grundy::study::web::cli(std::env::args_os().skip(1)));
}
