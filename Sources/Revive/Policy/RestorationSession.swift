package import Foundation
package import Logging

/// Decides at each launch whether a scene's saved state is restored, and keeps the store
/// tidy around it: the crash-loop guard, the user-quit discard, deletion after restore.
///
/// A session ties a ``SnapshotStore``, a ``RestorationPolicy`` and the codec (as two
/// closures) together. Its verbs follow an app's life:
///
/// 1. At launch, ``beginLaunch(sceneID:now:)`` reads, decodes and checks the saved state and
///    returns a ``LaunchOutcome``. Before it returns `.restored` it durably records that a
///    restore is under way.
/// 2. When the pages are rebuilt, ``finishRestoration(sceneID:)`` clears that record and, by
///    default, deletes the saved state (UIKit does the same). If the app crashes before this
///    call, the next launch finds the record, does not restore that state again, moves it
///    aside for inspection and starts fresh (`crashedDuringLastRestore`).
/// 3. On entering the background, ``save(_:sceneID:)`` (or a ``SaveScheduler``) writes the state.
/// 4. When the user quits on purpose, ``userDidQuit(sceneID:)`` discards it, and the next
///    launch starts fresh (`userQuit`).
///
/// Everything durable is in the store, so a test simulates a relaunch by creating a new session
/// on the same store. What a session holds is per process: the scene's lock
/// (``SnapshotStore/lockScene(sceneID:)``), taken at the first launch or save of a scene and
/// kept for the session's life, and whether the last restore was read-only. A second instance
/// of the app on the same folder therefore launches fresh with ``FreshReason/sceneInUse``, and
/// its saves and quits of that scene throw ``StoreError/Code/sceneLocked``: the first
/// instance's saved state is neither restored, deleted nor overwritten. (With ``FileStore``
/// the lock is an `flock`, so two sessions in one process on the same folder exclude each
/// other too: let the old one go before a simulated relaunch.)
///
/// ```swift
/// let session = RestorationSession(store: store, policy: RestorationPolicy(appVersion: "2.1"),
///                                  encode: SnapshotCodec().encode, decode: SnapshotCodec().decode)
/// if case .restored(let snapshot) = session.beginLaunch(sceneID: "main") {
///     rebuild(from: snapshot)
///     try session.finishRestoration(sceneID: "main")
/// }
/// ```
package final class RestorationSession {
    /// Turns a snapshot into bytes (the codec's encoder).
    package typealias Encode = @Sendable (Snapshot) throws -> Data
    /// Turns bytes into a snapshot (the codec's decoder); throws on damaged or hostile bytes.
    package typealias Decode = @Sendable (Data) throws -> Snapshot

    /// Where saved states and markers live.
    package let store: any SnapshotStore
    /// The rules applied at launch, quit and after restore.
    package let policy: RestorationPolicy
    let encode: Encode
    let decode: Decode
    let logger: Logger
    /// The scene locks this session holds, by scene.
    let claims = LockedValue<[String: SceneLock]>([:])
    /// Why the last restore of a scene is read-only, by scene.
    let readOnlyRestores = LockedValue<[String: String]>([:])

    /// The marker that records an unfinished restore; its content is the attempt count in decimal.
    static let restoringMarker = "restoring"
    /// The marker that records a deliberate quit.
    static let userQuitMarker = "user-quit"

    /// Creates a session.
    /// - Parameters:
    ///   - store: Where saved states live.
    ///   - policy: The rules; UIKit-like by default.
    ///   - encode: The codec's encoder.
    ///   - decode: The codec's decoder.
    ///   - logger: Where launch decisions and discards are logged.
    package init(
        store: any SnapshotStore,
        policy: RestorationPolicy = RestorationPolicy(),
        encode: @escaping Encode,
        decode: @escaping Decode,
        logger: Logger = .disabled
    ) {
        self.store = store
        self.logger = logger
        self.policy = policy
        self.encode = encode
        self.decode = decode
    }

    /// Writes a scene's state now, replacing the previous one atomically.
    ///
    /// Call from a background context or use a ``SaveScheduler``: encoding and writing are
    /// synchronous.
    /// - Parameters:
    ///   - snapshot: The state to save.
    ///   - sceneID: The scene it belongs to.
    /// - Throws: The encoder's error, or ``StoreError``; either way the previous state is intact.
    /// - Throws: ``StoreError/Code/sceneLocked`` when another process holds the scene.
    package func save(_ snapshot: Snapshot, sceneID: String) throws {
        try claimForWriting(sceneID: sceneID)
        let data = try encode(snapshot)
        try store.write(data, sceneID: sceneID)
    }

    /// Marks the restore that ``beginLaunch(sceneID:now:)`` started as finished: clears the
    /// crash-loop record and, if the policy says so, deletes the saved state.
    ///
    /// The record and the state are removed as one batch (``SnapshotStore/remove(markers:includingState:sceneID:)``):
    /// one folder sync with ``FileStore``. After a read-only restore
    /// (``readOnlyRestoreReason(sceneID:)``) nothing is removed: the disk refused the record, so
    /// the state is kept for the next launch. Calling it when no restore was under way does
    /// nothing harmful.
    /// - Parameter sceneID: The scene that was restored.
    /// - Throws: ``StoreError`` if the record or the state cannot be removed.
    package func finishRestoration(sceneID: String) throws(StoreError) {
        if let reason = readOnlyRestores.withLock({ $0.removeValue(forKey: sceneID) }) {
            logger.notice("read-only restore finished; the saved state is kept", metadata: [
                "scene": "\(sceneID)", "reason": "\(reason)",
            ])
            return
        }
        try store.remove(markers: [Self.restoringMarker], includingState: policy.deletesAfterRestore, sceneID: sceneID)
    }

    /// Records that the user quit on purpose. If the policy deletes on user quit, the saved
    /// state is deleted and the next launch is fresh with ``FreshReason/userQuit`` — even if a
    /// save still in flight lands afterwards. Otherwise nothing happens.
    /// - Parameter sceneID: The scene the user closed.
    /// - Throws: ``StoreError`` if the record cannot be written or the state removed, with
    ///   ``StoreError/Code/sceneLocked`` when another process holds the scene.
    package func userDidQuit(sceneID: String) throws(StoreError) {
        guard policy.deletesOnUserQuit else { return }
        try claimForWriting(sceneID: sceneID)
        try store.writeMarker(Data("1".utf8), named: Self.userQuitMarker, sceneID: sceneID)
        try store.delete(sceneID: sceneID)
        logger.info("user quit; saved state discarded", metadata: ["scene": "\(sceneID)"])
    }
}

extension RestorationSession: Sendable {}
