public import Revive

/// A route tree is saved and restored by the generic engine through these nodes; the tree
/// is turned into nodes on demand — once per change of the tree — and back into a value when a
/// rebuilt root is installed.
extension RouteHierarchy: RestorableHierarchy {
    public var rootNode: RouteNode? {
        if let nodes { return nodes }
        let made = makeNodes(for: tree)
        nodes = made
        return made
    }

    public func containerKind(of node: RouteNode) -> ContainerKind {
        switch node {
        case let tabs as RouteTabsNode: .tabs(selectedIndex: tabs.selectedIndex)
        case is RouteTabNode<Tab>, is RouteSheetNode, is RouteCoverNode: .stack
        default: .page
        }
    }

    public func children(of node: RouteNode) -> [RouteNode] { node.children }

    public func presentedNode(of node: RouteNode) -> RouteNode? { node.presented }

    public func restorationIdentifier(of node: RouteNode) -> String? { node.restorationID }

    public func setRestorationIdentifier(_ identifier: String?, of node: RouteNode) {
        node.restorationID = identifier
    }

    /// A route's value under the key `route`, and the view state of the page at the node's
    /// place (``Revive/PageViewState``'s keys) for routes and tab roots alike; a tab's value
    /// when its name is not the whole of it, a split view's column visibility when it is not
    /// `automatic`.
    public func encodeState(of node: RouteNode) throws(ReviveError) -> PageState {
        var state = PageState()
        if let node = node as? RouteValueNode<Route>, let route = node.route {
            if let encoded = node.encoded {
                state[RouteNode.routeKey] = encoded
            } else {
                state[RouteNode.routeKey] = try routes.encode(route).value
            }
        }
        if let node = node as? RouteTabNode<Tab>, let tab = node.tab {
            if let value = node.savedValue {
                state[RouteTabNode<Tab>.tabKey] = value
            } else {
                state[RouteTabNode<Tab>.tabKey] = try RouteTabNode<Tab>.saved(tab).value
            }
        }
        if let node = node as? RouteTabsNode, node.columnVisibility != .automatic {
            state[RouteTabsNode.columnVisibilityKey] = .string(node.columnVisibility.rawValue)
        }
        do {
            try node.viewState.encode(into: &state)
        } catch {
            throw ReviveError(.encodingFailed, name: String(describing: type(of: node)), "could not encode its view state: \(error)")
        }
        return state
    }

    /// Decodes a route saved under its name (the node's restoration identifier), and a tab.
    /// - Throws: ``Revive/ReviveError``: `unknownType` for a name that is not registered
    ///   or a tab that is not one of `Tab`'s, `unreadableState` for a value that no longer
    ///   decodes. The rebuild prunes the route and the rest of its stack above it (or the
    ///   tab), and reports it. A view state value that does not read is left out and
    ///   reported, as a defaulted value; so is a column visibility this build does not know.
    public func decodeState(_ state: PageState, into node: RouteNode) throws(ReviveError) -> [RestoreReport.Item] {
        var issues: [RestoreReport.Item] = []
        if let node = node as? RouteValueNode<Route> {
            node.route = try routes.decode(name: node.restorationID ?? "", value: state[RouteNode.routeKey])
        }
        if let node = node as? RouteTabNode<Tab> {
            node.tab = try Self.decodeTab(name: node.restorationID ?? "", value: state[RouteTabNode<Tab>.tabKey])
        }
        if let node = node as? RouteTabsNode, let saved = state[RouteTabsNode.columnVisibilityKey] {
            if case .string(let raw) = saved, let visibility = RouteColumnVisibility(rawValue: raw) {
                node.columnVisibility = visibility
            } else {
                issues.append(RestoreReport.Item(.defaultedValue, key: RouteTabsNode.columnVisibilityKey, reason: "\(saved) is not a column visibility; automatic is used"))
            }
        }
        let (viewState, unreadable) = PageViewState.decode(from: state)
        node.viewState = viewState
        return issues + unreadable.map { RestoreReport.Item(.defaultedValue, key: $0.key, reason: $0.reason) }
    }

    public func defaultChildren(of container: RouteNode) -> [RouteNode] { container.children }

    public func install(children: [RouteNode], selectedIndex: Int?, into container: RouteNode) throws {
        container.children = children
        if let tabs = container as? RouteTabsNode { tabs.selectedIndex = selectedIndex ?? 0 }
    }

    /// Hangs a modal on the tab container or on the modal before it.
    /// - Throws: ``Revive/ReviveError`` with code `nothingVisible` when the modal's own route was
    ///   pruned (the modal would show nothing; it and the modals above it are not restored).
    public func present(_ node: RouteNode, over presenter: RouteNode) throws {
        guard node.children.first is RouteValueNode<Route> else {
            let type = node is RouteCoverNode ? RouteCoverNode.typeName : RouteSheetNode.typeName
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
    /// - Throws: ``Revive/ReviveError`` with code `nothingVisible` when no tab came back
    ///   (the launch starts fresh and says so).
    public func installRoot(_ node: RouteNode) throws {
        guard let restored = makeTree(from: node) else {
            throw ReviveError(.nothingVisible, name: RouteTabsNode.typeName, "no tab came back")
        }
        confirmedModalLevels = 0
        tree = restored
        if node is RouteTabsNode, node.children.count == restored.tabs.count {
            nodes = node
        }
    }

    public func finishRestoration(of node: RouteNode) {}
}
