# broadside's words for people, in English: every sentence of a verdict.
#
# One message a sentence. Variables: players' names ($owner, $player, $shooter, $expected, …)
# as the record wrote them, cells ($cells, $at, $a, $b) already named in the sheet's letters,
# lists already joined by the list messages below, counts as numbers. Entries ($entry, $end) are
# the record's 0-based entry numbers.

## Lists

# Between the items of a list but the last two.
list-comma = {", "}
# The last two items of a list.
list-and = { $init } and { $last }
# A list cut short: the items shown, and how many more.
list-more = { $shown } and { $more } more
# An empty list.
list-nothing = nothing
# Between the ways a group of cells can be split.
list-or = {", or "}
# Between the explanations of several groups of cells.
list-semicolon = {"; "}

## Ships

# A ship with a class name, and its cells.
ship-named = { $name } ({ $cells })
# A ship with no name and no class, and its cells.
ship-unnamed = ship { $cells }
# One class of the fleet: its name and size (and how many, when more than one).
fleet-class = { $count ->
    [1] { $name } { $size }
   *[other] { $name } { $size } ×{ $count }
}
# Ships of one size in a drawing's explanation: the class, where one class has that size.
sized-class = { $n ->
    [1] { $class } ({ $size })
   *[other] { $class } ({ $size }) ×{ $n }
}
sized-ship = { $n ->
    [1] { $size }-cell ship
   *[other] { $size }-cell ship ×{ $n }
}

## Placement (entry: none)

off-board-ship = { $owner }'s { $ship } runs off the { $columns }x{ $rows } board
bad-shape-range-ends = { $owner }'s { $ship } is not a straight, gap-free line: its ends { $a } and { $b } are in neither one row nor one column
bad-shape-twice = { $owner }'s { $ship } is not a straight, gap-free line: { $a } is listed twice
bad-shape-not-in-line = { $owner }'s { $ship } is not a straight, gap-free line: { $a } and { $b } are in neither one row nor one column
bad-shape-gap = { $owner }'s { $ship } is not a straight, gap-free line: there is a gap between { $a } and { $b }
overlap = { $owner }'s { $a } and { $b } share { $cells }
touching = { $owner }'s { $a } and { $b } touch ({ $a-side } next to { $b-side }), and these rules forbid ships to touch by an edge or a corner
wrong-fleet-count = { $owner }'s fleet has { $found } { $found ->
    [1] { $class }
   *[other] { $class }s
    } of { $size } { $size ->
    [1] cell
   *[other] cells
    }, but the rules call for { $wanted }
wrong-fleet-size = { $owner }'s { $name } ({ $cells }) has { $length } { $length ->
    [1] cell
   *[other] cells
    }, but a { $class } has { $size }
wrong-fleet-name = { $owner }'s ship { $cells } is called { $name }, which is no class of this fleet ({ $classes })
wrong-fleet-no-size = { $owner }'s ship { $cells } has { $length } { $length ->
    [1] cell
   *[other] cells
    }, and no class of this fleet has that size

## Drawn fleets

no-split-cell-count = { $owner } drew { $drawn } ship { $drawn ->
    [1] cell
   *[other] cells
    }, but the fleet's ships ({ $fleet }) fill { $wanted }
no-split-group = { $owner }'s group of { $size } drawn cells { $cells } cannot be split into straight ships of the fleet ({ $fleet })
no-split-short-runs = { $owner }'s drawn cells cannot be split into straight ships that make up the fleet ({ $fleet }): { $cells } { $count ->
    [1] lies
   *[other] lie
    } in no straight run of { $size } or more cells, but the fleet's ships shorter than { $size } fill only { $room }
no-split-long-ships = { $owner }'s drawn cells cannot be split into straight ships that make up the fleet ({ $fleet }): the fleet has { $ships } ships of { $size } or more cells, but the drawn runs hold at most { $places } such ships side by side
no-split-colours = { $owner }'s drawn cells cannot be split into straight ships that make up the fleet ({ $fleet }): coloured as a checkerboard, the drawn cells have { $imbalance } more of one colour than of the other, which the fleet's { $odd } ships of odd length cannot make up (each makes up one)
no-split-groups = { $owner }'s drawn cells cannot be split into straight ships that make up the fleet ({ $fleet }): { $groups }
# One group of drawn cells, in no-split-groups: its size, its first cell, the mixes of ships it can be.
group-can-only-be = the { $size } cells from { $first } can only be { $mixes }
no-split-furthest = { $owner }'s drawn cells cannot be split into straight ships that make up the fleet ({ $fleet }): the furthest the search got was { $laid }, leaving { $cells } uncovered with the { $lacking } unplaced
ambiguous-fleet = { $owner }'s drawing splits into the fleet's ships in more than one way: { $first } or { $second }; the first is used
ambiguous-fleet-log = { $owner }'s drawing splits into the fleet's ships in more than one way that agrees with the replies: { $first } or { $second }; the first is used

## The log

after-end = entry { $entry } by { $player } comes after the game ended at entry { $end }; it is ignored
timeout = { $player } did not answer in time (forfeit entry { $entry }), which ends the game
crashed = { $player } stopped: the program ended or could not be run (forfeit entry { $entry }), which ends the game
illegal-message = { $player } sent something that is not a move (forfeit entry { $entry }), which ends the game
off-board-shots = { $player } fired at { $cells }, off the { $columns }x{ $rows } board; { $count ->
    [1] it does
   *[other] they do
    } no damage
# Why it was $expected's turn: $opener opened round $round at entry $opened.
out-of-turn-round = { $player } fired at { $cells }, but it was { $expected }'s turn: { $opener } opened round { $round } at entry { $opened }, and a round is one volley by each player, so it closes with { $other }'s
out-of-turn-first = { $player } fired at { $cells }, but it was { $expected }'s turn: { $first } shoots first
out-of-turn-after-foul = { $player } fired at { $cells }, but it was { $expected }'s turn: { $who }'s entry { $previous } was out of turn, which passes the turn on
out-of-turn-answered-hit = { $player } fired at { $cells }, but it was { $expected }'s turn: { $who }'s shot at entry { $previous } was answered as a hit, so { $who } shoots again
out-of-turn-answered-miss = { $player } fired at { $cells }, but it was { $expected }'s turn: { $who }'s shot at entry { $previous } was answered as a miss, which passes the turn
# $effect: what the previous shot did (off-board, repeated, miss, hit, sinking).
out-of-turn-shoots-again = { $player } fired at { $cells }, but it was { $expected }'s turn: { $who }'s { $effect ->
    [hit] hit
   *[sinking] sinking shot
    } at entry { $previous } lets { $who } shoot again
out-of-turn-passes = { $player } fired at { $cells }, but it was { $expected }'s turn: { $who }'s { $effect ->
    [off-board] shot off the board
    [repeated] repeated shot
    [hit] hit
    [sinking] sinking shot
   *[miss] miss
    } at entry { $previous } passes the turn
out-of-turn-alternate = { $player } fired at { $cells }, but it was { $expected }'s turn: { $who } took entry { $previous } and turns alternate
one-shot-a-turn = { $player } fired a volley of { $fired } shots, but these rules allow one shot a turn
over-round-allowance = { $player } fired { $fired } { $fired ->
    [1] shot
   *[other] shots
    } more in the same round, { $total } in all, but with { $afloat } { $afloat ->
    [1] ship
   *[other] ships
    } afloat the salvo allowance for the round was { $allowed }
allowance = { $player } fired { $fired } { $fired ->
    [1] shot
   *[other] shots
    }, but with { $afloat } { $afloat ->
    [1] ship
   *[other] ships
    } afloat the salvo allowance was { $allowed }
repeated-shot = { $player } fired at { $cells } again; a repeated shot does no damage

## False replies

# A one-shot reply as given: the word, and the class it named if any.
reply-said = { $said ->
    [hit] "hit"
    [miss] "miss"
   *[sunk] "sunk"
    }
reply-said-ship = { $said ->
    [hit] "hit"
    [miss] "miss"
   *[sunk] "sunk"
    } ({ $ship })
false-reply-water = { $player } answered { $reply } to { $shooter }'s shot at { $at }, but it is water
false-reply-hit = { $player } answered { $reply } to { $shooter }'s shot at { $at }, but it hit the { $ship }, which stays afloat
false-reply-sank = { $player } answered { $reply } to { $shooter }'s shot at { $at }, but it sank the { $ship }
false-reply-struck = { $player } answered { $reply } to { $shooter }'s shot at { $at }, but it struck a ship
false-reply-ship-there = { $player } answered { $reply } to { $shooter }'s shot at { $at }, but the ship there is the { $ship }
# A volley's reply as given: the hits by class, then the ships sunk.
volley-hits-none = no hits
volley-hits = hits { $hits }
volley-hit = { $class } ×{ $n }
volley-sunk-none = nothing sunk
volley-sunk = sunk { $sunk }
volley-reply = { $hits }, { $sunk }
# One ship a volley struck, and how often.
struck-ship = the { $ship } { $n ->
    [1] once
   *[other] { $n } times
    }
false-volley-nothing = { $player } replied { $reply } to { $shooter }'s volley at { $cells }, but it hit nothing
false-volley-struck = { $player } replied { $reply } to { $shooter }'s volley at { $cells }, but it struck { $struck }
false-volley-sank = { $player } replied { $reply } to { $shooter }'s volley at { $cells }, but it struck { $struck }, and the { $sunk } went down

## Violations a verdict does not list

not-listed = { $left-out } more { $code } violations charged to { $player } are not listed: a verdict lists at most { $max } of one code for one player
not-listed-at = { $left-out } more { $code } violations charged to { $player }, at entry { $first }, are not listed: a verdict lists at most { $max } of one code for one player
not-listed-from-to = { $left-out } more { $code } violations charged to { $player }, from entry { $first } to entry { $last }, are not listed: a verdict lists at most { $max } of one code for one player

## Paper records

# A violation's sentence, and where it stands on the paper record.
on-paper = { $message } [on the paper: line { $line }, { $what }]

## The text verdict (broadside check --format text)

heading-rules = Rules
heading-result = Result
heading-violations = Violations
heading-shots = Shots
heading-final-boards = Final boards
heading-legend = Legend
# After the heading of the final boards.
final-boards-note = each player's fleet, and the other player's shots at it
# After a player's name over their board.
board-wins = (wins)
board-forfeits = (forfeits)
# The legend's marks.
legend-ship = ship
legend-hit = hit
legend-sunk = sunk ship
legend-miss = miss
legend-water = water
legend-flag = before a cell: named by a violation
# How many fouls and warnings occurred.
violation-count = { $fouls } { $fouls ->
    [1] foul
   *[other] fouls
    }, { $warnings } { $warnings ->
    [1] warning
   *[other] warnings
    }
violations-entries-note = (entries count from 0, as in the JSON verdict)
# A violation's line: its entry, or the placement.
violation-entry = entry { $entry }
violation-placement = placement
violation-foul = foul
violation-warning = warning
# One player's shots.
player-shots = { $player } fired { $shots } { $shots ->
    [1] shot
   *[other] shots
    }, { $hits } { $hits ->
    [1] hit
   *[other] hits
    }, sank { $sunk } { $sunk ->
    [1] ship
   *[other] ships
    }
# Between the two players' shots, and after them.
player-shots-sep = {"; "}
player-shots-end = .

## Codes

# A violation's code as a sentence names it (in the result, and in a count of violations not
# listed). English names it by its stable code; another language by a short name for what it means.
code-off-board = off_board
code-bad-shape = bad_shape
code-overlap = overlap
code-touching = touching
code-wrong-fleet = wrong_fleet
code-out-of-turn = out_of_turn
code-too-many-shots = too_many_shots
code-false-report = false_report
code-timeout = timeout
code-crashed = crashed
code-illegal-message = illegal_message
code-too-few-shots = too_few_shots
code-repeated-shot = repeated_shot
code-after-end = after_end
code-ambiguous-fleet = ambiguous_fleet

## The result of a game, in one sentence

result-destroyed = { $winner } wins: { $winner } destroyed { $loser }'s fleet.
result-destroyed-at = { $winner } wins: { $winner } destroyed { $loser }'s fleet at entry { $entry }.
result-resigned = { $winner } wins: { $loser } resigned.
result-resigned-at = { $winner } wins: { $loser } resigned at entry { $entry }.
result-forfeit = { $winner } wins: { $loser } forfeits.
result-forfeit-at = { $winner } wins: { $loser } forfeits for { $code } at entry { $entry }, the earliest foul.
result-forfeit-placement = { $winner } wins: { $loser } forfeits for { $code } in the placement of { $loser }'s fleet.
# Both players forfeit; $fouls: each player and the code of their first foul.
result-double-forfeit-entries = No winner: both players forfeit by forfeit entries before the first shot ({ $fouls }).
result-double-forfeit-placement = No winner: both players forfeit for fouls in the placement of their fleets ({ $fouls }).
# One player's first foul in a double forfeit.
double-forfeit-player = { $player } for { $code }
double-forfeit-player-unknown = { $player } for a foul
result-draw = Draw: both fleets were destroyed in the same salvo round.
result-draw-at = Draw: both fleets were destroyed in the same salvo round, which ends at entry { $entry }.
result-unfinished = Unfinished: no foul, and the log ends with both fleets afloat.

## The rules in words (the text verdict, broadside rules NAME --format text, broadside fleet)

# Where the rules come from: a preset's name, or custom rules (their base preset, and as JSON).
rules-custom = custom, from { $base } ({ $json })
# The labels of the lines that follow.
rules-label-board = board
rules-label-fleet = fleet
rules-label-touching = touching
rules-label-turns = turns
# $letters: the columns' letters (A-J); $numbers: the rows' numbers (1-10).
rules-board = { $columns } x { $rows }: columns { $letters }, rows { $numbers }
# $classes: each class of the fleet (rules-fleet-class), joined by list-comma.
rules-fleet = { $classes } ({ $ships } { $ships ->
    [1] ship
   *[other] ships
    }, sizes in cells)
rules-fleet-class = { $count ->
    [1] { $name } { $size }
   *[other] { $name } { $size } x{ $count }
    }
rules-touching-allowed = ships may touch
rules-touching-forbidden = ships may not touch, not by an edge and not by a corner
rules-turns-alternate = one shot a turn, strictly alternating
rules-turns-again-on-hit = one shot a turn; a hit or a sink shoots again, a miss passes the turn
# $values: each class's salvo value (rules-salvo-value), joined by list-comma.
rules-turns-values-simultaneous = rounds of volleys: a volley holds the salvo values of the shooter's ships afloat ({ $values }); both volleys of a round are marked at once, so both fleets can fall in one round
rules-turns-values-sequential = rounds of volleys: a volley holds the salvo values of the shooter's ships afloat ({ $values }); volleys alternate and each counts at once; the first to destroy the other's fleet wins
rules-turns-afloat-simultaneous = rounds of volleys: a volley holds one shot per ship the shooter has afloat; both volleys of a round are marked at once, so both fleets can fall in one round
rules-turns-afloat-sequential = rounds of volleys: a volley holds one shot per ship the shooter has afloat; volleys alternate and each counts at once; the first to destroy the other's fleet wins
rules-salvo-value = { $name } { $value }

## A fleet alone (broadside fleet --format text)

heading-placement = Placement
placement-legal = legal
placement-illegal = illegal
heading-ships = Ships
ship-count = { $ships } { $ships ->
    [1] ship
   *[other] ships
    }
heading-board = Board

## Sheet words

# The words a paper record (docs/paper.md) may write in this language, one message a term: its
# words separated by commas, read ignoring case; the first is the one `broadside record --to
# paper --lang` writes. A word is read only as the term it stands under (never a guess), so no
# word may stand under two terms of one group below, nor under two terms in two languages.
# English's are read on every sheet, beside one other language's.
# Header keys: rules, players, who shoots first, how shot grids are numbered, meta, the sheet's language.
sheet-header-rules = rules
sheet-header-players = players
sheet-header-first = first
sheet-header-numbering = numbering
sheet-header-meta = meta
sheet-header-language = language
# Sections: a player's fleet ("ann fleet:"), a player's shots grid ("ann shots:"), the log ("log:").
sheet-section-fleet = fleet
sheet-section-shots = shots
sheet-section-log = log
# The replies to one shot, and a volley's reply that it hit nothing (also before "; sunk …").
sheet-reply-hit = hit
sheet-reply-miss = miss
sheet-reply-sunk = sunk
sheet-reply-none = none
# A player resigns ("ann resigns"); forfeits, before a reason ("ben forfeits timeout").
sheet-resigns = resigns
sheet-forfeits = forfeits
# The values of the numbering header.
sheet-numbering-round = round
sheet-numbering-player = player
sheet-numbering-game = game
# The classes of the preset fleets, each read as the preset's class it names.
sheet-class-carrier = carrier
sheet-class-battleship = battleship
sheet-class-cruiser = cruiser
sheet-class-submarine = submarine
sheet-class-destroyer = destroyer
sheet-class-torpedo-boat = torpedo boat

## Parts of a paper record, after a violation's sentence (on-paper)

paper-rules-line = the rules line
paper-players-line = the players line
paper-first-line = the first line
paper-meta-line = the meta line
paper-fleet = { $player }'s fleet
paper-move = { $player }'s move in the log
# A turn's shots on a shot grid numbered by round, by the player's own shot, or by the game's
# move: the number written in them, and the cells ($count of them) as the sheet names them.
paper-shots-of-round = { $player }'s shots of round { $number } ({ $cells })
paper-shots-numbered = { $player }'s { $count ->
    [1] shot
   *[other] shots
    } numbered { $number } ({ $cells })
paper-moves-numbered = the { $count ->
    [1] shot
   *[other] shots
    } numbered { $number } on { $player }'s sheet ({ $cells })
