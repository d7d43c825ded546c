#!/usr/bin/env bash
# Checks that dependencies point one way.
#
# Inside the Revive target the folders of Sources/Revive are layers, lowest first (LAYERS below).
# A Swift file may name types of its own folder and of lower ones, never a type declared in a
# higher folder; comments and string literals are not references. A leaf (LEAVES below) stands
# beside the stack: it may name the layers up to the one it sits on, and no layer names it.
# The few crossings the design needs are listed in ALLOWED, each with its reason, and printed.
# Across targets the compiler already enforces direction (a target imports only its
# dependencies), so for those this checks that Package.swift declares the intended graph among
# the library targets.
#
#   Scripts/check-layers.sh        exit 0 with a summary (and the allowed crossings), or 1 listing
#                                each violation
set -euo pipefail
cd "$(dirname "$0")/.."

manifest=$(mktemp)
trap 'rm -f "$manifest"' EXIT
swift package dump-package > "$manifest"

python3 - "$manifest" <<'PY'
import json, os, re, sys

# Lowest first. A folder may use its own types and those of the folders before it.
LAYERS = ["Support", "PageState", "Snapshot", "Codec", "Store", "Restoration", "Lifecycle"]
# Leaves: folder -> the highest layer it may use. Nothing in LAYERS may use a leaf. Security's key
# providers are for the app (and ReviveArchive, ReviveTesting); the engine takes a key.
LEAVES = {"Security": "Store"}
# Crossings upwards that the design needs: (folder, type) -> why.
ALLOWED = {
    ("PageState", "EncodedSize"): "a page state keeps its encoded size current as values are set, "
                                  "so capture checks budgets without encoding; the sizes live with the codec",
}
ROOT = "Sources/Revive"

# Library targets, and the library targets each may depend on (UIKitStandIn and external
# packages are allowed anywhere: they are not Revive layers).
LIBRARIES = {
    "Revive": set(),
    "ReviveNavigator": {"Revive"},
    "ReviveUIKit": {"Revive"},
    "ReviveSwiftUI": {"Revive"},
    "ReviveArchive": {"Revive"},
    "ReviveTesting": {"Revive", "ReviveNavigator"},
}

def strip(source):
    """The source with comments and string literals blanked; newlines kept, so lines still match."""
    out, i, n = [], 0, len(source)
    def blank(text):
        return re.sub(r"[^\n]", " ", text)
    while i < n:
        if source.startswith("//", i):
            j = source.find("\n", i)
            j = n if j < 0 else j
            out.append(blank(source[i:j])); i = j
        elif source.startswith("/*", i):                      # Swift block comments nest
            depth, j = 1, i + 2
            while j < n and depth:
                if source.startswith("/*", j): depth += 1; j += 2
                elif source.startswith("*/", j): depth -= 1; j += 2
                else: j += 1
            out.append(blank(source[i:j])); i = j
        elif source[i] == '"' or (source[i] == "#" and re.match(r'#+"', source[i:])):
            hashes = len(re.match(r'#*', source[i:]).group(0))
            quote = '"""' if source.startswith('"""', i + hashes) else '"'
            close = quote + "#" * hashes
            j = i + hashes + len(quote)
            while j < n:
                if source[j] == "\\" and not hashes: j += 2; continue
                if source.startswith(close, j): j += len(close); break
                if quote == '"' and source[j] == "\n": break   # unterminated: stop at the line end
                j += 1
            out.append(blank(source[i:j])); i = j
        else:
            out.append(source[i]); i += 1
    return "".join(out)

DECL = re.compile(r"\b(?:class|struct|enum|protocol|actor|typealias)\s+(?!(?:func|var|let|subscript|init)\b)([A-Za-z_][A-Za-z0-9_]*)")
WORD = re.compile(r"\b[A-Za-z_][A-Za-z0-9_]*\b")

def top_level_types(code):
    """Names declared at brace depth 0 (nested types and types in extensions are not counted)."""
    names, depth, line_start = set(), 0, 0
    for line in code.split("\n"):
        if depth == 0:
            for m in DECL.finditer(line):
                if line[:m.start()].count("{") == 0:
                    names.add(m.group(1))
        depth += line.count("{") - line.count("}")
    return names

FOLDERS = LAYERS + list(LEAVES)
files = {}                                                    # folder -> [(path, stripped code)]
for layer in FOLDERS:
    folder = os.path.join(ROOT, layer)
    if not os.path.isdir(folder):
        sys.exit(f"check-layers: {folder} does not exist; update LAYERS")
    for dirpath, _, names in os.walk(folder):
        for name in sorted(names):
            if name.endswith(".swift"):
                path = os.path.join(dirpath, name)
                with open(path, encoding="utf-8") as f:
                    files.setdefault(layer, []).append((path, strip(f.read())))
unlisted = sorted(d for d in os.listdir(ROOT)
                  if os.path.isdir(os.path.join(ROOT, d)) and not d.endswith(".docc") and d not in FOLDERS)
if unlisted:
    sys.exit(f"check-layers: {ROOT}/{', '.join(unlisted)} not in LAYERS or LEAVES; give each a place")

declared = {}                                                 # type name -> layers that declare it
for rank, layer in enumerate(LAYERS):
    for _, code in files.get(layer, []):
        for name in top_level_types(code):
            declared.setdefault(name, set()).add(rank)

leaf_types = {}                                               # type name -> leaf that declares it
for leaf in LEAVES:
    for _, code in files.get(leaf, []):
        for name in top_level_types(code):
            leaf_types.setdefault(name, leaf)

violations, crossings = [], set()
for rank, layer in enumerate(FOLDERS):
    leaf = layer if layer in LEAVES else None
    # A leaf may use the layers up to the one it sits on; a layer, those up to itself.
    ceiling = LAYERS.index(LEAVES[leaf]) if leaf else rank
    for path, code in files.get(layer, []):
        for number, line in enumerate(code.split("\n"), 1):
            for word in WORD.findall(line):
                ranks = declared.get(word)
                # A name also declared at this layer or below (a private helper of the same name)
                # resolves there first.
                if ranks and min(ranks) > ceiling:
                    if (layer, word) in ALLOWED:
                        crossings.add((layer, LAYERS[min(ranks)], word))
                    else:
                        violations.append(f"{path}:{number}: {layer} uses {LAYERS[min(ranks)]}'s {word}")
                elif not ranks and word in leaf_types and leaf_types[word] != layer:
                    violations.append(f"{path}:{number}: {layer} uses the leaf {leaf_types[word]}'s {word}")

# The target graph among the library targets.
with open(sys.argv[1]) as f:
    package = json.load(f)
targets = {t["name"]: t for t in package["targets"]}
for name, allowed in LIBRARIES.items():
    if name not in targets:
        violations.append(f"Package.swift: library target {name} is missing")
        continue
    for dependency in targets[name].get("dependencies", []):
        kind, value = next(iter(dependency.items()))
        if kind == "product":
            continue                                          # another package's product
        target = value[0]                                     # "byName" or "target": [name, condition]
        if target in LIBRARIES and target not in allowed:
            violations.append(f"Package.swift: {name} depends on {target}; "
                              f"allowed: {', '.join(sorted(allowed)) or 'no Revive target'}")

if violations:
    print("\n".join(violations))
    print(f"check-layers: {len(violations)} violation(s)", file=sys.stderr)
    sys.exit(1)
count = sum(len(v) for v in files.values())
leaves = ", ".join(f"{leaf} on {below}" for leaf, below in LEAVES.items())
print(f"check-layers: {count} files in {len(LAYERS)} layers ({' < '.join(LAYERS)}), "
      f"{len(LEAVES)} leaf ({leaves}) and {len(LIBRARIES)} library targets point one way")
for layer, above, word in sorted(crossings):
    print(f"  allowed: {layer} uses {above}'s {word}: {ALLOWED[(layer, word)]}")
PY
