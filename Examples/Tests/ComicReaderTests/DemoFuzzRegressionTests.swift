import DemoFuzzing
import Foundation
import Testing

/// Replays every fuzz finding in `Fuzz/regressions/<target>/` and every seed in
/// `Fuzz/corpus/<target>/` of the demos' targets through the same check the fuzzer runs
/// (``DemoFuzzing/DemoFuzzTarget/check(_:)``). The engine's targets are replayed by
/// `ReviveTests`' `FuzzRegressionTests`, which builds no demo.
@MainActor
struct DemoFuzzRegressionTests {
    /// The findings and seeds of `target`, each with what its check found.
    private func replay(_ kind: FuzzInputs.Kind, _ target: DemoFuzzTarget) throws -> [(String, FuzzFinding?)] {
        try FuzzInputs.files(kind, target: target.rawValue).map { url in
            (url.lastPathComponent, target.check(try Data(contentsOf: url)))
        }
    }

    @Test(arguments: DemoFuzzTarget.allCases)
    func everyRegressionInputPassesItsCheck(_ target: DemoFuzzTarget) throws {
        let results = try replay(.regressions, target)
        #expect(!results.isEmpty, "Fuzz/regressions/\(target.rawValue) holds no finding")
        for (name, finding) in results { #expect(finding == nil, "\(name): \(String(describing: finding))") }
    }

    @Test(arguments: DemoFuzzTarget.allCases)
    func everySeedPassesItsCheck(_ target: DemoFuzzTarget) throws {
        let results = try replay(.corpus, target)
        #expect(results.count >= 3, "Fuzz/corpus/\(target.rawValue) holds \(results.count) seeds")
        for (name, finding) in results { #expect(finding == nil, "\(name): \(String(describing: finding))") }
    }
}
