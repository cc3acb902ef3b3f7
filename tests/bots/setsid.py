#!/usr/bin/env python3
"""Leaves a child in a session of its own (setsid), out of the bot's process group, sleeping,
and exits without giving a fleet: `crashed`. The child must not outlive the match."""
import os
import sys
import time

sys.stdin.readline()
if os.fork() == 0:
    os.setsid()
    if os.fork() == 0:
        time.sleep(600)
    os._exit(0)
sys.exit(0)
