#!/usr/bin/env bash
# Instructions a game, counted by callgrind (they do not drift with the machine's load as times
# do): `broadside check --jsonl --jobs 1` end to end (reading the file, adjudicating, writing the
# verdicts), beside serde_json's syntax-only pass (`IgnoredAny`) and `Value` parse and the record
# reader alone (`examples/floor.rs`), on the batch benchmark's 20,000 games (GAMES=N takes the first N).
# Needs valgrind (`apt-get install -y valgrind`). Run from anywhere: bash benches/instructions.sh
set -euo pipefail
cd "$(dirname "$0")/.."
games=${GAMES:-20000}
# The dist build (fat LTO), as `cargo bench` measures (Cargo.toml, [profile.bench]).
cargo build --profile dist --quiet --bin broadside --example floor
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
target/dist/broadside generate --rules classic --rules salvo --rules russian --games 20000 --seed 42 \
    --faults 0.1 | head -n "$games" > "$dir/games.jsonl"
count() {
    valgrind --tool=callgrind --callgrind-out-file="$dir/out" "$@" > /dev/null 2> "$dir/err" || true
    grep -o 'Collected : [0-9]*' "$dir/err" | grep -o '[0-9]*$'
}
printf '%-40s %14s %12s\n' "" "instructions" "a game"
row() {
    local name=$1
    shift
    local n
    n=$(count "$@")
    printf '%-40s %14s %12s\n' "$name" "$n" "$((n / games))"
}
row "check --jsonl, 1 thread" target/dist/broadside check --jsonl --jobs 1 "$dir/games.jsonl"
row "syntax only (IgnoredAny)" target/dist/examples/floor ignored "$dir/games.jsonl"
row "parse into Value" target/dist/examples/floor value "$dir/games.jsonl"
row "read records (parse_record)" target/dist/examples/floor read "$dir/games.jsonl"
