#!/bin/sh
# Reads its `start`, closes its standard output and goes on running without a word: `crashed`
# ("it closed its output"), with --sandbox as without (where bubblewrap holds the output too).
read -r _start
exec >&-
exec sleep 600
