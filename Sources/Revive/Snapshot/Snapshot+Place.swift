extension Snapshot {
    /// The part of the tree that is the user's place, to travel to another device or into a
    /// link: the tree with each tab that is not selected cut to a stub (its type, restoration
    /// ID and kind, no values, nothing under it, a container's kind naming no child), and the values whose keys `deviceOnlyKeys`
    /// names left out everywhere. A stack keeps its whole back stack, a split container every
    /// column, and a page what it presents.
    ///
    /// A key in `deviceOnlyKeys` that ends in `.` leaves out every key that starts with it:
    /// `"revive.draft."` leaves out every text draft of ``PageViewState``.
    ///
    /// ```swift
    /// let line = snapshot.placeLine(leavingOut: ["token", "revive.draft."])
    /// ```
    /// - Parameter deviceOnlyKeys: The keys of values that never leave the device.
    /// - Returns: The snapshot with the same header and the place's tree.
    public func placeLine(leavingOut deviceOnlyKeys: Set<String> = []) -> Snapshot {
        Snapshot(header: header, root: root.placeLine(leavingOut: KeyFilter(deviceOnlyKeys)))
    }

    /// This tree with `place` opened in it, as a deep link opens: the place's line of pages
    /// replaces this tree's along the same line, and everything off it stays.
    ///
    /// From the root down, a node of the place meets this tree's node at the same spot. When
    /// they are the same page (type name and restoration ID) the place's kind wins (its selected
    /// tab, its focus), each of the place's values replaces this node's and every other value
    /// of this node stays (a draft kept on this device); its children meet this node's by
    /// position, where a tab the place cut to a stub keeps this node's tab, and a stack takes
    /// the place's pages, each merged with this node's page at its position when they are the
    /// same page. What the place presents replaces what this node presents (merged when it is
    /// the same page). A node of the place that is not this tree's page at that spot replaces
    /// it, with its stubs left as the place has them.
    ///
    /// The header stays this snapshot's. Nothing is checked here: the result is restored as
    /// any saved tree is, page types through the registry.
    /// - Parameter place: The place, as ``placeLine(leavingOut:)`` made it (or any snapshot).
    /// - Returns: The merged snapshot.
    public func opening(_ place: Snapshot) -> Snapshot {
        Snapshot(header: header, root: root.opening(place.root))
    }
}

extension Snapshot.Node {
    /// Whether `other` is the same page: the same registered type and restoration ID.
    func isSamePage(as other: Snapshot.Node) -> Bool {
        typeName == other.typeName && restorationID == other.restorationID
    }

    /// The node as a stub: its type, restoration ID and kind, no values, nothing under it; a
    /// container's kind names no child (the first tab, no focus, no roles), as the file requires.
    var stub: Snapshot.Node {
        let emptyKind: ContainerKind = switch kind.storage {
        case .page, .stack: kind
        case .tabs: .tabs(selectedIndex: 0)
        case .split(_, _, let isCollapsed): .split(focusedIndex: nil, isCollapsed: isCollapsed)
        }
        return Snapshot.Node(typeName: typeName, restorationID: restorationID, kind: emptyKind)
    }

    fileprivate func placeLine(leavingOut filter: KeyFilter) -> Snapshot.Node {
        var node = self
        if !filter.isEmpty {
            for key in state.keys where filter.contains(key) { node.state[key] = nil }
        }
        let selected = kind.selectedIndex
        node.children = children.enumerated().map { index, child in
            if let selected, index != selected { return child.stub }
            return child.placeLine(leavingOut: filter)
        }
        node.presented = presented?.placeLine(leavingOut: filter)
        return node
    }

    fileprivate func opening(_ place: Snapshot.Node) -> Snapshot.Node {
        guard isSamePage(as: place) else { return place }
        var node = place
        var state = self.state
        for key in place.state.keys { state[key] = place.state[key] }
        node.state = state
        let placeSelected = place.kind.selectedIndex
        node.children = place.children.enumerated().map { index, child in
            guard children.indices.contains(index) else { return child }
            let mine = children[index]
            // A tab the place cut to a stub: this device's tab, as it is.
            if let placeSelected, index != placeSelected, mine.isSamePage(as: child) { return mine }
            return mine.opening(child)
        }
        if let placed = place.presented {
            node.presented = presented.map { $0.opening(placed) } ?? placed
        }
        return node
    }
}

/// Keys to leave out: exact keys, and prefixes (entries ending in `.`).
private struct KeyFilter {
    let keys: Set<String>
    let prefixes: [String]

    init(_ entries: Set<String>) {
        keys = entries.filter { !$0.hasSuffix(".") }
        prefixes = entries.filter { $0.hasSuffix(".") }.sorted()
    }

    var isEmpty: Bool { keys.isEmpty && prefixes.isEmpty }

    func contains(_ key: String) -> Bool {
        keys.contains(key) || prefixes.contains { key.hasPrefix($0) }
    }
}
