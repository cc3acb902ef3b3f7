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

## The language itself, as the build reads it: each .ftl file here is a language of broadside,
## known by its file name (the code) and these terms (not messages: no catalog need match them).
-language-name = English
-language-english = English
-language-about = the default, and the words a record may always use
-language-order = 1

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

## Input errors (a record that cannot be adjudicated; exit status 2)
# Where: $line and $column from 1, $path a JSON path such as shots[3].at (never translated), $flag
# a command-line flag; $what is what is wrong, a sentence of this section.
input-at = { $line }:{ $column }: { $what }
input-at-path = { $line }:{ $column }: at { $path }: { $what }
# A record one line long (JSON Lines): its column only.
input-at-column = column { $column }: { $what }
input-at-column-path = column { $column }: at { $path }: { $what }
# A paper record's error about its JSON form: $part is the part of the paper (a paper-* message).
input-on-paper = { $line }:{ $column }: { $what } (in the JSON record, at { $path })
input-on-paper-part = { $line }:{ $column }: { $part }: { $what } (in the JSON record, at { $path })
input-at-line = at line { $line }: { $what }
input-at-value = at { $path }: { $what }
input-at-flag = { $flag }: { $what }
# What: $bytes and $limit in bytes.
input-too-large = the record ({ $bytes } bytes) is over the limit of { $limit } bytes
input-too-large-unread = the record (over 16 MiB) is over the limit of { $limit } bytes
# $detail: why the text is not JSON, json-syntax.
input-json-eof = { $detail } (the text ends before the JSON does)
input-json-trailing = trailing characters: expected the end of the record after it (for one record a line, use --jsonl)
input-json-trailing-one-a-line = trailing characters: expected the end of the record after it
input-json = { $detail }
# serde's own sentences for a record of the wrong shape, word for word in English. $found: the key
# or name found, or a value (json-found); $expected: a list of names (json-one-of, $count names,
# none for 0) or what the reader expected (json-expected).
input-json-unknown-field = unknown field `{ $found }`, { $count ->
        [0] there are no fields
       *[other] expected { $expected }
    }
input-json-unknown-variant = unknown variant `{ $found }`, { $count ->
        [0] there are no variants
       *[other] expected { $expected }
    }
input-json-missing-field = missing field `{ $field }`
input-json-duplicate-field = duplicate field `{ $field }`
input-json-invalid-type = invalid type: { $found }, expected { $expected }
input-json-invalid-value = invalid value: { $found }, expected { $expected }
input-json-invalid-length = invalid length { $found }, expected { $expected }
# A value serde found ($found of input-json-invalid-*): $kind, and $value as the input wrote it
# (quoted as serde quotes it); other: serde's own words (in English).
json-found = { $kind ->
        [boolean] boolean `{ $value }`
        [integer] integer `{ $value }`
        [float] floating point `{ $value }`
        [string] string "{ $value }"
        [null] null
        [sequence] sequence
        [map] map
       *[other] { $value }
    }
# What a reader expected ($expected of input-json-invalid-*), by $kind. integer: $value is serde's
# name of the type (u8, u64), $min and $max its range (English names the type, as serde does); struct: an object, $value the program's name
# for it; hit-count: $max the most hits; other: serde's own words (in English). Examples in JSON
# ("C4", [2, 3], {"grid": [...]}) stay as written.
-json-coordinate = a coordinate: a letter and a row number from 1 such as "C4", or [column, row] from 0 such as [2, 3]
json-expected = { $kind ->
        [string] a string
        [boolean] a boolean
        [integer] { $value }{ $min ->
           *[other] {""}
        }
        [sequence] a sequence
        [map] a map
        [struct] an object
        [coordinate] { -json-coordinate }
        [axis] an integer column or row counted from 0
        [log] a list of log entries
        [names] a list of names
        [fleets] an object with each player's fleet under the player's name
        [fleet] a list of ships or a drawn fleet {"{"}"grid": [...]{"}"}
        [grid-row] a row: a string such as "..##......" or a list of 0 and 1
        [ship-cells] a list of coordinates or a range such as "B2-E2"
        [target] { -json-coordinate }, or a volley: a list of coordinates
        [element] an integer column (in [column, row]) or { -json-coordinate }
        [hits-by-class] an object of hits by class, such as {"{"}"cruiser": 2{"}"}
        [hit-count] a hit count: an integer from 0 to { $max }
        [reply] "miss", "hit" or "sunk" for one shot, or {"{"}"hits": {"{"}...{"}"}, "sunk": [...]{"}"} for a volley
        [counts-by-class] an object of counts by class
        [class-list] a list of ship classes
        [name] a name (a JSON string)
        [rules] a preset name ("classic", "salvo", "russian") or a rules object with a "base"
        [fleet-spec] a fleet name ("standard", "two-destroyers", "russian", "hasbro") or a list of ship classes
       *[other] { $value }
    }
# Why a text is not JSON ($detail of input-json and input-json-eof), as serde_json says it, by
# $kind; other: serde_json's own words (in English).
json-syntax = { $kind ->
        [eof-list] EOF while parsing a list
        [eof-object] EOF while parsing an object
        [eof-string] EOF while parsing a string
        [eof-value] EOF while parsing a value
        [expected-colon] expected `:`
        [expected-list-comma-or-end] expected `,` or `]`
        [expected-object-comma-or-end] expected `,` or `{"}"}`
        [expected-ident] expected ident
        [expected-value] expected value
        [expected-double-quote] expected `"`
        [invalid-escape] invalid escape
        [invalid-number] invalid number
        [number-out-of-range] number out of range
        [invalid-unicode-code-point] invalid unicode code point
        [control-character] control character (\u0000-\u001F) found while parsing a string
        [key-must-be-a-string] key must be a string
        [lone-leading-surrogate] lone leading surrogate in hex escape
        [trailing-comma] trailing comma
        [trailing-characters] trailing characters
        [unexpected-end-of-hex-escape] unexpected end of hex escape
        [recursion-limit-exceeded] recursion limit exceeded
       *[other] { $detail }
    }
# The names serde expected, each in backquotes: $first, $second, and $all joined by list-comma.
json-one-of = { $count ->
        [1] { $first }
        [2] { $first } or { $second }
       *[other] one of { $all }
    }

input-file-is-directory = is a directory, expected a file
# $why: input-io-* or the system's own words (also after other sentences that say why the system
# refused: cannot write, cannot run).
input-file-cannot-open = cannot open: { $why }
input-file-cannot-read = cannot read: { $why }
input-io-not-found = no such file
input-io-permission-denied = permission denied
input-io-is-a-directory = it is a directory
input-io-not-a-directory = a part of the path is not a directory
input-io-already-exists = it already exists
input-io-storage-full = the disk is full
input-io-read-only = the file system is read-only
input-io-broken-pipe = the reader has gone (a closed pipe)
input-io-out-of-memory = out of memory
input-io-busy = the file is in use by another program
input-io-too-large = the file is too large

## Input errors: JSON records (RecordFault)
# Text from the input ($found, $player, $first, $second, $end …) comes quoted, in backquotes, where
# the sentence quotes it; JSON keys ($key) and words such as "rules" are never translated.
# The marks a drawn fleet may use.
-drawing-marks = a ship cell is # X x 1 ■ █ * or @, water is . · - ~ _ 0 □ or a space, and a letter is the initial of a ship class
# One class's initial and its name, in a list of them.
drawing-initial = { $initial } ({ $class })
# $found: what the text starts with; $char: the character, for char.
input-record-not-a-record = expected a game record (a JSON object with "fleets" and "shots"), found { $found ->
        [empty] empty input
        [array] an array
        [string] a string
        [number] a number
        [boolean] a boolean
        [null] null
       *[char] { $char }
    }
input-record-unreadable = the record could not be read
# A line of a batch; $byte: the first byte that is not UTF-8, in hexadecimal (0xff).
input-record-not-utf8 = expected UTF-8 text
input-record-not-utf8-byte = expected UTF-8 text, found byte { $byte }
input-record-not-utf8-utf16 = expected UTF-8 text, found byte { $byte } (the file is UTF-16, as Notepad saves "Unicode": save it as UTF-8)
input-record-line-too-large = the line ({ $bytes } bytes) is over the limit of { $limit } bytes
input-record-too-many = expected at most { $max } { $what ->
        [log-entries] log entries
        [log-shots] shots in all the log's entries
        [names] names in a list
        [ships] ships in a fleet
        [ship-cells] cells in a ship
        [volley-shots] shots in a volley
        [classes-counted] classes counted
       *[row-cells] cells in a row
    }
input-record-name-too-long = expected a name of at most { $max } bytes, found one of { $bytes } bytes
input-record-no-rules = the record names no rules; add "rules": "classic" (or salvo, russian, or an object), or pass --rules
# The value of --rules or --fleet.
input-record-unknown-arg = expected { $arg ->
        [fleet] a fleet name (standard, two-destroyers, russian, hasbro) or a JSON list of classes
       *[rules] a preset (classic, salvo, russian) or a JSON rules object
    }, found { $found }
# The value of --rules or --fleet as JSON: $error, its error (an input-at… sentence).
input-record-argument = { $error }
input-record-board-side = expected { $side ->
        [rows] rows
       *[columns] columns
    } from 1 to { $max }, found { $found }
input-record-empty-fleet = expected at least one ship class, found an empty list
# Class $index (from 0) of a custom fleet, named $name; $fault: what is wrong ($found and $max as it says).
input-record-bad-class = class { $index } ({ $name }): { $fault ->
        [empty-name] expected a class name, found an empty one
        [size] expected a size from 1 to { $max }, found { $found }
        [zero-count] expected a count of at least 1, found 0
       *[salvo] expected a salvo value of at most { $max }
    }
input-record-class-names-alike = two classes are named { $first } and { $second }: names must differ ignoring case
# $first and $second: the two players.
input-record-not-a-player = expected { $first } or { $second }, found { $found }
input-record-blank-name = expected a player name with a visible character, found { $found }
input-record-player-count = expected exactly two player names, found { $found }
# $same: yes where $first and $second are spelt alike, no where they differ in case only.
input-record-same-players = expected two distinct names, found { $same ->
        [yes] { $first } twice
       *[no] { $first } and { $second }, equal ignoring case
    }
input-record-no-fleet = expected a fleet for player { $player }
input-record-extra-fleet = expected fleets for { $first } and { $second } only, found one for { $found }
input-record-fleet-count = expected the fleets of two players, found { $found }
input-record-fleet-twice = the fleet of { $player } is given twice
input-record-third-fleet = expected the fleets of two players, found a third, { $player }
input-record-ship-as-list = expected a ship as an object, such as {"{"}"ship": "cruiser", "cells": "B2-E2"{"}"}, found a list
input-record-empty-ship = expected at least one cell, found an empty list
input-record-not-a-range = expected a range of two coordinates such as "B2-E2" or a list of coordinates, found { $found }
input-record-not-a-range-end = expected a range of two coordinates such as "B2-E2", but { $end } is not a coordinate like "C4"
input-record-not-a-coordinate = expected a coordinate: a letter and a row number from 1 such as "C4", or [column, row] from 0 such as [2, 3], found { $found }
# $found: a number; $whole: yes where it is a whole number (written with an exponent, or past 64 bits).
input-record-not-an-integer = expected an integer column or row counted from 0, found { $found }{ $whole ->
        [yes] : a number written with a fraction or exponent, or beyond 64 bits, is not read
       *[no] {""}
    }
input-record-uneven-rows = rows of a drawing must have equal length: row 1 has { $first } cells, row { $row } has { $cells }
input-record-too-many-rows = expected at most { $max } rows in a drawing, found { $found }
input-record-too-many-row-cells = expected at most { $max } cells in a row, found { $found }
# $row and $column (from 1) of the drawing's first class initial, $initial.
input-record-mixed-marks = row { $row }, column { $column }: the drawing marks ships both with class initials (such as { $initial }) and with ship marks such as #: draw every ship one way (a letter that is no class's initial is no mark at all)
input-record-initials-not-marks = expected a drawing of ship marks, found class initials
input-record-not-a-mark = { $mark } is not a mark of a drawing ({ -drawing-marks })
input-record-not-a-bit = expected 0 or 1, found { $found }
# $what: what is wrong at column $column (from 1) of a drawn row, a sentence of this section.
input-record-in-column = column { $column }: { $what }
# $first and $second: two classes of the fleet as written; $initial: the letter they start with.
input-record-shared-initial = { $first } and { $second } share the initial { $initial }, so a letter cannot say which ship is which: draw the ships with # and leave the classes to the referee, or list them
# $initials: each class's initial and name (drawing-initial), joined by list-comma.
input-record-not-an-initial = { $letter } is not a mark of a drawing ({ -drawing-marks }); the initials of this fleet's classes are { $initials }
# $class: a class as written; $cells: its drawn cells, as a list.
input-record-crooked-initials = the { $class } cells { $cells } do not make one straight ship, and which { $class }s they are would be a guess: list these ships with their cells
input-record-too-hard-to-split = the drawing is too hard to split within { $steps } search steps; list the ships with their cells instead
input-record-splits-unweighed = the drawing splits into more ways than the referee weighs against the log ({ $weighed } weighed, the best charging its owner with a foul that a split not weighed might clear); list the ships with their cells instead
input-record-entry-as-list = expected a log entry as an object, such as {"{"}"player": "ann", "at": "C4"{"}"}, found a list
# $key: at, reply or ship (a JSON key).
input-record-in-forfeit = expected no "{ $key }" in a forfeit entry: a forfeit entry records no shot { $key ->
        [at] (write the shot as an entry of its own)
       *[other] to reply to
    }
input-record-forfeit-beside-shot = expected no "forfeit" in an entry with "at", "reply" or "ship": a shot and a forfeit are entries of their own
input-record-forfeit-with-reply = expected a forfeit entry without "reply" or "ship": a forfeit entry records no shot
input-record-empty-volley = expected at least one coordinate, found an empty volley
# $more: yes for more than two integers, no for one.
input-record-not-a-pair = expected [column, row], found { $more ->
        [yes] more than two integers
       *[no] one integer
    }
# $class: the class as written the second time; $twin: as written the first time.
input-record-class-counted-twice = the class { $class } is counted twice (as { $twin } too): name each class once
input-record-bad-hit-count = expected a hit count from 0 to { $max }, found { $found }
input-record-volley-reply-to-shot = expected "miss", "hit" or "sunk" for one shot, found a volley's reply object
input-record-word-reply-to-volley = expected a volley's reply {"{"}"hits": {"{"}...{"}"}, "sunk": [...]{"}"} for a list of shots, found a word
input-record-ship-without-hit = "ship" may only stand beside a one-shot reply "hit" or "sunk"
# $classes: the fleet's classes as the rules spell them, each quoted, joined as a list; $found as written.
input-record-not-a-class = expected a class of the fleet, as the rules spell it ({ $classes }), found { $found }

## Input errors: paper logs (LogFault)

# A paper record's log, its words and column letters (docs/format.md §6). What the sheet wrote
# ($line, $word, $cell, $found, …) comes quoted in backquotes; $player and $owner as the sheet
# names them; $what, in a frame, is a whole sentence of this section. Languages ($lang, $langs,
# $declared) are named in their own names with their codes: "Nederlands (nl)". $term is a word of
# the sheet's words (a Sheet words message) in this language. $expected and $words list the
# words a sheet may write, already joined.
# Two items of a list of alternatives: "`hit`, `raak` or `geraakt`", "resigned, timeout or crashed".
log-or = { $init } or { $last }
# One term's words among several terms': its name ($term), then its words.
log-term-words = { $term } { $words }
# A grid's first line of letters mixing alphabets: $letters are the odd ones ($odd: latin, cyrillic).
input-log-mixed-letters = { $line } is not a line of column letters nor a row: it mixes { $odd ->
        [latin] Latin letters ({ $letters }) with Cyrillic
       *[cyrillic] Cyrillic letters ({ $letters }) with Latin
    } ones, as when look-alikes are typed on the other keyboard; write every column letter in one alphabet
# A grid's first line of letters that is no set: $columns the grid's (0: not known), $letter the
# first one off the set, $script its alphabet (latin, cyrillic, other), $set the set it is
# closest to (latin, or cyrillic with its $letters), $expected the alphabet of the letter the set
# has there ($wanted; none past the set's last, after $matched letters).
input-log-not-column-letters = { $line } is not a line of column letters { $columns ->
        [0] nor
       *[other] for { $columns } columns nor
    } a row: its letter { $letter } is { $script ->
        [latin] a Latin letter
        [cyrillic] a Cyrillic letter
       *[other] a letter of neither alphabet
    } where { $set ->
        [latin] A B C … (Latin)
       *[cyrillic] { $letters }
    } expects { $expected ->
        [latin] { $wanted } (Latin letter)
        [cyrillic] { $wanted } (Cyrillic letter)
       *[none] no letter past the { $matched }th
    }; column letters are A B C … (Latin), А Б В Г Д Е Ж З И К or А Б В Г Д Е Ж З И Й, or Р Е С П У Б Л И К А
# A word of another language than the sheet's header names ($declared).
input-log-not-sheet-language = { $word } is { $langs } for "{ $term }", and this sheet is in { $declared } (its language header): expected { $expected }
# A word meaning $term in $lang and $other-term in $other-lang; $code is a language code.
input-log-two-meanings = { $word } is a word of two meanings: "{ $term }" in { $lang }, "{ $other-term }" in { $other-lang }; a word is read only as one thing, so say which language the sheet is in with a header line such as "language: { $code }", or write another word
# A word of a second language: the sheet's words so far are $sheet, the first of them $first at $at-line:$at-column.
input-log-second-language = { $word } is { $langs } for "{ $term }", but this sheet's words are { $sheet } ({ $first } at { $at-line }:{ $at-column }): a sheet writes English and one other language; write { $expected }, or name the sheet's language with a header line such as "language: { $code }"
# $languages: each code and name, joined by list-comma.
input-log-unknown-language = language: expected a language of the catalogs: { $languages }, found { $found }
# $first, $second the digits of the two scripts, 0 to 9 ("০–৯", "0–9").
input-log-mixed-digits = a number is written in two scripts' digits ({ $first } and { $second }): write each number in the digits of one script
# $classes the fleet's, joined by list-comma; $settled yes where the sheet's language is settled,
# with its words for the presets' classes ($words, in $lang).
input-log-unknown-class = { $settled ->
        [yes] expected a class of the fleet ({ $classes }) (in { $lang }: { $words }), found { $found }
       *[no] expected a class of the fleet ({ $classes }), found { $found }
    }
# What a class was wanted for ($of): the ship a reply ($reply, as written) to $player's shot
# names, a class a volley hit or sank, a ship's class in a list.
input-log-class-of = { $of ->
        [ship] the ship { $player }'s { $reply } names
        [hit] a class the volley hit
        [sank] a class the volley sank
       *[listed] the class of a ship
    }: { $what }
# Latin look-alikes of a sheet's Cyrillic column letters ($letters): $written looks like $twin;
# as Latin column $latin-column ($on-board no: past the board's $columns, $upper its capital),
# as Cyrillic column $cyrillic-column ($twin-cell).
input-log-latin-like-cyrillic = { $cell } is written with the Latin letter { $written }, which looks like the Cyrillic { $twin } of this sheet's columns ({ $letters }): { $on-board ->
        [yes] as Latin it is column { $latin-column }
       *[no] as Latin it names no column of this board ({ $upper } would be column { $latin-column } of { $columns })
    }, as Cyrillic column { $cyrillic-column } ({ $twin-cell }); write it with the letters the sheet uses
input-log-latin-like-no-column = { $cell } is written with the Latin letter { $written }, which looks like the Cyrillic { $twin }: as Latin it names no column of this board ({ $upper } would be column { $latin-column } of { $columns }), and { $twin } is not one of this sheet's column letters ({ $letters }) either; write it with the letters the sheet uses
input-log-cyrillic-like-latin = { $cell } is written with the Cyrillic letter { $written }, which looks like the Latin { $twin }: as Cyrillic it is column { $cyrillic-column }, as Latin column { $latin-column } ({ $twin-cell }), and this sheet's other coordinates are Latin; write it in Latin, or label a grid's columns with the Cyrillic letters
input-log-mixed-range = { $cells } writes one end with the Latin letter { $latin } and the other with the Cyrillic { $cyrillic }: write both ends with the letters the sheet uses
input-log-two-ways = { $cell } is not a coordinate this sheet can read: its grids label columns two ways ({ $one } and { $other }), so write coordinates with Latin letters
# $cyrillic yes where the sheet has Cyrillic column letters ($letters).
input-log-not-column-letter = { $cell } is not a coordinate: { $letter } is not one of this sheet's column letters ({ $cyrillic ->
        [yes] A B C … or { $letters }
       *[no] A B C …, as its drawings label them
    })
# $detail is what the JSON reader (serde_json) found wrong (json-syntax or input-json-*).
input-log-not-pair = { $cell } is not a [column,row] pair of integers counted from 0: { $detail }
input-log-not-a-cell = { $cell }: expected a coordinate: a letter and a row number from 1 such as "C4", or [column, row] from 0 such as [2, 3], found { $cell }
# $first and $second the players; $example the first's name as a line writes it.
input-log-not-a-log-line = expected a log line: an optional move number (12.), then a player's name ({ $first } or { $second }), such as "{ $example } C4 miss", found { $found }
# $keyword the word for forfeits as written; $reasons joined by log-or.
input-log-forfeit-reason = expected a reason after "{ $keyword }": { $reasons }, found { $found }
input-log-volley-too-long = { $player } fires more than { $max } shots in one volley, the most a record holds
input-log-move = { $player }'s move: { $what }
input-log-no-cell = expected the cell fired at, such as C4 or [2,3], or "resigns" or "forfeits REASON", found { $found }
input-log-no-cell-because = expected the cell fired at, such as C4 or [2,3], or "resigns" or "forfeits REASON"; { $what }
input-log-only-cells = expected only cells before the colon of a volley, found { $found }
# $example is the player's name as a line writes it.
input-log-volley-reply-after-colon = { $player } fired a volley: its reply goes after a colon, such as "{ $example } A1 B1: cruiser 1" (or "A1 B1: none"), found { $found }
# $settled yes where the sheet's language is settled, with its reply words ($words, in $lang).
input-log-no-reply = { $settled ->
        [yes] expected the reply to { $player }'s shot: miss, hit or sunk (hit and sunk may name the ship: "hit cruiser") (in { $lang }: { $words }), found { $found }
       *[no] expected the reply to { $player }'s shot: miss, hit or sunk (hit and sunk may name the ship: "hit cruiser"), found { $found }
    }
# $word the word for miss as written.
input-log-miss-names-ship = a miss names no ship: expected nothing after "{ $word }", found { $found }
input-log-volley-hits = expected the volley's hits as a class and a count, such as "cruiser 2, battleship 1", or "none", found { $found }
input-log-volley-hits-too-many = the volley's hits name more than { $max } classes, the most a record holds
input-log-no-sunk = expected the ships the volley sank after the semicolon, such as "; sunk destroyer, submarine", found { $found }
input-log-empty-class = expected a class name between the commas of { $list }
input-log-volley-sinks-too-many = the volley sinks more than { $max } ships, the most a record holds
input-log-fleet = { $owner }'s fleet: { $what }
input-log-no-ship-cells = expected a ship's cells after its class, such as "cruiser A4-D4" or "torpedo boat J10", found { $found }
input-log-one-range = expected one range (B2-F2) or a list of cells (G4 G5) for a ship, found { $found }
input-log-too-many-ships = { $owner }'s fleet has more than { $max } ships, the most a fleet holds

## Input errors: paper sheets (SheetFault)
# Names ($owner, $player, $first, $second, $given, $missing, $holder) as the sheet wrote them,
# quoted where they need it; what the sheet wrote ($key, $line, $found, $mark, $name, $class,
# $reason) quoted in backquotes. Rows, lines and columns count from 1. Header keys, section
# words ("NAME fleet:", "log:"), marks and examples (A1-A5, "..##......") are the format's own,
# read on every sheet: keep them as they are.
# $language and $words: where the sheet's language is settled, its name and code (Nederlands
# (nl)) and the words it writes for each term expected (rules `regels`; players `spelers`);
# $language is "none" where it is not.
input-sheet-control-character = { $char } is a control character, which a paper record gives no meaning
# $key: the header key's English word.
input-sheet-key-twice = the header gives "{ $key }" twice: give each key once
input-sheet-header-after-section = the header line "{ $key }" stands after a section: header lines go before the first fleet, shots or log section
input-sheet-unknown-key = { $language ->
    [none] unknown header key { $key }: the header knows rules, players, first, numbering and meta, and language for the sheet's language (a section starts with "NAME fleet:", "NAME shots:" or "log:")
   *[other] unknown header key { $key }: the header knows rules, players, first, numbering and meta, and language for the sheet's language (a section starts with "NAME fleet:", "NAME shots:" or "log:") (in { $language }: { $words })
}
input-sheet-not-a-header-line = { $language ->
    [none] expected a header line "key: value" (rules, players, first, numbering, meta, language) or a section ("NAME fleet:", "NAME shots:", "log:"), found { $line }
   *[other] expected a header line "key: value" (rules, players, first, numbering, meta, language) or a section ("NAME fleet:", "NAME shots:", "log:") (in { $language }: { $words }), found { $line }
}
# A header value another part of the reader refused: $key (rules, language) and what is wrong.
input-sheet-header-value = { $key }: { $what }
input-sheet-same-players = players: expected two different names, found { $name } twice
input-sheet-not-two-names = players: expected two names separated by a comma, such as "ann, ben", found { $found }
input-sheet-unknown-numbering = { $language ->
    [none] numbering: expected round, player or game, found { $found }
   *[other] numbering: expected round, player or game (in { $language }: { $words }), found { $found }
}
# $detail: what the JSON reader (serde_json) found wrong (json-syntax or input-json-*).
input-sheet-meta = meta: expected one JSON value on this line: { $detail }
input-sheet-first-not-a-player = first: expected { $first } or { $second }, found { $found }
input-sheet-no-rules = the record names no rules: add a header line such as "rules: salvo" (or classic, russian, or a rules object as JSON), or pass --rules
input-sheet-log-too-long = the log goes on past { $most } moves, the most a record holds
input-sheet-fleet-too-long = { $owner }'s fleet goes on past { $lines } lines: a fleet is a list of at most { $ships } ships or a drawing of at most { $rows } rows
input-sheet-shots-too-long = { $owner }'s shots go on past { $lines } lines: a shots grid has a row a line, at most { $rows } rows
input-sheet-third-fleet = a third player's fleet ({ $owner }): a game has two players (or name them with "players: ann, ben")
# $found: the fleet sections there are (0 or 1).
input-sheet-fleet-sections = expected a fleet section for each of two players ("ann fleet:" …), found { $found }
input-sheet-no-fleet = { $player } has no fleet section: expected a line "{ $player } fleet:" and the fleet below it
input-sheet-not-a-player = { $owner } is not a player: expected { $first } or { $second }
input-sheet-log-and-grids = the log is either a "log:" section or one "NAME shots:" grid per player, never both
input-sheet-second-log = a second "log:" section: write the whole log in one
input-sheet-second-fleet = a second fleet section for { $player }: each player has one
input-sheet-second-shots = a second shots section for { $player }: each player has one
# $number and $before: move numbers as written; $line: the line of $before.
input-sheet-move-back = move { $number } comes after move { $before } (line { $line }): the log's lines are the game's order, so its move numbers may not go back; put the lines in the order played, or correct the number
input-sheet-log-shots = the log fires more than { $most } shots in all, the most a record holds
input-sheet-shots-of-one = { $given }'s shots are given but not { $missing }'s: the log is one "NAME shots:" grid per player (an empty grid of dots for a player who did not fire)
input-sheet-round-without-salvo = numbering: round numbers volleys, and these rules fire one shot a turn: use player or game
input-sheet-player-with-salvo = numbering: player numbers single shots, and these rules fire volleys: use round or game
# $rows: the drawing's rows with the line as a row; $board: the board's rows.
input-sheet-letters-or-initials = { $line } reads both as column letters and as a row of ships drawn by their classes' initials, and the drawing's rows do not tell which ({ $rows } rows with it, the board has { $board }): number the rows (1, 2, 3 …), or draw every row of the board
# $named: no for a fleet checked alone, whose owner is not named (`broadside fleet`), which is
# then "the fleet"; yes otherwise (also in input-sheet-row-number and input-sheet-drawn-rows).
input-sheet-empty-fleet = { $named ->
        [no] the fleet
       *[yes] { $owner }'s fleet section
    } is empty: expected a drawing of the board or a list of ships such as "battleship B2-F2"
# A row of a drawing with numbered rows: $row is the row it stands for, $numbered its number,
# $before the row before it, $found its first word. $kind: later (its row comes later), missing
# (its row is missing), below (numbered below its row), no-number.
input-sheet-row-number = { $kind ->
    [later] { $named ->
        [no] the fleet
       *[yes] { $owner }'s fleet
    }, row { $row }: this line is numbered { $numbered }, and row { $row } comes later: write the rows in order
    [missing] { $named ->
        [no] the fleet
       *[yes] { $owner }'s fleet
    }, row { $row } is missing: this line is numbered { $numbered }
    [below] { $named ->
        [no] the fleet
       *[yes] { $owner }'s fleet
    }, row { $row }: this line is numbered { $numbered }, but the row before it is { $before }
   *[no-number] { $named ->
        [no] the fleet
       *[yes] { $owner }'s fleet
    }, row { $row }: expected the row number { $row } first, as the other rows have theirs, found { $found }
}
input-sheet-mixed-marks = the drawing marks ships both with class initials (such as { $initial }) and with ship marks (such as { $mark }): draw every ship one way
# The marks of a drawing (docs/format.md §2): keep the marks themselves as they are.
input-sheet-not-a-mark = { $mark } is not a mark of a drawing: a ship cell is # X x 1 ■ █ * or @, water is . · - ~ _ 0 □ or a space, and a letter is the initial of a ship class
input-sheet-not-a-drawn-mark = { $mark } is not a mark of a drawing (a ship cell is # X x 1 ■ █ * or @, water is . · - ~ _ 0 □ or a space, and a letter is the initial of a ship class)
input-sheet-row-too-wide = expected at most { $most } cells in a row, found { $cells }
# $line: the line of a row of the common width, $width; $ruled: yes where the row is a ruled line.
input-sheet-unequal-rows = { $ruled ->
    [yes] the rows of a drawing must have equal length: row { $row } has { $cells } cells, but the row on line { $line } has { $width } (a ruled line is no row where the board's rows are drawn without it, or numbered)
   *[no] the rows of a drawing must have equal length: row { $row } has { $cells } cells, but the row on line { $line } has { $width }
}
# $kind: more (rows than the board's) or fewer.
input-sheet-drawn-rows = { $kind ->
    [more] { $named ->
        [no] the drawing
       *[yes] { $owner }'s drawing
    } has { $rows ->
        [one] { $rows } row
       *[other] { $rows } rows
    } where the board has { $board }, and its rows are not numbered: which of them are the board's rows is a guess; draw every row of the board once, or number the rows (1, 2, 3 …)
   *[fewer] { $named ->
        [no] the drawing
       *[yes] { $owner }'s drawing
    } has { $rows ->
        [one] { $rows } row
       *[other] { $rows } rows
    } where the board has { $board }, and its rows are not numbered: which row is missing is a guess; draw every row of the board once, or number the rows (1, 2, 3 …)
}
input-sheet-drawing-too-tall = expected at most { $most } rows in a drawing, found { $rows }
input-sheet-letters-for-rows = the column letters name { $letters } columns, but the rows have { $cells } cells
input-sheet-letters-for-board = the column letters name { $letters } columns, but the board has { $columns }
# $board: the board's rows; $lines: the drawing's lines, $may of which may be a ruled line or a row.
input-sheet-ruling-or-row = { $line } reads both as a ruled line and as a row of water, and the lines do not tell which are the board's { $board } rows ({ $lines } lines, of which { $may } may be a ruled line or a row): number the rows (1, 2, 3 …), or rule the lines that are no row with = or +
input-sheet-ruling-leaves = { $line } is a ruled line, not a row, and without it the drawing has { $rows ->
    [one] { $rows } row
   *[other] { $rows } rows
    } where the board has { $board }: draw every row of the board, or number the rows (1, 2, 3 …)
# $numbered: the number of the line standing where the row should, or none.
input-sheet-shot-row-missing = { $numbered ->
    [none] { $owner }'s shots: row { $row } is missing: this line stands where it should
   *[other] { $owner }'s shots: row { $row } is missing: this line stands where it should, numbered { $numbered }
}
input-sheet-shot-rows = { $owner }'s shots: expected a grid of the board's { $board } rows, found { $rows } rows
# $found: the row's first word, or none where it has none.
input-sheet-shot-row-number = { $found ->
    [none] { $owner }'s shots, row { $row }: expected the row number { $row } first, as the other rows have theirs, found nothing
   *[other] { $owner }'s shots, row { $row }: expected the row number { $row } first, as the other rows have theirs, found { $found }
}
# $width: the board's columns; $found: the row's cells; $numbered: yes where the rows are numbered.
input-sheet-shot-row-cells = { $numbered ->
    [yes] { $owner }'s shots, row { $row }: expected { $width } cells after its row number, found { $found } cells
   *[no] { $owner }'s shots, row { $row }: expected { $width } cells separated by spaces (a row number first is optional, on every row or none), found { $found } cells
}
input-sheet-not-a-shot-cell = { $owner }'s shots: expected "." (not fired at) or the number of a shot such as 3, 3x (hit) or 3o (miss), found { $found }
input-sheet-shot-number = { $owner }'s shots: expected a shot's number from 1 to { $most }, found { $found }
# $zero: ten times $number.
input-sheet-capital-o = { $owner }'s shots: `{ $number }O` reads as shot { $number } marked as a miss (and another cell holds { $number }) or as the number { $zero } written with the letter O: write the miss mark as a small o ({ $number }o), or the number with a zero
input-sheet-salvo-mark = a mark (x or o) on a Salvo sheet: in Salvo the defender does not say which shots hit, only how many of each ship; write the numbers alone, or keep the volleys and their replies in a "log:" section
# $whose: own where $player's own sheet goes on to round $max, other where $holder's does.
input-sheet-skipped-round = { $whose ->
    [own] { $player }'s sheet has no shot numbered { $number }, but its own goes on to round { $max }: a sheet cannot show a round that was skipped
   *[other] { $player }'s sheet has no shot numbered { $number }, but { $holder }'s goes on to round { $max }: a sheet cannot show a round that was skipped
}
input-sheet-number-gap = { $player }'s sheet has no shot numbered { $missing }, but goes on to { $found }: under player numbering a player's shots are numbered 1, 2, 3 … with no gap
# $cells: the $count cells holding $number, as the sheet names them, joined by list-comma.
input-sheet-number-twice = { $player }'s sheet has the number { $number } on { $count } cells ({ $cells }): under player numbering each shot has a number of its own (a scorekeeper's sheet of two shots in one turn uses "numbering: game")
input-sheet-number-on-both = the number { $number } is on both sheets ({ $first }'s on line { $first-line }, { $second }'s on line { $second-line }): under game numbering each shot of the game has a number of its own
input-sheet-two-fleets = expected a fleet for each of the two players
input-sheet-no-forfeit-reason = { $reason } is no forfeit reason
input-sheet-fires-at-nothing = an entry fires at nothing and forfeits nothing
input-sheet-too-many-hits = { $hits } hits are too many
# A fault at a Cyrillic $letter that looks like the Latin $latin: $what is the fault's sentence.
input-sheet-lookalike = { $what } (this { $letter } is the Cyrillic letter, not the Latin { $latin } it looks like)
# A JSON record written as paper (broadside record --to paper). $why: empty, spaces,
# comma-or-colon, control, comment.
input-sheet-unwritable-name = { $why ->
    [empty] the name { $name } is empty; it cannot be written as a paper record
    [spaces] the name { $name } has spaces at its ends; it cannot be written as a paper record
    [comma-or-colon] the name { $name } holds a comma or a colon; it cannot be written as a paper record
    [control] the name { $name } holds a control character; it cannot be written as a paper record
   *[comment] the name { $name } holds //, which starts a comment; it cannot be written as a paper record
}
# $why: empty-or-spaces, punctuation, ends-in-cell, not-in-fleet.
input-sheet-unwritable-class = { $why ->
    [empty-or-spaces] the class name { $class } is empty or has spaces at its ends; it cannot be written as a paper record
    [punctuation] the class name { $class } holds a comma, a semicolon, a colon, // or a control character; it cannot be written as a paper record
    [ends-in-cell] the class name { $class } ends in a word that reads as a cell; it cannot be written as a paper record
   *[not-in-fleet] the class name { $class } is not one of the fleet's classes, and a paper record names only those (v3); it cannot be written as a paper record
}
# $writing: yes when a record is being written as paper (record --to paper), no when a sheet is read.
input-sheet-name-prefix = the name { $long } starts with the other player's name { $short } and a space, so a log line of { $short } could be read as one of { $long }{ $writing ->
        [yes] ; it cannot be written as a paper record
       *[no] {""}
    }
input-sheet-player-count = expected exactly two players, found { $found }
input-sheet-not-one-of = expected { $first } or { $second }, found { $found }
input-sheet-no-fleet-for = expected a fleet for player { $player }
input-sheet-ship-without-reply = "ship" may only stand beside a one-shot reply "hit" or "sunk"
input-sheet-volley-reply-for-shot = expected "miss", "hit" or "sunk" for one shot, found a volley's reply object
input-sheet-word-reply-for-volley = expected a volley's reply {"{"}"hits": {"{"}...{"}"}, "sunk": [...]{"}"} for a list of shots, found a word
## Flags of broadside check that do not combine

check-text-with-jsonl = --format text shows one game and does not combine with --jsonl; pick one line, e.g. `sed -n 3p games.jsonl | broadside check --format text`
check-summary-with-format = --summary writes counts only, which --format github and --format junit do not: use --format markdown or json with --summary

## Generating games (broadside generate): why rules cannot be played by the bots

# The longest ship ($cells cells) is longer than the board is wide and tall.
generate-ship-too-long = cannot place the fleet: a ship of { $cells } cells does not fit a { $columns }x{ $rows } board
# The fleet's ships have $cells cells in all, more than the board's.
generate-fleet-too-big = cannot place the fleet: the fleet has { $cells } cells, more than the { $columns }x{ $rows } board
# Ships that may not touch need more room than the board has.
generate-no-room = cannot place the fleet: ships that may not touch need more room than a { $columns }x{ $rows } board has
# The search tried every placement; $apart yes where no two ships may touch.
generate-no-placement = { $apart ->
        [yes] cannot place the fleet: no placement of the fleet fits a { $columns }x{ $rows } board with no two ships touching (the search tried every one)
       *[no] cannot place the fleet: no placement of the fleet fits a { $columns }x{ $rows } board (the search tried every one)
    }
# The search gave up after $steps steps.
generate-gave-up = cannot place the fleet: no placement found in { $steps } search steps: the search gave up, though one may exist
# Salvo by ship value with a ship class ($class) of salvo value 0.
generate-zero-salvo = cannot play these rules: the { $class } has salvo value 0, so a player with ships afloat could have no shot
generate-no-rules = expected at least one ruleset

## The rules listing (broadside rules)

# Each heading is followed by its note on the same line.
listing-presets = Presets
listing-presets-note = (`broadside rules NAME` prints one as a JSON rules object to edit, `--format text` in words):
# One preset: its board, its fleet's name ($fleet, as --fleet takes it), whether ships may touch
# ($touching: allowed or forbidden), and the name of its turns ($turns, as the rules' JSON
# writes it: alternate, again_on_hit or salvo; English shows the name, another language may say
# what it means by selecting on it).
listing-preset = { $columns }x{ $rows } board, { $fleet } fleet, { $touching ->
    [allowed] ships may touch
   *[forbidden] no touching
    }, turns { $turns }
listing-fleets = Fleets
listing-fleets-note = (class size xcount; the salvo values count under salvo turns):
# One named fleet: its classes in words (rules-fleet), then each class's salvo value
# (rules-salvo-value, joined by list-comma).
listing-fleet = { $fleet }; salvo values { $values }
# Then each code, foul or warning (violation-foul, violation-warning), and what it means
# (page-code-*).
listing-codes = Violation codes
listing-codes-note = (a foul decides the game: the player who commits the first one forfeits; a warning is only reported):
# Before an example of a rules object (JSON).
listing-record-rules = A record's "rules" is a preset name or an object such as

## Counts (the Markdown summary of a batch)

count-games = { $games } { $games ->
    [one] game
   *[other] games
    }

## A fleet checked alone whose owner is not named (broadside fleet without --player)

# The sentences of the placement section above, the fleet's owner not named: "the player" in
# each sentence's own grammar. Variables as above, without $owner.
# The fleet's owner in the player column of the text report.
unnamed-player = player
unnamed-off-board-ship = the player's { $ship } runs off the { $columns }x{ $rows } board
unnamed-bad-shape-range-ends = the player's { $ship } is not a straight, gap-free line: its ends { $a } and { $b } are in neither one row nor one column
unnamed-bad-shape-twice = the player's { $ship } is not a straight, gap-free line: { $a } is listed twice
unnamed-bad-shape-not-in-line = the player's { $ship } is not a straight, gap-free line: { $a } and { $b } are in neither one row nor one column
unnamed-bad-shape-gap = the player's { $ship } is not a straight, gap-free line: there is a gap between { $a } and { $b }
unnamed-overlap = the player's { $a } and { $b } share { $cells }
unnamed-touching = the player's { $a } and { $b } touch ({ $a-side } next to { $b-side }), and these rules forbid ships to touch by an edge or a corner
unnamed-wrong-fleet-count = the player's fleet has { $found } { $found ->
    [1] { $class }
   *[other] { $class }s
    } of { $size } { $size ->
    [1] cell
   *[other] cells
    }, but the rules call for { $wanted }
unnamed-wrong-fleet-size = the player's { $name } ({ $cells }) has { $length } { $length ->
    [1] cell
   *[other] cells
    }, but a { $class } has { $size }
unnamed-wrong-fleet-name = the player's ship { $cells } is called { $name }, which is no class of this fleet ({ $classes })
unnamed-wrong-fleet-no-size = the player's ship { $cells } has { $length } { $length ->
    [1] cell
   *[other] cells
    }, and no class of this fleet has that size
unnamed-no-split-cell-count = the player drew { $drawn } ship { $drawn ->
    [1] cell
   *[other] cells
    }, but the fleet's ships ({ $fleet }) fill { $wanted }
unnamed-no-split-group = the player's group of { $size } drawn cells { $cells } cannot be split into straight ships of the fleet ({ $fleet })
unnamed-no-split-short-runs = the player's drawn cells cannot be split into straight ships that make up the fleet ({ $fleet }): { $cells } { $count ->
    [1] lies
   *[other] lie
    } in no straight run of { $size } or more cells, but the fleet's ships shorter than { $size } fill only { $room }
unnamed-no-split-long-ships = the player's drawn cells cannot be split into straight ships that make up the fleet ({ $fleet }): the fleet has { $ships } ships of { $size } or more cells, but the drawn runs hold at most { $places } such ships side by side
unnamed-no-split-colours = the player's drawn cells cannot be split into straight ships that make up the fleet ({ $fleet }): coloured as a checkerboard, the drawn cells have { $imbalance } more of one colour than of the other, which the fleet's { $odd } ships of odd length cannot make up (each makes up one)
unnamed-no-split-groups = the player's drawn cells cannot be split into straight ships that make up the fleet ({ $fleet }): { $groups }
unnamed-no-split-furthest = the player's drawn cells cannot be split into straight ships that make up the fleet ({ $fleet }): the furthest the search got was { $laid }, leaving { $cells } uncovered with the { $lacking } unplaced
unnamed-ambiguous-fleet = the player's drawing splits into the fleet's ships in more than one way: { $first } or { $second }; the first is used
unnamed-ambiguous-fleet-log = the player's drawing splits into the fleet's ships in more than one way that agrees with the replies: { $first } or { $second }; the first is used
unnamed-not-listed = { $left-out } more { $code } violations of the player's placement are not listed: a verdict lists at most { $max } of one code for one player

## The web page: its document's title and the labels only assistive technology reads

web-document-title = broadside: check a game kept on paper
web-sheets = Sheets

## Matches: the placement book (--book) and the records a match resumes (--resume)
# After "broadside: --book FILE:" or "broadside: --resume FILE:"; a line and column are said by
# input-at. $detail is what the JSON reader (serde_json) found wrong (json-syntax or input-json-*);
# $error an input error's sentence (input-*), its place in front.

# An error on a line of the file as a whole: $line from 1, $what what is wrong (a sentence of this
# section).
match-file-at-line = { $line }: { $what }
# The file is not UTF-8 text.
match-file-not-utf8 = not UTF-8 text: expected JSON Lines
# A book's line that is not a fleet, a pair of fleets or a record.
book-not-an-entry = expected a fleet (a list of ships or {"{"}"grid": [...]{"}"}), a record's `fleets` object of two fleets, or a record
# As above, with $detail.
book-not-an-entry-json = expected a fleet (a list of ships or {"{"}"grid": [...]{"}"}), a record's `fleets` object of two fleets, or a record: { $detail }
# A record whose `fleets` is not an object of two fleets: $detail.
book-fleets-not-an-object = the record's `fleets`: expected an object of two fleets: { $detail }
# An object of $fields fields (not two) that is no fleet and no record. (English says "fields"
# for any number, as it always has.)
book-not-a-pair = expected a fleet (a list of ships or {"{"}"grid": [...]{"}"}), a record's `fleets` object of two fleets, or a record; found an object of { $fields } fields
# A pair's fleet that cannot be read: $which first or second, $detail.
book-pair-fleet = { $which ->
        [first] the pair's first fleet: expected a fleet (a list of ships or {"{"}"grid": [...]{"}"}), a record's `fleets` object of two fleets, or a record: { $detail }
       *[second] the pair's second fleet: expected a fleet (a list of ships or {"{"}"grid": [...]{"}"}), a record's `fleets` object of two fleets, or a record: { $detail }
    }
book-unreadable = a fleet cannot be read
# The referee cannot place the fleets: $error.
book-cannot-place = the referee cannot place the fleets: { $error }
# A fleet with a foul: $which first (the first shooter's) or second, $foul the foul's sentence,
# $code its code (as it is).
book-not-legal = { $which ->
        [first] the first fleet is not legal under the match's rules: { $foul } ({ $code })
       *[second] the second fleet is not legal under the match's rules: { $foul } ({ $code })
    }
book-empty = the book has no entry: expected one fleet or a pair of fleets a line
# A line of the resumed file that is not a record of a game: $error.
resume-not-a-record = not a record of a game: { $error }
# A record the referee cannot adjudicate: $error.
resume-cannot-adjudicate = cannot adjudicate: { $error }
resume-not-a-match-record = not a record `broadside match` wrote: its meta.match is missing
# A game of another match. $there is the record's, $here this match's: here the seeds.
resume-seed = a game of another match: its seed is { $there }, this match's { $here }
# $game the record's game (from 0), past this schedule's $total games.
resume-past-schedule = a game of another match: its game { $game } is past this schedule's { $total } games
# Game $game's players: $a against $b here, $there-a against $there-b in the record (quoted).
resume-players = a game of another match: game { $game } is { $a } against { $b } here, { $there-a } against { $there-b } there
# The bot $name (quoted) is another program in the record: $command its command here.
resume-program = a game of another match: { $name } is not the program `{ $command }` there
resume-rules = a game of another match: its rules differ
resume-book = a game of another match: its placement book, book order or pairing differs
# The book's SHA-256 (hex): $there the record's (none where it has none), $here this match's.
resume-book-contents = a game of another match: its placement book's contents differ: SHA-256 { $there ->
        [none] none
       *[other] { $there }
    } there, { $here } here
# The bot protocol's version: $there the record's, $here this match's.
resume-protocol = a game of another match: its bots were spoken to in protocol { $there }, this match's in { $here }
# As above, for a record of protocol 1, which wrote no version.
resume-protocol-unmarked = a game of another match: its bots were spoken to in protocol 1 (no `protocol` in its meta.match), this match's in { $here }
# The move limit in log entries: $there the record's (none where it has none), $here this match's.
resume-max-moves = a game of another match: its move limit is { $there ->
        [none] none
       *[other] { $there }
    }, this match's { $here } (--max-moves)
# Bot $name's (quoted) move time in milliseconds: $there the record's (none where it has none),
# $here this match's.
resume-move-time = a game of another match: { $name }'s move time is { $there ->
        [none] none
       *[other] { $there } ms
    } there, { $here } ms here (--move-time)
# The time bank: $there and $here set or none; where set, $there-ms and $there-increment (the
# record's) and $here-ms and $here-increment (this match's), in milliseconds.
resume-time-bank = a game of another match: its time bank is { $there ->
        [none] none
       *[other] { $there-ms }+{ $there-increment } ms
    }, this match's { $here ->
        [none] none
       *[other] { $here-ms }+{ $here-increment } ms
    } (--time-bank)
# The sandbox's limits: $there and $here set or none; where set, $there-memory and $here-memory
# in MB, $there-processes and $here-processes. (English says "processes" for any number, as it
# always has.)
resume-sandbox = a game of another match: its sandbox is { $there ->
        [none] none
       *[other] { $there-memory } MB, { $there-processes } processes
    }, this match's { $here ->
        [none] none
       *[other] { $here-memory } MB, { $here-processes } processes
    } (--sandbox, --bot-memory, --bot-processes)
# Game $game's record stops before the game is decided, and it is not the last line.
resume-cut-short = game { $game }'s log stops before the game is decided and no limit ended it: a record cut short; take this line off the file to play the game again
# Game $game is in the file twice.
resume-twice = game { $game } is in the file twice

## Command-line values and the bots broadside plays as: --shard, --sprt, broadside bot random|hunt
# After "broadside: --shard: " (in English, clap's own frame), "broadside: --sprt: " and
# "broadside bot: ". Values are echoed as given.

# --shard's value is not I/N with 1 ≤ I ≤ N: $found the value as given.
shard-expected = expected I/N with 1 ≤ I ≤ N, such as `2/4`, found `{ $found }`
# A --sprt word without "=": $word the word.
sprt-not-key-value = expected KEY=VALUE (elo0, elo1, alpha, beta, model), found `{ $word }`
# model= names no Elo model: $value what was given.
sprt-model = model: expected logistic or normalized, found `{ $value }`
# A key's value is not a finite number: $key the key, $value what was given.
sprt-not-a-number = { $key }: expected a finite number, found `{ $value }`
# An Elo bound beyond ±$max: $key elo0 or elo1, $value what was given.
sprt-elo-out-of-range = { $key }: { $value } Elo is out of range: a bound lies between -{ $max } and { $max } Elo
# A key that is none of the test's: $key the key.
sprt-unknown-key = unknown key `{ $key }`: expected elo0, elo1, alpha, beta or model
# elo0 or elo1 is missing.
sprt-bounds-missing = both elo0=A and elo1=B are needed, such as `--sprt elo0=0 elo1=10`
# elo1 is not above elo0: $elo0 and $elo1 the bounds given.
sprt-bounds-order = elo1 ({ $elo1 }) must be above elo0 ({ $elo0 })
# An error rate not strictly between 0 and 1: $name alpha or beta, $value the rate.
sprt-rate-range = { $name } ({ $value }) must lie strictly between 0 and 1, such as { $name }=0.05
# The error rates sum to 1 or more: $alpha and $beta the rates.
sprt-rates-sum = alpha ({ $alpha }) and beta ({ $beta }) must sum to less than 1
# broadside bot random|hunt cannot read its standard input: $error why (input-io-* or the
# system's own words).
bot-cannot-read = cannot read the input: { $error }
# A line of input that is not a message of the bot protocol: $detail what the JSON reader found
# wrong (json-at-column).
bot-not-a-message = not a message of the protocol: { $detail }
# A turn message came before any start message.
bot-turn-before-start = a turn before any start
# --sandbox: bubblewrap cannot be run: $error why (input-io-* or the system's own words).
sandbox-cannot-run = cannot run bubblewrap (`bwrap`): { $error }; install it (Debian: apt-get install bubblewrap)
# --sandbox: bubblewrap ran and failed: $status how it ended (process-*), $said its last line on
# standard error (or sandbox-no-message).
sandbox-refused = bubblewrap cannot contain a bot here ({ $status }): { $said }
# bubblewrap said nothing on standard error.
sandbox-no-message = no message
# A bot that exited in its first game before reading anything (a program that does not run):
# $name the bot, $command its command, $why why it ended (bot-why-*). Its standard error
# follows, a line of it a line, indented.
bot-does-not-run = the program of { $name }, `{ $command }`, exited before it read anything in its first game ({ $why }): it does not run; its standard error:
# As above, when it wrote nothing on its standard error.
bot-does-not-run-silent = the program of { $name }, `{ $command }`, exited before it read anything in its first game ({ $why }): it does not run; it wrote nothing on its standard error

## Why a bot forfeits (bot check's reports, a match's messages; records keep these in English)

# No answer within the move time, $ms milliseconds.
bot-why-no-answer = no answer within { $ms } ms
# No answer within the $ms milliseconds left of its time bank.
bot-why-no-answer-in-bank = no answer within the { $ms } ms left of its time bank
# Its program could not be started: $error why (input-io-*, the system's own words, or
# bot-start-unreadable).
bot-why-could-not-start = it could not be started: { $error }
# A message could not be written to it: $error why.
bot-why-cannot-write = cannot write the message: { $error }
bot-why-input-closed = its input is closed
bot-why-closed-input-before-asked = it exited or closed its input before it was asked
bot-why-closed-input = it exited or closed its input
bot-why-stopped-reading = it stopped reading its input
# It left its input unread for $seconds seconds.
bot-why-input-unread = it left its input unread for { $seconds } s
bot-why-nothing-asked = no answer was asked for
bot-why-closed-output = it closed its output
bot-why-closed-output-before-question = it closed its output before it read the question
bot-why-exited = it exited
bot-why-exited-before-question = it exited before it read the question
# --bot-memory: $mb its limit in MB.
bot-why-over-memory = it went over its memory limit of { $mb } MB (--bot-memory) and was stopped
# --bot-processes: $count its limit.
bot-why-over-processes = it went over its limit of { $count ->
        [one] { $count } process or thread
       *[other] { $count } processes and threads
    } (--bot-processes) and was stopped
# $why what it did (a bot-why-* sentence), $ended how its process ended (process-*).
bot-why-ended = { $why } ({ $ended })
bot-why-not-utf8 = the answer is not UTF-8 text
# $max the longest line a bot may write, in bytes.
bot-why-too-long = the answer is longer than { $max } bytes
bot-why-unowed = a line written when no answer was owed
# $expected the object asked for, as JSON; $detail what the JSON reader found wrong
# (json-at-column).
bot-why-not-the-object = expected one JSON object { $expected }: { $detail }
bot-why-not-a-fleet = the fleet is not a list of ships or a drawing: { $detail }
bot-why-not-a-target = "at" is not a coordinate or a list of them: { $detail }
# The fleet the referee was to play for the bot (a book's) cannot be read.
bot-why-fleet-unreadable = the referee cannot read the fleet: { $detail }
# $detail why the referee cannot place it (an input error's sentence).
bot-why-fleet-unplaceable = the referee cannot place the fleet: { $detail }
bot-why-fleet-unplaceable-with-log = the referee cannot place the fleet with the game's log: { $detail }
# What the JSON reader found wrong ($detail, a json-syntax or input-json-* sentence) at $column of
# the line.
json-at-column = { $detail } (column { $column })
# Under root, a file or folder of the bot's own ($path) that the user it runs as cannot read:
# $mode its permission bits (octal), $owner its owner's user id, $uid the bot's user id.
bot-start-unreadable = { $path } (mode { $mode }, uid { $owner }) is not readable by the user the contained bot runs as (uid { $uid }): under root a bot runs as the owner of its folder, or as nobody when that is root; give the folder to a user (chown -R USER { $path }) or let any user read it (chmod -R o+rX { $path })
# How a process ended: its exit code $code.
process-exit-code = exit code { $code }
# Ended by signal number $signal, $name its name (SIGKILL).
process-signal = ended by signal { $signal } ({ $name })
# Ended, how not known.
process-ended = ended

## The command line: a flag's value, and what clap refuses (in English, clap's own frame)
# Written as "broadside: --flag: " and the reason, or "broadside: " and the sentence, then
# cli-help on a line of its own. Values and options come quoted, in backquotes. --help stays
# English in every language.

# --faults, --blunders: not a number from 0 to 1.
flag-share = expected a number from 0 to 1, found { $found }
# A count (--games, --jobs, --max-moves …) that is not a whole number from $min to $max.
flag-count = expected a whole number from { $min } to { $max }, found { $found }
# As flag-count, with no most.
flag-count-at-least = expected a whole number, at least { $min }, found { $found }
# --move-time, --time-bank: not a number of milliseconds of at least 1.
flag-millis = expected a number of milliseconds, at least 1, found { $found }
# --time-bank: not MS+INC.
flag-time-bank = expected MS+INC in milliseconds, such as `10000+100`, found { $found }
# --lang: no catalog has this code; $codes the codes, each with its language's name.
flag-lang = expected a language code ({ $codes }), found { $found }
# --player: an empty name.
flag-no-name = expected a player's name, found none
# --player: a name longer than $max bytes ($bytes).
flag-long-name = expected a name of at most { $max } bytes, found { $bytes } bytes
# --bot: no "=" in the value.
bot-arg-no-equals = expected NAME=COMMAND, such as `alpha=./my-bot --fast`, found { $found }
# --bot: nothing before the "=".
bot-arg-no-name = the bot has no name before `=` in { $found }
# --bot: the command has an unterminated quote or a trailing backslash.
bot-arg-unsplittable = cannot split the command of { $name }: an unterminated quote or a trailing backslash in { $command }
# --bot: nothing after the "=".
bot-arg-empty = the bot { $name } has an empty command
# A value clap cannot read for $flag (the flag, or <ARGUMENT> for one without a flag).
cli-invalid-value = { $flag }: { $found } cannot be read
# A value that is none of the flag's choices: $choices the choices, quoted, as a list.
cli-value-not-a-choice = { $flag }: expected one of { $choices }, found { $found }
# A flag given without its value.
cli-value-missing = { $flag } needs a value
# An option no command has.
cli-unknown-option = unknown option { $found }
# A word that is no option, after the command's last argument ($found).
cli-extra-argument = one argument too many: { $found }
# As cli-unknown-option, with the option it is most like.
cli-unknown-option-suggested = unknown option { $found }; did you mean { $suggested }?
# A subcommand broadside does not have.
cli-unknown-command = unknown command { $found }
# As cli-unknown-command, with the command it is most like.
cli-unknown-command-suggested = unknown command { $found }; did you mean { $suggested }?
# Required options or arguments not given: $missing them as a list, $count how many.
cli-missing = { $count ->
        [one] missing { $missing }, which is required
       *[other] missing { $missing }, which are required
    }
# A command that needs a subcommand, given none: $command it, $choices its subcommands.
cli-missing-command = { $command } needs one of { $choices }
# Two options that cannot be given together.
cli-conflict = { $flag } cannot be used with { $other }
# An option given more than once that is taken once.
cli-repeated = { $flag } is given more than once
# An option whose value must follow "=".
cli-no-equals = { $flag } takes its value after `=`
# A value given where none (or no more) is taken.
cli-too-many-values = { $flag } does not take the value { $found }
# An argument that is not UTF-8 text.
cli-not-utf8 = an argument is not UTF-8 text
# Another refusal of the command line.
cli-refused = the command line cannot be read
# The line after every refusal: $command the command run (broadside, broadside check …).
cli-help = Run `{ $command } --help` for its options and examples (in English).
# broadside rules NAME: no preset or fleet has this name; $presets and $fleets their names.
rules-unknown-name = expected a preset ({ $presets }), a fleet name ({ $fleets }) or a JSON rules object, found { $found }
# The output cannot be written: $error why (input-io-* or the system's own words).
cannot-write-output = cannot write the output: { $error }
# check --jsonl cannot start a thread: $error why.
cannot-start-thread = cannot start a thread to check the lines: { $error }

## CI formats (github, junit, markdown)

# A game as a report's sentence names it: its players' names, $a and $b.
ci-game = { $a } v { $b }
# A GitHub annotation of a violation at a log entry: $game (ci-game), $entry the entry (0-based,
# as the JSON verdict counts), $message the violation's sentence.
ci-github-violation-entry = { $game }, entry { $entry }: { $message }
# A GitHub annotation of a violation at no entry (the placement): $game, $message as above.
ci-github-violation = { $game }: { $message }
# A GitHub annotation of an unfinished game under --strict: $game (ci-game).
ci-github-unfinished = { $game }: the game is unfinished (the log ends with both fleets afloat), which --strict fails
# The GitHub notice of the annotations left out: $count how many, $shown how many of each kind
# GitHub shows, $codes each code and its count ("false_report 1"), joined by list-comma.
ci-github-left-out = { $count } more fouls, warnings and input errors were not annotated (GitHub shows { $shown } error and { $shown } warning annotations a step): { $codes }
# A JUnit failure's message when only --strict fails the game: $result the game's result in one
# sentence (result-*).
ci-junit-strict-fails = { $result } (--strict fails it)
# The first line of a JUnit failure's body: $line the game's line of the input (1-based).
ci-junit-line = line { $line } of the input
# A violation in a JUnit failure's body or in the suite's notes: $severity foul or warning (a
# key, never shown as such), $code its code (shown as it is), $player its player's name, $entry
# the log entry (0-based), $cells its cells (joined by ", "), $message its sentence.
ci-junit-violation-entry = { $severity ->
    [foul] foul
   *[warning] warning
    } { $code } by { $player } at entry { $entry }: { $message }
ci-junit-violation-entry-cells = { $severity ->
    [foul] foul
   *[warning] warning
    } { $code } by { $player } at entry { $entry } ({ $cells }): { $message }
# As above, for a violation of a placement (no entry).
ci-junit-violation-placement = { $severity ->
    [foul] foul
   *[warning] warning
    } { $code } by { $player } in the placement: { $message }
ci-junit-violation-placement-cells = { $severity ->
    [foul] foul
   *[warning] warning
    } { $code } by { $player } in the placement ({ $cells }): { $message }
# Above the warnings of a passing game in the JUnit suite's notes: $game its testcase's name
# (id and players, as the testcase says it); $line its line of the input (1-based).
ci-junit-warnings = { $game }, passing with warnings:
ci-junit-warnings-line = { $game } (line { $line }), passing with warnings:
# The Markdown summary's heading: $games how many games, $name the input's name.
ci-md-heading = broadside: { $games } { $games ->
    [one] game
   *[other] games
    } from { $name }
# The Markdown summary when no game fails (bold, after a check mark).
ci-md-pass = **No game fails**.
# As above, under --strict.
ci-md-pass-strict = **No game fails** (--strict: also a warning or an unfinished game).
# The Markdown summary when games fail or lines could not be adjudicated (bold part, after a
# cross): $failing games that fail, $games all games, $errors lines not adjudicated (0: none said).
ci-md-fail = **{ $failing } of { $games } games fail**{ $errors ->
    [0] {""}
    [one] , and { $errors } line could not be adjudicated
   *[other] , and { $errors } lines could not be adjudicated
    }.
# As above, under --strict.
ci-md-fail-strict = **{ $failing } of { $games } games fail** (--strict: also a warning or an unfinished game){ $errors ->
    [0] {""}
    [one] , and { $errors } line could not be adjudicated
   *[other] , and { $errors } lines could not be adjudicated
    }.
# The outcomes table: its header cells, then its rows' names.
ci-md-cell-outcome = outcome
ci-md-cell-games = games
ci-md-outcome-won = won
ci-md-outcome-drawn = drawn
ci-md-outcome-unfinished = unfinished
ci-md-outcome-double-forfeit = double forfeit
ci-md-outcome-failing = failing
ci-md-outcome-not-adjudicated = lines not adjudicated
# Headings of the tables of violations by code, and what stands when there is none.
ci-md-fouls-by-code = Fouls by code
ci-md-warnings-by-code = Warnings by code
ci-md-no-fouls = No fouls.
ci-md-no-warnings = No warnings.
# Header cells of the tables of violations by code (the code, its count, its meaning).
ci-md-cell-code = code
ci-md-cell-fouls = fouls
ci-md-cell-warnings = warnings
ci-md-cell-meaning = what it means
# The list of first fouls: its heading and header cells; the entry cell of a placement's foul.
ci-md-first-fouls = First fouls
ci-md-cell-line = line
ci-md-cell-game = game
ci-md-cell-player = player
ci-md-cell-entry = entry
ci-md-cell-message = message
ci-md-entry-placement = placement
# The list of lines not adjudicated: its heading and its error cell's header.
ci-md-lines-not-adjudicated = Lines not adjudicated
ci-md-cell-error = error
# Below a list cut short: $count rows more, $shown rows above.
ci-md-more-fouls = … and { $count } more fouls, not listed here: the { $shown } above are the first.
ci-md-more-errors = … and { $count } more errors, not listed here: the { $shown } above are the first.
# Rows left out for want of room, each $count rows, joined by list-comma into ci-md-left-out.
ci-md-left-fouls = { $count } fouls of the list
ci-md-left-errors = { $count } errors of the list
ci-md-left-players = { $count } players of the standings
ci-md-left-pairs = { $count } pairs of the standings
# The last paragraph when rows were left out: $list the ci-md-left-* items.
ci-md-left-out = **Left out** to keep this summary under 1 MiB (GitHub's limit): { $list }. `broadside check --jsonl --summary` has every player and pair, and `broadside check --jsonl` every foul.
# With --summary, the lines not adjudicated: $lines their numbers, joined by list-comma.
ci-md-error-lines = Lines not adjudicated: { $lines }.
# The standings: heading, what the columns mean, and the header cells.
ci-md-standings = Standings
ci-md-standings-note = A win scores 1, a draw or an unfinished game ½ each; a double forfeit (both players forfeited) scores 0-0 and counts in no Elo. Elo is the difference against the opponents met, with its 95% interval.
ci-md-cell-wins = wins
ci-md-cell-losses = losses
ci-md-cell-draws = draws
ci-md-cell-unfinished = unfinished
ci-md-cell-double-forfeits = double forfeits
ci-md-cell-score = score
ci-md-cell-elo = Elo
ci-md-cell-forfeits = forfeits
# The pairs' table: heading, what it shows, the header cell of a pair.
ci-md-pairs = Pairs
ci-md-pairs-note = Each pair from the first player's side.
ci-md-cell-pair = pair
# An Elo cell when every game was won, or lost (no finite Elo).
ci-md-elo-all-won = none (every game won)
ci-md-elo-all-lost = none (every game lost)
# The last line of the Markdown (in italics): $version broadside's version.
ci-md-footer = broadside { $version }: entries count from 0, lines from 1.

## Matches between bots

# An Elo difference whose 95% interval has an infinite end: $elo the difference (+35.2).
elo-unbounded = { $elo } (interval unbounded)
# An Elo difference when every game was won ($elo +inf) or lost ($elo -inf).
elo-all-won = { $elo } (every game won)
elo-all-lost = { $elo } (every game lost)
# The standings on standard error: the first column's heading (padded to the names' width).
match-standings-bot = bot
# The standings' header line: $bot the first column's heading (match-standings-bot) padded;
# the rest stand over right-aligned columns 5 wide, two spaces apart (games, wins, losses,
# draws, unfinished games, double forfeits, score), then Elo (15 wide) and the forfeits by code.
match-standings-header = { $bot }  games   wins losses  draws  unfin    0-0  score      elo   forfeits
# Above a pair's row of the standings: the two bots' names, $a and $b.
match-standings-pair = { $a } vs { $b }:
# One pair of bots under --pairs: $a and $b their names, $pairs the pairs of games played,
# $counts how many pairs scored 0, ½, 1, 1½ and 2 ("0: 3, ½: 1, …"), $elo the Elo difference.
match-pairs-line = { $a } vs { $b }, pairs of games: { $pairs } ({ $counts })  elo { $elo }
# The SPRT's hypotheses: $a and $b the bots, $elo0 and $elo1 the bounds (+0, -10), $model the
# Elo model (logistic or normalized, as given), $alpha and $beta the error rates.
match-sprt-test = H0 { $a } { $elo0 } Elo over { $b }, H1 { $elo1 } ({ $model } Elo), α = { $alpha }, β = { $beta }
# The SPRT decided: $accepted the hypothesis accepted (H0 or H1), $other the other, $alpha and
# $beta the error rates, $a and $b the bots, $bound the accepted hypothesis' Elo bound, $against
# the other's, $model the Elo model, $error the error rate of accepting it ("5%").
match-sprt-decided = { $accepted } accepted at α = { $alpha }, β = { $beta }: the results favour { $accepted } ({ $a } { $bound } { $model } Elo over { $b }) over { $other } ({ $against }) enough to stop; where { $other } holds, a test like this accepts { $accepted } in at most { $error } of matches. It measures no difference: the Elo line above estimates it.
# The SPRT did not decide.
match-sprt-undecided = no decision: the LLR stayed between the bounds
# The SPRT's lines on standard error: the test ($test, match-sprt-test), then its state: $model
# the Elo model, $elo the first bot's Elo difference, $llr the log-likelihood ratio, $lower and
# $upper its bounds, $count the games (or pairs of games, under --pairs) it counted.
match-sprt-line = SPRT: { $test }
match-sprt-state-games = { $model } Elo { $elo }, LLR { $llr } ({ $lower }, { $upper }) after { $count } games
match-sprt-state-pairs = { $model } Elo { $elo }, LLR { $llr } ({ $lower }, { $upper }) after { $count } pairs of games
# A progress line, one a game: $done games written, $total to play, $result the game's result
# (match-beat-*, match-drawn …), $scores each bot's name and score, $rate games a second (12.5).
match-progress = game { $done }/{ $total }  { $result }  { $scores }  { $rate } games/s
# A game's result in a progress line: $winner and $loser the bots' names.
match-beat-fleet = { $winner } beat { $loser } (fleet destroyed)
# As above, won by the loser's foul: $foul the foul (code-*).
match-beat-foul = { $winner } beat { $loser } ({ $foul } by { $loser })
match-beat-forfeit = { $winner } beat { $loser } (forfeit)
# A game with no winner: $a and $b the bots' names.
match-drawn = { $a } and { $b }: draw
match-unfinished = { $a } and { $b }: unfinished
match-double-forfeit = { $a } and { $b }: double_forfeit
# An interrupted match: $signal the signal's name (SIGINT), $written games written, $total games
# of the match.
match-interrupted = interrupted by { $signal }: { $written } of { $total } games finished and written
# --resume found a last line cut short.
match-resume-cut-short = --resume: the last line of the file was cut short: taken off, its game is played again
# Errors of a match (after "broadside: "). $error is why the system refused (input-io-* or the
# system's own words; for a bot that cannot start, bot-start-unreadable).
match-error-two-bots = --bot: a match needs at least two bots
# $name a bot's name (quoted), $bytes its length, $max the most a name may hold.
match-error-name-too-long = the name { $name } is { $bytes } bytes long; a player's name holds at most { $max }
match-error-name-twice = the name { $name } is given twice
# $a and $b two bots' names (quoted).
match-error-names-alike = the names { $a } and { $b } are the same name ignoring case, as records compare names
# --move-time NAME=MS naming no bot: $name (quoted).
match-error-no-such-bot = no bot is named { $name }
# --gauntlet naming no bot: $name the name given (quoted), $bots every bot's (joined by
# list-comma), $near the bot's name meant (quoted).
match-error-gauntlet = no bot is named { $name }; the bots are { $bots }
match-error-gauntlet-near = no bot is named { $name } (did you mean { $near }? names are spelt exactly); the bots are { $bots }
match-error-sprt-shard = --sprt: a shard plays part of the schedule; run the test over the shards' records together
match-error-sprt-two-bots = --sprt: a test compares two bots; give exactly two
# $games the --games given.
match-error-pairs-odd = --pairs plays games two by two: --games must be even, found { $games }
# A file or folder that cannot be written: $option the option that gave it, $path, $error.
match-error-cannot-write = { $option } { $path }: cannot write: { $error }
# $format the --report format given (quoted).
match-error-report-format = --report: unknown format { $format }; expected github, junit or markdown, e.g. `--report junit junit.xml`
# --standings inside a bot's folder under --sandbox: $path the file, $folder the folder, $bot the
# bot's name.
match-error-standings-in-bot-folder = --standings { $path }: it lies in { $folder }, the folder of bot { $bot }, who sees it under --sandbox (a file written anew every --standings-every games cannot be hidden there): write it in another folder
match-error-signals = cannot handle interruptions: { $error }
# A bot that cannot be started: $name its name, $command its command.
match-error-cannot-start = --bot { $name }: cannot start `{ $command }`: { $error }
match-error-resume-cut = --resume { $path }: cannot take off its last line, cut short: { $error }
match-warning-orphans = warning: cannot adopt the bots' orphans ({ $error }); a process that leaves its bot's session may outlive the match
# broadside bot check: the first line. $command the bot's command (quoted), $games the games
# of the run, $ms the milliseconds a move.
botcheck-heading = Checking { $command } through { $games } games in one run against `broadside bot hunt`, { $ms } ms a move:
# The name of the run's custom rules, in a game's line.
botcheck-rules-custom = custom (8 columns, 12 rows, hasbro fleet, again on a hit)
# A game's line: $game its number, $rules its rules (a preset's name or botcheck-rules-custom),
# $result what the bot did (botcheck-ok-* or botcheck-problems).
botcheck-game-first = game { $game }, { $rules }, the bot first: { $result }
botcheck-game-second = game { $game }, { $rules }, the bot second: { $result }
# A game without problems: $turns the turns the bot answered.
botcheck-ok-won = ok, the bot won after { $turns } turns answered
botcheck-ok-lost = ok, the bot lost after { $turns } turns answered
botcheck-ok-no-winner = ok, no winner after { $turns } turns answered
# A game with problems: $problems how many.
botcheck-problems = { $problems ->
    [one] { $problems } problem
   *[other] { $problems } problems
    }
# A forfeit of the bot. $asked is fleet (it owed its fleet, `start`) or shot (it owed its shot
# number $shot, `turn`); $ms the move time; $grace the seconds more a bot just started has;
# $why the referee's reason (bot-why-*; the record keeps it in English); $said what the bot
# wrote (quoted).
botcheck-late = late: no answer for { $asked ->
    [fleet] its fleet (`start`)
   *[shot] its shot number { $shot } (`turn`)
    } within { $ms } ms (`timeout`)
botcheck-late-first = late: no answer for { $asked ->
    [fleet] its fleet (`start`)
   *[shot] its shot number { $shot } (`turn`)
    } within { $ms } ms (and { $grace } s more, the first answer of a bot just started) (`timeout`)
botcheck-crashed = crashed, asked for { $asked ->
    [fleet] its fleet (`start`)
   *[shot] its shot number { $shot } (`turn`)
    }: { $why } (`crashed`)
botcheck-not-json = illegal message, asked for { $asked ->
    [fleet] its fleet (`start`)
   *[shot] its shot number { $shot } (`turn`)
    }: it printed a line that is not JSON: { $said }. Standard output carries the protocol's messages only, one JSON object a line: write debug text to standard error (`illegal_message`)
botcheck-illegal = illegal message, asked for { $asked ->
    [fleet] its fleet (`start`)
   *[shot] its shot number { $shot } (`turn`)
    }: { $why }; it wrote { $said } (`illegal_message`)
# Below a bot that wrote nothing in a game.
botcheck-flush-hint = it wrote nothing at all in this game: if it prints its answers, it may not flush its standard output, which a pipe keeps in a buffer; flush after each line (`print(..., flush=True)` in Python, `fflush(stdout)` in C, `System.out.flush()` in Java, `io::stdout().flush()` in Rust)
# One of the last lines of the bot's standard error: $line.
botcheck-stderr = its standard error: { $line }
# A foul or a warning of the bot: $where entry (at log entry $entry) or fleet (its placement),
# $code its code (as it is), $message its sentence.
botcheck-foul = foul `{ $code }` at { $where ->
    [fleet] its fleet
   *[entry] entry { $entry }
    }: { $message }
botcheck-warning = note: warning `{ $code }` at { $where ->
    [fleet] its fleet
   *[entry] entry { $entry }
    }: { $message }
# Salvo volleys short of their allowance: $volleys how many, the first at $where/$entry as
# above, $message its sentence; $code is too_few_shots.
botcheck-short = { $volleys ->
    [one] a volley short of its allowance
   *[other] { $volleys } volleys short of their allowance, the first
    } at { $where ->
    [fleet] its fleet
   *[entry] entry { $entry }
    }: { $message }; under salvo turns a turn fires every shot it is allowed, the `allowance` of its `turn` message (`too_few_shots`)
botcheck-note-opponent-forfeited = note: the opponent forfeited this game, which says nothing of the bot
botcheck-note-restarted = note: the bot was started again for this game (it had exited after the last one); that is allowed, but a bot may play every game of a match in one run
# The last line: the bot complies, or not ($problems how many problems).
botcheck-complies = The bot complies: in every game it answered `start` with a fleet and each `turn` with its shots, in time, took `shot` and `end` without answering, and played game after game in one run.
botcheck-does-not-comply = The bot does not comply: { $problems ->
    [one] { $problems } problem
   *[other] { $problems } problems
    } above.
# Errors of bot check (after "broadside bot check: "): $command the bot's command (quoted),
# $error why the system refused (input-io-*, the system's own words, or bot-start-unreadable).
botcheck-error-cannot-start = cannot start { $command }: { $error }
botcheck-error-no-opponent = cannot find this program to play the opponent: { $error }
