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
    [move] { $player }-এর চাল { $entry } এসেছে চাল { $end }-এ খেলা শেষ হওয়ার পরে; এটি গণ্য করা হয়নি
   *[entry] { $player }-এর এন্ট্রি { $entry } এসেছে এন্ট্রি { $end }-এ খেলা শেষ হওয়ার পরে; এটি গণ্য করা হয়নি
    }
timeout = { $player } সময়মতো উত্তর দেয়নি ({ $numbering ->
    [round] রাউন্ড { $entry }-এ নিয়মভঙ্গে হার
    [shot] { $entry } নম্বর শটে নিয়মভঙ্গে হার
    [move] চাল { $entry }-এ নিয়মভঙ্গে হার
   *[entry] নিয়মভঙ্গে হারের এন্ট্রি { $entry }
    }), তাই খেলা এখানেই শেষ হয়েছে
crashed = { $player } খেলা চালিয়ে যেতে পারেনি: প্রোগ্রামটি বন্ধ হয়ে গেছে বা চালানো যায়নি ({ $numbering ->
    [round] রাউন্ড { $entry }-এ নিয়মভঙ্গে হার
    [shot] { $entry } নম্বর শটে নিয়মভঙ্গে হার
    [move] চাল { $entry }-এ নিয়মভঙ্গে হার
   *[entry] নিয়মভঙ্গে হারের এন্ট্রি { $entry }
    }), তাই খেলা এখানেই শেষ হয়েছে
illegal-message = { $player } এমন কিছু পাঠিয়েছে যা কোনো চাল নয় ({ $numbering ->
    [round] রাউন্ড { $entry }-এ নিয়মভঙ্গে হার
    [shot] { $entry } নম্বর শটে নিয়মভঙ্গে হার
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
    } নিজের পালায় ছিল না, আর তাতেও পালা বদলায়
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
    [round] রাউন্ড { $previous }-এ
    [shot] { $previous } নম্বর শটে
    [move] চাল { $previous }-এ
   *[entry] এন্ট্রি { $previous }-এ
    } { $who }-এর { $effect ->
    [hit] শট হিট হয়েছে
   *[sinking] শটে জাহাজ ডুবেছে
    }, তাই { $who } আবার শট নেয়
out-of-turn-passes = { $player } { $cells } ঘরে শট নিয়েছে, কিন্তু তখন { $expected }-এর পালা ছিল: { $numbering ->
    [round] রাউন্ড { $previous }-এ
    [shot] { $previous } নম্বর শটে
    [move] চাল { $previous }-এ
   *[entry] এন্ট্রি { $previous }-এ
    } { $who }-এর { $effect ->
    [off-board] শট গ্রিডের বাইরে পড়েছে
    [repeated] শট আগে শট নেওয়া ঘরেই পড়েছে
    [hit] শট হিট হয়েছে
    [sinking] শটে জাহাজ ডুবেছে
   *[miss] শট মিস হয়েছে
    }, তাতে পালা বদলায়
out-of-turn-alternate = { $player } { $cells } ঘরে শট নিয়েছে, কিন্তু তখন { $expected }-এর পালা ছিল: { $numbering ->
    [round] রাউন্ড { $previous }-এর সালভো
    [shot] { $previous } নম্বর শট
    [move] চাল { $previous }
   *[entry] এন্ট্রি { $previous }
    } ছিল { $who }-এর, আর খেলোয়াড়েরা পালাক্রমে শট নেয়
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
violations-moves-note = (চালের নম্বর খেলোয়াড়দের পাতার মতোই; JSON রায়ে এন্ট্রি গোনা হয় 0 থেকে)
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
    [shot] { $entry } নম্বর শটে
    [move] চাল { $entry }-এ
   *[entry] এন্ট্রি { $entry }-এ
    } { $loser }-এর পুরো বহর ধ্বংস করেছে।
result-resigned = { $winner } জিতেছে: { $loser } হার মেনেছে।
result-resigned-at = { $winner } জিতেছে: { $numbering ->
    [round] রাউন্ড { $entry }-এ
    [shot] { $entry } নম্বর শটে
    [move] চাল { $entry }-এ
   *[entry] এন্ট্রি { $entry }-এ
    } { $loser } হার মেনেছে।
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
    [round] সেটি রাউন্ড { $entry }
    [shot] রাউন্ডটি শেষ হয় { $entry } নম্বর শটে
    [move] রাউন্ডটি শেষ হয় চাল { $entry }-এ
   *[entry] রাউন্ডটি শেষ হয় এন্ট্রি { $entry }-এ
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
page-count-note = চালের নম্বর খেলোয়াড়দের পাতার মতোই: { $numbering ->
    [round] রাউন্ড অনুযায়ী
    [shot] প্রত্যেক খেলোয়াড়ের নিজের শট অনুযায়ী
   *[move] খেলার চাল অনুযায়ী
    }। এন্ট্রি গোনা হয় 0 থেকে, JSON রায়ে আর কোনো চালের লিংকে (#entry=N) যেমন।
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
    [round] রাউন্ড { $n }: { $player } নিয়মভঙ্গে হেরেছে: { $reason }
    [shot] { $player }-এর { $n } নম্বর শট: নিয়মভঙ্গে হার: { $reason }
   *[move] চাল { $n }: { $player } নিয়মভঙ্গে হেরেছে: { $reason }
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
batch-footer = লাইন গোনা হয় 1 থেকে; চালের নম্বর খেলোয়াড়দের পাতার মতোই (সালভোতে রাউন্ড অনুযায়ী, নইলে প্রত্যেক খেলোয়াড়ের নিজের শট অনুযায়ী); আর এন্ট্রি 0 থেকে, JSON রায়ের মতোই।
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
web-title = কাগজে খেলা খেলার যাচাই
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
web-fleet-default = নিয়মের নিজস্ব
web-fleet-standard = সাধারণ: 5, 4, 3, 2
web-fleet-two-destroyers = দুটি ডেস্ট্রয়ার: 5, 3, 2, 2
web-fleet-russian = রুশ: 4, 3×2, 2×3, 1×4
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
web-help = শট: ঘরে ক্লিক করে গ্রিডের উপরের বাক্সের নম্বর দিন, আবার ক্লিক হিট (x), আবার মিস (o), আবার মুছতে; অথবা তীর কী, নম্বরের অঙ্ক, চিহ্নের জন্য x বা o, মুছতে Delete।
web-help-salvo = শট (সালভো): ঘরে ক্লিক করে গ্রিডের উপরের বাক্সের রাউন্ড দিন, আবার ক্লিক করলে মুছে যায়; অথবা তীর কী, রাউন্ডের অঙ্ক, মুছতে Delete। সালভোর কাগজে হিট বা মিস লেখা হয় না: রক্ষাকারী জাহাজ ধরে হিট বলে দেন।
web-help-fleet = বহর: জাহাজ আঁকতে ক্লিক বা ড্র্যাগ করুন; টাচ স্ক্রিনে প্রতিটি ঘরে ট্যাপ করুন, অথবা একটি ঘর আঁকা না হওয়া পর্যন্ত চেপে ধরে জাহাজ বরাবর আঙুল টানুন; তীর কী দিয়ে সরুন, Space আঁকে বা মোছে।
web-help-keep = খেলাটি এই ব্রাউজারে রাখা থাকে: রিলোডের পরেও তা ফিরে আসে। আনডু (Ctrl+Z) আর রিডু (Ctrl+Shift+Z) প্রতিটি বদলের মধ্যে আগে-পিছে যায়।
web-how = কীভাবে একটি খেলা লিখবেন
web-start = এখনও কোনো খেলা নেই: নিচে প্রত্যেক খেলোয়াড়ের কাগজে তার বহর আঁকুন, তারপর কাগজে যেমন আছে তেমন শট দিন। অথবা কাগজগুলোর নিচের বাক্সে রেকর্ড পেস্ট করুন, ফাইল খুলুন, বা একটি উদাহরণ লোড করুন।
web-start-summary = এখনও কোনো খেলা নেই: বহর আঁকা হলেই রায় আসবে।
web-example = একটি উদাহরণ খেলা লোড করুন
web-undo = আনডু
web-redo = রিডু
web-copy-link = লিংক কপি করুন
web-link-label = এই খেলার লিংক
web-link-copied = লিংক কপি হয়েছে ({ $n } অক্ষর): যে এটি খুলবে সে এই কাগজ আর এই রায়ই দেখবে; খেলাটি লিংকের ভেতরেই আছে, কোনো সার্ভারে যায় না।
web-link-select = লিংক তৈরি হয়েছে ({ $n } অক্ষর): এটি বেছে নিয়ে কপি করুন। খেলাটি লিংকের ভেতরেই আছে, কোনো সার্ভারে যায় না।
web-link-too-long = এই খেলাটি লিংকের জন্য খুব লম্বা ({ $n } অক্ষর, { $limit }-এর বেশি): এটি ফাইল হিসেবে সংরক্ষণ করে ফাইলটি পাঠান।
web-link-broken = এই লিংকে পড়ার মতো কোনো খেলা নেই: হয়তো এটি কেটে গেছে।
web-not-kept = এই খেলাটি এই ব্রাউজারে রাখার পক্ষে খুব বড়: এটি ফাইল হিসেবে সংরক্ষণ করুন।
web-sheets-stale = এই কাগজগুলো নিচের রেকর্ডটি দেখায় না: তাতে এমন কিছু আছে যা এরা ধরতে পারে না (হার মানা, জাহাজের নাম বলা উত্তর, সালভোর উত্তর, বা কোনো ত্রুটি)। এগুলো বদলালে রেকর্ডটি বদলে যাবে; আনডু করলে তা ফিরে আসে।
web-confirm-replace = কাগজগুলো নিচের রেকর্ডটি দেখায় না। রেকর্ডের জায়গায় কাগজগুলো বসাবেন? (আনডু করলে তা ফিরে আসে।)
web-round-of = { $name }-এর রাউন্ড
web-shot-number-of = { $name }-এর শট নম্বর
web-name-empty = একটি নাম লিখুন।
web-name-comma = নামে কমা থাকতে পারে না: রেকর্ড দুটি নামকে কমা দিয়ে আলাদা করে।
web-name-comment = নামে // থাকতে পারে না: রেকর্ড লাইনের বাকি অংশকে মন্তব্য হিসেবে পড়ে।
web-name-case = এটি { $other }-ই, শুধু বড়-ছোট হাতের অক্ষর আলাদা: রেকর্ড নামের বড়-ছোট অক্ষর আলাদা করে না, তাই দুই খেলোয়াড়ের আলাদা নাম দরকার।
web-name-same = দুই খেলোয়াড়ের আলাদা নাম দরকার।
web-fix-names = রায় দেখতে উপরের নামগুলো ঠিক করুন।
web-sheets-unreadable = কাগজগুলো এখন যেমন আছে তেমন পড়া যায় না; তাদের উপরের চিহ্ন জায়গাটি দেখায়: { $message }
web-checking = যাচাই চলছে…
web-open-page = রায়ের পাতা খুলুন
web-page-too-long = রায়ের পাতাটি { $mb } MB, এখানে একবারে দেখানোর পক্ষে খুব লম্বা।
web-verdict-page = রায়ের পাতা
web-record = রেকর্ড
web-open = ফাইল খুলুন
web-save-paper = কাগজের রূপে সংরক্ষণ
web-save-json = JSON রূপে সংরক্ষণ
web-clear = নতুন খেলা
web-verdict = রায়
web-verdict-json = রায় JSON রূপে (broadside check যেমন দেয়)
web-footer = broadside: কমান্ড লাইনের একই রেফারি, WebAssembly-তে। কিছুই কোথাও পাঠানো হয় না।
web-fleet-of = { $name }-এর বহর
web-shots-of = { $other }-এর দিকে { $name }-এর শট
web-fleet-heading = বহর
web-shots-heading = { $other }-এর দিকে শট
web-ship = জাহাজ
web-water = জল
web-shot-n = শট { $n }
web-no-shot = শট নেই
web-hit = হিট
web-miss = মিস
web-round-number = রাউন্ড
web-move-number = শট নম্বর
web-to-place = বসানো বাকি:
web-ship-left = { $ship } ({ $size }) ×{ $count }
web-all-placed = সব জাহাজ বসানো হয়েছে।
web-too-many-ships = নিয়মের { $count }টির চেয়ে বেশি { $ship }
web-no-such-ship = বহরের কোনো জাহাজ { $label }-এর মাপের নয়
web-note-grids = উপরের কাগজগুলো থেকে কাগজের রেকর্ড হিসেবে তৈরি; এখানে বদলান, একটি পেস্ট করুন, বা ফাইল খুলুন।
web-note-text = যেমন লেখা তেমন যাচাই করা হয়েছে। উপরের কাগজগুলো এর সবটা ধরতে পারে না (হার মানা, জাহাজের নাম বলা উত্তর, সালভোর উত্তর): এখানে বদলান।
web-note-text-held = যেমন লেখা তেমন যাচাই করা হয়েছে; উপরের কাগজগুলো তা দেখায়।
web-note-long = এই রেকর্ডটি { $mb } MB: বাক্সে কেবল এর শুরুটুকু দেখা যায় এবং এখানে বদলানো যায় না; ফাইলটি কোনো টেক্সট এডিটরে বদলান, অথবা সংরক্ষণ করুন।
web-input-error = রেকর্ডটি পড়া যায় না:
web-placement = বসানো
web-foul = নিয়মভঙ্গ
web-warning = সতর্কতা
web-code-off_board = বোর্ডের বাইরে
web-code-bad_shape = জাহাজ সোজা নয়
web-code-overlap = জাহাজ একে অপরের উপর
web-code-touching = জাহাজ ছুঁয়ে আছে
web-code-wrong_fleet = ভুল বহর
web-code-out_of_turn = পালা ছাড়া
web-code-too_many_shots = অতিরিক্ত শট
web-code-false_report = ভুল উত্তর
web-code-timeout = সময় শেষ
web-code-crashed = প্রোগ্রাম বন্ধ
web-code-illegal_message = অবৈধ বার্তা
web-code-too_few_shots = কম শট
web-code-repeated_shot = পুনরাবৃত্ত শট
web-code-after_end = খেলা শেষের পরে
web-code-ambiguous_fleet = বহর একাধিকভাবে ভাগ হয়
