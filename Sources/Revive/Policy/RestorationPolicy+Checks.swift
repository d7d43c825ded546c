package import Foundation
package import Logging

extension RestorationPolicy {
    /// Applies the checks that need only the decoded snapshot — age, schema version (with
    /// migration), app version — and returns the snapshot to restore or the reason to start
    /// fresh.
    ///
    /// The checks run in that order. A state captured in the future (the clock was moved
    /// back) counts as zero seconds old; a creation time that is not a finite number counts
    /// as too old when a ``maximumAge`` is set. Migration runs one step per version and stamps
    /// each new version into the header; a missing step, a throwing migration or a saved
    /// version newer than ``schemaVersion`` gives ``FreshReason/schemaVersionMismatch(saved:current:)``.
    /// The app-version check runs only when the saved schema version is already current.
    ///
    /// This does not touch any store; ``RestorationSession/beginLaunch(sceneID:now:)`` calls it
    /// and then deletes a rejected state.
    ///
    /// ```swift
    /// let policy = RestorationPolicy(appVersion: "2.0", maximumAge: 3_600)
    /// let outcome = policy.evaluate(snapshot, now: Date())
    /// ```
    /// - Parameters:
    ///   - snapshot: The decoded saved state.
    ///   - now: The current time, for the age check.
    ///   - logger: Where a refused or failed migration is explained; logs nothing by default.
    /// - Returns: `.restored` with the (possibly migrated) snapshot, or `.fresh` with the failed check.
    package func evaluate(_ snapshot: Snapshot, now: Date, logger: Logger = .disabled) -> LaunchOutcome {
        if let maximumAge {
            let age = max(0, now.timeIntervalSince(snapshot.header.createdAt))
            if !age.isFinite || age > maximumAge {
                return .fresh(.tooOld(age: age, maximum: maximumAge))
            }
        }
        let savedSchema = snapshot.header.schemaVersion
        if savedSchema != schemaVersion {
            return migrate(snapshot, logger: logger)
        }
        if let appVersion, discardsOtherAppVersions, snapshot.header.appVersion != appVersion {
            return .fresh(.appVersionMismatch(saved: snapshot.header.appVersion, current: appVersion))
        }
        return .restored(snapshot)
    }

    /// Runs the migration chain from the snapshot's schema version to ``schemaVersion``.
    private func migrate(_ snapshot: Snapshot, logger: Logger) -> LaunchOutcome {
        let saved = snapshot.header.schemaVersion
        let mismatch = LaunchOutcome.fresh(.schemaVersionMismatch(saved: saved, current: schemaVersion))
        guard saved < schemaVersion else {
            logger.info("saved schema version is newer than the app's", metadata: [
                "saved": "\(saved)", "current": "\(schemaVersion)",
            ])
            return mismatch
        }
        var migrated = snapshot
        var version = saved
        while version < schemaVersion {
            guard let migration = migrations[version] else {
                logger.info("no migration registered", metadata: ["from": "\(version)"])
                return mismatch
            }
            do {
                migrated = try migration(migrated)
            } catch {
                logger.warning("migration threw; discarding the saved state", metadata: [
                    "from": "\(version)", "error": "\(error)",
                ])
                return mismatch
            }
            version += 1
            migrated.header.schemaVersion = version
        }
        return .restored(migrated)
    }
}
