#!/bin/sh
# Writes to descriptor 7 before giving its fleet: a file the match inherited (`7<>file` in the
# shell that started it), which no bot may be handed. Handed it, it answers that it wrote; denied
# it, it says so on standard error and plays on as tests/bots/common.sh does.
. "$(dirname "$0")/common.sh"
read -r _start
if { echo "escaped" >&7; } 2>/dev/null; then
    echo "wrote to descriptor 7"
    exec sleep 600
fi
echo "blocked: no descriptor 7" >&2
echo "$FLEET"
play
