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

## The language itself, as the build reads it: each .ftl file here is a language of broadside,
## known by its file name (the code) and these terms (not messages: no catalog need match them).
-language-name = Русский
-language-english = Russian
-language-about = the sea battle's own language
-language-order = 6

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
bad-shape-range-ends = У игрока { $owner } { $ship } не стоит прямой линией без разрывов: концы { $a } и { $b } находятся в разных строках и в разных столбцах
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
wrong-fleet-name = У игрока { $owner } корабль { $cells } назван «{ $name }», но такого класса в этом флоте нет (классы флота: { $classes })
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
    [move] Ход { $entry } сделан игроком { $player } после конца игры (игра закончилась на { $end }-м ходу) и не учитывается
   *[entry] Ход игрока { $player } в записи { $entry } сделан после конца игры (игра закончилась в записи { $end }) и не учитывается
    }
timeout = От игрока { $player } вовремя не пришло ответа (техническое поражение { $numbering ->
    [round] в раунде { $entry }
    [shot] при { $entry }-м выстреле игрока { $player }
    [move] на { $entry }-м ходу
   *[entry] в записи { $entry }
    }), и на этом игра заканчивается
crashed = Программа игрока { $player } завершилась или не запустилась (техническое поражение { $numbering ->
    [round] в раунде { $entry }
    [shot] при { $entry }-м выстреле игрока { $player }
    [move] на { $entry }-м ходу
   *[entry] в записи { $entry }
    }), и на этом игра заканчивается
illegal-message = От игрока { $player } пришло сообщение, которое не является ходом (техническое поражение { $numbering ->
    [round] в раунде { $entry }
    [shot] при { $entry }-м выстреле игрока { $player }
    [move] на { $entry }-м ходу
   *[entry] в записи { $entry }
    }), и на этом игра заканчивается
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
    }, а раунд — это по одному залпу каждого игрока, поэтому его завершает залп игрока { $other }
out-of-turn-first = Игрок { $player } стреляет по { $cells } не в свой ход — ход за игроком { $expected }: первый выстрел делает игрок { $first }
out-of-turn-after-foul = Игрок { $player } стреляет по { $cells } не в свой ход — ход за игроком { $expected }: { $numbering ->
    [round] залп игрока { $who } в раунде { $previous } сделан не в свой ход, и после него
    [shot] { $previous }-й выстрел игрока { $who } сделан не в свой ход, и после него
    [move] ход { $previous } сделан игроком { $who } вне очереди, и после него
   *[entry] ход игрока { $who } в записи { $previous } сделан вне очереди, и после него
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
out-of-turn-shoots-again = Игрок { $player } стреляет по { $cells } не в свой ход — ход за игроком { $expected }: { $numbering ->
    [round] в раунде { $previous }
    [shot] при { $previous }-м выстреле
    [move] на { $previous }-м ходу
   *[entry] в записи { $previous }
    } игрок { $who } { $effect ->
    [hit] попадает
   *[sinking] топит корабль
    } и получает право стрелять ещё раз
out-of-turn-passes = Игрок { $player } стреляет по { $cells } не в свой ход — ход за игроком { $expected }: { $numbering ->
    [shot] { $previous }-й выстрел игрока { $who } — { $effect ->
        [off-board] за пределы поля
        [repeated] по уже обстрелянной клетке
        [hit] попадание
        [sinking] потопление корабля
       *[miss] промах
        }
   *[other] { $numbering ->
        [round] в раунде { $previous }
        [move] на { $previous }-м ходу
       *[entry] в записи { $previous }
        } игрок { $who } { $effect ->
        [off-board] стреляет за пределы поля
        [repeated] стреляет по уже обстрелянной клетке
        [hit] попадает
        [sinking] топит корабль
       *[miss] промахивается
        }
    }, и ход переходит к сопернику
out-of-turn-alternate = Игрок { $player } стреляет по { $cells } не в свой ход — ход за игроком { $expected }: { $numbering ->
    [round] залп в раунде { $previous } сделан игроком { $who }
    [shot] перед этим был { $previous }-й выстрел игрока { $who }
    [move] ход { $previous } сделан игроком { $who }
   *[entry] ход в записи { $previous } сделан игроком { $who }
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
violations-moves-note = (ходы пронумерованы так, как на листах игроков; в JSON-вердикте записи нумеруются с 0)
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
    [shot] своим { $entry }-м выстрелом
    [move] на { $entry }-м ходу
   *[entry] в записи { $entry }
    }.
result-resigned = Побеждает { $winner }: игрок { $loser } сдаётся.
result-resigned-at = Побеждает { $winner }: игрок { $loser } сдаётся { $numbering ->
    [round] в раунде { $entry }
    [shot] на своём { $entry }-м выстреле
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
result-draw-at = Ничья: оба флота уничтожены в одном и том же раунде залпов{ $numbering ->
    [round] {" "}— в раунде { $entry }
    [shot] , который заканчивается { $entry }-м выстрелом
    [move] , который заканчивается на { $entry }-м ходу
   *[entry] , который заканчивается записью { $entry }
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
   *[move] подряд по всей партии
    }. Записи, как в JSON-вердикте и в ссылке на ход (#entry=N), нумеруются с 0.
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
batch-footer = Строки нумеруются с 1; ходы — так, как на листах игроков (по раундам при залпах, иначе по выстрелам каждого игрока); записи, как в JSON-вердиктах, — с 0.
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

## Input errors (a record that cannot be adjudicated; exit status 2)
input-at = { $line }:{ $column }: { $what }
input-at-path = { $line }:{ $column }: в { $path }: { $what }
input-at-column = столбец { $column }: { $what }
input-at-column-path = столбец { $column }: в { $path }: { $what }
input-on-paper = { $line }:{ $column }: { $what } (в JSON-записи, в { $path })
input-on-paper-part = { $line }:{ $column }: { $part }: { $what } (в JSON-записи, в { $path })
input-at-line = в строке { $line }: { $what }
input-at-value = в { $path }: { $what }
input-at-flag = { $flag }: { $what }
input-too-large = запись ({ $bytes } { $bytes ->
    [one] байт
    [few] байта
   *[other] байт
    }) превышает предел в { $limit } { $limit ->
    [one] байт
    [few] байта
   *[other] байт
    }
input-too-large-unread = запись (больше 16 МиБ) превышает предел в { $limit } { $limit ->
    [one] байт
    [few] байта
   *[other] байт
    }
input-json-eof = { $detail } (текст обрывается раньше, чем заканчивается JSON)
input-json-trailing = лишние символы: после JSON ожидался конец записи (если записи идут по одной на строку, используйте --jsonl)
input-json-trailing-one-a-line = лишние символы: после JSON ожидался конец записи
input-json = ошибка в JSON: { $detail }
input-json-unknown-field = неизвестное поле `{ $found }`, { $count ->
        [0] полей здесь нет
       *[other] ожидалось { $expected }
    }
input-json-unknown-variant = неизвестное значение `{ $found }`, { $count ->
        [0] значений здесь нет
       *[other] ожидалось { $expected }
    }
input-json-missing-field = нет обязательного поля `{ $field }`
input-json-duplicate-field = поле `{ $field }` указано дважды
input-json-invalid-type = неверный тип: { $found }, а ожидалось: { $expected }
input-json-invalid-value = неверное значение: { $found }, а ожидалось: { $expected }
input-json-invalid-length = неверная длина: в списке { $found } { $found ->
        [one] элемент
        [few] элемента
        [many] элементов
       *[other] элемента
    }, а ожидалось: { $expected }
json-found = { $kind ->
        [boolean] логическое значение `{ $value }`
        [integer] целое число `{ $value }`
        [float] число с плавающей точкой `{ $value }`
        [string] строка "{ $value }"
        [null] null
        [sequence] массив
        [map] объект
       *[other] { $value }
    }
-json-coordinate = координата (буква и номер строки от 1, например "C4", или [столбец, строка] от 0, например [2, 3])
json-expected = { $kind ->
        [string] строка
        [boolean] логическое значение
        [integer] целое число от { $min } до { $max }
        [sequence] массив
        [map] объект
        [struct] объект
        [coordinate] { -json-coordinate }
        [axis] целый номер столбца или строки, считая с 0
        [log] список записей журнала
        [names] список имён
        [fleets] объект, где флот каждого игрока записан под его именем
        [fleet] список кораблей или нарисованный флот {"{"}"grid": [...]{"}"}
        [grid-row] строка рисунка — текст вроде "..##......" или список из 0 и 1
        [ship-cells] список координат или диапазон, например "B2-E2"
        [target] { -json-coordinate } или залп — список координат
        [element] целый номер столбца (в [столбец, строка]) или { -json-coordinate }
        [hits-by-class] объект с попаданиями по классам, например {"{"}"cruiser": 2{"}"}
        [hit-count] число попаданий — целое число от 0 до { $max }
        [reply] "miss", "hit" или "sunk" для одного выстрела или {"{"}"hits": {"{"}...{"}"}, "sunk": [...]{"}"} для залпа
        [counts-by-class] объект с числами по классам
        [class-list] список классов кораблей
        [name] имя (строка JSON)
        [rules] название набора правил ("classic", "salvo", "russian") или объект правил с "base"
        [fleet-spec] название флота ("standard", "two-destroyers", "russian", "hasbro") или список классов кораблей
       *[other] { $value }
    }
json-syntax = { $kind ->
        [eof-list] массив не закрыт
        [eof-object] объект не закрыт
        [eof-string] строка не закрыта
        [eof-value] нет значения
        [expected-colon] здесь ожидалось `:`
        [expected-list-comma-or-end] здесь ожидалось `,` или `]`
        [expected-object-comma-or-end] здесь ожидалось `,` или `{"\u007D"}`
        [expected-ident] здесь ожидалось `true`, `false` или `null`
        [expected-value] здесь ожидалось значение
        [expected-double-quote] здесь ожидалось `"`
        [invalid-escape] неверная escape-последовательность в строке
        [invalid-number] неверное число
        [number-out-of-range] число вне допустимого диапазона
        [invalid-unicode-code-point] неверный код символа Юникода
        [control-character] управляющий символ (\u0000-\u001F) в строке
        [key-must-be-a-string] ключ должен быть строкой
        [lone-leading-surrogate] непарный старший суррогат в escape-последовательности \u
        [trailing-comma] лишняя запятая перед концом массива или объекта
        [trailing-characters] лишние символы после JSON
        [unexpected-end-of-hex-escape] escape-последовательность \u оборвана
        [recursion-limit-exceeded] слишком глубокая вложенность массивов и объектов
       *[other] { $detail }
    }
json-one-of = { $count ->
        [1] { $first }
        [2] { $first } или { $second }
       *[other] одно из: { $all }
    }

input-file-is-directory = это папка, а нужен файл
input-file-cannot-open = не удаётся открыть: { $why }
input-file-cannot-read = не удаётся прочитать: { $why }
input-io-not-found = такого файла нет
input-io-permission-denied = нет доступа
input-io-is-a-directory = это папка
input-io-not-a-directory = часть пути — не папка
input-io-already-exists = файл с таким именем уже существует
input-io-storage-full = на диске нет места
input-io-read-only = файловая система доступна только для чтения
input-io-broken-pipe = читающая сторона закрыла канал (pipe)
input-io-out-of-memory = не хватает памяти
input-io-busy = файл занят другой программой
input-io-too-large = файл слишком большой

## Input errors: JSON records (RecordFault)
-drawing-marks = клетка корабля — # X x 1 ■ █ * или @, вода — . · - ~ _ 0 □ или пробел, а буква — первая буква названия класса корабля
drawing-initial = { $initial } ({ $class })
input-record-not-a-record = ожидалась запись игры (JSON-объект с "fleets" и "shots"), а найдено: { $found ->
        [empty] пустой ввод
        [array] массив
        [string] строка
        [number] число
        [boolean] логическое значение
        [null] null
       *[char] { $char }
    }
input-record-unreadable = запись не удалось прочитать
input-record-not-utf8 = ожидался текст в UTF-8
input-record-not-utf8-byte = ожидался текст в UTF-8, а найден байт { $byte }
input-record-not-utf8-utf16 = ожидался текст в UTF-8, а найден байт { $byte } (файл в UTF-16 — так Блокнот сохраняет «Юникод»: сохраните его в UTF-8)
input-record-line-too-large = строка ({ $bytes } { $bytes ->
        [one] байт
        [few] байта
       *[other] байт
    }) превышает предел в { $limit } { $limit ->
        [one] байт
        [few] байта
       *[other] байт
    }
input-record-too-many = ожидалось не больше { $max } { $what ->
        [log-entries] { $max ->
            [one] записи
           *[other] записей
        } журнала
        [log-shots] { $max ->
            [one] выстрела
           *[other] выстрелов
        } во всех записях журнала
        [names] { $max ->
            [one] имени
           *[other] имён
        } в списке
        [ships] { $max ->
            [one] корабля
           *[other] кораблей
        } во флоте
        [ship-cells] { $max ->
            [one] клетки
           *[other] клеток
        } в корабле
        [volley-shots] { $max ->
            [one] выстрела
           *[other] выстрелов
        } в залпе
        [classes-counted] { $max ->
            [one] класса
           *[other] классов
        } в подсчёте попаданий
       *[row-cells] { $max ->
            [one] клетки
           *[other] клеток
        } в строке
    }
input-record-name-too-long = ожидалось имя не длиннее { $max } { $max ->
        [one] байта
       *[other] байт
    }, а найдено имя длиной { $bytes } { $bytes ->
        [one] байт
        [few] байта
       *[other] байт
    }
input-record-no-rules = в записи не указаны правила; добавьте "rules": "classic" (или salvo, russian, или объект) либо укажите --rules
input-record-unknown-arg = ожидалось { $arg ->
        [fleet] название флота (standard, two-destroyers, russian, hasbro) или JSON-список классов
       *[rules] название набора правил (classic, salvo, russian) или JSON-объект правил
    }, а найдено { $found }
input-record-argument = { $error }
input-record-board-side = ожидалось число { $side ->
        [rows] строк
       *[columns] столбцов
    } от 1 до { $max }, а найдено { $found }
input-record-empty-fleet = ожидался хотя бы один класс кораблей, а список пуст
input-record-bad-class = класс { $index } ({ $name }): { $fault ->
        [empty-name] ожидалось название класса, а оно пустое
        [size] ожидался размер от 1 до { $max }, а найдено { $found }
        [zero-count] ожидалось количество не меньше 1, а найдено 0
       *[salvo] ожидалось значение salvo (сколько выстрелов корабль даёт в залп) не больше { $max }
    }
input-record-class-names-alike = два класса называются { $first } и { $second }: названия должны различаться не только регистром букв
input-record-not-a-player = ожидалось { $first } или { $second }, а найдено { $found }
input-record-blank-name = ожидалось имя игрока хотя бы с одним видимым символом, а найдено { $found }
input-record-player-count = ожидалось ровно два имени игроков, а найдено имён: { $found }
input-record-same-players = ожидались два разных имени, а найдено { $same ->
        [yes] { $first } дважды
       *[no] { $first } и { $second }, которые различаются только регистром букв
    }
input-record-no-fleet = ожидался флот игрока { $player }
input-record-extra-fleet = ожидались флоты только игроков { $first } и { $second }, а найден флот игрока { $found }
input-record-fleet-count = ожидались флоты двух игроков, а найдено флотов: { $found }
input-record-fleet-twice = флот игрока { $player } указан дважды
input-record-third-fleet = ожидались флоты двух игроков, а найден ещё и флот третьего игрока — { $player }
input-record-ship-as-list = ожидался корабль в виде объекта, например {"{"}"ship": "cruiser", "cells": "B2-E2"{"}"}, а найден список
input-record-empty-ship = ожидалась хотя бы одна клетка, а список пуст
input-record-not-a-range = ожидался диапазон из двух координат, например "B2-E2", или список координат, а найдено { $found }
input-record-not-a-range-end = ожидался диапазон из двух координат, например "B2-E2", но { $end } — не координата вида "C4"
input-record-not-a-coordinate = ожидалась координата: буква и номер строки от 1, например "C4", или [столбец, строка] от 0, например [2, 3], а найдено { $found }
input-record-not-an-integer = ожидался целый номер столбца или строки, считая с 0, а найдено { $found }{ $whole ->
        [yes] : числа с дробной частью, с экспонентой или длиннее 64 бит не читаются
       *[no] {""}
    }
input-record-uneven-rows = строки рисунка должны быть одной длины: в строке 1 { $first } { $first ->
        [one] клетка
        [few] клетки
        [many] клеток
       *[other] клетки
    }, а в строке { $row } — { $cells }
input-record-too-many-rows = ожидалось не больше { $max } { $max ->
        [one] строки
       *[other] строк
    } на рисунке, а найдено { $found }
input-record-too-many-row-cells = ожидалось не больше { $max } { $max ->
        [one] клетки
       *[other] клеток
    } в строке, а найдено { $found }
input-record-mixed-marks = строка { $row }, столбец { $column }: на рисунке корабли отмечены и первыми буквами классов (например, { $initial }), и знаками кораблей вроде #: рисуйте все корабли одним способом (буква, с которой не начинается название ни одного класса, вообще не знак рисунка)
input-record-initials-not-marks = ожидался рисунок знаками кораблей, а найдены первые буквы классов
input-record-not-a-mark = { $mark } — не знак рисунка ({ -drawing-marks })
input-record-not-a-bit = ожидалось 0 или 1, а найдено { $found }
input-record-in-column = столбец { $column }: { $what }
input-record-shared-initial = названия классов { $first } и { $second } начинаются с одной и той же буквы { $initial }, поэтому по букве не понять, где какой корабль: нарисуйте корабли знаком # и предоставьте судье определить классы или перечислите корабли списком
input-record-not-an-initial = { $letter } — не знак рисунка ({ -drawing-marks }); первые буквы классов этого флота: { $initials }
input-record-crooked-initials = клетки { $cells }, отмеченные как { $class }, не образуют одного прямого корабля, а как разделить их на отдельные корабли класса { $class }, можно только гадать: перечислите эти корабли с их клетками
input-record-too-hard-to-split = рисунок слишком сложно разбить на корабли за { $steps } { $steps ->
        [one] шаг
        [few] шага
        [many] шагов
       *[other] шага
    } поиска; вместо этого перечислите корабли с их клетками
input-record-splits-unweighed = рисунок можно разбить на корабли большим числом способов, чем судья сверяет с журналом (сверено способов: { $weighed }; даже при лучшем из них владельцу засчитывается нарушение, которое мог бы снять один из несверенных способов); вместо этого перечислите корабли с их клетками
input-record-entry-as-list = ожидалась запись журнала в виде объекта, например {"{"}"player": "ann", "at": "C4"{"}"}, а найден список
input-record-in-forfeit = в записи о техническом поражении не должно быть "{ $key }": такая запись не содержит выстрела { $key ->
        [at] (запишите выстрел отдельной записью)
       *[other] и отвечать в ней не на что
    }
input-record-forfeit-beside-shot = в записи с "at", "reply" или "ship" не должно быть "forfeit": выстрел и техническое поражение — разные записи
input-record-forfeit-with-reply = ожидалась запись о техническом поражении без "reply" и "ship": такая запись не содержит выстрела
input-record-empty-volley = ожидалась хотя бы одна координата, а залп пуст
input-record-not-a-pair = ожидалось [столбец, строка], а найдено { $more ->
        [yes] больше двух целых чисел
       *[no] одно целое число
    }
input-record-class-counted-twice = класс { $class } указан дважды (ещё и как { $twin }): называйте каждый класс один раз
input-record-bad-hit-count = ожидалось число попаданий от 0 до { $max }, а найдено { $found }
input-record-volley-reply-to-shot = ожидалось "miss", "hit" или "sunk" для одного выстрела, а найден объект ответа на залп
input-record-word-reply-to-volley = ожидался ответ на залп {"{"}"hits": {"{"}...{"}"}, "sunk": [...]{"}"} для списка выстрелов, а найдено слово
input-record-ship-without-hit = "ship" может стоять только рядом с ответом "hit" или "sunk" на одиночный выстрел
input-record-not-a-class = ожидался класс корабля из флота в написании правил ({ $classes }), а написано { $found }

## Input errors: paper logs (LogFault)

log-or = { $init } или { $last }
log-term-words = { $term }: { $words }
input-log-mixed-letters = { $line } — не строка букв столбцов и не ряд поля: в ней { $odd ->
        [latin] латинские буквы ({ $letters }) смешаны с русскими
       *[cyrillic] русские буквы ({ $letters }) смешаны с латинскими
    } — так бывает, когда похожую букву набирают в другой раскладке; пишите все буквы столбцов одним алфавитом
input-log-not-column-letters = { $line } — не строка букв столбцов { $columns ->
        [0] и не ряд поля
        [one] для { $columns } столбца и не ряд поля
       *[other] для { $columns } столбцов и не ряд поля
    }: буква { $letter } в ней — { $script ->
        [latin] латинская
        [cyrillic] русская
       *[other] не из латинского и не из русского алфавита
    }, а в наборе { $set ->
        [latin] A B C … (латинские)
       *[cyrillic] { $letters }
    } { $expected ->
        [latin] на этом месте стоит { $wanted } (латинская буква)
        [cyrillic] на этом месте стоит { $wanted } (русская буква)
       *[none] нет букв после { $matched }-й
    }; буквы столбцов — это A B C … (латинские), А Б В Г Д Е Ж З И К или А Б В Г Д Е Ж З И Й, или Р Е С П У Б Л И К А
input-log-not-sheet-language = { $word } — это «{ $term }» (язык: { $langs }), а язык этого листа — { $declared } (так указано в строке заголовка language): ожидалось { $expected }
input-log-two-meanings = у слова { $word } два значения: «{ $term }» (язык: { $lang }) и «{ $other-term }» (язык: { $other-lang }); слово читается только в одном значении, поэтому укажите язык листа строкой заголовка, например "language: { $code }", или напишите другое слово
input-log-second-language = { $word } — это «{ $term }» (язык: { $langs }), но прежние слова этого листа — из другого языка: { $sheet } (первое из них — { $first }, строка { $at-line }, столбец { $at-column }); лист пишут по-английски и ещё только на одном языке: напишите { $expected } или укажите язык листа строкой заголовка, например "language: { $code }"
input-log-unknown-language = language: ожидался один из языков программы: { $languages }, а написано { $found }
input-log-mixed-digits = число записано цифрами двух письменностей ({ $first } и { $second }): пишите каждое число цифрами одной письменности
input-log-unknown-class = { $settled ->
        [yes] ожидался класс корабля из флота ({ $classes }) (язык: { $lang }, слова: { $words }), а написано { $found }
       *[no] ожидался класс корабля из флота ({ $classes }), а написано { $found }
    }
input-log-class-of = { $of ->
        [ship] корабль, названный в ответе «{ $reply }» на выстрел игрока { $player }
        [hit] класс корабля, в который попал залп
        [sank] класс корабля, потопленного залпом
       *[listed] класс корабля
    }: { $what }
input-log-latin-like-cyrillic = { $cell } написано латинской буквой { $written }, похожей на русскую { $twin } из букв столбцов этого листа ({ $letters }): { $on-board ->
        [yes] как латинская она означает столбец { $latin-column }
       *[no] как латинская она не означает ни одного столбца этого поля ({ $upper } была бы столбцом { $latin-column }, а на поле их { $columns })
    }, как русская — столбец { $cyrillic-column } ({ $twin-cell }); пишите теми же буквами, что и весь лист
input-log-latin-like-no-column = { $cell } написано латинской буквой { $written }, похожей на русскую { $twin }: как латинская она не означает ни одного столбца этого поля ({ $upper } была бы столбцом { $latin-column }, а на поле их { $columns }), а русской { $twin } нет и среди букв столбцов этого листа ({ $letters }); пишите теми же буквами, что и весь лист
input-log-cyrillic-like-latin = { $cell } написано русской буквой { $written }, похожей на латинскую { $twin }: как русская она означает столбец { $cyrillic-column }, как латинская — столбец { $latin-column } ({ $twin-cell }), а остальные координаты этого листа написаны латиницей; пишите латинскими буквами или подпишите столбцы поля на листе русскими буквами
input-log-mixed-range = в { $cells } один конец написан латинской буквой { $latin }, а другой — русской { $cyrillic }: пишите оба конца теми же буквами, что и весь лист
input-log-two-ways = { $cell } нельзя прочитать как координату: на полях этого листа столбцы подписаны двумя способами ({ $one } и { $other }), поэтому пишите координаты латинскими буквами
input-log-not-column-letter = { $cell } — не координата: { $letter } не входит в буквы столбцов этого листа ({ $cyrillic ->
        [yes] A B C … или { $letters }
       *[no] A B C …, как они подписаны на рисунках
    })
input-log-not-pair = { $cell } — не пара целых чисел [столбец,строка] со счётом от 0: { $detail }
input-log-not-a-cell = { $cell }: ожидалась координата: буква и номер строки, считая с 1, например "C4", или [столбец, строка], считая с 0, например [2, 3], а написано { $cell }
input-log-not-a-log-line = ожидалась строка журнала: необязательный номер хода (12.), затем имя игрока ({ $first } или { $second }), например "{ $example } C4 miss", а написано { $found }
input-log-forfeit-reason = после "{ $keyword }" ожидалась причина: { $reasons }, а написано { $found }
input-log-volley-too-long = игрок { $player } делает в одном залпе больше { $max } { $max ->
        [one] выстрела
       *[other] выстрелов
    }, а запись вмещает не больше { $max }
input-log-move = ход игрока { $player }: { $what }
input-log-no-cell = ожидалась клетка, по которой стреляют, например C4 или [2,3], либо "resigns" или "forfeits REASON", а написано { $found }
input-log-no-cell-because = ожидалась клетка, по которой стреляют, например C4 или [2,3], либо "resigns" или "forfeits REASON"; { $what }
input-log-only-cells = до двоеточия в залпе ожидались только клетки, а написано { $found }
input-log-volley-reply-after-colon = игрок { $player } стреляет залпом: ответ пишется после двоеточия, например "{ $example } A1 B1: cruiser 1" (или "A1 B1: none"), а написано { $found }
input-log-no-reply = { $settled ->
        [yes] ожидался ответ на выстрел игрока { $player }: miss, hit или sunk (после hit и sunk можно назвать корабль: "hit cruiser") (язык: { $lang }, слова: { $words }), а написано { $found }
       *[no] ожидался ответ на выстрел игрока { $player }: miss, hit или sunk (после hit и sunk можно назвать корабль: "hit cruiser"), а написано { $found }
    }
input-log-miss-names-ship = при промахе корабль не называют: после "{ $word }" ничего не ожидалось, а написано { $found }
input-log-volley-hits = ожидались попадания залпа в виде класса и числа, например "cruiser 2, battleship 1", или "none", а написано { $found }
input-log-volley-hits-too-many = в попаданиях залпа названо больше { $max } { $max ->
        [one] класса
       *[other] классов
    }, а запись вмещает не больше { $max }
input-log-no-sunk = после точки с запятой ожидались корабли, потопленные залпом, например "; sunk destroyer, submarine", а написано { $found }
input-log-empty-class = между запятыми в { $list } ожидался класс корабля
input-log-volley-sinks-too-many = залп топит больше { $max } { $max ->
        [one] корабля
       *[other] кораблей
    }, а запись вмещает не больше { $max }
input-log-fleet = флот игрока { $owner }: { $what }
input-log-no-ship-cells = после класса корабля ожидались его клетки, например "cruiser A4-D4" или "torpedo boat J10", а написано { $found }
input-log-one-range = для корабля ожидался один диапазон (B2-F2) или список клеток (G4 G5), а написано { $found }
input-log-too-many-ships = во флоте игрока { $owner } больше { $max } { $max ->
        [one] корабля
       *[other] кораблей
    }, а во флоте может быть не больше { $max }

## Input errors: paper sheets (SheetFault)
input-sheet-control-character = { $char } — управляющий символ: в бумажной записи он ничего не значит
input-sheet-key-twice = в заголовке дважды указан ключ «{ $key }»: указывайте каждый ключ один раз
input-sheet-header-after-section = строка заголовка «{ $key }» стоит после раздела: строки заголовка идут до первого раздела флота, выстрелов или журнала
input-sheet-unknown-key = { $language ->
    [none] неизвестный ключ заголовка { $key }: в заголовке бывают ключи rules, players, first, numbering и meta, а также language — язык листа (раздел начинается строкой "NAME fleet:", "NAME shots:" или "log:")
   *[other] неизвестный ключ заголовка { $key }: в заголовке бывают ключи rules, players, first, numbering и meta, а также language — язык листа (раздел начинается строкой "NAME fleet:", "NAME shots:" или "log:") (язык: { $language }, слова: { $words })
    }
input-sheet-not-a-header-line = { $language ->
    [none] ожидалась строка заголовка "ключ: значение" (rules, players, first, numbering, meta, language) или раздел ("NAME fleet:", "NAME shots:", "log:"), а найдено { $line }
   *[other] ожидалась строка заголовка "ключ: значение" (rules, players, first, numbering, meta, language) или раздел ("NAME fleet:", "NAME shots:", "log:") (язык: { $language }, слова: { $words }), а найдено { $line }
    }
input-sheet-header-value = { $key }: { $what }
input-sheet-same-players = players: ожидались два разных имени, а имя { $name } дано дважды
input-sheet-not-two-names = players: ожидались два имени через запятую, например "ann, ben", а найдено { $found }
input-sheet-unknown-numbering = { $language ->
    [none] numbering: ожидалось round, player или game, а найдено { $found }
   *[other] numbering: ожидалось round, player или game (язык: { $language }, слова: { $words }), а найдено { $found }
    }
input-sheet-meta = meta: в этой строке ожидалось одно значение JSON: { $detail }
input-sheet-first-not-a-player = first: ожидалось { $first } или { $second }, а найдено { $found }
input-sheet-no-rules = в записи не указаны правила: добавьте строку заголовка, например "rules: salvo" (или classic, russian, или объект правил в JSON), или укажите --rules
input-sheet-log-too-long = журнал продолжается после хода { $most }: больше ходов запись не вмещает
input-sheet-fleet-too-long = флот игрока { $owner } занимает больше { $lines } { $lines ->
    [one] строки
   *[other] строк
    }: флот — это список не более чем из { $ships } { $ships ->
    [one] корабля
   *[other] кораблей
    } или рисунок не более чем из { $rows } { $rows ->
    [one] ряда
   *[other] рядов
    }
input-sheet-shots-too-long = выстрелы игрока { $owner } занимают больше { $lines } { $lines ->
    [one] строки
   *[other] строк
    }: в поле выстрелов — по одному ряду на строке, всего не больше { $rows } { $rows ->
    [one] ряда
   *[other] рядов
    }
input-sheet-third-fleet = флот третьего игрока ({ $owner }): в партии два игрока (или назовите их строкой "players: ann, ben")
input-sheet-fleet-sections = ожидался раздел флота для каждого из двух игроков ("ann fleet:" …), а найдено разделов: { $found }
input-sheet-no-fleet = у игрока { $player } нет раздела флота: ожидалась строка "{ $player } fleet:" и под ней флот
input-sheet-not-a-player = { $owner } — не игрок этой партии: ожидалось { $first } или { $second }
input-sheet-log-and-grids = журнал — это либо раздел "log:", либо по одному полю "NAME shots:" на игрока, но не то и другое вместе
input-sheet-second-log = второй раздел "log:": запишите весь журнал в одном разделе
input-sheet-second-fleet = второй раздел флота для игрока { $player }: у каждого игрока он один
input-sheet-second-shots = второй раздел выстрелов для игрока { $player }: у каждого игрока он один
input-sheet-move-back = ход { $number } стоит после хода { $before } (строка { $line }): строки журнала идут в порядке партии, поэтому номера ходов не могут уменьшаться; расставьте строки в порядке игры или исправьте номер
input-sheet-log-shots = в журнале больше { $most } { $most ->
    [one] выстрела
   *[other] выстрелов
    } в сумме: больше запись не вмещает
input-sheet-shots-of-one = выстрелы игрока { $given } даны, а игрока { $missing } — нет: журнал — это по одному полю "NAME shots:" на игрока (для игрока без выстрелов — пустое поле из точек)
input-sheet-round-without-salvo = numbering: round нумерует залпы, а по этим правилам за ход делается один выстрел: используйте player или game
input-sheet-player-with-salvo = numbering: player нумерует одиночные выстрелы, а по этим правилам стреляют залпами: используйте round или game
input-sheet-letters-or-initials = { $line } читается и как буквы столбцов, и как ряд кораблей, нарисованных начальными буквами их классов, а по рядам рисунка не понять, что это (рядов с этой строкой: { $rows }, на поле: { $board }): пронумеруйте ряды (1, 2, 3 …) или нарисуйте все ряды поля
input-sheet-empty-fleet = { $named ->
        [no] флот
       *[yes] раздел флота игрока { $owner }
    } пуст: ожидался рисунок поля или список кораблей, например "battleship B2-F2"
input-sheet-row-number = { $kind ->
    [later] { $named ->
        [no] флот
       *[yes] флот игрока { $owner }
    }, ряд { $row }: у этой строки номер { $numbered }, а ряд { $row } идёт позже: запишите ряды по порядку
    [missing] { $named ->
        [no] флот
       *[yes] флот игрока { $owner }
    }, ряд { $row } пропущен: у этой строки номер { $numbered }
    [below] { $named ->
        [no] флот
       *[yes] флот игрока { $owner }
    }, ряд { $row }: у этой строки номер { $numbered }, но перед ней идёт ряд { $before }
   *[no-number] { $named ->
        [no] флот
       *[yes] флот игрока { $owner }
    }, ряд { $row }: ожидался сначала номер ряда { $row }, как у остальных рядов, а найдено { $found }
    }
input-sheet-mixed-marks = на рисунке корабли отмечены и начальными буквами классов (например, { $initial }), и знаками кораблей (например, { $mark }): рисуйте все корабли одним способом
input-sheet-not-a-mark = { $mark } — не знак рисунка: клетка корабля — это # X x 1 ■ █ * или @, вода — . · - ~ _ 0 □ или пробел, а буква — начальная буква класса корабля
input-sheet-not-a-drawn-mark = { $mark } — не знак рисунка (клетка корабля — это # X x 1 ■ █ * или @, вода — . · - ~ _ 0 □ или пробел, а буква — начальная буква класса корабля)
input-sheet-row-too-wide = ожидалось не больше { $most } { $most ->
    [one] клетки
   *[other] клеток
    } в ряду, а найдено { $cells }
input-sheet-unequal-rows = { $ruled ->
    [yes] ряды рисунка должны быть одной длины: в ряду { $row } — { $cells } { $cells ->
        [one] клетка
        [few] клетки
        [many] клеток
       *[other] клетки
    }, а в ряду на строке { $line } — { $width } (разделительная черта — не ряд, если ряды поля нарисованы без неё или пронумерованы)
   *[no] ряды рисунка должны быть одной длины: в ряду { $row } — { $cells } { $cells ->
        [one] клетка
        [few] клетки
        [many] клеток
       *[other] клетки
    }, а в ряду на строке { $line } — { $width }
    }
input-sheet-drawn-rows = { $kind ->
    [more] { $named ->
        [no] на рисунке
       *[yes] на рисунке игрока { $owner }
    } { $rows } { $rows ->
        [one] ряд
        [few] ряда
        [many] рядов
       *[other] ряда
    }, а на поле { $board }, и ряды не пронумерованы: какие из них — ряды поля, пришлось бы угадывать; нарисуйте каждый ряд поля по одному разу или пронумеруйте ряды (1, 2, 3 …)
   *[fewer] { $named ->
        [no] на рисунке
       *[yes] на рисунке игрока { $owner }
    } { $rows } { $rows ->
        [one] ряд
        [few] ряда
        [many] рядов
       *[other] ряда
    }, а на поле { $board }, и ряды не пронумерованы: какого ряда не хватает, пришлось бы угадывать; нарисуйте каждый ряд поля по одному разу или пронумеруйте ряды (1, 2, 3 …)
    }
input-sheet-drawing-too-tall = ожидалось не больше { $most } { $most ->
    [one] ряда
   *[other] рядов
    } на рисунке, а найдено { $rows }
input-sheet-letters-for-rows = буквы столбцов называют { $letters } { $letters ->
    [one] столбец
    [few] столбца
    [many] столбцов
   *[other] столбца
    }, а в каждом ряду { $cells } { $cells ->
    [one] клетка
    [few] клетки
    [many] клеток
   *[other] клетки
    }
input-sheet-letters-for-board = буквы столбцов называют { $letters } { $letters ->
    [one] столбец
    [few] столбца
    [many] столбцов
   *[other] столбца
    }, а на поле их { $columns }
input-sheet-ruling-or-row = { $line } читается и как разделительная черта, и как ряд воды, а по строкам не понять, какие из них — ряды поля (рядов на поле: { $board }; строк: { $lines }, из них и чертой, и рядом может быть { $may }): пронумеруйте ряды (1, 2, 3 …) или проведите черты, которые не ряды, знаками = или +
input-sheet-ruling-leaves = { $line } — разделительная черта, а не ряд, и без неё на рисунке { $rows } { $rows ->
    [one] ряд
    [few] ряда
    [many] рядов
   *[other] ряда
    }, а на поле { $board }: нарисуйте все ряды поля или пронумеруйте ряды (1, 2, 3 …)
input-sheet-shot-row-missing = { $numbered ->
    [none] выстрелы игрока { $owner }: ряд { $row } пропущен: на его месте стоит эта строка
   *[other] выстрелы игрока { $owner }: ряд { $row } пропущен: на его месте стоит эта строка с номером { $numbered }
    }
input-sheet-shot-rows = выстрелы игрока { $owner }: ожидалась сетка из { $board } { $board ->
    [one] ряда
   *[other] рядов
    }, как у поля, а найдено рядов: { $rows }
input-sheet-shot-row-number = { $found ->
    [none] выстрелы игрока { $owner }, ряд { $row }: ожидался сначала номер ряда { $row }, как у остальных рядов, а там ничего нет
   *[other] выстрелы игрока { $owner }, ряд { $row }: ожидался сначала номер ряда { $row }, как у остальных рядов, а найдено { $found }
    }
input-sheet-shot-row-cells = { $numbered ->
    [yes] выстрелы игрока { $owner }, ряд { $row }: ожидалось клеток после номера ряда: { $width }, а найдено: { $found }
   *[no] выстрелы игрока { $owner }, ряд { $row }: ожидалось клеток через пробел: { $width } (номер ряда в начале необязателен — у всех рядов или ни у одного), а найдено: { $found }
    }
input-sheet-not-a-shot-cell = выстрелы игрока { $owner }: ожидалась "." (нет выстрела) или номер выстрела, например 3, 3x (попадание) или 3o (мимо), а найдено { $found }
input-sheet-shot-number = выстрелы игрока { $owner }: ожидался номер выстрела от 1 до { $most }, а найдено { $found }
input-sheet-capital-o = выстрелы игрока { $owner }: `{ $number }O` читается и как выстрел { $number }, отмеченный как промах (а в другой клетке тоже стоит { $number }), и как число { $zero }, написанное с буквой O: пишите отметку промаха маленькой o ({ $number }o), а число — с нулём
input-sheet-salvo-mark = отметка (x или o) на листе игры «Залп»: в «Залпе» соперник не говорит, какие именно выстрелы попали, а только сколько попаданий пришлось на каждый корабль; пишите одни номера или записывайте залпы и ответы на них в разделе "log:"
input-sheet-skipped-round = { $whose ->
    [own] на листе игрока { $player } нет выстрела с номером { $number }, но сам этот лист доходит до раунда { $max }: на листе не может быть пропущенного раунда
   *[other] на листе игрока { $player } нет выстрела с номером { $number }, но лист игрока { $holder } доходит до раунда { $max }: на листе не может быть пропущенного раунда
    }
input-sheet-number-gap = на листе игрока { $player } нет выстрела с номером { $missing }, а дальше идёт { $found }: при нумерации player выстрелы игрока нумеруются 1, 2, 3 … без пропусков
input-sheet-number-twice = на листе игрока { $player } номер { $number } стоит в { $count } { $count ->
    [one] клетке
   *[other] клетках
    } ({ $cells }): при нумерации player у каждого выстрела свой номер (если в протоколе два выстрела за один ход, используйте "numbering: game")
input-sheet-number-on-both = номер { $number } стоит на обоих листах (у игрока { $first } на строке { $first-line }, у игрока { $second } на строке { $second-line }): при нумерации game у каждого выстрела партии свой номер
input-sheet-two-fleets = ожидался флот каждого из двух игроков
input-sheet-no-forfeit-reason = { $reason } — не причина технического поражения
input-sheet-fires-at-nothing = в записи журнала нет ни выстрела, ни технического поражения
input-sheet-too-many-hits = слишком много попаданий: { $hits }
input-sheet-lookalike = { $what } (здесь { $letter } — кириллическая буква, а не похожая на неё латинская { $latin })
input-sheet-unwritable-name = { $why ->
    [empty] имя { $name } пустое; такое имя нельзя записать на бумаге
    [spaces] в имени { $name } есть пробелы по краям; такое имя нельзя записать на бумаге
    [comma-or-colon] в имени { $name } есть запятая или двоеточие; такое имя нельзя записать на бумаге
    [control] в имени { $name } есть управляющий символ; такое имя нельзя записать на бумаге
   *[comment] в имени { $name } есть //, а с этого начинается комментарий; такое имя нельзя записать на бумаге
    }
input-sheet-unwritable-class = { $why ->
    [empty-or-spaces] название класса { $class } пустое или с пробелами по краям; такое название нельзя записать на бумаге
    [punctuation] в названии класса { $class } есть запятая, точка с запятой, двоеточие, // или управляющий символ; такое название нельзя записать на бумаге
    [ends-in-cell] название класса { $class } оканчивается словом, которое читается как клетка; такое название нельзя записать на бумаге
   *[not-in-fleet] класса { $class } нет во флоте, а бумажная запись называет только классы флота (v3); такое название нельзя записать на бумаге
    }
input-sheet-name-prefix = имя { $long } начинается с имени другого игрока { $short } и пробела, так что строку журнала игрока { $short } можно прочитать как строку игрока { $long }{ $writing ->
        [yes] ; такие имена нельзя записать на бумаге
       *[no] {""}
    }
input-sheet-player-count = ожидалось ровно два игрока, а найдено игроков: { $found }
input-sheet-not-one-of = ожидалось { $first } или { $second }, а найдено { $found }
input-sheet-no-fleet-for = ожидался флот игрока { $player }
input-sheet-ship-without-reply = "ship" может стоять только рядом с ответом "hit" или "sunk" на одиночный выстрел
input-sheet-volley-reply-for-shot = ожидалось "miss", "hit" или "sunk" для одного выстрела, а найден объект ответа на залп
input-sheet-word-reply-for-volley = ожидался ответ на залп {"{"}"hits": {"{"}...{"}"}, "sunk": [...]{"}"} для списка выстрелов, а найдено слово
## Flags of broadside check that do not combine

check-text-with-jsonl = --format text показывает одну игру и не сочетается с --jsonl; выберите одну строку, например `sed -n 3p games.jsonl | broadside check --format text`
check-summary-with-format = --summary выводит только итоговые числа, а --format github и --format junit их не выводят: с --summary используйте --format markdown или json

## Generating games (broadside generate): why rules cannot be played by the bots

generate-ship-too-long = флот не расставить: { $cells ->
        [one] корабль в { $cells } клетку
        [few] корабль в { $cells } клетки
       *[other] корабль в { $cells } клеток
    } не помещается на поле { $columns }×{ $rows }
generate-fleet-too-big = флот не расставить: { $cells ->
        [one] корабли флота занимают { $cells } клетку
        [few] корабли флота занимают { $cells } клетки
       *[other] корабли флота занимают { $cells } клеток
    } — больше, чем есть на поле { $columns }×{ $rows }
generate-no-room = флот не расставить: кораблям, которые не могут касаться друг друга, не хватит места на поле { $columns }×{ $rows }
generate-no-placement = { $apart ->
        [yes] флот не расставить: на поле { $columns }×{ $rows } нет ни одной расстановки, в которой корабли не касаются друг друга (перебраны все варианты)
       *[no] флот не расставить: на поле { $columns }×{ $rows } нет ни одной расстановки (перебраны все варианты)
    }
generate-gave-up = флот не расставить: за { $steps ->
        [one] { $steps } шаг
        [few] { $steps } шага
       *[other] { $steps } шагов
    } поиска расстановка не найдена; поиск прекращён, хотя расстановка может существовать
generate-zero-salvo = по этим правилам играть нельзя: { $class } даёт 0 выстрелов в залп, так что у игрока, у которого ещё есть корабли на плаву, может не оказаться ни одного выстрела
generate-no-rules = ожидался хотя бы один набор правил

## The rules listing (broadside rules)

listing-presets = Наборы правил
listing-presets-note = (`broadside rules NAME` выводит набор в виде JSON-объекта правил, который можно отредактировать, а с `--format text` — словами):
# Названия флота ($fleet) и ходов ($turns) — те, что пишутся в JSON правил.
listing-preset = поле { $columns }×{ $rows }, флот { $fleet }, { $touching ->
    [allowed] корабли могут касаться
   *[forbidden] корабли не могут касаться
    }, ходы: { $turns ->
    [alternate] строго по очереди
    [again_on_hit] после попадания — ещё один выстрел
   *[salvo] залпами
    }
listing-fleets = Флоты
listing-fleets-note = (класс длина ×количество; число выстрелов в залпе учитывается, только когда ходят залпами):
listing-fleet = { $fleet }; выстрелов в залпе: { $values }
listing-codes = Коды нарушений
listing-codes-note = (нарушение решает исход игры: за первое нарушение в игре игроку засчитывается техническое поражение; предупреждение только отмечается):
listing-record-rules = Значение "rules" в записи игры — это название набора правил или объект, например

## Counts (the Markdown summary of a batch)

count-games = { $games } { $games ->
    [one] игра
    [few] игры
    [many] игр
   *[other] игры
    }

## A fleet checked alone whose owner is not named (broadside fleet without --player)

unnamed-player = игрок
unnamed-off-board-ship = У игрока { $ship } выходит за пределы поля { $columns }×{ $rows }
unnamed-bad-shape-range-ends = У игрока { $ship } не стоит прямой линией без разрывов: концы { $a } и { $b } находятся в разных строках и в разных столбцах
unnamed-bad-shape-twice = У игрока { $ship } не стоит прямой линией без разрывов: клетка { $a } указана дважды
unnamed-bad-shape-not-in-line = У игрока { $ship } не стоит прямой линией без разрывов: клетки { $a } и { $b } находятся в разных строках и в разных столбцах
unnamed-bad-shape-gap = У игрока { $ship } не стоит прямой линией без разрывов: между клетками { $a } и { $b } есть разрыв
unnamed-overlap = У игрока { $a } и { $b } накладываются друг на друга (общие клетки: { $cells })
unnamed-touching = У игрока { $a } и { $b } касаются друг друга ({ $a-side } рядом с { $b-side }), а по этим правилам корабли не могут касаться ни сторонами, ни углами
unnamed-wrong-fleet-count = Во флоте игрока { $found } { $found ->
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
unnamed-wrong-fleet-size = У игрока { $name } ({ $cells }) занимает { $length } { $length ->
    [one] клетку
    [few] клетки
    [many] клеток
   *[other] клетки
    }, а корабль класса { $class } должен занимать { $size }
unnamed-wrong-fleet-name = У игрока корабль { $cells } назван «{ $name }», но такого класса в этом флоте нет (классы флота: { $classes })
unnamed-wrong-fleet-no-size = У игрока корабль { $cells } занимает { $length } { $length ->
    [one] клетку
    [few] клетки
    [many] клеток
   *[other] клетки
    }, а кораблей такого размера в этом флоте нет
unnamed-no-split-cell-count = У игрока на поле нарисовано клеток с кораблями: { $drawn }, а корабли флота ({ $fleet }) занимают { $wanted } { $wanted ->
    [one] клетку
    [few] клетки
    [many] клеток
   *[other] клетки
    }
unnamed-no-split-group = У игрока группу из { $size } { $size ->
    [one] нарисованной клетки
   *[other] нарисованных клеток
    } ({ $cells }) нельзя разбить на прямые корабли флота ({ $fleet })
unnamed-no-split-short-runs = Нарисованные клетки игрока нельзя разбить на прямые корабли, из которых состоит флот ({ $fleet }): { $cells } { $count ->
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
unnamed-no-split-long-ships = Нарисованные клетки игрока нельзя разбить на прямые корабли, из которых состоит флот ({ $fleet }): во флоте { $ships } { $ships ->
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
unnamed-no-split-colours = Нарисованные клетки игрока нельзя разбить на прямые корабли, из которых состоит флот ({ $fleet }): если раскрасить поле в шахматном порядке, нарисованных клеток одного цвета окажется на { $imbalance } больше, чем другого, а кораблей нечётной длины во флоте всего { $odd } — этого не хватает, чтобы выровнять разницу (каждый такой корабль сокращает её не больше чем на одну клетку)
unnamed-no-split-groups = Нарисованные клетки игрока нельзя разбить на прямые корабли, из которых состоит флот ({ $fleet }): { $groups }
unnamed-no-split-furthest = Нарисованные клетки игрока нельзя разбить на прямые корабли, из которых состоит флот ({ $fleet }): дальше всего поиск дошёл до расстановки { $laid }; при ней незанятые клетки: { $cells }, неразмещённые корабли: { $lacking }
unnamed-ambiguous-fleet = Рисунок игрока раскладывается на корабли флота несколькими способами: { $first } или { $second }; принимается первый
unnamed-ambiguous-fleet-log = Рисунок игрока раскладывается на корабли флота несколькими способами, которые согласуются с ответами: { $first } или { $second }; принимается первый
unnamed-not-listed = Не { $left-out ->
    [one] показано
    [few] показаны
    [many] показано
   *[other] показаны
    } ещё { $left-out } { $left-out ->
    [one] нарушение
    [few] нарушения
    [many] нарушений
   *[other] нарушения
    } вида «{ $code }» в расстановке игрока: вердикт приводит не больше { $max } { $max ->
    [one] нарушения
   *[other] нарушений
    } одного вида у одного игрока

## The web page: its document's title and the labels only assistive technology reads

web-document-title = broadside: проверка партии, записанной на бумаге
web-sheets = Листы игроков

## Matches: the placement book (--book) and the records a match resumes (--resume)

match-file-at-line = { $line }: { $what }
match-file-not-utf8 = это не текст в UTF-8: ожидались строки JSON (JSON Lines)
book-not-an-entry = ожидался флот (список кораблей или {"{"}"grid": [...]{"}"}), объект из двух флотов, как `fleets` в записи игры, или запись игры
book-not-an-entry-json = ожидался флот (список кораблей или {"{"}"grid": [...]{"}"}), объект из двух флотов, как `fleets` в записи игры, или запись игры: { $detail }
book-fleets-not-an-object = в `fleets` записи игры ожидался объект из двух флотов: { $detail }
book-not-a-pair = ожидался флот (список кораблей или {"{"}"grid": [...]{"}"}), объект из двух флотов, как `fleets` в записи игры, или запись игры, а найден объект из { $fields } { $fields ->
        [one] поля
        [few] полей
        [many] полей
       *[other] поля
    }
book-pair-fleet = { $which ->
        [first] первый флот пары: ожидался флот (список кораблей или {"{"}"grid": [...]{"}"}), объект из двух флотов, как `fleets` в записи игры, или запись игры: { $detail }
       *[second] второй флот пары: ожидался флот (список кораблей или {"{"}"grid": [...]{"}"}), объект из двух флотов, как `fleets` в записи игры, или запись игры: { $detail }
    }
book-unreadable = флот не удаётся прочитать
book-cannot-place = судья не может расставить флоты: { $error }
book-not-legal = { $which ->
        [first] первый флот не соответствует правилам матча: { $foul } ({ $code })
       *[second] второй флот не соответствует правилам матча: { $foul } ({ $code })
    }
book-empty = в книге расстановок ничего нет: ожидается по одному флоту или по паре флотов на строку
resume-not-a-record = это не запись игры: { $error }
resume-cannot-adjudicate = запись не удалось проверить: { $error }
resume-not-a-match-record = эту запись сделал не `broadside match`: в ней нет meta.match
resume-seed = игра другого матча: её --seed равен { $there }, а у этого матча { $here }
resume-past-schedule = игра другого матча: её номер { $game } выходит за пределы расписания этого матча (в нём всего { $total } { $total ->
        [one] игра
        [few] игры
        [many] игр
       *[other] игры
    })
resume-players = игра другого матча: в игре { $game } этого матча { $a } играет против { $b }, а в записи — { $there-a } против { $there-b }
resume-program = игра другого матча: в записи бот { $name } — другая программа, не `{ $command }`
resume-rules = игра другого матча: у неё другие правила
resume-book = игра другого матча: у неё другая книга расстановок, другой порядок выбора расстановок из книги или другое деление игр на пары
resume-book-contents = игра другого матча: у неё другое содержимое книги расстановок: SHA-256 в записи { $there ->
        [none] не указан
       *[other] { $there }
    }, а в этом матче { $here }
resume-protocol = игра другого матча: её боты работали по протоколу версии { $there }, а в этом матче — по протоколу версии { $here }
resume-protocol-unmarked = игра другого матча: её боты работали по протоколу версии 1 (в её meta.match нет `protocol`), а в этом матче — по протоколу версии { $here }
resume-max-moves = игра другого матча: её предел ходов { $there ->
        [none] не задан
       *[other] равен { $there }
    }, а у этого матча равен { $here } (--max-moves)
resume-move-time = игра другого матча: время на ход у бота { $name } в записи { $there ->
        [none] не задано
       *[other] { $there } мс
    }, а в этом матче { $here } мс (--move-time)
resume-time-bank = игра другого матча: её запас времени { $there ->
        [none] не задан
       *[other] { $there-ms }+{ $there-increment } мс
    }, а у этого матча { $here ->
        [none] не задан
       *[other] { $here-ms }+{ $here-increment } мс
    } (--time-bank)
resume-sandbox = игра другого матча: { $there ->
        [none] у неё песочницы нет
       *[other] у неё песочница на { $there-memory } МБ и { $there-processes } { $there-processes ->
            [one] процесс
            [few] процесса
            [many] процессов
           *[other] процесса
        }
    }, а у этого матча { $here ->
        [none] песочницы нет
       *[other] песочница на { $here-memory } МБ и { $here-processes } { $here-processes ->
            [one] процесс
            [few] процесса
            [many] процессов
           *[other] процесса
        }
    } (--sandbox, --bot-memory, --bot-processes)
resume-cut-short = журнал игры { $game } обрывается до того, как определился её исход, хотя никакой предел её не останавливал: запись оборвана; удалите эту строку из файла, чтобы сыграть игру заново
resume-twice = игра { $game } есть в файле дважды

## Значения командной строки и боты broadside: --shard, --sprt, broadside bot random|hunt

shard-expected = ожидается I/N, где 1 ≤ I ≤ N, например `2/4`, а указано `{ $found }`
sprt-not-key-value = ожидается KEY=VALUE (elo0, elo1, alpha, beta, model), а указано `{ $word }`
sprt-model = model: ожидается logistic или normalized, а указано `{ $value }`
sprt-not-a-number = { $key }: ожидается конечное число, а указано `{ $value }`
sprt-elo-out-of-range = { $key }: значение { $value } Elo вне допустимого диапазона: граница должна быть в пределах от -{ $max } до { $max } Elo
sprt-unknown-key = неизвестный ключ `{ $key }`: ожидается elo0, elo1, alpha, beta или model
sprt-bounds-missing = нужны обе границы: elo0=A и elo1=B, например `--sprt elo0=0 elo1=10`
sprt-bounds-order = значение elo1 ({ $elo1 }) должно быть больше elo0 ({ $elo0 })
sprt-rate-range = значение { $name } ({ $value }) должно лежать строго между 0 и 1, например { $name }=0.05
sprt-rates-sum = сумма alpha ({ $alpha }) и beta ({ $beta }) должна быть меньше 1
bot-cannot-read = не удаётся прочитать входные данные: { $error }
bot-not-a-message = это не сообщение протокола: { $detail }
bot-turn-before-start = сообщение turn пришло раньше сообщения start
sandbox-cannot-run = не удаётся запустить bubblewrap (`bwrap`): { $error }; установите его (Debian: apt-get install bubblewrap)
sandbox-refused = bubblewrap не может изолировать бота в этой системе ({ $status }): { $said }
sandbox-no-message = сообщения нет
bot-does-not-run = программа бота { $name }, `{ $command }`, завершилась в первой игре, ничего не прочитав ({ $why }): она не работает; её стандартный поток ошибок:
bot-does-not-run-silent = программа бота { $name }, `{ $command }`, завершилась в первой игре, ничего не прочитав ({ $why }): она не работает; в стандартный поток ошибок она ничего не вывела

## Почему боту засчитывается техническое поражение (отчёты bot check, сообщения матча; записи игр хранят эти причины по-английски)
# Подлежащее этих фраз — программа бота: так у бота нет грамматического рода. $error — почему
# отказала система (input-io-*, слова самой системы или bot-start-unreadable).

bot-why-no-answer = нет ответа за { $ms } мс
bot-why-no-answer-in-bank = нет ответа за оставшиеся в запасе времени { $ms } мс
bot-why-could-not-start = программу не удалось запустить: { $error }
bot-why-cannot-write = не удаётся передать программе сообщение: { $error }
bot-why-input-closed = стандартный ввод программы закрыт
bot-why-closed-input-before-asked = программа завершилась или закрыла стандартный ввод ещё до запроса
bot-why-closed-input = программа завершилась или закрыла стандартный ввод
bot-why-stopped-reading = программа перестала читать стандартный ввод
bot-why-input-unread = программа не читала стандартный ввод { $seconds } с
bot-why-nothing-asked = ответа не требовалось
bot-why-closed-output = программа закрыла стандартный вывод
bot-why-closed-output-before-question = программа закрыла стандартный вывод, не прочитав запроса
bot-why-exited = программа завершилась
bot-why-exited-before-question = программа завершилась, не прочитав запроса
bot-why-over-memory = программа заняла больше памяти, чем разрешено (--bot-memory: { $mb } МБ), и была остановлена
bot-why-over-processes = программа запустила больше процессов и потоков, чем разрешено (--bot-processes: { $count }), и была остановлена
# $why — что сделала программа (bot-why-*), $ended — как завершился её процесс (process-*).
bot-why-ended = { $why } ({ $ended })
bot-why-not-utf8 = ответ — не текст в UTF-8
bot-why-too-long = ответ длиннее { $max } { $max ->
    [one] байта
    [few] байт
    [many] байт
   *[other] байт
    }
bot-why-unowed = строка выведена, когда ответа не ожидалось
# $expected — запрошенный объект в JSON; $detail — что не так с JSON (json-at-column).
bot-why-not-the-object = ожидался один JSON-объект { $expected }: { $detail }
bot-why-not-a-fleet = флот — не список кораблей и не рисунок: { $detail }
bot-why-not-a-target = "at" — не координата и не список координат: { $detail }
# Флот, который судья должен был выставить за бота (из книги расстановок).
bot-why-fleet-unreadable = судья не может прочитать флот: { $detail }
bot-why-fleet-unplaceable = судья не может расставить флот: { $detail }
bot-why-fleet-unplaceable-with-log = судья не может расставить флот так, чтобы он согласовался с журналом игры: { $detail }
# Что не так с JSON ($detail: json-syntax или input-json-*) и в каком столбце строки.
json-at-column = { $detail } (столбец { $column })
# Под root: файл или папка бота ($path), которую не может прочитать пользователь бота; $mode — права
# (восьмерично), $owner — uid владельца, $uid — uid, от имени которого работает бот.
bot-start-unreadable = пользователь, от имени которого работает бот в песочнице (uid { $uid }), не может прочитать { $path } (права { $mode }, uid владельца { $owner }): при запуске от root бот работает от имени владельца своей папки, а если её владелец — root, то от имени nobody; сделайте владельцем папки обычного пользователя (chown -R USER { $path }) или разрешите читать её всем (chmod -R o+rX { $path })
# Как завершился процесс.
process-exit-code = код возврата { $code }
process-signal = процесс завершён сигналом { $signal } ({ $name })
process-ended = процесс завершён

## Командная строка: значения параметров и то, что отвергает clap (по-английски clap пишет это сам)
# Пишется как "broadside: --flag: " и причина или "broadside: " и предложение, затем отдельной
# строкой cli-help. Значения и параметры приходят уже в обратных кавычках. --help на всех языках
# остаётся английской.

flag-share = ожидается число от 0 до 1, а указано { $found }
flag-count = ожидается целое число от { $min } до { $max }, а указано { $found }
flag-count-at-least = ожидается целое число не меньше { $min }, а указано { $found }
flag-millis = ожидается число миллисекунд не меньше 1, а указано { $found }
flag-time-bank = ожидается MS+INC в миллисекундах, например `10000+100`, а указано { $found }
# $codes — коды языков, у каждого его название.
flag-lang = ожидается код языка, а указано { $found }; коды языков: { $codes }
flag-no-name = ожидается имя игрока, а указана пустая строка
flag-long-name = ожидается имя не длиннее { $max } { $max ->
    [one] байта
    [few] байт
    [many] байт
   *[other] байт
    }, а указано имя длиной { $bytes } { $bytes ->
    [one] байт
    [few] байта
    [many] байт
   *[other] байта
    }
bot-arg-no-equals = ожидается NAME=COMMAND, например `alpha=./my-bot --fast`, а указано { $found }
bot-arg-no-name = в { $found } перед `=` нет имени бота
bot-arg-unsplittable = не удаётся разобрать команду бота { $name }: в { $command } незакрытая кавычка или обратная косая черта в конце
bot-arg-empty = у бота { $name } пустая команда
# $flag — параметр или <ARGUMENT> для значения без параметра.
cli-invalid-value = { $flag }: не удаётся прочитать значение { $found }
cli-value-not-a-choice = { $flag }: ожидается { $choices }, а указано { $found }
cli-value-missing = для { $flag } нужно указать значение
cli-unknown-option = неизвестный параметр { $found }
cli-extra-argument = лишний аргумент: { $found }
cli-unknown-option-suggested = неизвестный параметр { $found }; может быть, имелся в виду { $suggested }?
cli-unknown-command = неизвестная команда { $found }
cli-unknown-command-suggested = неизвестная команда { $found }; может быть, имелась в виду { $suggested }?
cli-missing = { $count ->
        [one] не указан обязательный параметр { $missing }
        [few] не указаны обязательные параметры: { $missing }
        [many] не указаны обязательные параметры: { $missing }
       *[other] не указаны обязательные параметры: { $missing }
    }
cli-missing-command = для { $command } нужна подкоманда { $choices }
cli-conflict = { $flag } нельзя указывать вместе с { $other }
cli-repeated = { $flag }: параметр указан больше одного раза
cli-no-equals = значение { $flag } указывается после `=`
cli-too-many-values = { $flag }: лишнее значение { $found }
cli-not-utf8 = аргумент командной строки — не текст в UTF-8
cli-refused = не удаётся разобрать командную строку
# Строка после каждого отказа: $command — запущенная команда (broadside, broadside check …).
cli-help = Запустите `{ $command } --help`, чтобы увидеть параметры и примеры (справка на английском).
rules-unknown-name = ожидается название набора правил ({ $presets }), название флота ({ $fleets }) или JSON-объект правил, а указано { $found }
cannot-write-output = не удаётся записать выходные данные: { $error }
cannot-start-thread = не удаётся запустить поток для проверки строк: { $error }

## CI formats (github, junit, markdown)

ci-game = { $a } — { $b }
ci-github-violation-entry = { $game }, запись { $entry }: { $message }
ci-github-violation = { $game }: { $message }
ci-github-unfinished = { $game }: игра не окончена (журнал заканчивается, когда оба флота ещё на плаву); с --strict такая игра не проходит проверку
ci-github-left-out = Нарушения, предупреждения и ошибки ввода, оставшиеся без аннотаций: ещё { $count } (за один шаг GitHub показывает не больше { $shown } { $shown ->
    [one] аннотации-ошибки
   *[other] аннотаций-ошибок
    } и столько же аннотаций-предупреждений): { $codes }
ci-junit-strict-fails = { $result } (с --strict игра не проходит проверку)
ci-junit-line = строка { $line } входных данных
ci-junit-violation-entry = { $severity ->
    [foul] нарушение
   *[warning] предупреждение
    } { $code } у игрока { $player } в записи { $entry }: { $message }
ci-junit-violation-entry-cells = { $severity ->
    [foul] нарушение
   *[warning] предупреждение
    } { $code } у игрока { $player } в записи { $entry } ({ $cells }): { $message }
ci-junit-violation-placement = { $severity ->
    [foul] нарушение
   *[warning] предупреждение
    } { $code } у игрока { $player } в расстановке: { $message }
ci-junit-violation-placement-cells = { $severity ->
    [foul] нарушение
   *[warning] предупреждение
    } { $code } у игрока { $player } в расстановке ({ $cells }): { $message }
ci-junit-warnings = { $game } проходит проверку, но с предупреждениями:
ci-junit-warnings-line = { $game } (строка { $line }) проходит проверку, но с предупреждениями:
ci-md-heading = broadside: { $games } { $games ->
    [one] игра
    [few] игры
    [many] игр
   *[other] игры
    } из { $name }
ci-md-pass = **Все игры прошли проверку**.
ci-md-pass-strict = **Все игры прошли проверку** (--strict: не проходят её и игры с предупреждениями, и неоконченные игры).
ci-md-fail = **Игр, не прошедших проверку: { $failing } из { $games }**{ $errors ->
    [0] {""}
    [one] ; не удалось проверить { $errors } строку
    [few] ; не удалось проверить { $errors } строки
    [many] ; не удалось проверить { $errors } строк
   *[other] ; не удалось проверить { $errors } строки
    }.
ci-md-fail-strict = **Игр, не прошедших проверку: { $failing } из { $games }** (--strict: не проходят её и игры с предупреждениями, и неоконченные игры){ $errors ->
    [0] {""}
    [one] ; не удалось проверить { $errors } строку
    [few] ; не удалось проверить { $errors } строки
    [many] ; не удалось проверить { $errors } строк
   *[other] ; не удалось проверить { $errors } строки
    }.
ci-md-cell-outcome = исход
ci-md-cell-games = игры
ci-md-outcome-won = победа
ci-md-outcome-drawn = ничья
ci-md-outcome-unfinished = не окончена
ci-md-outcome-double-forfeit = обоюдное техническое поражение
ci-md-outcome-failing = не прошли проверку
ci-md-outcome-not-adjudicated = строки, которые не удалось проверить
ci-md-fouls-by-code = Нарушения по кодам
ci-md-warnings-by-code = Предупреждения по кодам
ci-md-no-fouls = Нарушений нет.
ci-md-no-warnings = Предупреждений нет.
ci-md-cell-code = код
ci-md-cell-fouls = нарушения
ci-md-cell-warnings = предупреждения
ci-md-cell-meaning = что это значит
ci-md-first-fouls = Первые нарушения
ci-md-cell-line = строка
ci-md-cell-game = игра
ci-md-cell-player = игрок
ci-md-cell-entry = запись
ci-md-cell-message = сообщение
ci-md-entry-placement = расстановка
ci-md-lines-not-adjudicated = Строки, которые не удалось проверить
ci-md-cell-error = ошибка
ci-md-more-fouls = … и ещё { $count ->
    [one] { $count } нарушение, не вошедшее
    [few] { $count } нарушения, не вошедшие
    [many] { $count } нарушений, не вошедших
   *[other] { $count } нарушения, не вошедшие
    } в этот список: выше — только первые { $shown }.
ci-md-more-errors = … и ещё { $count ->
    [one] { $count } ошибка, не вошедшая
    [few] { $count } ошибки, не вошедшие
    [many] { $count } ошибок, не вошедших
   *[other] { $count } ошибки, не вошедшие
    } в этот список: выше — только первые { $shown }.
ci-md-left-fouls = { $count ->
    [one] { $count } нарушение из списка
    [few] { $count } нарушения из списка
    [many] { $count } нарушений из списка
   *[other] { $count } нарушения из списка
    }
ci-md-left-errors = { $count ->
    [one] { $count } ошибка из списка
    [few] { $count } ошибки из списка
    [many] { $count } ошибок из списка
   *[other] { $count } ошибки из списка
    }
ci-md-left-players = { $count ->
    [one] { $count } игрок турнирной таблицы
    [few] { $count } игрока турнирной таблицы
    [many] { $count } игроков турнирной таблицы
   *[other] { $count } игрока турнирной таблицы
    }
ci-md-left-pairs = { $count ->
    [one] { $count } пара турнирной таблицы
    [few] { $count } пары турнирной таблицы
    [many] { $count } пар турнирной таблицы
   *[other] { $count } пары турнирной таблицы
    }
ci-md-left-out = **Опущено**, чтобы сводка не превысила 1 МиБ (предел GitHub): { $list }. В `broadside check --jsonl --summary` есть все игроки и пары, а в `broadside check --jsonl` — все нарушения.
ci-md-error-lines = Строки, которые не удалось проверить: { $lines }.
ci-md-standings = Турнирная таблица
ci-md-standings-note = Победа приносит 1 очко, ничья или неоконченная игра — по ½ каждому; обоюдное техническое поражение (техническое поражение засчитано обоим игрокам) даёт 0-0 и в Эло не учитывается. Эло — разница в рейтинге Эло относительно сыгранных соперников и её 95-процентный доверительный интервал.
ci-md-cell-wins = победы
ci-md-cell-losses = поражения
ci-md-cell-draws = ничьи
ci-md-cell-unfinished = не окончены
ci-md-cell-double-forfeits = обоюдные техн. поражения
ci-md-cell-score = очки
ci-md-cell-elo = Эло
ci-md-cell-forfeits = технические поражения
ci-md-pairs = Пары
ci-md-pairs-note = Каждая пара показана со стороны первого игрока.
ci-md-cell-pair = пара
ci-md-elo-all-won = нет (выиграны все игры)
ci-md-elo-all-lost = нет (проиграны все игры)
ci-md-footer = broadside { $version }: записи нумеруются с 0, строки — с 1.

## Matches between bots

elo-unbounded = { $elo } (доверительный интервал не ограничен)
elo-all-won = { $elo } (выиграны все игры)
elo-all-lost = { $elo } (проиграны все игры)
match-standings-bot = бот
match-standings-header = { $bot }   игры   поб.   пор.   нич.  неок.    0-0   очки      Эло   техн. поражения
match-standings-pair = { $a } против { $b }:
match-pairs-line = { $a } против { $b }, пар игр: { $pairs } ({ $counts })  Эло { $elo }
match-sprt-test = H0: { $a } { $elo0 } Эло относительно { $b }, H1: { $elo1 } (Эло { $model }), α = { $alpha }, β = { $beta }
match-sprt-decided = { $accepted } принята при α = { $alpha }, β = { $beta }: результаты говорят в пользу { $accepted } ({ $a } { $bound } Эло { $model } относительно { $b }), а не { $other } ({ $against }), достаточно убедительно, чтобы остановить тест; если верна { $other }, такой тест принимает { $accepted } не более чем в { $error } матчей. Величину разницы он не измеряет: её оценивает строка Эло выше.
match-sprt-undecided = решение не принято: LLR не вышел за границы
match-sprt-line = SPRT: { $test }
match-sprt-state-games = Эло { $model } { $elo }, LLR { $llr } ({ $lower }, { $upper }) после { $count ->
    [one] { $count } игры
   *[other] { $count } игр
    }
match-sprt-state-pairs = Эло { $model } { $elo }, LLR { $llr } ({ $lower }, { $upper }) после { $count ->
    [one] { $count } пары игр
   *[other] { $count } пар игр
    }
match-progress = игра { $done }/{ $total }  { $result }  { $scores }  { $rate } игр/с
match-beat-fleet = { $winner } побеждает { $loser } (флот уничтожен)
match-beat-foul = { $winner } побеждает { $loser } ({ $foul } у игрока { $loser })
match-beat-forfeit = { $winner } побеждает { $loser } (техническое поражение)
match-drawn = { $a } и { $b }: ничья
match-unfinished = { $a } и { $b }: игра не окончена
match-double-forfeit = { $a } и { $b }: обоюдное техническое поражение
match-interrupted = матч прерван сигналом { $signal }: сыграно и записано игр — { $written } из { $total }
match-resume-cut-short = --resume: последняя строка файла оборвана; она удалена, и её игра будет сыграна заново
match-error-two-bots = --bot: для матча нужны хотя бы два бота
match-error-name-too-long = имя { $name } занимает { $bytes } { $bytes ->
    [one] байт
    [few] байта
   *[other] байт
    }, а имя игрока может занимать не больше { $max } { $max ->
    [one] байта
   *[other] байт
    }
match-error-name-twice = имя { $name } указано дважды
match-error-names-alike = имена { $a } и { $b } различаются только регистром букв, а записи сравнивают имена без учёта регистра
match-error-no-such-bot = нет бота с именем { $name }
match-error-gauntlet = нет бота с именем { $name }; есть боты: { $bots }
match-error-gauntlet-near = нет бота с именем { $name } (может быть, имелся в виду { $near }? имена нужно писать точно); есть боты: { $bots }
match-error-sprt-shard = --sprt: шард играет лишь часть расписания; проведите тест по записям всех шардов вместе
match-error-sprt-two-bots = --sprt: тест сравнивает двух ботов; укажите ровно двух
match-error-pairs-odd = --pairs играет игры парами: значение --games должно быть чётным, а указано { $games }
match-error-cannot-write = { $option } { $path }: не удаётся записать: { $error }
match-error-report-format = --report: неизвестный формат { $format }; ожидается github, junit или markdown, например `--report junit junit.xml`
match-error-standings-in-bot-folder = --standings { $path }: файл лежит в { $folder }, папке бота { $bot }, которому он виден и с --sandbox (файл, который перезаписывается каждые --standings-every игр, там не спрятать): запишите его в другую папку
match-error-signals = не удаётся настроить обработку прерываний: { $error }
match-error-cannot-start = --bot { $name }: не удаётся запустить `{ $command }`: { $error }
match-error-resume-cut = --resume { $path }: не удаётся удалить оборванную последнюю строку: { $error }
match-warning-orphans = предупреждение: не удаётся усыновлять осиротевшие процессы ботов ({ $error }); процесс, покинувший сессию своего бота, может продолжить работу и после конца матча
botcheck-heading = Проверка { $command }: { $games ->
    [one] { $games } игра
    [few] { $games } игры
   *[many] { $games } игр
    } за один запуск против `broadside bot hunt`, { $ms } мс на ход:
botcheck-rules-custom = свои правила (8 столбцов, 12 строк, флот hasbro, после попадания — ещё выстрел)
botcheck-game-first = игра { $game }, { $rules }, бот ходит первым: { $result }
botcheck-game-second = игра { $game }, { $rules }, бот ходит вторым: { $result }
botcheck-ok-won = всё в порядке, победа бота; отвечено ходов: { $turns }
botcheck-ok-lost = всё в порядке, поражение бота; отвечено ходов: { $turns }
botcheck-ok-no-winner = всё в порядке, победителя нет; отвечено ходов: { $turns }
botcheck-problems = { $problems ->
    [one] { $problems } проблема
    [few] { $problems } проблемы
    [many] { $problems } проблем
   *[other] { $problems } проблемы
    }
botcheck-late = время вышло: нет ответа на запрос { $asked ->
    [fleet] флота (`start`)
   *[shot] { $shot }-го выстрела (`turn`)
    } за { $ms } мс (`timeout`)
botcheck-late-first = время вышло: нет ответа на запрос { $asked ->
    [fleet] флота (`start`)
   *[shot] { $shot }-го выстрела (`turn`)
    } за { $ms } мс (плюс { $grace } с на первый ответ только что запущенного бота) (`timeout`)
botcheck-crashed = сбой программы при запросе { $asked ->
    [fleet] флота (`start`)
   *[shot] { $shot }-го выстрела (`turn`)
    }: { $why } (`crashed`)
botcheck-not-json = недопустимое сообщение в ответ на запрос { $asked ->
    [fleet] флота (`start`)
   *[shot] { $shot }-го выстрела (`turn`)
    }: выведена строка, которая не является JSON: { $said }. Стандартный вывод предназначен только для сообщений протокола, по одному JSON-объекту в строке; отладочный текст пишите в стандартный поток ошибок (`illegal_message`)
botcheck-illegal = недопустимое сообщение в ответ на запрос { $asked ->
    [fleet] флота (`start`)
   *[shot] { $shot }-го выстрела (`turn`)
    }: { $why }; получено { $said } (`illegal_message`)
botcheck-flush-hint = в этой игре от бота не пришло ни строчки: если он печатает ответы, возможно, он не сбрасывает буфер стандартного вывода, а при выводе в канал (pipe) вывод буферизуется; сбрасывайте буфер после каждой строки (`print(..., flush=True)` в Python, `fflush(stdout)` в C, `System.out.flush()` в Java, `io::stdout().flush()` в Rust)
botcheck-stderr = вывод бота в стандартный поток ошибок: { $line }
botcheck-foul = нарушение `{ $code }` { $where ->
    [fleet] в расстановке флота
   *[entry] в записи { $entry }
    }: { $message }
botcheck-warning = примечание: предупреждение `{ $code }` { $where ->
    [fleet] в расстановке флота
   *[entry] в записи { $entry }
    }: { $message }
botcheck-short = { $volleys ->
    [one] залп меньше положенного размера
   *[other] залпов меньше положенного размера: { $volleys }, первый
    } { $where ->
    [fleet] в расстановке флота
   *[entry] в записи { $entry }
    }: { $message }; при игре залпами за ход нужно сделать все положенные выстрелы — столько, сколько указано в `allowance` сообщения `turn` (`too_few_shots`)
botcheck-note-opponent-forfeited = примечание: в этой игре техническое поражение засчитано сопернику, и о боте это ничего не говорит
botcheck-note-restarted = примечание: для этой игры бот запущен заново (после предыдущей игры его процесс завершился); так можно, но бот может играть все игры матча за один запуск
botcheck-complies = Бот соответствует протоколу: в каждой игре он вовремя отвечает на `start` флотом, а на каждый `turn` — выстрелами, принимает `shot` и `end` без ответа и играет игру за игрой за один запуск.
botcheck-does-not-comply = Бот не соответствует протоколу: выше { $problems ->
    [one] { $problems } проблема
    [few] { $problems } проблемы
    [many] { $problems } проблем
   *[other] { $problems } проблемы
    }.
botcheck-error-cannot-start = невозможно запустить { $command }: { $error }
botcheck-error-no-opponent = не удаётся найти эту программу, чтобы она играла за соперника: { $error }
