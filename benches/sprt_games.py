#!/usr/bin/env python3
"""How many games the SPRT needs to tell two bots apart, with and without a placement book and
paired games: the measured claim of README.md's tournament section (docs/match.md has the
details). Not a test: it plays thousands of games, and its figure is a measurement.

    python3 benches/sprt_games.py [--broadside target/release/broadside] [--runs 20]
        [--rules classic] [--weaker "hunt --blunders 0.5"] [--sprt "elo0=0 elo1=50"]
        [--games 4000] [--concurrency 2]
        [--stronger-cmd CMD --weaker-cmd CMD]

For each run r (seeds 1..runs), one match of `bot hunt --seed r` against a weaker bot (by
default a hunt bot that fires half its targeted shots at random instead; `--weaker random` for
the random bot, which loses nearly every game, so any test decides at once), or of the two
commands `--stronger-cmd` and `--weaker-cmd`, in which `{broadside}`, `{steady}` (the
benches/bots/steady.py bot, deterministic given the fleet it shoots at) and `{seed}` are
replaced. A patch tested against the base version, both seeded alike:

    python3 benches/sprt_games.py --broadside target/debug/broadside \
        --stronger-cmd "{steady} --seed {seed}" --weaker-cmd "{steady} --seed {seed} --blunders 0.5"

The two bots of a run are then:
independent games (each bot placing its own fleet, the first shooter alternating), then the same
with a book of random legal fleet pairs (`generate --book`, seed r) and `--pairs` (the SPRT on
the pentanomial model). Prints the games each run took to decide, the decisions, and the median
of each, and the saving of the median; then the variance of a pair's score (the pentanomial
counts of all paired runs pooled) over what two independent games of the same mean score give:
the share of the games the pairs still need.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile

STEADY = os.path.join(os.path.dirname(os.path.abspath(__file__)), "bots", "steady.py")


def games_to_decide(broadside, args, standings):
    subprocess.run([broadside, "match", "--quiet", *args, "--standings", standings],
                   check=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    with open(standings, encoding="utf-8") as f:
        table = json.load(f)
    pentanomial = (table.get("pentanomial") or {"pairs": [{"counts": [0] * 5}]})["pairs"][0]["counts"]
    return table["games"], (table.get("sprt") or {}).get("decision"), pentanomial


def variance_ratio(counts):
    """The variance of a pair's score over twice a game's variance at the same mean score."""
    n = sum(counts)
    mean = sum(k * 0.5 * c for k, c in enumerate(counts)) / n
    var = sum((k * 0.5) ** 2 * c for k, c in enumerate(counts)) / n - mean * mean
    return var / (2 * (mean / 2) * (1 - mean / 2))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--broadside", default="target/release/broadside")
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--rules", default="classic")
    parser.add_argument("--weaker", default="hunt --blunders 0.5")
    parser.add_argument("--sprt", default="elo0=0 elo1=50")
    parser.add_argument("--games", type=int, default=4000)
    parser.add_argument("--concurrency", type=int, default=2)
    parser.add_argument("--stronger-cmd", help="the stronger bot's command ({broadside} {steady} {seed})")
    parser.add_argument("--weaker-cmd", help="the weaker bot's command ({broadside} {steady} {seed})")
    opts = parser.parse_args()
    broadside = os.path.abspath(opts.broadside)
    steady = f"{sys.executable} {STEADY}"
    found = {"independent": [], "book+pairs": []}
    with tempfile.TemporaryDirectory() as tmp:
        standings, book = os.path.join(tmp, "standings.json"), os.path.join(tmp, "book.jsonl")
        for seed in range(1, opts.runs + 1):
            stronger = (opts.stronger_cmd or "{broadside} bot hunt --seed {seed}").format(
                broadside=broadside, steady=steady, seed=seed)
            weaker = (opts.weaker_cmd or f"{{broadside}} bot {opts.weaker} --seed {seed + 1000}").format(
                broadside=broadside, steady=steady, seed=seed)
            common = ["--bot", f"stronger={stronger}", "--bot", f"weaker={weaker}",
                      "--rules", opts.rules, "--games", str(opts.games), "--seed", str(seed),
                      "--concurrency", str(opts.concurrency), "--sprt", *opts.sprt.split()]
            with open(book, "w", encoding="utf-8") as f:
                subprocess.run([broadside, "generate", "--rules", opts.rules, "--book", "2000",
                                "--seed", str(seed)], check=True, stdout=f)
            plain = games_to_decide(broadside, common, standings)
            paired = games_to_decide(broadside, [*common, "--book", book, "--book-order", "random",
                                                 "--pairs"], standings)
            found["independent"].append(plain)
            found["book+pairs"].append(paired)
            print(f"seed {seed:2}: independent {plain[0]:5} games ({plain[1]}), "
                  f"book+pairs {paired[0]:5} games ({paired[1]})", flush=True)
    medians = {k: statistics.median(g for g, _, _ in v) for k, v in found.items()}
    for k, v in found.items():
        decisions = {d: sum(1 for _, x, _ in v if str(x) == d) for d in sorted({str(x) for _, x, _ in v})}
        print(f"{k}: median {medians[k]} games; decisions {decisions}")
    change = medians["book+pairs"] / medians["independent"] - 1
    print(f"book+pairs need {abs(change):.0%} {'more' if change > 0 else 'fewer'} games than independent ones"
          f" (medians of {opts.runs} runs)")
    pooled = [sum(run[2][i] for run in found["book+pairs"]) for i in range(5)]
    print(f"pairs {sum(pooled)}, pentanomial counts {pooled}: a pair's score varies "
          f"{variance_ratio(pooled):.3f} times as much as two independent games'")


if __name__ == "__main__":
    main()
