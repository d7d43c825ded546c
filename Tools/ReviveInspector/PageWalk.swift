package import Revive

/// One page of a saved tree, reached by a walk from the root, with where it sits.
///
/// The walk visits a node, then its children in order, then its presented page: the order the
/// tree is drawn in. Each page carries two names for its place: ``steps`` (child indices and
/// presented links, exact) and ``identity`` (the types and restoration identifiers on the way
/// down, which is how ``SnapshotDiff`` matches pages between two files).
package struct PageEntry {
    /// The page.
    package let node: Snapshot.Node
    /// The steps from the root to this page.
    package let steps: [PageStep]
    /// `Type[restorationID]` of each page from the root down to this one; a presented page's
    /// segment starts with `presented `, and a second sibling with the same type and identifier
    /// gets ` #2`.
    package let identity: [String]

    /// The identity as one line: `TabBarPage[root] > NavigationPage[library] > ComicPage[42]`.
    package var label: String { identity.joined(separator: " > ") }
}

/// One step down a saved tree: to a container's child, or to the page presented over a page.
package enum PageStep: Hashable {
    /// To the child at this index.
    case child(Int)
    /// To the presented page.
    case presented
}

extension Snapshot.Node {
    /// `Type[restorationID]`, or just `Type` when the identifier is empty.
    var identityName: String {
        restorationID.isEmpty ? typeName : "\(typeName)[\(restorationID)]"
    }

    /// Every page of the tree, this one first, in drawing order.
    /// - Returns: The pages with their steps and identities.
    package func pageEntries() -> [PageEntry] {
        var entries: [PageEntry] = []
        collect(steps: [], identity: [identityName], into: &entries)
        return entries
    }

    private func collect(steps: [PageStep], identity: [String], into entries: inout [PageEntry]) {
        entries.append(PageEntry(node: self, steps: steps, identity: identity))
        var seen: [String: Int] = [:]
        for (index, child) in children.enumerated() {
            let name = child.identityName
            let occurrence = seen[name, default: 0] + 1
            seen[name] = occurrence
            let segment = occurrence == 1 ? name : "\(name) #\(occurrence)"
            child.collect(steps: steps + [.child(index)], identity: identity + [segment], into: &entries)
        }
        if let presented {
            presented.collect(
                steps: steps + [.presented], identity: identity + ["presented \(presented.identityName)"],
                into: &entries
            )
        }
    }

    /// The steps to the visible page, as Revive's navigator finds it.
    ///
    /// From this node, the visible line: while the page is a tab container take its selected
    /// child, while it is a stack take its top (last) child. The first page on that line,
    /// outermost first, that presents a page leads to the next line, which starts at the
    /// presented page; the visible page is the end of the last line. A selected index out of
    /// range, or a container with no children, ends a line there.
    package var visiblePageSteps: [PageStep] {
        var steps: [PageStep] = []
        var start = self
        while true {
            var line: [(steps: [PageStep], node: Snapshot.Node)] = [(steps, start)]
            var node = start
            while let index = node.visibleChildIndex {
                steps.append(.child(index))
                node = node.children[index]
                line.append((steps, node))
            }
            guard let presenter = line.first(where: { $0.node.presented != nil }),
                  let presented = presenter.node.presented
            else { return steps }
            steps = presenter.steps + [.presented]
            start = presented
        }
    }

    /// The selected tab or the top of the stack, when there is one.
    var visibleChildIndex: Int? {
        if let selectedIndex = kind.selectedIndex { return children.indices.contains(selectedIndex) ? selectedIndex : nil }
        return kind == .stack && !children.isEmpty ? children.count - 1 : nil
    }
}

extension PageEntry: Sendable {}
extension PageStep: Sendable {}
