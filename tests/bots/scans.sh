#!/bin/sh
# Takes the fleet a placement book imposes (`{"fleet": "given"}`) and fires at A1, B1, ... J1,
# A2, ... in turn: the same shots whatever the game, so that two of it score exactly even on
# every pair of games (`match --pairs`).
. "$(dirname "$0")/common.sh"
FLEET='{"fleet": "given"}'
play
