package import Revive

/// What changed between two saved states of one scene.
///
/// Pages are matched by their identity path (see ``PageEntry/identity``): the types and
/// restoration identifiers from the root down. A page whose path is only in the new file was
/// added, one only in the old file removed; for a page in both, each preserved key whose value
/// differs (or that exists on one side only) is a value change, and a changed container kind
/// or selection (selected tab, a split's focused child, roles or collapsing) is a container
/// change. The visible page (the one with the focus) moved when its identity path differs; the
/// visible pages changed when the set of pages on screen (one per column of a split) differs.
/// Header fields are compared too.
///
/// ```swift
/// let diff = SnapshotDiff(from: before, to: after)
/// if diff.visiblePageMoved { print(diff.visibleAfter ?? "") }
/// print(diff.rendered())
/// ```
package struct SnapshotDiff {
    /// A named field with its old and new text (a header field, or a container's kind).
    package struct FieldChange: Hashable {
        /// The header field's name, or the container page's identity path.
        package let name: String
        /// The old value, as text.
        package let old: String
        /// The new value, as text.
        package let new: String

        /// Creates a change.
        /// - Parameters:
        ///   - name: The field's name or the page's identity path.
        ///   - old: The old value, as text.
        ///   - new: The new value, as text.
        package init(name: String, old: String, new: String) {
            self.name = name
            self.old = old
            self.new = new
        }
    }

    /// One preserved value that differs between the two files.
    package struct ValueChange: Hashable {
        /// The page's identity path, as one line.
        package let page: String
        /// The preserved key.
        package let key: String
        /// The old value; `nil` when the key is new.
        package let old: StateValue?
        /// The new value; `nil` when the key was removed.
        package let new: StateValue?

        /// Creates a change.
        /// - Parameters:
        ///   - page: The page's identity path.
        ///   - key: The preserved key.
        ///   - old: The old value, or `nil` when the key is new.
        ///   - new: The new value, or `nil` when the key was removed.
        package init(page: String, key: String, old: StateValue?, new: StateValue?) {
            self.page = page
            self.key = key
            self.old = old
            self.new = new
        }
    }

    /// Header fields that differ: `format version`, `app version`, `schema version`, `created`, `scene`.
    package var headerChanges: [FieldChange] = []
    /// Identity paths of pages only in the new file, in drawing order.
    package var addedPages: [String] = []
    /// Identity paths of pages only in the old file, in drawing order.
    package var removedPages: [String] = []
    /// Values that differ on pages in both files, in drawing order, keys sorted.
    package var valueChanges: [ValueChange] = []
    /// Containers in both files whose kind or selection differs.
    package var containerChanges: [FieldChange] = []
    /// The old visible page's identity path: the page with the focus.
    package var visibleBefore: String
    /// The new visible page's identity path: the page with the focus.
    package var visibleAfter: String
    /// The identity paths of every page on screen in the old file, in drawing order.
    package var visiblePagesBefore: [String] = []
    /// The identity paths of every page on screen in the new file, in drawing order.
    package var visiblePagesAfter: [String] = []

    /// Whether the visible page is a different page (by identity path).
    package var visiblePageMoved: Bool { visibleBefore != visibleAfter }

    /// Whether the pages on screen are not the same (by identity path): a column shows another
    /// page, or a split shows more or fewer columns.
    package var visiblePagesChanged: Bool { visiblePagesBefore != visiblePagesAfter }

    /// Whether the two files hold the same pages, values and visible pages (header aside).
    package var pagesAreEqual: Bool {
        addedPages.isEmpty && removedPages.isEmpty && valueChanges.isEmpty && containerChanges.isEmpty
            && !visiblePageMoved && !visiblePagesChanged
    }

    /// Compares two snapshots.
    /// - Parameters:
    ///   - old: The earlier snapshot.
    ///   - new: The later snapshot.
    package init(from old: Snapshot, to new: Snapshot) {
        let oldEntries = old.root.pageEntries()
        let newEntries = new.root.pageEntries()
        visibleBefore = Self.visibleLabel(old.root, oldEntries)
        visibleAfter = Self.visibleLabel(new.root, newEntries)
        visiblePagesBefore = Self.visibleLabels(old.root, oldEntries)
        visiblePagesAfter = Self.visibleLabels(new.root, newEntries)
        let oldRows = TreeRenderer.headerRows(old.header)
        for (index, row) in TreeRenderer.headerRows(new.header).enumerated() where oldRows[index].1 != row.1 {
            headerChanges.append(FieldChange(name: row.0, old: oldRows[index].1, new: row.1))
        }
        let oldByLabel = Dictionary(oldEntries.map { ($0.label, $0) }, uniquingKeysWith: { first, _ in first })
        let newLabels = Set(newEntries.map(\.label))
        removedPages = oldEntries.map(\.label).filter { !newLabels.contains($0) }
        for entry in newEntries {
            guard let before = oldByLabel[entry.label] else {
                addedPages.append(entry.label)
                continue
            }
            compare(before.node, entry.node, page: entry.label)
        }
    }

    /// Records the value and container changes of one page present in both files.
    private mutating func compare(_ old: Snapshot.Node, _ new: Snapshot.Node, page: String) {
        let keys = Set(old.state.values.keys).union(new.state.values.keys).sorted()
        for key in keys where old.state.values[key] != new.state.values[key] {
            valueChanges.append(ValueChange(page: page, key: key, old: old.state.values[key], new: new.state.values[key]))
        }
        if old.kind != new.kind {
            containerChanges.append(FieldChange(name: page, old: TreeRenderer.kindText(old), new: TreeRenderer.kindText(new)))
        }
    }

    private static func visibleLabel(_ root: Snapshot.Node, _ entries: [PageEntry]) -> String {
        let steps = root.focusedPageSteps
        return entries.first { $0.steps == steps }?.label ?? root.identityName
    }

    private static func visibleLabels(_ root: Snapshot.Node, _ entries: [PageEntry]) -> [String] {
        let visible = root.visiblePageSteps
        return entries.filter { visible.contains($0.steps) }.map(\.label)
    }
}

extension SnapshotDiff: Sendable {}
extension SnapshotDiff.FieldChange: Sendable {}
extension SnapshotDiff.ValueChange: Sendable {}
