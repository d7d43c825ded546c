/// What a benchmark run measures: which tree sizes, how many timed runs, and where files go.
///
/// ```swift
/// let options = try BenchmarkOptions(sizes: [10, 100], iterations: 21)
/// ```
public struct BenchmarkOptions: Hashable {
    /// The sizes of the issue: 10, 100, 1,000 and 10,000 pages.
    public static let standardSizes = [10, 100, 1_000, 10_000]

    /// The tree sizes, in pages, in the order run.
    public var sizes: [Int]
    /// Timed runs per measurement (after warm-up runs).
    public var iterations: Int
    /// Untimed runs before the timed ones.
    public var warmUps: Int
    /// Whether to measure the peak memory of a cold save and of a restore (at the largest size).
    public var measuresMemory: Bool
    /// The benchmark's own executable, spawned to time the first capture in a new process;
    /// `nil` skips that row (a test process cannot spawn itself).
    public var probeExecutable: String?
    /// New processes spawned per size for the first capture; the median is reported.
    public var processSpawns = 7

    /// Creates options.
    /// - Parameters:
    ///   - sizes: Tree sizes in pages, each from 5 to 10,000 (the codec's default node cap).
    ///   - iterations: Timed runs per measurement, at least 1.
    ///   - warmUps: Untimed runs first, at least 1.
    ///   - measuresMemory: Measure the peak memory of a save at the largest size.
    /// - Throws: ``BenchmarkError`` with code `badOption`, quoting the value.
    public init(sizes: [Int] = standardSizes, iterations: Int = 25, warmUps: Int = 3, measuresMemory: Bool = true) throws(BenchmarkError) {
        guard !sizes.isEmpty else { throw BenchmarkError(.badOption, "no sizes given") }
        if let bad = sizes.first(where: { !(5...10_000).contains($0) }) {
            throw BenchmarkError(.badOption, "size \(bad) is out of range; sizes run from 5 to 10000 pages")
        }
        guard iterations >= 1 else { throw BenchmarkError(.badOption, "iterations must be at least 1; got \(iterations)") }
        guard warmUps >= 1 else { throw BenchmarkError(.badOption, "warm-ups must be at least 1; got \(warmUps)") }
        self.sizes = sizes
        self.iterations = iterations
        self.warmUps = warmUps
        self.measuresMemory = measuresMemory
    }

    /// The CI run: the smallest size, five timed runs after one warm-up, three spawns, no memory probe.
    public static var quick: BenchmarkOptions {
        get throws(BenchmarkError) {
            var options = try BenchmarkOptions(sizes: [standardSizes[0]], iterations: 5, warmUps: 1, measuresMemory: false)
            options.processSpawns = 3
            return options
        }
    }
}

extension BenchmarkOptions: Sendable {}
