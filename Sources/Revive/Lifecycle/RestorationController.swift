import Foundation
import Logging

/// The one object an app creates at launch to have its scene come back where the user left it.
///
/// Feed it the app's lifecycle, as a `UIApplicationDelegate` or scene delegate would:
///
/// | the app…                         | call                               | Revive…                                 |
/// |----------------------------------|------------------------------------|-----------------------------------------|
/// | will finish launching            | ``launch(defaultRoot:)``           | restores the saved scene, or starts fresh |
/// | did enter the background         | ``didEnterBackground()``           | captures and saves, off the main actor  |
/// | is closed by the user on purpose | ``userDidQuit()``                  | discards the saved state                |
///
/// Load your model before ``launch(defaultRoot:)`` and finish setting up in
/// ``restorationDidFinish`` — the split UIKit offers with `willFinishLaunching` and
/// `didFinishLaunching`. Saving happens only on entering the background: the system gives an
/// app no message when it kills it.
///
/// ```swift
/// let controller = RestorationController(navigator: navigator, registry: registry,
///                                        store: try FileStore(directory: FileStore.defaultDirectory(appName: "Comics")))
/// let result = controller.launch { MainTabs.makeDefault() }   // restored, or fresh because …
/// // later, from the scene delegate:
/// controller.didEnterBackground()
/// ```
@MainActor
public final class RestorationController {
    /// The navigator whose hierarchy is saved and restored.
    public let navigator: Navigator
    /// The allowlist of page types a saved file may recreate.
    public let registry: PageRegistry
    /// The store, policy and codec behind saves and launches.
    public let session: RestorationSession
    /// The scene this controller saves and restores.
    public let sceneID: String
    /// Size limits for each capture.
    public var budget: CaptureBudget
    /// Called once per launch, after every page's post-restore hook (or after a fresh start).
    public var restorationDidFinish: ((LaunchResult) -> Void)?

    /// Called between rebuilding the pages and marking the restore finished; a test seam for
    /// crashing "during restore" (the demo's crash injection uses it).
    package var restoreInProgressHook: (() -> Void)?

    let saver: SaveScheduler
    let logger = Logger(label: "revive.lifecycle")

    /// Why the most recent ``didEnterBackground()`` saved nothing, if it did not.
    public internal(set) var lastCaptureError: RestorationError?

    /// The outcome of the last ``launch(defaultRoot:)``, if any.
    public private(set) var lastLaunchResult: LaunchResult?

    /// Creates a controller for one scene.
    /// - Parameters:
    ///   - navigator: The navigator to save and restore.
    ///   - registry: The page types a saved file may recreate.
    ///   - store: Where the saved state lives (a ``FileStore``, or an ``InMemoryStore`` in tests).
    ///   - policy: When saved state is used or discarded; UIKit's rules by default.
    ///   - codec: The binary codec, with its decoding limits and optional encryption key.
    ///   - sceneID: The scene's identifier; one saved file per scene.
    ///   - budget: Size limits for each capture.
    public init(
        navigator: Navigator,
        registry: PageRegistry,
        store: any SnapshotStore,
        policy: RestorationPolicy = RestorationPolicy(),
        codec: SnapshotCodec = SnapshotCodec(),
        sceneID: String = "default",
        budget: CaptureBudget = CaptureBudget()
    ) {
        self.navigator = navigator
        self.registry = registry
        self.sceneID = sceneID
        self.budget = budget
        self.session = RestorationSession(store: store, policy: policy, encode: { try codec.encode($0) }, decode: { try codec.decode($0) })
        self.saver = SaveScheduler(session: session, sceneID: sceneID)
    }

    /// Restores the saved scene into the navigator, or installs `defaultRoot()` and says why.
    ///
    /// Reads and checks the saved state (crash-loop guard, user quit, age, versions, damage),
    /// rebuilds the longest valid part of the tree, runs each page's post-restore hook, marks
    /// the restore finished (deleting the saved state if the policy says so), then calls
    /// ``restorationDidFinish``. Never throws: every problem becomes a fresh start or an item
    /// in the report.
    /// - Parameter defaultRoot: Makes the root page of a fresh start.
    /// - Returns: Restored with the report, or fresh because ….
    @discardableResult
    public func launch(defaultRoot: () -> Page) -> LaunchResult {
        let result = restoreOrStartFresh(defaultRoot: defaultRoot)
        lastLaunchResult = result
        logger.debug("launch: \(result)", metadata: ["scene": "\(sceneID)"])
        restorationDidFinish?(result)
        return result
    }

    /// Runs a launch that stops after rebuilding the pages and before marking the restore
    /// finished, as if the process died there: the crash-loop guard's record stays behind.
    /// For simulated crashes in tests (``ReviveTesting``); a real app never calls it.
    package func launchDyingDuringRestore(defaultRoot: () -> Page) {
        _ = restoreOrStartFresh(defaultRoot: defaultRoot, diesDuringRestore: true)
    }

    private func restoreOrStartFresh(defaultRoot: () -> Page, diesDuringRestore: Bool = false) -> LaunchResult {
        let snapshot: Snapshot
        switch session.beginLaunch(sceneID: sceneID) {
        case .restored(let saved):
            snapshot = saved
        case .fresh(let reason):
            installFresh(defaultRoot)
            return .fresh(reason)
        }
        let report = navigator.restore(from: snapshot, registry: registry)
        restoreInProgressHook?()
        if diesDuringRestore { return .restored(report) }
        finishRestoration()
        guard report.restoredPageCount > 0 else {
            installFresh(defaultRoot)
            return .fresh(.damagedFile("the root page could not be recreated: \(report.items.first?.reason ?? "unknown")"))
        }
        return .restored(report)
    }

    private func installFresh(_ defaultRoot: () -> Page) {
        do {
            try navigator.setRootPage(defaultRoot())
        } catch {
            logger.error("the default root page could not be installed: \(error)")
        }
    }

    private func finishRestoration() {
        do {
            try session.finishRestoration(sceneID: sceneID)
        } catch {
            logger.error("could not mark the restore finished: \(error)", metadata: ["scene": "\(sceneID)"])
        }
    }
}
