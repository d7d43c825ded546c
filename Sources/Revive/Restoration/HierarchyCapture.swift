import Logging

/// Captures a live hierarchy as a ``Snapshot``: the tree of restorable pages with their values.
///
/// A node is saved by its registered type name and its place in its parent, so siblings of
/// one type with no restoration identifier are captured as they are. A page whose type is
/// not registered cannot come back: it is saved as a placeholder that names its type, with
/// no values and nothing under it, and neither is anything that depends on it (the pages
/// above it in a stack, the pages it presents) — as in UIKit. The rebuild reports the
/// placeholder (a tab falls back to its default page), so a missing registration is never
/// silent. What is thrown are hierarchies that cannot be saved at all: an unregistered root,
/// state over budget, a value that cannot be encoded.
@MainActor
struct HierarchyCapture<Hierarchy: RestorableHierarchy> {
    let hierarchy: Hierarchy
    let registry: RestorationRegistry<Hierarchy.Node>
    let budget: CaptureBudget
    private var totalBytes = 0
    /// The (type name, restoration id) of each page from the root to the one being captured;
    /// rendered as a path only when an error needs it.
    private var trail: [(typeName: String, id: String)] = []

    init(hierarchy: Hierarchy, registry: RestorationRegistry<Hierarchy.Node>, budget: CaptureBudget) {
        self.hierarchy = hierarchy
        self.registry = registry
        self.budget = budget
    }

    /// Captures the tree under the hierarchy's root.
    mutating func captureRoot() throws(ReviveError) -> Snapshot.Node {
        guard let root = hierarchy.rootNode else {
            throw ReviveError(.unregisteredRoot, name: "(none)", "the hierarchy has no root page")
        }
        guard let typeName = registry.name(for: root) else {
            throw ReviveError(.unregisteredRoot, name: String(describing: type(of: root)), "the root page's type is not registered, so nothing can be saved")
        }
        return try capture(root, as: typeName)
    }

    private var here: String {
        trail.reduce("") { RestorePath.appending($1.typeName, $1.id, to: $0) }
    }

    /// Captures `page` and its subtree, or a placeholder when its type is not registered.
    /// - Returns: The node, and whether it is a placeholder (nothing may depend on it).
    private mutating func captureChild(_ page: Hierarchy.Node) throws(ReviveError) -> (node: Snapshot.Node, isPlaceholder: Bool) {
        if let typeName = registry.name(for: page) {
            return (try capture(page, as: typeName), false)
        }
        let typeName = String(describing: type(of: page))
        let placeholder = Snapshot.Node(typeName: typeName, restorationID: hierarchy.restorationIdentifier(of: page) ?? "")
        try count(placeholder, stateBytes: 0)
        return (placeholder, true)
    }

    private mutating func capture(_ page: Hierarchy.Node, as typeName: String) throws(ReviveError) -> Snapshot.Node {
        let id = hierarchy.restorationIdentifier(of: page) ?? ""
        trail.append((typeName, id))
        defer { trail.removeLast() }
        let state = try hierarchy.encodeState(of: page)
        let stateBytes = state.encodedByteCount
        guard stateBytes <= budget.maxPageBytes else {
            throw ReviveError(.overPageBudget, name: typeName, "\(here) preserves \(stateBytes) bytes; the per-page budget is \(budget.maxPageBytes)")
        }
        var kind = hierarchy.containerKind(of: page)
        let pages = hierarchy.children(of: page)
        var children: [Snapshot.Node] = []
        children.reserveCapacity(pages.count)
        for child in pages {
            let (captured, isPlaceholder) = try captureChild(child)
            children.append(captured)
            // Pages above an unrestorable one in a stack depend on it, as in UIKit.
            if isPlaceholder, kind == .stack { break }
        }
        if let selected = kind.selectedIndex, !children.indices.contains(selected) { kind = .tabs(selectedIndex: 0) }
        var presented: Snapshot.Node?
        if let next = hierarchy.savedPresentation(of: page) {
            presented = try captureChild(next).node
        }
        let node = Snapshot.Node(typeName: typeName, restorationID: id, state: state, kind: kind, children: children, presented: presented)
        try count(node, stateBytes: stateBytes)
        return node
    }

    private mutating func count(_ node: Snapshot.Node, stateBytes: Int) throws(ReviveError) {
        totalBytes += node.encodedByteCount(stateBytes: stateBytes)
        guard totalBytes <= budget.maxTotalBytes else {
            throw ReviveError(.overTotalBudget, name: node.typeName, "the saved tree reached \(totalBytes) bytes at \(here); the total budget is \(budget.maxTotalBytes)")
        }
    }
}

/// Paths through a saved tree, as reports and errors print them.
enum RestorePath {
    /// `parent > Type("id")`, or `Type` when the identifier is empty.
    static func appending(_ typeName: String, _ id: String, to path: String) -> String {
        let step = id.isEmpty ? typeName : "\(typeName)(\"\(id)\")"
        return path.isEmpty ? step : "\(path) > \(step)"
    }
}
