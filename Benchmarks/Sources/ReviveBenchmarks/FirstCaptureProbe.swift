import Foundation
import Revive

/// The first capture of a new process: what an app pays the first time it goes to the
/// background after a launch.
///
/// Nothing is warm then: the runtime has not yet looked up the conformances and field
/// metadata capture needs, no page has found its `@Preserved` properties, no value has an
/// encoding kept from an earlier capture. The benchmark measures it by spawning its own
/// executable with a hidden option (`revive-bench --probe-first-capture 1000`): the child
/// builds a tree, times its one capture and prints the nanoseconds; the parent spawns it
/// several times and reports the median.
///
/// ```swift
/// let nanoseconds = try FirstCaptureProbe.run(pages: 1_000)   // in the child
/// ```
public enum FirstCaptureProbe {
    /// Builds a tree of `pages` pages in this process and times its first capture.
    /// - Parameter pages: The tree's size, 5...10,000.
    /// - Returns: The capture's time in nanoseconds.
    /// - Throws: ``BenchmarkError`` with code `badOption` or `failed`.
    @MainActor
    public static func run(pages: Int) throws(BenchmarkError) -> UInt64 {
        guard (5...10_000).contains(pages) else {
            throw BenchmarkError(.badOption, "size \(pages) is out of range; sizes run from 5 to 10000 pages")
        }
        let (navigator, _) = try BenchmarkTree.makeNavigator(pageCount: pages)
        let registry = BenchmarkPages.registry()
        let header = BenchmarkTree.header()
        var snapshot: Snapshot?
        let elapsed = try BenchmarkSuite.check {
            try ContinuousClock().measure {
                snapshot = try navigator.captureSnapshot(registry: registry, header: header, budget: .unlimited)
            }
        }
        guard snapshot?.root.nodeCount == pages else {
            throw BenchmarkError(.failed, "the first capture gave \(snapshot?.root.nodeCount ?? 0) of \(pages) pages")
        }
        return Stopwatch.nanoseconds(elapsed)
    }

    /// Spawns `executable --probe-first-capture pages` `count` times, one after the other.
    /// - Returns: The statistics of the children's times.
    /// - Throws: ``BenchmarkError`` with code `failed` when a child cannot start, fails, or
    ///   prints something other than a number.
    static func spawn(_ executable: String, pages: Int, count: Int) throws(BenchmarkError) -> SampleStatistics {
        var samples: [UInt64] = []
        for _ in 0..<max(1, count) {
            samples.append(try spawnOnce(executable, pages: pages))
        }
        return SampleStatistics(samples)
    }

    private static func spawnOnce(_ executable: String, pages: Int) throws(BenchmarkError) -> UInt64 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--probe-first-capture", "\(pages)"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw BenchmarkError(.failed, "cannot start \(executable): \(error)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0, let nanoseconds = UInt64(text) else {
            throw BenchmarkError(.failed, "\(executable) --probe-first-capture \(pages) exited \(process.terminationStatus) printing \"\(text.prefix(200))\"")
        }
        return nanoseconds
    }
}
