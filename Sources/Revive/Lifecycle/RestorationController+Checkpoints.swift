// Checkpoints: the place written as navigation settles, so that a crash in the foreground comes
// back to it. The hierarchy says when something may have changed; a cheap look decides whether
// a capture is worth it; the coalesced capture goes to the save scheduler, which writes it
// without an `fsync` unless it equals what is on disk.

import Logging

extension RestorationController {
    // MARK: Asking for a checkpoint

    /// Asks for a checkpoint once navigation settles. Calls within the configuration's
    /// ``Configuration/checkpointDelay`` are coalesced into one checkpoint.
    ///
    /// The package's adapters ask by themselves: the controller observes its hierarchy
    /// (``RestorableHierarchy/observeChanges(_:)``) and every `@Preserved` setter, compares a
    /// cheap look at what the user sees with the one of its last capture, and asks only when
    /// they differ. Call it yourself when something the look cannot see changed: custom values
    /// of a `Revivable` page (`encodeRevivableState(into:)`), or everything, with an adapter of
    /// your own whose hierarchy does not observe its changes. A checkpoint asked for here is
    /// captured even when the look did not change.
    ///
    /// A checkpoint keeps the place through a crash in the foreground, which UIKit's, SwiftUI's
    /// and Flutter's restoration do not: the next launch restores the newer of the checkpoint
    /// and the last save. It is written without an `fsync` (a power cut may lose it, and a torn
    /// one is ignored), never replaces the durable save, and is not written when it equals the
    /// newest place on disk. Not an error, and nothing happens: before the launch has finished,
    /// in the background (from ``didEnterBackground()`` until ``willEnterForeground()``), and
    /// when checkpoints are off (``Configuration/checkpointDelay`` is `nil`).
    ///
    /// ```swift
    /// func zoomDidChange() {            // a custom value, encoded by encodeRevivableState(into:)
    ///     restoration.controller.setNeedsCheckpoint()
    /// }
    /// ```
    public func setNeedsCheckpoint() {
        guard checkpointDelay != nil, isInForeground, lastLaunchResult != nil else { return }
        checkpointRequested = true
        scheduleCheckpoint()
    }

    /// Captures the scene now and writes it as a checkpoint off the main actor; see
    /// ``setNeedsCheckpoint()``, which waits for navigation to settle first.
    /// - Returns: Whether a checkpoint was scheduled. ``SaveResult/declinedByApp`` before the
    ///   launch has finished, in the background, when checkpoints are off, and when
    ///   ``shouldSave`` declines; a checkpoint that cannot be captured or that another
    ///   process's scene refuses is logged, and the last save is kept.
    @discardableResult
    public func checkpoint() -> SaveResult {
        guard checkpointDelay != nil, lastLaunchResult != nil, isInForeground else { return .declinedByApp }
        if let shouldSave, !shouldSave() { return .declinedByApp }
        if let refusal = session.writeRefusal() { return .sceneInUse(refusal) }
        do {
            let captured = try captureScene()
            takeLook()
            saver.scheduleCheckpoint(captured)
            return .scheduled
        } catch {
            logger.notice("no checkpoint: \(error)", metadata: ["scene": "\(sceneID)"])
            return .notCaptured(error)
        }
    }

    /// How many checkpoints were written since this controller was created.
    public var checkpointCount: Int { saver.checkpointCount }

    // MARK: Foreground and background

    /// The scene comes back to the foreground: checkpoints are written again, starting with one
    /// if the place changed while it was away. UIKit's `sceneWillEnterForeground(_:)`;
    /// ``RestorationScene`` calls it on `.active`, and `ReviveUIKit`'s `SceneRestoration` on
    /// `UIScene.willEnterForegroundNotification`, so an app that uses either calls nothing.
    ///
    /// ```swift
    /// func sceneWillEnterForeground(_ scene: UIScene) {
    ///     controller.willEnterForeground()
    /// }
    /// ```
    public func willEnterForeground() {
        isInForeground = true
        hierarchyMayHaveChanged()
    }

    // MARK: Automatic checkpoints

    /// Starts observing the hierarchy and the `@Preserved` setters, unless checkpoints are off.
    func startObservingChanges() {
        guard checkpointDelay != nil else { return }
        hierarchy.observeChanges { [weak self] in self?.hierarchyMayHaveChanged() }
        PreservedChanges.watch(owner: self) { [weak self] in self?.hierarchyMayHaveChanged() }
    }

    /// Asks for a checkpoint if what the user sees differs from the last capture: a walk over
    /// the pages (``HierarchyLook``), no capture. Nothing happens while one is pending, before
    /// the launch has finished, in the background, or when checkpoints are off.
    func hierarchyMayHaveChanged() {
        guard checkpointDelay != nil, pendingCheckpoint == nil, isInForeground, lastLaunchResult != nil else { return }
        if settledLook?.matches(hierarchy) == true { return }
        scheduleCheckpoint()
    }

    /// Schedules the coalesced checkpoint, unless one is pending: it captures after the delay,
    /// when the app asked for it or the look changed (a push undone by a pop is not).
    ///
    /// While the user is in a continuous gesture (``CapturableHierarchy/isGestureInProgress(on:)``:
    /// a list dragged or decelerating), nothing is captured and the checkpoint waits another
    /// delay, as often as it takes: the place settles once the gesture has ended, one delay
    /// after at most, and a gesture of any length writes nothing while it lasts.
    private func scheduleCheckpoint() {
        guard let checkpointDelay, pendingCheckpoint == nil, isInForeground, lastLaunchResult != nil else { return }
        pendingCheckpoint = Task { @MainActor [weak self] in
            try? await Task.sleep(for: checkpointDelay)
            guard let self, !Task.isCancelled else { return }
            pendingCheckpoint = nil
            if isGestureInProgress() {
                scheduleCheckpoint()
                return
            }
            let requested = checkpointRequested
            checkpointRequested = false
            if !requested, settledLook?.matches(hierarchy) == true { return }
            checkpoint()
        }
    }

    /// Whether some page of the hierarchy is in a continuous gesture: one walk, asked once per
    /// delay while a checkpoint is due.
    private func isGestureInProgress() -> Bool {
        guard let root = hierarchy.rootNode else { return false }
        var found = false
        hierarchy.forEachNode(from: root) { node in
            if !found, hierarchy.isGestureInProgress(on: node) { found = true }
        }
        return found
    }

    /// Notes what the hierarchy shows at a capture, when checkpoints are on.
    func takeLook() {
        guard checkpointDelay != nil else { return }
        settledLook = HierarchyLook(of: hierarchy)
    }

    /// The scene leaves the foreground (or is quit): the pending checkpoint is dropped and none
    /// is scheduled until ``willEnterForeground()``.
    func stopCheckpoints() {
        isInForeground = false
        pendingCheckpoint?.cancel()
        pendingCheckpoint = nil
        checkpointRequested = false
    }
}
