public import Revive

extension HierarchyConformance {
    /// What ``HierarchyConformance`` needs from a toolkit: how to make its hierarchy and
    /// registry, and how to navigate into each ``HierarchyConformance/Shape`` it can show.
    ///
    /// ```swift
    /// struct NavigatorFixture: HierarchyConformance.Fixture {
    ///     var shapes: [HierarchyConformance.Shape] { [.tabsOfStacksOfSameTypedPages, .modalChainThreeDeep] }
    ///     func makeHierarchy() -> Navigator { Navigator() }
    ///     // …
    /// }
    /// let failures = await HierarchyConformance(fixture: NavigatorFixture()).run()
    /// ```
    @MainActor
    public protocol Fixture {
        /// The hierarchy under test.
        associatedtype Hierarchy: RestorableHierarchy

        /// The shapes this toolkit can show; the others are not run.
        var shapes: [HierarchyConformance.Shape] { get }
        /// Makes an empty hierarchy (a window), as a new process would.
        func makeHierarchy() -> Hierarchy
        /// Makes the registry for `shape`; for ``HierarchyConformance/Shape/unregisteredTab`` it leaves one
        /// tab's page type out.
        func makeRegistry(for shape: HierarchyConformance.Shape) -> RestorationRegistry<Hierarchy.Node>
        /// Makes the app's fresh root for `shape`.
        func makeRoot(for shape: HierarchyConformance.Shape) -> Hierarchy.Node
        /// Navigates the launched `hierarchy` into `shape`, as a user would, giving pages
        /// values of their own; returns once the toolkit has settled. For a view-state shape it
        /// shows a list page of `HierarchyConformance/HierarchyConformance.ListViewState/savedItems` in the state `HierarchyConformance/HierarchyConformance.ListViewState/arranged`.
        func arrange(_ shape: HierarchyConformance.Shape, in hierarchy: Hierarchy) async throws
        /// How many times Revive ran the node's post-restore hook. The suite asks only about the
        /// nodes that have one (``hasPostRestoreHook(_:)``), and expects 1.
        func postRestoreHookCount(of node: Hierarchy.Node) -> Int
        /// Whether the hierarchy runs a post-restore hook on `node` whose runs
        /// ``postRestoreHookCount(of:)`` counts. The default: `true` when the node adopts
        /// `Revive/Revivable` (the engine's path runs its `revivalDidFinish()`), `false` for the
        /// toolkit's own containers and pages that do not — they have no hook to count. A
        /// hierarchy whose `finishRestoration(of:)` does work of its own on other nodes (a view
        /// state applied once on screen) says `true` for them.
        func hasPostRestoreHook(_ node: Hierarchy.Node) -> Bool

        /// Makes the registry for a view-state shape (``HierarchyConformance/Shape/isViewState``) whose list
        /// page shows `listItems` — the app's data in this process, changed between runs by a
        /// ``HierarchyConformance/ListChange``. The default ignores the items and calls ``makeRegistry(for:)``.
        func makeRegistry(for shape: HierarchyConformance.Shape, listItems: [String]) -> RestorationRegistry<Hierarchy.Node>
        /// What the visible list page shows inside itself, for the view-state shapes; `nil` (the
        /// default) when no list page is visible.
        func listViewState(in hierarchy: Hierarchy) -> HierarchyConformance.ListViewState?
    }
}

extension HierarchyConformance.Fixture {
    /// The registry of ``makeRegistry(for:)``: a fixture with no view-state shapes needs nothing more.
    public func makeRegistry(for shape: HierarchyConformance.Shape, listItems: [String]) -> RestorationRegistry<Hierarchy.Node> {
        makeRegistry(for: shape)
    }

    /// No list page.
    public func listViewState(in hierarchy: Hierarchy) -> HierarchyConformance.ListViewState? { nil }

    /// Whether `node` adopts `Revive/Revivable`, whose `revivalDidFinish()` the engine runs.
    public func hasPostRestoreHook(_ node: Hierarchy.Node) -> Bool { node is any Revivable }
}
