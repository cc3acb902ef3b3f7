#!/bin/sh
# Starts a child in a session of its own (it leaves the bot's process group and session), noted
# in $SETSID_PIDS, that would sleep for ten minutes; then plays as examples/bot.py does. The
# child must not outlive the match, however it ends.
[ -n "$BOT_PIDS" ] && echo $$ >> "$BOT_PIDS"
setsid sh -c 'echo $$ >> "$SETSID_PIDS"; exec sleep 600' < /dev/null > /dev/null 2>&1 &
exec python3 "$(dirname "$0")/../../examples/bot.py"
