#!/usr/bin/env bash
# The action's build step (action.yml), when no release binary fits: builds broadside from the
# action's own checkout ($GITHUB_ACTION_PATH, so no URL is needed) into BROADSIDE_TARGET_DIR,
# which the action caches, and puts it on the PATH. Cargo is on GitHub's runners.
#
# BROADSIDE_PROFILE (default release) is Cargo's profile: the action never sets it; the tests
# build `dev`, which `cargo test` has built already in the same folder, so that Cargo finds the
# build fresh in seconds rather than building it again for minutes.
set -euo pipefail
profile="${BROADSIDE_PROFILE:-release}"
cargo build --locked --profile "$profile" --bin broadside --manifest-path "$GITHUB_ACTION_PATH/Cargo.toml" \
    --target-dir "$BROADSIDE_TARGET_DIR"
# Cargo's folder for a profile: its name, but `debug` for `dev`.
[[ $profile == dev ]] && profile=debug
echo "$BROADSIDE_TARGET_DIR/$profile" >>"$GITHUB_PATH"
