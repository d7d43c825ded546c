import Foundation
import Testing
import ReviveFaults

/// Replays every fuzz finding in `Fuzz/regressions/<target>/` and every seed in
/// `Fuzz/corpus/<target>/` through the same check the fuzzer runs (``FuzzTarget/check(_:)``).
@MainActor
struct FuzzRegressionTests {
    nonisolated static let fuzzFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz", isDirectory: true)

    /// The files of `Fuzz/<kind>/<target>/`, sorted; none when the folder is missing.
    nonisolated static func inputs(_ kind: String, _ target: FuzzTarget) -> [URL] {
        let folder = fuzzFolder.appendingPathComponent(kind).appendingPathComponent(target.rawValue)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }
    }

    @Test(arguments: FuzzTarget.allCases)
    func everyRegressionInputPassesItsCheck(_ target: FuzzTarget) throws {
        for url in Self.inputs("regressions", target) {
            let finding = target.check(try Data(contentsOf: url))
            #expect(finding == nil, "\(url.lastPathComponent): \(String(describing: finding))")
        }
    }

    @Test(arguments: FuzzTarget.allCases)
    func everySeedPassesItsCheck(_ target: FuzzTarget) throws {
        let seeds = Self.inputs("corpus", target)
        #expect(seeds.count >= 3, "Fuzz/corpus/\(target.rawValue) holds \(seeds.count) seeds")
        for url in seeds {
            let finding = target.check(try Data(contentsOf: url))
            #expect(finding == nil, "\(url.lastPathComponent): \(String(describing: finding))")
        }
    }
}
