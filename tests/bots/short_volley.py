#!/usr/bin/env python3
"""A legal bot in every ruleset but one fault: under salvo turns it fires one shot a turn, short
of its allowance (`too_few_shots`, a warning the game goes on past). `bot check` should not call
it compliant."""
import json
import sys

for line in sys.stdin:
    message = json.loads(line)
    if message["type"] == "start":
        rules = message["rules"]
        cols, rows = rules["board"]["columns"], rules["board"]["rows"]
        # Ships across, a cell apart in a row and rows two apart: legal whether ships may touch
        # or not.
        sizes = sorted(((c["ship"], c["size"]) for c in rules["fleet"] for _ in range(c["count"])),
                       key=lambda s: -s[1])
        fleet, c, r = [], 0, 0
        for ship, size in sizes:
            if c + size > cols:
                c, r = 0, r + 2
            fleet.append({"ship": ship, "cells": [[c + i, r] for i in range(size)]})
            c += size + 1
        unfired = [[x, y] for y in range(rows) for x in range(cols)]
        answer = {"fleet": fleet}
    elif message["type"] == "turn":
        shot = unfired.pop(0)
        answer = {"at": [shot] if rules["turns"] == "salvo" else shot}
    else:
        continue
    print(json.dumps(answer), flush=True)
