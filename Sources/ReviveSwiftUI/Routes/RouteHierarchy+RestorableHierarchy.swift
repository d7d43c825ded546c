public import Revive

/// A route tree is saved and restored by the generic engine through these nodes; the tree
/// is turned into nodes on demand and back into a value when a rebuilt root is installed.
extension RouteHierarchy: RestorableHierarchy {
    public var rootNode: RouteNode? { makeNodes(for: tree) }

    public func containerKind(of node: RouteNode) -> ContainerKind {
        switch node {
        case let tabs as RouteTabsNode: .tabs(selectedIndex: tabs.selectedIndex)
        case is RouteTabNode, is RouteSheetNode, is RouteCoverNode: .stack
        default: .page
        }
    }

    public func children(of node: RouteNode) -> [RouteNode] { node.children }

    public func presentedNode(of node: RouteNode) -> RouteNode? { node.presented }

    public func restorationIdentifier(of node: RouteNode) -> String? { node.restorationID }

    public func setRestorationIdentifier(_ identifier: String?, of node: RouteNode) {
        node.restorationID = identifier
    }

    /// A route's value under the key `route`, the view state of the page at the node's place
    /// (``Revive/PageViewState``'s keys) for routes and tab roots alike, and the app's own stored
    /// values (``RouteValue``) under `revive.value.` and their names.
    public func encodeState(of node: RouteNode) throws(RestorationError) -> PageState {
        var state = PageState()
        if let node = node as? RouteValueNode<Route>, let route = node.route {
            state[RouteNode.routeKey] = try routes.encode(route).value
        }
        do {
            try node.viewState.encode(into: &state)
        } catch {
            throw RestorationError(.encodingFailed, typeName: String(describing: type(of: node)), "could not encode its view state: \(error)")
        }
        for (key, value) in node.storedValues.values { state[RouteNode.storedValueKeyPrefix + key] = value }
        return state
    }

    /// Decodes a route saved under its name (the node's restoration identifier).
    /// - Throws: ``Revive/RestorationError``: `unknownType` for a name that is not registered,
    ///   `unreadableState` for a value that no longer decodes. The rebuild prunes the route
    ///   and the rest of its stack above it, and reports it. A view state value that does not
    ///   read is left out and reported, as a defaulted value.
    public func decodeState(_ state: PageState, into node: RouteNode) throws(RestorationError) -> [RestoreReport.ValueIssue] {
        if let node = node as? RouteValueNode<Route> {
            node.route = try routes.decode(name: node.restorationID ?? "", value: state[RouteNode.routeKey])
        }
        let (viewState, unreadable) = PageViewState.decode(from: state)
        node.viewState = viewState
        node.storedValues = PageState()
        for key in state.keys where key.hasPrefix(RouteNode.storedValueKeyPrefix) {
            node.storedValues[String(key.dropFirst(RouteNode.storedValueKeyPrefix.count))] = state[key]
        }
        return unreadable.map { RestoreReport.ValueIssue(key: $0.key, reason: $0.reason) }
    }

    public func defaultChildren(of container: RouteNode) -> [RouteNode] { container.children }

    public func install(children: [RouteNode], selectedIndex: Int?, into container: RouteNode) throws {
        container.children = children
        if let tabs = container as? RouteTabsNode { tabs.selectedIndex = selectedIndex ?? 0 }
    }

    /// Hangs a modal on the tab container or on the modal before it.
    /// - Throws: ``Revive/RestorationError`` with code `nothingVisible` when the modal's own route was
    ///   pruned (the modal would show nothing; it and the modals above it are not restored).
    public func present(_ node: RouteNode, over presenter: RouteNode) throws {
        guard node.children.first is RouteValueNode<Route> else {
            let type = node is RouteCoverNode ? RouteCoverNode.typeName : RouteSheetNode.typeName
            var above = 0
            var next = node.presented
            while let modal = next { above += 1; next = modal.presented }
            throw RestorationError(.nothingVisible, typeName: type, "the modal's own route did not come back, so neither it nor the \(above) modal\(above == 1 ? "" : "s") above it are shown")
        }
        presenter.presented = node
    }

    /// Makes the rebuilt nodes the ``tree``. A restored modal chain is then shown one level
    /// at a time (``confirmedModalLevels`` starts at zero).
    public func installRoot(_ node: RouteNode) throws {
        let restored = makeTree(from: node)
        confirmedModalLevels = 0
        tree = restored
    }

    public func finishRestoration(of node: RouteNode) {}
}
