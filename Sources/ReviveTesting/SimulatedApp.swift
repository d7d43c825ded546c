public import ReviveNavigator
public import Revive

/// A simulated app process for testing how an app comes back: launch, navigate, go to the
/// background, be killed by the system, be force-quit by the user, crash during a restore,
/// and launch again — each one line. It works with any `Revive/RestorableHierarchy`: the headless
/// navigator, a UIKit window through `ReviveUIKit`, a route tree.
///
/// The store plays the disk: it outlives every simulated process. Each launch is a new
/// process: a new process object of the engine, hierarchy, registry and `Revive/RestorationController`;
/// nothing of the previous process survives but what it saved. A process that dies lets go of
/// its scene locks as the system's would, and two simulated apps on one folder at once are two
/// processes: the second launches fresh, the scene being in use. Everything the controller takes can be set
/// before a launch: ``policy``, ``codec`` (its key too), ``budget``, ``sceneID``,
/// ``checkpointDelay``, ``restorationDidFinish``, ``shouldRestore`` and ``shouldSave``.
///
/// A process keeps the user's place in checkpoints as an app does, with no call of the test's:
/// navigation (the hierarchy's `Revive/RestorableHierarchy/observeChanges(_:)`) and `@Preserved`
/// values set in the foreground are written once ``checkpointDelay`` has passed, so a
/// ``killBySystem()`` with no ``enterBackground()`` before it — a crash in the foreground —
/// comes back to the last screen.
///
/// ```swift
/// let app = SimulatedApp(registry: makeRegistry, rootPage: MainTabs.makeDefault)
/// await app.launch()
/// try app.navigator.rootPage(as: MainTabs.self).libraryStack.push(ComicDetailPage(comicID: 42))
/// try await app.enterBackground()
/// app.killBySystem()
/// await app.launch()
/// try app.expectVisible(ComicDetailPage.self) { $0.comicID == 42 }
/// ```
@MainActor
public final class SimulatedApp<Hierarchy: RestorableHierarchy> {
    /// A page of the hierarchy.
    public typealias Node = Hierarchy.Node

    /// Where saved state lives across simulated processes.
    public let store: any SnapshotStore
    /// The rules every simulated process uses.
    public var policy: RestorationPolicy
    /// The codec every simulated process uses, with its limits and encryption key.
    public var codec: SnapshotCodec
    /// The capture budget every simulated process uses.
    public var budget: CaptureBudget
    /// How long every simulated process lets navigation settle before a checkpoint, or `nil`
    /// for none (`Revive/RestorationController/Configuration/checkpointDelay`); 1 second, as an
    /// app's, by default. A test that crashes in the foreground sets a short one.
    public var checkpointDelay: Duration? = .seconds(1)
    /// The scene the app saves and restores.
    public var sceneID: String
    /// Given to each process's controller: called once per launch when it is over, on the
    /// main actor, as every closure the simulated app takes.
    ///
    /// ```swift
    /// let record: @MainActor (LaunchResult) -> Void = { model.launches.append($0) }
    /// app.restorationDidFinish = record
    /// ```
    public var restorationDidFinish: (@MainActor (LaunchResult) -> Void)?
    /// Given to each process's controller: `false` declines the restore at launch.
    public var shouldRestore: (@MainActor () -> Bool)?
    /// Given to each process's controller: `false` declines a save.
    public var shouldSave: (@MainActor () -> Bool)?

    private let makeHierarchy: @MainActor () -> Hierarchy
    private let makeRegistry: @MainActor () -> RestorationRegistry<Node>
    private let makeRootPage: @MainActor () -> Node
    private var running: RestorationController<Hierarchy>?
    /// The running simulated process, or `nil` when the app is not running: what the app's
    /// controller runs in.
    package private(set) var process: ReviveProcess?

    /// Creates a simulated app; nothing runs until ``launch()``.
    /// - Parameters:
    ///   - store: The "disk"; an ``InMemoryStore`` by default, or a `Revive/FileStore` on a temporary folder.
    ///   - policy: The restoration rules.
    ///   - codec: The codec, with its limits and encryption key.
    ///   - sceneID: The scene identifier.
    ///   - budget: The capture budget.
    ///   - hierarchy: Makes the process's hierarchy (its window); called at each launch, on the
    ///     main actor, as the other factories are.
    ///   - registry: Makes the app's registry; called at each launch, as a real process would.
    ///   - rootPage: Makes the root page of a fresh start.
    public init(
        store: any SnapshotStore = InMemoryStore(),
        policy: RestorationPolicy = RestorationPolicy(),
        codec: SnapshotCodec = SnapshotCodec(),
        sceneID: String = "default",
        budget: CaptureBudget = CaptureBudget(),
        hierarchy: @escaping @MainActor () -> Hierarchy,
        registry: @escaping @MainActor () -> RestorationRegistry<Node>,
        rootPage: @escaping @MainActor () -> Node
    ) {
        self.store = store
        self.policy = policy
        self.codec = codec
        self.sceneID = sceneID
        self.budget = budget
        self.makeHierarchy = hierarchy
        self.makeRegistry = registry
        self.makeRootPage = rootPage
    }

    /// Whether a simulated process is running.
    public var isRunning: Bool { running != nil }

    /// The running process's controller.
    /// - Throws: `Revive/ReviveError` with code `expectationFailed` when no process is running.
    public func controller() throws(ReviveError) -> RestorationController<Hierarchy> {
        guard let running else { throw ReviveError.expectation("the app is not running; call launch() first") }
        return running
    }

    /// The running process's hierarchy, or `nil` when the app is not running.
    public var hierarchy: Hierarchy? { running?.hierarchy }

    /// The outcome of the running process's launch, once it is over.
    public var launchResult: LaunchResult? { running?.lastLaunchResult }

    /// Starts a new process: restores the saved scene, or starts fresh and says why, and
    /// returns when the launch is over. A process still running is killed first, as the
    /// system would.
    @discardableResult
    public func launch() async -> LaunchResult {
        await makeProcess().launch(defaultRoot: makeRootPage)
    }

    /// The app goes to the background: its state is saved, and the save is awaited.
    /// - Throws: `Revive/ReviveError` with code `expectationFailed` when no process runs, the app declined, nothing could
    ///   be captured, or the write failed.
    public func enterBackground() async throws(ReviveError) {
        let controller = try controller()
        let result = controller.didEnterBackground()
        guard result.isScheduled else { throw ReviveError.expectation("nothing was saved: \(result)") }
        await controller.waitForPendingSaves()
        if let error = controller.lastSaveError { throw ReviveError.expectation("the save failed: \(error)") }
    }

    /// The app comes back to the foreground after ``enterBackground()``: checkpoints are written
    /// again (`Revive/RestorationController/willEnterForeground()`).
    /// - Throws: `Revive/ReviveError` with code `expectationFailed` when no process runs.
    public func enterForeground() throws(ReviveError) {
        try controller().willEnterForeground()
    }

    /// The system kills the app — in the background, or by a crash in the foreground: the
    /// process is gone, with no message. The next ``launch()`` restores the newer of the last
    /// save and the last checkpoint.
    public func killBySystem() {
        endProcess()
    }

    /// The user force-quits the app from the app switcher: the app is told, then gone.
    public func forceQuitByUser() async {
        await running?.userDidQuit()
        endProcess()
    }

    /// Launches a process that crashes in the middle of restoring (after rebuilding the pages,
    /// before the restore is marked finished). The next ``launch()`` sees the crash.
    public func crashDuringRestore() {
        endProcess()
        let process = ReviveProcess()
        let dying = RestorationController(
            hierarchy: HierarchyDyingBeforeSettle(makeHierarchy()), registry: makeRegistry(), sceneID: sceneID,
            configuration: .init(store: store, policy: policy, codec: codec, budget: budget, checkpointDelay: nil, process: process)
        )
        dying.shouldRestore = shouldRestore
        dying.launch(defaultRoot: makeRootPage) { _ in }
        dying.releaseSceneLock()
        process.end()
    }

    /// The page the user sees in the running process.
    public var visiblePage: Node? { running?.hierarchy.visibleNode }

    /// The visible page as `P`.
    /// - Throws: `Revive/ReviveError` with code `expectationFailed` naming the page actually visible.
    public func visiblePage<P>(as type: P.Type) throws(ReviveError) -> P {
        guard let page = visiblePage as? P else {
            throw ReviveError.expectation("the visible page is \(visiblePage.map { String(describing: Swift.type(of: $0)) } ?? "nothing"), not a \(P.self)")
        }
        return page
    }

    /// The process is gone: the system drops its scene locks with it, and nothing of it is
    /// known to the next one.
    private func endProcess() {
        running?.releaseSceneLock()
        running = nil
        process?.end()
        process = nil
    }

    private func makeProcess() -> RestorationController<Hierarchy> {
        endProcess()
        let process = ReviveProcess()
        let controller = RestorationController(
            hierarchy: makeHierarchy(), registry: makeRegistry(), sceneID: sceneID,
            configuration: .init(
                store: store, policy: policy, codec: codec, budget: budget, checkpointDelay: checkpointDelay, process: process
            )
        )
        controller.restorationDidFinish = restorationDidFinish
        controller.shouldRestore = shouldRestore
        controller.shouldSave = shouldSave
        running = controller
        self.process = process
        return controller
    }
}

extension SimulatedApp where Hierarchy == Navigator {
    /// Creates a simulated app of the headless navigator; nothing runs until ``launch()``.
    /// - Parameters:
    ///   - store: The "disk".
    ///   - policy: The restoration rules.
    ///   - codec: The codec.
    ///   - sceneID: The scene identifier.
    ///   - registry: Makes the app's registry at each launch.
    ///   - rootPage: Makes the root page of a fresh start.
    public convenience init(
        store: any SnapshotStore = InMemoryStore(),
        policy: RestorationPolicy = RestorationPolicy(),
        codec: SnapshotCodec = SnapshotCodec(),
        sceneID: String = "default",
        registry: @escaping @MainActor () -> RestorationRegistry<Page>,
        rootPage: @escaping @MainActor () -> Page
    ) {
        self.init(store: store, policy: policy, codec: codec, sceneID: sceneID, hierarchy: { Navigator() }, registry: registry, rootPage: rootPage)
    }

    /// The running process's navigator, or a fresh empty one when the app is not running.
    public var navigator: Navigator { hierarchy ?? Navigator() }
}
