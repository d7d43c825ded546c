/// A cheap look at what a hierarchy shows: its pages in tree order (held weakly), each node's
/// kind with its selected tab, each page's view state as the adapter hashes it
/// (``CapturableHierarchy/hashViewState(of:into:)``), and the process's `@Preserved` generation.
///
/// A ``RestorationController`` takes one at each capture (the launch, a save, a checkpoint) and,
/// when the hierarchy says something may have changed, asks whether the hierarchy still
/// ``matches(_:)`` it: one walk over the pages that reads each page's children and presentation
/// once, reads what capture would read first, and encodes nothing. Only a difference is worth a
/// capture.
///
/// Pages are compared by identity, through weak references: a page that was freed no longer
/// matches, even when a new one of the same type was made at its address. A page the adapter
/// makes anew at each change (a route tree's nodes) never matches an older look, which costs a
/// capture whose bytes are then found equal and not written. A look sees the view state an
/// adapter saves (``PageViewState``, hashed from its encoding unless the adapter reads it
/// itself), not other custom values (`Revivable`'s `encodeRevivableState(into:)`); an app that
/// changes only those asks for a checkpoint itself.
///
/// ```swift
/// let look = HierarchyLook(of: navigator)
/// stack.push(ComicDetailPage(comicID: 42))
/// look.matches(navigator)   // false
/// ```
@MainActor
struct HierarchyLook<Hierarchy: CapturableHierarchy> {
    private struct Seen {
        weak var node: Hierarchy.Node?
    }

    private let pages: [Seen]
    private let digest: Int
    private let preservedGeneration: UInt64

    /// Looks at `hierarchy` now.
    init(of hierarchy: Hierarchy) {
        preservedGeneration = PreservedChanges.generation
        var pages: [Seen] = []
        var hasher = Hasher()
        if let root = hierarchy.rootNode {
            hierarchy.walk(from: root) { node, childCount, presents in
                pages.append(Seen(node: node))
                Self.feed(node, childCount: childCount, presents: presents, of: hierarchy, into: &hasher)
            }
        }
        self.pages = pages
        digest = hasher.finalize()
    }

    /// Whether `hierarchy` shows what it showed when this look was taken: the same pages at
    /// the same places, the same selections and view state, and no `@Preserved` value set since.
    func matches(_ hierarchy: Hierarchy) -> Bool {
        guard preservedGeneration == PreservedChanges.generation else { return false }
        guard let root = hierarchy.rootNode else { return pages.isEmpty }
        var index = 0
        var same = true
        var hasher = Hasher()
        hierarchy.walk(from: root) { node, childCount, presents in
            guard same else { return }
            guard index < pages.count, pages[index].node === node else {
                same = false
                return
            }
            index += 1
            Self.feed(node, childCount: childCount, presents: presents, of: hierarchy, into: &hasher)
        }
        return same && index == pages.count && hasher.finalize() == digest
    }

    /// Feeds one node: its kind, the shape the walk read (its child count, whether it presents:
    /// read once per node, by the walk), and its view state.
    private static func feed(_ node: Hierarchy.Node, childCount: Int, presents: Bool, of hierarchy: Hierarchy, into hasher: inout Hasher) {
        // With the order of the walk, the shape: a page moved from a stack to a presentation
        // is visited in the same order.
        hasher.combine(hierarchy.containerKind(of: node))
        hasher.combine(childCount)
        hasher.combine(presents)
        hierarchy.hashViewState(of: node, into: &hasher)
    }
}
