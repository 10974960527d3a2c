//! `sg_table`: print the Grundy values of the seeds' coin-turning and heap games, with each
//! game's closed form (or claimed equivalent) beside the brute-force values and every
//! disagreement flagged. A study tool, not a judge problem; `sg_table --help` lists the
//! games. With no argument it runs a batch of requests from standard input. The catalogue,
//! parsing and rendering live in `grundy::tools::sg_table`.
use grundy::tools::sg_table::{batch_text, run_args, run_batch};
use std::io::{BufWriter, ErrorKind, Read, Write};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = if args.is_empty() {
        let mut bytes = Vec::new();
        match std::io::stdin().read_to_end(&mut bytes) {
            Ok(_) => batch_text(&bytes).and_then(run_batch),
            Err(e) => Err(format!("cannot read standard input: {e}")),
        }
    } else {
        run_args(&args)
    };
    let text = result.unwrap_or_else(|what| {
        eprintln!("error: {what}");
        std::process::exit(2)
    });
    let mut out = BufWriter::new(std::io::stdout().lock());
    if let Err(e) = out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        // A reader that stops early (`sg_table ruler 1024 | head`) is not an error.
        if e.kind() != ErrorKind::BrokenPipe {
            eprintln!("error: cannot write the output: {e}");
            std::process::exit(2)
        }
    }
}
