#!/usr/bin/env python3
"""A hostile bot: a hunt-and-target bot (single-shot rules) that also fires first where it may know
the enemy fleet lies, from anything the match lets it learn (issue 35, cheats 1 to 3):

- the fleet `start` imposed on it in this game (a one-fleet book entry gives both players that
  fleet) and in the game before (a pair's second game swaps the fleets);
- where the opponent's shots struck its own fleet in the game before;
- with `--book FILE`, the book itself: the line holding the fleet `start` imposed gives the
  opponent's fleet.

Each memory is tried in turn: fired at while it hits, dropped at its first miss. At each `start`
it writes on standard error `knows N cells` (N: the cells of every memory it has), and when it
wins, `won in S shots`, so a test can tell what it learned and what that was worth.
"""
import json
import random
import sys


def cell(c):
    """`[column, row]` or `"C4"` as a `(column, row)` pair."""
    if isinstance(c, (list, tuple)):
        return tuple(c)
    return (ord(c[0].upper()) - ord("A"), int(c[1:]) - 1)


def cells_of(fleet):
    """The cells of a fleet written as a list of ships (cells as pairs, names or a span
    `"B6-F6"`), sorted; none for anything else."""
    if not isinstance(fleet, list):
        return []
    out = []
    for ship in fleet:
        cells = ship.get("cells") if isinstance(ship, dict) else None
        if isinstance(cells, str):
            (a, b), (c, d) = (cell(end) for end in cells.split("-"))
            cells = [(x, y) for x in range(min(a, c), max(a, c) + 1) for y in range(min(b, d), max(b, d) + 1)]
        if isinstance(cells, list):
            out += [cell(c) for c in cells]
    return sorted(out)


def book_lines(path):
    """Each book line's fleets, as lists of cells (a one-fleet line: that fleet twice)."""
    lines = []
    with open(path) as f:
        for text in f:
            if not text.strip():
                continue
            entry = json.loads(text)
            if isinstance(entry, list):
                lines.append([cells_of(entry)] * 2)
            else:
                entry = entry.get("fleets", entry)
                lines.append([cells_of(fleet) for fleet in entry.values()])
    return lines


book = book_lines(sys.argv[sys.argv.index("--book") + 1]) if "--book" in sys.argv else []
random.seed(1)
last_own, last_struck = [], []
for line in sys.stdin:
    message = json.loads(line)
    kind = message["type"]
    if kind == "start":
        rules, me = message["rules"], message["you"]
        cols, rows = rules["board"]["columns"], rules["board"]["rows"]
        own = cells_of(message.get("fleet"))
        memories = [own, last_own, last_struck]
        for fleets in book:
            if own and own in fleets:
                memories.append([c for f in fleets if f != own for c in f] or own)
        memories = [list(m) for m in memories if m]
        print(f"knows {len(set(c for m in memories for c in m))} cells", file=sys.stderr, flush=True)
        last_own, struck = own, []
        fired, hits, shots = set(), [], 0
        unfired = [(c, r) for c in range(cols) for r in range(rows)]
        random.shuffle(unfired)
        answer = {"fleet": "given"} if "fleet" in message else {"fleet": [
            {"ship": cls["ship"], "cells": [[i, 2 * n] for i in range(cls["size"])]}
            for n, cls in enumerate(c for c in rules["fleet"] for _ in range(c["count"]))]}
    elif kind == "turn":
        target = None
        while memories and target is None:
            left = [c for c in memories[0] if c not in fired]
            if left:
                target = left[0]
            else:
                memories.pop(0)
        if target is None:
            near = [(c + dc, r + dr) for c, r in hits for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1))]
            near = [p for p in near if 0 <= p[0] < cols and 0 <= p[1] < rows and p not in fired]
            target = near[0] if near else next(p for p in unfired if p not in fired)
        fired.add(target)
        shots += 1
        answer = {"at": list(target)}
    elif kind == "shot":
        reply = message["reply"]
        at = tuple(message["at"]) if isinstance(message["at"][0], int) else None
        if message["player"] == me and at is not None:
            if reply == "miss" and memories and at in memories[0]:
                memories.pop(0)
            if reply == "hit":
                hits.append(at)
            if reply == "sunk":
                hits = []
        elif at is not None and reply in ("hit", "sunk"):
            struck.append(at)
        continue
    elif kind == "end":
        last_struck = struck
        if message.get("winner") == me:
            print(f"won in {shots} shots", file=sys.stderr, flush=True)
        continue
    else:
        continue
    print(json.dumps(answer), flush=True)
