#!/usr/bin/env python3
"""Fires at A1, B1, ... row by row against the common fleet (tests/bots/common.sh), and exits the
moment it has written the shot that sinks the last ship: the game is won, no answer is owed, and
the referee must not charge it (contract §6, v3: only exiting while an answer is owed is
`crashed`)."""
import json
import os
import sys

FLEET = [{"ship": "battleship", "cells": "A1-E1"}, {"ship": "cruiser", "cells": "A3-D3"},
         {"ship": "submarine", "cells": "A5-C5"}, {"ship": "destroyer", "cells": "A7-B7"}]
# The last cell of the common fleet, in row-major order: B7.
LAST = [1, 6]
shots = iter([])
for line in sys.stdin:
    message = json.loads(line)
    if message["type"] == "start":
        shots = iter([[c, r] for r in range(10) for c in range(10)])
        print(json.dumps({"fleet": FLEET}), flush=True)
    elif message["type"] == "turn":
        shot = next(shots)
        if shot == LAST:
            # Gone before the referee tells it the shot, whatever the timing: its input is
            # closed before the winning shot is written.
            os.close(0)
        sys.stdout.write(json.dumps({"at": shot}) + "\n")
        sys.stdout.flush()
        if shot == LAST:
            os._exit(0)
