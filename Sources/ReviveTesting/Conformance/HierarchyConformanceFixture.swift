public import Revive

/// What ``HierarchyConformance`` needs from a toolkit: how to make its hierarchy and
/// registry, and how to navigate into each ``HierarchyShape`` it can show.
///
/// ```swift
/// struct NavigatorFixture: HierarchyConformanceFixture {
///     var shapes: [HierarchyShape] { [.tabsOfStacksOfSameTypedPages, .modalChainThreeDeep] }
///     func makeHierarchy() -> Navigator { Navigator() }
///     // …
/// }
/// let failures = await HierarchyConformance(fixture: NavigatorFixture()).run()
/// ```
@MainActor
public protocol HierarchyConformanceFixture {
    /// The hierarchy under test.
    associatedtype Hierarchy: RestorableHierarchy

    /// The shapes this toolkit can show; the others are not run.
    var shapes: [HierarchyShape] { get }
    /// Makes an empty hierarchy (a window), as a new process would.
    func makeHierarchy() -> Hierarchy
    /// Makes the registry for `shape`; for ``HierarchyShape/unregisteredTab`` it leaves one
    /// tab's page type out.
    func makeRegistry(for shape: HierarchyShape) -> RestorationRegistry<Hierarchy.Node>
    /// Makes the app's fresh root for `shape`.
    func makeRoot(for shape: HierarchyShape) -> Hierarchy.Node
    /// Navigates the launched `hierarchy` into `shape`, as a user would, giving pages
    /// values of their own; returns once the toolkit has settled.
    func arrange(_ shape: HierarchyShape, in hierarchy: Hierarchy) async throws
    /// How many times Revive ran the node's post-restore hook.
    func postRestoreHookCount(of node: Hierarchy.Node) -> Int
}
