#!/usr/bin/env python3
"""An independent reference for broadside's SPRT (tests/sprt_reference.rs compares to it).

The generalized SPRT's log-likelihood ratio, as fastchess and fishtest define it: for each
hypothesis, the distribution of results with the largest likelihood among those the
hypothesis allows (maximum likelihood under its constraint), and LLR = N * sum(phat_i *
ln(p1_i / p0_i)). A count of 0 weighs 0.001, as fastchess regularizes it.

Written apart from the Rust code, by other means:
- trinomial, logistic (mean score s): one free parameter, the draw chance d; p_W = s - d/2,
  p_L = 1 - s - d/2, and the stationary point of W ln p_W + D ln d + L ln p_L is a root of a
  quadratic in d, solved in closed form;
- trinomial, normalized ((mu - 1/2)/sigma = t): one free parameter, sigma; mu = 1/2 + t sigma,
  p_D = 4(mu - mu^2 - sigma^2), p_W = mu - p_D/2, p_L = 1 - p_W - p_D; the log-likelihood is
  maximized over sigma by golden-section search;
- pentanomial, logistic: Newton's method on the Lagrange multiplier of the mean's constraint.

Reads nothing; prints one JSON object a line: {"model", "kind", "counts", "elo0", "elo1", "llr"}.
Standard library only.
"""

import json
import math

EPS = 1e-3


def regularize(counts):
    return [c if c > 0 else EPS for c in counts]


def logistic_score(elo):
    return 1.0 / (1.0 + 10.0 ** (-elo / 400.0))


def loglik(weights, probs):
    return sum(w * math.log(p) for w, p in zip(weights, probs))


def tri_logistic_mle(w, d, l, s):
    """The (p_L, p_D, p_W) of mean score s with the largest likelihood of w, d, l."""
    # d/dx [w ln(s - x/2) + d ln x + l ln(1 - s - x/2)] = 0, times 2x(s - x/2)(1 - s - x/2):
    # 2d(s - x/2)(1 - s - x/2) - w x (1 - s - x/2) - l x (s - x/2) = 0, a quadratic in x.
    a = d / 2.0 + w / 2.0 + l / 2.0
    b = -d * (s + 1.0 - s) - w * (1.0 - s) - l * s
    c = 2.0 * d * s * (1.0 - s)
    disc = math.sqrt(b * b - 4.0 * a * c)
    top = 2.0 * min(s, 1.0 - s)
    roots = [x for x in ((-b - disc) / (2.0 * a), (-b + disc) / (2.0 * a)) if 0.0 < x < top]
    x = roots[0]
    return [1.0 - s - x / 2.0, x, s - x / 2.0]


def tri_normalized_mle(w, d, l, t):
    """The (p_L, p_D, p_W) with (mu - 1/2)/sigma = t and the largest likelihood of w, d, l."""

    def probs(sigma):
        mu = 0.5 + t * sigma
        pd = 4.0 * (mu - mu * mu - sigma * sigma)
        pw = mu - pd / 2.0
        return [1.0 - pw - pd, pd, pw]

    def ok(sigma):
        return all(p > 0.0 for p in probs(sigma))

    # The sigmas that give a distribution: scan for them, then search the best.
    grid = [i / 20000.0 for i in range(1, 10000)]
    good = [s for s in grid if ok(s)]
    best = max(good, key=lambda s: loglik([l, d, w], probs(s)))
    lo, hi = max(best - 1 / 20000.0, good[0] / 2), min(best + 1 / 20000.0, 0.5)
    # Edge inwards by small steps: the best sigma may lie within a hair of where p leaves the
    # simplex (a result never seen).
    while not ok(lo):
        lo += (best - lo) * 1e-3
    while not ok(hi):
        hi -= (hi - best) * 1e-3
    phi = (math.sqrt(5.0) - 1.0) / 2.0
    for _ in range(200):
        m1, m2 = hi - phi * (hi - lo), lo + phi * (hi - lo)
        if loglik([l, d, w], probs(m1)) < loglik([l, d, w], probs(m2)):
            lo = m1
        else:
            hi = m2
    return probs((lo + hi) / 2.0)


def penta_logistic_mle(counts, s):
    """The distribution over scores 0, 1/4, ..., 1 of mean s with the largest likelihood."""
    n = sum(counts)
    phat = [c / n for c in counts]
    a = [0.0, 0.25, 0.5, 0.75, 1.0]
    # p_i = phat_i / (1 + lam (a_i - s)); g(lam) = sum phat_i (a_i - s)/(1 + lam(a_i - s)) = 0,
    # g falls in lam; Newton from 0, kept inside the poles by halving the step.
    lo, hi = -1.0 / (1.0 - s), 1.0 / s
    lam = 0.0
    for _ in range(100):
        g = sum(p * (x - s) / (1 + lam * (x - s)) for p, x in zip(phat, a))
        dg = -sum(p * (x - s) ** 2 / (1 + lam * (x - s)) ** 2 for p, x in zip(phat, a))
        step = -g / dg
        while not lo < lam + step < hi:
            step /= 2.0
        lam += step
        if abs(step) < 1e-15:
            break
    return [p / (1 + lam * (x - s)) for p, x in zip(phat, a)]


def llr(counts, p0, p1):
    return sum(c * (math.log(b) - math.log(a)) for c, a, b in zip(counts, p0, p1))


NELO = math.log(10.0) / 800.0


def trinomial(w, d, l, elo0, elo1, model):
    counts = regularize([l, d, w])
    if model == "logistic":
        p = [tri_logistic_mle(counts[2], counts[1], counts[0], logistic_score(e)) for e in (elo0, elo1)]
    else:
        p = [tri_normalized_mle(counts[2], counts[1], counts[0], e * NELO) for e in (elo0, elo1)]
    return llr(counts, p[0], p[1])


def pentanomial(counts, elo0, elo1):
    counts = regularize(counts)
    p = [penta_logistic_mle(counts, logistic_score(e)) for e in (elo0, elo1)]
    return llr(counts, p[0], p[1])


def prefixes(results):
    """(wins, draws, losses) after each game of a sequence such as "WWLD"."""
    w = d = l = 0
    for r in results:
        w, d, l = w + (r == "W"), d + (r == "D"), l + (r == "L")
        yield w, d, l


# Fixed result sequences: each row is a sequence of results and a test.
SEQUENCES = [
    ("W" * 10 + "L", 0.0, 50.0),
    ("LLWLLLWLLLLLWLLLL", 0.0, 50.0),
    ("W" * 24, 0.0, 50.0),
    ("WDLWWDLLWDWWLDWLWWDW", -10.0, 0.0),
    ("DDDDDDDDDD", 0.0, 10.0),
    ("LLLLLLLLLL", 0.0, 10.0),
]

TOTALS = [
    ((21404, 21184, 40708), 0.5, 2.5),  # fastchess's "logistic trinomial 1": wins, losses, draws
    ((57433, 57030, 106593), 0.0, 2.0),
]

PENTAS = [
    ([0, 0, 0, 0, 12], 0.0, 50.0),
    ([1, 0, 2, 3, 4], 0.0, 50.0),
    ([3, 5, 9, 4, 2], -10.0, 10.0),
    ([246, 10037, 20279 + 1000, 9863, 223], 0.5, 2.5),
]

NORMALIZED = [
    ("W" * 10 + "L", 0.0, 50.0),
    ("WDLWWDLLWDWWLDWLWWDW", -10.0, 0.0),
    ("WWLDWDLWWW", 0.0, 20.0),
]


def main():
    for results, elo0, elo1 in SEQUENCES:
        for w, d, l in prefixes(results):
            row = {"model": "logistic", "kind": "trinomial", "counts": [w, d, l], "elo0": elo0, "elo1": elo1}
            print(json.dumps(dict(row, llr=trinomial(w, d, l, elo0, elo1, "logistic"))))
    for (w, l, d), elo0, elo1 in TOTALS:
        row = {"model": "logistic", "kind": "trinomial", "counts": [w, d, l], "elo0": elo0, "elo1": elo1}
        print(json.dumps(dict(row, llr=trinomial(w, d, l, elo0, elo1, "logistic"))))
    for counts, elo0, elo1 in PENTAS:
        row = {"model": "logistic", "kind": "pentanomial", "counts": counts, "elo0": elo0, "elo1": elo1}
        print(json.dumps(dict(row, llr=pentanomial(counts, elo0, elo1))))
    for results, elo0, elo1 in NORMALIZED:
        for w, d, l in prefixes(results):
            row = {"model": "normalized", "kind": "trinomial", "counts": [w, d, l], "elo0": elo0, "elo1": elo1}
            print(json.dumps(dict(row, llr=trinomial(w, d, l, elo0, elo1, "normalized"))))


if __name__ == "__main__":
    main()
