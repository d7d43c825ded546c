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

    /// A route's value under the key `route`; other nodes have none.
    public func encodeState(of node: RouteNode) throws(RestorationError) -> PageState {
        guard let node = node as? RouteValueNode<Route>, let route = node.route else { return PageState() }
        return PageState([RouteNode.routeKey: try routes.encode(route).value])
    }

    /// Decodes a route saved under its name (the node's restoration identifier).
    /// - Throws: ``Revive/RestorationError``: `unknownType` for a name that is not registered,
    ///   `unreadableState` for a value that no longer decodes. The rebuild prunes the route
    ///   and the rest of its stack above it, and reports it.
    public func decodeState(_ state: PageState, into node: RouteNode) throws(RestorationError) -> [RestoreReport.ValueIssue] {
        guard let node = node as? RouteValueNode<Route> else { return [] }
        node.route = try routes.decode(name: node.restorationID ?? "", value: state[RouteNode.routeKey])
        return []
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
