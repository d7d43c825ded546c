extension Snapshot {
    /// The page the user was looking at when the tree was captured: from the root, what a node
    /// presents wins; otherwise a tab container's selected tab, a stack's top, a split
    /// container's focused child (its last, the detail, when none has the focus), down to a node
    /// with nothing of these. An app titles a place with its values (an App Intents entity's
    /// `displayRepresentation`, a Handoff activity's `title`).
    ///
    /// ```swift
    /// let comic = try place.snapshot.visiblePage.state.decodeIfPresent(Int.self, forKey: "comic_id")
    /// ```
    public var visiblePage: Snapshot.Node {
        var node = root
        while let next = node.presented ?? node.shownChild {
            node = next
        }
        return node
    }
}

extension Snapshot.Node {
    /// The child the user sees: a tab container's selected tab (none when out of range), a
    /// stack's top, a split container's focused child or else its last; `nil` for a page.
    fileprivate var shownChild: Snapshot.Node? {
        switch kind.storage {
        case .page: nil
        case .stack: children.last
        case .tabs(let selected): children.indices.contains(selected) ? children[selected] : nil
        case .split(let focused, _, _): focused.flatMap { children.indices.contains($0) ? children[$0] : nil } ?? children.last
        }
    }
}
