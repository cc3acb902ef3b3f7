#!/usr/bin/env python3
"""Plays a classic game honestly (a fixed fleet, then A1, B1, ... J10), and after its `end` forks
40 children that sleep, and answers nothing more. Contained (--sandbox, at most 32 processes),
it is stopped between games, and forfeits its next game: `crashed`."""
import json
import os
import sys
import time

shots = [[c, r] for r in range(10) for c in range(10)]
for line in sys.stdin:
    message = json.loads(line)
    if message["type"] == "start":
        answer = {"fleet": [{"ship": "battleship", "cells": "A1-E1"}, {"ship": "cruiser", "cells": "A3-D3"},
                            {"ship": "submarine", "cells": "A5-C5"}, {"ship": "destroyer", "cells": "A7-B7"}]}
        fired = 0
    elif message["type"] == "turn":
        answer = {"at": shots[fired % len(shots)]}
        fired += 1
    elif message["type"] == "end":
        for _ in range(40):
            try:
                if os.fork() == 0:
                    time.sleep(600)
                    os._exit(0)
            except OSError:
                pass
        time.sleep(600)
    else:
        continue
    print(json.dumps(answer), flush=True)
