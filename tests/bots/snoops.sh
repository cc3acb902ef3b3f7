#!/bin/sh
# Looks for the secret that the other bot (keeps_secret.sh) keeps in its temporary folder, for a
# second, before giving its fleet. Contained (--sandbox), it finds nothing and exits: `crashed`.
# Let out, it answers with the secret.
read -r _start
for _ in 1 2 3 4 5 6 7 8 9 10; do
    for f in "${TMPDIR:-/tmp}/broadside-secret-$BOT_SECRET" /tmp/broadside-secret-* /proc/*/root/tmp/broadside-secret-*; do
        if [ -r "$f" ]; then
            echo "found $(cat "$f")"
            exec sleep 600
        fi
    done
    sleep 0.1
done
echo "blocked: no secret to read" >&2
exit 3
