import DemoFuzzing
import Foundation
import Testing

/// Replays every fuzz finding in `Fuzz/regressions/<target>/` and every seed in
/// `Fuzz/corpus/<target>/` of the demo targets through the same check the fuzzer runs
/// (``DemoFuzzing/DemoFuzzTarget/check(_:)``). The engine's targets are replayed by
/// `ReviveTests`' `FuzzRegressionTests`, which builds no demo.
@MainActor
struct DemoFuzzRegressionTests {
    nonisolated static let fuzzFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz", isDirectory: true)

    /// The files of `Fuzz/<kind>/<target>/`, sorted; none when the folder is missing.
    nonisolated static func inputs(_ kind: String, _ target: DemoFuzzTarget) -> [URL] {
        let folder = fuzzFolder.appendingPathComponent(kind).appendingPathComponent(target.rawValue)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }
    }

    @Test(arguments: DemoFuzzTarget.allCases)
    func everyRegressionInputPassesItsCheck(_ target: DemoFuzzTarget) throws {
        let findings = Self.inputs("regressions", target)
        #expect(!findings.isEmpty, "Fuzz/regressions/\(target.rawValue) holds no finding")
        for url in findings {
            let finding = target.check(try Data(contentsOf: url))
            #expect(finding == nil, "\(url.lastPathComponent): \(String(describing: finding))")
        }
    }

    @Test(arguments: DemoFuzzTarget.allCases)
    func everySeedPassesItsCheck(_ target: DemoFuzzTarget) throws {
        let seeds = Self.inputs("corpus", target)
        #expect(seeds.count >= 3, "Fuzz/corpus/\(target.rawValue) holds \(seeds.count) seeds")
        for url in seeds {
            let finding = target.check(try Data(contentsOf: url))
            #expect(finding == nil, "\(url.lastPathComponent): \(String(describing: finding))")
        }
    }
}
