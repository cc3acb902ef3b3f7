#!/usr/bin/env bash
# Makes docs/verdict-page.png: the page of fixtures/html/classic-false-report.json as headless
# Chromium draws it. Run from anywhere: bash docs/make-screenshot.sh
set -euo pipefail
cd "$(dirname "$0")/.."
browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome) || {
  echo "make-screenshot: needs chromium (apt-get install -y chromium)" >&2
  exit 1
}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cargo run --quiet --release -- check --format html fixtures/html/classic-false-report.json > "$scratch/page.html" || [ $? -eq 1 ]
"$browser" --headless --no-sandbox --disable-gpu --no-first-run --disable-background-networking \
  --disable-component-update --disable-sync --user-data-dir="$scratch/profile" --hide-scrollbars \
  --force-device-scale-factor=1 --window-size=1280,1100 --screenshot="$scratch/page.png" \
  "file://$scratch/page.html#entry=94" 2>/dev/null
mv "$scratch/page.png" docs/verdict-page.png
echo "wrote docs/verdict-page.png"
