#!/usr/bin/env python3
"""A bot for `broadside match`: places its ships at random and fires at random unfired cells.

It reads one JSON message a line on standard input and answers on standard output (docs/protocol.md).
"""
import json
import random
import sys


def place(rules):
    """One ship per class and count, straight, no overlap; apart by a cell where ships may not touch."""
    cols, rows = rules["board"]["columns"], rules["board"]["rows"]
    apart = rules["touching"] == "forbidden"
    while True:
        taken, fleet = set(), []
        for cls in rules["fleet"]:
            for _ in range(cls["count"]):
                for _ in range(1000):
                    across = random.random() < 0.5
                    c = random.randrange(cols - (cls["size"] - 1 if across else 0))
                    r = random.randrange(rows - (0 if across else cls["size"] - 1))
                    cells = [[c + i, r] if across else [c, r + i] for i in range(cls["size"])]
                    near = {(x + dx, y + dy) for x, y in cells for dx in (-1, 0, 1) for dy in (-1, 0, 1)} if apart else {tuple(p) for p in cells}
                    if not near & taken:
                        taken |= {tuple(p) for p in cells}
                        fleet.append({"ship": cls["ship"], "cells": cells})
                        break
        if len(fleet) == sum(cls["count"] for cls in rules["fleet"]):
            return fleet


for line in sys.stdin:
    message = json.loads(line)
    if message["type"] == "start":
        rules = message["rules"]
        unfired = [[c, r] for c in range(rules["board"]["columns"]) for r in range(rules["board"]["rows"])]
        random.shuffle(unfired)
        answer = {"fleet": place(rules)}
    elif message["type"] == "turn":
        volley = [unfired.pop() for _ in range(min(message["allowance"], len(unfired)))]
        answer = {"at": volley[0] if rules["turns"] != "salvo" else volley}
    else:
        continue  # "shot" and "end" need no answer
    print(json.dumps(answer), flush=True)
