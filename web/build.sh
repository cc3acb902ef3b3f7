#!/usr/bin/env bash
# Builds the web page into web/dist/: index.html, style.css, the scripts, and broadside.wasm (the
# referee, crates/broadside-web), which broadside-wasm.js also holds as base64, since a page opened
# from a file may not fetch() anything; the example game the page offers (the Salvo game of the
# rule texts) goes into example.js likewise. The page's words are the catalogs' (section "The web
# page" of crates/broadside-core/lang/*.ftl), which the module holds and hands the page; words.js
# holds them too, for the page's first paint.
# Nothing is fetched at run time; dist/ opens from file:// or any static host.
#
# Its own target folder (target/web) keeps it from waiting on a `cargo test` that runs it.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
web="$root/web"
dist="$web/dist"
target="${BROADSIDE_WEB_TARGET:-$root/target/web}"
rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown || rustup target add wasm32-unknown-unknown
CARGO_TARGET_DIR="$target" cargo build --locked --quiet -p broadside-web --target wasm32-unknown-unknown --profile web
wasm="$target/wasm32-unknown-unknown/web/broadside_web.wasm"

rm -rf "$dist.tmp"
mkdir -p "$dist.tmp"
cp "$web/src/index.html" "$web/src/style.css" "$web/src/broadside.js" "$web/src/app.js" "$dist.tmp/"
cp "$wasm" "$dist.tmp/broadside.wasm"
{
    printf '// The referee (broadside.wasm) as base64: a page opened from a file cannot fetch() it.\n'
    printf 'window.BROADSIDE_WASM = "'
    base64 -w0 "$wasm"
    printf '";\n'
} >"$dist.tmp/broadside-wasm.js"
# The page's words for its first paint, before the module is compiled (app.js): what bs_words
# answers, asked of the module just built (Node runs it; without Node the page is worded once the
# module is ready, and its text stays hidden until then).
if command -v node >/dev/null; then
    node -e '
const fs = require("fs");
const ex = new WebAssembly.Instance(new WebAssembly.Module(fs.readFileSync(process.argv[1])), {}).exports;
ex.bs_words();
const words = Buffer.from(ex.memory.buffer, ex.bs_output_ptr(), ex.bs_output_len()).toString("utf8");
JSON.parse(words);
fs.writeFileSync(process.argv[2], "// The page'"'"'s words (crates/broadside-core/lang/*.ftl, as the module hands them).\nwindow.BROADSIDE_WORDS = " + words + ";\n");
' "$wasm" "$dist.tmp/words.js"
else
    printf '// No Node at build: the page takes its words from the module once it is ready.
window.BROADSIDE_WORDS = null;
' >"$dist.tmp/words.js"
fi
example="$root/fixtures/paper/salvo-rule-text-game-to-the-end.txt"
if grep -q '[`\]\|\${' "$example"; then echo "build.sh: $example holds a backtick, a backslash or \${" >&2; exit 1; fi
{
    printf '// The example game the page offers (%s).\n' "${example#"$root/"}"
    printf 'window.BROADSIDE_EXAMPLE = `'
    cat "$example"
    printf '`;\n'
} >"$dist.tmp/example.js"
rm -rf "$dist"
mv "$dist.tmp" "$dist"
echo "web/dist: $(du -b "$dist/broadside.wasm" | cut -f1) bytes of WebAssembly ($(gzip -9c "$dist/broadside.wasm" | wc -c) gzipped)"
