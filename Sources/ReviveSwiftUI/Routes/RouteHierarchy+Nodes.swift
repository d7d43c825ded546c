import Revive

extension RouteHierarchy {
    /// The nodes that show `tree`: the tab container, a stack per tab with its root and its
    /// routes, and the modal chain hanging on the tab container.
    /// - Parameter tree: The tree; a route's name comes from ``routes``.
    /// - Returns: The tab container.
    package func makeNodes(for tree: RouteTree<Route, Tab>) -> RouteNode {
        let root = RouteTabsNode()
        root.selectedIndex = tree.selectedIndex
        root.columnVisibility = tree.columnVisibility
        root.viewState.values = tree.sceneValues
        root.children = tree.tabs.map { tab in
            let stack = RouteTabNode(tab: tab.id)
            stack.children = [RouteTabRootNode()] + tab.path.map(makeNode)
            for (depth, node) in stack.children.enumerated() {
                node.viewState = tree[viewStateAt: RoutePlace(container: .tab(tab.id), depth: depth)]
            }
            return stack
        }
        var presenter: RouteNode = root
        for (level, modal) in tree.modals.enumerated() {
            let stack: RouteNode = modal.style == .sheet ? RouteSheetNode() : RouteCoverNode()
            stack.children = [makeNode(for: modal.route)] + modal.path.map(makeNode)
            for (depth, node) in stack.children.enumerated() {
                node.viewState = tree[viewStateAt: RoutePlace(container: .modal(level), depth: depth)]
            }
            presenter.presented = stack
            presenter = stack
        }
        return root
    }

    /// A route's node, named by ``routes``, with its encoded value. A route that cannot be
    /// encoded keeps the type's name here; capture then throws `encodingFailed` naming it.
    private func makeNode(for route: Route) -> RouteNode {
        guard let (name, value) = try? routes.encode(route) else { return RouteValueNode(route: route, name: "\(Route.self)") }
        return RouteValueNode(route: route, name: name, encoded: value)
    }

    /// The tab saved as `name` (and `value`, when one was saved).
    ///
    /// A file of `String` tabs saved no value: its name is read as a `String` raw value, then as
    /// the case name of an enum with synthesized `Codable`, so an app that moves from `String`
    /// tags to an enum keeps its users' saved tabs.
    /// - Throws: ``Revive/ReviveError`` with code `unknownType` when the tab is not one of
    ///   `Tab`'s (the rebuild drops it and reports it).
    static func decodeTab(name: String, value: StateValue?) throws(ReviveError) -> Tab {
        let candidates = value.map { [$0] } ?? [.string(name), .dictionary([name: .dictionary([:])])]
        for candidate in candidates {
            if let tab = try? StateValueDecoder.decode(Tab.self, from: candidate) { return tab }
        }
        throw ReviveError(.unknownType, name: name, "the saved tab \"\(name)\" is not a \(Tab.self); it is not restored")
    }

    /// The tree that rebuilt nodes show, or `nil` when no tab came back. Tabs keep their
    /// identifiers and the routes that came back; the modal chain ends at the first modal that
    /// shows no route.
    func makeTree(from root: RouteNode) -> RouteTree<Route, Tab>? {
        let tabNodes = (root is RouteTabsNode ? root.children : [root]).compactMap { $0 as? RouteTabNode<Tab> }
        let tabs = tabNodes.compactMap { node in node.tab.map { RouteTab<Route, Tab>(id: $0, path: routes(in: node.children)) } }
        let selectedIndex = (root as? RouteTabsNode)?.selectedIndex ?? 0
        var modals: [RouteModal<Route>] = []
        var next = root.presented
        while let modal = next, let first = (modal.children.first as? RouteValueNode<Route>)?.route {
            let style: RouteModal<Route>.Style = modal is RouteCoverNode ? .fullScreenCover : .sheet
            modals.append(RouteModal(first, style: style, path: routes(in: modal.children.dropFirst())))
            next = modal.presented
        }
        let selected = tabs.indices.contains(selectedIndex) ? tabs[selectedIndex].id : nil
        guard var tree = RouteTree(restoredTabs: tabs, selectedTab: selected, modals: modals) else { return nil }
        tree.columnVisibility = (root as? RouteTabsNode)?.columnVisibility ?? .automatic
        tree.sceneValues = root.viewState.values
        // The view states of the pages that came back, at their places in the rebuilt tree.
        for (tabNode, tab) in zip(tabNodes.filter { $0.tab != nil }, tabs) {
            let pages = tabNode.children.filter { $0 is RouteTabRootNode || ($0 as? RouteValueNode<Route>)?.route != nil }
            for (depth, node) in pages.enumerated() where !node.viewState.isEmpty {
                tree[viewStateAt: RoutePlace(container: .tab(tab.id), depth: depth)] = node.viewState
            }
        }
        next = root.presented
        for level in modals.indices {
            guard let modal = next else { break }
            let pages = modal.children.filter { ($0 as? RouteValueNode<Route>)?.route != nil }
            for (depth, node) in pages.enumerated() where !node.viewState.isEmpty {
                tree[viewStateAt: RoutePlace(container: .modal(level), depth: depth)] = node.viewState
            }
            next = modal.presented
        }
        return tree
    }

    private func routes(in nodes: some Sequence<RouteNode>) -> [Route] {
        nodes.compactMap { ($0 as? RouteValueNode<Route>)?.route }
    }
}
