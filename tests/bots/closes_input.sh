#!/bin/sh
# Closes its standard input before it reads anything, and goes on running without a word: it is
# gone before it was asked, `crashed` in a game ("it exited or closed its input before it was
# asked"), with --sandbox as without (where bubblewrap holds the input too).
exec <&-
exec sleep 600
