#!/bin/sh
# Gives its fleet, then never answers a turn: `timeout`.
. "$(dirname "$0")/common.sh"
fleet
exec sleep 600
