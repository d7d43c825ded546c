import Foundation
import Testing
import ReviveFaults

/// Replays every fuzz finding in `Fuzz/regressions/<target>/` and every seed in
/// `Fuzz/corpus/<target>/` through the same check the fuzzer runs (``FuzzTarget/check(_:)``).
/// The demos' targets are replayed by the Examples package's `DemoFuzzRegressionTests`. A missing
/// folder, or one with nothing in it, fails: a replay of nothing proves nothing.
@MainActor
struct FuzzRegressionTests {
    @Test(arguments: FuzzTarget.allCases)
    func everyRegressionInputPassesItsCheck(_ target: FuzzTarget) throws {
        let findings = try FuzzInputs.files(.regressions, target: target.rawValue)
        #expect(!findings.isEmpty, "Fuzz/regressions/\(target.rawValue) holds no finding")
        for url in findings {
            let finding = target.check(try Data(contentsOf: url))
            #expect(finding == nil, "\(url.lastPathComponent): \(String(describing: finding))")
        }
    }

    @Test(arguments: FuzzTarget.allCases)
    func everySeedPassesItsCheck(_ target: FuzzTarget) throws {
        let seeds = try FuzzInputs.files(.corpus, target: target.rawValue)
        #expect(seeds.count >= 3, "Fuzz/corpus/\(target.rawValue) holds \(seeds.count) seeds")
        for url in seeds {
            let finding = target.check(try Data(contentsOf: url))
            #expect(finding == nil, "\(url.lastPathComponent): \(String(describing: finding))")
        }
    }

    @Test func aMissingFolderOfInputsIsAnErrorNotAnEmptyList() {
        #expect(throws: (any Error).self) { try FuzzInputs.files(.regressions, target: "no-such-target") }
    }
}
