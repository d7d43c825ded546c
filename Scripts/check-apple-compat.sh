#!/usr/bin/env bash
# Checks, on Linux, the rules that keep Revive building against Apple's public SDKs.
# A rule of thumb, not a proof: the proof is an Apple build (.github/workflows/apple.yml).
#
# Fails on:
#   1. an `@_spi(...)` import: Apple's SDKs ship the standard library (and Foundation) as public
#      `.swiftinterface` files, which hold no SPI; Linux's binary modules do;
#   2. `@_silgen_name`: a declaration bound to a runtime or C symbol by name, past the SDK;
#   3. the standard library's reflection internals (`_forEachField`, `_EachFieldOptions`,
#      `_getSuperclass`, …), which Apple's public interface lacks;
#   4. a block compiled only on Apple platforms — `#if canImport(UIKit | SwiftUI | Security |
#      Darwin | CryptoKit | AppKit | ObjectiveC | AppIntents | CoreSpotlight | WidgetKit)` or
#      `#if os(iOS | macOS | …)` — of more than MAX_APPLE_ONLY_LINES lines of code (comments and
#      blank lines not counted) in Sources/, TestSupport/ (the Linux-only stand-ins), Examples/ or Tools/. Linux never compiles
#      such a block, so it must stay a thin shell that forwards to code compiled and tested here.
#      The longest today: the Keychain provider's two SecItem calls, and RouteRestorationView.
#
# Fuzz/ is not checked for rule 2: libFuzzer's driver (`LLVMFuzzerRunDriver`) has no Swift API,
# and the fuzz harness is built on Linux only.
#
#   Scripts/check-apple-compat.sh      exit 0 with a one-line summary, or 1 listing each violation
set -euo pipefail
cd "$(dirname "$0")/.."

MAX_APPLE_ONLY_LINES=45 python3 - <<'PY'
import os, re, subprocess, sys

MAX = int(os.environ["MAX_APPLE_ONLY_LINES"])
APPLE_MODULES = {"UIKit", "SwiftUI", "Security", "Darwin", "CryptoKit", "AppKit", "ObjectiveC", "WatchKit", "AppIntents", "CoreSpotlight", "WidgetKit"}
APPLE_OSES = {"iOS", "macOS", "tvOS", "watchOS", "visionOS", "macCatalyst"}
REFLECTION_INTERNALS = re.compile(r"\b(_forEachField|_forEachFieldWithKeyPath|_EachFieldOptions|_getSuperclass|_getChildCount|_getChild|_reflect|_FieldDescriptor)\b")

files = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "*.swift"],
                       capture_output=True, text=True, check=True).stdout.split()
problems = []

def code_of(line):
    """The line without a trailing // comment (strings containing // are rare enough here)."""
    stripped = line.strip()
    if stripped.startswith("//") or stripped.startswith("///") or stripped.startswith("*") or stripped.startswith("/*"):
        return ""
    return stripped

# Package traits under which Linux compiles code written against Apple's names (the stand-in).
LINUX_TRAITS = {"UIKitStandIn"}

def apple_only(condition):
    """Whether a #if/#elseif condition holds only on Apple platforms."""
    if "||" in condition and any(re.search(r"(?<![!\w(])\b%s\b(?!\s*\))" % trait, condition) for trait in LINUX_TRAITS):
        return False
    terms = re.findall(r"(!?)\s*(canImport|os)\(\s*(\w+)\s*\)", condition)
    positive = [(kind, name) for bang, kind, name in terms if not bang]
    if not positive or "||" in condition and any(
        (kind == "canImport" and name not in APPLE_MODULES) or (kind == "os" and name not in APPLE_OSES)
        for kind, name in positive):
        return False
    # With `&&`, one Apple-only term is enough; with only `||`, every term must be Apple's.
    if "||" in condition and "&&" not in condition:
        return all((kind == "canImport" and name in APPLE_MODULES) or (kind == "os" and name in APPLE_OSES) for kind, name in positive)
    return any((kind == "canImport" and name in APPLE_MODULES) or (kind == "os" and name in APPLE_OSES) for kind, name in positive)

for path in sorted(files):
    if path.startswith(".build") or "/.build" in path or not os.path.exists(path):
        continue
    lines = open(path, encoding="utf-8").read().split("\n")
    for number, line in enumerate(lines, 1):
        code = code_of(line)
        if re.search(r"@_spi\s*\(", code):
            problems.append(f"{path}:{number}: @_spi import: Apple's SDKs ship no SPI")
        if "@_silgen_name" in code and not path.startswith(("Fuzz/", "Examples/demo-fuzz/", "Tools/revive-torture/FuzzDriver.swift")):
            problems.append(f"{path}:{number}: @_silgen_name binds a symbol past the SDK's public interface")
        if REFLECTION_INTERNALS.search(code):
            problems.append(f"{path}:{number}: the standard library's reflection internals are not in Apple's public interface")
    if not path.startswith(("Sources/", "TestSupport/", "Examples/", "Tools/")):
        continue
    # Apple-only branches: count their code lines, nested blocks included.
    stack = []   # each: [is_apple_only_branch, start_line, code_lines]
    for number, line in enumerate(lines, 1):
        stripped = line.strip()
        directive = re.match(r"#(if|elseif|else|endif)\b(.*)", stripped)
        if directive:
            kind, condition = directive.groups()
            if kind in ("elseif", "else", "endif") and stack:
                branch = stack.pop()
                if branch[0] and branch[2] > MAX:
                    problems.append(f"{path}:{branch[1]}: {branch[2]} lines of code compiled only on Apple platforms (at most {MAX}); move the logic into code compiled here")
            if kind in ("if", "elseif"):
                stack.append([apple_only(condition), number, 0])
            elif kind == "else":
                stack.append([False, number, 0])
            continue
        if code_of(line):
            for branch in stack:
                branch[2] += 1

if problems:
    print("\n".join(problems))
    print(f"check-apple-compat: {len(problems)} problem(s)")
    sys.exit(1)
print(f"check-apple-compat: {len(files)} Swift files: no SPI, no @_silgen_name, no reflection internals, no Apple-only block over {MAX} lines of code")
PY
