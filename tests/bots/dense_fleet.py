#!/usr/bin/env python3
"""For the rules of fixtures/fleet/hard/solid-21-tight (96 ships on 26x26). With `drawing`, gives
that fixture's drawing, which the referee cannot split within its step budget: `illegal_message`,
the match going on. With `list`, gives the same fleet as a legal list of ships (dense_fleet.json),
then waits."""
import json
import os
import sys
import time

here = os.path.dirname(os.path.abspath(__file__))
if os.environ.get("BOT_PIDS"):
    with open(os.environ["BOT_PIDS"], "a") as f:
        f.write(f"{os.getpid()}\n")
if sys.argv[1] == "drawing":
    with open(os.path.join(here, "..", "..", "fixtures", "fleet", "hard", "solid-21-tight.txt")) as f:
        answer = json.dumps({"fleet": {"grid": f.read().split()}})
else:
    with open(os.path.join(here, "dense_fleet.json")) as f:
        answer = f.read().strip()
for line in sys.stdin:
    if '"type":"start"' in line:
        print(answer, flush=True)
time.sleep(600)
