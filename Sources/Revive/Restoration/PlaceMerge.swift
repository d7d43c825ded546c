/// A place that arrived, opened in a scene's tree: it moves the user within the scene's own
/// structure and never replaces that structure.
///
/// A place comes from anyone who can hand the user a link, so it is input, not state. What it
/// may choose, and what stays the scene's:
///
/// | the place chooses | the scene keeps |
/// | --- | --- |
/// | the selected tab, found among the scene's tabs by type and restoration ID | its root page, each container's kind |
/// | the focused column, found among the scene's columns likewise | its tabs (count, order, identifiers) and columns |
/// | the line of pages on a stack | every tab and column off the place's line, as it is |
/// | what is presented | every value the place does not carry, and the device-only ones |
/// | the values of the pages on its line | |
///
/// A place whose root is not the scene's root page, whose container is of another kind, or
/// whose selected tab or a column is not one of the scene's, is refused (``ReviveError/Code/placeDoesNotFit``).
/// Values under the configuration's device-only keys are left out of what arrives before the
/// merge, each with a ``RestoreReport/Item/Kind-swift.enum/leftOutValue`` item. A page of the
/// scene that the place takes off screen (above the place's line on a stack, a presentation it
/// replaces) and that held values is listed as ``RestoreReport/Item/Kind-swift.enum/removedPage``.
struct PlaceMerge {
    /// What the merge reports: values left out of the place, and the scene's pages it removed
    /// that held values.
    private(set) var items: [RestoreReport.Item] = []
    /// The pages removed that held a value under the device-only keys (a draft) with something
    /// in it, each as its path and those keys: `ArchivePage("archive") ("comment")`.
    private(set) var removedDeviceOnlyValues: [String] = []
    private let deviceOnlyKeys: KeyFilter
    private let isRegistered: (String) -> Bool

    /// A merge that leaves out `deviceOnlyKeys` (entries ending in `.` are prefixes) and cuts
    /// the place's pages at the first type `isRegistered` does not know, as the rebuild would.
    init(deviceOnlyKeys: Set<String>, isRegistered: @escaping (String) -> Bool) {
        self.deviceOnlyKeys = KeyFilter(deviceOnlyKeys)
        self.isRegistered = isRegistered
    }

    /// The scene's tree with `place` opened in it.
    /// - Parameters:
    ///   - place: The place's tree (its header is not read).
    ///   - scene: The scene's tree as captured now.
    /// - Returns: The merged tree, with `scene`'s header.
    /// - Throws: ``ReviveError`` with code `placeDoesNotFit` when the place's structure is not
    ///   the scene's, or `nothingVisible` when the merged tree would show no page.
    mutating func opening(_ place: Snapshot, in scene: Snapshot) throws(ReviveError) -> Snapshot {
        let root = scene.root
        guard root.isSamePage(as: place.root) else {
            throw ReviveError(
                .placeDoesNotFit, name: place.root.typeName,
                "the place's root is \(Self.step(place.root)), this scene's is \(Self.step(root)); a place never replaces the scene's root"
            )
        }
        let merged = Snapshot(header: scene.header, root: try merge(root, place.root, path: ""))
        guard merged.showsPage else {
            throw ReviveError(.nothingVisible, name: place.root.typeName, "the place would leave no page on screen (no tab, an empty stack)")
        }
        return merged
    }

    // MARK: - The merge

    /// `mine` with `place`, the same page, merged into it.
    private mutating func merge(_ mine: Snapshot.Node, _ place: Snapshot.Node, path: String) throws(ReviveError) -> Snapshot.Node {
        let here = RestorePath.appending(mine.typeName, mine.restorationID, to: path)
        guard mine.kind.name == place.kind.name else {
            throw ReviveError(
                .placeDoesNotFit, name: mine.typeName,
                "\(here) is a \(mine.kind.name) in this scene and a \(place.kind.name) in the place"
            )
        }
        var node = mine
        for (key, value) in arrivingValues(of: place, at: here) { node.state[key] = value }
        switch mine.kind.storage {
        case .page, .split:
            // Contained children and columns are the scene's: each of the place's is found
            // among them, and the focus follows the place's focused column.
            var focused = mine.kind.focusedIndex
            for (index, child) in place.children.enumerated() {
                let target = try matchingChild(of: mine, for: child, at: index, here: here, what: "column")
                node.children[target] = try merge(mine.children[target], child, path: here)
                if index == place.kind.focusedIndex { focused = target }
            }
            if case .split(_, let roles, let isCollapsed) = mine.kind.storage {
                node.kind = .split(focusedIndex: focused, roles: roles, isCollapsed: isCollapsed)
            }
        case .tabs:
            let selected = place.kind.selectedIndex ?? 0
            guard place.children.indices.contains(selected) else {
                throw ReviveError(.placeDoesNotFit, name: mine.typeName, "the place selects tab \(selected) of \(here), which has \(place.children.count) in the place")
            }
            // The other tabs of the place are stubs: this scene's tabs stay as they are.
            let target = try matchingChild(of: mine, for: place.children[selected], at: selected, here: here, what: "tab")
            node.children[target] = try merge(mine.children[target], place.children[selected], path: here)
            node.kind = .tabs(selectedIndex: target)
        case .stack:
            node.children = try line(mine.children, place.children, path: here)
        }
        node.presented = try presentation(mine.presented, place.presented, path: here + " presents")
        return node
    }

    /// A stack's line of pages: the place's, each merged with the scene's page at its
    /// position while they are the same page; the scene's pages above that are removed.
    private mutating func line(_ mine: [Snapshot.Node], _ place: [Snapshot.Node], path: String) throws(ReviveError) -> [Snapshot.Node] {
        var result: [Snapshot.Node] = []
        var sharesLine = true
        for (index, page) in place.enumerated() {
            guard isRegistered(page.typeName) else {
                noteUnregistered(page, path: path, "the stack stops below it")
                break
            }
            if sharesLine, mine.indices.contains(index), mine[index].isSamePage(as: page) {
                result.append(try merge(mine[index], page, path: path))
            } else {
                if sharesLine { noteRemoved(mine.dropFirst(index), path: path) }
                sharesLine = false
                result.append(arriving(page, path: path))
            }
        }
        if sharesLine { noteRemoved(mine.dropFirst(result.count), path: path) }
        return result
    }

    /// What a page presents: the place's presentation, merged with the scene's when it is the
    /// same page; the scene's is removed otherwise.
    private mutating func presentation(_ mine: Snapshot.Node?, _ place: Snapshot.Node?, path: String) throws(ReviveError) -> Snapshot.Node? {
        if let mine, let place, mine.isSamePage(as: place) { return try merge(mine, place, path: path) }
        if let mine { noteRemoved([mine], path: path) }
        return arrivingPresentation(place, path: path)
    }

    /// A presentation of the place, as it arrives; `nil` when its type is not registered.
    private mutating func arrivingPresentation(_ place: Snapshot.Node?, path: String) -> Snapshot.Node? {
        guard let place else { return nil }
        guard isRegistered(place.typeName) else {
            noteUnregistered(place, path: path, "nothing is presented")
            return nil
        }
        return arriving(place, path: path)
    }

    /// The index of the scene's child that is `child`'s page: the one at `index` when it is,
    /// else the first.
    private func matchingChild(of mine: Snapshot.Node, for child: Snapshot.Node, at index: Int, here: String, what: String) throws(ReviveError) -> Int {
        if mine.children.indices.contains(index), mine.children[index].isSamePage(as: child) { return index }
        guard let found = mine.children.firstIndex(where: { $0.isSamePage(as: child) }) else {
            let known = mine.children.map(Self.step).joined(separator: ", ")
            throw ReviveError(
                .placeDoesNotFit, name: child.typeName,
                "the place's \(what) \(Self.step(child)) is not one of \(here)'s (\(known.isEmpty ? "none" : known))"
            )
        }
        return found
    }

    // MARK: - What arrives

    /// A page of the place that the scene does not have there, as it arrives: its values less
    /// the device-only ones, its pages cut at the first unregistered type.
    private mutating func arriving(_ page: Snapshot.Node, path: String) -> Snapshot.Node {
        let here = RestorePath.appending(page.typeName, page.restorationID, to: path)
        var node = page
        node.state = PageState()
        for (key, value) in arrivingValues(of: page, at: here) { node.state[key] = value }
        node.children = []
        for child in page.children {
            if case .stack = page.kind.storage, !isRegistered(child.typeName) {
                noteUnregistered(child, path: here, "the stack stops below it")
                break
            }
            node.children.append(arriving(child, path: here))
        }
        node.presented = arrivingPresentation(page.presented, path: here + " presents")
        return node
    }

    /// The place's values of `page`, less the device-only ones (each reported).
    private mutating func arrivingValues(of page: Snapshot.Node, at here: String) -> [(String, StateValue)] {
        var values: [(String, StateValue)] = []
        for key in page.state.keys {
            guard let value = page.state[key] else { continue }
            if deviceOnlyKeys.contains(key) {
                items.append(RestoreReport.Item(.leftOutValue, key: key, reason: "the place carried a value the app keeps on this device; this device's stays", path: here))
            } else {
                values.append((key, value))
            }
        }
        return values
    }

    /// Reports each page of `pages` (and everything on and over it) that held values.
    private mutating func noteRemoved(_ pages: some Sequence<Snapshot.Node>, path: String) {
        for page in pages {
            let here = RestorePath.appending(page.typeName, page.restorationID, to: path)
            if !page.state.isEmpty {
                let keys = page.state.keys.map { "\"\($0)\"" }.joined(separator: ", ")
                items.append(RestoreReport.Item(.removedPage, reason: "the place took it off screen; its values \(keys) are gone", path: here))
                let kept = page.state.keys.filter { key in
                    deviceOnlyKeys.contains(key) && !(page.state[key].map(Self.isNothingToLose) ?? true)
                }
                if !kept.isEmpty { removedDeviceOnlyValues.append("\(here) (\(kept.map { "\"\($0)\"" }.joined(separator: ", ")))") }
            }
            noteRemoved(page.children, path: here)
            if let presented = page.presented { noteRemoved([presented], path: here + " presents") }
        }
    }

    /// Reports a page of the place whose type the app does not register: it never comes back.
    private mutating func noteUnregistered(_ page: Snapshot.Node, path: String, _ consequence: String) {
        let here = RestorePath.appending(page.typeName, page.restorationID, to: path)
        items.append(RestoreReport.Item(.droppedPage, reason: "the place's page type is not registered in this app; \(consequence)", path: here))
    }

    /// Whether a device-only value holds nothing a user would miss: null, an empty text or
    /// collection, or an empty ``PageViewState/TextDraft`` (no text, only a cursor).
    static func isNothingToLose(_ value: StateValue) -> Bool {
        switch value {
        case .null: true
        case .string(let text): text.isEmpty
        case .array(let elements): elements.isEmpty
        case .dictionary(let fields):
            fields.isEmpty || (fields["text"] == .string("") && Set(fields.keys).isSubset(of: ["text", "at", "length"]))
        default: false
        }
    }

    /// `Type("id")`, or `Type`.
    private static func step(_ node: Snapshot.Node) -> String {
        RestorePath.appending(node.typeName, node.restorationID, to: "")
    }
}
