#!/usr/bin/env bash
# Checks that the docs show the code the build compiles: every ```swift block
# that the README or a DocC article (Sources/*/*.docc/*.md) marks `<!-- snippet: NAME -->` equals
# the lines between `// snippet:begin NAME` and `// snippet:end` in a compiled .swift file, and
# every such region is shown by some doc. Several docs may show one region (the README and
# ReviveTesting's landing page both show `testing`).
#
# - A region may sit indented (in a function or a type): its lines are shown without the indent
#   of its `// snippet:begin` line.
# - A region may come in parts: the regions of one NAME in one file are shown one after another,
#   so the compiled file can hold lines between them that the doc leaves out (an `import` above
#   the function whose body is an article's top-level program, a method between two shown ones).
#   Regions may nest.
# - `// snippet:skip [TEXT]` … `// snippet:resume` inside a region leaves the lines between out,
#   shown as one `// … [TEXT]` line; doc comments (`///`) in a region are left out too (the
#   article's prose says it).
# - A file that imports the UIKit stand-in on Linux (`#if canImport(UIKit) import UIKit #else
#   import UIKitStandIn #endif`) before a region is shown with `import UIKit`, what an app writes;
#   likewise App Intents' (`import AppIntents`), in the order the file imports them.
#
# Where the regions live: the README's (and ReviveUIKit's) `uikit` is Examples/Adoption, run as an
# app by AdoptionAppTests; `swiftui` the SwiftUI sample's app (Examples/ComicShelfApp, compiled on
# Apple platforms only); `swiftui-plain` the plain SwiftUI sample's app (Examples/PlainShelfApp,
# likewise); `testing` (the README's and ReviveTesting's) a test, and the whole programs of Getting
# started, the landing pages of Revive, ReviveNavigator and ReviveArchive, and *A command-line
# program* functions, of Tests/ReviveSourceCompatTests/DocSnippets (compiled; HeadlessProgramTests runs the program's
# flow; PlaceSnippetTests runs the README's and *Places that travel*'s `place-travels`); Writing an adapter's `adapter-*` are Examples/ScreenStack's adapter, game and tests.
#
# Blocks left unmarked, on purpose (a ```swift block without a marker is not checked):
# - Fragments that name values from the surrounding prose: one call or override shown in a
#   sentence's context (`selection`, `comic`, `detail`, `folder`, `store`, `router`, `comics`),
#   as PreservingState's overrides, Navigation's `present`/`push`/`dismiss`, CrashGuard's policy,
#   Tour's `decodeRevivableState`, `restoreViewState()` and archive walk-through, Getting
#   started's `saveBeforeExit()`, Routes' route tree and deep link, Writing an adapter's store
#   line and its condensed `SimulatedApp` test. Declaring those names would make the snippet a
#   longer program than the one the sentence is about; the calls are pinned by
#   Tests/ReviveSourceCompatTests.
# - Code for a toolkit other than the example's: Writing an adapter's `Screen` that adopts
#   `Revivable` (StageKit's knows nothing of Revive), what the prose says the example does not do.
# - Code of Apple's frameworks that Linux has no stand-in for: SwiftUI scenes and views
#   (ReviveSwiftUI's landing page, Routes' windows, split view and app delegate adaptor) and the
#   App Group container (Tour). Routes.md's `swiftui` is checked against the sample's app, which
#   an Apple build compiles.
# - A manifest excerpt (Writing an adapter's Package.swift): the real one also sets platforms,
#   products and strict settings, which the article leaves out.
#
#   Scripts/check-doc-snippets.sh     exit 0 with a one-line summary, or 1 naming each difference
set -euo pipefail
cd "$(dirname "$0")/.."

python3 - <<'PY'
import difflib, re, subprocess, sys

# Apple frameworks whose stand-in a compiled snippet's file may import on Linux, in this form.
STAND_INS = ["UIKit", "AppIntents"]
def stand_in(framework):
    return f"#if canImport({framework})\nimport {framework}\n#else\nimport {framework}StandIn\n#endif\n"
BEGIN = re.compile(r"^([ \t]*)// snippet:begin (\S+)[ \t]*$")
MARKER = re.compile(r"^[ \t]*// snippet:(end|skip|resume)(?:$|[ \t]*$|(?<=skip) .*$)")

def listed(*patterns):
    return subprocess.run(["git", "ls-files", "-co", "--exclude-standard", *patterns],
                          capture_output=True, text=True, check=True).stdout.split()

problems = []
compiled = {}   # name -> (path, text)
for path in listed("*.swift"):
    text = open(path, encoding="utf-8").read()
    if "// snippet:" not in text:
        continue
    lines = text.split("\n")
    parts = {}      # name -> shown lines, the file's parts one after the other
    open_ = []      # regions open at this line, innermost last: [name, indent, skipping, line]
    for number, line in enumerate(lines, 1):
        begin, marker = BEGIN.match(line), MARKER.match(line)
        if begin:
            indent, name = begin.groups()
            if any(region[0] == name for region in open_):
                problems.append(f"{path}:{number}: snippet {name} begins inside itself")
            elif name not in parts:
                above = "\n".join(lines[:number - 1]) + "\n"
                shown = sorted((above.index(stand_in(f)), f) for f in STAND_INS if stand_in(f) in above)
                if shown:
                    parts[name] = [f"import {f}" for _, f in shown]
            open_.append([name, indent, False, number])
        elif marker:
            if not open_:
                problems.append(f"{path}:{number}: snippet:{marker.group(1)} outside a snippet")
            elif marker.group(1) == "end":
                open_.pop()
            elif marker.group(1) == "skip":
                open_[-1][2] = True
                parts.setdefault(open_[-1][0], []).append(line[len(open_[-1][1]):].replace("// snippet:skip", "// …"))
            else:
                open_[-1][2] = False
        else:
            for name, indent, skipping, _ in open_:
                if skipping or line.lstrip().startswith("///"):
                    continue
                if line.strip() and not line.startswith(indent):
                    problems.append(f"{path}:{number}: line of snippet {name} is indented less than its snippet:begin")
                parts.setdefault(name, []).append(line[len(indent):] if line.startswith(indent) else "")
    for name, _, _, number in open_:
        problems.append(f"{path}:{number}: snippet {name} has no // snippet:end")
    for name, body in parts.items():
        if name in compiled:
            problems.append(f"{path}: snippet {name} is also compiled in {compiled[name][0]}")
        compiled[name] = (path, "\n".join(body) + "\n")

MARK = re.compile(r"<!-- snippet: (\S+) -->\n(```swift\n(.*?)```\n)?", re.S)
docs = ["README.md"] + sorted(p for p in listed("Sources/*.docc/*.md") if re.fullmatch(r"Sources/[^/]+/[^/]+\.docc/[^/]+\.md", p))
shown = {}      # name -> [doc]
unmarked = 0
for doc in docs:
    text = open(doc, encoding="utf-8").read()
    marked = 0
    for match in MARK.finditer(text):
        name, block, body = match.group(1), match.group(2), match.group(3)
        line = text[:match.start()].count("\n") + 1
        if block is None:
            problems.append(f"{doc}:{line}: <!-- snippet: {name} --> is not followed by a ```swift block")
            continue
        marked += 1
        shown.setdefault(name, []).append(doc)
        if name not in compiled:
            problems.append(f"{doc}:{line}: the block marked {name} is compiled nowhere (no // snippet:begin {name} in a .swift file)")
        elif body != compiled[name][1]:
            diff = difflib.unified_diff(compiled[name][1].splitlines(), body.splitlines(),
                                        compiled[name][0], doc, lineterm="")
            problems.append(f"{doc}:{line}: snippet {name} differs from {compiled[name][0]}:\n" + "\n".join(diff))
    unmarked += len(re.findall(r"^```swift$", text, re.M)) - marked
for name in sorted(set(compiled) - set(shown)):
    problems.append(f"{compiled[name][0]}: snippet {name} is shown by no doc (no <!-- snippet: {name} --> block)")

if problems:
    print("\n".join(problems))
    sys.exit(1)
checked = sum(len(d) for d in shown.values())
print(f"check-doc-snippets: {checked} marked blocks in {len({d for ds in shown.values() for d in ds})} docs "
      f"equal {len(compiled)} compiled snippets ({', '.join(sorted(compiled))}); {unmarked} blocks left unmarked, as the header says")
PY
