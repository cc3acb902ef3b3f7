# broadside's words for people, in Bengali (বাংলা): every sentence of a verdict.
#
# One message a sentence. Variables: players' names ($owner, $player, $shooter, $expected, …)
# as the record wrote them, cells ($cells, $at, $a, $b) already named in the sheet's letters,
# lists already joined by the list messages below, counts as numbers.
#
# A move of the log is named as $numbering says: "entry" for the JSON verdict, which scripts read
# (এন্ট্রি, the record's 0-based entry numbers); for a person, as the players' sheets number it:
# "round" (রাউন্ড, under salvo turns), "shot" (the shooter's own N নম্বর শট) or "move" (the game's
# চাল), numbered from 1. The variables that name a move ($entry, $end, $opened, $previous, $first,
# $last) hold its number either way; $end-player and $shooter name a move's shooter.
#
# Bengali plurals (CLDR): one (0 and 1) and other. A count before a noun takes the classifier
# -টি and the noun stays as it is ("5টি শট"), so most messages need no select. Selects on [1]
# below are not grammar but "show ×N only when there is more than one".
# Words: খেলোয়াড় player, প্রতিপক্ষ opponent, জাহাজ ship, বহর fleet, গ্রিড board, ঘর cell,
# শট shot, সালভো volley, রাউন্ড round, পালা turn, হিট hit, মিস miss, ডুবেছে sunk,
# অনিয়ম violation, নিয়মভঙ্গ foul, সতর্কতা warning, নিয়মভঙ্গে হার forfeit, এন্ট্রি entry,
# জাহাজ স্থাপন placement, সালভোর বরাদ্দ salvo allowance, হার মানা resign.

## The language itself, as the build reads it: each .ftl file here is a language of broadside,
## known by its file name (the code) and these terms (not messages: no catalog need match them).
-language-name = বাংলা
-language-english = Bengali
-language-about = the language of a Salvo rule text
-language-order = 2
-language-digits = ০১২৩৪৫৬৭৮৯

## Lists

# Between the items of a list but the last two.
list-comma = {", "}
# The last two items of a list.
list-and = { $init } ও { $last }
# A list cut short: the items shown, and how many more.
list-more = { $shown } ও আরও { $more }টি
# An empty list.
list-nothing = কিছুই না
# Between the ways a group of cells can be split.
list-or = {", অথবা "}
# Between the explanations of several groups of cells.
list-semicolon = {"; "}

## Ships

# A ship with a class name, and its cells.
ship-named = { $name } ({ $cells })
# A ship with no name and no class, and its cells.
ship-unnamed = জাহাজ { $cells }
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
    [1] { $size } ঘরের জাহাজ
   *[other] { $size } ঘরের জাহাজ ×{ $n }
}

## Placement (entry: none)

off-board-ship = { $owner }-এর { $ship } { $columns }x{ $rows } গ্রিডের বাইরে বেরিয়ে গেছে
bad-shape-range-ends = { $owner }-এর { $ship } ফাঁকহীন সোজা রেখায় নেই: এর দুই প্রান্ত { $a } ও { $b } একই সারিতেও নেই, একই কলামেও নেই
bad-shape-twice = { $owner }-এর { $ship } ফাঁকহীন সোজা রেখায় নেই: { $a } দুবার লেখা হয়েছে
bad-shape-not-in-line = { $owner }-এর { $ship } ফাঁকহীন সোজা রেখায় নেই: { $a } ও { $b } একই সারিতেও নেই, একই কলামেও নেই
bad-shape-gap = { $owner }-এর { $ship } ফাঁকহীন সোজা রেখায় নেই: { $a } ও { $b }-এর মাঝে ফাঁক আছে
overlap = { $owner }-এর { $a } ও { $b } দুটোই { $cells } ঘরে আছে
touching = { $owner }-এর { $a } ও { $b } পরস্পরকে ছুঁয়ে আছে ({ $a-side } ঘরের পাশে { $b-side } ঘর), অথচ এই নিয়মে জাহাজ পাশাপাশি বা কোনাকুনি কোনোভাবেই ছুঁয়ে থাকতে পারে না
wrong-fleet-count = { $owner }-এর বহরে { $size } ঘরের { $class } { $found ->
    [0] একটিও নেই
   *[other] আছে { $found }টি
    }, কিন্তু নিয়ম অনুযায়ী থাকার কথা { $wanted }টি
wrong-fleet-size = { $owner }-এর { $name } ({ $cells }) { $length } ঘরের, কিন্তু এই বহরে { $class } হয় { $size } ঘরের
wrong-fleet-name = { $owner }-এর { $cells } ঘরের জাহাজটির নাম লেখা হয়েছে { $name }, কিন্তু এই বহরে এই নামের কোনো জাহাজ নেই (আছে: { $classes })
wrong-fleet-no-size = { $owner }-এর { $cells } ঘরের জাহাজটি { $length } ঘরের, আর এই বহরে এই মাপের কোনো জাহাজ নেই

## Drawn fleets

no-split-cell-count = { $owner } জাহাজের { $drawn }টি ঘর এঁকেছে, কিন্তু বহরের জাহাজগুলো ({ $fleet }) মিলে { $wanted }টি ঘর হয়
no-split-group = { $owner }-এর আঁকা { $size }টি ঘরের গুচ্ছ { $cells } বহরের ({ $fleet }) সোজা জাহাজগুলোতে ভাগ করা যায় না
no-split-short-runs = { $owner }-এর আঁকা ঘরগুলো বহরের ({ $fleet }) সোজা জাহাজগুলোতে ভাগ করা যায় না: { $cells } { $count ->
    [one] ঘরটি
   *[other] ঘরগুলো
    } { $size } বা তার বেশি ঘরের কোনো টানা সোজা রেখায় পড়ে না, কিন্তু বহরে { $size } ঘরের চেয়ে ছোট জাহাজগুলো মিলে মাত্র { $room }টি ঘর পূরণ করতে পারে
no-split-long-ships = { $owner }-এর আঁকা ঘরগুলো বহরের ({ $fleet }) সোজা জাহাজগুলোতে ভাগ করা যায় না: বহরে { $size } বা তার বেশি ঘরের জাহাজ আছে { $ships }টি, কিন্তু আঁকা টানা রেখাগুলোতে একসাথে এমন জাহাজ বড়জোর { $places }টি ধরে
no-split-colours = { $owner }-এর আঁকা ঘরগুলো বহরের ({ $fleet }) সোজা জাহাজগুলোতে ভাগ করা যায় না: দাবার ছকের মতো রং করলে আঁকা ঘরগুলোর মধ্যে এক রঙের ঘর অন্য রঙের চেয়ে { $imbalance }টি বেশি, আর বহরের বিজোড় দৈর্ঘ্যের { $odd }টি জাহাজ এই ফারাক মেটাতে পারে না (প্রতিটি মাত্র একটি করে মেটায়)
no-split-groups = { $owner }-এর আঁকা ঘরগুলো বহরের ({ $fleet }) সোজা জাহাজগুলোতে ভাগ করা যায় না: { $groups }
# One group of drawn cells, in no-split-groups: its size, its first cell, the mixes of ships it can be.
group-can-only-be = { $first } থেকে শুরু হওয়া { $size }টি ঘর কেবল { $mixes } হতে পারে
no-split-furthest = { $owner }-এর আঁকা ঘরগুলো বহরের ({ $fleet }) সোজা জাহাজগুলোতে ভাগ করা যায় না: সবচেয়ে কাছাকাছি যে ভাগ পাওয়া গেছে, তাতে স্থাপন করা যায় কেবল { $laid }; তখনও { $cells } ঘর কোনো জাহাজে পড়ে না, আর { $lacking } স্থাপন করা বাকি থাকে
ambiguous-fleet = { $owner }-এর আঁকা ঘরগুলো বহরের জাহাজগুলোতে একাধিকভাবে ভাগ করা যায়: { $first } অথবা { $second }; প্রথমটিই ধরা হয়েছে
ambiguous-fleet-log = { $owner }-এর আঁকা ঘরগুলো বহরের জাহাজগুলোতে একাধিকভাবে ভাগ করা যায়, আর প্রতিটি ভাগই উত্তরগুলোর সঙ্গে মেলে: { $first } অথবা { $second }; প্রথমটিই ধরা হয়েছে

## The log

after-end = { $numbering ->
    [round] রাউন্ড { $entry }-এ { $player }-এর সালভো এসেছে রাউন্ড { $end }-এ খেলা শেষ হওয়ার পরে; এটি গণ্য করা হয়নি
    [shot] { $player }-এর { $entry } নম্বর শট এসেছে { $end-player }-এর { $end } নম্বর শটে খেলা শেষ হওয়ার পরে; এটি গণ্য করা হয়নি
    [move] { $player } চাল { $entry } দিয়েছে চাল { $end }-এ খেলা শেষ হওয়ার পরে; এটি গণ্য করা হয়নি
   *[entry] এন্ট্রি { $entry }-এ { $player }-এর চাল এসেছে এন্ট্রি { $end }-এ খেলা শেষ হওয়ার পরে; এটি গণ্য করা হয়নি
    }
timeout = { $player } সময়মতো উত্তর দেয়নি ({ $numbering ->
    [round] রাউন্ড { $entry }-এ নিয়মভঙ্গে হার
    [shot] { $player }-এর { $entry } নম্বর শটে নিয়মভঙ্গে হার
    [move] চাল { $entry }-এ নিয়মভঙ্গে হার
   *[entry] নিয়মভঙ্গে হারের এন্ট্রি { $entry }
    }), তাই খেলা এখানেই শেষ হয়েছে
crashed = { $player } খেলা চালিয়ে যেতে পারেনি: প্রোগ্রামটি বন্ধ হয়ে গেছে বা চালানো যায়নি ({ $numbering ->
    [round] রাউন্ড { $entry }-এ নিয়মভঙ্গে হার
    [shot] { $player }-এর { $entry } নম্বর শটে নিয়মভঙ্গে হার
    [move] চাল { $entry }-এ নিয়মভঙ্গে হার
   *[entry] নিয়মভঙ্গে হারের এন্ট্রি { $entry }
    }), তাই খেলা এখানেই শেষ হয়েছে
illegal-message = { $player } এমন কিছু পাঠিয়েছে যা কোনো চাল নয় ({ $numbering ->
    [round] রাউন্ড { $entry }-এ নিয়মভঙ্গে হার
    [shot] { $player }-এর { $entry } নম্বর শটে নিয়মভঙ্গে হার
    [move] চাল { $entry }-এ নিয়মভঙ্গে হার
   *[entry] নিয়মভঙ্গে হারের এন্ট্রি { $entry }
    }), তাই খেলা এখানেই শেষ হয়েছে
off-board-shots = { $player } { $cells } লক্ষ্য করে শট নিয়েছে, যা { $columns }x{ $rows } গ্রিডের বাইরে; { $count ->
    [one] এই শটে
   *[other] এই শটগুলোতে
    } কোনো ক্ষতি হয় না
# Why it was $expected's turn: $opener opened round $round with move $opened.
out-of-turn-round = { $player } { $cells } ঘরে শট নিয়েছে, কিন্তু তখন { $expected }-এর পালা ছিল: { $numbering ->
    [round] { $opener } রাউন্ড { $round } শুরু করেছিল
    [shot] { $opener } নিজের { $opened } নম্বর শটে রাউন্ড { $round } শুরু করেছিল
    [move] চাল { $opened }-এ { $opener } রাউন্ড { $round } শুরু করেছিল
   *[entry] এন্ট্রি { $opened }-এ { $opener } রাউন্ড { $round } শুরু করেছিল
    }, আর এক রাউন্ডে প্রত্যেক খেলোয়াড়ের একটি করে সালভো, তাই রাউন্ডটি শেষ হয় { $other }-এর সালভো দিয়ে
out-of-turn-first = { $player } { $cells } ঘরে শট নিয়েছে, কিন্তু তখন { $expected }-এর পালা ছিল: প্রথমে শট নেয় { $first }
out-of-turn-after-foul = { $player } { $cells } ঘরে শট নিয়েছে, কিন্তু তখন { $expected }-এর পালা ছিল: { $who }-এর { $numbering ->
    [round] রাউন্ড { $previous }-এর সালভো
    [shot] { $previous } নম্বর শট
    [move] চাল { $previous }
   *[entry] এন্ট্রি { $previous }
    } ছিল অন্যের পালায়, আর তাতেও পালা বদলায়
out-of-turn-answered-hit = { $player } { $cells } ঘরে শট নিয়েছে, কিন্তু তখন { $expected }-এর পালা ছিল: { $numbering ->
    [round] রাউন্ড { $previous }-এ { $who }-এর সালভোর
    [shot] { $who }-এর { $previous } নম্বর শটের
    [move] চাল { $previous }-এ { $who }-এর শটের
   *[entry] এন্ট্রি { $previous }-এ { $who }-এর শটের
    } উত্তর ছিল "হিট", তাই { $who } আবার শট নেয়
out-of-turn-answered-miss = { $player } { $cells } ঘরে শট নিয়েছে, কিন্তু তখন { $expected }-এর পালা ছিল: { $numbering ->
    [round] রাউন্ড { $previous }-এ { $who }-এর সালভোর
    [shot] { $who }-এর { $previous } নম্বর শটের
    [move] চাল { $previous }-এ { $who }-এর শটের
   *[entry] এন্ট্রি { $previous }-এ { $who }-এর শটের
    } উত্তর ছিল "মিস", তাতে পালা বদলায়
# $effect: what the previous shot did (off-board, repeated, miss, hit, sinking).
out-of-turn-shoots-again = { $player } { $cells } ঘরে শট নিয়েছে, কিন্তু তখন { $expected }-এর পালা ছিল: { $numbering ->
    [round] রাউন্ড { $previous }-এ { $who }-এর
    [shot] { $who }-এর { $previous } নম্বর
    [move] চাল { $previous }-এ { $who }-এর
   *[entry] এন্ট্রি { $previous }-এ { $who }-এর
    } { $effect ->
    [hit] শট হিট হয়েছে
   *[sinking] শটে জাহাজ ডুবেছে
    }, তাই { $who } আবার শট নেয়
out-of-turn-passes = { $player } { $cells } ঘরে শট নিয়েছে, কিন্তু তখন { $expected }-এর পালা ছিল: { $numbering ->
    [round] রাউন্ড { $previous }-এ { $who }-এর
    [shot] { $who }-এর { $previous } নম্বর
    [move] চাল { $previous }-এ { $who }-এর
   *[entry] এন্ট্রি { $previous }-এ { $who }-এর
    } { $effect ->
    [off-board] শট গ্রিডের বাইরে পড়েছে
    [repeated] শট আগেই শট নেওয়া একটি ঘরে পড়েছে
    [hit] শট হিট হয়েছে
    [sinking] শটে জাহাজ ডুবেছে
   *[miss] শট মিস হয়েছে
    }, তাতে পালা বদলায়
out-of-turn-alternate = { $player } { $cells } ঘরে শট নিয়েছে, কিন্তু তখন { $expected }-এর পালা ছিল: { $who } { $numbering ->
    [round] রাউন্ড { $previous }-এর সালভো ছুড়েছিল
    [shot] নিজের { $previous } নম্বর শট নিয়েছিল
    [move] চাল { $previous } দিয়েছিল
   *[entry] এন্ট্রি { $previous }-এ চাল দিয়েছিল
    }, আর খেলোয়াড়েরা পালাক্রমে শট নেয়
one-shot-a-turn = { $player } এক পালায় একসাথে { $fired }টি শট নিয়েছে, কিন্তু এই নিয়মে প্রতি পালায় একটিই শট নেওয়া যায়
over-round-allowance = { $player } একই রাউন্ডে আরও { $fired }টি শট নিয়েছে, সব মিলিয়ে { $total }টি, কিন্তু { $afloat }টি জাহাজ ভেসে থাকায় ওই রাউন্ডে সালভোর বরাদ্দ ছিল { $allowed }টি শট
allowance = { $player } { $fired }টি শট নিয়েছে, কিন্তু { $afloat }টি জাহাজ ভেসে থাকায় সালভোর বরাদ্দ ছিল { $allowed }টি শট
repeated-shot = { $player } আবার { $cells } ঘরে শট নিয়েছে; একই ঘরে আবার শট নিলে কোনো ক্ষতি হয় না

## False replies

# A one-shot reply as given: the word, and the class it named if any.
reply-said = { $said ->
    [hit] "হিট"
    [miss] "মিস"
   *[sunk] "ডুবেছে"
    }
reply-said-ship = { $said ->
    [hit] "হিট"
    [miss] "মিস"
   *[sunk] "ডুবেছে"
    } ({ $ship })
false-reply-water = { $at } ঘরে { $shooter }-এর শটের উত্তরে { $player } বলেছে { $reply }, কিন্তু সেখানে কোনো জাহাজ নেই
false-reply-hit = { $at } ঘরে { $shooter }-এর শটের উত্তরে { $player } বলেছে { $reply }, কিন্তু শটটি { $ship }-এ লেগেছে, আর জাহাজটি এখনও ভেসে আছে
false-reply-sank = { $at } ঘরে { $shooter }-এর শটের উত্তরে { $player } বলেছে { $reply }, কিন্তু শটটিতে { $ship } ডুবে গেছে
false-reply-struck = { $at } ঘরে { $shooter }-এর শটের উত্তরে { $player } বলেছে { $reply }, কিন্তু শটটি একটি জাহাজে লেগেছে
false-reply-ship-there = { $at } ঘরে { $shooter }-এর শটের উত্তরে { $player } বলেছে { $reply }, কিন্তু ওই ঘরের জাহাজটি { $ship }
# A volley's reply as given: the hits by class, then the ships sunk.
volley-hits-none = কোনো হিট নেই
volley-hits = হিট: { $hits }
volley-hit = { $class } ×{ $n }
volley-sunk-none = কোনো জাহাজ ডোবেনি
volley-sunk = ডুবেছে: { $sunk }
volley-reply = { $hits }; { $sunk }
# One ship a volley struck, and how often.
struck-ship = { $ship }-এ { $n ->
    [1] একবার
   *[other] { $n } বার
    }
false-volley-nothing = { $cells } ঘরে { $shooter }-এর সালভোর উত্তরে { $player } বলেছে "{ $reply }", কিন্তু কোনো শটই কোনো জাহাজে লাগেনি
false-volley-struck = { $cells } ঘরে { $shooter }-এর সালভোর উত্তরে { $player } বলেছে "{ $reply }", কিন্তু আসলে { $struck } শট লেগেছে
false-volley-sank = { $cells } ঘরে { $shooter }-এর সালভোর উত্তরে { $player } বলেছে "{ $reply }", কিন্তু আসলে { $struck } শট লেগেছে, আর { $sunk } ডুবে গেছে

## Violations a verdict does not list

not-listed = { $player }-এর আরও { $left-out }টি অনিয়ম এখানে দেখানো হয়নি, { $left-out ->
    [1] যেটি
   *[other] যার প্রতিটিই
    } { $code }: রায়ে একজন খেলোয়াড়ের একই ধরনের অনিয়ম বড়জোর { $max }টি দেখানো হয়
not-listed-at = { $numbering ->
    [round] রাউন্ড { $first }-এ
    [shot] { $shooter }-এর { $first } নম্বর শটে
    [move] চাল { $first }-এ
   *[entry] এন্ট্রি { $first }-এ
    } { $player }-এর আরও { $left-out }টি অনিয়ম এখানে দেখানো হয়নি, { $left-out ->
    [1] যেটি
   *[other] যার প্রতিটিই
    } { $code }: রায়ে একজন খেলোয়াড়ের একই ধরনের অনিয়ম বড়জোর { $max }টি দেখানো হয়
not-listed-from-to = { $numbering ->
    [round] রাউন্ড { $first } থেকে রাউন্ড { $last } পর্যন্ত
    [shot] { $shooter }-এর { $first } থেকে { $last } নম্বর শট পর্যন্ত
    [move] চাল { $first } থেকে চাল { $last } পর্যন্ত
   *[entry] এন্ট্রি { $first } থেকে এন্ট্রি { $last } পর্যন্ত
    } { $player }-এর আরও { $left-out }টি অনিয়ম এখানে দেখানো হয়নি, { $left-out ->
    [1] যেটি
   *[other] যার প্রতিটিই
    } { $code }: রায়ে একজন খেলোয়াড়ের একই ধরনের অনিয়ম বড়জোর { $max }টি দেখানো হয়

## Paper records

# A violation's sentence, and where it stands on the paper record.
on-paper = { $message } [কাগজে: লাইন { $line }, { $what }]

## The text verdict (broadside check --format text)

heading-rules = নিয়ম
heading-result = ফলাফল
heading-violations = অনিয়ম
heading-shots = শট
heading-final-boards = শেষ অবস্থার গ্রিড
heading-legend = চিহ্নের অর্থ
# After the heading of the final boards.
final-boards-note = প্রত্যেক খেলোয়াড়ের বহর, আর সেই বহরে প্রতিপক্ষের শট
# After a player's name over their board.
board-wins = (জিতেছে)
board-forfeits = (নিয়মভঙ্গে হেরেছে)
# The legend's marks.
legend-ship = জাহাজ
legend-hit = হিট
legend-sunk = ডুবে যাওয়া জাহাজ
legend-miss = মিস
legend-water = সমুদ্র
legend-flag = ঘরের আগে: কোনো অনিয়মে এই ঘরের উল্লেখ আছে
# How many fouls and warnings occurred.
violation-count = { $fouls }টি নিয়মভঙ্গ, { $warnings }টি সতর্কতা
violations-moves-note = (চালের নম্বর খেলোয়াড়দের কাগজে যেমন, তেমনই; JSON রায়ে এন্ট্রি গোনা হয় 0 থেকে)
# A violation's line, and the pages: its move as the sheets number it ($player: its shooter), or
# the placement.
violation-entry = { $numbering ->
    [round] রাউন্ড { $entry }
    [shot] { $player }-এর { $entry } নম্বর শট
    [move] চাল { $entry }
   *[entry] এন্ট্রি { $entry }
    }
violation-placement = জাহাজ স্থাপন
violation-foul = নিয়মভঙ্গ
violation-warning = সতর্কতা
# One player's shots.
player-shots = { $player } { $shots }টি শট নিয়েছে, { $hits }টি হিট হয়েছে, { $sunk }টি জাহাজ ডুবিয়েছে
# Between the two players' shots, and after them.
player-shots-sep = {"; "}
player-shots-end = ।

## Codes

# A violation's code as a sentence names it (in the result, and in a count of violations not
# listed): a short noun phrase, used as it is after a genitive or as a predicate, never with a
# case ending of its own.
code-off-board = গ্রিডের বাইরে পড়া
code-bad-shape = বাঁকা জাহাজ
code-overlap = একই ঘরে দুটি জাহাজ
code-touching = পরস্পরকে ছুঁয়ে থাকা জাহাজ
code-wrong-fleet = ভুল বহর
code-out-of-turn = অন্যের পালায় শট
code-too-many-shots = অতিরিক্ত শট
code-false-report = ভুল উত্তর
code-timeout = সময়মতো উত্তর না দেওয়া
code-crashed = প্রোগ্রাম বন্ধ হয়ে যাওয়া
code-illegal-message = চাল নয় এমন বার্তা
code-too-few-shots = বরাদ্দের চেয়ে কম শট
code-repeated-shot = একই ঘরে আবার শট
code-after-end = খেলা শেষ হওয়ার পরে চাল
code-ambiguous-fleet = একাধিকভাবে ভাগ করা যায় এমন আঁকা বহর

## The result of a game, in one sentence

result-destroyed = { $winner } জিতেছে: { $loser }-এর পুরো বহর ধ্বংস করেছে।
result-destroyed-at = { $winner } জিতেছে: { $numbering ->
    [round] রাউন্ড { $entry }-এ
    [shot] নিজের { $entry } নম্বর শটে
    [move] চাল { $entry }-এ
   *[entry] এন্ট্রি { $entry }-এ
    } { $loser }-এর পুরো বহর ধ্বংস করেছে।
result-resigned = { $winner } জিতেছে: { $loser } হার মেনেছে।
result-resigned-at = { $winner } জিতেছে: { $loser } { $numbering ->
    [round] রাউন্ড { $entry }-এ
    [shot] নিজের { $entry } নম্বর শটে
    [move] চাল { $entry }-এ
   *[entry] এন্ট্রি { $entry }-এ
    } হার মেনেছে।
result-forfeit = { $winner } জিতেছে: { $loser } নিয়মভঙ্গের কারণে হেরেছে।
result-forfeit-at = { $winner } জিতেছে: { $loser } নিয়মভঙ্গে হেরেছে, কারণ খেলার প্রথম নিয়মভঙ্গটি { $loser }-এর — { $numbering ->
    [round] রাউন্ড { $entry }-এ
    [shot] { $shooter }-এর { $entry } নম্বর শটে
    [move] চাল { $entry }-এ
   *[entry] এন্ট্রি { $entry }-এ
    } { $code }।
result-forfeit-placement = { $winner } জিতেছে: { $loser } নিয়মভঙ্গে হেরেছে, কারণ { $loser }-এর বহর স্থাপনে নিয়মভঙ্গ হয়েছে — { $code }।
# Both players forfeit; $fouls: each player and the code of their first foul.
result-double-forfeit-entries = কেউ জেতেনি: প্রথম শটের আগেই দুই খেলোয়াড়েরই হারের এন্ট্রি আছে, তাই দুজনেই নিয়মভঙ্গে হেরেছে ({ $fouls })।
result-double-forfeit-placement = কেউ জেতেনি: বহর স্থাপনে নিয়মভঙ্গের কারণে দুই খেলোয়াড়ই হেরেছে ({ $fouls })।
# One player's first foul in a double forfeit.
double-forfeit-player = { $player }-এর { $code }
double-forfeit-player-unknown = { $player }-এর একটি নিয়মভঙ্গ
result-draw = ড্র: একই সালভো রাউন্ডে দুই বহরই ধ্বংস হয়েছে।
result-draw-at = ড্র: একই সালভো রাউন্ডে দুই বহরই ধ্বংস হয়েছে; { $numbering ->
    [round] সেটি ছিল রাউন্ড { $entry }
    [shot] রাউন্ডটি শেষ হয়েছে { $entry } নম্বর শটে
    [move] রাউন্ডটি শেষ হয়েছে চাল { $entry }-এ
   *[entry] রাউন্ডটি শেষ হয়েছে এন্ট্রি { $entry }-এ
    }।
result-unfinished = অসমাপ্ত: কোনো নিয়মভঙ্গ নেই, আর শটের তালিকা শেষ হয়েছে দুই বহরই ভেসে থাকা অবস্থায়।

## The rules in words (the text verdict, broadside rules NAME --format text, broadside fleet)

# Where the rules come from: a preset's name, or custom rules (their base preset, and as JSON).
rules-custom = { $base }-ভিত্তিক নিজস্ব নিয়ম ({ $json })
# The labels of the lines that follow.
rules-label-board = গ্রিড
rules-label-fleet = বহর
rules-label-touching = ছোঁয়া
rules-label-turns = পালা
# $letters: the columns' letters (A-J); $numbers: the rows' numbers (1-10).
rules-board = { $columns } x { $rows }: কলাম { $letters }, সারি { $numbers }
# $classes: each class of the fleet (rules-fleet-class), joined by list-comma.
rules-fleet = { $classes } ({ $ships }টি জাহাজ, মাপ ঘরের হিসেবে)
rules-fleet-class = { $count ->
    [1] { $name } { $size }
   *[other] { $name } { $size } x{ $count }
    }
rules-touching-allowed = জাহাজ পরস্পরকে ছুঁয়ে থাকতে পারে
rules-touching-forbidden = জাহাজ পরস্পরকে ছুঁয়ে থাকতে পারে না, পাশাপাশিও নয়, কোনাকুনিও নয়
rules-turns-alternate = প্রতি পালায় একটি শট, খেলোয়াড়েরা সবসময় পালাক্রমে শট নেয়
rules-turns-again-on-hit = প্রতি পালায় একটি শট; হিট হলে বা জাহাজ ডুবলে একই খেলোয়াড় আবার শট নেয়, মিস হলে পালা বদলায়
# $values: each class's salvo value (rules-salvo-value), joined by list-comma.
rules-turns-values-simultaneous = সালভোর রাউন্ড: প্রতিটি সালভোতে শটের সংখ্যা খেলোয়াড়ের ভেসে থাকা জাহাজগুলোর শট-মূল্যের যোগফল ({ $values }); এক রাউন্ডের দুটি সালভোর ফল একসাথে ধরা হয়, তাই এক রাউন্ডেই দুই বহরই ধ্বংস হতে পারে
rules-turns-values-sequential = সালভোর রাউন্ড: প্রতিটি সালভোতে শটের সংখ্যা খেলোয়াড়ের ভেসে থাকা জাহাজগুলোর শট-মূল্যের যোগফল ({ $values }); সালভো হয় পালাক্রমে, আর প্রতিটির ফল সঙ্গে সঙ্গে ধরা হয়; যে আগে প্রতিপক্ষের বহর ধ্বংস করে, সে জেতে
rules-turns-afloat-simultaneous = সালভোর রাউন্ড: প্রতিটি সালভোতে খেলোয়াড় নিজের প্রতিটি ভেসে থাকা জাহাজের জন্য একটি করে শট পায়; এক রাউন্ডের দুটি সালভোর ফল একসাথে ধরা হয়, তাই এক রাউন্ডেই দুই বহরই ধ্বংস হতে পারে
rules-turns-afloat-sequential = সালভোর রাউন্ড: প্রতিটি সালভোতে খেলোয়াড় নিজের প্রতিটি ভেসে থাকা জাহাজের জন্য একটি করে শট পায়; সালভো হয় পালাক্রমে, আর প্রতিটির ফল সঙ্গে সঙ্গে ধরা হয়; যে আগে প্রতিপক্ষের বহর ধ্বংস করে, সে জেতে
rules-salvo-value = { $name } { $value }

## A fleet alone (broadside fleet --format text)

heading-placement = জাহাজ স্থাপন
placement-legal = বৈধ
placement-illegal = অবৈধ
heading-ships = জাহাজ
ship-count = { $ships }টি জাহাজ
heading-board = গ্রিড

## Sheet words (see en.ftl)
sheet-header-rules = নিয়ম
sheet-header-players = খেলোয়াড়
sheet-header-first = প্রথম
sheet-header-numbering = ক্রমাঙ্কন
sheet-header-meta = মেটা
sheet-header-language = ভাষা
sheet-section-fleet = বহর, স্ব
sheet-section-shots = প্রতিপক্ষ, শট
sheet-section-log = লগ
sheet-reply-hit = হিট, আঘাত
sheet-reply-miss = মিস
sheet-reply-sunk = ডুবেছে, ডুবে গেছে, ডুবে যায়
sheet-reply-none = কিছু না
sheet-resigns = হার মেনেছে
sheet-forfeits = নিয়মভঙ্গে হার
sheet-numbering-round = রাউন্ড
sheet-numbering-player = খেলোয়াড়
sheet-numbering-game = খেলা
sheet-class-carrier = বিমানবাহী রণতরী
sheet-class-battleship = যুদ্ধজাহাজ
sheet-class-cruiser = ক্রুজার
sheet-class-submarine = সাবমেরিন, ডুবোজাহাজ
sheet-class-destroyer = ধ্বংসকারী, ডেস্ট্রয়ার
sheet-class-torpedo-boat = টর্পেডো নৌকা

## Parts of a paper record, after a violation's sentence (on-paper)

paper-rules-line = "নিয়ম" লাইন
paper-players-line = "খেলোয়াড়" লাইন
paper-first-line = "প্রথম" লাইন
paper-meta-line = "মেটা" লাইন
paper-fleet = { $player }-এর বহর
paper-move = লগে { $player }-এর চাল
# A turn's shots on a shot grid numbered by round, by the player's own shot, or by the game's
# move: the number written in them, and the cells ($count of them) as the sheet names them.
paper-shots-of-round = { $player }-এর রাউন্ড { $number }-এর শট ({ $cells })
paper-shots-numbered = { $player }-এর { $number } নম্বর দেওয়া { $count ->
    [one] শটটি
   *[other] শটগুলো
    } ({ $cells })
paper-moves-numbered = { $player }-এর পাতায় { $number } নম্বর দেওয়া { $count ->
    [one] শটটি
   *[other] শটগুলো
    } ({ $cells })

## The verdict page (broadside check --format html)

# পাতায় প্রতিটি নাম ($first, $second, $player, $other, $winner) নিজের আলাদা আইসোলেটে থাকে। পাতার
# স্ক্রিপ্ট যে বার্তাগুলো পূরণ করে, সেগুলো রূপ বাছে শ্রেণি ([one], [other]) দিয়ে, সংখ্যা ([1]) দিয়ে নয়।
page-title = { $first } বনাম { $second }: broadside-এর রায়
page-players = { $first } বনাম { $second }
page-verdict-of = broadside { $version }-এর রায়
page-footer = রায় দিয়েছে broadside { $version }।
page-heading-players = খেলোয়াড়
page-heading-rules = নিয়ম
page-heading-boards = গ্রিড আর চাল
page-heading-violations = অনিয়ম
page-col-player = খেলোয়াড়
page-col-result = ফলাফল
page-col-shots = শট
page-col-hits = হিট
page-col-sunk = ডোবানো জাহাজ
page-player-wins = জিতেছে
page-player-forfeits = নিয়মভঙ্গে হেরেছে
page-player-draw = ড্র
page-rules-source = নিয়ম
page-board-note = { $player }-এর বহর, আর সেই বহরে { $other }-এর শট
page-cell = { $cell }: { $mark }
page-cell-named = { $cell }: { $mark }; { $named }
page-named-by = অনিয়মে উল্লেখ আছে: { $what }
page-named-what = { $code } ({ $at })
page-code-off-board = জাহাজের কোনো ঘর বা কোনো শট গ্রিডের বাইরে
page-code-bad-shape = কোনো জাহাজ আড়াআড়ি বা খাড়া ফাঁকহীন সোজা রেখায় নেই
page-code-overlap = দুটি জাহাজ একই ঘরে আছে
page-code-touching = নিয়মে নিষেধ থাকা সত্ত্বেও দুটি জাহাজ পাশাপাশি বা কোনাকুনি ছুঁয়ে আছে
page-code-wrong-fleet = বহরের জাহাজের ধরন, মাপ বা সংখ্যা নিয়মের সঙ্গে মেলে না
page-code-out-of-turn = কোনো খেলোয়াড় প্রতিপক্ষের পালায় শট নিয়েছে
page-code-too-many-shots = এক পালায় অনুমতির চেয়ে বেশি শট নেওয়া হয়েছে
page-code-false-report = কোনো উত্তর পুরোপুরি সত্য ছিল না
page-code-timeout = কোনো খেলোয়াড় সময়মতো উত্তর দেয়নি (নিয়মভঙ্গে হারের এন্ট্রি)
page-code-crashed = কোনো খেলোয়াড়ের প্রোগ্রাম বন্ধ হয়ে গেছে বা চালানো যায়নি (নিয়মভঙ্গে হারের এন্ট্রি)
page-code-illegal-message = কোনো খেলোয়াড় এমন কিছু পাঠিয়েছে যা চাল নয় (নিয়মভঙ্গে হারের এন্ট্রি)
page-code-too-few-shots = কোনো সালভোতে সালভোর বরাদ্দের চেয়ে কম শট ছিল
page-code-repeated-shot = কোনো খেলোয়াড় এমন ঘরে শট নিয়েছে যেখানে সে আগেই শট নিয়েছিল
page-code-after-end = খেলা শেষ হওয়ার পরের এন্ট্রি (উপেক্ষিত)
page-code-ambiguous-fleet = আঁকা বহরটি একাধিক মানানসই উপায়ে জাহাজগুলোতে ভাগ করা যায়
page-legend = চিহ্নের অর্থ
page-legend-flag = কোনো অনিয়মে এই ঘরের উল্লেখ আছে (সেটির লিংক)
page-legend-last = দেখানো চালের শট
page-step-first = প্রথম চালের আগে
page-step-prev = এক চাল পিছনে
page-step-next = এক চাল সামনে
page-step-last = শেষ চালের পরে
page-unstepped = লগে { $max }টির বেশি এন্ট্রি আছে: পাতাটি শুধু শেষ অবস্থার গ্রিড দেখায়।
page-no-moves = কোনো চাল নেই।
page-count-note = চালের নম্বর খেলোয়াড়দের কাগজে যেমন, তেমনই দেওয়া হয়েছে: { $numbering ->
    [round] রাউন্ড অনুযায়ী
    [shot] প্রত্যেক খেলোয়াড়ের নিজের শট অনুযায়ী
   *[move] খেলার চাল অনুযায়ী
    }। এন্ট্রি গোনা হয় 0 থেকে, যেমন JSON রায়ে আর কোনো চালের লিংকে (#entry=N)।
page-col-move = { $numbering ->
    [round] রাউন্ড
    [shot] শট
   *[move] চাল
    }
page-col-entry = এন্ট্রি
page-col-reply = উত্তর
page-col-judgement = ফল
page-col-violations = অনিয়ম
page-forfeit-entry = নিয়মভঙ্গে হার: { $reason }
page-decides = এই চালেই খেলার নিষ্পত্তি
page-col-severity = গুরুত্ব
page-col-code = কোড
page-col-cells = ঘর
page-col-message = বিবরণ
page-violation-count = { $fouls }টি নিয়মভঙ্গ, { $warnings }টি সতর্কতা
page-shot = { $cell } { $effect }
page-effect-off-board = গ্রিডের বাইরে
page-effect-none = কোনো প্রভাব নেই
page-effect-miss = মিস
page-effect-hit = হিট
page-effect-sunk = ডুবেছে
page-reply-miss = মিস
page-reply-hit = হিট
page-reply-sunk = ডুবেছে
page-reply-ship = { $reply } ({ $ship })
page-reply-no-hits = কোনো হিট নেই
page-reply-hits = হিট: { $hits }
page-reply-class = { $class } ×{ $n }
page-reply-sunk-ships = { $hits }; ডুবেছে: { $sunk }
page-step = { $numbering ->
    [round] রাউন্ড { $n }: { $player } — { $shots }
    [shot] { $player }-এর { $n } নম্বর শট: { $shots }
   *[move] চাল { $n }: { $player } — { $shots }
    }
page-step-forfeit = { $numbering ->
    [round] রাউন্ড { $n }: { $player } — নিয়মভঙ্গে হার: { $reason }
    [shot] { $player }-এর { $n } নম্বর শট: নিয়মভঙ্গে হার: { $reason }
   *[move] চাল { $n }: { $player } — নিয়মভঙ্গে হার: { $reason }
    }
page-no-shot = কোনো শট নেই
page-shots-more = { $shots } ও আরও { $more }টি শট
page-step-note = ({ $note })
page-entries-named = লিংকে { $count }টি এন্ট্রির উল্লেখ আছে
page-entry-unnamed = { $entry } কোনো এন্ট্রির উল্লেখ করে না
page-entry-wrong = entry={ $value } এই খেলার কোনো এন্ট্রি নয়
page-entry-last = { $what } (-1 থেকে { $last }): শেষটি দেখানো হচ্ছে
page-unread-more = { $parts } ও আরও { $more }টি
# বাংলায় সংখ্যা ($count) অনুযায়ী রূপ বদলায় না।
page-unread = { $parts } { $count ->
   *[other] পড়া হয়নি
    }: { $reads }
page-reads-entry = পাতাটি #entry=N পড়ে, N হলো -1 থেকে { $last } পর্যন্ত একটি সংখ্যা

## The batch page (broadside check --jsonl --format html)

batch-title = { $games }টি খেলা: broadside-এর প্রতিবেদন
batch-heading = একসাথে যাচাইয়ের প্রতিবেদন: { $games }টি খেলা
batch-verdicts-of = broadside { $version }-এর রায়
batch-heading-outcomes = ফলাফল
batch-games-adjudicated = রায় হওয়া খেলা
batch-won = জেতা
batch-drawn = ড্র
batch-unfinished = অসমাপ্ত
batch-double-forfeit = দুজনেরই নিয়মভঙ্গে হার
batch-fouled = নিয়মভঙ্গসহ খেলা
batch-errors = রায় দেওয়া যায়নি এমন লাইন
batch-heading-fouls = কোড অনুযায়ী নিয়মভঙ্গ
batch-warnings = সতর্কতা:
batch-heading-games = খেলা
batch-noscript = খেলার তালিকা, তার ফিল্টার আর প্রতিটি খেলা ধাপে ধাপে দেখা — এগুলোর জন্য পাতার স্ক্রিপ্ট চালু থাকা দরকার।
batch-filter-player = খেলোয়াড়
batch-filter-outcome = ফলাফল
batch-filter-foul = নিয়মভঙ্গ
batch-any = যেকোনো
batch-won-by-forfeit = প্রতিপক্ষের নিয়মভঙ্গে জেতা
batch-not-adjudicated = রায় হয়নি
batch-with-foul = নিয়মভঙ্গসহ
batch-without-foul = নিয়মভঙ্গ ছাড়া
batch-col-line = লাইন
batch-col-players = খেলোয়াড়
batch-col-outcome = ফলাফল
batch-col-fouls = নিয়মভঙ্গ
batch-col-warnings = সতর্কতা
batch-col-moves = চাল
batch-col-game = খেলা
batch-pages = খেলার তালিকার পাতা
batch-back = আগের পাতা
batch-on = পরের পাতা
batch-unstepped = { $count }টি খেলা ধাপ ছাড়াই তালিকায় আছে (পাতায় খেলার ধাপ রাখা হয় { $mb } MB পর্যন্ত, আগে নিয়মভঙ্গসহ খেলাগুলোর); প্রতিটি খেলার নিজের পাতা আছে: তার লাইনের { $command }।
batch-footer = লাইন গোনা হয় 1 থেকে; চালের নম্বর খেলোয়াড়দের কাগজে যেমন, তেমনই দেওয়া হয়েছে (সালভো খেলায় রাউন্ড অনুযায়ী, নইলে প্রত্যেক খেলোয়াড়ের নিজের শট অনুযায়ী); আর এন্ট্রি গোনা হয় 0 থেকে, যেমন JSON রায়ে।
batch-col-games = খেলা
batch-col-wins = জয়
batch-col-losses = হার
batch-col-draws = ড্র
batch-col-unfinished = অসমাপ্ত
batch-col-double-forfeits = দুজনেরই হার
batch-col-score = স্কোর
batch-col-elo = Elo
batch-elo-note = Elo-র পার্থক্য, 95% ত্রুটিসীমাসহ; খেলাগুলো থেকে যেখানে এর সীমা টানা যায় না, সেখানে -
batch-col-forfeits = নিয়মভঙ্গে হার
batch-no-games = কোনো খেলার রায় হয়নি।
batch-no-fouls = কোনো নিয়মভঙ্গ নেই।
batch-chart = কোড অনুযায়ী নিয়মভঙ্গ: { $fouls }
batch-outcome-win = { $winner } জিতেছে
batch-outcome-forfeit = প্রতিপক্ষের নিয়মভঙ্গে { $winner } জিতেছে
batch-outcome-draw = ড্র
batch-outcome-unfinished = অসমাপ্ত
batch-outcome-double-forfeit = দুজনেরই নিয়মভঙ্গে হার
batch-row-fouls = { $codes } ({ $fouls }টি নিয়মভঙ্গ)
batch-step-through = ধাপে ধাপে দেখুন
batch-step-through-label = লাইন { $line }-এর খেলা ধাপে ধাপে দেখুন
batch-final-only = শুধু শেষ অবস্থার গ্রিড
batch-own-page-only = শুধু নিজের পাতায়
batch-lines = { $count }টি লাইন
batch-lines-of = { $count }টির মধ্যে { $shown }টি লাইন
batch-lines-skipped = { $lines } ({ $blank }টি ফাঁকা লাইন বাদ গেছে)
batch-page-of = পাতা { $page }/{ $pages }
batch-game-heading = লাইন { $line }: { $first } বনাম { $second }
batch-replies-note = উত্তর: এই পাতায় শুধু সেই চালগুলোর উত্তর আছে যেগুলোর উল্লেখ কোনো অনিয়মে আছে; খেলার নিজের পাতা (লাইন { $line }-এর broadside check --format html) প্রতিটি উত্তর দেখায়।
batch-reads = পাতাটি #game=L&entry=N পড়ে, L হলো 1 থেকে { $lines } পর্যন্ত একটি লাইন
batch-reads-open = { $reads }, অথবা খোলা খেলার জন্য #entry=N
batch-games-named = লিংকে { $count }টি খেলার উল্লেখ আছে: পাতাটি একবারে একটিই খুলতে পারে।
batch-no-line = { $value } কোনো লাইনের উল্লেখ করে না: লাইন হলো 1 থেকে { $lines } পর্যন্ত একটি সংখ্যা।
batch-line-blank = লাইন { $line } ফাঁকা: ফাঁকা লাইন বাদ দেওয়া হয়।
batch-no-game = লাইন { $line }-এ কোনো খেলা নেই: ফাঁকা নয় এমন শেষ লাইন হলো { $lines }।
batch-line-error = লাইন { $line }-এর রায় দেওয়া যায়নি: { $error }
batch-too-long = লাইন { $line }-এর খেলায় { $entries }টি এন্ট্রি আছে, পাতাটি ধাপে ধাপে দেখাতে পারে বড়জোর { $max }টি: খেলাটির নিজের পাতা (সেই লাইনের broadside check --format html) শেষ অবস্থার গ্রিড আর চাল দেখায়।
batch-unstepped-game = লাইন { $line }-এর খেলাটি ধাপ ছাড়াই তালিকায় আছে (পাতায় সীমিত সংখ্যক খেলার ধাপ রাখা হয়, আগে নিয়মভঙ্গসহ খেলাগুলোর); খেলাটির নিজের পাতা (সেই লাইনের broadside check --format html) সেটি ধাপে ধাপে দেখায়।

## The web page

# (see en.ftl)

web-language-name = বাংলা
web-title = কাগজে লেখা খেলা যাচাই করুন
web-intro = দুই বহর আঁকুন, শটগুলো আপনাদের কাগজে যেমন আছে তেমন চিহ্নিত করুন, বা একটি রেকর্ড পেস্ট করুন: রেফারি এই পাতাতেই চলে, কিছুই বাইরে যায় না।
web-language = ভাষা
web-letters = কলামের অক্ষর
web-latin = লাতিন (A B C)
web-cyrillic = সিরিলিক (А Б В)
web-game = খেলা
web-rules = নিয়ম
web-preset-classic = ক্লাসিক: প্রতি পালায় একটি শট
web-preset-salvo = সালভো: একসাথে কয়েকটি শটের রাউন্ড
web-preset-russian = রুশ সমুদ্রযুদ্ধ: হিট হলে আবার শট
web-fleet = বহর
web-fleet-default = নিয়মের নিজস্ব বহর
web-fleet-standard = standard: 5, 4, 3, 2
web-fleet-two-destroyers = two-destroyers: 5, 3, 2, 2
web-fleet-russian = russian: 4, 3×2, 2×3, 1×4
web-fleet-hasbro = hasbro: 5, 4, 3, 3, 2
web-rules-json = অথবা অন্য নিয়ম (JSON)
web-player-1 = প্রথম খেলোয়াড়
web-player-2 = দ্বিতীয় খেলোয়াড়
web-first = প্রথমে কে শট নেবে
web-first-default = নিয়ম যেমন বলে
web-numbering = শটের নম্বর
web-numbering-default = নিয়ম যেমন বলে
web-numbering-round = রাউন্ড অনুযায়ী (সালভো)
web-numbering-player = প্রত্যেক খেলোয়াড়ের নিজের গণনা
web-numbering-game = পুরো খেলার গণনা
web-help = শট: কোনো ঘরে ক্লিক করলে তাতে গ্রিডের উপরের বাক্সের নম্বরটি বসে; আবার ক্লিক করলে হিট (x), আরেকবার মিস (o), আরেকবার ঘরটি মুছে যায়; অথবা তীর কী দিয়ে সরুন, অঙ্ক টিপে নম্বর দিন, চিহ্নের জন্য x বা o, মুছতে Delete।
web-help-salvo = শট (সালভো): কোনো ঘরে ক্লিক করলে তাতে গ্রিডের উপরের বাক্সের রাউন্ডটি বসে, আবার ক্লিক করলে মুছে যায়; অথবা তীর কী দিয়ে সরুন, অঙ্ক টিপে রাউন্ড দিন, মুছতে Delete। সালভো খেলার কাগজে হিট বা মিস লেখা হয় না: প্রতিপক্ষ বলে দেয় কোন জাহাজে কতগুলো হিট হয়েছে।
web-help-fleet = বহর: জাহাজ আঁকতে ক্লিক বা ড্র্যাগ করুন; টাচ স্ক্রিনে প্রতিটি ঘরে ট্যাপ করুন, অথবা একটি ঘর আঁকা না হওয়া পর্যন্ত চেপে ধরে জাহাজ বরাবর আঙুল টানুন; তীর কী দিয়ে সরুন, Space আঁকে বা মোছে।
web-help-keep = খেলাটি এই ব্রাউজারে রাখা থাকে: রিলোডের পরেও তা ফিরে আসে। আনডু (Ctrl+Z) আর রিডু (Ctrl+Shift+Z) দিয়ে প্রতিটি বদল ধরে পিছনে ও সামনে যাওয়া যায়।
web-how = খেলা কীভাবে লিখবেন
web-start = এখনও কোনো খেলা নেই: নিচে প্রত্যেক খেলোয়াড়ের কাগজে তার বহর আঁকুন, তারপর খেলোয়াড়দের কাগজে যেমন আছে তেমন শটগুলো চিহ্নিত করুন। অথবা কাগজগুলোর নিচের বাক্সে একটি রেকর্ড পেস্ট করুন, ফাইল খুলুন, বা একটি উদাহরণ লোড করুন।
web-start-summary = এখনও কোনো খেলা নেই: বহর আঁকা হলেই রায় আসবে।
web-example = একটি উদাহরণ খেলা লোড করুন
web-undo = আনডু
web-redo = রিডু
web-copy-link = লিংক কপি করুন
web-link-label = এই খেলার লিংক
web-link-copied = লিংক কপি হয়েছে ({ $n } অক্ষর): যে এটি খুলবে সে এই কাগজ আর এই রায়ই দেখবে; খেলাটি লিংকের ভেতরেই আছে, কোনো সার্ভারে যায় না।
web-link-select = লিংক তৈরি হয়েছে ({ $n } অক্ষর): লিংকটি সিলেক্ট করে কপি করুন। খেলাটি লিংকের ভেতরেই আছে, কোনো সার্ভারে যায় না।
web-link-too-long = এই খেলাটি লিংকের জন্য খুব লম্বা ({ $n } অক্ষর, { $limit }-এর বেশি): এটি ফাইল হিসেবে সংরক্ষণ করে ফাইলটি পাঠান।
web-link-broken = এই লিংকে পড়ার মতো কোনো খেলা নেই: হয়তো লিংকটির শেষের অংশ কাটা পড়েছে।
web-not-kept = এই খেলাটি এই ব্রাউজারে রাখার পক্ষে খুব বড়: এটি ফাইল হিসেবে সংরক্ষণ করুন।
web-sheets-stale = এই কাগজগুলো নিচের রেকর্ডটি দেখায় না: রেকর্ডে এমন কিছু আছে যা কাগজে ধরা যায় না (হার মানা, জাহাজের নাম বলা উত্তর, সালভোর উত্তর, বা কোনো ত্রুটি)। কাগজগুলোতে কিছু বদলালে রেকর্ডটির জায়গায় কাগজগুলোর খেলা বসবে; আনডু করলে রেকর্ডটি ফিরে আসে।
web-confirm-replace = কাগজগুলো নিচের রেকর্ডটি দেখায় না। রেকর্ডটির জায়গায় কাগজগুলোর খেলা বসাবেন? (আনডু করলে রেকর্ডটি ফিরে আসে।)
web-round-of = { $name }-এর রাউন্ড
web-shot-number-of = { $name }-এর শট নম্বর
web-name-empty = একটি নাম লিখুন।
web-name-comma = নামে কমা থাকতে পারে না: রেকর্ড দুটি নামকে কমা দিয়ে আলাদা করে।
web-name-comment = নামে // থাকতে পারে না: রেকর্ড লাইনের বাকি অংশকে মন্তব্য হিসেবে পড়ে।
web-name-case = এটি { $other }-ই, শুধু বড়-ছোট হাতের অক্ষর আলাদা: রেকর্ড নামের বড়-ছোট অক্ষর আলাদা করে না, তাই দুই খেলোয়াড়ের আলাদা নাম দরকার।
web-name-same = দুই খেলোয়াড়ের আলাদা নাম দরকার।
web-fix-names = রায় দেখতে উপরের নামগুলো ঠিক করুন।
web-sheets-unreadable = কাগজগুলো এখন যেমন আছে তেমন পড়া যায় না; কোথায় সমস্যা, তা কাগজের উপরের চিহ্ন দেখাচ্ছে: { $message }
web-checking = যাচাই চলছে…
web-open-page = রায়ের পাতা খুলুন
web-page-too-long = রায়ের পাতাটি { $mb } MB, এখানে একবারে দেখানোর পক্ষে খুব লম্বা।
web-verdict-page = রায়ের পাতা
web-record = রেকর্ড
web-open = ফাইল খুলুন
web-save-paper = কাগজের রেকর্ড হিসেবে সংরক্ষণ
web-save-json = JSON রূপে সংরক্ষণ
web-clear = নতুন খেলা
web-verdict = রায়
web-verdict-json = রায় JSON রূপে (broadside check যেমন দেয়)
web-footer = broadside: কমান্ড লাইনের সেই একই রেফারি, WebAssembly-তে কম্পাইল করা। কিছুই কোথাও পাঠানো হয় না।
web-fleet-of = { $name }-এর বহর
web-shots-of = { $other }-এর দিকে { $name }-এর শট
web-fleet-heading = বহর
web-shots-heading = { $other }-এর দিকে শট
web-ship = জাহাজ
web-water = সমুদ্র
web-shot-n = শট { $n }
web-no-shot = শট নেই
web-hit = হিট
web-miss = মিস
web-round-number = রাউন্ড
web-move-number = শট নম্বর
web-to-place = স্থাপন করা বাকি:
web-ship-left = { $ship } ({ $size }) ×{ $count }
web-all-placed = সব জাহাজ স্থাপন করা হয়েছে।
web-too-many-ships = নিয়মে { $count }টি { $ship }, কিন্তু আঁকা হয়েছে তার চেয়ে বেশি
web-no-such-ship = বহরের কোনো জাহাজ { $label }-এর মাপের নয়
web-note-grids = উপরের কাগজগুলো থেকে কাগজের রেকর্ড হিসেবে তৈরি; এখানে বদলান, অন্য একটি রেকর্ড পেস্ট করুন, বা ফাইল খুলুন।
web-note-text = যেমন লেখা তেমন যাচাই করা হয়েছে। উপরের কাগজগুলো এর সবটা ধরতে পারে না (হার মানা, জাহাজের নাম বলা উত্তর, সালভোর উত্তর): এখানে বদলান।
web-note-text-held = যেমন লেখা তেমন যাচাই করা হয়েছে; উপরের কাগজগুলো তা দেখায়।
web-note-long = এই রেকর্ডটি { $mb } MB: বাক্সে কেবল এর শুরুটুকু দেখা যায় এবং এখানে বদলানো যায় না; ফাইলটি কোনো টেক্সট এডিটরে বদলান, অথবা সংরক্ষণ করুন।
web-input-error = রেকর্ডটি পড়া যায় না:
web-placement = জাহাজ স্থাপন
web-foul = নিয়মভঙ্গ
web-warning = সতর্কতা
web-code-off_board = গ্রিডের বাইরে
web-code-bad_shape = জাহাজ সোজা নয়
web-code-overlap = একই ঘরে দুটি জাহাজ
web-code-touching = জাহাজ পরস্পরকে ছুঁয়ে আছে
web-code-wrong_fleet = ভুল বহর
web-code-out_of_turn = অন্যের পালায় শট
web-code-too_many_shots = অতিরিক্ত শট
web-code-false_report = ভুল উত্তর
web-code-timeout = সময় শেষ
web-code-crashed = প্রোগ্রাম বন্ধ হয়ে গেছে
web-code-illegal_message = অবৈধ বার্তা
web-code-too_few_shots = বরাদ্দের চেয়ে কম শট
web-code-repeated_shot = একই ঘরে আবার শট
web-code-after_end = খেলা শেষের পরে
web-code-ambiguous_fleet = বহর একাধিকভাবে ভাগ হয়

## Input errors (a record that cannot be adjudicated; exit status 2)
input-at = { $line }:{ $column }: { $what }
input-at-path = { $line }:{ $column }: { $path }-এ: { $what }
input-at-column = কলাম { $column }: { $what }
input-at-column-path = কলাম { $column }: { $path }-এ: { $what }
input-on-paper = { $line }:{ $column }: { $what } (JSON রেকর্ডে, { $path }-এ)
input-on-paper-part = { $line }:{ $column }: { $part }: { $what } (JSON রেকর্ডে, { $path }-এ)
input-at-line = লাইন { $line }-এ: { $what }
input-at-value = { $path }-এ: { $what }
input-at-flag = { $flag }: { $what }
input-too-large = রেকর্ডটি ({ $bytes } বাইট) { $limit } বাইটের সীমা ছাড়িয়ে গেছে
input-too-large-unread = রেকর্ডটি (16 MiB-এর বেশি) { $limit } বাইটের সীমা ছাড়িয়ে গেছে
input-json-eof = { $detail } (JSON শেষ হওয়ার আগেই লেখা শেষ হয়ে গেছে)
input-json-trailing = রেকর্ডের পরেও লেখা আছে: রেকর্ড শেষ হলে লেখাও শেষ হওয়ার কথা (প্রতি লাইনে একটি করে রেকর্ড থাকলে --jsonl দিন)
input-json-trailing-one-a-line = রেকর্ডের পরেও লেখা আছে: রেকর্ড শেষ হলে লেখাও শেষ হওয়ার কথা
input-json = JSON পড়া যায়নি: { $detail }
input-json-unknown-field = অজানা ফিল্ড `{ $found }`; { $count ->
        [0] এখানে কোনো ফিল্ডই থাকার কথা নয়
       *[other] ফিল্ড হতে পারে { $expected }
    }
input-json-unknown-variant = অজানা মান `{ $found }`; { $count ->
        [0] এখানে কোনো মানই চলে না
       *[other] মান হতে পারে { $expected }
    }
input-json-missing-field = `{ $field }` ফিল্ডটি নেই
input-json-duplicate-field = `{ $field }` ফিল্ডটি দুবার আছে
input-json-invalid-type = ভুল টাইপ: পাওয়া গেছে { $found }, কিন্তু দরকার { $expected }
input-json-invalid-value = অবৈধ মান: পাওয়া গেছে { $found }, কিন্তু দরকার { $expected }
input-json-invalid-length = ভুল দৈর্ঘ্য: তালিকায় { $found }টি উপাদান, কিন্তু দরকার { $expected }
json-found = { $kind ->
        [boolean] বুলিয়ান মান `{ $value }`
        [integer] পূর্ণসংখ্যা `{ $value }`
        [float] দশমিক সংখ্যা `{ $value }`
        [string] স্ট্রিং "{ $value }"
        [null] null
        [sequence] একটি অ্যারে
        [map] একটি অবজেক্ট
       *[other] { $value }
    }
-json-coordinate = একটি স্থানাঙ্ক: একটি অক্ষর আর 1 থেকে গোনা সারির নম্বর, যেমন "C4", বা 0 থেকে গোনা [কলাম, সারি], যেমন [2, 3]
json-expected = { $kind ->
        [string] একটি স্ট্রিং
        [boolean] একটি বুলিয়ান মান
        [integer] { $min } থেকে { $max }-এর মধ্যে একটি পূর্ণসংখ্যা
        [sequence] একটি অ্যারে
        [map] একটি অবজেক্ট
        [struct] একটি অবজেক্ট
        [coordinate] { -json-coordinate }
        [axis] 0 থেকে গোনা কলাম বা সারির পূর্ণসংখ্যা নম্বর
        [log] লগের এন্ট্রির একটি তালিকা
        [names] নামের একটি তালিকা
        [fleets] একটি অবজেক্ট, যাতে প্রত্যেক খেলোয়াড়ের বহর থাকবে সেই খেলোয়াড়ের নামের কী-তে
        [fleet] জাহাজের একটি তালিকা বা গ্রিডে আঁকা বহর {"{"}"grid": [...]{"}"}
        [grid-row] একটি সারি: "..##......"-এর মতো স্ট্রিং বা 0 আর 1-এর তালিকা
        [ship-cells] স্থানাঙ্কের একটি তালিকা বা "B2-E2"-এর মতো একটি পরিসর
        [target] { -json-coordinate }, বা একটি সালভো: স্থানাঙ্কের তালিকা
        [element] কলামের পূর্ণসংখ্যা নম্বর ([কলাম, সারি]-তে) বা { -json-coordinate }
        [hits-by-class] ধরন অনুযায়ী হিটের একটি অবজেক্ট, যেমন {"{"}"cruiser": 2{"}"}
        [hit-count] হিটের সংখ্যা: 0 থেকে { $max }-এর মধ্যে একটি পূর্ণসংখ্যা
        [reply] একটি শটের জন্য "miss", "hit" বা "sunk", বা সালভোর জন্য {"{"}"hits": {"{"}...{"}"}, "sunk": [...]{"}"}
        [counts-by-class] ধরন অনুযায়ী সংখ্যার একটি অবজেক্ট
        [class-list] জাহাজের ধরনের একটি তালিকা
        [name] একটি নাম (JSON স্ট্রিং)
        [rules] একটি প্রিসেটের নাম ("classic", "salvo", "russian") বা "base" সহ নিয়মের একটি অবজেক্ট
        [fleet-spec] একটি বহরের নাম ("standard", "two-destroyers", "russian", "hasbro") বা জাহাজের ধরনের একটি তালিকা
       *[other] { $value }
    }
json-syntax = { $kind ->
        [eof-list] অ্যারে পড়ার মাঝেই ইনপুট শেষ হয়ে গেছে
        [eof-object] অবজেক্ট পড়ার মাঝেই ইনপুট শেষ হয়ে গেছে
        [eof-string] স্ট্রিং পড়ার মাঝেই ইনপুট শেষ হয়ে গেছে
        [eof-value] মান পড়ার মাঝেই ইনপুট শেষ হয়ে গেছে
        [expected-colon] এখানে `:` থাকার কথা
        [expected-list-comma-or-end] এখানে `,` বা `]` থাকার কথা
        [expected-object-comma-or-end] এখানে `,` বা `{"}"}` থাকার কথা
        [expected-ident] এখানে `true`, `false` বা `null` থাকার কথা
        [expected-value] এখানে একটি মান থাকার কথা
        [expected-double-quote] এখানে `"` থাকার কথা
        [invalid-escape] স্ট্রিংয়ে \-এর পরে অবৈধ এস্কেপ
        [invalid-number] অবৈধ সংখ্যা
        [number-out-of-range] সংখ্যাটি সীমার বাইরে
        [invalid-unicode-code-point] অবৈধ ইউনিকোড কোড পয়েন্ট
        [control-character] স্ট্রিংয়ের ভেতরে কন্ট্রোল ক্যারেক্টার (\u0000-\u001F) পাওয়া গেছে
        [key-must-be-a-string] কী অবশ্যই স্ট্রিং হতে হবে
        [lone-leading-surrogate] \u এস্কেপে সারোগেট জোড়ার প্রথম অর্ধেক আছে, দ্বিতীয় অর্ধেক নেই
        [trailing-comma] শেষে বাড়তি কমা
        [trailing-characters] JSON শেষ হওয়ার পরেও বাড়তি অক্ষর আছে
        [unexpected-end-of-hex-escape] \u এস্কেপ অসম্পূর্ণ
        [recursion-limit-exceeded] নেস্টিং খুব গভীর: রিকার্শনের সীমা পেরিয়ে গেছে
       *[other] { $detail }
    }
json-one-of = { $count ->
        [1] { $first }
        [2] { $first } অথবা { $second }
       *[other] এগুলোর একটি: { $all }
    }

input-file-is-directory = এটি ফাইল নয়, ফোল্ডার; এখানে একটি ফাইল দিতে হবে
input-file-cannot-open = খোলা যাচ্ছে না: { $why }
input-file-cannot-read = পড়া যাচ্ছে না: { $why }
input-io-not-found = এমন কোনো ফাইল নেই
input-io-permission-denied = অনুমতি নেই
input-io-is-a-directory = এটি একটি ফোল্ডার
input-io-not-a-directory = পাথের একটি অংশ ফোল্ডার নয়
input-io-already-exists = এটি আগে থেকেই আছে
input-io-storage-full = ডিস্ক ভরে গেছে
input-io-read-only = ফাইল সিস্টেমটি কেবল পড়ার জন্য (রিড-অনলি)
input-io-broken-pipe = যে প্রোগ্রাম পড়ছিল সেটি আর নেই (পাইপ বন্ধ হয়ে গেছে)
input-io-out-of-memory = মেমরি ফুরিয়ে গেছে
input-io-busy = ফাইলটি অন্য একটি প্রোগ্রাম ব্যবহার করছে
input-io-too-large = ফাইলটি খুব বড়

## Input errors: JSON records (RecordFault)
-drawing-marks = জাহাজের ঘরের চিহ্ন # X x 1 ■ █ * বা @, জলের চিহ্ন . · - ~ _ 0 □ বা ফাঁকা জায়গা (স্পেস), আর কোনো অক্ষর হলে তা কোনো জাহাজের ধরনের আদ্যক্ষর
drawing-initial = { $initial } ({ $class })
input-record-not-a-record = খেলার রেকর্ড (একটি JSON অবজেক্ট, যাতে "fleets" ও "shots" আছে) থাকার কথা, কিন্তু পাওয়া গেছে { $found ->
        [empty] খালি ইনপুট
        [array] একটি অ্যারে
        [string] একটি স্ট্রিং
        [number] একটি সংখ্যা
        [boolean] একটি বুলিয়ান মান
        [null] null
       *[char] { $char }
    }
input-record-unreadable = রেকর্ডটি পড়া যায়নি
input-record-not-utf8 = লেখাটি UTF-8-এ হওয়ার কথা
input-record-not-utf8-byte = লেখাটি UTF-8-এ হওয়ার কথা, কিন্তু পাওয়া গেছে বাইট { $byte }
input-record-not-utf8-utf16 = লেখাটি UTF-8-এ হওয়ার কথা, কিন্তু পাওয়া গেছে বাইট { $byte } (ফাইলটি UTF-16-এ সংরক্ষিত, নোটপ্যাড যেমন "Unicode" নামে সংরক্ষণ করে: ফাইলটি UTF-8-এ সংরক্ষণ করুন)
input-record-line-too-large = লাইনটি ({ $bytes } বাইট) { $limit } বাইটের সীমা ছাড়িয়ে গেছে
input-record-too-many = { $what ->
        [log-entries] লগে বড়জোর { $max }টি এন্ট্রি থাকতে পারে
        [log-shots] লগের সব এন্ট্রি মিলিয়ে বড়জোর { $max }টি শট থাকতে পারে
        [names] একটি তালিকায় বড়জোর { $max }টি নাম থাকতে পারে
        [ships] একটি বহরে বড়জোর { $max }টি জাহাজ থাকতে পারে
        [ship-cells] একটি জাহাজে বড়জোর { $max }টি ঘর থাকতে পারে
        [volley-shots] একটি সালভোতে বড়জোর { $max }টি শট থাকতে পারে
        [classes-counted] বড়জোর { $max }টি জাহাজের ধরন গোনা যায়
       *[row-cells] একটি সারিতে বড়জোর { $max }টি ঘর থাকতে পারে
    }
input-record-name-too-long = নাম বড়জোর { $max } বাইটের হতে পারে, কিন্তু পাওয়া গেছে { $bytes } বাইটের একটি নাম
input-record-no-rules = রেকর্ডে কোনো নিয়মের নাম বলা নেই; "rules": "classic" যোগ করুন (অথবা salvo, russian, বা নিয়মের একটি অবজেক্ট), অথবা --rules দিন
input-record-unknown-arg = { $arg ->
        [fleet] একটি বহরের নাম (standard, two-destroyers, russian, hasbro) বা জাহাজের ধরনগুলোর একটি JSON তালিকা
       *[rules] নিয়মের একটি তৈরি সেট (classic, salvo, russian) বা নিয়মের একটি JSON অবজেক্ট
    } থাকার কথা, কিন্তু পাওয়া গেছে { $found }
input-record-argument = { $error }
input-record-board-side = { $side ->
        [rows] সারির
       *[columns] কলামের
    } সংখ্যা 1 থেকে { $max }-এর মধ্যে হওয়ার কথা, কিন্তু পাওয়া গেছে { $found }
input-record-empty-fleet = অন্তত একটি জাহাজের ধরন থাকার কথা, কিন্তু তালিকাটি খালি
input-record-bad-class = ধরন { $index } ({ $name }): { $fault ->
        [empty-name] ধরনের নাম থাকার কথা, কিন্তু নামটি খালি
        [size] মাপ 1 থেকে { $max } ঘরের মধ্যে হওয়ার কথা, কিন্তু পাওয়া গেছে { $found }
        [zero-count] এই ধরনের অন্তত 1টি জাহাজ থাকার কথা, কিন্তু সংখ্যা দেওয়া আছে 0
       *[salvo] এর শট-মূল্য বড়জোর { $max } হতে পারে
    }
input-record-class-names-alike = দুটি ধরনের নাম { $first } ও { $second }: বড়-ছোট হাতের অক্ষরের তফাত বাদ দিলেও নাম দুটি আলাদা হতে হবে
input-record-not-a-player = { $first } বা { $second } থাকার কথা, কিন্তু পাওয়া গেছে { $found }
input-record-blank-name = খেলোয়াড়ের নামে অন্তত একটি দৃশ্যমান অক্ষর থাকার কথা, কিন্তু পাওয়া গেছে { $found }
input-record-player-count = ঠিক দুজন খেলোয়াড়ের নাম থাকার কথা, কিন্তু পাওয়া গেছে { $found }টি
input-record-same-players = দুটি আলাদা নাম থাকার কথা, কিন্তু { $same ->
        [yes] { $first } নামটি দুবার আছে
       *[no] { $first } ও { $second } শুধু বড়-ছোট হাতের অক্ষরে আলাদা, আসলে একই নাম
    }
input-record-no-fleet = খেলোয়াড় { $player }-এর বহর থাকার কথা, কিন্তু নেই
input-record-extra-fleet = কেবল { $first } ও { $second }-এর বহর থাকার কথা, কিন্তু { $found }-এরও একটি বহর পাওয়া গেছে
input-record-fleet-count = দুজন খেলোয়াড়ের বহর থাকার কথা, কিন্তু পাওয়া গেছে { $found }টি
input-record-fleet-twice = { $player }-এর বহর দুবার দেওয়া হয়েছে
input-record-third-fleet = দুজন খেলোয়াড়ের বহর থাকার কথা, কিন্তু তৃতীয় একজনের বহরও পাওয়া গেছে: { $player }
input-record-ship-as-list = জাহাজ একটি অবজেক্ট হিসেবে থাকার কথা, যেমন {"{"}"ship": "cruiser", "cells": "B2-E2"{"}"}, কিন্তু পাওয়া গেছে একটি তালিকা
input-record-empty-ship = অন্তত একটি ঘর থাকার কথা, কিন্তু তালিকাটি খালি
input-record-not-a-range = "B2-E2"-এর মতো দুই স্থানাঙ্কের একটি পরিসর বা স্থানাঙ্কের একটি তালিকা থাকার কথা, কিন্তু পাওয়া গেছে { $found }
input-record-not-a-range-end = "B2-E2"-এর মতো দুই স্থানাঙ্কের একটি পরিসর থাকার কথা, কিন্তু { $end } "C4"-এর মতো কোনো স্থানাঙ্ক নয়
input-record-not-a-coordinate = একটি স্থানাঙ্ক থাকার কথা: একটি অক্ষর আর 1 থেকে গোনা সারির নম্বর, যেমন "C4", বা 0 থেকে গোনা [কলাম, সারি], যেমন [2, 3]; কিন্তু পাওয়া গেছে { $found }
input-record-not-an-integer = 0 থেকে গোনা কলাম বা সারির নম্বর পূর্ণসংখ্যা হওয়ার কথা, কিন্তু পাওয়া গেছে { $found }{ $whole ->
        [yes] : ভগ্নাংশ বা সূচক দিয়ে লেখা সংখ্যা, কিংবা 64 বিটের চেয়ে বড় সংখ্যা, পড়া হয় না
       *[no] {""}
    }
input-record-uneven-rows = আঁকা বহরের সব সারির দৈর্ঘ্য সমান হতে হবে: সারি 1-এ { $first }টি ঘর, কিন্তু সারি { $row }-এ { $cells }টি
input-record-too-many-rows = আঁকা বহরে বড়জোর { $max }টি সারি থাকতে পারে, কিন্তু পাওয়া গেছে { $found }টি
input-record-too-many-row-cells = একটি সারিতে বড়জোর { $max }টি ঘর থাকতে পারে, কিন্তু পাওয়া গেছে { $found }টি
input-record-mixed-marks = সারি { $row }, কলাম { $column }: আঁকা বহরে জাহাজ আঁকা হয়েছে ধরনের আদ্যক্ষর (যেমন { $initial }) দিয়েও, আবার #-এর মতো জাহাজের চিহ্ন দিয়েও: সব জাহাজ একইভাবে আঁকুন (যে অক্ষর কোনো ধরনের আদ্যক্ষর নয়, সেটি কোনো চিহ্নই নয়)
input-record-initials-not-marks = জাহাজের চিহ্ন দিয়ে আঁকা বহর থাকার কথা, কিন্তু পাওয়া গেছে ধরনের আদ্যক্ষর
input-record-not-a-mark = { $mark } আঁকা বহরের কোনো চিহ্ন নয় ({ -drawing-marks })
input-record-not-a-bit = 0 বা 1 থাকার কথা, কিন্তু পাওয়া গেছে { $found }
input-record-in-column = কলাম { $column }: { $what }
input-record-shared-initial = { $first } ও { $second } দুটোর আদ্যক্ষরই { $initial }, তাই অক্ষর দেখে বোঝা যায় না কোন জাহাজ কোনটি: জাহাজগুলো # দিয়ে আঁকুন আর কোনটি কোন ধরন তা রেফারিকে ঠিক করতে দিন, অথবা জাহাজগুলোর তালিকা দিন
input-record-not-an-initial = { $letter } আঁকা বহরের কোনো চিহ্ন নয় ({ -drawing-marks }); এই বহরের ধরনগুলোর আদ্যক্ষর হলো { $initials }
input-record-crooked-initials = { $class }-এর আঁকা ঘর { $cells } মিলে একটি সোজা জাহাজ হয় না, আর এগুলো কোন কোন { $class }-এর ঘর, তা কেবল আন্দাজ করা যায়: এই জাহাজগুলোর ঘরসহ তালিকা দিন
input-record-too-hard-to-split = আঁকা বহরটি এত জটিল যে { $steps } ধাপ খুঁজেও একে জাহাজে ভাগ করা যায়নি; তার বদলে জাহাজগুলোর ঘরসহ তালিকা দিন
input-record-splits-unweighed = আঁকা বহরটি এত রকমভাবে জাহাজে ভাগ করা যায় যে রেফারি সব ভাগ লগের সঙ্গে মিলিয়ে দেখে না ({ $weighed }টি ভাগ মিলিয়ে দেখা হয়েছে; তার সবচেয়ে ভালোটিতেও বহরের মালিকের এমন নিয়মভঙ্গ ধরা পড়ে, যা মিলিয়ে না দেখা কোনো ভাগে হয়তো থাকত না); তার বদলে জাহাজগুলোর ঘরসহ তালিকা দিন
input-record-entry-as-list = লগ এন্ট্রি একটি অবজেক্ট হিসেবে থাকার কথা, যেমন {"{"}"player": "ann", "at": "C4"{"}"}, কিন্তু পাওয়া গেছে একটি তালিকা
input-record-in-forfeit = নিয়মভঙ্গে হারের এন্ট্রিতে "{ $key }" থাকার কথা নয়: এমন এন্ট্রিতে কোনো শট থাকে না{ $key ->
        [at] {" "}(শটটি আলাদা এন্ট্রি হিসেবে লিখুন)
       *[other] , তাই উত্তর দেওয়ার কিছু নেই
    }
input-record-forfeit-beside-shot = "at", "reply" বা "ship" আছে এমন এন্ট্রিতে "forfeit" থাকার কথা নয়: শট আর নিয়মভঙ্গে হার আলাদা আলাদা এন্ট্রিতে লেখা হয়
input-record-forfeit-with-reply = নিয়মভঙ্গে হারের এন্ট্রিতে "reply" বা "ship" থাকার কথা নয়: এমন এন্ট্রিতে কোনো শট থাকে না
input-record-empty-volley = অন্তত একটি স্থানাঙ্ক থাকার কথা, কিন্তু সালভোটি খালি
input-record-not-a-pair = [কলাম, সারি] থাকার কথা, কিন্তু পাওয়া গেছে { $more ->
        [yes] দুটির বেশি পূর্ণসংখ্যা
       *[no] মাত্র একটি পূর্ণসংখ্যা
    }
input-record-class-counted-twice = { $class } ধরনটি দুবার গোনা হয়েছে ({ $twin } হিসেবেও): প্রতিটি ধরনের নাম একবারই লিখুন
input-record-bad-hit-count = হিটের সংখ্যা 0 থেকে { $max }-এর মধ্যে হওয়ার কথা, কিন্তু পাওয়া গেছে { $found }
input-record-volley-reply-to-shot = একক শটের উত্তরে "miss", "hit" বা "sunk" থাকার কথা, কিন্তু পাওয়া গেছে সালভোর উত্তরের অবজেক্ট
input-record-word-reply-to-volley = শটের তালিকার উত্তরে সালভোর উত্তর {"{"}"hits": {"{"}...{"}"}, "sunk": [...]{"}"} থাকার কথা, কিন্তু পাওয়া গেছে একটি শব্দ
input-record-ship-without-hit = "ship" কেবল একক শটের উত্তর "hit" বা "sunk"-এর পাশেই থাকতে পারে
input-record-not-a-class = নিয়মে যেভাবে লেখা, বহরের তেমন একটি জাহাজের ধরন থাকার কথা ({ $classes }), কিন্তু লেখা আছে { $found }

## Input errors: paper logs (LogFault)

log-or = { $init } বা { $last }
log-term-words = { $term }: { $words }
input-log-mixed-letters = { $line } কলামের অক্ষরের লাইনও নয়, সারিও নয়: এতে { $odd ->
        [latin] লাতিন অক্ষর ({ $letters }) সিরিলিক অক্ষরের
       *[cyrillic] সিরিলিক অক্ষর ({ $letters }) লাতিন অক্ষরের
    } সঙ্গে মিশে গেছে, যেমনটা হয় একই রকম দেখতে অক্ষর অন্য কীবোর্ডে টাইপ করলে; কলামের সব অক্ষর একই বর্ণমালায় লিখুন
input-log-not-column-letters = { $line } { $columns ->
        [0] কলামের অক্ষরের লাইনও নয়
       *[other] { $columns }টি কলামের অক্ষরের লাইনও নয়
    }, সারিও নয়: এর অক্ষর { $letter } { $script ->
        [latin] একটি লাতিন অক্ষর
        [cyrillic] একটি সিরিলিক অক্ষর
       *[other] লাতিন বা সিরিলিক কোনো বর্ণমালারই অক্ষর নয়
    }, অথচ { $set ->
        [latin] A B C … (লাতিন)
       *[cyrillic] { $letters }
    } অনুযায়ী { $expected ->
        [latin] এখানে থাকার কথা { $wanted } (লাতিন অক্ষর)
        [cyrillic] এখানে থাকার কথা { $wanted } (সিরিলিক অক্ষর)
       *[none] { $matched }টি অক্ষরের পরে আর কোনো অক্ষর থাকে না
    }; কলামের অক্ষর হতে পারে A B C … (লাতিন), А Б В Г Д Е Ж З И К বা А Б В Г Д Е Ж З И Й, বা Р Е С П У Б Л И К А
input-log-not-sheet-language = { $word } হলো { $langs } ভাষায় "{ $term }", অথচ এই পাতা { $declared } ভাষায় লেখা (পাতার language শিরোনামে তা-ই বলা আছে): থাকার কথা { $expected }
input-log-two-meanings = { $word } শব্দের দুটি অর্থ: { $lang } ভাষায় "{ $term }", { $other-lang } ভাষায় "{ $other-term }"; একটি শব্দ কেবল এক অর্থেই পড়া হয়, তাই "language: { $code }"-এর মতো একটি শিরোনামের লাইনে পাতার ভাষা জানিয়ে দিন, বা অন্য শব্দ লিখুন
input-log-second-language = { $word } হলো { $langs } ভাষায় "{ $term }", কিন্তু এই পাতার শব্দগুলো { $sheet } ভাষার ({ $at-line }:{ $at-column }-এ { $first }): একটি পাতায় ইংরেজি ছাড়া কেবল আর একটি ভাষার শব্দ লেখা যায়; { $expected } লিখুন, বা "language: { $code }"-এর মতো একটি শিরোনামের লাইনে পাতার ভাষা জানিয়ে দিন
input-log-unknown-language = language: broadside-এর জানা ভাষাগুলোর একটি থাকার কথা: { $languages }, কিন্তু লেখা আছে { $found }
input-log-mixed-digits = একটি সংখ্যা দুই লিপির অঙ্ক মিশিয়ে লেখা ({ $first } ও { $second }): প্রতিটি সংখ্যা একটিই লিপির অঙ্কে লিখুন
input-log-unknown-class = { $settled ->
        [yes] বহরের একটি জাহাজের ধরন থাকার কথা ({ $classes }) ({ $lang } ভাষায়: { $words }), কিন্তু লেখা আছে { $found }
       *[no] বহরের একটি জাহাজের ধরন থাকার কথা ({ $classes }), কিন্তু লেখা আছে { $found }
    }
input-log-class-of = { $of ->
        [ship] { $player }-এর শটের উত্তর "{ $reply }"-এ যে জাহাজের নাম বলা হয়েছে
        [hit] সালভো যে ধরনের জাহাজে লেগেছে
        [sank] সালভো যে ধরনের জাহাজ ডুবিয়েছে
       *[listed] একটি জাহাজের ধরন
    }: { $what }
input-log-latin-like-cyrillic = { $cell } লেখা হয়েছে লাতিন অক্ষর { $written } দিয়ে, যা দেখতে এই পাতার কলামের অক্ষরগুলোর ({ $letters }) সিরিলিক { $twin }-এর মতো: { $on-board ->
        [yes] লাতিন হিসেবে এটি কলাম { $latin-column }
       *[no] লাতিন হিসেবে এটি এই গ্রিডের কোনো কলাম নয় ({ $upper } হতো কলাম { $latin-column }, অথচ কলাম আছে { $columns }টি)
    }, সিরিলিক হিসেবে কলাম { $cyrillic-column } ({ $twin-cell }); পাতায় যে অক্ষর ব্যবহার হয়েছে সেগুলো দিয়েই লিখুন
input-log-latin-like-no-column = { $cell } লেখা হয়েছে লাতিন অক্ষর { $written } দিয়ে, যা দেখতে সিরিলিক { $twin }-এর মতো: লাতিন হিসেবে এটি এই গ্রিডের কোনো কলাম নয় ({ $upper } হতো কলাম { $latin-column }, অথচ কলাম আছে { $columns }টি), আর { $twin }-ও এই পাতার কলামের অক্ষরগুলোর ({ $letters }) মধ্যে নেই; পাতায় যে অক্ষর ব্যবহার হয়েছে সেগুলো দিয়েই লিখুন
input-log-cyrillic-like-latin = { $cell } লেখা হয়েছে সিরিলিক অক্ষর { $written } দিয়ে, যা দেখতে লাতিন { $twin }-এর মতো: সিরিলিক হিসেবে এটি কলাম { $cyrillic-column }, লাতিন হিসেবে কলাম { $latin-column } ({ $twin-cell }), আর এই পাতার বাকি স্থানাঙ্কগুলো লাতিনে; এটি লাতিনে লিখুন, বা কোনো গ্রিডের কলামের মাথায় সিরিলিক অক্ষর লিখুন
input-log-mixed-range = { $cells }-এর এক প্রান্ত লেখা হয়েছে লাতিন অক্ষর { $latin } দিয়ে, অন্য প্রান্ত সিরিলিক { $cyrillic } দিয়ে: দুই প্রান্তই পাতায় যে অক্ষর ব্যবহার হয়েছে সেগুলো দিয়ে লিখুন
input-log-two-ways = { $cell } এমন স্থানাঙ্ক নয় যা এই পাতা পড়তে পারে: এর গ্রিডগুলোতে কলামের নাম দুইভাবে লেখা ({ $one } ও { $other }), তাই স্থানাঙ্ক লাতিন অক্ষরে লিখুন
input-log-not-column-letter = { $cell } স্থানাঙ্ক নয়: { $letter } এই পাতার কলামের অক্ষরগুলোর মধ্যে নেই ({ $cyrillic ->
        [yes] A B C … বা { $letters }
       *[no] A B C …, যেমন এর আঁকা গ্রিডে লেখা
    })
input-log-not-pair = { $cell } 0 থেকে গোনা পূর্ণসংখ্যার [কলাম,সারি] জোড় নয়: { $detail }
input-log-not-a-cell = { $cell }: একটি স্থানাঙ্ক থাকার কথা: একটি অক্ষর আর 1 থেকে গোনা সারির নম্বর, যেমন "C4", বা 0 থেকে গোনা [কলাম, সারি], যেমন [2, 3], কিন্তু লেখা আছে { $cell }
input-log-not-a-log-line = লগের একটি লাইন থাকার কথা: চাইলে চালের নম্বর (12.), তারপর একজন খেলোয়াড়ের নাম ({ $first } বা { $second }), যেমন "{ $example } C4 miss", কিন্তু লেখা আছে { $found }
input-log-forfeit-reason = "{ $keyword }"-এর পরে একটি কারণ থাকার কথা: { $reasons }, কিন্তু লেখা আছে { $found }
input-log-volley-too-long = { $player }-এর একটি সালভোতে { $max }টির বেশি শট, অথচ একটি রেকর্ডের সালভোতে বড়জোর এতগুলো শট থাকতে পারে
input-log-move = { $player }-এর চাল: { $what }
input-log-no-cell = যে ঘরে শট নেওয়া হয়েছে সেটি থাকার কথা, যেমন C4 বা [2,3], অথবা "resigns" বা "forfeits REASON", কিন্তু লেখা আছে { $found }
input-log-no-cell-because = যে ঘরে শট নেওয়া হয়েছে সেটি থাকার কথা, যেমন C4 বা [2,3], অথবা "resigns" বা "forfeits REASON"; { $what }
input-log-only-cells = সালভোতে কোলনের (:) আগে কেবল ঘরগুলো থাকার কথা, কিন্তু লেখা আছে { $found }
input-log-volley-reply-after-colon = { $player } সালভো ছুড়েছে: এর উত্তর বসে কোলনের (:) পরে, যেমন "{ $example } A1 B1: cruiser 1" (বা "A1 B1: none"), কিন্তু লেখা আছে { $found }
input-log-no-reply = { $settled ->
        [yes] { $player }-এর শটের উত্তর থাকার কথা: miss, hit বা sunk (hit ও sunk-এর সঙ্গে জাহাজের নামও বলা যায়: "hit cruiser") ({ $lang } ভাষায়: { $words }), কিন্তু লেখা আছে { $found }
       *[no] { $player }-এর শটের উত্তর থাকার কথা: miss, hit বা sunk (hit ও sunk-এর সঙ্গে জাহাজের নামও বলা যায়: "hit cruiser"), কিন্তু লেখা আছে { $found }
    }
input-log-miss-names-ship = মিস কোনো জাহাজের নাম বলে না: "{ $word }"-এর পরে কিছু থাকার কথা নয়, কিন্তু লেখা আছে { $found }
input-log-volley-hits = সালভোর হিটগুলো জাহাজের ধরন আর সংখ্যা দিয়ে লেখার কথা, যেমন "cruiser 2, battleship 1", বা "none", কিন্তু লেখা আছে { $found }
input-log-volley-hits-too-many = সালভোর হিটে { $max }টির বেশি ধরনের নাম আছে, অথচ একটি রেকর্ডে বড়জোর এতগুলো থাকতে পারে
input-log-no-sunk = সেমিকোলনের (;) পরে সালভোতে ডোবা জাহাজগুলো থাকার কথা, যেমন "; sunk destroyer, submarine", কিন্তু লেখা আছে { $found }
input-log-empty-class = { $list }-এর কমাগুলোর মাঝে একটি জাহাজের ধরন থাকার কথা
input-log-volley-sinks-too-many = সালভোটি { $max }টির বেশি জাহাজ ডোবায়, অথচ একটি রেকর্ডে বড়জোর এতগুলো থাকতে পারে
input-log-fleet = { $owner }-এর বহর: { $what }
input-log-no-ship-cells = জাহাজের ধরনের পরে তার ঘরগুলো থাকার কথা, যেমন "cruiser A4-D4" বা "torpedo boat J10", কিন্তু লেখা আছে { $found }
input-log-one-range = একটি জাহাজের জন্য একটি পরিসর (B2-F2) বা ঘরের তালিকা (G4 G5) থাকার কথা, কিন্তু লেখা আছে { $found }
input-log-too-many-ships = { $owner }-এর বহরে { $max }টির বেশি জাহাজ, অথচ একটি বহরে বড়জোর এতগুলো জাহাজ থাকতে পারে

## Input errors: paper sheets (SheetFault)
input-sheet-control-character = { $char } একটি নিয়ন্ত্রণ-অক্ষর, কাগজের রেকর্ডে এর কোনো অর্থ নেই
input-sheet-key-twice = শিরোনামে "{ $key }" দুবার দেওয়া আছে: প্রতিটি চাবিশব্দ একবারই দিন
input-sheet-header-after-section = শিরোনামের লাইন "{ $key }" একটি অংশের পরে এসেছে: শিরোনামের লাইনগুলো বহর, শট বা লগের প্রথম অংশের আগে বসে
input-sheet-unknown-key = { $language ->
    [none] অজানা শিরোনাম-চাবিশব্দ { $key }: শিরোনামে থাকতে পারে rules, players, first, numbering ও meta, আর পাতার ভাষার জন্য language (অংশ শুরু হয় "NAME fleet:", "NAME shots:" বা "log:" দিয়ে)
   *[other] অজানা শিরোনাম-চাবিশব্দ { $key }: শিরোনামে থাকতে পারে rules, players, first, numbering ও meta, আর পাতার ভাষার জন্য language (অংশ শুরু হয় "NAME fleet:", "NAME shots:" বা "log:" দিয়ে) ({ $language } ভাষায়: { $words })
}
input-sheet-not-a-header-line = { $language ->
    [none] এখানে "চাবিশব্দ: মান" ধরনের শিরোনামের লাইন (rules, players, first, numbering, meta, language) বা একটি অংশ ("NAME fleet:", "NAME shots:", "log:") থাকার কথা, কিন্তু পাওয়া গেছে { $line }
   *[other] এখানে "চাবিশব্দ: মান" ধরনের শিরোনামের লাইন (rules, players, first, numbering, meta, language) বা একটি অংশ ("NAME fleet:", "NAME shots:", "log:") থাকার কথা ({ $language } ভাষায়: { $words }), কিন্তু পাওয়া গেছে { $line }
}
input-sheet-header-value = { $key }: { $what }
input-sheet-same-players = players: দুটি আলাদা নাম থাকার কথা, কিন্তু { $name } দুবার পাওয়া গেছে
input-sheet-not-two-names = players: কমা দিয়ে আলাদা করা দুটি নাম থাকার কথা, যেমন "ann, ben", কিন্তু পাওয়া গেছে { $found }
input-sheet-unknown-numbering = { $language ->
    [none] numbering: round, player বা game থাকার কথা, কিন্তু পাওয়া গেছে { $found }
   *[other] numbering: round, player বা game থাকার কথা ({ $language } ভাষায়: { $words }), কিন্তু পাওয়া গেছে { $found }
}
input-sheet-meta = meta: এই লাইনে একটি JSON মান থাকার কথা: { $detail }
input-sheet-first-not-a-player = first: { $first } বা { $second } থাকার কথা, কিন্তু পাওয়া গেছে { $found }
input-sheet-no-rules = রেকর্ডে নিয়ম বলা নেই: "rules: salvo"-এর মতো একটি শিরোনামের লাইন যোগ করুন (অথবা classic, russian, বা JSON-এ নিয়মের অবজেক্ট), অথবা --rules দিন
input-sheet-log-too-long = লগ { $most }টি চালের পরেও চলেছে, অথচ একটি রেকর্ডে এর বেশি চাল ধরে না
input-sheet-fleet-too-long = { $owner }-এর বহর { $lines }টি লাইনের পরেও চলেছে: বহর হয় বড়জোর { $ships }টি জাহাজের তালিকা, নয়তো বড়জোর { $rows }টি সারিতে আঁকা গ্রিড
input-sheet-shots-too-long = { $owner }-এর শট { $lines }টি লাইনের পরেও চলেছে: শটের গ্রিডে প্রতি লাইনে একটি সারি, বড়জোর { $rows }টি সারি
input-sheet-third-fleet = তৃতীয় একজন খেলোয়াড়ের বহর ({ $owner }): খেলায় খেলোয়াড় দুজন (অথবা "players: ann, ben" দিয়ে তাদের নাম দিন)
input-sheet-fleet-sections = দুজন খেলোয়াড়ের প্রত্যেকের জন্য একটি করে বহরের অংশ থাকার কথা ("ann fleet:" …), কিন্তু পাওয়া গেছে { $found }টি
input-sheet-no-fleet = { $player }-এর বহরের কোনো অংশ নেই: "{ $player } fleet:" লাইন আর তার নিচে বহর থাকার কথা
input-sheet-not-a-player = { $owner } কোনো খেলোয়াড় নয়: { $first } বা { $second } থাকার কথা
input-sheet-log-and-grids = লগ হয় একটি "log:" অংশ, নয়তো প্রত্যেক খেলোয়াড়ের একটি করে "NAME shots:" গ্রিড, কখনো দুটোই নয়
input-sheet-second-log = দ্বিতীয় একটি "log:" অংশ: পুরো লগ একটি অংশেই লিখুন
input-sheet-second-fleet = { $player }-এর বহরের দ্বিতীয় অংশ: প্রত্যেক খেলোয়াড়ের একটিই থাকে
input-sheet-second-shots = { $player }-এর শটের দ্বিতীয় অংশ: প্রত্যেক খেলোয়াড়ের একটিই থাকে
input-sheet-move-back = চাল { $number } এসেছে চাল { $before }-এর (লাইন { $line }) পরে: লগের লাইনগুলো খেলার ক্রমে থাকে, তাই চালের নম্বর পিছিয়ে যেতে পারে না; লাইনগুলো খেলার ক্রমে সাজান, অথবা নম্বরটি ঠিক করুন
input-sheet-log-shots = লগে মোট { $most }টির বেশি শট, অথচ একটি রেকর্ডে এর বেশি শট ধরে না
input-sheet-shots-of-one = { $given }-এর শট দেওয়া আছে, কিন্তু { $missing }-এর নেই: এখানে লগ মানে প্রত্যেক খেলোয়াড়ের একটি করে "NAME shots:" গ্রিড (যে খেলোয়াড় কোনো শট নেয়নি, তার জন্য বিন্দু দেওয়া ফাঁকা গ্রিড)
input-sheet-round-without-salvo = numbering: round দিয়ে সালভোর নম্বর দেওয়া হয়, কিন্তু এই নিয়মে প্রতি পালায় একটিই শট: player বা game ব্যবহার করুন
input-sheet-player-with-salvo = numbering: player দিয়ে প্রতিটি শটের আলাদা নম্বর দেওয়া হয়, কিন্তু এই নিয়মে সালভো ছোড়া হয়: round বা game ব্যবহার করুন
input-sheet-letters-or-initials = { $line } কলামের অক্ষর হিসেবেও পড়া যায়, আবার ধরনের আদ্যক্ষরে আঁকা জাহাজের সারি হিসেবেও, আর আঁকা বহরের সারিগুলো দেখে বোঝা যায় না কোনটি (এটি সহ { $rows }টি সারি, গ্রিডে { $board }টি): সারিগুলোতে নম্বর দিন (1, 2, 3 …), অথবা গ্রিডের প্রতিটি সারি আঁকুন
input-sheet-empty-fleet = { $named ->
        [no] বহর
       *[yes] { $owner }-এর বহরের অংশ
    } ফাঁকা: আঁকা গ্রিড বা "battleship B2-F2"-এর মতো জাহাজের তালিকা থাকার কথা
input-sheet-row-number = { $kind ->
    [later] { $named ->
        [no] বহর
       *[yes] { $owner }-এর বহর
    }, সারি { $row }: এই লাইনের নম্বর { $numbered }, অথচ সারি { $row } আসছে এর পরে: সারিগুলো ক্রম অনুযায়ী লিখুন
    [missing] { $named ->
        [no] বহর
       *[yes] { $owner }-এর বহর
    }: সারি { $row } নেই, এই লাইনের নম্বর { $numbered }
    [below] { $named ->
        [no] বহর
       *[yes] { $owner }-এর বহর
    }, সারি { $row }: এই লাইনের নম্বর { $numbered }, কিন্তু এর আগের সারিটি { $before }
   *[no-number] { $named ->
        [no] বহর
       *[yes] { $owner }-এর বহর
    }, সারি { $row }: অন্য সারিগুলোর মতো শুরুতে সারির নম্বর { $row } থাকার কথা, কিন্তু পাওয়া গেছে { $found }
}
input-sheet-mixed-marks = আঁকা বহরে জাহাজ আঁকা হয়েছে ধরনের আদ্যক্ষর দিয়েও (যেমন { $initial }), আবার জাহাজের চিহ্ন দিয়েও (যেমন { $mark }): সব জাহাজ একইভাবে আঁকুন
input-sheet-not-a-mark = { $mark } আঁকা বহরের কোনো চিহ্ন নয়: জাহাজের ঘরের চিহ্ন # X x 1 ■ █ * বা @, জলের চিহ্ন . · - ~ _ 0 □ বা ফাঁকা জায়গা, আর কোনো অক্ষর হলে তা কোনো জাহাজের ধরনের আদ্যক্ষর
input-sheet-not-a-drawn-mark = { $mark } আঁকা বহরের কোনো চিহ্ন নয় (জাহাজের ঘরের চিহ্ন # X x 1 ■ █ * বা @, জলের চিহ্ন . · - ~ _ 0 □ বা ফাঁকা জায়গা, আর কোনো অক্ষর হলে তা কোনো জাহাজের ধরনের আদ্যক্ষর)
input-sheet-row-too-wide = একটি সারিতে বড়জোর { $most }টি ঘর থাকতে পারে, কিন্তু আছে { $cells }টি
input-sheet-unequal-rows = { $ruled ->
    [yes] আঁকা বহরের সব সারির দৈর্ঘ্য সমান হতে হবে: সারি { $row }-এ { $cells }টি ঘর, কিন্তু লাইন { $line }-এর সারিতে { $width }টি (গ্রিডের সারিগুলো এমন রেখা ছাড়া আঁকা হলে, বা সারিগুলোতে নম্বর দেওয়া থাকলে, টানা রেখা কোনো সারি নয়)
   *[no] আঁকা বহরের সব সারির দৈর্ঘ্য সমান হতে হবে: সারি { $row }-এ { $cells }টি ঘর, কিন্তু লাইন { $line }-এর সারিতে { $width }টি
}
input-sheet-drawn-rows = { $kind ->
    [more] { $named ->
        [no] আঁকা বহরে
       *[yes] { $owner }-এর আঁকা বহরে
    } { $rows }টি সারি, অথচ গ্রিডে { $board }টি, আর সারিগুলোতে নম্বর নেই: এর কোনগুলো গ্রিডের সারি, তা কেবল আন্দাজ করা যায়; গ্রিডের প্রতিটি সারি একবার করে আঁকুন, অথবা সারিগুলোতে নম্বর দিন (1, 2, 3 …)
   *[fewer] { $named ->
        [no] আঁকা বহরে
       *[yes] { $owner }-এর আঁকা বহরে
    } { $rows }টি সারি, অথচ গ্রিডে { $board }টি, আর সারিগুলোতে নম্বর নেই: কোন সারিটি বাদ পড়েছে, তা কেবল আন্দাজ করা যায়; গ্রিডের প্রতিটি সারি একবার করে আঁকুন, অথবা সারিগুলোতে নম্বর দিন (1, 2, 3 …)
}
input-sheet-drawing-too-tall = আঁকা বহরে বড়জোর { $most }টি সারি থাকতে পারে, কিন্তু আছে { $rows }টি
input-sheet-letters-for-rows = কলামের অক্ষরগুলো { $letters }টি কলাম বোঝায়, কিন্তু সারিগুলোতে ঘর { $cells }টি
input-sheet-letters-for-board = কলামের অক্ষরগুলো { $letters }টি কলাম বোঝায়, কিন্তু গ্রিডে কলাম { $columns }টি
input-sheet-ruling-or-row = { $line } টানা রেখা হিসেবেও পড়া যায়, আবার জলের সারি হিসেবেও, আর লাইনগুলো দেখে বোঝা যায় না কোনগুলো গ্রিডের { $board }টি সারি ({ $lines }টি লাইন, যার { $may }টি রেখাও হতে পারে, সারিও): সারিগুলোতে নম্বর দিন (1, 2, 3 …), অথবা যে রেখাগুলো সারি নয় সেগুলো = বা + দিয়ে টানুন
input-sheet-ruling-leaves = { $line } একটি টানা রেখা, সারি নয়, আর এটি বাদ দিলে আঁকা বহরে { $rows }টি সারি থাকে, অথচ গ্রিডে { $board }টি: গ্রিডের প্রতিটি সারি আঁকুন, অথবা সারিগুলোতে নম্বর দিন (1, 2, 3 …)
input-sheet-shot-row-missing = { $numbered ->
    [none] { $owner }-এর শটের গ্রিড: সারি { $row } নেই: তার জায়গায় এই লাইনটি আছে
   *[other] { $owner }-এর শটের গ্রিড: সারি { $row } নেই: তার জায়গায় এই লাইনটি আছে, যার নম্বর { $numbered }
}
input-sheet-shot-rows = { $owner }-এর শটের গ্রিড: গ্রিডের { $board }টি সারি থাকার কথা, কিন্তু আছে { $rows }টি
input-sheet-shot-row-number = { $found ->
    [none] { $owner }-এর শটের গ্রিড, সারি { $row }: অন্য সারিগুলোর মতো শুরুতে সারির নম্বর { $row } থাকার কথা, কিন্তু সেখানে কিছুই নেই
   *[other] { $owner }-এর শটের গ্রিড, সারি { $row }: অন্য সারিগুলোর মতো শুরুতে সারির নম্বর { $row } থাকার কথা, কিন্তু পাওয়া গেছে { $found }
}
input-sheet-shot-row-cells = { $numbered ->
    [yes] { $owner }-এর শটের গ্রিড, সারি { $row }: সারির নম্বরের পরে { $width }টি ঘর থাকার কথা, কিন্তু আছে { $found }টি
   *[no] { $owner }-এর শটের গ্রিড, সারি { $row }: ফাঁকা জায়গা দিয়ে আলাদা করা { $width }টি ঘর থাকার কথা (শুরুতে সারির নম্বর ঐচ্ছিক, তবে দিলে সব সারিতে দিতে হবে), কিন্তু আছে { $found }টি
}
input-sheet-not-a-shot-cell = { $owner }-এর শটের গ্রিড: "." (শট নেওয়া হয়নি) বা শটের নম্বর থাকার কথা, যেমন 3, 3x (হিট) বা 3o (মিস), কিন্তু পাওয়া গেছে { $found }
input-sheet-shot-number = { $owner }-এর শটের গ্রিড: শটের নম্বর 1 থেকে { $most }-এর মধ্যে হওয়ার কথা, কিন্তু পাওয়া গেছে { $found }
input-sheet-capital-o = { $owner }-এর শটের গ্রিড: `{ $number }O` পড়া যায় মিসের চিহ্ন দেওয়া শট { $number } হিসেবেও (আর অন্য একটি ঘরেও { $number } আছে), আবার O অক্ষর দিয়ে লেখা সংখ্যা { $zero } হিসেবেও: মিসের চিহ্ন ছোট হাতের o দিয়ে লিখুন ({ $number }o), অথবা সংখ্যাটি শূন্য (0) দিয়ে লিখুন
input-sheet-salvo-mark = সালভো খেলার পাতায় চিহ্ন (x বা o) আছে: সালভো খেলায় প্রতিপক্ষ বলে না কোন কোন শট হিট হয়েছে, শুধু বলে কোন জাহাজে কতগুলো হিট; শুধু নম্বরগুলো লিখুন, অথবা সালভো আর সেগুলোর উত্তর একটি "log:" অংশে রাখুন
input-sheet-skipped-round = { $whose ->
    [own] { $player }-এর পাতায় { $number } নম্বরের কোনো শট নেই, অথচ সেই পাতাই রাউন্ড { $max } পর্যন্ত গেছে: পাতায় কোনো রাউন্ড বাদ পড়তে পারে না
   *[other] { $player }-এর পাতায় { $number } নম্বরের কোনো শট নেই, অথচ { $holder }-এর পাতা রাউন্ড { $max } পর্যন্ত গেছে: পাতায় কোনো রাউন্ড বাদ পড়তে পারে না
}
input-sheet-number-gap = { $player }-এর পাতায় { $missing } নম্বরের কোনো শট নেই, অথচ পাতাটি { $found } পর্যন্ত গেছে: player ক্রমাঙ্কনে খেলোয়াড়ের শটের নম্বর 1, 2, 3 … ফাঁক ছাড়াই চলে
input-sheet-number-twice = { $player }-এর পাতায় { $number } নম্বরটি { $count }টি ঘরে আছে ({ $cells }): player ক্রমাঙ্কনে প্রতিটি শটের নিজস্ব নম্বর থাকে (যে স্কোরশিটে এক পালায় দুটি শট লেখা হয়, তাতে "numbering: game" ব্যবহার হয়)
input-sheet-number-on-both = { $number } নম্বরটি দুটো পাতাতেই আছে ({ $first }-এর পাতায় লাইন { $first-line }-এ, { $second }-এর পাতায় লাইন { $second-line }-এ): game ক্রমাঙ্কনে খেলার প্রতিটি শটের নিজস্ব নম্বর থাকে
input-sheet-two-fleets = দুজন খেলোয়াড়ের প্রত্যেকের একটি করে বহর থাকার কথা
input-sheet-no-forfeit-reason = { $reason } নিয়মভঙ্গে হারের কোনো কারণ নয়
input-sheet-fires-at-nothing = লগের একটি এন্ট্রিতে কোনো শটও নেই, নিয়মভঙ্গে হারও নেই
input-sheet-too-many-hits = { $hits }টি হিট হতে পারে না, সংখ্যাটি অনেক বড়
input-sheet-lookalike = { $what } (এই { $letter } সিরিলিক অক্ষর, দেখতে এক রকম হলেও লাতিন { $latin } নয়)
input-sheet-unwritable-name = { $why ->
    [empty] { $name } নামটি ফাঁকা; এটি কাগজের রেকর্ডে লেখা যায় না
    [spaces] { $name } নামটির দুই প্রান্তে ফাঁকা জায়গা আছে; এটি কাগজের রেকর্ডে লেখা যায় না
    [comma-or-colon] { $name } নামটিতে কমা বা কোলন আছে; এটি কাগজের রেকর্ডে লেখা যায় না
    [control] { $name } নামটিতে নিয়ন্ত্রণ-অক্ষর আছে; এটি কাগজের রেকর্ডে লেখা যায় না
   *[comment] { $name } নামটিতে // আছে, যা দিয়ে মন্তব্য শুরু হয়; এটি কাগজের রেকর্ডে লেখা যায় না
}
input-sheet-unwritable-class = { $why ->
    [empty-or-spaces] জাহাজের ধরনের নাম { $class } ফাঁকা, বা তার দুই প্রান্তে ফাঁকা জায়গা আছে; এটি কাগজের রেকর্ডে লেখা যায় না
    [punctuation] জাহাজের ধরনের নাম { $class }-এ কমা, সেমিকোলন, কোলন, // বা নিয়ন্ত্রণ-অক্ষর আছে; এটি কাগজের রেকর্ডে লেখা যায় না
    [ends-in-cell] জাহাজের ধরনের নাম { $class } এমন শব্দে শেষ হয়েছে যা ঘর হিসেবে পড়া যায়; এটি কাগজের রেকর্ডে লেখা যায় না
   *[not-in-fleet] { $class } এই বহরের কোনো জাহাজের ধরন নয়, আর কাগজের রেকর্ডে শুধু বহরের ধরনগুলোরই নাম থাকে (v3); এটি কাগজের রেকর্ডে লেখা যায় না
}
input-sheet-name-prefix = { $long } নামটি শুরু হয়েছে অন্য খেলোয়াড়ের নাম { $short } আর একটি ফাঁকা জায়গা দিয়ে, তাই { $short }-এর লগের লাইন { $long }-এর লাইন হিসেবেও পড়া যেতে পারে{ $writing ->
        [yes] ; এই নাম কাগজের রেকর্ডে লেখা যায় না
       *[no] {""}
    }
input-sheet-player-count = ঠিক দুজন খেলোয়াড় থাকার কথা, কিন্তু আছে { $found } জন
input-sheet-not-one-of = { $first } বা { $second } থাকার কথা, কিন্তু পাওয়া গেছে { $found }
input-sheet-no-fleet-for = খেলোয়াড় { $player }-এর বহর থাকার কথা, কিন্তু নেই
input-sheet-ship-without-reply = "ship" কেবল একক শটের উত্তর "hit" বা "sunk"-এর পাশেই থাকতে পারে
input-sheet-volley-reply-for-shot = একক শটের উত্তরে "miss", "hit" বা "sunk" থাকার কথা, কিন্তু পাওয়া গেছে সালভোর উত্তরের অবজেক্ট
input-sheet-word-reply-for-volley = শটের তালিকার উত্তরে সালভোর উত্তর {"{"}"hits": {"{"}...{"}"}, "sunk": [...]{"}"} থাকার কথা, কিন্তু পাওয়া গেছে একটি শব্দ
## Flags of broadside check that do not combine

check-text-with-jsonl = --format text একটিই খেলা দেখায়, তাই --jsonl-এর সঙ্গে একসাথে ব্যবহার করা যায় না; একটি লাইন বেছে নিন, যেমন `sed -n 3p games.jsonl | broadside check --format text`
check-summary-with-format = --summary শুধু মোট সংখ্যাগুলো লেখে, যা --format github আর --format junit লিখতে পারে না: --summary-এর সঙ্গে --format markdown বা json ব্যবহার করুন

## Generating games (broadside generate): why rules cannot be played by the bots

generate-ship-too-long = বহর স্থাপন করা যায় না: { $cells } ঘরের একটি জাহাজ { $columns }x{ $rows } গ্রিডে আঁটে না
generate-fleet-too-big = বহর স্থাপন করা যায় না: বহরে মোট { $cells }টি ঘর, যা { $columns }x{ $rows } গ্রিডের মোট ঘরের চেয়েও বেশি
generate-no-room = বহর স্থাপন করা যায় না: যে জাহাজগুলো পরস্পরকে ছুঁয়ে থাকতে পারে না, সেগুলোর জন্য { $columns }x{ $rows } গ্রিডে যথেষ্ট জায়গা নেই
generate-no-placement = { $apart ->
        [yes] বহর স্থাপন করা যায় না: কোনো দুটি জাহাজ যাতে পরস্পরকে না ছোঁয়, এমনভাবে { $columns }x{ $rows } গ্রিডে বহরটি স্থাপনের কোনো উপায় নেই (খোঁজে প্রতিটি উপায় যাচাই করা হয়েছে)
       *[no] বহর স্থাপন করা যায় না: { $columns }x{ $rows } গ্রিডে বহরটি স্থাপনের কোনো উপায় নেই (খোঁজে প্রতিটি উপায় যাচাই করা হয়েছে)
    }
generate-gave-up = বহর স্থাপন করা যায় না: { $steps } ধাপ খোঁজার পরেও কোনো স্থাপন পাওয়া যায়নি; খোঁজ ছেড়ে দেওয়া হয়েছে, যদিও স্থাপনের উপায় থাকতেও পারে
generate-zero-salvo = এই নিয়মে খেলা যায় না: { $class }-এর শট-মূল্য 0, তাই জাহাজ ভেসে থাকলেও কোনো খেলোয়াড়ের ছোড়ার মতো একটিও শট না-ও থাকতে পারে
generate-no-rules = অন্তত একটি নিয়মের সেট দিতে হবে

## The rules listing (broadside rules)

listing-presets = পূর্বনির্ধারিত নিয়ম
listing-presets-note = (`broadside rules NAME` চালালে NAME নামের নিয়মগুলো বদলে নেওয়ার উপযোগী একটি JSON নিয়ম-অবজেক্ট হিসেবে দেখা যায়, `--format text` দিলে কথায়):
# বহরের নাম ($fleet) আর পালার নাম ($turns) নিয়মের JSON-এ যেভাবে লেখা হয়।
listing-preset = { $columns }x{ $rows } গ্রিড, { $fleet } বহর, { $touching ->
    [allowed] জাহাজ পরস্পরকে ছুঁয়ে থাকতে পারে
   *[forbidden] জাহাজ পরস্পরকে ছুঁয়ে থাকতে পারে না
    }, পালা: { $turns ->
    [alternate] পালাক্রমে একটি করে শট
    [again_on_hit] হিট হলে আবার শট
   *[salvo] সালভোর রাউন্ড
    }
listing-fleets = বহর
listing-fleets-note = (জাহাজের ধরন মাপ xসংখ্যা; শট-মূল্য গোনা হয় কেবল সালভোর রাউন্ডে):
listing-fleet = { $fleet }; শট-মূল্য: { $values }
listing-codes = অনিয়মের কোড
listing-codes-note = (নিয়মভঙ্গ খেলার ফল ঠিক করে দেয়: যে প্রথম নিয়মভঙ্গ করে, সে নিয়মভঙ্গে হারে; সতর্কতা শুধু জানানো হয়):
listing-record-rules = রেকর্ডের "rules" হয় কোনো পূর্বনির্ধারিত নিয়মের নাম, নয়তো একটি অবজেক্ট, যেমন

## Counts (the Markdown summary of a batch)

count-games = { $games }টি খেলা

## A fleet checked alone whose owner is not named (broadside fleet without --player)

unnamed-player = খেলোয়াড়
unnamed-off-board-ship = খেলোয়াড়ের { $ship } { $columns }x{ $rows } গ্রিডের বাইরে বেরিয়ে গেছে
unnamed-bad-shape-range-ends = খেলোয়াড়ের { $ship } ফাঁকহীন সোজা রেখায় নেই: এর দুই প্রান্ত { $a } ও { $b } একই সারিতেও নেই, একই কলামেও নেই
unnamed-bad-shape-twice = খেলোয়াড়ের { $ship } ফাঁকহীন সোজা রেখায় নেই: { $a } দুবার লেখা হয়েছে
unnamed-bad-shape-not-in-line = খেলোয়াড়ের { $ship } ফাঁকহীন সোজা রেখায় নেই: { $a } ও { $b } একই সারিতেও নেই, একই কলামেও নেই
unnamed-bad-shape-gap = খেলোয়াড়ের { $ship } ফাঁকহীন সোজা রেখায় নেই: { $a } ও { $b }-এর মাঝে ফাঁক আছে
unnamed-overlap = খেলোয়াড়ের { $a } ও { $b } দুটোই { $cells } ঘরে আছে
unnamed-touching = খেলোয়াড়ের { $a } ও { $b } পরস্পরকে ছুঁয়ে আছে ({ $a-side } ঘরের পাশে { $b-side } ঘর), অথচ এই নিয়মে জাহাজ পাশাপাশি বা কোনাকুনি কোনোভাবেই ছুঁয়ে থাকতে পারে না
unnamed-wrong-fleet-count = খেলোয়াড়ের বহরে { $size } ঘরের { $class } { $found ->
    [0] একটিও নেই
   *[other] আছে { $found }টি
    }, কিন্তু নিয়ম অনুযায়ী থাকার কথা { $wanted }টি
unnamed-wrong-fleet-size = খেলোয়াড়ের { $name } ({ $cells }) { $length } ঘরের, কিন্তু এই বহরে { $class } হয় { $size } ঘরের
unnamed-wrong-fleet-name = খেলোয়াড়ের { $cells } ঘরের জাহাজটির নাম লেখা হয়েছে { $name }, কিন্তু এই বহরে এই নামের কোনো জাহাজ নেই (আছে: { $classes })
unnamed-wrong-fleet-no-size = খেলোয়াড়ের { $cells } ঘরের জাহাজটি { $length } ঘরের, আর এই বহরে এই মাপের কোনো জাহাজ নেই
unnamed-no-split-cell-count = খেলোয়াড় জাহাজের { $drawn }টি ঘর এঁকেছে, কিন্তু বহরের জাহাজগুলো ({ $fleet }) মিলে { $wanted }টি ঘর হয়
unnamed-no-split-group = খেলোয়াড়ের আঁকা { $size }টি ঘরের গুচ্ছ { $cells } বহরের ({ $fleet }) সোজা জাহাজগুলোতে ভাগ করা যায় না
unnamed-no-split-short-runs = খেলোয়াড়ের আঁকা ঘরগুলো বহরের ({ $fleet }) সোজা জাহাজগুলোতে ভাগ করা যায় না: { $cells } { $count ->
    [one] ঘরটি
   *[other] ঘরগুলো
    } { $size } বা তার বেশি ঘরের কোনো টানা সোজা রেখায় পড়ে না, কিন্তু বহরে { $size } ঘরের চেয়ে ছোট জাহাজগুলো মিলে মাত্র { $room }টি ঘর পূরণ করতে পারে
unnamed-no-split-long-ships = খেলোয়াড়ের আঁকা ঘরগুলো বহরের ({ $fleet }) সোজা জাহাজগুলোতে ভাগ করা যায় না: বহরে { $size } বা তার বেশি ঘরের জাহাজ আছে { $ships }টি, কিন্তু আঁকা টানা রেখাগুলোতে একসাথে এমন জাহাজ বড়জোর { $places }টি ধরে
unnamed-no-split-colours = খেলোয়াড়ের আঁকা ঘরগুলো বহরের ({ $fleet }) সোজা জাহাজগুলোতে ভাগ করা যায় না: দাবার ছকের মতো রং করলে আঁকা ঘরগুলোর মধ্যে এক রঙের ঘর অন্য রঙের চেয়ে { $imbalance }টি বেশি, আর বহরের বিজোড় দৈর্ঘ্যের { $odd }টি জাহাজ এই ফারাক মেটাতে পারে না (প্রতিটি মাত্র একটি করে মেটায়)
unnamed-no-split-groups = খেলোয়াড়ের আঁকা ঘরগুলো বহরের ({ $fleet }) সোজা জাহাজগুলোতে ভাগ করা যায় না: { $groups }
unnamed-no-split-furthest = খেলোয়াড়ের আঁকা ঘরগুলো বহরের ({ $fleet }) সোজা জাহাজগুলোতে ভাগ করা যায় না: সবচেয়ে কাছাকাছি যে ভাগ পাওয়া গেছে, তাতে স্থাপন করা যায় কেবল { $laid }; তখনও { $cells } ঘর কোনো জাহাজে পড়ে না, আর { $lacking } স্থাপন করা বাকি থাকে
unnamed-ambiguous-fleet = খেলোয়াড়ের আঁকা ঘরগুলো বহরের জাহাজগুলোতে একাধিকভাবে ভাগ করা যায়: { $first } অথবা { $second }; প্রথমটিই ধরা হয়েছে
unnamed-ambiguous-fleet-log = খেলোয়াড়ের আঁকা ঘরগুলো বহরের জাহাজগুলোতে একাধিকভাবে ভাগ করা যায়, আর প্রতিটি ভাগই উত্তরগুলোর সঙ্গে মেলে: { $first } অথবা { $second }; প্রথমটিই ধরা হয়েছে
unnamed-not-listed = খেলোয়াড়ের জাহাজ স্থাপনে আরও { $left-out }টি অনিয়ম এখানে দেখানো হয়নি, { $left-out ->
    [1] যেটি
   *[other] যার প্রতিটিই
    } { $code }: রায়ে একজন খেলোয়াড়ের একই ধরনের অনিয়ম বড়জোর { $max }টি দেখানো হয়

## The web page: its document's title and the labels only assistive technology reads

web-document-title = broadside: কাগজে লেখা খেলা যাচাই করুন
web-sheets = খেলোয়াড়দের কাগজ

## Matches: the placement book (--book) and the records a match resumes (--resume)

match-file-at-line = { $line }: { $what }
match-file-not-utf8 = এটি UTF-8-এ লেখা নয়: এখানে JSON Lines থাকার কথা
book-not-an-entry = এখানে একটি বহর (জাহাজের তালিকা বা {"{"}"grid": [...]{"}"}), রেকর্ডের মতো দুটি বহরের একটি `fleets` অবজেক্ট বা একটি রেকর্ড থাকার কথা
book-not-an-entry-json = এখানে একটি বহর (জাহাজের তালিকা বা {"{"}"grid": [...]{"}"}), রেকর্ডের মতো দুটি বহরের একটি `fleets` অবজেক্ট বা একটি রেকর্ড থাকার কথা: { $detail }
book-fleets-not-an-object = রেকর্ডের `fleets`: এখানে দুটি বহরের একটি অবজেক্ট থাকার কথা: { $detail }
book-not-a-pair = এখানে একটি বহর (জাহাজের তালিকা বা {"{"}"grid": [...]{"}"}), রেকর্ডের মতো দুটি বহরের একটি `fleets` অবজেক্ট বা একটি রেকর্ড থাকার কথা; কিন্তু পাওয়া গেছে { $fields }টি ফিল্ডের একটি অবজেক্ট
book-pair-fleet = { $which ->
        [first] জোড়ার প্রথম বহর: এখানে একটি বহর (জাহাজের তালিকা বা {"{"}"grid": [...]{"}"}), রেকর্ডের মতো দুটি বহরের একটি `fleets` অবজেক্ট বা একটি রেকর্ড থাকার কথা: { $detail }
       *[second] জোড়ার দ্বিতীয় বহর: এখানে একটি বহর (জাহাজের তালিকা বা {"{"}"grid": [...]{"}"}), রেকর্ডের মতো দুটি বহরের একটি `fleets` অবজেক্ট বা একটি রেকর্ড থাকার কথা: { $detail }
    }
book-unreadable = একটি বহর পড়া যাচ্ছে না
book-cannot-place = রেফারি বহরগুলো স্থাপন করতে পারছে না: { $error }
book-not-legal = { $which ->
        [first] প্রথম বহরটি ম্যাচের নিয়মে বৈধ নয়: { $foul } ({ $code })
       *[second] দ্বিতীয় বহরটি ম্যাচের নিয়মে বৈধ নয়: { $foul } ({ $code })
    }
book-empty = স্থাপনের বইয়ে কিছুই নেই: প্রতি লাইনে একটি বহর বা এক জোড়া বহর থাকার কথা
resume-not-a-record = এটি কোনো খেলার রেকর্ড নয়: { $error }
resume-cannot-adjudicate = রায় দেওয়া যায়নি: { $error }
resume-not-a-match-record = রেকর্ডটি `broadside match`-এর লেখা নয়: এতে meta.match নেই
resume-seed = অন্য ম্যাচের খেলা: এর --seed { $there }, আর এই ম্যাচের { $here }
resume-past-schedule = অন্য ম্যাচের খেলা: এর খেলার নম্বর { $game }, কিন্তু এই ম্যাচের সূচিতে খেলা মোট { $total }টি
resume-players = অন্য ম্যাচের খেলা: খেলা { $game }-এ এই ম্যাচে { $a } বনাম { $b }, কিন্তু রেকর্ডে { $there-a } বনাম { $there-b }
resume-program = অন্য ম্যাচের খেলা: রেকর্ডে { $name } বটটি অন্য প্রোগ্রাম, `{ $command }` নয়
resume-rules = অন্য ম্যাচের খেলা: এর নিয়ম আলাদা
resume-book = অন্য ম্যাচের খেলা: এর স্থাপনের বই, বইয়ের ক্রম বা খেলার জোড়া আলাদা
resume-book-contents = অন্য ম্যাচের খেলা: এর স্থাপনের বইয়ের বিষয়বস্তু আলাদা: রেকর্ডে SHA-256 { $there ->
        [none] নেই
       *[other] { $there }
    }, এই ম্যাচে { $here }
resume-protocol = অন্য ম্যাচের খেলা: এর বটদের সঙ্গে প্রোটোকল { $there }-এ কথা হয়েছিল, আর এই ম্যাচে হচ্ছে প্রোটোকল { $here }-এ
resume-protocol-unmarked = অন্য ম্যাচের খেলা: এর বটদের সঙ্গে প্রোটোকল 1-এ কথা হয়েছিল (এর meta.match-এ `protocol` নেই), আর এই ম্যাচে হচ্ছে প্রোটোকল { $here }-এ
resume-max-moves = অন্য ম্যাচের খেলা: এর চালের সীমা { $there ->
        [none] নেই
       *[other] { $there }
    }, আর এই ম্যাচের { $here } (--max-moves)
resume-move-time = অন্য ম্যাচের খেলা: { $name }-এর প্রতি চালের সময়সীমা রেকর্ডে { $there ->
        [none] নেই
       *[other] { $there } ms
    }, এই ম্যাচে { $here } ms (--move-time)
resume-time-bank = অন্য ম্যাচের খেলা: এর টাইম ব্যাংক { $there ->
        [none] নেই
       *[other] { $there-ms }+{ $there-increment } ms
    }, আর এই ম্যাচের { $here ->
        [none] নেই
       *[other] { $here-ms }+{ $here-increment } ms
    } (--time-bank)
resume-sandbox = অন্য ম্যাচের খেলা: এর স্যান্ডবক্স { $there ->
        [none] নেই
       *[other] { $there-memory } MB ও { $there-processes }টি প্রসেস
    }, আর এই ম্যাচের { $here ->
        [none] নেই
       *[other] { $here-memory } MB ও { $here-processes }টি প্রসেস
    } (--sandbox, --bot-memory, --bot-processes)
resume-cut-short = খেলা { $game }-এর লগ খেলার ফল ঠিক হওয়ার আগেই থেমে গেছে, অথচ কোনো সীমায় পৌঁছে খেলাটি শেষ হয়নি: রেকর্ডটি অসম্পূর্ণ; খেলাটি নতুন করে খেলানোর জন্য ফাইল থেকে এই লাইনটি সরিয়ে দিন
resume-twice = খেলা { $game } ফাইলে দুবার আছে

## কমান্ড লাইনের মান এবং broadside-এর বট: --shard, --sprt, broadside bot random|hunt

shard-expected = I/N থাকার কথা, যেখানে 1 ≤ I ≤ N, যেমন `2/4`; কিন্তু পাওয়া গেছে `{ $found }`
sprt-not-key-value = KEY=VALUE (elo0, elo1, alpha, beta, model) থাকার কথা, কিন্তু পাওয়া গেছে `{ $word }`
sprt-model = model: logistic বা normalized থাকার কথা, কিন্তু পাওয়া গেছে `{ $value }`
sprt-not-a-number = { $key }: একটি সসীম সংখ্যা থাকার কথা, কিন্তু পাওয়া গেছে `{ $value }`
sprt-elo-out-of-range = { $key }: { $value } Elo পরিসরের বাইরে: সীমা হিসেবে -{ $max } থেকে { $max } Elo-র মধ্যের মান দিতে হয়
sprt-unknown-key = অজানা কী `{ $key }`: elo0, elo1, alpha, beta বা model থাকার কথা
sprt-bounds-missing = elo0=A এবং elo1=B দুটিই দরকার, যেমন `--sprt elo0=0 elo1=10`
sprt-bounds-order = elo1-এর মান ({ $elo1 }) elo0-এর মানের ({ $elo0 }) চেয়ে বেশি হতে হবে
sprt-rate-range = { $name }-এর মান ({ $value }) 0-এর চেয়ে বেশি আর 1-এর চেয়ে কম হতে হবে, যেমন { $name }=0.05
sprt-rates-sum = alpha ও beta-র যোগফল ({ $alpha } + { $beta }) 1-এর কম হতে হবে
bot-cannot-read = ইনপুট পড়া যায় না: { $error }
bot-not-a-message = এটি প্রোটোকলের কোনো বার্তা নয়: { $detail }
bot-turn-before-start = কোনো start বার্তার আগেই একটি turn বার্তা এসেছে
sandbox-cannot-run = bubblewrap (`bwrap`) চালানো যায় না: { $error }; এটি ইনস্টল করুন (Debian: apt-get install bubblewrap)
sandbox-refused = bubblewrap এখানে কোনো বটকে আবদ্ধ রাখতে পারে না ({ $status }): { $said }
sandbox-no-message = কোনো বার্তা নেই
bot-does-not-run = { $name } বটের প্রোগ্রাম, `{ $command }`, প্রথম খেলায় কিছু পড়ার আগেই বন্ধ হয়ে গেছে ({ $why }): প্রোগ্রামটি চলে না; এর স্ট্যান্ডার্ড এরর:
bot-does-not-run-silent = { $name } বটের প্রোগ্রাম, `{ $command }`, প্রথম খেলায় কিছু পড়ার আগেই বন্ধ হয়ে গেছে ({ $why }): প্রোগ্রামটি চলে না; এটি স্ট্যান্ডার্ড এররে কিছুই লেখেনি

## Why a bot forfeits (bot check's reports, a match's messages; records keep these in English)
# The bot is the subject, left unsaid as Bengali does. $why of bot-why-ended is one of these
# sentences, $ended a process-* phrase.

bot-why-no-answer = { $ms } ms-এর মধ্যে কোনো উত্তর আসেনি
bot-why-no-answer-in-bank = টাইম ব্যাংকের বাকি { $ms } ms-এর মধ্যে কোনো উত্তর আসেনি
bot-why-could-not-start = বটটি চালু করা যায়নি: { $error }
bot-why-cannot-write = বটের ইনপুটে বার্তাটি লেখা যায়নি: { $error }
bot-why-input-closed = বটের ইনপুট বন্ধ হয়ে আছে
bot-why-closed-input-before-asked = উত্তর চাওয়ার আগেই বন্ধ হয়ে গেছে বা নিজের ইনপুট বন্ধ করে দিয়েছে
bot-why-closed-input = বন্ধ হয়ে গেছে বা নিজের ইনপুট বন্ধ করে দিয়েছে
bot-why-stopped-reading = নিজের ইনপুট পড়া বন্ধ করে দিয়েছে
bot-why-input-unread = { $seconds } s ধরে নিজের ইনপুট পড়েনি
bot-why-nothing-asked = কোনো উত্তর চাওয়া হয়নি
bot-why-closed-output = নিজের আউটপুট বন্ধ করে দিয়েছে
bot-why-closed-output-before-question = প্রশ্নটি পড়ার আগেই নিজের আউটপুট বন্ধ করে দিয়েছে
bot-why-exited = বন্ধ হয়ে গেছে
bot-why-exited-before-question = প্রশ্নটি পড়ার আগেই বন্ধ হয়ে গেছে
bot-why-over-memory = { $mb } MB মেমরির সীমা (--bot-memory) ছাড়িয়ে যাওয়ায় থামিয়ে দেওয়া হয়েছে
bot-why-over-processes = { $count }টি প্রসেস ও থ্রেডের সীমা (--bot-processes) ছাড়িয়ে যাওয়ায় থামিয়ে দেওয়া হয়েছে
bot-why-ended = { $why } ({ $ended })
bot-why-not-utf8 = উত্তরটি UTF-8-এ লেখা নয়
bot-why-too-long = উত্তরটি { $max } বাইটের চেয়ে লম্বা
bot-why-unowed = কোনো উত্তর চাওয়া হয়নি, তবু একটি লাইন লেখা হয়েছে
bot-why-not-the-object = { $expected } ধরনের ঠিক একটি JSON অবজেক্ট থাকার কথা: { $detail }
bot-why-not-a-fleet = বহরটি জাহাজের তালিকাও নয়, আঁকা বহরও নয়: { $detail }
bot-why-not-a-target = "at" কোনো স্থানাঙ্ক বা স্থানাঙ্কের তালিকা নয়: { $detail }
bot-why-fleet-unreadable = রেফারি বহরটি পড়তে পারছে না: { $detail }
bot-why-fleet-unplaceable = রেফারি বহরটি স্থাপন করতে পারছে না: { $detail }
bot-why-fleet-unplaceable-with-log = খেলার লগের সঙ্গে মিলিয়ে রেফারি বহরটি স্থাপন করতে পারছে না: { $detail }
json-at-column = { $detail } (কলাম { $column })
bot-start-unreadable = স্যান্ডবক্সে আবদ্ধ বটটি যে ব্যবহারকারী হিসেবে চলে (uid { $uid }), সেই ব্যবহারকারী { $path } (মোড { $mode }, uid { $owner }) পড়তে পারে না: root হিসেবে চালানো হলে প্রতিটি বট চলে তার ফোল্ডারের মালিক হিসেবে, আর মালিক root হলে nobody হিসেবে; ফোল্ডারটির মালিকানা কোনো ব্যবহারকারীকে দিন (chown -R USER { $path }) অথবা যেকোনো ব্যবহারকারীকে এটি পড়তে দিন (chmod -R o+rX { $path })
process-exit-code = এক্সিট কোড { $code }
process-signal = সিগন্যাল { $signal } ({ $name }) পেয়ে বন্ধ হয়েছে
process-ended = বন্ধ হয়েছে

## The command line: a flag's value, and what clap refuses (in English, clap's own frame)
# After "broadside: --flag: " or "broadside: ", then cli-help on a line of its own. Values and
# options come quoted, in backquotes. --help stays in English in every language.

flag-share = 0 থেকে 1-এর মধ্যে একটি সংখ্যা থাকার কথা, কিন্তু পাওয়া গেছে { $found }
flag-count = { $min } থেকে { $max }-এর মধ্যে একটি পূর্ণসংখ্যা থাকার কথা, কিন্তু পাওয়া গেছে { $found }
flag-count-at-least = { $min } বা তার বেশি একটি পূর্ণসংখ্যা থাকার কথা, কিন্তু পাওয়া গেছে { $found }
flag-millis = মিলিসেকেন্ডের হিসেবে 1 বা তার বেশি একটি সংখ্যা থাকার কথা, কিন্তু পাওয়া গেছে { $found }
flag-time-bank = মিলিসেকেন্ডের হিসেবে MS+INC থাকার কথা, যেমন `10000+100`, কিন্তু পাওয়া গেছে { $found }
flag-lang = একটি ভাষার কোড থাকার কথা, কিন্তু পাওয়া গেছে { $found }; কোডগুলো হলো { $codes }
flag-no-name = একজন খেলোয়াড়ের নাম থাকার কথা, কিন্তু কোনো নাম নেই
flag-long-name = নাম বড়জোর { $max } বাইটের হতে পারে, কিন্তু পাওয়া গেছে { $bytes } বাইটের একটি নাম
bot-arg-no-equals = NAME=COMMAND থাকার কথা, যেমন `alpha=./my-bot --fast`, কিন্তু পাওয়া গেছে { $found }
bot-arg-no-name = { $found }-এ `=`-এর আগে বটের কোনো নাম নেই
bot-arg-unsplittable = { $name }-এর কমান্ডকে শব্দে ভাগ করা যায় না: { $command }-এ একটি উদ্ধৃতিচিহ্ন খোলা হয়েছে কিন্তু বন্ধ হয়নি, বা শেষে একটি ব্যাকস্ল্যাশ আছে
bot-arg-empty = { $name } বটের কমান্ড খালি
cli-invalid-value = { $flag }: { $found } পড়া যায় না
cli-value-not-a-choice = { $flag }: { $choices }-এর কোনো একটি থাকার কথা, কিন্তু পাওয়া গেছে { $found }
cli-value-missing = { $flag }-এর একটি মান দরকার
cli-unknown-option = অজানা অপশন { $found }
cli-extra-argument = একটি আর্গুমেন্ট বেশি দেওয়া হয়েছে: { $found }
cli-unknown-option-suggested = অজানা অপশন { $found }; { $suggested } বোঝাতে চেয়েছেন?
cli-unknown-command = অজানা কমান্ড { $found }
cli-unknown-command-suggested = অজানা কমান্ড { $found }; { $suggested } বোঝাতে চেয়েছেন?
cli-missing = { $count ->
        [one] { $missing } দেওয়া হয়নি, অথচ এটি আবশ্যক
       *[other] { $missing } দেওয়া হয়নি, অথচ এগুলো আবশ্যক
    }
cli-missing-command = { $command }-এর পরে { $choices }-এর কোনো একটি দিতে হবে
cli-conflict = { $flag } আর { $other } একসাথে ব্যবহার করা যায় না
cli-repeated = { $flag } একবারের বেশি দেওয়া হয়েছে, অথচ এটি একবারই দেওয়া যায়
cli-no-equals = { $flag }-এর মান `=`-এর পরে দিতে হয়
cli-too-many-values = { $flag }-এর সঙ্গে { $found } মানটি দেওয়া যায় না
cli-not-utf8 = একটি আর্গুমেন্ট UTF-8-এ লেখা নয়
cli-refused = কমান্ড লাইনটি পড়া যায় না
cli-help = `{ $command } --help` চালালে এর অপশন আর উদাহরণ দেখা যাবে (ইংরেজিতে)।
rules-unknown-name = একটি পূর্বনির্ধারিত নিয়মের নাম ({ $presets }), একটি বহরের নাম ({ $fleets }) বা নিয়মের একটি JSON অবজেক্ট থাকার কথা, কিন্তু পাওয়া গেছে { $found }
cannot-write-output = আউটপুট লেখা যায় না: { $error }
cannot-start-thread = লাইনগুলো যাচাইয়ের জন্য একটি থ্রেড চালু করা যায় না: { $error }

## CI formats (github, junit, markdown)

ci-game = { $a } বনাম { $b }
ci-github-violation-entry = { $game }, এন্ট্রি { $entry }: { $message }
ci-github-violation = { $game }: { $message }
ci-github-unfinished = { $game }: খেলাটি অসমাপ্ত (লগ শেষ হয়েছে দুই বহরই ভেসে থাকা অবস্থায়), যা --strict-এ ব্যর্থ ধরা হয়
ci-github-left-out = আরও { $count }টি নিয়মভঙ্গ, সতর্কতা ও ইনপুট ত্রুটির অ্যানোটেশন দেওয়া হয়নি (GitHub প্রতি স্টেপে ত্রুটির { $shown }টি আর সতর্কতার { $shown }টি অ্যানোটেশন দেখায়): { $codes }
ci-junit-strict-fails = { $result } (--strict-এ খেলাটি ব্যর্থ ধরা হয়)
ci-junit-line = ইনপুটের { $line } নম্বর লাইন
ci-junit-violation-entry = { $player }-এর { $severity ->
    [foul] নিয়মভঙ্গ
   *[warning] সতর্কতা
    } { $code }, এন্ট্রি { $entry }-এ: { $message }
ci-junit-violation-entry-cells = { $player }-এর { $severity ->
    [foul] নিয়মভঙ্গ
   *[warning] সতর্কতা
    } { $code }, এন্ট্রি { $entry }-এ ({ $cells }): { $message }
ci-junit-violation-placement = { $player }-এর { $severity ->
    [foul] নিয়মভঙ্গ
   *[warning] সতর্কতা
    } { $code }, বহর স্থাপনে: { $message }
ci-junit-violation-placement-cells = { $player }-এর { $severity ->
    [foul] নিয়মভঙ্গ
   *[warning] সতর্কতা
    } { $code }, বহর স্থাপনে ({ $cells }): { $message }
ci-junit-warnings = { $game } উত্তীর্ণ, তবে সতর্কতাসহ:
ci-junit-warnings-line = { $game } (লাইন { $line }) উত্তীর্ণ, তবে সতর্কতাসহ:
ci-md-heading = broadside: { $name } থেকে { $games }টি খেলা
ci-md-pass = **কোনো খেলা ব্যর্থ হয়নি**।
ci-md-pass-strict = **কোনো খেলা ব্যর্থ হয়নি** (--strict: সতর্কতাসহ বা অসমাপ্ত খেলাও ব্যর্থ ধরা হয়)।
ci-md-fail = **{ $games }টি খেলার মধ্যে { $failing }টি ব্যর্থ**{ $errors ->
    [0] {""}
   *[other] , আর { $errors }টি লাইনের রায় দেওয়া যায়নি
    }।
ci-md-fail-strict = **{ $games }টি খেলার মধ্যে { $failing }টি ব্যর্থ** (--strict: সতর্কতাসহ বা অসমাপ্ত খেলাও ব্যর্থ ধরা হয়){ $errors ->
    [0] {""}
   *[other] , আর { $errors }টি লাইনের রায় দেওয়া যায়নি
    }।
ci-md-cell-outcome = ফলাফল
ci-md-cell-games = খেলা
ci-md-outcome-won = জয়-পরাজয়
ci-md-outcome-drawn = ড্র
ci-md-outcome-unfinished = অসমাপ্ত
ci-md-outcome-double-forfeit = দুজনেরই নিয়মভঙ্গে হার
ci-md-outcome-failing = ব্যর্থ
ci-md-outcome-not-adjudicated = রায় দেওয়া যায়নি এমন লাইন
ci-md-fouls-by-code = কোড অনুযায়ী নিয়মভঙ্গ
ci-md-warnings-by-code = কোড অনুযায়ী সতর্কতা
ci-md-no-fouls = কোনো নিয়মভঙ্গ নেই।
ci-md-no-warnings = কোনো সতর্কতা নেই।
ci-md-cell-code = কোড
ci-md-cell-fouls = নিয়মভঙ্গ
ci-md-cell-warnings = সতর্কতা
ci-md-cell-meaning = অর্থ
ci-md-first-fouls = প্রথম নিয়মভঙ্গগুলো
ci-md-cell-line = লাইন
ci-md-cell-game = খেলা
ci-md-cell-player = খেলোয়াড়
ci-md-cell-entry = এন্ট্রি
ci-md-cell-message = বার্তা
ci-md-entry-placement = স্থাপন
ci-md-lines-not-adjudicated = রায় দেওয়া যায়নি এমন লাইন
ci-md-cell-error = ত্রুটি
ci-md-more-fouls = … আরও { $count }টি নিয়মভঙ্গ এখানে তালিকায় নেই: উপরে শুধু প্রথম { $shown }টি দেখানো হয়েছে।
ci-md-more-errors = … আরও { $count }টি ত্রুটি এখানে তালিকায় নেই: উপরে শুধু প্রথম { $shown }টি দেখানো হয়েছে।
ci-md-left-fouls = তালিকার { $count }টি নিয়মভঙ্গ
ci-md-left-errors = তালিকার { $count }টি ত্রুটি
ci-md-left-players = পয়েন্ট তালিকার { $count } জন খেলোয়াড়
ci-md-left-pairs = পয়েন্ট তালিকার { $count }টি জুটি
ci-md-left-out = সারাংশটি 1 MiB-এর (GitHub-এর সীমা) নিচে রাখতে **বাদ দেওয়া হয়েছে**: { $list }। `broadside check --jsonl --summary`-এ সব খেলোয়াড় ও জুটি আছে, আর `broadside check --jsonl`-এ সব নিয়মভঙ্গ।
ci-md-error-lines = রায় দেওয়া যায়নি এমন লাইন: { $lines }।
ci-md-standings = পয়েন্ট তালিকা
ci-md-standings-note = জয়ে 1 পয়েন্ট, ড্র বা অসমাপ্ত খেলায় দুজনেই ½ করে; দুজনেরই নিয়মভঙ্গে হার (দুই খেলোয়াড়ই নিয়মভঙ্গে হেরেছে) হলে ফল 0-0, আর সেই খেলা কোনো Elo-তে গোনা হয় না। Elo হলো যেসব প্রতিপক্ষের মুখোমুখি হয়েছে তাদের তুলনায় পার্থক্য, 95% ত্রুটিসীমাসহ।
ci-md-cell-wins = জয়
ci-md-cell-losses = হার
ci-md-cell-draws = ড্র
ci-md-cell-unfinished = অসমাপ্ত
ci-md-cell-double-forfeits = দুজনেরই নিয়মভঙ্গে হার
ci-md-cell-score = পয়েন্ট
ci-md-cell-elo = Elo
ci-md-cell-forfeits = নিয়মভঙ্গে হার
ci-md-pairs = জুটি
ci-md-pairs-note = প্রতিটি জুটির হিসাব প্রথম খেলোয়াড়ের দিক থেকে।
ci-md-cell-pair = জুটি
ci-md-elo-all-won = নেই (সব খেলায় জয়)
ci-md-elo-all-lost = নেই (সব খেলায় হার)
ci-md-footer = broadside { $version }: এন্ট্রি গোনা হয় 0 থেকে, লাইন 1 থেকে।

## Matches between bots

elo-unbounded = { $elo } (ত্রুটিসীমা অসীম)
elo-all-won = { $elo } (সব খেলায় জয়)
elo-all-lost = { $elo } (সব খেলায় হার)
match-standings-bot = বট
match-standings-header = { $bot }   খেলা     জয়    হার     ড্র অসমাপ্ত    0-0  পয়েন্ট      elo   নিয়মভঙ্গে হার
match-standings-pair = { $a } বনাম { $b }:
match-pairs-line = { $a } বনাম { $b }, খেলার জোড়া: { $pairs } ({ $counts })  elo { $elo }
match-sprt-test = H0 { $b }-এর তুলনায় { $a } { $elo0 } Elo, H1 { $elo1 } ({ $model } Elo), α = { $alpha }, β = { $beta }
match-sprt-decided = α = { $alpha }, β = { $beta }-এ { $accepted } গৃহীত: ফলাফল { $other }-এর ({ $against }) চেয়ে { $accepted }-এর ({ $b }-এর তুলনায় { $a } { $bound } { $model } Elo) দিকে এতটাই ঝুঁকেছে যে পরীক্ষা থামানো যায়; { $other } সত্য হলে এমন পরীক্ষা বড়জোর { $error } ম্যাচে { $accepted } গ্রহণ করে। এটি কোনো পার্থক্য মাপে না: পার্থক্যের অনুমান উপরের Elo লাইনে।
match-sprt-undecided = কোনো সিদ্ধান্ত হয়নি: LLR দুই সীমার মধ্যেই রয়ে গেছে
match-sprt-line = SPRT: { $test }
match-sprt-state-games = { $model } Elo { $elo }, LLR { $llr } ({ $lower }, { $upper }), { $count }টি খেলার পরে
match-sprt-state-pairs = { $model } Elo { $elo }, LLR { $llr } ({ $lower }, { $upper }), { $count } জোড়া খেলার পরে
match-progress = খেলা { $done }/{ $total }  { $result }  { $scores }  { $rate } খেলা/সেকেন্ড
match-beat-fleet = { $winner } { $loser }-কে হারিয়েছে (বহর ধ্বংস)
match-beat-foul = { $winner } { $loser }-কে হারিয়েছে ({ $loser }-এর { $foul })
match-beat-forfeit = { $winner } { $loser }-কে হারিয়েছে (নিয়মভঙ্গে হার)
match-drawn = { $a } ও { $b }: ড্র
match-unfinished = { $a } ও { $b }: অসমাপ্ত
match-double-forfeit = { $a } ও { $b }: দুজনেরই নিয়মভঙ্গে হার
match-interrupted = { $signal } দিয়ে থামানো হয়েছে: { $total }টি খেলার মধ্যে { $written }টি শেষ হয়ে লেখা হয়েছে
match-resume-cut-short = --resume: ফাইলের শেষ লাইনটি অসম্পূর্ণ ছিল: সেটি সরানো হয়েছে, সেই খেলাটি আবার খেলা হবে
match-error-two-bots = --bot: একটি ম্যাচে অন্তত দুটি বট লাগে
match-error-name-too-long = { $name } নামটি { $bytes } বাইট লম্বা; খেলোয়াড়ের নাম বড়জোর { $max } বাইটের হতে পারে
match-error-name-twice = { $name } নামটি দুবার দেওয়া হয়েছে
match-error-names-alike = { $a } ও { $b } নাম দুটি বড়-ছোট হাতের অক্ষরের পার্থক্য বাদ দিলে একই, আর রেকর্ডে নাম এভাবেই মেলানো হয়
match-error-no-such-bot = { $name } নামে কোনো বট নেই
match-error-gauntlet = { $name } নামে কোনো বট নেই; বটগুলো হলো { $bots }
match-error-gauntlet-near = { $name } নামে কোনো বট নেই ({ $near } বোঝাতে চেয়েছেন? নাম হুবহু লিখতে হয়); বটগুলো হলো { $bots }
match-error-sprt-shard = --sprt: একটি শার্ড সূচির একাংশ খেলে; পরীক্ষাটি সব শার্ডের রেকর্ড একসঙ্গে নিয়ে চালান
match-error-sprt-two-bots = --sprt: পরীক্ষাটি দুটি বটের তুলনা করে; ঠিক দুটি বট দিন
match-error-pairs-odd = --pairs খেলাগুলো জোড়ায় জোড়ায় খেলে: --games জোড় সংখ্যা হতে হবে, পাওয়া গেছে { $games }
match-error-cannot-write = { $option } { $path }: লেখা যায় না: { $error }
match-error-report-format = --report: অজানা ফরম্যাট { $format }; github, junit বা markdown প্রত্যাশিত, যেমন `--report junit junit.xml`
match-error-standings-in-bot-folder = --standings { $path }: এটি { $folder }-এ আছে, যা বট { $bot }-এর ফোল্ডার, আর --sandbox-এ বটটি এটি দেখতে পায় (প্রতি --standings-every খেলায় নতুন করে লেখা ফাইল সেখানে লুকানো যায় না): অন্য ফোল্ডারে লিখুন
match-error-signals = ইন্টারাপ্ট সংকেত সামলানো যায় না: { $error }
match-error-cannot-start = --bot { $name }: `{ $command }` চালু করা যায় না: { $error }
match-error-resume-cut = --resume { $path }: অসম্পূর্ণ শেষ লাইনটি সরানো যায় না: { $error }
match-warning-orphans = সতর্কতা: বটগুলোর অরফ্যান প্রসেস নিজের অধীনে নেওয়া যায় না ({ $error }); যে প্রসেস তার বটের সেশন ছেড়ে যায়, সেটি ম্যাচ শেষ হওয়ার পরেও চলতে পারে
botcheck-heading = { $command } পরীক্ষা করা হচ্ছে: `broadside bot hunt`-এর বিপক্ষে এক রানে { $games }টি খেলা, প্রতি চালে { $ms } ms:
botcheck-rules-custom = নিজস্ব নিয়ম (8টি কলাম, 12টি সারি, hasbro বহর, হিট হলে আবার পালা)
botcheck-game-first = খেলা { $game }, { $rules }, বটের পালা আগে: { $result }
botcheck-game-second = খেলা { $game }, { $rules }, বটের পালা পরে: { $result }
botcheck-ok-won = ঠিক আছে, { $turns }টি পালার উত্তর দেওয়ার পর বট জিতেছে
botcheck-ok-lost = ঠিক আছে, { $turns }টি পালার উত্তর দেওয়ার পর বট হেরেছে
botcheck-ok-no-winner = ঠিক আছে, বট { $turns }টি পালার উত্তর দিয়েছে, কেউ জেতেনি
botcheck-problems = { $problems }টি সমস্যা
botcheck-late = দেরি: { $ms } ms-এর মধ্যে { $asked ->
    [fleet] তার বহর (`start`)
   *[shot] তার { $shot } নম্বর শট (`turn`)
    } পাওয়া যায়নি (`timeout`)
botcheck-late-first = দেরি: { $ms } ms-এর মধ্যে (সদ্য চালু হওয়া বটের প্রথম উত্তর বলে বাড়তি { $grace } s-সহ) { $asked ->
    [fleet] তার বহর (`start`)
   *[shot] তার { $shot } নম্বর শট (`turn`)
    } পাওয়া যায়নি (`timeout`)
botcheck-crashed = { $asked ->
    [fleet] তার বহর (`start`)
   *[shot] তার { $shot } নম্বর শট (`turn`)
    } চাওয়ার সময় বট ক্র্যাশ করেছে: { $why } (`crashed`)
botcheck-not-json = { $asked ->
    [fleet] তার বহর (`start`)
   *[shot] তার { $shot } নম্বর শট (`turn`)
    } চাওয়ার সময় অবৈধ বার্তা: বট এমন একটি লাইন প্রিন্ট করেছে যা JSON নয়: { $said }। স্ট্যান্ডার্ড আউটপুটে কেবল প্রোটোকলের বার্তা যায়, প্রতি লাইনে একটি JSON অবজেক্ট: ডিবাগ বার্তা স্ট্যান্ডার্ড এররে লিখুন (`illegal_message`)
botcheck-illegal = { $asked ->
    [fleet] তার বহর (`start`)
   *[shot] তার { $shot } নম্বর শট (`turn`)
    } চাওয়ার সময় অবৈধ বার্তা: { $why }; বট লিখেছে { $said } (`illegal_message`)
botcheck-flush-hint = এই খেলায় বট কিছুই লেখেনি: উত্তর প্রিন্ট করলেও হয়তো এটি স্ট্যান্ডার্ড আউটপুট ফ্লাশ করে না, আর পাইপে লেখা আউটপুট বাফারেই আটকে থাকে; প্রতি লাইনের পরে ফ্লাশ করুন (Python-এ `print(..., flush=True)`, C-তে `fflush(stdout)`, Java-তে `System.out.flush()`, Rust-এ `io::stdout().flush()`)
botcheck-stderr = বটের স্ট্যান্ডার্ড এরর: { $line }
botcheck-foul = { $where ->
    [fleet] তার বহরে
   *[entry] এন্ট্রি { $entry }-এ
    } নিয়মভঙ্গ `{ $code }`: { $message }
botcheck-warning = টীকা: { $where ->
    [fleet] তার বহরে
   *[entry] এন্ট্রি { $entry }-এ
    } সতর্কতা `{ $code }`: { $message }
botcheck-short = { $volleys ->
    [one] বরাদ্দের চেয়ে কম শটের একটি সালভো,
   *[other] বরাদ্দের চেয়ে কম শটের { $volleys }টি সালভো, প্রথমটি
    } { $where ->
    [fleet] তার বহরে
   *[entry] এন্ট্রি { $entry }-এ
    }: { $message }; সালভোর রাউন্ডের নিয়মে প্রতিটি পালায় বরাদ্দের সব শট ছুড়তে হয়, অর্থাৎ সেই পালার `turn` বার্তার `allowance`-এ যতগুলো দেওয়া আছে (`too_few_shots`)
botcheck-note-opponent-forfeited = টীকা: এই খেলায় প্রতিপক্ষ নিয়মভঙ্গে হেরেছে, যা বট সম্পর্কে কিছু বলে না
botcheck-note-restarted = টীকা: এই খেলার জন্য বটটি আবার চালু করা হয়েছে (আগের খেলার পরে এটি বন্ধ হয়ে গিয়েছিল); এটি অনুমোদিত, তবে একটি বট এক রানেই ম্যাচের সব খেলা খেলতে পারে
botcheck-complies = বটটি প্রোটোকল মেনে চলে: প্রতিটি খেলায় এটি সময়মতো `start`-এর উত্তরে বহর আর প্রতিটি `turn`-এর উত্তরে নিজের শট দিয়েছে, `shot` ও `end` বার্তা কোনো উত্তর না দিয়ে নিয়েছে, এবং এক রানে একের পর এক খেলা খেলেছে।
botcheck-does-not-comply = বটটি প্রোটোকল মেনে চলে না: উপরে { $problems }টি সমস্যা।
botcheck-error-cannot-start = { $command } চালু করা যায় না: { $error }
botcheck-error-no-opponent = প্রতিপক্ষ হিসেবে খেলতে এই প্রোগ্রামটি খুঁজে পাওয়া যায় না: { $error }
