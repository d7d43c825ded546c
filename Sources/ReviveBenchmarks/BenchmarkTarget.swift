/// The speed targets of issue 7, checked as ratios within one run.
///
/// | target | check |
/// | --- | --- |
/// | encode and decode vs JSON | Revive ≥ 10× faster |
/// | encode and decode vs NSKeyedArchiver | Revive ≥ 100× faster |
/// | full save vs bare durable write | ≤ 1.5× the bare write's time |
/// | capture of 1,000 pages | ≤ 1 ms |
/// | restore of 100 pages | ≤ 1 ms |
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
        /// The workload: `encode`, `decode`, `save`, `capture` or `restore`.
        public let workload: String
        /// The tree's page count.
        public let pages: Int
        /// The contender compared with, or `nil` for an absolute time limit.
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
                    let speedup = 1 / ratio
                    results.append(Result(workload: workload, pages: pages, versus: versus, goal: "≥\(Int(factor))× faster",
                                          measured: speedup, passed: speedup >= factor))
                }
            }
            if let ratio = report.ratio("save", pages: pages, versus: Contender.bareWrite) {
                results.append(Result(workload: "save", pages: pages, versus: Contender.bareWrite, goal: "≤1.5× bare",
                                      measured: ratio, passed: ratio <= 1.5))
            }
            for (workload, size) in [("capture", 1_000), ("restore", 100)] where pages == size {
                guard let median = report.median(workload, pages: pages, contender: Contender.revive) else { continue }
                let milliseconds = Double(median) / 1_000_000
                results.append(Result(workload: workload, pages: pages, versus: nil, goal: "≤1 ms",
                                      measured: milliseconds, passed: milliseconds <= 1))
            }
        }
        return results
    }
}
