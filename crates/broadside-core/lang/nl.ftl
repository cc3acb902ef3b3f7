# De woorden van broadside voor mensen, in het Nederlands: elke zin van een uitspraak.
#
# Eén bericht per zin. Variabelen: namen van spelers ($owner, $player, $shooter, $expected, …)
# zoals het verslag ze schreef, velden ($cells, $at, $a, $b) al benoemd met de letters van het blad,
# lijsten al samengevoegd door de lijstberichten hieronder, aantallen als getallen.
#
# Een zet uit het log wordt benoemd zoals $numbering zegt: "entry" voor de JSON-uitspraak, die scripts
# lezen, met de logregels van het verslag geteld vanaf 0; voor mensen zoals de bladen van de spelers
# hem nummeren: "round" (de ronde, bij salvo's), "shot" (het eigen schot van de schutter) of "move"
# (de zet van het spel), geteld vanaf 1. De variabelen die een zet noemen ($entry, $end, $opened,
# $previous, $first, $last) bevatten hoe dan ook zijn nummer; $end-player en $shooter noemen de schutter.

## Lists

# Between the items of a list but the last two.
list-comma = {", "}
# The last two items of a list.
list-and = { $init } en { $last }
# A list cut short: the items shown, and how many more.
list-more = { $shown } en nog { $more }
# An empty list.
list-nothing = niets
# Between the ways a group of cells can be split.
list-or = {", of "}
# Between the explanations of several groups of cells.
list-semicolon = {"; "}

## Ships

# A ship with a class name, and its cells.
ship-named = { $name } ({ $cells })
# A ship with no name and no class, and its cells.
ship-unnamed = schip { $cells }
# One class of the fleet: its name and size (and how many, when more than one).
fleet-class = { $count ->
    [one] { $name } { $size }
   *[other] { $name } { $size } ×{ $count }
}
# Ships of one size in a drawing's explanation: the class, where one class has that size.
sized-class = { $n ->
    [one] { $class } ({ $size })
   *[other] { $class } ({ $size }) ×{ $n }
}
sized-ship = { $n ->
    [one] een schip van { $size } { $size ->
        [one] veld
       *[other] velden
        }
   *[other] { $n } schepen van { $size } { $size ->
        [one] veld
       *[other] velden
        }
}

## Placement (entry: none)

off-board-ship = bij { $owner } steekt { $ship } buiten het { $columns }x{ $rows }-raster uit
bad-shape-range-ends = bij { $owner } is { $ship } geen rechte lijn zonder gaten: de uiteinden { $a } en { $b } liggen niet in dezelfde rij en ook niet in dezelfde kolom
bad-shape-twice = bij { $owner } is { $ship } geen rechte lijn zonder gaten: { $a } staat er twee keer in
bad-shape-not-in-line = bij { $owner } is { $ship } geen rechte lijn zonder gaten: { $a } en { $b } liggen niet in dezelfde rij en ook niet in dezelfde kolom
bad-shape-gap = bij { $owner } is { $ship } geen rechte lijn zonder gaten: tussen { $a } en { $b } zit een gat
overlap = bij { $owner } liggen { $a } en { $b } allebei op { $cells }
touching = bij { $owner } liggen { $a } en { $b } tegen elkaar aan ({ $a-side } grenst aan { $b-side }), en volgens deze regels mogen schepen elkaar niet aanraken, niet met een zijde en niet met een hoek
wrong-fleet-count = de vloot van { $owner } telt { $found } { $found ->
    [one] schip
   *[other] schepen
    } van het type { $class } met { $size } { $size ->
    [one] veld
   *[other] velden
    }, maar de regels schrijven er { $wanted } voor
wrong-fleet-size = bij { $owner } heeft { $name } ({ $cells }) { $length } { $length ->
    [one] veld
   *[other] velden
    }, maar een { $class } heeft er { $size }
wrong-fleet-name = bij { $owner } heet het schip op { $cells } { $name }, maar dat is geen type uit deze vloot ({ $classes })
wrong-fleet-no-size = bij { $owner } heeft het schip op { $cells } { $length } { $length ->
    [one] veld
   *[other] velden
    }, en geen enkel type in deze vloot heeft die lengte

## Drawn fleets

no-split-cell-count = { $owner } tekende { $drawn } { $drawn ->
    [one] scheepsveld
   *[other] scheepsvelden
    }, maar de schepen van de vloot ({ $fleet }) beslaan er { $wanted }
no-split-group = bij { $owner } is de groep van { $size } { $size ->
    [one] getekend veld
   *[other] getekende velden
    } { $cells } niet te verdelen in rechte schepen van de vloot ({ $fleet })
no-split-short-runs = de getekende velden van { $owner } zijn niet te verdelen in rechte schepen die samen de vloot vormen ({ $fleet }): { $cells } { $count ->
    [one] ligt
   *[other] liggen
    } in geen enkele rechte reeks van { $size } of meer velden, maar de schepen van de vloot die korter zijn dan { $size } velden beslaan samen slechts { $room } { $room ->
    [one] veld
   *[other] velden
    }
no-split-long-ships = de getekende velden van { $owner } zijn niet te verdelen in rechte schepen die samen de vloot vormen ({ $fleet }): de vloot heeft { $ships } { $ships ->
    [one] schip
   *[other] schepen
    } van { $size } of meer velden, maar in de getekende reeksen passen er samen hoogstens { $places }
no-split-colours = de getekende velden van { $owner } zijn niet te verdelen in rechte schepen die samen de vloot vormen ({ $fleet }): gekleurd als een dambord hebben de getekende velden er { $imbalance } meer van de ene kleur dan van de andere, en de vloot heeft { $odd ->
    [0] geen schepen
    [one] één schip
   *[other] { $odd } schepen
    } van oneven lengte, dus dat verschil kan niet ontstaan (een schip van oneven lengte geeft precies één veld verschil, een schip van even lengte geen)
no-split-groups = de getekende velden van { $owner } zijn niet te verdelen in rechte schepen die samen de vloot vormen ({ $fleet }): { $groups }
# One group of drawn cells, in no-split-groups: its size, its first cell, the mixes of ships it can be.
group-can-only-be = { $size ->
    [one] het veld { $first } kan alleen { $mixes } zijn
   *[other] de { $size } velden vanaf { $first } kunnen alleen { $mixes } zijn
    }
no-split-furthest = de getekende velden van { $owner } zijn niet te verdelen in rechte schepen die samen de vloot vormen ({ $fleet }): de poging die het verst kwam, plaatste { $laid } en liet { $cells } onbedekt, met { $lacking } nog niet geplaatst
ambiguous-fleet = de tekening van { $owner } is op meer dan één manier in de schepen van de vloot te verdelen: { $first } of { $second }; de eerste wordt gebruikt
ambiguous-fleet-log = de tekening van { $owner } laat meer dan één verdeling in de schepen van de vloot toe die klopt met de antwoorden: { $first } of { $second }; de eerste wordt gebruikt

## The log

after-end = { $numbering ->
    [round] het salvo van { $player } in ronde { $entry } komt na ronde { $end }, waarin het spel eindigde, en wordt genegeerd
    [shot] schot { $entry } van { $player } komt na schot { $end } van { $end-player }, waarmee het spel eindigde, en wordt genegeerd
    [move] zet { $entry } van { $player } komt na zet { $end }, waarin het spel eindigde, en wordt genegeerd
   *[entry] logregel { $entry } van { $player } komt na logregel { $end }, waarin het spel eindigde, en wordt genegeerd
    }
timeout = { $player } antwoordde niet op tijd (reglementair verlies { $numbering ->
    [round] in ronde { $entry }
    [shot] bij schot { $entry } van { $player }
    [move] bij zet { $entry }
   *[entry] in logregel { $entry }
    }), en daarmee eindigt het spel
crashed = { $player } viel uit: het programma stopte of kon niet worden gestart (reglementair verlies { $numbering ->
    [round] in ronde { $entry }
    [shot] bij schot { $entry } van { $player }
    [move] bij zet { $entry }
   *[entry] in logregel { $entry }
    }), en daarmee eindigt het spel
illegal-message = { $player } stuurde iets wat geen zet is (reglementair verlies { $numbering ->
    [round] in ronde { $entry }
    [shot] bij schot { $entry } van { $player }
    [move] bij zet { $entry }
   *[entry] in logregel { $entry }
    }), en daarmee eindigt het spel
off-board-shots = { $player } schoot op { $cells }, buiten het { $columns }x{ $rows }-raster; { $count ->
    [one] dat schot richt
   *[other] die schoten richten
    } geen schade aan
# Why it was $expected's turn: $opener opened round $round with move $opened.
out-of-turn-round = { $player } schoot op { $cells }, maar { $expected } was aan de beurt: { $numbering ->
    [round] { $opener } opende ronde { $round }
    [shot] { $opener } opende ronde { $round } met schot { $opened }
    [move] { $opener } opende ronde { $round } met zet { $opened }
   *[entry] { $opener } opende ronde { $round } in logregel { $opened }
    }, en een ronde bestaat uit één salvo van elke speler, dus de ronde eindigt met het salvo van { $other }
out-of-turn-first = { $player } schoot op { $cells }, maar { $expected } was aan de beurt: { $first } schiet als eerste
out-of-turn-after-foul = { $player } schoot op { $cells }, maar { $expected } was aan de beurt: { $who } schoot { $numbering ->
    [round] in ronde { $previous }
    [shot] met schot { $previous }
    [move] bij zet { $previous }
   *[entry] in logregel { $previous }
    } buiten de beurt, en ook daarmee gaat de beurt over
out-of-turn-answered-hit = { $player } schoot op { $cells }, maar { $expected } was aan de beurt: { $numbering ->
    [round] het salvo van { $who } in ronde { $previous }
    [shot] schot { $previous } van { $who }
    [move] het schot van { $who } bij zet { $previous }
   *[entry] het schot van { $who } in logregel { $previous }
    } werd met "raak" beantwoord, dus { $who } mag nog een keer schieten
out-of-turn-answered-miss = { $player } schoot op { $cells }, maar { $expected } was aan de beurt: { $numbering ->
    [round] het salvo van { $who } in ronde { $previous }
    [shot] schot { $previous } van { $who }
    [move] het schot van { $who } bij zet { $previous }
   *[entry] het schot van { $who } in logregel { $previous }
    } werd met "mis" beantwoord, en daarmee gaat de beurt over
# $effect: what the previous shot did (off-board, repeated, miss, hit, sinking).
out-of-turn-shoots-again = { $player } schoot op { $cells }, maar { $expected } was aan de beurt: { $numbering ->
    [round] in ronde { $previous }
    [shot] met schot { $previous }
    [move] bij zet { $previous }
   *[entry] in logregel { $previous }
    } { $effect ->
    [hit] trof { $who } een schip
   *[sinking] liet { $who } een schip zinken
    }, dus { $who } mag nog een keer schieten
out-of-turn-passes = { $player } schoot op { $cells }, maar { $expected } was aan de beurt: { $numbering ->
    [round] in ronde { $previous }
    [shot] met schot { $previous }
    [move] bij zet { $previous }
   *[entry] in logregel { $previous }
    } { $effect ->
    [off-board] schoot { $who } buiten het raster
    [repeated] schoot { $who } op een veld dat al beschoten was
    [hit] trof { $who } een schip
    [sinking] liet { $who } een schip zinken
   *[miss] schoot { $who } mis
    }, en daarmee gaat de beurt over
out-of-turn-alternate = { $player } schoot op { $cells }, maar { $expected } was aan de beurt: { $numbering ->
    [round] het salvo van ronde { $previous } was van { $who }
    [shot] de vorige beurt was schot { $previous } van { $who }
    [move] zet { $previous } was van { $who }
   *[entry] logregel { $previous } was van { $who }
    }, en de spelers schieten om de beurt
one-shot-a-turn = { $player } vuurde een salvo van { $fired } schoten af, maar deze regels staan maar één schot per beurt toe
over-round-allowance = { $player } vuurde in dezelfde ronde nog { $fired } { $fired ->
    [one] schot
   *[other] schoten
    } extra af, { $total } in totaal, maar met nog { $afloat } { $afloat ->
    [one] schip
   *[other] schepen
    } drijvend mocht { $player } in die ronde niet meer dan { $allowed } { $allowed ->
    [one] schot
   *[other] schoten
    } afvuren
allowance = { $player } vuurde { $fired } { $fired ->
    [one] schot
   *[other] schoten
    } af, maar met nog { $afloat } { $afloat ->
    [one] schip
   *[other] schepen
    } drijvend had het salvo { $allowed } { $allowed ->
    [one] schot
   *[other] schoten
    } moeten tellen
repeated-shot = { $player } schoot opnieuw op { $cells }; een herhaald schot richt geen schade aan

## False replies

# A one-shot reply as given: the word, and the class it named if any.
reply-said = { $said ->
    [hit] "raak"
    [miss] "mis"
   *[sunk] "gezonken"
    }
reply-said-ship = { $said ->
    [hit] "raak"
    [miss] "mis"
   *[sunk] "gezonken"
    } ({ $ship })
false-reply-water = { $player } antwoordde { $reply } toen { $shooter } op { $at } schoot, maar daar is alleen water
false-reply-hit = { $player } antwoordde { $reply } toen { $shooter } op { $at } schoot, maar het schot trof { $ship }, en dat schip is nog niet gezonken
false-reply-sank = { $player } antwoordde { $reply } toen { $shooter } op { $at } schoot, maar door dat schot is { $ship } gezonken
false-reply-struck = { $player } antwoordde { $reply } toen { $shooter } op { $at } schoot, maar het schot trof een schip
false-reply-ship-there = { $player } antwoordde { $reply } toen { $shooter } op { $at } schoot, maar het schip op dat veld is { $ship }
# A volley's reply as given: the hits by class, then the ships sunk.
volley-hits-none = geen treffers
volley-hits = treffers: { $hits }
volley-hit = { $class } ×{ $n }
volley-sunk-none = niets gezonken
volley-sunk = gezonken: { $sunk }
volley-reply = { $hits }; { $sunk }
# One ship a volley struck, and how often.
struck-ship = { $ship } { $n ->
    [one] één keer
   *[other] { $n } keer
    }
false-volley-nothing = { $player } antwoordde "{ $reply }" op het salvo van { $shooter } op { $cells }, maar het salvo trof niets
false-volley-struck = { $player } antwoordde "{ $reply }" op het salvo van { $shooter } op { $cells }, maar het salvo trof { $struck }
false-volley-sank = { $player } antwoordde "{ $reply }" op het salvo van { $shooter } op { $cells }, maar het salvo trof { $struck }, en liet { $sunk } zinken

## Violations a verdict does not list

not-listed = nog { $left-out } { $left-out ->
    [one] regelschending
   *[other] regelschendingen
    } van { $player } wegens { $code } { $left-out ->
    [one] staat
   *[other] staan
    } niet in de lijst: een uitspraak noemt per speler hoogstens { $max } regelschendingen van dezelfde soort
not-listed-at = nog { $left-out } { $left-out ->
    [one] regelschending
   *[other] regelschendingen
    } van { $player } wegens { $code }, { $numbering ->
    [round] in ronde { $first }
    [shot] bij schot { $first } van { $shooter }
    [move] bij zet { $first }
   *[entry] in logregel { $first }
    }, { $left-out ->
    [one] staat
   *[other] staan
    } niet in de lijst: een uitspraak noemt per speler hoogstens { $max } regelschendingen van dezelfde soort
not-listed-from-to = nog { $left-out } { $left-out ->
    [one] regelschending
   *[other] regelschendingen
    } van { $player } wegens { $code }, { $numbering ->
    [round] van ronde { $first } tot en met ronde { $last }
    [shot] van schot { $first } tot en met schot { $last } van { $shooter }
    [move] van zet { $first } tot en met zet { $last }
   *[entry] van logregel { $first } tot en met logregel { $last }
    }, { $left-out ->
    [one] staat
   *[other] staan
    } niet in de lijst: een uitspraak noemt per speler hoogstens { $max } regelschendingen van dezelfde soort

## Paper records

# A violation's sentence, and where it stands on the paper record.
on-paper = { $message } [op papier: regel { $line }, { $what }]

## The text verdict (broadside check --format text)

heading-rules = Spelregels
heading-result = Uitslag
heading-violations = Regelschendingen
heading-shots = Schoten
heading-final-boards = Rasters aan het einde
heading-legend = Legenda
# After the heading of the final boards.
final-boards-note = de vloot van elke speler, met de schoten van de tegenstander erop
# After a player's name over their board.
board-wins = (wint)
board-forfeits = (verliest reglementair)
# The legend's marks.
legend-ship = schip
legend-hit = treffer
legend-sunk = gezonken schip
legend-miss = misser
legend-water = water
legend-flag = vóór een veld: dit veld wordt in een regelschending genoemd
# How many fouls and warnings occurred.
violation-count = { $fouls } { $fouls ->
    [one] overtreding
   *[other] overtredingen
    }, { $warnings } { $warnings ->
    [one] waarschuwing
   *[other] waarschuwingen
    }
violations-moves-note = (zetten genummerd zoals de bladen van de spelers ze nummeren; de JSON-uitspraak telt logregels vanaf 0)
# A violation's line, and the pages: its move as the sheets number it ($player: its shooter), or
# the placement.
violation-entry = { $numbering ->
    [round] ronde { $entry }
    [shot] schot { $entry } van { $player }
    [move] zet { $entry }
   *[entry] logregel { $entry }
    }
violation-placement = opstelling
violation-foul = overtreding
violation-warning = waarschuwing
# One player's shots.
player-shots = { $player } vuurde { $shots } { $shots ->
    [one] schot
   *[other] schoten
    } af, met { $hits } { $hits ->
    [one] treffer
   *[other] treffers
    }, en liet { $sunk } { $sunk ->
    [one] schip
   *[other] schepen
    } zinken
# Between the two players' shots, and after them.
player-shots-sep = {"; "}
player-shots-end = .

## Codes

# A violation's code as a sentence names it (in the result, and in a count of violations not
# listed). English names it by its stable code; another language by a short name for what it means.
code-off-board = een schip of schot buiten het raster
code-bad-shape = een misvormd schip
code-overlap = overlappende schepen
code-touching = schepen die elkaar aanraken
code-wrong-fleet = een verkeerd samengestelde vloot
code-out-of-turn = schieten buiten de beurt
code-too-many-shots = te veel schoten
code-false-report = een onjuist antwoord
code-timeout = tijdsoverschrijding
code-crashed = het uitvallen van het programma
code-illegal-message = een bericht dat geen zet is
code-too-few-shots = te weinig schoten
code-repeated-shot = een herhaald schot
code-after-end = een zet na het einde van het spel
code-ambiguous-fleet = een dubbelzinnig getekende vloot

## The result of a game, in one sentence

result-destroyed = { $winner } wint: { $winner } heeft de vloot van { $loser } vernietigd.
result-destroyed-at = { $winner } wint: { $winner } heeft de vloot van { $loser } vernietigd { $numbering ->
    [round] in ronde { $entry }
    [shot] met schot { $entry }
    [move] bij zet { $entry }
   *[entry] in logregel { $entry }
    }.
result-resigned = { $winner } wint: { $loser } heeft opgegeven.
result-resigned-at = { $winner } wint: { $loser } heeft opgegeven { $numbering ->
    [round] in ronde { $entry }
    [shot] bij schot { $entry } van { $loser }
    [move] bij zet { $entry }
   *[entry] in logregel { $entry }
    }.
result-forfeit = { $winner } wint: { $loser } verliest reglementair.
result-forfeit-at = { $winner } wint: { $loser } verliest reglementair { $numbering ->
    [round] in ronde { $entry }
    [shot] bij schot { $entry } van { $shooter }
    [move] bij zet { $entry }
   *[entry] in logregel { $entry }
    } door { $code }, de eerste overtreding.
result-forfeit-placement = { $winner } wint: { $loser } verliest reglementair door { $code } in de opstelling van { $loser }.
# Both players forfeit; $fouls: each player and the code of their first foul.
result-double-forfeit-entries = Geen winnaar: beide spelers verliezen reglementair, want het log legt voor allebei reglementair verlies vast vóór het eerste schot ({ $fouls }).
result-double-forfeit-placement = Geen winnaar: beide spelers verliezen reglementair door overtredingen in de opstelling van hun vloot ({ $fouls }).
# One player's first foul in a double forfeit.
double-forfeit-player = { $player } door { $code }
double-forfeit-player-unknown = { $player } door een overtreding
result-draw = Gelijkspel: beide vloten zijn in dezelfde salvoronde vernietigd.
result-draw-at = Gelijkspel: beide vloten zijn vernietigd in dezelfde salvoronde, { $numbering ->
    [round] ronde { $entry }
    [shot] die eindigt met schot { $entry }
    [move] die eindigt bij zet { $entry }
   *[entry] die eindigt in logregel { $entry }
    }.
result-unfinished = Niet uitgespeeld: er is geen overtreding, en aan het einde van het log hebben beide spelers nog schepen over.

## The rules in words (the text verdict, broadside rules NAME --format text, broadside fleet)

# Where the rules come from: a preset's name, or custom rules (their base preset, and as JSON).
rules-custom = aangepast, op basis van { $base } ({ $json })
# The labels of the lines that follow.
rules-label-board = raster
rules-label-fleet = vloot
rules-label-touching = contact
rules-label-turns = beurten
# $letters: the columns' letters (A-J); $numbers: the rows' numbers (1-10).
rules-board = { $columns } x { $rows }: kolommen { $letters }, rijen { $numbers }
# $classes: each class of the fleet (rules-fleet-class), joined by list-comma.
rules-fleet = { $classes } ({ $ships } { $ships ->
    [one] schip
   *[other] schepen
    }, lengte in velden)
rules-fleet-class = { $count ->
    [one] { $name } { $size }
   *[other] { $name } { $size } x{ $count }
    }
rules-touching-allowed = schepen mogen elkaar aanraken
rules-touching-forbidden = schepen mogen elkaar niet aanraken, niet met een zijde en niet met een hoek
rules-turns-alternate = één schot per beurt, strikt om de beurt
rules-turns-again-on-hit = één schot per beurt; na een treffer of een gezonken schip schiet dezelfde speler nog een keer, na een misser gaat de beurt over
# $values: each class's salvo value (rules-salvo-value), joined by list-comma.
rules-turns-values-simultaneous = rondes van salvo's: een salvo telt zoveel schoten als de eigen schepen die nog drijven samen waard zijn ({ $values }); beide salvo's van een ronde worden tegelijk gemarkeerd, dus beide vloten kunnen in dezelfde ronde worden vernietigd
rules-turns-values-sequential = rondes van salvo's: een salvo telt zoveel schoten als de eigen schepen die nog drijven samen waard zijn ({ $values }); de spelers schieten hun salvo's om de beurt en elk salvo telt meteen; wie als eerste de vloot van de tegenstander vernietigt, wint
rules-turns-afloat-simultaneous = rondes van salvo's: een salvo telt één schot voor elk eigen schip dat nog drijft; beide salvo's van een ronde worden tegelijk gemarkeerd, dus beide vloten kunnen in dezelfde ronde worden vernietigd
rules-turns-afloat-sequential = rondes van salvo's: een salvo telt één schot voor elk eigen schip dat nog drijft; de spelers schieten hun salvo's om de beurt en elk salvo telt meteen; wie als eerste de vloot van de tegenstander vernietigt, wint
rules-salvo-value = { $name } { $value }

## A fleet alone (broadside fleet --format text)

heading-placement = Opstelling
placement-legal = geldig
placement-illegal = ongeldig
heading-ships = Schepen
ship-count = { $ships } { $ships ->
    [one] schip
   *[other] schepen
    }
heading-board = Raster

## Sheet words (see en.ftl)
sheet-header-rules = regels, spelregels
sheet-header-players = spelers
sheet-header-first = begint, eerste
sheet-header-numbering = nummering
sheet-header-meta = meta
sheet-header-language = taal
sheet-section-fleet = vloot, zelf
sheet-section-shots = tegenstander, schoten
sheet-section-log = logboek
sheet-reply-hit = raak, geraakt, treffer
sheet-reply-miss = mis, misser
sheet-reply-sunk = gezonken, zinkt
sheet-reply-none = geen, niets
sheet-resigns = geeft op
sheet-forfeits = verliest reglementair
sheet-numbering-round = ronde
sheet-numbering-player = speler
sheet-numbering-game = spel, partij
sheet-class-carrier = vliegdekschip
sheet-class-battleship = slagschip
sheet-class-cruiser = kruiser, cruiser
sheet-class-submarine = onderzeeër, onderzeeboot
sheet-class-destroyer = torpedojager, destroyer
sheet-class-torpedo-boat = torpedoboot

## Parts of a paper record, after a violation's sentence (on-paper)

paper-rules-line = de kopregel met de spelregels
paper-players-line = de kopregel met de spelers
paper-first-line = de kopregel met wie begint
paper-meta-line = de kopregel met de metagegevens
paper-fleet = de vloot van { $player }
paper-move = de zet van { $player } in het logboek
# A turn's shots on a shot grid numbered by round, by the player's own shot, or by the game's
# move: the number written in them, and the cells ($count of them) as the sheet names them.
paper-shots-of-round = de schoten van { $player } in ronde { $number } ({ $cells })
paper-shots-numbered = { $count ->
    [one] het schot
   *[other] de schoten
    } van { $player } met nummer { $number } ({ $cells })
paper-moves-numbered = { $count ->
    [one] het schot
   *[other] de schoten
    } met nummer { $number } op het blad van { $player } ({ $cells })

## The verdict page (broadside check --format html)

# Namen ($first, $second, $player, $other, $winner) staan op de pagina elk in een eigen isolaat.
# Berichten die het script van de pagina invult, kiezen hun vorm op categorie ([one], [other]),
# nooit op een getal ([1]).
page-title = { $first } tegen { $second }: uitspraak van broadside
page-players = { $first } tegen { $second }
page-verdict-of = Uitspraak van broadside { $version }
page-footer = Beoordeeld door broadside { $version }.
page-heading-players = Spelers
page-heading-rules = Spelregels
page-heading-boards = Rasters en zetten
page-heading-violations = Regelschendingen
page-col-player = speler
page-col-result = uitslag
page-col-shots = schoten
page-col-hits = treffers
page-col-sunk = tot zinken gebracht
page-player-wins = wint
page-player-forfeits = verliest reglementair
page-player-draw = gelijkspel
page-rules-source = spelregels
page-board-note = de vloot van { $player }, met de schoten van { $other } erop
page-cell = { $cell }: { $mark }
page-cell-named = { $cell }: { $mark }; { $named }
page-named-by = genoemd in { $what }
page-named-what = { $code } ({ $at })
page-code-off-board = een scheepsveld of een schot ligt buiten het raster
page-code-bad-shape = een schip is geen rechte, aaneengesloten rij, horizontaal of verticaal
page-code-overlap = twee schepen delen een veld
page-code-touching = twee schepen raken elkaar met een zijde of een hoek, wat de spelregels verbieden
page-code-wrong-fleet = de typen, lengtes of aantallen van de schepen wijken af van de spelregels
page-code-out-of-turn = een speler schoot terwijl de tegenstander aan de beurt was
page-code-too-many-shots = in een beurt werden meer schoten afgevuurd dan toegestaan
page-code-false-report = een antwoord was onjuist
page-code-timeout = een speler antwoordde niet op tijd (een logregel die reglementair verlies vastlegt)
page-code-crashed = het programma van een speler stopte of kon niet worden gestart (een logregel die reglementair verlies vastlegt)
page-code-illegal-message = een speler stuurde iets wat geen zet is (een logregel die reglementair verlies vastlegt)
page-code-too-few-shots = een salvo telde minder schoten dan het had moeten tellen
page-code-repeated-shot = een schot op een veld waarop de schutter al had geschoten
page-code-after-end = een logregel na het einde van het spel (genegeerd)
page-code-ambiguous-fleet = een getekende vloot is op meer dan één passende manier in schepen te verdelen
page-legend = Legenda
page-legend-flag = genoemd in een regelschending (met een link ernaartoe)
page-legend-last = het schot van de getoonde zet
page-step-first = Naar het begin
page-step-prev = Eén zet terug
page-step-next = Eén zet verder
page-step-last = Naar het einde
page-unstepped = Het log heeft meer dan { $max } logregels: de pagina toont alleen de rasters aan het einde.
page-no-moves = Geen zetten.
page-count-note = Zetten zijn genummerd zoals de bladen van de spelers ze nummeren: { $numbering ->
    [round] per ronde
    [shot] per schot van elke speler
   *[move] per zet van het spel
    }. Logregels tellen, net als in de JSON-uitspraak en in een link naar een zet (#entry=N), vanaf 0.
page-col-move = { $numbering ->
    [round] ronde
    [shot] schot
   *[move] zet
    }
page-col-entry = logregel
page-col-reply = antwoord
page-col-judgement = beoordeling
page-col-violations = regelschendingen
page-forfeit-entry = reglementair verlies: { $reason }
page-decides = beslist het spel
page-col-severity = ernst
page-col-code = code
page-col-cells = velden
page-col-message = omschrijving
page-violation-count = { $fouls } { $fouls ->
    [one] overtreding
   *[other] overtredingen
    }, { $warnings } { $warnings ->
    [one] waarschuwing
   *[other] waarschuwingen
    }
page-shot = { $cell } { $effect }
page-effect-off-board = buiten het raster
page-effect-none = geen effect
page-effect-miss = mis
page-effect-hit = raak
page-effect-sunk = gezonken
page-reply-miss = mis
page-reply-hit = raak
page-reply-sunk = gezonken
page-reply-ship = { $reply } ({ $ship })
page-reply-no-hits = geen treffers
page-reply-hits = treffers: { $hits }
page-reply-class = { $class } { $n }
page-reply-sunk-ships = { $hits }; gezonken: { $sunk }
page-step = { $numbering ->
    [round] Ronde { $n }, { $player }: { $shots }
    [shot] Schot { $n } van { $player }: { $shots }
   *[move] Zet { $n }, { $player }: { $shots }
    }
page-step-forfeit = { $numbering ->
    [round] Ronde { $n }, { $player }: reglementair verlies: { $reason }
    [shot] Schot { $n } van { $player }: reglementair verlies: { $reason }
   *[move] Zet { $n }, { $player }: reglementair verlies: { $reason }
    }
page-no-shot = geen schot
page-shots-more = { $shots } en nog { $more } { $more ->
    [one] schot
   *[other] schoten
    }
page-step-note = ({ $note })
page-entries-named = de link noemt { $count } { $count ->
    [one] logregel
   *[other] logregels
    }
page-entry-unnamed = { $entry } noemt geen logregel
page-entry-wrong = entry={ $value } is geen logregel van dit spel
page-entry-last = { $what } (-1 tot en met { $last }): de laatste logregel wordt getoond
page-unread-more = { $parts } en nog { $more }
page-unread = { $parts } { $count ->
    [one] wordt
   *[other] worden
    } niet gelezen: { $reads }
page-reads-entry = de pagina leest #entry=N, met N van -1 tot en met { $last }

## The batch page (broadside check --jsonl --format html)

batch-title = { $games } { $games ->
    [one] spel
   *[other] spellen
    }: rapport van broadside
batch-heading = Rapport van een reeks: { $games } { $games ->
    [one] spel
   *[other] spellen
    }
batch-verdicts-of = Uitspraken van broadside { $version }
batch-heading-outcomes = Uitslagen
batch-games-adjudicated = beoordeelde spellen
batch-won = gewonnen
batch-drawn = gelijkspel
batch-unfinished = niet uitgespeeld
batch-double-forfeit = beide reglementair verloren
batch-fouled = spellen met een overtreding
batch-errors = niet beoordeelde invoerregels
batch-heading-fouls = Overtredingen per code
batch-warnings = Waarschuwingen:
batch-heading-games = Spellen
batch-noscript = De lijst van spellen, de filters en het stap voor stap bekijken van een spel werken alleen met het script van de pagina.
batch-filter-player = speler
batch-filter-outcome = uitslag
batch-filter-foul = overtreding
batch-any = alle
batch-won-by-forfeit = reglementair gewonnen
batch-not-adjudicated = niet beoordeeld
batch-with-foul = met een overtreding
batch-without-foul = zonder overtreding
batch-col-line = regel
batch-col-players = spelers
batch-col-outcome = uitslag
batch-col-fouls = overtredingen
batch-col-warnings = waarschuwingen
batch-col-moves = zetten
batch-col-game = spel
batch-pages = Pagina's van spellen
batch-back = Vorige
batch-on = Volgende
batch-unstepped = { $count } { $count ->
    [one] spel staat
   *[other] spellen staan
    } zonder stappen in de lijst (de pagina bevat { $mb } MB aan stappen, die van spellen met een overtreding eerst); { $command } op de regel van een spel maakt er een eigen pagina van.
batch-footer = Regelnummers beginnen bij 1; zetten zijn genummerd zoals de bladen van de spelers ze nummeren (per ronde bij salvo's, anders per schot van elke speler); logregels beginnen bij 0, net als in de JSON-uitspraken.
batch-col-games = spellen
batch-col-wins = gewonnen
batch-col-losses = verloren
batch-col-draws = gelijk
batch-col-unfinished = niet uitgespeeld
batch-col-double-forfeits = beide reglementair verloren
batch-col-score = score
batch-col-elo = Elo
batch-elo-note = Elo-verschil, met de marge bij 95% betrouwbaarheid; een - betekent dat de spellen het verschil niet begrenzen
batch-col-forfeits = reglementair verloren
batch-no-games = Er is geen spel beoordeeld.
batch-no-fouls = Geen overtredingen.
batch-chart = Overtredingen per code: { $fouls }
batch-outcome-win = { $winner } wint
batch-outcome-forfeit = { $winner } wint reglementair
batch-outcome-draw = gelijkspel
batch-outcome-unfinished = niet uitgespeeld
batch-outcome-double-forfeit = beide reglementair verloren
batch-row-fouls = { $codes } ({ $fouls } { $fouls ->
    [one] overtreding
   *[other] overtredingen
    })
batch-step-through = Stap voor stap bekijken
batch-step-through-label = Het spel van regel { $line } stap voor stap bekijken
batch-final-only = alleen de eindrasters
batch-own-page-only = alleen op een eigen pagina
batch-lines = { $count } { $count ->
    [one] regel
   *[other] regels
    }
batch-lines-of = { $shown } van { $count } { $count ->
    [one] regel
   *[other] regels
    }
batch-lines-skipped = { $lines } ({ $blank } lege { $blank ->
    [one] regel
   *[other] regels
    } overgeslagen)
batch-page-of = pagina { $page } van { $pages }
batch-game-heading = Regel { $line }: { $first } tegen { $second }
batch-replies-note = Antwoorden: deze rapportpagina bevat alleen de antwoorden op zetten die in een regelschending worden genoemd; de eigen pagina van het spel (broadside check --format html van regel { $line }) toont alle antwoorden.
batch-reads = de pagina leest #game=L&entry=N, met L een regel van 1 tot en met { $lines }
batch-reads-open = { $reads }, of #entry=N voor het geopende spel
batch-games-named = De link noemt { $count } { $count ->
    [one] spel
   *[other] spellen
    }, maar er kan er maar één worden geopend.
batch-no-line = { $value } noemt geen regel: een regel is een getal van 1 tot en met { $lines }.
batch-line-blank = Regel { $line } is leeg: een reeks slaat lege regels over.
batch-no-game = Geen spel op regel { $line }: de laatste regel die niet leeg is, is { $lines }.
batch-line-error = Regel { $line } kon niet worden beoordeeld: { $error }
batch-too-long = Het spel van regel { $line } heeft { $entries } logregels, meer dan de { $max } die een pagina stap voor stap toont: de eigen pagina, broadside check --format html van die regel, toont de eindrasters en de zetten.
batch-unstepped-game = Het spel van regel { $line } staat zonder stappen in de lijst (de pagina bevat de stappen van een beperkt aantal spellen, die met een overtreding eerst); de eigen pagina, broadside check --format html van die regel, toont het spel stap voor stap.

## The web page

# (see en.ftl)

web-language-name = Nederlands
web-title = Een op papier gespeeld spel controleren
web-intro = Teken beide vloten, zet de schoten zoals ze op jullie vellen staan, of plak een verslag: de scheidsrechter draait in deze pagina en er gaat niets naar buiten.
web-language = Taal
web-letters = Kolomletters
web-latin = Latijns (A B C)
web-cyrillic = Cyrillisch (А Б В)
web-game = Het spel
web-rules = Regels
web-preset-classic = Klassiek: één schot per beurt
web-preset-salvo = Salvo: rondes met salvo's
web-preset-russian = Russische zeeslag: een treffer mag opnieuw schieten
web-fleet = Vloot
web-fleet-default = die van de regels
web-fleet-standard = standaard: 5, 4, 3, 2
web-fleet-two-destroyers = twee torpedobootjagers: 5, 3, 2, 2
web-fleet-russian = Russisch: 4, 3×2, 2×3, 1×4
web-fleet-hasbro = hasbro: 5, 4, 3, 3, 2
web-rules-json = Of andere regels (JSON)
web-player-1 = Eerste speler
web-player-2 = Tweede speler
web-first = Schiet eerst
web-first-default = zoals de regels zeggen
web-numbering = Schoten genummerd per
web-numbering-default = zoals de regels zeggen
web-numbering-round = ronde (salvo)
web-numbering-player = eigen telling van elke speler
web-numbering-game = telling van het hele spel
web-help = Schoten: klik op een vakje om het te merken met het nummer in het vak boven het rooster, nogmaals voor een treffer (x), nogmaals voor mis (o), nogmaals om te wissen; of pijltjestoetsen, cijfers voor het nummer, x of o voor het teken, Delete om te wissen.
web-help-salvo = Schoten (Salvo): klik op een vakje om het te merken met de ronde in het vak boven het rooster, nogmaals om het te wissen; of pijltjestoetsen, cijfers voor de ronde, Delete om te wissen. Een Salvo-vel noteert geen treffer of mis: de verdediger noemt de treffers per schip.
web-help-fleet = Vloot: klik of sleep om schepen te tekenen; op een aanraakscherm tik je elk vakje aan, of houd je een vakje vast tot het getekend is en schuif je langs het schip; pijltjestoetsen verplaatsen, spatie tekent of wist.
web-help-keep = Het spel wordt in deze browser bewaard: na herladen is het er weer. Ongedaan maken (Ctrl+Z) en opnieuw (Ctrl+Shift+Z) gaan heen en weer door elke wijziging.
web-how = Zo voer je een spel in
web-start = Nog geen spel: teken de vloot van elke speler op zijn vel hieronder en merk dan de schoten zoals de vellen ze hebben. Of plak een verslag in het vak onder de vellen, open een bestand of laad een voorbeeld.
web-start-summary = Nog geen spel: de uitspraak volgt zodra er een vloot getekend is.
web-example = Laad een voorbeeldspel
web-undo = Ongedaan maken
web-redo = Opnieuw
web-copy-link = Link kopiëren
web-link-label = Link naar dit spel
web-link-copied = Link gekopieerd ({ $n } tekens): wie hem opent, ziet deze vellen en deze uitspraak; het spel zit in de link zelf en komt op geen enkele server.
web-link-select = Link gemaakt ({ $n } tekens): selecteer en kopieer hem. Het spel zit in de link zelf en komt op geen enkele server.
web-link-too-long = Dit spel is te lang voor een link ({ $n } tekens, meer dan { $limit }): bewaar het als bestand en stuur het bestand.
web-link-broken = Deze link bevat geen leesbaar spel: misschien is hij afgekapt.
web-not-kept = Dit spel is te groot om in deze browser te bewaren: bewaar het als bestand.
web-sheets-stale = Deze vellen tonen het verslag hieronder niet: het bevat wat zij niet kunnen bevatten (een opgave, een antwoord dat een schip noemt, het antwoord op een salvo, of een fout). Wie ze bewerkt, vervangt het verslag; Ongedaan maken haalt het terug.
web-confirm-replace = De vellen tonen het verslag hieronder niet. Het verslag vervangen door de vellen? (Ongedaan maken haalt het terug.)
web-round-of = Ronde van { $name }
web-shot-number-of = Schotnummer van { $name }
web-name-empty = Typ een naam.
web-name-comma = Een naam mag geen komma bevatten: het verslag scheidt de twee namen met een komma.
web-name-comment = Een naam mag geen // bevatten: het verslag leest de rest van de regel als commentaar.
web-name-case = Dit is { $other } met andere hoofdletters: het verslag leest namen los van hoofdletters, dus de spelers hebben verschillende namen nodig.
web-name-same = De twee spelers hebben verschillende namen nodig.
web-fix-names = Verbeter de namen hierboven om de uitspraak te zien.
web-sheets-unreadable = De vellen zijn zo niet te lezen; het teken erop laat zien waar: { $message }
web-checking = Bezig met controleren…
web-open-page = Open de uitspraakpagina
web-page-too-long = De uitspraakpagina is { $mb } MB, te lang om hier in één keer te tonen.
web-verdict-page = Uitspraakpagina
web-record = Het verslag
web-open = Bestand openen
web-save-paper = Opslaan als papier
web-save-json = Opslaan als JSON
web-clear = Nieuw spel
web-verdict = Uitspraak
web-verdict-json = De uitspraak als JSON (zoals broadside check die geeft)
web-footer = broadside: dezelfde scheidsrechter als op de opdrachtregel, gecompileerd naar WebAssembly. Er wordt niets verstuurd.
web-fleet-of = vloot van { $name }
web-shots-of = schoten van { $name } op { $other }
web-fleet-heading = Vloot
web-shots-heading = Schoten op { $other }
web-ship = schip
web-water = water
web-shot-n = schot { $n }
web-no-shot = geen schot
web-hit = raak
web-miss = mis
web-round-number = Ronde
web-move-number = Schotnummer
web-to-place = Nog te plaatsen:
web-ship-left = { $ship } ({ $size }) ×{ $count }
web-all-placed = Alle schepen staan.
web-too-many-ships = meer schepen van het type { $ship } dan de { $count } van de regels
web-no-such-ship = geen schip van de vloot heeft de grootte van { $label }
web-note-grids = Gemaakt van de vellen hierboven als papieren verslag; pas het hier aan, plak er een, of open een bestand.
web-note-text = Gecontroleerd zoals getypt. De vellen hierboven kunnen niet alles bevatten (een opgave, een antwoord dat een schip noemt, het antwoord op een salvo): pas het hier aan.
web-note-text-held = Gecontroleerd zoals getypt; de vellen hierboven tonen het.
web-note-long = Dit verslag is { $mb } MB: het vak toont alleen het begin en is niet om te bewerken; bewerk het bestand in een teksteditor, of bewaar het.
web-input-error = Het verslag is niet te lezen:
web-placement = plaatsing
web-foul = overtreding
web-warning = waarschuwing
web-code-off_board = buiten het bord
web-code-bad_shape = schip niet recht
web-code-overlap = schepen overlappen
web-code-touching = schepen raken elkaar
web-code-wrong_fleet = verkeerde vloot
web-code-out_of_turn = niet aan de beurt
web-code-too_many_shots = te veel schoten
web-code-false_report = onjuist antwoord
web-code-timeout = tijd overschreden
web-code-crashed = gecrasht
web-code-illegal_message = ongeldig bericht
web-code-too_few_shots = te weinig schoten
web-code-repeated_shot = herhaald schot
web-code-after_end = na het einde
web-code-ambiguous_fleet = vloot op meerdere manieren te splitsen
