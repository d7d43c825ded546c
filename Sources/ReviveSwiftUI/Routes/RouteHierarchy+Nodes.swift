import Revive

extension RouteHierarchy {
    /// The nodes that show `tree`: the tab container, a stack per tab with its root and its
    /// routes, and the modal chain hanging on the tab container.
    /// - Parameter tree: The tree; a route's name comes from ``routes``.
    /// - Returns: The tab container.
    package func makeNodes(for tree: RouteTree<Route>) -> RouteNode {
        let root = RouteTabsNode()
        root.selectedIndex = tree.selectedIndex
        root.storedValues = tree.sceneValues
        root.children = tree.tabs.map { tab in
            let stack = RouteTabNode(restorationID: tab.id)
            stack.children = [RouteTabRootNode()] + tab.path.map(makeNode)
            for (depth, node) in stack.children.enumerated() {
                let place = RoutePlace(container: .tab(tab.id), depth: depth)
                node.viewState = tree[viewStateAt: place]
                node.storedValues = tree.storedValues[place] ?? PageState()
            }
            return stack
        }
        var presenter: RouteNode = root
        for (level, modal) in tree.modals.enumerated() {
            let stack: RouteNode = modal.style == .sheet ? RouteSheetNode() : RouteCoverNode()
            stack.children = [makeNode(for: modal.route)] + modal.path.map(makeNode)
            for (depth, node) in stack.children.enumerated() {
                let place = RoutePlace(container: .modal(level), depth: depth)
                node.viewState = tree[viewStateAt: place]
                node.storedValues = tree.storedValues[place] ?? PageState()
            }
            presenter.presented = stack
            presenter = stack
        }
        return root
    }

    /// A route's node, named by ``routes``. A route that cannot be encoded keeps the type's
    /// name here; capture then throws `encodingFailed` naming it.
    private func makeNode(for route: Route) -> RouteNode {
        let name = (try? routes.name(of: route)) ?? "\(Route.self)"
        return RouteValueNode(route: route, name: name)
    }

    /// The tree that rebuilt nodes show. Tabs keep their identifiers and the routes that came
    /// back; the modal chain ends at the first modal that shows no route.
    func makeTree(from root: RouteNode) -> RouteTree<Route> {
        let tabNodes = root is RouteTabsNode ? root.children : [root]
        let tabs = tabNodes.map { RouteTab(id: $0.restorationID ?? "", path: routes(in: $0.children)) }
        let selectedIndex = (root as? RouteTabsNode)?.selectedIndex ?? 0
        var modals: [RouteModal<Route>] = []
        var next = root.presented
        while let modal = next, let first = (modal.children.first as? RouteValueNode<Route>)?.route {
            let style: RouteModal<Route>.Style = modal is RouteCoverNode ? .fullScreenCover : .sheet
            modals.append(RouteModal(first, style: style, path: routes(in: modal.children.dropFirst())))
            next = modal.presented
        }
        let selected = tabs.indices.contains(selectedIndex) ? tabs[selectedIndex].id : nil
        var tree = RouteTree(tabs: tabs, selectedTab: selected, modals: modals)
        tree.sceneValues = root.storedValues
        // The view states of the pages that came back, at their places in the rebuilt tree.
        for (tabNode, tab) in zip(tabNodes, tabs) {
            let pages = tabNode.children.filter { $0 is RouteTabRootNode || ($0 as? RouteValueNode<Route>)?.route != nil }
            for (depth, node) in pages.enumerated() {
                tree.restoreViewState(of: node, at: RoutePlace(container: .tab(tab.id), depth: depth))
            }
        }
        next = root.presented
        for level in modals.indices {
            guard let modal = next else { break }
            let pages = modal.children.filter { ($0 as? RouteValueNode<Route>)?.route != nil }
            for (depth, node) in pages.enumerated() {
                tree.restoreViewState(of: node, at: RoutePlace(container: .modal(level), depth: depth))
            }
            next = modal.presented
        }
        return tree
    }

    private func routes(in nodes: some Sequence<RouteNode>) -> [Route] {
        nodes.compactMap { ($0 as? RouteValueNode<Route>)?.route }
    }
}

extension RouteTree {
    /// Puts back what a rebuilt node kept at `place`: its view state and the app's stored values.
    @MainActor fileprivate mutating func restoreViewState(of node: RouteNode, at place: RoutePlace) {
        if !node.viewState.isEmpty { self[viewStateAt: place] = node.viewState }
        if !node.storedValues.isEmpty, routes(to: place) != nil { storedValues[place] = node.storedValues }
    }
}
