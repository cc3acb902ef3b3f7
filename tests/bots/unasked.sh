#!/bin/sh
# Gives its fleet and, unasked, two shots more: `illegal_message`.
. "$(dirname "$0")/common.sh"
fleet
echo '{"at": "J10"}'
echo '{"at": "J9"}'
exec sleep 600
