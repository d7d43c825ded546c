public import Foundation
import Logging

/// What a launch sweep removes from a store (``SceneSweeping/sweep(_:)``, started once per store
/// and process by ``RestorationScene``):
/// every file of a scene that is not live; a live (or unknown) scene's state and records once
/// the state is older than ``maximumAge``; a state set aside for inspection once older than
/// ``maximumQuarantineAge``. A scene whose lock is held is kept as it is.
public struct SceneSweep: Sendable {
    /// The scenes that may still be opened; `nil` when unknown (only the ages apply).
    public var liveSceneIDs: Set<String>?
    /// The oldest state kept, in seconds since it was written; `nil` for no limit.
    public var maximumAge: TimeInterval?
    /// The oldest state set aside that is kept, in seconds since it was set aside.
    public var maximumQuarantineAge: TimeInterval?
    /// The time the ages are measured at.
    public var now: Date

    /// A sweep.
    /// - Parameters:
    ///   - liveSceneIDs: The scenes that may still be opened, or `nil` when unknown.
    ///   - maximumAge: The oldest state kept, in seconds, or `nil`.
    ///   - maximumQuarantineAge: The oldest state set aside that is kept, in seconds, or `nil`.
    ///   - now: The time the ages are measured at.
    public init(liveSceneIDs: Set<String>?, maximumAge: TimeInterval?, maximumQuarantineAge: TimeInterval?, now: Date = Date()) {
        self.liveSceneIDs = liveSceneIDs
        self.maximumAge = maximumAge
        self.maximumQuarantineAge = maximumQuarantineAge
        self.now = now
    }

    /// What a sweep did.
    public struct Outcome: Equatable, Sendable {
        /// How many files were removed.
        public var removedFiles = 0
        /// The scenes (their file names' stem) some or all of whose files were removed.
        public var removedScenes: [String] = []
        /// The scenes left alone because their lock is held, here or by another process.
        public var keptInUse: [String] = []
        /// What could not be done.
        public var failures: [String] = []

        public init() {}

        func log(to logger: Logger) {
            if removedFiles > 0 || !keptInUse.isEmpty {
                logger.info("swept saved scenes", metadata: [
                    "files removed": "\(removedFiles)", "scenes": "\(removedScenes)", "in use": "\(keptInUse)",
                ])
            }
            for failure in failures {
                logger.notice("sweep: \(failure)")
            }
        }
    }
}
