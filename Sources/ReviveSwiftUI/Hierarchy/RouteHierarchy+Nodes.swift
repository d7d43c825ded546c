import Revive

extension RouteHierarchy {
    /// The nodes that show `tree`: the tab container, a stack per tab with its root and its
    /// routes, and the modal chain hanging on the tab container; for a tree with a split view,
    /// the split container of its columns, the tab container being the detail column
    /// (``makeSplitNode(for:split:detail:)``).
    /// - Parameter tree: The tree; a route's name comes from ``routes``.
    /// - Returns: The root: the tab container, or the split container.
    package func makeNodes(for tree: RouteTree<Route, Tab>) -> Node {
        let tabs = TabsNode()
        tabs.selectedIndex = tree.selectedIndex
        tabs.children = tree.tabs.map { tab in
            let stack = TabNode(tab: tab.id)
            stack.children = [TabRootNode()] + tab.path.map(makeNode)
            for (depth, node) in stack.children.enumerated() {
                node.viewState = tree[viewStateAt: RouteTree.Place(container: .tab(tab.id), depth: depth)]
            }
            return stack
        }
        let root: Node
        if let split = tree.splitView {
            root = makeSplitNode(for: tree, split: split, detail: tabs)
        } else {
            tabs.columnVisibility = tree.columnVisibility
            root = tabs
        }
        root.viewState.values = tree.sceneValues
        var presenter: Node = tree.selectedSidebarItem == nil ? root : tabs
        for (level, modal) in tree.modals.enumerated() {
            let stack: Node = modal.style == .sheet ? SheetNode() : CoverNode()
            stack.children = [makeNode(for: modal.route)] + modal.path.map(makeNode)
            for (depth, node) in stack.children.enumerated() {
                node.viewState = tree[viewStateAt: RouteTree.Place(container: .modal(level), depth: depth)]
            }
            presenter.presented = stack
            presenter = stack
        }
        return root
    }

    /// A route's node, named by ``routes``, with its encoded value. A route that cannot be
    /// encoded keeps the type's name here; capture then throws `encodingFailed` naming it.
    func makeNode(for route: Route) -> Node {
        guard let (name, value) = try? routes.encode(route) else { return ValueNode(route: route, name: "\(Route.self)") }
        return ValueNode(route: route, name: name, encoded: value)
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
            if let tab = try? candidate.decode(Tab.self) { return tab }
        }
        throw ReviveError(.unknownType, name: name, "the saved tab \"\(name)\" is not a \(Tab.self); it is not restored")
    }

    /// The tree that rebuilt nodes show, or `nil` when no tab came back. Tabs keep their
    /// identifiers and the routes that came back; the modal chain ends at the first modal that
    /// shows no route. A split container's tabs are its detail column's; with nothing selected
    /// (no detail column) they are `currentTabs`' items, with empty paths.
    func makeTree(from root: Node, currentTabs: [RouteTree<Route, Tab>.TabStack]) -> RouteTree<Route, Tab>? {
        let split = root as? SplitNode
        let detail: Node? = split == nil ? root : split?.children.first { $0 is TabsNode }
        let tabNodes = detail.map { ($0 is TabsNode ? $0.children : [$0]).compactMap { $0 as? TabNode } } ?? []
        var tabs = tabNodes.compactMap { node in node.tab.map { RouteTree<Route, Tab>.TabStack(id: $0, path: routes(in: node.children)) } }
        if split != nil, detail == nil { tabs = currentTabs.map { RouteTree.TabStack(id: $0.id) } }
        let selectedIndex = (detail as? TabsNode)?.selectedIndex ?? 0
        var modals: [RouteTree<Route, Tab>.Modal] = []
        var next = detail?.presented ?? root.presented
        while let modal = next, let first = (modal.children.first as? ValueNode)?.route {
            let style: RouteTree<Route, Tab>.Modal.Style = modal is CoverNode ? .fullScreenCover : .sheet
            modals.append(RouteTree.Modal(first, style: style, path: routes(in: modal.children.dropFirst())))
            next = modal.presented
        }
        var selected = tabs.indices.contains(selectedIndex) ? tabs[selectedIndex].id : nil
        if let item = split.flatMap({ sidebarSelection(of: $0) }), tabs.contains(where: { $0.id == item }) { selected = item }
        guard var tree = RouteTree(restoredTabs: tabs, selectedTab: selected, modals: modals) else { return nil }
        tree.columnVisibility = split?.columnVisibility ?? (root as? TabsNode)?.columnVisibility ?? .automatic
        tree.sceneValues = root.viewState.values
        if let split { tree.splitView = makeSplitView(from: split, hasDetail: detail != nil) }
        // The view states of the pages that came back, at their places in the rebuilt tree.
        for (tabNode, tab) in zip(tabNodes.filter { $0.tab != nil }, tabs) {
            let pages = tabNode.children.filter { $0 is TabRootNode || ($0 as? ValueNode)?.route != nil }
            for (depth, node) in pages.enumerated() where !node.viewState.isEmpty {
                tree[viewStateAt: RouteTree.Place(container: .tab(tab.id), depth: depth)] = node.viewState
            }
        }
        next = detail?.presented ?? root.presented
        for level in modals.indices {
            guard let modal = next else { break }
            let pages = modal.children.filter { ($0 as? ValueNode)?.route != nil }
            for (depth, node) in pages.enumerated() where !node.viewState.isEmpty {
                tree[viewStateAt: RouteTree.Place(container: .modal(level), depth: depth)] = node.viewState
            }
            next = modal.presented
        }
        return tree
    }

    func routes(in nodes: some Sequence<Node>) -> [Route] {
        nodes.compactMap { ($0 as? ValueNode)?.route }
    }
}
