public import Foundation
import Logging

/// The rules that decide, at launch, whether a saved state is restored or thrown away, and
/// what happens to it afterwards.
///
/// The defaults follow what UIKit documents for when it throws saved state away: when the user
/// quits on purpose ("the system deletes the app's preserved state when the user force quits
/// the app") and when a restore crashes ("if your app crashes during the restoration process,
/// the system … deletes the app's preserved state"; UIKit's *Preserving your app's UI across
/// launches*). Otherwise the saved state lives until a newer save replaces it: a restore does
/// not delete it (``deletesAfterRestore`` is `false`), so a second death before the next save —
/// a crash, a watchdog, the system again — comes back to the same place. What protects against
/// a state that keeps killing the app is the crash-loop guard: a restore that crashes
/// (``maximumRestoreAttempts``) or crashes soon after restores, in a row
/// (``maximumCrashesAfterRestore`` within ``crashLoopWindow``), set the state aside. Saved state
/// never expires by default (``maximumAge`` is `nil`), as in UIKit; set an age to drop a scene
/// nobody opened for days.
///
/// A state saved by another version of the app is restored by default, as UIKit does: UIKit
/// records the version that saved its archive (`UIApplication.stateRestorationBundleVersionKey`)
/// and leaves the choice to the app. An App Store update replaces the app while it is
/// suspended, exactly the moment restoration exists for, so discarding on every version
/// would lose the user's place at every update. What makes an old state unsafe is a change in
/// the preserved values, which ``schemaVersion`` and ``migrations`` handle, and a page type
/// that no longer exists, which the registry drops. To discard across versions anyway, set
/// ``appVersion``:
///
/// ```swift
/// let version = Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String
/// let policy = RestorationPolicy(appVersion: version)   // another version's state: fresh start
/// ```
///
/// Versions: when the saved ``Snapshot/Header/schemaVersion`` differs from ``schemaVersion``,
/// Revive runs the registered ``migrations`` one step at a time — the migration registered
/// for version *n* turns a version-*n* snapshot into version *n + 1*, and Revive stamps the
/// new version into the header — until it reaches the current version. If a step is
/// missing, a migration throws, or the saved version is *newer*, the launch is fresh and the
/// state, intact, is set aside for inspection (``maximumQuarantineAge``), not deleted.
/// The app-version check applies only when the schema versions match: a schema migration is
/// the app's statement that it handles the change.
///
/// ```swift
/// var policy = RestorationPolicy(appVersion: "3.0", schemaVersion: 3)
/// policy.maximumAge = 7 * 24 * 60 * 60
/// policy.registerMigration(from: 1) { snapshot in renameKeys(in: snapshot) }
/// policy.registerMigration(from: 2) { snapshot in snapshot }
/// ```
public struct RestorationPolicy {
    /// Turns a snapshot of one schema version into the next. Throw to discard the state.
    public typealias Migration = @Sendable (Snapshot) throws -> Snapshot

    /// Delete the saved state once a launch has restored it (when the restored pages are on
    /// screen and their post-restore hooks have run). Default `false`: the state lives until a
    /// newer save replaces it, so a second death before the next save still comes back. Set it
    /// for a state that must come back at most once; the restoring launch then also pays a
    /// folder `fsync` for the removal.
    public var deletesAfterRestore: Bool
    /// Delete the saved state when the user quits on purpose (``RestorationController/userDidQuit()``),
    /// and start fresh at the next launch. Default `true`, as UIKit.
    public var deletesOnUserQuit: Bool
    /// How many restores of one saved state may begin without finishing before Revive stops
    /// trying and moves the state aside. Default `1`: a state that crashed the app once is not
    /// restored again. Values below `1` count as `1`.
    public var maximumRestoreAttempts: Int
    /// How many crashes in a row, each within ``crashLoopWindow`` of a finished restore and
    /// before any save or checkpoint, end the loop: the state is set aside and the launch is
    /// fresh (``LaunchResult/FreshReason/crashedAfterRestore(crashes:)``). Default `2`: one
    /// crash may be chance; the second in a row at the same place is a loop. Only a crash
    /// counts (a signal such as a Swift runtime trap or `abort`, which leaves a marker); the
    /// system killing the app (`SIGKILL`: memory pressure, background limits) never does, so
    /// such deaths after a restore always come back. Values below `1` count as `1`.
    public var maximumCrashesAfterRestore: Int
    /// How soon after a finished restore, in seconds, the next launch must come for the crash
    /// in between to count toward ``maximumCrashesAfterRestore``. Default 60.
    public var crashLoopWindow: TimeInterval
    /// Whether a crash after a restore is told from a kill: a signal handler for the crash
    /// signals (`SIGSEGV`, `SIGBUS`, `SIGILL`, `SIGTRAP`, `SIGABRT`, `SIGFPE`) is installed once a
    /// restore finishes, and leaves the scene's crash marker before it hands the signal on to
    /// the handler that was there before — the app's crash reporter — with the original fault
    /// (*The crash guard* in *Saved state on disk*). Default `true`. `false` installs nothing,
    /// for a reporter that must be the only handler: the guard then counts only restores that
    /// never finished (``maximumRestoreAttempts``), and ``maximumCrashesAfterRestore`` never
    /// ends a loop.
    public var detectsCrashes: Bool
    /// The oldest saved state that is still restored, in seconds since it was captured, or
    /// `nil` for no limit (the default).
    public var maximumAge: TimeInterval?
    /// How long a state set aside for inspection (it crashed a restore, or could not be
    /// decoded) is kept, in seconds since it was set aside, before the launch sweep
    /// (``SnapshotStore/sweepSavedScenes(keeping:policy:now:logger:)``) removes it; `nil` keeps
    /// it until its scene is discarded. Default 7 days: time to copy it off a test device and
    /// run `revive inspect` on it, after which it only takes room.
    public var maximumQuarantineAge: TimeInterval?
    /// The default ``maximumQuarantineAge``: 7 days.
    public static let defaultMaximumQuarantineAge: TimeInterval = 7 * 24 * 60 * 60
    /// The running app's version, written in every saved state. When set, a state saved by
    /// another version is discarded (unless ``discardsOtherAppVersions`` is `false`). `nil`, the
    /// default, skips the check: another version's state is restored, as UIKit does, and
    /// states record an empty version.
    public var appVersion: String?
    /// Discard a state saved by another app version, when ``appVersion`` is set. Default `true`.
    public var discardsOtherAppVersions: Bool
    /// Whether a place that arrives (``PortablePlace``) from another app version is refused as
    /// a saved file is (``discardsOtherAppVersions``). Default `false`: a place whose schema
    /// version the app reads or migrates opens whatever the app-version string says, so a phone
    /// and an iPad updated on different days hand off.
    public var placesFollowAppVersionRule = false
    /// The running app's schema version of its preserved values. Default `0`.
    public var schemaVersion: UInt32
    /// Migrations keyed by the schema version they start from.
    public var migrations: [UInt32: Migration]

    /// Creates a policy; every parameter has the UIKit-like default.
    /// - Parameters:
    ///   - appVersion: The running app's version, or `nil` to skip the app-version check.
    ///   - schemaVersion: The running app's schema version.
    ///   - deletesAfterRestore: Delete the saved state once restored.
    ///   - deletesOnUserQuit: Delete the saved state when the user quits on purpose.
    ///   - maximumRestoreAttempts: Unfinished restores allowed before the state is set aside.
    ///   - maximumCrashesAfterRestore: Deaths soon after a restore, in a row, that end the loop.
    ///   - crashLoopWindow: How soon after a restore a death counts, in seconds.
    ///   - detectsCrashes: Install the crash handler that tells a crash after a restore from a kill.
    ///   - maximumAge: The oldest state restored, in seconds, or `nil` for no limit.
    ///   - maximumQuarantineAge: How long a state set aside is kept, in seconds, or `nil`.
    ///   - discardsOtherAppVersions: Discard a state saved by another app version.
    ///   - migrations: Schema migrations keyed by the version they start from.
    public init(
        appVersion: String? = nil,
        schemaVersion: UInt32 = 0,
        deletesAfterRestore: Bool = false,
        deletesOnUserQuit: Bool = true,
        maximumRestoreAttempts: Int = 1,
        maximumCrashesAfterRestore: Int = 2,
        crashLoopWindow: TimeInterval = 60,
        detectsCrashes: Bool = true,
        maximumAge: TimeInterval? = nil,
        maximumQuarantineAge: TimeInterval? = RestorationPolicy.defaultMaximumQuarantineAge,
        discardsOtherAppVersions: Bool = true,
        migrations: [UInt32: Migration] = [:]
    ) {
        self.appVersion = appVersion
        self.schemaVersion = schemaVersion
        self.deletesAfterRestore = deletesAfterRestore
        self.deletesOnUserQuit = deletesOnUserQuit
        self.maximumRestoreAttempts = maximumRestoreAttempts
        self.maximumCrashesAfterRestore = maximumCrashesAfterRestore
        self.crashLoopWindow = crashLoopWindow
        self.detectsCrashes = detectsCrashes
        self.maximumAge = maximumAge
        self.maximumQuarantineAge = maximumQuarantineAge
        self.discardsOtherAppVersions = discardsOtherAppVersions
        self.migrations = migrations
    }

    /// Registers the migration from one schema version to the next, replacing an earlier one.
    /// - Parameters:
    ///   - version: The schema version the migration starts from; it produces `version + 1`.
    ///   - migration: Turns the old snapshot into the new one; throw to discard the state.
    public mutating func registerMigration(from version: UInt32, _ migration: @escaping Migration) {
        migrations[version] = migration
    }
}


// MARK: - Checks

extension RestorationPolicy {
    /// Why the policy refuses a decoded snapshot: the checks of ``evaluate(_:now:logger:)``.
    /// The launch reports each as the fresh reason of the same name
    /// (`LaunchResult.FreshReason`, declared with the launch, above this layer).
    enum Refusal: Error, Hashable, Sendable {
        /// Older than ``maximumAge`` (both in seconds).
        case tooOld(age: TimeInterval, maximum: TimeInterval)
        /// Another schema version, and no migration (or a failing one) leads to ``schemaVersion``.
        case schemaVersionMismatch(saved: UInt32, current: UInt32)
        /// Saved by another app version, which the policy discards.
        case appVersionMismatch(saved: String, current: String)
    }

    /// Applies the checks that need only the decoded snapshot — age, schema version (with
    /// migration), app version — and returns the snapshot to restore or the reason to start
    /// fresh.
    ///
    /// The checks run in that order. A state captured at most ``maximumAge`` in the future
    /// (the clock was moved back a little, or another device's clock runs ahead) counts as
    /// zero seconds old. A creation time that cannot be trusted counts as too old when a
    /// ``maximumAge`` is set, and is reported with an age of `infinity`: one that is not a
    /// finite number (NaN, ±infinity) or lies more than ``maximumAge`` in the future (a clock
    /// far off, or a forged header, which would otherwise never expire). Migration runs one
    /// step per version and stamps each new version into the header; a missing step, a
    /// throwing migration or a saved version newer than ``schemaVersion`` gives
    /// ``Refusal/schemaVersionMismatch(saved:current:)``.
    /// The app-version check runs only when the saved schema version is already current.
    ///
    /// This does not touch any store; the launch calls it and then deletes a rejected state.
    ///
    /// ```swift
    /// let policy = RestorationPolicy(appVersion: "2.0", maximumAge: 3_600)
    /// let restorable = try policy.evaluate(snapshot, now: Date())   // or throws .tooOld(…)
    /// ```
    /// - Parameters:
    ///   - snapshot: The decoded saved state.
    ///   - now: The current time, for the age check.
    ///   - logger: Where a refused or failed migration is explained; logs nothing by default.
    /// - Returns: The snapshot to restore, migrated to ``schemaVersion``.
    /// - Throws: The ``Refusal`` of the check that failed; the launch reports it as the
    ///   launch's fresh reason.
    func evaluate(_ snapshot: Snapshot, now: Date, logger: Logger = .disabled) throws(Refusal) -> Snapshot {
        if let maximumAge {
            let age = now.timeIntervalSince(snapshot.header.createdAt)
            // NaN compares false with everything: test for what may pass, not what may not.
            guard age.isFinite, age >= -maximumAge else { throw .tooOld(age: .infinity, maximum: maximumAge) }
            if age > maximumAge { throw .tooOld(age: age, maximum: maximumAge) }
        }
        let savedSchema = snapshot.header.schemaVersion
        if savedSchema != schemaVersion {
            return try migrate(snapshot, logger: logger)
        }
        if let appVersion, discardsOtherAppVersions, snapshot.header.appVersion != appVersion {
            throw .appVersionMismatch(saved: snapshot.header.appVersion, current: appVersion)
        }
        return snapshot
    }

    /// Runs the migration chain from the snapshot's schema version to ``schemaVersion``.
    private func migrate(_ snapshot: Snapshot, logger: Logger) throws(Refusal) -> Snapshot {
        let saved = snapshot.header.schemaVersion
        let mismatch = Refusal.schemaVersionMismatch(saved: saved, current: schemaVersion)
        guard saved < schemaVersion else {
            logger.info("saved schema version is newer than the app's", metadata: [
                "saved": "\(saved)", "current": "\(schemaVersion)",
            ])
            throw mismatch
        }
        var migrated = snapshot
        var version = saved
        while version < schemaVersion {
            guard let migration = migrations[version] else {
                logger.info("no migration registered", metadata: ["from": "\(version)"])
                throw mismatch
            }
            do {
                migrated = try migration(migrated)
            } catch {
                logger.warning("migration threw; discarding the saved state", metadata: [
                    "from": "\(version)", "error": "\(error)",
                ])
                throw mismatch
            }
            version += 1
            migrated.header.schemaVersion = version
        }
        return migrated
    }
}

extension RestorationPolicy: Sendable {}
