#!/usr/bin/env bash
# Counts the public API: per library product, the public top-level types
# (class, actor, struct, enum, protocol, typealias) that the compiler sees on this machine —
# nested types and extensions of other modules' types are not counted — with their names, and
# the total. Taken from the symbol graphs of `swift package dump-symbol-graph`, after a debug
# build (incremental: seconds once the package is built).
#
#   Scripts/public-api.sh
#
# What a module compiles depends on the platform: on Linux ReviveUIKit is built against the
# UIKitStandIn module, and code under `#if canImport(SwiftUI)` or `#if canImport(Security)`
# is not compiled, so its types are not counted.
set -euo pipefail
cd "$(dirname "$0")/.."

graphs="$(dirname "$(swift build --show-bin-path)")/symbolgraph"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
rm -rf "$graphs"
# It also tries the test-only aggregate modules, which a plain build does not produce, and
# then exits 1; the library modules' graphs are checked below instead.
swift package dump-symbol-graph --minimum-access-level public > "$log" 2>&1 || true

python3 - "$graphs" "$log" "$(swift --version 2>/dev/null | head -1)" "$(uname -sm)" <<'PY'
import json, os, sys, textwrap

graphs, log, toolchain, platform = sys.argv[1:5]
MODULES = ["Revive", "ReviveNavigator", "ReviveUIKit", "ReviveSwiftUI", "ReviveArchive", "ReviveTesting"]
KINDS = {"swift.class", "swift.actor", "swift.struct", "swift.enum", "swift.protocol", "swift.typealias"}
linux = platform.startswith("Linux")
NOTES = {
    "ReviveUIKit": "built against UIKitStandIn" if linux else "",
    "ReviveSwiftUI": "the route model only; the SwiftUI views are not compiled here" if linux else "",
    "Revive": "no Security framework here: KeychainKeyProvider is not compiled" if linux else "",
}

counts = {}
print(f"Public top-level types per product module ({platform}; {toolchain})")
for module in MODULES:
    path = os.path.join(graphs, f"{module}.symbols.json")
    if not os.path.exists(path):
        sys.stdout.write(open(log).read()[-4000:])
        sys.exit(f"public-api: no symbol graph for {module} in {graphs}")
    with open(path) as f:
        symbols = json.load(f)["symbols"]
    # The module's own file holds its declarations; members it adds to other modules' types
    # are in Module@Other.symbols.json and are not read. One path component = top level.
    names = sorted({s["names"]["title"] for s in symbols
                    if s["kind"]["identifier"] in KINDS and len(s["pathComponents"]) == 1
                    and s["accessLevel"] in ("public", "open")})
    counts[module] = len(names)
    note = f"  ({NOTES[module]})" if NOTES.get(module) else ""
    print(f"\n{module}: {len(names)}{note}")
    print(textwrap.fill(", ".join(names), width=100, initial_indent="  ", subsequent_indent="  "))
print(f"\nTotal: {sum(counts.values())} (" + ", ".join(f"{m} {c}" for m, c in counts.items()) + ")")
PY
