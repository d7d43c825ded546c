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

    /// Saves the scene as the app enters the background and keeps the app running until the
    /// write is on disk, inside a background task of the platform's.
    ///
    /// The app gets no message when the system kills it in the background, and iOS suspends
    /// an app soon after `sceneDidEnterBackground(_:)` returns unless a background task is
    /// running. This calls ``didEnterBackground()``; when a save is scheduled it begins a task
    /// with `beginBackgroundTask` and ends it exactly once with `endBackgroundTask`: when the
    /// write is done, or when the system's time runs out (the expiration handler), whichever
    /// comes first. No task is begun when nothing is saved. `ReviveUIKit`'s scene glue and
    /// `ReviveSwiftUI`'s `RouteRestorationView` call it with `UIApplication`'s two methods:
    ///
    /// ```swift
    /// let application = UIApplication.shared
    /// controller.didEnterBackground(
    ///     beginBackgroundTask: { expired in
    ///         application.beginBackgroundTask(withName: "Revive save") { expired() }
    ///     },
    ///     endBackgroundTask: { application.endBackgroundTask($0) }
    /// )
    /// ```
    /// - Parameters:
    ///   - beginBackgroundTask: Begins the task, handing the platform the expiration handler;
    ///     returns the task's identifier.
    ///   - endBackgroundTask: Ends the task with that identifier.
    /// - Returns: What ``didEnterBackground()`` returned.
    @discardableResult
    public func didEnterBackground<TaskIdentifier>(
        beginBackgroundTask: (_ expirationHandler: @escaping @MainActor @Sendable () -> Void) -> TaskIdentifier,
        endBackgroundTask: @escaping @MainActor (TaskIdentifier) -> Void
    ) -> SaveResult {
        let result = didEnterBackground()
        guard result.isScheduled else { return result }
        let task = BackgroundTask(end: endBackgroundTask)
        task.begun(beginBackgroundTask { task.end() })
        Task { @MainActor in
            await self.waitForPendingSaves()
            task.end()
        }
        return result
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

/// A platform background task that is ended exactly once, by whichever comes first: the end of
/// the write or the system's expiration handler (which may even run before `begin` returns).
@MainActor
private final class BackgroundTask<Identifier> {
    private let endTask: @MainActor (Identifier) -> Void
    private var identifier: Identifier?
    private var isEnded = false

    init(end: @escaping @MainActor (Identifier) -> Void) {
        self.endTask = end
    }

    func begun(_ identifier: Identifier) {
        self.identifier = identifier
        if isEnded { endTask(identifier) }
    }

    func end() {
        guard !isEnded else { return }
        isEnded = true
        if let identifier { endTask(identifier) }
    }
}
