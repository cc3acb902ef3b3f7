#!/bin/sh
# Gives its fleet, then answers a turn with JSON cut short: `illegal_message`, the JSON reader's
# reason said in the report's language.
. "$(dirname "$0")/common.sh"
fleet
read -r _turn
echo '{"at": [1, }'
exec sleep 600
