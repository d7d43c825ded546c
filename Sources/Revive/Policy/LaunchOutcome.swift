import Foundation
import Logging

/// What a launch does with the saved state: restore it, or start fresh for a stated reason.
///
/// ``RestorationSession/beginLaunch(sceneID:now:)`` returns one for every launch. A
/// `.restored` outcome carries the snapshot, already migrated to the current schema version;
/// rebuild the pages from it, then call ``RestorationSession/finishRestoration(sceneID:)``.
///
/// ```swift
/// switch session.beginLaunch(sceneID: "main") {
/// case .restored(let snapshot):
///     rebuild(from: snapshot)
///     try session.finishRestoration(sceneID: "main")
/// case .fresh(let reason):
///     logger.info("\(reason)")   // "fresh because the last restore crashed (1 attempt)"
///     showHome()
/// }
/// ```
package enum LaunchOutcome: Hashable {
    /// The saved state passed every check; here it is.
    case restored(Snapshot)
    /// The app starts fresh; the reason names the check that failed.
    case fresh(FreshReason)

    /// The restored snapshot, or `nil` for a fresh launch.
    package var snapshot: Snapshot? {
        if case .restored(let snapshot) = self { return snapshot }
        return nil
    }

    /// Why the launch is fresh, or `nil` if it restored.
    package var freshReason: FreshReason? {
        if case .fresh(let reason) = self { return reason }
        return nil
    }
}

extension LaunchOutcome: CustomStringConvertible {
    /// A sentence: `"restored 5 pages of scene \"main\""` or `"fresh because …"`.
    package var description: String {
        switch self {
        case .restored(let snapshot):
            let count = snapshot.root.nodeCount
            return "restored \(count) \(count == 1 ? "page" : "pages") of scene \"\(snapshot.header.sceneID)\""
        case .fresh(let reason):
            return "fresh because \(reason)"
        }
    }
}

extension LaunchOutcome: Sendable {}

