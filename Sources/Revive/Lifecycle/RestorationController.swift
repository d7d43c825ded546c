import Foundation
import Logging

/// The one object an app creates per scene to have it come back where the user left it, for
/// any hierarchy: the headless `Navigator`, a UIKit window (`ReviveUIKit`), a route tree.
///
/// Feed it the scene's lifecycle, as a scene delegate would:
///
/// | the app…                         | call                                   | Revive…                                   |
/// |----------------------------------|----------------------------------------|-------------------------------------------|
/// | connects the scene               | ``launch(defaultRoot:completion:)``    | restores the saved scene, or starts fresh |
/// | did enter the background         | ``didEnterBackground()``               | captures the file, writes it off the main actor |
/// | navigates, sets a `@Preserved` value | nothing (``RestorableHierarchy/observeChanges(_:)``); ``setNeedsCheckpoint()`` for custom values | keeps the place through a crash in the foreground |
/// | comes back to the foreground     | ``willEnterForeground()`` (``RestorationScene`` does on `.active`) | writes checkpoints again |
/// | learns the scene's session was discarded | ``SnapshotStore/discardScene(sceneID:)`` | removes every file of the scene   |
/// | is quit on purpose and told so (a Mac's Quit, a demo's `quit`) | ``userDidQuit()`` | discards the saved state  |
///
/// iOS sends no message when the user swipes a suspended app away: a scene app learns that a
/// scene was closed for good when UIKit discards its session
/// (`application(_:didDiscardSceneSessions:)`), and that is where its saved state goes.
/// Every launch and save rule lives here, never in an adapter: the crash-loop guard, the
/// policies, the save scheduler, the scene id in the header. Load your model before the
/// launch (in `scene(_:willConnectTo:options:)`) and finish setting up in
/// ``restorationDidFinish``. Saving happens only on entering the background: the system gives
/// an app no message when it kills it.
///
/// ```swift
/// let controller = RestorationController(hierarchy: WindowHierarchy(window: window), registry: registry,
///                                        configuration: .init(store: try FileStore(directory: folder)))
/// let result = await controller.launch { makeMainTabs() }   // restored, or fresh because …
/// // later, from the scene delegate:
/// controller.didEnterBackground()
/// ```
@MainActor
public final class RestorationController<Hierarchy: RestorableHierarchy> {
    /// A page of the hierarchy.
    public typealias Node = Hierarchy.Node

    /// The hierarchy whose pages are saved and restored.
    public let hierarchy: Hierarchy
    /// The allowlist of page types a saved file may recreate.
    public let registry: RestorationRegistry<Node>
    /// The store, policy and codec behind saves and launches.
    let session: RestorationSession
    /// The scene this controller saves and restores; written in every saved file's header.
    public let sceneID: String
    /// Size limits for each capture.
    public var budget: CaptureBudget
    /// Keys of page values that no place of this scene carries, and that no place that arrives
    /// writes (``Configuration/deviceOnlyKeys``).
    public var deviceOnlyKeys: Set<String>
    /// What ``open(_:completion:)`` does with a place that would take pages holding values off
    /// screen: by default it refuses one that would take a device-only value (a draft) and opens
    /// the others, the outcome's report listing the pages; it can also open, refuse, or ask.
    public var removedPagesRule: RemovedPagesRule = .keepDeviceOnlyValues
    /// Called once per launch, after every page's post-restore hook (or after a fresh start).
    public var restorationDidFinish: ((LaunchResult) -> Void)?
    /// Asked at each launch, before the saved state is read: return `false` to start fresh
    /// (say, the user signed out). The saved state is then discarded and the launch says
    /// ``LaunchResult/FreshReason/declinedByApp``. UIKit's `shouldRestoreSecureApplicationState`.
    public var shouldRestore: (() -> Bool)?
    /// Asked at each save: return `false` to save nothing this time, leaving the previous
    /// saved state as it is. UIKit's `shouldSaveSecureApplicationState`.
    public var shouldSave: (() -> Bool)?

    let saver: SaveScheduler
    let logger: Logger
    /// How long navigation settles before a checkpoint; `nil` writes none.
    let checkpointDelay: Duration?
    /// The checkpoint waiting for navigation to settle, if any.
    var pendingCheckpoint: Task<Void, Never>?
    /// Whether the app asked for the pending checkpoint (``setNeedsCheckpoint()``), which is
    /// then written even when the look did not change (custom values the look cannot see).
    var checkpointRequested = false
    /// What the hierarchy showed at the last capture (launch, save, checkpoint), to tell
    /// cheaply whether a checkpoint is due; `nil` when checkpoints are off.
    var settledLook: HierarchyLook<Hierarchy>?
    /// The size of the last file a capture wrote: the next capture reserves it (0 before the
    /// first; the buffer then grows).
    private var lastCaptureSize = 0

    /// Whether the scene is in the foreground, where checkpoints are written: `true` from the
    /// start, `false` from ``didEnterBackground()`` (and ``userDidQuit()``) until
    /// ``willEnterForeground()``.
    public internal(set) var isInForeground = true
    /// The setup issues this controller reported, so that each is reported once.
    var reportedIssues: Set<SetupIssue> = []

    /// Why the most recent ``didEnterBackground()`` saved nothing, if it did not.
    public internal(set) var lastCaptureError: ReviveError?

    /// Why the most recent ``userDidQuit()`` discarded nothing, if it did not (say, another
    /// process holds the scene); `nil` after a quit that did what the policy says.
    public internal(set) var lastQuitError: ReviveError?

    /// The outcome of the last launch, once it finished.
    public internal(set) var lastLaunchResult: LaunchResult?

    /// Creates a controller for one scene.
    ///
    /// ```swift
    /// let controller = RestorationController(hierarchy: WindowHierarchy(window: window), registry: registry,
    ///                                        sceneID: session.persistentIdentifier, configuration: .init(store: store))
    /// ```
    /// - Parameters:
    ///   - hierarchy: The hierarchy to save and restore.
    ///   - registry: The page types a saved file may recreate.
    ///   - sceneID: The scene's identifier; one saved file per scene.
    ///   - configuration: The store, policy, codec, budget and logger, shared by the app's scenes.
    public init(
        hierarchy: Hierarchy,
        registry: RestorationRegistry<Node>,
        sceneID: String = "default",
        configuration: Configuration
    ) {
        self.hierarchy = hierarchy
        self.logger = configuration.logger
        registry.registerBuiltInContainers(of: Hierarchy.self)
        self.registry = registry
        self.sceneID = sceneID
        self.budget = configuration.budget
        self.deviceOnlyKeys = configuration.deviceOnlyKeys
        self.session = RestorationSession(
            store: configuration.store, sceneID: sceneID, policy: configuration.policy, codec: configuration.codec,
            logger: configuration.logger, process: configuration.process
        )
        self.saver = SaveScheduler(session: session, logger: configuration.logger)
        self.checkpointDelay = configuration.checkpointDelay
        startObservingChanges()
    }
}

// MARK: - Saving and quitting

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
    /// A save that cannot capture, and a page saved as a placeholder because its type is not
    /// registered, are reported loudly as a ``SetupIssue``, once per controller.
    /// - Returns: Whether a save was scheduled, declined by the app, refused because another
    ///   process holds the scene (``SaveResult/sceneInUse(_:)``: nothing is scheduled that
    ///   could not be written), or not possible (the error is logged and ``lastCaptureError``
    ///   holds it); in all but the first the previous saved state is left as it was.
    @discardableResult
    public func didEnterBackground() -> SaveResult {
        stopCheckpoints()
        if let shouldSave, !shouldSave() {
            logger.info("not saved: the app declined", metadata: ["scene": "\(sceneID)"])
            return .declinedByApp
        }
        if let refusal = session.writeRefusal() {
            logger.error("not saved: \(refusal)", metadata: ["scene": "\(sceneID)"])
            return .sceneInUse(refusal)
        }
        do {
            let captured = try captureScene()
            takeLook()
            if let issue = RegistrationCheck.placeholders(captured.placeholders) { report(issue) }
            saver.schedule(captured)
            lastCaptureError = nil
            return .scheduled
        } catch {
            lastCaptureError = error
            logger.error("not saved: \(error)", metadata: ["scene": "\(sceneID)"])
            report(SetupIssue(.notSaved, "scene \"\(sceneID)\" was not saved; the previous saved state is kept: \(error.localizedDescription)"))
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

    /// Waits until every scheduled save and checkpoint is written (or has failed; see
    /// ``lastSaveError``).
    public func waitForPendingSaves() async {
        await saver.flush()
    }

    /// Saves as ``didEnterBackground()`` does and returns only once the write is on disk (or
    /// has failed): for the last moment of a process before it exits — the end of a
    /// command-line program's `main`, macOS's `NSApplication.willTerminateNotification` — after
    /// which nothing runs that could be awaited. ``didEnterBackground()`` alone returns before
    /// the write lands, so a process that exits next loses it. The write still runs on the save
    /// queue; the caller's thread waits for it.
    ///
    /// ```swift
    /// await controller.launch { makeRoot() }
    /// // … the program navigates …
    /// controller.saveBeforeExit()   // on disk: the next run comes back here
    /// ```
    /// - Returns: What ``didEnterBackground()`` returned; when it is not
    ///   ``SaveResult/scheduled``, nothing was written and nothing is waited for.
    @discardableResult
    public func saveBeforeExit() -> SaveResult {
        let result = didEnterBackground()
        if result.isScheduled { saver.waitUntilWritten() }
        return result
    }

    /// The user closed the app on purpose (swiped it away in the app switcher): the saved
    /// state is discarded if the policy says so, and the next launch starts fresh because the
    /// user quit. A save still running either completes before the discard or is ignored by
    /// the next launch; the previous file is never left half written. When nothing could be
    /// discarded (another process holds the scene, the folder refuses the change), the error
    /// is logged and ``lastQuitError`` holds it, so the app can say what really happened.
    public func userDidQuit() async {
        stopCheckpoints()
        await saver.flush()
        do {
            try session.userDidQuit()
            lastQuitError = nil
        } catch {
            lastQuitError = error
            logger.error("could not discard the saved state: \(error)", metadata: ["scene": "\(sceneID)"])
        }
    }

    /// Captures the hierarchy now, with this controller's header (its scene id included) and
    /// budget.
    /// - Throws: ``ReviveError`` naming the page that could not be captured, or with
    ///   code `nothingVisible` when no page would be on screen.
    public func captureSnapshot() throws(ReviveError) -> Snapshot {
        var capture = HierarchyCapture(hierarchy: hierarchy, registry: registry, budget: budget)
        return try capture.captureSnapshot(header: captureHeader)
    }

    /// Captures the hierarchy for a save in one walk over its pages, writing the file as it
    /// goes with the session's codec (``HierarchyCapture/encodeScene(header:codec:capacity:)``):
    /// the file and its placeholders. The buffer is reserved at the last capture's size.
    func captureScene() throws(ReviveError) -> CapturedScene {
        var capture = HierarchyCapture(hierarchy: hierarchy, registry: registry, budget: budget)
        let captured = try capture.encodeScene(header: captureHeader, codec: session.codec, capacity: lastCaptureSize)
        lastCaptureSize = captured.encoded.file.count
        return captured
    }

    /// The header of a capture: this app's versions and the scene's id.
    private var captureHeader: Snapshot.Header {
        Snapshot.Header(
            appVersion: session.policy.appVersion ?? "",
            schemaVersion: session.policy.schemaVersion,
            sceneID: sceneID
        )
    }

    /// Lets go of the scene's lock now, rather than when the controller is freed; the next
    /// launch or save takes it again. For an app that hands the scene to another process (an
    /// extension sharing its App Group container), and for a simulated process death in a test
    /// (`ReviveTesting`'s `SimulatedApp`). Does nothing when the lock is not held.
    public func releaseSceneLock() {
        session.releaseSceneLock()
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
