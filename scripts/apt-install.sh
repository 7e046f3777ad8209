#!/usr/bin/env bash
# apt-install.sh NAME SKIPPED PACKAGE...: installs Debian packages that an optional test needs,
# where this shell is root with apt-get (CI and the project's machines are). Otherwise, or when
# apt-get fails, it says why and that SKIPPED will be skipped, and exits 0: the tests that need
# the packages skip themselves with a message of their own.
set -uo pipefail
name=$1; skipped=$2; shift 2
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "$name: not root or no apt-get; $skipped will be skipped"
  exit 0
fi
export DEBIAN_FRONTEND=noninteractive
log="/tmp/$name.log"
# Without a fresh package list first where the lists are current: quicker.
if ! { apt-get install -y -qq --no-install-recommends "$@" \
    || { apt-get update -qq && apt-get install -y -qq --no-install-recommends "$@"; }; } >"$log" 2>&1; then
  echo "$name: apt-get could not install $* (see $log); $skipped will be skipped"
  exit 0
fi
echo "$name: installed $*"
