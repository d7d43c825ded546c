extension Snapshot {
    /// The page the user was looking at when the tree was captured, found as
    /// ``CapturableHierarchy/visibleNode`` finds it in the live pages: from the root, what a
    /// node presents wins; otherwise a tab container's selected tab, a stack's top, and a split
    /// container's focused child (the first child that shows a page when the focused one shows
    /// none or none has the focus; only the focused one, or the first, while it is collapsed;
    /// the split container itself when no child shows a page). A page with contained children
    /// is itself the page. A line that ends in a tab container or stack that shows nothing
    /// ends at that container. An app titles a place with the page's values (an App Intents
    /// entity's `displayRepresentation`, a Handoff activity's `title`).
    ///
    /// ```swift
    /// let comic = try place.snapshot.visiblePage.state.decodeIfPresent(Int.self, forKey: "comic_id")
    /// ```
    public var visiblePage: Snapshot.Node { root.focusedLineEnd.node }

    /// Whether the tree shows a page: its line of visible pages, followed as ``visiblePage``
    /// follows it, does not end in a tab container or stack that shows nothing. A capture of a
    /// tree that shows none is refused (`nothingVisible`), and so is a place that would open one.
    var showsPage: Bool { root.focusedLineEnd.showsPage }
}

extension Snapshot.Node {
    /// The end of the line with the focus from this node, and whether it is a page (not a
    /// container that shows nothing).
    fileprivate var focusedLineEnd: (node: Snapshot.Node, showsPage: Bool) {
        var node = self
        while true {
            if let presented = node.presented {
                node = presented
                continue
            }
            switch node.kind.storage {
            case .page:
                return (node, true)
            case .stack:
                guard let top = node.children.last else { return (node, false) }
                node = top
            case .tabs(let selected):
                guard node.children.indices.contains(selected) else { return (node, false) }
                node = node.children[selected]
            case .split(let focused, _, let isCollapsed):
                let shown: [Int]
                if isCollapsed {
                    shown = node.children.indices.contains(focused ?? 0) ? [focused ?? 0] : []
                } else if let focused, node.children.indices.contains(focused) {
                    shown = [focused] + node.children.indices.filter { $0 != focused }
                } else {
                    shown = Array(node.children.indices)
                }
                for index in shown {
                    let line = node.children[index].focusedLineEnd
                    if line.showsPage { return line }
                }
                return (node, true)
            }
        }
    }
}
