#!/usr/bin/env bash
# Renders an SVG file to PNG at the SVG's own size with Debian's headless chromium (installed by
# scripts/install-chromium.sh). Usage: scripts/render-svg.sh FILE.svg FILE.png
# Exits 4 when no chromium is installed, 1 when the browser fails or writes no PNG.
set -euo pipefail
if [ $# -ne 2 ]; then
  echo "usage: $0 FILE.svg FILE.png" >&2
  exit 2
fi
svg="$(realpath "$1")"
png="$(realpath -m "$2")"
browser="$(command -v chromium || command -v chromium-browser || true)"
if [ -z "$browser" ]; then
  echo "render-svg: no chromium installed (scripts/install-chromium.sh installs Debian's)" >&2
  exit 4
fi
# The root element's width or height in whole pixels (no pipe: the SVG may be one long line).
size() {
  local value
  value="$(sed -n "s/.*<svg[^>]* $1=['\"]\([0-9.]*\)['\"].*/\1/p" "$svg")"
  value="${value%%$'\n'*}"
  echo "${value%%.*}"
}
width="$(size width)"
height="$(size height)"
profile="$(mktemp -d)"
trap 'rm -rf "$profile"' EXIT
rm -f "$png"
timeout 120 "$browser" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
  --disable-background-networking --disable-component-update --disable-sync --hide-scrollbars \
  --user-data-dir="$profile" --screenshot="$png" --window-size="${width:-1200},${height:-800}" \
  "file://$svg" >"$profile/browser.log" 2>&1 || true
if [ ! -s "$png" ]; then
  echo "render-svg: chromium wrote no PNG for $svg:" >&2
  tail -5 "$profile/browser.log" >&2
  exit 1
fi
echo "render-svg: $png (${width}x${height})"
