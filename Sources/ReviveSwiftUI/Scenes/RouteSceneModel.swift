public import Foundation
public import Observation
public import Revive

/// What one SwiftUI window does with Revive, without SwiftUI: it takes the scene's Revive id
/// (kept in `@SceneStorage`), makes and launches the scene's router, saves or discards on the
/// scene's events as `SceneLifecycle` says for the platform, and opens deep links.
/// `RouteRestorationView` is a thin shell that forwards SwiftUI's callbacks here; this type
/// is compiled and tested everywhere.
///
/// One model, and one router, per `WindowGroup` window. Its life:
/// 1. **Connect** — ``connect(storedSceneID:sessionID:deepLink:windowLink:)`` with what
///    `@SceneStorage` kept (empty for a new window) and, on UIKit's platforms, the window's
///    scene session's `persistentIdentifier`: the model picks the id (the session's; without
///    one, a new UUID for a new window; write ``sceneID`` back to `@SceneStorage`), makes the
///    router with it, and launches it with a deep link if one came (`open(_:)` before the
///    launch is the same). The launch restores the window's saved tree, or starts fresh and
///    says why.
/// 2. **Events** — ``handle(_:)`` with each `scenePhase` change, the window closing and the app
///    terminating. On iOS the save on `.background` runs in a background task
///    (``handle(_:beginBackgroundTask:endBackgroundTask:)``).
/// 3. **Discard** — the window is closed for good (on macOS, when it closes; on UIKit's
///    platforms, when the system discards its session and the app delegate forwards it to
///    `Revive/SnapshotStore/discardSavedState(ofScenes:logger:)`; anywhere, when the app says so
///    with ``discard()``, an in-app "Close Window"): every file of the scene is deleted, and the
///    model does nothing more.
///
/// ```swift
/// let scene = RouteSceneModel { sceneID in
///     ReviveRouter(routes: names, defaultTree: tabs, sceneID: sceneID, configuration: .init(store: store))
/// }
/// await scene.connect(storedSceneID: storedID, sessionID: session.persistentIdentifier)
/// scene.router?.push(.comic(id: 42))
/// scene.handle(.background)                         // saved
/// ```
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
@Observable
public final class RouteSceneModel<Route: Codable & Hashable, Tab: Codable & Hashable> {
    /// Where the model is in its life.
    public enum Stage: String, Hashable, Sendable {
        /// Not connected yet.
        case waiting
        /// The router is made and its launch is running.
        case launching
        /// Launched: the router shows the scene.
        case connected
        /// Discarded: every file of the scene is gone and events change nothing.
        case discarded
    }

    /// The scene's router, once connected; `nil` before, so the view shows nothing for the few
    /// milliseconds of the launch.
    public private(set) var router: ReviveRouter<Route, Tab>?
    /// The scene's Revive id, once connected: keep it in `@SceneStorage`.
    public private(set) var sceneID: String?
    /// Where the model is in its life.
    public private(set) var stage = Stage.waiting
    /// What the last event's save did, if it saved.
    public private(set) var lastSaveResult: SaveResult?
    /// The rules of the platform: which events save or discard, and whether covers show as sheets.
    @ObservationIgnored public let lifecycle: SceneLifecycle

    @ObservationIgnored private let makeRouter: @MainActor (String) -> ReviveRouter<Route, Tab>
    @ObservationIgnored private var pendingDeepLink: RouteTree<Route, Tab>.DeepLink?
    @ObservationIgnored private var pendingURLs: [URL] = []
    /// The engine's scene glue this model forwards to, once connected: the former id, the
    /// launch sweep, the lifecycle table, the background task and the discard.
    @ObservationIgnored public private(set) var restorationScene: RestorationScene<RouteHierarchy<Route, Tab>>?
    /// The launch sweep this window started, when it was the first of its store in this process.
    var launchSweep: Task<Int, Never>? { restorationScene?.launchSweep }
    /// Why the discard deleted less than every file of the scene, if it did.
    public var lastDiscardError: ReviveError? { restorationScene?.lastDiscardError }

    /// Creates the model of one window.
    /// - Parameters:
    ///   - lifecycle: The platform's rules; this build's platform by default.
    ///   - makeRouter: Makes the window's router for its Revive id; called once, at connection.
    public init(
        lifecycle: SceneLifecycle = SceneLifecycle(),
        makeRouter: @escaping @MainActor (_ sceneID: String) -> ReviveRouter<Route, Tab>
    ) {
        self.lifecycle = lifecycle
        self.makeRouter = makeRouter
    }

    // MARK: Connecting

    /// Connects the window: picks its Revive id, makes its router and launches it.
    ///
    /// With a `sessionID` — the window's `UISceneSession.persistentIdentifier`, which
    /// `RouteRestorationView` reads on UIKit's platforms — that is the Revive id, so the
    /// window's files go when its session goes (`Revive/SnapshotStore/discardSavedState(ofScenes:logger:)`,
    /// from `application(_:didDiscardSceneSessions:)`), as `@SceneStorage` goes with it. A
    /// state an earlier version saved under the id in `storedSceneID` is moved to the session's
    /// id first, once. Without one (AppKit, or a test), a window whose `@SceneStorage` kept an
    /// id gets that id, and an empty id is a new window, which gets a new UUID. Not an error: a
    /// second call while connected, or after a discard, does nothing and returns `nil` (SwiftUI
    /// runs a view's `task` again when it appears again).
    ///
    /// - Parameters:
    ///   - storedSceneID: What `@SceneStorage` kept; empty for a new window.
    ///   - sessionID: The window's scene session's `persistentIdentifier`, where there is one.
    ///   - deepLink: A place the window was opened for (a URL, an activity), if any; a link
    ///     given earlier to `open(_:)` is used when this is `nil`.
    ///   - windowLink: The value of a `WindowGroup(for:)` window as a place, opened only on the
    ///     window's first launch (``ReviveRouter/launch(deepLink:windowLink:)``).
    /// - Returns: The launch, or `nil` when the window was already connected or discarded.
    @discardableResult
    public func connect(
        storedSceneID: String, sessionID: String? = nil,
        deepLink: RouteTree<Route, Tab>.DeepLink? = nil, windowLink: RouteTree<Route, Tab>.DeepLink? = nil
    ) async -> RouteTree<Route, Tab>.LaunchResult? {
        guard stage == .waiting else { return nil }
        let id = sessionID ?? (storedSceneID.isEmpty ? UUID().uuidString : storedSceneID)
        let router = makeRouter(id)
        router.showsCoversAsSheets = lifecycle.showsCoversAsSheets
        sceneID = id
        stage = .launching
        self.router = router
        let scene = RestorationScene(
            controller: router.controller, formerSceneID: storedSceneID.isEmpty ? nil : storedSceneID, lifecycle: lifecycle
        )
        restorationScene = scene
        // However the scene is discarded (here, or by the app delegate through the store), the
        // window shows it.
        scene.willDiscard = { [weak self] in self?.stage = .discarded }
        scene.adoptFormerState()
        // Links and URLs that came before the router: it keeps them for its launch, as it does
        // its own (an explicit `deepLink` wins).
        if let pendingDeepLink { router.open(pendingDeepLink) }
        for url in pendingURLs where router.handles(url) { router.open(url) }
        (pendingDeepLink, pendingURLs) = (nil, [])
        let result = await router.launch(deepLink: deepLink, windowLink: windowLink)
        // After the launch took this scene's lock: the sweep never touches a held scene.
        scene.startLaunchSweep(keeping: lifecycle.liveSceneIDs(connecting: id))
        if stage == .launching { stage = .connected }
        return result
    }

    /// Opens a deep link (`onOpenURL`, a user activity): before the launch is over it goes into
    /// the launch, merged with or replacing the restored tree as it says; after, it opens in
    /// the live tree (a replacing link over the app's default tree). After a discard it is ignored.
    ///
    /// ```swift
    /// .onOpenURL { url in if let link = AppLinks.route(url) { scene.open(link) } }
    /// ```
    /// - Parameter link: The place to open.
    public func open(_ link: RouteTree<Route, Tab>.DeepLink) {
        switch stage {
        case .waiting:
            pendingDeepLink = link
        case .launching, .connected:
            router?.open(link)
        case .discarded:
            return
        }
    }

    /// Opens a URL (`onOpenURL`): a place's URL (`Revive/PortablePlace`), or through the router's
    /// `deepLinkParser`, before or after the launch as a ``RouteTree/DeepLink`` does; a router
    /// made without a parser ignores other URLs (the app handles them itself). After a discard
    /// it is ignored.
    ///
    /// ```swift
    /// .onOpenURL { scene.open($0) }      // RouteRestorationView does this
    /// ```
    /// - Parameter url: The URL.
    public func open(_ url: URL) {
        switch stage {
        case .waiting:
            pendingURLs.append(url)
        case .launching, .connected:
            if let router, router.handles(url) { router.open(url) }
        case .discarded:
            return
        }
    }

    // MARK: Events

    /// Does what ``lifecycle`` says about `event`, with no background task: saves, discards, or
    /// nothing. Before the window is connected, and after it is discarded, nothing happens.
    ///
    /// ```swift
    /// .onChange(of: scenePhase) { _, phase in scene.handle(phase == .background ? .background : …) }
    /// ```
    /// - Parameter event: What happened to the window or the app.
    /// - Returns: What the model did.
    @discardableResult
    public func handle(_ event: SceneLifecycle.Event) -> SceneLifecycle.Response {
        handle(event) { _ in () } endBackgroundTask: { _ in }
    }

    /// Forwards `event` to the window's scene glue
    /// (`Revive/RestorationScene/handle(_:beginBackgroundTask:endBackgroundTask:)`, which says
    /// how the background task begins and ends), once the window is connected.
    /// - Parameters:
    ///   - event: What happened to the window or the app.
    ///   - beginBackgroundTask: Begins a platform background task with an expiration handler.
    ///   - endBackgroundTask: Ends it.
    /// - Returns: What the model did; `nothing` before the window is connected and after it is
    ///   discarded.
    @discardableResult
    public func handle<TaskIdentifier>(
        _ event: SceneLifecycle.Event,
        beginBackgroundTask: (_ expirationHandler: @escaping @MainActor @Sendable () -> Void) -> TaskIdentifier,
        endBackgroundTask: @escaping @MainActor (TaskIdentifier) -> Void
    ) -> SceneLifecycle.Response {
        guard stage == .connected, let restorationScene else { return .nothing }
        router?.revivedScene.writeModels()   // a model Observation cannot follow is up to date for the save
        let response = restorationScene.handle(event, beginBackgroundTask: beginBackgroundTask, endBackgroundTask: endBackgroundTask)
        lastSaveResult = restorationScene.lastSaveResult ?? lastSaveResult
        return response
    }

    // MARK: Discarding

    /// The window is closed for good: waits for a save still running, then deletes every file of
    /// the scene (state, records, set-aside state and lock), and ignores every later event. A window that never connected has nothing to
    /// delete. Call it where the app knows a window is gone (a "Close" of its own); on macOS
    /// ``handle(_:)`` calls it when the window closes.
    ///
    /// ```swift
    /// await scene.discard()
    /// ```
    public func discard() async {
        stage = .discarded
        await restorationScene?.discard()
    }
}
