#!/bin/sh
# Writes to $BOT_TARGET, a file outside its temporary folder, before giving its fleet. Contained
# (--sandbox), it cannot, and exits: `crashed`. Let out, it answers garbage.
read -r _start
if echo escaped > "$BOT_TARGET"; then
    echo wrote
    exec sleep 600
fi
echo "blocked: cannot write $BOT_TARGET" >&2
exit 3
