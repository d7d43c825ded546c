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

    /// The steps to every page on screen, one per visible line, as Revive finds them
    /// (`RestorableHierarchy.visibleNodes`).
    ///
    /// From this node, a line goes down: a page presented over the node wins (the outermost
    /// presentation on the line), then a tab container's selected child, a stack's top (last)
    /// child. A split container's children are all on screen, each the start of a line of its
    /// own (a collapsed split shows only its focused child, the first when none has the focus);
    /// a split none of whose children shows a page is itself on screen (a sidebar, an empty
    /// workspace). A line ends at a page. A line that ends in a tab container or stack showing
    /// nothing (a selected index out of range, no children) ends at that container, the place
    /// where nothing shows; inside a split, such a line is left out.
    package var visiblePageSteps: Set<[PageStep]> {
        Set(visibleLines(from: [], focusedOnly: false).ends)
    }

    /// The steps to the page with the focus: the only visible page of a tree of tabs and stacks,
    /// and in a split the end of its focused child's line (as `RestorableHierarchy.visibleNode`
    /// finds it). It is one of ``visiblePageSteps``.
    package var focusedPageSteps: [PageStep] {
        visibleLines(from: [], focusedOnly: true).ends.first ?? []
    }

    /// The ends of the visible lines from this node, and whether they show a page (not only an
    /// empty container). With `focusedOnly`, only the first line that shows a page, focused
    /// child first.
    private func visibleLines(from start: [PageStep], focusedOnly: Bool) -> (ends: [[PageStep]], showsPage: Bool) {
        var node = self
        var steps = start
        while true {
            if let presented = node.presented {
                node = presented
                steps.append(.presented)
                continue
            }
            if node.kind.name == "split" {
                var ends: [[PageStep]] = []
                for index in node.shownChildIndices(focusedFirst: focusedOnly) {
                    let line = node.children[index].visibleLines(from: steps + [.child(index)], focusedOnly: focusedOnly)
                    guard line.showsPage else { continue }
                    if focusedOnly { return line }
                    ends += line.ends
                }
                return (ends.isEmpty ? [steps] : ends, true)
            }
            guard let index = node.visibleChildIndex else { return ([steps], node.kind == .page) }
            steps.append(.child(index))
            node = node.children[index]
        }
    }

    /// The selected tab or the top of the stack, when there is one.
    var visibleChildIndex: Int? {
        if let selectedIndex = kind.selectedIndex { return children.indices.contains(selectedIndex) ? selectedIndex : nil }
        return kind == .stack && !children.isEmpty ? children.count - 1 : nil
    }

    /// The indices of a split's children on screen: all of them, or only the focused one (the
    /// first when none has the focus) while it is collapsed. With `focusedFirst`, the focused
    /// child comes first.
    private func shownChildIndices(focusedFirst: Bool) -> [Int] {
        if kind.isCollapsed {
            let index = kind.focusedIndex ?? 0
            return children.indices.contains(index) ? [index] : []
        }
        guard focusedFirst, let focused = kind.focusedIndex, children.indices.contains(focused) else {
            return Array(children.indices)
        }
        return [focused] + children.indices.filter { $0 != focused }
    }

    /// The node at the end of `steps`, or `nil` when a step leads nowhere.
    package func node(at steps: [PageStep]) -> Snapshot.Node? {
        var node = self
        for step in steps {
            switch step {
            case .child(let index):
                guard node.children.indices.contains(index) else { return nil }
                node = node.children[index]
            case .presented:
                guard let presented = node.presented else { return nil }
                node = presented
            }
        }
        return node
    }
}

extension PageEntry: Sendable {}
extension PageStep: Sendable {}
