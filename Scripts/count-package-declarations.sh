#!/usr/bin/env bash
# Counts the core's `package` declarations: all of them in Sources/Revive, and
# those whose name another library target's source names as a word (comments and string
# literals left out; a name-based count, so a common name such as `remove` counts whenever any
# target uses the word). Initializers and subscripts are counted in the total only.
#
#   Scripts/count-package-declarations.sh     # each file's count, then the total
set -euo pipefail
cd "$(dirname "$0")/.."
python3 - <<'PY'
import re, os, sys
root = "."
decl = re.compile(r'^\s*package\s+(?:(?:static|final|mutating|nonisolated|convenience|required|override|indirect|lazy|private\(set\))\s+)*(func|var|let|struct|class|enum|protocol|typealias|actor|case|init|subscript)\b\s*`?([A-Za-z_][A-Za-z0-9_]*)?')
def files(d):
    for dp, _, fs in os.walk(d):
        for f in fs:
            if f.endswith('.swift'): yield os.path.join(dp, f)
decls = []
for f in files(os.path.join(root, 'Sources/Revive')):
    for line in open(f):
        m = decl.match(line)
        if m: decls.append((m.group(1), m.group(2) or m.group(1), f))
def strip(s):
    s = re.sub(r'//.*', '', s)
    s = re.sub(r'"([^"\\]|\\.)*"', '""', s)
    return s
others = ''
for t in os.listdir(os.path.join(root, 'Sources')):
    if t in ('Revive', 'ReviveCLI'): continue   # the engine, and the inspector (no library)
    for f in files(os.path.join(root, 'Sources', t)):
        others += strip(open(f).read())
words = set(re.findall(r'[A-Za-z_][A-Za-z0-9_]*', others))
used = [d for d in decls if d[1] in words and d[0] not in ('init','subscript')]
from collections import Counter
for f, n in sorted(Counter(d[2] for d in decls).items()):
    print(f"{n:4d}  {os.path.relpath(f, root)}")
print(f"package declarations in Sources/Revive: {len(decls)}; whose name another library target names: {len(used)}")
PY
