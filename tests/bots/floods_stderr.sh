#!/bin/sh
# Writes 20 MB on standard error, then plays as examples/bot.py does: it must not be blocked.
[ -n "$BOT_PIDS" ] && echo $$ >> "$BOT_PIDS"
head -c 20000000 /dev/zero | tr '\0' 'e' >&2
exec python3 "$(dirname "$0")/../../examples/bot.py"
