#!/usr/bin/env bash
# Installs Debian's python3-pandas and python3-matplotlib for examples/analysis (its harness
# test, AnalysisExampleTest, skips itself without them), when they are missing and this shell is
# root with apt-get; otherwise says why not and exits 0.
set -uo pipefail
for python in python3 /usr/bin/python3; do
  if command -v "$python" >/dev/null 2>&1 && "$python" -c 'import pandas, matplotlib' >/dev/null 2>&1; then
    echo "install-python-analysis: $(command -v "$python") already has pandas and matplotlib"
    exit 0
  fi
done
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "install-python-analysis: not root or no apt-get; the examples/analysis test will be skipped"
  exit 0
fi
export DEBIAN_FRONTEND=noninteractive
# Without a fresh package list first: it is enough where the lists are current, and quicker.
if ! { apt-get install -y -qq --no-install-recommends python3-pandas python3-matplotlib \
    || { apt-get update -qq && apt-get install -y -qq --no-install-recommends python3-pandas python3-matplotlib; }; } \
    >/tmp/install-python-analysis.log 2>&1; then
  echo "install-python-analysis: apt-get could not install python3-pandas python3-matplotlib" \
    "(see /tmp/install-python-analysis.log); the examples/analysis test will be skipped"
  exit 0
fi
echo "install-python-analysis: installed python3-pandas and python3-matplotlib"
