/// The median and spread of repeated timings, in nanoseconds.
///
/// Percentiles use the nearest rank on the sorted samples, so every number reported is a
/// time that was measured. The median absolute deviation (MAD) says how much a typical run
/// strays from the median, without being moved by one slow outlier.
///
/// ```swift
/// let stats = SampleStatistics([30, 10, 20])   // median 20, min 10, max 30
/// ```
public struct SampleStatistics: Hashable, Codable {
    /// How many runs were timed (warm-up runs not included).
    public let runs: Int
    /// The median run.
    public let medianNanoseconds: UInt64
    /// The 10th percentile.
    public let p10Nanoseconds: UInt64
    /// The 90th percentile.
    public let p90Nanoseconds: UInt64
    /// The fastest run.
    public let minNanoseconds: UInt64
    /// The slowest run.
    public let maxNanoseconds: UInt64
    /// The median absolute deviation from the median.
    public let madNanoseconds: UInt64

    /// Summarises samples.
    /// - Parameter samples: The timings in nanoseconds; an empty list gives all zeros.
    public init(_ samples: [UInt64]) {
        let sorted = samples.sorted()
        runs = sorted.count
        medianNanoseconds = Self.percentile(sorted, 0.5)
        p10Nanoseconds = Self.percentile(sorted, 0.1)
        p90Nanoseconds = Self.percentile(sorted, 0.9)
        minNanoseconds = sorted.first ?? 0
        maxNanoseconds = sorted.last ?? 0
        let median = medianNanoseconds
        let deviations = sorted.map { $0 > median ? $0 - median : median - $0 }.sorted()
        madNanoseconds = Self.percentile(deviations, 0.5)
    }

    /// The nearest-rank percentile of sorted samples (0 when there are none).
    static func percentile(_ sorted: [UInt64], _ fraction: Double) -> UInt64 {
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }
}

extension SampleStatistics: Sendable {}
