#!/bin/sh
# Gives its fleet, then answers a turn with JSON whose `at` is no coordinate: `illegal_message`,
# the JSON reader's reason said in the report's language.
. "$(dirname "$0")/common.sh"
fleet
read -r _turn
echo '{"at": true}'
exec sleep 600
