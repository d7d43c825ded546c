import Revive
import Testing

// The spellings of split containers in the engine (`Revive`), written as an app or an adapter writes
// them, with plain `import Revive`; the tiny hierarchy's types (`TinyNode`, `TinyPage`,
// `TinyTabs`, `TinyHierarchy`, `tinyRegistry()`) are ReviveSourceCompatTests.swift's.
//
// Split containers (since 0.2.0) show all children on screen side by side:
// `ContainerKind.split(focusedIndex:roles:isCollapsed:)` with `focusedIndex`, `roles`,
// `isCollapsed`, `showsAllChildren` and `ContainerKind.Role`; `CapturableHierarchy.visibleNodes`
// and the requirement `install(children:kind:into:)` (the only `install` now, with
// no default); and `RestoreReport.visiblePaths`. Files are written in format version 2
// (`Snapshot.Header.currentFormatVersion`); version 1 still reads.

/// A split container: its panes are all on screen; its focus and roles are its kind's.
@MainActor
private final class TinySplit: TinyNode {
    init(_ panes: [TinyNode] = []) {
        super.init(kind: .split(focusedIndex: nil))
        children = panes
    }
}

/// A hierarchy written for split containers: it implements `install(children:kind:into:)` only, and
/// none of the requirements that have defaults.
@MainActor
private final class TinySplitHierarchy: RestorableHierarchy {
    var root: TinyNode?

    var rootNode: TinyNode? { root }
    func containerKind(of node: TinyNode) -> ContainerKind { node.kind }
    func children(of node: TinyNode) -> [TinyNode] { node.children }
    func presentedNode(of node: TinyNode) -> TinyNode? { node.presented }
    func restorationIdentifier(of node: TinyNode) -> String? { node.identifier }
    func setRestorationIdentifier(_ identifier: String?, of node: TinyNode) { node.identifier = identifier }
    func encodeState(of node: TinyNode) throws(ReviveError) -> PageState { try revivableState(of: node) }
    func decodeState(_ state: PageState, into node: TinyNode) throws(ReviveError) -> [RestoreReport.Item] {
        try restoreRevivableState(state, into: node)
    }
    func defaultChildren(of container: TinyNode) -> [TinyNode] { container.children }
    func install(children: [TinyNode], kind: ContainerKind, into container: TinyNode) throws {
        container.children = children
        container.kind = kind
    }
    func present(_ node: TinyNode, over presenter: TinyNode) throws { presenter.presented = node }
    func installRoot(_ node: TinyNode) throws { root = node }
    func finishRestoration(of node: TinyNode) { finishRevival(of: node) }
}

/// The tiny registry with the split container.
@MainActor
private func splitRegistry() -> RestorationRegistry<TinyNode> {
    let registry = tinyRegistry()
    registry.register(TinySplit.self) { TinySplit() }
    return registry
}

/// A role of the app's own, declared as the role's documentation shows.
extension ContainerKind.Role {
    fileprivate static let inspector = ContainerKind.Role("inspector")
}

@Suite @MainActor
struct SplitContainerSourceCompat {
    // ContainerKind.split: its defaults, accessors, name and description; every other kind
    // answers the split accessors with "none", and a `switch` matches a split by value.
    @Test func splitKind() {
        let columns = ContainerKind.split(focusedIndex: 1, roles: [.primary, .secondary])
        let panes: ContainerKind = .split(focusedIndex: nil)
        let compact = ContainerKind.split(focusedIndex: 0, roles: [], isCollapsed: true)
        let focused: Int? = columns.focusedIndex
        let roles: [ContainerKind.Role] = columns.roles
        let collapsed: Bool = compact.isCollapsed
        let allShown: Bool = columns.showsAllChildren
        #expect(focused == 1 && roles == [.primary, .secondary] && collapsed && allShown && !compact.showsAllChildren)
        #expect(panes == .split(focusedIndex: nil, roles: [], isCollapsed: false) && panes.roles.isEmpty && !panes.isCollapsed)
        #expect(columns.name == "split" && panes.name == compact.name && columns.selectedIndex == nil && panes.focusedIndex == nil)
        #expect(columns.description == "split(focusedIndex: 1, roles: [primary, secondary])")
        #expect(panes.description == "split(focusedIndex: nil)" && compact.description == "split(focusedIndex: 0, isCollapsed: true)")
        let others: [ContainerKind] = [.page, .stack, .tabs(selectedIndex: 1)]
        #expect(others.allSatisfy { $0.focusedIndex == nil && $0.roles.isEmpty && !$0.isCollapsed && !$0.showsAllChildren })
        let label: String
        switch columns {
        case .page, .stack: label = "one page"
        case .split(focusedIndex: 1, roles: [.primary, .secondary]): label = "two columns"
        default: label = columns.description
        }
        #expect(label == "two columns")
    }

    // ContainerKind.Role: the three columns, a role of the app's own, saved as its string.
    @Test func role() {
        let literal: ContainerKind.Role = "inspector"
        let named = ContainerKind.Role("inspector")
        let raw: ContainerKind.Role = ContainerKind.Role(rawValue: "inspector")   // not failable
        let saved: String = literal.rawValue
        #expect(literal == named && named == raw && raw == .inspector && saved == "inspector" && "\(literal)" == "inspector")
        let columns: [ContainerKind.Role] = [.primary, .supplementary, .secondary]
        #expect(columns.map(\.rawValue) == ["primary", "supplementary", "secondary"] && Set(columns + [literal]).count == 4)
        let shared: any Sendable = literal
        sendable(ContainerKind.Role.self)
        #expect(shared is ContainerKind.Role)
    }

    // RestorableHierarchy: an adapter implements `install(children:kind:into:)`; `visibleNodes`
    // and `RestoreReport.visiblePaths` name every page on screen.
    @Test func splitHierarchy() throws {
        let saved = Snapshot(root: Snapshot.Node(typeName: "TinySplit", kind: .split(focusedIndex: 1, roles: [.primary, .secondary]), children: [
            Snapshot.Node(typeName: "TinyStack", kind: .stack, children: [Snapshot.Node(typeName: "TinyPage", restorationID: "list")]),
            Snapshot.Node(typeName: "TinyStack", kind: .stack, children: [
                Snapshot.Node(typeName: "TinyPage", restorationID: "comic", state: PageState(["count": .int(42)])),
            ]),
        ]))
        let split = TinySplitHierarchy()
        var report = RestoreReport()
        split.restore(from: saved, registry: splitRegistry()) { report = $0 }
        let visible: [TinyNode] = split.visibleNodes
        let paths: [String] = report.visiblePaths
        #expect(report.restoredPageCount == 5 && report.items(.droppedPage).isEmpty && split.rootNode?.kind == saved.root.kind)
        #expect(visible.count == 2 && visible.last === split.visibleNode && (split.visibleNode as? TinyPage)?.count == 42)
        #expect(paths == ["TinySplit > TinyStack > TinyPage(\"list\")", "TinySplit > TinyStack > TinyPage(\"comic\")"])
        let empty = TinySplit()
        try split.installRoot(empty)
        #expect(split.visibleNodes.count == 1 && split.visibleNodes.first === empty)   // a split shows itself

        let tiny = TinyHierarchy()
        let tabs = TinyTabs()
        try tiny.install(children: [TinyPage(), TinyPage()], kind: .tabs(selectedIndex: 1), into: tabs)
        #expect(tabs.children.count == 2 && tabs.kind == .tabs(selectedIndex: 1))
        tiny.restore(from: saved, registry: splitRegistry()) { report = $0 }
        #expect(tiny.visibleNodes.count == 2 && report.visiblePaths.count == 2)
    }

    // Snapshot.Header: the format version written (the one with split containers) and the
    // oldest one read; a split kind goes through the codec.
    @Test func formatVersions() throws {
        let current: UInt16 = Snapshot.Header.currentFormatVersion
        let oldest: UInt16 = Snapshot.Header.oldestReadableFormatVersion
        let kind = ContainerKind.split(focusedIndex: 0, roles: ["sidebar"], isCollapsed: true)
        let snapshot = Snapshot(header: Snapshot.Header(sceneID: "main"), root: Snapshot.Node(typeName: "TinySplit", kind: kind, children: [
            Snapshot.Node(typeName: "TinyPage"),
        ]))
        let codec = SnapshotCodec()
        let bytes = try codec.encode(snapshot)
        #expect(oldest < current && Snapshot.Header().formatVersion == current)
        #expect(try codec.decodeHeader(bytes).formatVersion == current && codec.decode(bytes) == snapshot)
    }
}

/// Compiles only when every type is `Sendable`.
private func sendable<each T: Sendable>(_ types: repeat (each T).Type) {}
