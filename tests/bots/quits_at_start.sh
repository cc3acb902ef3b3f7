#!/bin/sh
# Reads its `start` and exits without a fleet, every game: `crashed` (a bot that always loses;
# having read, it is a bot that fails, not a program that cannot run).
. "$(dirname "$0")/common.sh"
read -r _start
exit 1
