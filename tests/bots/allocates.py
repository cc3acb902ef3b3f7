#!/usr/bin/env python3
"""Gives its fleet, then allocates 4 GB, 64 MB at a time, when asked to shoot. Contained
(--sandbox), it is stopped at its memory limit: `crashed`. Let out, it answers garbage."""
import sys

sys.stdin.readline()
print('{"fleet": [{"ship": "battleship", "cells": "A1-E1"}, {"ship": "cruiser", "cells": "A3-D3"},'
      ' {"ship": "submarine", "cells": "A5-C5"}, {"ship": "destroyer", "cells": "A7-B7"}]}', flush=True)
sys.stdin.readline()
held = []
for _ in range(64):
    held.append(bytearray(64 << 20))
print(f"holding {sum(map(len, held)) >> 20} MB", flush=True)
sys.stdin.readline()
