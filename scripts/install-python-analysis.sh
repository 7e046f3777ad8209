#!/usr/bin/env bash
# Installs Debian's python3-pandas and python3-matplotlib for examples/analysis when they are
# missing (scripts/apt-install.sh: only as root with apt-get; its harness test,
# AnalysisExampleTest, skips itself without them).
set -uo pipefail
for python in python3 /usr/bin/python3; do
  if command -v "$python" >/dev/null 2>&1 && "$python" -c 'import pandas, matplotlib' >/dev/null 2>&1; then
    echo "install-python-analysis: $(command -v "$python") already has pandas and matplotlib"
    exit 0
  fi
done
exec "$(dirname "${BASH_SOURCE[0]}")/apt-install.sh" install-python-analysis "the examples/analysis test" \
  python3-pandas python3-matplotlib
