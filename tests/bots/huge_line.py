#!/usr/bin/env python3
"""Gives its fleet, then answers a turn with a 10 MB line: `illegal_message`, held to 64 KiB."""
import os
import sys

if os.environ.get("BOT_PIDS"):
    with open(os.environ["BOT_PIDS"], "a") as f:
        f.write(f"{os.getpid()}\n")
sys.stdin.readline()
print('{"fleet": [{"ship": "battleship", "cells": "A1-E1"}, {"ship": "cruiser", "cells": "A3-D3"},'
      ' {"ship": "submarine", "cells": "A5-C5"}, {"ship": "destroyer", "cells": "A7-B7"}]}', flush=True)
sys.stdin.readline()
try:
    sys.stdout.write('{"at": "' + "A" * 10_000_000 + '"}\n')
    sys.stdout.flush()
except BrokenPipeError:
    pass
sys.stdin.readline()
