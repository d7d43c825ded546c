import Foundation
public import Logging

/// The one object an app creates per scene to have it come back where the user left it, for
/// any hierarchy: the headless `Navigator`, a UIKit window (`ReviveUIKit`), a route tree.
///
/// Feed it the scene's lifecycle, as a scene delegate would:
///
/// | the app…                         | call                                   | Revive…                                   |
/// |----------------------------------|----------------------------------------|-------------------------------------------|
/// | connects the scene               | ``launch(defaultRoot:completion:)``    | restores the saved scene, or starts fresh |
/// | did enter the background         | ``didEnterBackground()``               | captures and saves, off the main actor    |
/// | is closed by the user on purpose | ``userDidQuit()``                      | discards the saved state                  |
///
/// Every launch and save rule lives here, never in an adapter: the crash-loop guard, the
/// policies, the save scheduler, the scene id in the header. Load your model before the
/// launch and finish setting up in ``restorationDidFinish`` — the split UIKit offers with
/// `willFinishLaunching` and `didFinishLaunching`. Saving happens only on entering the
/// background: the system gives an app no message when it kills it.
///
/// ```swift
/// let controller = RestorationController(hierarchy: WindowHierarchy(window: window),
///                                        registry: registry, store: try FileStore(directory: folder))
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
    package let session: RestorationSession
    /// The scene this controller saves and restores; written in every saved file's header.
    public let sceneID: String
    /// Size limits for each capture.
    public var budget: CaptureBudget
    /// Called once per launch, after every page's post-restore hook (or after a fresh start).
    public var restorationDidFinish: ((LaunchResult) -> Void)?
    /// Asked at each launch, before the saved state is read: return `false` to start fresh
    /// (say, the user signed out). The saved state is then discarded and the launch says
    /// ``FreshReason/declinedByApp``. UIKit's `shouldRestoreSecureApplicationState`.
    public var shouldRestore: (() -> Bool)?
    /// Asked at each save: return `false` to save nothing this time, leaving the previous
    /// saved state as it is. UIKit's `shouldSaveSecureApplicationState`.
    public var shouldSave: (() -> Bool)?

    /// Called between rebuilding the pages and marking the restore finished; a test seam for
    /// crashing "during restore" (the demo's crash injection uses it).
    package var restoreInProgressHook: (() -> Void)?

    let saver: SaveScheduler
    let logger: Logger

    /// Why the most recent ``didEnterBackground()`` saved nothing, if it did not.
    public internal(set) var lastCaptureError: RestorationError?

    /// Why the most recent ``userDidQuit()`` discarded nothing, if it did not (say, another
    /// process holds the scene); `nil` after a quit that did what the policy says.
    public internal(set) var lastQuitError: StoreError?

    /// The outcome of the last launch, once it finished.
    public internal(set) var lastLaunchResult: LaunchResult?

    /// Creates a controller for one scene.
    /// - Parameters:
    ///   - hierarchy: The hierarchy to save and restore.
    ///   - registry: The page types a saved file may recreate.
    ///   - store: Where the saved state lives (a ``FileStore``, or an in-memory store in tests).
    ///   - policy: When saved state is used or discarded; UIKit's rules by default.
    ///   - codec: The binary codec, with its decoding limits and optional encryption key.
    ///   - sceneID: The scene's identifier; one saved file per scene.
    ///   - budget: Size limits for each capture.
    ///   - logger: Where launches, saves and discards are logged; nothing is logged by default.
    public init(
        hierarchy: Hierarchy,
        registry: RestorationRegistry<Node>,
        store: any SnapshotStore,
        policy: RestorationPolicy = RestorationPolicy(),
        codec: SnapshotCodec = SnapshotCodec(),
        sceneID: String = "default",
        budget: CaptureBudget = CaptureBudget(),
        logger: Logger = .disabled
    ) {
        self.hierarchy = hierarchy
        self.logger = logger
        self.registry = registry
        self.sceneID = sceneID
        self.budget = budget
        self.session = RestorationSession(store: store, policy: policy, encode: { try codec.encode($0) }, decode: { try codec.decode($0) }, logger: logger)
        self.saver = SaveScheduler(session: session, sceneID: sceneID, logger: logger)
    }
}
