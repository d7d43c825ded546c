import Logging

/// Captures a live hierarchy as a ``Snapshot``: the tree of restorable pages with their values.
///
/// Follows UIKit's rule for what is preserved: a page whose type is not registered is not
/// saved, and neither is anything that depends on it (the pages above it in a stack, the
/// pages it presents). That is logged, not thrown. What is thrown are hierarchies that could
/// not come back as they are: two siblings with one type and restoration identifier, state
/// over budget, a value that cannot be encoded.
@MainActor
struct HierarchyCapture<Hierarchy: RestorableHierarchy> {
    let hierarchy: Hierarchy
    let registry: RestorationRegistry<Hierarchy.Node>
    let budget: CaptureBudget
    private let logger = Logger(label: "revive.capture")
    private var totalBytes = 0
    /// The (type name, restoration id) of each page from the root to the one being captured;
    /// rendered as a path only when an error needs it.
    private var trail: [SiblingKey] = []

    init(hierarchy: Hierarchy, registry: RestorationRegistry<Hierarchy.Node>, budget: CaptureBudget) {
        self.hierarchy = hierarchy
        self.registry = registry
        self.budget = budget
    }

    /// Captures the tree under the hierarchy's root.
    mutating func captureRoot() throws(RestorationError) -> SnapshotNode {
        guard let root = hierarchy.rootNode else {
            throw RestorationError(.unregisteredRoot, typeName: "(none)", "the hierarchy has no root page")
        }
        guard let node = try capture(root) else {
            throw RestorationError(.unregisteredRoot, typeName: String(describing: type(of: root)), "the root page's type is not registered, so nothing can be saved")
        }
        return node
    }

    private var here: String {
        trail.reduce("") { RestorePath.appending($1.typeName, $1.id, to: $0) }
    }

    private mutating func capture(_ page: Hierarchy.Node) throws(RestorationError) -> SnapshotNode? {
        guard let typeName = registry.name(for: page) else {
            logger.debug("not preserved: \(type(of: page)) is not registered", metadata: ["under": "\(here)"])
            return nil
        }
        let id = hierarchy.restorationIdentifier(of: page) ?? ""
        trail.append(SiblingKey(typeName: typeName, id: id))
        defer { trail.removeLast() }
        let state = try hierarchy.encodeState(of: page)
        let stateBytes = state.encodedByteCount
        guard stateBytes <= budget.maxPageBytes else {
            throw RestorationError(.overPageBudget, typeName: typeName, "\(here) preserves \(stateBytes) bytes; the per-page budget is \(budget.maxPageBytes)")
        }
        var kind = hierarchy.containerKind(of: page)
        var children: [SnapshotNode] = []
        let pages = hierarchy.children(of: page)
        var seen = Set<SiblingKey>(minimumCapacity: pages.count)
        for (index, child) in pages.enumerated() {
            guard let captured = try capture(child) else {
                if kind == .stack { break }
                if case .tabs(let selected) = kind, selected == index { kind = .tabs(selectedIndex: 0) }
                if case .tabs(let selected) = kind, selected > index { kind = .tabs(selectedIndex: selected - 1) }
                continue
            }
            guard seen.insert(SiblingKey(typeName: captured.typeName, id: captured.restorationID)).inserted else {
                throw RestorationError(.duplicateIdentifier, typeName: captured.typeName, "two children of \(here) are \(captured.typeName) with restoration identifier \"\(captured.restorationID)\"; give them different restoration identifiers")
            }
            children.append(captured)
        }
        if case .tabs(let selected) = kind, !children.indices.contains(selected) { kind = .tabs(selectedIndex: 0) }
        let presented = try hierarchy.presentedNode(of: page).flatMap { (next) throws(RestorationError) in try capture(next) }
        let node = SnapshotNode(typeName: typeName, restorationID: id, state: state, kind: kind, children: children, presented: presented)
        totalBytes += node.encodedByteCount(stateBytes: stateBytes)
        guard totalBytes <= budget.maxTotalBytes else {
            throw RestorationError(.overTotalBudget, typeName: typeName, "the saved tree reached \(totalBytes) bytes at \(here); the total budget is \(budget.maxTotalBytes)")
        }
        return node
    }
}

/// What tells siblings apart: their type name and restoration identifier.
struct SiblingKey: Hashable {
    let typeName: String
    let id: String
}

/// Paths through a saved tree, as reports and errors print them.
enum RestorePath {
    /// `parent > Type("id")`, or `Type` when the identifier is empty.
    static func appending(_ typeName: String, _ id: String, to path: String) -> String {
        let step = id.isEmpty ? typeName : "\(typeName)(\"\(id)\")"
        return path.isEmpty ? step : "\(path) > \(step)"
    }
}
