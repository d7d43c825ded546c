import Revive

/// A simulated app process for testing how an app comes back: launch, navigate, go to the
/// background, be killed by the system, be force-quit by the user, crash during a restore,
/// and launch again — each one line.
///
/// The store plays the disk: it outlives every simulated process. Each launch is a new
/// process: a new navigator, a new registry, a new ``RestorationController``; nothing of
/// the previous process survives but what it saved.
///
/// ```swift
/// let app = SimulatedApp(registry: makeRegistry, rootPage: MainTabs.makeDefault)
/// app.launch()
/// try app.navigator.rootPage(as: MainTabs.self).libraryStack.push(ComicDetailPage(comicID: 42))
/// await app.enterBackground()
/// app.killBySystem()
/// app.launch()
/// let detail = try app.visiblePage(as: ComicDetailPage.self)
/// #expect(detail.comicID == 42)
/// ```
@MainActor
public final class SimulatedApp {
    /// Where saved state lives across simulated processes.
    public let store: any SnapshotStore
    /// The rules every simulated process uses.
    public var policy: RestorationPolicy
    /// The scene the app saves and restores.
    public let sceneID: String
    private let makeRegistry: @MainActor () -> PageRegistry
    private let makeRootPage: @MainActor () -> Page
    private var process: RestorationController?

    /// Creates a simulated app; nothing runs until ``launch()``.
    /// - Parameters:
    ///   - store: The "disk"; an ``InMemoryStore`` by default, or a ``FileStore`` on a temporary folder.
    ///   - policy: The restoration rules.
    ///   - sceneID: The scene identifier.
    ///   - registry: Makes the app's registry; called at each launch, as a real process would.
    ///   - rootPage: Makes the root page of a fresh start.
    public init(
        store: any SnapshotStore = InMemoryStore(),
        policy: RestorationPolicy = RestorationPolicy(),
        sceneID: String = "default",
        registry: @escaping @MainActor () -> PageRegistry,
        rootPage: @escaping @MainActor () -> Page
    ) {
        self.store = store
        self.policy = policy
        self.sceneID = sceneID
        self.makeRegistry = registry
        self.makeRootPage = rootPage
    }

    /// Whether a simulated process is running.
    public var isRunning: Bool { process != nil }

    /// The running process's controller.
    /// - Throws: ``SimulatedAppError`` when no process is running.
    public func controller() throws(SimulatedAppError) -> RestorationController {
        guard let process else { throw SimulatedAppError("the app is not running; call launch() first") }
        return process
    }

    /// The running process's navigator, or a fresh empty one when the app is not running.
    public var navigator: Navigator { process?.navigator ?? Navigator() }

    /// The outcome of the running process's launch.
    public var launchResult: LaunchResult? { process?.lastLaunchResult }

    /// Starts a new process: restores the saved scene, or starts fresh and says why.
    /// A process still running is killed first, as the system would.
    @discardableResult
    public func launch() -> LaunchResult {
        let controller = makeProcess()
        return controller.launch(defaultRoot: makeRootPage)
    }

    /// The app goes to the background: its state is saved, and the save is awaited.
    /// - Throws: ``SimulatedAppError`` when no process runs or nothing could be captured.
    public func enterBackground() async throws(SimulatedAppError) {
        let controller = try controller()
        guard controller.didEnterBackground() else {
            throw SimulatedAppError("the hierarchy could not be captured: \(controller.lastCaptureError.map { "\($0)" } ?? "unknown")")
        }
        await controller.waitForPendingSaves()
        if let error = controller.lastSaveError { throw SimulatedAppError("the save failed: \(error)") }
    }

    /// The system kills the app in the background: the process is gone, with no message.
    public func killBySystem() {
        process = nil
    }

    /// The user force-quits the app from the app switcher: the app is told, then gone.
    public func forceQuitByUser() async {
        await process?.userDidQuit()
        process = nil
    }

    /// Launches a process that crashes in the middle of restoring (after rebuilding the pages,
    /// before the restore is marked finished). The next ``launch()`` sees the crash.
    public func crashDuringRestore() {
        makeProcess().launchDyingDuringRestore(defaultRoot: makeRootPage)
        process = nil
    }

    /// The page the user sees in the running process.
    public var visiblePage: Page? { process?.navigator.visiblePage }

    /// The visible page as `P`.
    /// - Throws: ``SimulatedAppError`` naming the page actually visible.
    public func visiblePage<P: Page>(as type: P.Type) throws(SimulatedAppError) -> P {
        guard let page = visiblePage as? P else {
            throw SimulatedAppError("the visible page is \(visiblePage?.label ?? "nothing"), not a \(P.self)")
        }
        return page
    }

    private func makeProcess() -> RestorationController {
        let controller = RestorationController(
            navigator: Navigator(), registry: makeRegistry(), store: store, policy: policy, sceneID: sceneID
        )
        process = controller
        return controller
    }
}
