#!/usr/bin/env python3
"""Answers `start` with a fleet but never flushes its standard output: on a pipe Python keeps
the answer in its buffer, so the referee sees none (`timeout`, each game). `bot check` should say
it may not flush."""
import os
import sys

# Block-buffered whatever PYTHONUNBUFFERED says, as Python's standard output is on a pipe.
out = os.fdopen(1, "w", buffering=65536)

FLEET = ('{"fleet": [{"ship": "battleship", "cells": "A1-E1"}, {"ship": "cruiser", "cells": "A3-D3"}, '
         '{"ship": "submarine", "cells": "A5-C5"}, {"ship": "destroyer", "cells": "A7-B7"}]}')

for line in sys.stdin:
    if '"start"' in line:
        print(FLEET, file=out)  # no flush: the mistake under test
