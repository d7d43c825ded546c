#!/usr/bin/env bash
# Counts the process-wide mutable state declared in Sources/Revive and fails when there
# is more than the limit below, or when one of them has no comment that gives its reason. What
# the engine keeps for one run of the app belongs in a `ReviveProcess` part; what stays static is
# listed, with its reason, in Revive.docc/Architecture.md ("One object for the process").
#
# Counted, comments and string literals left out:
#   - a stored `static var` (one with `=` before any `{`; a computed one is not state);
#   - a stored `var` at file scope;
#   - any `nonisolated(unsafe)` declaration;
#   - a `static let` (or a `let` at file scope) of a lock box — `LockedValue`, `Mutex`, `NSLock`,
#     `NSRecursiveLock`, `OSAllocatedUnfairLock`, `Atomic`, `ManagedAtomic` — or of a class
#     declared in Sources/Revive (an object holds state: `ReviveProcess.current`).
# A declaration's reason is the `//` or `///` comment right above it (attribute lines between
# are skipped).
#
#   Scripts/count-process-state.sh     # each declaration, then the count and the limit
set -euo pipefail
cd "$(dirname "$0")/.."
python3 - <<'PY'
import os, re, sys

limit = 5
root = 'Sources/Revive'

def files(folder):
    for path, _, names in os.walk(folder):
        for name in sorted(names):
            if name.endswith('.swift'):
                yield os.path.join(path, name)

def code(line):
    line = re.sub(r'"([^"\\]|\\.)*"', '""', line)
    return re.sub(r'//.*', '', line)

sources = {path: open(path, encoding='utf-8').read().split('\n') for path in sorted(files(root))}
classes = set()
for lines in sources.values():
    for line in lines:
        match = re.match(r'\s*(?:(?:public|package|internal|fileprivate|private|final|open)\s+)*(?:class|actor)\s+([A-Za-z_][A-Za-z0-9_]*)', code(line))
        if match:
            classes.add(match.group(1))
boxes = ['LockedValue', 'Mutex', 'NSLock', 'NSRecursiveLock', 'OSAllocatedUnfairLock', 'Atomic', 'ManagedAtomic'] + sorted(classes)
box = re.compile(r'(?::\s*|=\s*)(?:' + '|'.join(boxes) + r')\b')
modifiers = r'(?:(?:@\w+(?:\([^)]*\))?|public|package|internal|fileprivate|private|final|nonisolated(?:\(unsafe\))?|lazy|weak)\s+)*'
static_var = re.compile(r'(?:^|[{;])\s*' + modifiers + r'(?:static|class)\s+' + modifiers + r'var\s+\w+')
global_var = re.compile(r'^' + modifiers + r'var\s+\w+')
static_let = re.compile(r'(?:^|[{;])\s*' + modifiers + r'static\s+' + modifiers + r'let\s+\w+')
global_let = re.compile(r'^' + modifiers + r'let\s+\w+')

def stored(lines, index, start):
    """Whether the declaration at `start` in line `index` has `=` before its first `{`."""
    text = ''
    for line in lines[index:index + 8]:
        text += code(line)[start:] + '\n'
        start = 0
        equals, brace = text.find('='), text.find('{')
        if equals >= 0 and (brace < 0 or equals < brace):
            return True
        if brace >= 0:
            return False
    return False

def reason(lines, index):
    index -= 1
    while index >= 0 and re.match(r'\s*@\w+', lines[index]) and not re.match(r'\s*//', lines[index]):
        index -= 1
    return index >= 0 and re.match(r'\s*//', lines[index]) is not None

found = []
for path, lines in sources.items():
    for index, line in enumerate(lines):
        text = code(line)
        kind = None
        if 'nonisolated(unsafe)' in text and re.search(r'\b(var|let)\s+\w+', text):
            kind = 'nonisolated(unsafe)'
        elif (var := static_var.search(text) or global_var.match(text)) and stored(lines, index, var.end()):
            kind = 'stored var'
        elif (let := static_let.search(text) or global_let.match(text)) and box.search(text, let.end()):
            kind = 'lock box or object'
        if kind:
            found.append((path, index + 1, kind, line.strip(), reason(lines, index)))

for path, number, kind, line, explained in found:
    print(f"{path}:{number}: {kind}{'' if explained else ' (NO REASON GIVEN)'}\n    {line}")
unexplained = [entry for entry in found if not entry[4]]
print(f"process-wide mutable state in {root}: {len(found)} declarations (limit {limit})")
if len(found) > limit:
    print(f"error: more than {limit}: keep what a process keeps in a ReviveProcess part, or raise the "
          "limit in Scripts/count-process-state.sh with the reason in Revive.docc/Architecture.md", file=sys.stderr)
    sys.exit(1)
if unexplained:
    print("error: give each a comment right above it that says why it is process-wide", file=sys.stderr)
    sys.exit(1)
PY
