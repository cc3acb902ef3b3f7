# Ang mga salita ng broadside para sa mga tao, sa Tagalog: bawat pangungusap ng isang hatol.
#
# Isang mensahe, isang pangungusap. Mga variable: mga pangalan ng manlalaro ($owner, $player,
# $shooter, $expected, …) gaya ng pagkakasulat sa talaan, mga kahon ($cells, $at, $a, $b) na
# nakapangalan na sa mga titik ng papel, mga listahang pinagdugtong na ng mga mensaheng list-*,
# at mga bilang.
#
# Ang isang galaw ng talaan ay pinapangalanan ayon sa $numbering: "entry" para sa hatol na JSON, na
# binabasa ng mga script (ang tala, binibilang mula 0); para sa tao, gaya ng pagbilang ng papel ng
# mga manlalaro: "round" (ang ikot, sa salvo), "shot" (ang sariling tira ng tumira) o "move" (ang
# galaw ng laro), binibilang mula 1. Hawak ng mga variable ng galaw ($entry, $end, $opened,
# $previous, $first, $last) ang numero nito; pinapangalanan ng $end-player at $shooter ang tumira.
#
# Mga bilang bago ang pangngalan: sinusunod ang CLDR ng Tagalog. Ang [one] ay ang mga bilang na
# binabasa nang may -ng (isang, dalawang, limang, sampung…), ang [other] ay ang nagtatapos sa
# 4, 6 o 9 (apat na, anim na, siyam na…), kaya "5 tira" pero "4 na tira".

## Mga listahan

# Sa pagitan ng mga aytem ng listahan, maliban sa huling dalawa.
list-comma = {", "}
# Ang huling dalawang aytem ng listahan.
list-and = { $init } at { $last }
# Listahang pinaikli: ang mga ipinakita, at ilan pa.
list-more = { $shown } at { $more } pa
# Listahang walang laman.
list-nothing = wala
# Sa pagitan ng mga paraan ng paghahati ng isang pangkat ng kahon.
list-or = {", o "}
# Sa pagitan ng mga paliwanag para sa ilang pangkat ng kahon.
list-semicolon = {"; "}

## Mga barko

# Barkong may pangalan ng uri, at ang mga kahon nito.
ship-named = { $name } ({ $cells })
# Barkong walang pangalan at walang uri, at ang mga kahon nito.
ship-unnamed = barkong { $cells }
# Isang uri sa plota: pangalan at haba (at ilan, kapag higit sa isa).
fleet-class = { $count ->
    [1] { $name } { $size }
   *[other] { $name } { $size } ×{ $count }
}
# Mga barko ng iisang haba sa paliwanag ng iginuhit: ang uri, kapag iisang uri ang may ganoong haba.
sized-class = { $n ->
    [1] { $class } ({ $size })
   *[other] { $class } ({ $size }) ×{ $n }
}
sized-ship = { $n ->
    [1] barkong may { $size ->
        [one] { $size } kahon
       *[other] { $size } na kahon
        }
   *[other] barkong may { $size ->
        [one] { $size } kahon
       *[other] { $size } na kahon
        } ×{ $n }
}

## Paglalagay ng mga barko (walang tala)

off-board-ship = lumalampas sa { $columns }x{ $rows } na grid ang { $ship } ni { $owner }
bad-shape-range-ends = hindi tuwid at tuloy-tuloy na linya ang { $ship } ni { $owner }: ang mga dulo nitong { $a } at { $b } ay wala sa iisang hilera at wala rin sa iisang hanay
bad-shape-twice = hindi tuwid at tuloy-tuloy na linya ang { $ship } ni { $owner }: nakalista nang dalawang beses ang { $a }
bad-shape-not-in-line = hindi tuwid at tuloy-tuloy na linya ang { $ship } ni { $owner }: ang { $a } at { $b } ay wala sa iisang hilera at wala rin sa iisang hanay
bad-shape-gap = hindi tuwid at tuloy-tuloy na linya ang { $ship } ni { $owner }: may puwang sa pagitan ng { $a } at { $b }
overlap = magkapatong ang { $a } at { $b } ni { $owner } sa { $cells }
touching = magkadikit ang { $a } at { $b } ni { $owner } ({ $a-side } katabi ng { $b-side }), at ipinagbabawal ng mga panuntunang ito na magdikit ang mga barko, sa gilid man o sa kanto
wrong-fleet-count = may { $found ->
    [one] { $found } { $class }
   *[other] { $found } na { $class }
    } na tig-{ $size ->
    [one] { $size } kahon
   *[other] { $size } na kahon
    } ang plota ni { $owner }, pero { $wanted } ang hinihingi ng mga panuntunan
wrong-fleet-size = may { $length ->
    [one] { $length } kahon
   *[other] { $length } na kahon
    } ang { $name } ({ $cells }) ni { $owner }, pero { $size ->
    [one] { $size } kahon
   *[other] { $size } na kahon
    } ang haba ng isang { $class }
wrong-fleet-name = tinawag na { $name } ang barkong { $cells } ni { $owner }, pero walang ganoong uri sa plotang ito ({ $classes })
wrong-fleet-no-size = may { $length ->
    [one] { $length } kahon
   *[other] { $length } na kahon
    } ang barkong { $cells } ni { $owner }, at walang uri sa plotang ito na ganoon kahaba

## Mga iginuhit na plota

no-split-cell-count = nagmarka si { $owner } ng { $drawn ->
    [one] { $drawn } kahon
   *[other] { $drawn } na kahon
    } para sa mga barko, pero { $wanted ->
    [one] { $wanted } kahon
   *[other] { $wanted } na kahon
    } ang sinasakop ng mga barko ng plota ({ $fleet })
no-split-group = hindi mahahati sa mga tuwid na barko ng plota ({ $fleet }) ang pangkat ni { $owner } na { $size ->
    [one] { $size } minarkahang kahon
   *[other] { $size } na minarkahang kahon
    } ({ $cells })
no-split-short-runs = hindi mahahati ang mga minarkahang kahon ni { $owner } sa mga tuwid na barkong bubuo sa plota ({ $fleet }): { $count ->
    [1] ang kahong { $cells } ay wala
   *[other] ang mga kahong { $cells } ay wala
    } sa anumang tuwid na linya ng { $size } o higit pang kahon, pero { $room ->
    [one] { $room } kahon
   *[other] { $room } na kahon
    } lang ang kayang sakupin ng mga barko ng plota na mas maikli sa { $size }
no-split-long-ships = hindi mahahati ang mga minarkahang kahon ni { $owner } sa mga tuwid na barkong bubuo sa plota ({ $fleet }): sa plota, { $ships ->
    [one] { $ships } barko
   *[other] { $ships } na barko
    } ang may { $size ->
    [one] { $size } kahon
   *[other] { $size } na kahon
    } o higit pa, pero sa mga tuwid na linya ng minarkahang kahon, hanggang { $places ->
    [one] { $places } ganoong barko
   *[other] { $places } na ganoong barko
    } lang ang kasya nang magkakatabi
no-split-colours = hindi mahahati ang mga minarkahang kahon ni { $owner } sa mga tuwid na barkong bubuo sa plota ({ $fleet }): kapag kinulayan na parang tablero ng dama, lamang nang { $imbalance } ang mga kahon ng isang kulay sa mga kahon ng kabilang kulay, at hindi ito kayang bawiin ng { $odd ->
    [one] { $odd } barko
   *[other] { $odd } na barko
    } ng plota na gansal ang haba (tig-iisa lang ang nababawi ng bawat isa)
no-split-groups = hindi mahahati ang mga minarkahang kahon ni { $owner } sa mga tuwid na barkong bubuo sa plota ({ $fleet }): { $groups }
# Isang pangkat ng minarkahang kahon, sa no-split-groups: laki nito, unang kahon, at ang mga puwedeng kombinasyon ng barko.
group-can-only-be = ang { $size ->
    [one] { $size } kahon
   *[other] { $size } na kahon
    } mula sa { $first } ay puwede lamang maging { $mixes }
no-split-furthest = hindi mahahati ang mga minarkahang kahon ni { $owner } sa mga tuwid na barkong bubuo sa plota ({ $fleet }): ang pinakamalayong naabot ng paghahanap ay { $laid }, kaya naiwang walang barko ang { $cells } at hindi nailagay ang { $lacking }
ambiguous-fleet = mahahati sa mga barko ng plota ang mga minarkahang kahon ni { $owner } sa higit sa isang paraan: { $first } o { $second }; ang una ang ginamit
ambiguous-fleet-log = mahahati sa mga barko ng plota ang mga minarkahang kahon ni { $owner } sa higit sa isang paraang tugma sa mga sagot: { $first } o { $second }; ang una ang ginamit

## Ang talaan

after-end = { $numbering ->
    [round] dumating ang salvo ni { $player } sa ikot { $entry } matapos magwakas ang laro sa ikot { $end }; binalewala ito
    [shot] dumating ang tira { $entry } ni { $player } matapos magwakas ang laro sa tira { $end } ni { $end-player }; binalewala ito
    [move] dumating ang galaw { $entry } ni { $player } matapos magwakas ang laro sa galaw { $end }; binalewala ito
   *[entry] dumating ang tala { $entry } ni { $player } matapos magwakas ang laro sa tala { $end }; binalewala ito
    }
timeout = hindi sumagot si { $player } sa takdang oras ({ $numbering ->
    [round] ikot { $entry }
    [shot] tira { $entry } ni { $player }
    [move] galaw { $entry }
   *[entry] tala { $entry }
    }, itinalang pagkatalo), kaya tapos na ang laro
crashed = huminto si { $player }: biglang natapos ang programa o hindi ito mapatakbo ({ $numbering ->
    [round] ikot { $entry }
    [shot] tira { $entry } ni { $player }
    [move] galaw { $entry }
   *[entry] tala { $entry }
    }, itinalang pagkatalo), kaya tapos na ang laro
illegal-message = nagpadala si { $player } ng mensaheng hindi isang galaw ({ $numbering ->
    [round] ikot { $entry }
    [shot] tira { $entry } ni { $player }
    [move] galaw { $entry }
   *[entry] tala { $entry }
    }, itinalang pagkatalo), kaya tapos na ang laro
off-board-shots = pinaputukan ni { $player } ang { $cells }, na nasa labas ng { $columns }x{ $rows } na grid; { $count ->
    [1] walang pinsalang nagagawa ang tirang iyon
   *[other] walang pinsalang nagagawa ang mga tirang iyon
    }
# Kung bakit turno ni $expected: sinimulan ni $opener ang ikot $round sa galaw $opened.
out-of-turn-round = pinaputukan ni { $player } ang { $cells }, pero turno ni { $expected }: { $numbering ->
    [round] sinimulan ni { $opener } ang ikot { $round }
    [shot] sinimulan ni { $opener } ang ikot { $round } sa tira { $opened } nito
    [move] sinimulan ni { $opener } ang ikot { $round } sa galaw { $opened }
   *[entry] sinimulan ni { $opener } ang ikot { $round } sa tala { $opened }
    }, at ang isang ikot ay tig-isang salvo ng dalawang manlalaro, kaya matatapos ito sa salvo ni { $other }
out-of-turn-first = pinaputukan ni { $player } ang { $cells }, pero turno ni { $expected }: si { $first } ang unang titira
out-of-turn-after-foul = pinaputukan ni { $player } ang { $cells }, pero turno ni { $expected }: wala sa turno ang { $numbering ->
    [round] salvo ni { $who } sa ikot { $previous }
    [shot] tira { $previous } ni { $who }
    [move] galaw { $previous } ni { $who }
   *[entry] tala { $previous } ni { $who }
    }, kaya lumipat ang turno
out-of-turn-answered-hit = pinaputukan ni { $player } ang { $cells }, pero turno ni { $expected }: sinagot ng "tinamaan" ang { $numbering ->
    [round] salvo ni { $who } sa ikot { $previous }
    [shot] tira { $previous } ni { $who }
    [move] tira ni { $who } sa galaw { $previous }
   *[entry] tira ni { $who } sa tala { $previous }
    }, kaya titira ulit si { $who }
out-of-turn-answered-miss = pinaputukan ni { $player } ang { $cells }, pero turno ni { $expected }: sinagot ng "mintis" ang { $numbering ->
    [round] salvo ni { $who } sa ikot { $previous }
    [shot] tira { $previous } ni { $who }
    [move] tira ni { $who } sa galaw { $previous }
   *[entry] tira ni { $who } sa tala { $previous }
    }, kaya lumipat ang turno
# $effect: ano ang nagawa ng naunang tira (off-board, repeated, miss, hit, sinking).
out-of-turn-shoots-again = pinaputukan ni { $player } ang { $cells }, pero turno ni { $expected }: ang { $numbering ->
    [round] salvo ni { $who } sa ikot { $previous }
    [shot] tira { $previous } ni { $who }
    [move] tira ni { $who } sa galaw { $previous }
   *[entry] tira ni { $who } sa tala { $previous }
    } ay { $effect ->
    [hit] tumama
   *[sinking] nagpalubog ng barko
    }, kaya titira ulit si { $who }
out-of-turn-passes = pinaputukan ni { $player } ang { $cells }, pero turno ni { $expected }: ang { $numbering ->
    [round] salvo ni { $who } sa ikot { $previous }
    [shot] tira { $previous } ni { $who }
    [move] tira ni { $who } sa galaw { $previous }
   *[entry] tira ni { $who } sa tala { $previous }
    } ay { $effect ->
    [off-board] nasa labas ng grid
    [repeated] isang inulit na tira
    [hit] tumama
    [sinking] nagpalubog ng barko
   *[miss] mintis
    }, kaya lumipat ang turno
out-of-turn-alternate = pinaputukan ni { $player } ang { $cells }, pero turno ni { $expected }: kay { $who } ang { $numbering ->
    [round] salvo ng ikot { $previous }
    [shot] tira { $previous }
    [move] galaw { $previous }
   *[entry] tala { $previous }
    }, at salitan ang turno
one-shot-a-turn = nagpakawala si { $player } ng salvo ng { $fired ->
    [one] { $fired } tira
   *[other] { $fired } na tira
    }, pero isang tira lang bawat turno ang pinapayagan ng mga panuntunang ito
over-round-allowance = nagpakawala pa si { $player } ng { $fired ->
    [one] { $fired } tira
   *[other] { $fired } na tira
    } sa ikot ding iyon, kaya { $total } ang kabuuan, pero dahil may { $afloat ->
    [one] { $afloat } barko
   *[other] { $afloat } na barko
    } pa siyang nakalutang, { $allowed } lang ang takdang bilang ng tira sa ikot na iyon
allowance = nagpakawala si { $player } ng { $fired ->
    [one] { $fired } tira
   *[other] { $fired } na tira
    }, pero dahil may { $afloat ->
    [one] { $afloat } barko
   *[other] { $afloat } na barko
    } pa siyang nakalutang, { $allowed } ang takdang bilang ng tira
repeated-shot = pinaputukan ulit ni { $player } ang { $cells }; walang pinsalang nagagawa ang inulit na tira

## Mga maling sagot

# Ang sagot sa isang tira, gaya ng pagkakasabi: ang salita, at ang uring binanggit kung mayroon.
reply-said = { $said ->
    [hit] "tinamaan"
    [miss] "mintis"
   *[sunk] "lumubog"
    }
reply-said-ship = { $said ->
    [hit] "tinamaan"
    [miss] "mintis"
   *[sunk] "lumubog"
    } ({ $ship })
false-reply-water = sumagot si { $player } ng { $reply } sa tira ni { $shooter } sa { $at }, pero tubig lang ang naroon
false-reply-hit = sumagot si { $player } ng { $reply } sa tira ni { $shooter } sa { $at }, pero tinamaan nito ang { $ship }, na hindi pa lumulubog
false-reply-sank = sumagot si { $player } ng { $reply } sa tira ni { $shooter } sa { $at }, pero pinalubog nito ang { $ship }
false-reply-struck = sumagot si { $player } ng { $reply } sa tira ni { $shooter } sa { $at }, pero tumama ito sa isang barko
false-reply-ship-there = sumagot si { $player } ng { $reply } sa tira ni { $shooter } sa { $at }, pero ang { $ship } ang barkong naroon
# Ang sagot sa isang salvo, gaya ng pagkakasabi: ang mga tinamaan ayon sa uri, tapos ang mga lumubog.
volley-hits-none = walang tinamaan
volley-hits = tinamaan ang { $hits }
volley-hit = { $class } ×{ $n }
volley-sunk-none = walang lumubog
volley-sunk = lumubog ang { $sunk }
volley-reply = { $hits }, { $sunk }
# Isang barkong tinamaan ng salvo, at ilang beses.
struck-ship = { $ship } nang { $n ->
    [1] isang beses
    [one] { $n } beses
   *[other] { $n } na beses
    }
false-volley-nothing = sumagot si { $player } ng "{ $reply }" sa salvo ni { $shooter } sa { $cells }, pero walang tinamaan ang salvo
false-volley-struck = sumagot si { $player } ng "{ $reply }" sa salvo ni { $shooter } sa { $cells }, pero ang talagang tinamaan ng salvo ay ang { $struck }
false-volley-sank = sumagot si { $player } ng "{ $reply }" sa salvo ni { $shooter } sa { $cells }, pero ang talagang tinamaan ng salvo ay ang { $struck }, at lumubog ang { $sunk }

## Mga paglabag na hindi inilista ng hatol

not-listed = { $left-out } pang paglabag ni { $player } dahil sa { $code } ang hindi na inilista: hanggang { $max } lang ang inililista ng hatol sa bawat uri ng paglabag ng isang manlalaro
not-listed-at = { $left-out } pang paglabag ni { $player } dahil sa { $code }, { $numbering ->
    [round] sa ikot { $first }
    [shot] sa tira { $first } ni { $shooter }
    [move] sa galaw { $first }
   *[entry] sa tala { $first }
    }, ang hindi na inilista: hanggang { $max } lang ang inililista ng hatol sa bawat uri ng paglabag ng isang manlalaro
not-listed-from-to = { $left-out } pang paglabag ni { $player } dahil sa { $code }, { $numbering ->
    [round] mula sa ikot { $first } hanggang sa ikot { $last }
    [shot] mula sa tira { $first } hanggang sa tira { $last } ni { $shooter }
    [move] mula sa galaw { $first } hanggang sa galaw { $last }
   *[entry] mula sa tala { $first } hanggang sa tala { $last }
    }, ang hindi na inilista: hanggang { $max } lang ang inililista ng hatol sa bawat uri ng paglabag ng isang manlalaro

## Mga talaang nasa papel

# Ang pangungusap ng isang paglabag, at kung saan ito makikita sa papel.
on-paper = { $message } [sa papel: linya { $line }, { $what }]

## Ang hatol bilang teksto (broadside check --format text)

heading-rules = Mga panuntunan
heading-result = Kinalabasan
heading-violations = Mga paglabag
heading-shots = Mga tira
heading-final-boards = Mga grid sa pagtatapos
heading-legend = Mga marka
# Kasunod ng pamagat ng mga grid sa pagtatapos.
final-boards-note = ang plota ng bawat manlalaro, at ang mga tira ng kalaban dito
# Kasunod ng pangalan ng manlalaro sa itaas ng grid nito.
board-wins = (panalo)
board-forfeits = (talo dahil sa paglabag)
# Ang mga marka sa gabay.
legend-ship = barko
legend-hit = tinamaan
legend-sunk = lumubog na barko
legend-miss = mintis
legend-water = tubig
legend-flag = bago ang kahon: binanggit sa isang paglabag
# Ilang mabigat na paglabag at babala ang nangyari.
violation-count = { $fouls ->
    [one] { $fouls } mabigat na paglabag
   *[other] { $fouls } na mabigat na paglabag
    }, { $warnings ->
    [one] { $warnings } babala
   *[other] { $warnings } na babala
    }
violations-moves-note = (ang mga galaw ay binilang gaya ng sa papel ng mga manlalaro; binibilang ng hatol na JSON ang mga tala mula 0)
# Ang linya ng isang paglabag, at ang mga pahina: ang galaw nito gaya ng pagbilang ng papel ($player: ang tumira), o ang paglalagay.
violation-entry = { $numbering ->
    [round] ikot { $entry }
    [shot] tira { $entry } ni { $player }
    [move] galaw { $entry }
   *[entry] tala { $entry }
    }
violation-placement = paglalagay
violation-foul = mabigat na paglabag
violation-warning = babala
# Ang mga tira ng isang manlalaro.
player-shots = nagpakawala si { $player } ng { $shots ->
    [one] { $shots } tira
   *[other] { $shots } na tira
    }, { $hits } ang tumama, at { $sunk ->
    [one] { $sunk } barko
   *[other] { $sunk } na barko
    } ang napalubog
# Sa pagitan ng mga tira ng dalawang manlalaro, at pagkatapos nila.
player-shots-sep = {"; "}
player-shots-end = .

## Mga code

# Ang pangalan ng isang paglabag gaya ng pagbanggit dito sa isang pangungusap (sa kinalabasan, at
# sa bilang ng mga paglabag na hindi inilista). Sa Ingles, ang code mismo; dito, maikling pangalan
# ng ibig sabihin nito, na puwedeng sumunod sa "dahil sa".
code-off-board = paglampas sa grid
code-bad-shape = baluktot na barko
code-overlap = magkapatong na barko
code-touching = magkadikit na barko
code-wrong-fleet = maling plota
code-out-of-turn = pagtira nang wala sa turno
code-too-many-shots = sobrang daming tira
code-false-report = maling sagot
code-timeout = hindi pagsagot sa takdang oras
code-crashed = paghinto ng programa
code-illegal-message = mensaheng hindi isang galaw
code-too-few-shots = kulang na tira
code-repeated-shot = inulit na tira
code-after-end = galaw matapos magwakas ang laro
code-ambiguous-fleet = malabong pagkakaguhit ng plota

## Ang kinalabasan ng laro, sa isang pangungusap

result-destroyed = Panalo si { $winner }: napalubog ni { $winner } ang buong plota ni { $loser }.
result-destroyed-at = Panalo si { $winner }: napalubog ni { $winner } ang buong plota ni { $loser } { $numbering ->
    [round] sa ikot { $entry }
    [shot] sa tira { $entry }
    [move] sa galaw { $entry }
   *[entry] sa tala { $entry }
    }.
result-resigned = Panalo si { $winner }: sumuko si { $loser }.
result-resigned-at = Panalo si { $winner }: sumuko si { $loser } { $numbering ->
    [round] sa ikot { $entry }
    [shot] sa tira { $entry }
    [move] sa galaw { $entry }
   *[entry] sa tala { $entry }
    }.
result-forfeit = Panalo si { $winner }: talo si { $loser } dahil sa paglabag.
result-forfeit-at = Panalo si { $winner }: talo si { $loser } dahil sa { $code } { $numbering ->
    [round] sa ikot { $entry }
    [shot] sa tira { $entry } ni { $shooter }
    [move] sa galaw { $entry }
   *[entry] sa tala { $entry }
    }, ang pinakaunang mabigat na paglabag.
result-forfeit-placement = Panalo si { $winner }: talo si { $loser } dahil sa { $code } sa paglalagay ng plota ni { $loser }.
# Parehong talo dahil sa paglabag; $fouls: bawat manlalaro at ang pangalan ng una nitong mabigat na paglabag.
result-double-forfeit-entries = Walang nanalo: talo ang dalawang manlalaro dahil sa kani-kanilang itinalang pagkatalo bago ang unang tira ({ $fouls }).
result-double-forfeit-placement = Walang nanalo: talo ang dalawang manlalaro dahil sa mabibigat na paglabag sa paglalagay ng kani-kanilang plota ({ $fouls }).
# Ang unang mabigat na paglabag ng isang manlalaro kapag parehong talo.
double-forfeit-player = { $player } dahil sa { $code }
double-forfeit-player-unknown = { $player } dahil sa isang mabigat na paglabag
result-draw = Tabla: napalubog ang dalawang plota sa iisang ikot ng salvo.
result-draw-at = Tabla: napalubog ang dalawang plota sa iisang ikot ng salvo, { $numbering ->
    [round] ang ikot { $entry }
    [shot] na nagtatapos sa tira { $entry }
    [move] na nagtatapos sa galaw { $entry }
   *[entry] na nagtatapos sa tala { $entry }
    }.
result-unfinished = Hindi natapos: walang mabigat na paglabag, at nagtatapos ang talaan habang may nakalutang pang barko ang dalawang plota.

## Ang mga panuntunan sa salita (ang hatol bilang teksto, broadside rules NAME --format text, broadside fleet)

# Kung saan galing ang mga panuntunan: pangalan ng isang preset, o pasadyang panuntunan (ang preset na pinagbatayan nito, at bilang JSON).
rules-custom = pasadya, batay sa { $base } ({ $json })
# Ang mga label ng mga linyang kasunod.
rules-label-board = grid
rules-label-fleet = plota
rules-label-touching = pagdikit
rules-label-turns = turno
# $letters: ang mga titik ng mga hanay (A-J); $numbers: ang mga numero ng mga hilera (1-10).
rules-board = { $columns } x { $rows }: mga hanay { $letters }, mga hilera { $numbers }
# $classes: bawat uri sa plota (rules-fleet-class), pinagdugtong ng list-comma.
rules-fleet = { $classes } ({ $ships ->
    [one] { $ships } barko
   *[other] { $ships } na barko
    }, haba sa bilang ng kahon)
rules-fleet-class = { $count ->
    [1] { $name } { $size }
   *[other] { $name } { $size } x{ $count }
    }
rules-touching-allowed = puwedeng magdikit ang mga barko
rules-touching-forbidden = hindi puwedeng magdikit ang mga barko, sa gilid man o sa kanto
rules-turns-alternate = isang tira bawat turno, laging salitan
rules-turns-again-on-hit = isang tira bawat turno; kapag tumama o nagpalubog ng barko ang tira, titira ulit ang tumira, at kapag mintis, lilipat ang turno
# $values: ang halaga sa salvo ng bawat uri (rules-salvo-value), pinagdugtong ng list-comma.
rules-turns-values-simultaneous = mga ikot ng salvo: bawat barkong nakalutang pa ng tumitira ay nagdaragdag sa salvo ng mga tira ayon sa halaga nito ({ $values }); sabay na binibilang ang dalawang salvo ng isang ikot, kaya puwedeng mapalubog ang dalawang plota sa iisang ikot
rules-turns-values-sequential = mga ikot ng salvo: bawat barkong nakalutang pa ng tumitira ay nagdaragdag sa salvo ng mga tira ayon sa halaga nito ({ $values }); salitan ang mga salvo at agad na binibilang ang bawat isa; panalo ang unang makapagpalubog sa buong plota ng kalaban
rules-turns-afloat-simultaneous = mga ikot ng salvo: may isang tira ang salvo para sa bawat barkong nakalutang pa ng tumitira; sabay na binibilang ang dalawang salvo ng isang ikot, kaya puwedeng mapalubog ang dalawang plota sa iisang ikot
rules-turns-afloat-sequential = mga ikot ng salvo: may isang tira ang salvo para sa bawat barkong nakalutang pa ng tumitira; salitan ang mga salvo at agad na binibilang ang bawat isa; panalo ang unang makapagpalubog sa buong plota ng kalaban
rules-salvo-value = { $name } { $value }

## Isang plota lamang (broadside fleet --format text)

heading-placement = Paglalagay
placement-legal = ayon sa panuntunan
placement-illegal = labag sa panuntunan
heading-ships = Mga barko
ship-count = { $ships ->
    [one] { $ships } barko
   *[other] { $ships } na barko
    }
heading-board = Grid

## Sheet words (see en.ftl)
sheet-header-rules = panuntunan
sheet-header-players = mga manlalaro, manlalaro
sheet-header-first = una
sheet-header-numbering = pagbilang
sheet-header-meta = meta
sheet-header-language = wika
sheet-section-fleet = plota, sarili
sheet-section-shots = kalaban, mga tira
sheet-section-log = talaan
sheet-reply-hit = tinamaan, tama
sheet-reply-miss = mintis, sablay
sheet-reply-sunk = lumubog, lubog
sheet-reply-none = wala
sheet-resigns = sumuko
sheet-forfeits = talo dahil sa paglabag
sheet-numbering-round = ikot
sheet-numbering-player = manlalaro
sheet-numbering-game = laro
sheet-class-carrier = carrier
sheet-class-battleship = battleship
sheet-class-cruiser = cruiser
sheet-class-submarine = submarino
sheet-class-destroyer = destroyer
sheet-class-torpedo-boat = torpedo boat

## Mga bahagi ng talaang nasa papel, kasunod ng pangungusap ng isang paglabag (on-paper)

paper-rules-line = ang linya ng mga panuntunan
paper-players-line = ang linya ng mga manlalaro
paper-first-line = ang linya ng unang titira
paper-meta-line = ang linya ng meta
paper-fleet = ang plota ni { $player }
paper-move = ang galaw ni { $player } sa talaan
# Ang mga tira ng isang turno sa grid ng mga tira na binilang ayon sa ikot, sa sariling tira ng
# manlalaro, o sa galaw ng laro: ang numerong nakasulat sa mga ito, at ang mga kahon ($count ang
# bilang) gaya ng pagkakapangalan sa papel.
paper-shots-of-round = ang mga tira ni { $player } sa ikot { $number } ({ $cells })
paper-shots-numbered = ang { $count ->
    [1] tira
   *[other] mga tira
    } ni { $player } na may numerong { $number } ({ $cells })
paper-moves-numbered = ang { $count ->
    [1] tira
   *[other] mga tira
    } na may numerong { $number } sa papel ni { $player } ({ $cells })

## Ang pahina ng hatol (broadside check --format html)

# Nasa sariling isolate sa pahina ang bawat pangalan ($first, $second, $player, $other, $winner).
# Ang mga mensaheng pinupunan ng script ng pahina ay pumipili ng anyo ayon sa kategorya ([one],
# [other]), hindi ayon sa numero ([1]).
page-title = { $first } laban kay { $second }: hatol ng broadside
page-players = { $first } laban kay { $second }
page-verdict-of = Hatol ng broadside { $version }
page-footer = Hinatulan ng broadside { $version }.
page-heading-players = Mga manlalaro
page-heading-rules = Mga panuntunan
page-heading-boards = Mga grid at mga galaw
page-heading-violations = Mga paglabag
page-col-player = manlalaro
page-col-result = kinalabasan
page-col-shots = mga tira
page-col-hits = mga tama
page-col-sunk = mga napalubog na barko
page-player-wins = panalo
page-player-forfeits = talo dahil sa paglabag
page-player-draw = tabla
page-rules-source = panuntunan
page-board-note = ang plota ni { $player } at ang mga tira ni { $other } dito
page-cell = { $cell }: { $mark }
page-cell-named = { $cell }: { $mark }; { $named }
page-named-by = binanggit sa { $what }
page-named-what = { $code } ({ $at })
page-code-off-board = may kahon ng barko o tira na nasa labas ng grid
page-code-bad-shape = hindi tuwid at tuloy-tuloy na hanay na pahalang o patayo ang isang barko
page-code-overlap = magkapatong ang dalawang barko sa isang kahon
page-code-touching = nagdidikit sa gilid o sulok ang dalawang barko kahit ipinagbabawal ito ng mga panuntunan
page-code-wrong-fleet = iba sa mga panuntunan ang mga uri, laki o bilang ng mga barko ng plota
page-code-out-of-turn = tumira ang isang manlalaro sa turno ng kalaban
page-code-too-many-shots = mas maraming tira sa isang turno kaysa sa pinapayagan
page-code-false-report = hindi eksaktong totoo ang isang sagot
page-code-timeout = hindi sumagot sa oras ang isang manlalaro (tala ng pagkatalo dahil sa paglabag)
page-code-crashed = huminto o hindi mapatakbo ang programa ng isang manlalaro (tala ng pagkatalo dahil sa paglabag)
page-code-illegal-message = nagpadala ang isang manlalaro ng mensaheng hindi isang galaw (tala ng pagkatalo dahil sa paglabag)
page-code-too-few-shots = mas kaunti ang tira ng isang salvo kaysa sa takdang bilang ng tira
page-code-repeated-shot = tira sa kahong napaputukan na ng tumitira
page-code-after-end = tala pagkatapos ng laro (hindi pinapansin)
page-code-ambiguous-fleet = nahahati sa mga barko ang iginuhit na plota sa higit sa isang angkop na paraan
page-legend = Mga marka
page-legend-flag = binanggit sa isang paglabag (may link papunta sa paglabag)
page-legend-last = ang tira ng ipinapakitang galaw
page-step-first = Bago ang unang galaw
page-step-prev = Isang galaw pabalik
page-step-next = Isang galaw pasulong
page-step-last = Pagkatapos ng huling galaw
page-unstepped = Mahigit { $max } ang tala ng talaan: ang mga grid sa pagtatapos lamang ang ipinapakita ng pahina.
page-no-moves = Walang galaw.
page-count-note = Ang mga galaw ay binilang gaya ng sa papel ng mga manlalaro: { $numbering ->
    [round] ayon sa ikot
    [shot] ayon sa sariling tira ng bawat manlalaro
   *[move] ayon sa mga galaw ng laro
    }. Ang mga tala, gaya ng sa hatol na JSON at sa link sa isang galaw (#entry=N), ay binibilang mula 0.
page-col-move = { $numbering ->
    [round] ikot
    [shot] tira
   *[move] galaw
    }
page-col-entry = tala
page-col-reply = sagot
page-col-judgement = kinalabasan ng tira
page-col-violations = mga paglabag
page-forfeit-entry = talo dahil sa paglabag: { $reason }
page-decides = nagpapasya sa laro
page-col-severity = bigat
page-col-code = code
page-col-cells = mga kahon
page-col-message = paliwanag
page-violation-count = { $fouls ->
    [one] { $fouls } mabigat na paglabag
   *[other] { $fouls } na mabigat na paglabag
    }, { $warnings ->
    [one] { $warnings } babala
   *[other] { $warnings } na babala
    }
page-shot = { $cell } { $effect }
page-effect-off-board = labas sa grid
page-effect-none = walang epekto
page-effect-miss = mintis
page-effect-hit = tinamaan
page-effect-sunk = lumubog
page-reply-miss = mintis
page-reply-hit = tinamaan
page-reply-sunk = lumubog
page-reply-ship = { $reply } ({ $ship })
page-reply-no-hits = walang tinamaan
page-reply-hits = tinamaan: { $hits }
page-reply-class = { $class } { $n }
page-reply-sunk-ships = { $hits }; lumubog: { $sunk }
page-step = { $numbering ->
    [round] Ikot { $n }, { $player }: { $shots }
    [shot] Tira { $n } ni { $player }: { $shots }
   *[move] Galaw { $n }, { $player }: { $shots }
    }
page-step-forfeit = { $numbering ->
    [round] Ikot { $n }: talo si { $player } dahil sa paglabag: { $reason }
    [shot] Tira { $n } ni { $player }: talo dahil sa paglabag: { $reason }
   *[move] Galaw { $n }: talo si { $player } dahil sa paglabag: { $reason }
    }
page-no-shot = walang tira
page-shots-more = { $shots } at { $more } pang tira
page-step-note = ({ $note })
page-entries-named = { $count ->
    [one] { $count } tala
   *[other] { $count } na tala
    } ang binabanggit ng link
page-entry-unnamed = walang talang binabanggit ang { $entry }
page-entry-wrong = hindi tala ng larong ito ang entry={ $value }
page-entry-last = { $what } (-1 hanggang { $last }): ang huli ang ipinapakita
page-unread-more = { $parts } at { $more } pa
# Walang pagbabago ang anyo sa Tagalog ayon sa bilang ($count).
page-unread = hindi binabasa ang { $count ->
   *[other] { $parts }
    }: { $reads }
page-reads-entry = binabasa ng pahina ang #entry=N, N ang tala, mula -1 hanggang { $last }

## Ang pahina ng pangkat (broadside check --jsonl --format html)

batch-title = { $games ->
    [one] { $games } laro
   *[other] { $games } na laro
    }: ulat ng broadside
batch-heading = Ulat ng pangkat: { $games ->
    [one] { $games } laro
   *[other] { $games } na laro
    }
batch-verdicts-of = Mga hatol ng broadside { $version }
batch-heading-outcomes = Mga kinalabasan
batch-games-adjudicated = mga larong hinatulan
batch-won = may nanalo
batch-drawn = tabla
batch-unfinished = hindi natapos
batch-double-forfeit = parehong talo dahil sa paglabag
batch-fouled = mga larong may mabigat na paglabag
batch-errors = mga linyang hindi nahatulan
batch-heading-fouls = Mabibigat na paglabag ayon sa code
batch-warnings = Mga babala:
batch-heading-games = Mga laro
batch-noscript = Kailangan ng script ng pahina para sa listahan ng mga laro, sa mga filter nito, at sa pagsunod sa bawat laro nang hakbang-hakbang.
batch-filter-player = manlalaro
batch-filter-outcome = kinalabasan
batch-filter-foul = mabigat na paglabag
batch-any = kahit ano
batch-won-by-forfeit = nanalo dahil sa paglabag ng kalaban
batch-not-adjudicated = hindi nahatulan
batch-with-foul = may mabigat na paglabag
batch-without-foul = walang mabigat na paglabag
batch-col-line = linya
batch-col-players = mga manlalaro
batch-col-outcome = kinalabasan
batch-col-fouls = mabibigat na paglabag
batch-col-warnings = mga babala
batch-col-moves = mga galaw
batch-col-game = laro
batch-pages = Mga pahina ng mga laro
batch-back = Nakaraan
batch-on = Susunod
batch-unstepped = { $count ->
    [one] { $count } laro
   *[other] { $count } na laro
    } ang nakalista nang walang mga hakbang (may { $mb } MB ng mga ito ang pahina, nauuna ang mga larong may mabigat na paglabag); may sariling pahina ang bawat isa: { $command } ng linya nito.
batch-footer = Binibilang ang mga linya mula 1; ang mga galaw ay binilang gaya ng sa papel ng mga manlalaro (ayon sa ikot sa salvo, kung hindi ay ayon sa sariling tira ng bawat manlalaro); ang mga tala, gaya ng sa mga hatol na JSON, mula 0.
batch-col-games = mga laro
batch-col-wins = panalo
batch-col-losses = talo
batch-col-draws = tabla
batch-col-unfinished = hindi natapos
batch-col-double-forfeits = parehong talo dahil sa paglabag
batch-col-score = puntos
batch-col-elo = Elo
batch-elo-note = Pagkakaiba sa Elo at ang 95% na palugit ng kamalian nito; - kung hindi sapat ang mga laro para matantiya ito
batch-col-forfeits = talo dahil sa paglabag
batch-no-games = Walang larong nahatulan.
batch-no-fouls = Walang mabigat na paglabag.
batch-chart = Mabibigat na paglabag ayon sa code: { $fouls }
batch-outcome-win = panalo si { $winner }
batch-outcome-forfeit = panalo si { $winner } dahil sa paglabag ng kalaban
batch-outcome-draw = tabla
batch-outcome-unfinished = hindi natapos
batch-outcome-double-forfeit = parehong talo dahil sa paglabag
batch-row-fouls = { $codes } ({ $fouls ->
    [one] { $fouls } mabigat na paglabag
   *[other] { $fouls } na mabigat na paglabag
    })
batch-step-through = Sundan nang hakbang-hakbang
batch-step-through-label = Sundan nang hakbang-hakbang ang laro sa linya { $line }
batch-final-only = mga grid sa pagtatapos lamang
batch-own-page-only = sa sariling pahina lamang
batch-lines = { $count ->
    [one] { $count } linya
   *[other] { $count } na linya
    }
batch-lines-of = { $shown } sa { $count ->
    [one] { $count } linya
   *[other] { $count } na linya
    }
batch-lines-skipped = { $lines } ({ $blank ->
    [one] { $blank } blangkong linya
   *[other] { $blank } na blangkong linya
    } ang nilaktawan)
batch-page-of = pahina { $page } sa { $pages }
batch-game-heading = Linya { $line }: { $first } laban kay { $second }
batch-replies-note = Mga sagot: nasa pahina ng pangkat ang mga sagot sa mga galaw na binanggit ng isang paglabag; ipinapakita ng sariling pahina ng laro (broadside check --format html ng linya { $line }) ang bawat sagot.
batch-reads = binabasa ng pahina ang #game=L&entry=N, L ang linya, mula 1 hanggang { $lines }
batch-reads-open = { $reads }, o #entry=N para sa nakabukas na laro
batch-games-named = { $count ->
    [one] { $count } laro
   *[other] { $count } na laro
    } ang binabanggit ng link: isa lamang ang mabubuksan nito.
batch-no-line = Walang linyang binabanggit ang { $value }: ang linya ay numero mula 1 hanggang { $lines }.
batch-line-blank = Blangko ang linya { $line }: nilalaktawan ang mga blangkong linya.
batch-no-game = Walang laro sa linya { $line }: { $lines } ang huling linyang hindi blangko.
batch-line-error = Hindi nahatulan ang linya { $line }: { $error }
batch-too-long = May { $entries ->
    [one] { $entries } tala
   *[other] { $entries } na tala
    } ang laro sa linya { $line }, higit sa { $max } na kayang sundan ng isang pahina nang hakbang-hakbang: ipinapakita ng sariling pahina nito, broadside check --format html ng linyang iyon, ang mga grid sa pagtatapos at ang mga galaw.
batch-unstepped-game = Nakalista ang laro sa linya { $line } nang walang mga hakbang (may hangganan ang bilang ng mga larong may hakbang sa pahina, nauuna ang mga may mabigat na paglabag); sinusundan ito nang hakbang-hakbang ng sariling pahina nito, broadside check --format html ng linyang iyon.

## The web page

# (see en.ftl)

web-language-name = Tagalog
web-title = Suriin ang larong isinulat sa papel
web-intro = Iguhit ang dalawang plota, markahan ang mga tira gaya ng nasa inyong mga papel, o i-paste ang isang talaan: ang reperi ay tumatakbo sa pahinang ito, at walang umaalis dito.
web-language = Wika
web-letters = Mga titik ng hanay
web-latin = Latin (A B C)
web-cyrillic = Cyrillic (А Б В)
web-game = Ang laro
web-rules = Mga panuntunan
web-preset-classic = Klasiko: isang tira bawat turno
web-preset-salvo = Salvo: mga round ng sabayang tira
web-preset-russian = Labanang pandagat ng Russia: ang tumama ay titira muli
web-fleet = Plota
web-fleet-default = ayon sa mga panuntunan
web-fleet-standard = karaniwan: 5, 4, 3, 2
web-fleet-two-destroyers = dalawang destroyer: 5, 3, 2, 2
web-fleet-russian = russian: 4, 3×2, 2×3, 1×4
web-fleet-hasbro = hasbro: 5, 4, 3, 3, 2
web-rules-json = O ibang panuntunan (JSON)
web-player-1 = Unang manlalaro
web-player-2 = Ikalawang manlalaro
web-first = Unang titira
web-first-default = ayon sa mga panuntunan
web-numbering = Bilang ng mga tira ayon sa
web-numbering-default = ayon sa mga panuntunan
web-numbering-round = round (salvo)
web-numbering-player = sariling bilang ng bawat manlalaro
web-numbering-game = bilang ng buong laro
web-help = Mga tira: i-click ang isang kahon para markahan ito ng bilang na nasa kahong nasa itaas ng grid, i-click muli para sa tama (x), muli para sa mintis (o), muli para burahin; o mga arrow key, mga digit para sa bilang, x o o para sa marka, Delete para burahin.
web-help-salvo = Mga tira (Salvo): i-click ang isang kahon para markahan ito ng round na nasa kahong nasa itaas ng grid, i-click muli para burahin; o mga arrow key, mga digit para sa round, Delete para burahin. Walang tama o mintis na isinusulat sa papel ng Salvo: ang nagtatanggol ang nagsasabi ng mga tama bawat barko.
web-help-fleet = Plota: i-click o i-drag para gumuhit ng barko; sa touch screen, i-tap ang bawat kahon, o pindutin nang matagal ang isang kahon hanggang maiguhit ito at saka i-slide sa kahabaan ng barko; gumagalaw ang mga arrow key, ang Space ay gumuguhit o bumubura.
web-help-keep = Nakatago ang laro sa browser na ito: nandoon pa rin ito pagkatapos mag-reload. Ang Undo (Ctrl+Z) at Redo (Ctrl+Shift+Z) ay pabalik-balik sa bawat pagbabago.
web-how = Paano magtala ng laro
web-start = Wala pang laro: iguhit ang plota ng bawat manlalaro sa kanyang papel sa ibaba, saka markahan ang mga tira gaya ng nasa mga papel. O i-paste ang isang talaan sa kahon sa ilalim ng mga papel, magbukas ng file, o mag-load ng halimbawa.
web-start-summary = Wala pang laro: darating ang hatol kapag may naiguhit nang plota.
web-example = Mag-load ng halimbawang laro
web-undo = Undo
web-redo = Redo
web-copy-link = Kopyahin ang link
web-link-label = Link sa larong ito
web-link-copied = Nakopya ang link ({ $n } na character): makikita ng magbubukas nito ang mga papel na ito at ang hatol na ito; nasa link mismo ang laro at hindi ito umaabot sa anumang server.
web-link-select = Nagawa ang link ({ $n } na character): piliin ito at kopyahin. Nasa link mismo ang laro at hindi ito umaabot sa anumang server.
web-link-too-long = Masyadong mahaba ang larong ito para sa isang link ({ $n } na character, lampas sa { $limit }): i-save ito bilang file at ang file ang ipadala.
web-link-broken = Walang mababasang laro sa link na ito: baka naputol ito.
web-not-kept = Masyadong malaki ang larong ito para itago sa browser na ito: i-save ito bilang file.
web-sheets-stale = Hindi ipinapakita ng mga papel na ito ang talaan sa ibaba: may laman ito na hindi nila kayang hawakan (pagsuko, sagot na nagbabanggit ng barko, sagot sa salvo, o isang mali). Kapag binago ang mga ito, mapapalitan ang talaan; ibinabalik ito ng Undo.
web-confirm-replace = Hindi ipinapakita ng mga papel ang talaan sa ibaba. Palitan ang talaan ng mga papel? (Ibinabalik ito ng Undo.)
web-round-of = Round ni { $name }
web-shot-number-of = Bilang ng tira ni { $name }
web-name-empty = Mag-type ng pangalan.
web-name-comma = Hindi puwedeng may kuwit ang pangalan: kuwit ang naghihiwalay sa dalawang pangalan sa talaan.
web-name-comment = Hindi puwedeng may // ang pangalan: binabasa ng talaan ang natitira sa linya bilang komento.
web-name-case = Ito rin si { $other }, iba lang ang malaki at maliit na titik: hindi pinapansin ng talaan ang laki ng titik sa mga pangalan, kaya kailangan ng magkaibang pangalan ang dalawang manlalaro.
web-name-same = Kailangan ng magkaibang pangalan ang dalawang manlalaro.
web-fix-names = Ayusin ang mga pangalan sa itaas para makita ang hatol.
web-sheets-unreadable = Hindi mabasa ang mga papel sa ngayon; ipinapakita ng marka sa mga ito kung saan: { $message }
web-checking = Sinusuri…
web-open-page = Buksan ang pahina ng hatol
web-page-too-long = { $mb } MB ang pahina ng hatol, masyadong mahaba para ipakita rito nang sabay-sabay.
web-verdict-page = Pahina ng hatol
web-record = Ang talaan
web-open = Magbukas ng file
web-save-paper = I-save bilang papel
web-save-json = I-save bilang JSON
web-clear = Bagong laro
web-verdict = Hatol
web-verdict-json = Ang hatol bilang JSON (gaya ng ibinibigay ng broadside check)
web-footer = broadside: ang parehong reperi ng command line, ginawang WebAssembly. Walang ipinapadala kahit saan.
web-fleet-of = plota ni { $name }
web-shots-of = mga tira ni { $name } kay { $other }
web-fleet-heading = Plota
web-shots-heading = Mga tira kay { $other }
web-ship = barko
web-water = tubig
web-shot-n = tira { $n }
web-no-shot = walang tira
web-hit = tama
web-miss = mintis
web-round-number = Round
web-move-number = Bilang ng tira
web-to-place = Ilalagay pa:
web-ship-left = { $ship } ({ $size }) ×{ $count }
web-all-placed = Nailagay na ang lahat ng barko.
web-too-many-ships = higit sa { $count } na { $ship } ng mga panuntunan
web-no-such-ship = walang barko sa plota na kasinlaki ng { $label }
web-note-grids = Ginawa mula sa mga papel sa itaas bilang talaang papel; baguhin ito rito, mag-paste ng isa, o magbukas ng file.
web-note-text = Sinuri gaya ng pagkakasulat. Hindi kayang hawakan ng mga papel sa itaas ang lahat nito (pagsuko, sagot na nagbabanggit ng barko, sagot sa salvo): baguhin ito rito.
web-note-text-held = Sinuri gaya ng pagkakasulat; ipinapakita ito ng mga papel sa itaas.
web-note-long = { $mb } MB ang talaang ito: ang simula lang nito ang ipinapakita ng kahon at hindi ito mababago rito; baguhin ang file sa isang text editor, o i-save ito.
web-input-error = Hindi mabasa ang talaan:
web-placement = paglalagay
web-foul = paglabag
web-warning = babala
web-code-off_board = labas ng board
web-code-bad_shape = hindi tuwid ang barko
web-code-overlap = nagpapatong ang mga barko
web-code-touching = nagdidikit ang mga barko
web-code-wrong_fleet = maling plota
web-code-out_of_turn = hindi niya turno
web-code-too_many_shots = sobrang dami ng tira
web-code-false_report = maling sagot
web-code-timeout = naubusan ng oras
web-code-crashed = nag-crash
web-code-illegal_message = di-wastong mensahe
web-code-too_few_shots = kulang ang tira
web-code-repeated_shot = inulit na tira
web-code-after_end = pagkatapos ng laro
web-code-ambiguous_fleet = nahahati ang plota sa higit sa isang paraan
