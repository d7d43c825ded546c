#!/usr/bin/env bash
# Counts the core's `package` symbols that a module names (issue 29, item 1): the names
# declared `package` in Sources/Revive (types, functions, properties, cases, typealiases),
# found as whole words in the module's code with its comments removed. A name the module
# declares itself (its own `limits`, say) is not counted, nor is `init`: an initializer is
# counted through its type's name. Nor are the names of standard-library requirements that
# core types witness as `package` members (`codingPath`, `contains`, `count`, …, listed in
# WITNESSES): the module reaches those through the protocol. Grep-based, so it over-counts a
# name that is also an unrelated spelling rather than under-count.
#
#   Tools/count-package-uses.sh [Sources/ReviveArchive]   # default: ReviveArchive
#
# Prints each name used, then the count.
set -euo pipefail
cd "$(dirname "$0")/.."
module="${1:-Sources/ReviveArchive}"

decl='package[[:space:]]+((static|final|mutating|nonisolated|convenience|required|override|indirect|lazy|private\(set\))[[:space:]]+)*(func|var|let|struct|class|enum|protocol|typealias|actor|case)[[:space:]]+`?([A-Za-z_][A-Za-z0-9_]*)'
names_in() {
    grep -rhoE "$2" --include='*.swift' "$1" | sed -E "s/.*(func|var|let|struct|class|enum|protocol|typealias|actor|case)[[:space:]]+\`?([A-Za-z_][A-Za-z0-9_]*).*/\2/" | sort -u
}
core=$(names_in Sources/Revive "$decl")
own=$(names_in "$module" '(func|var|let|struct|class|enum|protocol|typealias|actor|case)[[:space:]]+`?[A-Za-z_][A-Za-z0-9_]*')
# The module's code without comments (line comments and doc comments) and string literals.
# Interpolations (`\(…)`) are code and are kept; a switch's `default:` is the keyword, not the
# core's `DecodingLimits.default`.
code=$(find "$module" -name '*.swift' -exec sed -E -e 's#//.*$##' -e 's#\\\(([^()]*(\([^()]*\))*[^()]*)\)#" \1 "#g' \
    -e 's#"([^"\\]|\\.)*"#""#g' -e 's#(^|[^.])default:#\1:#g' {} +)
WITNESSES="codingPath userInfo contains count stringValue intValue singleValueContainer container
unkeyedContainer nestedContainer superEncoder superDecoder allKeys isAtEnd currentIndex withUnsafeBytes"
used=()
for name in $core; do
    grep -qxF "$name" <<<"$own" && continue
    grep -qwF "$name" <<<"$WITNESSES" && continue
    grep -qwF "$name" <<<"$code" && used+=("$name")
done
printf '%s\n' "${used[@]:-}" | sed '/^$/d'
echo "$module names ${#used[@]} of the core's package symbols"
