/// Everything one benchmark run measured: timings per workload, size and contender, bytes on
/// disk, peak memory of a save, and the targets met or missed.
///
/// ``table()`` renders it for people and ``jsonText()`` as one JSON object for tools.
///
/// ```swift
/// let report = try BenchmarkSuite(options: .quick).run()
/// report.measurement("encode", pages: 10, contender: "revive")?.statistics?.medianNanoseconds
/// ```
public struct BenchmarkReport: Hashable, Codable {
    /// One workload timed at one size for one contender.
    public struct Measurement: Hashable, Codable, Sendable {
        /// `encode`, `decode`, `capture-warm`, `capture-cold`, `set-values`, `capture-first`, `pages-to-bytes`,
        /// `bytes-to-pages`, `rebuild`, `save`, `restore` or `launch`.
        public let workload: String
        /// The tree's page count.
        public let pages: Int
        /// Who did the work (see ``Contender``).
        public let contender: String
        /// The timings, or `nil` when skipped.
        public let statistics: SampleStatistics?
        /// Why it was skipped, when it was.
        public let skipped: String?
    }

    /// The size of the file one contender wrote for one tree.
    public struct FileSize: Hashable, Codable, Sendable {
        /// The tree's page count.
        public let pages: Int
        /// The contender.
        public let contender: String
        /// The file's size in bytes.
        public let bytes: Int
    }

    /// The peak memory of one cold full save or one full restore.
    public struct MemoryUse: Hashable, Codable, Sendable {
        /// `save` or `restore`.
        public let workload: String
        /// The tree's page count.
        public let pages: Int
        /// The size of the saved file, in bytes.
        public let fileBytes: Int
        /// What was measured.
        public let usage: ResidentMemory

        /// The peak above the baseline as a multiple of the file's size.
        public var multipleOfFile: Double {
            Double(usage.peakAboveBaselineBytes) / Double(max(fileBytes, 1))
        }

        /// The peak above what is still held once the work is over (the restored pages, or
        /// the encodings the saved pages keep for their next capture): what the work needed
        /// on the way, not what its result keeps. The whole peak when nothing was read after.
        public var peakWithoutKeptBytes: Int {
            usage.afterBytes > 0 ? max(0, usage.peakBytes - max(usage.afterBytes, usage.baselineBytes)) : usage.peakAboveBaselineBytes
        }

        /// ``peakWithoutKeptBytes`` as a multiple of the file's size: the memory target's figure.
        public var multipleOfFileWithoutKept: Double {
            Double(peakWithoutKeptBytes) / Double(max(fileBytes, 1))
        }
    }

    /// Two contenders timed in the same iterations: the median of the per-iteration ratios.
    public struct PairRatio: Hashable, Codable, Sendable {
        /// The workload (`save`).
        public let workload: String
        /// The tree's page count.
        public let pages: Int
        /// The denominator's contender (`bare-write`); Revive is the numerator.
        public let contender: String
        /// The median of Revive's time over the contender's, iteration by iteration.
        public let median: Double
        /// The 10th percentile of the ratios.
        public let p10: Double
        /// The 90th percentile of the ratios.
        public let p90: Double
    }

    /// The timed runs wanted per measurement.
    public var iterations: Int
    /// The tree sizes run.
    public var sizes: [Int]
    /// Every measurement, in the order run.
    public var measurements: [Measurement] = []
    /// Bytes on disk per size and contender.
    public var fileSizes: [FileSize] = []
    /// Peak memory of a cold save and of a restore, if measured.
    public var memory: [MemoryUse] = []
    /// Ratios of contenders timed in the same iterations (save against the bare write).
    public var pairRatios: [PairRatio] = []
    /// How many new processes each first-capture median is taken over (0: not measured).
    public var spawns: Int = 0
    /// The targets checked in this run.
    public var targets: [BenchmarkTarget.Result] = []
    /// How things were measured, and what was skipped.
    public var notes: [String] = []

    /// The measurement of `workload` at `pages` for `contender`, if it was run.
    public func measurement(_ workload: String, pages: Int, contender: String) -> Measurement? {
        measurements.first { $0.workload == workload && $0.pages == pages && $0.contender == contender }
    }

    /// The median of a measurement, if it was run and not skipped.
    public func median(_ workload: String, pages: Int, contender: String) -> UInt64? {
        measurement(workload, pages: pages, contender: contender)?.statistics?.medianNanoseconds
    }

    /// Revive's median over a contender's at the same workload and size (below 1: Revive is
    /// faster); for a pair timed in the same iterations, the median of the per-pair ratios.
    public func ratio(_ workload: String, pages: Int, versus contender: String) -> Double? {
        if let pair = pairRatios.first(where: { $0.workload == workload && $0.pages == pages && $0.contender == contender }) {
            return pair.median
        }
        guard let mine = median(workload, pages: pages, contender: Contender.revive),
              let theirs = median(workload, pages: pages, contender: contender), theirs > 0 else { return nil }
        return Double(mine) / Double(theirs)
    }

    /// The workloads in the order first measured.
    var workloads: [String] {
        var seen: [String] = []
        for measurement in measurements where !seen.contains(measurement.workload) { seen.append(measurement.workload) }
        return seen
    }

    mutating func add(_ workload: String, pages: Int, contender: String, _ statistics: SampleStatistics?, skipped: String? = nil) {
        let reason = statistics == nil ? (skipped ?? "one run took over 2 s") : nil
        measurements.append(Measurement(workload: workload, pages: pages, contender: contender, statistics: statistics, skipped: reason))
    }
}

extension BenchmarkReport: Sendable {}
