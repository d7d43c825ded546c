/// The speed and memory targets, checked as ratios within one run.
///
/// | target | check |
/// | --- | --- |
/// | encode and decode vs JSON | Revive ≥ 10× faster, every size |
/// | encode per page | flat: per-page time at the largest size ≤ 1.3× that at 100 pages |
/// | encode and decode vs NSKeyedArchiver | Revive ≥ 100× faster |
/// | cold live pages → bytes vs Codable + JSON, 1,000 pages | Revive ≥ 5× faster |
/// | cold capture of 1,000 pages | ≤ 1 ms |
/// | full save vs bare durable write | median pair ratio ≤ 1.5 |
/// | restore of 100 pages | ≤ 1 ms |
/// | peak memory of a cold save and of a restore, not counting what the live pages keep | ≤ 3× the file's size |
/// | bytes → live pages vs JSONDecoder + building the pages, 100 and 1,000 pages | Revive ≥ 1.5× faster |
/// | full restore of 1,000 pages vs a cold save's capture + encode | ≤ 3× |
/// | full restore of 1,000 pages vs JSONDecoder decoding the same pages | Revive faster |
/// | fresh processes, 1,000 pages: a process's first capture vs a cold capture after it | ≤ 2× |
/// | fresh processes, 1,000 pages: a whole restore vs a cold capture + encode after it | ≤ 3× |
/// | fresh processes, 1,000 pages: JSONDecoder decoding the same pages vs a whole restore | ≥ 2.5× slower |
/// | fresh processes, largest size: memory still held after a first save, raw | ≤ 1× the file |
/// | fresh processes, largest size: peak of a first save, raw; of a restore, not counting the pages | ≤ 3× the file |
///
/// A target whose size or contender was not run (or was skipped) is not listed.
///
/// ```swift
/// let results = BenchmarkTarget.evaluate(report)
/// results.allSatisfy(\.passed)
/// ```
public enum BenchmarkTarget {
    /// One target checked at one size.
    public struct Result: Hashable, Codable, Sendable {
        /// The workload: `encode`, `decode`, `save`, `capture-cold`, `capture-first`,
        /// `bytes-to-pages`, `restore`, `memory-save` or `memory-restore`.
        public let workload: String
        /// The tree's page count.
        public let pages: Int
        /// The contender compared with (or, for a ratio of two of Revive's workloads, the
        /// other workload, ``vsColdSave``), or `nil` for an absolute limit.
        public let versus: String?
        /// The target in words: `≥10× faster`, `≤1.5× bare`, `≤1 ms`.
        public let goal: String
        /// What was measured, in the goal's unit (a speed-up, a ratio or milliseconds).
        public let measured: Double
        /// Whether the target was met.
        public let passed: Bool
    }

    /// Checks every target the report has numbers for.
    /// - Parameter report: A finished run.
    /// - Returns: One result per target and size, in the report's size order.
    public static func evaluate(_ report: BenchmarkReport) -> [Result] {
        var results: [Result] = []
        for pages in report.sizes {
            for workload in ["encode", "decode"] {
                for (versus, factor) in [(Contender.json, 10.0), (Contender.keyedArchiver, 100.0)] {
                    guard let ratio = report.ratio(workload, pages: pages, versus: versus), ratio > 0 else { continue }
                    results.append(speedup(workload, pages, versus, ratio: ratio, factor: factor))
                }
            }
            if pages == 1_000, let ratio = report.ratio("pages-to-bytes", pages: pages, versus: Contender.json), ratio > 0 {
                results.append(speedup("pages-to-bytes", pages, Contender.json, ratio: ratio, factor: 5))
            }
            if let ratio = report.ratio("save", pages: pages, versus: Contender.bareWrite) {
                results.append(Result(workload: "save", pages: pages, versus: Contender.bareWrite, goal: "≤1.5× bare",
                                      measured: ratio, passed: ratio <= 1.5))
            }
            if pages == 100 || pages == 1_000, let ratio = report.ratio("bytes-to-pages", pages: pages, versus: Contender.json), ratio > 0 {
                results.append(Result(workload: "bytes-to-pages", pages: pages, versus: Contender.json, goal: "≥1.5× faster",
                                      measured: 1 / ratio, passed: 1 / ratio >= 1.5))
            }
            if pages == 1_000 { results += restoreAndFirstCapture(report, pages: pages) }
            for (workload, size) in [("capture-cold", 1_000), ("restore", 100)] where pages == size {
                guard let median = report.median(workload, pages: pages, contender: Contender.revive) else { continue }
                let milliseconds = Double(median) / 1_000_000
                results.append(Result(workload: workload, pages: pages, versus: nil, goal: "≤1 ms",
                                      measured: milliseconds, passed: milliseconds <= 1))
            }
        }
        if let flatness = encodeFlatness(report) { results.append(flatness) }
        for memory in report.memory where memory.workload.hasPrefix("fresh-") {
            results += freshMemory(memory)
        }
        for memory in report.memory where !memory.workload.hasPrefix("fresh-") {
            let multiple = memory.multipleOfFileWithoutKept
            results.append(Result(workload: "memory-\(memory.workload)", pages: memory.pages, versus: nil, goal: "≤3× file",
                                  measured: multiple, passed: multiple <= 3))
        }
        return results
    }

    /// The `versus` of a full restore compared with a cold save's capture + encode.
    public static let vsColdSave = "cold capture + encode"

    /// In one process: a whole restore against a cold save's capture + encode (≤ 3×) and against
    /// JSONDecoder decoding the same pages (faster). In fresh processes: a first capture against
    /// a cold one after it (≤ 2×), a whole restore against a cold capture + encode after it
    /// (≤ 3×) and against JSONDecoder in a process of its own (≥ 2.5× faster).
    private static func restoreAndFirstCapture(_ report: BenchmarkReport, pages: Int) -> [Result] {
        var results: [Result] = []
        let revive = Contender.revive
        if let restore = report.median("restore", pages: pages, contender: revive) {
            if let save = report.median("pages-to-bytes", pages: pages, contender: revive), save > 0 {
                let multiple = Double(restore) / Double(save)
                results.append(Result(workload: "restore", pages: pages, versus: vsColdSave, goal: "≤3×",
                                      measured: multiple, passed: multiple <= 3))
            }
            if let json = report.median("decode", pages: pages, contender: Contender.json), restore > 0 {
                let speedup = Double(json) / Double(restore)
                results.append(Result(workload: "restore", pages: pages, versus: "json decode", goal: ">1× faster",
                                      measured: speedup, passed: speedup > 1))
            }
        }
        if let multiple = report.ratio("capture-first", pages: pages, versus: Contender.coldAfter) {
            results.append(Result(workload: "capture-first", pages: pages, versus: Contender.coldAfter, goal: "≤2×",
                                  measured: multiple, passed: multiple <= 2))
        }
        if let multiple = report.ratio("fresh-restore", pages: pages, versus: Contender.coldCaptureEncode) {
            results.append(Result(workload: "fresh-restore", pages: pages, versus: Contender.coldCaptureEncode, goal: "≤3×",
                                  measured: multiple, passed: multiple <= 3))
        }
        if let ratio = report.ratio("fresh-restore", pages: pages, versus: Contender.json), ratio > 0 {
            results.append(Result(workload: "fresh-restore", pages: pages, versus: Contender.json, goal: "≥2.5× faster",
                                  measured: 1 / ratio, passed: 1 / ratio >= 2.5))
        }
        return results
    }

    /// A new process's first save: what it still holds after (≤ 1× the file) and its peak
    /// (≤ 3×), raw; a restore's peak without the restored pages (≤ 3×).
    private static func freshMemory(_ memory: BenchmarkReport.MemoryUse) -> [Result] {
        let file = Double(max(memory.fileBytes, 1))
        if memory.workload == "fresh-save" {
            let held = Double(max(0, memory.usage.afterBytes - memory.usage.baselineBytes)) / file
            return [
                Result(workload: "memory-fresh-save-held", pages: memory.pages, versus: nil, goal: "≤1× file",
                       measured: held, passed: held <= 1),
                Result(workload: "memory-fresh-save", pages: memory.pages, versus: nil, goal: "≤3× file raw",
                       measured: memory.multipleOfFile, passed: memory.multipleOfFile <= 3),
            ]
        }
        let multiple = memory.multipleOfFileWithoutKept
        return [Result(workload: "memory-fresh-restore", pages: memory.pages, versus: nil, goal: "≤3× file without the pages",
                       measured: multiple, passed: multiple <= 3)]
    }

    /// A "Revive at least `factor` times faster" result.
    private static func speedup(_ workload: String, _ pages: Int, _ versus: String, ratio: Double, factor: Double) -> Result {
        Result(workload: workload, pages: pages, versus: versus, goal: "≥\(Int(factor))× faster", measured: 1 / ratio, passed: 1 / ratio >= factor)
    }

    /// Encode time per page at the largest size over that at 100 pages (≤ 1.3: flat).
    private static func encodeFlatness(_ report: BenchmarkReport) -> Result? {
        guard let largest = report.sizes.max(), largest > 100,
              let small = report.median("encode", pages: 100, contender: Contender.revive),
              let large = report.median("encode", pages: largest, contender: Contender.revive), small > 0 else { return nil }
        let growth = (Double(large) / Double(largest)) / (Double(small) / 100)
        return Result(workload: "encode-per-page", pages: largest, versus: nil, goal: "≤1.3× of 100 pages",
                      measured: growth, passed: growth <= 1.3)
    }
}
