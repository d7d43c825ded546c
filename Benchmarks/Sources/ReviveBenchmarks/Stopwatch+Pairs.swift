/// Two contenders timed in the same iteration, one right after the other, so that what
/// drifts during a run (the disk's `fsync` latency, other processes) moves both alike.
///
/// Each iteration runs `prepare`, then `first` and `second` (their order alternates between
/// iterations, so neither always runs on a warmer cache), and keeps the ratio
/// `first / second` of that iteration. The statistics of those ratios say how the two
/// compare far more steadily than two medians from separate loops.
///
/// ```swift
/// let pairs = try stopwatch.measurePairs(prepare: { _ in changeValues() },
///                                        first: { try save() }, second: { try bare.write(bytes) })
/// pairs.ratio.median   // 1.31: a save takes 1.31 bare writes
/// ```
struct PairedTimings {
    /// The first contender's timings.
    let first: SampleStatistics
    /// The second contender's timings.
    let second: SampleStatistics
    /// The per-iteration ratios `first / second`, sorted.
    let ratios: [Double]

    /// The median ratio (nearest rank), 0 when there were no runs.
    var medianRatio: Double { Self.percentile(ratios, 0.5) }
    /// The 10th percentile of the ratios.
    var p10Ratio: Double { Self.percentile(ratios, 0.1) }
    /// The 90th percentile of the ratios.
    var p90Ratio: Double { Self.percentile(ratios, 0.9) }

    static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }
}

extension Stopwatch {
    /// Times `first` and `second` in the same iterations, alternating which goes first.
    /// - Parameters:
    ///   - prepare: Untimed set-up before each iteration, told its number (warm-ups from 0).
    ///   - first: The contender whose time is the ratio's numerator (Revive's save).
    ///   - second: The denominator (the bare durable write).
    /// - Returns: Both contenders' statistics and the ratio of each iteration.
    /// - Throws: Whatever the closures throw.
    func measurePairs(
        prepare: (Int) throws -> Void, first: () throws -> Void, second: () throws -> Void
    ) throws -> PairedTimings {
        let clock = ContinuousClock()
        var firstSamples: [UInt64] = []
        var secondSamples: [UInt64] = []
        var ratios: [Double] = []
        var spent = Duration.zero
        let rounds = max(1, warmUps) + max(1, iterations)
        for round in 0..<rounds {
            try prepare(round)
            var firstTime = Duration.zero
            var secondTime = Duration.zero
            if round.isMultiple(of: 2) {
                firstTime = try clock.measure(first)
                secondTime = try clock.measure(second)
            } else {
                secondTime = try clock.measure(second)
                firstTime = try clock.measure(first)
            }
            guard round >= max(1, warmUps) else { continue }
            let a = Self.nanoseconds(firstTime)
            let b = Self.nanoseconds(secondTime)
            firstSamples.append(a)
            secondSamples.append(b)
            ratios.append(Double(a) / Double(max(b, 1)))
            spent += firstTime + secondTime
            if ratios.count >= 3, spent > timeBudget { break }
        }
        return PairedTimings(first: SampleStatistics(firstSamples), second: SampleStatistics(secondSamples), ratios: ratios.sorted())
    }
}
