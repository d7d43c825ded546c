import Foundation
import Testing
import ReviveFaults

/// Replays every fuzz finding in `Fuzz/regressions/<target>/` and every seed in
/// `Fuzz/corpus/<target>/` through the same check the fuzzer runs (``FuzzTarget/check(_:)``).
/// The demos' targets are replayed by `ComicReaderTests`' `DemoFuzzRegressionTests`.
@MainActor
struct FuzzRegressionTests {
    @Test(arguments: FuzzTarget.allCases)
    func everyRegressionInputPassesItsCheck(_ target: FuzzTarget) throws {
        for url in FuzzInputs.files(.regressions, target: target.rawValue) {
            let finding = target.check(try Data(contentsOf: url))
            #expect(finding == nil, "\(url.lastPathComponent): \(String(describing: finding))")
        }
    }

    @Test(arguments: FuzzTarget.allCases)
    func everySeedPassesItsCheck(_ target: FuzzTarget) throws {
        let seeds = FuzzInputs.files(.corpus, target: target.rawValue)
        #expect(seeds.count >= 3, "Fuzz/corpus/\(target.rawValue) holds \(seeds.count) seeds")
        for url in seeds {
            let finding = target.check(try Data(contentsOf: url))
            #expect(finding == nil, "\(url.lastPathComponent): \(String(describing: finding))")
        }
    }
}
