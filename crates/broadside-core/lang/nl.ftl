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

## The language itself, as the build reads it: each .ftl file here is a language of broadside,
## known by its file name (the code) and these terms (not messages: no catalog need match them).
-language-name = Nederlands
-language-english = Dutch
-language-about = the language of a Salvo rule text
-language-order = 5

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
no-split-furthest = de getekende velden van { $owner } zijn niet te verdelen in rechte schepen die samen de vloot vormen ({ $fleet }): de verste poging plaatste { $laid } en liet { $cells } onbedekt, zonder plek voor { $lacking }
ambiguous-fleet = de tekening van { $owner } is op meer dan één manier in de schepen van de vloot te verdelen: { $first } of { $second }; de eerste wordt gebruikt
ambiguous-fleet-log = de tekening van { $owner } laat meer dan één verdeling in de schepen van de vloot toe die klopt met de antwoorden: { $first } of { $second }; de eerste wordt gebruikt

## The log

after-end = { $numbering ->
    [round] het salvo van { $player } in ronde { $entry } komt na het einde van het spel in ronde { $end } en wordt genegeerd
    [shot] schot { $entry } van { $player } komt na schot { $end } van { $end-player }, waarmee het spel eindigde, en wordt genegeerd
    [move] zet { $entry } van { $player } komt na zet { $end }, waarmee het spel eindigde, en wordt genegeerd
   *[entry] logregel { $entry } van { $player } komt na logregel { $end }, waarmee het spel eindigde, en wordt genegeerd
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
out-of-turn-after-foul = { $player } schoot op { $cells }, maar { $expected } was aan de beurt: { $numbering ->
    [round] { $who } vuurde het salvo van ronde { $previous } buiten de beurt af
    [shot] { $who } vuurde schot { $previous } buiten de beurt af
    [move] { $who } schoot bij zet { $previous } buiten de beurt
   *[entry] { $who } schoot in logregel { $previous } buiten de beurt
    }, en ook daarmee gaat de beurt over
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
violations-moves-note = (zetten genummerd zoals op de bladen van de spelers; de JSON-uitspraak telt logregels vanaf 0)
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
result-destroyed-at = { $winner } wint: { $winner } heeft de vloot van { $loser } { $numbering ->
    [round] in ronde { $entry }
    [shot] met schot { $entry }
    [move] bij zet { $entry }
   *[entry] in logregel { $entry }
    } vernietigd.
result-resigned = { $winner } wint: { $loser } heeft opgegeven.
result-resigned-at = { $winner } wint: { $loser } heeft { $numbering ->
    [round] in ronde { $entry }
    [shot] bij schot { $entry } van { $loser }
    [move] bij zet { $entry }
   *[entry] in logregel { $entry }
    } opgegeven.
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
page-count-note = Zetten zijn genummerd zoals op de bladen van de spelers: { $numbering ->
    [round] per ronde
    [shot] per speler, schot voor schot
   *[move] per zet van het spel
    }. Logregels worden, net als in de JSON-uitspraak en in een link naar een zet (#entry=N), vanaf 0 geteld.
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
batch-footer = Regelnummers beginnen bij 1; zetten zijn genummerd zoals op de bladen van de spelers (per ronde als er met salvo's wordt geschoten, anders per speler, schot voor schot); logregels worden, net als in de JSON-uitspraken, vanaf 0 geteld.
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

## Input errors (a record that cannot be adjudicated; exit status 2)
input-at = { $line }:{ $column }: { $what }
input-at-path = { $line }:{ $column }: bij { $path }: { $what }
input-at-column = kolom { $column }: { $what }
input-at-column-path = kolom { $column }: bij { $path }: { $what }
input-on-paper = { $line }:{ $column }: { $what } (in het JSON-verslag, bij { $path })
input-on-paper-part = { $line }:{ $column }: { $part }: { $what } (in het JSON-verslag, bij { $path })
input-at-line = op regel { $line }: { $what }
input-at-value = bij { $path }: { $what }
input-at-flag = { $flag }: { $what }
input-too-large = het verslag ({ $bytes } bytes) overschrijdt de limiet van { $limit } bytes
input-too-large-unread = het verslag (meer dan 16 MiB) overschrijdt de limiet van { $limit } bytes
input-json-eof = { $detail } (de tekst houdt op voordat de JSON af is)
input-json-trailing = overbodige tekens na het verslag: daar had de tekst moeten eindigen (gebruik --jsonl voor één verslag per regel)
input-json-trailing-one-a-line = overbodige tekens na het verslag: daar had de regel moeten eindigen
input-json = de JSON is niet te lezen: { $detail }
input-json-unknown-field = onbekend veld `{ $found }`, { $count ->
        [0] er zijn hier geen velden
       *[other] verwacht: { $expected }
    }
input-json-unknown-variant = onbekende waarde `{ $found }`, { $count ->
        [0] er zijn hier geen waarden
       *[other] verwacht: { $expected }
    }
input-json-missing-field = het veld `{ $field }` ontbreekt
input-json-duplicate-field = het veld `{ $field }` komt twee keer voor
input-json-invalid-type = ongeldig type: verwacht werd { $expected }, maar er staat { $found }
input-json-invalid-value = ongeldige waarde: verwacht werd { $expected }, maar er staat { $found }
input-json-invalid-length = ongeldige lengte: verwacht werd { $expected }, maar de lijst telt { $found } { $found ->
        [one] element
       *[other] elementen
    }
json-found = { $kind ->
        [boolean] de booleaanse waarde `{ $value }`
        [integer] het gehele getal `{ $value }`
        [float] het kommagetal `{ $value }`
        [string] de string "{ $value }"
        [null] null
        [sequence] een array
        [map] een object
       *[other] { $value }
    }
-json-coordinate = een coördinaat: een letter en een rijnummer vanaf 1, zoals "C4", of [kolom, rij] vanaf 0, zoals [2, 3]
json-expected = { $kind ->
        [string] een string
        [boolean] een booleaanse waarde
        [integer] een geheel getal van { $min } tot en met { $max }
        [sequence] een array
        [map] een object
        [struct] een object
        [coordinate] { -json-coordinate }
        [axis] een kolom- of rijnummer als geheel getal, geteld vanaf 0
        [log] een lijst van logregels
        [names] een lijst van namen
        [fleets] een object met de vloot van elke speler onder de naam van die speler
        [fleet] een lijst van schepen of een getekende vloot {"{"}"grid": [...]{"}"}
        [grid-row] een rij: een string zoals "..##......" of een lijst van 0 en 1
        [ship-cells] een lijst coördinaten of een reeks zoals "B2-E2"
        [target] { -json-coordinate }, of een salvo: een lijst coördinaten
        [element] een kolomnummer als geheel getal (in [kolom, rij]) of { -json-coordinate }
        [hits-by-class] een object met de treffers per scheepstype, zoals {"{"}"cruiser": 2{"}"}
        [hit-count] een aantal treffers: een geheel getal van 0 tot en met { $max }
        [reply] "miss", "hit" of "sunk" als antwoord op één schot, of {"{"}"hits": {"{"}...{"}"}, "sunk": [...]{"}"} als antwoord op een salvo
        [counts-by-class] een object met aantallen per scheepstype
        [class-list] een lijst van scheepstypen
        [name] een naam (een JSON-string)
        [rules] de naam van een regelset ("classic", "salvo", "russian") of een object met regels en een "base"
        [fleet-spec] de naam van een vloot ("standard", "two-destroyers", "russian", "hasbro") of een lijst van scheepstypen
       *[other] { $value }
    }
json-syntax = { $kind ->
        [eof-list] een array is niet afgesloten
        [eof-object] een object is niet afgesloten
        [eof-string] een string is niet afgesloten
        [eof-value] er ontbreekt een waarde
        [expected-colon] hier werd `:` verwacht
        [expected-list-comma-or-end] hier werd `,` of `]` verwacht
        [expected-object-comma-or-end] hier werd `,` of `{"\u007D"}` verwacht
        [expected-ident] hier werd `true`, `false` of `null` verwacht
        [expected-value] hier werd een waarde verwacht
        [expected-double-quote] hier werd `"` verwacht
        [invalid-escape] ongeldige escapereeks in een string
        [invalid-number] ongeldig getal
        [number-out-of-range] het getal valt buiten het bereik
        [invalid-unicode-code-point] ongeldig Unicode-codepunt
        [control-character] een stuurteken (\u0000-\u001F) in een string
        [key-must-be-a-string] een sleutel moet een string zijn
        [lone-leading-surrogate] een losse eerste helft van een surrogaatpaar in een \u-escape
        [trailing-comma] een overbodige komma aan het einde van een array of object
        [trailing-characters] overbodige tekens na de JSON
        [unexpected-end-of-hex-escape] een onvolledige \u-escape
        [recursion-limit-exceeded] arrays en objecten zijn te diep in elkaar genest
       *[other] { $detail }
    }
json-one-of = { $count ->
        [1] { $first }
        [2] { $first } of { $second }
       *[other] een van { $all }
    }

input-file-is-directory = is een map, geen bestand
input-file-cannot-open = kan niet worden geopend: { $why }
input-file-cannot-read = kan niet worden gelezen: { $why }
input-io-not-found = het bestand bestaat niet
input-io-permission-denied = toegang geweigerd
input-io-is-a-directory = het is een map
input-io-not-a-directory = een deel van het pad is geen map
input-io-already-exists = het bestaat al
input-io-storage-full = de schijf is vol
input-io-read-only = het bestandssysteem is alleen-lezen
input-io-broken-pipe = er leest niemand meer (de pipe is gesloten)
input-io-out-of-memory = onvoldoende geheugen
input-io-busy = het bestand is in gebruik door een ander programma
input-io-too-large = het bestand is te groot

## Input errors: JSON records (RecordFault)
-drawing-marks = een scheepsveld is # X x 1 ■ █ * of @, water is . · - ~ _ 0 □ of een spatie, en een letter is de beginletter van een scheepstype
drawing-initial = { $initial } ({ $class })
input-record-not-a-record = verwacht werd een verslag van een spel (een JSON-object met "fleets" en "shots"), maar { $found ->
        [empty] de invoer is leeg
        [array] er staat een array
        [string] er staat een string
        [number] er staat een getal
        [boolean] er staat een booleaanse waarde
        [null] er staat null
       *[char] er staat { $char }
    }
input-record-unreadable = het verslag kon niet worden gelezen
input-record-not-utf8 = verwacht werd tekst in UTF-8
input-record-not-utf8-byte = verwacht werd tekst in UTF-8, maar er staat de byte { $byte }
input-record-not-utf8-utf16 = verwacht werd tekst in UTF-8, maar er staat de byte { $byte } (het bestand is in UTF-16, zoals Kladblok "Unicode" opslaat: sla het op als UTF-8)
input-record-line-too-large = de regel ({ $bytes } bytes) overschrijdt de limiet van { $limit } bytes
input-record-too-many = verwacht werden hoogstens { $max } { $what ->
        [log-entries] logregels
        [log-shots] schoten in alle logregels samen
        [names] namen in een lijst
        [ships] schepen in een vloot
        [ship-cells] velden in een schip
        [volley-shots] schoten in een salvo
        [classes-counted] getelde scheepstypen
       *[row-cells] velden in een rij
    }
input-record-name-too-long = verwacht werd een naam van hoogstens { $max } bytes, maar deze naam is { $bytes } bytes lang
input-record-no-rules = het verslag noemt geen spelregels; voeg "rules": "classic" toe (of salvo, russian, of een object), of geef --rules mee
input-record-unknown-arg = verwacht werd { $arg ->
        [fleet] een vlootnaam (standard, two-destroyers, russian, hasbro) of een JSON-lijst van scheepstypen
       *[rules] een regelset (classic, salvo, russian) of een JSON-object met spelregels
    }, maar er staat { $found }
input-record-argument = { $error }
input-record-board-side = verwacht werd een aantal { $side ->
        [rows] rijen
       *[columns] kolommen
    } van 1 tot en met { $max }, maar er staat { $found }
input-record-empty-fleet = verwacht werd minstens één scheepstype, maar de lijst is leeg
input-record-bad-class = scheepstype { $index } ({ $name }): { $fault ->
        [empty-name] verwacht werd een naam, maar de naam is leeg
        [size] verwacht werd een lengte van 1 tot en met { $max }, maar er staat { $found }
        [zero-count] verwacht werd een aantal van minstens 1, maar er staat 0
       *[salvo] verwacht werd een salvowaarde van hoogstens { $max }
    }
input-record-class-names-alike = twee scheepstypen heten { $first } en { $second }: de namen moeten ook verschillen als je hoofdletters en kleine letters niet onderscheidt
input-record-not-a-player = verwacht werd { $first } of { $second }, maar er staat { $found }
input-record-blank-name = verwacht werd een spelersnaam met minstens één zichtbaar teken, maar er staat { $found }
input-record-player-count = verwacht werden precies twee spelersnamen, maar { $found ->
        [one] er is er { $found }
       *[other] het zijn er { $found }
    }
input-record-same-players = verwacht werden twee verschillende namen, maar { $same ->
        [yes] er staat twee keer { $first }
       *[no] { $first } en { $second } verschillen alleen in hoofdletters en kleine letters
    }
input-record-no-fleet = verwacht werd een vloot voor speler { $player }
input-record-extra-fleet = verwacht werden alleen vloten voor { $first } en { $second }, maar er is er ook een voor { $found }
input-record-fleet-count = verwacht werden de vloten van twee spelers, maar { $found ->
        [one] er is er { $found }
       *[other] het zijn er { $found }
    }
input-record-fleet-twice = de vloot van { $player } komt twee keer voor
input-record-third-fleet = verwacht werden de vloten van twee spelers, maar er is ook een derde, van { $player }
input-record-ship-as-list = verwacht werd een schip als object, zoals {"{"}"ship": "cruiser", "cells": "B2-E2"{"}"}, maar er staat een lijst
input-record-empty-ship = verwacht werd minstens één veld, maar de lijst is leeg
input-record-not-a-range = verwacht werd een reeks van twee coördinaten zoals "B2-E2" of een lijst coördinaten, maar er staat { $found }
input-record-not-a-range-end = verwacht werd een reeks van twee coördinaten zoals "B2-E2", maar { $end } is geen coördinaat zoals "C4"
input-record-not-a-coordinate = verwacht werd een coördinaat: een letter en een rijnummer vanaf 1, zoals "C4", of [kolom, rij] vanaf 0, zoals [2, 3], maar er staat { $found }
input-record-not-an-integer = verwacht werd een kolom- of rijnummer als geheel getal, geteld vanaf 0, maar er staat { $found }{ $whole ->
        [yes] : een getal met decimalen of een exponent, of een getal dat niet in 64 bits past, wordt niet gelezen
       *[no] {""}
    }
input-record-uneven-rows = de rijen van een tekening moeten even lang zijn: rij 1 heeft { $first } { $first ->
        [one] veld
       *[other] velden
    }, rij { $row } heeft er { $cells }
input-record-too-many-rows = verwacht werden hoogstens { $max } rijen in een tekening, maar het zijn er { $found }
input-record-too-many-row-cells = verwacht werden hoogstens { $max } velden in een rij, maar het zijn er { $found }
input-record-mixed-marks = rij { $row }, kolom { $column }: de tekening geeft schepen aan met zowel beginletters van scheepstypen (zoals { $initial }) als scheepstekens zoals #: teken alle schepen op dezelfde manier (een letter die niet de beginletter van een scheepstype is, telt helemaal niet als teken)
input-record-initials-not-marks = verwacht werd een tekening met scheepstekens, maar er staan beginletters van scheepstypen
input-record-not-a-mark = { $mark } is geen geldig teken in een tekening ({ -drawing-marks })
input-record-not-a-bit = verwacht werd 0 of 1, maar er staat { $found }
input-record-in-column = kolom { $column }: { $what }
input-record-shared-initial = { $first } en { $second } hebben dezelfde beginletter { $initial }, dus aan de letter is niet te zien welk schip welk is: teken de schepen met # en laat de typen aan de scheidsrechter over, of som de schepen op
input-record-not-an-initial = { $letter } is geen geldig teken in een tekening ({ -drawing-marks }); de beginletters van de scheepstypen van deze vloot zijn { $initials }
input-record-crooked-initials = de velden { $cells } van het type { $class } vormen samen geen recht schip, en welke schepen van dat type het zijn, valt alleen te raden: som deze schepen op met hun velden
input-record-too-hard-to-split = de tekening is niet binnen { $steps } zoekstappen in schepen te verdelen; som de schepen liever op met hun velden
input-record-splits-unweighed = de tekening is op meer manieren in schepen te verdelen dan de scheidsrechter aan het logboek toetst ({ $weighed } getoetst, en ook de beste daarvan rekent de eigenaar een overtreding aan die bij een niet getoetste verdeling misschien zou vervallen); som de schepen liever op met hun velden
input-record-entry-as-list = verwacht werd een logregel als object, zoals {"{"}"player": "ann", "at": "C4"{"}"}, maar er staat een lijst
input-record-in-forfeit = een logregel met reglementair verlies mag geen "{ $key }" bevatten: in zo'n logregel staat geen schot { $key ->
        [at] (schrijf het schot in een eigen logregel)
       *[other] om op te antwoorden
    }
input-record-forfeit-beside-shot = een logregel met "at", "reply" of "ship" mag geen "forfeit" bevatten: een schot en reglementair verlies staan elk in een eigen logregel
input-record-forfeit-with-reply = een logregel met reglementair verlies mag geen "reply" of "ship" bevatten: in zo'n logregel staat geen schot
input-record-empty-volley = verwacht werd minstens één coördinaat, maar het salvo is leeg
input-record-not-a-pair = verwacht werd [kolom, rij], maar er { $more ->
        [yes] staan meer dan twee gehele getallen
       *[no] staat maar één geheel getal
    }
input-record-class-counted-twice = het type { $class } wordt twee keer geteld (ook als { $twin }): noem elk type maar één keer
input-record-bad-hit-count = verwacht werd een aantal treffers van 0 tot en met { $max }, maar er staat { $found }
input-record-volley-reply-to-shot = verwacht werd "miss", "hit" of "sunk" als antwoord op één schot, maar er staat het antwoordobject van een salvo
input-record-word-reply-to-volley = verwacht werd het antwoord op een salvo, {"{"}"hits": {"{"}...{"}"}, "sunk": [...]{"}"}, bij een lijst schoten, maar er staat een woord
input-record-ship-without-hit = "ship" mag alleen naast het antwoord "hit" of "sunk" op één schot staan
input-record-not-a-class = verwacht werd een scheepstype van de vloot, gespeld zoals in de regels ({ $classes }), maar er staat { $found }

## Input errors: paper logs (LogFault)

log-or = { $init } of { $last }
log-term-words = { $term } { $words }
input-log-mixed-letters = { $line } is geen regel met kolomletters en ook geen rij: er staan { $odd ->
        [latin] Latijnse letters ({ $letters }) tussen de Cyrillische
       *[cyrillic] Cyrillische letters ({ $letters }) tussen de Latijnse
    }, wat gebeurt als je gelijkende letters op het andere toetsenbord typt; schrijf alle kolomletters in één alfabet
input-log-not-column-letters = { $line } is geen regel met kolomletters { $columns ->
        [0] en ook geen rij
        [one] voor { $columns } kolom en ook geen rij
       *[other] voor { $columns } kolommen en ook geen rij
    }: de letter { $letter } is { $script ->
        [latin] een Latijnse letter
        [cyrillic] een Cyrillische letter
       *[other] een letter uit geen van beide alfabetten
    }, maar de reeks { $set ->
        [latin] A B C … (Latijns)
       *[cyrillic] { $letters }
    } { $expected ->
        [latin] heeft op die plek { $wanted } (een Latijnse letter)
        [cyrillic] heeft op die plek { $wanted } (een Cyrillische letter)
       *[none] houdt na de { $matched }e letter op
    }; kolomletters zijn A B C … (Latijns), А Б В Г Д Е Ж З И К of А Б В Г Д Е Ж З И Й, of Р Е С П У Б Л И К А
input-log-not-sheet-language = { $word } is { $langs } voor "{ $term }", maar volgens de kopregel "language" is dit blad in de taal { $declared }: verwacht werd { $expected }
input-log-two-meanings = { $word } heeft twee betekenissen: "{ $term }" in de taal { $lang } en "{ $other-term }" in de taal { $other-lang }; een woord kan maar op één manier gelezen worden, dus geef met een kopregel zoals "language: { $code }" aan in welke taal het blad is, of schrijf een ander woord
input-log-second-language = { $word } is { $langs } voor "{ $term }", maar de woorden van dit blad zijn { $sheet } ({ $first } op { $at-line }:{ $at-column }): een blad gebruikt Engels en één andere taal; schrijf { $expected }, of geef de taal van het blad aan met een kopregel zoals "language: { $code }"
input-log-unknown-language = language: verwacht werd een van de beschikbare talen: { $languages }, maar er staat { $found }
input-log-mixed-digits = een getal is geschreven met cijfers uit twee schriften ({ $first } en { $second }): schrijf elk getal met de cijfers van één schrift
input-log-unknown-class = { $settled ->
        [yes] verwacht werd een scheepstype van de vloot ({ $classes }) (in de taal { $lang }: { $words }), maar er staat { $found }
       *[no] verwacht werd een scheepstype van de vloot ({ $classes }), maar er staat { $found }
    }
input-log-class-of = { $of ->
        [ship] het schip in het antwoord "{ $reply }" op het schot van { $player }
        [hit] een scheepstype dat door het salvo geraakt is
        [sank] een scheepstype dat door het salvo gezonken is
       *[listed] het type van een schip
    }: { $what }
input-log-latin-like-cyrillic = { $cell } is geschreven met de Latijnse letter { $written }, die lijkt op de Cyrillische { $twin } van de kolomletters van dit blad ({ $letters }): { $on-board ->
        [yes] als Latijnse letter is het kolom { $latin-column }
       *[no] als Latijnse letter is het geen kolom van dit raster ({ $upper } zou kolom { $latin-column } zijn, en het raster heeft er { $columns })
    }, en als Cyrillische letter is het kolom { $cyrillic-column } ({ $twin-cell }); schrijf het met de letters die het blad gebruikt
input-log-latin-like-no-column = { $cell } is geschreven met de Latijnse letter { $written }, die lijkt op de Cyrillische { $twin }: als Latijnse letter is het geen kolom van dit raster ({ $upper } zou kolom { $latin-column } zijn, en het raster heeft er { $columns }), en { $twin } is evenmin een van de kolomletters van dit blad ({ $letters }); schrijf het met de letters die het blad gebruikt
input-log-cyrillic-like-latin = { $cell } is geschreven met de Cyrillische letter { $written }, die lijkt op de Latijnse { $twin }: als Cyrillische letter is het kolom { $cyrillic-column }, als Latijnse letter kolom { $latin-column } ({ $twin-cell }), en de andere coördinaten van dit blad zijn in Latijnse letters geschreven; schrijf het met Latijnse letters, of zet de Cyrillische letters boven de kolommen van een raster
input-log-mixed-range = in { $cells } is het ene uiteinde geschreven met de Latijnse letter { $latin } en het andere met de Cyrillische { $cyrillic }: schrijf beide uiteinden met de letters die het blad gebruikt
input-log-two-ways = { $cell } is op dit blad niet als coördinaat te lezen: de rasters geven de kolommen op twee manieren aan ({ $one } en { $other }), dus schrijf coördinaten met Latijnse letters
input-log-not-column-letter = { $cell } is geen coördinaat: { $letter } is geen van de kolomletters van dit blad ({ $cyrillic ->
        [yes] A B C … of { $letters }
       *[no] A B C …, zoals boven de tekeningen
    })
input-log-not-pair = { $cell } is geen paar [kolom,rij] van gehele getallen, geteld vanaf 0: { $detail }
input-log-not-a-cell = { $cell }: verwacht werd een coördinaat: een letter en een rijnummer vanaf 1, zoals "C4", of [kolom, rij] vanaf 0, zoals [2, 3], maar er staat { $cell }
input-log-not-a-log-line = verwacht werd een logregel: eventueel een zetnummer (12.), dan de naam van een speler ({ $first } of { $second }), zoals "{ $example } C4 miss", maar er staat { $found }
input-log-forfeit-reason = verwacht werd een reden na "{ $keyword }": { $reasons }, maar er staat { $found }
input-log-volley-too-long = { $player } vuurt in één salvo meer dan { $max } schoten af; meer kan een verslag niet bevatten
input-log-move = de zet van { $player }: { $what }
input-log-no-cell = verwacht werd het veld waarop geschoten is, zoals C4 of [2,3], of "resigns" of "forfeits REASON", maar er staat { $found }
input-log-no-cell-because = verwacht werd het veld waarop geschoten is, zoals C4 of [2,3], of "resigns" of "forfeits REASON"; { $what }
input-log-only-cells = vóór de dubbele punt van een salvo mogen alleen velden staan, maar er staat { $found }
input-log-volley-reply-after-colon = { $player } vuurde een salvo af: het antwoord hoort na een dubbele punt, zoals "{ $example } A1 B1: cruiser 1" (of "A1 B1: none"), maar er staat { $found }
input-log-no-reply = { $settled ->
        [yes] verwacht werd het antwoord op het schot van { $player }: miss, hit of sunk (bij hit en sunk mag het schip erbij staan: "hit cruiser") (in de taal { $lang }: { $words }), maar er staat { $found }
       *[no] verwacht werd het antwoord op het schot van { $player }: miss, hit of sunk (bij hit en sunk mag het schip erbij staan: "hit cruiser"), maar er staat { $found }
    }
input-log-miss-names-ship = bij een misser hoort geen schip: na "{ $word }" mag niets staan, maar er staat { $found }
input-log-volley-hits = verwacht werden de treffers van het salvo als scheepstype en aantal, zoals "cruiser 2, battleship 1", of "none", maar er staat { $found }
input-log-volley-hits-too-many = de treffers van het salvo noemen meer dan { $max } scheepstypen; meer kan een verslag niet bevatten
input-log-no-sunk = verwacht werden na de puntkomma de schepen die door het salvo gezonken zijn, zoals "; sunk destroyer, submarine", maar er staat { $found }
input-log-empty-class = tussen de komma's in { $list } ontbreekt een scheepstype
input-log-volley-sinks-too-many = het salvo laat meer dan { $max } schepen zinken; meer kan een verslag niet bevatten
input-log-fleet = de vloot van { $owner }: { $what }
input-log-no-ship-cells = verwacht werden de velden van een schip na het type, zoals "cruiser A4-D4" of "torpedo boat J10", maar er staat { $found }
input-log-one-range = verwacht werd voor een schip één reeks (B2-F2) of een lijst velden (G4 G5), maar er staat { $found }
input-log-too-many-ships = de vloot van { $owner } heeft meer dan { $max } schepen; meer kan een vloot niet hebben

## Input errors: paper sheets (SheetFault)
input-sheet-control-character = { $char } is een stuurteken, en dat heeft in een papieren verslag geen betekenis
input-sheet-key-twice = de kop bevat "{ $key }" twee keer: geef elke sleutel maar één keer
input-sheet-header-after-section = de kopregel "{ $key }" staat na een sectie: kopregels horen vóór de eerste sectie met een vloot, schoten of het logboek
input-sheet-unknown-key = { $language ->
    [none] onbekende sleutel { $key } in de kop: de kop kent rules, players, first, numbering en meta, en language voor de taal van het blad (een sectie begint met "NAME fleet:", "NAME shots:" of "log:")
   *[other] onbekende sleutel { $key } in de kop: de kop kent rules, players, first, numbering en meta, en language voor de taal van het blad (een sectie begint met "NAME fleet:", "NAME shots:" of "log:") (in de taal { $language }: { $words })
    }
input-sheet-not-a-header-line = { $language ->
    [none] verwacht werd een kopregel "sleutel: waarde" (rules, players, first, numbering, meta, language) of een sectie ("NAME fleet:", "NAME shots:", "log:"), maar er staat { $line }
   *[other] verwacht werd een kopregel "sleutel: waarde" (rules, players, first, numbering, meta, language) of een sectie ("NAME fleet:", "NAME shots:", "log:") (in de taal { $language }: { $words }), maar er staat { $line }
    }
input-sheet-header-value = { $key }: { $what }
input-sheet-same-players = players: verwacht werden twee verschillende namen, maar { $name } staat er twee keer
input-sheet-not-two-names = players: verwacht werden twee namen gescheiden door een komma, zoals "ann, ben", maar er staat { $found }
input-sheet-unknown-numbering = { $language ->
    [none] numbering: verwacht werd round, player of game, maar er staat { $found }
   *[other] numbering: verwacht werd round, player of game (in de taal { $language }: { $words }), maar er staat { $found }
    }
input-sheet-meta = meta: verwacht werd één JSON-waarde op deze regel: { $detail }
input-sheet-first-not-a-player = first: verwacht werd { $first } of { $second }, maar er staat { $found }
input-sheet-no-rules = het verslag noemt geen spelregels: voeg een kopregel toe zoals "rules: salvo" (of classic, russian, of een JSON-object met spelregels), of geef --rules mee
input-sheet-log-too-long = het logboek telt meer dan { $most } zetten; meer kan een verslag niet bevatten
input-sheet-fleet-too-long = de vloot van { $owner } is langer dan { $lines } regels: een vloot is een lijst van hoogstens { $ships } schepen of een tekening van hoogstens { $rows } rijen
input-sheet-shots-too-long = de schoten van { $owner } beslaan meer dan { $lines } regels: een schotenraster heeft één rij per regel, en hoogstens { $rows } rijen
input-sheet-third-fleet = een vloot van een derde speler ({ $owner }): een spel heeft twee spelers (of noem ze met "players: ann, ben")
input-sheet-fleet-sections = verwacht werd een vlootsectie voor elk van de twee spelers ("ann fleet:" …), maar { $found ->
    [0] er is er geen
    [one] er is er maar één
   *[other] het zijn er { $found }
    }
input-sheet-no-fleet = { $player } heeft geen vlootsectie: verwacht werd een regel "{ $player } fleet:" met de vloot eronder
input-sheet-not-a-player = { $owner } is geen speler: verwacht werd { $first } of { $second }
input-sheet-log-and-grids = het logboek is óf een sectie "log:" óf één raster "NAME shots:" per speler, nooit allebei
input-sheet-second-log = een tweede sectie "log:": schrijf het hele logboek in één sectie
input-sheet-second-fleet = een tweede vlootsectie voor { $player }: elke speler heeft er maar één
input-sheet-second-shots = een tweede schotensectie voor { $player }: elke speler heeft er maar één
input-sheet-move-back = zet { $number } staat na zet { $before } (regel { $line }): de logregels volgen het verloop van het spel, dus de zetnummers mogen niet teruglopen; plaats de regels in de volgorde waarin gespeeld is, of verbeter het nummer
input-sheet-log-shots = in het logboek worden in totaal meer dan { $most } schoten afgevuurd; meer kan een verslag niet bevatten
input-sheet-shots-of-one = de schoten van { $given } staan erin, maar die van { $missing } niet: het logboek is één raster "NAME shots:" per speler (een leeg raster met puntjes voor een speler die niet heeft geschoten)
input-sheet-round-without-salvo = numbering: round nummert salvo's, maar volgens deze spelregels is het één schot per beurt: gebruik player of game
input-sheet-player-with-salvo = numbering: player nummert losse schoten, maar volgens deze spelregels wordt er in salvo's geschoten: gebruik round of game
input-sheet-letters-or-initials = { $line } is te lezen als kolomletters én als een rij schepen, getekend met de beginletters van hun type, en uit de rijen van de tekening blijkt niet welke van de twee het is ({ $rows } rijen met deze regel erbij, terwijl het raster er { $board } heeft): nummer de rijen (1, 2, 3 …), of teken elke rij van het raster
input-sheet-empty-fleet = { $named ->
        [no] de vloot
       *[yes] de vlootsectie van { $owner }
    } is leeg: verwacht werd een tekening van het raster of een lijst schepen zoals "battleship B2-F2"
input-sheet-row-number = { $kind ->
    [later] { $named ->
        [no] de vloot
       *[yes] de vloot van { $owner }
    }, rij { $row }: deze regel heeft nummer { $numbered }, en rij { $row } komt pas later: schrijf de rijen in volgorde
    [missing] { $named ->
        [no] de vloot
       *[yes] de vloot van { $owner }
    }: rij { $row } ontbreekt, deze regel heeft nummer { $numbered }
    [below] { $named ->
        [no] de vloot
       *[yes] de vloot van { $owner }
    }, rij { $row }: deze regel heeft nummer { $numbered }, maar de rij ervoor heeft nummer { $before }
   *[no-number] { $named ->
        [no] de vloot
       *[yes] de vloot van { $owner }
    }, rij { $row }: verwacht werd vooraan het rijnummer { $row }, zoals bij de andere rijen, maar er staat { $found }
    }
input-sheet-mixed-marks = de tekening geeft schepen aan met zowel beginletters van scheepstypen (zoals { $initial }) als scheepstekens (zoals { $mark }): teken alle schepen op dezelfde manier
input-sheet-not-a-mark = { $mark } is geen geldig teken in een tekening: een scheepsveld is # X x 1 ■ █ * of @, water is . · - ~ _ 0 □ of een spatie, en een letter is de beginletter van een scheepstype
input-sheet-not-a-drawn-mark = { $mark } is geen geldig teken in een tekening (een scheepsveld is # X x 1 ■ █ * of @, water is . · - ~ _ 0 □ of een spatie, en een letter is de beginletter van een scheepstype)
input-sheet-row-too-wide = verwacht werden hoogstens { $most } velden in een rij, maar het zijn er { $cells }
input-sheet-unequal-rows = { $ruled ->
    [yes] de rijen van een tekening moeten even lang zijn: rij { $row } heeft { $cells } { $cells ->
        [one] veld
       *[other] velden
    }, maar de rij op regel { $line } heeft er { $width } (een scheidingslijn telt niet als rij als de rijen van het raster zonder die lijn getekend zijn, of genummerd zijn)
   *[no] de rijen van een tekening moeten even lang zijn: rij { $row } heeft { $cells } { $cells ->
        [one] veld
       *[other] velden
    }, maar de rij op regel { $line } heeft er { $width }
    }
input-sheet-drawn-rows = { $kind ->
    [more] { $named ->
        [no] de tekening
       *[yes] de tekening van { $owner }
    } heeft { $rows } { $rows ->
        [one] rij
       *[other] rijen
    }, terwijl het raster er { $board } heeft, en de rijen zijn niet genummerd: welke daarvan de rijen van het raster zijn, valt alleen te raden; teken elke rij van het raster één keer, of nummer de rijen (1, 2, 3 …)
   *[fewer] { $named ->
        [no] de tekening
       *[yes] de tekening van { $owner }
    } heeft { $rows } { $rows ->
        [one] rij
       *[other] rijen
    }, terwijl het raster er { $board } heeft, en de rijen zijn niet genummerd: welke rij ontbreekt, valt alleen te raden; teken elke rij van het raster één keer, of nummer de rijen (1, 2, 3 …)
    }
input-sheet-drawing-too-tall = verwacht werden hoogstens { $most } rijen in een tekening, maar het zijn er { $rows }
input-sheet-letters-for-rows = de kolomletters noemen { $letters } { $letters ->
    [one] kolom
   *[other] kolommen
    }, maar de rijen hebben { $cells } { $cells ->
    [one] veld
   *[other] velden
    }
input-sheet-letters-for-board = de kolomletters noemen { $letters } { $letters ->
    [one] kolom
   *[other] kolommen
    }, maar het raster heeft er { $columns }
input-sheet-ruling-or-row = { $line } is te lezen als scheidingslijn én als een rij water, en uit de regels blijkt niet welke de { $board } rijen van het raster zijn ({ $lines } regels, waarvan er { $may } een scheidingslijn of een rij kunnen zijn): nummer de rijen (1, 2, 3 …), of trek de lijnen die geen rij zijn met = of +
input-sheet-ruling-leaves = { $line } is een scheidingslijn, geen rij, en zonder die lijn heeft de tekening { $rows } { $rows ->
    [one] rij
   *[other] rijen
    }, terwijl het raster er { $board } heeft: teken elke rij van het raster, of nummer de rijen (1, 2, 3 …)
input-sheet-shot-row-missing = { $numbered ->
    [none] de schoten van { $owner }: rij { $row } ontbreekt; op de plaats van die rij staat deze regel
   *[other] de schoten van { $owner }: rij { $row } ontbreekt; op de plaats van die rij staat deze regel, met nummer { $numbered }
    }
input-sheet-shot-rows = de schoten van { $owner }: verwacht werd een raster met de { $board } rijen van het raster, maar het zijn er { $rows }
input-sheet-shot-row-number = { $found ->
    [none] de schoten van { $owner }, rij { $row }: verwacht werd vooraan het rijnummer { $row }, zoals bij de andere rijen, maar er staat niets
   *[other] de schoten van { $owner }, rij { $row }: verwacht werd vooraan het rijnummer { $row }, zoals bij de andere rijen, maar er staat { $found }
    }
input-sheet-shot-row-cells = { $numbered ->
    [yes] de schoten van { $owner }, rij { $row }: verwacht werden { $width } { $width ->
        [one] veld
       *[other] velden
    } na het rijnummer, maar het zijn er { $found }
   *[no] de schoten van { $owner }, rij { $row }: verwacht werden { $width } { $width ->
        [one] veld
       *[other] velden
    }, gescheiden door spaties (een rijnummer vooraan mag, op elke rij of op geen enkele), maar het zijn er { $found }
    }
input-sheet-not-a-shot-cell = de schoten van { $owner }: verwacht werd "." (niet beschoten) of het nummer van een schot, zoals 3, 3x (raak) of 3o (mis), maar er staat { $found }
input-sheet-shot-number = de schoten van { $owner }: verwacht werd een schotnummer van 1 tot en met { $most }, maar er staat { $found }
input-sheet-capital-o = de schoten van { $owner }: `{ $number }O` is te lezen als schot { $number } met het teken voor mis (en op een ander veld staat ook { $number }) of als het getal { $zero }, geschreven met de letter O: schrijf het teken voor mis als een kleine o ({ $number }o), of het getal met een nul
input-sheet-salvo-mark = een teken (x of o) op een Salvo-blad: bij Salvo zegt de verdediger niet welke schoten raak waren, alleen hoeveel treffers elk schip kreeg; schrijf alleen de nummers, of houd de salvo's en hun antwoorden bij in een sectie "log:"
input-sheet-skipped-round = { $whose ->
    [own] het blad van { $player } heeft geen schot met nummer { $number }, maar gaat zelf door tot ronde { $max }: een blad kan geen overgeslagen ronde tonen
   *[other] het blad van { $player } heeft geen schot met nummer { $number }, maar het blad van { $holder } gaat door tot ronde { $max }: een blad kan geen overgeslagen ronde tonen
    }
input-sheet-number-gap = het blad van { $player } heeft geen schot met nummer { $missing }, maar gaat door tot { $found }: bij nummering per speler (player) krijgen de schoten van een speler de nummers 1, 2, 3 … zonder gaten
input-sheet-number-twice = het blad van { $player } heeft het nummer { $number } op { $count } { $count ->
    [one] veld
   *[other] velden
    } ({ $cells }): bij nummering per speler (player) heeft elk schot een eigen nummer (een scoreblad met twee schoten in één beurt gebruikt "numbering: game")
input-sheet-number-on-both = het nummer { $number } staat op beide bladen (dat van { $first } op regel { $first-line }, dat van { $second } op regel { $second-line }): bij nummering per spel (game) heeft elk schot van het spel een eigen nummer
input-sheet-two-fleets = verwacht werd een vloot voor elk van de twee spelers
input-sheet-no-forfeit-reason = { $reason } is geen reden voor reglementair verlies
input-sheet-fires-at-nothing = een logregel vuurt geen schot af en meldt ook geen reglementair verlies
input-sheet-too-many-hits = { $hits } treffers is te veel
input-sheet-lookalike = { $what } (deze { $letter } is de Cyrillische letter, niet de Latijnse { $latin } waar hij op lijkt)
input-sheet-unwritable-name = { $why ->
    [empty] de naam { $name } is leeg; zo is het verslag niet op papier te schrijven
    [spaces] de naam { $name } heeft spaties aan het begin of het eind; zo is het verslag niet op papier te schrijven
    [comma-or-colon] de naam { $name } bevat een komma of een dubbele punt; zo is het verslag niet op papier te schrijven
    [control] de naam { $name } bevat een stuurteken; zo is het verslag niet op papier te schrijven
   *[comment] de naam { $name } bevat //, waarmee commentaar begint; zo is het verslag niet op papier te schrijven
    }
input-sheet-unwritable-class = { $why ->
    [empty-or-spaces] de typenaam { $class } is leeg of heeft spaties aan het begin of het eind; zo is het verslag niet op papier te schrijven
    [punctuation] de typenaam { $class } bevat een komma, een puntkomma, een dubbele punt, // of een stuurteken; zo is het verslag niet op papier te schrijven
    [ends-in-cell] de typenaam { $class } eindigt op een woord dat als veld gelezen wordt; zo is het verslag niet op papier te schrijven
   *[not-in-fleet] de typenaam { $class } is geen scheepstype van de vloot, en een papieren verslag noemt alleen de typen van de vloot (v3); zo is het verslag niet op papier te schrijven
    }
input-sheet-name-prefix = de naam { $long } begint met de naam van de andere speler, { $short }, en een spatie, dus een logregel van { $short } zou gelezen kunnen worden als een logregel van { $long }{ $writing ->
        [yes] ; zo is het verslag niet op papier te schrijven
       *[no] {""}
    }
input-sheet-player-count = verwacht werden precies twee spelers, maar { $found ->
    [one] er is er { $found }
   *[other] het zijn er { $found }
    }
input-sheet-not-one-of = verwacht werd { $first } of { $second }, maar er staat { $found }
input-sheet-no-fleet-for = verwacht werd een vloot voor speler { $player }
input-sheet-ship-without-reply = "ship" mag alleen naast het antwoord "hit" of "sunk" op één schot staan
input-sheet-volley-reply-for-shot = verwacht werd "miss", "hit" of "sunk" als antwoord op één schot, maar er staat het antwoordobject van een salvo
input-sheet-word-reply-for-volley = verwacht werd het antwoord op een salvo, {"{"}"hits": {"{"}...{"}"}, "sunk": [...]{"}"}, bij een lijst schoten, maar er staat een woord
## Flags of broadside check that do not combine

check-text-with-jsonl = --format text toont één spel en is niet te combineren met --jsonl; kies één regel, bijvoorbeeld `sed -n 3p games.jsonl | broadside check --format text`
check-summary-with-format = --summary geeft alleen aantallen, en die kunnen --format github en --format junit niet weergeven: gebruik --format markdown of json samen met --summary

## Generating games (broadside generate): why rules cannot be played by the bots

generate-ship-too-long = de vloot kan niet worden opgesteld: een schip van { $cells ->
    [one] { $cells } veld
   *[other] { $cells } velden
    } past niet op een { $columns }x{ $rows }-raster
generate-fleet-too-big = de vloot kan niet worden opgesteld: de vloot beslaat { $cells ->
    [one] { $cells } veld
   *[other] { $cells } velden
    }, meer dan het { $columns }x{ $rows }-raster telt
generate-no-room = de vloot kan niet worden opgesteld: schepen die elkaar niet mogen aanraken, hebben meer ruimte nodig dan een { $columns }x{ $rows }-raster biedt
generate-no-placement = { $apart ->
        [yes] de vloot kan niet worden opgesteld: geen enkele opstelling van de vloot past op een { $columns }x{ $rows }-raster zonder dat er schepen elkaar aanraken (alle opstellingen zijn geprobeerd)
       *[no] de vloot kan niet worden opgesteld: geen enkele opstelling van de vloot past op een { $columns }x{ $rows }-raster (alle opstellingen zijn geprobeerd)
    }
generate-gave-up = de vloot kan niet worden opgesteld: na { $steps ->
    [one] { $steps } zoekstap
   *[other] { $steps } zoekstappen
    } is geen opstelling gevonden; het zoeken is gestaakt, hoewel er misschien wel een bestaat
generate-zero-salvo = met deze regels kan niet worden gespeeld: schepen van het type { $class } hebben salvowaarde 0, dus een speler met schepen die nog drijven, kan zonder schoten komen te zitten
generate-no-rules = er werd ten minste één set regels verwacht

## The rules listing (broadside rules)

listing-presets = Spelvarianten
listing-presets-note = (`broadside rules NAME` toont er één als JSON-regelobject om te bewerken, met `--format text` in woorden):
# De namen van de vloot ($fleet) en van de beurten ($turns) zoals de JSON van de regels ze schrijft.
listing-preset = raster { $columns }x{ $rows }, vloot { $fleet }, { $touching ->
    [allowed] schepen mogen elkaar aanraken
   *[forbidden] schepen mogen elkaar niet aanraken
    }, beurten: { $turns ->
    [alternate] om de beurt één schot
    [again_on_hit] wie raak schiet, schiet nog eens
   *[salvo] rondes van salvo's
    }
listing-fleets = Vloten
listing-fleets-note = (type lengte xaantal; de salvowaarden gelden als er in salvo's wordt geschoten):
listing-fleet = { $fleet }; salvowaarden { $values }
listing-codes = Codes van regelschendingen
listing-codes-note = (een overtreding beslist het spel: wie de eerste begaat, verliest reglementair; een waarschuwing wordt alleen gemeld):
listing-record-rules = De waarde van "rules" in een verslag is de naam van een spelvariant of een object zoals

## Counts (the Markdown summary of a batch)

count-games = { $games } { $games ->
    [one] spel
   *[other] spellen
    }

## A fleet checked alone whose owner is not named (broadside fleet without --player)

unnamed-player = speler
unnamed-off-board-ship = bij de speler steekt { $ship } buiten het { $columns }x{ $rows }-raster uit
unnamed-bad-shape-range-ends = bij de speler is { $ship } geen rechte lijn zonder gaten: de uiteinden { $a } en { $b } liggen niet in dezelfde rij en ook niet in dezelfde kolom
unnamed-bad-shape-twice = bij de speler is { $ship } geen rechte lijn zonder gaten: { $a } staat er twee keer in
unnamed-bad-shape-not-in-line = bij de speler is { $ship } geen rechte lijn zonder gaten: { $a } en { $b } liggen niet in dezelfde rij en ook niet in dezelfde kolom
unnamed-bad-shape-gap = bij de speler is { $ship } geen rechte lijn zonder gaten: tussen { $a } en { $b } zit een gat
unnamed-overlap = bij de speler liggen { $a } en { $b } allebei op { $cells }
unnamed-touching = bij de speler liggen { $a } en { $b } tegen elkaar aan ({ $a-side } grenst aan { $b-side }), en volgens deze regels mogen schepen elkaar niet aanraken, niet met een zijde en niet met een hoek
unnamed-wrong-fleet-count = de vloot van de speler telt { $found } { $found ->
    [one] schip
   *[other] schepen
    } van het type { $class } met { $size } { $size ->
    [one] veld
   *[other] velden
    }, maar de regels schrijven er { $wanted } voor
unnamed-wrong-fleet-size = bij de speler heeft { $name } ({ $cells }) { $length } { $length ->
    [one] veld
   *[other] velden
    }, maar een { $class } heeft er { $size }
unnamed-wrong-fleet-name = bij de speler heet het schip op { $cells } { $name }, maar dat is geen type uit deze vloot ({ $classes })
unnamed-wrong-fleet-no-size = bij de speler heeft het schip op { $cells } { $length } { $length ->
    [one] veld
   *[other] velden
    }, en geen enkel type in deze vloot heeft die lengte
unnamed-no-split-cell-count = de speler tekende { $drawn } { $drawn ->
    [one] scheepsveld
   *[other] scheepsvelden
    }, maar de schepen van de vloot ({ $fleet }) beslaan er { $wanted }
unnamed-no-split-group = bij de speler is de groep van { $size } { $size ->
    [one] getekend veld
   *[other] getekende velden
    } { $cells } niet te verdelen in rechte schepen van de vloot ({ $fleet })
unnamed-no-split-short-runs = de getekende velden van de speler zijn niet te verdelen in rechte schepen die samen de vloot vormen ({ $fleet }): { $cells } { $count ->
    [one] ligt
   *[other] liggen
    } in geen enkele rechte reeks van { $size } of meer velden, maar de schepen van de vloot die korter zijn dan { $size } velden beslaan samen slechts { $room } { $room ->
    [one] veld
   *[other] velden
    }
unnamed-no-split-long-ships = de getekende velden van de speler zijn niet te verdelen in rechte schepen die samen de vloot vormen ({ $fleet }): de vloot heeft { $ships } { $ships ->
    [one] schip
   *[other] schepen
    } van { $size } of meer velden, maar in de getekende reeksen passen er samen hoogstens { $places }
unnamed-no-split-colours = de getekende velden van de speler zijn niet te verdelen in rechte schepen die samen de vloot vormen ({ $fleet }): gekleurd als een dambord hebben de getekende velden er { $imbalance } meer van de ene kleur dan van de andere, en de vloot heeft { $odd ->
    [0] geen schepen
    [one] één schip
   *[other] { $odd } schepen
    } van oneven lengte, dus dat verschil kan niet ontstaan (een schip van oneven lengte geeft precies één veld verschil, een schip van even lengte geen)
unnamed-no-split-groups = de getekende velden van de speler zijn niet te verdelen in rechte schepen die samen de vloot vormen ({ $fleet }): { $groups }
unnamed-no-split-furthest = de getekende velden van de speler zijn niet te verdelen in rechte schepen die samen de vloot vormen ({ $fleet }): de verste poging plaatste { $laid } en liet { $cells } onbedekt, zonder plek voor { $lacking }
unnamed-ambiguous-fleet = de tekening van de speler is op meer dan één manier in de schepen van de vloot te verdelen: { $first } of { $second }; de eerste wordt gebruikt
unnamed-ambiguous-fleet-log = de tekening van de speler laat meer dan één verdeling in de schepen van de vloot toe die klopt met de antwoorden: { $first } of { $second }; de eerste wordt gebruikt
unnamed-not-listed = nog { $left-out } { $left-out ->
    [one] regelschending
   *[other] regelschendingen
    } wegens { $code } in de opstelling van de speler { $left-out ->
    [one] staat
   *[other] staan
    } niet in de lijst: een uitspraak noemt per speler hoogstens { $max } regelschendingen van dezelfde soort

## The web page: its document's title and the labels only assistive technology reads

web-document-title = broadside: een op papier gespeeld spel controleren
web-sheets = Vellen

## Matches: the placement book (--book) and the records a match resumes (--resume)

match-file-at-line = { $line }: { $what }
match-file-not-utf8 = geen UTF-8-tekst: verwacht werd JSON Lines
book-not-an-entry = verwacht werd een vloot (een lijst schepen of {"{"}"grid": [...]{"}"}), het `fleets`-object met de twee vloten van een verslag, of een volledig verslag
book-not-an-entry-json = verwacht werd een vloot (een lijst schepen of {"{"}"grid": [...]{"}"}), het `fleets`-object met de twee vloten van een verslag, of een volledig verslag: { $detail }
book-fleets-not-an-object = `fleets` van het verslag: verwacht werd een object met twee vloten: { $detail }
book-not-a-pair = verwacht werd een vloot (een lijst schepen of {"{"}"grid": [...]{"}"}), het `fleets`-object met de twee vloten van een verslag, of een volledig verslag, maar er staat een object met { $fields } { $fields ->
        [one] veld
       *[other] velden
    }
book-pair-fleet = { $which ->
        [first] de eerste vloot van het paar: verwacht werd een vloot (een lijst schepen of {"{"}"grid": [...]{"}"}), het `fleets`-object met de twee vloten van een verslag, of een volledig verslag: { $detail }
       *[second] de tweede vloot van het paar: verwacht werd een vloot (een lijst schepen of {"{"}"grid": [...]{"}"}), het `fleets`-object met de twee vloten van een verslag, of een volledig verslag: { $detail }
    }
book-unreadable = een vloot is niet te lezen
book-cannot-place = de scheidsrechter kan de vloten niet opstellen: { $error }
book-not-legal = { $which ->
        [first] de eerste vloot is volgens de regels van de match niet toegestaan: { $foul } ({ $code })
       *[second] de tweede vloot is volgens de regels van de match niet toegestaan: { $foul } ({ $code })
    }
book-empty = het opstellingenboek is leeg: verwacht werd één vloot of één paar vloten per regel
resume-not-a-record = geen verslag van een spel: { $error }
resume-cannot-adjudicate = niet te beoordelen: { $error }
resume-not-a-match-record = geen verslag dat `broadside match` schreef: meta.match ontbreekt
resume-seed = een spel van een andere match: de --seed ervan is { $there }, die van deze match { $here }
resume-past-schedule = een spel van een andere match: spel { $game } ervan valt buiten het schema van deze match, dat { $total } { $total ->
        [one] spel
       *[other] spellen
    } telt
resume-players = een spel van een andere match: in spel { $game } speelt hier { $a } tegen { $b }, daar { $there-a } tegen { $there-b }
resume-program = een spel van een andere match: { $name } is daar niet het programma `{ $command }`
resume-rules = een spel van een andere match: de regels ervan verschillen
resume-book = een spel van een andere match: het opstellingenboek, de volgorde waarin het boek wordt gebruikt of de indeling in paren verschilt
resume-book-contents = een spel van een andere match: de inhoud van het opstellingenboek verschilt: daar { $there ->
        [none] geen SHA-256
       *[other] SHA-256 { $there }
    }, hier SHA-256 { $here }
resume-protocol = een spel van een andere match: daar werd met de bots protocol { $there } gesproken, hier protocol { $here }
resume-protocol-unmarked = een spel van een andere match: daar werd met de bots protocol 1 gesproken (geen `protocol` in meta.match), hier protocol { $here }
resume-max-moves = een spel van een andere match: de zettenlimiet is daar { $there ->
        [none] niet ingesteld
       *[other] { $there }
    }, hier { $here } (--max-moves)
resume-move-time = een spel van een andere match: de tijd per zet van { $name } is daar { $there ->
        [none] niet ingesteld
       *[other] { $there } ms
    }, hier { $here } ms (--move-time)
resume-time-bank = een spel van een andere match: de tijdbank is daar { $there ->
        [none] niet ingesteld
       *[other] { $there-ms }+{ $there-increment } ms
    }, hier { $here ->
        [none] niet ingesteld
       *[other] { $here-ms }+{ $here-increment } ms
    } (--time-bank)
resume-sandbox = een spel van een andere match: de sandbox is daar { $there ->
        [none] niet ingesteld
       *[other] ingesteld op { $there-memory } MB en { $there-processes } { $there-processes ->
            [one] proces
           *[other] processen
        }
    }, hier { $here ->
        [none] niet ingesteld
       *[other] ingesteld op { $here-memory } MB en { $here-processes } { $here-processes ->
            [one] proces
           *[other] processen
        }
    } (--sandbox, --bot-memory, --bot-processes)
resume-cut-short = het logboek van spel { $game } eindigt voordat het spel beslist is, zonder dat een limiet er een eind aan maakte: een afgebroken verslag; verwijder deze regel uit het bestand om het spel opnieuw te spelen
resume-twice = spel { $game } staat twee keer in het bestand

## Waarden op de opdrachtregel en de bots van broadside: --shard, --sprt, broadside bot random|hunt

shard-expected = verwacht werd I/N met 1 ≤ I ≤ N, zoals `2/4`, maar opgegeven is `{ $found }`
sprt-not-key-value = verwacht werd KEY=VALUE (elo0, elo1, alpha, beta, model), maar opgegeven is `{ $word }`
sprt-model = model: verwacht werd logistic of normalized, maar opgegeven is `{ $value }`
sprt-not-a-number = { $key }: verwacht werd een eindig getal, maar opgegeven is `{ $value }`
sprt-elo-out-of-range = { $key }: { $value } Elo valt buiten het bereik: een grens moet tussen -{ $max } en { $max } Elo liggen
sprt-unknown-key = onbekende sleutel `{ $key }`: verwacht werd elo0, elo1, alpha, beta of model
sprt-bounds-missing = elo0=A en elo1=B zijn allebei nodig, bijvoorbeeld `--sprt elo0=0 elo1=10`
sprt-bounds-order = elo1 ({ $elo1 }) moet groter zijn dan elo0 ({ $elo0 })
sprt-rate-range = { $name } ({ $value }) moet groter dan 0 en kleiner dan 1 zijn, bijvoorbeeld { $name }=0.05
sprt-rates-sum = alpha ({ $alpha }) en beta ({ $beta }) moeten samen kleiner dan 1 zijn
bot-cannot-read = de invoer kan niet worden gelezen: { $error }
bot-not-a-message = geen protocolbericht: { $detail }
bot-turn-before-start = een turn-bericht zonder voorafgaand start-bericht
sandbox-cannot-run = kan bubblewrap (`bwrap`) niet starten: { $error }; installeer het (Debian: apt-get install bubblewrap)
sandbox-refused = bubblewrap kan hier geen bot isoleren ({ $status }): { $said }
sandbox-no-message = geen melding
bot-does-not-run = het programma van bot { $name }, `{ $command }`, stopte al in het eerste spel, voordat het iets had gelezen ({ $why }): het programma werkt niet; wat het naar standaardfout schreef:
bot-does-not-run-silent = het programma van bot { $name }, `{ $command }`, stopte al in het eerste spel, voordat het iets had gelezen ({ $why }): het programma werkt niet; het schreef niets naar standaardfout

## Why a bot forfeits (bot check's reports, a match's messages; records keep these in English)

# No answer within the move time, $ms milliseconds.
bot-why-no-answer = geen antwoord binnen { $ms } ms
# No answer within the $ms milliseconds left of its time bank.
bot-why-no-answer-in-bank = geen antwoord binnen de { $ms } ms die nog op de tijdbank stonden
# Its program could not be started: $error why (input-io-*, the system's own words, or
# bot-start-unreadable).
bot-why-could-not-start = het programma kon niet worden gestart: { $error }
# A message could not be written to it: $error why.
bot-why-cannot-write = kan het bericht niet naar de bot schrijven: { $error }
bot-why-input-closed = de invoer van de bot is gesloten
bot-why-closed-input-before-asked = de bot stopte of sloot de invoer voordat er om een antwoord werd gevraagd
bot-why-closed-input = de bot stopte of sloot de invoer
bot-why-stopped-reading = de bot las de invoer niet meer
# It left its input unread for $seconds seconds.
bot-why-input-unread = de bot liet de invoer { $seconds } s lang ongelezen
bot-why-nothing-asked = er was niet om een antwoord gevraagd
bot-why-closed-output = de bot sloot de uitvoer
bot-why-closed-output-before-question = de bot sloot de uitvoer nog voordat de vraag gelezen was
bot-why-exited = de bot stopte
bot-why-exited-before-question = de bot stopte nog voordat de vraag gelezen was
# --bot-memory: $mb its limit in MB.
bot-why-over-memory = de bot overschreed de geheugenlimiet van { $mb } MB (--bot-memory) en werd gestopt
# --bot-processes: $count its limit.
bot-why-over-processes = de bot overschreed de limiet van { $count ->
        [one] { $count } proces of thread
       *[other] { $count } processen en threads
    } (--bot-processes) en werd gestopt
# $why what it did (a bot-why-* sentence), $ended how its process ended (process-*).
bot-why-ended = { $why } ({ $ended })
bot-why-not-utf8 = het antwoord is geen UTF-8-tekst
# $max the longest line a bot may write, in bytes.
bot-why-too-long = het antwoord is langer dan { $max } bytes
bot-why-unowed = een regel op een moment dat er geen antwoord werd verwacht
# $expected the object asked for, as JSON; $detail what the JSON reader found wrong
# (json-at-column).
bot-why-not-the-object = verwacht werd één JSON-object { $expected }: { $detail }
bot-why-not-a-fleet = de vloot is geen lijst van schepen en ook geen tekening: { $detail }
bot-why-not-a-target = "at" is geen coördinaat en ook geen lijst van coördinaten: { $detail }
# The fleet the referee was to play for the bot (a book's) cannot be read.
bot-why-fleet-unreadable = de scheidsrechter kan de vloot niet lezen: { $detail }
# $detail why the referee cannot place it (an input error's sentence).
bot-why-fleet-unplaceable = de scheidsrechter kan de vloot niet opstellen: { $detail }
bot-why-fleet-unplaceable-with-log = de scheidsrechter kan de vloot niet opstellen op een manier die klopt met het logboek van het spel: { $detail }
# What the JSON reader found wrong ($detail, a json-syntax or input-json-* sentence) at $column of
# the line.
json-at-column = { $detail } (kolom { $column })
# Under root, a file or folder of the bot's own ($path) that the user it runs as cannot read:
# $mode its permission bits (octal), $owner its owner's user id, $uid the bot's user id.
bot-start-unreadable = { $path } (rechten { $mode }, uid { $owner }) is niet leesbaar voor de gebruiker waaronder de geïsoleerde bot draait (uid { $uid }): onder root draait een bot als de eigenaar van de map van de bot, of als nobody wanneer die eigenaar root is; maak een gebruiker eigenaar van de map (chown -R USER { $path }) of maak de map leesbaar voor iedereen (chmod -R o+rX { $path })
# How a process ended: its exit code $code.
process-exit-code = exitcode { $code }
# Ended by signal number $signal, $name its name (SIGKILL).
process-signal = beëindigd door signaal { $signal } ({ $name })
# Ended, how not known.
process-ended = beëindigd

## The command line: a flag's value, and what clap refuses (in English, clap's own frame)
# Written as "broadside: --flag: " and the reason, or "broadside: " and the sentence, then
# cli-help on a line of its own. Values and options come quoted, in backquotes. --help stays
# English in every language.

# --faults, --blunders: not a number from 0 to 1.
flag-share = verwacht werd een getal van 0 tot en met 1, maar opgegeven is { $found }
# A count (--games, --jobs, --max-moves …) that is not a whole number from $min to $max.
flag-count = verwacht werd een geheel getal van { $min } tot en met { $max }, maar opgegeven is { $found }
# As flag-count, with no most.
flag-count-at-least = verwacht werd een geheel getal van minstens { $min }, maar opgegeven is { $found }
# --move-time, --time-bank: not a number of milliseconds of at least 1.
flag-millis = verwacht werd een aantal milliseconden van minstens 1, maar opgegeven is { $found }
# --time-bank: not MS+INC.
flag-time-bank = verwacht werd MS+INC in milliseconden, zoals `10000+100`, maar opgegeven is { $found }
# --lang: no catalog has this code; $codes the codes, each with its language's name.
flag-lang = verwacht werd een taalcode, maar opgegeven is { $found }; beschikbaar zijn: { $codes }
# --player: an empty name.
flag-no-name = verwacht werd een spelersnaam, maar de naam is leeg
# --player: a name longer than $max bytes ($bytes).
flag-long-name = verwacht werd een naam van hoogstens { $max } bytes, maar deze naam is { $bytes } bytes lang
# --bot: no "=" in the value.
bot-arg-no-equals = verwacht werd NAME=COMMAND, zoals `alpha=./my-bot --fast`, maar opgegeven is { $found }
# --bot: nothing before the "=".
bot-arg-no-name = in { $found } staat vóór `=` geen naam voor de bot
# --bot: the command has an unterminated quote or a trailing backslash.
bot-arg-unsplittable = de opdracht van { $name } is niet in woorden te splitsen: { $command } bevat een aanhalingsteken dat niet gesloten wordt, of eindigt op een backslash
# --bot: nothing after the "=".
bot-arg-empty = de bot { $name } heeft een lege opdracht
# A value clap cannot read for $flag (the flag, or <ARGUMENT> for one without a flag).
cli-invalid-value = { $flag }: { $found } is niet te lezen
# A value that is none of the flag's choices: $choices the choices, quoted, as a list.
cli-value-not-a-choice = { $flag }: verwacht werd een van { $choices }, maar opgegeven is { $found }
# A flag given without its value.
cli-value-missing = { $flag } heeft een waarde nodig
# An option no command has.
cli-unknown-option = onbekende optie { $found }
cli-extra-argument = één argument te veel: { $found }
# As cli-unknown-option, with the option it is most like.
cli-unknown-option-suggested = onbekende optie { $found }; bedoel je { $suggested }?
# A subcommand broadside does not have.
cli-unknown-command = onbekende opdracht { $found }
# As cli-unknown-command, with the command it is most like.
cli-unknown-command-suggested = onbekende opdracht { $found }; bedoel je { $suggested }?
# Required options or arguments not given: $missing them as a list, $count how many.
cli-missing = { $count ->
        [one] { $missing } is verplicht, maar ontbreekt
       *[other] { $missing } zijn verplicht, maar ontbreken
    }
# A command that needs a subcommand, given none: $command it, $choices its subcommands.
cli-missing-command = { $command } heeft een van deze subopdrachten nodig: { $choices }
# Two options that cannot be given together.
cli-conflict = { $flag } is niet te combineren met { $other }
# An option given more than once that is taken once.
cli-repeated = { $flag } is meer dan één keer opgegeven
# An option whose value must follow "=".
cli-no-equals = bij { $flag } komt de waarde na `=`
# A value given where none (or no more) is taken.
cli-too-many-values = bij { $flag } hoort de waarde { $found } niet
# An argument that is not UTF-8 text.
cli-not-utf8 = een argument is geen UTF-8-tekst
# Another refusal of the command line.
cli-refused = de opdrachtregel is niet te lezen
# The line after every refusal: $command the command run (broadside, broadside check …).
cli-help = Voer `{ $command } --help` uit voor de opties en voorbeelden (in het Engels).
# broadside rules NAME: no preset or fleet has this name; $presets and $fleets their names.
rules-unknown-name = verwacht werd een spelvariant ({ $presets }), een vlootnaam ({ $fleets }) of een JSON-object met spelregels, maar opgegeven is { $found }
# The output cannot be written: $error why (input-io-* or the system's own words).
cannot-write-output = kan de uitvoer niet schrijven: { $error }
# check --jsonl cannot start a thread: $error why.
cannot-start-thread = kan geen thread starten om de invoerregels te controleren: { $error }

## CI formats (github, junit, markdown)

ci-game = { $a } tegen { $b }
ci-github-violation-entry = { $game }, logregel { $entry }: { $message }
ci-github-violation = { $game }: { $message }
ci-github-unfinished = { $game }: het spel is niet uitgespeeld (het logboek eindigt terwijl beide vloten nog drijven), en daardoor faalt het met --strict
ci-github-left-out = { $count ->
    [one] Nog { $count } overtreding, waarschuwing of invoerfout is niet als annotatie getoond
   *[other] Nog { $count } overtredingen, waarschuwingen en invoerfouten zijn niet als annotatie getoond
    } (GitHub toont per stap { $shown } foutannotaties en { $shown } waarschuwingsannotaties): { $codes }
ci-junit-strict-fails = { $result } (faalt door --strict)
ci-junit-line = regel { $line } van de invoer
ci-junit-violation-entry = { $severity ->
    [foul] overtreding
   *[warning] waarschuwing
    } { $code } door { $player } in logregel { $entry }: { $message }
ci-junit-violation-entry-cells = { $severity ->
    [foul] overtreding
   *[warning] waarschuwing
    } { $code } door { $player } in logregel { $entry } ({ $cells }): { $message }
ci-junit-violation-placement = { $severity ->
    [foul] overtreding
   *[warning] waarschuwing
    } { $code } door { $player } in de opstelling: { $message }
ci-junit-violation-placement-cells = { $severity ->
    [foul] overtreding
   *[warning] waarschuwing
    } { $code } door { $player } in de opstelling ({ $cells }): { $message }
ci-junit-warnings = { $game }, geslaagd met waarschuwingen:
ci-junit-warnings-line = { $game } (regel { $line }), geslaagd met waarschuwingen:
ci-md-heading = broadside: { $games } { $games ->
    [one] spel
   *[other] spellen
    } uit { $name }
ci-md-pass = **Geen enkel spel faalt**.
ci-md-pass-strict = **Geen enkel spel faalt** (--strict: een spel faalt ook bij een waarschuwing of als het niet is uitgespeeld).
ci-md-fail = **{ $failing } van de { $games } spellen { $failing ->
    [one] faalt
   *[other] falen
    }**{ $errors ->
    [0] {""}
    [one] , en { $errors } regel kon niet worden beoordeeld
   *[other] , en { $errors } regels konden niet worden beoordeeld
    }.
ci-md-fail-strict = **{ $failing } van de { $games } spellen { $failing ->
    [one] faalt
   *[other] falen
    }** (--strict: een spel faalt ook bij een waarschuwing of als het niet is uitgespeeld){ $errors ->
    [0] {""}
    [one] , en { $errors } regel kon niet worden beoordeeld
   *[other] , en { $errors } regels konden niet worden beoordeeld
    }.
ci-md-cell-outcome = uitslag
ci-md-cell-games = spellen
ci-md-outcome-won = gewonnen
ci-md-outcome-drawn = gelijkspel
ci-md-outcome-unfinished = niet uitgespeeld
ci-md-outcome-double-forfeit = beide reglementair verloren
ci-md-outcome-failing = gefaald
ci-md-outcome-not-adjudicated = niet beoordeelde regels
ci-md-fouls-by-code = Overtredingen per code
ci-md-warnings-by-code = Waarschuwingen per code
ci-md-no-fouls = Geen overtredingen.
ci-md-no-warnings = Geen waarschuwingen.
ci-md-cell-code = code
ci-md-cell-fouls = overtredingen
ci-md-cell-warnings = waarschuwingen
ci-md-cell-meaning = betekenis
ci-md-first-fouls = Eerste overtredingen
ci-md-cell-line = regel
ci-md-cell-game = spel
ci-md-cell-player = speler
ci-md-cell-entry = logregel
ci-md-cell-message = melding
ci-md-entry-placement = opstelling
ci-md-lines-not-adjudicated = Niet beoordeelde regels
ci-md-cell-error = fout
ci-md-more-fouls = … en nog { $count ->
    [one] { $count } overtreding
   *[other] { $count } overtredingen
    } die hier niet staan: de { $shown } hierboven zijn de eerste.
ci-md-more-errors = … en nog { $count ->
    [one] { $count } fout
   *[other] { $count } fouten
    } die hier niet staan: de { $shown } hierboven zijn de eerste.
ci-md-left-fouls = { $count ->
    [one] { $count } overtreding uit de lijst
   *[other] { $count } overtredingen uit de lijst
    }
ci-md-left-errors = { $count ->
    [one] { $count } fout uit de lijst
   *[other] { $count } fouten uit de lijst
    }
ci-md-left-players = { $count ->
    [one] { $count } speler uit de stand
   *[other] { $count } spelers uit de stand
    }
ci-md-left-pairs = { $count ->
    [one] { $count } paar uit de stand
   *[other] { $count } paren uit de stand
    }
ci-md-left-out = **Weggelaten** om deze samenvatting onder 1 MiB te houden (de limiet van GitHub): { $list }. `broadside check --jsonl --summary` bevat alle spelers en paren, en `broadside check --jsonl` alle overtredingen.
ci-md-error-lines = Niet beoordeelde regels: { $lines }.
ci-md-standings = Stand
ci-md-standings-note = Een overwinning levert 1 punt op, een gelijkspel of een niet uitgespeeld spel ½ voor elke speler; als beide spelers reglementair verliezen, wordt het 0-0 en telt het spel niet mee voor de Elo. Elo is het verschil ten opzichte van de tegenstanders waartegen gespeeld is, met het 95%-betrouwbaarheidsinterval.
ci-md-cell-wins = gewonnen
ci-md-cell-losses = verloren
ci-md-cell-draws = gelijk
ci-md-cell-unfinished = niet uitgespeeld
ci-md-cell-double-forfeits = beide reglementair verloren
ci-md-cell-score = punten
ci-md-cell-elo = Elo
ci-md-cell-forfeits = reglementair verloren
ci-md-pairs = Paren
ci-md-pairs-note = Elk paar gezien vanuit de eerste speler.
ci-md-cell-pair = paar
ci-md-elo-all-won = geen (alle spellen gewonnen)
ci-md-elo-all-lost = geen (alle spellen verloren)
ci-md-footer = broadside { $version }: logregels worden geteld vanaf 0, regels vanaf 1.

## Matches between bots

elo-unbounded = { $elo } (interval onbegrensd)
elo-all-won = { $elo } (alle spellen gewonnen)
elo-all-lost = { $elo } (alle spellen verloren)
match-standings-bot = bot
match-standings-header = { $bot }  gesp.   gew.  verl. gelijk   onaf    0-0 punten      elo   reglementair verloren
match-standings-pair = { $a } tegen { $b }:
match-pairs-line = { $a } tegen { $b }, spelparen: { $pairs } ({ $counts })  elo { $elo }
match-sprt-test = H0 { $a } { $elo0 } Elo boven { $b }, H1 { $elo1 } ({ $model } Elo), α = { $alpha }, β = { $beta }
match-sprt-decided = { $accepted } aangenomen bij α = { $alpha }, β = { $beta }: de uitslagen pleiten sterk genoeg voor { $accepted } ({ $a } { $bound } { $model } Elo boven { $b }) en tegen { $other } ({ $against }) om te stoppen; als { $other } klopt, neemt een test als deze in hoogstens { $error } van de matches { $accepted } aan. De test meet geen verschil: dat wordt geschat in de Elo-regel hierboven.
match-sprt-undecided = geen beslissing: de LLR bleef tussen de grenzen
match-sprt-line = SPRT: { $test }
match-sprt-state-games = { $model } Elo { $elo }, LLR { $llr } ({ $lower }, { $upper }) na { $count ->
    [one] { $count } spel
   *[other] { $count } spellen
    }
match-sprt-state-pairs = { $model } Elo { $elo }, LLR { $llr } ({ $lower }, { $upper }) na { $count ->
    [one] { $count } spelpaar
   *[other] { $count } spelparen
    }
match-progress = spel { $done }/{ $total }  { $result }  { $scores }  { $rate } spellen/s
match-beat-fleet = { $winner } wint van { $loser } (vloot vernietigd)
match-beat-foul = { $winner } wint van { $loser } ({ $foul } door { $loser })
match-beat-forfeit = { $winner } wint van { $loser } (reglementair)
match-drawn = { $a } en { $b }: gelijkspel
match-unfinished = { $a } en { $b }: niet uitgespeeld
match-double-forfeit = { $a } en { $b }: beide reglementair verloren
match-interrupted = onderbroken door { $signal }: { $written } van de { $total } spellen uitgespeeld en weggeschreven
match-resume-cut-short = --resume: de laatste regel van het bestand was afgebroken; die is verwijderd en het spel ervan wordt opnieuw gespeeld
match-error-two-bots = --bot: een match heeft minstens twee bots nodig
match-error-name-too-long = de naam { $name } is { $bytes } bytes lang; de naam van een speler mag hoogstens { $max } bytes lang zijn
match-error-name-twice = de naam { $name } is twee keer opgegeven
match-error-names-alike = de namen { $a } en { $b } zijn gelijk als je hoofdletters en kleine letters niet onderscheidt, en zo worden namen in verslagen vergeleken
match-error-no-such-bot = er is geen bot met de naam { $name }
match-error-gauntlet = er is geen bot met de naam { $name }; de bots zijn { $bots }
match-error-gauntlet-near = er is geen bot met de naam { $name } (bedoel je { $near }? een naam moet precies zo gespeld worden); de bots zijn { $bots }
match-error-sprt-shard = --sprt: een shard speelt een deel van het schema; voer de test uit op de verslagen van alle shards samen
match-error-sprt-two-bots = --sprt: een test vergelijkt twee bots; geef er precies twee op
match-error-pairs-odd = --pairs speelt de spellen in paren: --games moet even zijn, maar is { $games }
match-error-cannot-write = { $option } { $path }: kan niet schrijven: { $error }
match-error-report-format = --report: onbekend formaat { $format }; verwacht werd github, junit of markdown, bijvoorbeeld `--report junit junit.xml`
match-error-standings-in-bot-folder = --standings { $path }: dit bestand staat in { $folder }, de map van bot { $bot }, en die bot kan het onder --sandbox zien (een bestand dat om de --standings-every spellen opnieuw wordt geschreven, valt daar niet te verbergen): schrijf het naar een andere map
match-error-signals = kan onderbrekingen niet afhandelen: { $error }
match-error-cannot-start = --bot { $name }: kan `{ $command }` niet starten: { $error }
match-error-resume-cut = --resume { $path }: kan de afgebroken laatste regel niet verwijderen: { $error }
match-warning-orphans = waarschuwing: kan de weesprocessen van de bots niet adopteren ({ $error }); een proces dat de sessie van de bot verlaat, kan na de match blijven draaien
botcheck-heading = { $command } wordt gecontroleerd met { $games ->
    [one] { $games } spel
   *[other] { $games } spellen
    } in één run tegen `broadside bot hunt`, { $ms } ms per zet:
botcheck-rules-custom = eigen regels (8 kolommen, 12 rijen, hasbro-vloot, na raak nog eens schieten)
botcheck-game-first = spel { $game }, { $rules }, de bot begint: { $result }
botcheck-game-second = spel { $game }, { $rules }, de bot speelt als tweede: { $result }
botcheck-ok-won = in orde, de bot won na { $turns ->
    [one] { $turns } beantwoorde beurt
   *[other] { $turns } beantwoorde beurten
    }
botcheck-ok-lost = in orde, de bot verloor na { $turns ->
    [one] { $turns } beantwoorde beurt
   *[other] { $turns } beantwoorde beurten
    }
botcheck-ok-no-winner = in orde, geen winnaar na { $turns ->
    [one] { $turns } beantwoorde beurt
   *[other] { $turns } beantwoorde beurten
    }
botcheck-problems = { $problems ->
    [one] { $problems } probleem
   *[other] { $problems } problemen
    }
botcheck-late = te laat: binnen { $ms } ms geen antwoord op { $asked ->
    [fleet] de vraag om de vloot (`start`)
   *[shot] de vraag om schot nummer { $shot } (`turn`)
    } (`timeout`)
botcheck-late-first = te laat: binnen { $ms } ms (plus { $grace } s extra voor het eerste antwoord van een net gestarte bot) geen antwoord op { $asked ->
    [fleet] de vraag om de vloot (`start`)
   *[shot] de vraag om schot nummer { $shot } (`turn`)
    } (`timeout`)
botcheck-crashed = gecrasht bij de vraag om { $asked ->
    [fleet] de vloot (`start`)
   *[shot] schot nummer { $shot } (`turn`)
    }: { $why } (`crashed`)
botcheck-not-json = ongeldig bericht bij de vraag om { $asked ->
    [fleet] de vloot (`start`)
   *[shot] schot nummer { $shot } (`turn`)
    }: de bot printte een regel die geen JSON is: { $said }. De standaarduitvoer is alleen voor de berichten van het protocol, één JSON-object per regel: schrijf debuguitvoer naar standaardfout (`illegal_message`)
botcheck-illegal = ongeldig bericht bij de vraag om { $asked ->
    [fleet] de vloot (`start`)
   *[shot] schot nummer { $shot } (`turn`)
    }: { $why }; de bot schreef { $said } (`illegal_message`)
botcheck-flush-hint = in dit spel schreef de bot helemaal niets: als de bot de antwoorden print, wordt de standaarduitvoer misschien niet geflusht, en bij een pipe blijft die in een buffer staan; flush na elke regel (`print(..., flush=True)` in Python, `fflush(stdout)` in C, `System.out.flush()` in Java, `io::stdout().flush()` in Rust)
botcheck-stderr = de standaardfout van de bot: { $line }
botcheck-foul = overtreding `{ $code }` in { $where ->
    [fleet] de opstelling van de vloot
   *[entry] logregel { $entry }
    }: { $message }
botcheck-warning = opmerking: waarschuwing `{ $code }` in { $where ->
    [fleet] de opstelling van de vloot
   *[entry] logregel { $entry }
    }: { $message }
botcheck-short = { $volleys ->
    [one] een salvo dat minder schoten telde dan het had moeten tellen
   *[other] { $volleys } salvo's die minder schoten telden dan ze hadden moeten tellen, het eerste
    } in { $where ->
    [fleet] de opstelling van de vloot
   *[entry] logregel { $entry }
    }: { $message }; bij beurten met salvo's worden in elke beurt alle toegestane schoten afgevuurd: de `allowance` uit het `turn`-bericht (`too_few_shots`)
botcheck-note-opponent-forfeited = opmerking: de tegenstander verloor dit spel reglementair; dat zegt niets over de bot
botcheck-note-restarted = opmerking: de bot werd voor dit spel opnieuw gestart (de bot was na het vorige spel gestopt); dat mag, maar een bot kan alle spellen van een match in één run spelen
botcheck-complies = De bot voldoet: in elk spel beantwoordde de bot `start` met een vloot en elke `turn` met schoten, steeds op tijd, nam `shot` en `end` aan zonder te antwoorden en speelde spel na spel in één run.
botcheck-does-not-comply = De bot voldoet niet: { $problems ->
    [one] { $problems } probleem
   *[other] { $problems } problemen
    }, zie hierboven.
botcheck-error-cannot-start = kan { $command } niet starten: { $error }
botcheck-error-no-opponent = kan dit programma niet vinden om het als tegenstander te laten spelen: { $error }
