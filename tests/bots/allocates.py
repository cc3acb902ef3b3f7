#!/usr/bin/env python3
"""Gives its fleet, then, asked to shoot, allocates 4 GB, 64 MB at a time, holds what it got and
never answers. Contained (--sandbox), it is stopped at its memory limit: `crashed`."""
import sys
import time

sys.stdin.readline()
print('{"fleet": [{"ship": "battleship", "cells": "A1-E1"}, {"ship": "cruiser", "cells": "A3-D3"},'
      ' {"ship": "submarine", "cells": "A5-C5"}, {"ship": "destroyer", "cells": "A7-B7"}]}', flush=True)
sys.stdin.readline()
held = []
try:
    for _ in range(64):
        held.append(bytearray(64 << 20))
except MemoryError:
    pass
print(f"holding {sum(map(len, held)) >> 20} MB", file=sys.stderr, flush=True)
time.sleep(600)
