#!/usr/bin/env python3
"""A hunt-and-target bot that plays every game the same way given the fleet it shoots at: its
hunt order is one fixed shuffle of the board drawn from --seed (not from the game number, as
`broadside bot hunt` draws its dice), so its result against a fleet hangs on where the ships are
and not on fresh dice. This is how most real bots behave (deterministic, or seeded once), and
it is what placement books and paired games are made for. Used by benches/sprt_games.py.

    python3 benches/bots/steady.py [--seed S] [--parity] [--blunders SHARE]

--parity hunts the cells of one colour of a checkerboard first (every ship of two cells or more
covers one); --blunders fires that share of targeted shots at the next hunt cell instead, from
dice of their own (seeded by --seed and the game), so the hunt order stays the same.
Placement (without a book) is random, from --seed, the game number and the bot's name in the game
(two bots of one seed place different fleets).
"""

import argparse
import json
import random
import sys


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--parity", action="store_true")
    parser.add_argument("--blunders", type=float, default=0.0)
    opts = parser.parse_args()
    game = None
    for line in sys.stdin:
        if not line.strip():
            continue
        message = json.loads(line)
        kind = message["type"]
        if kind == "start":
            game = Game(message, opts)
            if "fleet" in message:
                answer = {"fleet": "given"}
            else:
                dice = random.Random(f"{opts.seed}/{message['game']}/{game.me}")
                answer = {"fleet": game.place(dice)}
        elif kind == "turn":
            answer = {"at": game.choose(max(1, message["allowance"]))}
            if len(answer["at"]) == 1 and game.rules["turns"] != "salvo":
                answer["at"] = answer["at"][0]
        elif kind == "shot":
            if message["player"] == game.me and isinstance(message["reply"], str):
                game.learn(tuple(message["at"]), message["reply"], message.get("ship"))
            continue
        else:
            continue
        print(json.dumps(answer), flush=True)


class Game:
    def __init__(self, start, opts):
        self.rules = start["rules"]
        self.me = start["you"]
        self.columns = self.rules["board"]["columns"]
        self.rows = self.rules["board"]["rows"]
        cells = [(c, r) for r in range(self.rows) for c in range(self.columns)]
        random.Random(opts.seed).shuffle(cells)
        if opts.parity:
            cells.sort(key=lambda cell: (cell[0] + cell[1]) % 2)
        self.order = cells
        self.blunders = opts.blunders
        self.dice = random.Random(opts.seed * 7919 + start["game"])
        self.fired, self.water, self.open_hits = set(), set(), []

    def place(self, dice):
        touching = self.rules["touching"] != "forbidden"
        while True:
            taken, fleet = set(), []
            for ship in self.rules["fleet"]:
                for _ in range(ship["count"]):
                    for _ in range(200):
                        c, r = dice.randrange(self.columns), dice.randrange(self.rows)
                        dc, dr = (1, 0) if dice.random() < 0.5 else (0, 1)
                        cells = [(c + i * dc, r + i * dr) for i in range(ship["size"])]
                        if all(x < self.columns and y < self.rows for x, y in cells) and not any(
                                (x + a, y + b) in taken for x, y in cells
                                for a in ((0,) if touching else (-1, 0, 1))
                                for b in ((0,) if touching else (-1, 0, 1))):
                            taken.update(cells)
                            fleet.append({"ship": ship["ship"], "cells": [list(x) for x in cells]})
                            break
            if len(fleet) == sum(s["count"] for s in self.rules["fleet"]):
                return fleet

    def targets(self):
        hits = set(self.open_hits)
        free = lambda cell: (0 <= cell[0] < self.columns and 0 <= cell[1] < self.rows
                             and cell not in self.fired and cell not in self.water)
        # Along a line of two hits: the cells at either end of the run.
        ends = []
        for c, r in hits:
            for dc, dr in ((1, 0), (0, 1)):
                if (c + dc, r + dr) in hits and (c - dc, r - dr) not in hits:
                    k = 1
                    while (c + k * dc, r + k * dr) in hits:
                        k += 1
                    ends += [(c - dc, r - dr), (c + k * dc, r + k * dr)]
        ends = [cell for cell in ends if free(cell)]
        if ends:
            return ends
        return [(c + dc, r + dr) for c, r in hits for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1))
                if free((c + dc, r + dr))]

    def choose(self, n):
        chosen = []
        while len(chosen) < n:
            targets = self.targets()
            if targets and not (self.blunders and self.dice.random() < self.blunders):
                rank = {cell: i for i, cell in enumerate(self.order)}
                cell = min(targets, key=rank.__getitem__)
            else:
                left = [cell for cell in self.order if cell not in self.fired]
                if not left:
                    break
                cell = next((x for x in left if x not in self.water), left[0])
            self.fired.add(cell)
            chosen.append(list(cell))
        return chosen or [[0, 0]]

    def learn(self, cell, reply, ship):
        if reply == "miss":
            self.water.add(cell)
            return
        self.open_hits.append(cell)
        if reply != "sunk":
            return
        size = next((s["size"] for s in self.rules["fleet"] if s["ship"] == ship), 1)
        sunk = {cell}
        for dc, dr in ((1, 0), (0, 1)):
            run = {cell}
            for sign in (1, -1):
                k = 1
                while (cell[0] + sign * k * dc, cell[1] + sign * k * dr) in self.open_hits:
                    run.add((cell[0] + sign * k * dc, cell[1] + sign * k * dr))
                    k += 1
            if len(run) == size:
                sunk = run
                break
        self.open_hits = [h for h in self.open_hits if h not in sunk]
        if self.rules["touching"] == "forbidden":
            self.water.update((c + a, r + b) for c, r in sunk for a in (-1, 0, 1) for b in (-1, 0, 1))


if __name__ == "__main__":
    main()
