#!/bin/sh
# Fires at A1, B1, ... J1, A2, ... in turn: the same shots whatever the game, so that two of it
# score exactly even on every pair of games (`match --pairs`). Takes a fleet the referee imposes
# (`{"fleet": "given"}`: the `fleet` after `first` in `start`), or gives the classic one. With an
# argument, answers each turn after a pause of that many seconds (a drain on a time bank).
. "$(dirname "$0")/common.sh"
n=0
while read -r line; do
    case "$line" in
    *'"type":"start"'*'"first":'*'"fleet":'*) n=0; echo '{"fleet": "given"}' ;;
    *'"type":"start"'*) n=0; echo "$FLEET" ;;
    *'"type":"turn"'*)
        [ -n "$1" ] && sleep "$1"
        echo "{\"at\": [$((n % 10)), $((n / 10))]}"
        n=$((n + 1))
        ;;
    esac
done
