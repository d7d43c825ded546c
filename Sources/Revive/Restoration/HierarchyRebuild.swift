/// Rebuilds a live hierarchy from a ``Snapshot``, keeping the longest valid part of the tree.
///
/// A node is matched by its type and its place: where the app's default tree (its fresh
/// root, a tab's default stack, a split view's columns) already holds a page of the saved
/// type at the same place, the saved values go into that page; elsewhere the page is made
/// through the registry (an unknown name is never instantiated). Pages are installed
/// detached, without lifecycle calls; only when the whole tree is built does it become the
/// root, so only the pages that end up on screen appear. A page that cannot come back is
/// dropped with a reason: a stack keeps the pages below it, a presentation chain stops before
/// it, a tab falls back to its default page.
@MainActor
final class HierarchyRebuild<Hierarchy: RestorableHierarchy> {
    typealias Node = Hierarchy.Node

    let hierarchy: Hierarchy
    let registry: RestorationRegistry<Node>
    private(set) var report = RestoreReport()
    /// Every presentation made while building, outermost first, to report refusals.
    private var presentations: [(node: Node, saved: Snapshot.Node, path: String)] = []

    init(hierarchy: Hierarchy, registry: RestorationRegistry<Node>) {
        self.hierarchy = hierarchy
        self.registry = registry
    }

    /// Builds the whole tree and installs it as the root.
    /// - Parameters:
    ///   - root: The saved root.
    ///   - defaultRoot: The app's fresh root, reused when it is of the saved root's type.
    /// - Returns: The root page, or `nil` when even the root could not be made (reported).
    func buildAndInstall(_ root: Snapshot.Node, defaultRoot: Node?) -> Node? {
        let rootPath = RestorePath.appending(root.typeName, root.restorationID, to: "")
        if !registry.contains(root.typeName) {
            report.rootFailure = .unknownType(root.typeName)
            report.add(.droppedPage, at: rootPath, "the root page's type is not registered in this version of the app")
            return nil
        }
        guard let page = build(root, path: "", canPresent: true, reusing: defaultRoot) else {
            report.rootFailure = .notMade
            return nil
        }
        do {
            try hierarchy.installRoot(page)
        } catch {
            report.rootFailure = .notMade
            report.add(.droppedPage, at: rootPath, "the root could not be installed: \(ReviveError.sentence(for: error))")
            return nil
        }
        return page
    }

    /// Reports the presentations the toolkit refused, with every page above each in its chain.
    func noteRefused(_ refused: [Node]) {
        for node in refused {
            guard let entry = presentations.first(where: { $0.node === node }) else { continue }
            report.add(.droppedPage, at: entry.path, "the presentation was refused; it is not on screen")
            var path = entry.path
            var above = entry.saved.presented
            while let next = above {
                path = RestorePath.appending(next.typeName, next.restorationID, to: path + " presents")
                report.add(.droppedPage, at: path, "a presentation below it was refused")
                above = next.presented
            }
        }
    }

    /// Marks the restore as showing nothing: the tree came back but no page would be seen.
    func noteNothingVisible() {
        report.rootFailure = .nothingVisible
        report.restoredPageCount = 0
    }

    /// Records the paths of the pages on screen.
    func noteVisible(paths: [String]) {
        report.visiblePaths = paths
    }

    /// Records what the saved tree held and who wrote it, for ``RestoreReport/summary``.
    func noteSaved(_ snapshot: Snapshot) {
        report.savedPageCount = snapshot.root.nodeCount
        report.savedByAppVersion = snapshot.header.appVersion
    }

    /// Records how many pages the live tree under `root` holds.
    func noteRestored(pageCount: Int) {
        report.restoredPageCount = pageCount
    }

    /// Makes (or reuses) the page for `node` and builds its subtree; `nil` (reported) when
    /// the page itself cannot be made. `canPresent` is false for pages under a stack's top,
    /// which can never present: a presentation saved there is dropped. A presentation in an
    /// unselected tab (a current-context one) is kept; a toolkit that refuses it says so
    /// when it settles.
    private func build(_ saved: Snapshot.Node, path: String, canPresent: Bool, reusing candidate: Node?) -> Node? {
        var node = saved
        // Spelled out only when a report or a child needs it: most pages need neither.
        lazy var here = RestorePath.appending(node.typeName, node.restorationID, to: path)
        let page: Node
        do {
            if let candidate, isSaved(node, at: candidate) {
                page = candidate
            } else {
                page = try registry.make(node.typeName)
                hierarchy.setRestorationIdentifier(node.restorationID.isEmpty ? nil : node.restorationID, of: page)
            }
            let made = hierarchy.containerKind(of: page)
            if !Self.kind(made, matches: node.kind) {
                // An update changed the container's kind: its children go onto the new one.
                guard let mapped = ContainerMapping(hierarchy: hierarchy, registry: registry).map(node, onto: page, kind: made) else {
                    throw ReviveError(.kindMismatch, name: node.typeName, "the file says \(node.kind) but the registered type makes a \(made)")
                }
                report.add(.changedKind, at: here, mapped.note)
                for child in mapped.dropped {
                    report.add(.droppedPage, at: RestorePath.appending(child.typeName, child.restorationID, to: here), "\(here): \(mapped.droppedReason)")
                }
                node = mapped.node
            } else if case .tabs = made.storage, registry.hasFixedTabs(page), let conformed = ContainerMapping(hierarchy: hierarchy, registry: registry).conformTabs(node, onto: page) {
                // Tabs the app makes (registerFixedTabs), which an update may have added, removed or
                // reordered: the app's tabs, with the saved ones in them.
                for child in conformed.dropped {
                    report.add(.droppedPage, at: RestorePath.appending(child.typeName, child.restorationID, to: here), "the app no longer has this tab")
                }
                if !conformed.note.isEmpty { report.add(.selectionReset, at: here, "\(conformed.note); the first tab is selected") }
                node = conformed.node
            }
            for issue in try hierarchy.decodeState(node.state, into: page) {
                report.add(issue.kind, at: here, key: issue.key, issue.reason)
            }
        } catch {
            report.add(.droppedPage, at: here, ReviveError.sentence(for: error))
            return nil
        }
        switch node.kind.storage {
        case .page:
            if !node.children.isEmpty { buildInPlace(node, into: page, path: here, canPresent: canPresent) }
        case .stack:
            buildStack(node, into: page, path: here, canPresent: canPresent)
        case .tabs(let selectedIndex):
            buildTabs(node, selectedIndex: selectedIndex, into: page, path: here, canPresent: canPresent)
        case .split:
            buildSplit(node, into: page, path: here, canPresent: canPresent)
        }
        if let presentedNode = node.presented {
            let presentedPath = RestorePath.appending(presentedNode.typeName, presentedNode.restorationID, to: here + " presents")
            if !canPresent {
                report.add(.droppedPage, at: presentedPath, "its presenter \(here) would not be on screen")
            } else if let presented = build(presentedNode, path: here + " presents", canPresent: true, reusing: nil) {
                do {
                    try hierarchy.present(presented, over: page)
                    presentations.append((presented, presentedNode, presentedPath))
                } catch {
                    report.add(.droppedPage, at: presentedPath, ReviveError.sentence(for: error))
                }
            }
        }
        return page
    }

    /// Whether `candidate`, a page the app's defaults already hold at this place, is the saved
    /// page: the same registered type and the same restoration identifier.
    private func isSaved(_ node: Snapshot.Node, at candidate: Node) -> Bool {
        registry.name(for: candidate) == node.typeName
            && (hierarchy.restorationIdentifier(of: candidate) ?? "") == node.restorationID
    }

    /// A page's own children (split view columns, custom containment) are its factory's:
    /// each saved child is restored into the default child at its place.
    private func buildInPlace(_ node: Snapshot.Node, into page: Node, path: String, canPresent: Bool) {
        guard !node.children.isEmpty else { return }
        let defaults = hierarchy.defaultChildren(of: page)
        for (index, child) in node.children.enumerated() {
            let childPath = RestorePath.appending(child.typeName, child.restorationID, to: path)
            guard defaults.indices.contains(index) else {
                report.add(.droppedPage, at: childPath, "\(path) makes \(defaults.count) children of its own; there is no place \(index) to restore it into")
                continue
            }
            guard isSaved(child, at: defaults[index]) else {
                report.add(.fellBackToDefault, at: childPath, "\(path) makes a \(type(of: defaults[index])) at place \(index); it keeps its defaults")
                continue
            }
            _ = build(child, path: path, canPresent: canPresent, reusing: defaults[index])
        }
    }

    private func buildStack(_ node: Snapshot.Node, into stack: Node, path: String, canPresent: Bool) {
        let defaults = hierarchy.defaultChildren(of: stack)
        var pages: [Node] = []
        for (index, child) in node.children.enumerated() {
            let isTop = index == node.children.count - 1
            let reuse = index < defaults.count ? defaults[index] : nil
            guard let page = build(child, path: path, canPresent: canPresent && isTop, reusing: reuse) else {
                for rest in node.children[(index + 1)...] {
                    report.add(.droppedPage, at: RestorePath.appending(rest.typeName, rest.restorationID, to: path), "a page below it in the stack was dropped")
                }
                break
            }
            pages.append(page)
        }
        guard !pages.isEmpty else { return }
        do {
            try hierarchy.install(children: pages, kind: .stack, into: stack)
        } catch {
            report.add(.droppedPage, at: path, "its pages could not be installed: \(error)")
        }
    }

    private func buildTabs(_ node: Snapshot.Node, selectedIndex: Int, into tabs: Node, path: String, canPresent: Bool) {
        let defaults = hierarchy.defaultChildren(of: tabs)
        var pages: [Node] = []
        var selected = selectedIndex
        for (index, child) in node.children.enumerated() {
            let childPath = RestorePath.appending(child.typeName, child.restorationID, to: path)
            let fallback = index < defaults.count ? defaults[index] : nil
            if let page = build(child, path: path, canPresent: canPresent, reusing: fallback) {
                pages.append(page)
            } else if let fallback {
                report.add(.fellBackToDefault, at: childPath, "tab \(index) shows its default page, \(type(of: fallback)), instead")
                pages.append(fallback)
            } else if index == selectedIndex {
                selected = -1
            } else if index < selectedIndex {
                selected -= 1
            }
        }
        if !pages.indices.contains(selected) {
            if !pages.isEmpty { report.add(.selectionReset, at: path, "saved tab \(selectedIndex) did not come back; the first tab is selected") }
            selected = 0
        }
        do {
            try hierarchy.install(children: pages, kind: .tabs(selectedIndex: selected), into: tabs)
        } catch {
            report.add(.droppedPage, at: path, "its tabs could not be installed: \(error)")
        }
    }

    /// A split container's children are all on screen: each comes back with its own subtree
    /// (reusing the default child of its role, or at its place when either side has no roles,
    /// when it is of the saved type), a child that
    /// cannot come back is dropped and the others keep their places in order, and the focus
    /// follows its child (none has it when that child was dropped). An empty split container
    /// is installed empty: a workspace with no document is a place too.
    private func buildSplit(_ node: Snapshot.Node, into split: Node, path: String, canPresent: Bool) {
        let defaults = hierarchy.defaultChildren(of: split)
        // With roles on both sides, a default child is the one of the saved child's role
        // (a sidebar is never restored into the detail's default); without, the one at its index.
        let defaultRoles = hierarchy.containerKind(of: split).roles
        let byRole = !node.kind.roles.isEmpty && defaultRoles.count == defaults.count
        let savedRoles = node.kind.roles
        let savedFocus = node.kind.focusedIndex
        var pages: [Node] = []
        var roles: [ContainerKind.Role] = []
        var focus: Int?
        for (index, child) in node.children.enumerated() {
            let reuse = byRole
                ? defaultRoles.firstIndex(of: savedRoles[index]).map { defaults[$0] }
                : index < defaults.count ? defaults[index] : nil
            guard let page = build(child, path: path, canPresent: canPresent, reusing: reuse) else {
                if index == savedFocus {
                    report.add(.selectionReset, at: path, "the focused child \(index) did not come back; none has the focus")
                }
                continue
            }
            if index == savedFocus { focus = pages.count }
            pages.append(page)
            if savedRoles.indices.contains(index) { roles.append(savedRoles[index]) }
        }
        do {
            try hierarchy.install(
                children: pages, kind: .split(focusedIndex: focus, roles: roles, isCollapsed: node.kind.isCollapsed), into: split
            )
        } catch {
            report.add(.droppedPage, at: path, "its children could not be installed: \(error)")
        }
    }

    /// Whether a page made as `made` can take a node saved as `saved`: the same kind, or a
    /// split container saved as a page with children (as files before split containers saved
    /// a split view), whose columns then come back in place.
    private static func kind(_ made: ContainerKind, matches saved: ContainerKind) -> Bool {
        if made.name == saved.name { return true }
        if case .split = made.storage { return saved == .page }
        return false
    }
}
