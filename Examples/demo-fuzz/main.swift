// demo-fuzz: the libFuzzer driver for the demos' fuzz targets (`demo`, `route-demo`).
//
// Fuzz/run.sh builds it with `-sanitize=fuzzer,address -DREVIVE_FUZZING`; this `main` then
// hands control to libFuzzer's `LLVMFuzzerRunDriver`, which calls `fuzzOneInput` with each
// input, as the root package's `revive-torture` does for the engine's targets when built for fuzzing. The target is
// chosen by the environment variable REVIVE_FUZZ_TARGET. A broken invariant traps, so libFuzzer
// saves the input; the checks live in DemoFuzzing, where the regression tests replay them.
// In an ordinary `swift build` the executable only says how to run it.
import DemoFuzzing
import Foundation
import Logging

/// Runs the chosen target's check on one input; traps on a finding.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    MainActor.assumeIsolated {
        let name = ProcessInfo.processInfo.environment["REVIVE_FUZZ_TARGET"] ?? "demo"
        guard let target = DemoFuzzTarget(rawValue: name) else {
            preconditionFailure("REVIVE_FUZZ_TARGET=\(name) is not one of \(DemoFuzzTarget.allCases.map(\.rawValue))")
        }
        if let finding = target.check(data) { preconditionFailure("\(name): \(finding)") }
    }
    return 0
}

// Only errors of what Revive logs: a fuzz run's notices would flood the output.
LoggingSystem.bootstrap { label in
    var handler = StreamLogHandler.standardError(label: label)
    handler.logLevel = .error
    return handler
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
FileHandle.standardError.write(Data("demo-fuzz: build and run it with Fuzz/run.sh demo|route-demo SECONDS\n".utf8))
exit(2)
#endif
