#!/usr/bin/env bash
# Builds the libFuzzer binary (with AddressSanitizer) and runs one target for a given time.
# Run `Fuzz/run.sh --help` for the usage; the README's fuzzing paragraph says the same.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() {
    cat <<'USAGE'
Usage: Fuzz/run.sh [--quick] TARGET SECONDS [libFuzzer flags...]
       Fuzz/run.sh [--quick] build
       Fuzz/run.sh --help

Builds the fuzz driver with -sanitize=fuzzer,address (Fuzz/toolset.json, which reaches the
products and not the macro's compiler plugin) into .build-fuzz (never the ordinary .build):
revive-torture (the root package's fault tool, which -DREVIVE_FUZZING makes a libFuzzer driver) for
loader, roundtrip, rebuild and place, demo-fuzz (the Examples package,
into .build-fuzz/examples) for demo and route-demo; then runs TARGET for SECONDS seconds of wall-clock time (libFuzzer's -max_total_time).

TARGET:
  loader      bytes into the snapshot decoder (checksum off, and with a key): only typed errors
  roundtrip   bytes that decode must encode, decode and encode again to the same bytes and tree
  rebuild     trees of fuzzed type names rebuilt: no factory runs for an unregistered name
  place       places from outside (payload, hostile tree, URL, identifier) opened in a launched
              scene: a refusal changes neither its tree nor its saved file, nothing blank, no
              device-only value written
  demo        checksum-valid trees of extreme values restored into comic-reader, then its commands
  route-demo  route trees of extreme values restored into route-reader
  build       only build both drivers, run nothing

SECONDS: how long to fuzz, e.g. 60 (required for every TARGET but build).

--quick: skip the sanitizer build when the binary is current: when no file it is built from
  (Sources, Tools/ReviveFaults, Tools/revive-torture, Package.swift, Package.resolved, Fuzz/run.sh,
  Fuzz/toolset.json, and Examples for the demos' driver) is newer than it. Without --quick, SwiftPM checks every target first: a full
  sanitizer build of the package the first time, a rebuild of what changed after an edit, and
  about a second when nothing did (several runs side by side wait for each other's check).

Inputs come from Fuzz/corpus/TARGET (seeds, committed) plus a scratch corpus in
.build-fuzz/corpus/TARGET. Crashing inputs are written to Fuzz/findings/TARGET-*: copy each into
Fuzz/regressions/TARGET/ (the test suite replays them) and fix the library. Extra arguments go
to libFuzzer as they are (-jobs=2, -seed=1, -only_ascii=1, ...).

Examples:
  Fuzz/run.sh loader 60          # build if needed, then fuzz the loader for a minute
  Fuzz/run.sh --quick demo 300   # fuzz the demo for five minutes, reusing a current build
USAGE
}

quick=false
case "${1:-}" in
    -h|--help) usage; exit 0 ;;
    --quick) quick=true; shift ;;
esac
target="${1:-}"
case "$target" in
    loader|roundtrip|rebuild|place|demo|route-demo|build) ;;
    "") usage >&2; exit 64 ;;
    *) echo "Fuzz/run.sh: unknown target '$target' (loader, roundtrip, rebuild, place, demo, route-demo or build)" >&2; exit 64 ;;
esac
if [ "$target" != build ] && ! [[ "${2:-}" =~ ^[0-9]+$ ]]; then
    echo "Fuzz/run.sh: $target needs a duration in seconds, as in: Fuzz/run.sh $target 60" >&2
    exit 64
fi

# The sanitizer flags come from a toolset (Fuzz/toolset.json: -sanitize=fuzzer,address -DREVIVE_FUZZING),
# not -Xswiftc: SwiftPM hands -Xswiftc (and --sanitize) to every compile and link, host tools
# included, so the `@Preserving` macro's plugin (ReviveMacrosPlugin, built for the machine that
# compiles) was linked with libFuzzer and ld.gold failed ("internal error in format_file_lineno").
# A toolset given with --toolset is merged into the Swift SDK of the target only
# (`swift build --help-hidden`: "a toolset JSON file to use when building for the target
# platform"; SwiftPM's SwiftSDK.deriveTargetSwiftSDK merges customToolsets into the target SDK,
# while toolsBuildParameters, which build macros and plugins, use the host toolchain), so the
# products are instrumented and the plugin is not. swiftlang/swift-package-manager#9390 (open)
# would send -Xbuild-tools-swiftc to macros instead; #7549 (open) keeps -Xswiftc off plugins.
flags=(-c debug --toolset "$PWD/Fuzz/toolset.json")
inputs=(Sources Tools/ReviveFaults Tools/revive-torture Package.swift Fuzz/run.sh Fuzz/toolset.json)
[ -e Package.resolved ] && inputs+=(Package.resolved)
# Builds one driver unless --quick finds it current; prints its path. The engine's targets are the
# root package's revive-torture (.build-fuzz); the demos' are the Examples package's demo-fuzz
# (.build-fuzz/examples), built from the demos as well.
build_driver() {
    local product=$1 scratch=$2; shift 2
    local build=(swift build "$@" --scratch-path "$scratch" "${flags[@]}")
    local binary="$scratch/debug/$product"
    if $quick && [ -x "$binary" ] && [ -z "$(find "${inputs[@]}" "${extra_inputs[@]}" -newer "$binary" -print -quit)" ]; then
        echo "Fuzz/run.sh: $binary is newer than every file it is built from; not rebuilding (--quick)" >&2
    else
        "${build[@]}" --product "$product" >&2
        binary="$("${build[@]}" --show-bin-path)/$product"
        touch "$binary"   # current now, even when SwiftPM found nothing to relink (for --quick)
    fi
    echo "$binary"
}
extra_inputs=(Examples)
case "$target" in
    demo|route-demo) binary=$(build_driver demo-fuzz "$PWD/.build-fuzz/examples" --package-path Examples) ;;
    build)
        build_driver revive-torture "$PWD/.build-fuzz" > /dev/null
        build_driver demo-fuzz "$PWD/.build-fuzz/examples" --package-path Examples > /dev/null ;;
    *) extra_inputs=(); binary=$(build_driver revive-torture "$PWD/.build-fuzz") ;;
esac
[ "$target" = build ] && exit 0
seconds="$2"
shift 2

scratch=".build-fuzz/corpus/$target"
mkdir -p "$scratch" Fuzz/findings
export SWIFT_BACKTRACE=enable=no
export REVIVE_FUZZ_TARGET="$target"
# The demo targets keep one app alive for the whole run; LeakSanitizer's exit-time report of a
# 32-byte weak-reference side table (Page.parent, set in TabBarPage.setPages) is not a finding
# of these targets, so leaks are not checked for them.
if [ "$target" = demo ] || [ "$target" = route-demo ]; then export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"; fi
# The file formats' keywords and header fields (non-finite times among them) for the targets
# that read whole files.
dictionary=()
if [ "$target" = loader ] || [ "$target" = roundtrip ]; then dictionary=(-dict=Fuzz/dictionaries/loader.dict); fi
exec "$binary" "$scratch" "Fuzz/corpus/$target" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -artifact_prefix="Fuzz/findings/$target-" -print_final_stats=1 ${dictionary[@]+"${dictionary[@]}"} "$@"
