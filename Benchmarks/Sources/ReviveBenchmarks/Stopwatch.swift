/// Times a piece of work repeatedly: warm-up runs first, then timed runs, with a cut-off for
/// work too slow to repeat.
///
/// Each run is timed with `ContinuousClock` around the work alone; whatever the work returns
/// is kept until after the clock stops, so freeing it is not counted. When the first
/// (warm-up) run takes longer than ``slowRunLimit``, the measurement is skipped and the
/// caller reports it as such. Timed runs also stop early once ``timeBudget`` is spent, after
/// at least three runs.
///
/// ```swift
/// let stopwatch = Stopwatch(iterations: 15)
/// let stats = try stopwatch.measure { try codec.encode(snapshot) }   // nil when too slow
/// ```
struct Stopwatch {
    /// Timed runs wanted.
    var iterations: Int
    /// Untimed runs first (at least one, which is also the slowness probe).
    var warmUps = 2
    /// A single run slower than this skips the measurement.
    var slowRunLimit: Duration = .seconds(2)
    /// Timed runs stop after this much time has been spent in them (at least three runs).
    var timeBudget: Duration = .seconds(6)

    /// Times `work`.
    /// - Parameter work: The work; its result is released after the clock stops.
    /// - Returns: The statistics, or `nil` when one run took over ``slowRunLimit``.
    /// - Throws: Whatever `work` throws.
    func measure<Result>(_ work: () throws -> Result) rethrows -> SampleStatistics? {
        let clock = ContinuousClock()
        for warmUp in 0..<max(1, warmUps) {
            var kept: Result?
            let elapsed = try clock.measure { kept = try work() }
            withExtendedLifetime(kept) {}
            if warmUp == 0, elapsed > slowRunLimit { return nil }
        }
        var samples: [UInt64] = []
        samples.reserveCapacity(iterations)
        var spent = Duration.zero
        for _ in 0..<max(1, iterations) {
            var kept: Result?
            let elapsed = try clock.measure { kept = try work() }
            withExtendedLifetime(kept) {}
            samples.append(Self.nanoseconds(elapsed))
            spent += elapsed
            if samples.count >= 3, spent > timeBudget { break }
        }
        return SampleStatistics(samples)
    }

    /// Times `work` with `prepare` run, untimed, before every run (warm-ups included): to
    /// change every value before a cold capture, or to put a file back before a launch.
    /// - Parameters:
    ///   - prepare: Untimed set-up; told the run's number (warm-ups first, from 0).
    ///   - work: The timed work; its result is released after the clock stops.
    /// - Returns: The statistics, or `nil` when one run took over ``slowRunLimit``.
    /// - Throws: Whatever `prepare` or `work` throws.
    func measure<Result>(prepare: (Int) throws -> Void, _ work: () throws -> Result) throws -> SampleStatistics? {
        var round = 0
        return try timeRuns(work) {
            try prepare(round)
            round += 1
        }
    }

    /// The loop of ``measure(prepare:_:)``: `setUp`, untimed, before each clocked `work`.
    private func timeRuns<Result>(_ work: () throws -> Result, setUp: () throws -> Void) throws -> SampleStatistics? {
        let clock = ContinuousClock()
        for warmUp in 0..<max(1, warmUps) {
            try setUp()
            var kept: Result?
            let elapsed = try clock.measure { kept = try work() }
            withExtendedLifetime(kept) {}
            if warmUp == 0, elapsed > slowRunLimit { return nil }
        }
        var samples: [UInt64] = []
        var spent = Duration.zero
        for _ in 0..<max(1, iterations) {
            try setUp()
            var kept: Result?
            let elapsed = try clock.measure { kept = try work() }
            withExtendedLifetime(kept) {}
            samples.append(Self.nanoseconds(elapsed))
            spent += elapsed
            if samples.count >= 3, spent > timeBudget { break }
        }
        return SampleStatistics(samples)
    }

    /// A duration in whole nanoseconds (negative durations count as zero).
    static func nanoseconds(_ duration: Duration) -> UInt64 {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0 else { return 0 }
        return UInt64(seconds) * 1_000_000_000 + UInt64(attoseconds / 1_000_000_000)
    }
}

extension Stopwatch: Sendable {}
