import Foundation
import Logging

extension RestorationController {
    /// Saves the scene as the app enters the background.
    ///
    /// Asks ``shouldSave``, then captures the hierarchy on the main actor (fast: it only reads
    /// preserved values) and hands the snapshot to a background queue that encodes and writes
    /// it atomically. A burst of calls writes at most the newest; a state equal to the last
    /// one written is not written again while that file is still on disk (a `stat` checks;
    /// a file deleted or replaced from outside is written again). A hierarchy that shows
    /// nothing (no tabs, an empty stack) is never saved, so a blank screen cannot come back at
    /// every launch. Await
    /// ``waitForPendingSaves()`` where the platform gives time to finish (iOS allows about
    /// 5 seconds; `ReviveUIKit` does it inside a background task).
    ///
    /// ```swift
    /// func sceneDidEnterBackground(_ scene: UIScene) {
    ///     controller.didEnterBackground()
    /// }
    /// ```
    /// - Returns: Whether a save was scheduled, declined by the app, or not possible (the
    ///   error is logged and ``lastCaptureError`` holds it); in the last two cases the previous
    ///   saved state is left as it was.
    @discardableResult
    public func didEnterBackground() -> SaveResult {
        if let shouldSave, !shouldSave() {
            logger.info("not saved: the app declined", metadata: ["scene": "\(sceneID)"])
            return .declinedByApp
        }
        do {
            saver.schedule(try captureSnapshot())
            lastCaptureError = nil
            return .scheduled
        } catch {
            lastCaptureError = error
            logger.error("not saved: \(error)", metadata: ["scene": "\(sceneID)"])
            return .notCaptured(error)
        }
    }

    /// Waits until every scheduled save is written (or has failed; see ``lastSaveError``).
    public func waitForPendingSaves() async {
        await saver.flush()
    }

    /// The user closed the app on purpose (swiped it away in the app switcher): the saved
    /// state is discarded if the policy says so, and the next launch starts fresh because the
    /// user quit. A save still running either completes before the discard or is ignored by
    /// the next launch; the previous file is never left half written. When nothing could be
    /// discarded (another process holds the scene, the folder refuses the change), the error
    /// is logged and ``lastQuitError`` holds it, so the app can say what really happened.
    public func userDidQuit() async {
        await saver.flush()
        do {
            try session.userDidQuit(sceneID: sceneID)
            lastQuitError = nil
        } catch {
            lastQuitError = error
            logger.error("could not discard the saved state: \(error)", metadata: ["scene": "\(sceneID)"])
        }
    }

    /// Captures the hierarchy now, with this controller's header (its scene id included) and
    /// budget.
    /// - Throws: ``RestorationError`` naming the page that could not be captured, or with
    ///   code `nothingVisible` when no page would be on screen.
    public func captureSnapshot() throws(RestorationError) -> Snapshot {
        guard hierarchy.visibleNode != nil else {
            let root = hierarchy.rootNode.map { String(describing: type(of: $0)) } ?? "(none)"
            throw RestorationError(.nothingVisible, typeName: root, "no page is on screen (no root, no tabs or an empty stack); a blank screen is not saved")
        }
        let header = SnapshotHeader(
            appVersion: session.policy.appVersion ?? "",
            schemaVersion: session.policy.schemaVersion,
            sceneID: sceneID
        )
        return try hierarchy.captureHierarchy(registry: registry, header: header, budget: budget)
    }

    /// How many saves were written since this controller was created.
    public var saveCount: Int { saver.writeCount }

    /// The error of the most recent save, or `nil` when its state was written or was already
    /// on disk. A later save that succeeds clears it.
    public var lastSaveError: (any Error)? { saver.lastError }
}
