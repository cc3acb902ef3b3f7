#!/usr/bin/env bash
# The action's build step (action.yml), when no release binary fits: builds broadside from the
# action's own checkout ($GITHUB_ACTION_PATH, so no URL is needed) into BROADSIDE_TARGET_DIR,
# which the action caches, and puts it on the PATH. Cargo is on GitHub's runners.
set -euo pipefail
cargo build --locked --release --bin broadside --manifest-path "$GITHUB_ACTION_PATH/Cargo.toml" \
    --target-dir "$BROADSIDE_TARGET_DIR"
echo "$BROADSIDE_TARGET_DIR/release" >>"$GITHUB_PATH"
