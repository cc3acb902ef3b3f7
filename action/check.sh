#!/usr/bin/env bash
# The action's check step (action.yml): the JUnit file, the job summary, then the annotations,
# whose `broadside check` sets the step's exit status: it fails exactly when check exits
# non-zero (1 a foul, 2 records that could not be adjudicated).
#
# Reads BROADSIDE_RECORDS, BROADSIDE_FORMAT (jsonl or record), BROADSIDE_STRICT (true or false),
# BROADSIDE_SUMMARY (full, counts or none), BROADSIDE_JUNIT (a file, or empty), and
# GITHUB_STEP_SUMMARY and GITHUB_OUTPUT as GitHub sets them.
set -uo pipefail

records="${BROADSIDE_RECORDS:?the records input is required}"
args=(check)
case "${BROADSIDE_FORMAT:-jsonl}" in
jsonl) args+=(--jsonl --quiet) ;;
record) ;;
*)
    echo "::error title=broadside::format must be jsonl or record, not ${BROADSIDE_FORMAT}"
    exit 2
    ;;
esac
[[ "${BROADSIDE_STRICT:-false}" == true ]] && args+=(--strict)

# The reports are written whatever the games hold: only the last command's status counts.
if [[ -n "${BROADSIDE_JUNIT:-}" ]]; then
    broadside "${args[@]}" --format junit "$records" >"$BROADSIDE_JUNIT" || true
    echo "junit=$BROADSIDE_JUNIT" >>"${GITHUB_OUTPUT:-/dev/null}"
fi
case "${BROADSIDE_SUMMARY:-full}" in
full) broadside "${args[@]}" --format markdown "$records" >>"${GITHUB_STEP_SUMMARY:-/dev/null}" || true ;;
counts)
    counts=()
    [[ "${BROADSIDE_FORMAT:-jsonl}" == jsonl ]] && counts=(--summary)
    broadside "${args[@]}" ${counts[@]+"${counts[@]}"} --format markdown "$records" >>"${GITHUB_STEP_SUMMARY:-/dev/null}" || true
    ;;
none) ;;
*)
    echo "::error title=broadside::summary must be full, counts or none, not ${BROADSIDE_SUMMARY}"
    exit 2
    ;;
esac
broadside "${args[@]}" --format github "$records"
status=$?
echo "exit-status=$status" >>"${GITHUB_OUTPUT:-/dev/null}"
exit "$status"
