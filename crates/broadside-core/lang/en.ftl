# broadside's words for people, in English: every sentence of a verdict.
#
# One message a sentence. Variables: players' names ($owner, $player, $shooter, $expected, …)
# as the record wrote them, cells ($cells, $at, $a, $b) already named in the sheet's letters,
# lists already joined by the list messages below, counts as numbers.
#
# A move of the log is named as $numbering says: "entry" for the JSON verdict, which scripts read,
# with the record's 0-based entry numbers; for a person, as the players' sheets number it: "round"
# (the round, under salvo turns), "shot" (its shooter's own shots) or "move" (the game's moves),
# numbered from 1. The variables that name a move ($entry, $end, $opened, $previous, $first,
# $last) hold its number either way; $end-player and $shooter name a move's shooter.

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

after-end = { $numbering ->
    [round] { $player }'s volley of round { $entry } comes after the game ended in round { $end }; it is ignored
    [shot] { $player }'s shot { $entry } comes after the game ended at { $end-player }'s shot { $end }; it is ignored
    [move] move { $entry } by { $player } comes after the game ended at move { $end }; it is ignored
   *[entry] entry { $entry } by { $player } comes after the game ended at entry { $end }; it is ignored
    }
timeout = { $player } did not answer in time (forfeit { $numbering ->
    [round] in round { $entry }
    [shot] at { $player }'s shot { $entry }
    [move] at move { $entry }
   *[entry] entry { $entry }
    }), which ends the game
crashed = { $player } stopped: the program ended or could not be run (forfeit { $numbering ->
    [round] in round { $entry }
    [shot] at { $player }'s shot { $entry }
    [move] at move { $entry }
   *[entry] entry { $entry }
    }), which ends the game
illegal-message = { $player } sent something that is not a move (forfeit { $numbering ->
    [round] in round { $entry }
    [shot] at { $player }'s shot { $entry }
    [move] at move { $entry }
   *[entry] entry { $entry }
    }), which ends the game
off-board-shots = { $player } fired at { $cells }, off the { $columns }x{ $rows } board; { $count ->
    [1] it does
   *[other] they do
    } no damage
# Why it was $expected's turn: $opener opened round $round with move $opened.
out-of-turn-round = { $player } fired at { $cells }, but it was { $expected }'s turn: { $numbering ->
    [round] { $opener } opened round { $round }
    [shot] { $opener } opened round { $round } with { $opener }'s shot { $opened }
    [move] { $opener } opened round { $round } at move { $opened }
   *[entry] { $opener } opened round { $round } at entry { $opened }
    }, and a round is one volley by each player, so it closes with { $other }'s
out-of-turn-first = { $player } fired at { $cells }, but it was { $expected }'s turn: { $first } shoots first
out-of-turn-after-foul = { $player } fired at { $cells }, but it was { $expected }'s turn: { $who }'s { $numbering ->
    [round] volley of round { $previous }
    [shot] shot { $previous }
    [move] move { $previous }
   *[entry] entry { $previous }
    } was out of turn, which passes the turn on
out-of-turn-answered-hit = { $player } fired at { $cells }, but it was { $expected }'s turn: { $who }'s { $numbering ->
    [round] volley of round { $previous }
    [shot] shot { $previous }
    [move] shot at move { $previous }
   *[entry] shot at entry { $previous }
    } was answered as a hit, so { $who } shoots again
out-of-turn-answered-miss = { $player } fired at { $cells }, but it was { $expected }'s turn: { $who }'s { $numbering ->
    [round] volley of round { $previous }
    [shot] shot { $previous }
    [move] shot at move { $previous }
   *[entry] shot at entry { $previous }
    } was answered as a miss, which passes the turn
# $effect: what the previous shot did (off-board, repeated, miss, hit, sinking).
out-of-turn-shoots-again = { $player } fired at { $cells }, but it was { $expected }'s turn: { $numbering ->
    [shot] { $who }'s shot { $previous }, { $effect ->
        [hit] a hit
       *[sinking] a sinking shot
        }, lets { $who } shoot again
   *[other] { $who }'s { $effect ->
        [hit] hit
       *[sinking] sinking shot
        } { $numbering ->
        [round] in round { $previous }
        [move] at move { $previous }
       *[entry] at entry { $previous }
        } lets { $who } shoot again
    }
out-of-turn-passes = { $player } fired at { $cells }, but it was { $expected }'s turn: { $numbering ->
    [shot] { $who }'s shot { $previous }, { $effect ->
        [off-board] off the board
        [repeated] a repeated shot
        [hit] a hit
        [sinking] a sinking shot
       *[miss] a miss
        }, passes the turn
   *[other] { $who }'s { $effect ->
        [off-board] shot off the board
        [repeated] repeated shot
        [hit] hit
        [sinking] sinking shot
       *[miss] miss
        } { $numbering ->
        [round] in round { $previous }
        [move] at move { $previous }
       *[entry] at entry { $previous }
        } passes the turn
    }
out-of-turn-alternate = { $player } fired at { $cells }, but it was { $expected }'s turn: { $who } { $numbering ->
    [round] fired the volley of round { $previous }
    [shot] fired shot { $previous }
    [move] took move { $previous }
   *[entry] took entry { $previous }
    } and turns alternate
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
# $shooter: who fired the moves of the violations left out.
not-listed-at = { $left-out } more { $code } violations charged to { $player }, { $numbering ->
    [round] in round { $first }
    [shot] at { $shooter }'s shot { $first }
    [move] at move { $first }
   *[entry] at entry { $first }
    }, are not listed: a verdict lists at most { $max } of one code for one player
not-listed-from-to = { $left-out } more { $code } violations charged to { $player }, { $numbering ->
    [round] from round { $first } to round { $last }
    [shot] from { $shooter }'s shot { $first } to shot { $last }
    [move] from move { $first } to move { $last }
   *[entry] from entry { $first } to entry { $last }
    }, are not listed: a verdict lists at most { $max } of one code for one player

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
violations-moves-note = (moves as the players' sheets number them; the JSON verdict counts entries from 0)
# A violation's line, and the pages: its move as the sheets number it ($player: its shooter), or
# the placement.
violation-entry = { $numbering ->
    [round] round { $entry }
    [shot] { $player }'s shot { $entry }
    [move] move { $entry }
   *[entry] entry { $entry }
    }
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
result-destroyed-at = { $winner } wins: { $winner } destroyed { $loser }'s fleet { $numbering ->
    [round] in round { $entry }
    [shot] with shot { $entry }
    [move] at move { $entry }
   *[entry] at entry { $entry }
    }.
result-resigned = { $winner } wins: { $loser } resigned.
result-resigned-at = { $winner } wins: { $loser } resigned { $numbering ->
    [round] in round { $entry }
    [shot] at { $loser }'s shot { $entry }
    [move] at move { $entry }
   *[entry] at entry { $entry }
    }.
result-forfeit = { $winner } wins: { $loser } forfeits.
# $shooter: who fired the move of the foul (the winner, for a false reply).
result-forfeit-at = { $winner } wins: { $loser } forfeits for { $code } { $numbering ->
    [round] in round { $entry }
    [shot] at { $shooter }'s shot { $entry }
    [move] at move { $entry }
   *[entry] at entry { $entry }
    }, the earliest foul.
result-forfeit-placement = { $winner } wins: { $loser } forfeits for { $code } in the placement of { $loser }'s fleet.
# Both players forfeit; $fouls: each player and the code of their first foul.
result-double-forfeit-entries = No winner: both players forfeit by forfeit entries before the first shot ({ $fouls }).
result-double-forfeit-placement = No winner: both players forfeit for fouls in the placement of their fleets ({ $fouls }).
# One player's first foul in a double forfeit.
double-forfeit-player = { $player } for { $code }
double-forfeit-player-unknown = { $player } for a foul
result-draw = Draw: both fleets were destroyed in the same salvo round.
result-draw-at = Draw: both fleets were destroyed in the same salvo round, { $numbering ->
    [round] round { $entry }
    [shot] which ends with shot { $entry }
    [move] which ends at move { $entry }
   *[entry] which ends at entry { $entry }
    }.
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

## The verdict page (broadside check --format html)

# Names ($first, $second, $player, $other, $winner) stand in isolates of their own on the page.
# Messages the page's script fills in as the reader steps (marked "script") must select on
# plural categories ([one], [few], [many], [other]), never on a number ([1]): the script picks the
# form by the browser's plural rules.
page-title = { $first } v { $second }: broadside verdict
page-players = { $first } v { $second }
page-verdict-of = Verdict of broadside { $version }
page-footer = Adjudicated by broadside { $version }.
page-heading-players = Players
page-heading-rules = Rules
page-heading-boards = Boards and moves
page-heading-violations = Violations
# The table of players.
page-col-player = player
page-col-result = result
page-col-shots = shots
page-col-hits = hits
page-col-sunk = ships sunk
page-player-wins = wins
page-player-forfeits = forfeits
page-player-draw = draw
# The label of the rules' first line: the preset, or custom rules.
page-rules-source = rules
# Under a player's name over their board (script).
page-board-note = { $player }'s fleet and { $other }'s shots at it
# A cell's accessible name: its name and its mark (legend-*), then what names it (script).
page-cell = { $cell }: { $mark }
page-cell-named = { $cell }: { $mark }; { $named }
page-named-by = named by { $what }
# One violation naming a cell: its code and its move (violation-entry) or violation-placement.
page-named-what = { $code } ({ $at })
# What each code means, in the tooltip of a violation's code.
page-code-off-board = a ship cell or a shot lies off the board
page-code-bad-shape = a ship is not a straight, gap-free horizontal or vertical run
page-code-overlap = two ships share a cell
page-code-touching = two ships share an edge or a corner where the rules forbid it
page-code-wrong-fleet = the fleet's classes, sizes or counts differ from the rules
page-code-out-of-turn = a player took a turn that was the other player's
page-code-too-many-shots = a turn fired more shots than it allows
page-code-false-report = a reply was not the exact truth
page-code-timeout = a player did not answer in time (a forfeit entry)
page-code-crashed = a player's program ended or could not be run (a forfeit entry)
page-code-illegal-message = a player sent something that is not a move (a forfeit entry)
page-code-too-few-shots = a volley fired fewer shots than the salvo allowance
page-code-repeated-shot = a shot at a cell the shooter had already fired at
page-code-after-end = an entry after the game ended (ignored)
page-code-ambiguous-fleet = a drawn fleet splits into ships in more than one way that fits
page-legend = Legend
page-legend-flag = named by a violation (links to it)
page-legend-last = the shown move's shot
# The stepper's buttons (script).
page-step-first = Before the first move
page-step-prev = One move back
page-step-next = One move on
page-step-last = After the last move
page-unstepped = The log has over { $max } entries: the page shows the final boards only.
page-no-moves = No moves.
# Under the boards and moves: how the moves are numbered.
page-count-note = Moves are numbered as the players' sheets number them: { $numbering ->
    [round] by round
    [shot] by each player's own shots
   *[move] by the game's moves
    }. Entries, as in the JSON verdict and in a link to a move (#entry=N), count from 0.
# The move list (script): the column of the moves' numbers, as the sheets number them.
page-col-move = { $numbering ->
    [round] round
    [shot] shot
   *[move] move
    }
page-col-entry = entry
page-col-reply = reply
page-col-judgement = judgement
page-col-violations = violations
# A forfeit entry's shots: the reason as the record writes it (timeout).
page-forfeit-entry = forfeit: { $reason }
page-decides = decides the game
# The violations (script).
page-col-severity = severity
page-col-code = code
page-col-cells = cells
page-col-message = message
# How many fouls and warnings occurred (script).
page-violation-count = { $fouls } { $fouls ->
    [one] foul
   *[other] fouls
    }, { $warnings } { $warnings ->
    [one] warning
   *[other] warnings
    }
# What one shot did (script): its cell and its effect.
page-shot = { $cell } { $effect }
page-effect-off-board = off the board
page-effect-none = no effect
page-effect-miss = miss
page-effect-hit = hit
page-effect-sunk = sunk
# A reply as the record gives it: the word, with the class it named.
page-reply-miss = miss
page-reply-hit = hit
page-reply-sunk = sunk
page-reply-ship = { $reply } ({ $ship })
# A volley's reply: the hits by class (each page-reply-class), then the ships sunk.
page-reply-no-hits = no hits
page-reply-hits = hits: { $hits }
page-reply-class = { $class } { $n }
page-reply-sunk-ships = { $hits }; sunk: { $sunk }
# The step label (script): the move shown as the sheets number it ($n), its shooter and what it did.
page-step = { $numbering ->
    [round] Round { $n }, { $player }: { $shots }
    [shot] { $player }'s shot { $n }: { $shots }
   *[move] Move { $n }, { $player }: { $shots }
    }
page-step-forfeit = { $numbering ->
    [round] Round { $n }, { $player }: forfeit: { $reason }
    [shot] { $player }'s shot { $n }: forfeit: { $reason }
   *[move] Move { $n }, { $player }: forfeit: { $reason }
    }
page-no-shot = no shot
# A volley's shots cut short in the step label (script).
page-shots-more = { $shots } and { $more } more { $more ->
    [one] shot
   *[other] shots
    }
# After the step label: what in the link the page did not take (script).
page-step-note = ({ $note })
page-entries-named = the link names { $count } { $count ->
    [one] entry
   *[other] entries
    }
page-entry-unnamed = { $entry } names no entry
page-entry-wrong = entry={ $value } is not an entry of this game
page-entry-last = { $what } (-1 to { $last }): the last is shown
# Parts of the link not read (script): $parts, the first of them; $more, how many others.
page-unread-more = { $parts } and { $more } more
page-unread = { $parts } { $count ->
    [one] is
   *[other] are
    } not read: { $reads }
page-reads-entry = the page reads #entry=N, N from -1 to { $last }

## The batch page (broadside check --jsonl --format html)

batch-title = { $games } games: broadside report
batch-heading = Batch report: { $games } { $games ->
    [one] game
   *[other] games
    }
batch-verdicts-of = Verdicts of broadside { $version }
batch-heading-outcomes = Outcomes
batch-games-adjudicated = games adjudicated
batch-won = won
batch-drawn = drawn
batch-unfinished = unfinished
batch-double-forfeit = double forfeit
batch-fouled = games with a foul
batch-errors = lines not adjudicated
batch-heading-fouls = Fouls by code
# Before the warnings by code.
batch-warnings = Warnings:
batch-heading-games = Games
batch-noscript = The list of games, its filters and each game's stepper need the page's script.
# The filters of the list of games.
batch-filter-player = player
batch-filter-outcome = outcome
batch-filter-foul = foul
batch-any = any
batch-won-by-forfeit = won by forfeit
batch-not-adjudicated = not adjudicated
batch-with-foul = with a foul
batch-without-foul = without a foul
# The list of games (script).
batch-col-line = line
batch-col-players = players
batch-col-outcome = outcome
batch-col-fouls = fouls
batch-col-warnings = warnings
batch-col-moves = moves
batch-col-game = game
batch-pages = Pages of games
batch-back = Back
batch-on = On
# $command: broadside check --format html.
batch-unstepped = { $count } games are listed without their steps (the page holds { $mb } MB of them, games with a foul first); each has its own page: { $command } of its line.
batch-footer = Line numbers count from 1; moves are numbered as the players' sheets number them (by round under salvo turns, else by each player's own shots); entries, as in the JSON verdicts, from 0.
# The standings.
batch-col-games = games
batch-col-wins = wins
batch-col-losses = losses
batch-col-draws = draws
batch-col-unfinished = unfinished
batch-col-double-forfeits = double forfeits
batch-col-score = score
batch-col-elo = Elo
batch-elo-note = Elo difference with its 95% margin; - where the games do not bound it
batch-col-forfeits = forfeits
batch-no-games = No game was adjudicated.
batch-no-fouls = No fouls.
# The chart's title: $fouls, each code and its count.
batch-chart = Fouls by code: { $fouls }
# A game in the list (script): its outcome, its fouls.
batch-outcome-win = { $winner } wins
batch-outcome-forfeit = { $winner } wins by forfeit
batch-outcome-draw = draw
batch-outcome-unfinished = unfinished
batch-outcome-double-forfeit = double forfeit
batch-row-fouls = { $codes } ({ $fouls } { $fouls ->
    [one] foul
   *[other] fouls
    })
batch-step-through = Step through
batch-step-through-label = Step through the game of line { $line }
batch-final-only = final boards only
batch-own-page-only = own page only
# How many lines the list shows (script).
batch-lines = { $count } { $count ->
    [one] line
   *[other] lines
    }
batch-lines-of = { $shown } of { $count } { $count ->
    [one] line
   *[other] lines
    }
batch-lines-skipped = { $lines } ({ $blank } blank { $blank ->
    [one] line
   *[other] lines
    } skipped)
batch-page-of = page { $page } of { $pages }
# A game opened (script).
batch-game-heading = Line { $line }: { $first } v { $second }
batch-replies-note = Replies: the batch page holds those of the moves a violation names; the game's own page (broadside check --format html of line { $line }) shows every reply.
# Why a link's game cannot be opened (script).
batch-reads = the page reads #game=L&entry=N, L a line from 1 to { $lines }
batch-reads-open = { $reads }, or #entry=N for the game open
batch-games-named = The link names { $count } { $count ->
    [one] game
   *[other] games
    }: it can open one.
batch-no-line = { $value } names no line: a line is a number from 1 to { $lines }.
batch-line-blank = Line { $line } is blank: a batch skips blank lines.
batch-no-game = No game on line { $line }: the last line that is not blank is { $lines }.
batch-line-error = Line { $line } could not be adjudicated: { $error }
batch-too-long = The game of line { $line } has { $entries } entries, over the { $max } a page steps through: its own page, broadside check --format html of that line, shows its final boards and moves.
batch-unstepped-game = The game of line { $line } is listed without its steps (the page holds the steps of only so many games, those with a foul first); its own page, broadside check --format html of that line, steps it.

## The web page

# The page's own words (web/src/index.html, app.js): its headings, fields, buttons, help and notes.
# web-code-*: the short name of a violation code, as the page lists violations.

web-language-name = English
web-title = Check a game kept on paper
web-intro = Draw both fleets, mark the shots as your sheets hold them, or paste a record: the referee runs in this page, and nothing leaves it.
web-language = Language
web-letters = Column letters
web-latin = Latin (A B C)
web-cyrillic = Cyrillic (А Б В)
web-game = The game
web-rules = Rules
web-preset-classic = Classic: one shot a turn
web-preset-salvo = Salvo: rounds of volleys
web-preset-russian = Russian sea battle: a hit shoots again
web-fleet = Fleet
web-fleet-default = the rules' own
web-fleet-standard = standard: 5, 4, 3, 2
web-fleet-two-destroyers = two destroyers: 5, 3, 2, 2
web-fleet-russian = russian: 4, 3×2, 2×3, 1×4
web-fleet-hasbro = hasbro: 5, 4, 3, 3, 2
web-rules-json = Or other rules (JSON)
web-player-1 = First player
web-player-2 = Second player
web-first = Shoots first
web-first-default = as the rules say
web-numbering = Shots numbered by
web-numbering-default = as the rules say
web-numbering-round = round (salvo)
web-numbering-player = each player's own count
web-numbering-game = the whole game's count
web-help = Shots: click a cell to mark it with the number in the box above the grid, click again for hit (x), again for miss (o), again to clear; or arrow keys, digits for the number, x or o for the mark, Delete to clear.
web-help-salvo = Shots (Salvo): click a cell to mark it with the round in the box above the grid, click again to clear it; or arrow keys, digits for the round, Delete to clear. A Salvo sheet marks no hit or miss: the defender calls the hits by ship.
web-help-fleet = Fleet: click or drag to draw ships; on a touch screen tap each cell, or hold a cell until it is drawn and slide along the ship; arrow keys move, Space draws or erases.
web-help-keep = The game is kept in this browser: it is there again after a reload. Undo (Ctrl+Z) and redo (Ctrl+Shift+Z) go back and forth over every edit.
web-how = How to enter a game
web-start = No game yet: draw each player's fleet on their sheet below, then mark the shots as the sheets hold them. Or paste a record into the box under the sheets, open a file, or load an example.
web-start-summary = No game yet: the verdict comes once a fleet is drawn.
web-example = Load an example game
web-undo = Undo
web-redo = Redo
web-copy-link = Copy link
web-link-label = Link to this game
web-link-copied = Link copied ({ $n } characters): whoever opens it sees these sheets and this verdict; the game is in the link itself and reaches no server.
web-link-select = Link made ({ $n } characters): select it and copy it. The game is in the link itself and reaches no server.
web-link-too-long = This game is too long for a link ({ $n } characters, over { $limit }): save it as a file and send the file instead.
web-link-broken = This link holds no game that can be read: it may have been cut short.
web-not-kept = This game is too large to keep in this browser: save it as a file.
web-sheets-stale = These sheets do not show the record below: it holds what they cannot (a resignation, a reply that names a ship, a volley's reply, or an error). Editing them replaces the record; Undo brings it back.
web-confirm-replace = The sheets do not show the record below. Replace the record with the sheets? (Undo brings it back.)
web-round-of = { $name }'s round
web-shot-number-of = { $name }'s shot number
web-name-empty = Type a name.
web-name-comma = A name cannot hold a comma: the record separates the two names with one.
web-name-comment = A name cannot hold //: the record reads the rest of the line as a comment.
web-name-case = This is { $other } written in another case: the record reads names in any case, so the two players need different names.
web-name-same = The two players need different names.
web-fix-names = Fix the names above to see the verdict.
web-sheets-unreadable = The sheets cannot be read as they stand; the mark on them shows where: { $message }
web-checking = Checking…
web-open-page = Open the verdict page
web-page-too-long = The verdict page is { $mb } MB, too long to show here at once.
web-verdict-page = Verdict page
web-record = The record
web-open = Open a file
web-save-paper = Save as paper
web-save-json = Save as JSON
web-clear = New game
web-verdict = Verdict
web-verdict-json = The verdict as JSON (as broadside check prints it)
web-footer = broadside: the same referee as the command line, compiled to WebAssembly. Nothing is sent anywhere.
web-fleet-of = { $name }'s fleet
web-shots-of = { $name }'s shots at { $other }
web-fleet-heading = Fleet
web-shots-heading = Shots at { $other }
web-ship = ship
web-water = water
web-shot-n = shot { $n }
web-no-shot = no shot
web-hit = hit
web-miss = miss
web-round-number = Round
web-move-number = Shot number
web-to-place = To place:
web-ship-left = { $ship } ({ $size }) ×{ $count }
web-all-placed = Every ship is placed.
web-too-many-ships = more { $ship }s than the rules' { $count }
web-no-such-ship = no ship of the fleet is the size of { $label }
web-note-grids = Built from the sheets above as a paper record; edit it here, paste one, or open a file.
web-note-text = Checked as typed. The sheets above cannot hold all of it (a resignation, a reply that names a ship, a volley's reply): edit it here.
web-note-text-held = Checked as typed; the sheets above show it.
web-note-long = This record is { $mb } MB: the box shows its beginning only and is not for editing; edit the file in a text editor, or save it.
web-input-error = The record cannot be read:
web-placement = placement
web-foul = foul
web-warning = warning
web-code-off_board = off the board
web-code-bad_shape = ship not straight
web-code-overlap = ships overlap
web-code-touching = ships touch
web-code-wrong_fleet = wrong fleet
web-code-out_of_turn = out of turn
web-code-too_many_shots = too many shots
web-code-false_report = false reply
web-code-timeout = timeout
web-code-crashed = crashed
web-code-illegal_message = illegal message
web-code-too_few_shots = too few shots
web-code-repeated_shot = repeated shot
web-code-after_end = after the end
web-code-ambiguous_fleet = fleet splits several ways
