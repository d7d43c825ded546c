#!/usr/bin/env bash
# Checks that the Apple stand-ins (TestSupport/UIKitStandIn, TestSupport/AppIntentsStandIn) claim
# no more than Apple's SDK: every public declaration, conformance and superclass that the
# compiler sees in them is a fact listed in TestSupport/StandInFacts.txt, and every fact there is
# still declared. A fact is written as this script prints it (the symbol graph's declaration,
# attributes such as `@MainActor` included), with the Apple documentation page that shows it.
#
# The facts file is where a stand-in's claim meets the SDK: adding a public declaration to a
# stand-in means adding its line there, checked against the SDK's interface first (the iOS SDK
# check, ../shared/tools/ios-sdk-check, and the SDK's .swiftinterface or synthesized headers).
# A conformance the SDK lacks (`Sendable`, `ExpressibleByStringInterpolation`), a member it does
# not have, a setter where it has a getter, `@MainActor` where it has none: each shows up here
# as a line without a fact.
#
# Not Apple API: the stand-ins' controls for tests (`StandInRuntime`, `AppIntentsRuntime` and
# their members) are listed in the facts file's last section, without a page; only those two
# names may be there.
#
#   Scripts/check-stand-ins.sh          exit 0 with a one-line summary, or 1 listing each difference
#   Scripts/check-stand-ins.sh --print  the declarations as facts lines (pages from the doc comments)
#
# Builds the two stand-in modules (seconds once built) and reads them with swift-symbolgraph-extract.
set -euo pipefail
cd "$(dirname "$0")/.."

mode="${1:-check}"
for target in UIKitStandIn AppIntentsStandIn; do
    swift build --target "$target" > /dev/null 2>&1 || swift build --target "$target"
done
modules="$(swift build --show-bin-path)/Modules"
triple=$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
extract="$(dirname "$(command -v swiftc)")/swift-symbolgraph-extract"
graphs=$(mktemp -d)
trap 'rm -rf "$graphs"' EXIT
for module in UIKitStandIn AppIntentsStandIn; do
    mkdir -p "$graphs/$module"
    "$extract" -module-name "$module" -I "$modules" -target "$triple" -minimum-access-level public \
        -skip-synthesized-members -output-dir "$graphs/$module" > "$graphs/$module.log" 2>&1 \
        || { cat "$graphs/$module.log"; exit 1; }
done

python3 - "$graphs" "$mode" TestSupport/StandInFacts.txt <<'PY'
import glob, json, os, re, sys

graphs, mode, facts_path = sys.argv[1:4]
RUNTIME = ("StandInRuntime", "AppIntentsRuntime")
# What every NSObject subclass has, in the SDK as here; and the marker protocol of `Sendable`.
NSOBJECT = {"NSObjectProtocol", "Equatable", "Hashable", "CustomStringConvertible", "CustomDebugStringConvertible"}

def short(name):
    return re.sub(r"^(Swift|Foundation|FoundationEssentials)\.", "", name)

def page(symbol):
    for line in (symbol.get("docComment") or {}).get("lines", []):
        found = re.search(r"https://developer\.apple\.com/\S+", line["text"])
        if found:
            return found.group(0).rstrip(".,)")
    return None

claims = {}   # claim -> the page its doc comment cites (the enclosing type's when it cites none)
for module in ("UIKitStandIn", "AppIntentsStandIn"):
    for path in sorted(glob.glob(os.path.join(graphs, module, "*.symbols.json"))):
        graph = json.load(open(path))
        symbols = {s["identifier"]["precise"]: s for s in graph["symbols"]}
        pages = {".".join(s["pathComponents"]): page(s) for s in graph["symbols"] if page(s)}
        for s in graph["symbols"]:
            name = ".".join(s["pathComponents"])
            declaration = re.sub(r"\s+", " ", "".join(f["spelling"] for f in s["declarationFragments"])).strip()
            enclosing = [pages.get(".".join(s["pathComponents"][:n])) for n in range(len(s["pathComponents"]) - 1, 0, -1)]
            claims[f"{module} | {name}: {declaration}"] = page(s) or next((p for p in enclosing if p), None)
        for r in graph["relationships"]:
            source = symbols.get(r["source"])
            if source is None or r["kind"] not in ("conformsTo", "inheritsFrom"):
                continue
            target = short(r.get("targetFallback") or symbols.get(r["target"], {}).get("names", {}).get("title", r["target"]))
            if target == "SendableMetatype":
                continue
            is_class = "class" in [f["spelling"] for f in source["declarationFragments"]]
            if r["kind"] == "conformsTo" and is_class and target in NSOBJECT:
                continue
            verb = "conforms to" if r["kind"] == "conformsTo" else "inherits from"
            name = ".".join(source["pathComponents"])
            claims[f"{module} | {name} {verb} {target}"] = page(source)

if mode == "--print":
    for claim in sorted(claims):
        print(f"{claim} | {claims[claim] or '-'}")
    sys.exit(0)

facts, runtime_facts, problems = set(), set(), []
section = "apple"
for number, line in enumerate(open(facts_path), 1):
    line = line.rstrip("\n")
    if line.startswith("## Not Apple API"):
        section = "runtime"
    if not line.strip() or line.startswith("#"):
        continue
    parts = line.rsplit(" | ", 1)
    if len(parts) != 2:
        problems.append(f"{facts_path}:{number}: not 'MODULE | DECLARATION | PAGE': {line}")
        continue
    claim, url = parts
    if section == "apple":
        if not url.startswith("https://developer.apple.com/documentation/"):
            problems.append(f"{facts_path}:{number}: a fact without its Apple documentation page: {line}")
        facts.add(claim)
    else:
        subject = claim.split(" | ", 1)[1] if " | " in claim else claim
        if not subject.startswith(RUNTIME) or url != "-":
            problems.append(f"{facts_path}:{number}: only {' and '.join(RUNTIME)} are not Apple API (page '-'): {line}")
        runtime_facts.add(claim)

for claim in sorted(set(claims) - facts - runtime_facts):
    problems.append(f"declared, but not a fact of the SDK: {claim}")
for claim in sorted((facts | runtime_facts) - set(claims)):
    problems.append(f"a fact no stand-in declares any more: {claim}")

if problems:
    print("\n".join(problems))
    print(f"check-stand-ins: {len(problems)} difference(s) between the stand-ins and {facts_path}")
    sys.exit(1)
print(f"check-stand-ins: {len(facts)} public declarations and conformances of the stand-ins, each a fact of "
      f"Apple's SDK in {facts_path}; {len(runtime_facts)} controls for tests (not Apple API)")
PY
