#!/usr/bin/env bash
# Counts the core's `package` symbols that a module names, with the compiler: the module's
# sources are type-checked exactly as SwiftPM builds them, but as a module of another package
# (`-package-name` changed), so every use of a `package` declaration of Revive — or of any
# other module of this package — is an error (inaccessible, not found in scope, or no such member).
# Each distinct symbol is counted once. An adapter that passes with 0 compiles outside this
# package on public API alone.
#
#   Scripts/count-package-uses.sh Sources/ReviveUIKit            # one module (needs `swift build` first)
#   Scripts/count-package-uses.sh --all                          # every library module, and the total
#
# Prints each symbol used, then "<module> names N of the core's package symbols".
set -euo pipefail
cd "$(dirname "$0")/.."
yaml=.build/debug.yaml
[ -f "$yaml" ] || { echo "run 'swift build' first: $yaml is missing" >&2; exit 2; }

count() {
    local dir="$1" module
    module=$(basename "$dir")
    python3 - "$yaml" "$module" <<'PY' > /tmp/revive-count-$$.args
import json, re, sys
yaml, module = sys.argv[1], sys.argv[2]
text = open(yaml).read()
m = re.search(r'"C\.%s-[^"]*-debug\.module":\s*\n(?:.*\n)*?\s*args: (\[.*\])' % re.escape(module), text)
if not m:
    sys.exit("no compile command for %s in %s" % (module, yaml))
args = json.loads(m.group(1))
drop_alone = {"-emit-dependencies", "-emit-module", "-incremental", "-c", "-enable-batch-mode",
              "-serialize-diagnostics", "-parseable-output", "-emit-objc-header", "-g", "-enable-testing"}
drop_pair = {"-emit-module-path", "-output-file-map", "-index-store-path", "-emit-objc-header-path", "-package-name"}
out, skip, xcc = [], False, False
for a in args[1:]:
    if xcc: out += ["-Xcc", a]; xcc = False; continue
    if a == "-Xcc": xcc = True; continue
    if skip: skip = False; continue
    if a in drop_pair: skip = True; continue
    if a in drop_alone or a.startswith("-j"): continue
    out.append(a)
print("\n".join(["-typecheck", "-package-name", "an-outside-package"] + out))
PY
    local names
    # The module compiles in this package, so every error here is a use of a `package`
    # declaration: named as inaccessible, not found in scope, or not a member.
    names=$(xargs -d '\n' -a /tmp/revive-count-$$.args swiftc 2>&1 | tee "${TMPDIR:-/tmp}/revive-count-$module.log" | grep -E '^/.*: error: ' \
        | sed -nE -e "s/.*'([^']+)'( initializer)? is inaccessible due to 'package' protection level.*/\1/p" \
                  -e "s/.*cannot find (type )?'([^']+)' in scope.*/\2/p" \
                  -e "s/.*has no member '([^']+)'.*/\1/p" | sort -u || true)
    rm -f /tmp/revive-count-$$.args
    [ -n "$names" ] && printf '%s\n' "$names"
    local n=0
    [ -n "$names" ] && n=$(printf '%s\n' "$names" | wc -l)
    echo "$dir names $n of the core's package symbols"
    total=$((total + n))
}

total=0
if [ "${1:-}" = "--all" ]; then
    for dir in Sources/*/; do
        dir=${dir%/}
        [ "$dir" = Sources/Revive ] && continue
        # The inspector is this package's tool and the macro's plugin a compiler plugin: not libraries.
        case "$dir" in Sources/ReviveCLI|Sources/ReviveMacrosPlugin) continue ;; esac
        count "$dir"
    done
    echo "all library modules name $total of the core's package symbols"
else
    count "${1:-Sources/ReviveArchive}"
fi
