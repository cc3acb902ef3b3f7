#!/bin/sh
# Kills, before giving its fleet, every process of the other bot: those whose command line runs
# `python3 $BOT_VICTIM` (not the match's, which names it after `=`), found in /proc. Let out, it finds and kills them, and the other bot
# forfeits; contained (a PID namespace of its own), it finds none, says so on standard error and
# plays on as tests/bots/common.sh does.
. "$(dirname "$0")/common.sh"
read -r _start
killed=0
# For a second at most: the other bot may not be running its program yet.
for _ in 1 2 3 4 5 6 7 8 9 10; do
    for d in /proc/[0-9]*; do
        cmd=$(tr '\0' ' ' < "$d/cmdline" 2>/dev/null)
        case "$cmd" in
        *"=python3 $BOT_VICTIM"*) ;;
        *"python3 $BOT_VICTIM"*) kill -KILL "${d#/proc/}" 2>/dev/null && killed=$((killed + 1)) ;;
        esac
    done
    [ "$killed" -gt 0 ] && break
    sleep 0.1
done
echo "killed $killed" >&2
echo "$FLEET"
play
