#!/usr/bin/env bash
# Installs Debian's chromium for the headless-browser render of the figures, when it is missing
# and this shell is root (CI and the project's machines are); otherwise says why not and exits 0,
# so that the tests that need a browser skip themselves with a message of their own.
set -uo pipefail
for name in chromium chromium-browser; do
  if command -v "$name" >/dev/null 2>&1; then
    echo "install-chromium: $(command -v "$name") is already installed"
    exit 0
  fi
done
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "install-chromium: not root or no apt-get; the browser render tests will be skipped"
  exit 0
fi
export DEBIAN_FRONTEND=noninteractive
if ! { apt-get update -qq && apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core; } \
    >/tmp/install-chromium.log 2>&1; then
  echo "install-chromium: apt-get could not install chromium (see /tmp/install-chromium.log);" \
    "the browser render tests will be skipped"
  exit 0
fi
echo "install-chromium: installed $(command -v chromium)"
