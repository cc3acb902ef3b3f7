#!/usr/bin/env bash
# The action's install step (action.yml): puts a release binary of broadside for this runner on
# the PATH when the action's release has one, checked against the release's SHA256SUMS; else says
# to build it from the action's own checkout (the `build` output), with a cache key.
#
# Reads GITHUB_ACTION_PATH, BROADSIDE_REPOSITORY and BROADSIDE_REF (the action's repository and
# ref), RUNNER_OS, RUNNER_ARCH, RUNNER_TEMP, GITHUB_PATH and GITHUB_OUTPUT, as GitHub sets them;
# BROADSIDE_RELEASES (default https://github.com/REPOSITORY/releases/download) is where releases
# are (a test points it at a folder, file://); CARGO_TARGET_DIR, where a job sets one, is where
# the build goes and what is cached (else the checkout's target/).
set -euo pipefail

case "${RUNNER_OS:-Linux}/${RUNNER_ARCH:-X64}" in
Linux/X64) target=x86_64-unknown-linux-musl ;;
Linux/ARM64) target=aarch64-unknown-linux-musl ;;
macOS/X64) target=x86_64-apple-darwin ;;
macOS/ARM64) target=aarch64-apple-darwin ;;
# Git Bash runs this on Windows; the binary there is broadside.exe, without `match` and `bot check`.
Windows/X64) target=x86_64-pc-windows-msvc ;;
*) target= ;;
esac

bin_dir="${RUNNER_TEMP:-/tmp}/broadside-bin"
releases="${BROADSIDE_RELEASES:-https://github.com/${BROADSIDE_REPOSITORY:-}/releases/download}"
archive="broadside-$target.tar.gz"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

fetch() { curl --fail --silent --show-error --location --retry 3 --output "$2" "$1"; }

if [[ -n "$target" && -n "${BROADSIDE_REF:-}" ]] &&
    fetch "$releases/$BROADSIDE_REF/SHA256SUMS" "$work/SHA256SUMS" 2>/dev/null &&
    grep -q " $archive\$" "$work/SHA256SUMS"; then
    fetch "$releases/$BROADSIDE_REF/$archive" "$work/$archive"
    # A binary that does not match its published SHA-256 is never run.
    (cd "$work" && grep " $archive\$" SHA256SUMS | { sha256sum --check --strict - 2>/dev/null || shasum -a 256 --check -; }) || {
        echo "::error title=broadside::$archive does not match the SHA-256 published with release $BROADSIDE_REF"
        exit 1
    }
    mkdir -p "$bin_dir"
    tar -xzf "$work/$archive" -C "$bin_dir"
    echo "$bin_dir" >>"$GITHUB_PATH"
    echo "build=false" >>"$GITHUB_OUTPUT"
    echo "broadside $BROADSIDE_REF for $target: the release binary, its SHA-256 checked"
    exit 0
fi

# No release binary: build from the action's checkout, the build cached by its sources' hash.
key="$(cd "$GITHUB_ACTION_PATH" && cat Cargo.lock Cargo.toml | { sha256sum 2>/dev/null || shasum -a 256; } | cut -c1-16)"
{
    echo "build=true"
    echo "key=$key"
    echo "target-dir=${CARGO_TARGET_DIR:-$GITHUB_ACTION_PATH/target}"
} >>"$GITHUB_OUTPUT"
echo "broadside ${BROADSIDE_REF:-(no ref)}: no release binary for ${target:-$RUNNER_OS/$RUNNER_ARCH}; building it from the action's source"
