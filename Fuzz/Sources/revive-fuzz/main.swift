// revive-fuzz: the libFuzzer entry point for Revive's fuzz targets.
//
// Built by Fuzz/run.sh with `-sanitize=fuzzer,address -parse-as-library`, libFuzzer supplies
// `main` and calls `LLVMFuzzerTestOneInput` with each input. The target is chosen by the
// environment variable REVIVE_FUZZ_TARGET: loader, roundtrip or rebuild. A broken invariant
// traps, so libFuzzer saves the input; the checks themselves live in ReviveFaults, where the
// regression tests replay them. In an ordinary `swift build` this executable does nothing.
import Foundation
import ReviveFaults

/// The target named by REVIVE_FUZZ_TARGET; the loader when unset.
let fuzzTarget: FuzzTarget = {
    let name = ProcessInfo.processInfo.environment["REVIVE_FUZZ_TARGET"] ?? "loader"
    guard let target = FuzzTarget(rawValue: name) else {
        preconditionFailure("REVIVE_FUZZ_TARGET=\(name) is not one of \(FuzzTarget.allCases.map(\.rawValue))")
    }
    return target
}()

/// Runs the chosen target's check on one input; traps on a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    let target = fuzzTarget
    MainActor.assumeIsolated {
        if let finding = target.check(data) {
            preconditionFailure("\(target.rawValue): \(finding)")
        }
    }
    return 0
}
