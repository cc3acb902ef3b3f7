#!/usr/bin/env bash
# Makes docs/web-page.png: the web page (web/, built by web/build.sh) with the Salvo game of the
# rule texts opened in it, as headless Chromium draws it. Run from anywhere:
# bash docs/make-web-screenshot.sh (needs chromium, node and `npm ci` in tests/browser).
set -euo pipefail
cd "$(dirname "$0")/.."
browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome) || {
  echo "make-web-screenshot: needs chromium (apt-get install -y chromium)" >&2
  exit 1
}
bash web/build.sh
BROADSIDE_CHROMIUM="$browser" node tests/browser/web-screenshot.mjs docs/web-page.png
echo "wrote docs/web-page.png"
