#!/usr/bin/env bash
# Installs Debian's chromium for the headless-browser render of the figures when it is missing
# (scripts/apt-install.sh: only as root with apt-get; the render tests skip themselves without it).
set -uo pipefail
for name in chromium chromium-browser; do
  if command -v "$name" >/dev/null 2>&1; then
    echo "install-chromium: $(command -v "$name") is already installed"
    exit 0
  fi
done
exec "$(dirname "${BASH_SOURCE[0]}")/apt-install.sh" install-chromium "the browser render tests" \
  chromium fonts-dejavu-core
