# play (src/study/play): the game in the terminal. $side, $first, $winner, $loser and
# $starter are `person` or `computer`.

play-banner = Type a move as { $help }; `hint` shows a winning move, `undo` takes back your last move, `help` the commands, `quit` ends the game.
play-start = Start: { $origin }. { $first ->
    [computer] I
   *[person] You
} move first.
play-origin-given = the position given
play-origin-random = a random position (seed { $seed }; `--seed { $seed }` plays it again)
play-move = move { $number } ({ $side ->
    [computer] me
   *[person] you
}): { $words }
play-note = {" ("}{ $note })
play-taken-back = taken back: { $moves }
play-taken-sep = {"; "}
play-position = position: { $position }
play-position-drawing = position:
play-value = { $name } = { $value }
play-values = Grundy values: { $values }
play-values-sep = {", "}
play-verdict-win = { $rule }: a win for the player to move ({ $side ->
    [computer] me
   *[person] you
})
play-verdict-loss = { $rule }: a loss for the player to move ({ $side ->
    [computer] me
   *[person] you
})
play-hint = hint: { $moves }
play-hint-none = hint: there is no winning move here: every move leaves a position that wins for the other player
play-prompt = your move>
play-end-of-input = end of input: the game stops here, unfinished.
play-resign = you resign: I win.
play-help = type a move as { $help }; `hint` shows a winning move, `undo` takes back your last move and my reply, `quit` ends the game
play-nothing-to-undo = nothing to undo: you have not moved yet
play-no-argument = the command `{ $command }` takes no argument: type `{ $command }` alone; the position is unchanged
play-illegal = illegal move: { $why }; the position is unchanged
play-computer-wins = a winning move: it leaves you a position lost for the player to move
play-computer-longest = no winning move; this one keeps the game longest: if you win as fast as you can, { $n } more { $n ->
    [one] move follows
   *[other] moves follow
}
play-computer-smallest = no winning move, and too many positions to search; the smallest step: it keeps the most { $what }
play-game-over = game over: { $end }; { $winner ->
    [computer] I
   *[person] you
} win.
play-why-let-go = { $loser ->
    [computer] why I lost: before my move { $number } the position was a win for the player to move ({ $rule }), but `{ $words }` let it go; a winning move there: { $win }. From then on you always left me a position lost for the player to move.
   *[person] why you lost: before your move { $number } the position was a win for the player to move ({ $rule }), but `{ $words }` let it go; a winning move there: { $win }. From then on I always left you a position lost for the player to move.
}
play-why-no-move = { $loser ->
    [computer] why I lost: the start had no move, and { $starter ->
        [computer] I was
       *[person] you were
    } to move: whoever cannot move loses.
   *[person] why you lost: the start had no move, and { $starter ->
        [computer] I was
       *[person] you were
    } to move: whoever cannot move loses.
}
play-why-no-move-misere = { $loser ->
    [computer] why I lost: the start had no move, and { $starter ->
        [computer] I was
       *[person] you were
    } to move: in misère play whoever cannot move wins.
   *[person] why you lost: the start had no move, and { $starter ->
        [computer] I was
       *[person] you were
    } to move: in misère play whoever cannot move wins.
}
play-why-never-moved = { $loser ->
    [computer] why I lost: I never had a move: your first move ended the game.
   *[person] why you lost: you never had a move: my first move ended the game.
}
play-why-always-lost = { $loser ->
    [computer] why I lost: every position I faced was a loss for the player to move (the first: { $rule }); whatever I did, you could answer with a move that gave me a lost position again.
   *[person] why you lost: every position you faced was a loss for the player to move (the first: { $rule }); whatever you did, I could answer with a move that gave you a lost position again.
}

play-why-forgotten = { $loser ->
    [computer] why I lost: in the last { $kept } moves, all that this game keeps, every position I faced was a loss for the player to move; the winning position I let go came before them.
   *[person] why you lost: in the last { $kept } moves, all that this game keeps, every position you faced was a loss for the player to move; the winning position you let go came before them.
}
play-mistake = mistake: `{ $words }` lets your win go; after it, { $left }: a win for the player to move (me)
play-mistake-sum = { $rule }, and { $x } ≠ 0
play-mistake-instead = { $n ->
    [one] instead, this would have left { $left ->
        [zero] nim-sum 0
       *[lost] a position lost for the player to move (me)
    } — { $header }
   *[other] instead, any of these would have left { $left ->
        [zero] nim-sum 0
       *[lost] a position lost for the player to move (me)
    } — { $header }
}
play-mistake-practice = mistake: `{ $words }` lets your win go: the position it leaves wins for the player to move (me); a winning move there was: { $win }
play-strict-ask = take that move back before I reply? (yes/no)>
play-strict-stands = the move stands.
play-page-over = the game is over: undo takes back your last move, or study another position
play-page-no-quit = `quit` ends a game in the terminal; on a page, study another position or press undo
play-page-no-start = the computer can start only before the first move of a game that has one
## play --help (play/mod.rs): each game in one line, the sizes of a random start

play-game-nim = Nim: take any number of stones from one heap; the last stone wins
play-game-misere = misère Nim (HDU 1907): eat M&Ms of one colour; whoever eats the last M&M loses
play-game-snim = S-Nim (POJ 2960): take exactly s beads from one heap, s in the set S (e.g. 2,5)
play-game-fibonacci = HDU 1848: take a Fibonacci number of stones (1, 2, 3, 5, 8, ...) from one pile
play-game-staircase = staircase Nim (POJ 1704): chessmen on cells 1, 2, ... move left
play-game-cutting = the cutting game (POJ 2311): cut a piece in two; cutting out a 1x1 wins
play-game-prefix-free = the prefix-free game (ARC 087 E): add binary strings of length 1 to L
play-game-one = coins: turn one coin
play-game-one-or-two = coins: turn one or two coins (Nim in disguise)
play-game-consecutive = coins: turn exactly K consecutive coins
play-game-subtraction = coins: turn x and one of x-s (s in S), or x alone if x is in S
play-game-twins = coins: turn two coins, x and x-s with s in S
play-game-mock-turtles = coins: turn one, two or three coins
play-game-ruler = coins: turn any run of consecutive coins
play-game-runs = coins: turn a run of consecutive coins whose length is in L (e.g. 1,4,9)
play-game-two = coins: turn exactly two coins
play-game-grunt = coins: turn four coins 0, a, x-a, x (Grundy's game in disguise)
play-game-block = board: turn an edge-connected set of coins inside [0,x] x [0,y]
play-game-corners = board: turn the four corners of a rectangle (Turning Corners, HDU 3404)
play-game-rugs = board: turn every coin of a rectangle
play-game-product = board: the product of two row games (Tartan), e.g. runs:1,4 runs:1,3
play-size-heaps = how many heaps
play-size-max = the largest heap
play-size-coins = coins in the row, also with a position
play-size-rows = rows of the board, also with a position
play-size-cols = columns of the board, also with a position; see --rows
play-size-chessmen = how many chessmen
play-size-cells = cells 1 to M to start on
play-size-side = the sheet's sides are 2 to M
play-size-strings = random strings to try (without it, the empty set)
play-size-rows-both = { $what }; rows × columns at most { $coins } coins, { $block } for block
play-size-line = { $what } ({ $lo } to { $hi })
play-help-head =
    usage: play <game> [parameters] [position] [options]

    Plays a game against the perfect strategy. Type a move in the game's terms; the computer
    answers with a winning move when it has one (otherwise the move that keeps the game
    longest), shows the position and its Grundy values after every move, says at once when
    your move throws away a won position (and which moves would have won), and explains at
    the end why the loser lost. Without a position the start is random. During a game, `undo`
    takes back your last move and the computer's reply.

    games:
play-help-options =
    options:
      --hint                      show a winning move (or that there is none) before each of yours
      --computer-first            the computer moves first (you move first by default)
      --practice                  hide the Grundy values and the verdict (`hint` still works)
      --strict                    after a move that throws away a won position, offer to take it
                                  back at once, before the computer replies
      --seed S                    seed of the random start (default: from the clock; it is shown)
      --lang L                    the language: en (English) or zh (Chinese); without it,
                                  LC_ALL, LC_MESSAGES or LANG
      --exercise PROBLEM          exercises instead of a game: find winning moves
                                  in positions of PROBLEM, from tiny to the judge's
                                  size (with `--seed N`, `--count K`)

    random starts (no position given), with the sizes' defaults:
play-help-positions =
    positions: heaps and cells are numbers, pieces WxH, strings binary; row coins by their
    numbers (as the classic notes number them: from 1, or from 0 for twins, mock-turtles, two
    and grunt), board coins x,y (from 0; a product from its factors' first numbers); `all` is
    every coin heads up, on a row of --coins coins or a board of --rows by --cols.

## play's usage errors (play/mod.rs)

play-name-a-game = name a game: play <game> [parameters] [position] (see --help)
play-unknown-game = unknown game { $game } (see --help)
play-needs-params = { $game } needs { $params } (see --help)
play-unknown-option = unknown option { $option } for { $game } (its options: --hint, --computer-first, --practice, --strict, --seed, --lang, { $own })
play-too-many-parts = { $n } { $what } are too many to play (at most { $most }, to keep each move within play's memory and time)
play-set = set { $set }:
play-too-many-stones = { $kind ->
    [beads] { $stones } beads in all are too many to play (at most { $most }, to keep each move within play's memory and time)
    [mms] { $stones } M&Ms in all are too many to play (at most { $most }, to keep each move within play's memory and time)
   *[stones] { $stones } stones in all are too many to play (at most { $most }, to keep each move within play's memory and time)
}
play-two-chessmen = two chessmen at { $cell }
play-chessmen-do-not-fit = { $chessmen } chessmen do not fit on { $cells } cells
play-not-a-piece = { $word } is not a piece WxH with sides from 1 to { $most }
play-string-too-long = string { $string } is longer than L = { $l }
play-unknown-row-game = unknown row game { $game } (see --help)
play-coin-off-row = coin { $coin } is off the row of { $coins } coins ({ $first } to { $last })
play-not-a-cell = { $word } is not a coin x,y
play-cell-off-board = coin { $x },{ $y } is off the board (rows from { $fx }, columns from { $fy }, 16 at most)
play-board-too-large = a { $rows } x { $cols } board is too large for { $game } (at most { $most } coins)
play-cell-off = coin { $x },{ $y } is off the { $rows } x { $cols } board
play-coin-twice = coin { $coin } is given twice

## The coin-turning games' names and rules (play/mod.rs)

coin-game-one = One coin
coin-rule-one = turn one coin
coin-game-one-or-two = One or two coins
coin-rule-one-or-two = turn one or two coins
coin-game-consecutive = Consecutive coins
coin-rule-consecutive = turn exactly { $k } consecutive coins
coin-game-subtraction = A subtraction game of coins
coin-rule-subtraction = turn a coin x and one of x-s, s in {"{"}{ $set }{"}"}, or x alone if x is in the set
coin-game-twins = Twins
coin-rule-twins = turn two coins, x and x-s with s in {"{"}{ $set }{"}"}
coin-game-mock-turtles = Mock Turtles
coin-rule-mock-turtles = turn one, two or three coins
coin-game-ruler = Ruler
coin-rule-ruler = turn any run of consecutive coins
coin-game-runs = Runs
coin-rule-runs = turn a run of consecutive coins whose length is in {"{"}{ $set }{"}"}
coin-game-two = Exactly two coins
coin-rule-two = turn exactly two coins
coin-game-grunt = Grunt
coin-rule-grunt = turn four coins 0, a, x-a and x with 0 < a < x-a
coin-game-block = Connected block
coin-rule-block = turn an edge-connected set of coins inside [0, x] × [0, y] containing (x, y)
coin-game-corners = Turning Corners
coin-rule-corners = turn the four corners (a, b), (a, y), (x, b), (x, y) of a rectangle, a < x, b < y
coin-game-rugs = Rugs
coin-rule-rugs = turn every coin of a rectangle [a, x] × [b, y]
coin-game-product = A product game (Tartan)
coin-rule-product = a move of { $a } at x times a move of { $b } at y turns every pair of their coins
