#!/bin/sh
# An honest bot with a secret: it checks that its temporary folder starts empty, writes the secret
# $BOT_SECRET there and reads it back, then plays as the Python bot its command names does
# (`tests/bots/keeps_secret.sh examples/bot.py`: under --sandbox, a file its command names is in
# its view). Any of that failing is a crash (status 5).
dir=${TMPDIR:-/tmp}
file="$dir/broadside-secret-$BOT_SECRET"
if [ -e "$file" ]; then
    echo "my temporary folder was not emptied: $file is there" >&2
    exit 5
fi
echo "$BOT_SECRET" > "$file" || exit 5
[ "$(cat "$file")" = "$BOT_SECRET" ] || { echo "cannot read my own folder" >&2; exit 5; }
exec python3 "$1"
