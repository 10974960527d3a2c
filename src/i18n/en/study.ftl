# explain's lessons and the games of explain and play (src/study): the words of each game,
# the lines of a lesson (render.rs), the problems' games and theorems, where to go next.

## The nim-sum and lists of coins (game.rs)

nim-sum-nothing = nim-sum 0 (nothing is left)
nim-sum-one = nim-sum { $x }
nim-sum-many = nim-sum of the { $n } values = { $x }
nim-sum-terms = nim-sum { $terms } = { $x }
coins-becomes-tails = tails
coins-becomes-tails-turning = tails, turning { $coins }
coins-note-heads = { $n ->
    [one] { $coins } shows heads already: turning it to tails takes its value out of the sum, the same as adding it again
   *[other] { $coins } show heads already: turning them to tails takes their values out of the sum, the same as adding them again
}
lights-becomes-off = off
lights-becomes-off-switching = off, switching { $lights }
lights-note-on = { $n ->
    [one] { $lights } is on already: turning it off takes its value out of the sum, the same as adding it again
   *[other] { $lights } are on already: turning them off takes their values out of the sum, the same as adding them again
}
# What the options of a mex are, by kind: `its 3 moves leave …`.
kind-move = { $n ->
    [one] move
   *[other] moves
}
kind-safe-cut = { $n ->
    [one] safe cut
   *[other] safe cuts (a cut and its mirror image counted once)
}
kind-depth = { $n ->
    [one] depth for a new string
   *[other] depths for a new string
}
kind-run = { $n ->
    [one] run
   *[other] runs
}

## Heap games: Nim, misère Nim, S-Nim, the Fibonacci game (heaps.rs); $kind is stones,
## beads (S-Nim's) or mms (HDU 1907's M&Ms of several colours)

heaps-amount = { $kind ->
    [beads] { $n ->
        [one] { $n } bead
       *[other] { $n } beads
    }
    [mms] { $n ->
        [one] { $n } M&M
       *[other] { $n } M&Ms
    }
   *[stones] { $n ->
        [one] { $n } stone
       *[other] { $n } stones
    }
}
heaps-ones = { $n ->
    [one] { $kind ->
        [beads] { $n } heap with one bead
        [mms] { $n } colour with one M&M
       *[stones] { $n } heap with one stone
    }
   *[other] { $kind ->
        [beads] { $n } heaps with one bead each
        [mms] { $n } colours with one M&M each
       *[stones] { $n } heaps with one stone each
    }
}
heaps-name = { $kind ->
    [mms] colour { $n }
    [piles] pile { $n }
   *[stones] heap { $n }
}
heaps-show-none = { $kind ->
    [mms] no colour
    [piles] no pile
   *[stones] no heap
}
heaps-show = { $kind ->
    [mms] colours { $heaps }
    [piles] piles { $heaps }
   *[stones] heaps { $heaps }
}
heaps-set = S = {"{"}{ $set }{"}"}
heaps-set-fibonacci = S = the Fibonacci numbers 1, 2, 3, 5, 8, …
heaps-misere-nothing = { $kind ->
    [beads] misère rule: nothing is left, so whoever took the last bead has lost
    [mms] misère rule: nothing is left, so whoever ate the last M&M has lost
   *[stones] misère rule: nothing is left, so whoever took the last stone has lost
}
heaps-misere-odd = { $ones ->
    [one] { $kind ->
        [mms] misère rule: no colour holds more than one M&M, so their number decides: { $ones } colour holds one, an odd number: the player to move must eat the last one
        [beads] misère rule: no heap holds more than one bead, so their number decides: { $ones } heap holds one, an odd number: the player to move must take the last one
       *[stones] misère rule: no heap holds more than one stone, so their number decides: { $ones } heap holds one, an odd number: the player to move must take the last one
    }
   *[other] { $kind ->
        [mms] misère rule: no colour holds more than one M&M, so their number decides: { $ones } colours hold one, an odd number: the player to move must eat the last one
        [beads] misère rule: no heap holds more than one bead, so their number decides: { $ones } heaps hold one, an odd number: the player to move must take the last one
       *[stones] misère rule: no heap holds more than one stone, so their number decides: { $ones } heaps hold one, an odd number: the player to move must take the last one
    }
}
heaps-misere-even = { $ones ->
    [one] { $kind ->
        [mms] misère rule: no colour holds more than one M&M, so their number decides: { $ones } colour holds one, an even number: the player to move leaves the last one to the other
        [beads] misère rule: no heap holds more than one bead, so their number decides: { $ones } heap holds one, an even number: the player to move leaves the last one to the other
       *[stones] misère rule: no heap holds more than one stone, so their number decides: { $ones } heap holds one, an even number: the player to move leaves the last one to the other
    }
   *[other] { $kind ->
        [mms] misère rule: no colour holds more than one M&M, so their number decides: { $ones } colours hold one, an even number: the player to move leaves the last one to the other
        [beads] misère rule: no heap holds more than one bead, so their number decides: { $ones } heaps hold one, an even number: the player to move leaves the last one to the other
       *[stones] misère rule: no heap holds more than one stone, so their number decides: { $ones } heaps hold one, an even number: the player to move leaves the last one to the other
    }
}
heaps-misere-big = { $kind ->
    [beads] misère rule (the values are normal-play values): a heap holds two or more beads, so the nim-sum decides who wins, as in normal play: { $sum }
    [mms] misère rule (the values are normal-play values): a colour holds two or more M&Ms, so the nim-sum decides who wins, as in normal play: { $sum }
    [piles] misère rule (the values are normal-play values): a pile holds two or more stones, so the nim-sum decides who wins, as in normal play: { $sum }
   *[stones] misère rule (the values are normal-play values): a heap holds two or more stones, so the nim-sum decides who wins, as in normal play: { $sum }
}
heaps-move = { $kind ->
    [beads] take { $take ->
        [one] { $take } bead
       *[other] { $take } beads
    } from heap { $heap }
    [mms] eat { $take ->
        [one] { $take } M&M
       *[other] { $take } M&Ms
    } of colour { $heap }
    [piles] take { $take ->
        [one] { $take } stone
       *[other] { $take } stones
    } from pile { $heap }
   *[stones] take { $take ->
        [one] { $take } stone
       *[other] { $take } stones
    } from heap { $heap }
}
heaps-order = { $kind ->
    [mms] by colour, then by the number eaten
    [piles] by pile, then by the number taken
   *[stones] by heap, then by the number taken
}
heaps-why-last = { $kind ->
    [beads] it takes the last bead left, and whoever takes the last bead loses
    [mms] it eats the last M&M left, and whoever eats the last M&M loses
   *[stones] it takes the last stone left, and whoever takes the last stone loses
}
heaps-why-odd = { $kind ->
    [mms] it leaves { $left }, an odd number, so the other player must eat the last one
   *[stones] it leaves { $left }, an odd number, so the other player must take the last one
}
heaps-why-even = { $kind ->
    [mms] it leaves { $left }, an even number: the other player eats one and leaves an odd number, and in the end the player to move now must eat the last one
   *[stones] it leaves { $left }, an even number: the other player takes one and leaves an odd number, and in the end the player to move now must take the last one
}
heaps-why-switch = { $kind ->
    [beads] the misère switch: this move leaves only heaps of 0 and 1 beads, where normal play would leave nim-sum 0; it leaves { $left }, an odd number, so the other player must take the last one
    [mms] the misère switch: this move leaves only colours of 0 and 1 M&Ms, where normal play would leave nim-sum 0; it leaves { $left }, an odd number, so the other player must eat the last one
    [piles] the misère switch: this move leaves only piles of 0 and 1 stones, where normal play would leave nim-sum 0; it leaves { $left }, an odd number, so the other player must take the last one
   *[stones] the misère switch: this move leaves only heaps of 0 and 1 stones, where normal play would leave nim-sum 0; it leaves { $left }, an odd number, so the other player must take the last one
}
heaps-why-raises = { $kind ->
    [mms] this move raises { $heap }'s value from { $before } to { $after }: in a subtraction game a smaller colour can be worth more
    [piles] this move raises { $heap }'s value from { $before } to { $after }: in a subtraction game a smaller pile can be worth more
   *[stones] this move raises { $heap }'s value from { $before } to { $after }: in a subtraction game a smaller heap can be worth more
}
heaps-rules-nim = { $kind ->
    [beads] Nim: a move takes one or more beads from one heap; whoever takes the last bead wins.
    [mms] Nim: a move eats one or more M&Ms of one colour; whoever eats the last M&M wins.
    [piles] Nim: a move takes one or more stones from one pile; whoever takes the last stone wins.
   *[stones] Nim: a move takes one or more stones from one heap; whoever takes the last stone wins.
}
heaps-rules-misere = { $kind ->
    [beads] Misère Nim: a move takes one or more beads from one heap; whoever takes the last bead loses.
    [mms] Misère Nim: a move eats one or more M&Ms of one colour; whoever eats the last M&M loses.
    [piles] Misère Nim: a move takes one or more stones from one pile; whoever takes the last stone loses.
   *[stones] Misère Nim: a move takes one or more stones from one heap; whoever takes the last stone loses.
}
heaps-rules-subtraction = { $kind ->
    [beads] A subtraction game with { $set }: a move takes exactly s beads from one heap, s in S; whoever cannot move loses.
    [mms] A subtraction game with { $set }: a move eats exactly s M&Ms of one colour, s in S; whoever cannot move loses.
    [piles] A subtraction game with { $set }: a move takes exactly s stones from one pile, s in S; whoever cannot move loses.
   *[stones] A subtraction game with { $set }: a move takes exactly s stones from one heap, s in S; whoever cannot move loses.
}
heaps-move-help = { $kind ->
    [beads] `take K beads from heap H` (or just `H K`), e.g. `{ $example }`
    [mms] `eat K M&Ms of colour H` (or just `H K`), e.g. `{ $example }`
    [piles] `take K stones from pile H` (or just `H K`), e.g. `{ $example }`
   *[stones] `take K stones from heap H` (or just `H K`), e.g. `{ $example }`
}
heaps-parse-too-large = { $kind ->
    [beads] { $word } is too large for a number of beads
    [mms] { $word } is too large for a number of M&Ms
   *[stones] { $word } is too large for a number of stones
}
heaps-parse-unknown = unknown command or word `{ $word }`: the commands are hint, undo, help and quit; a move is { $help }
heaps-parse-two-numbers = a move names two numbers: { $help }
heaps-parse-no-heap = { $kind ->
    [mms] there is no colour { $heap }: they are numbered 1 to { $count }
    [piles] there is no pile { $heap }: they are numbered 1 to { $count }
   *[stones] there is no heap { $heap }: they are numbered 1 to { $count }
}
heaps-parse-take-zero = { $kind ->
    [beads] a move takes at least one bead
    [mms] a move eats at least one M&M
   *[stones] a move takes at least one stone
}
heaps-parse-empty = { $kind ->
    [mms] colour { $heap } is empty
    [piles] pile { $heap } is empty
   *[stones] heap { $heap } is empty
}
heaps-parse-holds-only = { $kind ->
    [mms] colour { $heap } holds only { $size }
    [piles] pile { $heap } holds only { $size }
   *[stones] heap { $heap } holds only { $size }
}
heaps-parse-not-a-size = { $take } is not a move size: { $set }
heaps-size-words = { $kind ->
    [beads] beads
    [mms] M&Ms
   *[stones] stones
}
heaps-end-nim = { $kind ->
    [beads] no bead is left: whoever took the last bead wins
    [mms] no M&M is left: whoever ate the last M&M wins
   *[stones] no stone is left: whoever took the last stone wins
}
heaps-end-misere = { $kind ->
    [beads] no bead is left: whoever took the last bead loses
    [mms] no M&M is left: whoever ate the last M&M loses
   *[stones] no stone is left: whoever took the last stone loses
}
heaps-end-empty = { $kind ->
    [beads] no bead is left: whoever cannot move loses
    [mms] no M&M is left: whoever cannot move loses
   *[stones] no stone is left: whoever cannot move loses
}
heaps-end-stuck = { $kind ->
    [mms] no colour allows a move: whoever cannot move loses
    [piles] no pile allows a move: whoever cannot move loses
   *[stones] no heap allows a move: whoever cannot move loses
}

## Staircase Nim (staircase.rs)

staircase-show-none = no chessman
staircase-show = chessmen at { $cells }
staircase-pair = { $left } and { $right }
staircase-pair-wall = wall and { $right }
staircase-gap = gap { $gap }
staircase-becomes = { $pair }, gap { $gap }
staircase-move = move the chessman at { $from } to { $to }
staircase-order = by the chessman's cell, left to right
staircase-note-left = this moves the pair's left chessman, so the pair's gap grows from { $before } to { $after }: a heap can rise in staircase Nim (the gap to its left, not a heap, shrinks)
staircase-rules = Staircase Nim (POJ 1704): chessmen stand on cells 1, 2, 3, … of a row; a move takes one chessman any distance left, not onto or past the chessman before it nor past cell 1; whoever cannot move loses.
staircase-move-help = `move the chessman at P to Q` (or just `P Q`), e.g. `{ $example }`
staircase-parse-not-a-move = not a move or a command (hint, undo, help, quit): { $help }
staircase-parse-too-large = { $word } is too large for a cell number
staircase-parse-not-a-cell = `{ $word }` is not a cell number
staircase-parse-no-chessman = no chessman stands at { $from }
staircase-parse-not-left = a chessman moves left: { $to } is not left of { $from }
staircase-parse-cell-zero = the row starts at cell 1
staircase-parse-in-the-way = the chessman at { $from } cannot reach { $to }: the chessman at { $other } is in the way
staircase-size-words = free cells to the left of the chessmen
staircase-end = every chessman stands against the wall or the chessman before it: whoever cannot move loses

## The cutting game (cutting.rs)

cutting-show = { $n ->
    [one] piece { $pieces }
   *[other] pieces { $pieces }
}
cutting-rule-over = a 1×1 piece has been cut out: the game is over
cutting-rule-strip = the { $strip } strip lets the player to move cut out a 1×1 piece and win at once
cutting-rule-units = only 1×1 pieces are left, and they admit no cut: the player to move cannot move
cutting-rule-sum-units = { $sum } (1×1 pieces admit no cut)
cutting-move = cut the { $piece } sheet into { $a } and { $b }
cutting-pieces = { $a } and { $b }
cutting-order = by piece, then cuts that split the width before cuts that split the height, the narrower part first
cutting-why-unit = it cuts a 1×1 piece out of the { $strip } strip, which wins at once
cutting-why-strip = it leaves a { $strip } strip: the other player cuts a 1×1 piece off it and wins at once
cutting-rules = The cutting game (POJ 2311): a move cuts one piece of paper along a grid line into two pieces; whoever cuts out a 1×1 piece wins.
cutting-move-help = `{ $example }` (or just `4x3 1x3`)
cutting-parse-not-a-move = not a move: { $help }
cutting-parse-no-piece = there is no { $piece } piece (the pieces: { $pieces })
cutting-parse-not-a-part = { $part } is not a part of a { $piece } sheet: a cut keeps one side whole and splits the other
cutting-parse-cannot = a { $piece } sheet cannot be cut into { $a } and { $b }: a cut splits one side in two
cutting-size-words = area in pieces with both sides at least 2
cutting-end-won = a 1×1 piece has been cut out: whoever cut it wins
cutting-end-units = only 1×1 pieces are left, and they admit no cut: whoever cannot move loses

## The prefix-free game (prefix_free.rs)

prefix-root-long = string { $owner }'s first { $len } characters, then { $bit }
prefix-show-empty = L = { $l }, no string yet
prefix-show-long = (string { $i }: { $n } characters)
prefix-show = L = { $l }, strings { $strings }
prefix-free-subtree = free subtree at { $root }
prefix-height = height { $height }
prefix-move-root = add the string { $root }
prefix-move-any = add any string of length { $length } that begins with { $root } ({ $count } strings, e.g. { $example })
prefix-order = by the free subtree's root, in dictionary order
prefix-kinds = { $n ->
    [one] { $n } kind
   *[other] { $n } kinds
}
moves-count = { $n }
prefix-becomes-nothing = nothing: its root is the new string
prefix-becomes-one = the free subtree of height { $height } beside the new string
prefix-becomes-many = the { $j } free subtrees of heights { $from } down to { $to } beside the new string
prefix-chars = of { $n } characters
prefix-nth-string = the { NUMBER($n, type: "ordinal") ->
    [one] { $n }st
    [two] { $n }nd
    [few] { $n }rd
   *[other] { $n }th
} string, { $string }
prefix-conflict-equal = it equals { $string }
prefix-conflict-has-prefix = { $string }, is a prefix of it
prefix-conflict-is-prefix = it is a prefix of { $string }
prefix-example-zeros = the root followed by { $n } zeros
prefix-rules = The prefix-free game (ARC 087 E): a move adds a binary string of length 1 to L so that no string of the set is a prefix of another; whoever cannot add one loses.
prefix-move-help = `add 0110` (or just `0110`)
prefix-parse-not-a-move = not a move: { $help }
prefix-parse-conflict = { $string } cannot be added: { $why }
prefix-parse-too-long = { $string } is too long: strings have length at most L = { $l }
prefix-add = add { $string }
prefix-size-words = strings that could still be added
prefix-end = no string of length 1 to L can be added: whoever cannot add one loses

## Mock Turtles (mock_turtles.rs) and the coin-turning games (coin_games.rs)

coin-name = coin { $coin }
mock-show-none = no head
mock-show = heads at { $heads }
mock-move = { $n ->
    [one] turn coin { $coins }
   *[other] turn coins { $coins }
}
mock-order = by the coin that goes from heads to tails, then by the other coins, smallest first
coins-run = coins { $from } to { $to }
coins-corners = the corners { $corners }
coins-rectangle = every coin from { $from } to { $to }
coins-cells = { $n ->
    [one] the coin at { $cells }
   *[other] the coins at { $cells }
}
coins-coins = { $n ->
    [one] coin { $coins }
   *[other] coins { $coins }
}
coins-drawing-row = coin  { $labels }
coins-move = turn { $coins }
coins-order = by the coin that goes from heads to tails (row by row), then as the rule lists moves
coins-parse-too-large = { $word } is too large for a coin number
coins-parse-dash = { $word } is not a coin number: a coin is a whole number, and a run of coins is written `3 to 7`
coins-parse-not-a-coin = { $word } is not a coin number
coins-parse-a-number = a coin is a number
coins-parse-a-cell = a coin is a cell `x, y`
coins-parse-twice = coin { $coin } is named twice
coins-parse-none = no coin named
coins-parse-no-coin = there is no coin { $coin }: the coins are { $first } to { $last }
coins-parse-no-cell = there is no coin ({ $x }, { $y }): rows are { $fx } to { $lx }, columns { $fy } to { $ly }
coins-parse-no-corners = { $from } to { $to } has no four corners: a rectangle's corners lie in two rows and two columns
coins-rules-row = { $name } on a row of { $coins } coins: a move turns over coins ({ $rule }); the rightmost coin turned must go from heads (H) to tails (T). Whoever cannot move loses.
coins-rules-board = { $name } on a { $rows } × { $cols } board of coins: a move turns over coins ({ $rule }); the coin turned with the largest row and column must go from heads (H) to tails (T). Whoever cannot move loses.
coins-help-run = `3 to 7` is a run
coins-help-corners = `a,b to x,y` is the four corners of that rectangle
coins-help-rectangle = `a,b to x,y` is every coin of that rectangle
coins-move-help = `{ $example }` (or just `{ $short }`; { $range })
coins-move-help-none = `turn coins 3, 5 and 9` (or just `3 5 9`; { $range })
coins-parse-right-of-corner = every coin a move turns must lie in its corner's column or to the left, the corner being the coin turned in the largest row (the furthest right there): { $coin } lies right of the corner { $corner }
coins-parse-tails = coin { $coin } shows tails: the last coin a move turns must go from heads to tails
coins-parse-not-a-move = turning { $coins } is not a move of { $name }: { $rule }
coins-size-words = heads read as a binary number (coin i worth 2^i)
coins-end-tails = every coin shows tails: whoever cannot move loses
coins-end-stuck = no head can start a move: whoever cannot move loses

## Turning Corners (corners.rs)

light-name = light ({ $x }, { $y })
corners-show-none = no light
corners-show = lights at { $lights }
corners-listed-again = listed again
corners-uncounted = { $far ->
    [one] an uncounted number at the { $far } lit light with both coordinates at least { $small }, not searched
   *[other] an uncounted number at the { $far } lit lights with both coordinates at least { $small }, not searched
}
corners-move = switch the lights at { $lights }
corners-order = by the lit corner in the order listed, then by the opposite corner's row

## Project Euler 459 (flipping.rs)

flip-move = flip the { $w }×{ $h } rectangle whose upper-right corner is ({ $x }, { $y })

## The lines of a lesson (explain/render.rs)

lesson-game = game: { $game }
lesson-theorem = theorem: { $theorem }
lesson-title = { $label }: { $position }
lesson-none = (none)
lesson-component = { $name }: worth { $value }
lesson-component-detail = { $name }, { $detail }: worth { $value }
lesson-because = because { $reason }
lesson-reasons-omitted = (the last { $count } values come by the same definition; their reasons are not written out)
lesson-nim-sum-word = nim-sum
lesson-sum-word = sum
lesson-star-sum-one = sum { $x }
lesson-star-sum-many = sum of the { $n } values = { $x }
lesson-star-sum-terms = sum { $terms } = { $x }
lesson-to-win = to win, change one component of value v into something worth { $worth }: the { $sum } becomes { $zero } (in Nim, where values only fall, v must hold { $x }'s top bit, { $top })
lesson-to-win-any = to win, change one component of value v into something worth { $worth }: the { $sum } becomes { $zero } (a move here can raise a value as well as lower it: the winning moves below show where)
lesson-to-win-misere = to win, as in normal play, change one component of value v to { $worth } (the { $sum } becomes { $zero }; v must hold { $x }'s top bit, { $top }), except where that would leave only components of 0 and 1: there leave an odd number of 1s ({ $sum } { $one })
lesson-verdict-wins = verdict: { $words } (the player to move wins)
lesson-verdict-loses = verdict: { $words } (the player to move loses)
lesson-board-value = board value: P1({ $n }) { $times } P2({ $n }) = { $product } = { $value } (the coin-turning theorem: the sum of every white disk's value g1(x) { $times } g2(y), which by distributivity is P1(N) { $times } P2(N))
lesson-binary = in binary, each column added without carry (1 iff it holds an odd number of 1s):
lesson-binary-row = { $name }: { $value }
lesson-binary-long = the { $sum } { $x } is { $bits } in binary (binary columns are drawn for at most { $terms } components of at most { $most } bits)
lesson-why = { $component }, worth { $before }, becomes { $becomes }, worth { $worth }; the { $sum } after is { $after }
lesson-with-note = { $text }; { $note }
lesson-why-label = why: { $why }
lesson-why-loses = why it loses: { $why }
lesson-winning-uncounted = winning moves: { $note }; one of them:
lesson-winning-all = winning moves ({ $count }, { $order }):
lesson-winning-first = winning moves: { $count }; the first { $shown }, { $order }:
lesson-winning-and = (and { $note })
lesson-no-move = there is no move at all, so the player to move loses
lesson-one-part = a move changes exactly one { $part }, never into something of the same value (no option has its value: that is the mex), so the { $sum }, { $zero } now, cannot stay { $zero }
lesson-cuts = a cut either leaves a 1×k strip, which the other player cuts to a 1×1 piece at once, or changes one piece into pieces of another value (no option has its value: that is the mex), so the { $sum }, { $zero } now, cannot stay { $zero }
lesson-by-rule = every move leaves the other player a position that the rule above calls a win
lesson-no-win = winning moves: none: { $because }
lesson-no-win-example = winning moves: none: { $because }; for example:
lesson-not-zero = { $why }: not { $zero }, a win for the other player

## Why a component is worth its value (render.rs: reason_text)

reason-heap-zero = { $kind ->
    [mms] a colour of 0 M&Ms has no move, and the mex of nothing is { $zero }
   *[stones] a Nim heap of 0 has no move, and the mex of nothing is { $zero }
}
reason-heap-one = { $kind ->
    [mms] a colour of 1 M&M can be left with 0, worth 0, and { $mex } = { $one }
   *[stones] a Nim heap of 1 can become a heap of 0, worth 0, and { $mex } = { $one }
}
reason-heap-range = 0 to { $last }
reason-heap = { $kind ->
    [mms] a colour of { $size } M&Ms can be left with { $reach }, each worth its number, and { $mex } = { $value }
   *[stones] a Nim heap of { $size } can become a heap of { $reach }, each worth its size, and { $mex } = { $value }
}
reason-ones = { $n ->
    [0] no 1
    [one] one 1
   *[other] { $n } 1s
}
reason-odious = od({ $x }) = { $value }: 2·{ $x } = { $double } = { $binary }₂ has { $ones } (odious), so od({ $x }) = 2·{ $x } = { $plain }
reason-evil = od({ $x }) = { $value }: 2·{ $x } = { $double } = { $binary }₂ has { $ones } (evil), so od({ $x }) = 2·{ $x } + 1 = { $plain } = { $plain_binary }₂, with { $plain_ones } (odious)
reason-lowbit = lowbit({ $height }) = { $value }: { $height } = { $binary }₂, and the lowest 1 of it is worth { $plain }, the largest power of 2 dividing { $height }
reason-option = { $becomes }, worth { $worth }
reason-option-sep = {"; or "}
reason-step-sep = {"; "}
reason-mex-none = it has no { $kind }, and the mex of nothing is { $zero }
reason-mex-one = its one { $kind } leaves { $option }; and { $mex } = { $value }
reason-mex-all = its { $n } { $kind } leave { $options }; and { $mex } = { $value }
reason-mex-folded = its { $n } { $kind } leave { $options }; … and { $more } more; and { $values } = { $value }
reason-product-zero = { $product }: a product with { $zero } is { $zero }
reason-product-one = { $product }: { $one } is the unit of the product
reason-product = { $product }: { $steps }
product-below-two = below 2 there is nothing to split: { $zero } and { $one } multiply as integers
product-split = split at the Fermat 2-power F = { $f } (both below F² = { $square }): { $split }
product-halves = the three half-size products: { $products }
product-combine = { $square }, so { $result }

## Project Euler 459's lines (render.rs)

flip-factors = the board is the product Runs(squares) × Runs(triangular numbers) of two run games (a white disk is a head): widths { $widths } along a row, heights { $heights } up a column
flip-single-head = each factor's single head: g(x) = mex{"{"} P(x − 1) { $plus } P(x − l) : l a run length, l ≤ x {"}"}, as a run of l ending at x turns the l − 1 coins before x, worth P(x − 1) { $plus } P(x − l), where P(k) = g(1) { $plus } … { $plus } g(k)
flip-g1 = g1(x), x from 1 to { $n }, the widths' run game (x the column, along a row): { $values }
flip-because-g1 = because g1({ $n }): { $reason }
flip-g2 = g2(y), y from 1 to { $n }, the heights' run game (y the row, up a column): { $values }
flip-because-g2 = because g2({ $n }): { $reason }
flip-values-omitted = (g1 and g2 are listed for boards up to 16; here they run to { $n }, and P1, P2 are their { $star ->
    [yes] sums
   *[no] XORs
})
flip-disk-values = disk values g1(x) { $times } g2(y), the row y = { $n } on top, the column x = 1 at the left:
flip-counted = winning moves: { $count } (listed for N up to { $most } only)
flip-no-disk = winning moves: none: no disk, so no move
flip-none = winning moves: none: every flip changes the board's value (a position never moves to one of its own value: a value is the mex of its options'), so the value, { $zero } now, cannot stay { $zero }; for example:
flip-parts = { $star ->
    [yes] a = { $columns }, the sum of g1 over its columns { $first_column } to { $last_column }, and b = { $rows }, the sum of g2 over its rows { $first_row } to { $last_row }
   *[no] a = { $columns }, the XOR of g1 over its columns { $first_column } to { $last_column }, and b = { $rows }, the XOR of g2 over its rows { $first_row } to { $last_row }
}
flip-why-wins = its disks are worth { $worth }, the board's value, so flipping them leaves { $leaves }; { $parts }
flip-why-loses = its disks are worth { $worth }, so flipping them leaves { $leaves }: not { $zero }, a win for the other player; { $parts }

## Where to go next (render.rs, next.rs)

next-head = next:
next-play = play this position against the perfect strategy: { $command }
next-play-note = play it against the perfect strategy: { $command } ({ $note })
next-play-none = play: none from this position ({ $why })
next-table = its values in a table: { $command } ({ $note })
next-table-none = its values in a table: none in sg_table ({ $why })

## explain's cases (explain/cases.rs): labels, notes, what the components are

label-case = case { $n }
label-line = line { $n }
label-case-set = case { $case } (S = {"{"}{ $set }{"}"})
label-case-position-set = case { $case }, position { $position } (S = {"{"}{ $set }{"}"})
label-the-set = the set
snim-no-position = no position to judge (the judge's line is empty)
note-place-twice = a place listed twice is one head
note-light-twice = a light listed twice is switched off again
note-zero-line = in a judge input the line `0 0 0` ends the input; as a position it is three empty piles
frame-staircase = pairs from the right (the gap inside each pair is a Nim heap, worth its size):
frame-cutting = pieces with both sides at least 2 (a cut leaving a 1×k strip loses at once, so only safe cuts, keeping both sides ≥ 2, count), each worth the mex of its safe cuts' values:
frame-snim = heaps, each a subtraction game S worth g(h) = mex{"{"} g(h − s) : s ∈ S, s ≤ h {"}"} (mex: the least value not in the set):
frame-prefix-free = free subtrees (where new strings can go), each worth lowbit(height), the largest power of 2 dividing its height:
frame-mock-turtles = heads, each worth od(x), the x-th odious number (odious: an odd number of 1s in binary), 2x or 2x + 1:
frame-corners = lights as listed, each worth the nim product x ⊗ y:
frame-fibonacci = piles, each a subtraction game with the Fibonacci numbers, worth g(h) = mex{"{"} g(h − f) : f a Fibonacci number, f ≤ h {"}"}:
frame-misere = colours (misère Nim: whoever eats the last M&M loses), each worth its size in normal play:
# What one move changes, in why no move wins a lost position.
part-gap = pair's gap
part-piece = piece
part-heap = heap
part-free-subtree = free subtree
part-head = head (turned to tails with the coins turned beside it)
part-light = light (switched off with the three other corners)
part-pile = pile
part-colour = colour
flip-board = a { $n }×{ $n } board, every disk white
flip-order = by the corner's column, then width, then the corner's row, then height
flip-run-one = nothing (the run of 1, coin { $coin } alone)
flip-run = heads at { $from } to { $to } (the run of { $len })

## A position on explain's command line (explain/cases.rs)

word-cell = cell
word-move-size = move size
word-heap = heap
word-pile = pile
word-colour = colour's number of M&Ms
word-place = place
position-negative = { $what } { $word } is negative: a { $what } is a whole number from { $least } to { $most }
position-not-whole = { $what } { $word } is not a whole number (from { $least } to { $most })
position-too-small = { $what } { $value } is too small (at least { $least })
position-too-large = { $what } { $value } is too large (at most { $most })
position-word-count = the position is { $shape } ({ $n ->
    [one] { $n } word
   *[other] { $n } words
}), found { $found ->
    [one] { $found } word
   *[other] { $found } words
}
position-cell-twice = cell { $cell } is given twice (word { $word })
position-snim-nothing = the position is S HEAP... (S like 2,5), found nothing
position-set-empty-size = the set { $set } has an empty move size
position-set-bad = the set { $set }: { $why }
position-heap-too-large = heap { $heap } is too large for this move set: { $why }
position-prefix-nothing = the position is L STRING..., found nothing
position-string-conflict = string { $string } cannot join the set: { $why }
position-string-too-long = string { $string } has length { $length }, more than L = { $l }
position-not-a-light = { $word } is not a light X,Y
position-light-bad = light { $light }: { $why }
position-no-candy = no colour holds an M&M: with no candy at all the judge's game is undefined

## Each problem's game and the theorems that decide it (explain/cases.rs: names)

game-poj1704 = staircase Nim (chessmen move left along a row; paired from the right, the gap inside each pair is a Nim heap)
theorem-bouton-staircase = { $star ->
    [yes] Bouton's theorem: a Nim position is lost for the player to move iff the sum (nim-sum) of its heaps is 0; a move of a pair's left chessman only widens its pair's gap, and the other player can narrow it back at once, so those moves change nothing
   *[no] Bouton's theorem: a Nim position is lost for the player to move iff the XOR (nim-sum) of its heaps is 0; a move of a pair's left chessman only widens its pair's gap, and the other player can narrow it back at once, so those moves change nothing
}
game-poj2311 = the cutting game (a 1×k strip wins at once for the player to move, so a cut that leaves one loses: what is left is the normal-play game of safe cuts)
theorem-sg-cuts = { $star ->
    [yes] the Sprague–Grundy theorem: a piece is worth the mex of the values of its safe cuts (a cut is worth the sum of its two pieces), the position the sum of its pieces, and the player to move loses iff that is 0
   *[no] the Sprague–Grundy theorem: a piece is worth the mex of the values of its safe cuts (a cut is worth the XOR of its two pieces), the position the XOR of its pieces, and the player to move loses iff that is 0
}
game-poj2960 = S-Nim, a subtraction game (a move takes exactly s beads from one heap, s in the set S)
theorem-mex-heap = the mex rule: a heap is worth the least value that none of the heaps it can become is worth
theorem-sg-heaps = { $star ->
    [yes] the Sprague–Grundy theorem: the position is worth the sum of its heaps' values, and the player to move loses iff that is 0
   *[no] the Sprague–Grundy theorem: the position is worth the XOR of its heaps' values, and the player to move loses iff that is 0
}
game-arc087_c = the prefix-free game (a new string lies in exactly one free subtree of the set's trie, so the game is the sum of its free subtrees)
theorem-ruler = the ruler function: a free complete binary tree of height h is worth lowbit(h), the largest power of 2 dividing h
theorem-sg-subtrees = { $star ->
    [yes] the Sprague–Grundy theorem: the set is worth the sum of its free subtrees' values, and the player to move loses iff that is 0
   *[no] the Sprague–Grundy theorem: the set is worth the XOR of its free subtrees' values, and the player to move loses iff that is 0
}
game-hdu3537 = Mock Turtles (turn one, two or three coins, the rightmost from heads to tails)
theorem-coin-turning-heads = { $star ->
    [yes] the coin-turning theorem (the Sprague–Grundy theorem, each head a game of its own): a row of coins is worth the sum of the values of its heads, each alone
   *[no] the coin-turning theorem (the Sprague–Grundy theorem, each head a game of its own): a row of coins is worth the XOR of the values of its heads, each alone
}
theorem-odious = odious numbers: a head alone at x is worth od(x), the x-th odious number (odious: an odd number of 1s in binary)
game-hdu3404 = Turning Corners = Twos × Twos (the product of two games of turning exactly two coins, where a coin alone at x is worth x): a move switches the four corners of a rectangle whose lower-right corner is lit
theorem-tartan-corners = the Tartan theorem: in a product, a head alone at (x, y) is worth g1(x) ⊗ g2(y), here the nim product x ⊗ y
theorem-coin-turning-lights = { $star ->
    [yes] the coin-turning theorem (the Sprague–Grundy theorem, each light a game of its own): the lights are worth the sum of their values, and the player to move loses iff that is 0
   *[no] the coin-turning theorem (the Sprague–Grundy theorem, each light a game of its own): the lights are worth the XOR of their values, and the player to move loses iff that is 0
}
game-hdu1848 = a subtraction game with S = the Fibonacci numbers (a move takes 1, 2, 3, 5, 8, … stones from one pile)
theorem-mex-pile = the mex rule: a pile is worth the least value that none of the piles it can become is worth
theorem-sg-piles = { $star ->
    [yes] the Sprague–Grundy theorem: the three piles are worth the sum of their values, and the player to move loses iff that is 0
   *[no] the Sprague–Grundy theorem: the three piles are worth the XOR of their values, and the player to move loses iff that is 0
}
game-hdu1907 = misère Nim (eat any number of M&Ms of one colour; whoever eats the last M&M loses)
theorem-bouton-misere = Bouton's theorem for misère Nim: while some colour holds two or more M&Ms, the player to move wins iff the nim-sum is not 0, and plays as in normal play except at the move that would leave only colours of 0 and 1 M&Ms, where it leaves an odd number of ones; once no colour holds more than one, the player to move wins iff their number is even
game-pe459 = the flipping game = Runs(squares) × Runs(triangular numbers): a move flips every disk of a w × h rectangle, w a square and h a triangular number, whose upper-right disk is white
theorem-tartan-disks = the Tartan theorem: the white disk at (x, y) is worth g1(x) ⊗ g2(y), g1 and g2 the two run games' values by the mex rule
theorem-coin-turning-disks = { $star ->
    [yes] the coin-turning theorem (the Sprague–Grundy theorem, each white disk a game of its own): the board is worth the sum of its white disks' values, and the player to move loses iff that is 0; W(N) counts the first moves that leave 0
   *[no] the coin-turning theorem (the Sprague–Grundy theorem, each white disk a game of its own): the board is worth the XOR of its white disks' values, and the player to move loses iff that is 0; W(N) counts the first moves that leave 0
}
game-nim_product_64 = none: the nim product of the field of nimbers below 2^64 (the value of a light at (a, b) in Turning Corners)
theorem-fermat = { $star ->
    [yes] the Fermat 2-power recursion: for a Fermat 2-power F = 2^(2^k), {"*"}F × {"*"}x = {"*"}(F·x) for x < F and {"*"}F × {"*"}F = {"*"}F + {"*"}(F/2), so three half-size products decide {"*"}a × {"*"}b
   *[no] the Fermat 2-power recursion: for a Fermat 2-power F = 2^(2^k), F ⊗ x = F·x for x < F and F ⊗ F = F ⊕ F/2, so three half-size products decide a ⊗ b
}
next-too-many-heaps = { $n } { $what }s are more than play takes, { $most }
next-heap-too-large = a { $what } of { $heap } is more than play takes, { $most }
next-too-many-stones = { $total } in all are more than play takes, { $most }
next-table-stops = its { $game } table stops at size { $most }
next-no-chessman = no chessman
next-too-many-chessmen = { $n } chessmen are more than play takes, { $most }
next-cell-beyond = cell { $cell } is beyond play's last cell, { $most }
next-no-gap = no chessman, no gap
next-note-gap = its coin g is a Nim heap of g, as a gap of g is; a gap of 0 is worth 0
next-sides-at-most = its sides are at most { $side } there
next-note-cutting = its row { $w }, column { $h } holds the sheet { $w }×{ $h }
next-no-heap = the position has no heap
next-move-size-too-large = a move size of { $size } is more than play takes, { $most }
next-set-limits = its sets hold at most { $sizes } sizes of at most { $largest }
next-note-heap = its coin h is a heap of h; a heap of 0 is worth 0; --period adds the preperiod and period
next-l-zero = L = 0 leaves no string to add
next-l-too-large = L = { $l } is more than play takes, { $most }
next-no-free-subtree = no free subtree is left
next-note-ruler = its coin h is worth lowbit(h), as a free subtree of height h is
next-no-head = no head is left
next-row-ends = its rows of coins end at coin { $coin }
next-note-mock = its coin x is a head at x, numbered from 0 as here
next-no-light-on = no light is on
next-board-limits = its boards have at most { $side } rows and columns and { $coins } coins
next-no-light-listed = no light is listed
next-note-corners = its row x, column y holds x ⊗ y, a light at (x, y)
next-piles-empty = every pile is empty, worth 0
next-note-fibonacci = the Fibonacci numbers up to the largest pile; its coin h is a pile of h, and a pile of 0 is worth 0; --period adds the preperiod and period
next-note-misere = its coin h stands for a colour of h M&Ms, worth h in normal play, the values misère Nim is read with while a colour holds two or more
next-no-disk = no disk
next-coins-at-most = its boards hold at most { $coins } coins
next-note-play-pe459 = every disk white is every coin heads; its coin x,y is the disk in column x, row y
next-note-table-pe459 = its row x, column y holds the disk at column x, row y, both from 1 as here
next-light-below = a light of Turning Corners there has coordinates below { $side }
next-note-play-product = { $star ->
    [yes] one light at ({ $a }, { $b }) of Turning Corners, worth {"*"}{ $a } × {"*"}{ $b }
   *[no] one light at ({ $a }, { $b }) of Turning Corners, worth { $a } ⊗ { $b }
}
next-note-table-product = { $star ->
    [yes] the nim multiplication table: row { $a }, column { $b } holds {"*"}{ $a } × {"*"}{ $b }
   *[no] the nim multiplication table: row { $a }, column { $b } holds { $a } ⊗ { $b }
}

## explain's help: each problem's judge input in words (explain/guide.rs)

guide-poj1704 = T, then for each case N and the N chessmen's cells
guide-poj2311 = lines W H, one sheet each, up to the end of the input
guide-poj2960 = cases of `k s1 … sk`, then m and m lines `l h1 … hl`, ended by a line 0
guide-arc087_c = N L, then the N strings, one a line
guide-hdu3537 = cases of N and the N places showing heads, up to the end of the input
guide-hdu3404 = T, then for each case N and N lines `x y`, the lights
guide-hdu1848 = lines `m n p`, three piles each, ended by `0 0 0`
guide-hdu1907 = T, then for each case N and the N colours' numbers of M&Ms
guide-pe459 = N, the board's side
guide-nim_product_64 = T, then T lines `a b`

## explain's command line (explain/mod.rs)

problem-title = { $judge } { $name }
problem-title-id = { $title } ({ $id })
explain-help-input = input: { $input }
explain-help-position = position: { $position }, e.g. `{ $example }`
explain-help =
    usage: explain [--star] [--full] [--all] <id> < judge-input
           explain [--star] [--full] <id> <position>
           explain <id> --help        (the problem's judge input, with an example)
           (and --lang en|zh anywhere: the language; without it, LC_ALL, LC_MESSAGES or LANG)

    Reads a problem's judge input (or one position given on the command line) and names the
    game and the theorems that decide it; then shows, for each case, why the answer is what it
    is: the components with their Grundy values and why each is worth its value, their
    nim-sum in binary columns added without carry (or the misère rule), the verdict, every
    winning move in the game's own terms (or their count and the first { $cap } in a stated
    order) each with why it wins, or why no move wins, shown on one move; then the `play`
    command that starts from the position and the `sg_table` command whose table holds its
    values.

    options:
      --star    write values as nimbers, *n (a sum *3 + *5 = *6, a product *2 × *3 = *1)
      --full    list every option of every mex (without it: beyond { $most } options, the
                first { $listed } and how many more)
      --all     show every case of a judge input of more than { $shown } cases (without it: the
                first { $shown } and their number)
      --lang L  the language: en (English) or zh (Chinese)

    problems:
    { $problems }
explain-problem-help =
    { $title }

    judge input (standard input): { $input }, e.g.
    { $example }
    position on the command line: { $position }, e.g. `{ $position_example }`, which stands for
    the judge input
    { $stands_for }
explain-unknown-option = unknown option { $option } (the options: --star, --full, --all, --lang, --help)
explain-name-a-problem = name a problem: explain <id> < judge-input (see --help)
explain-unknown-problem = unknown problem { $id }; the problems are { $problems }
explain-position-error = { $error } (see `explain { $id } --help`)
explain-more-cases = ({ $total } cases in all; the first { $limit } are shown: `--all` shows every one)
word-coin = coin

## Every value derived once, and periods (explain/derive.rs)

derive-line = { $own ->
    [own] derived once, here on { $subject }
    [product] derived once, by { $subject }
    [product-beside] derived once, on a small product beside this one (this one has too many options to list), by { $subject }
   *[beside] derived once, on { $subject } beside this position (its own have too many options to list)
}: { $mex } = { $formula }; { $rest }
derive-mock-subject = a head alone at coin { $x }
derive-mock-alone = nothing (coin { $x } turned alone)
derive-mock-turn = { $n ->
    [one] a head at { $heads }
   *[other] heads at { $heads }
} (coin { $x } turned with { $heads })
derive-rest-od = the formula od(x) gives every other head
derive-tree-subject = a free subtree of height { $h }
derive-tree-root = nothing (the new string is its root)
derive-tree-below = { $k ->
    [one] a free subtree of height { $heights }
   *[other] free subtrees of heights { $heights }
} (a new string { $k } { $k ->
    [one] level
   *[other] levels
} below its root, any of the { $strings } there)
derive-rest-lowbit = the formula lowbit(h) gives every other free subtree
derive-light-subject = a light alone at ({ $x }, { $y }), whose moves switch (a′, b′), (a′, { $y }) and ({ $x }, b′) for a′ < { $x }, b′ < { $y }, leaving a′ ⊗ { $y } ⊕ { $x } ⊗ b′ ⊕ a′ ⊗ b′ (Conway's definition of the nim product)
derive-corner-option = a′ = { $a }, b′ = { $b }
derive-rest-light = the nim product x ⊗ y gives every other light
derive-product-subject = Conway's definition of { $x } ⊗ { $y }, the mex of a′ ⊗ { $y } ⊕ { $x } ⊗ b′ ⊕ a′ ⊗ b′ over a′ < { $x }, b′ < { $y }
derive-rest-product = the Fermat 2-power recursion above gives every product without listing options
derive-disk-subject = the disk at ({ $x }, { $y }) alone, whose flips are the rectangles with their upper-right corner there
derive-flip-option = { $n ->
    [0] nothing (the 1×1 flip)
   *[other] the other { $n } disks of the { $w }×{ $h } flip
}
derive-rest-disk = the Tartan theorem's g1(x) ⊗ g2(y) gives every other disk
period-found = with S = { $set }, the values repeat: preperiod { $pre }, period { $q } (g(h + { $q }) = g(h) for every h ≥ { $pre }); the library's certificate: the { $m } values from g({ $pre }) on come again { $q } later, and each value depends only on the { $m } before it ({ $m } is S's largest move), so from there on the values repeat for ever: one may stop computing there, and any h ≥ { $pre } is worth g({ $pre } + (h − { $pre }) mod { $q })
period-values = { $cut ->
    [all] from the start to the end of the first period: g(0 … { $last }) = { $values }
   *[cut] from the start: g(0 … { $last }) = { $values } … ({ $whole } values up to the end of the first period)
}
period-before = the largest here, { $largest }, lies before the period starts at { $pre }
period-first = the largest here, { $largest }, comes before the values first repeat, at { $whole }
period-inside = the largest here, { $largest }, lies where the values repeat: g({ $largest }) = g({ $at })
period-none = with S = { $set }, no period shows among the first { $searched } values (the values of a subtraction game repeat in the end, each decided by the { $m } before it, but here later): they are computed one by one up to the largest
derive-pair-subject = a pair of gap { $gap } alone, its left chessman against the wall
derive-pair-option = gap { $gap } (its right chessman { $k } { $k ->
    [one] cell
   *[other] cells
} left)
derive-gap = its gap, { $gap }
derive-rest-gap = a move of a pair's left chessman only widens its gap, which the other player narrows back at once, so every pair is worth its gap
