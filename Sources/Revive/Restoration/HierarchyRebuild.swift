/// Rebuilds a live hierarchy from a ``Snapshot``, keeping the longest valid part of the tree.
///
/// Every page is made through the registry (an unknown name is never instantiated), given
/// its values, and installed detached, without lifecycle calls; only when the whole tree is
/// built does it become the root, so only the pages that end up on screen appear. A page
/// that cannot come back is dropped with a reason: a stack keeps the pages below it, a
/// presentation chain stops before it, a tab falls back to its container's default page.
@MainActor
struct HierarchyRebuild<Hierarchy: RestorableHierarchy> {
    typealias Node = Hierarchy.Node

    let hierarchy: Hierarchy
    let registry: RestorationRegistry<Node>
    private(set) var report = RestoreReport()

    init(hierarchy: Hierarchy, registry: RestorationRegistry<Node>) {
        self.hierarchy = hierarchy
        self.registry = registry
    }

    /// Builds the whole tree and installs it as the root.
    /// - Returns: The root page, or `nil` when even the root could not be made (reported).
    mutating func rebuild(_ root: SnapshotNode) -> Node? {
        guard let page = build(root, path: "", canPresent: true) else { return nil }
        do {
            try hierarchy.installRoot(page)
        } catch {
            report.add(.droppedPage, at: RestorePath.appending(root.typeName, root.restorationID, to: ""), "the root could not be installed: \(error)")
            return nil
        }
        var count = 0
        hierarchy.forEachNode(from: page) { _ in count += 1 }
        report.restoredPageCount = count
        return page
    }

    /// Makes the page for `node` and its subtree; `nil` (reported) when the page itself
    /// cannot be made. `canPresent` is false for pages that will not be on their line
    /// (under a stack's top, in an unselected tab): a presentation saved there is dropped.
    private mutating func build(_ node: SnapshotNode, path: String, canPresent: Bool) -> Node? {
        let here = RestorePath.appending(node.typeName, node.restorationID, to: path)
        let page: Node
        do {
            page = try registry.make(node.typeName)
            hierarchy.setRestorationIdentifier(node.restorationID.isEmpty ? nil : node.restorationID, of: page)
            guard Self.kind(hierarchy.containerKind(of: page), matches: node.kind) else {
                throw RestorationError(.kindMismatch, typeName: node.typeName, "the file says \(node.kind) but the registered type makes a \(hierarchy.containerKind(of: page))")
            }
            for issue in try hierarchy.decodeState(node.state, into: page) {
                report.add(.defaultedValue, at: here, key: issue.key, issue.reason)
            }
        } catch {
            report.add(.droppedPage, at: here, "\(error)")
            return nil
        }
        switch node.kind {
        case .page:
            if !node.children.isEmpty { report.add(.droppedPage, at: here, "a plain page cannot hold the \(node.children.count) children the file lists") }
        case .stack:
            buildStack(node, into: page, path: here, canPresent: canPresent)
        case .tabs(let selectedIndex):
            buildTabs(node, selectedIndex: selectedIndex, into: page, path: here, canPresent: canPresent)
        }
        if let presentedNode = node.presented {
            let presentedPath = here + " presents"
            if !canPresent {
                report.add(.droppedPage, at: RestorePath.appending(presentedNode.typeName, presentedNode.restorationID, to: presentedPath), "its presenter \(here) would not be on screen")
            } else if let presented = build(presentedNode, path: presentedPath, canPresent: true) {
                do {
                    try hierarchy.present(presented, over: page)
                } catch {
                    report.add(.droppedPage, at: RestorePath.appending(presentedNode.typeName, presentedNode.restorationID, to: presentedPath), "\(error)")
                }
            }
        }
        return page
    }

    private mutating func buildStack(_ node: SnapshotNode, into stack: Node, path: String, canPresent: Bool) {
        var pages: [Node] = []
        var seen = Set<SiblingKey>()
        for (index, child) in node.children.enumerated() {
            let isTop = index == node.children.count - 1
            let duplicate = !seen.insert(SiblingKey(typeName: child.typeName, id: child.restorationID)).inserted
            let page = duplicate ? nil : build(child, path: path, canPresent: canPresent && isTop)
            if duplicate {
                report.add(.droppedPage, at: RestorePath.appending(child.typeName, child.restorationID, to: path), "a sibling with the same type and restoration identifier came first")
            }
            guard let page else {
                for rest in node.children[(index + 1)...] {
                    report.add(.droppedPage, at: RestorePath.appending(rest.typeName, rest.restorationID, to: path), "a page below it in the stack was dropped")
                }
                break
            }
            pages.append(page)
        }
        guard !pages.isEmpty else { return }
        do {
            try hierarchy.install(children: pages, selectedIndex: nil, into: stack)
        } catch {
            report.add(.droppedPage, at: path, "its pages could not be installed: \(error)")
        }
    }

    private mutating func buildTabs(_ node: SnapshotNode, selectedIndex: Int, into tabs: Node, path: String, canPresent: Bool) {
        let defaults = hierarchy.defaultChildren(of: tabs)
        var pages: [Node] = []
        var selected = selectedIndex
        var seen = Set<SiblingKey>()
        for (index, child) in node.children.enumerated() {
            let childPath = RestorePath.appending(child.typeName, child.restorationID, to: path)
            let duplicate = !seen.insert(SiblingKey(typeName: child.typeName, id: child.restorationID)).inserted
            if duplicate { report.add(.droppedPage, at: childPath, "a sibling with the same type and restoration identifier came first") }
            if !duplicate, let page = build(child, path: path, canPresent: canPresent && index == selectedIndex) {
                pages.append(page)
            } else if defaults.indices.contains(index) {
                report.add(.fellBackToDefault, at: childPath, "tab \(index) shows its default page instead")
                pages.append(defaults[index])
            } else {
                if index == selectedIndex { selected = -1 } else if index < selectedIndex { selected -= 1 }
            }
        }
        if !pages.indices.contains(selected) {
            if !pages.isEmpty { report.add(.selectionReset, at: path, "saved tab \(selectedIndex) did not come back; the first tab is selected") }
            selected = 0
        }
        do {
            try hierarchy.install(children: pages, selectedIndex: selected, into: tabs)
        } catch {
            report.add(.droppedPage, at: path, "its tabs could not be installed: \(error)")
        }
    }

    private static func kind(_ made: ContainerKind, matches saved: ContainerKind) -> Bool {
        switch (made, saved) {
        case (.page, .page), (.stack, .stack), (.tabs, .tabs): true
        default: false
        }
    }
}
