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

## The language itself, as the build reads it: each .ftl file here is a language of broadside,
## known by its file name (the code) and these terms (not messages: no catalog need match them).
-language-name = हिन्दी
-language-english = Hindi
-language-about = the language of the sea battle's rule text
-language-order = 3
-language-digits = ०१२३४५६७८९

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
    [round] दौर { $entry } में { $player } की बौछार, दौर { $end } में खेल समाप्त होने के बाद आती है; इसे अनदेखा किया गया है
    [shot] { $player } की गोली क्रमांक { $entry }, { $end-player } की गोली क्रमांक { $end } पर खेल समाप्त होने के बाद आती है; इसे अनदेखा किया गया है
    [move] { $player } की चाल { $entry }, चाल { $end } पर खेल समाप्त होने के बाद आती है; इसे अनदेखा किया गया है
   *[entry] { $player } की प्रविष्टि { $entry }, प्रविष्टि { $end } पर खेल समाप्त होने के बाद आती है; इसे अनदेखा किया गया है
    }
timeout = { $player } ने समय पर जवाब नहीं दिया ({ $numbering ->
    [round] दौर { $entry } में
    [shot] { $player } की गोली क्रमांक { $entry } पर
    [move] चाल { $entry } पर
   *[entry] प्रविष्टि { $entry } पर
    } हार दर्ज हुई), जिससे खेल समाप्त हो जाता है
crashed = { $player } का प्रोग्राम रुक गया: वह बंद हो गया या चलाया नहीं जा सका ({ $numbering ->
    [round] दौर { $entry } में
    [shot] { $player } की गोली क्रमांक { $entry } पर
    [move] चाल { $entry } पर
   *[entry] प्रविष्टि { $entry } पर
    } हार दर्ज हुई), जिससे खेल समाप्त हो जाता है
illegal-message = { $player } ने ऐसा कुछ भेजा जो चाल नहीं है ({ $numbering ->
    [round] दौर { $entry } में
    [shot] { $player } की गोली क्रमांक { $entry } पर
    [move] चाल { $entry } पर
   *[entry] प्रविष्टि { $entry } पर
    } हार दर्ज हुई), जिससे खेल समाप्त हो जाता है
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
out-of-turn-after-foul = { $player } ने { $cells } पर गोली चलाई, लेकिन बारी { $expected } की थी: { $numbering ->
    [round] दौर { $previous } में { $who } की बौछार
    [shot] { $who } की गोली क्रमांक { $previous }
    [move] { $who } की चाल { $previous }
   *[entry] { $who } की प्रविष्टि { $previous }
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
    [round] दौर { $previous } में { $who } की गोली
    [shot] { $who } की गोली क्रमांक { $previous }
    [move] चाल { $previous } पर { $who } की गोली
   *[entry] प्रविष्टि { $previous } पर { $who } की गोली
    } { $effect ->
    [hit] हिट हुई
   *[sinking] से जहाज डूब गया
    }, इसलिए { $who } को एक और बारी मिलती है
out-of-turn-passes = { $player } ने { $cells } पर गोली चलाई, लेकिन बारी { $expected } की थी: { $numbering ->
    [round] दौर { $previous } में { $who } की गोली
    [shot] { $who } की गोली क्रमांक { $previous }
    [move] चाल { $previous } पर { $who } की गोली
   *[entry] प्रविष्टि { $previous } पर { $who } की गोली
    } { $effect ->
    [off-board] ग्रिड से बाहर गई
    [repeated] दोहराई गई थी
    [hit] हिट हुई
    [sinking] से जहाज डूब गया
   *[miss] चूक गई
    }, और इससे बारी प्रतिद्वंद्वी को जाती है
out-of-turn-alternate = { $player } ने { $cells } पर गोली चलाई, लेकिन बारी { $expected } की थी: { $who } ने { $numbering ->
    [round] दौर { $previous } की बौछार चलाई थी
    [shot] अपनी गोली क्रमांक { $previous } चलाई थी
    [move] चाल { $previous } चली थी
   *[entry] प्रविष्टि { $previous } की चाल चली थी
    }, और खिलाड़ी बारी-बारी से गोली चलाते हैं
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
violations-moves-note = (चालों का क्रमांकन खिलाड़ियों की शीटों जैसा है; JSON निर्णय में प्रविष्टियाँ 0 से गिनी जाती हैं)
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
    [shot] अपनी गोली क्रमांक { $entry } से
    [move] चाल { $entry } पर
   *[entry] प्रविष्टि { $entry } पर
    } { $loser } के सभी जहाज डुबो दिए।
result-resigned = { $winner } की जीत: { $loser } ने हार मान ली।
result-resigned-at = { $winner } की जीत: { $loser } ने { $numbering ->
    [round] दौर { $entry } में
    [shot] अपनी गोली क्रमांक { $entry } पर
    [move] चाल { $entry } पर
   *[entry] प्रविष्टि { $entry } पर
    } हार मान ली।
result-forfeit = { $winner } की जीत: नियम उल्लंघन के कारण { $loser } की हार।
result-forfeit-at = { $winner } की जीत: { $code } के कारण { $loser } की हार ({ $numbering ->
    [round] दौर { $entry } में
    [shot] { $shooter } की गोली क्रमांक { $entry } पर
    [move] चाल { $entry } पर
   *[entry] प्रविष्टि { $entry } पर
    }; यही सबसे पहला फ़ाउल था)।
result-forfeit-placement = { $winner } की जीत: { $loser } की तैनाती में { $code } के कारण { $loser } की हार।
# Both players forfeit; $fouls: each player and the code of their first foul.
result-double-forfeit-entries = कोई विजेता नहीं: पहली गोली से पहले ही दोनों खिलाड़ियों की प्रविष्टियों में हार दर्ज है ({ $fouls })।
result-double-forfeit-placement = कोई विजेता नहीं: बेड़ों की तैनाती में फ़ाउल के कारण दोनों खिलाड़ियों की हार ({ $fouls })।
# One player's first foul in a double forfeit.
double-forfeit-player = { $player }: { $code }
double-forfeit-player-unknown = { $player }: एक फ़ाउल
result-draw = बराबरी: दोनों बेड़ों के सभी जहाज बौछारों के एक ही दौर में डूब गए।
result-draw-at = बराबरी: दोनों बेड़ों के सभी जहाज बौछारों के एक ही दौर { $numbering ->
    [round] (दौर { $entry }) में डूब गए
    [shot] में डूब गए, जो गोली क्रमांक { $entry } पर समाप्त हुआ
    [move] में डूब गए, जो चाल { $entry } पर समाप्त हुआ
   *[entry] में डूब गए, जो प्रविष्टि { $entry } पर समाप्त हुआ
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
page-count-note = चालों का क्रमांकन खिलाड़ियों की शीटों जैसा है: { $numbering ->
    [round] दौर के अनुसार
    [shot] हर खिलाड़ी की अपनी गोलियों के अनुसार
   *[move] खेल की चालों के अनुसार
    }। प्रविष्टियाँ, जैसे JSON निर्णय में और किसी चाल के लिंक (#entry=N) में, 0 से गिनी जाती हैं।
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
batch-footer = पंक्ति क्रमांक 1 से गिने जाते हैं; चालों का क्रमांकन खिलाड़ियों की शीटों जैसा है (बौछार वाले खेलों में दौर के अनुसार, अन्यथा हर खिलाड़ी की अपनी गोलियों के अनुसार); प्रविष्टियाँ, जैसे JSON निर्णयों में, 0 से गिनी जाती हैं।
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
web-intro = दोनों बेड़े बनाएँ, गोलियाँ वैसे ही अंकित करें जैसे आपकी शीटों पर हैं, या कोई रिकॉर्ड चिपकाएँ: रेफ़री इसी पेज में चलता है, और कुछ भी इस पेज से बाहर नहीं जाता।
web-language = भाषा
web-letters = स्तंभों के अक्षर
web-latin = लैटिन (A B C)
web-cyrillic = सिरिलिक (А Б В)
web-game = खेल
web-rules = नियम
web-preset-classic = क्लासिक: हर बारी में एक गोली
web-preset-salvo = बौछार: बौछारों के दौर, हर बौछार में कई गोलियाँ
web-preset-russian = रूसी समुद्री युद्ध: हिट होने पर दोबारा गोली
web-fleet = बेड़ा
web-fleet-default = नियमों के अनुसार
web-fleet-standard = मानक: 5, 4, 3, 2
web-fleet-two-destroyers = दो विध्वंसक: 5, 3, 2, 2
web-fleet-russian = रूसी: 4, 3×2, 2×3, 1×4
web-fleet-hasbro = hasbro: 5, 4, 3, 3, 2
web-rules-json = या अन्य नियम (JSON)
web-player-1 = पहला खिलाड़ी
web-player-2 = दूसरा खिलाड़ी
web-first = पहली बारी
web-first-default = जैसा नियम कहते हैं
web-numbering = गोलियों की गिनती
web-numbering-default = जैसा नियम कहते हैं
web-numbering-round = दौर के अनुसार (बौछार)
web-numbering-player = हर खिलाड़ी की अपनी गिनती
web-numbering-game = पूरे खेल की गिनती
web-help = गोलियाँ: किसी खाने पर क्लिक करने से उसमें ग्रिड के ऊपर वाले बॉक्स की संख्या लिखी जाती है; दोबारा क्लिक करने पर हिट (x), फिर चूक (o), और फिर खाना खाली हो जाता है। कीबोर्ड से: तीर कुंजियों से खाना चुनें, संख्या के लिए अंक, निशान के लिए x या o, और मिटाने के लिए Delete दबाएँ।
web-help-salvo = गोलियाँ (बौछार): किसी खाने पर क्लिक करने से उसमें ग्रिड के ऊपर वाले बॉक्स का दौर लिखा जाता है; दोबारा क्लिक करने पर वह मिट जाता है। कीबोर्ड से: तीर कुंजियों से खाना चुनें, दौर के लिए अंक, और मिटाने के लिए Delete दबाएँ। बौछार वाले खेल की शीट पर हिट या चूक का निशान नहीं लगता: जिस खिलाड़ी पर बौछार चली, उसकी ओर से हर जहाज के हिट बताए जाते हैं।
web-help-fleet = बेड़ा: जहाज बनाने के लिए खानों पर क्लिक या ड्रैग करें; टच स्क्रीन पर हर खाने को टैप करें, या किसी खाने को तब तक दबाए रखें जब तक वह अंकित न हो जाए, फिर जहाज की दिशा में उँगली सरकाएँ। कीबोर्ड से: तीर कुंजियों से खाना चुनें, और Space से उसे अंकित करें या मिटाएँ।
web-help-keep = खेल इसी ब्राउज़र में सहेजा रहता है: पेज रीलोड करने के बाद भी वह यहीं मिलता है। पूर्ववत करें (Ctrl+Z) और फिर से करें (Ctrl+Shift+Z) से हर बदलाव पर पीछे और आगे जा सकते हैं।
web-how = खेल कैसे दर्ज करें
web-start = अभी कोई खेल नहीं: नीचे हर खिलाड़ी की शीट पर उसका बेड़ा बनाएँ, फिर गोलियाँ वैसे ही अंकित करें जैसे शीटों पर हैं। या शीटों के नीचे वाले बॉक्स में रिकॉर्ड चिपकाएँ, फ़ाइल खोलें, या कोई उदाहरण खेल लोड करें।
web-start-summary = अभी कोई खेल नहीं: बेड़ा बनते ही निर्णय आएगा।
web-example = उदाहरण खेल लोड करें
web-undo = पूर्ववत करें
web-redo = फिर से करें
web-copy-link = लिंक कॉपी करें
web-link-label = इस खेल का लिंक
web-link-copied = लिंक कॉपी हो गया ({ $n } अक्षर): इसे खोलने पर यही शीटें और यही निर्णय दिखेगा; खेल लिंक के भीतर ही है और किसी सर्वर तक नहीं जाता।
web-link-select = लिंक बन गया ({ $n } अक्षर): इसे चुनकर कॉपी करें। खेल लिंक के भीतर ही है और किसी सर्वर तक नहीं जाता।
web-link-too-long = यह खेल लिंक के लिए बहुत लंबा है ({ $n } अक्षर, { $limit } से ज़्यादा): इसे फ़ाइल के रूप में सहेजें और लिंक की जगह फ़ाइल भेजें।
web-link-broken = इस लिंक में पढ़ने लायक कोई खेल नहीं है: शायद यह बीच में कट गया है।
web-not-kept = यह खेल इस ब्राउज़र में रखने के लिए बहुत बड़ा है: इसे फ़ाइल के रूप में सहेजें।
web-sheets-stale = ये शीटें नीचे वाला रिकॉर्ड नहीं दिखातीं: रिकॉर्ड में ऐसा कुछ है जो शीटों पर नहीं आ सकता (हार मानना, जहाज का नाम बताने वाला जवाब, बौछार का जवाब, या कोई त्रुटि)। शीटों में बदलाव करते ही रिकॉर्ड की जगह शीटों से बना रिकॉर्ड आ जाएगा; पूर्ववत करने से पुराना रिकॉर्ड वापस आ जाता है।
web-confirm-replace = शीटें नीचे वाला रिकॉर्ड नहीं दिखातीं। क्या रिकॉर्ड की जगह शीटों से बना रिकॉर्ड रखें? (पूर्ववत करने से पुराना रिकॉर्ड वापस आ जाता है।)
web-round-of = { $name } का दौर
web-shot-number-of = { $name } की गोली का क्रमांक
web-name-empty = नाम लिखें।
web-name-comma = नाम में अल्पविराम नहीं हो सकता: रिकॉर्ड दोनों नामों को अल्पविराम से अलग करता है।
web-name-comment = नाम में // नहीं हो सकता: रिकॉर्ड में // के बाद पंक्ति का बाकी हिस्सा टिप्पणी माना जाता है।
web-name-case = यह { $other } ही है, बस बड़े-छोटे अक्षर अलग हैं: रिकॉर्ड नामों में बड़े-छोटे अक्षरों का फ़र्क नहीं करता, इसलिए दोनों खिलाड़ियों के नाम अलग होने चाहिए।
web-name-same = दोनों खिलाड़ियों के नाम अलग होने चाहिए।
web-fix-names = निर्णय देखने के लिए ऊपर के नाम ठीक करें।
web-sheets-unreadable = शीटें अभी जैसी हैं, वैसी पढ़ी नहीं जा सकतीं; उन पर लगा निशान बताता है कि गड़बड़ी कहाँ है: { $message }
web-checking = जाँच हो रही है…
web-open-page = निर्णय का पेज खोलें
web-page-too-long = निर्णय का पेज { $mb } MB का है, जो यहाँ एक साथ दिखाने के लिए बहुत लंबा है।
web-verdict-page = निर्णय का पेज
web-record = रिकॉर्ड
web-open = फ़ाइल खोलें
web-save-paper = काग़ज़ी रिकॉर्ड के रूप में सहेजें
web-save-json = JSON में सहेजें
web-clear = नया खेल
web-verdict = निर्णय
web-verdict-json = निर्णय JSON में (जैसा broadside check देता है)
web-footer = broadside: कमांड लाइन वाला ही रेफ़री, WebAssembly में कंपाइल किया हुआ। कुछ भी कहीं नहीं भेजा जाता।
web-fleet-of = { $name } का बेड़ा
web-shots-of = { $other } पर { $name } की गोलियाँ
web-fleet-heading = बेड़ा
web-shots-heading = { $other } पर गोलियाँ
web-ship = जहाज
web-water = पानी
web-shot-n = गोली { $n }
web-no-shot = कोई गोली नहीं
web-hit = हिट
web-miss = चूक
web-round-number = दौर
web-move-number = गोली का क्रमांक
web-to-place = रखना बाकी:
web-ship-left = { $ship } ({ $size }) ×{ $count }
web-all-placed = सभी जहाज रखे जा चुके हैं।
web-too-many-ships = { $ship } नियमों में तय संख्या { $count } से अधिक हैं
web-no-such-ship = बेड़े का कोई जहाज { $label } के आकार का नहीं है
web-note-grids = ऊपर की शीटों से बना काग़ज़ी रिकॉर्ड; इसे यहाँ बदलें, कोई दूसरा रिकॉर्ड चिपकाएँ, या फ़ाइल खोलें।
web-note-text = जैसा लिखा है, वैसा जाँचा गया। ऊपर की शीटें इसे पूरा नहीं दिखा सकतीं (हार मानना, जहाज का नाम बताने वाला जवाब, बौछार का जवाब): इसे यहीं बदलें।
web-note-text-held = जैसा लिखा है वैसा जाँचा गया; ऊपर की शीटें इसे दिखाती हैं।
web-note-long = यह रिकॉर्ड { $mb } MB का है: बॉक्स में केवल इसकी शुरुआत दिखती है और इसे यहाँ बदला नहीं जा सकता; फ़ाइल को किसी टेक्स्ट एडिटर में बदलें, या इसे सहेजें।
web-input-error = रिकॉर्ड पढ़ा नहीं जा सकता:
web-placement = तैनाती
web-foul = फ़ाउल
web-warning = चेतावनी
web-code-off_board = ग्रिड से बाहर
web-code-bad_shape = जहाज सीधा नहीं
web-code-overlap = एक खाने पर दो जहाज
web-code-touching = जहाज एक-दूसरे को छूते हैं
web-code-wrong_fleet = ग़लत बेड़ा
web-code-out_of_turn = बिना बारी के गोली
web-code-too_many_shots = बहुत अधिक गोलियाँ
web-code-false_report = ग़लत जवाब
web-code-timeout = समय समाप्त
web-code-crashed = प्रोग्राम रुक गया
web-code-illegal_message = अमान्य संदेश
web-code-too_few_shots = बहुत कम गोलियाँ
web-code-repeated_shot = दोहराई गई गोली
web-code-after_end = खेल ख़त्म होने के बाद
web-code-ambiguous_fleet = बेड़ा कई तरह से बँटता है

## Input errors (a record that cannot be adjudicated; exit status 2)
input-at = { $line }:{ $column }: { $what }
input-at-path = { $line }:{ $column }: { $path } पर: { $what }
input-at-column = कॉलम { $column }: { $what }
input-at-column-path = कॉलम { $column }: { $path } पर: { $what }
input-on-paper = { $line }:{ $column }: { $what } (JSON रिकॉर्ड में, { $path } पर)
input-on-paper-part = { $line }:{ $column }: { $part }: { $what } (JSON रिकॉर्ड में, { $path } पर)
input-at-line = पंक्ति { $line } पर: { $what }
input-at-value = { $path } पर: { $what }
input-at-flag = { $flag }: { $what }
input-too-large = रिकॉर्ड ({ $bytes } बाइट) { $limit } बाइट की सीमा से बड़ा है
input-too-large-unread = रिकॉर्ड (16 MiB से अधिक) { $limit } बाइट की सीमा से बड़ा है
input-json-eof = { $detail } (JSON पूरा होने से पहले ही पाठ समाप्त हो गया)
input-json-trailing = रिकॉर्ड के बाद अतिरिक्त पाठ है: पाठ रिकॉर्ड के साथ ही समाप्त होना चाहिए (अगर हर पंक्ति में एक रिकॉर्ड है, तो --jsonl का इस्तेमाल करें)
input-json-trailing-one-a-line = रिकॉर्ड के बाद अतिरिक्त पाठ है: पाठ रिकॉर्ड के साथ ही समाप्त होना चाहिए
input-json = JSON पढ़ा नहीं जा सका: { $detail }
input-json-unknown-field = अज्ञात फ़ील्ड `{ $found }`; { $count ->
        [0] यहाँ कोई भी फ़ील्ड मान्य नहीं है
       *[other] अपेक्षित: { $expected }
    }
input-json-unknown-variant = अज्ञात मान `{ $found }`; { $count ->
        [0] यहाँ कोई भी मान मान्य नहीं है
       *[other] अपेक्षित: { $expected }
    }
input-json-missing-field = फ़ील्ड `{ $field }` नहीं है
input-json-duplicate-field = फ़ील्ड `{ $field }` दो बार है
input-json-invalid-type = ग़लत प्रकार: { $found }; अपेक्षित: { $expected }
input-json-invalid-value = ग़लत मान: { $found }; अपेक्षित: { $expected }
input-json-invalid-length = ग़लत लंबाई: सूची में { $found } { $found ->
        [0] तत्व हैं
        [one] तत्व है
       *[other] तत्व हैं
    }; अपेक्षित: { $expected }
json-found = { $kind ->
        [boolean] बूलियन मान `{ $value }`
        [integer] पूर्णांक `{ $value }`
        [float] दशमलव संख्या `{ $value }`
        [string] स्ट्रिंग "{ $value }"
        [null] null
        [sequence] एक ऐरे
        [map] एक ऑब्जेक्ट
       *[other] { $value }
    }
-json-coordinate = एक निर्देशांक: एक अक्षर और 1 से गिनी गई पंक्ति संख्या, जैसे "C4", या 0 से गिने गए [स्तंभ, पंक्ति], जैसे [2, 3]
json-expected = { $kind ->
        [string] एक स्ट्रिंग
        [boolean] एक बूलियन मान
        [integer] { $min } से { $max } तक का एक पूर्णांक
        [sequence] एक ऐरे
        [map] एक ऑब्जेक्ट
        [struct] एक ऑब्जेक्ट
        [coordinate] { -json-coordinate }
        [axis] स्तंभ या पंक्ति का पूर्णांक क्रमांक (0 से गिना गया)
        [log] लॉग की प्रविष्टियों की सूची
        [names] नामों की सूची
        [fleets] एक ऑब्जेक्ट, जिसमें हर खिलाड़ी का बेड़ा उसके नाम की कुंजी पर हो
        [fleet] जहाजों की सूची या ग्रिड पर बना बेड़ा {"{"}"grid": [...]{"}"}
        [grid-row] एक पंक्ति: "..##......" जैसी स्ट्रिंग या 0 और 1 की सूची
        [ship-cells] निर्देशांकों की सूची या "B2-E2" जैसा दायरा
        [target] { -json-coordinate }, या बौछार: निर्देशांकों की सूची
        [element] स्तंभ का पूर्णांक क्रमांक ([स्तंभ, पंक्ति] में) या { -json-coordinate }
        [hits-by-class] जहाज-प्रकार के अनुसार हिटों का ऑब्जेक्ट, जैसे {"{"}"cruiser": 2{"}"}
        [hit-count] हिटों की संख्या: 0 से { $max } तक का एक पूर्णांक
        [reply] एक गोली के जवाब में "miss", "hit" या "sunk", या बौछार के जवाब में {"{"}"hits": {"{"}...{"}"}, "sunk": [...]{"}"}
        [counts-by-class] जहाज-प्रकार के अनुसार गिनती का ऑब्जेक्ट
        [class-list] जहाज-प्रकारों की सूची
        [name] एक नाम (JSON स्ट्रिंग)
        [rules] किसी तैयार नियम-समूह का नाम ("classic", "salvo", "russian") या "base" वाला नियमों का ऑब्जेक्ट
        [fleet-spec] किसी बेड़े का नाम ("standard", "two-destroyers", "russian", "hasbro") या जहाज-प्रकारों की सूची
       *[other] { $value }
    }
json-syntax = { $kind ->
        [eof-list] ऐरे बंद नहीं हुआ
        [eof-object] ऑब्जेक्ट बंद नहीं हुआ
        [eof-string] स्ट्रिंग बंद नहीं हुई
        [eof-value] मान नहीं मिला
        [expected-colon] यहाँ `:` अपेक्षित था
        [expected-list-comma-or-end] यहाँ `,` या `]` अपेक्षित था
        [expected-object-comma-or-end] यहाँ `,` या `{"}"}` अपेक्षित था
        [expected-ident] यहाँ `true`, `false` या `null` अपेक्षित था
        [expected-value] यहाँ कोई मान अपेक्षित था
        [expected-double-quote] यहाँ `"` अपेक्षित था
        [invalid-escape] स्ट्रिंग में \ के बाद अमान्य एस्केप
        [invalid-number] अमान्य संख्या
        [number-out-of-range] संख्या सीमा से बाहर है
        [invalid-unicode-code-point] अमान्य यूनिकोड कोड पॉइंट
        [control-character] स्ट्रिंग में नियंत्रण वर्ण (\u0000-\u001F) है
        [key-must-be-a-string] कुंजी स्ट्रिंग होनी चाहिए
        [lone-leading-surrogate] \u एस्केप में सरोगेट जोड़ी का केवल पहला भाग है, दूसरा नहीं
        [trailing-comma] ऐरे या ऑब्जेक्ट के अंत में फ़ालतू कॉमा
        [trailing-characters] JSON के बाद फ़ालतू वर्ण
        [unexpected-end-of-hex-escape] \u एस्केप अधूरा है
        [recursion-limit-exceeded] नेस्टिंग की सीमा पार हो गई: ऐरे और ऑब्जेक्ट एक-दूसरे के भीतर बहुत गहराई तक हैं
       *[other] { $detail }
    }
json-one-of = { $count ->
        [1] { $first }
        [2] { $first } या { $second }
       *[other] { $all } में से कोई एक
    }

input-file-is-directory = यह एक फ़ोल्डर है, फ़ाइल चाहिए
input-file-cannot-open = खोली नहीं जा सकती: { $why }
input-file-cannot-read = पढ़ी नहीं जा सकती: { $why }
input-io-not-found = ऐसी कोई फ़ाइल नहीं है
input-io-permission-denied = अनुमति नहीं है
input-io-is-a-directory = यह एक फ़ोल्डर है
input-io-not-a-directory = पथ का कोई हिस्सा फ़ोल्डर नहीं है
input-io-already-exists = यह पहले से मौजूद है
input-io-storage-full = डिस्क भर गई है
input-io-read-only = फ़ाइल सिस्टम केवल पढ़ने के लिए है
input-io-broken-pipe = पढ़ने वाला प्रोग्राम बंद हो चुका है (पाइप बंद है)
input-io-out-of-memory = मेमोरी ख़त्म हो गई है
input-io-busy = फ़ाइल किसी दूसरे प्रोग्राम के इस्तेमाल में है
input-io-too-large = फ़ाइल बहुत बड़ी है

## Input errors: JSON records (RecordFault)
-drawing-marks = जहाज का खाना # X x 1 ■ █ * या @ से, पानी . · - ~ _ 0 □ या खाली जगह से दिखाया जाता है, और अक्षर किसी जहाज-प्रकार का पहला अक्षर होता है
drawing-initial = { $initial } ({ $class })
input-record-not-a-record = खेल का रिकॉर्ड (एक JSON ऑब्जेक्ट, जिसमें "fleets" और "shots" हों) अपेक्षित था, लेकिन { $found ->
        [empty] इनपुट खाली है
        [array] एक ऐरे मिला
        [string] एक स्ट्रिंग मिली
        [number] एक संख्या मिली
        [boolean] एक बूलियन मान मिला
        [null] null मिला
       *[char] { $char } मिला
    }
input-record-unreadable = रिकॉर्ड पढ़ा नहीं जा सका
input-record-not-utf8 = UTF-8 पाठ अपेक्षित था
input-record-not-utf8-byte = UTF-8 पाठ अपेक्षित था, लेकिन बाइट { $byte } मिला
input-record-not-utf8-utf16 = UTF-8 पाठ अपेक्षित था, लेकिन बाइट { $byte } मिला (फ़ाइल UTF-16 में है, जिसमें Notepad "Unicode" चुनने पर सहेजता है: इसे UTF-8 में सहेजें)
input-record-line-too-large = पंक्ति ({ $bytes } बाइट) { $limit } बाइट की सीमा से बड़ी है
input-record-too-many = { $what ->
        [log-entries] लॉग में अधिक से अधिक { $max } प्रविष्टियाँ अपेक्षित थीं
        [log-shots] लॉग की सभी प्रविष्टियों में कुल मिलाकर अधिक से अधिक { $max } गोलियाँ अपेक्षित थीं
        [names] एक सूची में अधिक से अधिक { $max } नाम अपेक्षित थे
        [ships] एक बेड़े में अधिक से अधिक { $max } जहाज अपेक्षित थे
        [ship-cells] एक जहाज में अधिक से अधिक { $max } खाने अपेक्षित थे
        [volley-shots] एक बौछार में अधिक से अधिक { $max } गोलियाँ अपेक्षित थीं
        [classes-counted] गिनती में अधिक से अधिक { $max } जहाज-प्रकार अपेक्षित थे
       *[row-cells] एक पंक्ति में अधिक से अधिक { $max } खाने अपेक्षित थे
    }
input-record-name-too-long = अधिक से अधिक { $max } बाइट का नाम अपेक्षित था, लेकिन { $bytes } बाइट का नाम मिला
input-record-no-rules = रिकॉर्ड में कोई नियम नहीं बताए गए हैं; "rules": "classic" जोड़ें (या salvo, russian, या कोई ऑब्जेक्ट), या --rules विकल्प दें
input-record-unknown-arg = { $arg ->
        [fleet] बेड़े का नाम (standard, two-destroyers, russian, hasbro) या जहाज-प्रकारों की JSON सूची
       *[rules] कोई तैयार नियम-समूह (classic, salvo, russian) या नियमों का JSON ऑब्जेक्ट
    } अपेक्षित था, लेकिन { $found } मिला
input-record-argument = { $error }
input-record-board-side = { $side ->
        [rows] पंक्तियों
       *[columns] स्तंभों
    } की संख्या 1 से { $max } तक अपेक्षित थी, लेकिन यह { $found } है
input-record-empty-fleet = कम से कम एक जहाज-प्रकार अपेक्षित था, लेकिन सूची खाली है
input-record-bad-class = जहाज-प्रकार { $index } ({ $name }): { $fault ->
        [empty-name] जहाज-प्रकार का नाम अपेक्षित था, लेकिन नाम खाली है
        [size] 1 से { $max } तक का आकार अपेक्षित था, लेकिन आकार { $found } है
        [zero-count] जहाजों की संख्या कम से कम 1 अपेक्षित थी, लेकिन यह 0 है
       *[salvo] बौछार में इस जहाज-प्रकार की अधिक से अधिक { $max } गोलियाँ अपेक्षित थीं
    }
input-record-class-names-alike = दो जहाज-प्रकारों के नाम { $first } और { $second } हैं: बड़े-छोटे अक्षरों का अंतर छोड़कर भी नाम अलग होने चाहिए
input-record-not-a-player = { $first } या { $second } अपेक्षित था, लेकिन { $found } मिला
input-record-blank-name = खिलाड़ी का ऐसा नाम अपेक्षित था जिसमें कम से कम एक दिखने वाला अक्षर हो, लेकिन { $found } मिला
input-record-player-count = ठीक दो खिलाड़ियों के नाम अपेक्षित थे, लेकिन नामों की संख्या { $found } है
input-record-same-players = दो अलग-अलग नाम अपेक्षित थे, लेकिन { $same ->
        [yes] { $first } दो बार मिला
       *[no] { $first } और { $second } मिले, जो बड़े-छोटे अक्षरों का अंतर छोड़कर एक ही हैं
    }
input-record-no-fleet = खिलाड़ी { $player } का बेड़ा अपेक्षित था
input-record-extra-fleet = केवल { $first } और { $second } के बेड़े अपेक्षित थे, लेकिन { $found } का भी एक बेड़ा मिला
input-record-fleet-count = दो खिलाड़ियों के बेड़े अपेक्षित थे, लेकिन बेड़ों की संख्या { $found } है
input-record-fleet-twice = { $player } का बेड़ा दो बार दिया गया है
input-record-third-fleet = दो खिलाड़ियों के बेड़े अपेक्षित थे, लेकिन एक तीसरा बेड़ा भी मिला, { $player } का
input-record-ship-as-list = जहाज एक ऑब्जेक्ट के रूप में अपेक्षित था, जैसे {"{"}"ship": "cruiser", "cells": "B2-E2"{"}"}, लेकिन एक सूची मिली
input-record-empty-ship = कम से कम एक खाना अपेक्षित था, लेकिन सूची खाली है
input-record-not-a-range = "B2-E2" जैसा दो निर्देशांकों वाला दायरा या निर्देशांकों की सूची अपेक्षित थी, लेकिन { $found } मिला
input-record-not-a-range-end = "B2-E2" जैसा दो निर्देशांकों वाला दायरा अपेक्षित था, लेकिन { $end } "C4" जैसा निर्देशांक नहीं है
input-record-not-a-coordinate = एक निर्देशांक अपेक्षित था: एक अक्षर और 1 से गिनी गई पंक्ति संख्या, जैसे "C4", या 0 से गिने गए [स्तंभ, पंक्ति], जैसे [2, 3]; लेकिन { $found } मिला
input-record-not-an-integer = स्तंभ या पंक्ति का पूर्णांक क्रमांक (0 से गिना गया) अपेक्षित था, लेकिन { $found } मिला{ $whole ->
        [yes] : भिन्न या घातांक के साथ लिखी गई, या 64 बिट से बड़ी संख्या नहीं पढ़ी जाती
       *[no] {""}
    }
input-record-uneven-rows = चित्र की सभी पंक्तियाँ बराबर लंबाई की होनी चाहिए: पंक्ति 1 में { $first ->
        [one] { $first } खाना है
       *[other] { $first } खाने हैं
    }, पर पंक्ति { $row } में { $cells }
input-record-too-many-rows = चित्र में अधिक से अधिक { $max } पंक्तियाँ अपेक्षित थीं, लेकिन { $found } मिलीं
input-record-too-many-row-cells = एक पंक्ति में अधिक से अधिक { $max } खाने अपेक्षित थे, लेकिन { $found } मिले
input-record-mixed-marks = पंक्ति { $row }, स्तंभ { $column }: चित्र में जहाजों को जहाज-प्रकारों के पहले अक्षरों (जैसे { $initial }) से भी दिखाया गया है और # जैसे जहाज-चिह्नों से भी: सभी जहाज एक ही तरह से बनाएँ (जो अक्षर किसी जहाज-प्रकार का पहला अक्षर नहीं है, वह कोई चिह्न ही नहीं है)
input-record-initials-not-marks = जहाज-चिह्नों वाला चित्र अपेक्षित था, लेकिन जहाज-प्रकारों के पहले अक्षर मिले
input-record-not-a-mark = { $mark } चित्र का कोई चिह्न नहीं है ({ -drawing-marks })
input-record-not-a-bit = 0 या 1 अपेक्षित था, लेकिन { $found } मिला
input-record-in-column = स्तंभ { $column }: { $what }
input-record-shared-initial = { $first } और { $second } दोनों का पहला अक्षर { $initial } है, इसलिए अक्षर से पता नहीं चल सकता कि कौन-सा जहाज कौन-सा है: जहाजों को # से बनाएँ और प्रकार तय करना रेफ़री पर छोड़ दें, या जहाजों की सूची दें
input-record-not-an-initial = { $letter } चित्र का कोई चिह्न नहीं है ({ -drawing-marks }); इस बेड़े के जहाज-प्रकारों के पहले अक्षर ये हैं: { $initials }
input-record-crooked-initials = { $class } के खाने { $cells } एक सीधा जहाज नहीं बनाते, और इनमें से कौन-से खाने किस { $class } के हैं, यह केवल अनुमान होगा: इन जहाजों की उनके खानों सहित सूची दें
input-record-too-hard-to-split = चित्र को { $steps } खोज-चरणों के भीतर जहाजों में बाँटना बहुत कठिन है; इसके बजाय जहाजों की उनके खानों सहित सूची दें
input-record-splits-unweighed = चित्र को जहाजों में इतने तरीकों से बाँटा जा सकता है कि रेफ़री उन सबको लॉग से नहीं मिलाता ({ $weighed } तरीके मिलाए गए, और उनमें से सबसे अच्छा भी बेड़े के मालिक पर ऐसा फ़ाउल लगाता है जिसे कोई बिना मिलाया तरीका शायद हटा देता); इसके बजाय जहाजों की उनके खानों सहित सूची दें
input-record-entry-as-list = लॉग प्रविष्टि एक ऑब्जेक्ट के रूप में अपेक्षित थी, जैसे {"{"}"player": "ann", "at": "C4"{"}"}, लेकिन एक सूची मिली
input-record-in-forfeit = हार दर्ज करने वाली प्रविष्टि में "{ $key }" नहीं होना चाहिए: ऐसी प्रविष्टि में कोई गोली दर्ज नहीं होती{ $key ->
        [at] {" "}(गोली को अलग प्रविष्टि के रूप में लिखें)
       *[other] , इसलिए जवाब देने को कुछ नहीं है
    }
input-record-forfeit-beside-shot = "at", "reply" या "ship" वाली प्रविष्टि में "forfeit" नहीं होना चाहिए: गोली और हार अलग-अलग प्रविष्टियाँ हैं
input-record-forfeit-with-reply = "reply" या "ship" के बिना हार दर्ज करने वाली प्रविष्टि अपेक्षित थी: ऐसी प्रविष्टि में कोई गोली दर्ज नहीं होती
input-record-empty-volley = कम से कम एक निर्देशांक अपेक्षित था, लेकिन बौछार खाली है
input-record-not-a-pair = [स्तंभ, पंक्ति] अपेक्षित था, लेकिन { $more ->
        [yes] दो से अधिक पूर्णांक मिले
       *[no] केवल एक पूर्णांक मिला
    }
input-record-class-counted-twice = जहाज-प्रकार { $class } दो बार गिना गया है ({ $twin } के रूप में भी): हर जहाज-प्रकार का नाम एक ही बार लिखें
input-record-bad-hit-count = हिटों की संख्या 0 से { $max } तक अपेक्षित थी, लेकिन { $found } मिली
input-record-volley-reply-to-shot = एक गोली के जवाब में "miss", "hit" या "sunk" अपेक्षित था, लेकिन बौछार के जवाब वाला ऑब्जेक्ट मिला
input-record-word-reply-to-volley = गोलियों की सूची के लिए बौछार का जवाब {"{"}"hits": {"{"}...{"}"}, "sunk": [...]{"}"} अपेक्षित था, लेकिन एक शब्द मिला
input-record-ship-without-hit = "ship" केवल एक गोली के जवाब "hit" या "sunk" के साथ ही आ सकता है
input-record-not-a-class = नियमों में लिखे रूप में बेड़े का कोई जहाज-प्रकार अपेक्षित था ({ $classes }), पर लिखा है { $found }

## Input errors: paper logs (LogFault)

log-or = { $init } या { $last }
log-term-words = { $term }: { $words }
input-log-mixed-letters = { $line } न तो स्तंभ-अक्षरों की पंक्ति है, न ग्रिड की पंक्ति: इसमें { $odd ->
        [latin] लैटिन अक्षर ({ $letters }) सिरिलिक अक्षरों
       *[cyrillic] सिरिलिक अक्षर ({ $letters }) लैटिन अक्षरों
    } के साथ मिले हैं, जैसा तब होता है जब मिलते-जुलते अक्षर दूसरे कीबोर्ड पर टाइप हो जाते हैं; सभी स्तंभ-अक्षर एक ही वर्णमाला में लिखिए
input-log-not-column-letters = { $line } न तो { $columns ->
        [0] स्तंभ-अक्षरों की पंक्ति है
        [one] { $columns } स्तंभ के अक्षरों की पंक्ति है
       *[other] { $columns } स्तंभों के अक्षरों की पंक्ति है
    }, न ग्रिड की पंक्ति: इसका अक्षर { $letter } { $script ->
        [latin] लैटिन अक्षर है
        [cyrillic] सिरिलिक अक्षर है
       *[other] किसी भी वर्णमाला का अक्षर नहीं है
    }, जबकि { $set ->
        [latin] A B C … (लैटिन)
       *[cyrillic] { $letters }
    } में { $expected ->
        [latin] यहाँ { $wanted } (लैटिन अक्षर) होना चाहिए
        [cyrillic] यहाँ { $wanted } (सिरिलिक अक्षर) होना चाहिए
       *[none] { $matched }वें अक्षर के बाद कोई अक्षर नहीं है
    }; स्तंभ-अक्षर ये हैं: A B C … (लैटिन), А Б В Г Д Е Ж З И К या А Б В Г Д Е Ж З И Й, या Р Е С П У Б Л И К А
input-log-not-sheet-language = { $word } { $langs } में "{ $term }" का शब्द है, पर इसकी language शीर्ष पंक्ति के अनुसार यह शीट { $declared } में है: यहाँ { $expected } अपेक्षित है
input-log-two-meanings = { $word } के दो अर्थ हैं: { $lang } में "{ $term }", { $other-lang } में "{ $other-term }"; हर शब्द केवल एक ही अर्थ में पढ़ा जाता है, इसलिए "language: { $code }" जैसी शीर्ष पंक्ति से बताइए कि शीट किस भाषा में है, या कोई दूसरा शब्द लिखिए
input-log-second-language = { $word } { $langs } में "{ $term }" का शब्द है, पर इस शीट के शब्द { $sheet } के हैं ({ $at-line }:{ $at-column } पर { $first }): शीट अंग्रेज़ी और केवल एक दूसरी भाषा में लिखी जाती है; { $expected } लिखिए, या "language: { $code }" जैसी शीर्ष पंक्ति से शीट की भाषा बताइए
input-log-unknown-language = language: उपलब्ध भाषाओं में से कोई एक अपेक्षित थी: { $languages }, पर लिखा है { $found }
input-log-mixed-digits = एक संख्या दो लिपियों के अंकों में लिखी है ({ $first } और { $second }): हर संख्या एक ही लिपि के अंकों में लिखिए
input-log-unknown-class = { $settled ->
        [yes] बेड़े का कोई जहाज-प्रकार अपेक्षित था ({ $classes }) ({ $lang } में: { $words }), पर लिखा है { $found }
       *[no] बेड़े का कोई जहाज-प्रकार अपेक्षित था ({ $classes }), पर लिखा है { $found }
    }
input-log-class-of = { $of ->
        [ship] { $player } की गोली के जवाब "{ $reply }" में बताया गया जहाज
        [hit] वह जहाज-प्रकार जिस पर बौछार लगी
        [sank] वह जहाज-प्रकार जिसे बौछार ने डुबोया
       *[listed] किसी जहाज का प्रकार
    }: { $what }
input-log-latin-like-cyrillic = { $cell } लैटिन अक्षर { $written } से लिखा गया है, जो इस शीट के स्तंभ-अक्षरों ({ $letters }) के सिरिलिक { $twin } जैसा दिखता है: { $on-board ->
        [yes] लैटिन के रूप में यह स्तंभ { $latin-column } है
       *[no] लैटिन के रूप में यह इस ग्रिड का कोई स्तंभ नहीं है ({ $upper } स्तंभ { $latin-column } होता, पर ग्रिड में { $columns } ही स्तंभ हैं)
    }, सिरिलिक के रूप में स्तंभ { $cyrillic-column } ({ $twin-cell }); इसे उन्हीं अक्षरों में लिखिए जो शीट में इस्तेमाल हुए हैं
input-log-latin-like-no-column = { $cell } लैटिन अक्षर { $written } से लिखा गया है, जो सिरिलिक { $twin } जैसा दिखता है: लैटिन के रूप में यह इस ग्रिड का कोई स्तंभ नहीं है ({ $upper } स्तंभ { $latin-column } होता, पर ग्रिड में { $columns } ही स्तंभ हैं), और { $twin } भी इस शीट के स्तंभ-अक्षरों ({ $letters }) में नहीं है; इसे उन्हीं अक्षरों में लिखिए जो शीट में इस्तेमाल हुए हैं
input-log-cyrillic-like-latin = { $cell } सिरिलिक अक्षर { $written } से लिखा गया है, जो लैटिन { $twin } जैसा दिखता है: सिरिलिक के रूप में यह स्तंभ { $cyrillic-column } है, लैटिन के रूप में स्तंभ { $latin-column } ({ $twin-cell }), और इस शीट के बाकी निर्देशांक लैटिन में हैं; इसे लैटिन में लिखिए, या किसी ग्रिड के स्तंभों पर सिरिलिक अक्षर लिखिए
input-log-mixed-range = { $cells } का एक सिरा लैटिन अक्षर { $latin } से और दूसरा सिरिलिक { $cyrillic } से लिखा है: दोनों सिरे उन्हीं अक्षरों में लिखिए जो शीट में इस्तेमाल हुए हैं
input-log-two-ways = { $cell } ऐसा निर्देशांक नहीं है जिसे यह शीट पढ़ सके: इसके ग्रिड स्तंभों को दो तरह से नाम देते हैं ({ $one } और { $other }), इसलिए निर्देशांक लैटिन अक्षरों में लिखिए
input-log-not-column-letter = { $cell } निर्देशांक नहीं है: { $letter } इस शीट के स्तंभ-अक्षरों में नहीं है ({ $cyrillic ->
        [yes] A B C … या { $letters }
       *[no] A B C …, जैसे इसके चित्रों पर लिखे हैं
    })
input-log-not-pair = { $cell } 0 से गिने गए पूर्णांकों का [स्तंभ,पंक्ति] जोड़ा नहीं है: { $detail }
input-log-not-a-cell = { $cell }: निर्देशांक अपेक्षित था: एक अक्षर और 1 से गिनी गई पंक्ति-संख्या, जैसे "C4", या 0 से गिना गया [स्तंभ, पंक्ति], जैसे [2, 3], पर लिखा है { $cell }
input-log-not-a-log-line = लॉग की पंक्ति अपेक्षित थी: शुरू में चाहें तो चाल का क्रमांक (12.), फिर किसी खिलाड़ी का नाम ({ $first } या { $second }), जैसे "{ $example } C4 miss", पर लिखा है { $found }
input-log-forfeit-reason = "{ $keyword }" के बाद कारण अपेक्षित था: { $reasons }, पर लिखा है { $found }
input-log-volley-too-long = { $player } की एक बौछार में { $max } से अधिक गोलियाँ हैं, जबकि रिकॉर्ड में एक बौछार में अधिकतम इतनी ही गोलियाँ आ सकती हैं
input-log-move = { $player } की चाल: { $what }
input-log-no-cell = वह खाना अपेक्षित था जिस पर गोली चली, जैसे C4 या [2,3], या "resigns" या "forfeits REASON", पर लिखा है { $found }
input-log-no-cell-because = वह खाना अपेक्षित था जिस पर गोली चली, जैसे C4 या [2,3], या "resigns" या "forfeits REASON"; { $what }
input-log-only-cells = बौछार के कोलन (:) से पहले केवल खाने अपेक्षित थे, पर लिखा है { $found }
input-log-volley-reply-after-colon = { $player } की बौछार: जवाब कोलन (:) के बाद आता है, जैसे "{ $example } A1 B1: cruiser 1" (या "A1 B1: none"), पर लिखा है { $found }
input-log-no-reply = { $settled ->
        [yes] { $player } की गोली का जवाब अपेक्षित था: miss, hit या sunk (hit और sunk के साथ जहाज का नाम भी लिखा जा सकता है: "hit cruiser") ({ $lang } में: { $words }), पर लिखा है { $found }
       *[no] { $player } की गोली का जवाब अपेक्षित था: miss, hit या sunk (hit और sunk के साथ जहाज का नाम भी लिखा जा सकता है: "hit cruiser"), पर लिखा है { $found }
    }
input-log-miss-names-ship = चूक किसी जहाज का नाम नहीं बताती: "{ $word }" के बाद कुछ अपेक्षित नहीं था, पर लिखा है { $found }
input-log-volley-hits = बौछार के हिट जहाज-प्रकार और संख्या के रूप में अपेक्षित थे, जैसे "cruiser 2, battleship 1", या "none", पर लिखा है { $found }
input-log-volley-hits-too-many = बौछार के हिट में { $max } से अधिक जहाज-प्रकारों के नाम हैं, जबकि रिकॉर्ड में अधिकतम इतने ही आ सकते हैं
input-log-no-sunk = अर्धविराम (;) के बाद बौछार से डूबे जहाज अपेक्षित थे, जैसे "; sunk destroyer, submarine", पर लिखा है { $found }
input-log-empty-class = { $list } के अल्पविरामों के बीच जहाज-प्रकार अपेक्षित था
input-log-volley-sinks-too-many = बौछार { $max } से अधिक जहाज डुबोती है, जबकि रिकॉर्ड में अधिकतम इतने ही आ सकते हैं
input-log-fleet = { $owner } का बेड़ा: { $what }
input-log-no-ship-cells = जहाज के प्रकार के बाद उसके खाने अपेक्षित थे, जैसे "cruiser A4-D4" या "torpedo boat J10", पर लिखा है { $found }
input-log-one-range = किसी जहाज के लिए एक दायरा (B2-F2) या खानों की सूची (G4 G5) अपेक्षित थी, पर लिखा है { $found }
input-log-too-many-ships = { $owner } के बेड़े में { $max } से अधिक जहाज हैं, जबकि एक बेड़े में अधिकतम इतने ही हो सकते हैं

## Input errors: paper sheets (SheetFault)
input-sheet-control-character = { $char } एक नियंत्रण वर्ण है, जिसका कागज़ी रिकॉर्ड में कोई अर्थ नहीं है
input-sheet-key-twice = शीर्ष में "{ $key }" दो बार दिया गया है: हर कुंजी एक ही बार दें
input-sheet-header-after-section = शीर्ष पंक्ति "{ $key }" एक खंड के बाद आई है: शीर्ष पंक्तियाँ बेड़े, गोलियों या लॉग के पहले खंड से पहले आती हैं
input-sheet-unknown-key = { $language ->
    [none] अज्ञात शीर्ष कुंजी { $key }: शीर्ष में ये कुंजियाँ हो सकती हैं: rules, players, first, numbering और meta, और शीट की भाषा के लिए language (खंड "NAME fleet:", "NAME shots:" या "log:" से शुरू होता है)
   *[other] अज्ञात शीर्ष कुंजी { $key }: शीर्ष में ये कुंजियाँ हो सकती हैं: rules, players, first, numbering और meta, और शीट की भाषा के लिए language (खंड "NAME fleet:", "NAME shots:" या "log:" से शुरू होता है) ({ $language } के शब्द: { $words })
}
input-sheet-not-a-header-line = { $language ->
    [none] यहाँ शीर्ष पंक्ति "कुंजी: मान" (rules, players, first, numbering, meta, language) या खंड ("NAME fleet:", "NAME shots:", "log:") अपेक्षित था, पर { $line } मिला
   *[other] यहाँ शीर्ष पंक्ति "कुंजी: मान" (rules, players, first, numbering, meta, language) या खंड ("NAME fleet:", "NAME shots:", "log:") अपेक्षित था ({ $language } के शब्द: { $words }), पर { $line } मिला
}
input-sheet-header-value = { $key }: { $what }
input-sheet-same-players = players: दो अलग-अलग नाम अपेक्षित थे, पर { $name } दो बार मिला
input-sheet-not-two-names = players: अल्पविराम से अलग किए गए दो नाम अपेक्षित थे, जैसे "ann, ben", पर { $found } मिला
input-sheet-unknown-numbering = { $language ->
    [none] numbering: round, player या game अपेक्षित था, पर { $found } मिला
   *[other] numbering: round, player या game अपेक्षित था ({ $language } के शब्द: { $words }), पर { $found } मिला
}
input-sheet-meta = meta: इस पंक्ति पर एक JSON मान अपेक्षित था: { $detail }
input-sheet-first-not-a-player = first: { $first } या { $second } अपेक्षित था, पर { $found } मिला
input-sheet-no-rules = रिकॉर्ड में नियम नहीं बताए गए हैं: "rules: salvo" जैसी शीर्ष पंक्ति जोड़ें (या classic, russian, या JSON में नियमों का ऑब्जेक्ट), या --rules दें
input-sheet-log-too-long = लॉग { $most } चालों के बाद भी जारी रहता है, जबकि एक रिकॉर्ड में अधिकतम इतनी ही चालें आ सकती हैं
input-sheet-fleet-too-long = { $owner } का बेड़ा { $lines } पंक्तियों के बाद भी जारी रहता है: बेड़ा अधिक से अधिक { $ships } जहाजों की सूची या अधिक से अधिक { $rows } कतारों का चित्र होता है
input-sheet-shots-too-long = { $owner } की गोलियों का खंड { $lines } पंक्तियों के बाद भी जारी रहता है: गोलियों के ग्रिड में हर पंक्ति में एक कतार होती है, और अधिक से अधिक { $rows } कतारें
input-sheet-third-fleet = तीसरे खिलाड़ी का बेड़ा ({ $owner }): खेल में दो खिलाड़ी होते हैं (या उनके नाम "players: ann, ben" से बताएँ)
input-sheet-fleet-sections = दोनों खिलाड़ियों के बेड़े का एक-एक खंड अपेक्षित था ("ann fleet:" …), पर बेड़े के खंडों की संख्या { $found } है
input-sheet-no-fleet = { $player } के बेड़े का कोई खंड नहीं है: "{ $player } fleet:" पंक्ति और उसके नीचे बेड़ा अपेक्षित था
input-sheet-not-a-player = { $owner } कोई खिलाड़ी नहीं है: { $first } या { $second } अपेक्षित था
input-sheet-log-and-grids = लॉग या तो "log:" खंड होता है या हर खिलाड़ी का एक "NAME shots:" ग्रिड, दोनों एक साथ कभी नहीं
input-sheet-second-log = दूसरा "log:" खंड: पूरा लॉग एक ही खंड में लिखें
input-sheet-second-fleet = { $player } के बेड़े का दूसरा खंड: हर खिलाड़ी का एक ही खंड होता है
input-sheet-second-shots = { $player } की गोलियों का दूसरा खंड: हर खिलाड़ी का एक ही खंड होता है
input-sheet-move-back = चाल { $number }, चाल { $before } (पंक्ति { $line }) के बाद आई है: लॉग की पंक्तियाँ खेल के क्रम में होती हैं, इसलिए चालों के क्रमांक घट नहीं सकते; पंक्तियों को खेले गए क्रम में रखें, या क्रमांक ठीक करें
input-sheet-log-shots = लॉग में कुल मिलाकर { $most } से अधिक गोलियाँ हैं, जबकि एक रिकॉर्ड में अधिकतम इतनी ही गोलियाँ आ सकती हैं
input-sheet-shots-of-one = { $given } की गोलियाँ दी गई हैं, पर { $missing } की नहीं: ऐसे लॉग में हर खिलाड़ी का एक "NAME shots:" ग्रिड होता है (जिस खिलाड़ी ने गोली नहीं चलाई, उसके लिए बिंदुओं वाला खाली ग्रिड)
input-sheet-round-without-salvo = numbering: round बौछारों को क्रमांक देता है, और इन नियमों में हर बारी में एक गोली चलती है: player या game इस्तेमाल करें
input-sheet-player-with-salvo = numbering: player अकेली गोलियों को क्रमांक देता है, और इन नियमों में बौछारें चलती हैं: round या game इस्तेमाल करें
input-sheet-letters-or-initials = { $line } को स्तंभों के अक्षरों के रूप में भी पढ़ा जा सकता है और जहाज-प्रकारों के पहले अक्षरों से बने जहाजों की कतार के रूप में भी, और चित्र की कतारों से पता नहीं चलता कि यह क्या है (इसे मिलाकर { $rows } कतारें, जबकि ग्रिड में { $board }): कतारों को क्रमांक दें (1, 2, 3 …), या ग्रिड की हर कतार बनाएँ
input-sheet-empty-fleet = { $named ->
        [no] बेड़ा
       *[yes] { $owner } के बेड़े का खंड
    } खाली है: ग्रिड का चित्र या "battleship B2-F2" जैसी जहाजों की सूची अपेक्षित थी
input-sheet-row-number = { $kind ->
    [later] { $named ->
        [no] बेड़ा
       *[yes] { $owner } का बेड़ा
    }, कतार { $row }: इस पंक्ति का क्रमांक { $numbered } है, और कतार { $row } बाद में आती है: कतारें क्रम से लिखें
    [missing] { $named ->
        [no] बेड़ा
       *[yes] { $owner } का बेड़ा
    }: कतार { $row } छूटी हुई है; इस पंक्ति का क्रमांक { $numbered } है
    [below] { $named ->
        [no] बेड़ा
       *[yes] { $owner } का बेड़ा
    }, कतार { $row }: इस पंक्ति का क्रमांक { $numbered } है, पर इससे पहले की कतार { $before } है
   *[no-number] { $named ->
        [no] बेड़ा
       *[yes] { $owner } का बेड़ा
    }, कतार { $row }: शुरू में कतार का क्रमांक { $row } अपेक्षित था, जैसे बाकी कतारों में है, पर { $found } मिला
}
input-sheet-mixed-marks = चित्र में जहाजों को जहाज-प्रकारों के पहले अक्षरों (जैसे { $initial }) से भी दिखाया गया है और जहाज-चिह्नों (जैसे { $mark }) से भी: सभी जहाज एक ही तरह से बनाएँ
input-sheet-not-a-mark = { $mark } चित्र का कोई चिह्न नहीं है: जहाज का खाना # X x 1 ■ █ * या @ से, पानी . · - ~ _ 0 □ या खाली जगह से दिखाया जाता है, और अक्षर किसी जहाज-प्रकार का पहला अक्षर होता है
input-sheet-not-a-drawn-mark = { $mark } चित्र का कोई चिह्न नहीं है (जहाज का खाना # X x 1 ■ █ * या @ से, पानी . · - ~ _ 0 □ या खाली जगह से दिखाया जाता है, और अक्षर किसी जहाज-प्रकार का पहला अक्षर होता है)
input-sheet-row-too-wide = एक कतार में अधिक से अधिक { $most } खाने अपेक्षित थे, पर { $cells ->
    [one] { $cells } खाना मिला
   *[other] { $cells } खाने मिले
    }
input-sheet-unequal-rows = { $ruled ->
    [yes] चित्र की कतारें बराबर लंबाई की होनी चाहिए: कतार { $row } में { $cells ->
        [one] { $cells } खाना है
       *[other] { $cells } खाने हैं
    }, पर पंक्ति { $line } वाली कतार में { $width } (जहाँ ग्रिड की कतारें इस रेखा के बिना बनी हों, या क्रमांकित हों, वहाँ खिंची हुई रेखा कतार नहीं होती)
   *[no] चित्र की कतारें बराबर लंबाई की होनी चाहिए: कतार { $row } में { $cells ->
        [one] { $cells } खाना है
       *[other] { $cells } खाने हैं
    }, पर पंक्ति { $line } वाली कतार में { $width }
}
input-sheet-drawn-rows = { $kind ->
    [more] { $named ->
        [no] चित्र में
       *[yes] { $owner } के चित्र में
    } { $rows ->
        [one] { $rows } कतार है
       *[other] { $rows } कतारें हैं
    }, जबकि ग्रिड में { $board }, और कतारों पर क्रमांक नहीं हैं: इनमें से कौन-सी ग्रिड की कतारें हैं, यह अनुमान होगा; ग्रिड की हर कतार एक बार बनाएँ, या कतारों को क्रमांक दें (1, 2, 3 …)
   *[fewer] { $named ->
        [no] चित्र में
       *[yes] { $owner } के चित्र में
    } { $rows ->
        [one] { $rows } कतार है
       *[other] { $rows } कतारें हैं
    }, जबकि ग्रिड में { $board }, और कतारों पर क्रमांक नहीं हैं: कौन-सी कतार छूटी है, यह अनुमान होगा; ग्रिड की हर कतार एक बार बनाएँ, या कतारों को क्रमांक दें (1, 2, 3 …)
}
input-sheet-drawing-too-tall = चित्र में अधिक से अधिक { $most } कतारें अपेक्षित थीं, पर { $rows ->
    [one] { $rows } कतार मिली
   *[other] { $rows } कतारें मिलीं
    }
input-sheet-letters-for-rows = स्तंभों के अक्षर { $letters } स्तंभ बताते हैं, पर कतारों में { $cells ->
    [one] { $cells } खाना है
   *[other] { $cells } खाने हैं
    }
input-sheet-letters-for-board = स्तंभों के अक्षर { $letters } स्तंभ बताते हैं, पर ग्रिड में { $columns } स्तंभ हैं
input-sheet-ruling-or-row = { $line } को खिंची हुई रेखा के रूप में भी पढ़ा जा सकता है और पानी की कतार के रूप में भी, और पंक्तियों से पता नहीं चलता कि ग्रिड की { $board } कतारें कौन-सी हैं (कुल { $lines } पंक्तियाँ, जिनमें से { $may ->
    [one] { $may } रेखा भी हो सकती है और कतार भी
   *[other] { $may } रेखा भी हो सकती हैं और कतार भी
    }): कतारों को क्रमांक दें (1, 2, 3 …), या जो रेखाएँ कतार नहीं हैं उन्हें = या + से खींचें
input-sheet-ruling-leaves = { $line } खिंची हुई रेखा है, कतार नहीं, और इसके बिना चित्र में { $rows ->
    [one] { $rows } कतार है
   *[other] { $rows } कतारें हैं
    }, जबकि ग्रिड में { $board }: ग्रिड की हर कतार बनाएँ, या कतारों को क्रमांक दें (1, 2, 3 …)
input-sheet-shot-row-missing = { $numbered ->
    [none] { $owner } की गोलियाँ: कतार { $row } नहीं है: उसकी जगह यह पंक्ति है
   *[other] { $owner } की गोलियाँ: कतार { $row } नहीं है: उसकी जगह यह पंक्ति है, जिसका क्रमांक { $numbered } है
}
input-sheet-shot-rows = { $owner } की गोलियाँ: ग्रिड की { $board } कतारें अपेक्षित थीं, पर { $rows ->
    [one] { $rows } कतार मिली
   *[other] { $rows } कतारें मिलीं
    }
input-sheet-shot-row-number = { $found ->
    [none] { $owner } की गोलियाँ, कतार { $row }: पहले कतार का क्रमांक { $row } अपेक्षित था, जैसे बाकी कतारों का है, पर कुछ नहीं मिला
   *[other] { $owner } की गोलियाँ, कतार { $row }: पहले कतार का क्रमांक { $row } अपेक्षित था, जैसे बाकी कतारों का है, पर { $found } मिला
}
input-sheet-shot-row-cells = { $numbered ->
    [yes] { $owner } की गोलियाँ, कतार { $row }: कतार के क्रमांक के बाद { $width } खाने अपेक्षित थे, पर { $found ->
        [one] { $found } खाना मिला
       *[other] { $found } खाने मिले
    }
   *[no] { $owner } की गोलियाँ, कतार { $row }: खाली जगह से अलग किए गए { $width } खाने अपेक्षित थे (शुरू में कतार का क्रमांक वैकल्पिक है, हर कतार पर या किसी पर नहीं), पर { $found ->
        [one] { $found } खाना मिला
       *[other] { $found } खाने मिले
    }
}
input-sheet-not-a-shot-cell = { $owner } की गोलियाँ: "." (यहाँ गोली नहीं चली) या गोली का क्रमांक अपेक्षित था, जैसे 3, 3x (हिट) या 3o (चूक), पर { $found } मिला
input-sheet-shot-number = { $owner } की गोलियाँ: गोली का क्रमांक 1 से { $most } तक अपेक्षित था, पर { $found } मिला
input-sheet-capital-o = { $owner } की गोलियाँ: `{ $number }O` को चूक के निशान वाली गोली { $number } के रूप में भी पढ़ा जा सकता है (और किसी दूसरे खाने में भी { $number } है) और अक्षर O से लिखी संख्या { $zero } के रूप में भी: चूक का निशान छोटे o से लिखें ({ $number }o), या संख्या को शून्य (0) से
input-sheet-salvo-mark = बौछार वाले खेल (Salvo) की शीट पर निशान (x या o): ऐसे खेल के जवाब में यह नहीं बताया जाता कि कौन-सी गोलियाँ लगीं, केवल यह कि हर जहाज पर कितनी लगीं; केवल क्रमांक लिखें, या बौछारें और उनके जवाब "log:" खंड में रखें
input-sheet-skipped-round = { $whose ->
    [own] { $player } की शीट पर क्रमांक { $number } वाली कोई गोली नहीं है, पर यही शीट दौर { $max } तक जाती है: शीट पर कोई दौर छोड़ा नहीं जा सकता
   *[other] { $player } की शीट पर क्रमांक { $number } वाली कोई गोली नहीं है, पर { $holder } की शीट दौर { $max } तक जाती है: शीट पर कोई दौर छोड़ा नहीं जा सकता
}
input-sheet-number-gap = { $player } की शीट पर क्रमांक { $missing } वाली कोई गोली नहीं है, पर शीट क्रमांक { $found } तक जाती है: player क्रमांकन में खिलाड़ी की गोलियों के क्रमांक 1, 2, 3 … बिना अंतराल के होते हैं
input-sheet-number-twice = { $player } की शीट पर { $count ->
    [one] { $count } खाने
   *[other] { $count } खानों
    } ({ $cells }) में क्रमांक { $number } है: player क्रमांकन में हर गोली का अपना क्रमांक होता है (एक बारी में दो गोलियों वाली स्कोर-शीट "numbering: game" इस्तेमाल करती है)
input-sheet-number-on-both = क्रमांक { $number } दोनों शीटों पर है ({ $first } की शीट पर पंक्ति { $first-line } में, { $second } की शीट पर पंक्ति { $second-line } में): game क्रमांकन में खेल की हर गोली का अपना क्रमांक होता है
input-sheet-two-fleets = दोनों खिलाड़ियों का एक-एक बेड़ा अपेक्षित था
input-sheet-no-forfeit-reason = { $reason } नियम उल्लंघन से हार का कोई मान्य कारण नहीं है
input-sheet-fires-at-nothing = लॉग की एक प्रविष्टि न कहीं गोली चलाती है, न नियम उल्लंघन से हार दर्ज करती है
input-sheet-too-many-hits = { $hits } हिट बहुत अधिक हैं
input-sheet-lookalike = { $what } (यह { $letter } सिरिलिक अक्षर है, लैटिन { $latin } नहीं, हालाँकि उसके जैसा दिखता है)
input-sheet-unwritable-name = { $why ->
    [empty] नाम { $name } खाली है; इसे कागज़ी रिकॉर्ड में नहीं लिखा जा सकता
    [spaces] नाम { $name } के सिरों पर खाली जगह है; इसे कागज़ी रिकॉर्ड में नहीं लिखा जा सकता
    [comma-or-colon] नाम { $name } में अल्पविराम या कोलन है; इसे कागज़ी रिकॉर्ड में नहीं लिखा जा सकता
    [control] नाम { $name } में नियंत्रण वर्ण है; इसे कागज़ी रिकॉर्ड में नहीं लिखा जा सकता
   *[comment] नाम { $name } में // है, जिससे टिप्पणी शुरू होती है; इसे कागज़ी रिकॉर्ड में नहीं लिखा जा सकता
}
input-sheet-unwritable-class = { $why ->
    [empty-or-spaces] जहाज-प्रकार का नाम { $class } खाली है या उसके सिरों पर खाली जगह है; इसे कागज़ी रिकॉर्ड में नहीं लिखा जा सकता
    [punctuation] जहाज-प्रकार के नाम { $class } में अल्पविराम, अर्धविराम, कोलन, // या नियंत्रण वर्ण है; इसे कागज़ी रिकॉर्ड में नहीं लिखा जा सकता
    [ends-in-cell] जहाज-प्रकार का नाम { $class } ऐसे शब्द पर ख़त्म होता है जो खाने की तरह पढ़ा जाता है; इसे कागज़ी रिकॉर्ड में नहीं लिखा जा सकता
   *[not-in-fleet] { $class } इस बेड़े का कोई जहाज-प्रकार नहीं है, और कागज़ी रिकॉर्ड में केवल बेड़े के जहाज-प्रकारों के नाम आते हैं (v3); इसे कागज़ी रिकॉर्ड में नहीं लिखा जा सकता
}
input-sheet-name-prefix = नाम { $long } दूसरे खिलाड़ी के नाम { $short } और एक खाली जगह से शुरू होता है, इसलिए { $short } की लॉग पंक्ति को { $long } की पंक्ति भी पढ़ा जा सकता है{ $writing ->
        [yes] ; इन नामों को कागज़ी रिकॉर्ड में नहीं लिखा जा सकता
       *[no] {""}
    }
input-sheet-player-count = ठीक दो खिलाड़ी अपेक्षित थे, पर खिलाड़ियों की संख्या { $found } है
input-sheet-not-one-of = { $first } या { $second } अपेक्षित था, पर { $found } मिला
input-sheet-no-fleet-for = खिलाड़ी { $player } का बेड़ा अपेक्षित था
input-sheet-ship-without-reply = "ship" केवल एक गोली के जवाब "hit" या "sunk" के साथ आ सकता है
input-sheet-volley-reply-for-shot = एक गोली के लिए "miss", "hit" या "sunk" अपेक्षित था, पर बौछार के जवाब का ऑब्जेक्ट मिला
input-sheet-word-reply-for-volley = गोलियों की सूची के लिए बौछार का जवाब {"{"}"hits": {"{"}...{"}"}, "sunk": [...]{"}"} अपेक्षित था, पर एक शब्द मिला
## Flags of broadside check that do not combine

check-text-with-jsonl = --format text केवल एक खेल दिखाता है, इसलिए इसे --jsonl के साथ नहीं दिया जा सकता; कोई एक पंक्ति चुनें, जैसे `sed -n 3p games.jsonl | broadside check --format text`
check-summary-with-format = --summary केवल गिनतियाँ लिखता है, और --format github व --format junit गिनतियाँ नहीं लिखते: --summary के साथ --format markdown या json दें

## Generating games (broadside generate): why rules cannot be played by the bots

generate-ship-too-long = बेड़ा तैनात नहीं किया जा सकता: { $cells ->
    [one] { $cells } खाने का जहाज
   *[other] { $cells } खानों का जहाज
    } { $columns }×{ $rows } ग्रिड में नहीं समाता
generate-fleet-too-big = बेड़ा तैनात नहीं किया जा सकता: बेड़े में कुल { $cells ->
    [one] { $cells } खाना है, जो { $columns }×{ $rows } ग्रिड के खानों से ज़्यादा है
   *[other] { $cells } खाने हैं, जो { $columns }×{ $rows } ग्रिड के खानों से ज़्यादा हैं
    }
generate-no-room = बेड़ा तैनात नहीं किया जा सकता: जो जहाज एक-दूसरे को छू नहीं सकते, उनके लिए { $columns }×{ $rows } ग्रिड में पर्याप्त जगह नहीं है
generate-no-placement = { $apart ->
        [yes] बेड़ा तैनात नहीं किया जा सकता: { $columns }×{ $rows } ग्रिड में बेड़े की ऐसी कोई तैनाती संभव नहीं है जिसमें कोई भी दो जहाज एक-दूसरे को न छुएँ (खोज में हर तैनाती आज़माई गई)
       *[no] बेड़ा तैनात नहीं किया जा सकता: { $columns }×{ $rows } ग्रिड में बेड़े की कोई भी तैनाती संभव नहीं है (खोज में हर तैनाती आज़माई गई)
    }
generate-gave-up = बेड़ा तैनात नहीं किया जा सकता: खोज के { $steps ->
    [one] { $steps } चरण
   *[other] { $steps } चरणों
    } में कोई तैनाती नहीं मिली: खोज छोड़ दी गई, हालाँकि कोई तैनाती संभव हो सकती है
generate-zero-salvo = इन नियमों से खेला नहीं जा सकता: बौछार में { $class } की गोलियाँ 0 हैं, इसलिए हो सकता है कि किसी खिलाड़ी के जहाज बचे हों, फिर भी उसके पास चलाने को एक भी गोली न हो
generate-no-rules = कम से कम एक नियम-समूह अपेक्षित था

## The rules listing (broadside rules)

listing-presets = तैयार नियम-समूह
listing-presets-note = (`broadside rules NAME` इनमें से किसी एक को बदलने लायक़ JSON नियम-ऑब्जेक्ट के रूप में दिखाता है, और `--format text` के साथ शब्दों में):
# बेड़े का नाम ($fleet) और बारियों का नाम ($turns) वैसे ही हैं जैसे नियमों के JSON में लिखे जाते हैं।
listing-preset = { $columns }×{ $rows } ग्रिड, { $fleet } बेड़ा, { $touching ->
    [allowed] जहाज एक-दूसरे को छू सकते हैं
   *[forbidden] जहाज एक-दूसरे को नहीं छू सकते
    }, बारियाँ: { $turns ->
    [alternate] बारी-बारी से एक-एक गोली
    [again_on_hit] हिट होने पर फिर से गोली
   *[salvo] बौछारों के दौर
    }
listing-fleets = बेड़े
listing-fleets-note = (जहाज का प्रकार, आकार, ×संख्या; बौछारों वाली बारियों में हर जहाज की गोलियाँ गिनी जाती हैं):
listing-fleet = { $fleet }; बौछार में हर जहाज की गोलियाँ: { $values }
listing-codes = नियम उल्लंघनों के कोड
listing-codes-note = (फ़ाउल से खेल का फ़ैसला होता है: जो पहला फ़ाउल करे, उसकी नियम उल्लंघन से हार होती है; चेतावनी केवल दर्ज की जाती है):
listing-record-rules = रिकॉर्ड का "rules" किसी तैयार नियम-समूह का नाम होता है या ऐसा कोई ऑब्जेक्ट, जैसे

## Counts (the Markdown summary of a batch)

count-games = { $games } खेल

## A fleet checked alone whose owner is not named (broadside fleet without --player)

unnamed-player = खिलाड़ी
unnamed-off-board-ship = खिलाड़ी के बेड़े में { $ship } का कुछ हिस्सा { $columns }×{ $rows } ग्रिड की सीमाओं से बाहर है
unnamed-bad-shape-range-ends = खिलाड़ी के बेड़े में { $ship } एक सीधी, लगातार रेखा में नहीं है: इसके सिरे { $a } और { $b } न एक ही पंक्ति में हैं, न एक ही स्तंभ में
unnamed-bad-shape-twice = खिलाड़ी के बेड़े में { $ship } एक सीधी, लगातार रेखा में नहीं है: खाना { $a } दो बार लिखा गया है
unnamed-bad-shape-not-in-line = खिलाड़ी के बेड़े में { $ship } एक सीधी, लगातार रेखा में नहीं है: { $a } और { $b } न एक ही पंक्ति में हैं, न एक ही स्तंभ में
unnamed-bad-shape-gap = खिलाड़ी के बेड़े में { $ship } एक सीधी, लगातार रेखा में नहीं है: { $a } और { $b } के बीच खाली जगह है
unnamed-overlap = खिलाड़ी के बेड़े में { $cells } पर { $a } और { $b } दोनों हैं
unnamed-touching = खिलाड़ी के बेड़े में { $a } और { $b } एक-दूसरे को छूते हैं ({ $a-side } के बगल में { $b-side }), जबकि इन नियमों में जहाज एक-दूसरे को न किनारों से छू सकते हैं, न कोनों से
unnamed-wrong-fleet-count = खिलाड़ी के बेड़े में { $size } { $size ->
    [one] खाने
   *[other] खानों
    } वाले { $class } की संख्या { $found } है, लेकिन नियमों के अनुसार यह { $wanted } होनी चाहिए
unnamed-wrong-fleet-size = खिलाड़ी के बेड़े के { $name } ({ $cells }) में { $length } { $length ->
    [one] खाना है
   *[other] खाने हैं
    }, लेकिन { $class } में { $size } { $size ->
    [one] खाना होता है
   *[other] खाने होते हैं
    }
unnamed-wrong-fleet-name = खिलाड़ी के बेड़े के जहाज { $cells } का नाम { $name } लिखा है, जो इस बेड़े के किसी जहाज-प्रकार का नाम नहीं है ({ $classes })
unnamed-wrong-fleet-no-size = खिलाड़ी के बेड़े के जहाज { $cells } में { $length } { $length ->
    [one] खाना है
   *[other] खाने हैं
    }, और इस बेड़े में इस आकार का कोई जहाज-प्रकार नहीं है
unnamed-no-split-cell-count = खिलाड़ी ने जहाजों के लिए { $drawn } { $drawn ->
    [one] खाना अंकित किया
   *[other] खाने अंकित किए
    }, लेकिन बेड़े के जहाज ({ $fleet }) कुल { $wanted } { $wanted ->
    [one] खाना घेरते हैं
   *[other] खाने घेरते हैं
    }
unnamed-no-split-group = खिलाड़ी के अंकित { $size } { $size ->
    [one] खाने
   *[other] खानों
    } का समूह { $cells } बेड़े ({ $fleet }) के सीधे जहाजों में नहीं बाँटा जा सकता
unnamed-no-split-short-runs = खिलाड़ी के अंकित खानों को ऐसे सीधे जहाजों में नहीं बाँटा जा सकता जिनसे बेड़ा ({ $fleet }) बने: { $cells } { $count ->
    [one] किसी ऐसी सीधी कतार में नहीं है
   *[other] किसी ऐसी सीधी कतार में नहीं हैं
    } जिसमें { $size } या अधिक खाने हों, लेकिन बेड़े के { $size } से छोटे जहाज कुल मिलाकर केवल { $room } { $room ->
    [one] खाना घेरते हैं
   *[other] खाने घेरते हैं
    }
unnamed-no-split-long-ships = खिलाड़ी के अंकित खानों को ऐसे सीधे जहाजों में नहीं बाँटा जा सकता जिनसे बेड़ा ({ $fleet }) बने: बेड़े में { $size } या अधिक खानों वाले { $ships } { $ships ->
    [one] जहाज है
   *[other] जहाज हैं
    }, लेकिन अंकित कतारों में ऐसे अधिक से अधिक { $places } { $places ->
    [one] जहाज ही आ सकता है
   *[other] जहाज ही एक साथ आ सकते हैं
    }
unnamed-no-split-colours = खिलाड़ी के अंकित खानों को ऐसे सीधे जहाजों में नहीं बाँटा जा सकता जिनसे बेड़ा ({ $fleet }) बने: शतरंज की बिसात की तरह रंगने पर अंकित खानों में एक रंग के खाने दूसरे रंग से { $imbalance } अधिक हैं, जिसकी भरपाई बेड़े के विषम लंबाई वाले { $odd } { $odd ->
    [one] जहाज से नहीं हो सकती
   *[other] जहाजों से नहीं हो सकती
    } (हर ऐसा जहाज केवल एक खाने की भरपाई करता है)
unnamed-no-split-groups = खिलाड़ी के अंकित खानों को ऐसे सीधे जहाजों में नहीं बाँटा जा सकता जिनसे बेड़ा ({ $fleet }) बने: { $groups }
unnamed-no-split-furthest = खिलाड़ी के अंकित खानों को ऐसे सीधे जहाजों में नहीं बाँटा जा सकता जिनसे बेड़ा ({ $fleet }) बने: खोज सबसे आगे { $laid } तक पहुँची, पर तब भी खाने { $cells } किसी जहाज में नहीं आए और { $lacking } के लिए जगह नहीं बची
unnamed-ambiguous-fleet = खिलाड़ी के अंकित खाने बेड़े के जहाजों में एक से अधिक तरह से बँटते हैं: { $first } या { $second }; पहला बँटवारा माना गया है
unnamed-ambiguous-fleet-log = खिलाड़ी के अंकित खाने बेड़े के जहाजों में जवाबों से मेल खाने वाले एक से अधिक तरीकों से बँटते हैं: { $first } या { $second }; पहला बँटवारा माना गया है
unnamed-not-listed = खिलाड़ी की तैनाती में { $left-out ->
    [one] { $code } का { $left-out } और मामला यहाँ नहीं दिखाया गया
   *[other] { $code } के { $left-out } और मामले यहाँ नहीं दिखाए गए
    }: निर्णय में एक खिलाड़ी के एक ही प्रकार के अधिक से अधिक { $max } उल्लंघन दिखाए जाते हैं

## The web page: its document's title and the labels only assistive technology reads

web-document-title = broadside: काग़ज़ पर खेले गए खेल की जाँच
web-sheets = खिलाड़ियों की शीटें

## Matches: the placement book (--book) and the records a match resumes (--resume)

match-file-at-line = { $line }: { $what }
match-file-not-utf8 = यह UTF-8 पाठ नहीं है: JSON Lines अपेक्षित है
book-not-an-entry = एक बेड़ा (जहाजों की सूची या {"{"}"grid": [...]{"}"}), किसी रिकॉर्ड का दो बेड़ों वाला `fleets` ऑब्जेक्ट या कोई रिकॉर्ड अपेक्षित था
book-not-an-entry-json = एक बेड़ा (जहाजों की सूची या {"{"}"grid": [...]{"}"}), किसी रिकॉर्ड का दो बेड़ों वाला `fleets` ऑब्जेक्ट या कोई रिकॉर्ड अपेक्षित था: { $detail }
book-fleets-not-an-object = रिकॉर्ड का `fleets`: दो बेड़ों वाला ऑब्जेक्ट अपेक्षित था: { $detail }
book-not-a-pair = एक बेड़ा (जहाजों की सूची या {"{"}"grid": [...]{"}"}), किसी रिकॉर्ड का दो बेड़ों वाला `fleets` ऑब्जेक्ट या कोई रिकॉर्ड अपेक्षित था, लेकिन { $fields ->
        [0] बिना फ़ील्ड वाला ऑब्जेक्ट मिला
        [one] { $fields } फ़ील्ड वाला ऑब्जेक्ट मिला
       *[other] { $fields } फ़ील्डों वाला ऑब्जेक्ट मिला
    }
book-pair-fleet = { $which ->
        [first] जोड़ी का पहला बेड़ा: एक बेड़ा (जहाजों की सूची या {"{"}"grid": [...]{"}"}), किसी रिकॉर्ड का दो बेड़ों वाला `fleets` ऑब्जेक्ट या कोई रिकॉर्ड अपेक्षित था: { $detail }
       *[second] जोड़ी का दूसरा बेड़ा: एक बेड़ा (जहाजों की सूची या {"{"}"grid": [...]{"}"}), किसी रिकॉर्ड का दो बेड़ों वाला `fleets` ऑब्जेक्ट या कोई रिकॉर्ड अपेक्षित था: { $detail }
    }
book-unreadable = एक बेड़ा पढ़ा नहीं जा सकता
book-cannot-place = रेफ़री बेड़ों को ग्रिड पर नहीं रख सकता: { $error }
book-not-legal = { $which ->
        [first] पहला बेड़ा मैच के नियमों के अनुसार वैध नहीं है: { $foul } ({ $code })
       *[second] दूसरा बेड़ा मैच के नियमों के अनुसार वैध नहीं है: { $foul } ({ $code })
    }
book-empty = तैनाती की किताब में कुछ नहीं है: हर पंक्ति में एक बेड़ा या बेड़ों की एक जोड़ी अपेक्षित है
resume-not-a-record = यह किसी खेल का रिकॉर्ड नहीं है: { $error }
resume-cannot-adjudicate = निर्णय नहीं हो सका: { $error }
resume-not-a-match-record = यह रिकॉर्ड `broadside match` ने नहीं लिखा: इसमें meta.match नहीं है
resume-seed = किसी और मैच का खेल: इसका --seed { $there } है, जबकि इस मैच का { $here } है
resume-past-schedule = किसी और मैच का खेल: खेल { $game } इस मैच के कार्यक्रम ({ $total } खेल) से बाहर है
resume-players = किसी और मैच का खेल: यहाँ खेल { $game } { $a } बनाम { $b } है, जबकि रिकॉर्ड में { $there-a } बनाम { $there-b }
resume-program = किसी और मैच का खेल: रिकॉर्ड में बॉट { $name } कोई दूसरा प्रोग्राम है, `{ $command }` नहीं
resume-rules = किसी और मैच का खेल: इसके नियम अलग हैं
resume-book = किसी और मैच का खेल: इसकी तैनाती की किताब, किताब का क्रम या खेलों की जोड़ियाँ अलग हैं
resume-book-contents = किसी और मैच का खेल: इसकी तैनाती की किताब की सामग्री अलग है: रिकॉर्ड में SHA-256 { $there ->
        [none] नहीं है
       *[other] { $there } है
    }, जबकि यहाँ { $here } है
resume-protocol = किसी और मैच का खेल: इसके बॉटों से प्रोटोकॉल { $there } में बात हुई थी, जबकि इस मैच में प्रोटोकॉल { $here } में होती है
resume-protocol-unmarked = किसी और मैच का खेल: इसके बॉटों से प्रोटोकॉल 1 में बात हुई थी (इसके meta.match में `protocol` नहीं है), जबकि इस मैच में प्रोटोकॉल { $here } में होती है
resume-max-moves = किसी और मैच का खेल: इसमें चालों की { $there ->
        [none] कोई सीमा नहीं है
       *[other] सीमा { $there } है
    }, जबकि इस मैच में { $here } है (--max-moves)
resume-move-time = किसी और मैच का खेल: इसमें { $name } के लिए हर चाल का समय { $there ->
        [none] तय नहीं है
       *[other] { $there } ms है
    }, जबकि यहाँ { $here } ms है (--move-time)
resume-time-bank = किसी और मैच का खेल: इसमें टाइम बैंक { $there ->
        [none] नहीं है
       *[other] { $there-ms }+{ $there-increment } ms है
    }, जबकि इस मैच में { $here ->
        [none] नहीं है
       *[other] { $here-ms }+{ $here-increment } ms है
    } (--time-bank)
resume-sandbox = किसी और मैच का खेल: इसमें { $there ->
        [none] सैंडबॉक्स नहीं है
       *[other] सैंडबॉक्स की सीमाएँ { $there-memory } MB और { $there-processes } { $there-processes ->
            [0] प्रक्रियाएँ
            [one] प्रक्रिया
           *[other] प्रक्रियाएँ
        } हैं
    }, जबकि इस मैच में { $here ->
        [none] सैंडबॉक्स नहीं है
       *[other] सैंडबॉक्स की सीमाएँ { $here-memory } MB और { $here-processes } { $here-processes ->
            [0] प्रक्रियाएँ
            [one] प्रक्रिया
           *[other] प्रक्रियाएँ
        } हैं
    } (--sandbox, --bot-memory, --bot-processes)
resume-cut-short = खेल { $game } का लॉग फ़ैसला होने से पहले ही रुक जाता है, और खेल किसी सीमा के कारण भी ख़त्म नहीं हुआ: रिकॉर्ड अधूरा है; यह खेल फिर से खेलने के लिए इस पंक्ति को फ़ाइल से हटा दें
resume-twice = खेल { $game } फ़ाइल में दो बार है

## कमांड लाइन के मान और broadside के बॉट: --shard, --sprt, broadside bot random|hunt

shard-expected = I/N अपेक्षित था, जहाँ 1 ≤ I ≤ N हो, जैसे `2/4`, पर `{ $found }` मिला
sprt-not-key-value = KEY=VALUE (elo0, elo1, alpha, beta, model) अपेक्षित था, पर `{ $word }` मिला
sprt-model = model: logistic या normalized अपेक्षित था, पर `{ $value }` मिला
sprt-not-a-number = { $key }: परिमित संख्या अपेक्षित थी, पर `{ $value }` मिला
sprt-elo-out-of-range = { $key }: { $value } Elo मान्य दायरे से बाहर है: परीक्षण की सीमा -{ $max } और { $max } Elo के बीच ही हो सकती है
sprt-unknown-key = अज्ञात कुंजी `{ $key }`: elo0, elo1, alpha, beta या model अपेक्षित था
sprt-bounds-missing = elo0=A और elo1=B दोनों चाहिए, जैसे `--sprt elo0=0 elo1=10`
sprt-bounds-order = elo1 का मान ({ $elo1 }) elo0 के मान ({ $elo0 }) से अधिक होना चाहिए
sprt-rate-range = { $name } का मान ({ $value }) 0 से अधिक और 1 से कम होना चाहिए, जैसे { $name }=0.05
sprt-rates-sum = alpha ({ $alpha }) और beta ({ $beta }) का योग 1 से कम होना चाहिए
bot-cannot-read = इनपुट पढ़ा नहीं जा सकता: { $error }
bot-not-a-message = यह प्रोटोकॉल का संदेश नहीं है: { $detail }
bot-turn-before-start = turn संदेश किसी भी start संदेश से पहले आ गया
sandbox-cannot-run = bubblewrap (`bwrap`) चलाया नहीं जा सकता: { $error }; इसे इंस्टॉल करें (Debian: apt-get install bubblewrap)
sandbox-refused = bubblewrap यहाँ किसी बॉट को सैंडबॉक्स में नहीं चला सकता ({ $status }): { $said }
sandbox-no-message = कोई संदेश नहीं
bot-does-not-run = बॉट { $name } का प्रोग्राम, `{ $command }`, अपने पहले खेल में कुछ भी पढ़ने से पहले ही बंद हो गया ({ $why }): यह चलता ही नहीं; इसका स्टैंडर्ड एरर:
bot-does-not-run-silent = बॉट { $name } का प्रोग्राम, `{ $command }`, अपने पहले खेल में कुछ भी पढ़ने से पहले ही बंद हो गया ({ $why }): यह चलता ही नहीं; इसने अपने स्टैंडर्ड एरर में कुछ नहीं लिखा

## Why a bot forfeits (bot check's reports, a match's messages; records keep these in English)
# बॉट का लिंग नहीं बताया जाता: उसके काम "इसने …" से (क्रिया अपने कर्म से मेल खाती है), या
# "प्रोग्राम" को कर्ता बनाकर कहे जाते हैं।

bot-why-no-answer = { $ms } ms में कोई जवाब नहीं आया
bot-why-no-answer-in-bank = टाइम बैंक में बचे { $ms } ms में कोई जवाब नहीं आया
bot-why-could-not-start = इसे शुरू नहीं किया जा सका: { $error }
bot-why-cannot-write = इसे संदेश भेजा नहीं जा सका: { $error }
bot-why-input-closed = इसका इनपुट बंद है
bot-why-closed-input-before-asked = कुछ पूछे जाने से पहले ही प्रोग्राम बंद हो गया या इसने अपना इनपुट बंद कर दिया
bot-why-closed-input = प्रोग्राम बंद हो गया या इसने अपना इनपुट बंद कर दिया
bot-why-stopped-reading = इसने अपना इनपुट पढ़ना बंद कर दिया
bot-why-input-unread = इसने { $seconds } s तक अपना इनपुट नहीं पढ़ा
bot-why-nothing-asked = कोई जवाब माँगा नहीं गया था
bot-why-closed-output = इसने अपना आउटपुट बंद कर दिया
bot-why-closed-output-before-question = सवाल पढ़ने से पहले ही इसने अपना आउटपुट बंद कर दिया
bot-why-exited = प्रोग्राम बंद हो गया
bot-why-exited-before-question = सवाल पढ़ने से पहले ही प्रोग्राम बंद हो गया
bot-why-over-memory = इसने { $mb } MB की अपनी मेमोरी सीमा (--bot-memory) पार की, इसलिए इसे रोक दिया गया
bot-why-over-processes = इसने { $count ->
    [one] { $count } प्रक्रिया और थ्रेड
   *[other] { $count } प्रक्रियाओं और थ्रेडों
    } की अपनी सीमा (--bot-processes) पार की, इसलिए इसे रोक दिया गया
bot-why-ended = { $why } ({ $ended })
bot-why-not-utf8 = जवाब UTF-8 पाठ नहीं है
bot-why-too-long = जवाब { $max } बाइट से लंबा है
bot-why-unowed = ऐसे समय लिखी गई पंक्ति, जब कोई जवाब देना बाकी नहीं था
bot-why-not-the-object = एक JSON ऑब्जेक्ट { $expected } अपेक्षित था: { $detail }
bot-why-not-a-fleet = बेड़ा न जहाजों की सूची है, न ग्रिड पर बना चित्र: { $detail }
bot-why-not-a-target = "at" न कोई निर्देशांक है, न निर्देशांकों की सूची: { $detail }
bot-why-fleet-unreadable = रेफ़री बेड़ा पढ़ नहीं सकता: { $detail }
bot-why-fleet-unplaceable = रेफ़री बेड़े को ग्रिड पर नहीं रख सकता: { $detail }
bot-why-fleet-unplaceable-with-log = रेफ़री बेड़े को खेल के लॉग से मेल खाते हुए ग्रिड पर नहीं रख सकता: { $detail }
json-at-column = { $detail } (कॉलम { $column })
bot-start-unreadable = { $path } (मोड { $mode }, uid { $owner }) को उस उपयोगकर्ता के रूप में पढ़ा नहीं जा सकता जिसके रूप में सैंडबॉक्स में बॉट को चलाया जाता है (uid { $uid }): root के रूप में चलाने पर बॉट को उसके फ़ोल्डर के मालिक के रूप में चलाया जाता है, और अगर मालिक root हो तो nobody के रूप में; फ़ोल्डर किसी उपयोगकर्ता को सौंप दें (chown -R USER { $path }) या हर उपयोगकर्ता को उसे पढ़ने की अनुमति दें (chmod -R o+rX { $path })
process-exit-code = एग्ज़िट कोड { $code }
process-signal = सिग्नल { $signal } ({ $name }) से समाप्त
process-ended = अज्ञात ढंग से समाप्त

## The command line: a flag's value, and what clap refuses (in English, clap's own frame)
# "broadside: --flag: " और कारण, या "broadside: " और वाक्य; फिर अपनी पंक्ति में cli-help।
# --help हर भाषा में अंग्रेज़ी में ही रहता है।

flag-share = 0 से 1 तक की संख्या अपेक्षित थी, पर { $found } मिला
flag-count = { $min } से { $max } तक का पूर्णांक अपेक्षित था, पर { $found } मिला
flag-count-at-least = { $min } या उससे बड़ा पूर्णांक अपेक्षित था, पर { $found } मिला
flag-millis = मिलीसेकंड में 1 या उससे बड़ी संख्या अपेक्षित थी, पर { $found } मिला
flag-time-bank = मिलीसेकंड में MS+INC अपेक्षित था, जैसे `10000+100`, पर { $found } मिला
flag-lang = भाषा का कोड ({ $codes }) अपेक्षित था, पर { $found } मिला
flag-no-name = खिलाड़ी का नाम अपेक्षित था, पर कोई नाम नहीं मिला
flag-long-name = अधिक से अधिक { $max } बाइट का नाम अपेक्षित था, पर { $bytes } बाइट का नाम मिला
bot-arg-no-equals = NAME=COMMAND अपेक्षित था, जैसे `alpha=./my-bot --fast`, पर { $found } मिला
bot-arg-no-name = { $found } में `=` से पहले बॉट का कोई नाम नहीं है
bot-arg-unsplittable = बॉट { $name } का कमांड शब्दों में बाँटा नहीं जा सकता: { $command } में कोई उद्धरण चिह्न खुला रह गया है या अंत में बैकस्लैश है
bot-arg-empty = बॉट { $name } का कमांड खाली है
cli-invalid-value = { $flag }: { $found } पढ़ा नहीं जा सकता
cli-value-not-a-choice = { $flag }: { $choices } में से कोई एक अपेक्षित था, पर { $found } मिला
cli-value-missing = { $flag } के लिए एक मान चाहिए
cli-unknown-option = अज्ञात विकल्प { $found }
cli-extra-argument = एक आर्ग्युमेंट ज़्यादा दिया गया है: { $found }
cli-unknown-option-suggested = अज्ञात विकल्प { $found }; क्या आपका मतलब { $suggested } था?
cli-unknown-command = अज्ञात कमांड { $found }
cli-unknown-command-suggested = अज्ञात कमांड { $found }; क्या आपका मतलब { $suggested } था?
cli-missing = { $count ->
        [one] { $missing } ज़रूरी है, पर दिया नहीं गया
       *[other] { $missing } ज़रूरी हैं, पर दिए नहीं गए
    }
cli-missing-command = { $command } के साथ { $choices } में से कोई एक चाहिए
cli-conflict = { $flag } को { $other } के साथ नहीं दिया जा सकता
cli-repeated = { $flag } एक से अधिक बार दिया गया है
cli-no-equals = { $flag } का मान `=` के बाद दें
cli-too-many-values = { $flag } के साथ मान { $found } नहीं दिया जा सकता
cli-not-utf8 = कमांड लाइन का कोई आर्ग्युमेंट UTF-8 पाठ नहीं है
cli-refused = कमांड लाइन पढ़ी नहीं जा सकती
cli-help = विकल्प और उदाहरण (अंग्रेज़ी में) देखने के लिए `{ $command } --help` चलाएँ।
rules-unknown-name = कोई तैयार नियम-समूह ({ $presets }), बेड़े का नाम ({ $fleets }) या नियमों का JSON ऑब्जेक्ट अपेक्षित था, पर { $found } मिला
cannot-write-output = आउटपुट लिखा नहीं जा सकता: { $error }
cannot-start-thread = पंक्तियों की जाँच के लिए थ्रेड शुरू नहीं किया जा सकता: { $error }

## CI formats (github, junit, markdown)

ci-game = { $a } बनाम { $b }
ci-github-violation-entry = { $game }, प्रविष्टि { $entry }: { $message }
ci-github-violation = { $game }: { $message }
ci-github-unfinished = { $game }: खेल अधूरा है (लॉग के अंत में दोनों बेड़ों में अभी जहाज बचे हैं), और --strict में इसे विफल माना जाता है
ci-github-left-out = { $count ->
    [one] { $count } और फ़ाउल, चेतावनी या इनपुट त्रुटि एनोटेशन के रूप में नहीं दिखाई गई
   *[other] { $count } और फ़ाउल, चेतावनियाँ और इनपुट त्रुटियाँ एनोटेशन के रूप में नहीं दिखाई गईं
    } (GitHub हर स्टेप में केवल { $shown } त्रुटि और { $shown } चेतावनी एनोटेशन दिखाता है): { $codes }
ci-junit-strict-fails = { $result } (--strict में इसे विफल माना जाता है)
ci-junit-line = इनपुट की पंक्ति { $line }
ci-junit-violation-entry = { $severity ->
    [foul] { $player } का फ़ाउल
   *[warning] { $player } की चेतावनी
    } { $code }, प्रविष्टि { $entry } पर: { $message }
ci-junit-violation-entry-cells = { $severity ->
    [foul] { $player } का फ़ाउल
   *[warning] { $player } की चेतावनी
    } { $code }, प्रविष्टि { $entry } पर ({ $cells }): { $message }
ci-junit-violation-placement = { $severity ->
    [foul] { $player } का फ़ाउल
   *[warning] { $player } की चेतावनी
    } { $code }, तैनाती में: { $message }
ci-junit-violation-placement-cells = { $severity ->
    [foul] { $player } का फ़ाउल
   *[warning] { $player } की चेतावनी
    } { $code }, तैनाती में ({ $cells }): { $message }
ci-junit-warnings = { $game } सफल, पर चेतावनियों के साथ:
ci-junit-warnings-line = { $game } (पंक्ति { $line }) सफल, पर चेतावनियों के साथ:
ci-md-heading = broadside: { $name } से { $games } खेल
ci-md-pass = **कोई खेल विफल नहीं**।
ci-md-pass-strict = **कोई खेल विफल नहीं** (--strict: चेतावनी या अधूरा खेल भी विफल)।
ci-md-fail = **{ $games } में से { $failing } खेल विफल**{ $errors ->
    [0] {""}
    [one] , और { $errors } पंक्ति का निर्णय नहीं हो सका
   *[other] , और { $errors } पंक्तियों का निर्णय नहीं हो सका
    }।
ci-md-fail-strict = **{ $games } में से { $failing } खेल विफल** (--strict: चेतावनी या अधूरा खेल भी विफल){ $errors ->
    [0] {""}
    [one] , और { $errors } पंक्ति का निर्णय नहीं हो सका
   *[other] , और { $errors } पंक्तियों का निर्णय नहीं हो सका
    }।
ci-md-cell-outcome = नतीजा
ci-md-cell-games = खेल
ci-md-outcome-won = जीत
ci-md-outcome-drawn = बराबरी
ci-md-outcome-unfinished = अधूरा
ci-md-outcome-double-forfeit = दोनों की नियम उल्लंघन से हार
ci-md-outcome-failing = विफल
ci-md-outcome-not-adjudicated = बिना निर्णय वाली पंक्तियाँ
ci-md-fouls-by-code = कोड के अनुसार फ़ाउल
ci-md-warnings-by-code = कोड के अनुसार चेतावनियाँ
ci-md-no-fouls = कोई फ़ाउल नहीं।
ci-md-no-warnings = कोई चेतावनी नहीं।
ci-md-cell-code = कोड
ci-md-cell-fouls = फ़ाउल
ci-md-cell-warnings = चेतावनियाँ
ci-md-cell-meaning = अर्थ
ci-md-first-fouls = पहले फ़ाउल
ci-md-cell-line = पंक्ति
ci-md-cell-game = खेल
ci-md-cell-player = खिलाड़ी
ci-md-cell-entry = प्रविष्टि
ci-md-cell-message = संदेश
ci-md-entry-placement = तैनाती
ci-md-lines-not-adjudicated = बिना निर्णय वाली पंक्तियाँ
ci-md-cell-error = त्रुटि
ci-md-more-fouls = … और { $count ->
    [one] { $count } फ़ाउल यहाँ सूची में नहीं है
   *[other] { $count } फ़ाउल यहाँ सूची में नहीं हैं
    }: ऊपर केवल पहले { $shown } दिए गए हैं।
ci-md-more-errors = … और { $count ->
    [one] { $count } त्रुटि यहाँ सूची में नहीं है
   *[other] { $count } त्रुटियाँ यहाँ सूची में नहीं हैं
    }: ऊपर केवल पहली { $shown } दी गई हैं।
ci-md-left-fouls = सूची के { $count } फ़ाउल
ci-md-left-errors = { $count ->
    [one] सूची की { $count } त्रुटि
   *[other] सूची की { $count } त्रुटियाँ
    }
ci-md-left-players = अंक तालिका के { $count } खिलाड़ी
ci-md-left-pairs = { $count ->
    [one] अंक तालिका की { $count } जोड़ी
   *[other] अंक तालिका की { $count } जोड़ियाँ
    }
ci-md-left-out = इस सारांश को 1 MiB (GitHub की सीमा) से कम रखने के लिए **छोड़ दिया गया**: { $list }। `broadside check --jsonl --summary` में हर खिलाड़ी और जोड़ी है, और `broadside check --jsonl` में हर फ़ाउल।
ci-md-error-lines = बिना निर्णय वाली पंक्तियाँ: { $lines }।
ci-md-standings = अंक तालिका
ci-md-standings-note = जीत पर 1 अंक, बराबरी या अधूरे खेल पर दोनों को ½ अंक; दोनों की नियम उल्लंघन से हार (दोनों खिलाड़ियों की हार) पर 0-0, और यह किसी के भी Elo में नहीं गिना जाता। Elo उन प्रतिद्वंद्वियों के मुक़ाबले अंतर है जिनसे खेल हुए, 95% विश्वास अंतराल के साथ।
ci-md-cell-wins = जीत
ci-md-cell-losses = हार
ci-md-cell-draws = बराबरी
ci-md-cell-unfinished = अधूरे
ci-md-cell-double-forfeits = दोनों की हार
ci-md-cell-score = अंक
ci-md-cell-elo = Elo
ci-md-cell-forfeits = नियम उल्लंघन से हार
ci-md-pairs = जोड़ियाँ
ci-md-pairs-note = हर जोड़ी पहले खिलाड़ी की ओर से दिखाई गई है।
ci-md-cell-pair = जोड़ी
ci-md-elo-all-won = कोई नहीं (हर खेल में जीत)
ci-md-elo-all-lost = कोई नहीं (हर खेल में हार)
ci-md-footer = broadside { $version }: प्रविष्टियाँ 0 से गिनी जाती हैं, पंक्तियाँ 1 से।

## Matches between bots

elo-unbounded = { $elo } (अंतराल असीमित)
elo-all-won = { $elo } (हर खेल में जीत)
elo-all-lost = { $elo } (हर खेल में हार)
match-standings-bot = बॉट
match-standings-header = { $bot }     खेल    जीत    हार बराबरी    अधूरे    0-0     अंक      elo   नियम उल्लंघन से हार
match-standings-pair = { $a } बनाम { $b }:
match-pairs-line = { $a } बनाम { $b }, खेलों की जोड़ियाँ: { $pairs } ({ $counts })  elo { $elo }
match-sprt-test = H0 { $b } के मुक़ाबले { $a } { $elo0 } Elo, H1 { $elo1 } ({ $model } Elo), α = { $alpha }, β = { $beta }
match-sprt-decided = α = { $alpha }, β = { $beta } पर { $accepted } स्वीकार की गई: नतीजों का झुकाव { $other } ({ $against }) के बजाय { $accepted } ({ $b } के मुक़ाबले { $a } { $bound } { $model } Elo) की ओर इतना है कि परीक्षण रोका जा सकता है; अगर { $other } सही हो, तो ऐसा परीक्षण अधिक से अधिक { $error } मैचों में { $accepted } स्वीकार करता है। यह परीक्षण कोई अंतर नहीं मापता: उसका अनुमान ऊपर की Elo पंक्ति देती है।
match-sprt-undecided = कोई निर्णय नहीं: LLR सीमाओं के बीच रहा
match-sprt-line = SPRT: { $test }
match-sprt-state-games = { $model } Elo { $elo }, LLR { $llr } ({ $lower }, { $upper }), { $count ->
    [one] { $count } खेल के बाद
   *[other] { $count } खेलों के बाद
    }
match-sprt-state-pairs = { $model } Elo { $elo }, LLR { $llr } ({ $lower }, { $upper }), खेलों की { $count ->
    [one] { $count } जोड़ी
   *[other] { $count } जोड़ियों
    } के बाद
match-progress = खेल { $done }/{ $total }  { $result }  { $scores }  { $rate } खेल/सेकंड
match-beat-fleet = { $loser } पर { $winner } की जीत (बेड़ा नष्ट)
match-beat-foul = { $loser } पर { $winner } की जीत ({ $loser } का फ़ाउल: { $foul })
match-beat-forfeit = { $loser } पर { $winner } की जीत (नियम उल्लंघन से हार)
match-drawn = { $a } और { $b }: बराबरी
match-unfinished = { $a } और { $b }: खेल अधूरा
match-double-forfeit = { $a } और { $b }: दोनों की नियम उल्लंघन से हार
match-interrupted = { $signal } से मैच रोका गया: { $total } में से { $written ->
    [0] { $written } खेल पूरे हुए और लिखे गए
    [one] { $written } खेल पूरा हुआ और लिखा गया
   *[other] { $written } खेल पूरे हुए और लिखे गए
    }
match-resume-cut-short = --resume: फ़ाइल की आख़िरी पंक्ति अधूरी थी: उसे हटा दिया गया है, और उसका खेल फिर से खेला जाएगा
match-error-two-bots = --bot: मैच के लिए कम से कम दो बॉट चाहिए
match-error-name-too-long = नाम { $name } { $bytes } बाइट लंबा है; खिलाड़ी के नाम में अधिक से अधिक { $max } बाइट आते हैं
match-error-name-twice = नाम { $name } दो बार दिया गया है
match-error-names-alike = नाम { $a } और { $b } में छोटे-बड़े अक्षरों का फ़र्क़ छोड़ दें तो ये एक ही नाम हैं, और रिकॉर्ड नामों की तुलना इसी तरह करते हैं
match-error-no-such-bot = { $name } नाम का कोई बॉट नहीं
match-error-gauntlet = { $name } नाम का कोई बॉट नहीं; बॉट ये हैं: { $bots }
match-error-gauntlet-near = { $name } नाम का कोई बॉट नहीं (क्या आपका मतलब { $near } था? नाम हूबहू लिखने होते हैं); बॉट ये हैं: { $bots }
match-error-sprt-shard = --sprt: एक शार्ड कार्यक्रम का एक हिस्सा ही खेलता है; परीक्षण सभी शार्डों के रिकॉर्ड मिलाकर चलाएँ
match-error-sprt-two-bots = --sprt: परीक्षण दो बॉटों की तुलना करता है; ठीक दो बॉट दें
match-error-pairs-odd = --pairs खेल दो-दो करके खेलता है: --games सम संख्या होनी चाहिए, पर { $games } मिला
match-error-cannot-write = { $option } { $path }: लिखा नहीं जा सकता: { $error }
match-error-report-format = --report: अज्ञात फ़ॉर्मैट { $format }; github, junit या markdown अपेक्षित है, जैसे `--report junit junit.xml`
match-error-standings-in-bot-folder = --standings { $path }: यह { $folder } में है, जो बॉट { $bot } का फ़ोल्डर है, और --sandbox में बॉट इसे देख सकता है (हर --standings-every खेलों पर नए सिरे से लिखी जाने वाली फ़ाइल वहाँ छिपाई नहीं जा सकती): इसे किसी दूसरे फ़ोल्डर में लिखें
match-error-signals = रुकावटें सँभाली नहीं जा सकतीं: { $error }
match-error-cannot-start = --bot { $name }: `{ $command }` शुरू नहीं हो सकता: { $error }
match-error-resume-cut = --resume { $path }: अधूरी आख़िरी पंक्ति हटाई नहीं जा सकती: { $error }
match-warning-orphans = चेतावनी: बॉटों की अनाथ प्रक्रियाएँ अपनाई नहीं जा सकतीं ({ $error }); जो प्रक्रिया अपने बॉट का सत्र छोड़ दे, वह मैच के बाद भी चल सकती है
botcheck-heading = { $command } की जाँच: `broadside bot hunt` के मुक़ाबले एक रन में { $games } खेल, हर चाल के लिए { $ms } ms:
botcheck-rules-custom = अनुकूलित नियम (8 स्तंभ, 12 पंक्तियाँ, hasbro बेड़ा, हिट होने पर फिर से बारी)
botcheck-game-first = खेल { $game }, { $rules }, पहली बारी बॉट की: { $result }
botcheck-game-second = खेल { $game }, { $rules }, दूसरी बारी बॉट की: { $result }
botcheck-ok-won = ठीक, बॉट की जीत, { $turns ->
    [one] { $turns } बारी का जवाब देने के बाद
   *[other] { $turns } बारियों का जवाब देने के बाद
    }
botcheck-ok-lost = ठीक, बॉट की हार, { $turns ->
    [one] { $turns } बारी का जवाब देने के बाद
   *[other] { $turns } बारियों का जवाब देने के बाद
    }
botcheck-ok-no-winner = ठीक, कोई विजेता नहीं, { $turns ->
    [one] { $turns } बारी का जवाब देने के बाद
   *[other] { $turns } बारियों का जवाब देने के बाद
    }
botcheck-problems = { $problems ->
    [one] { $problems } समस्या
   *[other] { $problems } समस्याएँ
    }
botcheck-late = देर: बॉट से { $asked ->
    [fleet] उसका बेड़ा (`start`)
   *[shot] उसकी गोली क्रमांक { $shot } (`turn`)
    } माँगे जाने पर { $ms } ms में कोई जवाब नहीं आया (`timeout`)
botcheck-late-first = देर: बॉट से { $asked ->
    [fleet] उसका बेड़ा (`start`)
   *[shot] उसकी गोली क्रमांक { $shot } (`turn`)
    } माँगे जाने पर { $ms } ms में (और अभी शुरू हुए बॉट के पहले जवाब के लिए { $grace } s अतिरिक्त में भी) कोई जवाब नहीं आया (`timeout`)
botcheck-crashed = क्रैश, बॉट से { $asked ->
    [fleet] उसका बेड़ा (`start`)
   *[shot] उसकी गोली क्रमांक { $shot } (`turn`)
    } माँगे जाने पर: { $why } (`crashed`)
botcheck-not-json = अवैध संदेश, बॉट से { $asked ->
    [fleet] उसका बेड़ा (`start`)
   *[shot] उसकी गोली क्रमांक { $shot } (`turn`)
    } माँगे जाने पर: इसने ऐसी पंक्ति छापी जो JSON नहीं है: { $said }। स्टैंडर्ड आउटपुट पर केवल प्रोटोकॉल के संदेश जाते हैं, हर पंक्ति में एक JSON ऑब्जेक्ट: डीबग टेक्स्ट स्टैंडर्ड एरर में लिखें (`illegal_message`)
botcheck-illegal = अवैध संदेश, बॉट से { $asked ->
    [fleet] उसका बेड़ा (`start`)
   *[shot] उसकी गोली क्रमांक { $shot } (`turn`)
    } माँगे जाने पर: { $why }; इसने लिखा { $said } (`illegal_message`)
botcheck-flush-hint = इस खेल में इसने कुछ भी नहीं लिखा: अगर यह अपने जवाब छापता है, तो शायद स्टैंडर्ड आउटपुट फ़्लश नहीं करता, जिसे पाइप बफ़र में रखता है; हर पंक्ति के बाद फ़्लश करें (Python में `print(..., flush=True)`, C में `fflush(stdout)`, Java में `System.out.flush()`, Rust में `io::stdout().flush()`)
botcheck-stderr = इसका स्टैंडर्ड एरर: { $line }
botcheck-foul = { $where ->
    [fleet] उसके बेड़े में
   *[entry] प्रविष्टि { $entry } पर
    } फ़ाउल `{ $code }`: { $message }
botcheck-warning = टिप्पणी: { $where ->
    [fleet] उसके बेड़े में
   *[entry] प्रविष्टि { $entry } पर
    } चेतावनी `{ $code }`: { $message }
botcheck-short = { $volleys ->
    [one] तय संख्या से कम गोलियों वाली एक बौछार
   *[other] तय संख्या से कम गोलियों वाली { $volleys } बौछारें, पहली
    } { $where ->
    [fleet] उसके बेड़े में
   *[entry] प्रविष्टि { $entry } पर
    }: { $message }; बौछारों वाली बारियों में हर बारी में उतनी सारी गोलियाँ चलाई जाती हैं जितनी की अनुमति है, यानी उस बारी के `turn` संदेश का `allowance` (`too_few_shots`)
botcheck-note-opponent-forfeited = टिप्पणी: इस खेल में प्रतिद्वंद्वी की नियम उल्लंघन से हार हुई, जिससे बॉट के बारे में कुछ पता नहीं चलता
botcheck-note-restarted = टिप्पणी: इस खेल के लिए बॉट फिर से शुरू किया गया (पिछले खेल के बाद यह बंद हो गया था); यह मान्य है, पर बॉट मैच के सारे खेल एक ही रन में खेल सकता है
botcheck-complies = बॉट नियमों का पालन करता है: हर खेल में इसने `start` का जवाब बेड़े से और हर `turn` का जवाब अपनी गोलियों से समय पर दिया, `shot` और `end` संदेश बिना जवाब दिए स्वीकार किए, और एक ही रन में एक के बाद एक खेल खेले।
botcheck-does-not-comply = बॉट नियमों का पालन नहीं करता: { $problems ->
    [one] ऊपर { $problems } समस्या दी गई है
   *[other] ऊपर { $problems } समस्याएँ दी गई हैं
    }।
botcheck-error-cannot-start = { $command } शुरू नहीं हो सकता: { $error }
botcheck-error-no-opponent = प्रतिद्वंद्वी के रूप में खेलने के लिए यह प्रोग्राम नहीं मिला: { $error }
