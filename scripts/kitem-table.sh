#!/usr/bin/env bash
# Prints the README's k-item broadcast table (SPAA section 3): for L = 2..10 and two P - 1 = P(t)
# each (the first f_t >= 10 and the first f_t >= 100), and k = 1, 8, 64, 1000, the bounds and the
# measured costs of optimal, single-sending and buffered, every number from `pcmemu compare --json`
# (bounds from the registry's figures, measured from the emulated runs). Needs python3.
# Usage: scripts/kitem-table.sh > table.md
set -euo pipefail
cd "$(dirname "$0")/.."
python3 - <<'PY'
import json, subprocess

def fib(L, n):
    f = []
    for i in range(n + 1):
        f.append(1 if i < L else f[i - 1] + f[i - L])
    return f

print("| L | t | P-1 | k | Thm 3.1 | single-sending bound | optimal | single-sending | buffered | Thm 3.7 |")
print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
for L in range(2, 11):
    f = fib(L, 200)
    for least in (10, 100):
        t = next(i for i in range(len(f)) if f[i] >= least and f[i] > f[i - 1])
        P = f[t] + 1
        for k in (1, 8, 64, 1000):
            out = subprocess.run(["./pcmemu", "compare", "kitem", "--p", str(P), "--machine", f"postal:lambda={L}",
                                  "--param", f"items={k}", "--algorithm", "optimal,single-sending,buffered",
                                  "--json"], check=True, capture_output=True, text=True).stdout
            runs = {r["algorithm"]: r for r in json.loads(out)}
            fig = runs["optimal"]["figures"]
            def cell(name):
                r = runs[name]
                mark = "=" if r["claim"] == "equals" else ("<=" if r["claim"] == "at most" else ">=")
                return f"{r['measured']} ({mark}{r['bound']})" + ("" if r["claimHolds"] else " NO")
            print(f"| {L} | {t} | {P - 1} | {k} | {fig['lowerBound']} | {fig['singleSendingBound']} | "
                  f"{cell('optimal')} | {cell('single-sending')} | {cell('buffered')} | {fig['upperBound']} |")
PY
