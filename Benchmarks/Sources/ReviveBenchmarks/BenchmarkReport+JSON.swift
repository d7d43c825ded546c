import Foundation

extension BenchmarkReport {
    /// The timings of one workload at one size, by contender, as `--json` prints them.
    struct SizeSummary: Codable {
        var median_ns: [String: UInt64] = [:]
        var p10_ns: [String: UInt64] = [:]
        var p90_ns: [String: UInt64] = [:]
        /// Revive's median over each contender's (below 1: Revive is faster).
        var ratio_revive_to: [String: Double] = [:]
        var skipped: [String: String] = [:]
    }

    /// The whole report as `--json` prints it.
    struct Summary: Codable {
        var iterations: Int
        var sizes: [Int]
        /// workload → page count → timings by contender.
        var workloads: [String: [String: SizeSummary]]
        /// page count → contender → bytes.
        var bytes: [String: [String: Int]]
        var memory: [MemoryUse]
        /// workload → page count → the peak above what is still held after (the live pages).
        var memory_peak_without_kept_bytes: [String: [String: Int]]
        /// workload → page count → contender → median of the per-pair ratios.
        var pair_ratio_median: [String: [String: [String: Double]]]
        var targets: [BenchmarkTarget.Result]
        var notes: [String]
    }

    /// The report as one JSON object (keys sorted): for each workload, size and contender the
    /// median, p10 and p90 in nanoseconds and the ratio of Revive's median to the contender's;
    /// bytes on disk; peak memory, whole and without what the live pages keep; targets; notes.
    ///
    /// ```json
    /// {"workloads":{"encode":{"10":{"median_ns":{"json":41000,"revive":2100},"ratio_revive_to":{"json":0.051}, …}}}, …}
    /// ```
    /// - Returns: The JSON text.
    /// - Throws: ``BenchmarkError`` with code `failed` if encoding fails.
    public func jsonText() throws(BenchmarkError) -> String {
        var workloadsByName: [String: [String: SizeSummary]] = [:]
        for item in measurements {
            var summary = workloadsByName[item.workload, default: [:]]["\(item.pages)", default: SizeSummary()]
            if let stats = item.statistics {
                summary.median_ns[item.contender] = stats.medianNanoseconds
                summary.p10_ns[item.contender] = stats.p10Nanoseconds
                summary.p90_ns[item.contender] = stats.p90Nanoseconds
                if item.contender != Contender.revive, let ratio = ratio(item.workload, pages: item.pages, versus: item.contender) {
                    summary.ratio_revive_to[item.contender] = ratio
                }
            } else {
                summary.skipped[item.contender] = item.skipped ?? "skipped"
            }
            workloadsByName[item.workload, default: [:]]["\(item.pages)"] = summary
        }
        var bytes: [String: [String: Int]] = [:]
        for size in fileSizes { bytes["\(size.pages)", default: [:]][size.contender] = size.bytes }
        var pairs: [String: [String: [String: Double]]] = [:]
        for pair in pairRatios { pairs[pair.workload, default: [:]]["\(pair.pages)", default: [:]][pair.contender] = pair.median }
        var withoutKept: [String: [String: Int]] = [:]
        for use in memory { withoutKept[use.workload, default: [:]]["\(use.pages)"] = use.peakWithoutKeptBytes }
        let summary = Summary(iterations: iterations, sizes: sizes, workloads: workloadsByName, bytes: bytes,
                              memory: memory, memory_peak_without_kept_bytes: withoutKept, pair_ratio_median: pairs,
                              targets: targets, notes: notes)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(summary), as: UTF8.self)
        } catch {
            throw BenchmarkError(.failed, "cannot encode the report as JSON: \(error)")
        }
    }
}
