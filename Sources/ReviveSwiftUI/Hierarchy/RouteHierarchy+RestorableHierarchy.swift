public import Revive

/// A route tree is saved and restored by the generic engine through these nodes; the tree
/// is turned into nodes on demand — once per change of the tree — and back into a value when a
/// rebuilt root is installed.
extension RouteHierarchy: RestorableHierarchy {
    public var rootNode: Node? {
        if let nodes { return nodes }
        let made = makeNodes(for: tree)
        nodes = made
        return made
    }

    public func containerKind(of node: Node) -> ContainerKind {
        switch node {
        case let tabs as TabsNode: .tabs(selectedIndex: tabs.selectedIndex)
        case let split as SplitNode: .split(focusedIndex: split.focusedIndex, roles: split.roles, isCollapsed: split.isCollapsed)
        case is TabNode, is SheetNode, is CoverNode, is ContentNode: .stack
        default: .page
        }
    }

    public func children(of node: Node) -> [Node] { node.children }

    public func presentedNode(of node: Node) -> Node? { node.presented }

    public func restorationIdentifier(of node: Node) -> String? { node.restorationID }

    public func setRestorationIdentifier(_ identifier: String?, of node: Node) {
        node.restorationID = identifier
    }

    /// A route's value under the key `route`, and the view state of the page at the node's
    /// place (`Revive/PageViewState`'s keys) for routes and tab roots alike; a tab's value
    /// when its name is not the whole of it, a split view's column visibility when it is not
    /// `automatic`, a sidebar's selected item and a content column's list selection.
    public func encodeState(of node: Node) throws(ReviveError) -> PageState {
        var state = PageState()
        if let node = node as? ValueNode, let route = node.route {
            if let encoded = node.encoded {
                state[Node.routeKey] = encoded
            } else {
                state[Node.routeKey] = try routes.encode(route).value
            }
        }
        if let node = node as? TabNode, let tab = node.tab {
            if let value = node.savedValue {
                state[TabNode.tabKey] = value
            } else {
                state[TabNode.tabKey] = try TabNode.saved(tab).value
            }
        }
        if let node = node as? TabsNode, node.columnVisibility != .automatic {
            state[TabsNode.columnVisibilityKey] = .string(node.columnVisibility.rawValue)
        }
        if let node = node as? SplitNode, node.columnVisibility != .automatic {
            state[TabsNode.columnVisibilityKey] = .string(node.columnVisibility.rawValue)
        }
        if let node = node as? SidebarNode, let item = node.selection {
            let saved = try TabNode.saved(item)
            state[SidebarNode.selectionKey] = .string(saved.name)
            state[TabNode.tabKey] = saved.value
        }
        if let node = node as? ContentRootNode, let selection = node.selection {
            state[ContentRootNode.selectionKey] = selection
        }
        do {
            try node.viewState.encode(into: &state)
        } catch {
            throw ReviveError(.encodingFailed, name: String(describing: type(of: node)), "could not encode its view state: \(error)")
        }
        return state
    }

    /// Decodes a route saved under its name (the node's restoration identifier), a tab, and a
    /// split view's selections.
    /// - Throws: `Revive/ReviveError`: `unknownType` for a name that is not registered
    ///   or a tab that is not one of `Tab`'s, `unreadableState` for a value that no longer
    ///   decodes. The rebuild prunes the route and the rest of its stack above it (or the
    ///   tab), and reports it. A view state value that does not read is left out and
    ///   reported, as a defaulted value; so is a column visibility this build does not know,
    ///   and a sidebar selection that is not one of `Tab`'s (the detail column's selected item
    ///   is then the selection).
    public func decodeState(_ state: PageState, into node: Node) throws(ReviveError) -> [RestoreReport.Item] {
        var issues: [RestoreReport.Item] = []
        if let node = node as? ValueNode {
            node.route = try routes.decode(name: node.restorationID ?? "", value: state[Node.routeKey])
        }
        if let node = node as? TabNode {
            node.tab = try Self.decodeTab(name: node.restorationID ?? "", value: state[TabNode.tabKey])
        }
        if let node = node as? TabsNode {
            node.columnVisibility = Self.columnVisibility(in: state, issues: &issues)
        }
        if let node = node as? SplitNode {
            node.columnVisibility = Self.columnVisibility(in: state, issues: &issues)
        }
        if let node = node as? SidebarNode {
            node.selection = nil
            if case .string(let name) = state[SidebarNode.selectionKey] {
                do {
                    node.selection = try Self.decodeTab(name: name, value: state[TabNode.tabKey])
                } catch {
                    issues.append(RestoreReport.Item(.defaultedValue, key: SidebarNode.selectionKey, reason: "\(error.message); the detail column's item is selected"))
                }
            }
        }
        if let node = node as? ContentRootNode {
            node.selection = state[ContentRootNode.selectionKey]
        }
        let (viewState, unreadable) = PageViewState.decode(from: state)
        node.viewState = viewState
        return issues + unreadable.map { RestoreReport.Item(.defaultedValue, key: $0.key, reason: $0.reason) }
    }

    public func defaultChildren(of container: Node) -> [Node] { container.children }

    /// The saved column visibility; `automatic` when none was saved, and, reported, when this
    /// build does not know the saved one.
    private static func columnVisibility(in state: PageState, issues: inout [RestoreReport.Item]) -> RouteTree<Route, Tab>.ColumnVisibility {
        guard let saved = state[TabsNode.columnVisibilityKey] else { return .automatic }
        if case .string(let raw) = saved, let visibility = RouteTree<Route, Tab>.ColumnVisibility(rawValue: raw) { return visibility }
        issues.append(RestoreReport.Item(.defaultedValue, key: TabsNode.columnVisibilityKey, reason: "\(saved) is not a column visibility; automatic is used"))
        return .automatic
    }

    /// Installs a stack's pages, a tab container's tabs with its selection, or a split
    /// container's columns with their focus, roles and collapse.
    public func install(children: [Node], kind: ContainerKind, into container: Node) throws {
        container.children = children
        if let tabs = container as? TabsNode { tabs.selectedIndex = kind.selectedIndex ?? 0 }
        if let split = container as? SplitNode {
            split.focusedIndex = kind.focusedIndex
            split.roles = kind.roles
            split.isCollapsed = kind.isCollapsed
        }
    }

    /// Hangs a modal on the tab container (a split view's detail column, or the split container
    /// when nothing is selected) or on the modal before it.
    /// - Throws: `Revive/ReviveError` with code `nothingVisible` when the modal's own route was
    ///   pruned (the modal would show nothing; it and the modals above it are not restored).
    public func present(_ node: Node, over presenter: Node) throws {
        guard node.children.first is ValueNode else {
            let type = node is CoverNode ? CoverNode.typeName : SheetNode.typeName
            var above = 0
            var next = node.presented
            while let modal = next { above += 1; next = modal.presented }
            throw ReviveError(.nothingVisible, name: type, "the modal's own route did not come back, so neither it nor the \(above) modal\(above == 1 ? "" : "s") above it are shown")
        }
        presenter.presented = node
    }

    /// Makes the rebuilt nodes the ``tree``. A restored modal chain is then shown one level
    /// at a time (``confirmedModalLevels`` starts at zero). Rebuilt nodes that show exactly
    /// the tree — a tab container of tabs that all came back, with no split view — stand for it until it changes,
    /// so the engine's next look at the hierarchy does not make them again.
    ///
    /// A file saved before split containers saved a split view as a tab container: while the
    /// current tree has a split view, it comes back as one, its sidebar selection, detail
    /// stacks and column visibility read from the tab container.
    /// - Throws: `Revive/ReviveError` with code `nothingVisible` when no tab came back
    ///   (the launch starts fresh and says so).
    public func installRoot(_ node: Node) throws {
        guard var restored = makeTree(from: node, currentTabs: tree.tabs) else {
            throw ReviveError(.nothingVisible, name: TabsNode.typeName, "no tab came back")
        }
        if node is TabsNode, let split = tree.splitView {
            restored.splitView = RouteTree.SplitView(hasContentColumn: split.hasContentColumn)
        }
        confirmedModalLevels = 0
        tree = restored
        if node is TabsNode, restored.splitView == nil, node.children.count == restored.tabs.count {
            nodes = node
        }
    }

    public func finishRestoration(of node: Node) {}

    /// Feeds nothing, where the default hashes what ``encodeState(of:)`` saves: the view state is
    /// in ``tree``, and each change of it makes new nodes, which never match an older look.
    public func hashViewState(of node: Node, into hasher: inout Hasher) {}

    /// Calls `didChange` after every change of ``tree`` — a push, a pop, a sheet, a tab, a
    /// draft or scroll anchor of the view state the tree keeps — so that a
    /// `Revive/RestorationController` over it, and so a ``ReviveRouter``, writes checkpoints with
    /// no call of the app's. ``treeDidChange`` stays the router's.
    public func observeChanges(_ didChange: @escaping @MainActor () -> Void) {
        changeObservers.append(didChange)
    }
}
