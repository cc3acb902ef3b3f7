# broadside's words for people, in Hindi: every sentence of a verdict.
#
# One message a sentence. Variables: players' names ($owner, $player, $shooter, $expected, …)
# as the record wrote them, cells ($cells, $at, $a, $b) already named in the sheet's letters,
# lists already joined by the list messages below, counts as numbers.
#
# A move of the log is named as $numbering says: "entry" for the JSON verdict, which scripts read
# (प्रविष्टि, the record's 0-based entry numbers); for a person, as the players' sheets number it:
# "round" (दौर, under salvo turns), "shot" (the shooter's own गोली क्रमांक N) or "move" (the game's
# चाल), numbered from 1. The variables that name a move ($entry, $end, $opened, $previous, $first,
# $last) hold its number either way; $end-player and $shooter name a move's shooter.
#
# Vocabulary from the Hindi rule text (seeds/sea-battle-rules.hi.txt): खिलाड़ी, प्रतिद्वंद्वी,
# जहाज, बेड़ा, ग्रिड, खाना, गोली, बारी, हिट, चूक, डूबा, तैनाती, नियम उल्लंघन, पंक्ति, स्तंभ.
# Players' gender is never marked: "X ने …" (the verb agrees with its object), "X की जीत",
# "X की हार", "X को एक और बारी मिलती है".
# Plurals: CLDR hi has one (0 and 1) and other.

## Lists

# Between the items of a list but the last two.
list-comma = {", "}
# The last two items of a list.
list-and = { $init } और { $last }
# A list cut short: the items shown, and how many more.
list-more = { $shown } तथा { $more } अन्य
# An empty list.
list-nothing = कुछ नहीं
# Between the ways a group of cells can be split.
list-or = {", या "}
# Between the explanations of several groups of cells.
list-semicolon = {"; "}

## Ships

# A ship with a class name, and its cells.
ship-named = { $name } ({ $cells })
# A ship with no name and no class, and its cells.
ship-unnamed = जहाज { $cells }
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
    [one] { $size } { $size ->
        [one] खाने
       *[other] खानों
        } का जहाज
   *[other] { $size } { $size ->
        [one] खाने
       *[other] खानों
        } का जहाज ×{ $n }
}

## Placement (entry: none)

off-board-ship = { $owner } के बेड़े में { $ship } का कुछ हिस्सा { $columns }×{ $rows } ग्रिड की सीमाओं से बाहर है
bad-shape-range-ends = { $owner } के बेड़े में { $ship } एक सीधी, लगातार रेखा में नहीं है: इसके सिरे { $a } और { $b } न एक ही पंक्ति में हैं, न एक ही स्तंभ में
bad-shape-twice = { $owner } के बेड़े में { $ship } एक सीधी, लगातार रेखा में नहीं है: खाना { $a } दो बार लिखा गया है
bad-shape-not-in-line = { $owner } के बेड़े में { $ship } एक सीधी, लगातार रेखा में नहीं है: { $a } और { $b } न एक ही पंक्ति में हैं, न एक ही स्तंभ में
bad-shape-gap = { $owner } के बेड़े में { $ship } एक सीधी, लगातार रेखा में नहीं है: { $a } और { $b } के बीच खाली जगह है
overlap = { $owner } के बेड़े में { $cells } पर { $a } और { $b } दोनों हैं
touching = { $owner } के बेड़े में { $a } और { $b } एक-दूसरे को छूते हैं ({ $a-side } के बगल में { $b-side }), जबकि इन नियमों में जहाज एक-दूसरे को न किनारों से छू सकते हैं, न कोनों से
wrong-fleet-count = { $owner } के बेड़े में { $size } { $size ->
    [one] खाने
   *[other] खानों
    } वाले { $class } की संख्या { $found } है, लेकिन नियमों के अनुसार यह { $wanted } होनी चाहिए
wrong-fleet-size = { $owner } के बेड़े के { $name } ({ $cells }) में { $length } { $length ->
    [one] खाना है
   *[other] खाने हैं
    }, लेकिन { $class } में { $size } { $size ->
    [one] खाना होता है
   *[other] खाने होते हैं
    }
wrong-fleet-name = { $owner } के बेड़े के जहाज { $cells } का नाम { $name } लिखा है, जो इस बेड़े के किसी जहाज-प्रकार का नाम नहीं है ({ $classes })
wrong-fleet-no-size = { $owner } के बेड़े के जहाज { $cells } में { $length } { $length ->
    [one] खाना है
   *[other] खाने हैं
    }, और इस बेड़े में इस आकार का कोई जहाज-प्रकार नहीं है

## Drawn fleets

no-split-cell-count = { $owner } ने जहाजों के लिए { $drawn } { $drawn ->
    [one] खाना अंकित किया
   *[other] खाने अंकित किए
    }, लेकिन बेड़े के जहाज ({ $fleet }) कुल { $wanted } { $wanted ->
    [one] खाना घेरते हैं
   *[other] खाने घेरते हैं
    }
no-split-group = { $owner } के अंकित { $size } { $size ->
    [one] खाने
   *[other] खानों
    } का समूह { $cells } बेड़े ({ $fleet }) के सीधे जहाजों में नहीं बाँटा जा सकता
no-split-short-runs = { $owner } के अंकित खानों को ऐसे सीधे जहाजों में नहीं बाँटा जा सकता जिनसे बेड़ा ({ $fleet }) बने: { $cells } { $count ->
    [one] किसी ऐसी सीधी कतार में नहीं है
   *[other] किसी ऐसी सीधी कतार में नहीं हैं
    } जिसमें { $size } या अधिक खाने हों, लेकिन बेड़े के { $size } से छोटे जहाज कुल मिलाकर केवल { $room } { $room ->
    [one] खाना घेरते हैं
   *[other] खाने घेरते हैं
    }
no-split-long-ships = { $owner } के अंकित खानों को ऐसे सीधे जहाजों में नहीं बाँटा जा सकता जिनसे बेड़ा ({ $fleet }) बने: बेड़े में { $size } या अधिक खानों वाले { $ships } { $ships ->
    [one] जहाज है
   *[other] जहाज हैं
    }, लेकिन अंकित कतारों में ऐसे अधिक से अधिक { $places } { $places ->
    [one] जहाज ही आ सकता है
   *[other] जहाज ही एक साथ आ सकते हैं
    }
no-split-colours = { $owner } के अंकित खानों को ऐसे सीधे जहाजों में नहीं बाँटा जा सकता जिनसे बेड़ा ({ $fleet }) बने: शतरंज की बिसात की तरह रंगने पर अंकित खानों में एक रंग के खाने दूसरे रंग से { $imbalance } अधिक हैं, जिसकी भरपाई बेड़े के विषम लंबाई वाले { $odd } { $odd ->
    [one] जहाज से नहीं हो सकती
   *[other] जहाजों से नहीं हो सकती
    } (हर ऐसा जहाज केवल एक खाने की भरपाई करता है)
no-split-groups = { $owner } के अंकित खानों को ऐसे सीधे जहाजों में नहीं बाँटा जा सकता जिनसे बेड़ा ({ $fleet }) बने: { $groups }
# One group of drawn cells, in no-split-groups: its size, its first cell, the mixes of ships it can be.
group-can-only-be = { $first } से शुरू होने वाले { $size } { $size ->
    [one] खाने
   *[other] खानों
    } को केवल इस तरह बाँटा जा सकता है: { $mixes }
no-split-furthest = { $owner } के अंकित खानों को ऐसे सीधे जहाजों में नहीं बाँटा जा सकता जिनसे बेड़ा ({ $fleet }) बने: खोज सबसे आगे { $laid } तक पहुँची, पर तब भी खाने { $cells } किसी जहाज में नहीं आए और { $lacking } के लिए जगह नहीं बची
ambiguous-fleet = { $owner } के अंकित खाने बेड़े के जहाजों में एक से अधिक तरह से बँटते हैं: { $first } या { $second }; पहला बँटवारा माना गया है
ambiguous-fleet-log = { $owner } के अंकित खाने बेड़े के जहाजों में जवाबों से मेल खाने वाले एक से अधिक तरीकों से बँटते हैं: { $first } या { $second }; पहला बँटवारा माना गया है

## The log

after-end = { $numbering ->
    [round] दौर { $entry } में { $player } की बौछार खेल के दौर { $end } में समाप्त होने के बाद आती है; इसे अनदेखा किया गया है
    [shot] { $player } की गोली क्रमांक { $entry } खेल के { $end-player } की गोली क्रमांक { $end } पर समाप्त होने के बाद आती है; इसे अनदेखा किया गया है
    [move] { $player } की चाल { $entry } खेल के चाल { $end } पर समाप्त होने के बाद आती है; इसे अनदेखा किया गया है
   *[entry] { $player } की प्रविष्टि { $entry } खेल के प्रविष्टि { $end } पर समाप्त होने के बाद आती है; इसे अनदेखा किया गया है
    }
timeout = { $player } ने समय पर जवाब नहीं दिया ({ $numbering ->
    [round] दौर { $entry } में
    [shot] गोली क्रमांक { $entry } पर
    [move] चाल { $entry } पर
   *[entry] प्रविष्टि { $entry } में
    } हार दर्ज है), और इससे खेल समाप्त होता है
crashed = { $player } का प्रोग्राम रुक गया: वह बंद हो गया या चलाया नहीं जा सका ({ $numbering ->
    [round] दौर { $entry } में
    [shot] गोली क्रमांक { $entry } पर
    [move] चाल { $entry } पर
   *[entry] प्रविष्टि { $entry } में
    } हार दर्ज है), और इससे खेल समाप्त होता है
illegal-message = { $player } ने ऐसा कुछ भेजा जो चाल नहीं है ({ $numbering ->
    [round] दौर { $entry } में
    [shot] गोली क्रमांक { $entry } पर
    [move] चाल { $entry } पर
   *[entry] प्रविष्टि { $entry } में
    } हार दर्ज है), और इससे खेल समाप्त होता है
off-board-shots = { $count ->
    [one] { $player } ने { $cells } पर गोली चलाई, जो { $columns }×{ $rows } ग्रिड से बाहर है; इससे कोई नुकसान नहीं होता
   *[other] { $player } ने { $cells } पर गोलियाँ चलाईं, जो { $columns }×{ $rows } ग्रिड से बाहर हैं; इनसे कोई नुकसान नहीं होता
}
# Why it was $expected's turn: $opener opened round $round with move $opened.
out-of-turn-round = { $player } ने { $cells } पर गोली चलाई, लेकिन बारी { $expected } की थी: { $numbering ->
    [round] { $opener } ने दौर { $round } शुरू किया था
    [shot] { $opener } ने अपनी गोली क्रमांक { $opened } से दौर { $round } शुरू किया था
    [move] { $opener } ने चाल { $opened } पर दौर { $round } शुरू किया था
   *[entry] { $opener } ने प्रविष्टि { $opened } पर दौर { $round } शुरू किया था
    }, और एक दौर में हर खिलाड़ी की एक बौछार होती है, इसलिए यह दौर { $other } की बौछार से पूरा होता है
out-of-turn-first = { $player } ने { $cells } पर गोली चलाई, लेकिन बारी { $expected } की थी: पहली गोली { $first } की होती है
out-of-turn-after-foul = { $player } ने { $cells } पर गोली चलाई, लेकिन बारी { $expected } की थी: { $who } की { $numbering ->
    [round] दौर { $previous } की बौछार
    [shot] गोली क्रमांक { $previous }
    [move] चाल { $previous }
   *[entry] प्रविष्टि { $previous }
    } बिना बारी के थी, और इससे बारी आगे चली जाती है
out-of-turn-answered-hit = { $player } ने { $cells } पर गोली चलाई, लेकिन बारी { $expected } की थी: { $numbering ->
    [round] दौर { $previous } में { $who } की बौछार का
    [shot] { $who } की गोली क्रमांक { $previous } का
    [move] चाल { $previous } पर { $who } की गोली का
   *[entry] प्रविष्टि { $previous } पर { $who } की गोली का
    } जवाब "हिट" दिया गया था, इसलिए { $who } को एक और बारी मिलती है
out-of-turn-answered-miss = { $player } ने { $cells } पर गोली चलाई, लेकिन बारी { $expected } की थी: { $numbering ->
    [round] दौर { $previous } में { $who } की बौछार का
    [shot] { $who } की गोली क्रमांक { $previous } का
    [move] चाल { $previous } पर { $who } की गोली का
   *[entry] प्रविष्टि { $previous } पर { $who } की गोली का
    } जवाब "चूक" दिया गया था, जिससे बारी प्रतिद्वंद्वी को जाती है
# $effect: what the previous shot did (off-board, repeated, miss, hit, sinking).
out-of-turn-shoots-again = { $player } ने { $cells } पर गोली चलाई, लेकिन बारी { $expected } की थी: { $numbering ->
    [round] दौर { $previous } में
    [shot] गोली क्रमांक { $previous } पर
    [move] चाल { $previous } पर
   *[entry] प्रविष्टि { $previous } पर
    } { $who } की { $effect ->
    [hit] गोली हिट हुई
   *[sinking] गोली से जहाज डूब गया
    }, इसलिए { $who } को एक और बारी मिलती है
out-of-turn-passes = { $player } ने { $cells } पर गोली चलाई, लेकिन बारी { $expected } की थी: { $numbering ->
    [round] दौर { $previous } में
    [shot] गोली क्रमांक { $previous } पर
    [move] चाल { $previous } पर
   *[entry] प्रविष्टि { $previous } पर
    } { $who } की { $effect ->
    [off-board] गोली ग्रिड से बाहर गई
    [repeated] गोली दोहराई गई थी
    [hit] गोली हिट हुई
    [sinking] गोली से जहाज डूब गया
   *[miss] गोली चूक गई
    }, और इससे बारी प्रतिद्वंद्वी को जाती है
out-of-turn-alternate = { $player } ने { $cells } पर गोली चलाई, लेकिन बारी { $expected } की थी: { $numbering ->
    [round] दौर { $previous } की बौछार
    [shot] गोली क्रमांक { $previous }
    [move] चाल { $previous }
   *[entry] प्रविष्टि { $previous }
    } { $who } की थी, और खिलाड़ी बारी-बारी से गोली चलाते हैं
one-shot-a-turn = { $player } ने एक बौछार में { $fired } { $fired ->
    [one] गोली चलाई
   *[other] गोलियाँ चलाईं
    }, लेकिन इन नियमों में एक बारी में एक ही गोली चलाई जा सकती है
over-round-allowance = { $player } ने उसी दौर में { $fired } और { $fired ->
    [one] गोली चलाई
   *[other] गोलियाँ चलाईं
    }, कुल { $total }, लेकिन { $afloat } { $afloat ->
    [one] जहाज
   *[other] जहाजों
    } के बचे रहते इस दौर की बौछार की सीमा { $allowed } थी
allowance = { $player } ने { $fired } { $fired ->
    [one] गोली चलाई
   *[other] गोलियाँ चलाईं
    }, लेकिन { $afloat } { $afloat ->
    [one] जहाज
   *[other] जहाजों
    } के बचे रहते बौछार में ठीक { $allowed } { $allowed ->
    [one] गोली चलनी थी
   *[other] गोलियाँ चलनी थीं
    }
repeated-shot = { $player } ने { $cells } पर दोबारा गोली चलाई; दोहराई गई गोली से कोई नुकसान नहीं होता

## False replies

# A one-shot reply as given: the word, and the class it named if any.
reply-said = { $said ->
    [hit] "हिट"
    [miss] "चूक"
   *[sunk] "डूबा"
    }
reply-said-ship = { $said ->
    [hit] "हिट"
    [miss] "चूक"
   *[sunk] "डूबा"
    } ({ $ship })
false-reply-water = { $player } ने { $at } पर { $shooter } की गोली का जवाब { $reply } दिया, लेकिन वह खाना खाली है
false-reply-hit = { $player } ने { $at } पर { $shooter } की गोली का जवाब { $reply } दिया, लेकिन गोली { $ship } पर लगी और वह जहाज अभी डूबा नहीं है
false-reply-sank = { $player } ने { $at } पर { $shooter } की गोली का जवाब { $reply } दिया, लेकिन उस गोली ने { $ship } को डुबो दिया
false-reply-struck = { $player } ने { $at } पर { $shooter } की गोली का जवाब { $reply } दिया, लेकिन गोली एक जहाज पर लगी
false-reply-ship-there = { $player } ने { $at } पर { $shooter } की गोली का जवाब { $reply } दिया, लेकिन वहाँ { $ship } है
# A volley's reply as given: the hits by class, then the ships sunk.
volley-hits-none = कोई हिट नहीं
volley-hits = हिट: { $hits }
volley-hit = { $class } ×{ $n }
volley-sunk-none = कुछ नहीं डूबा
volley-sunk = डूबा: { $sunk }
volley-reply = { $hits }, { $sunk }
# One ship a volley struck, and how often.
struck-ship = { $ship } पर { $n ->
    [one] एक बार
   *[other] { $n } बार
    }
false-volley-nothing = { $player } ने { $cells } पर { $shooter } की बौछार का जवाब "{ $reply }" दिया, लेकिन बौछार किसी जहाज पर नहीं लगी
false-volley-struck = { $player } ने { $cells } पर { $shooter } की बौछार का जवाब "{ $reply }" दिया, लेकिन बौछार { $struck } लगी
false-volley-sank = { $player } ने { $cells } पर { $shooter } की बौछार का जवाब "{ $reply }" दिया, लेकिन बौछार { $struck } लगी, और उसने { $sunk } को डुबो दिया

## Violations a verdict does not list

not-listed = { $player } के नाम दर्ज { $left-out ->
    [one] { $code } का { $left-out } और मामला यहाँ नहीं दिखाया गया
   *[other] { $code } के { $left-out } और मामले यहाँ नहीं दिखाए गए
    }: निर्णय में एक खिलाड़ी के एक ही प्रकार के अधिक से अधिक { $max } उल्लंघन दिखाए जाते हैं
not-listed-at = { $player } के नाम { $numbering ->
    [round] दौर { $first } में
    [shot] { $shooter } की गोली क्रमांक { $first } पर
    [move] चाल { $first } पर
   *[entry] प्रविष्टि { $first } पर
    } दर्ज { $left-out ->
    [one] { $code } का { $left-out } और मामला यहाँ नहीं दिखाया गया
   *[other] { $code } के { $left-out } और मामले यहाँ नहीं दिखाए गए
    }: निर्णय में एक खिलाड़ी के एक ही प्रकार के अधिक से अधिक { $max } उल्लंघन दिखाए जाते हैं
not-listed-from-to = { $player } के नाम { $numbering ->
    [round] दौर { $first } से दौर { $last } तक
    [shot] { $shooter } की गोली क्रमांक { $first } से { $last } तक
    [move] चाल { $first } से चाल { $last } तक
   *[entry] प्रविष्टि { $first } से प्रविष्टि { $last } तक
    } दर्ज { $left-out ->
    [one] { $code } का { $left-out } और मामला यहाँ नहीं दिखाया गया
   *[other] { $code } के { $left-out } और मामले यहाँ नहीं दिखाए गए
    }: निर्णय में एक खिलाड़ी के एक ही प्रकार के अधिक से अधिक { $max } उल्लंघन दिखाए जाते हैं

## Paper records

# A violation's sentence, and where it stands on the paper record.
on-paper = { $message } [कागज़ पर: पंक्ति { $line }, { $what }]

## The text verdict (broadside check --format text)

heading-rules = नियम
heading-result = परिणाम
heading-violations = नियम उल्लंघन
heading-shots = गोलियाँ
heading-final-boards = अंतिम ग्रिड
heading-legend = संकेत
# After the heading of the final boards.
final-boards-note = हर खिलाड़ी का बेड़ा, और उस पर प्रतिद्वंद्वी की गोलियाँ
# After a player's name over their board.
board-wins = (जीत)
board-forfeits = (नियम उल्लंघन से हार)
# The legend's marks.
legend-ship = जहाज
legend-hit = हिट
legend-sunk = डूबा जहाज
legend-miss = चूक
legend-water = पानी
legend-flag = खाने से पहले: किसी नियम उल्लंघन में बताया गया खाना
# How many fouls and warnings occurred.
violation-count = { $fouls } फ़ाउल, { $warnings } { $warnings ->
    [one] चेतावनी
   *[other] चेतावनियाँ
    }
violations-moves-note = (चालें खिलाड़ियों की शीट की तरह क्रमांकित हैं; JSON निर्णय में प्रविष्टियाँ 0 से गिनी जाती हैं)
# A violation's line, and the pages: its move as the sheets number it ($player: its shooter), or
# the placement.
violation-entry = { $numbering ->
    [round] दौर { $entry }
    [shot] { $player } की गोली क्रमांक { $entry }
    [move] चाल { $entry }
   *[entry] प्रविष्टि { $entry }
    }
violation-placement = तैनाती
violation-foul = फ़ाउल
violation-warning = चेतावनी
# One player's shots.
player-shots = { $player } ने { $shots } { $shots ->
    [one] गोली चलाई
   *[other] गोलियाँ चलाईं
    } ({ $hits } हिट) और { $sunk } { $sunk ->
    [one] जहाज डुबोया
   *[other] जहाज डुबोए
    }
# Between the two players' shots, and after them.
player-shots-sep = {"; "}
player-shots-end = ।

## Codes

# A violation's code as a sentence names it (in the result, and in a count of violations not
# listed): a short name for what it means. It stands before के कारण, का/के and after "X: ", so each
# name keeps one form in every case (a feminine noun or an unchanging masculine one at its head).
code-off-board = ग्रिड से बाहर की स्थिति
code-bad-shape = जहाज की टेढ़ी-मेढ़ी आकृति
code-overlap = एक ही खाने पर दो जहाजों की मौजूदगी
code-touching = जहाजों के बीच स्पर्श
code-wrong-fleet = बेड़े की ग़लत बनावट
code-out-of-turn = बिना बारी के चलाई गई गोली
code-too-many-shots = सीमा से अधिक गोलियों वाली बौछार
code-false-report = ग़लत जवाब
code-timeout = जवाब देने में देरी
code-crashed = प्रोग्राम की विफलता
code-illegal-message = चाल की जगह अवैध संदेश
code-too-few-shots = तय संख्या से कम गोलियों वाली बौछार
code-repeated-shot = दोहराई गई गोली
code-after-end = खेल समाप्त होने के बाद की चाल
code-ambiguous-fleet = बेड़े के अंकन में अस्पष्टता

## The result of a game, in one sentence

result-destroyed = { $winner } की जीत: { $winner } ने { $loser } के सभी जहाज डुबो दिए।
result-destroyed-at = { $winner } की जीत: { $winner } ने { $numbering ->
    [round] दौर { $entry } में
    [shot] गोली क्रमांक { $entry } से
    [move] चाल { $entry } पर
   *[entry] प्रविष्टि { $entry } पर
    } { $loser } के सभी जहाज डुबो दिए।
result-resigned = { $winner } की जीत: { $loser } ने हार मान ली।
result-resigned-at = { $winner } की जीत: { $loser } ने { $numbering ->
    [round] दौर { $entry } में
    [shot] गोली क्रमांक { $entry } पर
    [move] चाल { $entry } पर
   *[entry] प्रविष्टि { $entry } पर
    } हार मान ली।
result-forfeit = { $winner } की जीत: नियम उल्लंघन के कारण { $loser } की हार।
result-forfeit-at = { $winner } की जीत: { $code } के कारण { $loser } की हार ({ $numbering ->
    [round] दौर { $entry }
    [shot] { $shooter } की गोली क्रमांक { $entry }
    [move] चाल { $entry }
   *[entry] प्रविष्टि { $entry }
    }, सबसे पहला फ़ाउल)।
result-forfeit-placement = { $winner } की जीत: { $loser } की तैनाती में { $code } के कारण { $loser } की हार।
# Both players forfeit; $fouls: each player and the code of their first foul.
result-double-forfeit-entries = कोई विजेता नहीं: पहली गोली से पहले ही दोनों खिलाड़ियों की प्रविष्टियों में हार दर्ज है ({ $fouls })।
result-double-forfeit-placement = कोई विजेता नहीं: बेड़ों की तैनाती में फ़ाउल के कारण दोनों खिलाड़ियों की हार ({ $fouls })।
# One player's first foul in a double forfeit.
double-forfeit-player = { $player }: { $code }
double-forfeit-player-unknown = { $player }: एक फ़ाउल
result-draw = बराबरी: दोनों बेड़ों के सभी जहाज बौछारों के एक ही दौर में डूब गए।
result-draw-at = बराबरी: दोनों बेड़ों के सभी जहाज बौछारों के एक ही दौर में डूब गए, { $numbering ->
    [round] दौर { $entry } में
    [shot] जो गोली क्रमांक { $entry } पर समाप्त हुआ
    [move] जो चाल { $entry } पर समाप्त हुआ
   *[entry] जो प्रविष्टि { $entry } पर समाप्त हुआ
    }।
result-unfinished = खेल अधूरा: कोई फ़ाउल नहीं, और रिकॉर्ड के अंत में दोनों बेड़ों में अभी जहाज बचे हैं।

## The rules in words (the text verdict, broadside rules NAME --format text, broadside fleet)

# Where the rules come from: a preset's name, or custom rules (their base preset, and as JSON).
rules-custom = अनुकूलित, { $base } पर आधारित ({ $json })
# The labels of the lines that follow.
rules-label-board = ग्रिड
rules-label-fleet = बेड़ा
rules-label-touching = स्पर्श
rules-label-turns = बारियाँ
# $letters: the columns' letters (A-J); $numbers: the rows' numbers (1-10).
rules-board = { $columns }×{ $rows }: स्तंभ { $letters }, पंक्तियाँ { $numbers }
# $classes: each class of the fleet (rules-fleet-class), joined by list-comma.
rules-fleet = { $classes } ({ $ships } जहाज, आकार खानों में)
rules-fleet-class = { $count ->
    [one] { $name } { $size }
   *[other] { $name } { $size } ×{ $count }
    }
rules-touching-allowed = जहाज एक-दूसरे को छू सकते हैं
rules-touching-forbidden = जहाज एक-दूसरे को न किनारों से छू सकते हैं, न कोनों से
rules-turns-alternate = एक बारी में एक गोली, और खिलाड़ी हमेशा बारी-बारी से गोली चलाते हैं
rules-turns-again-on-hit = एक बारी में एक गोली; हिट होने या जहाज डूबने पर उसी खिलाड़ी को एक और बारी मिलती है, और चूक होने पर बारी प्रतिद्वंद्वी को जाती है
# $values: each class's salvo value (rules-salvo-value), joined by list-comma.
rules-turns-values-simultaneous = बौछारों के दौर: हर बौछार में गोली चलाने वाले खिलाड़ी के बचे हुए जहाजों की गोलियाँ जुड़ती हैं (हर जहाज की गोलियाँ: { $values }); एक दौर की दोनों बौछारें एक साथ अंकित होती हैं, इसलिए एक ही दौर में दोनों बेड़ों के सभी जहाज डूब सकते हैं
rules-turns-values-sequential = बौछारों के दौर: हर बौछार में गोली चलाने वाले खिलाड़ी के बचे हुए जहाजों की गोलियाँ जुड़ती हैं (हर जहाज की गोलियाँ: { $values }); बौछारें बारी-बारी से चलती हैं और हर बौछार का असर तुरंत होता है; जो पहले प्रतिद्वंद्वी के सभी जहाज डुबो दे, उसकी जीत होती है
rules-turns-afloat-simultaneous = बौछारों के दौर: हर बौछार में गोली चलाने वाले खिलाड़ी के हर बचे हुए जहाज के लिए एक गोली होती है; एक दौर की दोनों बौछारें एक साथ अंकित होती हैं, इसलिए एक ही दौर में दोनों बेड़ों के सभी जहाज डूब सकते हैं
rules-turns-afloat-sequential = बौछारों के दौर: हर बौछार में गोली चलाने वाले खिलाड़ी के हर बचे हुए जहाज के लिए एक गोली होती है; बौछारें बारी-बारी से चलती हैं और हर बौछार का असर तुरंत होता है; जो पहले प्रतिद्वंद्वी के सभी जहाज डुबो दे, उसकी जीत होती है
rules-salvo-value = { $name } { $value }

## A fleet alone (broadside fleet --format text)

heading-placement = तैनाती
placement-legal = वैध
placement-illegal = अवैध
heading-ships = जहाज
ship-count = { $ships } जहाज
heading-board = ग्रिड

## Sheet words (see en.ftl)
sheet-header-rules = नियम
sheet-header-players = खिलाड़ी
sheet-header-first = पहली बारी, पहला
sheet-header-numbering = क्रमांकन
sheet-header-meta = मेटा
sheet-header-language = भाषा
sheet-section-fleet = बेड़ा
sheet-section-shots = गोलियाँ, गोलीबारी
sheet-section-log = लॉग, ब्योरा
sheet-reply-hit = हिट
sheet-reply-miss = चूक
sheet-reply-sunk = डूबा, डूब गया
sheet-reply-none = कुछ नहीं
sheet-resigns = हार मान ली
sheet-forfeits = नियम उल्लंघन से हार
sheet-numbering-round = दौर
sheet-numbering-player = खिलाड़ी
sheet-numbering-game = खेल
sheet-class-carrier = विमानवाहक पोत, विमानवाहक
sheet-class-battleship = युद्धपोत
sheet-class-cruiser = क्रूजर, क्रूज़र
sheet-class-submarine = पनडुब्बी
sheet-class-destroyer = विध्वंसक
sheet-class-torpedo-boat = टारपीडो नाव

## Parts of a paper record, after a violation's sentence (on-paper)

paper-rules-line = नियम वाली पंक्ति
paper-players-line = खिलाड़ियों वाली पंक्ति
paper-first-line = पहली बारी वाली पंक्ति
paper-meta-line = मेटा वाली पंक्ति
paper-fleet = { $player } का बेड़ा
paper-move = लॉग में { $player } की चाल
# A turn's shots on a shot grid numbered by round, by the player's own shot, or by the game's
# move: the number written in them, and the cells ($count of them) as the sheet names them.
paper-shots-of-round = दौर { $number } में { $player } की गोलियाँ ({ $cells })
paper-shots-numbered = { $player } की क्रमांक { $number } वाली { $count ->
    [one] गोली
   *[other] गोलियाँ
    } ({ $cells })
paper-moves-numbered = { $player } की शीट पर क्रमांक { $number } वाली { $count ->
    [one] गोली
   *[other] गोलियाँ
    } ({ $cells })

## The verdict page (broadside check --format html)

# पृष्ठ पर हर नाम ($first, $second, $player, $other, $winner) अपने अलग आइसोलेट में रहता है। जिन
# संदेशों को पृष्ठ की स्क्रिप्ट भरती है, वे रूप श्रेणी ([one], [other]) से चुनते हैं, संख्या ([1]) से नहीं।
page-title = { $first } बनाम { $second }: broadside का निर्णय
page-players = { $first } बनाम { $second }
page-verdict-of = broadside { $version } का निर्णय
page-footer = broadside { $version } द्वारा निर्णय।
page-heading-players = खिलाड़ी
page-heading-rules = नियम
page-heading-boards = ग्रिड और चालें
page-heading-violations = नियम उल्लंघन
page-col-player = खिलाड़ी
page-col-result = परिणाम
page-col-shots = गोलियाँ
page-col-hits = हिट
page-col-sunk = डुबोए गए जहाज
page-player-wins = जीत
page-player-forfeits = नियम उल्लंघन से हार
page-player-draw = बराबरी
page-rules-source = नियम
page-board-note = { $player } का बेड़ा, और उस पर { $other } की गोलियाँ
page-cell = { $cell }: { $mark }
page-cell-named = { $cell }: { $mark }; { $named }
page-named-by = { $what } में बताया गया
page-named-what = { $code } ({ $at })
page-code-off-board = जहाज का कोई खाना या कोई गोली ग्रिड से बाहर है
page-code-bad-shape = कोई जहाज खड़ी या आड़ी, एक सीधी, लगातार रेखा में नहीं है
page-code-overlap = दो जहाज एक ही खाने पर हैं
page-code-touching = दो जहाज किनारे या कोने से एक-दूसरे को छूते हैं, जबकि नियम इसकी अनुमति नहीं देते
page-code-wrong-fleet = बेड़े के जहाजों के प्रकार, आकार या संख्या नियमों से अलग हैं
page-code-out-of-turn = किसी खिलाड़ी ने प्रतिद्वंद्वी की बारी ले ली
page-code-too-many-shots = एक बारी में अनुमति से अधिक गोलियाँ चलाई गईं
page-code-false-report = कोई जवाब पूरी तरह सच नहीं था
page-code-timeout = किसी खिलाड़ी ने समय पर जवाब नहीं दिया (प्रविष्टि में हार दर्ज है)
page-code-crashed = किसी खिलाड़ी का प्रोग्राम रुक गया या चल नहीं सका (प्रविष्टि में हार दर्ज है)
page-code-illegal-message = किसी खिलाड़ी ने ऐसा कुछ भेजा जो चाल नहीं है (प्रविष्टि में हार दर्ज है)
page-code-too-few-shots = किसी बौछार में तय संख्या से कम गोलियाँ चलाई गईं
page-code-repeated-shot = ऐसे खाने पर गोली, जिस पर उसी खिलाड़ी की गोली पहले ही चल चुकी थी
page-code-after-end = खेल समाप्त होने के बाद की प्रविष्टि (जिसे अनदेखा किया गया)
page-code-ambiguous-fleet = अंकित खाने एक से अधिक उपयुक्त तरीकों से बेड़े के जहाजों में बँटते हैं
page-legend = संकेत
page-legend-flag = किसी नियम उल्लंघन में बताया गया खाना (उस उल्लंघन तक ले जाता है)
page-legend-last = दिखाई गई चाल की गोली
page-step-first = शुरुआत पर जाएँ (पहली चाल से पहले)
page-step-prev = एक चाल पीछे जाएँ
page-step-next = एक चाल आगे जाएँ
page-step-last = अंत पर जाएँ (आख़िरी चाल के बाद)
page-unstepped = लॉग में { $max } से ज़्यादा प्रविष्टियाँ हैं: पृष्ठ केवल अंतिम ग्रिड दिखाता है।
page-no-moves = कोई चाल नहीं।
page-count-note = चालें खिलाड़ियों की शीट की तरह क्रमांकित हैं: { $numbering ->
    [round] दौर के अनुसार
    [shot] हर खिलाड़ी की अपनी गोलियों के अनुसार
   *[move] खेल की चालों के अनुसार
    }। प्रविष्टियाँ, जैसे JSON निर्णय में और किसी चाल की लिंक (#entry=N) में, 0 से गिनी जाती हैं।
page-col-move = { $numbering ->
    [round] दौर
    [shot] गोली
   *[move] चाल
    }
page-col-entry = प्रविष्टि
page-col-reply = जवाब
page-col-judgement = नतीजा
page-col-violations = नियम उल्लंघन
page-forfeit-entry = नियम उल्लंघन से हार: { $reason }
page-decides = इससे खेल का फ़ैसला हुआ
page-col-severity = गंभीरता
page-col-code = कोड
page-col-cells = खाने
page-col-message = विवरण
page-violation-count = { $fouls } फ़ाउल, { $warnings } { $warnings ->
    [one] चेतावनी
   *[other] चेतावनियाँ
    }
page-shot = { $cell } { $effect }
page-effect-off-board = ग्रिड से बाहर
page-effect-none = कोई असर नहीं
page-effect-miss = चूक
page-effect-hit = हिट
page-effect-sunk = डूबा
page-reply-miss = चूक
page-reply-hit = हिट
page-reply-sunk = डूबा
page-reply-ship = { $reply } ({ $ship })
page-reply-no-hits = कोई हिट नहीं
page-reply-hits = हिट: { $hits }
page-reply-class = { $class } ×{ $n }
page-reply-sunk-ships = { $hits }; डूबे: { $sunk }
page-step = { $numbering ->
    [round] दौर { $n }: { $player } — { $shots }
    [shot] { $player } की गोली क्रमांक { $n }: { $shots }
   *[move] चाल { $n }: { $player } — { $shots }
    }
page-step-forfeit = { $numbering ->
    [round] दौर { $n }: { $player } की नियम उल्लंघन से हार: { $reason }
    [shot] { $player } की गोली क्रमांक { $n }: नियम उल्लंघन से हार: { $reason }
   *[move] चाल { $n }: { $player } की नियम उल्लंघन से हार: { $reason }
    }
page-no-shot = कोई गोली नहीं
page-shots-more = { $shots } और { $more } अन्य { $more ->
    [one] गोली
   *[other] गोलियाँ
    }
page-step-note = ({ $note })
page-entries-named = कड़ी में { $count } { $count ->
    [one] प्रविष्टि है
   *[other] प्रविष्टियाँ हैं
    }
page-entry-unnamed = { $entry } में कोई प्रविष्टि नहीं बताई गई
page-entry-wrong = entry={ $value } इस खेल की प्रविष्टि नहीं है
page-entry-last = { $what } (-1 से { $last } तक): आख़िरी प्रविष्टि दिखाई गई है
page-unread-more = { $parts } और { $more } अन्य
page-unread = { $parts } { $count ->
    [one] पढ़ा नहीं जाता
   *[other] पढ़े नहीं जाते
    }: { $reads }
page-reads-entry = पृष्ठ #entry=N पढ़ता है, जहाँ N -1 से { $last } तक है

## The batch page (broadside check --jsonl --format html)

batch-title = { $games } खेल: broadside की रिपोर्ट
batch-heading = समूह की रिपोर्ट: { $games } खेल
batch-verdicts-of = broadside { $version } के निर्णय
batch-heading-outcomes = परिणाम
batch-games-adjudicated = निर्णय किए गए खेल
batch-won = जीते गए
batch-drawn = बराबरी
batch-unfinished = अधूरे
batch-double-forfeit = दोनों की नियम उल्लंघन से हार
batch-fouled = फ़ाउल वाले खेल
batch-errors = बिना निर्णय वाली पंक्तियाँ
batch-heading-fouls = कोड के अनुसार फ़ाउल
batch-warnings = चेतावनियाँ:
batch-heading-games = खेल
batch-noscript = खेलों की सूची, उसके फ़िल्टर और हर खेल को चाल-दर-चाल देखने के लिए पृष्ठ की स्क्रिप्ट चाहिए।
batch-filter-player = खिलाड़ी
batch-filter-outcome = परिणाम
batch-filter-foul = फ़ाउल
batch-any = कोई भी
batch-won-by-forfeit = नियम उल्लंघन से जीते गए
batch-not-adjudicated = निर्णय नहीं हुआ
batch-with-foul = फ़ाउल के साथ
batch-without-foul = बिना फ़ाउल
batch-col-line = पंक्ति
batch-col-players = खिलाड़ी
batch-col-outcome = परिणाम
batch-col-fouls = फ़ाउल
batch-col-warnings = चेतावनियाँ
batch-col-moves = चालें
batch-col-game = खेल
batch-pages = खेलों की सूची के पृष्ठ
batch-back = पिछला
batch-on = अगला
batch-unstepped = { $count ->
    [one] { $count } खेल सूची में है, पर यहाँ उसे चाल-दर-चाल नहीं देखा जा सकता
   *[other] { $count } खेल सूची में हैं, पर यहाँ उन्हें चाल-दर-चाल नहीं देखा जा सकता
    } (पृष्ठ में केवल { $mb } MB तक चालें रखी जाती हैं, पहले फ़ाउल वाले खेलों की); हर खेल का अपना पृष्ठ उसकी पंक्ति पर { $command } चलाकर मिलता है।
batch-footer = पंक्तियाँ 1 से गिनी जाती हैं; चालें खिलाड़ियों की शीट की तरह क्रमांकित हैं (बौछारों में दौर के अनुसार, वरना हर खिलाड़ी की अपनी गोलियों के अनुसार); प्रविष्टियाँ 0 से, जैसे JSON निर्णयों में।
batch-col-games = खेल
batch-col-wins = जीत
batch-col-losses = हार
batch-col-draws = बराबरी
batch-col-unfinished = अधूरे
batch-col-double-forfeits = दोनों की हार
batch-col-score = अंक
batch-col-elo = Elo
batch-elo-note = Elo अंतर, 95% त्रुटि-सीमा के साथ; - जहाँ खेलों से इसकी सीमा तय नहीं होती
batch-col-forfeits = नियम उल्लंघन से हार
batch-no-games = किसी खेल का निर्णय नहीं हुआ।
batch-no-fouls = कोई फ़ाउल नहीं।
batch-chart = कोड के अनुसार फ़ाउल: { $fouls }
batch-outcome-win = { $winner } की जीत
batch-outcome-forfeit = नियम उल्लंघन से { $winner } की जीत
batch-outcome-draw = बराबरी
batch-outcome-unfinished = अधूरा
batch-outcome-double-forfeit = दोनों की नियम उल्लंघन से हार
batch-row-fouls = { $codes } ({ $fouls } फ़ाउल)
batch-step-through = चाल-दर-चाल देखें
batch-step-through-label = पंक्ति { $line } का खेल चाल-दर-चाल देखें
batch-final-only = केवल अंतिम ग्रिड
batch-own-page-only = केवल खेल के अपने पृष्ठ पर
batch-lines = { $count } { $count ->
    [one] पंक्ति
   *[other] पंक्तियाँ
    }
batch-lines-of = { $count } { $count ->
    [one] पंक्ति
   *[other] पंक्तियों
    } में से { $shown }
batch-lines-skipped = { $lines } ({ $blank } खाली { $blank ->
    [one] पंक्ति छोड़ी गई
   *[other] पंक्तियाँ छोड़ी गईं
    })
batch-page-of = पृष्ठ { $page } / { $pages }
batch-game-heading = पंक्ति { $line }: { $first } बनाम { $second }
batch-replies-note = जवाब: समूह का पृष्ठ केवल उन चालों के जवाब रखता है जिनका किसी नियम उल्लंघन में ज़िक्र है; खेल का अपना पृष्ठ (पंक्ति { $line } पर broadside check --format html) हर जवाब दिखाता है।
batch-reads = पृष्ठ #game=L&entry=N पढ़ता है, जहाँ L 1 से { $lines } तक की कोई पंक्ति है
batch-reads-open = { $reads }, या खुले खेल के लिए #entry=N
batch-games-named = कड़ी में { $count } { $count ->
    [one] खेल बताया गया है
   *[other] खेल बताए गए हैं
    }: यह एक ही खेल खोल सकती है।
batch-no-line = { $value } में कोई पंक्ति नहीं बताई गई: पंक्ति 1 से { $lines } तक की कोई संख्या होती है।
batch-line-blank = पंक्ति { $line } खाली है: समूह खाली पंक्तियाँ छोड़ देता है।
batch-no-game = पंक्ति { $line } पर कोई खेल नहीं: आख़िरी भरी हुई पंक्ति { $lines } है।
batch-line-error = पंक्ति { $line } का निर्णय नहीं हो सका: { $error }
batch-too-long = पंक्ति { $line } के खेल में { $entries } { $entries ->
    [one] प्रविष्टि है
   *[other] प्रविष्टियाँ हैं
    }, जबकि पृष्ठ अधिक से अधिक { $max } प्रविष्टियों वाले खेल चाल-दर-चाल दिखाता है: उस पंक्ति पर broadside check --format html से बना खेल का अपना पृष्ठ उसके अंतिम ग्रिड और चालें दिखाता है।
batch-unstepped-game = पंक्ति { $line } का खेल सूची में है, पर यहाँ चाल-दर-चाल नहीं देखा जा सकता (पृष्ठ कुछ ही खेलों की चालें रखता है, पहले फ़ाउल वाले खेलों की); उस पंक्ति पर broadside check --format html से बना खेल का अपना पृष्ठ उसे चाल-दर-चाल दिखाता है।

## The web page

# (see en.ftl)

web-language-name = हिन्दी
web-title = काग़ज़ पर खेले गए खेल की जाँच
web-intro = दोनों बेड़े बनाइए, शॉट वैसे ही अंकित कीजिए जैसे आपकी शीट पर हैं, या कोई रिकॉर्ड चिपकाइए: रेफ़री इसी पेज में चलता है, और कुछ भी बाहर नहीं जाता।
web-language = भाषा
web-letters = स्तंभ के अक्षर
web-latin = लैटिन (A B C)
web-cyrillic = सिरिलिक (А Б В)
web-game = खेल
web-rules = नियम
web-preset-classic = क्लासिक: हर बारी एक शॉट
web-preset-salvo = साल्वो: एक साथ कई शॉट के राउंड
web-preset-russian = रूसी समुद्री युद्ध: हिट होने पर फिर से शॉट
web-fleet = बेड़ा
web-fleet-default = नियमों वाला
web-fleet-standard = मानक: 5, 4, 3, 2
web-fleet-two-destroyers = दो विध्वंसक: 5, 3, 2, 2
web-fleet-russian = रूसी: 4, 3×2, 2×3, 1×4
web-fleet-hasbro = hasbro: 5, 4, 3, 3, 2
web-rules-json = या अन्य नियम (JSON)
web-player-1 = पहला खिलाड़ी
web-player-2 = दूसरा खिलाड़ी
web-first = पहले कौन चलाएगा
web-first-default = जैसा नियम कहते हैं
web-numbering = शॉट की गिनती
web-numbering-default = जैसा नियम कहते हैं
web-numbering-round = राउंड से (साल्वो)
web-numbering-player = हर खिलाड़ी की अपनी गिनती
web-numbering-game = पूरे खेल की गिनती
web-help = शॉट: खाने पर क्लिक करके उसमें ग्रिड के ऊपर वाले बॉक्स की संख्या लगाएँ, फिर क्लिक करें हिट (x) के लिए, फिर मिस (o) के लिए, फिर मिटाने के लिए; या तीर कुंजियाँ, संख्या के अंक, निशान के लिए x या o, मिटाने के लिए Delete।
web-help-salvo = शॉट (साल्वो): खाने पर क्लिक करके उसमें ग्रिड के ऊपर वाले बॉक्स का राउंड लगाएँ, फिर क्लिक करें मिटाने के लिए; या तीर कुंजियाँ, राउंड के अंक, मिटाने के लिए Delete। साल्वो की शीट पर हिट या मिस नहीं लिखा जाता: बचाने वाला हर जहाज़ के हिट बताता है।
web-help-fleet = बेड़ा: जहाज़ बनाने के लिए क्लिक या ड्रैग करें; टच स्क्रीन पर हर खाने को टैप करें, या एक खाने को तब तक दबाए रखें जब तक वह बन न जाए और फिर जहाज़ के साथ उँगली सरकाएँ; तीर कुंजियाँ चलाती हैं, Space बनाता या मिटाता है।
web-help-keep = खेल इसी ब्राउज़र में रखा रहता है: रीलोड के बाद भी वह वहीं मिलता है। पूर्ववत (Ctrl+Z) और फिर से करें (Ctrl+Shift+Z) हर बदलाव पर आगे-पीछे जाते हैं।
web-how = खेल कैसे दर्ज करें
web-start = अभी कोई खेल नहीं: नीचे हर खिलाड़ी की शीट पर उसका बेड़ा बनाएँ, फिर शॉट वैसे ही लगाएँ जैसे शीटों पर हैं। या शीटों के नीचे वाले बॉक्स में रिकॉर्ड चिपकाएँ, फ़ाइल खोलें, या एक उदाहरण लोड करें।
web-start-summary = अभी कोई खेल नहीं: बेड़ा बनते ही फ़ैसला आएगा।
web-example = उदाहरण खेल लोड करें
web-undo = पूर्ववत करें
web-redo = फिर से करें
web-copy-link = लिंक कॉपी करें
web-link-label = इस खेल का लिंक
web-link-copied = लिंक कॉपी हो गया ({ $n } अक्षर): जो इसे खोलेगा, वह यही शीटें और यही फ़ैसला देखेगा; खेल लिंक के भीतर ही है और किसी सर्वर तक नहीं जाता।
web-link-select = लिंक बन गया ({ $n } अक्षर): इसे चुनकर कॉपी करें। खेल लिंक के भीतर ही है और किसी सर्वर तक नहीं जाता।
web-link-too-long = यह खेल लिंक के लिए बहुत लंबा है ({ $n } अक्षर, { $limit } से ज़्यादा): इसे फ़ाइल के रूप में सहेजें और फ़ाइल भेजें।
web-link-broken = इस लिंक में पढ़ने लायक कोई खेल नहीं है: शायद यह बीच में कट गया है।
web-not-kept = यह खेल इस ब्राउज़र में रखने के लिए बहुत बड़ा है: इसे फ़ाइल के रूप में सहेजें।
web-sheets-stale = ये शीटें नीचे वाला रिकॉर्ड नहीं दिखातीं: उसमें वह है जो ये नहीं रख सकतीं (हार मानना, जहाज़ का नाम लेने वाला उत्तर, साल्वो का उत्तर, या कोई त्रुटि)। इन्हें बदलने से रिकॉर्ड बदल जाएगा; पूर्ववत करने से वह वापस आ जाता है।
web-confirm-replace = शीटें नीचे वाला रिकॉर्ड नहीं दिखातीं। क्या रिकॉर्ड की जगह शीटें रखें? (पूर्ववत करने से वह वापस आ जाता है।)
web-round-of = { $name } का राउंड
web-shot-number-of = { $name } की शॉट संख्या
web-name-empty = एक नाम लिखें।
web-name-comma = नाम में अल्पविराम नहीं हो सकता: रिकॉर्ड दोनों नामों को अल्पविराम से अलग करता है।
web-name-comment = नाम में // नहीं हो सकता: रिकॉर्ड पंक्ति का बाकी हिस्सा टिप्पणी मानता है।
web-name-case = यह { $other } ही है, बस बड़े-छोटे अक्षर अलग हैं: रिकॉर्ड नामों में बड़े-छोटे अक्षरों का फ़र्क नहीं करता, इसलिए दोनों खिलाड़ियों के नाम अलग होने चाहिए।
web-name-same = दोनों खिलाड़ियों के नाम अलग होने चाहिए।
web-fix-names = फ़ैसला देखने के लिए ऊपर के नाम ठीक करें।
web-sheets-unreadable = शीटें अभी जैसी हैं वैसी पढ़ी नहीं जा सकतीं; उन पर लगा निशान जगह दिखाता है: { $message }
web-checking = जाँच हो रही है…
web-open-page = फ़ैसले का पेज खोलें
web-page-too-long = फ़ैसले का पेज { $mb } MB का है, यहाँ एक साथ दिखाने के लिए बहुत लंबा।
web-verdict-page = फ़ैसले का पेज
web-record = रिकॉर्ड
web-open = फ़ाइल खोलें
web-save-paper = काग़ज़ी रूप में सहेजें
web-save-json = JSON में सहेजें
web-clear = नया खेल
web-verdict = निर्णय
web-verdict-json = निर्णय JSON में (जैसा broadside check देता है)
web-footer = broadside: कमांड लाइन वाला ही रेफ़री, WebAssembly में। कुछ भी कहीं नहीं भेजा जाता।
web-fleet-of = { $name } का बेड़ा
web-shots-of = { $other } पर { $name } के शॉट
web-fleet-heading = बेड़ा
web-shots-heading = { $other } पर शॉट
web-ship = जहाज़
web-water = पानी
web-shot-n = शॉट { $n }
web-no-shot = कोई शॉट नहीं
web-hit = हिट
web-miss = मिस
web-round-number = राउंड
web-move-number = शॉट संख्या
web-to-place = रखना बाकी:
web-ship-left = { $ship } ({ $size }) ×{ $count }
web-all-placed = सभी जहाज़ रखे जा चुके हैं।
web-too-many-ships = नियमों के { $count } से अधिक { $ship }
web-no-such-ship = बेड़े का कोई जहाज़ { $label } के आकार का नहीं है
web-note-grids = ऊपर की शीटों से काग़ज़ी रिकॉर्ड के रूप में बना; इसे यहाँ बदलें, कोई रिकॉर्ड चिपकाएँ, या फ़ाइल खोलें।
web-note-text = जैसा लिखा है वैसा जाँचा गया। ऊपर की शीटें इसे पूरा नहीं दिखा सकतीं (हार मानना, जहाज़ का नाम लेने वाला उत्तर, साल्वो का उत्तर): इसे यहाँ बदलें।
web-note-text-held = जैसा लिखा है वैसा जाँचा गया; ऊपर की शीटें इसे दिखाती हैं।
web-note-long = यह रिकॉर्ड { $mb } MB का है: बॉक्स में केवल इसकी शुरुआत दिखती है और इसे यहाँ बदला नहीं जा सकता; फ़ाइल को किसी टेक्स्ट एडिटर में बदलें, या इसे सहेजें।
web-input-error = रिकॉर्ड पढ़ा नहीं जा सकता:
web-placement = जहाज़ रखना
web-foul = उल्लंघन
web-warning = चेतावनी
web-code-off_board = ग्रिड से बाहर
web-code-bad_shape = जहाज़ सीधा नहीं
web-code-overlap = जहाज़ एक-दूसरे पर
web-code-touching = जहाज़ छूते हैं
web-code-wrong_fleet = गलत बेड़ा
web-code-out_of_turn = बिना बारी के
web-code-too_many_shots = बहुत अधिक शॉट
web-code-false_report = गलत उत्तर
web-code-timeout = समय समाप्त
web-code-crashed = प्रोग्राम बंद हुआ
web-code-illegal_message = अमान्य संदेश
web-code-too_few_shots = बहुत कम शॉट
web-code-repeated_shot = दोहराया गया शॉट
web-code-after_end = खेल ख़त्म होने के बाद
web-code-ambiguous_fleet = बेड़ा कई तरह से बँटता है
