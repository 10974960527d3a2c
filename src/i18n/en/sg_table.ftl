# sg_table (src/study/sg_table): its help, the headings and notes of its tables, its
# argument errors.

sg-title-coins = { $title }: { $rule }; coins numbered from { $first }
sg-title-heaps = { $title }: { $rule } (heaps from 0)
sg-title-board = { $title }: { $rule }; { $numbering }
sg-cells-from = cells numbered from { $from }
sg-rows-cols-from = rows numbered from { $rows }, columns from { $cols }
sg-beside = beside: { $claim }
sg-closed-form = closed form { $form }
sg-form-consecutive = 1 if { $k } divides x, else 0
sg-form-mock-turtles = 2x if odious, else 2x+1
sg-form-block = lowbit(x+y+1) if x = 0 or y = 0, else 2^(x+y)
sg-form-tartan = g1(x) ⊗ g2(y) (Tartan)
sg-claim-subtraction = subtraction game {"{"}{ $set }{"}"} on a heap of x
sg-claim-runs = the prefix-XOR recurrence g(x) = mex{"{"}P(x−1) ⊕ P(x−l) : l in L, l ≤ x{"}"}, P(k) = g(1) ⊕ … ⊕ g(k)
sg-claim-grundy = Grundy's game on a heap of x
sg-header-value = sg
sg-header-claim = claim
sg-differs = <- differs
sg-no-closed-form = no closed form
sg-closed-form-label = closed form:
sg-summary-agree = all { $n } values agree with the claim
sg-summary-differ = { $bad } of { $n } values differ from the claim (marked)
sg-period-subtraction = periodicity (CGSuite, heap n = coin n): preperiod { $pre }, period { $period }
sg-period-not-found = periodicity: not found within the first { $limit } values
sg-period-octal = periodicity (CGSuite): preperiod { $pre }, period { $period } (certified by the octal periodicity theorem)
sg-period-none-certified = periodicity: none certified within the first { $limit } values
sg-period-none-known = periodicity: none known (Grundy's game is not octal; no theorem certifies a period, and none is known)
sg-interrupted = sg_table: interrupted after { $done } of { $total } tables
sg-progress = sg_table: { $done } of { $total } tables in { $secs } s

## sg_table --help (sg_table/catalogue.rs)

sg-help-head =
    usage: sg_table <game> [parameters] [size] [--upto N] [--period] [--from L] [--svg FILE]
           sg_table < requests    (batch mode: no argument, one request per line)

    Prints the Grundy values of a game beside its closed form (or the game it is claimed to
    equal), flagging every disagreement. One-dimensional games show one value per coin: the
    value of the row with that single coin heads up (a row's value is the XOR over its heads).
sg-family-coins = one-dimensional coin games (size: number of coins, default { $defaults }; --upto N: through coin N):
sg-family-board = two-dimensional coin games (size: ROWS COLS, default { $defaults }; cells from 0, products' as their factors'):
sg-family-heaps = heap games (size: number of heaps from 0, default { $defaults }; --upto N: heaps 0 to N):
sg-help-options = options:
sg-help-period = report (preperiod, period) as CGSuite does; for { $games }
sg-help-from = number the coins (a board's rows and columns) from L (0 or 1) instead of the game's usual way; the closed form is evaluated at those numbers
sg-help-lang = the language of the help and the tables: en (English) or zh (Chinese); without it, LC_ALL, LC_MESSAGES or LANG (on the command line, for a whole batch)
sg-help-help = this text
sg-help-batch =
    batch mode: with no argument, sg_table reads requests from standard input, one per line,
    written as on the command line (e.g. `ruler 16`, `subtraction 1,3,4 --upto 40 --period`);
    blank lines and `#` comments are skipped. Every request is checked before any table is
    printed (a bad one: `error: line L: ...`, nothing printed); the tables follow in order,
    separated by one blank line.

## Each game's line in the help and its rule in a table's first line (sg_table/catalogue.rs)

sg-summary-one = turn one coin
sg-rule-one = turn one coin
sg-summary-nim = turn one or two coins: Nim, a head at x is a heap of x
sg-rule-nim = turn one or two coins (Nim)
sg-summary-consecutive = turn exactly K consecutive coins
sg-rule-consecutive = turn exactly K consecutive coins
sg-summary-subtraction = turn x and one of x-s (s in S, e.g. 1,2,3), or x alone if x is in S
sg-rule-subtraction = turn x and one of x-s (s in S), or x alone if x is in S
sg-summary-twins = turn exactly two coins, x and x-s with s in S
sg-rule-twins = turn two coins, x and x-s with s in S
sg-summary-mock-turtles = turn one, two or three coins
sg-rule-mock-turtles = turn one, two or three coins
sg-summary-ruler = turn any run of consecutive coins
sg-rule-ruler = turn any run of consecutive coins
sg-summary-runs = turn a run of consecutive coins whose length is in L
sg-rule-runs = turn a run of consecutive coins with length in L
sg-summary-two = turn exactly two coins (one factor of Turning Corners)
sg-rule-two = turn exactly two coins
sg-summary-grunt = turn four symmetric coins 0, a, x-a, x: Grundy's game
sg-rule-grunt = turn four symmetric coins 0, a, x-a, x (0 < a < x-a)
sg-summary-block = turn an edge-connected set of coins inside [0,x] x [0,y]
sg-rule-block = turn an edge-connected set of coins inside [0,x] x [0,y] containing (x,y)
sg-summary-corners = turn the four corners of a rectangle: Turning Corners
sg-rule-corners = turn the corners (a,b), (a,y), (x,b), (x,y) with a < x, b < y
sg-summary-rugs = turn every coin of a rectangle
sg-rule-rugs = turn every coin of a rectangle [a,x] x [b,y]
sg-summary-product =
    the product of two one-dimensional games (Tartan), A and B
    written like ruler, consecutive:3 or subtraction:1,2,3
sg-rule-product = a move of the first game at x times a move of the second at y
sg-summary-octal = take-and-break game 0.d1d2... (e.g. 0.77 Kayles, 0.07 Dawson's Kayles)
sg-rule-octal = take-and-break game
sg-summary-grundy = Grundy's game: split a heap into two unequal heaps
sg-rule-grundy = split a heap into two unequal non-empty heaps
sg-title-cutting = { $title }: { $rule }; pieces W x H, W the row, H the column, from 1
sg-beside-cutting = beside: no closed form (a piece with a side of 1, shown -, is a strip: the player to move cuts out a 1x1 piece and wins at once; the values are those of the game of safe cuts, which keep both sides at least 2)
sg-help-svg = also write the table as a picture (SVG) to FILE: entries coloured by value, the period outlined, each entry's options and their mex on hover (at most { $cells } entries)
sg-summary-cutting = the cutting game (POJ 2311): a piece W x H at row W, column H
sg-rule-cutting = cut a piece of paper along a grid line in two; whoever cuts out a 1x1 piece wins

## sg_table's argument errors (sg_table/parse.rs, catalogue.rs)

sg-no-game = no game given (try --help)
sg-unknown-game = unknown game { $game } (see --help)
sg-needs-params = game `{ $game }` needs { $n } { $n ->
        [one] parameter
       *[other] parameters
    }, { $names } (see --help)
sg-from-heaps = --from applies to coin games; heaps are numbered from 0
sg-from-cutting = --from applies to coin games; pieces are measured from 1
sg-svg-too-large = --svg draws tables of at most { $most } entries; this one has { $entries }
sg-svg-needs-file = --svg needs a file name
sg-svg-not-file = --svg needs a file name, not { $shown }
sg-from-range = --from { $value }: coins are numbered from 0 or 1
sg-negative = { $shown } is negative: sizes and parameters are whole numbers
sg-unknown-option = unknown option { $shown } (see --help)
sg-what-size = size
sg-for-game = {" "}for this game
sg-entry-coin = coin
sg-entry-cell = cell
sg-entry-heap = heap
sg-upto-below = --upto { $last } is below the first { $what }, { $first }
sg-upto-too-large = --upto { $last } is too large for this game (at most { $most })
sg-size-and-upto = give a size or --upto, not both
sg-too-many-sizes = too many sizes: { $sizes } (give one, or --upto N)
sg-period-applies = --period applies to { $games }
sg-board-options = two-dimensional games take ROWS COLS and --from only
sg-board-sizes = two-dimensional games take two sizes, ROWS COLS
sg-board-cells = { $game } needs ROWS x COLS at most { $cells } (got { $rows } x { $cols }): its moves grow exponentially
sg-batch-line = line { $line }: { $what }
sg-batch-empty = no game given: standard input holds no request (try --help)
sg-set-empty-element = set { $set } has an empty element
sg-set-too-large = set { $set } has more than { $most } elements
sg-set-what = set { $set }:
sg-unknown-factor = unknown one-dimensional game { $game } in a product (see --help)
sg-factor-needs-param = game `{ $game }` needs a parameter (see --help)
sg-factor-no-param = game `{ $game }` takes no parameter, so no `:` (see --help)
sg-octal-prefix = octal code { $code } does not start with `0.`
sg-octal-digit = octal code { $code } has a digit `{ $digit }`; its digits must be from 0 to 7
sg-octal-no-move = octal code { $code } allows no move
sg-octal-too-long = octal code { $code } has more than { $most } digits

## sg_table --svg's picture (sg_table/picture.rs), also the study desk's table

sg-pic-coin = coin { $x }
sg-pic-heap = heap { $h }
sg-pic-cell = cell ({ $x }, { $y })
sg-pic-piece = piece { $w }×{ $h }
sg-pic-no-cut = no cut at all (the player who cut it out has won)
sg-pic-strip = a strip: the player to move cuts out a 1×1 piece and wins at once
sg-pic-title-cutting = { $title }: { $rule }; piece W×H at row W, column H, from 1; a strip (a side of 1, no value) wins at once
sg-pic-periodic = periodic ({ $numbering }): preperiod { $pre } (outlined dashed), period { $period } (the first outlined solid)
sg-pic-heap-is-coin = heap n is coin n
sg-pic-heap-n = heap n
sg-pic-note-colour = each entry is coloured by its value; hover over one for the values its moves leave and their mex
sg-pic-note-marked = outlined in black: the position's components
sg-pic-note-claim = a red corner: the value differs from the claim
sg-pic-hover-none = { $name }: worth { $v }: it has no { $option ->
        [cut] safe cut
       *[move] move
    }, and the mex of nothing is 0
sg-pic-hover = { $name }: worth { $v } = mex{"{"}{ $values }{"}"}, { $count ->
        [one] the value its one { $option ->
            [cut] safe cut
           *[move] move
        } leaves
       *[other] the values its { $count } { $option ->
            [cut] safe cuts
           *[move] moves
        } leave
    }
sg-pic-claim = { $hover } (the claim says { $claim })
