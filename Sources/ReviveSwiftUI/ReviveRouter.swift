public import Logging
public import Observation
public import Revive

/// The observable owner of a scene's route tree: what `TabView(selection:)`,
/// `NavigationStack(path:)`, `sheet(item:)` and `fullScreenCover(item:)` bind to, restored
/// at launch and saved when the scene goes to the background.
///
/// It needs Observation, not SwiftUI, so it is compiled and tested on Linux too; only the
/// `Binding`s made from it (``selection``, ``path(forTab:)``, …) are SwiftUI's. It is a thin
/// layer: every rule — capture, rebuild, pruning, policies, deep links, presenting a restored
/// modal chain one level at a time — is in Revive's platform-free ``RouteHierarchy`` and
/// ``Revive/RestorationController``, tested there. ``RouteRestorationView`` creates the router with
/// the scene's Revive id (kept in `@SceneStorage`), launches it and saves on
/// `scenePhase == .background`.
///
/// ```swift
/// let router = ReviveRouter(routes: names, defaultTree: RouteTree(tabs: ["library", "settings"]),
///                           store: store, sceneID: sceneID)
/// await router.launch()
/// TabView(selection: router.selection) { … }
/// ```
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
@Observable
public final class ReviveRouter<Route: Codable & Hashable> {
    /// The scene's navigation, mirrored from ``routes`` (SwiftUI observes this copy).
    public private(set) var tree: RouteTree<Route>
    /// What the last launch did, once it finished.
    public private(set) var launchResult: RouteLaunchResult?
    /// How many modal levels are on screen; observed so that the next level is offered.
    private var confirmedModalLevels = 0
    /// Whether a full-screen cover is offered through the sheet binding: on macOS, where
    /// `fullScreenCover` does not exist (``SceneLifecycle/showsCoversAsSheets``). The tree keeps
    /// the cover's style.
    public var showsCoversAsSheets = SceneLifecycle().showsCoversAsSheets

    // Constants are not tracked by @Observable; only `tree`, `launchResult` and the confirmed
    // levels are.

    /// The platform-free hierarchy that owns the tree.
    public let routes: RouteHierarchy<Route>
    /// The restoration controller of the scene.
    public let controller: RestorationController<RouteHierarchy<Route>>
    /// The tree of a fresh start.
    public let defaultTree: RouteTree<Route>

    /// Creates a router for one scene.
    /// - Parameters:
    ///   - routes: The route names a saved file may bring back.
    ///   - defaultTree: The tree of a fresh start (its tabs are the app's tabs).
    ///   - store: Where the saved state lives, usually a ``Revive/FileStore``.
    ///   - policy: When saved state is used or discarded, and the schema migrations.
    ///   - sceneID: The scene's Revive id (``RouteRestorationView`` keeps it in `@SceneStorage`).
    ///   - logger: Where launches, saves and discards are logged; nothing is logged by default.
    public init(
        routes: RouteRegistry<Route>,
        defaultTree: RouteTree<Route>,
        store: any SnapshotStore,
        policy: RestorationPolicy = RestorationPolicy(),
        sceneID: String,
        logger: Logger = .disabled
    ) {
        let hierarchy = RouteHierarchy(routes: routes, tree: defaultTree)
        self.routes = hierarchy
        self.tree = defaultTree
        self.defaultTree = defaultTree
        self.controller = RestorationController(routes: hierarchy, store: store, policy: policy, sceneID: sceneID, logger: logger)
        hierarchy.treeDidChange = { [weak self] tree in
            guard let self else { return }
            self.tree = tree
            self.confirmedModalLevels = hierarchy.confirmedModalLevels
        }
    }

    /// Restores the saved tree (or starts fresh), then opens `deepLink`; call once per scene.
    /// - Parameter deepLink: A place the launch was asked to open, merged or replacing.
    /// - Returns: Restored or fresh, and what became of the link.
    @discardableResult
    public func launch(deepLink: RouteDeepLink<Route>? = nil) async -> RouteLaunchResult {
        let result = await controller.launch(defaultTree: defaultTree, deepLink: deepLink)
        tree = routes.tree
        confirmedModalLevels = routes.confirmedModalLevels
        launchResult = result
        return result
    }

    /// Saves the scene: call when `scenePhase` becomes `.background` (``RouteRestorationView``
    /// does, inside a background task on iOS; see
    /// ``Revive/RestorationController/didEnterBackground(beginBackgroundTask:endBackgroundTask:)``).
    @discardableResult
    public func didEnterBackground() -> SaveResult {
        controller.didEnterBackground()
    }

    /// Pushes `route` on the visible stack.
    public func push(_ route: Route) { routes.tree.push(route) }

    /// Pops the visible stack, or dismisses the last modal at its root.
    public func pop() { routes.tree.pop() }

    /// Presents `route` over everything.
    public func present(_ route: Route, style: RouteModal<Route>.Style = .sheet) { routes.present(route, style: style) }

    /// Records that the modal at `level` is on screen, so a restored chain's next level is presented.
    public func modalDidAppear(at level: Int) { routes.modalDidAppear(at: level) }

    // MARK: What SwiftUI's bindings read and write

    /// The selected tab's id, for `TabView(selection:)`; setting an unknown id changes nothing.
    public var selectedTab: String {
        get { tree.selectedTab }
        set { routes.tree.select(newValue) }
    }

    /// A tab's path, for `NavigationStack(path:)`; empty for an unknown tab, whose path cannot
    /// be set.
    public subscript(pathForTab tab: String) -> [Route] {
        get { tree.path(forTab: tab) ?? [] }
        set { routes.tree.setPath(newValue, forTab: tab) }
    }

    /// The modal of `style` to present at `level` now, for `sheet(item:)` and
    /// `fullScreenCover(item:)`: `nil` until the levels below it are on screen. Setting `nil`
    /// (SwiftUI does when the user dismisses it) dismisses it and every modal above it.
    public subscript(modalAt level: Int, style: RouteModal<Route>.Style) -> RouteModal<Route>? {
        get {
            guard level <= confirmedModalLevels, tree.modals.indices.contains(level), shownStyle(at: level) == style else { return nil }
            return tree.modals[level]
        }
        set {
            guard newValue == nil, tree.modals.indices.contains(level), shownStyle(at: level) == style else { return }
            routes.dismissModals(from: level)
        }
    }

    /// The style the modal at `level` is shown in: a cover is a sheet where covers do not exist.
    private func shownStyle(at level: Int) -> RouteModal<Route>.Style {
        let style = tree.modals[level].style
        return style == .fullScreenCover && showsCoversAsSheets ? .sheet : style
    }

    /// The path inside the modal at `level`, for its own `NavigationStack(path:)`; empty when
    /// there is none.
    public subscript(modalPathAt level: Int) -> [Route] {
        get { tree.modals.indices.contains(level) ? tree.modals[level].path : [] }
        set { routes.setModalPath(newValue, at: level) }
    }
}
