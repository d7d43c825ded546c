// revive-fuzz: the libFuzzer driver for Revive's fuzz targets.
//
// Fuzz/run.sh builds it with `-sanitize=fuzzer,address -DREVIVE_FUZZING`; this `main` then
// hands control to libFuzzer's `LLVMFuzzerRunDriver`, which calls `fuzzOneInput` with each
// input. (SwiftPM gives every executable its own `main`, so the driver is started from here
// instead of libFuzzer's `main`.) The target is chosen by the environment variable
// REVIVE_FUZZ_TARGET: loader, roundtrip, rebuild, demo or route-demo. A broken invariant traps,
// so libFuzzer saves the input; the checks live in ReviveFaults (the engine's targets) and
// DemoFuzzing (the demos'), where the regression tests replay them.
// In an ordinary `swift build` the executable only says how to run it.
import Foundation
import DemoFuzzing
import ReviveFaults

/// Runs the chosen target's check on one input; traps on a finding.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FaultLogging.keepOnlyErrors()
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    MainActor.assumeIsolated {
        let name = ProcessInfo.processInfo.environment["REVIVE_FUZZ_TARGET"] ?? "loader"
        let finding: FuzzFinding?
        if let target = FuzzTarget(rawValue: name) {
            finding = target.check(data)
        } else if let target = DemoFuzzTarget(rawValue: name) {
            finding = target.check(data)
        } else {
            let names = FuzzTarget.allCases.map(\.rawValue) + DemoFuzzTarget.allCases.map(\.rawValue)
            preconditionFailure("REVIVE_FUZZ_TARGET=\(name) is not one of \(names)")
        }
        if let finding { preconditionFailure("\(name): \(finding)") }
    }
    return 0
}

#if REVIVE_FUZZING
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

var argumentCount = CommandLine.argc
var argumentValues = CommandLine.unsafeArgv
exit(runFuzzerDriver(&argumentCount, &argumentValues) { start, count in fuzzOneInput(start, count) })
#else
FileHandle.standardError.write(Data("revive-fuzz: build and run it with Fuzz/run.sh TARGET SECONDS\n".utf8))
exit(2)
#endif
