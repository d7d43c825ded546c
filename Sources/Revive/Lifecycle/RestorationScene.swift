import Foundation
public import Logging

/// The scene glue every adapter needs, in one piece: a scene's ``RestorationController`` plus
/// what happens around it — a state saved under a former identifier adopted once, the sweep of
/// scenes no session will open again (once per store and process), the platform's events
/// (``SceneLifecycle``) with the save of `.background` inside a background task, the
/// checkpoints an adapter asks for (``setNeedsCheckpoint()``, ``checkpoint()``), and the
/// discard of a scene the user closed for good.
///
/// An adapter is then a ``RestorableHierarchy`` for its toolkit plus a thin scene file that
/// forwards the toolkit's callbacks here. UIKit's `SceneRestoration` and SwiftUI's
/// `RouteSceneModel` are built this way, and an adapter written outside this package can be too:
///
/// ```swift
/// // scene(_:willConnectTo:options:)
/// let controller = RestorationController(hierarchy: MyHierarchy(window: window), registry: registry,
///                                        sceneID: session.persistentIdentifier, configuration: .init(store: store))
/// let scene = RestorationScene(controller: controller)
/// scene.launch(defaultRoot: { HomeScreen() }, keeping: liveSessionIDs)
///
/// // sceneDidEnterBackground(_:)
/// scene.handle(.background,
///              beginBackgroundTask: { expired in application.beginBackgroundTask(withName: "Revive save") { expired() } },
///              endBackgroundTask: { application.endBackgroundTask($0) })
///
/// // application(_:didDiscardSceneSessions:)
/// store.discardSavedState(ofScenes: sessions.map(\.persistentIdentifier))
/// ```
@MainActor
public final class RestorationScene<Hierarchy: RestorableHierarchy> {
    /// The scene's controller: its launch, saves, checkpoints and quit.
    public let controller: RestorationController<Hierarchy>
    /// The platform's rules: which events save, discard or do nothing.
    public let lifecycle: SceneLifecycle
    /// The identifier an earlier version saved this scene under, if it differs; its state is
    /// moved to ``sceneID`` by the first launch (``adoptFormerState()``).
    public let formerSceneID: String?
    /// Whether the scene was discarded: its files are gone and events change nothing.
    public private(set) var isDiscarded = false
    /// What the last event's save did; `nil` when the last event saved nothing.
    public private(set) var lastSaveResult: SaveResult?
    /// Why the discard removed less than every file of the scene, if it did.
    public private(set) var lastDiscardError: ReviveError?
    /// The launch sweep this scene started, when it was the first of its store in this process.
    public private(set) var launchSweep: Task<Int, Never>?
    /// Called once when the scene starts being discarded — by ``discard()``, an event, or
    /// ``SnapshotStore/discardSavedState(ofScenes:logger:)`` — so that the adapter stops
    /// showing it.
    public var willDiscard: (@MainActor () -> Void)?

    private var isTerminating = false
    private var discarding: Task<Void, Never>?

    /// The scene's identifier.
    public var sceneID: String { controller.sceneID }

    /// Wraps a scene's controller.
    /// - Parameters:
    ///   - controller: The scene's controller.
    ///   - formerSceneID: The identifier an earlier version of the app (or of the adapter)
    ///     saved this scene under, if any: its state is restored once, then lives under the
    ///     controller's ``RestorationController/sceneID``.
    ///   - lifecycle: The platform's rules; this build's platform by default.
    public init(controller: RestorationController<Hierarchy>, formerSceneID: String? = nil, lifecycle: SceneLifecycle = SceneLifecycle()) {
        self.controller = controller
        self.formerSceneID = formerSceneID == controller.sceneID ? nil : formerSceneID
        self.lifecycle = lifecycle
        Self.register(self)
    }

    // MARK: Launch

    /// Launches the scene: adopts a former identifier's state, restores the saved scene or
    /// installs `defaultRoot()` (``RestorationController/launch(defaultRoot:completion:)``), then
    /// starts the launch sweep (``startLaunchSweep(keeping:)``). The root is installed before
    /// this returns.
    /// - Parameters:
    ///   - defaultRoot: Makes the root page of a fresh start.
    ///   - liveSceneIDs: The scenes the system still keeps (UIKit: the `persistentIdentifier`s
    ///     of `UIApplication.shared.openSessions`), or `nil` when they cannot be known.
    ///   - completion: Called once, when the launch is over.
    public func launch(
        defaultRoot: @escaping () -> Hierarchy.Node, keeping liveSceneIDs: Set<String>?,
        completion: @escaping (LaunchResult) -> Void = { _ in }
    ) {
        adoptFormerState()
        controller.launch(defaultRoot: defaultRoot, completion: completion)
        startLaunchSweep(keeping: liveSceneIDs)
    }

    /// Moves the state saved under ``formerSceneID`` to ``sceneID``, once, before the launch
    /// reads it: call it yourself when your adapter launches the controller its own way (a
    /// router with deep links). Nothing happens when there is no former id, when the scene
    /// already has a state of its own (the newer one wins and the former id's files go), or
    /// when nothing was saved.
    /// - Returns: `true` when a state was moved.
    @discardableResult
    public func adoptFormerState() -> Bool {
        guard let formerSceneID else { return false }
        return controller.session.adoptSavedState(of: formerSceneID)
    }

    /// Starts, off the main actor, the sweep of the store's saved scenes that no session will
    /// open again and of states past the policy's ages — once per store and process: the
    /// first scene of a store to launch starts it, later ones return `nil`. Call it after the
    /// launch (``launch(defaultRoot:keeping:completion:)`` does): the scene's own lock is held
    /// by then, and a sweep never touches a held scene.
    ///
    /// When the live scenes are unknown (`nil`: SwiftUI's windows with several at once) only
    /// the ages apply, and a policy with no ``RestorationPolicy/maximumAge`` gets
    /// ``SceneLifecycle/defaultStaleSceneAge`` (``SceneLifecycle/sweepPolicy(for:)``).
    /// - Parameter liveSceneIDs: The scenes that may still be opened, or `nil`. This scene
    ///   and its former id are always kept.
    /// - Returns: The sweep, to await in a test; `nil` when this store was swept already.
    @discardableResult
    public func startLaunchSweep(keeping liveSceneIDs: Set<String>?) -> Task<Int, Never>? {
        let session = controller.session
        guard session.process.launchSweeps.begin(for: session.store.core) else { return nil }
        let live = liveSceneIDs.map { $0.union([sceneID] + [formerSceneID].compactMap { $0 }) }
        let policy = live == nil ? lifecycle.sweepPolicy(for: session.policy) : session.policy
        let store = session.store.core, logger = session.logger
        let sweep = Task.detached(priority: .utility) {
            await store.sweepSavedScenes(keeping: live, policy: policy, logger: logger)
        }
        launchSweep = sweep
        return sweep
    }

    // MARK: Events

    /// Does what ``lifecycle`` says about `event`, with no background task: saves, discards, or
    /// nothing; `.active` also brings the controller's checkpoints back
    /// (``RestorationController/willEnterForeground()``). After a discard nothing happens.
    /// - Parameter event: What happened to the scene or the app.
    /// - Returns: What the scene did.
    @discardableResult
    public func handle(_ event: SceneLifecycle.Event) -> SceneLifecycle.Response {
        handle(event) { _ in () } endBackgroundTask: { _ in }
    }

    /// Does what ``lifecycle`` says about `event`; a save in a background task begins and ends
    /// one with these closures, exactly once
    /// (``RestorationController/didEnterBackground(beginBackgroundTask:endBackgroundTask:)``).
    ///
    /// ```swift
    /// let application = UIApplication.shared
    /// scene.handle(.background,
    ///              beginBackgroundTask: { expired in application.beginBackgroundTask(withName: "Revive save") { expired() } },
    ///              endBackgroundTask: { application.endBackgroundTask($0) })
    /// ```
    /// - Parameters:
    ///   - event: What happened to the scene or the app.
    ///   - beginBackgroundTask: Begins a platform background task with an expiration handler.
    ///   - endBackgroundTask: Ends it.
    /// - Returns: What the scene did; ``SceneLifecycle/Response/nothing`` after a discard.
    @discardableResult
    public func handle<TaskIdentifier>(
        _ event: SceneLifecycle.Event,
        beginBackgroundTask: (_ expirationHandler: @escaping @MainActor @Sendable () -> Void) -> TaskIdentifier,
        endBackgroundTask: @escaping @MainActor (TaskIdentifier) -> Void
    ) -> SceneLifecycle.Response {
        lastSaveResult = nil
        guard !isDiscarded else { return .nothing }
        if event == .active { controller.willEnterForeground() }
        let response = lifecycle.response(to: event)
        switch response {
        case .nothing:
            return .nothing
        case .discard:
            // Windows torn down as the app exits were not closed by the user.
            if isTerminating { return .nothing }
            startDiscarding()
        case .save:
            lastSaveResult = controller.didEnterBackground()
        case .saveInBackgroundTask:
            lastSaveResult = controller.didEnterBackground(beginBackgroundTask: beginBackgroundTask, endBackgroundTask: endBackgroundTask)
        case .saveAndWait:
            isTerminating = true
            lastSaveResult = controller.saveBeforeExit()
        }
        return response
    }

    // MARK: Checkpoints

    /// Asks for a checkpoint once navigation settles, as
    /// ``RestorationController/setNeedsCheckpoint()`` does: an adapter's scene file forwards
    /// here and never reaches for ``controller``.
    ///
    /// A hierarchy that implements ``RestorableHierarchy/observeChanges(_:)`` needs no call at
    /// all: the controller asks by itself whenever what the user sees changed (its pages, and the
    /// view state ``CapturableHierarchy/hashViewState(of:into:)`` feeds), and whenever a
    /// `@Preserved` value is set. Call it when something no look can see changed — custom values
    /// of a page's `encodeRevivableState(into:)` outside its view state, or anything, when your
    /// hierarchy does not observe its changes.
    ///
    /// The checkpoint is captured on the main actor, at its first turn once
    /// ``RestorationController/Configuration/checkpointDelay`` has passed: while the app keeps
    /// the main thread busy it waits, as the screen does, and a process killed during that
    /// wait keeps the place of its last checkpoint or save. Before work that holds the main
    /// thread, call ``checkpoint()``, which captures at once.
    ///
    /// Nothing happens before the launch has finished, in the background, when checkpoints are
    /// off, and after a discard.
    ///
    /// ```swift
    /// func zoomDidChange() {               // a custom value the look cannot see
    ///     scene.setNeedsCheckpoint()
    /// }
    /// ```
    public func setNeedsCheckpoint() {
        guard !isDiscarded else { return }
        controller.setNeedsCheckpoint()
    }

    /// Captures the scene now and writes it as a checkpoint off the main actor, as
    /// ``RestorationController/checkpoint()`` does: the write needs nothing more of the main
    /// actor, so it lands while the app holds the main thread.
    ///
    /// ```swift
    /// scene.checkpoint()                  // the place is kept; then the long import
    /// importer.importEverything()
    /// ```
    /// - Returns: ``SaveResult/scheduled`` when the checkpoint is on its way;
    ///   ``SaveResult/declinedByApp`` before the launch has finished, in the background, when
    ///   checkpoints are off, when the app's `shouldSave` declines, and after a discard.
    @discardableResult
    public func checkpoint() -> SaveResult {
        guard !isDiscarded else { return .declinedByApp }
        return controller.checkpoint()
    }

    // MARK: Discarding

    /// The scene is closed for good: drops a pending checkpoint and writes none after, waits for
    /// a save still running, then deletes every file
    /// of the scene (state, records, set-aside state and lock file) and ignores every later
    /// event. Call it where the app knows a scene is gone (an in-app "Close Window");
    /// ``SnapshotStore/discardSavedState(ofScenes:logger:)`` calls it for the scenes of this process.
    public func discard() async {
        await startDiscarding().value
    }

    /// Marks the scene discarded and starts deleting its files, once.
    @discardableResult
    private func startDiscarding() -> Task<Void, Never> {
        if let discarding { return discarding }
        isDiscarded = true
        willDiscard?()
        let controller = self.controller
        controller.stopCheckpoints()
        let task = Task { @MainActor in
            await controller.waitForPendingSaves()
            let session = controller.session
            do throws(ReviveError) {
                try session.store.core.discardScene(sceneID: controller.sceneID)
                self.lastDiscardError = nil
            } catch {
                self.lastDiscardError = error
                session.logger.warning("a discarded scene's files could not be removed", metadata: [
                    "scene": "\(controller.sceneID)", "error": "\(error)",
                ])
            }
            // The lock file goes when its last holder in this process lets go: this scene's is
            // done with it now, not when the toolkit frees the scene.
            session.releaseSceneLock()
        }
        discarding = task
        return task
    }

    private static func register(_ scene: RestorationScene) {
        let session = scene.controller.session
        session.process.liveScenes.register(sceneID: scene.sceneID, of: session.store.core, owner: scene) { [weak scene] in
            scene?.startDiscarding() != nil
        }
    }
}

extension SnapshotStore {
    /// Deletes every file of the scenes the user closed for good (UIKit's
    /// `application(_:didDiscardSceneSessions:)`). A scene of this process
    /// (the app's own) that is still alive is discarded through its
    /// ``RestorationScene`` (its saves stop first); any other scene's files are removed from this
    /// store directly. A scene another process holds is left alone,
    /// logged, and returned: the next launch's sweep tries again.
    /// - Parameters:
    ///   - sceneIDs: The discarded scenes' identifiers (their former ids too, if any).
    ///   - logger: Where a scene that could not be discarded is logged.
    /// - Returns: The scenes whose files could not all be removed, with why.
    @MainActor @discardableResult
    public func discardSavedState(ofScenes sceneIDs: some Sequence<String>, logger: Logger = .disabled) -> [String: ReviveError] {
        var failures: [String: ReviveError] = [:]
        let process = (self as? any ProcessBoundStore)?.process ?? .current
        for sceneID in sceneIDs {
            // The scene may be freed between the table's look and the call (its last holder can
            // let go on another thread): then no scene took the discard, and the files go here.
            if let discard = process.liveScenes.remove(sceneID, of: self), discard() {
                continue
            }
            do throws(ReviveError) {
                try discardScene(sceneID: sceneID)
            } catch {
                failures[sceneID] = error
                logger.warning("a discarded scene's files could not be removed", metadata: ["scene": "\(sceneID)", "error": "\(error)"])
            }
        }
        return failures
    }

}

/// The scenes alive in a process, by store and identifier, whatever their hierarchy: a
/// discarded session's scene is discarded through its ``RestorationScene`` so that its saves
/// stop first. A part of the ``ReviveProcess``.
@MainActor
final class LiveScenes: ProcessPart {
    private struct Entry {
        weak var owner: AnyObject?
        /// Starts the scene's discard; `false` when the scene was freed meanwhile.
        let discard: @MainActor () -> Bool
    }

    private var entries: [String: Entry] = [:]

    /// No scene yet.
    nonisolated init() {}

    func register(sceneID: String, of store: any SnapshotStore, owner: AnyObject, discard: @escaping @MainActor () -> Bool) {
        entries = entries.filter { $0.value.owner != nil }
        entries[Self.key(sceneID, store)] = Entry(owner: owner, discard: discard)
    }

    /// The discard of the live scene `sceneID` of `store`, removed from the table; `nil` when
    /// none lives. The discard returns `false` when the scene was freed after this look.
    func remove(_ sceneID: String, of store: any SnapshotStore) -> (@MainActor () -> Bool)? {
        guard let entry = entries.removeValue(forKey: Self.key(sceneID, store)), entry.owner != nil else { return nil }
        return entry.discard
    }

    private static func key(_ sceneID: String, _ store: any SnapshotStore) -> String {
        LaunchSweeps.key(of: store) + "\n" + sceneID
    }
}

extension ReviveProcess {
    /// The scenes alive in this process.
    var liveScenes: LiveScenes { part(LiveScenes.self) }
}
