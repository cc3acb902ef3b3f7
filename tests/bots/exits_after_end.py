#!/usr/bin/env python3
"""Plays one game a run with a buffered reader, exiting as soon as it reads `end`: Python reads
its input ahead, so the next game's `start` may already be read into its buffer, never seen.
The referee must start it again, not charge it (contract §6, v3)."""
import json
import sys

FLEET = [{"ship": "battleship", "cells": "A1-E1"}, {"ship": "cruiser", "cells": "A3-D3"},
         {"ship": "submarine", "cells": "A5-C5"}, {"ship": "destroyer", "cells": "A7-B7"}]
shots = iter([[c, r] for r in range(10) for c in range(10)])
for line in sys.stdin:
    message = json.loads(line)
    if message["type"] == "start":
        print(json.dumps({"fleet": FLEET}), flush=True)
    elif message["type"] == "turn":
        print(json.dumps({"at": next(shots)}), flush=True)
    elif message["type"] == "end":
        break
