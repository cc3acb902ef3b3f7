#!/bin/sh
# Leaves a child holding its output, and exits without giving a fleet: `crashed`, and the child
# must be killed with it.
. "$(dirname "$0")/common.sh"
read -r _start
sleep 600 &
exit 0
