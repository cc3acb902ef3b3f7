#!/usr/bin/env python3
"""Forks 1,000 children that sleep, and never gives its fleet. Contained (--sandbox), it is
stopped at its process limit: `crashed`."""
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
print(f"forked {children}", file=sys.stderr, flush=True)
time.sleep(600)
