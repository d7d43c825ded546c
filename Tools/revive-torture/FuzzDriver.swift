// The libFuzzer driver for the engine's fuzz targets (loader, roundtrip, rebuild, place).
//
// Fuzz/run.sh builds this executable with `-sanitize=fuzzer,address -DREVIVE_FUZZING`; `main`
// first calls `runFuzzDriverIfBuiltForFuzzing()`, which then hands control to libFuzzer's
// `LLVMFuzzerRunDriver`, which calls `fuzzOneInput` with each input. (SwiftPM gives every
// executable its own `main`, so the driver is started from there instead of libFuzzer's `main`.) The target is chosen by the
// environment variable REVIVE_FUZZ_TARGET. A broken invariant traps, so libFuzzer saves the
// input; the checks live in ReviveFaults, where the regression tests replay them. The demos'
// targets (demo, route-demo) are the Examples package's `demo-fuzz`.
#if REVIVE_FUZZING
import Foundation
import ReviveFaults

/// Runs the chosen target's check on one input; traps on a finding.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FaultLogging.keepOnlyErrors()
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    MainActor.assumeIsolated {
        let name = ProcessInfo.processInfo.environment["REVIVE_FUZZ_TARGET"] ?? "loader"
        guard let target = FuzzTarget(rawValue: name) else {
            preconditionFailure("REVIVE_FUZZ_TARGET=\(name) is not one of \(FuzzTarget.allCases.map(\.rawValue))")
        }
        if let finding = target.check(data) { preconditionFailure("\(name): \(finding)") }
    }
    return 0
}

@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Runs libFuzzer over the target REVIVE_FUZZ_TARGET names, with this process's arguments.
private func runFuzzDriver() -> Never {
    var argumentCount = CommandLine.argc
    var argumentValues = CommandLine.unsafeArgv
    exit(runFuzzerDriver(&argumentCount, &argumentValues) { start, count in fuzzOneInput(start, count) })
}
#endif

/// In a build for fuzzing (`-DREVIVE_FUZZING`, Fuzz/run.sh), runs libFuzzer and exits; in any
/// other build, returns at once.
func runFuzzDriverIfBuiltForFuzzing() {
    #if REVIVE_FUZZING
    runFuzzDriver()
    #endif
}
