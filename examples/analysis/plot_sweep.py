#!/usr/bin/env python3
"""Measured cost against the bound, per algorithm, from a pcmemu sweep file.

Usage: python3 plot_sweep.py SWEEP.csv|SWEEP.jsonl OUT.png [--x COLUMN]

Reads the file `pcmemu sweep ... --out FILE` writes (CSV or JSON Lines), draws the measured
cost (solid, dots) against the processor count P, or --x COLUMN, one colour per algorithm, and
each distinct bound once (dashed; black where algorithms share it), on log axes, and prints one
line per algorithm: its points and how many of them hold their claim. Needs pandas and matplotlib (Debian: python3-pandas python3-matplotlib).
"""
import argparse
import sys

import matplotlib

matplotlib.use("Agg")  # no display needed
import matplotlib.pyplot as plt  # noqa: E402
import pandas as pd  # noqa: E402

# Column names of older sweep files, by their current name.
OLD_NAMES = {"P": "p", "wallMillis": "wallMs"}


def load(path):
    """The sweep as a data frame with the current column names."""
    frame = pd.read_json(path, lines=True) if path.endswith((".jsonl", ".ndjson")) else pd.read_csv(path)
    for new, old in OLD_NAMES.items():
        if old in frame.columns:
            if new in frame.columns:  # P on logp and postal, p on the other models
                frame[new] = frame[new].fillna(frame[old])
                frame = frame.drop(columns=[old])
            else:
                frame = frame.rename(columns={old: new})
    missing = {"algorithm", "measured", "bound"} - set(frame.columns)
    if missing:
        sys.exit(f"{path}: not a pcmemu sweep file (no column {', '.join(sorted(missing))})")
    return frame


def main():
    parser = argparse.ArgumentParser(description="Draw measured against bound per algorithm from a pcmemu sweep.")
    parser.add_argument("sweep", help="the sweep file, .csv or .jsonl")
    parser.add_argument("out", help="the picture, e.g. sweep.png")
    parser.add_argument("--x", default="P", help="the column on the x axis (default P)")
    args = parser.parse_args()
    frame = load(args.sweep)
    if args.x not in frame.columns:
        sys.exit(f"{args.sweep}: no column {args.x}")
    frame = frame.dropna(subset=[args.x, "measured", "bound"])
    algorithms = list(dict.fromkeys(frame["algorithm"]))  # in the file's order
    frame = frame.sort_values(args.x)
    figure, axes = plt.subplots(figsize=(9, 5.5))
    bounds = {}  # each distinct bound series once, with the algorithms that share it
    for index, algorithm in enumerate(algorithms):
        points = frame[frame["algorithm"] == algorithm]
        colour = f"C{index % 10}"
        axes.plot(points[args.x], points["measured"], "o-", color=colour, label=f"{algorithm} measured")
        key = tuple(zip(points[args.x], points["bound"]))
        bounds.setdefault(key, (points, colour, []))[2].append(algorithm)
        holds = int(points["holds"].astype(str).str.lower().eq("true").sum()) if "holds" in points else None
        print(f"{algorithm}: {len(points)} points" + ("" if holds is None else f", claim holds at {holds}"))
    for points, colour, sharing in bounds.values():
        axes.plot(points[args.x], points["bound"], "--", color=colour if len(sharing) == 1 else "black",
                  label=f"bound of {', '.join(sharing)}")
    if (frame[args.x] > 0).all():
        axes.set_xscale("log", base=2)
    if (frame[["measured", "bound"]] > 0).all().all():
        axes.set_yscale("log")
    axes.set_xlabel(args.x)
    axes.set_ylabel("model cycles")
    models = ", ".join(frame["model"].astype(str).unique()) if "model" in frame else ""
    axes.set_title(f"measured against bound{' on ' + models if models else ''}")
    axes.grid(True, which="both", alpha=0.3)
    axes.legend(fontsize="small")
    figure.tight_layout()
    figure.savefig(args.out, dpi=100)
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
