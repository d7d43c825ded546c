import Foundation
import Testing
@testable import ReviveBenchmarks

@MainActor
struct BenchmarkReportTests {
    @Test func quickRunReportsEveryWorkloadAndContender() throws {
        let report = try BenchmarkSuite(options: BenchmarkOptions(sizes: [10], iterations: 2, warmUps: 1, measuresMemory: true)).run()
        for workload in ["encode", "decode"] {
            for contender in [Contender.revive, Contender.json, Contender.propertyList, Contender.keyedArchiver] {
                #expect(report.median(workload, pages: 10, contender: contender) != nil, "\(workload) \(contender)")
            }
        }
        for workload in ["capture-warm", "capture-cold", "rebuild", "save", "restore", "launch"] {
            #expect(report.median(workload, pages: 10, contender: Contender.revive) != nil, "\(workload)")
        }
        for workload in ["pages-to-bytes", "bytes-to-pages"] {
            #expect(report.median(workload, pages: 10, contender: Contender.json) != nil, "\(workload)")
        }
        #expect(report.measurement("capture-first", pages: 10, contender: Contender.revive)?.skipped == "no executable to spawn")
        #expect(report.measurement("fresh-restore", pages: 10, contender: Contender.revive)?.skipped == "no executable to spawn")
        #expect(report.median("save", pages: 10, contender: Contender.bareWrite) != nil)
        #expect(report.median("launch", pages: 10, contender: Contender.freshLaunch) != nil)
        #expect(report.pairRatios.contains { $0.workload == "save" && $0.contender == Contender.bareWrite && $0.median > 0 })
        #expect(report.fileSizes.count == 4)
        #expect(report.memory.map(\.workload) == ["save", "restore"])
        #expect(report.memory.allSatisfy { $0.pages == 10 && $0.fileBytes > 0 })
        #expect(report.targets.contains { $0.workload == "encode" && $0.versus == Contender.json })
        #expect(report.targets.contains { $0.workload == "memory-restore" && $0.goal == "≤3× file" })
    }

    @Test func saveRatioIsTheMedianOfItsPairs() {
        var report = BenchmarkReport(iterations: 3, sizes: [10])
        report.add("save", pages: 10, contender: Contender.revive, SampleStatistics([3_000]))
        report.add("save", pages: 10, contender: Contender.bareWrite, SampleStatistics([1_000]))
        report.pairRatios = [.init(workload: "save", pages: 10, contender: Contender.bareWrite, median: 1.2, p10: 1.1, p90: 1.4)]
        #expect(report.ratio("save", pages: 10, versus: Contender.bareWrite) == 1.2)
        #expect(BenchmarkTarget.evaluate(report).first?.passed == true)
        #expect(report.table().contains("save 1.20× (pairs)"))
    }

    @Test func targetsCoverColdCaptureEndToEndAndEncodeFlatness() {
        var report = BenchmarkReport(iterations: 1, sizes: [100, 1_000])
        report.add("encode", pages: 100, contender: Contender.revive, SampleStatistics([100_000]))
        report.add("encode", pages: 1_000, contender: Contender.revive, SampleStatistics([1_400_000]))
        report.add("capture-cold", pages: 1_000, contender: Contender.revive, SampleStatistics([900_000]))
        report.add("pages-to-bytes", pages: 1_000, contender: Contender.revive, SampleStatistics([1_000]))
        report.add("pages-to-bytes", pages: 1_000, contender: Contender.json, SampleStatistics([6_000]))
        let results = BenchmarkTarget.evaluate(report)
        #expect(results.first { $0.workload == "capture-cold" }?.passed == true)
        #expect(results.first { $0.workload == "pages-to-bytes" }?.measured == 6)
        let flatness = results.first { $0.workload == "encode-per-page" }
        #expect(flatness?.passed == false)
        #expect(abs((flatness?.measured ?? 0) - 1.4) < 1e-9)
    }

    @Test func restoreIsComparedWithAColdSavesCaptureAndEncodeAndWithJSONDecoding() {
        var report = BenchmarkReport(iterations: 1, sizes: [1_000])
        report.add("restore", pages: 1_000, contender: Contender.revive, SampleStatistics([3_000]))
        report.add("pages-to-bytes", pages: 1_000, contender: Contender.revive, SampleStatistics([1_200]))
        report.add("decode", pages: 1_000, contender: Contender.json, SampleStatistics([6_000]))
        let results = BenchmarkTarget.evaluate(report)
        let versusSave = results.first { $0.workload == "restore" && $0.versus == BenchmarkTarget.vsColdSave }
        #expect(versusSave?.measured == 2.5)
        #expect(versusSave?.passed == true)
        let versusJSON = results.first { $0.workload == "restore" && $0.versus == "json decode" }
        #expect(versusJSON?.measured == 2)
        #expect(versusJSON?.passed == true)

        report.measurements = []
        report.add("restore", pages: 1_000, contender: Contender.revive, SampleStatistics([6_000]))
        report.add("pages-to-bytes", pages: 1_000, contender: Contender.revive, SampleStatistics([1_000]))
        report.add("decode", pages: 1_000, contender: Contender.json, SampleStatistics([6_000]))
        let missed = BenchmarkTarget.evaluate(report).filter { $0.workload == "restore" }
        #expect(missed.map(\.passed) == [false, false], "6× the save; as fast as JSON is not faster")
    }

    @Test func freshProcessTargetsUseTheMedianOfThePerProcessRatios() {
        var report = BenchmarkReport(iterations: 1, sizes: [1_000])
        report.add("capture-first", pages: 1_000, contender: Contender.revive, SampleStatistics([1_500]))
        report.add("capture-first", pages: 1_000, contender: Contender.coldAfter, SampleStatistics([500]))
        report.add("fresh-restore", pages: 1_000, contender: Contender.revive, SampleStatistics([2_000]))
        report.add("fresh-restore", pages: 1_000, contender: Contender.coldCaptureEncode, SampleStatistics([1_000]))
        report.add("fresh-restore", pages: 1_000, contender: Contender.json, SampleStatistics([4_000]))
        report.pairRatios = [
            .init(workload: "capture-first", pages: 1_000, contender: Contender.coldAfter, median: 1.8, p10: 1.5, p90: 3),
            .init(workload: "fresh-restore", pages: 1_000, contender: Contender.coldCaptureEncode, median: 3.5, p10: 3, p90: 4),
            .init(workload: "fresh-restore", pages: 1_000, contender: Contender.json, median: 0.25, p10: 0.2, p90: 0.5),
        ]
        let results = BenchmarkTarget.evaluate(report)
        let first = results.first { $0.workload == "capture-first" }
        #expect(first?.versus == Contender.coldAfter && first?.goal == "≤2×" && first?.measured == 1.8 && first?.passed == true)
        let restore = results.filter { $0.workload == "fresh-restore" }
        #expect(restore.map(\.versus) == [Contender.coldCaptureEncode, Contender.json])
        #expect(restore.map(\.measured) == [3.5, 4])
        #expect(restore.map(\.passed) == [false, true])
        #expect(report.table().contains("revive 1.80× (per process)"))
    }

    @Test func freshMemoryTargetsAreRawExceptTheRestoredPages() {
        var report = BenchmarkReport(iterations: 1, sizes: [10])
        report.memory = [
            .init(workload: "fresh-save", pages: 10, fileBytes: 1_000,
                  usage: ResidentMemory(baselineBytes: 10_000, peakBytes: 12_500, afterBytes: 11_500, method: "test")),
            .init(workload: "fresh-restore", pages: 10, fileBytes: 1_000,
                  usage: ResidentMemory(baselineBytes: 10_000, peakBytes: 16_000, afterBytes: 14_000, method: "test")),
        ]
        let results = BenchmarkTarget.evaluate(report)
        #expect(results.map(\.workload) == ["memory-fresh-save-held", "memory-fresh-save", "memory-fresh-restore"])
        #expect(results.map(\.measured) == [1.5, 2.5, 2])
        #expect(results.map(\.passed) == [false, true, true])
        #expect(report.table().contains("peak memory of a first save in a new process of 10 pages"))
    }

    @Test func bytesToPagesIsComparedWithJSONAt100And1000Pages() {
        var report = BenchmarkReport(iterations: 1, sizes: [10, 100, 1_000])
        for pages in [10, 100, 1_000] {
            report.add("bytes-to-pages", pages: pages, contender: Contender.revive, SampleStatistics([1_000]))
            report.add("bytes-to-pages", pages: pages, contender: Contender.json, SampleStatistics([pages == 100 ? 1_400 : 1_500]))
        }
        let results = BenchmarkTarget.evaluate(report)
        let bytesToPages = results.filter { $0.workload == "bytes-to-pages" }
        #expect(bytesToPages.map(\.pages) == [100, 1_000], "not at 10 pages")
        #expect(bytesToPages.map(\.passed) == [false, true])
        #expect(bytesToPages.map(\.measured) == [1.4, 1.5])
    }

    @Test func memoryTargetLeavesOutWhatTheLivePagesStillHoldAfter() throws {
        let usage = ResidentMemory(baselineBytes: 10_000, peakBytes: 50_000, afterBytes: 30_000, method: "test")
        let use = BenchmarkReport.MemoryUse(workload: "restore", pages: 10, fileBytes: 8_000, usage: usage)
        #expect(use.multipleOfFile == 5)
        #expect(use.peakWithoutKeptBytes == 20_000)
        #expect(use.multipleOfFileWithoutKept == 2.5)
        let unknownAfter = BenchmarkReport.MemoryUse(workload: "save", pages: 10, fileBytes: 8_000,
                                                     usage: ResidentMemory(baselineBytes: 10_000, peakBytes: 50_000, method: "test"))
        #expect(unknownAfter.peakWithoutKeptBytes == 40_000, "nothing read after: the whole peak counts")

        var report = BenchmarkReport(iterations: 1, sizes: [10])
        report.memory = [use, unknownAfter]
        let results = BenchmarkTarget.evaluate(report)
        #expect(results.map(\.workload) == ["memory-restore", "memory-save"])
        #expect(results.map(\.passed) == [true, false])
        #expect(report.table().contains("so 0.0 MiB = 2.5× the file without what the live pages keep"))
        let object = try JSONSerialization.jsonObject(with: Data(report.jsonText().utf8)) as? [String: Any]
        let withoutKept = try #require(object?["memory_peak_without_kept_bytes"] as? [String: [String: Int]])
        #expect(withoutKept == ["restore": ["10": 20_000], "save": ["10": 40_000]])
    }

    @Test func jsonHasMediansAndRatiosPerWorkload() throws {
        let report = try BenchmarkSuite(options: BenchmarkOptions(sizes: [10], iterations: 1, warmUps: 1, measuresMemory: false)).run()
        let object = try JSONSerialization.jsonObject(with: Data(report.jsonText().utf8)) as? [String: Any]
        let workloads = try #require(object?["workloads"] as? [String: Any])
        #expect(Set(workloads.keys) == [
            "encode", "decode", "capture-warm", "capture-cold", "set-values", "capture-first", "fresh-restore", "rebuild",
            "pages-to-bytes", "bytes-to-pages", "save", "restore", "launch",
        ])
        let encode = try #require((workloads["encode"] as? [String: Any])?["10"] as? [String: Any])
        let medians = try #require(encode["median_ns"] as? [String: Any])
        #expect(Set(medians.keys) == ["revive", "json", "plist", "nskeyedarchiver"])
        let ratios = try #require(encode["ratio_revive_to"] as? [String: Any])
        #expect(Set(ratios.keys) == ["json", "plist", "nskeyedarchiver"])
        #expect(object?["bytes"] != nil && object?["targets"] != nil)
        let pairs = try #require(object?["pair_ratio_median"] as? [String: Any])
        #expect(((pairs["save"] as? [String: Any])?["10"] as? [String: Any])?["bare-write"] != nil)
    }

    @Test func tableAlignsColumnsAndMarksTargets() {
        var report = BenchmarkReport(iterations: 3, sizes: [100])
        report.add("encode", pages: 100, contender: Contender.revive, SampleStatistics([100, 100, 100]))
        report.add("encode", pages: 100, contender: Contender.json, SampleStatistics([2_000, 2_000, 2_000]))
        report.add("encode", pages: 100, contender: Contender.keyedArchiver, nil)
        report.targets = BenchmarkTarget.evaluate(report)
        let lines = report.table().split(separator: "\n")
        #expect(lines.contains { $0.contains("json") && $0.contains("20.0×") && $0.contains("≥10× faster PASS") })
        #expect(lines.contains { $0.contains("nskeyedarchiver") && $0.contains("skipped") })
        #expect(lines.first?.hasPrefix("workload  pages  contender") == true)
    }

    @Test func missesTargetWhenSaveIsSlowerThanOneAndAHalfBareWrites() {
        var report = BenchmarkReport(iterations: 1, sizes: [10])
        report.add("save", pages: 10, contender: Contender.revive, SampleStatistics([1_600]))
        report.add("save", pages: 10, contender: Contender.bareWrite, SampleStatistics([1_000]))
        let result = BenchmarkTarget.evaluate(report).first
        #expect(result?.goal == "≤1.5× bare")
        #expect(result?.passed == false)
    }

    @Test func statisticsUseNearestRank() {
        let stats = SampleStatistics([50, 10, 40, 20, 30])
        #expect(stats.medianNanoseconds == 30)
        #expect(stats.p10Nanoseconds == 10)
        #expect(stats.p90Nanoseconds == 50)
        #expect(stats.madNanoseconds == 10)
        #expect(SampleStatistics([]).medianNanoseconds == 0)
    }

    @Test func refusesSizesOutOfRange() {
        let error = #expect(throws: BenchmarkError.self) { try BenchmarkOptions(sizes: [10, 20_000]) }
        #expect(error?.code == .badOption)
        #expect(error?.message.contains("20000") == true)
    }
}
