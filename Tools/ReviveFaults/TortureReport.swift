/// What a kill-torture run observed: how many kills, how the loads came out, and every
/// broken guarantee.
///
/// A clean run has no ``failures``: no torn or corrupt load, every load the last completed
/// generation or the one in flight, and no temporary file left after reopening the store.
///
/// ```swift
/// let report = try TortureRunner(options).run()
/// print(report.summary)        // "1000 random kills, 80 step kills: … torn or corrupt 0 …"
/// ```
package struct TortureReport {
    /// Kills at random instants.
    package var randomKills = 0
    /// Deliberate kills, per step.
    package var stepKills: [TortureStep: Int] = [:]
    /// Loads that failed to read or decode: torn or corrupt files.
    package var tornOrCorrupt = 0
    /// Loads that decoded but held neither allowed generation.
    package var wrongGeneration = 0
    /// Temporary files still present after reopening the store.
    package var leftoverTemporaryFiles = 0
    /// Loads that found the last generation the child reported (or no file before the first).
    package var loadedLastCompleted = 0
    /// Loads that found the generation in flight: saved, not yet reported.
    package var loadedInFlight = 0
    /// Temporary files found before reopening (the store then removed them).
    package var temporaryFilesBeforeReopen = 0
    /// Mid-write kills that left a temporary file holding part of the bytes.
    package var partialWritesCaught = 0
    /// Kills before which a stale crash marker was left in the folder (checkpoint mode): one a
    /// crash after the guard's watch ended could leave; the next launch must remove it uncounted.
    package var staleMarkers = 0
    /// The highest generation loaded.
    package var highestGeneration = 0
    /// Each broken guarantee, in words (the first 50 are kept).
    package private(set) var failures: [String] = []
    /// How many guarantees were broken in all.
    package private(set) var failureCount = 0

    /// Creates an empty report.
    package init() {}

    /// Whether every guarantee held.
    package var isClean: Bool { failureCount == 0 }

    /// Records a broken guarantee.
    /// - Parameter message: What broke, quoting the values.
    package mutating func fail(_ message: String) {
        failureCount += 1
        if failures.count < 50 { failures.append(message) }
    }

    /// The totals on a few lines.
    package var summary: String {
        let steps = TortureStep.allCases.map { "\($0.rawValue) \(stepKills[$0, default: 0])" }.joined(separator: ", ")
        return """
            kills: \(randomKills) at random instants; at steps: \(steps)
            loads: last completed \(loadedLastCompleted), in flight \(loadedInFlight), highest generation \(highestGeneration)
            torn or corrupt: \(tornOrCorrupt); wrong generation: \(wrongGeneration); \
            temporary files left after reopening: \(leftoverTemporaryFiles)
            temporary files found before reopening: \(temporaryFilesBeforeReopen); \
            mid-write kills that caught a partial file: \(partialWritesCaught); \
            stale crash markers left before a kill: \(staleMarkers)
            result: \(isClean ? "PASS" : "FAIL (\(failureCount) broken guarantees)")
            """
    }
}

extension TortureReport: Sendable {}
