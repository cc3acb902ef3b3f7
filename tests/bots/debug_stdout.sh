#!/bin/sh
# Prints debug text on standard output before its fleet: the referee reads it as the answer to
# `start` (`illegal_message`). `bot check` should say a line that is not JSON was printed, and
# that debug text goes to standard error.
. "$(dirname "$0")/common.sh"
read -r _start
echo 'debug: placing my ships'
echo "$FLEET"
exec sleep 600
