#!/bin/sh
# Against tests/bots/a1_forever.sh, whose fleet (common.sh) it knows: fires at its 14 cells in
# turn, and writes a line nobody asked for with the shot that wins. That line belongs to the game
# it wins (an after_end entry there), and must not cost it the next game.
. "$(dirname "$0")/common.sh"
fleet
n=0
while read -r line; do
    case "$line" in
    *'"type":"start"'*) n=0; echo "$FLEET" ;;
    *'"type":"turn"'*)
        n=$((n + 1))
        case $n in
        1|2|3|4|5) at="[$((n - 1)), 0]" ;;
        6|7|8|9) at="[$((n - 6)), 2]" ;;
        10|11|12) at="[$((n - 10)), 4]" ;;
        13) at="[0, 6]" ;;
        *)
            # The winning shot and the chatter in one write, so both arrive together.
            echo '{"at": [1, 6]}
{"said": "good game"}'
            continue ;;
        esac
        echo "{\"at\": $at}" ;;
    esac
done
