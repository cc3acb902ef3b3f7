#!/bin/sh
# Gives its fleet, then answers a turn with text that is not JSON: `illegal_message`.
. "$(dirname "$0")/common.sh"
fleet
read -r _turn
echo 'fire at will'
exec sleep 600
