# The study desk's pages (src/study/web): every word they say of their own. The lessons,
# the games' moves and the tables speak in explain's, play's and sg_table's messages.

desk-name = grundy: the study desk
desk-language = Language
desk-index-heading = The study desk
desk-index-intro = Pick a problem: type or paste a position, see it drawn with every value and reason, play it out against the perfect player, and see the game's Grundy table as a picture.
desk-index-problems = The problems

## Each problem: the game's name, what it asks, its idea in one line.

desk-game-poj1704 = staircase Nim
desk-asks-poj1704 = Chessmen stand on distinct cells of a row. A move takes one chessman any distance to the left, never onto or past the chessman before it nor past cell 1; whoever cannot move loses. Georgia moves first: who wins?
desk-idea-poj1704 = pair the chessmen from the right: the gaps inside the pairs are Nim heaps
desk-game-poj2311 = the cutting game
desk-asks-poj2311 = A sheet of W × H squares. A move cuts one piece along a grid line into two; whoever cuts out a 1 × 1 piece wins. Does the player to move win?
desk-idea-poj2311 = a cut leaving a strip loses at once; the safe cuts are a sum of pieces, each the mex of its cuts
desk-game-poj2960 = S-Nim
desk-asks-poj2960 = Heaps of beads and a set S of move sizes. A move takes exactly s beads from one heap, s in S; whoever cannot move loses. For each position: a win or a loss for the player to move?
desk-idea-poj2960 = each heap is worth the mex of what it can become; the position, their nim-sum
desk-game-arc087_c = the prefix-free game
desk-asks-arc087_c = A set of binary strings of length at most L, none a prefix of another. A move adds a string keeping the set prefix-free; whoever cannot add one loses. Who wins, Alice who moves first or Bob?
desk-idea-arc087_c = every free subtree of the trie is a game worth lowbit of its height
desk-game-hdu3537 = Mock Turtles
desk-asks-hdu3537 = A row of coins, some showing heads. A move turns one, two or three coins, the rightmost from heads to tails; whoever cannot move loses. Does the player to move win?
desk-idea-hdu3537 = each head is worth an odious number; a row, the nim-sum of its heads
desk-game-hdu3404 = Turning Corners
desk-asks-hdu3404 = Lights on a grid. A move switches the four corners of a rectangle whose lower-right corner is lit; whoever cannot move loses. Does the player to move win?
desk-idea-hdu3404 = a light at (x, y) is worth the nim product x ⊗ y (Tartan theorem)
desk-game-hdu1848 = the Fibonacci game
desk-asks-hdu1848 = Three piles of stones. A move takes a Fibonacci number of stones (1, 2, 3, 5, 8, …) from one pile; whoever cannot move loses. Fibo moves first: who wins?
desk-idea-hdu1848 = a subtraction game with the Fibonacci numbers; three piles, one nim-sum
desk-game-hdu1907 = misère Nim
desk-asks-hdu1907 = M&Ms of several colours. A move eats any number of M&Ms of one colour; whoever eats the last M&M loses. John moves first: who wins?
desk-idea-hdu1907 = the nim-sum decides, except when every colour holds at most one
desk-game-pe459 = the flipping game
desk-asks-pe459 = An N × N board of white disks. A move flips every disk of a w × h rectangle, w a square and h a triangular number, whose upper-right disk is white. W(N) counts the first moves that win: what is W(N)?
desk-idea-pe459 = a product of two run games: disk values g1(x) ⊗ g2(y), count the flips that leave 0
desk-game-nim_product_64 = the nim product
desk-asks-nim_product_64 = Nimbers below 2^64 multiply by the nim product a ⊗ b, the value of a light at (a, b) in Turning Corners. Compute a ⊗ b for each pair.
desk-idea-nim_product_64 = three half-size products at a Fermat 2-power make each product

## A problem's page.

desk-back = all problems
desk-asks = What it asks
desk-theory = The game and the theorem
desk-position = A position
desk-study = Study it
desk-position-help = as explain takes it on the command line: { $shape }, e.g. { $example }
desk-paste = Or a whole judge input
desk-read = Read its cases
desk-paste-help = { $format }; at most { $kib } KiB (a judge's sample or a test of your own; the largest test files are for explain on the command line)
desk-cases = Its cases
desk-cases-more = the first { $listed } of its { $total } cases are listed
desk-case-empty = no position to judge
desk-no-case = no case { $case } in the judge input pasted
desk-picture = The position
desk-lesson = Why: the values, the verdict, the winning moves
desk-table = The table behind the values
desk-no-table = no table for this position: { $why }
desk-table-too-large = { $command } prints this table; its picture would hold { $entries } entries, more than the { $most } a page shows (`--svg FILE` draws up to { $svg })
desk-play = Play from here
desk-play-help = Click a move on the picture (the winning ones are outlined in green), or type it as play takes it. The perfect player answers.
desk-coins-help = Click the coins to turn (the last of them must show heads), then press turn.
desk-pair-help = Click one corner of the rectangle, then the other.
desk-move = Your move
desk-play-it = Play it
desk-turn = Turn them
desk-clear = Clear
desk-hint = Hint
desk-take-back = Take it back
desk-undo = Undo
desk-practice = Practice (values hidden)
desk-computer-starts = Let the computer start
desk-again = Start again
desk-no-play = play: none from this position ({ $why })
desk-play-command = in a terminal: { $command }
desk-moves = Moves
desk-hidden = Practice: the values, the verdict and the table are hidden until practice is switched off.
desk-working = working…
desk-offline = the desk does not answer: is `study` still running?
desk-session-ended = this tab's session had ended (idle for { $minutes } minutes, or the oldest of more than { $sessions }); it starts again from the problem's example
desk-tree = The Fermat 2-power recursion: three half-size products make each product (click one to study it)

## The server's refusals.

desk-http-no-problem = there is no such problem
desk-http-method = this address takes another method
desk-http-nothing = there is nothing at this address
desk-http-not-utf8 = the body is not UTF-8 text
desk-http-not-json = the body is not a JSON object
desk-http-needs-text = the body needs a "{ $name }" text
desk-http-tab-id = the tab's id is 8 to 64 letters, digits, - or _
desk-http-needs-case = the body needs a "case" number, from 0
desk-http-needs-on = the body needs "on": true or false
desk-http-no-action = there is no such action

## The pictures' labels (src/study/web/draw/).

desk-pic-worth = worth { $v }
desk-pic-gap = gap { $g }
desk-pic-cells-left-out = { $n } cells
desk-pic-wall = wall
desk-pic-strip = strip: wins at once
desk-pic-unit = 1×1: no cut
desk-pic-cut-out = a 1×1 piece has been cut out
desk-pic-height = height { $h }
desk-pic-root = root
desk-pic-trie-too-large = the trie has { $nodes } nodes: its free subtrees alone are drawn
desk-pic-heads = H
desk-pic-tails = T
desk-pic-tails-left-out = { $n } tails
desk-pic-more-lines = the first { $rows } rows and { $cols } columns of the lit lights are drawn
desk-pic-board-too-large = a { $n } × { $n } board is drawn up to { $most } × { $most }: its values are in the lesson
desk-pic-axes = x (row) down, y (column) across
desk-pic-pe-axes = column x across from 1, row y up from 1
desk-pic-product-axes = x across, y up
desk-pic-winning = { $what }, a winning move
desk-pic-coin-heads = coin { $coin }, heads up
desk-pic-coin-tails = coin { $coin }, tails up
desk-pic-bar = { $heap }, { $amount }: the arrow keys choose how many to take, Enter takes them
desk-pic-study = study { $position }
desk-pic-tree = the nim product's recursion

## What the desk refuses at once, and what its pictures leave out.

desk-position-numbers = the position is too large for the desk: { $numbers } numbers (at most { $most }); `explain { $id }` on the command line takes it
desk-position-chars = the position is too large for the desk: its strings have { $chars } characters together (at most { $most }); `explain { $id }` on the command line takes it
desk-pic-first-drawn = { $drawn } of the { $total } parts are drawn; every value and every winning move is in the lesson

## The pool of heavy work.

desk-waiting = { $place ->
    [0] computing this position now
   *[other] this position waits its turn: place { $place } in the queue
  } (heavy positions running or waiting: { $of }); the page asks again by itself
desk-busy = the desk is busy: { $queue } heavy positions are already waiting; try again in { $secs } s
desk-late = this position has taken more than { $deadline } s to compute; try again in { $secs } s (its result is kept once it is done)
desk-job-failed = the position could not be computed
desk-export-position = Save the picture (SVG)
desk-export-table = Save the table (SVG)
desk-print = Print the lesson
desk-export-no-session = this tab has no session (never opened, or ended): open the problem's page again
desk-export-practice = practice is on: the values and the lesson are hidden until practice is switched off
