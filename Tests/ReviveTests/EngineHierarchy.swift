@testable import Revive

// The engine's own small hierarchy, for tests whose subject is the engine (the controller, the
// session, capture and rebuild), not an adapter: pages, stacks, tabs and presentations, with
// nothing of the navigator's lifecycle, presentation styles or hook names. Every page is
// `Revivable`, so capture and rebuild go through the engine's own path.

/// A node: a page, a stack or tabs; any node may present one other.
@MainActor
class TreeNode {
    var kind: ContainerKind
    var children: [TreeNode] = []
    var presented: TreeNode?
    var identifier: String?

    init(kind: ContainerKind = .page, identifier: String? = nil) {
        self.kind = kind
        self.identifier = identifier
    }
}

/// A page with a preserved value, a custom one through the hooks, and a count of its
/// post-restore hook.
@MainActor
final class TreePage: TreeNode, Revivable {
    @Preserved var value = 0
    var zoom = 1.0
    var finishedRevivals = 0

    init(_ identifier: String? = nil, value: Int = 0) {
        super.init(identifier: identifier)
        self.value = value
    }

    var revivalIdentifier: String? { identifier }
    func encodeRevivableState(into state: inout PageState) throws {
        try state.encode(zoom, forKey: "zoom")
    }
    func decodeRevivableState(from state: PageState) throws {
        zoom = try state.decodeIfPresent(Double.self, forKey: "zoom") ?? 1
    }
    func revivalDidFinish() { finishedRevivals += 1 }
}

/// A page type the test registry does not know.
@MainActor
final class UnregisteredTreePage: TreeNode, Revivable {
    var revivalIdentifier: String? { identifier }
}

/// A stack; its top is the last child.
@MainActor
final class TreeStack: TreeNode, Revivable {
    init(_ pages: [TreeNode] = [], identifier: String? = nil) {
        super.init(kind: .stack, identifier: identifier)
        children = pages
    }

    var revivalIdentifier: String? { identifier }
}

/// Tabs; the selection is the kind's.
@MainActor
final class TreeTabs: TreeNode, Revivable {
    init(_ tabs: [TreeNode] = [], selectedIndex: Int = 0, identifier: String? = nil) {
        super.init(kind: .tabs(selectedIndex: selectedIndex), identifier: identifier)
        children = tabs
    }

    var revivalIdentifier: String? { identifier }
}

/// A split container: every child on screen, a focus and roles (the kind's).
@MainActor
final class TreeSplit: TreeNode, Revivable {
    init(_ columns: [TreeNode] = [], focusedIndex: Int? = nil, roles: [ContainerKind.Role] = [], identifier: String? = nil) {
        super.init(kind: .split(focusedIndex: focusedIndex, roles: roles), identifier: identifier)
        children = columns
    }

    var revivalIdentifier: String? { identifier }
}

/// The hierarchy: a root, and what each node holds. It settles at once and refuses nothing.
@MainActor
final class EngineHierarchy: RestorableHierarchy {
    typealias Node = TreeNode
    private(set) var root: TreeNode?

    init(root: TreeNode? = nil) { self.root = root }

    var rootNode: TreeNode? { root }
    func containerKind(of node: TreeNode) -> ContainerKind { node.kind }
    func children(of node: TreeNode) -> [TreeNode] { node.children }
    func presentedNode(of node: TreeNode) -> TreeNode? { node.presented }
    func restorationIdentifier(of node: TreeNode) -> String? { node.identifier }
    func setRestorationIdentifier(_ identifier: String?, of node: TreeNode) { node.identifier = identifier }
    func encodeState(of node: TreeNode) throws(ReviveError) -> PageState { try revivableState(of: node) }
    func decodeState(_ state: PageState, into node: TreeNode) throws(ReviveError) -> [RestoreReport.Item] {
        try restoreRevivableState(state, into: node)
    }
    func defaultChildren(of container: TreeNode) -> [TreeNode] { container.children }
    func install(children: [TreeNode], kind: ContainerKind, into container: TreeNode) throws {
        container.children = children
        container.kind = kind
    }
    func present(_ node: TreeNode, over presenter: TreeNode) throws { presenter.presented = node }
    func installRoot(_ node: TreeNode) throws { root = node }
    func finishRestoration(of node: TreeNode) { finishRevival(of: node) }

    /// The page on screen, as a ``TreePage``.
    var visiblePage: TreePage? { visibleNode as? TreePage }
}

/// The registry of every tree type but ``UnregisteredTreePage``.
@MainActor
func treeRegistry() -> RestorationRegistry<TreeNode> {
    let registry = RestorationRegistry<TreeNode>()
    registry.register(TreePage.self) { TreePage() }
    registry.register(TreeStack.self) { TreeStack() }
    registry.register(TreeTabs.self) { TreeTabs() }
    registry.register(TreeSplit.self) { TreeSplit() }
    return registry
}

/// Two tabs of stacks; the first stack is two pages deep and its top presents a page that
/// presents another: eight nodes, the last presented page (`options`, value 18) on screen.
@MainActor
func makeTreeApp() -> EngineHierarchy {
    let detail = TreePage("detail", value: 42)
    let reader = TreePage("reader", value: 17)
    reader.zoom = 2.5
    detail.presented = reader
    reader.presented = TreePage("options", value: 18)
    let library = TreeStack([TreePage("library-root"), detail], identifier: "library")
    let favorites = TreeStack([TreePage("favorites-root")], identifier: "favorites")
    return EngineHierarchy(root: TreeTabs([library, favorites], identifier: "tabs"))
}

/// The app's fresh root: one stack of one page.
@MainActor
func freshTreeRoot(_ identifier: String = "fresh") -> TreeNode {
    TreeStack([TreePage(identifier)], identifier: "root")
}
