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

## The language itself, as the build reads it: each .ftl file here is a language of broadside,
## known by its file name (the code) and these terms (not messages: no catalog need match them).
-language-name = Tagalog
-language-english = Tagalog
-language-about = the language of a Salvo rule text
-language-order = 4
-language-also = fil

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
timeout = hindi sumagot si { $player } sa takdang oras (talo dahil sa paglabag { $numbering ->
    [round] sa ikot { $entry }
    [shot] sa tira { $entry } ni { $player }
    [move] sa galaw { $entry }
   *[entry] sa tala { $entry }
    }), kaya tapos na ang laro
crashed = huminto si { $player }: biglang natapos ang programa o hindi ito mapatakbo (talo dahil sa paglabag { $numbering ->
    [round] sa ikot { $entry }
    [shot] sa tira { $entry } ni { $player }
    [move] sa galaw { $entry }
   *[entry] sa tala { $entry }
    }), kaya tapos na ang laro
illegal-message = nagpadala si { $player } ng mensaheng hindi isang galaw (talo dahil sa paglabag { $numbering ->
    [round] sa ikot { $entry }
    [shot] sa tira { $entry } ni { $player }
    [move] sa galaw { $entry }
   *[entry] sa tala { $entry }
    }), kaya tapos na ang laro
off-board-shots = pinaputukan ni { $player } ang { $cells }, na nasa labas ng { $columns }x{ $rows } na grid; { $count ->
    [1] walang pinsalang nagagawa ang tirang iyon
   *[other] walang pinsalang nagagawa ang mga tirang iyon
    }
# Kung bakit turno ni $expected: sinimulan ni $opener ang ikot $round sa galaw $opened.
out-of-turn-round = pinaputukan ni { $player } ang { $cells }, pero turno ni { $expected }: { $numbering ->
    [round] sinimulan ni { $opener } ang ikot { $round }
    [shot] sinimulan ni { $opener } ang ikot { $round } sa tira { $opened } niya
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
    [round] tira ni { $who } sa ikot { $previous }
    [shot] tira { $previous } ni { $who }
    [move] tira ni { $who } sa galaw { $previous }
   *[entry] tira ni { $who } sa tala { $previous }
    } ay { $effect ->
    [hit] tumama
   *[sinking] nagpalubog ng barko
    }, kaya titira ulit si { $who }
out-of-turn-passes = pinaputukan ni { $player } ang { $cells }, pero turno ni { $expected }: ang { $numbering ->
    [round] tira ni { $who } sa ikot { $previous }
    [shot] tira { $previous } ni { $who }
    [move] tira ni { $who } sa galaw { $previous }
   *[entry] tira ni { $who } sa tala { $previous }
    } ay { $effect ->
    [off-board] nasa labas ng grid
    [repeated] inulit na tira
    [hit] tumama
    [sinking] nagpalubog ng barko
   *[miss] mintis
    }, kaya lumipat ang turno
out-of-turn-alternate = pinaputukan ni { $player } ang { $cells }, pero turno ni { $expected }: { $numbering ->
    [round] si { $who } ang nagpaputok ng salvo ng ikot { $previous }
    [shot] si { $who } ang nagpakawala ng tira { $previous } niya
    [move] kay { $who } ang galaw { $previous }
   *[entry] kay { $who } ang tala { $previous }
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
not-listed-at = hindi na inilista ang { $left-out } pang paglabag ni { $player } dahil sa { $code }, { $numbering ->
    [round] sa ikot { $first }
    [shot] sa tira { $first } ni { $shooter }
    [move] sa galaw { $first }
   *[entry] sa tala { $first }
    }: hanggang { $max } lang ang inililista ng hatol sa bawat uri ng paglabag ng isang manlalaro
not-listed-from-to = hindi na inilista ang { $left-out } pang paglabag ni { $player } dahil sa { $code }, { $numbering ->
    [round] mula sa ikot { $first } hanggang sa ikot { $last }
    [shot] mula sa tira { $first } hanggang sa tira { $last } ni { $shooter }
    [move] mula sa galaw { $first } hanggang sa galaw { $last }
   *[entry] mula sa tala { $first } hanggang sa tala { $last }
    }: hanggang { $max } lang ang inililista ng hatol sa bawat uri ng paglabag ng isang manlalaro

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
violations-moves-note = (binibilang ang mga galaw gaya ng pagbilang sa papel ng mga manlalaro; sa hatol na JSON, binibilang ang mga tala mula 0)
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
    [shot] sa tira { $entry } ni { $loser }
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
page-count-note = Binibilang ang mga galaw gaya ng pagbilang sa papel ng mga manlalaro: { $numbering ->
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
    [round] Ikot { $n }, { $player }: talo dahil sa paglabag: { $reason }
    [shot] Tira { $n } ni { $player }: talo dahil sa paglabag: { $reason }
   *[move] Galaw { $n }, { $player }: talo dahil sa paglabag: { $reason }
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
batch-footer = Binibilang ang mga linya mula 1; ang mga galaw, gaya ng pagbilang sa papel ng mga manlalaro (ayon sa ikot kapag salvo ang mga turno, kung hindi ay ayon sa sariling tira ng bawat manlalaro); ang mga tala, gaya ng sa mga hatol na JSON, mula 0.
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
web-intro = Iguhit ang dalawang plota, markahan ang mga tira gaya ng nasa inyong mga papel, o i-paste ang isang talaan: sa pahinang ito mismo tumatakbo ang reperi, at walang anumang lumalabas dito.
web-language = Wika
web-letters = Mga titik ng hanay
web-latin = Latin (A B C)
web-cyrillic = Cyrillic (А Б В)
web-game = Ang laro
web-rules = Mga panuntunan
web-preset-classic = Klasiko: isang tira bawat turno
web-preset-salvo = Salvo: mga ikot ng salvo
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
web-numbering = Pagbilang ng mga tira ayon sa
web-numbering-default = ayon sa mga panuntunan
web-numbering-round = ikot (salvo)
web-numbering-player = sariling bilang ng bawat manlalaro
web-numbering-game = bilang ng buong laro
web-help = Mga tira: i-click ang isang kahon para markahan ito ng numerong nasa patlang sa itaas ng grid, i-click ulit para sa tinamaan (x), ulit para sa mintis (o), at ulit para burahin; o gamitin ang mga arrow key, ang mga digit para sa numero, ang x o o para sa marka, at ang Delete para burahin.
web-help-salvo = Mga tira (Salvo): i-click ang isang kahon para markahan ito ng ikot na nasa patlang sa itaas ng grid, at i-click ulit para burahin; o gamitin ang mga arrow key, ang mga digit para sa ikot, at ang Delete para burahin. Walang tinamaan o mintis na isinusulat sa papel ng Salvo: ang kalaban ang nagsasabi kung aling mga barko ang tinamaan at ilang beses.
web-help-fleet = Plota: i-click o i-drag para gumuhit ng barko; sa touch screen, i-tap ang bawat kahon, o pindutin nang matagal ang isang kahon hanggang maiguhit ito at saka i-slide sa kahabaan ng barko; lumipat gamit ang mga arrow key, at gumuhit o magbura gamit ang Space.
web-help-keep = Nakatago ang laro sa browser na ito: naroon pa rin ito pagkatapos mag-reload. Sa Bawiin (Ctrl+Z) at Ulitin (Ctrl+Shift+Z), makakabalik at makakasulong sa bawat pagbabago.
web-how = Paano magtala ng laro
web-start = Wala pang laro: iguhit ang plota ng bawat manlalaro sa kanyang papel sa ibaba, saka markahan ang mga tira gaya ng nasa mga papel. O i-paste ang isang talaan sa patlang sa ilalim ng mga papel, magbukas ng file, o mag-load ng halimbawa.
web-start-summary = Wala pang laro: darating ang hatol kapag may naiguhit nang plota.
web-example = Mag-load ng halimbawang laro
web-undo = Bawiin
web-redo = Ulitin
web-copy-link = Kopyahin ang link
web-link-label = Link sa larong ito
web-link-copied = Nakopya ang link ({ $n } character): makikita ng magbubukas nito ang mga papel na ito at ang hatol na ito; nasa link mismo ang laro at hindi ito umaabot sa anumang server.
web-link-select = Nagawa ang link ({ $n } character): piliin ito at kopyahin. Nasa link mismo ang laro at hindi ito umaabot sa anumang server.
web-link-too-long = Masyadong mahaba ang larong ito para sa isang link ({ $n } character, lampas sa { $limit }): i-save ito bilang file at ang file ang ipadala.
web-link-broken = Walang mababasang laro sa link na ito: baka naputol ito.
web-not-kept = Masyadong malaki ang larong ito para itago sa browser na ito: i-save ito bilang file.
web-sheets-stale = Hindi ipinapakita ng mga papel na ito ang talaan sa ibaba: may laman ito na hindi maisusulat sa mga papel (pagsuko, sagot na nagbabanggit ng barko, sagot sa isang salvo, o isang mali). Kapag binago ang mga papel, mapapalitan ang talaan; maibabalik ito ng Bawiin.
web-confirm-replace = Hindi ipinapakita ng mga papel ang talaan sa ibaba. Palitan ang talaan ng nasa mga papel? (Maibabalik ito ng Bawiin.)
web-round-of = Ikot ni { $name }
web-shot-number-of = Numero ng tira ni { $name }
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
web-footer = broadside: ang reperi ring ginagamit sa command line, na ginawang WebAssembly. Walang ipinapadala kahit saan.
web-fleet-of = plota ni { $name }
web-shots-of = mga tira ni { $name } kay { $other }
web-fleet-heading = Plota
web-shots-heading = Mga tira kay { $other }
web-ship = barko
web-water = tubig
web-shot-n = tira { $n }
web-no-shot = walang tira
web-hit = tinamaan
web-miss = mintis
web-round-number = Ikot
web-move-number = Numero ng tira
web-to-place = Ilalagay pa:
web-ship-left = { $ship } ({ $size }) ×{ $count }
web-all-placed = Nailagay na ang lahat ng barko.
web-too-many-ships = mas marami ang { $ship } kaysa sa hinihingi ng mga panuntunan ({ $count })
web-no-such-ship = walang barko sa plota na kasinghaba ng { $label }
web-note-grids = Ginawa mula sa mga papel sa itaas bilang talaan sa anyong papel; baguhin ito rito, mag-paste ng iba, o magbukas ng file.
web-note-text = Sinuri gaya ng pagkakasulat. Hindi maisusulat sa mga papel sa itaas ang lahat ng ito (pagsuko, sagot na nagbabanggit ng barko, sagot sa isang salvo): baguhin ito rito.
web-note-text-held = Sinuri gaya ng pagkakasulat; ipinapakita ito ng mga papel sa itaas.
web-note-long = { $mb } MB ang talaang ito: ang simula lang nito ang ipinapakita ng patlang at hindi ito mababago rito; baguhin ang file sa isang text editor, o i-save ito.
web-input-error = Hindi mabasa ang talaan:
web-placement = paglalagay
web-foul = mabigat na paglabag
web-warning = babala
web-code-off_board = labas sa grid
web-code-bad_shape = hindi tuwid ang barko
web-code-overlap = nagpapatong ang mga barko
web-code-touching = nagdidikit ang mga barko
web-code-wrong_fleet = maling plota
web-code-out_of_turn = tira nang wala sa turno
web-code-too_many_shots = sobrang dami ng tira
web-code-false_report = maling sagot
web-code-timeout = naubusan ng oras
web-code-crashed = huminto ang programa
web-code-illegal_message = di-wastong mensahe
web-code-too_few_shots = kulang ang tira
web-code-repeated_shot = inulit na tira
web-code-after_end = pagkatapos ng laro
web-code-ambiguous_fleet = nahahati ang plota sa higit sa isang paraan

## Input errors (a record that cannot be adjudicated; exit status 2)
input-at = { $line }:{ $column }: { $what }
input-at-path = { $line }:{ $column }: sa { $path }: { $what }
input-at-column = karakter { $column }: { $what }
input-at-column-path = karakter { $column }: sa { $path }: { $what }
input-on-paper = { $line }:{ $column }: { $what } (sa talaang JSON, sa { $path })
input-on-paper-part = { $line }:{ $column }: { $part }: { $what } (sa talaang JSON, sa { $path })
input-at-line = sa linya { $line }: { $what }
input-at-value = sa { $path }: { $what }
input-at-flag = { $flag }: { $what }
input-too-large = lampas ang talaan ({ $bytes } byte) sa hangganang { $limit } byte
input-too-large-unread = lampas ang talaan (higit sa 16 MiB) sa hangganang { $limit } byte
input-json-eof = { $detail } (naputol ang teksto bago natapos ang JSON)
input-json-trailing = may sobrang karakter pagkatapos ng talaan: inaasahang doon na nagtatapos ang teksto (para sa isang talaan bawat linya, gamitin ang --jsonl)
input-json-trailing-one-a-line = may sobrang karakter pagkatapos ng talaan: inaasahang doon na nagtatapos ang teksto
input-json = hindi mabasa ang JSON: { $detail }
input-json-unknown-field = hindi kilalang field na `{ $found }`, { $count ->
        [0] walang field na tinatanggap dito
       *[other] inaasahan ang { $expected }
    }
input-json-unknown-variant = hindi kilalang halaga na `{ $found }`, { $count ->
        [0] walang halagang tinatanggap dito
       *[other] inaasahan ang { $expected }
    }
input-json-missing-field = nawawala ang field na `{ $field }`
input-json-duplicate-field = dalawang beses lumabas ang field na `{ $field }`
input-json-invalid-type = inaasahan ang { $expected }, pero { $found } ang nakita
input-json-invalid-value = inaasahan ang { $expected }, pero { $found } ang nakita
input-json-invalid-length = inaasahan ang { $expected }, pero { $found ->
        [0] walang laman ang listahan
       *[other] may { $found } elemento ang listahan
    }
json-found = { $kind ->
        [boolean] boolean na `{ $value }`
        [integer] buong numero na `{ $value }`
        [float] numerong may decimal na `{ $value }`
        [string] string na "{ $value }"
        [null] null
        [sequence] isang array
        [map] isang object
       *[other] { $value }
    }
-json-coordinate = isang coordinate: isang titik at numero ng hilera mula 1 gaya ng "C4", o [hanay, hilera] mula 0 gaya ng [2, 3]
json-expected = { $kind ->
        [string] isang string
        [boolean] isang boolean
        [integer] isang buong numero mula { $min } hanggang { $max }
        [sequence] isang array
        [map] isang object
        [struct] isang object
        [coordinate] { -json-coordinate }
        [axis] buong numero ng hanay o hilera na binibilang mula 0
        [log] isang listahan ng mga tala
        [names] isang listahan ng mga pangalan
        [fleets] isang object na may plota ng bawat manlalaro sa ilalim ng pangalan ng manlalaro
        [fleet] isang listahan ng mga barko o isang iginuhit na plota {"{"}"grid": [...]{"}"}
        [grid-row] isang hilera: string gaya ng "..##......" o listahan ng 0 at 1
        [ship-cells] isang listahan ng mga coordinate o saklaw gaya ng "B2-E2"
        [target] { -json-coordinate }, o isang salvo: listahan ng mga coordinate
        [element] buong numero ng hanay (sa [hanay, hilera]) o { -json-coordinate }
        [hits-by-class] isang object ng mga tama ayon sa uri, gaya ng {"{"}"cruiser": 2{"}"}
        [hit-count] bilang ng tama: buong numero mula 0 hanggang { $max }
        [reply] "miss", "hit" o "sunk" para sa iisang tira, o {"{"}"hits": {"{"}...{"}"}, "sunk": [...]{"}"} para sa isang salvo
        [counts-by-class] isang object ng mga bilang ayon sa uri
        [class-list] isang listahan ng mga uri ng barko
        [name] isang pangalan (isang JSON string)
        [rules] pangalan ng preset ("classic", "salvo", "russian") o object ng mga panuntunan na may "base"
        [fleet-spec] pangalan ng plota ("standard", "two-destroyers", "russian", "hasbro") o listahan ng mga uri ng barko
       *[other] { $value }
    }
json-syntax = { $kind ->
        [eof-list] hindi naisara ang array
        [eof-object] hindi naisara ang object
        [eof-string] hindi naisara ang string
        [eof-value] kulang ang isang halaga
        [expected-colon] inaasahan dito ang `:`
        [expected-list-comma-or-end] inaasahan dito ang `,` o `]`
        [expected-object-comma-or-end] inaasahan dito ang `,` o `{"\u007D"}`
        [expected-ident] inaasahan dito ang `true`, `false` o `null`
        [expected-value] inaasahan dito ang isang halaga
        [expected-double-quote] inaasahan dito ang `"`
        [invalid-escape] maling escape na may \ sa string
        [invalid-number] maling numero
        [number-out-of-range] lampas sa saklaw ang numero
        [invalid-unicode-code-point] maling Unicode code point
        [control-character] may control character (\u0000-\u001F) sa string
        [key-must-be-a-string] dapat string ang key
        [lone-leading-surrogate] walang kapares ang unang kalahati ng surrogate pair sa \u escape
        [trailing-comma] sobrang kuwit bago ang dulo ng array o object
        [trailing-characters] may sobrang karakter pagkatapos ng JSON
        [unexpected-end-of-hex-escape] putol ang \u escape
        [recursion-limit-exceeded] masyadong malalim ang pagkakapatong ng mga array at object
       *[other] { $detail }
    }
json-one-of = { $count ->
        [1] { $first }
        [2] { $first } o { $second }
       *[other] isa sa { $all }
    }

input-file-is-directory = folder ito, pero file ang inaasahan
input-file-cannot-open = hindi mabuksan: { $why }
input-file-cannot-read = hindi mabasa: { $why }
input-io-not-found = walang ganitong file
input-io-permission-denied = walang pahintulot
input-io-is-a-directory = folder ito
input-io-not-a-directory = hindi folder ang isang bahagi ng path
input-io-already-exists = umiiral na ito
input-io-storage-full = puno na ang disk
input-io-read-only = read-only ang file system
input-io-broken-pipe = wala na ang bumabasa (sarado na ang pipe)
input-io-out-of-memory = naubusan ng memory
input-io-busy = ginagamit ng ibang programa ang file
input-io-too-large = masyadong malaki ang file

## Input errors: JSON records (RecordFault)
-drawing-marks = ang kahon ng barko ay # X x 1 ■ █ * o @, ang tubig ay . · - ~ _ 0 □ o espasyo, at ang titik ay unang titik ng isang uri ng barko
drawing-initial = { $initial } ({ $class })
input-record-not-a-record = inaasahan ang talaan ng laro (isang JSON object na may "fleets" at "shots"), pero { $found ->
        [empty] walang laman ang input
        [array] isang array ang nakita
        [string] isang string ang nakita
        [number] isang numero ang nakita
        [boolean] isang boolean ang nakita
        [null] null ang nakita
       *[char] { $char } ang nakita
    }
input-record-unreadable = hindi mabasa ang talaan
input-record-not-utf8 = inaasahan ang tekstong UTF-8
input-record-not-utf8-byte = inaasahan ang tekstong UTF-8, pero may nakitang byte na { $byte }
input-record-not-utf8-utf16 = inaasahan ang tekstong UTF-8, pero may nakitang byte na { $byte } (UTF-16 ang file, gaya ng sine-save ng Notepad bilang "Unicode": i-save ito bilang UTF-8)
input-record-line-too-large = lampas ang linya ({ $bytes } byte) sa hangganang { $limit } byte
input-record-too-many = inaasahan ang hindi hihigit sa { $max } { $what ->
        [log-entries] tala sa talaan
        [log-shots] tira sa lahat ng tala ng talaan
        [names] pangalan sa isang listahan
        [ships] barko sa isang plota
        [ship-cells] kahon sa isang barko
        [volley-shots] tira sa isang salvo
        [classes-counted] uring binilang
       *[row-cells] kahon sa isang hilera
    }
input-record-name-too-long = inaasahan ang pangalang hindi hihigit sa { $max } byte, pero { $bytes } byte ang nakitang pangalan
input-record-no-rules = walang nakasaad na panuntunan sa talaan; idagdag ang "rules": "classic" (o salvo, russian, o isang object), o gamitin ang --rules
input-record-unknown-arg = inaasahan ang { $arg ->
        [fleet] pangalan ng plota (standard, two-destroyers, russian, hasbro) o listahan ng mga uri sa JSON
       *[rules] nakahandang panuntunan (classic, salvo, russian) o object ng panuntunan sa JSON
    }, pero { $found } ang nakita
input-record-argument = { $error }
input-record-board-side = inaasahang 1 hanggang { $max } ang bilang ng { $side ->
        [rows] hilera
       *[columns] hanay
    }, pero { $found } ang nakita
input-record-empty-fleet = inaasahan ang kahit isang uri ng barko, pero walang laman ang listahan
input-record-bad-class = uri { $index } ({ $name }): { $fault ->
        [empty-name] inaasahan ang pangalan ng uri, pero walang laman ang pangalan
        [size] inaasahan ang laking mula 1 hanggang { $max }, pero { $found } ang nakita
        [zero-count] inaasahan ang bilang na hindi bababa sa 1, pero 0 ang nakita
       *[salvo] inaasahan ang halaga sa salvo na hindi hihigit sa { $max }
    }
input-record-class-names-alike = may dalawang uri na nagngangalang { $first } at { $second }: dapat magkaiba ang mga pangalan kahit hindi pansinin ang malaki at maliit na titik
input-record-not-a-player = inaasahan si { $first } o si { $second }, pero { $found } ang nakita
input-record-blank-name = inaasahan ang pangalan ng manlalaro na may kahit isang nakikitang karakter, pero { $found } ang nakita
input-record-player-count = inaasahan ang eksaktong dalawang pangalan ng manlalaro, pero { $found } ang nakita
input-record-same-players = inaasahan ang dalawang magkaibang pangalan, pero { $same ->
        [yes] dalawang beses na nakita ang { $first }
       *[no] ang nakita ay { $first } at { $second }, na pareho kapag hindi pinansin ang malaki at maliit na titik
    }
input-record-no-fleet = inaasahan ang plota ng manlalarong { $player }
input-record-extra-fleet = inaasahan ang mga plota nina { $first } at { $second } lamang, pero may nakita ring plota ni { $found }
input-record-fleet-count = inaasahan ang mga plota ng dalawang manlalaro, pero { $found } ang nakita
input-record-fleet-twice = dalawang beses ibinigay ang plota ni { $player }
input-record-third-fleet = inaasahan ang mga plota ng dalawang manlalaro, pero may ikatlo pa: ang kay { $player }
input-record-ship-as-list = inaasahan ang barko bilang isang object, gaya ng {"{"}"ship": "cruiser", "cells": "B2-E2"{"}"}, pero listahan ang nakita
input-record-empty-ship = inaasahan ang kahit isang kahon, pero walang laman ang listahan
input-record-not-a-range = inaasahan ang saklaw ng dalawang coordinate gaya ng "B2-E2" o listahan ng mga coordinate, pero { $found } ang nakita
input-record-not-a-range-end = inaasahan ang saklaw ng dalawang coordinate gaya ng "B2-E2", pero hindi coordinate na tulad ng "C4" ang { $end }
input-record-not-a-coordinate = inaasahan ang isang coordinate: isang titik at numero ng hilera mula 1 gaya ng "C4", o [hanay, hilera] mula 0 gaya ng [2, 3], pero { $found } ang nakita
input-record-not-an-integer = inaasahan ang buong numero ng hanay o hilera na binibilang mula 0, pero { $found } ang nakita{ $whole ->
        [yes] : hindi binabasa ang numerong may decimal o exponent, o lampas sa 64 bit
       *[no] {""}
    }
input-record-uneven-rows = dapat magkakasinghaba ang mga hilera ng guhit: may { $first } kahon ang hilera 1, pero { $cells } ang hilera { $row }
input-record-too-many-rows = inaasahan ang hindi hihigit sa { $max } hilera sa isang guhit, pero { $found } ang nakita
input-record-too-many-row-cells = inaasahan ang hindi hihigit sa { $max } kahon sa isang hilera, pero { $found } ang nakita
input-record-mixed-marks = hilera { $row }, hanay { $column }: may mga barko sa guhit na minarkahan ng unang titik ng uri (gaya ng { $initial }) at may mga minarkahan ng marka ng barko gaya ng #: iguhit ang lahat ng barko sa iisang paraan (hindi marka ang titik na hindi unang titik ng anumang uri)
input-record-initials-not-marks = inaasahan ang guhit na may mga marka ng barko, pero mga unang titik ng uri ang nakita
input-record-not-a-mark = hindi marka ng guhit ang { $mark } ({ -drawing-marks })
input-record-not-a-bit = inaasahan ang 0 o 1, pero { $found } ang nakita
input-record-in-column = hanay { $column }: { $what }
input-record-shared-initial = pareho ang unang titik ng { $first } at { $second } ({ $initial }), kaya hindi masasabi ng titik kung aling barko ang alin: iguhit ang mga barko gamit ang # at ipaubaya sa reperi ang pagtukoy ng uri, o ilista ang mga barko
input-record-not-an-initial = hindi marka ng guhit ang { $letter } ({ -drawing-marks }); ang mga unang titik ng mga uri ng plotang ito ay { $initials }
input-record-crooked-initials = hindi bumubuo ng iisang tuwid na barko ang mga kahong { $cells } ng { $class }, at hula lamang kung aling mga { $class } ang mga ito: ilista ang mga barkong ito kasama ang kanilang mga kahon
input-record-too-hard-to-split = masyadong mahirap hatiin ang guhit sa loob ng { $steps } hakbang ng paghahanap; ilista na lang ang mga barko kasama ang kanilang mga kahon
input-record-splits-unweighed = napakaraming paraan ng paghahati sa guhit, higit sa kayang timbangin ng reperi laban sa talaan ({ $weighed } ang natimbang, at kahit ang pinakamainam sa mga ito ay nagbibintang sa may-ari ng mabigat na paglabag na baka mawala sa paghahating hindi natimbang); ilista na lang ang mga barko kasama ang kanilang mga kahon
input-record-entry-as-list = inaasahan ang tala ng talaan bilang isang object, gaya ng {"{"}"player": "ann", "at": "C4"{"}"}, pero listahan ang nakita
input-record-in-forfeit = hindi dapat may "{ $key }" sa tala ng pagkatalo dahil sa paglabag: { $key ->
        [at] walang tirang itinatala ang ganitong tala (isulat ang tira bilang hiwalay na tala)
       *[other] walang tirang masasagot sa ganitong tala
    }
input-record-forfeit-beside-shot = hindi dapat may "forfeit" sa talang may "at", "reply" o "ship": magkahiwalay na tala ang tira at ang pagkatalo dahil sa paglabag
input-record-forfeit-with-reply = inaasahang walang "reply" o "ship" ang tala ng pagkatalo dahil sa paglabag: walang tirang itinatala ang ganitong tala
input-record-empty-volley = inaasahan ang kahit isang coordinate, pero walang laman ang salvo
input-record-not-a-pair = inaasahan ang [hanay, hilera], pero { $more ->
        [yes] higit sa dalawang buong numero
       *[no] isang buong numero
    } ang nakita
input-record-class-counted-twice = dalawang beses binilang ang uring { $class } (isinulat din bilang { $twin }): isang beses lang banggitin ang bawat uri
input-record-bad-hit-count = inaasahan ang bilang ng tama mula 0 hanggang { $max }, pero { $found } ang nakita
input-record-volley-reply-to-shot = inaasahan ang "miss", "hit" o "sunk" para sa iisang tira, pero object ng sagot sa salvo ang nakita
input-record-word-reply-to-volley = inaasahan ang sagot sa salvo na {"{"}"hits": {"{"}...{"}"}, "sunk": [...]{"}"} para sa listahan ng mga tira, pero salita ang nakita
input-record-ship-without-hit = maaari lang ilagay ang "ship" kasama ng sagot na "hit" o "sunk" sa iisang tira
input-record-not-a-class = inaasahan ang isang uri ng barko ng plota, gaya ng pagkakasulat sa mga tuntunin ({ $classes }), pero { $found } ang nakasulat

## Input errors: paper logs (LogFault)

log-or = { $init } o { $last }
log-term-words = { $term }: { $words }
input-log-mixed-letters = hindi linya ng mga titik ng hanay ang { $line }, at hindi rin hilera: may { $odd ->
        [latin] mga titik na Latin ({ $letters }) na nakahalo sa mga Cyrillic
       *[cyrillic] mga titik na Cyrillic ({ $letters }) na nakahalo sa mga Latin
    }, gaya ng nangyayari kapag na-type sa kabilang keyboard ang magkamukhang titik; isulat sa iisang alpabeto ang lahat ng titik ng hanay
input-log-not-column-letters = hindi linya ng mga titik { $columns ->
        [0] ng hanay
        [one] ng { $columns } hanay
       *[other] ng { $columns } hanay
    } ang { $line }, at hindi rin hilera: ang titik nitong { $letter } ay { $script ->
        [latin] titik na Latin
        [cyrillic] titik na Cyrillic
       *[other] titik na wala sa alinmang alpabeto
    }, samantalang sa { $set ->
        [latin] A B C … (Latin)
       *[cyrillic] { $letters }
    }, { $expected ->
        [latin] { $wanted } (titik na Latin) ang inaasahan sa puwestong iyon
        [cyrillic] { $wanted } (titik na Cyrillic) ang inaasahan sa puwestong iyon
       *[none] wala nang titik pagkatapos ng ika-{ $matched }
    }; ang mga titik ng hanay ay A B C … (Latin), А Б В Г Д Е Ж З И К o А Б В Г Д Е Ж З И Й, o Р Е С П У Б Л И К А
input-log-not-sheet-language = ang { $word } ay "{ $term }" sa { $langs }, pero nasa { $declared } ang papel na ito (ayon sa linyang language ng ulunan nito): inaasahan ang { $expected }
input-log-two-meanings = may dalawang kahulugan ang { $word }: "{ $term }" sa { $lang }, "{ $other-term }" sa { $other-lang }; iisang kahulugan lang ang maibibigay sa isang salita, kaya sabihin kung anong wika ang papel sa isang linya ng ulunan gaya ng "language: { $code }", o gumamit ng ibang salita
input-log-second-language = ang { $word } ay "{ $term }" sa { $langs }, pero nasa { $sheet } ang mga salita ng papel na ito ({ $first } sa { $at-line }:{ $at-column }): Ingles at iisa pang wika lang ang maaaring isulat sa isang papel; isulat ang { $expected }, o sabihin ang wika ng papel sa isang linya ng ulunan gaya ng "language: { $code }"
input-log-unknown-language = language: inaasahan ang isa sa mga wikang may katalogo: { $languages }, pero { $found } ang nakasulat
input-log-mixed-digits = nakasulat ang isang numero sa mga digit ng dalawang sistema ng pagsulat ({ $first } at { $second }): isulat ang bawat numero sa mga digit ng iisang sistema ng pagsulat
input-log-unknown-class = { $settled ->
        [yes] inaasahan ang isang uri ng barko ng plota ({ $classes }) (mga salita sa { $lang }: { $words }), pero { $found } ang nakasulat
       *[no] inaasahan ang isang uri ng barko ng plota ({ $classes }), pero { $found } ang nakasulat
    }
input-log-class-of = { $of ->
        [ship] ang barkong binanggit ng sagot na "{ $reply }" sa tira ni { $player }
        [hit] isang uring tinamaan ng salvo
        [sank] isang uring pinalubog ng salvo
       *[listed] ang uri ng isang barko
    }: { $what }
input-log-latin-like-cyrillic = nakasulat ang { $cell } sa titik na Latin na { $written }, na kamukha ng Cyrillic na { $twin } sa mga titik ng hanay ng papel na ito ({ $letters }): { $on-board ->
        [yes] bilang Latin, hanay { $latin-column } ito
       *[no] bilang Latin, wala itong katumbas na hanay sa grid na ito (hanay { $latin-column } sana ang { $upper }, pero { $columns } lang ang hanay)
    }, at bilang Cyrillic, hanay { $cyrillic-column } ito ({ $twin-cell }); isulat ito sa mga titik na ginagamit ng papel
input-log-latin-like-no-column = nakasulat ang { $cell } sa titik na Latin na { $written }, na kamukha ng Cyrillic na { $twin }: bilang Latin, wala itong katumbas na hanay sa grid na ito (hanay { $latin-column } sana ang { $upper }, pero { $columns } lang ang hanay), at wala rin ang { $twin } sa mga titik ng hanay ng papel na ito ({ $letters }); isulat ito sa mga titik na ginagamit ng papel
input-log-cyrillic-like-latin = nakasulat ang { $cell } sa titik na Cyrillic na { $written }, na kamukha ng Latin na { $twin }: bilang Cyrillic, hanay { $cyrillic-column } ito, at bilang Latin, hanay { $latin-column } ({ $twin-cell }), pero Latin ang iba pang coordinate ng papel na ito; isulat ito sa Latin, o lagyan ng mga titik na Cyrillic ang mga hanay ng isang grid
input-log-mixed-range = nakasulat ang isang dulo ng { $cells } sa titik na Latin na { $latin } at ang kabila sa Cyrillic na { $cyrillic }: isulat ang dalawang dulo sa mga titik na ginagamit ng papel
input-log-two-ways = hindi mababasa ng papel na ito ang coordinate na { $cell }: sa dalawang paraan pinangangalanan ng mga grid nito ang mga hanay ({ $one } at { $other }), kaya isulat ang mga coordinate sa mga titik na Latin
input-log-not-column-letter = hindi coordinate ang { $cell }: wala ang { $letter } sa mga titik ng hanay ng papel na ito ({ $cyrillic ->
        [yes] A B C … o { $letters }
       *[no] A B C …, gaya ng nasa mga guhit nito
    })
input-log-not-pair = hindi pares na [hanay,hilera] ng mga buong numerong binibilang mula 0 ang { $cell }: { $detail }
input-log-not-a-cell = { $cell }: inaasahan ang isang coordinate: isang titik at numero ng hilera mula 1 gaya ng "C4", o [hanay, hilera] mula 0 gaya ng [2, 3], pero { $cell } ang nakasulat
input-log-not-a-log-line = inaasahan ang isang linya ng talaan: numero ng galaw kung gusto (12.), saka ang pangalan ng isang manlalaro ({ $first } o { $second }), gaya ng "{ $example } C4 miss", pero { $found } ang nakasulat
input-log-forfeit-reason = inaasahan ang isang dahilan pagkatapos ng "{ $keyword }": { $reasons }, pero { $found } ang nakasulat
input-log-volley-too-long = nagpaputok si { $player } ng higit sa { $max } { $max ->
        [one] tira
       *[other] tira
    } sa isang salvo, ang pinakamaraming kayang itala
input-log-move = ang galaw ni { $player }: { $what }
input-log-no-cell = inaasahan ang kahong tinira, gaya ng C4 o [2,3], o "resigns" o "forfeits REASON", pero { $found } ang nakasulat
input-log-no-cell-because = inaasahan ang kahong tinira, gaya ng C4 o [2,3], o "resigns" o "forfeits REASON"; { $what }
input-log-only-cells = mga kahon lamang ang inaasahan bago ang tutuldok ng isang salvo, pero { $found } ang nakasulat
input-log-volley-reply-after-colon = nagpaputok ng salvo si { $player }: isinusulat ang sagot pagkatapos ng tutuldok, gaya ng "{ $example } A1 B1: cruiser 1" (o "A1 B1: none"), pero { $found } ang nakasulat
input-log-no-reply = { $settled ->
        [yes] inaasahan ang sagot sa tira ni { $player }: miss, hit o sunk (puwedeng banggitin ng hit at sunk ang barko: "hit cruiser") (mga salita sa { $lang }: { $words }), pero { $found } ang nakasulat
       *[no] inaasahan ang sagot sa tira ni { $player }: miss, hit o sunk (puwedeng banggitin ng hit at sunk ang barko: "hit cruiser"), pero { $found } ang nakasulat
    }
input-log-miss-names-ship = walang barkong binabanggit ang mintis: walang inaasahan pagkatapos ng "{ $word }", pero { $found } ang nakasulat
input-log-volley-hits = inaasahan ang mga tama ng salvo bilang uri at bilang, gaya ng "cruiser 2, battleship 1", o "none", pero { $found } ang nakasulat
input-log-volley-hits-too-many = binabanggit ng mga tama ng salvo ang higit sa { $max } { $max ->
        [one] uri
       *[other] uri
    }, ang pinakamaraming kayang itala
input-log-no-sunk = inaasahan pagkatapos ng tuldok-kuwit ang mga barkong pinalubog ng salvo, gaya ng "; sunk destroyer, submarine", pero { $found } ang nakasulat
input-log-empty-class = inaasahan ang pangalan ng isang uri sa pagitan ng mga kuwit sa { $list }
input-log-volley-sinks-too-many = nagpalubog ang salvo ng higit sa { $max } { $max ->
        [one] barko
       *[other] barko
    }, ang pinakamaraming kayang itala
input-log-fleet = ang plota ni { $owner }: { $what }
input-log-no-ship-cells = inaasahan ang mga kahon ng isang barko pagkatapos ng uri nito, gaya ng "cruiser A4-D4" o "torpedo boat J10", pero { $found } ang nakasulat
input-log-one-range = inaasahan ang isang saklaw (B2-F2) o listahan ng mga kahon (G4 G5) para sa isang barko, pero { $found } ang nakasulat
input-log-too-many-ships = may higit sa { $max } { $max ->
        [one] barko
       *[other] barko
    } ang plota ni { $owner }, ang pinakamaraming kayang hawakan ng isang plota

## Input errors: paper sheets (SheetFault)
input-sheet-control-character = karakter na pangkontrol ang { $char }, na walang kahulugan sa talaang nasa papel
input-sheet-key-twice = dalawang beses nakasulat sa ulunan ang "{ $key }": isang beses lang isulat ang bawat isa
input-sheet-header-after-section = nasa ibaba ng isang seksiyon ang linya ng ulunan na "{ $key }": dapat mauna ang mga linya ng ulunan sa unang seksiyon ng plota, ng mga tira o ng talaan
input-sheet-unknown-key = { $language ->
    [none] hindi kilala sa ulunan ang { $key }: ang kilala ng ulunan ay rules, players, first, numbering at meta, at language para sa wika ng papel (nagsisimula ang isang seksiyon sa "NAME fleet:", "NAME shots:" o "log:")
   *[other] hindi kilala sa ulunan ang { $key }: ang kilala ng ulunan ay rules, players, first, numbering at meta, at language para sa wika ng papel (nagsisimula ang isang seksiyon sa "NAME fleet:", "NAME shots:" o "log:") (mga salita sa { $language }: { $words })
    }
input-sheet-not-a-header-line = { $language ->
    [none] inaasahan ang isang linya ng ulunan na "susi: halaga" (rules, players, first, numbering, meta, language) o isang seksiyon ("NAME fleet:", "NAME shots:", "log:"), pero { $line } ang nakita
   *[other] inaasahan ang isang linya ng ulunan na "susi: halaga" (rules, players, first, numbering, meta, language) o isang seksiyon ("NAME fleet:", "NAME shots:", "log:") (mga salita sa { $language }: { $words }), pero { $line } ang nakita
    }
input-sheet-header-value = { $key }: { $what }
input-sheet-same-players = players: inaasahan ang dalawang magkaibang pangalan, pero dalawang beses na nakasulat ang { $name }
input-sheet-not-two-names = players: inaasahan ang dalawang pangalang pinaghihiwalay ng kuwit, gaya ng "ann, ben", pero { $found } ang nakita
input-sheet-unknown-numbering = { $language ->
    [none] numbering: inaasahan ang round, player o game, pero { $found } ang nakita
   *[other] numbering: inaasahan ang round, player o game (mga salita sa { $language }: { $words }), pero { $found } ang nakita
    }
input-sheet-meta = meta: inaasahan ang iisang halagang JSON sa linyang ito: { $detail }
input-sheet-first-not-a-player = first: inaasahan si { $first } o si { $second }, pero { $found } ang nakita
input-sheet-no-rules = walang nakasaad na panuntunan sa talaan: magdagdag ng linya ng ulunan gaya ng "rules: salvo" (o classic, russian, o object ng panuntunan sa JSON), o gamitin ang --rules
input-sheet-log-too-long = lumalampas sa { $most ->
    [one] { $most } galaw
   *[other] { $most } galaw
    } ang talaan, ang pinakamaraming kayang itala
input-sheet-fleet-too-long = lumalampas sa { $lines ->
    [one] { $lines } linya
   *[other] { $lines } linya
    } ang plota ni { $owner }: ang plota ay listahan ng hanggang { $ships ->
    [one] { $ships } barko
   *[other] { $ships } barko
    } o guhit ng hanggang { $rows ->
    [one] { $rows } hilera
   *[other] { $rows } hilera
    }
input-sheet-shots-too-long = lumalampas sa { $lines ->
    [one] { $lines } linya
   *[other] { $lines } linya
    } ang mga tira ni { $owner }: isang hilera bawat linya ang grid ng mga tira, hanggang { $rows ->
    [one] { $rows } hilera
   *[other] { $rows } hilera
    }
input-sheet-third-fleet = plota ng ikatlong manlalaro ({ $owner }): dalawa lang ang manlalaro sa isang laro (o pangalanan sila sa "players: ann, ben")
input-sheet-fleet-sections = inaasahan ang isang seksiyon ng plota para sa bawat isa sa dalawang manlalaro ("ann fleet:" …), pero { $found } lang ang nakita
input-sheet-no-fleet = walang seksiyon ng plota si { $player }: inaasahan ang linyang "{ $player } fleet:" at ang plota sa ilalim nito
input-sheet-not-a-player = hindi manlalaro si { $owner }: inaasahan si { $first } o si { $second }
input-sheet-log-and-grids = ang talaan ay isang seksiyong "log:" o kaya'y tig-isang grid na "NAME shots:" ang bawat manlalaro, hindi ang dalawa nang sabay
input-sheet-second-log = ikalawang seksiyong "log:": isulat ang buong talaan sa iisang seksiyon
input-sheet-second-fleet = ikalawang seksiyon ng plota para kay { $player }: tig-iisa lang ang bawat manlalaro
input-sheet-second-shots = ikalawang seksiyon ng mga tira para kay { $player }: tig-iisa lang ang bawat manlalaro
input-sheet-move-back = kasunod ng galaw { $before } (linya { $line }) ang galaw { $number }: sinusunod ng mga linya ng talaan ang takbo ng laro, kaya hindi puwedeng bumaba ang mga numero ng galaw; ayusin ang mga linya ayon sa pagkakalaro, o itama ang numero
input-sheet-log-shots = higit sa { $most ->
    [one] { $most } tira
   *[other] { $most } tira
    } ang kabuuang pinaputok sa talaan, ang pinakamaraming kayang itala
input-sheet-shots-of-one = nakasulat ang mga tira ni { $given } pero hindi ang kay { $missing }: ang talaan ay tig-isang grid na "NAME shots:" ang bawat manlalaro (grid na puro tuldok para sa manlalarong hindi tumira)
input-sheet-round-without-salvo = numbering: binibilang ng round ang mga salvo, pero isang tira bawat turno sa mga panuntunang ito: gamitin ang player o game
input-sheet-player-with-salvo = numbering: binibilang ng player ang bawat iisang tira, pero salvo ang pinapuputok sa mga panuntunang ito: gamitin ang round o game
input-sheet-letters-or-initials = mababasa ang { $line } bilang mga titik ng hanay at bilang hilera ng mga barkong iginuhit sa unang titik ng kanilang uri, at hindi masabi ng mga hilera ng guhit kung alin ({ $rows } hilera kung kasama ito, { $board } ang sa grid): lagyan ng numero ang mga hilera (1, 2, 3 …), o iguhit ang bawat hilera ng grid
input-sheet-empty-fleet = walang laman ang { $named ->
        [no] plota
       *[yes] seksiyon ng plota ni { $owner }
    }: inaasahan ang guhit ng grid o listahan ng mga barko gaya ng "battleship B2-F2"
input-sheet-row-number = { $kind ->
    [later] { $named ->
        [no] plota
       *[yes] plota ni { $owner }
    }, hilera { $row }: may numerong { $numbered } ang linyang ito, at sa ibaba pa ang hilera { $row }: isulat nang sunod-sunod ang mga hilera
    [missing] { $named ->
        [no] plota
       *[yes] plota ni { $owner }
    }: nawawala ang hilera { $row }; may numerong { $numbered } ang linyang ito
    [below] { $named ->
        [no] plota
       *[yes] plota ni { $owner }
    }, hilera { $row }: may numerong { $numbered } ang linyang ito, pero { $before } ang hilerang nauna rito
   *[no-number] { $named ->
        [no] plota
       *[yes] plota ni { $owner }
    }, hilera { $row }: inaasahan sa unahan ang numero ng hilera, { $row }, gaya ng sa ibang hilera, pero { $found } ang nakita
    }
input-sheet-mixed-marks = may mga barko sa guhit na minarkahan ng unang titik ng uri (gaya ng { $initial }) at may mga minarkahan ng marka ng barko (gaya ng { $mark }): iguhit ang lahat ng barko sa iisang paraan
input-sheet-not-a-mark = hindi marka ng guhit ang { $mark }: ang kahon ng barko ay # X x 1 ■ █ * o @, ang tubig ay . · - ~ _ 0 □ o espasyo, at ang titik ay unang titik ng isang uri ng barko
input-sheet-not-a-drawn-mark = hindi marka ng guhit ang { $mark } (ang kahon ng barko ay # X x 1 ■ █ * o @, ang tubig ay . · - ~ _ 0 □ o espasyo, at ang titik ay unang titik ng isang uri ng barko)
input-sheet-row-too-wide = inaasahan ang hanggang { $most ->
    [one] { $most } kahon
   *[other] { $most } kahon
    } sa isang hilera, pero { $cells } ang nakita
input-sheet-unequal-rows = { $ruled ->
    [yes] dapat magkakasinghaba ang mga hilera ng guhit: { $cells ->
        [one] { $cells } kahon
       *[other] { $cells } kahon
    } ang hilera { $row }, pero { $width } ang hilera sa linya { $line } (hindi hilera ang linyang panghati kapag iginuhit ang mga hilera ng grid nang wala ito, o kapag may numero ang mga ito)
   *[no] dapat magkakasinghaba ang mga hilera ng guhit: { $cells ->
        [one] { $cells } kahon
       *[other] { $cells } kahon
    } ang hilera { $row }, pero { $width } ang hilera sa linya { $line }
    }
input-sheet-drawn-rows = { $kind ->
    [more] { $rows ->
        [one] { $rows } hilera
       *[other] { $rows } hilera
    } { $named ->
        [no] ang guhit
       *[yes] ang guhit ni { $owner }
    } samantalang { $board } ang sa grid, at walang numero ang mga hilera: hula lang kung alin sa mga ito ang mga hilera ng grid; iguhit nang isang beses ang bawat hilera ng grid, o lagyan ng numero ang mga hilera (1, 2, 3 …)
   *[fewer] { $rows ->
        [one] { $rows } hilera
       *[other] { $rows } hilera
    } lang { $named ->
        [no] ang guhit
       *[yes] ang guhit ni { $owner }
    } samantalang { $board } ang sa grid, at walang numero ang mga hilera: hula lang kung aling hilera ang kulang; iguhit nang isang beses ang bawat hilera ng grid, o lagyan ng numero ang mga hilera (1, 2, 3 …)
    }
input-sheet-drawing-too-tall = inaasahan ang hanggang { $most ->
    [one] { $most } hilera
   *[other] { $most } hilera
    } sa isang guhit, pero { $rows } ang nakita
input-sheet-letters-for-rows = { $letters ->
    [one] { $letters } hanay
   *[other] { $letters } hanay
    } ang pinapangalanan ng mga titik ng hanay, pero { $cells ->
    [one] { $cells } kahon
   *[other] { $cells } kahon
    } ang bawat hilera
input-sheet-letters-for-board = { $letters ->
    [one] { $letters } hanay
   *[other] { $letters } hanay
    } ang pinapangalanan ng mga titik ng hanay, pero { $columns } ang hanay ng grid
input-sheet-ruling-or-row = mababasa ang { $line } bilang linyang panghati at bilang hilera ng tubig, at hindi masabi ng mga linya kung alin ang { $board } hilera ng grid ({ $lines } linya, at { $may } sa mga ito ang maaaring linyang panghati o hilera): lagyan ng numero ang mga hilera (1, 2, 3 …), o gumamit ng = o + sa mga linyang hindi hilera
input-sheet-ruling-leaves = linyang panghati ang { $line }, hindi hilera, at kung wala ito ay { $rows ->
    [one] { $rows } hilera
   *[other] { $rows } hilera
    } ang guhit samantalang { $board } ang sa grid: iguhit ang bawat hilera ng grid, o lagyan ng numero ang mga hilera (1, 2, 3 …)
input-sheet-shot-row-missing = { $numbered ->
    [none] mga tira ni { $owner }: nawawala ang hilera { $row }: ang linyang ito ang nasa puwesto nito
   *[other] mga tira ni { $owner }: nawawala ang hilera { $row }: ang linyang ito, na may numerong { $numbered }, ang nasa puwesto nito
    }
input-sheet-shot-rows = mga tira ni { $owner }: inaasahan ang grid na may { $board ->
    [one] { $board } hilera
   *[other] { $board } hilera
    }, gaya ng grid ng laro, pero { $rows } ang nakita
input-sheet-shot-row-number = { $found ->
    [none] mga tira ni { $owner }, hilera { $row }: inaasahan sa unahan ang numero ng hilera, { $row }, gaya ng sa ibang hilera, pero walang nakita
   *[other] mga tira ni { $owner }, hilera { $row }: inaasahan sa unahan ang numero ng hilera, { $row }, gaya ng sa ibang hilera, pero { $found } ang nakita
    }
input-sheet-shot-row-cells = { $numbered ->
    [yes] mga tira ni { $owner }, hilera { $row }: inaasahan ang { $width ->
        [one] { $width } kahon
       *[other] { $width } kahon
    } pagkatapos ng numero ng hilera, pero { $found } ang nakita
   *[no] mga tira ni { $owner }, hilera { $row }: inaasahan ang { $width ->
        [one] { $width } kahon
       *[other] { $width } kahon
    } na pinaghihiwalay ng espasyo (hindi kailangan ang numero ng hilera sa unahan, pero kung meron, dapat nasa lahat ng hilera), pero { $found } ang nakita
    }
input-sheet-not-a-shot-cell = mga tira ni { $owner }: inaasahan ang "." (hindi tinira) o ang numero ng isang tira gaya ng 3, 3x (tinamaan) o 3o (mintis), pero { $found } ang nakita
input-sheet-shot-number = mga tira ni { $owner }: inaasahan ang numero ng tira mula 1 hanggang { $most }, pero { $found } ang nakita
input-sheet-capital-o = mga tira ni { $owner }: mababasa ang `{ $number }O` bilang tira { $number } na minarkahang mintis (at may { $number } din sa ibang kahon) o bilang numerong { $zero } na isinulat gamit ang titik O: isulat ang marka ng mintis bilang maliit na o ({ $number }o), o isulat ang numero gamit ang sero
input-sheet-salvo-mark = may marka (x o o) sa papel ng Salvo: sa Salvo, hindi sinasabi ng kalaban kung aling mga tira ang tumama, kundi kung ilan lang ang tumama sa bawat barko; isulat lang ang mga numero, o itala ang mga salvo at ang mga sagot sa mga ito sa isang seksiyong "log:"
input-sheet-skipped-round = { $whose ->
    [own] walang tirang may numerong { $number } sa papel ni { $player }, pero umaabot ang papel din niya sa ikot { $max }: hindi maaaring may nilaktawang ikot sa papel
   *[other] walang tirang may numerong { $number } sa papel ni { $player }, pero umaabot ang papel ni { $holder } sa ikot { $max }: hindi maaaring may nilaktawang ikot sa papel
    }
input-sheet-number-gap = walang tirang may numerong { $missing } sa papel ni { $player }, pero umaabot ito sa { $found }: sa pagbilang na player, may numerong 1, 2, 3 … nang walang nilalaktawan ang mga tira ng isang manlalaro
input-sheet-number-twice = nasa { $count ->
    [one] { $count } kahon
   *[other] { $count } kahon
    } ang numerong { $number } sa papel ni { $player } ({ $cells }): sa pagbilang na player, may sariling numero ang bawat tira (ang papel ng tagatala na may dalawang tira sa isang turno ay gumagamit ng "numbering: game")
input-sheet-number-on-both = nasa dalawang papel ang numerong { $number } (sa papel ni { $first } sa linya { $first-line }, sa papel ni { $second } sa linya { $second-line }): sa pagbilang na game, may sariling numero ang bawat tira ng laro
input-sheet-two-fleets = inaasahan ang plota para sa bawat isa sa dalawang manlalaro
input-sheet-no-forfeit-reason = hindi dahilan ng pagkatalo dahil sa paglabag ang { $reason }
input-sheet-fires-at-nothing = may tala na walang tinitira at wala ring pagkatalo dahil sa paglabag
input-sheet-too-many-hits = masyadong marami ang { $hits ->
    [one] { $hits } tama
   *[other] { $hits } tama
    }
input-sheet-lookalike = { $what } (titik na Cyrillic ang { $letter } na ito, hindi ang titik na Latin na { $latin } na kamukha nito)
input-sheet-unwritable-name = { $why ->
    [empty] walang laman ang pangalang { $name }; hindi ito maisusulat sa talaang nasa papel
    [spaces] may espasyo sa simula o dulo ang pangalang { $name }; hindi ito maisusulat sa talaang nasa papel
    [comma-or-colon] may kuwit o tutuldok ang pangalang { $name }; hindi ito maisusulat sa talaang nasa papel
    [control] may karakter na pangkontrol ang pangalang { $name }; hindi ito maisusulat sa talaang nasa papel
   *[comment] may // ang pangalang { $name }, na simula ng komento; hindi ito maisusulat sa talaang nasa papel
    }
input-sheet-unwritable-class = { $why ->
    [empty-or-spaces] walang laman o may espasyo sa simula o dulo ang pangalan ng uri na { $class }; hindi ito maisusulat sa talaang nasa papel
    [punctuation] may kuwit, tuldok-kuwit, tutuldok, // o karakter na pangkontrol ang pangalan ng uri na { $class }; hindi ito maisusulat sa talaang nasa papel
    [ends-in-cell] nagtatapos ang pangalan ng uri na { $class } sa salitang nababasa bilang kahon; hindi ito maisusulat sa talaang nasa papel
   *[not-in-fleet] hindi uri ng plota ang { $class }, at ang mga uri lang ng plota ang pinapangalanan ng talaang nasa papel (v3); hindi ito maisusulat sa talaang nasa papel
    }
input-sheet-name-prefix = nagsisimula ang pangalang { $long } sa pangalan ng kabilang manlalaro, { $short }, at isang espasyo, kaya mababasa ang isang linya ng talaan ni { $short } bilang linya ni { $long }{ $writing ->
        [yes] ; hindi maisusulat ang mga ito sa talaang nasa papel
       *[no] {""}
    }
input-sheet-player-count = inaasahan ang eksaktong dalawang manlalaro, pero { $found } ang nakita
input-sheet-not-one-of = inaasahan si { $first } o si { $second }, pero { $found } ang nakita
input-sheet-no-fleet-for = inaasahan ang plota ng manlalarong { $player }
input-sheet-ship-without-reply = maaari lang ilagay ang "ship" kasama ng sagot na "hit" o "sunk" sa iisang tira
input-sheet-volley-reply-for-shot = inaasahan ang "miss", "hit" o "sunk" para sa iisang tira, pero object ng sagot sa salvo ang nakita
input-sheet-word-reply-for-volley = inaasahan ang sagot sa salvo na {"{"}"hits": {"{"}...{"}"}, "sunk": [...]{"}"} para sa listahan ng mga tira, pero salita ang nakita
## Flags of broadside check that do not combine

check-text-with-jsonl = iisang laro lang ang ipinapakita ng --format text at hindi ito magagamit kasama ng --jsonl; pumili ng isang linya, halimbawa `sed -n 3p games.jsonl | broadside check --format text`
check-summary-with-format = mga bilang lang ang isinusulat ng --summary, na hindi isinusulat ng --format github at --format junit: gamitin ang --format markdown o json kasama ng --summary

## Generating games (broadside generate): why rules cannot be played by the bots

generate-ship-too-long = hindi mailagay ang plota: hindi kasya sa { $columns }x{ $rows } na grid ang barkong may { $cells ->
    [one] { $cells } kahon
   *[other] { $cells } na kahon
    }
generate-fleet-too-big = hindi mailagay ang plota: may { $cells ->
    [one] { $cells } kahon
   *[other] { $cells } na kahon
    } ang plota, higit pa sa mga kahon ng { $columns }x{ $rows } na grid
generate-no-room = hindi mailagay ang plota: kulang ang espasyo sa { $columns }x{ $rows } na grid para sa mga barkong bawal magdikit
generate-no-placement = { $apart ->
        [yes] hindi mailagay ang plota: walang paglalagay ng plota na kakasya sa { $columns }x{ $rows } na grid nang walang dalawang barkong magkadikit (sinubukan ng paghahanap ang bawat isa)
       *[no] hindi mailagay ang plota: walang paglalagay ng plota na kakasya sa { $columns }x{ $rows } na grid (sinubukan ng paghahanap ang bawat isa)
    }
generate-gave-up = hindi mailagay ang plota: walang nahanap na paglalagay sa loob ng { $steps ->
    [one] { $steps } hakbang
   *[other] { $steps } na hakbang
    } ng paghahanap: tumigil na ang paghahanap, bagaman maaaring may paglalagay na kakasya
generate-zero-salvo = hindi malalaro ang mga panuntunang ito: 0 ang halaga sa salvo ng { $class }, kaya maaaring walang kahit isang tira ang manlalarong may nakalutang pang barko
generate-no-rules = inaasahan ang kahit isang set ng panuntunan

## The rules listing (broadside rules)

listing-presets = Mga nakahandang panuntunan
listing-presets-note = (ipinapakita ng `broadside rules NAME` ang isa sa mga ito bilang JSON na object ng panuntunan na puwedeng baguhin, at sa salita kapag may `--format text`):
# Ang pangalan ng plota ($fleet) at ng turno ($turns) ay gaya ng pagkakasulat sa JSON ng panuntunan.
listing-preset = grid na { $columns }x{ $rows }, plotang { $fleet }, { $touching ->
    [allowed] puwedeng magdikit ang mga barko
   *[forbidden] bawal magdikit ang mga barko
    }, turno: { $turns ->
    [alternate] salitan, isang tira bawat turno
    [again_on_hit] titira ulit ang tumama
   *[salvo] mga ikot ng salvo
    }
listing-fleets = Mga plota
listing-fleets-note = (uri haba xbilang; ginagamit ang halaga sa salvo kapag mga ikot ng salvo ang turno):
listing-fleet = { $fleet }; halaga sa salvo: { $values }
listing-codes = Mga code ng paglabag
listing-codes-note = (ang mabigat na paglabag ang nagpapasya sa laro: talo dahil sa paglabag ang unang gumawa nito; ang babala ay iniuulat lamang):
listing-record-rules = Ang "rules" ng isang talaan ay pangalan ng nakahandang panuntunan o isang object gaya ng

## Counts (the Markdown summary of a batch)

count-games = { $games ->
    [one] { $games } laro
   *[other] { $games } na laro
    }

## A fleet checked alone whose owner is not named (broadside fleet without --player)

unnamed-player = manlalaro
unnamed-off-board-ship = lumalampas sa { $columns }x{ $rows } na grid ang { $ship } ng manlalaro
unnamed-bad-shape-range-ends = hindi tuwid at tuloy-tuloy na linya ang { $ship } ng manlalaro: ang mga dulo nitong { $a } at { $b } ay wala sa iisang hilera at wala rin sa iisang hanay
unnamed-bad-shape-twice = hindi tuwid at tuloy-tuloy na linya ang { $ship } ng manlalaro: nakalista nang dalawang beses ang { $a }
unnamed-bad-shape-not-in-line = hindi tuwid at tuloy-tuloy na linya ang { $ship } ng manlalaro: ang { $a } at { $b } ay wala sa iisang hilera at wala rin sa iisang hanay
unnamed-bad-shape-gap = hindi tuwid at tuloy-tuloy na linya ang { $ship } ng manlalaro: may puwang sa pagitan ng { $a } at { $b }
unnamed-overlap = magkapatong ang { $a } at { $b } ng manlalaro sa { $cells }
unnamed-touching = magkadikit ang { $a } at { $b } ng manlalaro ({ $a-side } katabi ng { $b-side }), at ipinagbabawal ng mga panuntunang ito na magdikit ang mga barko, sa gilid man o sa kanto
unnamed-wrong-fleet-count = may { $found ->
    [one] { $found } { $class }
   *[other] { $found } na { $class }
    } na tig-{ $size ->
    [one] { $size } kahon
   *[other] { $size } na kahon
    } ang plota ng manlalaro, pero { $wanted } ang hinihingi ng mga panuntunan
unnamed-wrong-fleet-size = may { $length ->
    [one] { $length } kahon
   *[other] { $length } na kahon
    } ang { $name } ({ $cells }) ng manlalaro, pero { $size ->
    [one] { $size } kahon
   *[other] { $size } na kahon
    } ang haba ng isang { $class }
unnamed-wrong-fleet-name = tinawag na { $name } ang barkong { $cells } ng manlalaro, pero walang ganoong uri sa plotang ito ({ $classes })
unnamed-wrong-fleet-no-size = may { $length ->
    [one] { $length } kahon
   *[other] { $length } na kahon
    } ang barkong { $cells } ng manlalaro, at walang uri sa plotang ito na ganoon kahaba
unnamed-no-split-cell-count = nagmarka ang manlalaro ng { $drawn ->
    [one] { $drawn } kahon
   *[other] { $drawn } na kahon
    } para sa mga barko, pero { $wanted ->
    [one] { $wanted } kahon
   *[other] { $wanted } na kahon
    } ang sinasakop ng mga barko ng plota ({ $fleet })
unnamed-no-split-group = hindi mahahati sa mga tuwid na barko ng plota ({ $fleet }) ang pangkat ng manlalaro na { $size ->
    [one] { $size } minarkahang kahon
   *[other] { $size } na minarkahang kahon
    } ({ $cells })
unnamed-no-split-short-runs = hindi mahahati ang mga minarkahang kahon ng manlalaro sa mga tuwid na barkong bubuo sa plota ({ $fleet }): { $count ->
    [1] ang kahong { $cells } ay wala
   *[other] ang mga kahong { $cells } ay wala
    } sa anumang tuwid na linya ng { $size } o higit pang kahon, pero { $room ->
    [one] { $room } kahon
   *[other] { $room } na kahon
    } lang ang kayang sakupin ng mga barko ng plota na mas maikli sa { $size }
unnamed-no-split-long-ships = hindi mahahati ang mga minarkahang kahon ng manlalaro sa mga tuwid na barkong bubuo sa plota ({ $fleet }): sa plota, { $ships ->
    [one] { $ships } barko
   *[other] { $ships } na barko
    } ang may { $size ->
    [one] { $size } kahon
   *[other] { $size } na kahon
    } o higit pa, pero sa mga tuwid na linya ng minarkahang kahon, hanggang { $places ->
    [one] { $places } ganoong barko
   *[other] { $places } na ganoong barko
    } lang ang kasya nang magkakatabi
unnamed-no-split-colours = hindi mahahati ang mga minarkahang kahon ng manlalaro sa mga tuwid na barkong bubuo sa plota ({ $fleet }): kapag kinulayan na parang tablero ng dama, lamang nang { $imbalance } ang mga kahon ng isang kulay sa mga kahon ng kabilang kulay, at hindi ito kayang bawiin ng { $odd ->
    [one] { $odd } barko
   *[other] { $odd } na barko
    } ng plota na gansal ang haba (tig-iisa lang ang nababawi ng bawat isa)
unnamed-no-split-groups = hindi mahahati ang mga minarkahang kahon ng manlalaro sa mga tuwid na barkong bubuo sa plota ({ $fleet }): { $groups }
unnamed-no-split-furthest = hindi mahahati ang mga minarkahang kahon ng manlalaro sa mga tuwid na barkong bubuo sa plota ({ $fleet }): ang pinakamalayong naabot ng paghahanap ay { $laid }, kaya naiwang walang barko ang { $cells } at hindi nailagay ang { $lacking }
unnamed-ambiguous-fleet = mahahati sa mga barko ng plota ang mga minarkahang kahon ng manlalaro sa higit sa isang paraan: { $first } o { $second }; ang una ang ginamit
unnamed-ambiguous-fleet-log = mahahati sa mga barko ng plota ang mga minarkahang kahon ng manlalaro sa higit sa isang paraang tugma sa mga sagot: { $first } o { $second }; ang una ang ginamit
unnamed-not-listed = { $left-out } pang paglabag sa paglalagay ng manlalaro dahil sa { $code } ang hindi na inilista: hanggang { $max } lang ang inililista ng hatol sa bawat uri ng paglabag ng isang manlalaro

## The web page: its document's title and the labels only assistive technology reads

web-document-title = broadside: suriin ang larong isinulat sa papel
web-sheets = Mga papel

## Matches: the placement book (--book) and the records a match resumes (--resume)

match-file-at-line = { $line }: { $what }
match-file-not-utf8 = hindi ito tekstong UTF-8: inaasahan ang JSON Lines
book-not-an-entry = inaasahan ang isang plota (listahan ng mga barko o {"{"}"grid": [...]{"}"}), isang object na may dalawang plota gaya ng `fleets` ng isang talaan, o isang talaan ng laro
book-not-an-entry-json = inaasahan ang isang plota (listahan ng mga barko o {"{"}"grid": [...]{"}"}), isang object na may dalawang plota gaya ng `fleets` ng isang talaan, o isang talaan ng laro: { $detail }
book-fleets-not-an-object = ang `fleets` ng talaan: inaasahan ang object na may dalawang plota: { $detail }
book-not-a-pair = inaasahan ang isang plota (listahan ng mga barko o {"{"}"grid": [...]{"}"}), isang object na may dalawang plota gaya ng `fleets` ng isang talaan, o isang talaan ng laro; pero object na may { $fields ->
        [one] { $fields } field
       *[other] { $fields } na field
    } ang nakita
book-pair-fleet = { $which ->
        [first] ang unang plota ng pares: inaasahan ang isang plota (listahan ng mga barko o {"{"}"grid": [...]{"}"}), isang object na may dalawang plota gaya ng `fleets` ng isang talaan, o isang talaan ng laro: { $detail }
       *[second] ang ikalawang plota ng pares: inaasahan ang isang plota (listahan ng mga barko o {"{"}"grid": [...]{"}"}), isang object na may dalawang plota gaya ng `fleets` ng isang talaan, o isang talaan ng laro: { $detail }
    }
book-unreadable = may plotang hindi mabasa
book-cannot-place = hindi mailagay ng reperi ang mga plota: { $error }
book-not-legal = { $which ->
        [first] hindi pinapayagan ng mga panuntunan ng laban ang unang plota: { $foul } ({ $code })
       *[second] hindi pinapayagan ng mga panuntunan ng laban ang ikalawang plota: { $foul } ({ $code })
    }
book-empty = walang laman ang aklat ng paglalagay: inaasahan ang isang plota o isang pares ng plota bawat linya
resume-not-a-record = hindi ito talaan ng isang laro: { $error }
resume-cannot-adjudicate = hindi ito mahatulan: { $error }
resume-not-a-match-record = hindi ito talaang isinulat ng `broadside match`: wala itong meta.match
resume-seed = laro ng ibang laban: { $there } ang --seed nito, { $here } ang sa labang ito
resume-past-schedule = laro ng ibang laban: lampas ang laro { $game } nito sa { $total ->
        [one] { $total } laro
       *[other] { $total } na laro
    } ng iskedyul ng labang ito
resume-players = laro ng ibang laban: ang laro { $game } ay { $a } laban kay { $b } dito, pero { $there-a } laban kay { $there-b } sa talaan
resume-program = laro ng ibang laban: sa talaan, hindi ang programang `{ $command }` ang bot na { $name }
resume-rules = laro ng ibang laban: iba ang mga panuntunan nito
resume-book = laro ng ibang laban: iba ang aklat ng paglalagay nito, ang pagkakasunod-sunod ng aklat, o ang pagpapares
resume-book-contents = laro ng ibang laban: iba ang laman ng aklat ng paglalagay nito: { $there ->
        [none] walang SHA-256 sa talaan
       *[other] { $there } ang SHA-256 sa talaan
    }, { $here } ang sa labang ito
resume-protocol = laro ng ibang laban: protocol { $there } ang ginamit sa pakikipag-usap sa mga bot nito, protocol { $here } ang sa labang ito
resume-protocol-unmarked = laro ng ibang laban: protocol 1 ang ginamit sa pakikipag-usap sa mga bot nito (walang `protocol` sa meta.match nito), protocol { $here } ang sa labang ito
resume-max-moves = laro ng ibang laban: { $there ->
        [none] walang hangganan ang bilang ng galaw nito
       *[other] { $there } ang hangganan ng bilang ng galaw nito
    }, { $here } ang sa labang ito (--max-moves)
resume-move-time = laro ng ibang laban: { $there ->
        [none] walang takdang oras bawat galaw ang bot na { $name } sa talaan
       *[other] { $there } ms ang oras bawat galaw ng bot na { $name } sa talaan
    }, { $here } ms ang sa labang ito (--move-time)
resume-time-bank = laro ng ibang laban: { $there ->
        [none] walang time bank ito
       *[other] { $there-ms }+{ $there-increment } ms ang time bank nito
    }, { $here ->
        [none] walang time bank ang labang ito
       *[other] { $here-ms }+{ $here-increment } ms ang sa labang ito
    } (--time-bank)
resume-sandbox = laro ng ibang laban: { $there ->
        [none] walang sandbox ito
       *[other] { $there-memory } MB at { $there-processes ->
            [one] { $there-processes } proseso
           *[other] { $there-processes } na proseso
        } ang hangganan ng sandbox nito
    }, { $here ->
        [none] walang sandbox ang labang ito
       *[other] { $here-memory } MB at { $here-processes ->
            [one] { $here-processes } proseso
           *[other] { $here-processes } na proseso
        } ang sa labang ito
    } (--sandbox, --bot-memory, --bot-processes)
resume-cut-short = humihinto ang talaan ng laro { $game } bago pa napagpasyahan ang laro, at walang hangganang nagpahinto rito: putol ang talaan; alisin ang linyang ito sa file para malaro muli ang laro
resume-twice = dalawang beses lumalabas sa file ang laro { $game }

## Mga value sa command line at ang mga bot ng broadside: --shard, --sprt, broadside bot random|hunt

shard-expected = inaasahan ang I/N kung saan 1 ≤ I ≤ N, gaya ng `2/4`, pero `{ $found }` ang nakita
sprt-not-key-value = inaasahan ang KEY=VALUE (elo0, elo1, alpha, beta, model), pero `{ $word }` ang nakita
sprt-model = model: inaasahan ang logistic o normalized, pero `{ $value }` ang nakita
sprt-not-a-number = { $key }: inaasahan ang isang finite na numero, pero `{ $value }` ang nakita
sprt-elo-out-of-range = { $key }: labas sa saklaw ang { $value } Elo: dapat nasa pagitan ng -{ $max } at { $max } Elo ang bawat hangganan
sprt-unknown-key = hindi kilalang key na `{ $key }`: inaasahan ang elo0, elo1, alpha, beta o model
sprt-bounds-missing = kailangan ang parehong elo0=A at elo1=B, gaya ng `--sprt elo0=0 elo1=10`
sprt-bounds-order = dapat mas mataas ang elo1 ({ $elo1 }) kaysa sa elo0 ({ $elo0 })
sprt-rate-range = dapat mas mataas sa 0 at mas mababa sa 1 ang { $name } ({ $value }), gaya ng { $name }=0.05
sprt-rates-sum = dapat mas mababa sa 1 ang kabuuan ng alpha ({ $alpha }) at beta ({ $beta })
bot-cannot-read = hindi mabasa ang input: { $error }
bot-not-a-message = hindi ito mensahe ng protocol: { $detail }
bot-turn-before-start = dumating ang mensaheng turn bago pa ang anumang start
sandbox-cannot-run = hindi mapatakbo ang bubblewrap (`bwrap`): { $error }; i-install ito (Debian: apt-get install bubblewrap)
sandbox-refused = hindi maikulong ng bubblewrap sa sandbox ang isang bot sa system na ito ({ $status }): { $said }
sandbox-no-message = walang mensahe
bot-does-not-run = huminto ang programa ng bot na { $name }, `{ $command }`, sa una nitong laro bago pa ito makabasa ng kahit ano ({ $why }): hindi ito tumatakbo; ang standard error nito:
bot-does-not-run-silent = huminto ang programa ng bot na { $name }, `{ $command }`, sa una nitong laro bago pa ito makabasa ng kahit ano ({ $why }): hindi ito tumatakbo; wala itong isinulat kahit ano sa standard error nito

## Kung bakit natalo dahil sa paglabag ang isang bot (mga ulat ng bot check, mga mensahe ng isang laban; sa Ingles ito nakatala sa mga talaan)

# Walang sagot sa loob ng oras bawat galaw, $ms na millisecond.
bot-why-no-answer = walang sagot sa loob ng { $ms } ms
# Walang sagot sa loob ng $ms na millisecond na natitira sa time bank nito.
bot-why-no-answer-in-bank = walang sagot sa loob ng { $ms } ms na natitira sa time bank nito
# Hindi mapatakbo ang programa nito: $error kung bakit (input-io-*, ang sariling salita ng system, o
# bot-start-unreadable).
bot-why-could-not-start = hindi ito mapatakbo: { $error }
# Hindi maisulat dito ang isang mensahe: $error kung bakit.
bot-why-cannot-write = hindi maisulat dito ang mensahe: { $error }
bot-why-input-closed = sarado na ang input nito
bot-why-closed-input-before-asked = huminto ito o isinara nito ang input nito bago pa ito tanungin
bot-why-closed-input = huminto ito o isinara nito ang input nito
bot-why-stopped-reading = tumigil ito sa pagbasa ng input nito
# Hindi nito binasa ang input nito nang $seconds segundo.
bot-why-input-unread = hindi nito binasa ang input nito sa loob ng { $seconds } s
bot-why-nothing-asked = walang hininging sagot
bot-why-closed-output = isinara nito ang output nito
bot-why-closed-output-before-question = isinara nito ang output nito bago pa nito mabasa ang tanong
bot-why-exited = huminto ito
bot-why-exited-before-question = huminto ito bago pa nito mabasa ang tanong
# --bot-memory: $mb ang hangganan nito sa MB.
bot-why-over-memory = lumampas ito sa hangganan nitong { $mb } MB na memory (--bot-memory), kaya pinahinto ito
# --bot-processes: $count ang hangganan nito.
bot-why-over-processes = lumampas ito sa hangganan nitong { $count ->
    [one] { $count } proseso
   *[other] { $count } na proseso
    } at thread (--bot-processes), kaya pinahinto ito
# $why ang ginawa nito (isang pangungusap na bot-why-*), $ended kung paano natapos ang proseso nito (process-*).
bot-why-ended = { $why } ({ $ended })
bot-why-not-utf8 = hindi tekstong UTF-8 ang sagot
# $max ang pinakamahabang linyang maaaring isulat ng bot, sa byte.
bot-why-too-long = lampas sa { $max ->
    [one] { $max } byte
   *[other] { $max } na byte
    } ang haba ng sagot
bot-why-unowed = linyang isinulat nang walang hinihinging sagot
# $expected ang hininging object, bilang JSON; $detail ang mali na nakita ng tagabasa ng JSON
# (json-at-column).
bot-why-not-the-object = inaasahan ang iisang JSON object na { $expected }: { $detail }
bot-why-not-a-fleet = hindi listahan ng mga barko o guhit ang plota: { $detail }
bot-why-not-a-target = hindi coordinate o listahan ng mga coordinate ang "at": { $detail }
# Hindi mabasa ang plotang dapat ilaro ng reperi para sa bot (mula sa aklat ng paglalagay).
bot-why-fleet-unreadable = hindi mabasa ng reperi ang plota: { $detail }
# $detail kung bakit hindi ito mailagay ng reperi (pangungusap ng isang error sa input).
bot-why-fleet-unplaceable = hindi mailagay ng reperi ang plota: { $detail }
bot-why-fleet-unplaceable-with-log = hindi mailagay ng reperi ang plota nang tugma sa talaan ng laro: { $detail }
# Ang mali na nakita ng tagabasa ng JSON ($detail, pangungusap na json-syntax o input-json-*) sa
# karakter $column ng linya.
json-at-column = { $detail } (karakter { $column })
# Kapag root: file o folder ng bot ($path) na hindi mabasa ng user na ginagamit ng bot: $mode ang
# permission bits nito (octal), $owner ang user id ng may-ari nito, $uid ang user id ng bot.
bot-start-unreadable = hindi mabasa ang { $path } (mode { $mode }, uid { $owner }) ng user na ginagamit ng bot sa sandbox (uid { $uid }): kapag root ang nagpapatakbo, tumatakbo ang bot bilang may-ari ng folder nito, o bilang nobody kung root ang may-ari; ibigay ang folder sa isang user (chown -R USER { $path }) o payagang mabasa ito ng kahit sinong user (chmod -R o+rX { $path })
# Kung paano natapos ang isang proseso: ang exit code nito, $code.
process-exit-code = exit code { $code }
# Pinahinto ng signal na may numerong $signal, $name ang pangalan nito (SIGKILL).
process-signal = pinahinto ng signal { $signal } ({ $name })
# Natapos, hindi alam kung paano.
process-ended = natapos ang proseso

## Ang command line: ang halaga ng isang flag, at ang mga tinatanggihan ng clap
# Isinusulat bilang "broadside: --flag: " at ang dahilan, o "broadside: " at ang pangungusap, saka
# ang cli-help sa sariling linya. Nasa backquote na ang mga halaga at option. Sa Ingles lang ang
# --help sa bawat wika.

# --faults, --blunders: hindi numero mula 0 hanggang 1.
flag-share = inaasahan ang numero mula 0 hanggang 1, pero { $found } ang nakita
# Bilang (--games, --jobs, --max-moves …) na hindi buong numero mula $min hanggang $max.
flag-count = inaasahan ang buong numero mula { $min } hanggang { $max }, pero { $found } ang nakita
# Gaya ng flag-count, pero walang pinakamataas.
flag-count-at-least = inaasahan ang buong numerong hindi bababa sa { $min }, pero { $found } ang nakita
# --move-time, --time-bank: hindi bilang ng millisecond na hindi bababa sa 1.
flag-millis = inaasahan ang bilang ng millisecond na hindi bababa sa 1, pero { $found } ang nakita
# --time-bank: hindi MS+INC.
flag-time-bank = inaasahan ang MS+INC sa millisecond, gaya ng `10000+100`, pero { $found } ang nakita
# --lang: walang katalogo na may ganitong code; $codes ang mga code, bawat isa kasama ang pangalan ng wika nito.
flag-lang = inaasahan ang code ng isang wika, pero { $found } ang nakita; ang mga code ay { $codes }
# --player: walang laman ang pangalan.
flag-no-name = inaasahan ang pangalan ng manlalaro, pero walang nakita
# --player: pangalang lampas sa $max byte ($bytes).
flag-long-name = inaasahan ang pangalang hindi hihigit sa { $max ->
    [one] { $max } byte
   *[other] { $max } na byte
    }, pero { $bytes ->
    [one] { $bytes } byte
   *[other] { $bytes } na byte
    } ang nakita
# --bot: walang "=" sa halaga.
bot-arg-no-equals = inaasahan ang NAME=COMMAND, gaya ng `alpha=./my-bot --fast`, pero { $found } ang nakita
# --bot: walang nakasulat bago ang "=".
bot-arg-no-name = walang pangalan ang bot bago ang `=` sa { $found }
# --bot: may quote na hindi naisara o backslash sa dulo ng command.
bot-arg-unsplittable = hindi mahati sa mga salita ang command ng bot na { $name }: sa { $command }, may quote na hindi naisara o may backslash sa dulo
# --bot: walang nakasulat pagkatapos ng "=".
bot-arg-empty = walang laman ang command ng bot na { $name }
# Halagang hindi mabasa ng clap para sa $flag (ang flag, o <ARGUMENT> kung walang flag).
cli-invalid-value = { $flag }: hindi mabasa ang { $found }
# Halagang wala sa mga pagpipilian ng flag: $choices ang mga pagpipilian, naka-quote, bilang listahan.
cli-value-not-a-choice = { $flag }: inaasahan ang isa sa { $choices }, pero { $found } ang nakita
# Flag na ibinigay nang walang halaga.
cli-value-missing = kailangan ng halaga ang { $flag }
# Option na wala sa anumang command.
cli-unknown-option = hindi kilalang option na { $found }
cli-extra-argument = sobra ng isang argumento: { $found }
# Gaya ng cli-unknown-option, kasama ang option na pinakakahawig nito.
cli-unknown-option-suggested = hindi kilalang option na { $found }; { $suggested } ba ang ibig mong sabihin?
# Subcommand na wala sa broadside.
cli-unknown-command = hindi kilalang command na { $found }
# Gaya ng cli-unknown-command, kasama ang command na pinakakahawig nito.
cli-unknown-command-suggested = hindi kilalang command na { $found }; { $suggested } ba ang ibig mong sabihin?
# Mga kailangang option o argument na hindi ibinigay: $missing ang mga ito bilang listahan, $count kung ilan.
cli-missing = { $count ->
        [1] kailangan ang { $missing }, pero hindi ito ibinigay
       *[other] kailangan ang { $missing }, pero hindi ibinigay ang mga ito
    }
# Command na nangangailangan ng subcommand pero walang ibinigay: $command ito, $choices ang mga subcommand nito.
cli-missing-command = kailangan ng { $command } ang isa sa { $choices }
# Dalawang option na hindi puwedeng ibigay nang sabay.
cli-conflict = hindi magagamit ang { $flag } kasama ng { $other }
# Option na isang beses lang tinatanggap pero ibinigay nang higit sa isang beses.
cli-repeated = ibinigay nang higit sa isang beses ang { $flag }
# Option na dapat isulat ang halaga pagkatapos ng "=".
cli-no-equals = isinusulat ang halaga ng { $flag } pagkatapos ng `=`
# Halagang ibinigay kahit walang (o wala nang) tinatanggap.
cli-too-many-values = hindi tumatanggap ang { $flag } ng halagang { $found }
# Argument na hindi tekstong UTF-8.
cli-not-utf8 = may argument na hindi tekstong UTF-8
# Iba pang pagtanggi sa command line.
cli-refused = hindi mabasa ang command line
# Ang linya pagkatapos ng bawat pagtanggi: $command ang pinatakbong command (broadside, broadside check …).
cli-help = Patakbuhin ang `{ $command } --help` para sa mga option at halimbawa nito (sa Ingles).
# broadside rules NAME: walang preset o plota na may ganitong pangalan; $presets at $fleets ang mga pangalan nila.
rules-unknown-name = inaasahan ang isang nakahandang panuntunan ({ $presets }), pangalan ng plota ({ $fleets }) o JSON na object ng panuntunan, pero { $found } ang nakita
# Hindi maisulat ang output: $error kung bakit (input-io-* o ang sariling salita ng system).
cannot-write-output = hindi maisulat ang output: { $error }
# Hindi makapagsimula ng thread ang check --jsonl: $error kung bakit.
cannot-start-thread = hindi makapagsimula ng thread para suriin ang mga linya: { $error }

## CI formats (github, junit, markdown)

ci-game = { $a } laban kay { $b }
ci-github-violation-entry = { $game }, tala { $entry }: { $message }
ci-github-violation = { $game }: { $message }
ci-github-unfinished = { $game }: hindi natapos ang laro (nagtatapos ang talaan habang nakalutang pa ang dalawang plota), kaya bagsak ito sa --strict
ci-github-left-out = { $count ->
    [1] { $count } pang mabigat na paglabag, babala o error sa input ang hindi na ginawan ng annotation
   *[other] { $count } pang mabigat na paglabag, babala at error sa input ang hindi na ginawan ng annotation
    } (sa bawat step, { $shown } lang na annotation ng error at { $shown } lang na annotation ng babala ang ipinapakita ng GitHub): { $codes }
ci-junit-strict-fails = { $result } (bagsak ito sa --strict)
ci-junit-line = linya { $line } ng input
ci-junit-violation-entry = { $severity ->
    [foul] mabigat na paglabag na
   *[warning] babalang
    } { $code } ni { $player } sa tala { $entry }: { $message }
ci-junit-violation-entry-cells = { $severity ->
    [foul] mabigat na paglabag na
   *[warning] babalang
    } { $code } ni { $player } sa tala { $entry } ({ $cells }): { $message }
ci-junit-violation-placement = { $severity ->
    [foul] mabigat na paglabag na
   *[warning] babalang
    } { $code } ni { $player } sa paglalagay: { $message }
ci-junit-violation-placement-cells = { $severity ->
    [foul] mabigat na paglabag na
   *[warning] babalang
    } { $code } ni { $player } sa paglalagay ({ $cells }): { $message }
ci-junit-warnings = { $game }, pumasa pero may mga babala:
ci-junit-warnings-line = { $game } (linya { $line }), pumasa pero may mga babala:
ci-md-heading = broadside: { $games ->
    [one] { $games } laro
   *[other] { $games } na laro
    } mula sa { $name }
ci-md-pass = **Walang larong bumagsak**.
ci-md-pass-strict = **Walang larong bumagsak** (--strict: bumabagsak din ang larong may babala o hindi natapos).
ci-md-fail = **{ $failing } sa { $games ->
    [one] { $games } laro
   *[other] { $games } na laro
    } ang bumagsak**{ $errors ->
    [0] {""}
    [one] , at { $errors } linya ang hindi mahatulan
   *[other] , at { $errors } na linya ang hindi mahatulan
    }.
ci-md-fail-strict = **{ $failing } sa { $games ->
    [one] { $games } laro
   *[other] { $games } na laro
    } ang bumagsak** (--strict: bumabagsak din ang larong may babala o hindi natapos){ $errors ->
    [0] {""}
    [one] , at { $errors } linya ang hindi mahatulan
   *[other] , at { $errors } na linya ang hindi mahatulan
    }.
ci-md-cell-outcome = kinalabasan
ci-md-cell-games = mga laro
ci-md-outcome-won = may nanalo
ci-md-outcome-drawn = tabla
ci-md-outcome-unfinished = hindi natapos
ci-md-outcome-double-forfeit = parehong talo dahil sa paglabag
ci-md-outcome-failing = bumagsak
ci-md-outcome-not-adjudicated = mga linyang hindi nahatulan
ci-md-fouls-by-code = Mabibigat na paglabag ayon sa code
ci-md-warnings-by-code = Mga babala ayon sa code
ci-md-no-fouls = Walang mabigat na paglabag.
ci-md-no-warnings = Walang babala.
ci-md-cell-code = code
ci-md-cell-fouls = mabibigat na paglabag
ci-md-cell-warnings = mga babala
ci-md-cell-meaning = kahulugan
ci-md-first-fouls = Mga unang mabibigat na paglabag
ci-md-cell-line = linya
ci-md-cell-game = laro
ci-md-cell-player = manlalaro
ci-md-cell-entry = tala
ci-md-cell-message = mensahe
ci-md-entry-placement = paglalagay
ci-md-lines-not-adjudicated = Mga linyang hindi nahatulan
ci-md-cell-error = error
ci-md-more-fouls = … at { $count } pang mabigat na paglabag na hindi nakalista rito: ang { $shown } sa itaas ang mga nauna.
ci-md-more-errors = … at { $count } pang error na hindi nakalista rito: ang { $shown } sa itaas ang mga nauna.
ci-md-left-fouls = { $count ->
    [one] { $count } mabigat na paglabag
   *[other] { $count } na mabigat na paglabag
    } sa listahan
ci-md-left-errors = { $count ->
    [one] { $count } error
   *[other] { $count } na error
    } sa listahan
ci-md-left-players = { $count ->
    [one] { $count } manlalaro
   *[other] { $count } na manlalaro
    } sa talaan ng puntos
ci-md-left-pairs = { $count ->
    [one] { $count } pares
   *[other] { $count } na pares
    } sa talaan ng puntos
ci-md-left-out = **Hindi isinama** para hindi lumampas sa 1 MiB ang buod na ito (ang limitasyon ng GitHub): { $list }. Nasa `broadside check --jsonl --summary` ang bawat manlalaro at pares, at nasa `broadside check --jsonl` ang bawat mabigat na paglabag.
ci-md-error-lines = Mga linyang hindi nahatulan: { $lines }.
ci-md-standings = Talaan ng puntos
ci-md-standings-note = Ang panalo ay 1 puntos, ang tabla o hindi natapos na laro ay tig-½; ang parehong talo dahil sa paglabag (talo dahil sa paglabag ang dalawang manlalaro) ay 0-0 at hindi ibinibilang sa anumang Elo. Ang Elo ay ang pagkakaiba laban sa mga nakaharap na kalaban, kasama ang 95% na confidence interval nito.
ci-md-cell-wins = panalo
ci-md-cell-losses = talo
ci-md-cell-draws = tabla
ci-md-cell-unfinished = hindi natapos
ci-md-cell-double-forfeits = parehong talo dahil sa paglabag
ci-md-cell-score = puntos
ci-md-cell-elo = Elo
ci-md-cell-forfeits = talo dahil sa paglabag
ci-md-pairs = Mga pares
ci-md-pairs-note = Ipinapakita ang bawat pares mula sa panig ng unang manlalaro.
ci-md-cell-pair = pares
ci-md-elo-all-won = wala (panalo sa lahat ng laro)
ci-md-elo-all-lost = wala (talo sa lahat ng laro)
ci-md-footer = broadside { $version }: binibilang ang mga tala mula 0, ang mga linya mula 1.

## Matches between bots

elo-unbounded = { $elo } (walang hangganan ang interval)
elo-all-won = { $elo } (panalo sa lahat ng laro)
elo-all-lost = { $elo } (talo sa lahat ng laro)
match-standings-bot = bot
match-standings-header = { $bot }   laro panalo   talo  tabla  putol    0-0 puntos       elo   talo dahil sa paglabag
match-standings-pair = { $a } laban kay { $b }:
match-pairs-line = { $a } laban kay { $b }, mga pares ng laro: { $pairs } ({ $counts })  elo { $elo }
match-sprt-test = H0 { $a } { $elo0 } Elo kumpara kay { $b }, H1 { $elo1 } ({ $model } Elo), α = { $alpha }, β = { $beta }
match-sprt-decided = Tinanggap ang { $accepted } sa α = { $alpha }, β = { $beta }: sapat na pumapabor ang mga resulta sa { $accepted } ({ $a } { $bound } { $model } Elo kumpara kay { $b }) kaysa sa { $other } ({ $against }) para tumigil; kung totoo ang { $other }, tinatanggap ng ganitong pagsubok ang { $accepted } sa hindi hihigit sa { $error } ng mga laban. Hindi nito sinusukat ang pagkakaiba: ang linya ng Elo sa itaas ang tumatantiya nito.
match-sprt-undecided = walang pasya: nanatili ang LLR sa pagitan ng mga hangganan
match-sprt-line = SPRT: { $test }
match-sprt-state-games = { $model } Elo { $elo }, LLR { $llr } ({ $lower }, { $upper }) matapos ang { $count ->
    [one] { $count } laro
   *[other] { $count } na laro
    }
match-sprt-state-pairs = { $model } Elo { $elo }, LLR { $llr } ({ $lower }, { $upper }) matapos ang { $count ->
    [one] { $count } pares
   *[other] { $count } na pares
    } ng laro
match-progress = laro { $done }/{ $total }  { $result }  { $scores }  { $rate } laro/s
match-beat-fleet = tinalo ni { $winner } si { $loser } (lumubog ang buong plota)
match-beat-foul = tinalo ni { $winner } si { $loser } ({ $foul } ni { $loser })
match-beat-forfeit = tinalo ni { $winner } si { $loser } (talo dahil sa paglabag)
match-drawn = { $a } at { $b }: tabla
match-unfinished = { $a } at { $b }: hindi natapos
match-double-forfeit = { $a } at { $b }: parehong talo dahil sa paglabag
match-interrupted = pinatigil ng { $signal }: { $written } sa { $total ->
    [one] { $total } laro
   *[other] { $total } na laro
    } ang natapos at naisulat
match-resume-cut-short = --resume: putol ang huling linya ng file: inalis ito, at lalaruin muli ang laro nito
match-error-two-bots = --bot: kailangan ng laban ang hindi bababa sa dalawang bot
match-error-name-too-long = { $bytes ->
    [one] { $bytes } byte
   *[other] { $bytes } na byte
    } ang haba ng pangalang { $name }; hanggang { $max } lang ang kasya sa pangalan ng manlalaro
match-error-name-twice = dalawang beses ibinigay ang pangalang { $name }
match-error-names-alike = iisang pangalan ang { $a } at { $b } kapag hindi pinansin ang malaki at maliit na titik, gaya ng paghahambing ng mga talaan sa mga pangalan
match-error-no-such-bot = walang bot na nagngangalang { $name }
match-error-gauntlet = walang bot na nagngangalang { $name }; ang mga bot ay { $bots }
match-error-gauntlet-near = walang bot na nagngangalang { $name } ({ $near } ba ang ibig mong sabihin? dapat eksakto ang baybay ng mga pangalan); ang mga bot ay { $bots }
match-error-sprt-shard = --sprt: bahagi lang ng iskedyul ang nilalaro ng isang shard; patakbuhin ang pagsubok sa pinagsamang mga talaan ng lahat ng shard
match-error-sprt-two-bots = --sprt: dalawang bot ang pinaghahambing ng pagsubok; magbigay ng eksaktong dalawa
match-error-pairs-odd = dala-dalawa ang paglalaro ng --pairs: dapat even number ang --games, pero { $games } ang nakita
match-error-cannot-write = { $option } { $path }: hindi maisulat: { $error }
match-error-report-format = --report: hindi kilalang format na { $format }; inaasahan ang github, junit o markdown, hal. `--report junit junit.xml`
match-error-standings-in-bot-folder = --standings { $path }: nasa { $folder } ito, ang folder ng bot na { $bot }, kaya nakikita ito ng bot sa ilalim ng --sandbox (hindi maitatago roon ang file na isinusulat muli tuwing --standings-every na laro): isulat ito sa ibang folder
match-error-signals = hindi maihanda ang pagtugon sa mga pagpapatigil (signal): { $error }
match-error-cannot-start = --bot { $name }: hindi mapatakbo ang `{ $command }`: { $error }
match-error-resume-cut = --resume { $path }: hindi maalis ang putol na huling linya nito: { $error }
match-warning-orphans = babala: hindi ma-adopt ang mga orphan process ng mga bot ({ $error }); maaaring tumatakbo pa pagkatapos ng laban ang prosesong umalis sa session ng bot nito
botcheck-heading = Sinusuri ang { $command } sa { $games ->
    [one] { $games } laro
   *[other] { $games } na laro
    } sa iisang takbo laban sa `broadside bot hunt`, { $ms } ms bawat galaw:
botcheck-rules-custom = sariling panuntunan (8 hanay, 12 hilera, plotang hasbro, titira ulit ang tumama)
botcheck-game-first = laro { $game }, { $rules }, una ang bot: { $result }
botcheck-game-second = laro { $game }, { $rules }, pangalawa ang bot: { $result }
botcheck-ok-won = ayos, nanalo ang bot matapos sumagot sa { $turns ->
    [one] { $turns } turno
   *[other] { $turns } na turno
    }
botcheck-ok-lost = ayos, natalo ang bot matapos sumagot sa { $turns ->
    [one] { $turns } turno
   *[other] { $turns } na turno
    }
botcheck-ok-no-winner = ayos, walang nanalo matapos sumagot ang bot sa { $turns ->
    [one] { $turns } turno
   *[other] { $turns } na turno
    }
botcheck-problems = { $problems ->
    [one] { $problems } problema
   *[other] { $problems } na problema
    }
botcheck-late = huli: hindi naipadala ang { $asked ->
    [fleet] plota nito (`start`)
   *[shot] tira { $shot } nito (`turn`)
    } sa loob ng { $ms } ms (`timeout`)
botcheck-late-first = huli: hindi naipadala ang { $asked ->
    [fleet] plota nito (`start`)
   *[shot] tira { $shot } nito (`turn`)
    } sa loob ng { $ms } ms (at { $grace } s pa, dahil unang sagot ito ng bagong-simulang bot) (`timeout`)
botcheck-crashed = nag-crash nang hingan ng { $asked ->
    [fleet] plota nito (`start`)
   *[shot] tira { $shot } nito (`turn`)
    }: { $why } (`crashed`)
botcheck-not-json = ilegal na mensahe nang hingan ng { $asked ->
    [fleet] plota nito (`start`)
   *[shot] tira { $shot } nito (`turn`)
    }: nag-print ito ng linyang hindi JSON: { $said }. Mga mensahe lang ng protocol ang dapat nasa standard output, isang JSON object bawat linya: isulat ang debug na teksto sa standard error (`illegal_message`)
botcheck-illegal = ilegal na mensahe nang hingan ng { $asked ->
    [fleet] plota nito (`start`)
   *[shot] tira { $shot } nito (`turn`)
    }: { $why }; ang isinulat nito ay { $said } (`illegal_message`)
botcheck-flush-hint = wala itong isinulat kahit ano sa larong ito: kung nagpi-print ito ng mga sagot, baka hindi nito fina-flush ang standard output, na iniipon ng pipe sa buffer; mag-flush pagkatapos ng bawat linya (`print(..., flush=True)` sa Python, `fflush(stdout)` sa C, `System.out.flush()` sa Java, `io::stdout().flush()` sa Rust)
botcheck-stderr = ang standard error nito: { $line }
botcheck-foul = mabigat na paglabag na `{ $code }` sa { $where ->
    [fleet] plota nito
   *[entry] tala { $entry }
    }: { $message }
botcheck-warning = paalala: babalang `{ $code }` sa { $where ->
    [fleet] plota nito
   *[entry] tala { $entry }
    }: { $message }
botcheck-short = { $volleys ->
    [1] isang salvong kulang sa takdang bilang ng tira
    [one] { $volleys } salvong kulang sa takdang bilang ng tira, ang una
   *[other] { $volleys } na salvong kulang sa takdang bilang ng tira, ang una
    } sa { $where ->
    [fleet] plota nito
   *[entry] tala { $entry }
    }: { $message }; kapag salvo ang mga turno, ipinapaputok sa bawat turno ang lahat ng tirang pinapayagan, ang `allowance` ng mensaheng `turn` nito (`too_few_shots`)
botcheck-note-opponent-forfeited = paalala: natalo dahil sa paglabag ang kalaban sa larong ito, bagay na walang sinasabi tungkol sa bot
botcheck-note-restarted = paalala: pinatakbo muli ang bot para sa larong ito (huminto ito pagkatapos ng nakaraang laro); pinapayagan iyon, pero puwedeng laruin ng bot ang lahat ng laro ng isang laban sa iisang takbo
botcheck-complies = Sumusunod sa protocol ang bot: sa bawat laro, sinagot nito sa oras ang `start` ng plota nito at ang bawat `turn` ng mga tira nito, tinanggap ang `shot` at `end` nang hindi sumasagot, at naglaro ng sunod-sunod na laro sa iisang takbo.
botcheck-does-not-comply = Hindi sumusunod sa protocol ang bot: { $problems ->
    [one] { $problems } problema
   *[other] { $problems } na problema
    } sa itaas.
botcheck-error-cannot-start = hindi mapatakbo ang { $command }: { $error }
botcheck-error-no-opponent = hindi mahanap ang programang ito para patakbuhin ang kalaban: { $error }
