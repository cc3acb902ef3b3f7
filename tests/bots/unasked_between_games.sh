#!/bin/sh
# Plays legal games; after each `end` it waits a moment and then writes, unasked, a line that
# looks like a fleet, and waits again before it reads the next `start`: `illegal_message` at the
# first entry of its next game, never taken for its fleet.
. "$(dirname "$0")/common.sh"
after_end() {
    sleep 0.3
    echo '{"fleet": [{"ship": "battleship", "cells": "F10-J10"}, {"ship": "cruiser", "cells": "G8-J8"}, {"ship": "submarine", "cells": "H6-J6"}, {"ship": "destroyer", "cells": "I4-J4"}]}'
    sleep 0.3
}
fleet
play
