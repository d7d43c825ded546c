public import Revive
public import StageKit

/// The scene glue for a stage: forwards the stage's events to Revive's `RestorationScene`, which
/// does the work — a state saved under a former id, the launch sweep, the save inside a
/// background task, the discard of a session closed for good.
///
/// ```swift
/// func stage(_ stage: Stage, willConnectTo session: StageSession) {
///     restoration = StageRestoration(stage: stage, registry: Arcade.makeRegistry(), configuration: .init(store: store))
///     restoration?.launch { Arcade.makeDefaultRoot() }
/// }
/// func stageDidEnterBackground(_ stage: Stage) { restoration?.stageDidEnterBackground() }
/// func stage(_ stage: Stage, didDiscard session: StageSession) { restoration?.stageDidDiscardSession() }
/// ```
// snippet:begin adapter-scene
@MainActor
public final class StageRestoration {
    /// Revive's scene glue this forwards to.
    public let scene: RestorationScene<Stage>
    /// The stage whose screens are saved and restored.
    public let stage: Stage

    /// The scene's controller: its launch result, saves and quit.
    public var controller: RestorationController<Stage> { scene.controller }

    /// Creates the glue for `stage`; the saved state is named after its session.
    /// - Parameters:
    ///   - stage: The stage; the restored screens become its root.
    ///   - registry: The screen types a saved file may recreate (stacks are known already).
    ///   - configuration: The store, shared by every session of the game, and the policy.
    public init(stage: Stage, registry: RestorationRegistry<Screen>, configuration: RestorationController<Stage>.Configuration) {
        self.stage = stage
        let controller = RestorationController(
            hierarchy: stage, registry: registry, sceneID: stage.session.persistentIdentifier, configuration: configuration
        )
        scene = RestorationScene(controller: controller)
    }

    /// Restores the session's screens, or shows `defaultRoot()`; the root is set before this
    /// returns. Call it from `stage(_:willConnectTo:)`. The first launch of a store in a process
    /// also sweeps, off the main actor, the saved state of sessions the stage no longer keeps.
    /// - Parameters:
    ///   - defaultRoot: Makes the root of a fresh start.
    ///   - completion: Called once, when the launch is over.
    public func launch(defaultRoot: @escaping () -> Screen, completion: @escaping (LaunchResult) -> Void = { _ in }) {
        let live = Set(stage.openSessions.map(\.persistentIdentifier))
        scene.launch(defaultRoot: defaultRoot, keeping: live, completion: completion)
    }

    /// Saves the screens inside a background task of the stage's; call it from
    /// `stageDidEnterBackground(_:)`.
    /// - Returns: Whether a save was scheduled, declined, or not possible.
    @discardableResult
    public func stageDidEnterBackground() -> SaveResult {
        let stage = self.stage
        scene.handle(
            .background,
            beginBackgroundTask: { expired in stage.beginBackgroundTask(expirationHandler: expired) },
            endBackgroundTask: { stage.endBackgroundTask($0) }
        )
        return scene.lastSaveResult ?? .declinedByApp
    }

    /// Deletes every file of this session, in a background task, and ignores every later event;
    /// call it from `stage(_:didDiscard:)`.
    public func stageDidDiscardSession() {
        let stage = self.stage
        let task = stage.beginBackgroundTask {}
        Task { @MainActor [scene] in
            await scene.discard()
            stage.endBackgroundTask(task)
        }
    }

    /// Deletes every file of sessions closed while no stage showed them.
    /// - Parameters:
    ///   - sessions: The discarded sessions.
    ///   - store: The store they saved to.
    public static func discardSavedState(of sessions: some Sequence<StageSession>, in store: any SnapshotStore) {
        store.discardSavedState(ofScenes: sessions.map(\.persistentIdentifier))
    }
}
// snippet:end
