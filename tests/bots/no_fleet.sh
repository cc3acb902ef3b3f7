#!/bin/sh
# Answers `start` with text that is not a fleet: `illegal_message` on its fleet.
. "$(dirname "$0")/common.sh"
read -r _start
echo 'no fleet today'
exec sleep 600
