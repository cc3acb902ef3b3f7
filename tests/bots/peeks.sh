#!/bin/sh
# Tries, before giving its fleet, to read each file named in $BOT_LOOK (paths apart by spaces:
# another bot's files, the match's book), which no bot may read. Reading one, it answers with what
# it read; reading none, it says so on standard error and plays on as tests/bots/common.sh does.
. "$(dirname "$0")/common.sh"
read -r _start
for f in $BOT_LOOK; do
    found=$(head -c 200 "$f" 2>/dev/null | tr -d '\n')
    if [ -n "$found" ]; then
        echo "found $found"
        exec sleep 600
    fi
    echo "blocked: cannot read $f" >&2
done
echo "$FLEET"
play
