public import Foundation

extension LaunchResult {
    /// Why a launch starts fresh instead of restoring: the check that failed.
    ///
    /// Checks run in this order, and the first that fails is the reason: ``userQuit``,
    /// ``crashedDuringLastRestore(attempts:)`` or ``crashedAfterRestore(crashes:)``, ``noSavedState``, ``storeUnavailable(_:)``,
    /// ``damagedFile(_:)``, ``sceneMismatch(saved:expected:)``, ``tooOld(age:maximum:)``,
    /// ``schemaVersionMismatch(saved:current:)``, ``appVersionMismatch(saved:current:)``; before
    /// all of them, ``sceneInUse`` when another process holds the scene.
    ///
    /// Its description completes the sentence "fresh because …":
    ///
    /// ```swift
    /// let sentence = "fresh because \(LaunchResult.FreshReason.crashedDuringLastRestore(attempts: 1))"
    /// // fresh because the last restore crashed (1 attempt)
    /// ```
    public enum FreshReason: Hashable {
        /// No state is saved for the scene.
        case noSavedState
        /// The saved state is older than the policy's maximum age (both in seconds).
        case tooOld(age: TimeInterval, maximum: TimeInterval)
        /// Restoring this state began `attempts` times and never finished; it was moved aside.
        case crashedDuringLastRestore(attempts: Int)
        /// The app crashed `crashes` times in a row soon after restoring this state, before any
        /// save or checkpoint (``RestorationPolicy/maximumCrashesAfterRestore``); it was moved aside.
        case crashedAfterRestore(crashes: Int)
        /// The user quit on purpose last time, so the saved state was discarded.
        case userQuit
        /// The state was saved by another app version and the policy discards those.
        case appVersionMismatch(saved: String, current: String)
        /// The state has another schema version and no migration (or a failing one) leads to the
        /// current; it was set aside, not deleted.
        case schemaVersionMismatch(saved: UInt32, current: UInt32)
        /// The saved bytes could not be decoded (the decoder's error is quoted); they were moved aside.
        case damagedFile(String)
        /// The file decoded, but its header names another scene; it was moved aside.
        case sceneMismatch(saved: String, expected: String)
        /// The store failed to read the state or to record the restore attempt (its error is quoted);
        /// the state is left where it is for a later launch.
        case storeUnavailable(String)
        /// The app's ``RestorationController/shouldRestore`` returned `false`; the state was discarded.
        case declinedByApp
        /// The saved root page's type (named) is no longer registered in this version of the
        /// app; the state was moved aside.
        case rootTypeUnknown(String)
        /// The saved tree came back but would show nothing (no tabs, an empty stack); the state
        /// was moved aside.
        case nothingOnScreen
        /// The saved bytes are intact, but the root page no longer fits this version of the app
        /// (its factory threw, its values could not be read, or it is now another kind of
        /// container that no mapping leads to; the reason is quoted); the state was moved aside.
        case rootNoLongerFits(String)
        /// Another process — a second instance of the app on the same folder — holds this scene's
        /// lock (an `flock` with ``FileStore``), or the lock's path is not a regular file
        /// (a folder or a symbolic link put in its place, so the owner cannot be known). The saved
        /// state is left alone: not restored, not deleted, and this process's saves of the scene
        /// are refused.
        case sceneInUse
    }
}

extension LaunchResult.FreshReason: CustomStringConvertible {
    /// A phrase completing "fresh because …", for example `"the saved state is 9 days old (limit 7 days)"`.
    public var description: String {
        switch self {
        case .noSavedState:
            "no state was saved"
        case .tooOld(let age, let maximum) where Self.duration(age) == Self.duration(maximum):
            "the saved state is older than its limit of \(Self.duration(maximum))"
        case .tooOld(let age, let maximum):
            "the saved state is \(Self.duration(age)) old (limit \(Self.duration(maximum)))"
        case .crashedDuringLastRestore(let attempts):
            "the last restore crashed (\(attempts) \(attempts == 1 ? "attempt" : "attempts"))"
        case .crashedAfterRestore(let crashes):
            "the app crashed \(crashes) \(crashes == 1 ? "time" : "times") in a row right after restoring this state"
        case .userQuit:
            "the user quit the app"
        case .appVersionMismatch(let saved, let current):
            "the state was saved by app version \"\(saved)\", this is \"\(current)\""
        case .schemaVersionMismatch(let saved, let current):
            "the state has schema version \(saved) and no migration leads to \(current)"
        case .damagedFile(let reason):
            "the saved file is damaged (\(reason))"
        case .sceneMismatch(let saved, let expected):
            "the saved file belongs to scene \"\(saved)\", not \"\(expected)\""
        case .storeUnavailable(let reason):
            "the store failed (\(reason))"
        case .declinedByApp:
            "the app declined to restore"
        case .rootTypeUnknown(let typeName):
            "the saved root page type \"\(typeName)\" is no longer registered"
        case .nothingOnScreen:
            "the saved state would show no page"
        case .rootNoLongerFits(let reason):
            "the saved state no longer fits this version of the app (\(reason)); it was set aside"
        case .sceneInUse:
            "another process holds this scene"
        }
    }

    /// A duration a person reads: whole days, hours or minutes from a minute up (`"9 days"`,
    /// `"3 hours"`), seconds with up to three decimals below that (`"1.5 seconds"`), and
    /// milliseconds below a second (`"250 milliseconds"`, `"0.5 milliseconds"`).
    static func duration(_ seconds: TimeInterval) -> String {
        guard seconds.isFinite, abs(seconds) < 1e15 else { return "\(seconds) seconds" }
        let units: [(String, TimeInterval)] = [("day", 86_400), ("hour", 3_600), ("minute", 60)]
        for (name, size) in units where abs(seconds) >= size {
            let count = Int((seconds / size).rounded(.down))
            return "\(count) \(name)\(count == 1 ? "" : "s")"
        }
        if seconds == 0 { return "0 seconds" }
        if abs(seconds) < 1 { return "\(decimal(seconds * 1_000)) milliseconds" }
        let text = decimal(seconds)
        return "\(text) second\(text == "1" ? "" : "s")"
    }

    /// `value` with at most three decimals and no trailing zeros: `1.5`, `0.25`, `42`.
    private static func decimal(_ value: Double) -> String {
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" || text.isEmpty ? "0" : text
    }
}

/// A fresh start is how a restore fails: the launch checks throw the reason, and
/// ``LaunchResult/fresh(_:)`` carries it.
extension LaunchResult.FreshReason: Error {}

// MARK: - Where each reason is worked out

/// Every fact a launch meets that makes it fresh becomes its reason here, and nowhere else:
/// the session's checks (``RestorationSession/beginLaunch(now:)``) and the controller's
/// rebuild hand over what they found.
extension LaunchResult.FreshReason {
    /// The fresh reason of a policy check that refused the saved state.
    init(_ refusal: RestorationPolicy.Refusal) {
        switch refusal {
        case .tooOld(let age, let maximum): self = .tooOld(age: age, maximum: maximum)
        case .schemaVersionMismatch(let saved, let current): self = .schemaVersionMismatch(saved: saved, current: current)
        case .appVersionMismatch(let saved, let current): self = .appVersionMismatch(saved: saved, current: current)
        }
    }

    /// The fresh reason of a restore whose root could not come back; `report` says why it
    /// was not made.
    init(_ failure: RestoreReport.RootFailure, report: RestoreReport) {
        switch failure {
        case .unknownType(let typeName): self = .rootTypeUnknown(typeName)
        case .nothingVisible: self = .nothingOnScreen
        case .notMade: self = .rootNoLongerFits("the root page could not be recreated: \(report.items.first?.reason ?? "unknown")")
        }
    }

    /// The fresh reason of a saved file the decoder refused (its error is quoted).
    init(undecodable error: any Error) {
        self = .damagedFile(String(describing: error))
    }

    /// The fresh reason of a store that failed during the launch (its error is quoted).
    init(storeFailure error: ReviveError) {
        self = .storeUnavailable(error.description)
    }

    /// The fresh reason of a launch whose restore the app declined (`shouldRestore`), given
    /// how discarding the saved state went: ``sceneInUse`` when another process holds the
    /// scene (nothing was removed), ``declinedByApp`` otherwise.
    init(declinedWithDiscardError error: ReviveError?) {
        self = error?.code == .sceneLocked ? .sceneInUse : .declinedByApp
    }
}

extension LaunchResult.FreshReason: Sendable {}
