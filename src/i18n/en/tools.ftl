# The tools' help texts and usage errors: judge, bundle, bench, study and the card
# game's referee (src/tools, src/study/web/mod.rs, src/bin/xor_trie_referee.rs).
# Every help line fits 80 terminal columns (tests/widths.rs measures them).

# A usage error, pointing to the tool's help.
tool-see-help = { $what } (see { $tool } --help)
tool-unknown-option = unknown option { $option }
## judge (src/tools/judge/command_line.rs)

judge-help =
    usage: judge [ID...]
               judge the suite's binaries on testdata/ (all problems by default)
           judge --cmd '<command>' ID
               judge your own program (run with sh -c) on testdata/ID
           judge --stress ID --cmd '<command>' [--cases N] [--seed S]
               compare your program with the suite's binary on N generated inputs
               (default 300, seed 1, sizes from tiny to the maximum)
    options:
      --lenient        also accept outputs that differ only in whitespace at line
                       ends and blank lines at the end (a missing final newline), as
                       AtCoder and Codeforces judge; the default is exact output
                       (CRLF read as LF)
      --no-build       do not run `cargo build` for the suite's binaries first
      --testdata DIR   read the cases from DIR/ID/ instead of testdata/ID/
      --tle SECONDS    time limit instead of the problem's (e.g. 2 or 0.5; at most
                       3600)
      --mle MIB        memory limit in MiB instead of the problem's (at most 65536),
                       e.g. for an interpreter whose start alone takes more than a
                       judge allows
      --lang en|zh     the language of this help and of the usage errors:
                       English or Simplified Chinese; by default the locale's
                       (LC_ALL, LC_MESSAGES, LANG: zh_CN.UTF-8 is Chinese), else
                       English
    A case ID.in without ID.out is run and its output shown, but not judged.
    The report itself is in English, as the judges write their verdicts.
    exit status: 0 all passed, 1 a case failed or could not be judged, 2 a usage
    error
judge-unknown-problem = unknown problem { $id } (known: { $known })
judge-stress-needs-cmd = --stress needs --cmd '<command>': the program to test
judge-stress-one-id = --stress takes its problem id as its value, no other id
judge-cmd-one-id = --cmd judges one problem: give exactly one problem id

## bundle (src/tools/bundle/command_line.rs)

bundle-help =
    usage: bundle [--std-only] ID...
               write submit/ID.rs (default flavour: proconio, itertools, rustc-hash
               allowed, as on AtCoder) or, with --std-only, submit/std/ID.rs
               (standard library only)
           bundle --all [--std-only]
               every problem of src/tools/problems.rs; without --std-only, both
               flavours (what submit/ holds)
    options:
      --stdout         print instead of writing files
      --root DIR       bundle the crate checked out at DIR (default: this one)
      --lang en|zh     the language of this help and of the usage errors:
                       English or Simplified Chinese; by default the locale's
                       (LC_ALL, LC_MESSAGES, LANG: zh_CN.UTF-8 is Chinese), else
                       English
    ID is a judge problem's id from the problem table (src/tools/problems.rs), never
    a path; the tools (judge, bundle, bench, sg_table, explain, play, study) and the
    card game's referee are not bundled.
bundle-root-needs-dir = --root needs a directory
bundle-ids-or-all = give problem ids or --all
bundle-is-tool = { $id } is a tool, not a judge problem
bundle-is-path = { $id } is a path, not a problem id
bundle-unknown-problem = unknown problem { $id }
bundle-takes-ids = { $what }: bundle takes the id of a problem of the table, one of { $known }

## bench (src/tools/bench.rs)

bench-help =
    usage: bench [--runs N] [--dir DIR] [--prepare] [--no-build] [ID...]
    Runs each problem's binary and its C baseline (benches/baselines/ID.c, gcc -O2)
    end to end on the judge's largest input, alternated, and prints the median
    (min-max) of each and their ratio as a table.
      --runs N         timed runs of each program, 1 to 1000 (default 7)
      --dir DIR        where the inputs, outputs and built baselines go (default
                       target/bench)
      --prepare        only write the inputs and build the baselines, printing their
                       paths
      --no-build       do not run `cargo build` for the suite's binaries first
      --lang en|zh     the language of this help and of the usage errors:
                       English or Simplified Chinese; by default the locale's
                       (LC_ALL, LC_MESSAGES, LANG: zh_CN.UTF-8 is Chinese), else
                       English
    ID is a judge problem's id from the problem table (default: every problem).
bench-runs-needs-number = --runs needs a number
bench-dir-needs-dir = --dir needs a directory
bench-unknown-problem = unknown problem { $id }: bench takes ids of the problem table, one of { $known }

## study (src/study/web/mod.rs)

study-help =
    usage: study [--serve ADDR] [--lang en|zh]

    Serves the study desk, pages for every problem of the suite, to a browser on
    this machine, and prints their address; it opens nothing by itself and runs
    until stopped (Ctrl-C). On a problem's page: type a position (as `explain ID
    POSITION` takes it) or paste a whole judge input and pick a case; see the
    position drawn, with every value and reason as `explain` gives them; play it
    out with clicks against the perfect player (hint, undo, practice), as `play`
    does; and see the game's Grundy table as a picture, the one `sg_table ...
    --svg FILE` writes.

    options:
      --serve ADDR     listen at ADDR, HOST:PORT (by default { $addr }, this
                       machine only; 0.0.0.0:PORT opens the desk to the network,
                       with a warning)
      --lang en|zh     the language of this help and of the usage errors:
                       English or Simplified Chinese; by default the locale's
                       (LC_ALL, LC_MESSAGES, LANG: zh_CN.UTF-8 is Chinese), else
                       English
      --help           this text

    limits: { $sessions } sessions (a browser tab each; the one idle longest makes
    way), each ended after { $minutes } minutes without a request, { $moves } moves kept
    per game; a pasted judge input of at most { $kib } KiB; positions as `play` and
    `explain` take them, of at most { $numbers } numbers ({ $chars } characters of strings
    in ARC 087 E); heavy positions computed { $cores } at a time (one per core), at
    most { $queue } waiting.
study-unknown-argument = unknown argument { $arg } (the options: --serve ADDR, --lang en|zh, --help)
study-serve-needs-addr = --serve takes an address HOST:PORT (e.g. 127.0.0.1:8024)
study-serve-not-addr = --serve takes an address HOST:PORT, not { $arg }
study-unexpected = unexpected { $arg } after the address (the options: --serve ADDR, --lang en|zh, --help)
serve-cannot-listen = --serve { $addr }: cannot listen there: { $why }
study-cannot-start = cannot start the server: { $why }
study-open-warning = warning: serving on { $at }: anyone on this network can open the desk
study-serving = study: the desk is at { $url } (Ctrl-C stops it)

## xor_trie_referee (src/bin/xor_trie_referee.rs)

referee-help =
    xor_trie_referee: the referee of the XOR-Trie card game (rules:
    docs/xor-trie-rules.md)

    usage:
      xor_trie_referee [--show] < script
          batch mode (when standard input is not a terminal): referee a script, one
          command a line (blank lines and # comments ignored):
            players N                first line, once (N from 4 to 8)
            round                    starts a round (optional for the first)
            rule NAME                a house rule, after players (score-cap,
                                     competition-ranking, death-after-skill)
            bot S [random|greedy|strong]
                                     the referee plays seat S (strong by default),
                                     before a round begins; seeded rounds only
            seed S | physical        the round's cards: from a seed, or real cards
                                     named
            deal v1 … vN | markers c1 … | hands a1 b1 … | deck x1 … | skills k1 …
            start S
            begin                    deals the round (or its first action does)
            S draw [A B] | S play V self|public | S test V [J] | S take K
            S redeem | S discard K | S skill K self|public [L] | S counter | pass
            S end [keep V…] [discard W…]
            S give T
          prints one line per event, the standings of each round and the match
          ranking; an illegal line: `error: line L: <why>` on stderr, exit status 2;
          a last line without its newline (cut in the middle of a write) is
          dropped, with a note.
          --show                     also draw the trie after each turn
      xor_trie_referee [--live] [--show] [--save FILE | --resume FILE]
          a live session (when standard input is a terminal, or with --live): each
          line answered at once after a prompt saying whose line it is
          (`r1 t7 seat 3> `); a bad line is refused with one `error:` line and
          changes nothing; also undo [N], status, board, hand S, history,
          help [rules], quit. At a terminal: line editing and history (arrow keys,
          Ctrl-A/E, Up); Ctrl-C clears the line, at an empty prompt it ends the
          session. One session per log: a log in use by another session is
          refused. Every applied line goes to a session log that batch mode
          replays: FILE with --save (never overwritten), else a new file named in
          the banner, in { $state }/grundy (by default ~/.local/state/grundy).
          --resume FILE replays FILE and goes on with it.
      xor_trie_referee --serve [ADDR] [--save FILE | --resume FILE] [--bot-pause MS]
          a live session as above, whose game is also served to browsers at ADDR
          (by default 127.0.0.1:8023, this machine only; 0.0.0.0:PORT for phones on
          the same network): a board page for the shared screen and a page per
          seat, each opened through its own secret link; the links (and the seats'
          QR codes) are printed once the number of players is known. Lines typed
          and buttons pressed go through one referee, one log; the terminal shows
          what the board shows (a hand only with `hand S`). Bots act after a pause
          of MS milliseconds (800 by default, at most 60000).
      xor_trie_referee --selfplay G --players N --seed S [--bot KIND]
          play G rounds (at most 1000000) with built-in bots of KIND (random,
          greedy or strong; random by default)
          and print statistics; progress on stderr every 2 s; Ctrl-C stops after
          the round in play
      xor_trie_referee --selfplay G --bots K1,K2,… --seed S [--bot-budget MS]
          a bot of kind K1 at seat 1, K2 at seat 2, … (4 to 8 kinds), the seats
          rotated each round; prints each kind's share of the rounds it won gold
          in, with a 95% interval
      --bot-budget MS
          the strong bot's budget per decision: MS × 2 iterations of its search
          (300 by default, at most 60000); a table's bot also stops when MS
          milliseconds have passed (self-play has no time cap, so it plays the
          same way on any machine)
      xor_trie_referee --help | -h
          print this help
      --lang en|zh
          the language of this help, the usage errors and a live session's
          terminal (prompts, answers, refusals, the game in words, standings):
          English or Simplified Chinese; by default the locale's (LC_ALL,
          LC_MESSAGES, LANG: zh_CN.UTF-8 is Chinese), else English. The session
          log, batch mode's transcript and its error lines are the same in every
          language.
referee-unknown-argument = unknown argument { $arg }; see --help
referee-not-a-bot = --bot { $value } is not a bot: random, greedy or strong
referee-bots-not-a-bot = --bots: { $value } is not a bot: random, greedy or strong
referee-bots-count = --bots names { $n } bots: a round takes { $least } to { $most }
referee-bot-and-bots = --bot and --bots exclude each other
referee-players-and-bots = --players differs from the number of --bots
referee-selfplay-needs-players = --selfplay needs --players (or --bots)
referee-selfplay-alone = --selfplay takes no --show, --live, --serve, --save or --resume
referee-selfplay-needs = --selfplay needs { $option }
referee-selfplay-options = --players, --seed, --bot and --bots go with --selfplay
referee-pause-with-serve = --bot-pause goes with --serve
referee-save-or-resume = --save and --resume exclude each other
referee-log-exists = { $path } exists, and a session log is never overwritten: continue it with --resume { $path }, or choose another name
referee-log-unusable = cannot use { $path } as the session log: { $why }
referee-cannot-serve = --serve: cannot start the server: { $why }
referee-open-warning = warning: serving on { $at }: anyone on this network can open the board page (the seat pages need their secret links)

## A judge input read by explain or the desk (src/study/explain/input_words.rs): the
## solvers' own words, which the binaries print byte for byte.

input-at-line = line { $line }: { $what }
input-empty = the input is empty
input-not-utf8 = input is not valid UTF-8 text
input-not-number = cannot read { $token } as a whole number from { $from } to { $to }
input-not-number-named = cannot read { $token } as { $what }, a whole number from { $from } to { $to }
input-unexpected = unexpected { $token } after the end of the input
input-ends-early = the input ends early: expected { $expected }
input-expected-as-said = { $what }
input-expected = { $n } { $kind ->
        [case] { $n ->
            [one] case
           *[other] cases
        }
        [pile] { $n ->
            [one] pile
           *[other] piles
        }
        [position] { $n ->
            [one] position
           *[other] positions
        }
        [string] { $n ->
            [one] string
           *[other] strings
        }
        [light] { $n ->
            [one] light
           *[other] lights
        }
       *[move-size] { $n ->
            [one] move size
           *[other] move sizes
        }
    }, found { $found }
input-expected-in-case = { $n } { $kind ->
        [case] { $n ->
            [one] case
           *[other] cases
        }
        [pile] { $n ->
            [one] pile
           *[other] piles
        }
        [position] { $n ->
            [one] position
           *[other] positions
        }
        [string] { $n ->
            [one] string
           *[other] strings
        }
        [light] { $n ->
            [one] light
           *[other] lights
        }
       *[move-size] { $n ->
            [one] move size
           *[other] move sizes
        }
    } in case { $case }, found { $found }

## A problem's own complaints about a pasted input (src/study/explain/problem_words.rs),
## word for word as the judge binaries print them.

input-position-below-1 = case { $case }: position { $p } is not at least 1
input-position-twice = case { $case }: position { $p } appears twice
input-move-size-zero = case { $case }: move size 0 would let a player pass forever
input-place-too-large = case { $case }: place { $a } is too large (at most 2^63 − 1)
input-no-candy = case { $case }: there is no candy at all, so the game is undefined
input-string-too-long = string { $i } has length { $n }, more than L = { $l }
input-string-conflict = string { $i } { $s }: { $why }
input-conflict-empty = the string is empty
input-conflict-not-binary = character { $c } is not 0 or 1
input-conflict-duplicate = it equals string { $j }
input-conflict-has-prefix = string { $j } is a prefix of it
input-conflict-is-prefix = it is a prefix of string { $j }
input-too-large-bare = { $name } = { $v } is too large
input-too-small = { $name } = { $v } is too small (at least { $lo })
input-too-large = { $name } = { $v } is too large (at most { $hi })
input-phrase-next-case = another case or the closing `0`
input-phrase-next-line = another line `m n p` or the closing `0 0 0`
input-phrase-n-strings = N, the number of strings
input-phrase-l-bound = L, the length bound
input-phrase-t-pairs = T, the number of pairs
input-phrase-another-number = another number
input-phrase-b-of-pair = B of pair { $i }
input-phrase-pairs = { $t } pairs `A B`, found { $i }
input-phrase-in-position = { $what } in position { $j } of case { $case }
input-phrase-in-case = { $what } in case { $case }
input-phrase-m-positions = m, the number of positions
input-phrase-light-coord = { $coord } of light { $j }
input-phrase-count = the number of { $kind ->
        [case] cases
        [pile] piles
        [position] positions
        [heap] heaps
        [place] places
        [light] lights
        [string] strings
       *[move-size] move sizes
    }
