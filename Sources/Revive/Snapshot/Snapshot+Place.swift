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
}

/// Keys to leave out: exact keys, and prefixes (entries ending in `.`).
struct KeyFilter {
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
