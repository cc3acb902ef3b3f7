#!/bin/sh
# Gives its fleet, then fires at A1 every turn: repeated shots are warnings, so two of these
# never finish a game; the move limit ends it.
. "$(dirname "$0")/common.sh"
fleet
while read -r line; do
    case "$line" in
    *'"type":"start"'*) echo "$FLEET" ;;
    *'"type":"turn"'*) echo '{"at": "A1"}' ;;
    esac
done
