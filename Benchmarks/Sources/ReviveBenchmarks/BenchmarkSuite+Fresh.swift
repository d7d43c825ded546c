import Foundation
import Revive
import ReviveNavigator

extension BenchmarkSuite {
    /// Fresh-process rows: each sample is one new process doing one thing once
    /// (``FreshProcessProbe``), the kinds interleaved, ``BenchmarkOptions/processSpawns`` of each.
    ///
    /// - `capture-first`: the process's first capture; against `cold capture after it` in the
    ///   same process (every value set anew), the ratio taken per process.
    /// - `fresh-restore`: a whole restore (read, decode with its checksum, rebuild); against
    ///   `cold capture + encode` of the restored pages in the same process, and against
    ///   `json` (`JSONDecoder` decoding the same pages, in a process of its own, paired with
    ///   the restore spawned next to it).
    /// - `launch-process`: a whole process that launches and restores the tree, against one
    ///   that launches fresh (``measureLaunchProcesses(_:executable:in:)``).
    func measureFreshProcesses(_ tree: BenchmarkTree, in directory: URL, into report: inout BenchmarkReport) throws(BenchmarkError) {
        let pages = tree.pageCount
        guard let executable = options.probeExecutable else {
            report.add("capture-first", pages: pages, contender: Contender.revive, nil, skipped: "no executable to spawn")
            report.add("fresh-restore", pages: pages, contender: Contender.revive, nil, skipped: "no executable to spawn")
            return
        }
        let (reviveFile, jsonFile) = try writeFiles(tree, in: directory)
        var first: [UInt64] = [], coldAfter: [UInt64] = [], restore: [UInt64] = [], coldSave: [UInt64] = [], json: [UInt64] = []
        var firstRatios: [Double] = [], restoreRatios: [Double] = [], jsonRatios: [Double] = []
        for _ in 0..<max(1, options.processSpawns) {
            let capture = try FreshProcessProbe.spawn(executable, .capture, pages: pages, file: nil)
            let restored = try FreshProcessProbe.spawn(executable, .restore, pages: pages, file: reviveFile)
            let decoded = try FreshProcessProbe.spawn(executable, .jsonDecode, pages: pages, file: jsonFile)
            let f = try time(capture, "first-capture"), c = try time(capture, "cold-capture")
            let r = try time(restored, "restore"), s = try time(restored, "cold-capture-encode")
            let j = try time(decoded, "json-decode")
            first.append(f); coldAfter.append(c); restore.append(r); coldSave.append(s); json.append(j)
            firstRatios.append(Double(f) / Double(max(c, 1)))
            restoreRatios.append(Double(r) / Double(max(s, 1)))
            jsonRatios.append(Double(r) / Double(max(j, 1)))
        }
        report.add("capture-first", pages: pages, contender: Contender.revive, SampleStatistics(first))
        report.add("capture-first", pages: pages, contender: Contender.coldAfter, SampleStatistics(coldAfter))
        report.add("fresh-restore", pages: pages, contender: Contender.revive, SampleStatistics(restore))
        report.add("fresh-restore", pages: pages, contender: Contender.coldCaptureEncode, SampleStatistics(coldSave))
        report.add("fresh-restore", pages: pages, contender: Contender.json, SampleStatistics(json))
        let (restoringLaunch, freshLaunch, launchRatios) = try measureLaunchProcesses(tree, executable: executable, in: directory)
        report.add("launch-process", pages: pages, contender: Contender.revive, SampleStatistics(restoringLaunch))
        report.add("launch-process", pages: pages, contender: Contender.freshLaunch, SampleStatistics(freshLaunch))
        for (workload, contender, ratios) in [
            ("capture-first", Contender.coldAfter, firstRatios),
            ("fresh-restore", Contender.coldCaptureEncode, restoreRatios),
            ("fresh-restore", Contender.json, jsonRatios),
            ("launch-process", Contender.freshLaunch, launchRatios),
        ] {
            let sorted = ratios.sorted()
            report.pairRatios.append(.init(workload: workload, pages: pages, contender: contender, median: PairedTimings.percentile(sorted, 0.5),
                                           p10: PairedTimings.percentile(sorted, 0.1), p90: PairedTimings.percentile(sorted, 0.9)))
        }
    }

    /// Whole processes that launch as an app does (`revive-bench --probe launch`), timed from
    /// spawn to exit: one whose folder holds the tree's save, which it restores, then one whose
    /// folder holds nothing, which starts fresh with a small default root, in pairs (three times
    /// ``BenchmarkOptions/processSpawns`` of them: a launch is short and its ratio is small).
    /// The save is written back before each restoring launch.
    /// - Returns: The restoring launches' and the fresh ones' nanoseconds, and each pair's ratio.
    private func measureLaunchProcesses(_ tree: BenchmarkTree, executable: String, in directory: URL) throws(BenchmarkError) -> ([UInt64], [UInt64], [Double]) {
        let saved = directory.appendingPathComponent("launch-\(tree.pageCount)-restoring")
        let empty = directory.appendingPathComponent("launch-\(tree.pageCount)-fresh")
        try Self.check {
            try? FileManager.default.removeItem(at: saved)
            try? FileManager.default.removeItem(at: empty)
            try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        }
        let store = try Self.check { try FileStore(directory: saved) }
        let bytes = try Self.check { try SnapshotCodec().encode(tree.snapshot) }
        let clock = ContinuousClock()
        var restoring: [UInt64] = [], fresh: [UInt64] = [], ratios: [Double] = []
        for _ in 0..<max(3, 3 * options.processSpawns) {
            try Self.check { try store.write(bytes, sceneID: Self.sceneID) }
            var start = clock.now
            let restored = try FreshProcessProbe.spawn(executable, .launch, pages: tree.pageCount, file: saved)
            let r = Stopwatch.nanoseconds(clock.now - start)
            start = clock.now
            let started = try FreshProcessProbe.spawn(executable, .launch, pages: tree.pageCount, file: empty)
            let f = Stopwatch.nanoseconds(clock.now - start)
            guard restored.restoredPages == tree.pageCount, started.restoredPages == 0 else {
                throw BenchmarkError(.failed, "a launch restored \(restored.restoredPages ?? -1) of \(tree.pageCount) pages, and a fresh one \(started.restoredPages ?? -1)")
            }
            restoring.append(r); fresh.append(f); ratios.append(Double(r) / Double(max(f, 1)))
        }
        return (restoring, fresh, ratios)
    }

    /// Raw resident memory of a process's first save and of a whole restore, each in new
    /// processes (three of each; the one with the median peak is kept).
    func measureFreshMemory(_ tree: BenchmarkTree, in directory: URL) throws(BenchmarkError) -> [BenchmarkReport.MemoryUse] {
        guard let executable = options.probeExecutable else { return [] }
        let (reviveFile, _) = try writeFiles(tree, in: directory)
        var uses: [BenchmarkReport.MemoryUse] = []
        for (kind, workload) in [(FreshProcessProbe.Kind.memorySave, "fresh-save"), (.memoryRestore, "fresh-restore")] {
            var samples: [FreshProcessProbe.Sample] = []
            for spawn in 0..<3 {
                let target = kind == .memorySave ? directory.appendingPathComponent("fresh-save-\(spawn)") : reviveFile
                samples.append(try FreshProcessProbe.spawn(executable, kind, pages: tree.pageCount, file: target))
            }
            let measured = samples.compactMap { sample in sample.memory.map { ($0, sample.fileBytes ?? 0) } }
                .sorted { $0.0.peakAboveBaselineBytes < $1.0.peakAboveBaselineBytes }
            guard !measured.isEmpty else { continue }
            let (usage, fileBytes) = measured[measured.count / 2]
            uses.append(.init(workload: workload, pages: tree.pageCount, fileBytes: fileBytes, usage: usage))
        }
        return uses
    }

    /// The tree as Revive's saved state, written by a `FileStore` (whose folder may be a private
    /// subfolder of `directory`), and as the JSON of the Codable mirror, for the children to read.
    private func writeFiles(_ tree: BenchmarkTree, in directory: URL) throws(BenchmarkError) -> (revive: URL, json: URL) {
        let sceneID = "fresh-\(tree.pageCount)"
        let json = directory.appendingPathComponent(sceneID + ".json")
        guard let root = tree.navigator.rootPage else { throw BenchmarkError(.failed, "the tree has no root page") }
        return try Self.check {
            let store = try FileStore(directory: directory)
            try store.write(SnapshotCodec().encode(tree.snapshot), sceneID: sceneID)
            try JSONEncoder().encode(CodablePages.snapshot(of: root)).write(to: json)
            return (store.fileURL(for: sceneID), json)
        }
    }

    private func time(_ sample: FreshProcessProbe.Sample, _ name: String) throws(BenchmarkError) -> UInt64 {
        guard let nanoseconds = sample.nanoseconds[name] else { throw BenchmarkError(.failed, "a fresh process did not report \(name)") }
        return nanoseconds
    }
}
