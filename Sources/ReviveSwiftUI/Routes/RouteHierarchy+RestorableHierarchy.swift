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
        case is TabNode, is SheetNode, is CoverNode: .stack
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
    /// `automatic`.
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
        do {
            try node.viewState.encode(into: &state)
        } catch {
            throw ReviveError(.encodingFailed, name: String(describing: type(of: node)), "could not encode its view state: \(error)")
        }
        return state
    }

    /// Decodes a route saved under its name (the node's restoration identifier), and a tab.
    /// - Throws: `Revive/ReviveError`: `unknownType` for a name that is not registered
    ///   or a tab that is not one of `Tab`'s, `unreadableState` for a value that no longer
    ///   decodes. The rebuild prunes the route and the rest of its stack above it (or the
    ///   tab), and reports it. A view state value that does not read is left out and
    ///   reported, as a defaulted value; so is a column visibility this build does not know.
    public func decodeState(_ state: PageState, into node: Node) throws(ReviveError) -> [RestoreReport.Item] {
        var issues: [RestoreReport.Item] = []
        if let node = node as? ValueNode {
            node.route = try routes.decode(name: node.restorationID ?? "", value: state[Node.routeKey])
        }
        if let node = node as? TabNode {
            node.tab = try Self.decodeTab(name: node.restorationID ?? "", value: state[TabNode.tabKey])
        }
        if let node = node as? TabsNode, let saved = state[TabsNode.columnVisibilityKey] {
            if case .string(let raw) = saved, let visibility = RouteTree<Route, Tab>.ColumnVisibility(rawValue: raw) {
                node.columnVisibility = visibility
            } else {
                issues.append(RestoreReport.Item(.defaultedValue, key: TabsNode.columnVisibilityKey, reason: "\(saved) is not a column visibility; automatic is used"))
            }
        }
        let (viewState, unreadable) = PageViewState.decode(from: state)
        node.viewState = viewState
        return issues + unreadable.map { RestoreReport.Item(.defaultedValue, key: $0.key, reason: $0.reason) }
    }

    public func defaultChildren(of container: Node) -> [Node] { container.children }

    public func install(children: [Node], selectedIndex: Int?, into container: Node) throws {
        container.children = children
        if let tabs = container as? TabsNode { tabs.selectedIndex = selectedIndex ?? 0 }
    }

    /// Hangs a modal on the tab container or on the modal before it.
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
    /// the tree — a tab container of tabs that all came back — stand for it until it changes,
    /// so the engine's next look at the hierarchy does not make them again.
    /// - Throws: `Revive/ReviveError` with code `nothingVisible` when no tab came back
    ///   (the launch starts fresh and says so).
    public func installRoot(_ node: Node) throws {
        guard let restored = makeTree(from: node) else {
            throw ReviveError(.nothingVisible, name: TabsNode.typeName, "no tab came back")
        }
        confirmedModalLevels = 0
        tree = restored
        if node is TabsNode, node.children.count == restored.tabs.count {
            nodes = node
        }
    }

    public func finishRestoration(of node: Node) {}

    /// Calls `didChange` after every change of ``tree`` — a push, a pop, a sheet, a tab, a
    /// draft or scroll anchor of the view state the tree keeps — so that a
    /// `Revive/RestorationController` over it, and so a ``ReviveRouter``, writes checkpoints with
    /// no call of the app's. ``treeDidChange`` stays the router's.
    public func observeChanges(_ didChange: @escaping @MainActor () -> Void) {
        changeObservers.append(didChange)
    }
}
