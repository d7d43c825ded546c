import ReviveFaults
import Testing
@testable import Revive
import ReviveTesting

// The adapter contract's optional parts, with their defaults: the checkpoints' look hashes each
// page's view state from what the adapter encodes, and a toolkit with one change callback of its
// own is observed through `chainChanges(_:after:)`, which keeps the app's callback.

/// A toolkit with one change callback, as many have: a board that calls `onChange` after a move.
@MainActor
final class Board {
    var onChange: (() -> Void)?
    var root: TreeNode?

    /// The user moved something on the board.
    func move() { onChange?() }
}

/// A page whose view highlights a row: view state the page does not preserve, that the adapter
/// reads from the view and saves as a ``PageViewState`` selection.
@MainActor
final class RowsPage: TreeNode, Revivable {
    var highlightedRow = 0
}

/// The board as a hierarchy: no `hashViewState(of:into:)` of its own, and its checkpoints
/// observed through the board's one callback.
@MainActor
final class BoardHierarchy: RestorableHierarchy {
    typealias Node = TreeNode
    let board: Board

    init(_ board: Board = Board()) { self.board = board }

    var rootNode: TreeNode? { board.root }
    func containerKind(of node: TreeNode) -> ContainerKind { node.kind }
    func children(of node: TreeNode) -> [TreeNode] { node.children }
    func presentedNode(of node: TreeNode) -> TreeNode? { node.presented }
    func restorationIdentifier(of node: TreeNode) -> String? { node.identifier }
    func setRestorationIdentifier(_ identifier: String?, of node: TreeNode) { node.identifier = identifier }
    func encodeState(of node: TreeNode) throws(ReviveError) -> PageState {
        var state = try revivableState(of: node)
        if let rows = node as? RowsPage {
            try PageViewState(selection: PageViewState.ItemSelection(["row-\(rows.highlightedRow)"])).encode(into: &state)
        }
        return state
    }
    func decodeState(_ state: PageState, into node: TreeNode) throws(ReviveError) -> [RestoreReport.Item] {
        try restoreRevivableState(state, into: node)
    }
    func defaultChildren(of container: TreeNode) -> [TreeNode] { container.children }
    func install(children: [TreeNode], kind: ContainerKind, into container: TreeNode) throws {
        container.children = children
        container.kind = kind
    }
    func present(_ node: TreeNode, over presenter: TreeNode) throws { presenter.presented = node }
    func installRoot(_ node: TreeNode) throws { board.root = node }

    func observeChanges(_ didChange: @escaping @MainActor () -> Void) {
        chainChanges(didChange, after: &board.onChange)
    }
}

@MainActor
struct AdapterContractTests {
    /// A stack of a tree page and a rows page, on the board.
    private func boardOnScreen() throws -> (hierarchy: BoardHierarchy, rows: RowsPage, page: TreePage) {
        let hierarchy = BoardHierarchy()
        let page = TreePage("first")
        let rows = RowsPage(identifier: "rows")
        try hierarchy.installRoot(TreeStack([page, rows], identifier: "stack"))
        return (hierarchy, rows, page)
    }

    @Test func theLookNoticesAViewStateOnlyChangeFromWhatTheAdapterEncodes() throws {
        let (hierarchy, rows, _) = try boardOnScreen()
        let look = HierarchyLook(of: hierarchy)
        #expect(look.matches(hierarchy), "nothing changed")
        rows.highlightedRow = 3
        #expect(!look.matches(hierarchy), "the saved selection differs, though no page moved and no @Preserved value was set")
        rows.highlightedRow = 0
        #expect(look.matches(hierarchy), "back to what was seen")
    }

    @Test func theDefaultHashLeavesOutValuesThatAreNotViewState() throws {
        let (hierarchy, _, page) = try boardOnScreen()
        let look = HierarchyLook(of: hierarchy)
        page.zoom = 4   // a custom value of the page's own, under a key of its own
        #expect(look.matches(hierarchy), "a look sees view state, not every custom value (those ask for a checkpoint)")
    }

    @Test func chainingKeepsTheAppsCallbackAndCallsItFirst() {
        let board = Board()
        var calls: [String] = []
        board.onChange = { calls.append("app") }
        let hierarchy = BoardHierarchy(board)
        hierarchy.observeChanges { calls.append("first observer") }
        hierarchy.observeChanges { calls.append("second observer") }
        board.move()
        #expect(calls == ["app", "first observer", "second observer"])
    }

    @Test func chainingOntoNoCallbackCallsTheObserverAlone() {
        let board = Board()
        var observed = 0
        BoardHierarchy(board).observeChanges { observed += 1 }
        board.move()
        board.move()
        #expect(observed == 2)
    }

    /// (Other suites of this process set `@Preserved` values at any time, which makes a look
    /// differ: what makes this checkpoint is not pinned here, only that the chain reaches the
    /// controller and keeps the app's callback; the look's view state is pinned above.)
    @Test func aControllerOverAToolkitWithOneCallbackCheckpointsAndTheAppsCallbackStillFires() async throws {
        let board = Board()
        var appCalls = 0
        board.onChange = { appCalls += 1 }
        let hierarchy = BoardHierarchy(board)
        let registry = treeRegistry()
        registry.register(RowsPage.self) { RowsPage() }
        let controller = RestorationController(
            hierarchy: hierarchy, registry: registry, configuration: .init(store: InMemoryStore(), checkpointDelay: .milliseconds(20))
        )
        await controller.launch { TreeStack([TreePage("first"), RowsPage(identifier: "rows")], identifier: "stack") }
        let rows = try #require(hierarchy.visibleNode as? RowsPage)
        rows.highlightedRow = 7
        board.move()
        await waitUntil { controller.checkpointCount >= 1 }
        await controller.waitForPendingSaves()
        #expect(appCalls == 1)
        #expect(controller.checkpointCount >= 1)
    }
}
