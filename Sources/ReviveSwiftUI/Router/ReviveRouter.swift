public import Foundation
import Logging
public import Observation
public import Revive

/// The observable owner of a scene's route tree: what `TabView(selection:)`,
/// `NavigationSplitView(columnVisibility:)`, `NavigationStack(path:)`, `sheet(item:)` and
/// `fullScreenCover(item:)` bind to, restored at launch and saved when the scene goes to the
/// background.
///
/// It needs Observation, not SwiftUI, so it is compiled and tested on Linux too; only the
/// `Binding`s made from it (`selection`, `path(forTab:)`, …) are SwiftUI's. It is a thin
/// layer: every rule — capture, rebuild, pruning, policies, deep links, presenting a restored
/// modal chain one level at a time — is in Revive's platform-free ``RouteHierarchy`` and
/// ``Revive/RestorationController``, tested there.
///
/// Observation is per place: a view that reads one tab's path, one page's draft or the
/// selected tab is invalidated only when that changes, so typing in one text field re-renders
/// only the views that read that page's view state. Reading ``tree`` observes everything.
///
/// ```swift
/// enum AppTab: String, Codable { case library, settings }
/// let router = ReviveRouter(routes: .allRoutes, defaultTree: RouteTree<Route, AppTab>(tabs: [.library, .settings]),
///                           sceneID: sceneID, configuration: .init(store: store, codec: SnapshotCodec(key: key)))
/// await router.launch()
/// TabView(selection: router.selection) { … }
/// ```
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
public final class ReviveRouter<Route: Codable & Hashable, Tab: Codable & Hashable>: Observable {
    /// The platform-free hierarchy that owns the tree.
    public let routes: RouteHierarchy<Route, Tab>
    /// The restoration controller of the scene.
    public let controller: RestorationController<RouteHierarchy<Route, Tab>>
    /// The tree of a fresh start.
    public let defaultTree: RouteTree<Route, Tab>
    /// Turns a URL the scene was opened with into a place to open; see `open(_:)` (a URL).
    public let deepLinkParser: (@MainActor (URL) -> RouteTree<Route, Tab>.DeepLink?)?

    fileprivate let registrar = ObservationRegistrar()
    /// The tree as observers last saw it; changes are told per place (``treeDidChange(to:)``).
    private var current: RouteTree<Route, Tab>
    /// How many modal levels are on screen, as observers last saw it.
    private var confirmedModalLevels = 0
    private var storedLaunchResult: RouteTree<Route, Tab>.LaunchResult?
    /// A link that came before the launch was over; opened by it, or right after it.
    private var pendingDeepLink: RouteTree<Route, Tab>.DeepLink?
    private var pendingPlaces: [(PortablePlace, (RestorationController<RouteHierarchy<Route, Tab>>.PlaceOutcome) -> Void)] = []
    /// The route names already logged as missing from the registry.
    private var reportedUnregisteredNames: Set<String> = []
    /// The setup issues already handed to ``Revive/SetupIssue/handler``, by message.
    private var reportedSetupIssues: Set<String> = []
    private let logger: Logger

    /// The scene as Revive brought it back: what `@ScenePreserved` and `@ScenePreservedModel`
    /// keep at its root, how its launch went, and what of its values did not come back whole
    /// (``RevivedScene``).
    public private(set) lazy var revivedScene = RevivedScene(root: self, logger: logger)

    /// Creates a router for one scene.
    ///
    /// ```swift
    /// let router = ReviveRouter(routes: .allRoutes, defaultTree: RouteTree<Route, AppTab>(tabs: [.library]),
    ///                           sceneID: sceneID, configuration: .init(store: store)) { url in Route.deepLink(from: url) }
    /// ```
    /// - Parameters:
    ///   - routes: The routes a saved file may bring back (``RouteRegistry/allRoutes`` for all).
    ///   - defaultTree: The tree of a fresh start (its tabs are the app's tabs).
    ///   - sceneID: The scene's Revive id.
    ///   - configuration: Where the saved state lives (usually a `Revive/FileStore`), the
    ///     policy with its schema migrations, the codec (give it a key, `SnapshotCodec(key:)`,
    ///     to encrypt the saved state), the budget and the logger.
    ///   - deepLinkParser: Turns a URL (`onOpenURL`) into a place to open; `nil` when the app
    ///     opens none.
    public init(
        routes: RouteRegistry<Route>,
        defaultTree: RouteTree<Route, Tab>,
        sceneID: String,
        configuration: RestorationController<RouteHierarchy<Route, Tab>>.Configuration,
        deepLinkParser: (@MainActor (URL) -> RouteTree<Route, Tab>.DeepLink?)? = nil
    ) {
        let hierarchy = RouteHierarchy(routes: routes, tree: defaultTree)
        self.routes = hierarchy
        self.current = defaultTree
        self.defaultTree = defaultTree
        self.deepLinkParser = deepLinkParser
        self.logger = configuration.logger
        self.controller = RestorationController(routes: hierarchy, sceneID: sceneID, configuration: configuration)
        hierarchy.treeDidChange = { [weak self] _ in self?.treeDidChange() }
    }

    // MARK: Launch, deep links, save

    /// Restores the saved tree (or starts fresh), then opens `deepLink` — or the link handed to
    /// `open(_:)` (a link) before the launch; call once per scene.
    ///
    /// ```swift
    /// await router.launch(windowLink: RouteTree.DeepLink(tab: .library, path: [.comic(id: comicID)]))
    /// ```
    /// - Parameters:
    ///   - deepLink: A place the launch was asked to open, merged or replacing; by default the
    ///     restored sheets and their drafts stay (``RouteTree/DeepLink``).
    ///   - windowLink: The place a `WindowGroup(for:)` window was opened for, opened only when
    ///     nothing is restored (SwiftUI gives the window its value again at every launch).
    /// - Returns: Restored or fresh, what became of the link, and how many modals it kept.
    @discardableResult
    public func launch(
        deepLink: RouteTree<Route, Tab>.DeepLink? = nil, windowLink: RouteTree<Route, Tab>.DeepLink? = nil
    ) async -> RouteTree<Route, Tab>.LaunchResult {
        let link = deepLink ?? pendingDeepLink
        pendingDeepLink = nil
        let result = await controller.launch(defaultTree: defaultTree, deepLink: link, windowLink: windowLink)
        treeDidChange()
        registrar.withMutation(of: self, keyPath: \.launchResult) { storedLaunchResult = result }
        if let late = pendingDeepLink {
            pendingDeepLink = nil
            open(late)
        }
        let places = pendingPlaces
        pendingPlaces = []
        for (place, completion) in places { controller.open(place, completion: completion) }
        return result
    }

    /// The scene's place, to publish for Handoff or put in a widget's link
    /// (`Revive/PortablePlace`): the selected tab's path and the modals, with their values,
    /// less those of `deviceOnlyKeys` and of the configuration's `deviceOnlyKeys`.
    ///
    /// ```swift
    /// let url = try router.place(leavingOut: ["revive.draft."]).url(appURL)   // appURL: comics://open
    /// ```
    /// - Parameter deviceOnlyKeys: Keys of values that never leave the device.
    /// - Returns: The place.
    /// - Throws: What `RestorationController.captureSnapshot()` throws.
    public func place(leavingOut deviceOnlyKeys: Set<String> = []) throws(ReviveError) -> PortablePlace {
        try controller.place(leavingOut: deviceOnlyKeys)
    }

    /// Opens a place that arrived (Handoff, a widget's link, an intent), merged with the tree
    /// (`RestorationController.open(_:completion:)`): each route through the route registry, so
    /// a route the app does not allow never comes back. Before the launch is over it is kept
    /// and opened right after it.
    /// - Parameters:
    ///   - place: The place.
    ///   - completion: What came of it.
    public func open(
        _ place: PortablePlace,
        completion: @escaping (RestorationController<RouteHierarchy<Route, Tab>>.PlaceOutcome) -> Void = { _ in }
    ) {
        guard storedLaunchResult != nil else {
            pendingPlaces.append((place, completion))
            return
        }
        controller.open(place, completion: completion)
    }

    /// What the last launch did, once it finished.
    public var launchResult: RouteTree<Route, Tab>.LaunchResult? {
        registrar.access(self, keyPath: \.launchResult)
        return storedLaunchResult
    }

    /// Opens a place: before the launch is over it is kept for the launch (which merges it
    /// into the restored tree or replaces it, as the link says); after, it is opened at once —
    /// merged into the current tree, or over ``defaultTree`` for a replacing link. By default
    /// the sheets on screen stay, with what the user typed in them, and the link opens beneath
    /// them (``RouteTree/DeepLink/presentedModals``).
    ///
    /// ```swift
    /// router.open(RouteTree.DeepLink(tab: .library, path: [.comic(id: 42)]))
    /// ```
    /// - Parameter link: The place to open.
    /// - Returns: How many modals on screen were kept; 0 before the launch is over (the launch
    ///   result counts them then).
    @discardableResult
    public func open(_ link: RouteTree<Route, Tab>.DeepLink) -> Int {
        guard storedLaunchResult != nil else {
            pendingDeepLink = link
            return 0
        }
        var tree = routes.tree
        if link.precedence == .replace {
            tree = defaultTree.keepingSceneValues(of: routes.tree)
            if link.presentedModals == .keep { tree = tree.keepingModals(of: routes.tree) }
        }
        let kept = tree.open(link)
        routes.tree = tree
        return kept
    }

    /// Opens the place a URL names: a `Revive/PortablePlace`'s URL (its `revive-place` query item,
    /// which needs no parser), or else through ``deepLinkParser``: what a scene's `onOpenURL`
    /// calls, before or after the launch. A place's URL that cannot be read is refused (logged).
    ///
    /// ```swift
    /// .onOpenURL { url in router.open(url) }
    /// ```
    /// - Parameter url: The URL the scene was opened with.
    /// - Returns: Whether it held a readable place, or the parser made a link of it. A router without a
    ///   parser logs an error (a setup mistake) for any other URL and returns `false`.
    @discardableResult
    public func open(_ url: URL) -> Bool {
        if PortablePlace.isPlaceURL(url) {
            do {
                open(try PortablePlace(url: url))
                return true
            } catch {
                logger.notice("a place's URL was refused: \(error)", metadata: ["url": "\(url)"])
                return false
            }
        }
        guard let deepLinkParser else {
            logger.error("a URL was opened but the router has no deepLinkParser", metadata: ["url": "\(url)"])
            return false
        }
        guard let link = deepLinkParser(url) else { return false }
        open(link)
        return true
    }

    /// Whether `open(_ url:)` acts on `url`: a place's URL, or any URL when the router has a
    /// ``deepLinkParser``. A router without one leaves other URLs to the app.
    func handles(_ url: URL) -> Bool {
        deepLinkParser != nil || PortablePlace.isPlaceURL(url)
    }

    /// Saves the scene: call when `scenePhase` becomes `.background`, or, on iOS, through
    /// `Revive/RestorationController/didEnterBackground(beginBackgroundTask:endBackgroundTask:)`
    /// on ``controller`` inside a background task.
    @discardableResult
    public func didEnterBackground() -> SaveResult {
        controller.didEnterBackground()
    }

    // MARK: Navigation

    /// Pushes `route` on the visible stack.
    public func push(_ route: Route) { routes.tree.push(route) }

    /// Pops the visible stack, or dismisses the last modal at its root.
    public func pop() { routes.tree.pop() }

    /// Presents `route` over everything.
    public func present(_ route: Route, style: RouteTree<Route, Tab>.Modal.Style = .sheet) { routes.present(route, style: style) }

    /// Records that the modal at `level` is on screen, so a restored chain's next level is presented.
    public func modalDidAppear(at level: Int) { routes.modalDidAppear(at: level) }

    // MARK: What views read and write, observed per place

    /// The whole tree. A view that reads it is invalidated by every change; read the
    /// accessors below (a tab's path, a page's view state) to be invalidated only by yours.
    public var tree: RouteTree<Route, Tab> {
        registrar.access(self, keyPath: \.tree)
        return current
    }

    /// The selected tab (or a split view's sidebar selection), for `TabView(selection:)`;
    /// setting an unknown tab changes nothing.
    public var selectedTab: Tab {
        get {
            registrar.access(self, keyPath: \.selectedTab)
            return current.selectedTab
        }
        set { routes.tree.select(newValue) }
    }

    /// A tab's path, for `NavigationStack(path:)`; empty for an unknown tab, whose path cannot
    /// be set.
    public subscript(pathForTab tab: Tab) -> [Route] {
        get {
            registrar.access(self, keyPath: \.[pathForTab: tab])
            return current.path(forTab: tab) ?? []
        }
        set { routes.tree.setPath(newValue, forTab: tab) }
    }

    /// Which columns of a split view show, for `NavigationSplitView(columnVisibility:)`.
    ///
    /// ```swift
    /// router.columnVisibility = .detailOnly  // the user hid the sidebar; saved with the tree
    /// ```
    public var columnVisibility: RouteTree<Route, Tab>.ColumnVisibility {
        get {
            registrar.access(self, keyPath: \.columnVisibility)
            return current.columnVisibility
        }
        set { routes.tree.columnVisibility = newValue }
    }

    /// The columns of a scene that is a `NavigationSplitView` (``RouteTree/splitView``), observed
    /// apart from the paths; `nil` for a tab bar. The columns' accessors read it.
    public var splitView: RouteTree<Route, Tab>.SplitView? {
        get {
            registrar.access(self, keyPath: \.splitView)
            return current.splitView
        }
        set { routes.tree.splitView = newValue }
    }

    /// The place of the page on screen; see ``RouteTree/visiblePlace``.
    public var visiblePlace: RouteTree<Route, Tab>.Place {
        registrar.access(self, keyPath: \.visiblePlace)
        return current.visiblePlace
    }

    /// The modal chain, outermost first.
    public var modals: [RouteTree<Route, Tab>.Modal] {
        registrar.access(self, keyPath: \.modals)
        return current.modals
    }

    /// The modal of `style` to present at `level` now, for `sheet(item:)` and
    /// `fullScreenCover(item:)`: `nil` until the levels below it are on screen. Setting `nil`
    /// (SwiftUI does when the user dismisses it) dismisses it and every modal above it.
    public subscript(modalAt level: Int, style: RouteTree<Route, Tab>.Modal.Style) -> RouteTree<Route, Tab>.Modal? {
        get {
            let modals = modals
            guard level <= confirmedModalLevels, modals.indices.contains(level), shownStyle(of: modals[level]) == style else { return nil }
            return modals[level]
        }
        set {
            guard newValue == nil, current.modals.indices.contains(level), shownStyle(of: current.modals[level]) == style else { return }
            routes.dismissModals(from: level)
        }
    }

    /// Whether a full-screen cover is offered through the sheet binding: on macOS, where
    /// `fullScreenCover` does not exist (`SceneLifecycle/showsCoversAsSheets`). The tree keeps
    /// the cover's style. Not observed: set it before views read the modals.
    public var showsCoversAsSheets = SceneLifecycle().showsCoversAsSheets

    /// The style `modal` is shown in: a cover is a sheet where covers do not exist.
    private func shownStyle(of modal: RouteTree<Route, Tab>.Modal) -> RouteTree<Route, Tab>.Modal.Style {
        modal.style == .fullScreenCover && showsCoversAsSheets ? .sheet : modal.style
    }

    /// The path inside the modal at `level`, for its own `NavigationStack(path:)`; empty when
    /// there is none.
    public subscript(modalPathAt level: Int) -> [Route] {
        get {
            let modals = modals
            return modals.indices.contains(level) ? modals[level].path : []
        }
        set { routes.setModalPath(newValue, at: level) }
    }

    /// Everything the page at `place` keeps — scroll anchor, selection, drafts — observed on
    /// its own: a change here invalidates only the views that read this place. Setting it on a
    /// place that is not in the tree does nothing.
    ///
    /// ```swift
    /// router[viewStateAt: router.visiblePlace].selection = PageViewState.ItemSelection(["comic-42"])
    /// ```
    public subscript(viewStateAt place: RouteTree<Route, Tab>.Place) -> PageViewState {
        get {
            registrar.access(self, keyPath: \.[viewStateAt: place])
            return current[viewStateAt: place]
        }
        set { routes.tree[viewStateAt: place] = newValue }
    }

    /// A value kept at the scene's root (``RouteValue`` with no place), observed apart from the
    /// pages' view state.
    subscript(sceneValueNamed name: String) -> StateValue? {
        get {
            registrar.access(self, keyPath: \.[sceneValueNamed: name])
            return current.sceneValues[name]
        }
        set { routes.tree[storedValueAt: nil, named: name] = newValue }
    }

    // MARK: Telling observers what changed

    /// Tells the observers of each part of the tree that changed, and only those.
    private func treeDidChange() {
        let new = routes.tree
        let confirmed = routes.confirmedModalLevels
        let old = current
        var changes = ObservedChanges(router: self)
        if old.selectedTab != new.selectedTab { changes.note(\.selectedTab) }
        if old.columnVisibility != new.columnVisibility { changes.note(\.columnVisibility) }
        if old.splitView != new.splitView { changes.note(\.splitView) }
        if old.modals != new.modals || confirmed != confirmedModalLevels { changes.note(\.modals) }
        if old.visiblePlace != new.visiblePlace { changes.note(\.visiblePlace) }
        if old.tabs != new.tabs {
            for tab in Set(old.tabs.map(\.id) + new.tabs.map(\.id)) where old.path(forTab: tab) != new.path(forTab: tab) {
                changes.note(\.[pathForTab: tab])
            }
        }
        if old.viewStates != new.viewStates {
            for place in Set(old.viewStates.keys).union(new.viewStates.keys) where old.viewStates[place] != new.viewStates[place] {
                changes.note(\.[viewStateAt: place])
            }
        }
        for name in Set(old.sceneValues.keys).union(new.sceneValues.keys) where old.sceneValues[name] != new.sceneValues[name] {
            changes.note(\.[sceneValueNamed: name])
        }
        if !changes.isEmpty || old.tabs.map(\.id) != new.tabs.map(\.id) { changes.note(\.tree) }
        changes.apply {
            current = new
            confirmedModalLevels = confirmed
        }
        if old.tabs != new.tabs || old.modals != new.modals { reportUnregisteredRoutes(in: new) }
    }

    /// Hands `issue` to ``Revive/SetupIssue/handler`` and logs it, once per message: a view
    /// reads its values at every render.
    func reportSetupIssue(_ issue: SetupIssue) {
        guard reportedSetupIssues.insert(issue.message).inserted else { return }
        logger.error("\(issue)", metadata: ["scene": "\(controller.sceneID)"])
        SetupIssue.handler(issue)
    }

    /// Logs, once per name, a route on screen that the registry does not let back: it is saved,
    /// and the next launch prunes it — a registration by string that is missing or misspelled.
    private func reportUnregisteredRoutes(in tree: RouteTree<Route, Tab>) {
        let registry = routes.routes
        guard !registry.allowsEveryValue else { return }
        for route in tree.allRoutes {
            guard let name = try? registry.name(of: route), !registry.contains(name),
                  reportedUnregisteredNames.insert(name).inserted else { continue }
            logger.error("the route \"\(name)\" is not in the router's registry: it is saved, but the next launch prunes it; register it, or use RouteRegistry.allRoutes",
                         metadata: ["scene": "\(controller.sceneID)"])
        }
    }
}

/// The key paths whose observers a change tells, each told `willSet` before and `didSet` after.
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
private struct ObservedChanges<Route: Codable & Hashable, Tab: Codable & Hashable> {
    let router: ReviveRouter<Route, Tab>
    private var before: [() -> Void] = []
    private var after: [() -> Void] = []

    init(router: ReviveRouter<Route, Tab>) {
        self.router = router
    }

    var isEmpty: Bool { before.isEmpty }

    mutating func note<Member>(_ keyPath: KeyPath<ReviveRouter<Route, Tab>, Member>) {
        let router = router
        before.append { router.registrar.willSet(router, keyPath: keyPath) }
        after.append { router.registrar.didSet(router, keyPath: keyPath) }
    }

    func apply(_ change: () -> Void) {
        for tell in before { tell() }
        change()
        for tell in after { tell() }
    }
}
