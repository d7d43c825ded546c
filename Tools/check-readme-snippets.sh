#!/usr/bin/env bash
# Checks that the README shows the code the build compiles (issue 20): every ```swift block the
# README marks `<!-- snippet: NAME -->` equals the lines between `// snippet:begin NAME` and
# `// snippet:end` in a compiled file (Examples/Adoption for UIKit, the SwiftUI sample's app in
# Examples/ComicShelfApp for SwiftUI, a test of ReviveTestingTests for testing). A file that imports the UIKit stand-in on Linux
# (`#if canImport(UIKit) import UIKit #else import UIKitStandIn #endif`) is shown with
# `import UIKit`, what an app writes.
#
#   Tools/check-readme-snippets.sh     exit 0 with a one-line summary, or 1 naming each difference
set -euo pipefail
cd "$(dirname "$0")/.."

python3 - <<'PY'
import difflib, re, subprocess, sys

STAND_IN = "#if canImport(UIKit)\nimport UIKit\n#else\nimport UIKitStandIn\n#endif\n"
files = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "*.swift"],
                       capture_output=True, text=True, check=True).stdout.split()
compiled = {}
for path in files:
    text = open(path, encoding="utf-8").read()
    for match in re.finditer(r"// snippet:begin (\S+)\n(.*?)// snippet:end\n", text, re.S):
        body = match.group(2)
        if STAND_IN in text[:match.start()]:
            body = "import UIKit\n" + body
        compiled[match.group(1)] = (path, body)

readme = open("README.md", encoding="utf-8").read()
shown = {m.group(1): m.group(2) for m in re.finditer(r"<!-- snippet: (\S+) -->\n```swift\n(.*?)```\n", readme, re.S)}
problems = []
for name in sorted(set(compiled) | set(shown)):
    if name not in shown:
        problems.append(f"README.md: no block marked <!-- snippet: {name} --> for {compiled[name][0]}")
    elif name not in compiled:
        problems.append(f"README.md: the block marked {name} is compiled nowhere (no // snippet:begin {name})")
    elif shown[name] != compiled[name][1]:
        diff = difflib.unified_diff(compiled[name][1].splitlines(), shown[name].splitlines(),
                                    compiled[name][0], "README.md", lineterm="")
        problems.append(f"README.md: snippet {name} differs from {compiled[name][0]}:\n" + "\n".join(diff))
if problems:
    print("\n".join(problems))
    sys.exit(1)
print(f"check-readme-snippets: {len(shown)} README snippets equal their compiled files ({', '.join(sorted(shown))})")
PY
