#!/usr/bin/env python3
"""Forks 1,000 children that sleep, then gives its fleet and waits. Contained (--sandbox), it
is stopped at its process limit: `crashed`. Let out, it answers garbage when asked to shoot."""
import os
import sys
import time

sys.stdin.readline()
children = 0
for _ in range(1000):
    try:
        if os.fork() == 0:
            time.sleep(600)
            os._exit(0)
        children += 1
    except OSError:
        pass
print('{"fleet": [{"ship": "battleship", "cells": "A1-E1"}, {"ship": "cruiser", "cells": "A3-D3"},'
      ' {"ship": "submarine", "cells": "A5-C5"}, {"ship": "destroyer", "cells": "A7-B7"}]}', flush=True)
sys.stdin.readline()
print(f"forked {children}", flush=True)
sys.stdin.readline()
