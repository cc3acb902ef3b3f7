# Слова broadside для людей, по-русски: каждое предложение вердикта.
#
# Одно сообщение — одно предложение. Переменные: имена игроков ($owner, $player, $shooter, $expected, …)
# так, как их записал протокол (не склоняются, поэтому «у игрока X», «игроку X»), клетки ($cells, $at, $a, $b)
# уже названы буквами листа, списки уже собраны сообщениями list-* ниже, количества — числами.
# Ход журнала называется так, как говорит $numbering: "entry" — для JSON-вердикта, который читают
# программы, номером записи журнала, считая с 0; для людей — так, как его нумеруют листы игроков:
# "round" (раунд, при залпах), "shot" (собственный выстрел стреляющего) или "move" (ход партии),
# считая с 1. Переменные хода ($entry, $end, $opened, $previous, $first, $last) в любом случае
# содержат его номер; $end-player и $shooter — имя стреляющего.
# Для игроков — формы без рода: настоящее время, «у игрока X», безличные и именные обороты.

## Lists

# Между элементами списка, кроме двух последних.
list-comma = {", "}
# Два последних элемента списка.
list-and = { $init } и { $last }
# Сокращённый список: показанные элементы и сколько ещё.
list-more = { $shown } и ещё { $more }
# Пустой список.
list-nothing = ничего
# Между способами разбить группу клеток.
list-or = {", или "}
# Между объяснениями для нескольких групп клеток.
list-semicolon = {"; "}

## Ships

# Корабль с названием класса и его клетки.
ship-named = { $name } ({ $cells })
# Корабль без названия и класса и его клетки.
ship-unnamed = корабль { $cells }
# Один класс флота: название и размер (и сколько, если больше одного).
fleet-class = { $count ->
    [1] { $name } { $size }
   *[other] { $name } { $size } ×{ $count }
}
# Корабли одного размера в объяснении рисунка: класс, если этот размер у одного класса.
sized-class = { $n ->
    [1] { $class } ({ $size })
   *[other] { $class } ({ $size }) ×{ $n }
}
sized-ship = { $n ->
    [1] { $size }-палубный корабль
   *[other] { $size }-палубный корабль ×{ $n }
}

## Placement (entry: none)

off-board-ship = У игрока { $owner } { $ship } выходит за пределы поля { $columns }×{ $rows }
bad-shape-range-ends = У игрока { $owner } { $ship } не стоит прямой линией без разрывов: его концы { $a } и { $b } находятся в разных строках и в разных столбцах
bad-shape-twice = У игрока { $owner } { $ship } не стоит прямой линией без разрывов: клетка { $a } указана дважды
bad-shape-not-in-line = У игрока { $owner } { $ship } не стоит прямой линией без разрывов: клетки { $a } и { $b } находятся в разных строках и в разных столбцах
bad-shape-gap = У игрока { $owner } { $ship } не стоит прямой линией без разрывов: между { $a } и { $b } есть разрыв
overlap = У игрока { $owner } { $a } и { $b } накладываются друг на друга (общие клетки: { $cells })
touching = У игрока { $owner } { $a } и { $b } касаются друг друга ({ $a-side } рядом с { $b-side }), а по этим правилам корабли не могут касаться ни сторонами, ни углами
wrong-fleet-count = Во флоте игрока { $owner } { $found } { $found ->
    [one] корабль
    [few] корабля
    [many] кораблей
   *[other] корабля
    } класса { $class } длиной в { $size } { $size ->
    [one] клетку
    [few] клетки
    [many] клеток
   *[other] клетки
    }, а по правилам их должно быть { $wanted }
wrong-fleet-size = У игрока { $owner } { $name } ({ $cells }) занимает { $length } { $length ->
    [one] клетку
    [few] клетки
    [many] клеток
   *[other] клетки
    }, а корабль класса { $class } должен занимать { $size }
wrong-fleet-name = У игрока { $owner } корабль { $cells } назван { $name }, но такого класса в этом флоте нет (классы флота: { $classes })
wrong-fleet-no-size = У игрока { $owner } корабль { $cells } занимает { $length } { $length ->
    [one] клетку
    [few] клетки
    [many] клеток
   *[other] клетки
    }, а кораблей такого размера в этом флоте нет

## Drawn fleets

no-split-cell-count = У игрока { $owner } на поле нарисовано клеток с кораблями: { $drawn }, а корабли флота ({ $fleet }) занимают { $wanted } { $wanted ->
    [one] клетку
    [few] клетки
    [many] клеток
   *[other] клетки
    }
no-split-group = У игрока { $owner } группу из { $size } { $size ->
    [one] нарисованной клетки
   *[other] нарисованных клеток
    } ({ $cells }) нельзя разбить на прямые корабли флота ({ $fleet })
no-split-short-runs = Нарисованные клетки игрока { $owner } нельзя разбить на прямые корабли, из которых состоит флот ({ $fleet }): { $cells } { $count ->
    [1] не входит
   *[other] не входят
    } ни в один прямой ряд из { $size } или более клеток, а корабли флота короче { $size } { $size ->
    [one] клетки
   *[other] клеток
    } занимают всего { $room } { $room ->
    [one] клетку
    [few] клетки
    [many] клеток
   *[other] клетки
    }
no-split-long-ships = Нарисованные клетки игрока { $owner } нельзя разбить на прямые корабли, из которых состоит флот ({ $fleet }): во флоте { $ships } { $ships ->
    [one] корабль
    [few] корабля
    [many] кораблей
   *[other] корабля
    } длиной от { $size } { $size ->
    [one] клетки
   *[other] клеток
    }, а в нарисованных рядах одновременно помещается не больше { $places } { $places ->
    [one] такого корабля
   *[other] таких кораблей
    }
no-split-colours = Нарисованные клетки игрока { $owner } нельзя разбить на прямые корабли, из которых состоит флот ({ $fleet }): если раскрасить поле в шахматном порядке, нарисованных клеток одного цвета окажется на { $imbalance } больше, чем другого, а кораблей нечётной длины во флоте всего { $odd } — этого не хватает, чтобы выровнять разницу (каждый такой корабль сокращает её не больше чем на одну клетку)
no-split-groups = Нарисованные клетки игрока { $owner } нельзя разбить на прямые корабли, из которых состоит флот ({ $fleet }): { $groups }
# Одна группа нарисованных клеток в no-split-groups: её размер, её первая клетка, наборы кораблей, которыми она может быть.
group-can-only-be = группа из { $size } { $size ->
    [one] клетки
   *[other] клеток
    }, начиная с { $first }, раскладывается только так: { $mixes }
no-split-furthest = Нарисованные клетки игрока { $owner } нельзя разбить на прямые корабли, из которых состоит флот ({ $fleet }): дальше всего поиск дошёл до расстановки { $laid }; при ней незанятые клетки: { $cells }, неразмещённые корабли: { $lacking }
ambiguous-fleet = Рисунок игрока { $owner } раскладывается на корабли флота несколькими способами: { $first } или { $second }; принимается первый
ambiguous-fleet-log = Рисунок игрока { $owner } раскладывается на корабли флота несколькими способами, согласными с ответами: { $first } или { $second }; принимается первый

## The log

after-end = { $numbering ->
    [round] Залп игрока { $player } в раунде { $entry } сделан после конца игры (игра закончилась в раунде { $end }) и не учитывается
    [shot] { $entry }-й выстрел игрока { $player } сделан после конца игры (игра закончилась { $end }-м выстрелом игрока { $end-player }) и не учитывается
    [move] Ход { $entry } игрока { $player } сделан после конца игры (игра закончилась на { $end }-м ходу) и не учитывается
   *[entry] Запись { $entry } игрока { $player } сделана после конца игры (игра закончилась записью { $end }) и не учитывается
    }
timeout = От игрока { $player } вовремя не пришло ответа ({ $numbering ->
    [round] раунд { $entry }
    [shot] { $entry }-й выстрел
    [move] ход { $entry }
   *[entry] запись { $entry }
    }: техническое поражение), и на этом игра заканчивается
crashed = Программа игрока { $player } завершилась или не запустилась ({ $numbering ->
    [round] раунд { $entry }
    [shot] { $entry }-й выстрел
    [move] ход { $entry }
   *[entry] запись { $entry }
    }: техническое поражение), и на этом игра заканчивается
illegal-message = От игрока { $player } пришло сообщение, которое не является ходом ({ $numbering ->
    [round] раунд { $entry }
    [shot] { $entry }-й выстрел
    [move] ход { $entry }
   *[entry] запись { $entry }
    }: техническое поражение), и на этом игра заканчивается
off-board-shots = Игрок { $player } стреляет по { $cells } — за пределы поля { $columns }×{ $rows }; { $count ->
    [1] такой выстрел не наносит
   *[other] такие выстрелы не наносят
    } повреждений
# Почему ход был за $expected: раунд $round начат игроком $opener ходом $opened.
out-of-turn-round = Игрок { $player } стреляет по { $cells } не в свой ход — ход за игроком { $expected }: { $numbering ->
    [round] раунд { $round } начат игроком { $opener }
    [shot] раунд { $round } начат { $opened }-м выстрелом игрока { $opener }
    [move] раунд { $round } начат игроком { $opener } на { $opened }-м ходу
   *[entry] раунд { $round } начат игроком { $opener } в записи { $opened }
    }, а раунд — это по одному залпу каждого игрока, поэтому завершает его залп игрока { $other }
out-of-turn-first = Игрок { $player } стреляет по { $cells } не в свой ход — ход за игроком { $expected }: первый выстрел делает игрок { $first }
out-of-turn-after-foul = Игрок { $player } стреляет по { $cells } не в свой ход — ход за игроком { $expected }: { $numbering ->
    [round] залп игрока { $who } в раунде { $previous } сделан не в свой ход, и после него
    [shot] { $previous }-й выстрел игрока { $who } сделан не в свой ход, и после него
    [move] ход { $previous } игрока { $who } сделан вне очереди, и после него
   *[entry] запись { $previous } игрока { $who } сделана не в свой ход, и после неё
    } ход переходит к сопернику
out-of-turn-answered-hit = Игрок { $player } стреляет по { $cells } не в свой ход — ход за игроком { $expected }: { $numbering ->
    [round] на залп игрока { $who } в раунде { $previous }
    [shot] на { $previous }-й выстрел игрока { $who }
    [move] на выстрел игрока { $who } на { $previous }-м ходу
   *[entry] на выстрел игрока { $who } в записи { $previous }
    } ответили, что это попадание, поэтому игрок { $who } стреляет ещё раз
out-of-turn-answered-miss = Игрок { $player } стреляет по { $cells } не в свой ход — ход за игроком { $expected }: { $numbering ->
    [round] на залп игрока { $who } в раунде { $previous }
    [shot] на { $previous }-й выстрел игрока { $who }
    [move] на выстрел игрока { $who } на { $previous }-м ходу
   *[entry] на выстрел игрока { $who } в записи { $previous }
    } ответили «мимо», и ход переходит к сопернику
# $effect: что дал предыдущий выстрел (off-board, repeated, miss, hit, sinking).
out-of-turn-shoots-again = Игрок { $player } стреляет по { $cells } не в свой ход — ход за игроком { $expected }: { $effect ->
    [hit] попадание
   *[sinking] потопление корабля
    } { $numbering ->
    [round] в раунде { $previous }
    [shot] при { $previous }-м выстреле
    [move] на { $previous }-м ходу
   *[entry] в записи { $previous }
    } даёт игроку { $who } право стрелять ещё раз
out-of-turn-passes = Игрок { $player } стреляет по { $cells } не в свой ход — ход за игроком { $expected }: { $numbering ->
    [round] в раунде { $previous }
    [shot] при { $previous }-м выстреле
    [move] на { $previous }-м ходу
   *[entry] в записи { $previous }
    } игрок { $who } { $effect ->
    [off-board] стреляет за пределы поля
    [repeated] стреляет повторно
    [hit] попадает
    [sinking] топит корабль
   *[miss] промахивается
    }, и ход переходит к сопернику
out-of-turn-alternate = Игрок { $player } стреляет по { $cells } не в свой ход — ход за игроком { $expected }: { $numbering ->
    [round] залп в раунде { $previous } сделал игрок { $who }
    [shot] { $previous }-й выстрел сделал игрок { $who }
    [move] ход { $previous } сделал игрок { $who }
   *[entry] запись { $previous } — ход игрока { $who }
    }, а ходят по очереди
one-shot-a-turn = Игрок { $player } даёт залп из { $fired } { $fired ->
    [one] выстрела
   *[other] выстрелов
    }, а по этим правилам за ход разрешён только один выстрел
over-round-allowance = Игрок { $player } делает в том же раунде ещё { $fired } { $fired ->
    [one] выстрел
    [few] выстрела
    [many] выстрелов
   *[other] выстрела
    }, всего { $total }, но при { $afloat } { $afloat ->
    [one] корабле
   *[other] кораблях
    } на плаву положенный размер залпа в этом раунде — { $allowed }
allowance = Игрок { $player } делает { $fired } { $fired ->
    [one] выстрел
    [few] выстрела
    [many] выстрелов
   *[other] выстрела
    }, но при { $afloat } { $afloat ->
    [one] корабле
   *[other] кораблях
    } на плаву положенный размер залпа — { $allowed }
repeated-shot = Игрок { $player } снова стреляет по { $cells }; повторный выстрел не наносит повреждений

## False replies

# Ответ на одиночный выстрел: слово и, если назван, класс корабля.
reply-said = { $said ->
    [hit] «ранил»
    [miss] «мимо»
   *[sunk] «убил»
    }
reply-said-ship = { $said ->
    [hit] «ранил»
    [miss] «мимо»
   *[sunk] «убил»
    } ({ $ship })
false-reply-water = Игрок { $player } отвечает { $reply } на выстрел игрока { $shooter } по { $at }, но там пусто
false-reply-hit = Игрок { $player } отвечает { $reply } на выстрел игрока { $shooter } по { $at }, но это попадание в { $ship }, и корабль остаётся на плаву
false-reply-sank = Игрок { $player } отвечает { $reply } на выстрел игрока { $shooter } по { $at }, но этот выстрел топит { $ship }
false-reply-struck = Игрок { $player } отвечает { $reply } на выстрел игрока { $shooter } по { $at }, но это попадание в корабль
false-reply-ship-there = Игрок { $player } отвечает { $reply } на выстрел игрока { $shooter } по { $at }, но там стоит { $ship }
# Ответ на залп: попадания по классам, затем потопленные корабли.
volley-hits-none = попаданий нет
volley-hits = попадания: { $hits }
volley-hit = { $class } ×{ $n }
volley-sunk-none = ничего не потоплено
volley-sunk = потоплены: { $sunk }
volley-reply = { $hits }, { $sunk }
# Корабль, в который попал залп, и сколько раз.
struck-ship = { $ship } { $n ->
    [1] один раз
    [one] { $n } раз
    [few] { $n } раза
    [many] { $n } раз
   *[other] { $n } раза
    }
false-volley-nothing = Игрок { $player } отвечает «{ $reply }» на залп игрока { $shooter } по { $cells }, но залп ни во что не попал
false-volley-struck = Игрок { $player } отвечает «{ $reply }» на залп игрока { $shooter } по { $cells }, но залп попал в { $struck }
false-volley-sank = Игрок { $player } отвечает «{ $reply }» на залп игрока { $shooter } по { $cells }, но залп попал в { $struck }; потоплены: { $sunk }

## Violations a verdict does not list

not-listed = Не { $left-out ->
    [one] показано
    [few] показаны
    [many] показано
   *[other] показаны
    } ещё { $left-out } { $left-out ->
    [one] нарушение
    [few] нарушения
    [many] нарушений
   *[other] нарушения
    } вида «{ $code }» у игрока { $player }: вердикт приводит не больше { $max } { $max ->
    [one] нарушения
   *[other] нарушений
    } одного вида у одного игрока
not-listed-at = Не { $left-out ->
    [one] показано
    [few] показаны
    [many] показано
   *[other] показаны
    } ещё { $left-out } { $left-out ->
    [one] нарушение
    [few] нарушения
    [many] нарушений
   *[other] нарушения
    } вида «{ $code }» у игрока { $player } { $numbering ->
    [round] в раунде { $first }
    [shot] при { $first }-м выстреле игрока { $shooter }
    [move] на { $first }-м ходу
   *[entry] в записи { $first }
    }: вердикт приводит не больше { $max } { $max ->
    [one] нарушения
   *[other] нарушений
    } одного вида у одного игрока
not-listed-from-to = Не { $left-out ->
    [one] показано
    [few] показаны
    [many] показано
   *[other] показаны
    } ещё { $left-out } { $left-out ->
    [one] нарушение
    [few] нарушения
    [many] нарушений
   *[other] нарушения
    } вида «{ $code }» у игрока { $player } { $numbering ->
    [round] с раунда { $first } по раунд { $last }
    [shot] с { $first }-го по { $last }-й выстрел игрока { $shooter }
    [move] с { $first }-го по { $last }-й ход
   *[entry] с записи { $first } по запись { $last }
    }: вердикт приводит не больше { $max } { $max ->
    [one] нарушения
   *[other] нарушений
    } одного вида у одного игрока

## Paper records

# Предложение о нарушении и где оно стоит в бумажной записи.
on-paper = { $message } [на бумаге: строка { $line }, { $what }]

## The text verdict (broadside check --format text)

heading-rules = Правила
heading-result = Итог
heading-violations = Нарушения и предупреждения
heading-shots = Выстрелы
heading-final-boards = Поля в конце игры
heading-legend = Обозначения
# После заголовка итоговых полей.
final-boards-note = флот каждого игрока и выстрелы соперника по нему
# После имени игрока над его полем.
board-wins = (победа)
board-forfeits = (техническое поражение)
# Значки легенды.
legend-ship = корабль
legend-hit = попадание
legend-sunk = потопленный корабль
legend-miss = промах
legend-water = пустая клетка
legend-flag = перед клеткой: клетка, названная в нарушении
# Сколько было нарушений и предупреждений.
violation-count = { $fouls } { $fouls ->
    [one] нарушение
    [few] нарушения
    [many] нарушений
   *[other] нарушения
    }, { $warnings } { $warnings ->
    [one] предупреждение
    [few] предупреждения
    [many] предупреждений
   *[other] предупреждения
    }
violations-moves-note = (ходы пронумерованы так, как на листах игроков; в JSON-вердикте записи считаются с 0)
# Строка нарушения и страницы: его ход так, как его нумеруют листы ($player — стреляющий), или расстановка.
violation-entry = { $numbering ->
    [round] раунд { $entry }
    [shot] { $entry }-й выстрел игрока { $player }
    [move] ход { $entry }
   *[entry] запись { $entry }
    }
violation-placement = расстановка
violation-foul = нарушение
violation-warning = предупреждение
# Выстрелы одного игрока.
player-shots = { $player }: { $shots } { $shots ->
    [one] выстрел
    [few] выстрела
    [many] выстрелов
   *[other] выстрела
    }, { $hits } { $hits ->
    [one] попадание
    [few] попадания
    [many] попаданий
   *[other] попадания
    }, { $sunk } { $sunk ->
    [one] потопленный корабль
    [few] потопленных корабля
    [many] потопленных кораблей
   *[other] потопленного корабля
    }
# Между выстрелами двух игроков и после них.
player-shots-sep = {"; "}
player-shots-end = .

## Codes

# Как предложение называет нарушение (в итоге игры и в счёте непоказанных нарушений). По-английски —
# стабильным кодом, по-русски — коротким названием. Все названия стоят в форме, где именительный падеж
# совпадает с винительным, поэтому годятся и после «за» («техническое поражение за …»), и в кавычках.
code-off-board = выход за пределы поля
code-bad-shape = корабль неправильной формы
code-overlap = наложение кораблей
code-touching = касание кораблей
code-wrong-fleet = неверный состав флота
code-out-of-turn = выстрел не в свой ход
code-too-many-shots = лишние выстрелы
code-false-report = ложный ответ
code-timeout = превышение времени на ответ
code-crashed = сбой программы
code-illegal-message = сообщение вместо хода
code-too-few-shots = неполный залп
code-repeated-shot = повторный выстрел
code-after-end = ход после конца игры
code-ambiguous-fleet = неоднозначный рисунок флота

## The result of a game, in one sentence

result-destroyed = Побеждает { $winner }, уничтожив флот игрока { $loser }.
result-destroyed-at = Побеждает { $winner }, уничтожив флот игрока { $loser } { $numbering ->
    [round] в раунде { $entry }
    [shot] { $entry }-м выстрелом
    [move] на { $entry }-м ходу
   *[entry] в записи { $entry }
    }.
result-resigned = Побеждает { $winner }: игрок { $loser } сдаётся.
result-resigned-at = Побеждает { $winner }: игрок { $loser } сдаётся { $numbering ->
    [round] в раунде { $entry }
    [shot] на { $entry }-м выстреле
    [move] на { $entry }-м ходу
   *[entry] в записи { $entry }
    }.
result-forfeit = Побеждает { $winner }: игроку { $loser } засчитано техническое поражение.
result-forfeit-at = Побеждает { $winner }: игроку { $loser } засчитано техническое поражение за { $code } { $numbering ->
    [round] в раунде { $entry }
    [shot] при { $entry }-м выстреле игрока { $shooter }
    [move] на { $entry }-м ходу
   *[entry] в записи { $entry }
    } — первое нарушение в игре.
result-forfeit-placement = Побеждает { $winner }: игроку { $loser } засчитано техническое поражение за { $code } при расстановке.
# Техническое поражение обоим; $fouls: каждый игрок и код его первого нарушения.
result-double-forfeit-entries = Победителя нет: обоим игрокам засчитано техническое поражение — у обоих ещё до первого выстрела есть записи о техническом поражении ({ $fouls }).
result-double-forfeit-placement = Победителя нет: обоим игрокам засчитано техническое поражение за нарушения в расстановке флотов ({ $fouls }).
# Первое нарушение одного игрока при обоюдном техническом поражении.
double-forfeit-player = { $player } — за { $code }
double-forfeit-player-unknown = { $player } — за нарушение
result-draw = Ничья: оба флота уничтожены в одном и том же раунде залпов.
result-draw-at = Ничья: оба флота уничтожены в одном и том же раунде залпов, { $numbering ->
    [round] в раунде { $entry }
    [shot] который заканчивается { $entry }-м выстрелом
    [move] который заканчивается { $entry }-м ходом
   *[entry] который заканчивается записью { $entry }
    }.
result-unfinished = Игра не окончена: нарушений нет, а журнал заканчивается, когда оба флота ещё на плаву.

## The rules in words (the text verdict, broadside rules NAME --format text, broadside fleet)

# Откуда правила: название набора правил или пользовательские правила (набор, на котором они основаны, и они сами в JSON).
rules-custom = пользовательские, на основе набора { $base } ({ $json })
# Подписи строк, которые идут дальше.
rules-label-board = поле
rules-label-fleet = флот
rules-label-touching = касание
rules-label-turns = ходы
# $letters: буквы столбцов (A-J); $numbers: номера строк (1-10).
rules-board = { $columns }×{ $rows }: столбцы { $letters }, строки { $numbers }
# $classes: классы флота (rules-fleet-class), соединённые через list-comma.
rules-fleet = { $classes } ({ $ships } { $ships ->
    [one] корабль
    [few] корабля
    [many] кораблей
   *[other] корабля
    }, длина в клетках)
rules-fleet-class = { $count ->
    [1] { $name } { $size }
   *[other] { $name } { $size } ×{ $count }
    }
rules-touching-allowed = корабли могут касаться друг друга
rules-touching-forbidden = корабли не могут касаться ни сторонами, ни углами
rules-turns-alternate = один выстрел за ход, строго по очереди
rules-turns-again-on-hit = один выстрел за ход; попадание или потопление корабля даёт право стрелять ещё раз, после промаха ход переходит к сопернику
# $values: сколько выстрелов даёт в залп каждый класс (rules-salvo-value), через list-comma.
rules-turns-values-simultaneous = раунды залпов: каждый корабль игрока, оставшийся на плаву, добавляет в залп свои выстрелы ({ $values }); оба залпа раунда засчитываются одновременно, поэтому оба флота могут быть уничтожены в одном раунде
rules-turns-values-sequential = раунды залпов: каждый корабль игрока, оставшийся на плаву, добавляет в залп свои выстрелы ({ $values }); залпы идут по очереди, и каждый засчитывается сразу; побеждает игрок, который первым уничтожит флот соперника
rules-turns-afloat-simultaneous = раунды залпов: в залпе по одному выстрелу за каждый корабль игрока, оставшийся на плаву; оба залпа раунда засчитываются одновременно, поэтому оба флота могут быть уничтожены в одном раунде
rules-turns-afloat-sequential = раунды залпов: в залпе по одному выстрелу за каждый корабль игрока, оставшийся на плаву; залпы идут по очереди, и каждый засчитывается сразу; побеждает игрок, который первым уничтожит флот соперника
rules-salvo-value = { $name } { $value }

## A fleet alone (broadside fleet --format text)

heading-placement = Расстановка
placement-legal = по правилам
placement-illegal = не по правилам
heading-ships = Корабли
ship-count = { $ships } { $ships ->
    [one] корабль
    [few] корабля
    [many] кораблей
   *[other] корабля
    }
heading-board = Поле

## Sheet words (see en.ftl)
sheet-header-rules = правила
sheet-header-players = игроки
sheet-header-first = первый ход, первый
sheet-header-numbering = нумерация
sheet-header-meta = мета
sheet-header-language = язык
sheet-section-fleet = флот, своё поле, свое поле
sheet-section-shots = поле противника, выстрелы
sheet-section-log = журнал
sheet-reply-hit = ранил, ранен, попал
sheet-reply-miss = мимо, промах
sheet-reply-sunk = убил, убит, потопил
sheet-reply-none = ничего, нет
sheet-resigns = сдаётся, сдается
sheet-forfeits = проигрывает
sheet-numbering-round = раунд
sheet-numbering-player = игрок
sheet-numbering-game = игра, партия
sheet-class-carrier = авианосец
sheet-class-battleship = линкор
sheet-class-cruiser = крейсер
sheet-class-submarine = подводная лодка, подлодка
sheet-class-destroyer = эсминец
sheet-class-torpedo-boat = торпедный катер, катер

## Parts of a paper record, after a violation's sentence (on-paper)

paper-rules-line = строка правил
paper-players-line = строка игроков
paper-first-line = строка первого хода
paper-meta-line = строка метаданных
paper-fleet = флот игрока { $player }
paper-move = ход игрока { $player } в журнале
# Выстрелы одного хода на поле выстрелов, пронумерованные по раундам, по выстрелам самого игрока или по ходам
# игры: число, написанное в клетках, и сами клетки ($count штук) так, как их называет лист.
paper-shots-of-round = выстрелы игрока { $player } в раунде { $number } ({ $cells })
paper-shots-numbered = { $count ->
    [1] выстрел
   *[other] выстрелы
    } игрока { $player } под номером { $number } ({ $cells })
paper-moves-numbered = { $count ->
    [1] выстрел
   *[other] выстрелы
    } под номером { $number } на листе игрока { $player } ({ $cells })

## The verdict page (broadside check --format html)

# Имена ($first, $second, $player, $other, $winner) стоят на странице в изолятах. Сообщения, которые
# дописывает сценарий страницы, выбирают форму по категориям ([one], [few], [many], [other]), а не
# по числу ([1]).
page-title = { $first } — { $second }: вердикт broadside
page-players = { $first } — { $second }
page-verdict-of = Вердикт broadside { $version }
page-footer = Рассудил broadside { $version }.
page-heading-players = Игроки
page-heading-rules = Правила
page-heading-boards = Поля и ходы
page-heading-violations = Нарушения
page-col-player = игрок
page-col-result = итог
page-col-shots = выстрелы
page-col-hits = попадания
page-col-sunk = потоплено кораблей
page-player-wins = победа
page-player-forfeits = техническое поражение
page-player-draw = ничья
page-rules-source = правила
page-board-note = флот игрока { $player } и выстрелы игрока { $other } по нему
page-cell = { $cell }: { $mark }
page-cell-named = { $cell }: { $mark }; { $named }
page-named-by = в нарушениях: { $what }
page-named-what = { $code } ({ $at })
page-code-off-board = клетка корабля или выстрел за пределами поля
page-code-bad-shape = корабль не стоит прямой линией без разрывов по горизонтали или вертикали
page-code-overlap = два корабля занимают одну и ту же клетку
page-code-touching = два корабля касаются стороной или углом, хотя правила это запрещают
page-code-wrong-fleet = классы, размеры или число кораблей флота не совпадают с правилами
page-code-out-of-turn = игрок ходит, хотя ход за соперником
page-code-too-many-shots = за ход сделано больше выстрелов, чем разрешено
page-code-false-report = ответ не соответствует действительности
page-code-timeout = от игрока вовремя не пришло ответа (запись о техническом поражении)
page-code-crashed = программа игрока завершилась или не запустилась (запись о техническом поражении)
page-code-illegal-message = от игрока пришло сообщение, которое не является ходом (запись о техническом поражении)
page-code-too-few-shots = залп меньше положенного размера
page-code-repeated-shot = выстрел в клетку, по которой стрелявший уже стрелял
page-code-after-end = запись после конца игры (не учитывается)
page-code-ambiguous-fleet = рисунок флота раскладывается на корабли несколькими подходящими способами
page-legend = Обозначения
page-legend-flag = клетка названа в нарушении (ссылка на него)
page-legend-last = выстрел показанного хода
page-step-first = До первого хода
page-step-prev = На ход назад
page-step-next = На ход вперёд
page-step-last = После последнего хода
page-unstepped = В журнале больше { $max } записей: страница показывает только поля в конце игры.
page-no-moves = Ходов нет.
page-count-note = Ходы пронумерованы так, как их нумеруют листы игроков: { $numbering ->
    [round] по раундам
    [shot] по выстрелам каждого игрока
   *[move] по ходам партии
    }. Записи, как в JSON-вердикте и в ссылке на ход (#entry=N), считаются с 0.
page-col-move = { $numbering ->
    [round] раунд
    [shot] выстрел
   *[move] ход
    }
page-col-entry = запись
page-col-reply = ответ
page-col-judgement = на самом деле
page-col-violations = нарушения
page-forfeit-entry = техническое поражение: { $reason }
page-decides = решает исход игры
page-col-severity = тяжесть
page-col-code = код
page-col-cells = клетки
page-col-message = описание
page-violation-count = { $fouls } { $fouls ->
    [one] нарушение
    [few] нарушения
    [many] нарушений
   *[other] нарушения
    }, { $warnings } { $warnings ->
    [one] предупреждение
    [few] предупреждения
    [many] предупреждений
   *[other] предупреждения
    }
page-shot = { $cell } { $effect }
page-effect-off-board = за пределами поля
page-effect-none = без последствий
page-effect-miss = мимо
page-effect-hit = ранил
page-effect-sunk = убил
page-reply-miss = мимо
page-reply-hit = ранил
page-reply-sunk = убил
page-reply-ship = { $reply } ({ $ship })
page-reply-no-hits = попаданий нет
page-reply-hits = попадания: { $hits }
page-reply-class = { $class } ×{ $n }
page-reply-sunk-ships = { $hits }; потоплены: { $sunk }
page-step = { $numbering ->
    [round] Раунд { $n }: { $player } — { $shots }
    [shot] { $n }-й выстрел игрока { $player }: { $shots }
   *[move] Ход { $n }: { $player } — { $shots }
    }
page-step-forfeit = { $numbering ->
    [round] Раунд { $n }: { $player } — техническое поражение: { $reason }
    [shot] { $n }-й выстрел игрока { $player }: техническое поражение: { $reason }
   *[move] Ход { $n }: { $player } — техническое поражение: { $reason }
    }
page-no-shot = без выстрела
page-shots-more = { $shots } и ещё { $more } { $more ->
    [one] выстрел
    [few] выстрела
    [many] выстрелов
   *[other] выстрела
    }
page-step-note = ({ $note })
page-entries-named = в ссылке { $count } { $count ->
    [one] запись
    [few] записи
    [many] записей
   *[other] записи
    }
page-entry-unnamed = { $entry } без номера записи
page-entry-wrong = entry={ $value } — не номер записи этой игры
page-entry-last = { $what } (номера от -1 до { $last }): показана последняя запись
page-unread-more = { $parts } и ещё { $more }
page-unread = { $count ->
    [one] не распознано
   *[other] не распознаны
    }: { $parts }; { $reads }
page-reads-entry = страница принимает #entry=N, где N от -1 до { $last }

## The batch page (broadside check --jsonl --format html)

batch-title = Игр: { $games } — отчёт broadside
batch-heading = Сводный отчёт: { $games } { $games ->
    [one] игра
    [few] игры
    [many] игр
   *[other] игры
    }
batch-verdicts-of = Вердикты broadside { $version }
batch-heading-outcomes = Исходы
batch-games-adjudicated = проверено игр
batch-won = победа
batch-drawn = ничья
batch-unfinished = не окончена
batch-double-forfeit = обоюдное техническое поражение
batch-fouled = игр с нарушением
batch-errors = строк не проверено
batch-heading-fouls = Нарушения по кодам
batch-warnings = Предупреждения:
batch-heading-games = Игры
batch-noscript = Для списка игр, его фильтров и пошагового просмотра каждой игры нужен JavaScript.
batch-filter-player = игрок
batch-filter-outcome = исход
batch-filter-foul = нарушение
batch-any = все
batch-won-by-forfeit = техническая победа
batch-not-adjudicated = не проверено
batch-with-foul = с нарушением
batch-without-foul = без нарушений
batch-col-line = строка
batch-col-players = игроки
batch-col-outcome = исход
batch-col-fouls = нарушения
batch-col-warnings = предупреждения
batch-col-moves = ходы
batch-col-game = игра
batch-pages = Страницы списка игр
batch-back = Назад
batch-on = Вперёд
batch-unstepped = Игр в списке без пошагового просмотра: { $count } (шаги занимают на странице не больше { $mb } МБ, и в первую очередь их получают игры с нарушениями); у каждой такой игры есть своя страница: { $command } для её строки.
batch-footer = Строки считаются с 1; ходы пронумерованы так, как на листах игроков (по раундам при залпах, иначе по выстрелам каждого игрока); записи, как в JSON-вердиктах, — с 0.
batch-col-games = игры
batch-col-wins = победы
batch-col-losses = поражения
batch-col-draws = ничьи
batch-col-unfinished = не окончено
batch-col-double-forfeits = обоюдные технические поражения
batch-col-score = очки
batch-col-elo = Эло
batch-elo-note = Разница в рейтинге Эло и её 95-процентный доверительный интервал; «-» — где по этим играм её не оценить
batch-col-forfeits = технические поражения
batch-no-games = Ни одна игра не проверена.
batch-no-fouls = Нарушений нет.
batch-chart = Нарушения по кодам: { $fouls }
batch-outcome-win = побеждает { $winner }
batch-outcome-forfeit = побеждает { $winner } (техническое поражение соперника)
batch-outcome-draw = ничья
batch-outcome-unfinished = не окончена
batch-outcome-double-forfeit = обоюдное техническое поражение
batch-row-fouls = { $codes } ({ $fouls } { $fouls ->
    [one] нарушение
    [few] нарушения
    [many] нарушений
   *[other] нарушения
    })
batch-step-through = Смотреть по шагам
batch-step-through-label = Просмотреть по шагам игру из строки { $line }
batch-final-only = только поля в конце игры
batch-own-page-only = только на своей странице
batch-lines = { $count } { $count ->
    [one] строка
    [few] строки
    [many] строк
   *[other] строки
    }
batch-lines-of = { $shown } из { $count } { $count ->
    [one] строки
   *[other] строк
    }
batch-lines-skipped = { $lines } (пропущено пустых строк: { $blank })
batch-page-of = страница { $page } из { $pages }
batch-game-heading = Строка { $line }: { $first } — { $second }
batch-replies-note = Ответы: страница отчёта хранит только ответы ходов, названных в нарушениях; своя страница игры (broadside check --format html для строки { $line }) показывает все ответы.
batch-reads = страница принимает #game=L&entry=N, где L — строка от 1 до { $lines }
batch-reads-open = { $reads }, или #entry=N для открытой игры
batch-games-named = В ссылке { $count } { $count ->
    [one] игра
    [few] игры
    [many] игр
   *[other] игры
    }: открыть можно одну.
batch-no-line = { $value } — не номер строки: строка задаётся числом от 1 до { $lines }.
batch-line-blank = Строка { $line } пустая: пустые строки пропускаются.
batch-no-game = В строке { $line } нет игры: последняя непустая строка — { $lines }.
batch-line-error = Строку { $line } не удалось проверить: { $error }
batch-too-long = В игре из строки { $line } — { $entries } { $entries ->
    [one] запись
    [few] записи
    [many] записей
   *[other] записи
    }, а страница проходит по шагам не больше { $max }: собственная страница этой игры (broadside check --format html для этой строки) показывает поля в конце игры и все ходы.
batch-unstepped-game = Игра из строки { $line } есть в списке без пошагового просмотра (страница хранит шаги лишь части игр, в первую очередь — игр с нарушениями); её собственная страница (broadside check --format html для этой строки) показывает её по шагам.

## The web page

# (see en.ftl)

web-language-name = Русский
web-title = Проверить партию, записанную на бумаге
web-intro = Нарисуйте оба флота, отметьте выстрелы так, как они записаны на ваших листах, или вставьте запись: судья работает на этой странице, и ничего никуда не отправляется.
web-language = Язык
web-letters = Буквы столбцов
web-latin = латинские (A B C)
web-cyrillic = русские (А Б В)
web-game = Партия
web-rules = Правила
web-preset-classic = Классические: один выстрел за ход
web-preset-salvo = Залп: раунды залпов
web-preset-russian = Морской бой: попавший стреляет ещё раз
web-fleet = Флот
web-fleet-default = по правилам
web-fleet-standard = стандартный: 5, 4, 3, 2
web-fleet-two-destroyers = два эсминца: 5, 3, 2, 2
web-fleet-russian = морской бой: 4, 3×2, 2×3, 1×4
web-fleet-hasbro = hasbro: 5, 4, 3, 3, 2
web-rules-json = Или другие правила (JSON)
web-player-1 = Первый игрок
web-player-2 = Второй игрок
web-first = Первым стреляет
web-first-default = как сказано в правилах
web-numbering = Нумерация выстрелов
web-numbering-default = как сказано в правилах
web-numbering-round = по раундам (залп)
web-numbering-player = свой счёт у каждого игрока
web-numbering-game = общий счёт партии
web-help = Выстрелы: щёлкните по клетке, чтобы записать в неё номер из поля над сеткой, щёлкните ещё раз — попадание (x), ещё раз — промах (o), ещё раз — очистить; или стрелки, цифры для номера, x или o для отметки, Delete, чтобы очистить.
web-help-salvo = Выстрелы (залп): щёлкните по клетке, чтобы записать в неё раунд из поля над сеткой, щёлкните ещё раз, чтобы очистить; или стрелки, цифры для раунда, Delete, чтобы очистить. На листе залпа нет отметок попаданий и промахов: защищающийся называет попадания по кораблям.
web-help-fleet = Флот: щёлкайте или ведите мышью, чтобы рисовать корабли; на сенсорном экране касайтесь каждой клетки или удерживайте клетку, пока она не нарисуется, и ведите вдоль корабля; стрелки перемещают, пробел рисует или стирает.
web-help-keep = Партия хранится в этом браузере: после перезагрузки она снова здесь. Отмена (Ctrl+Z) и повтор (Ctrl+Shift+Z) проходят по всем правкам.
web-how = Как ввести партию
web-start = Партии пока нет: нарисуйте флот каждого игрока на его листе ниже, затем отметьте выстрелы так, как они записаны на листах. Или вставьте запись в поле под листами, откройте файл или загрузите пример.
web-start-summary = Партии пока нет: вердикт появится, когда будет нарисован флот.
web-example = Загрузить пример партии
web-undo = Отменить
web-redo = Повторить
web-copy-link = Копировать ссылку
web-link-label = Ссылка на эту партию
web-link-copied = Ссылка скопирована ({ $n } символов): кто её откроет, увидит эти листы и этот вердикт; партия хранится в самой ссылке и не попадает ни на какой сервер.
web-link-select = Ссылка готова ({ $n } символов): выделите и скопируйте её. Партия хранится в самой ссылке и не попадает ни на какой сервер.
web-link-too-long = Эта партия слишком длинная для ссылки ({ $n } символов, больше { $limit }): сохраните её в файл и отправьте файл.
web-link-broken = В этой ссылке нет партии, которую можно прочитать: возможно, она обрезана.
web-not-kept = Эта партия слишком велика, чтобы хранить её в браузере: сохраните её в файл.
web-sheets-stale = Эти листы не показывают запись ниже: в ней есть то, чего листы не вмещают (сдача, ответ с названием корабля, ответ на залп или ошибка). Правка листов заменит запись; «Отменить» вернёт её.
web-confirm-replace = Листы не показывают запись ниже. Заменить запись листами? («Отменить» вернёт её.)
web-round-of = Раунд игрока { $name }
web-shot-number-of = Номер выстрела игрока { $name }
web-name-empty = Введите имя.
web-name-comma = В имени не может быть запятой: в записи ею разделяются два имени.
web-name-comment = В имени не может быть //: запись считает остаток строки комментарием.
web-name-case = Это { $other }, написанное другими буквами (строчными или прописными): запись читает имена без учёта регистра, поэтому игрокам нужны разные имена.
web-name-same = Игрокам нужны разные имена.
web-fix-names = Исправьте имена выше, чтобы увидеть вердикт.
web-sheets-unreadable = Листы в таком виде прочитать нельзя; отметка на них показывает где: { $message }
web-checking = Проверка…
web-open-page = Открыть страницу вердикта
web-page-too-long = Страница вердикта занимает { $mb } МБ — слишком много, чтобы показать её здесь сразу.
web-verdict-page = Страница вердикта
web-record = Запись
web-open = Открыть файл
web-save-paper = Сохранить как бумажную запись
web-save-json = Сохранить как JSON
web-clear = Новая партия
web-verdict = Вердикт
web-verdict-json = Вердикт в JSON (как его печатает broadside check)
web-footer = broadside: тот же судья, что и в командной строке, скомпилированный в WebAssembly. Ничего никуда не отправляется.
web-fleet-of = Флот игрока { $name }
web-shots-of = Выстрелы игрока { $name } по игроку { $other }
web-fleet-heading = Флот
web-shots-heading = Выстрелы по игроку { $other }
web-ship = корабль
web-water = вода
web-shot-n = выстрел { $n }
web-no-shot = нет выстрела
web-hit = попадание
web-miss = мимо
web-round-number = Раунд
web-move-number = Номер выстрела
web-to-place = Осталось расставить:
web-ship-left = { $ship } ({ $size }) ×{ $count }
web-all-placed = Все корабли расставлены.
web-too-many-ships = кораблей «{ $ship }» больше, чем по правилам ({ $count })
web-no-such-ship = во флоте нет корабля длиной { $label }
web-note-grids = Составлено из листов выше как бумажная запись; правьте её здесь, вставьте другую или откройте файл.
web-note-text = Проверено, как введено. Листы выше не вмещают всего (сдачу, ответ с названием корабля, ответ на залп): правьте запись здесь.
web-note-text-held = Проверено, как введено; листы выше это показывают.
web-note-long = Эта запись занимает { $mb } МБ: в поле показано только её начало, и править его нельзя; правьте файл в текстовом редакторе или сохраните его.
web-input-error = Запись не читается:
web-placement = расстановка
web-foul = нарушение
web-warning = предупреждение
web-code-off_board = выход за пределы поля
web-code-bad_shape = корабль неправильной формы
web-code-overlap = наложение кораблей
web-code-touching = касание кораблей
web-code-wrong_fleet = неверный состав флота
web-code-out_of_turn = выстрел не в свой ход
web-code-too_many_shots = лишние выстрелы
web-code-false_report = ложный ответ
web-code-timeout = превышение времени на ответ
web-code-crashed = сбой программы
web-code-illegal_message = сообщение вместо хода
web-code-too_few_shots = неполный залп
web-code-repeated_shot = повторный выстрел
web-code-after_end = ход после конца игры
web-code-ambiguous_fleet = неоднозначный рисунок флота
