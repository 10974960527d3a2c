# exercises (src/study/play/exercise.rs, `play --exercise`, the desk's exercise page)

exercise-for-example = { $count ->
    [1] the one winning move: { $first }
   *[other] a winning move: { $first } (one of { $count })
}
exercise-named = { $name } ({ $detail })
exercise-no-components = nothing is left
exercise-hint-values = hint 1, the Grundy values: { $values }
exercise-hint-rule-win = hint 2, the rule: { $rule }: a win for the player to move, so a winning move exists
exercise-hint-rule-loss = hint 2, the rule: { $rule }: a loss for the player to move, so there is no winning move
exercise-hint-change = hint 3, the part to change: { $component }, from value { $before } to value { $after }
exercise-hint-change-none = hint 3: there is no part to change: every move leaves a position that wins for the other player
exercise-hint-special = hint 3, the winning move's rule: { $rule }
exercise-hints-all = (that is every hint)
exercise-none-right = there is no winning move: { $rule }: every move leaves a position that wins for the other player
exercise-none-wrong = there is a winning move: { $rule }; { $first }
exercise-no-move-left = no move is left here: type `none`
exercise-illegal = not a legal move: { $why }; nothing is counted, answer again
exercise-parse-unknown = unknown word `{ $word }`: a move is { $help }, and `none` says that no move wins
exercise-parse-not-a-move = not a move: a move is { $help }, and `none` says that no move wins
exercise-move-right = `{ $words }` wins: after it, { $left }: a loss for the player to move (the other player)
exercise-move-wrong = `{ $words }` does not win: after it, { $left }: a win for the player to move (the other player); { $first }
exercise-move-wrong-lost = `{ $words }` does not win, and no move does: { $rule }; after it, { $left }: a win for the player to move (the other player)
exercise-no-problem = { $problem } has no exercises
exercise-unknown-option = unknown option { $option } for --exercise (the options: --seed N, --count K)
exercise-extra = unexpected { $word } after the problem (play --exercise PROBLEM [--seed N] [--count K])
exercise-name-a-problem = name a problem: play --exercise PROBLEM [--seed N] [--count K], PROBLEM one of { $problems }
exercise-unknown-problem = { $error } (the problems with exercises: { $problems })
exercise-banner = Exercises of { $problem } (seed { $seed }, `--seed { $seed }` gives them again): { $count } positions, from small to the judge's sizes. Type a winning move, or `none` if there is none; `hint` climbs the hint ladder (the Grundy values, the rule, the part to change), `help` says how to type a move, `quit` stops.
exercise-head = exercise { $k } of { $count }
exercise-prompt = your answer>
exercise-help = type a move as { $help }, or `none` when no move wins; `hint` gives the next hint, `quit` stops
exercise-right = right
exercise-right-hints = right, with { $hints ->
    [1] a hint
   *[other] { $hints } hints
}
exercise-wrong = wrong
exercise-score = score: { $first } right at the first try, { $hints } right with hints, { $wrong } wrong, of { $count }

# the desk's exercise page (src/study/web/exercise.rs)
exercise-desk-link = Exercises: find the winning move, from small positions to the judge's sizes
exercise-desk-title = Exercises
exercise-desk-intro = Each position asks for a winning move, or for `none` when there is none. Type the move or click it on the picture; the hint button climbs the hint ladder: the Grundy values, then the rule that combines them, then the part to change. Your place and score stay in this browser.
exercise-desk-answer = Your answer
exercise-desk-send = Answer
exercise-desk-none = No winning move
exercise-desk-hint = Hint
exercise-desk-next = Next exercise
exercise-desk-score = Score
exercise-desk-done = The series is done.
exercise-desk-seed = Seed
exercise-desk-count = Positions
exercise-desk-reset = Reset the score and start this series
exercise-desk-reset-help = The same seed gives the same positions, here and at the terminal: { $command }.
exercise-desk-bad-field = `{ $name }` must be a whole number from { $lo } to { $hi }
exercise-desk-bad-answer = `answer` must be text of at most { $most } characters
