#!/bin/sh
# Gives its fleet, then exits when asked to shoot: `crashed`.
. "$(dirname "$0")/common.sh"
fleet
read -r _turn
echo "giving up" >&2
exit 3
