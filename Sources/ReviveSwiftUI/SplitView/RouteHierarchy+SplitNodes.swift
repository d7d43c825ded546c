import Revive

/// A tree with a split view (``RouteTree/splitView``) as a split container of its columns, and
/// back: the sidebar (`.primary`), the content column of three columns (`.supplementary`) and,
/// while an item is selected, the detail column (`.secondary`), the focus on the column the
/// user works in.
extension RouteHierarchy {
    /// The split container of `tree`'s columns; `detail` (the tab container of the sidebar items'
    /// stacks) is its detail column while an item is selected. A `detailOnly` column visibility
    /// saves it collapsed on its detail column: only that column is on screen ("Hide the
    /// leading two columns of a three-column navigation split view, so that just the detail
    /// area shows", https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility/detailonly).
    /// - Parameters:
    ///   - tree: The tree.
    ///   - split: Its split view.
    ///   - detail: The tab container that shows the items' stacks.
    /// - Returns: The split container.
    func makeSplitNode(for tree: RouteTree<Route, Tab>, split: RouteTree<Route, Tab>.SplitView, detail: TabsNode) -> SplitNode {
        let root = SplitNode()
        root.columnVisibility = tree.columnVisibility
        let columns = split.columns
        root.children = columns.map { column -> Node in
            switch column {
            case .sidebar:
                let sidebar = SidebarNode()
                sidebar.selection = tree.selectedSidebarItem
                return sidebar
            case .content:
                let content = ContentNode()
                let list = ContentRootNode()
                list.selection = split.contentSelection
                content.children = [list] + split.contentPath.map(makeNode)
                return content
            case .detail:
                return detail
            }
        }
        root.roles = columns.map { column in
            switch column {
            case .sidebar: .primary
            case .content: .supplementary
            case .detail: .secondary
            }
        }
        let detailOnly = tree.columnVisibility == .detailOnly && columns.contains(.detail)
        var focus = split.focusedColumn
        if !tree.modals.isEmpty || detailOnly { focus = .detail }
        if !columns.contains(focus) { focus = columns.contains(.detail) ? .detail : columns.last ?? .sidebar }
        root.focusedIndex = columns.firstIndex(of: focus)
        root.isCollapsed = detailOnly
        return root
    }

    /// The split view that a rebuilt split container shows: its content column, the focused
    /// column (the detail column when the focused one did not come back), and whether an item
    /// is selected (its detail column came back).
    func makeSplitView(from split: SplitNode, hasDetail: Bool) -> RouteTree<Route, Tab>.SplitView {
        let content = split.children.first { $0 is ContentNode }
        var view = RouteTree<Route, Tab>.SplitView(hasContentColumn: content != nil)
        if let content {
            view.contentPath = routes(in: content.children)
            view.contentSelection = (content.children.first as? ContentRootNode)?.selection
        }
        view.hasSidebarSelection = hasDetail
        let focused = split.focusedIndex.flatMap { split.children.indices.contains($0) ? split.children[$0] : nil }
        view.focusedColumn = switch focused {
        case is SidebarNode: .sidebar
        case is ContentNode: .content
        default: hasDetail ? .detail : .sidebar
        }
        return view
    }

    /// The item a rebuilt split container's sidebar had selected, if it is still a `Tab`.
    func sidebarSelection(of split: SplitNode) -> Tab? {
        (split.children.first { $0 is SidebarNode } as? SidebarNode)?.selection
    }
}
