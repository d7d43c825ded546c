#!/usr/bin/env bash
# Checks the package's size limits: prints each count beside its limit, and fails when any count
# is over its limit.
#
#   public top-level types   <= 60   on Linux, every library product (public-api.sh)
#   root targets             <= 20   `.target(`, `.executableTarget(`, `.testTarget(`, `.macro(`
#                                    and `.plugin(` in Package.swift
#   Sources/Revive/PageState <= 1,800 lines, all its Swift files together
#   Sources/Revive/Lifecycle <= 400 lines per file
#   `package` declarations   <= the number Architecture.md states ("`…count-package-declarations.sh`,
#                                    at most N"), read from the article, so the claim and the check
#                                    are one number
#
#   Scripts/check-limits.sh                              # all of them
#   REVIVE_LIMITS_SKIP=targets Scripts/check-limits.sh   # prints the target count, does not fail on it
#
# REVIVE_LIMITS_SKIP names, comma-separated, the checks that are printed but cannot fail: `types`,
# `targets`, `pagestate`, `lifecycle`, `package`. Counting the public types builds the package
# in debug (incremental once `swift build --build-tests` ran).
set -euo pipefail
cd "$(dirname "$0")/.."

skip=",${REVIVE_LIMITS_SKIP:-},"
failed=0

# The helper scripts live in Scripts/ or, before the move, in Tools/.
script() {
    for dir in Scripts Tools; do
        if [[ -x "$dir/$1" || -f "$dir/$1" ]]; then echo "$dir/$1"; return; fi
    done
    echo "check-limits: $1 not found in Scripts/ or Tools/" >&2
    exit 1
}

# report NAME KEY COUNT LIMIT: one line; a count over its limit fails unless KEY is skipped.
report() {
    local name=$1 key=$2 count=$3 limit=$4 verdict=ok
    if (( count > limit )); then
        if [[ $skip == *",$key,"* ]]; then
            verdict="OVER (not failing: REVIVE_LIMITS_SKIP=$key)"
        else
            verdict=OVER
            failed=1
        fi
    fi
    printf 'check-limits: %-62s %6d  (limit %d)  %s\n' "$name" "$count" "$limit" "$verdict"
}

# Public top-level types, the total public-api.sh prints ("Total: 57 (Revive 33, …)").
api_log=$(mktemp)
trap 'rm -f "$api_log"' EXIT
bash "$(script public-api.sh)" > "$api_log" 2>&1 || { tail -20 "$api_log"; exit 1; }
types=$(sed -n 's/^Total: \([0-9][0-9]*\) .*/\1/p' "$api_log")
[[ -n $types ]] || { tail -20 "$api_log"; echo "check-limits: no total from public-api.sh" >&2; exit 1; }
report "public top-level types (Linux)" types "$types" 60

# Root targets, as Package.swift declares them.
targets=$(grep -oE '\.(target|executableTarget|testTarget|macro|plugin)\(' Package.swift | wc -l)
report "root targets (Package.swift)" targets "$targets" 20

# PageState, all its lines.
pagestate=$(find Sources/Revive/PageState -name '*.swift' -exec cat {} + | wc -l)
report "lines in Sources/Revive/PageState" pagestate "$pagestate" 1800

# Lifecycle, each file.
for file in Sources/Revive/Lifecycle/*.swift; do
    report "lines in ${file#Sources/Revive/}" lifecycle "$(wc -l < "$file")" 400
done

# `package` declarations against the number Architecture.md states.
article=Sources/Revive/Revive.docc/Architecture.md
claimed=$(tr '\n' ' ' < "$article" | grep -oE 'count-package-declarations\.sh`?, at most [0-9,]+' | grep -oE '[0-9,]+$' | tr -d ,) || true
[[ -n $claimed ]] || { echo "check-limits: $article states no \"count-package-declarations.sh\`, at most N\"" >&2; exit 1; }
declared=$(bash "$(script count-package-declarations.sh)" | sed -n 's/^package declarations in Sources\/Revive: \([0-9][0-9]*\);.*/\1/p')
[[ -n $declared ]] || { echo "check-limits: no total from count-package-declarations.sh" >&2; exit 1; }
report "package declarations (Architecture.md's claim)" package "$declared" "$claimed"

if (( failed )); then
    echo "check-limits: a count is over its limit (above); merge or make internal rather than rename" >&2
    exit 1
fi
