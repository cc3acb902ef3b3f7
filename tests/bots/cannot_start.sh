#!/bin/sh
# Starts, but the program it runs does not exist: `crashed`.
. "$(dirname "$0")/common.sh"
exec /nonexistent/broadside-bot
