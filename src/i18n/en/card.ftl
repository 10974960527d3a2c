# card (src/xor_trie): the XOR-Trie card game's referee at the table and its pages. $seat,
# $turn, $caster: seat numbers; $skill: a skill card's symbol (<< >> ~ I C); $seq, $before,
# $after: sequences as ten binary digits. The card game's words are the rulebook's: see
# docs/glossary.md.

## The engine's refusals

card-blocked-no-one = it has no 1
card-blocked-already-one = layer { $layer } is already 1
card-blocked-not-next = layer { $layer } is not next to a 1
card-blocked-not-one = layer { $layer } is not 1
card-skill-needs-layer = skill { $skill } needs a layer
card-skill-takes-no-layer = skill { $skill } takes no layer
card-skill-no-such-layer = there is no layer { $layer }: the layers are 1 to { $layers }
card-skill-cannot-act = { $skill } cannot act on { $seq }: { $why }
card-place-deck = it is in the deck
card-place-dealt = it is seat { $seat }'s starting card
card-place-held = seat { $seat } holds it
card-place-aside = it is a marker card, set aside
card-place-discarded = it has been played or discarded
card-place-not-a-card = it is not a number card from 1 to { $max }
card-err-no-such-seat = there is no seat { $seat } among { $players } players
card-err-round-over = round { $round } has ended
card-err-give-to-self = seat { $seat } cannot give a token to itself
card-err-no-token-to-give = seat { $seat } has no token to give
card-err-eliminated = seat { $seat } has been eliminated
card-err-skill-waits = seat { $seat }'s skill { $skill } waits for counters
card-err-counter-own = seat { $seat } cannot counter its own skill
card-err-no-counter-card = seat { $seat } holds no C to counter with
card-err-nothing-to-counter = there is no skill to counter
card-err-not-your-turn = it is seat { $turn }'s turn, not seat { $seat }'s
card-err-must-discard-first = seat { $seat } holds three skill cards and must discard one first
card-err-must-take-first = seat { $seat } must first name the skill card it takes: `{ $seat } take K`
card-err-card-not-held = seat { $seat } does not hold card { $card }
card-err-draw-after-play = cards are drawn only before the basic card is played
card-err-already-drew = seat { $seat } has already drawn this turn
card-err-deck-empty = the basic deck is empty
card-err-named-in-seeded = this round deals from its seed: name no card
card-err-not-unseen = seat { $seat } does not hold card { $card }, and it cannot be one of its unseen cards: { $place }
card-err-draw-count = this draw takes { $count } { $count ->
    [one] card
   *[other] cards
}; { $named } { $named ->
    [one] is
   *[other] are
} named
card-err-not-a-card = card { $card } is not a number card from 1 to { $max }
card-err-not-in-deck = card { $card } is not in the deck: { $place }
card-err-already-played = seat { $seat } has already played a basic card
card-err-must-draw = seat { $seat } holds no basic card and must draw
card-err-acquire-before-play = a skill card is acquired only after the basic card
card-err-already-acquired = seat { $seat } has already tried to acquire a skill card this turn
card-err-acquire-after-skill = a skill card is acquired only before a skill is played
card-err-score-too-low = a test needs a score of at least { $cost }; seat { $seat } has { $score }
card-err-no-judgment-card = a test needs a judgment card and the basic deck is empty
card-err-no-skill-card-left = no skill card is left to acquire
card-err-name-the-judgment = name the judgment card turned: `{ $seat } test { $card } J`
card-err-no-token-to-redeem = seat { $seat } has no token to redeem
card-err-nothing-to-take = seat { $seat } has no skill card to take
card-err-skill-not-in-deck = no { $skill } card is left in the skill deck
card-err-skill-not-in-discards = no { $skill } card is in the skill discard pile, which becomes the skill deck
card-err-nothing-to-discard = seat { $seat } may discard a skill card only when holding three
card-err-skill-not-held = seat { $seat } does not hold skill { $skill }
card-err-skill-before-play = a skill is played only after the basic card
card-err-already-cast = seat { $seat } has already played a skill this turn
card-err-end-before-play = seat { $seat } must play a basic card before ending
card-err-must-name-kept = seat { $seat } holds { $held } basic cards and must name at most two to keep
card-err-keep-too-many = at most two basic cards may be kept
card-err-named-twice = card { $card } is named twice
card-err-name-the-discards = seat { $seat } keeps only the cards named: name the { $unseen } unseen { $unseen ->
    [one] card
   *[other] cards
} it discards (`discard W…`)

## The setup's refusals ($by: the setup line's word: deal, marker, deck, hand)

card-setup-player-count = { $n } players: the game is for { $min } to { $max } players
card-setup-deal-count = deal lists { $given } cards for { $players } players
card-setup-deal-not-low = deal card { $card } is not a card from 1 to { $max }
card-setup-marker-count = markers lists { $given } { $given ->
    [one] card
   *[other] cards
}; { $players } players set aside { $set }
card-setup-not-a-card = { $by } card { $card } is not a number card from 1 to { $max }
card-setup-placed-twice = { $by } card { $card } is already placed
card-setup-too-few-low = deck and markers leave too few of the cards 1 to { $max } for the deal
card-setup-too-few-cards = the deck override leaves too few cards for the setup
card-setup-hands-count = hands lists { $given } cards for { $players } players ({ $each } each)
card-setup-physical-needs = a round with physical cards needs `{ $line }`
card-setup-seeded-only = `{ $line }` orders the seeded decks; with physical cards, name each card as it is taken
card-setup-physical-only = `hands` names the starting hands of a round with physical cards
card-setup-too-many-skills = skills lists { $given } { $skill } cards; there are { $copies }
card-setup-no-such-starter = seat { $seat } cannot start: there is no such seat
card-setup-not-the-starter = seat { $seat } cannot start: the starting player is seat { $starter }
card-setup-not-a-starter = seat { $seat } cannot start: the starting player is one of seats { $seats }

## A line's form ($command: the command's word; $word: what was typed, quoted; $what: what it should be)

card-what-seed = a seed (a whole number from 0 to 2^64 − 1)
card-what-seat = a seat
card-what-players = a player count
card-what-card = a card
card-what-layer = a layer
card-what-lines = a number of lines
card-cmd-too-large = { $word } is too large for { $what }
card-cmd-unreadable = cannot read { $word } as { $what }
card-cmd-takes-none = `{ $command }` takes no argument, got { $got }
card-cmd-takes-one = `{ $command }` takes 1 argument, got { $got }
card-cmd-takes-n = `{ $command }` takes { $n } { $n ->
    [one] argument
   *[other] arguments
}, got { $got }
card-cmd-takes-range = `{ $command }` takes { $lo } or { $hi } arguments, got { $got }
card-cmd-lists-no-card = `{ $command }` lists no card
card-cmd-not-a-rule = { $word } is not a house rule: the house rules are { $rules }
card-cmd-bot-arguments = `bot` takes a seat and maybe a kind (random, greedy or strong), got { $got } arguments
card-cmd-not-a-bot = { $word } is not a bot: random, greedy or strong

# xor_trie_referee --selfplay G --bots K1,K2,… (protocol/league.rs): the league's report
card-league-head = bots { $lineup }, seats rotated each round: { $rounds } rounds of { $players } players, seed { $seed }
card-league-budget = strong bots: { $iterations } iterations a decision (budget { $ms } ms, no time cap: the same for a seed on any machine)
card-league-time = { $secs } s, { $per } s a round
card-league-kind = { $kind }: { $seats } of { $players } seats, gold in { $wins } of { $rounds } rounds: { $share }% (95% Wilson interval { $lo }%–{ $hi }%), fair share { $fair }%

card-cmd-live-only = `{ $command }` is a command of a live session (`xor_trie_referee --live`)
card-cmd-unknown = unknown command { $word }
card-cmd-not-a-skill = { $word } is not a skill (<< >> ~ I C)
card-cmd-end-expects = `end` expects `keep` or `discard`, got { $word }
card-cmd-discard-names-none = `discard` names no card
card-cmd-no-action = seat { $seat } names no action
card-cmd-not-a-target = { $word } is not self or public
card-cmd-unknown-action = unknown action { $word }

## A line out of place

card-line-given-twice = `{ $command }` is given twice for round { $round }
card-line-physical-no-seed = round { $round } is played with physical cards: it takes no seed
card-line-seeded-no-physical = round { $round } deals from its seed: it takes no `physical`
card-line-after-begin = `{ $command }` comes after round { $round } has begun
card-line-round-ended = round { $round } has ended; start the next one with `round`
card-line-players-first = the first command must be `players N`
card-line-players-twice = `players` is given twice
card-line-round-in-setup = round { $round } is being set up: its setup lines, then `begin`
card-line-round-not-ended = round { $round } has not ended
card-line-bot-no-physical = seat { $seat } is played by a bot, which plays only with cards shuffled from a seed
card-line-rules-late = house rules are chosen before round 1 begins; this match plays with: { $rules }
card-line-rule-twice = `rule { $rule }` is given twice
card-line-bot-late = a bot takes its seat before a round begins; round { $round } has begun
card-line-physical-no-bot = round { $round } is played with physical cards: a bot plays only with cards shuffled from a seed
card-line-bot-twice = seat { $seat } is played by the { $kind } bot already
card-line-no-round-set-up = no round has been set up: give `seed S` or `physical` first
card-line-round-begun = round { $round } has begun
card-line-needs-source = round { $round } needs `seed S` or `physical` before its first action
card-line-no-window = no skill is waiting for counters
card-line-input-empty = the input is empty: the first command must be `players N`
card-line-input-no-round = the input holds no round
card-line-input-ends-early = the input ends before round { $round } has ended
card-tie-question = seats { $seats } tie for the start (their starting cards' highest 1 is lowest): the table picks one, `start S`

## The game in words (src/xor_trie/words.rs): what the table reads, its secrets taken out

card-words-public-seq = the public sequence
card-words-own-seq = seat { $seat }'s own sequence
card-words-no-card = no card
card-words-cards-named = { $n ->
    [one] card
   *[other] cards
} { $cards }
card-cause-public-top = the public sequence reached layer 10
card-cause-player-top = seat { $seat } reached layer 10
card-cause-last-standing = fewer than two players are left
card-cause-deck-empty = the basic deck ran out
card-ev-undone = the referee takes back: { $line }
card-skill-name-shl = shift left (<<)
card-skill-name-shr = shift right (>>)
card-skill-name-not = invert (~)
card-skill-name-ins = insert (I)
card-skill-name-clr = clear (C)
card-skill-card = { $skill ->
    [shl] <<
    [shr] >>
    [not] ~
    [ins] I
   *[clr] C
}
card-undone-players = the table of { $n } players is taken back
card-undone-round = the start of a new round is taken back
card-undone-seed = the referee's shuffle of the round is taken back
card-undone-physical = the choice of physical cards is taken back
card-undone-deal = the starting cards dealt ({ $cards }) are taken back
card-undone-markers = the { $n } marker { $n ->
    [one] card
   *[other] cards
} set aside { $n ->
    [one] is
   *[other] are
} taken back
card-undone-deck = the { $n } { $n ->
    [one] card
   *[other] cards
} named on top of the basic deck { $n ->
    [one] is
   *[other] are
} taken back
card-undone-skills = the { $n } skill { $n ->
    [one] card
   *[other] cards
} named on top of the skill deck { $n ->
    [one] is
   *[other] are
} taken back
card-undone-hands = the starting hands named are taken back
card-undone-start = seat { $seat } as the starting player is taken back
card-undone-rule = the house rule “{ $rule }” is taken back
card-undone-bot = the referee's { $kind } bot at seat { $seat } is taken back
card-undone-begin = the setting up of the round is taken back
card-undone-pass = the pass (nobody counters the waiting skill card) is taken back
card-undone-draw = seat { $seat }'s draw is taken back
card-undone-draw-named = seat { $seat }'s draw ({ $n } { $n ->
    [one] card
   *[other] cards
}) is taken back
card-undone-play = seat { $seat }'s play of card { $card } on { $target } is taken back
card-undone-test = seat { $seat }'s test of card { $card } is taken back
card-undone-test-judged = seat { $seat }'s test of card { $card } with judgment card { $judgment } is taken back
card-undone-take = seat { $seat }'s taking of the skill card { $skill } is taken back
card-undone-redeem = seat { $seat }'s token spent on a skill card is taken back
card-undone-discard = seat { $seat }'s discarding of the skill card { $skill } is taken back
card-undone-cast = seat { $seat }'s skill card { $skill } on { $target } is taken back
card-undone-cast-layer = seat { $seat }'s skill card { $skill } on layer { $layer } of { $target } is taken back
card-undone-counter = seat { $seat }'s counter is taken back
card-undone-end = seat { $seat }'s end of turn is taken back
card-undone-give = seat { $seat }'s token given to seat { $to } is taken back
card-ev-round-seed = round { $round } begins: { $players } players, cards shuffled by the referee
card-ev-round-seed-named = round { $round } begins: { $players } players, cards shuffled by the referee from seed { $seed }
card-ev-round-physical = round { $round } begins: { $players } players, physical cards
card-ev-round-ends = round { $round } ends: { $why }
card-ev-deal = seat { $seat } is dealt card { $card }: its sequence is { $seq }
card-ev-marker = a death marker is laid on layer { $layer } (node { $node })
card-ev-marker-named = card { $card } lays a death marker on layer { $layer } (node { $node })
card-ev-start = seat { $seat } starts
card-ev-draw = seat { $seat } draws { $n } { $n ->
    [one] card
   *[other] cards
}
card-ev-draw-named = seat { $seat } draws { $cards }
card-ev-turn = turn { $turn }: seat { $seat } to play
card-ev-play = seat { $seat } plays card { $card } on { $target }: { $before } → { $after }
card-ev-test = seat { $seat } tests card { $card } against the judgment card { $judgment }: { $ones } ones, { $verdict ->
    [pass] more than { $limit }: it passes
   *[fail] not more than { $limit }: it fails
}
card-ev-acquire-test = seat { $seat } takes the skill card { $skill } for 50 points
card-ev-acquire-token = seat { $seat } spends a token on the skill card { $skill } ({ $tokens } left)
card-ev-refill = the skill discard pile is shuffled into a new skill deck of { $n } cards
card-ev-discard-skill = seat { $seat } discards its skill card { $skill }
card-ev-cast = seat { $seat } plays the skill { $skill } on { $target }: it waits for counters
card-ev-cast-layer = seat { $seat } plays the skill { $skill } on { $target } at layer { $layer }: it waits for counters
card-ev-counter = seat { $seat } counters with a C: seat { $caster }'s { $skill } is void
card-ev-skill = seat { $seat }'s { $skill } acts on { $target }: { $before } → { $after }
card-ev-skill-layer = seat { $seat }'s { $skill } acts on { $target } at layer { $layer }: { $before } → { $after }
card-ev-prize = seat { $seat } wins the { $rank ->
    [1] first
    [2] second
    [3] third
    [4] fourth
   *[other] { $rank }th
} prize of layer { $layer }: { $points } points
card-ev-cap = seat { $seat }'s score stops at { $top }: { $lost } points are lost
card-ev-death = death: seat { $seat }'s move puts a sequence on two death markers (layers { $a } and { $b })
card-ev-eliminated = seat { $seat } is eliminated by { $how ->
    [duel] a duel
   *[death] death
}, with { $score } points and { $tokens } tokens
card-ev-top = seat { $seat } reaches layer 10: { $points } points
card-ev-top-public = the public sequence reaches layer 10
card-ev-duel-public-pending = public duel: seat { $a } made the public sequence level with seat { $b } on layer { $layer }, settled at the end of seat { $b }'s next turn
card-ev-duel-pending = duel: seat { $a } is level with seat { $b } on layer { $layer }, settled at the end of seat { $b }'s next turn
card-duel-public-of = the public duel of seat { $a } against seat { $b }
card-duel-of = the duel of seat { $a } and seat { $b }
card-duel-draw = { $duel } is a draw
card-duel-held = { $duel } is held: seat { $b } stays in
card-duel-dissolved = { $duel } dissolves
card-duel-winner-seat = seat { $seat }
card-duel-won = { $duel } is won by { $winner }: seat { $loser } is eliminated
card-duel-won-collected = { $duel } is won by { $winner }: seat { $loser } is eliminated, seat { $seat } gains { $points } points and a token ({ $tokens } now)
card-ev-end = seat { $seat } ends its turn, keeping { $kept } { $kept ->
    [one] card
   *[other] cards
} and discarding { $discarded }
card-ev-end-named = seat { $seat } ends its turn, keeping { $kept }{ $unseen ->
    [0] {""}
   *[other] {" "}and { $unseen } unseen
} and discarding { $discarded }
card-ev-give = seat { $seat } gives a token to seat { $to }: seat { $seat } holds { $x }, seat { $to } { $y }
card-selfplay-head = selfplay rounds { $rounds } players { $players } seed { $seed } bot { $bot }
card-selfplay-rate = rounds per second { $rate } ({ $secs } s)
card-selfplay-turns = turns per round mean { $mean } min { $min } max { $max }
card-selfplay-actions = actions per round mean { $mean }
card-selfplay-cause = end cause { $cause } { $count }
card-selfplay-wins = wins by seat { $wins }
card-selfplay-win = { $seat } { $wins }
card-selfplay-wins-more = { $list } { $item }
card-result-standings = standings
card-result-match = match
card-result-standing = { $rank } seat { $seat } score { $score } tokens { $tokens } total { $total } { $medal }
card-result-ranking = { $rank } seat { $seat } gold { $gold } silver { $silver } bronze { $bronze } iron { $iron }
card-medal-gold = gold
card-medal-silver = silver
card-medal-bronze = bronze
card-medal-iron = iron
card-typed-draw = { $line } ({ $n } { $n ->
    [one] card
   *[other] cards
} named)
card-typed-end = { $line } (its cards not shown)
card-typed-hidden = { $line } (not shown)
card-err-not-in-deck-hidden = card { $card } is not in the deck
card-err-not-unseen-hidden = seat { $seat } does not hold card { $card }, and it cannot be one of its unseen cards

## The pages' refusals and the table's situation

card-page-bot-seat = seat { $seat } is played by the referee's { $kind } bot
card-page-no-round = no round is in play
card-page-caster-waits = seat { $seat } cast the skill: the seats holding a C answer, or the typist's `pass` lets it act
card-page-no-version = an action carries the version of the view it was pressed on (`version`, a whole number)
card-page-session-over = the session is over: the referee takes no more actions
card-page-session-ended = the session has ended
card-page-stale = not done: the game changed after this page showed it (a press sent twice, or made before the page caught up; the page showed version { $shown }, the game is at { $now }); look again, then press
card-page-answered-again = not done: seat { $seat } already { $chose ->
    [counter] chose to counter
   *[let] let the skill act
} (a press sent twice)
card-page-from = from seat { $seat }'s page
card-page-answered = seat { $seat } { $said ->
    [counter] chooses to counter
   *[let] lets the skill act
}    ({ $from })
card-sit-no-game = no game yet: the referee sets it up
card-sit-no-round = { $players } players: the referee sets up round { $round }
card-sit-setup = round { $round } is being set up
card-sit-ended-why = round { $round } has ended: { $why }
card-sit-ended = round { $round } has ended
card-sit-waits = round { $round }, turn { $turn }: seat { $seat }'s skill { $skill } on { $target } waits for counters
card-sit-turn = round { $round }, turn { $turn }
card-sit-names-skill = round { $round }, turn { $turn }: seat { $seat } names the skill card it takes
card-sit-discards-skill = round { $round }, turn { $turn }: seat { $seat } discards one of its three skill cards
card-sit-to-play = round { $round }, turn { $turn }: seat { $seat } to play
card-next-round = the referee starts the next round, or ends the game
card-next-refill = the skill deck is empty: shuffle the skill discard pile ({ $n } cards) into a new skill deck
card-next-nobody-holds-c = nobody holds a C: the skill acts
card-next-all-answered = every seat holding a C has answered
card-next-one-holds-c = seat { $seat } holds a C: it counters or lets the skill act
card-next-some-hold-c = seats { $seats } hold a C: each counters or lets the skill act

## The live session: status, hand, history, help ($start: who starts, or nothing yet)

card-status-no-game = no game yet: give `players N`
card-status-no-round = { $players } players, no round yet: give `seed S` or `physical`
card-status-setup-source = round { $round } is being set up: give `seed S` or `physical`
card-status-setup-seed = round { $round } from seed { $seed }: more setup lines, or `begin` deals it{ $start }
card-status-physical-ready = round { $round } with physical cards is ready: `begin` deals it{ $hands ->
    [named] {""}
   *[unseen] {" "}(the hands unseen; `hands` first names them)
}{ $start }
card-status-physical-needs = round { $round } with physical cards: give { $missing }{ $hands ->
    [named] {""}
   *[unseen] {", "}`hands` (or leave the hands unseen)
}, then `begin`{ $start }
card-status-starts = {"; "}seat { $seat } starts: the hands are dealt from it clockwise
card-status-tie = {"; "}{ $question }
card-status-ended = round { $round } has ended ({ $why }): `round` starts the next one
card-status-turn = round { $round }, turn { $turn }: seat { $seat } to play, { $progress }
card-status-must-take = who must first name the skill card it takes (`{ $seat } take K`)
card-status-must-discard = who must first discard a skill card (`{ $seat } discard K`)
card-status-done-drawn = drawn
card-status-done-played = played a basic card
card-status-done-tried = tried for a skill card
card-status-done-cast = played a skill
card-status-nothing-done = nothing done yet
card-status-has-done = who has { $done }
card-list-more = { $list }, { $item }
card-status-rules = house rules: { $rules }
card-rules-none = none
card-rule-name = { $rule }
card-rules-more = { $rules } { $rule }
card-status-bot = seat { $seat } ({ $kind })
card-status-bots = bots: { $bots }
card-bot-kind = { $kind }
card-status-public = public { $public }, basic deck { $deck }, skill deck { $skills } ({ $cards ->
    [physical] physical cards
   *[seeded] seeded cards
})
card-status-seat = seat { $seat }: score { $score }, tokens { $tokens }, sequence { $seq }, { $held } basic { $held ->
    [one] card
   *[other] cards
}{ $unseen ->
    [0] {""}
   *[other] {" "}({ $unseen } unseen)
}, skills [{ $skills }]
card-status-seat-out = seat { $seat }: eliminated, score { $score }, tokens { $tokens }, sequence { $seq }
card-status-duel = pending: { $duel }, settled at the end of seat { $seat }'s turn
card-status-line = { $skill } { $target }
card-status-line-layer = { $skill } { $target } { $layer }
card-status-duel-seats = duel seat { $a } seat { $b }
card-status-duel-public = duel public seat { $a } seat { $b }
card-status-past-slider = { $score } (past the slider's { $max }: it shows { $shown }, plus { $noted } noted)
card-status-score = seat { $seat } { $score }
card-status-scores = scores: { $scores }
card-status-waits-nobody = seat { $seat }'s { $line } waits for counters; nobody holds a C: `pass` lets it act
card-status-waits = seat { $seat }'s { $line } waits for counters; a C is held by seat { $holders }: `S counter` voids it, `pass` lets it act
card-step-take = seat { $seat } earned a skill card: name the one taken, `{ $seat } take K`
card-step-discard = seat { $seat } holds three skill cards: `{ $seat } discard K` first
card-hand-out = seat { $seat }: eliminated, holds no card
card-hand = seat { $seat }: basic cards [{ $cards }]{ $unseen ->
    [0] {""}
    [one] {" "}and 1 unseen card
   *[other] {" "}and { $unseen } unseen cards
}, skills [{ $skills }]
card-help-rules = house rules (a line `rule NAME` after `players N`, before round 1 begins; the default is the rulebook's letter):
card-rule-score-cap = a score stops at 1023 (the slider's ten columns); points beyond are lost
card-rule-competition-ranking = ties skip ranks: two golds, then bronze (no silver)
card-rule-death-after-skill = a skill can eliminate its author too
card-help-rules-now = this match plays with: { $rules }
card-history-none = round { $round }: no line applied yet
card-history = round { $round } so far (`undo` takes back the last line):
card-live-takes-at-most-one = `{ $command }` takes at most 1 argument, got { $got }
card-live-undo-zero = `undo 0` takes back nothing
card-live-help-knows = `help` knows `help rules`, not { $word }
card-live-nothing-to-undo = nothing to undo
card-live-undo-round-start = nothing to undo: round { $round } starts here
card-live-undo-only = only { $have } { $have ->
    [one] line
   *[other] lines
} of round { $round } can be taken back
card-live-no-round-yet = no round is set up yet ({ $situation })
card-live-ends-before-any = the session ends before any round
card-live-ends-before-begun = the session ends before round { $round } has begun
card-live-ends-before-ended = the session ends before round { $round } has ended
card-live-not-in-log = `{ $command }` is a command of the live session, not of a log
card-live-cannot-read = cannot read standard input: { $why }
card-live-cannot-write = cannot write standard output: { $why }
card-live-cannot-log = cannot write the session log { $path }: { $why }
card-live-log-rescued = the session log { $path } is gone and cannot be written there again ({ $why }): the whole session ({ $n } lines) is saved in { $rescued }; resume it with: xor_trie_referee --resume { $rescued }
card-live-log-nowhere = the session log { $path } is gone and cannot be written there again ({ $why }), nor in the state directory ({ $also }): the whole session ({ $n } lines) follows on standard error
card-log-written-again = note: the session log { $path } was deleted, moved or changed: the whole session ({ $n } lines) is written there again
card-log-goes-beside = note: the session log { $path } is now another session's log: this session goes on in { $beside } (all its { $n } lines written there)
card-live-bad-log = { $path }: line { $line }: { $why }
card-live-resume-with = resume it with: xor_trie_referee --resume { $path }
card-live-banner = xor_trie_referee: a live session (`help` lists the commands; `quit` or Ctrl-D ends it)
card-live-log = session log: { $path }
card-live-log-resumed = session log: { $path } (resumed: { $n } lines replayed)
card-read-too-long = the line is longer than { $max } bytes
card-read-not-utf8 = the line is not valid UTF-8 text
card-echo = { $prompt }{ $line }    ({ $why })
card-auto-bot = seat { $seat }'s { $kind } bot
card-auto-chose = seat { $seat } chose to counter
card-auto-nobody = nobody counters
card-auto-waits = seat { $seat }'s { $skill } waits for counters: { $who }
card-auto-who-nobody = nobody holds a C: `pass` lets it act
card-auto-who-one = seat { $seat } answers first (`{ $seat } counter`, or `pass` closes the window)
card-auto-who-some = seats { $seats } answer first (`S counter`, or `pass` closes the window)
card-prompt-setup = r{ $round } setup
card-prompt-turn = r{ $round } t{ $turn } seat { $seat }
card-prompt-counters = r{ $round } t{ $turn } counters
card-prompt-ended = r{ $round } ended
card-help = the setup of a round, before its first action:
    {"  "}players N             players 4             the first line: 4 to 8 players
    {"  "}round                 round                 starts the next round
    {"  "}seed S                seed 2026             the cards are shuffled from a seed
    {"  "}physical              physical              real cards: the typist names each card
    {"  "}deal v1 … vN          deal 3 17 5 24        the starting cards, seat 1 first
    {"  "}markers c1 …          markers 300 77        the marker cards set aside
    {"  "}hands a1 b1 a2 b2 …   hands 40 41 50 51 …   physical: two starting cards a seat
    {"  "}deck x1 …             deck 16 3             seeded: cards on top of the deck
    {"  "}skills k1 …           skills C <<           seeded: cards on top of the skill deck
    {"  "}start S               start 3               the starting seat the table picked among those tied
    {"  "}rule NAME             rule score-cap        a house rule, before round 1 (`help rules`)
    {"  "}bot S [random|greedy|strong] bot 3 greedy   the referee plays seat 3 (strong by default)
    {"  "}begin                 begin                 deals the round (or its first action does)
    actions, led by the seat:
    {"  "}S draw [A B]          3 draw 13 14          physical: the cards drawn, or none (unseen)
    {"  "}S play V self|public  1 play 16 self        the basic card, on one's own sequence or the public one
    {"  "}S test V [J]          1 test 3 12           physical: J is the judgment card
    {"  "}S take K              1 take C              physical: the skill card earned
    {"  "}S redeem              1 redeem              a token for a skill card
    {"  "}S discard K           1 discard ~           the third skill card
    {"  "}S skill K self|public [L]   1 skill C self 1   a skill card (I and C name the layer L)
    {"  "}S counter             2 counter             voids the skill just played
    {"  "}pass                  pass                  nobody counters: the skill acts now
    {"  "}S end [keep V…] [discard W…]  2 end keep 6 14  ends the turn, keeping V…, discarding the rest
    {"  "}S give T              2 give 4              a token, at any time
    the live session:
    {"  "}undo                  takes back the last line of the round
    {"  "}undo N                undo 3                takes back the last N lines
    {"  "}status                scores, tokens, hands, skills, turn, duels, counters
    {"  "}board                 the trie with every sequence and marker
    {"  "}hand S                hand 3                seat S's cards
    {"  "}history               the lines of the round so far
    {"  "}help                  this list
    {"  "}help rules            the house rules
    {"  "}quit                  ends the session (so does Ctrl-D)

## The pages' server

card-link-board = board { $link }
card-link-seat = seat { $seat } { $link }
card-page-empty = the action is empty
card-page-too-long = the action is longer than { $max } bytes
card-page-not-an-action = `{ $word }` is not an action: one of { $actions }
card-page-signs = an action holds only letters, digits and the skill signs << >> ~
card-page-takes-none = `{ $command }` takes no argument
card-say-unseen = { $n } { $n ->
    [one] card nobody has named
   *[other] cards nobody has named
}

## The pages' texts: their scripts' (SAY, common.js; {0}… are filled by the script) and their HTML's

card-say-answer-counter = chose to counter
card-say-answer-let = lets it act
card-say-answer-none = has not answered
card-say-asked = seat { $seat }{ $bot } { $answer }
card-say-at-layer = {" "}at layer { $layer }
card-say-bot = bot ({ $kind })
card-say-bot-mark = {" "}(bot)
card-say-bot-seat = the referee's { $kind } bot plays this seat
card-say-cancel = cancel
card-say-card = card
card-say-cards-in-hand = tokens { $tokens } · cards in hand { $held }
card-say-confirm-discard-skill = Discard your skill card { $skill }?
card-say-confirm-end = End your turn, discarding { $cards }?
card-say-confirm-give = Give one of your tokens to seat { $seat }?
card-say-counter = counter with C
card-say-discard-skill = discard
card-say-discard-unseen = discard (name it)
card-say-draw-named = draw these
card-say-draw-two = draw two cards
card-say-draw-unseen = draw without naming them
card-say-eliminated = you are eliminated
card-say-end-turn = end my turn
card-say-ended = the round has ended
card-say-give = give a token to seat { $seat }
card-say-judgment = judgment
card-say-keep = keep
card-say-layer = layer { $layer }
card-say-layer-short = L{ $layer }
card-say-let-act = let it act
card-say-name-first = name the card first
card-say-no-answer = the referee did not answer
card-say-no-card = no card
card-say-no-such-seat = there is no seat { $seat } in this game
card-say-none = none
card-say-not-dealt = the round is not dealt yet
card-say-nothing-to-do = nothing to do now
card-say-out = eliminated
card-say-play-public = play on public
card-say-play-self = play on me
card-say-playing = seat { $seat } is playing
card-say-prizes = prizes: layers { $layers }
card-say-public-is = {" "}· public{" "}
card-say-public-line = public { $bits } · basic deck { $deck } · skill deck { $skills }
card-say-redeem = redeem a token
card-say-replaced = newer pages took this page's place: reload it to follow the game again
card-say-refused = error: { $why }
card-say-root = root
card-say-score = score{" "}
card-say-score-tokens = {" "}{ $score } · tokens { $tokens } · sequence{" "}
card-say-seat = seat { $seat }
card-say-sequence = sequence{" "}
card-say-skill-public = on public
card-say-skill-self = on me
card-say-skills = skills{" "}
card-say-take = take { $skill }
card-say-test = test
card-say-title = XOR-Trie: seat { $seat }
card-say-to-play = to play
card-say-total = {" "}(total { $total })
card-say-unknown-link = This link is not a seat of the game served here: the game was started again, or the link was mistyped. Ask the referee for your seat's link (its QR code).
card-say-unreachable = the referee cannot be reached
card-say-unseen-help = name the card you show
card-say-waiting-own = seat { $seat } plays { $skill } on its own sequence{ $at }: waiting for counters
card-say-waiting-public = seat { $seat } plays { $skill } on the public sequence{ $at }: waiting for counters
card-say-yes = yes
card-say-you-chose-counter = you chose to counter
card-say-your-turn = your turn
card-say-you-chose-let = you let it act
card-say-announce-window = { $waiting }. Your answer: counter it, or let it act
card-say-trie-alt = the trie from the root down to layer 1. The public sequence { $public }; { $paths }. { $markers }{ $prizes }
card-say-trie-empty = the trie: no game yet
card-say-trie-marker = layer { $layer } at { $node }: { $count }
card-say-trie-markers = Death markers: { $list }.
card-say-trie-no-marker = No death marker.
card-say-trie-path = seat { $seat } { $bits }
card-say-trie-path-out = seat { $seat } { $bits } (eliminated)
card-say-trie-prize = layer { $layer } by { $winners }
card-say-trie-prizes = {" "}Prizes won: { $list }.
card-say-trie-sep = {"; "}
card-say-head-seat = seat
card-say-head-score = score
card-say-head-tokens = tokens
card-say-head-total = total
card-say-head-medal = medal
card-say-head-gold = gold
card-say-head-silver = silver
card-say-head-bronze = bronze
card-say-head-iron = iron
card-html-title-board = XOR-Trie: the board
card-html-title-seat = XOR-Trie: my seat
card-html-title-unknown = XOR-Trie: an unknown link
card-html-heading = XOR-Trie
card-html-connecting = connecting…
card-html-reconnecting = connection lost: reconnecting…
card-html-the-trie = the trie
card-html-standings = Standings
card-html-match = The match so far
card-html-last-events = Last events
card-html-my-cards = My cards
card-html-my-skills = My skill cards
card-html-actions = Actions
card-html-language = Language
card-html-unknown-before = This link is not a page of the game served here: the game was started again, or the link was mistyped. Ask the referee for your seat's link (its QR code); the board is at
card-html-unknown-link = the start page
card-html-unknown-after = .
card-http-token-needed = a seat's token is needed
card-http-method = this address takes another method
card-http-nothing-here = there is nothing at this address
card-http-not-utf8 = the body is not UTF-8 text
card-http-needs-action = the body needs an "action" text
card-http-not-json = the body is not a JSON object

# The header of the trie's drawing (`board`, and after each turn at a live table): the
# layer, the public sequence, each seat's (x: eliminated), the death markers. Each column
# is five terminal columns wide.
card-trie-layer = layer
card-trie-public = pub
card-trie-seat = s{ $seat }
card-trie-seat-out = xs{ $seat }
card-trie-markers = markers

# A seat's phone: the previews of its actions (what the referee's engine says would follow,
# on what the seat may know), the board drawn on the phone and its zoom.
card-pv-lands = { $target ->
    [public] the public sequence
   *[self] your sequence
} lands on layer { $layer } (node { $node })
card-pv-zero = { $target ->
    [public] the public sequence
   *[self] your sequence
} becomes 0: no 1 is left
card-pv-marker = it passes the death marker on layer { $layer }
card-pv-nothing = nothing else follows
card-pv-test = a hidden card decides: the test passes if card ⊕ judgment card ⊕ your sequence has more than { $limit } ones; a pass costs { $cost } points and gives a skill card
card-pv-redeem = one token for the top skill card: which one it is stays hidden until you take it
card-pv-may-counter = seats { $seats } hold a C and may counter it; if nobody does:
card-pv-no-counter = nobody else holds a C: it will act
card-pv-if-it-acts = if nobody counters, it acts:
card-html-my-board = the board
card-say-zoom-in = zoom in
card-say-zoom-out = zoom out
card-say-zoom-fit = whole trie
card-say-preview = if you do it: { $what }
