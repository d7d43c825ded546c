package import Foundation
import Revive

/// What loading a folder after a power cut gave.
package enum PowerLossLoad: Hashable, Sendable, CustomStringConvertible {
    /// The state of this generation.
    case generation(Int)
    /// Nothing to restore, for a reason the sequence allows (no state, the crash guard, a quit).
    case fresh
    /// A torn or unreadable state: never allowed.
    case broken(String)

    package var description: String {
        switch self {
        case .generation(let number): "generation \(number)"
        case .fresh: "fresh"
        case .broken(let reason): "broken (\(reason))"
        }
    }
}

/// Checks that every folder a power cut may leave during a recorded sequence of saves and
/// launches loads as an allowed generation: the one before the step under way, or the one it
/// makes — never a torn file, never an older generation.
///
/// The sequence is cut into steps (a save, a launch) by their operation counts. A power cut
/// after operation `p` of step `k` may load as what step `k − 1` left or what step `k` makes
/// (plus anything `k` allows while under way, such as the crash guard's fresh start); a cut
/// right after a step may load only as what that step leaves. ``PowerLossModel`` gives the
/// folders; `load` reads each one the way an app would.
///
/// ```swift
/// let report = PowerLossChecker.check(operations: log.operations, folder: path, steps: steps) { files in
///     loadGeneration(from: files)
/// }
/// #expect(report.failures.isEmpty)
/// ```
package enum PowerLossChecker {
    /// One logical step of a sequence.
    package struct Step: Sendable {
        /// How many operations the log holds once the step returned.
        package var end: Int
        /// What a load may give once the step returned.
        package var after: Set<PowerLossLoad>
        /// What else a load may give while the step is under way.
        package var whileUnderWay: Set<PowerLossLoad> = []

        /// A step.
        package init(end: Int, after: Set<PowerLossLoad>, whileUnderWay: Set<PowerLossLoad> = []) {
            self.end = end
            self.after = after
            self.whileUnderWay = whileUnderWay
        }
    }

    /// The outcome of a check.
    package struct Report: Sendable, CustomStringConvertible {
        /// Crash points: one after each operation, and one before the first.
        package var crashPoints = 0
        /// Folders loaded and checked, over all crash points.
        package var statesChecked = 0
        /// The first few folders that loaded as something not allowed.
        package var failures: [String] = []
        /// How many folders loaded as something not allowed.
        package var failureCount = 0

        package var description: String {
            "\(crashPoints) crash points, \(statesChecked) states checked, \(failureCount) not allowed"
                + failures.map { "\n  \($0)" }.joined()
        }
    }

    /// Replays `operations` and loads every folder a power cut may leave after each one.
    /// - Parameters:
    ///   - operations: The recorded operations, in order.
    ///   - folder: The folder they were recorded in.
    ///   - initial: The durable files the folder held before the first operation.
    ///   - before: What a load gives before the first step.
    ///   - steps: The steps, in order, by their ends.
    ///   - load: Loads a folder's files as an app would.
    /// - Returns: The counts and the failures.
    package static func check(
        operations: [FileOperation], folder: String, initial: [String: Data] = [:], before: Set<PowerLossLoad> = [.fresh],
        steps: [Step], load: ([String: Data]) -> PowerLossLoad
    ) -> Report {
        var model = PowerLossModel(folder: folder, initial: initial)
        var report = Report()
        for point in 0...operations.count {
            if point > 0 { model.apply(operations[point - 1]) }
            let allowed = allowedLoads(at: point, before: before, steps: steps)
            report.crashPoints += 1
            for state in model.crashStates() {
                report.statesChecked += 1
                let loaded = load(state)
                guard !allowed.contains(loaded) else { continue }
                report.failureCount += 1
                if report.failures.count < 8 {
                    let last = point > 0 ? "\(operations[point - 1])".prefix(120) : "the start"
                    report.failures.append(
                        "after operation \(point) (\(last)): files \(state.keys.sorted()) loaded as \(loaded); allowed: \(allowed.map(\.description).sorted())"
                    )
                }
            }
        }
        return report
    }

    /// What a load may give after `point` operations.
    private static func allowedLoads(at point: Int, before: Set<PowerLossLoad>, steps: [Step]) -> Set<PowerLossLoad> {
        var previous = before
        for step in steps {
            if point == step.end { return step.after }
            if point < step.end { return previous.union(step.after).union(step.whileUnderWay) }
            previous = step.after
        }
        return previous
    }
}
