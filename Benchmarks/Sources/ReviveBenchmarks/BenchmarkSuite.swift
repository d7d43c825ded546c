import Foundation
import Revive

/// Runs every workload of the benchmark at every size and gathers a ``BenchmarkReport``.
///
/// For each size it builds a live ``BenchmarkTree`` and times: encode and decode by each
/// ``CodecContender``; capture warm (no value changed since the last capture), cold (every
/// value changed) and first in a new process; end to end from live pages to bytes and back
/// against Codable + JSON (conversion included on both sides); rebuild; a cold full save
/// paired, iteration by iteration, with a bare durable write of the same bytes; a full
/// restore; and a launch through ``RestorationController`` that restores, against one that
/// starts fresh. At the largest size it measures the peak memory of a cold save and of a
/// restore. A contender slower than 2 s for one run at a size is skipped there and at every
/// larger size. Files go to a fresh temporary folder, removed at the end.
///
/// ```swift
/// let report = try BenchmarkSuite(options: .quick).run()
/// ```
@MainActor
public struct BenchmarkSuite {
    /// What to run.
    public let options: BenchmarkOptions
    let stopwatch: Stopwatch
    /// The policy of the benchmark's app, which the saved trees' headers satisfy.
    static let appPolicy = RestorationPolicy(appVersion: "2.1.0", schemaVersion: 3, maximumAge: 7 * 86_400)

    /// Creates a suite.
    /// - Parameter options: Sizes, iterations and whether to probe memory.
    public init(options: BenchmarkOptions) {
        self.options = options
        stopwatch = Stopwatch(iterations: options.iterations, warmUps: options.warmUps)
    }

    /// Runs the benchmark.
    /// - Parameter progress: Told what is being measured, for a progress line.
    /// - Returns: The report, with its targets evaluated.
    /// - Throws: ``BenchmarkError`` with code `failed` when a measured step throws or a
    ///   round trip does not give the tree back whole.
    public func run(progress: (String) -> Void = { _ in }) throws(BenchmarkError) -> BenchmarkReport {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("revive-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store: FileStore
        do { store = try FileStore(directory: directory) } catch { throw BenchmarkError(.failed, "cannot open a store in \(directory.path): \(error)") }
        var report = BenchmarkReport(iterations: options.iterations, sizes: options.sizes)
        var tooSlow: [String: Int] = [:]
        var lastProbe: [String: (Int, Duration)] = [:]
        if options.measuresMemory, let pages = options.sizes.max() {
            // First, before other workloads leave freed heap resident and hide the peak.
            progress("peak memory of a cold save and of a restore, \(pages) pages")
            report.memory = try measureMemory(try BenchmarkTree(pageCount: pages), store: store)
            progress("memory of a first save and of a restore in new processes, \(pages) pages")
            report.memory += try measureFreshMemory(try BenchmarkTree(pageCount: pages), in: directory.appendingPathComponent("fresh"))
        }
        for pages in options.sizes {
            progress("building a tree of \(pages) pages")
            let tree = try BenchmarkTree(pageCount: pages)
            try measureCodecs(tree, into: &report, tooSlow: &tooSlow, lastProbe: &lastProbe, progress: progress)
            progress("capture warm and cold, and rebuild, \(pages) pages")
            try measureCaptureAndRebuild(tree, into: &report)
            progress("first capture and whole restore in new processes, \(pages) pages")
            try measureFreshProcesses(tree, in: directory.appendingPathComponent("fresh"), into: &report)
            progress("live pages to bytes and back, Revive and Codable + JSON, \(pages) pages")
            try measureEndToEnd(tree, into: &report)
            progress("save and restore, \(pages) pages")
            try measureSaveAndRestore(tree, store: store, into: &report)
            progress("launch restoring and fresh, \(pages) pages")
            try measureLaunch(tree, into: &report)
        }
        report.spawns = options.probeExecutable == nil ? 0 : options.processSpawns
        report.targets = BenchmarkTarget.evaluate(report)
        report.notes = notes(tooSlow: tooSlow, report: report)
        return report
    }

    /// Encode and decode by every contender; records bytes on disk and skips slow ones.
    func measureCodecs(_ tree: BenchmarkTree, into report: inout BenchmarkReport, tooSlow: inout [String: Int],
                       lastProbe: inout [String: (Int, Duration)], progress: (String) -> Void) throws(BenchmarkError) {
        let pages = tree.pageCount
        for contender in CodecContender.all(tree.snapshot) {
            // A contender whose one run, scaled linearly from a smaller size, would pass 2 s is not started.
            progress("encode and decode, \(contender.name), \(pages) pages")
            if let size = tooSlow[contender.name] {
                for workload in ["encode", "decode"] {
                    report.add(workload, pages: pages, contender: contender.name, nil, skipped: "skipped since \(size) pages: a run takes over 2 s")
                }
                continue
            }
            if let (smaller, time) = lastProbe[contender.name], time * (Double(pages) / Double(smaller)) > stopwatch.slowRunLimit {
                tooSlow[contender.name] = pages
                for workload in ["encode", "decode"] {
                    report.add(workload, pages: pages, contender: contender.name, nil, skipped: "one run would take over 2 s (\(time) at \(smaller) pages, scaled)")
                }
                continue
            }
            var encoded = Data()
            let probe = try Self.check { try ContinuousClock().measure { encoded = try contender.encode() } }
            let bytes = encoded
            lastProbe[contender.name] = (pages, probe)
            if probe > stopwatch.slowRunLimit {
                tooSlow[contender.name] = pages
                for workload in ["encode", "decode"] { report.add(workload, pages: pages, contender: contender.name, nil) }
                continue
            }
            let count = try Self.check { try contender.decode(bytes) }
            guard count == pages else {
                throw BenchmarkError(.failed, "\(contender.name) gave back \(count) of \(pages) pages")
            }
            report.fileSizes.append(.init(pages: pages, contender: contender.name, bytes: bytes.count))
            let encode = try Self.check { try stopwatch.measure { try contender.encode() } }
            let decode = encode == nil ? nil : try Self.check { try stopwatch.measure { try contender.decode(bytes) } }
            if encode == nil || decode == nil { tooSlow[contender.name] = pages }
            report.add("encode", pages: pages, contender: contender.name, encode)
            report.add("decode", pages: pages, contender: contender.name, decode, skipped: encode == nil ? "encode was skipped" : nil)
        }
    }

    /// How the run measured, for the report's notes.
    func notes(tooSlow: [String: Int], report: BenchmarkReport) -> [String] {
        var notes = [
            "times are medians of \(options.iterations) timed runs after \(options.warmUps) warm-up run(s), ContinuousClock; p10/p90 and MAD give the spread",
            "encode/decode: json and plist encode a typed Codable mirror of the tree (plist in binary format); nskeyedarchiver archives an NSDictionary/NSArray/NSString/NSNumber/NSDate graph with requiringSecureCoding: true; Revive encodes the captured snapshot",
            "capture-warm: no value changed since the last capture (kept encodings reused); capture-cold: every value of every page set anew before each run, untimed; set-values: every value of every page set anew through its @Preserved setter, timed, no capture",
            "fresh processes (\(report.spawns) spawns of this executable per kind, interleaved; 0: not measured), each doing one thing once: capture-first = the process's first capture, against cold-after = a cold capture right after it in the same process; fresh-restore = read + decode (checksum verified) + rebuild of the file, against cold-capture-encode = a cold capture + encode of the restored pages in the same process, and against json = JSONDecoder decoding the same pages in a process of its own; launch-process = a whole process of this executable launching through RestorationController and a FileStore that holds the tree, against one whose store holds nothing (fresh-launch), spawn to exit, \(3 * report.spawns) pairs; `vs revive` and the targets use the median of the per-process ratios",
            "pages-to-bytes (cold): Revive capture + encode against building a Codable model from the pages + JSONEncoder; bytes-to-pages: Revive decode + rebuild against JSONDecoder + building the pages by hand",
            "save (cold) = capture + encode + FileStore write (temp file, write, fsync, close, rename, folder fsync); bare-write = the same bytes with the same system calls, run in the same iteration (alternating order); `vs revive` is the median of the per-pair ratios",
            "restore = FileStore read + decode (length, caps and SHA-256 checksum verified) + policy check + rebuild into a new navigator",
            "launch = RestorationController.launch with a FileStore holding the tree (revive) or nothing (fresh-launch), fsyncs included; `vs revive` says how much the restore adds",
            "bytes = the file each contender writes for the tree",
        ]
        for (name, pages) in tooSlow.sorted(by: { $0.key < $1.key }) {
            notes.append("\(name) skipped from \(pages) pages up: one run took (or, scaled from a smaller size, would take) over 2 s")
        }
        for memory in report.memory {
            notes.append("memory of \(memory.workload), \(memory.pages) pages: \(memory.usage.method)")
        }
        return notes
    }
}
