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
///
/// The walk is the save's only one over the live pages: as it goes it also counts the
/// file's body size (for the encoder's buffer), notes the placeholders' paths (for the
/// ``SetupIssue``) and follows the line of visible pages (a save of a blank screen is refused),
/// so nothing walks the tree again before the encoder (``CapturedScene``).
@MainActor
struct HierarchyCapture<Hierarchy: RestorableHierarchy> {
    let hierarchy: Hierarchy
    let registry: RestorationRegistry<Hierarchy.Node>
    let budget: CaptureBudget
    /// The bytes of the file's body captured so far: the sum of each node's ``Snapshot/Node/encodedByteCount``.
    private(set) var totalBytes = 0
    /// The paths of the pages saved as placeholders, in tree order, as ``RegistrationCheck`` prints them.
    private(set) var placeholders: [String] = []
    /// The (type name, restoration id) of each page from the root to the one being captured,
    /// and whether it is presented; rendered as a path only when an error or a placeholder needs it.
    private var trail: [(typeName: String, id: String, isPresented: Bool)] = []

    init(hierarchy: Hierarchy, registry: RestorationRegistry<Hierarchy.Node>, budget: CaptureBudget) {
        self.hierarchy = hierarchy
        self.registry = registry
        self.budget = budget
    }

    /// Captures the tree under the hierarchy's root.
    mutating func captureRoot() throws(ReviveError) -> Snapshot.Node {
        try captureRootAndVisibility().node
    }

    /// Captures the tree under the hierarchy's root, and whether a page would be on screen.
    /// - Returns: The root node, and ``Visibility/unknown`` when an unregistered page lies on
    ///   the visible line (its subtree was not walked).
    mutating func captureRootAndVisibility() throws(ReviveError) -> (node: Snapshot.Node, visibility: Visibility) {
        guard let root = hierarchy.rootNode else {
            throw ReviveError(.unregisteredRoot, name: "(none)", "the hierarchy has no root page")
        }
        guard let typeName = registry.name(for: root) else {
            throw ReviveError(.unregisteredRoot, name: String(describing: type(of: root)), "the root page's type is not registered, so nothing can be saved")
        }
        return try capture(root, as: typeName, isPresented: false)
    }

    /// Whether a captured subtree shows a page, as ``RestorableHierarchy/visibleNode`` decides it.
    enum Visibility {
        /// A page of the subtree would be on screen.
        case showsPage
        /// Its line ends in a container that shows nothing (no tabs, an empty stack).
        case showsNothing
        /// Its line reaches a page saved as a placeholder, whose subtree was not walked.
        case unknown
    }

    private var here: String {
        trail.reduce("") { RestorePath.appending($1.typeName, $1.id, to: $0) }
    }

    /// The path of the page being captured as ``RegistrationCheck`` prints it: a presented
    /// page's step follows `presents`.
    private var placeholderPath: String {
        trail.reduce("") { path, step in
            RestorePath.appending(step.typeName, step.id, to: step.isPresented ? path + " presents" : path)
        }
    }

    /// Captures `page` and its subtree, or a placeholder when its type is not registered.
    /// - Returns: The node, and whether it is a placeholder (nothing may depend on it).
    private mutating func captureChild(
        _ page: Hierarchy.Node, isPresented: Bool
    ) throws(ReviveError) -> (node: Snapshot.Node, isPlaceholder: Bool, visibility: Visibility) {
        if let typeName = registry.name(for: page) {
            let (node, visibility) = try capture(page, as: typeName, isPresented: isPresented)
            return (node, false, visibility)
        }
        let typeName = String(describing: type(of: page))
        let placeholder = Snapshot.Node(typeName: typeName, restorationID: hierarchy.restorationIdentifier(of: page) ?? "")
        if !registry.contains(typeName) {
            trail.append((typeName, placeholder.restorationID, isPresented))
            placeholders.append(placeholderPath)
            trail.removeLast()
        }
        try count(placeholder, stateBytes: 0)
        return (placeholder, true, .unknown)
    }

    private mutating func capture(
        _ page: Hierarchy.Node, as typeName: String, isPresented: Bool
    ) throws(ReviveError) -> (node: Snapshot.Node, visibility: Visibility) {
        let id = hierarchy.restorationIdentifier(of: page) ?? ""
        trail.append((typeName, id, isPresented))
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
        // The line of visible pages as `visibleNode` follows it: a stack's top, the selected tab.
        let childCount = pages.count
        let shownIndex: Int
        var visibility: Visibility
        switch kind.storage {
        case .page: (shownIndex, visibility) = (-1, .showsPage)
        case .stack: (shownIndex, visibility) = (childCount - 1, childCount > 0 ? .unknown : .showsNothing)
        case .tabs(let selected): (shownIndex, visibility) = (0 <= selected && selected < childCount) ? (selected, .unknown) : (-1, .showsNothing)
        // A split container shows content of its own even when no child shows anything.
        case .split: (shownIndex, visibility) = (-1, .showsPage)
        }
        // By index: this code is generic, and an enumerated or iterated collection of `Node`
        // is a metadata lookup per page.
        var index = 0
        while index < childCount {
            let (captured, isPlaceholder, shown) = try captureChild(pages[index], isPresented: false)
            children.append(captured)
            if index == shownIndex { visibility = shown }
            // Pages above an unrestorable one in a stack depend on it, as in UIKit.
            if isPlaceholder, kind == .stack { break }
            index += 1
        }
        if let selected = kind.selectedIndex, !children.indices.contains(selected) { kind = .tabs(selectedIndex: 0) }
        if case .split(let focused, let roles, let isCollapsed) = kind.storage,
           focused.map({ !children.indices.contains($0) }) ?? false || !(roles.isEmpty || roles.count == children.count) {
            // What the file cannot hold is left out: a focus out of range, roles not one per child.
            kind = .split(
                focusedIndex: focused.flatMap { children.indices.contains($0) ? $0 : nil },
                roles: roles.count == children.count ? roles : [], isCollapsed: isCollapsed
            )
        }
        var presented: Snapshot.Node?
        if let next = hierarchy.savedPresentation(of: page) {
            let captured = try captureChild(next, isPresented: true)
            presented = captured.node
            visibility = captured.visibility   // a presented page wins
        }
        let node = Snapshot.Node(typeName: typeName, restorationID: id, state: state, kind: kind, children: children, presented: presented)
        try count(node, stateBytes: stateBytes)
        return (node, visibility)
    }

    private mutating func count(_ node: Snapshot.Node, stateBytes: Int) throws(ReviveError) {
        totalBytes += node.encodedByteCount(stateBytes: stateBytes)
        guard totalBytes <= budget.maxTotalBytes else {
            throw ReviveError(.overTotalBudget, name: node.typeName, "the saved tree reached \(totalBytes) bytes at \(here); the total budget is \(budget.maxTotalBytes)")
        }
    }
}

/// A capture for a save: the snapshot and what the capture's one walk learned about it.
struct CapturedScene {
    /// The captured tree, with its header.
    let snapshot: Snapshot
    /// The bytes of the file's body (the encoder reserves the file's size from it).
    let bodyByteCount: Int
    /// The paths of the pages saved as placeholders (their types are not registered).
    let placeholders: [String]
}

extension CapturedScene: Sendable {}

extension CapturedScene {
    /// A scene for a snapshot made elsewhere (a test's): its size counted by a walk.
    init(_ snapshot: Snapshot) {
        self.init(snapshot: snapshot, bodyByteCount: snapshot.root.subtreeEncodedByteCount, placeholders: [])
    }
}

extension HierarchyCapture {
    /// Captures the hierarchy for a save, in one walk: the snapshot, its body's size and its
    /// placeholders.
    /// - Parameter header: The header to save with the tree.
    /// - Throws: ``ReviveError`` with code `nothingVisible` when no page would be on screen
    ///   (before any other capture error, as the check came first when it was a walk of its
    ///   own), else what ``captureRoot()`` throws.
    mutating func captureScene(header: Snapshot.Header) throws(ReviveError) -> CapturedScene {
        let root: Snapshot.Node
        let visibility: Visibility
        do {
            (root, visibility) = try captureRootAndVisibility()
        } catch {
            // An error path may walk again: the blank screen is the error to report first.
            if hierarchy.visibleNode == nil { throw nothingVisibleError }
            throw error
        }
        // `unknown`: an unregistered page lies on the visible line, a setup mistake already
        // reported; only then is the line followed again through the live pages.
        let showsPage = visibility == .unknown ? hierarchy.visibleNode != nil : visibility == .showsPage
        guard showsPage else { throw nothingVisibleError }
        return CapturedScene(snapshot: Snapshot(header: header, root: root), bodyByteCount: totalBytes, placeholders: placeholders)
    }

    private var nothingVisibleError: ReviveError {
        let root = hierarchy.rootNode.map { String(describing: type(of: $0)) } ?? "(none)"
        return ReviveError(.nothingVisible, name: root, "no page is on screen (no root, no tabs or an empty stack, and no split container); a blank screen is not saved")
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
