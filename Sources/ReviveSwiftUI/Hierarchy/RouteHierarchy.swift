public import Revive

/// A ``RouteTree`` as a `Revive/RestorableHierarchy`: the adapter through which a value-based
/// navigation model is saved and restored by Revive's engine, with the same capture,
/// rebuild, policies, budget and `Revive/RestoreReport` as page trees, in the same file format.
///
/// It owns the scene's current ``tree``. The SwiftUI router (`ReviveSwiftUI`) and any other
/// UI read and write the tree here; a ``Revive/RestorationController`` over this hierarchy launches
/// (restoring the saved tree into ``tree``) and saves on entering the background.
///
/// A route that cannot come back — its name is not in ``routes``, or its value no longer
/// decodes — is pruned with the rest of its stack above it; a modal whose own route is
/// pruned ends the modal chain there. The report names each.
///
/// ```swift
/// let routes = RouteHierarchy(routes: .allRoutes, tree: RouteTree<Route, AppTab>(tabs: [.library, .settings]))
/// let controller = RestorationController(routes: routes, configuration: .init(store: try FileStore(directory: folder)))
/// let launch = await controller.launch(defaultTree: RouteTree(tabs: [.library, .settings]))
/// routes.tree.push(.comic(id: 42))
/// controller.didEnterBackground()
/// ```
@MainActor
public final class RouteHierarchy<Route: Codable & Hashable, Tab: Codable & Hashable> {
    /// The scene's navigation. Setting it is how the UI navigates.
    public var tree: RouteTree<Route, Tab> {
        didSet {
            nodes = nil
            if tree.modals.count < confirmedModalLevels { confirmedModalLevels = tree.modals.count }
            treeDidChange?(tree)
            for observer in changeObservers { observer() }
        }
    }
    /// The nodes of the current ``tree``, made when the engine first asks for them after a
    /// change (a save asks twice: is anything visible, then capture) and dropped at the next.
    var nodes: Node?
    /// The route names a saved file may bring back.
    public let routes: RouteRegistry<Route>
    /// The node types of a route tree, for ``Revive/RestorationController`` and capture.
    package let nodeRegistry: RestorationRegistry<Node>
    /// Called after every change of ``tree``, restores included (the SwiftUI router mirrors it).
    public var treeDidChange: ((RouteTree<Route, Tab>) -> Void)?
    /// The engine's observers of ``tree`` (``observeChanges(_:)``: a controller's automatic
    /// checkpoints), called after ``treeDidChange``.
    var changeObservers: [@MainActor () -> Void] = []
    /// How many modal levels the UI has confirmed on screen; see ``presentableModal(at:style:)``.
    public internal(set) var confirmedModalLevels = 0

    /// Creates the hierarchy.
    /// - Parameters:
    ///   - routes: The route names a saved file may bring back.
    ///   - tree: The navigation before any launch; usually the app's default tree.
    public init(routes: RouteRegistry<Route>, tree: RouteTree<Route, Tab>) {
        self.routes = routes
        self.tree = tree
        let registry = RestorationRegistry<Node>()
        registry.register(TabsNode.self, name: TabsNode.typeName) { TabsNode() }
        registry.register(TabNode.self, name: TabNode.typeName) { TabNode() }
        registry.register(TabRootNode.self, name: TabRootNode.typeName) { TabRootNode() }
        registry.register(SheetNode.self, name: SheetNode.typeName) { SheetNode() }
        registry.register(CoverNode.self, name: CoverNode.typeName) { CoverNode() }
        registry.register(SplitNode.self, name: SplitNode.typeName) { SplitNode() }
        registry.register(SidebarNode.self, name: SidebarNode.typeName) { SidebarNode() }
        registry.register(ContentNode.self, name: ContentNode.typeName) { ContentNode() }
        registry.register(ContentRootNode.self, name: ContentRootNode.typeName) { ContentRootNode() }
        registry.register(ValueNode.self, name: ValueNode.typeName) { ValueNode(route: nil, name: nil) }
        nodeRegistry = registry
    }

    /// Captures the current tree; see `Revive/CapturableHierarchy/captureSnapshot(registry:header:budget:)`.
    ///
    /// The node registry is made from ``routes`` and is not public, so this is a route tree's
    /// only way to the engine's capture: it forwards with the registry.
    ///
    /// ```swift
    /// let snapshot = try routes.captureSnapshot(header: Snapshot.Header(schemaVersion: 2))
    /// ```
    /// - Throws: `Revive/ReviveError` naming the route that could not be encoded or that went over budget.
    public func captureSnapshot(header: Snapshot.Header = Snapshot.Header(), budget: CaptureBudget = CaptureBudget()) throws(ReviveError) -> Snapshot {
        try captureSnapshot(registry: nodeRegistry, header: header, budget: budget)
    }

    /// Rebuilds ``tree`` from a snapshot, pruning what cannot come back, and returns the report.
    ///
    /// Forwards to `Revive/RestorableHierarchy/restore(from:registry:defaultRoot:completion:)`
    /// with the node registry, which is not public: a route tree's only way to the engine's
    /// restore. A route tree installs synchronously, so the report is there when this returns.
    ///
    /// ```swift
    /// let report = routes.restore(from: snapshot, defaultTree: RouteTree(tabs: ["library"]))
    /// ```
    /// - Parameters:
    ///   - snapshot: The saved tree.
    ///   - defaultTree: The app's fresh tree, by default the current one; the tree is left as
    ///     it was when even the root cannot be made.
    /// - Returns: What was pruned or defaulted, and why.
    @discardableResult
    public func restore(from snapshot: Snapshot, defaultTree: RouteTree<Route, Tab>? = nil) -> RestoreReport {
        var result = RestoreReport()
        let defaultTree = defaultTree ?? tree
        restore(from: snapshot, registry: nodeRegistry, defaultRoot: { self.makeNodes(for: defaultTree) }) { result = $0 }
        return result
    }
}

extension RouteHierarchy where Tab == String {
    /// Creates the hierarchy of a `String`-tabbed tree, with a single tab `"main"` until a
    /// launch restores one.
    ///
    /// ```swift
    /// let routes = RouteHierarchy(routes: registry)
    /// ```
    /// - Parameter routes: The route names a saved file may bring back.
    public convenience init(routes: RouteRegistry<Route>) {
        self.init(routes: routes, tree: RouteTree())
    }
}
