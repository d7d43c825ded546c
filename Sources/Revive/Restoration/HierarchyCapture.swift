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
/// file's body size (against the budget), notes the placeholders' paths (for the
/// ``SetupIssue``) and follows the line of visible pages (a save of a blank screen is refused).
/// A save's walk writes the file's bytes as it goes and holds no tree
/// (``encodeScene(header:codec:capacity:)``); ``captureSnapshot(header:)`` builds the tree as
/// ``Snapshot`` values, for the API that returns one.
@MainActor
struct HierarchyCapture<Hierarchy: CapturableHierarchy> {
    let hierarchy: Hierarchy
    let registry: RestorationRegistry<Hierarchy.Node>
    let budget: CaptureBudget
    /// The bytes of the file's body captured so far: the sum of each node's ``Snapshot/Node/encodedByteCount``.
    private(set) var totalBytes = 0
    /// The paths of the pages saved as placeholders, in tree order, as ``RegistrationCheck`` prints them.
    private(set) var placeholders: [String] = []
    /// The (type name, restoration id) of each page from the root to the one being captured,
    /// and whether it is presented; rendered as a path only when an error or a placeholder needs it.
    var trail: [(typeName: String, id: String, isPresented: Bool)] = []

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
        let (root, typeName) = try registeredRoot()
        return try capture(root, as: typeName, isPresented: false)
    }

    /// The hierarchy's root and its registered name.
    /// - Throws: ``ReviveError/Code/unregisteredRoot`` when there is no root, or its type is not registered.
    func registeredRoot() throws(ReviveError) -> (page: Hierarchy.Node, typeName: String) {
        guard let root = hierarchy.rootNode else {
            throw ReviveError(.unregisteredRoot, name: "(none)", "the hierarchy has no root page")
        }
        guard let typeName = registry.name(for: root) else {
            throw ReviveError(.unregisteredRoot, name: String(describing: type(of: root)), "the root page's type is not registered, so nothing can be saved")
        }
        return (root, typeName)
    }

    /// Whether a captured subtree shows a page, as ``CapturableHierarchy/visibleNode`` decides it.
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
        let (typeName, id) = placeholder(for: page, isPresented: isPresented)
        let placeholder = Snapshot.Node(typeName: typeName, restorationID: id)
        try count(placeholder.encodedByteCount, at: typeName)   // its empty state's count included
        return (placeholder, true, .unknown)
    }

    /// The name and restoration ID of an unregistered page saved as a placeholder; its path
    /// is noted unless another page registered its type's name.
    mutating func placeholder(for page: Hierarchy.Node, isPresented: Bool) -> (typeName: String, id: String) {
        let typeName = String(describing: type(of: page))
        let id = hierarchy.restorationIdentifier(of: page) ?? ""
        if !registry.contains(typeName) {
            trail.append((typeName, id, isPresented))
            placeholders.append(placeholderPath)
            trail.removeLast()
        }
        return (typeName, id)
    }

    private mutating func capture(
        _ page: Hierarchy.Node, as typeName: String, isPresented: Bool
    ) throws(ReviveError) -> (node: Snapshot.Node, visibility: Visibility) {
        let id = hierarchy.restorationIdentifier(of: page) ?? ""
        trail.append((typeName, id, isPresented))
        defer { trail.removeLast() }
        let (state, stateBytes) = try capturedState(of: page)
        let (pages, kind, shownIndex, shown) = containerParts(of: page)
        var visibility = shown
        let childCount = pages.count
        var children: [Snapshot.Node] = []
        children.reserveCapacity(childCount)
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
        var presented: Snapshot.Node?
        if let next = hierarchy.savedPresentation(of: page) {
            let captured = try captureChild(next, isPresented: true)
            presented = captured.node
            visibility = captured.visibility   // a presented page wins
        }
        let node = Snapshot.Node(typeName: typeName, restorationID: id, state: state, kind: kind, children: children, presented: presented)
        try count(node.encodedByteCount(stateBytes: stateBytes), at: typeName)
        return (node, visibility)
    }

    /// The state of the page being captured (the last step of the trail), and its size.
    /// - Throws: ``ReviveError/Code/overPageBudget`` when it is over the per-page budget, or
    ///   the page's encoding error.
    mutating func capturedState(of page: Hierarchy.Node) throws(ReviveError) -> (state: PageState, byteCount: Int) {
        let state = try hierarchy.encodeState(of: page)
        let stateBytes = state.encodedByteCount
        guard stateBytes <= budget.maxPageBytes else {
            let typeName = trail.last?.typeName ?? "?"
            throw ReviveError(.overPageBudget, name: typeName, "\(here) preserves \(stateBytes) bytes; the per-page budget is \(budget.maxPageBytes)")
        }
        return (state, stateBytes)
    }

    /// A page's children, its kind as the file can hold it (``writableKind(_:childCount:)``),
    /// and the child on its line of visible pages with the visibility when that child does not
    /// decide it (``shownChild(of:childCount:)``).
    func containerParts(of page: Hierarchy.Node) -> (pages: [Hierarchy.Node], kind: ContainerKind, shownIndex: Int, visibility: Visibility) {
        let liveKind = hierarchy.containerKind(of: page)
        let pages = hierarchy.children(of: page)
        let (shownIndex, visibility) = Self.shownChild(of: liveKind, childCount: pages.count)
        return (pages, Self.writableKind(liveKind, childCount: pages.count), shownIndex, visibility)
    }

    /// The child on a container's line of visible pages as ``CapturableHierarchy/visibleNode``
    /// follows it (a stack's top, the selected tab; -1 for none), and the visibility when that
    /// child does not decide it.
    static func shownChild(of kind: ContainerKind, childCount: Int) -> (index: Int, visibility: Visibility) {
        switch kind.storage {
        case .page: (-1, .showsPage)
        case .stack: (childCount - 1, childCount > 0 ? .unknown : .showsNothing)
        case .tabs(let selected): (0 <= selected && selected < childCount) ? (selected, .unknown) : (-1, .showsNothing)
        // A split container shows content of its own even when no child shows anything.
        case .split: (-1, .showsPage)
        }
    }

    /// The kind as the file can hold it for `childCount` children: a selected tab out of range
    /// becomes the first; a focus out of range, or roles not one per child, are left out. Only
    /// a stack loses children to a placeholder, and a stack has no index, so the live count decides.
    static func writableKind(_ kind: ContainerKind, childCount: Int) -> ContainerKind {
        if let selected = kind.selectedIndex, !(0..<childCount).contains(selected) { return .tabs(selectedIndex: 0) }
        if case .split(let focused, let roles, let isCollapsed) = kind.storage,
           focused.map({ !(0..<childCount).contains($0) }) ?? false || !(roles.isEmpty || roles.count == childCount) {
            return .split(
                focusedIndex: focused.flatMap { (0..<childCount).contains($0) ? $0 : nil },
                roles: roles.count == childCount ? roles : [], isCollapsed: isCollapsed
            )
        }
        return kind
    }

    /// Adds a node's own bytes to the total, against the total budget.
    /// - Throws: ``ReviveError/Code/overTotalBudget`` naming `typeName` and the path here.
    mutating func count(_ bytes: Int, at typeName: String) throws(ReviveError) {
        totalBytes += bytes
        guard totalBytes <= budget.maxTotalBytes else {
            throw ReviveError(.overTotalBudget, name: typeName, "the saved tree reached \(totalBytes) bytes at \(here); the total budget is \(budget.maxTotalBytes)")
        }
    }
}

/// A capture for a save: the file, written as the capture walked the live pages, and the
/// paths of the pages saved as placeholders.
struct CapturedScene {
    /// The file and the state it holds (for the scheduler's comparison with the last one written).
    let encoded: EncodedSnapshot
    /// The paths of the pages saved as placeholders (their types are not registered).
    let placeholders: [String]
}

extension CapturedScene: Sendable {}

extension CapturedScene {
    /// A scene for a snapshot made elsewhere (a test's), encoded by `codec`.
    /// - Throws: What ``SnapshotCodec/encode(_:)`` throws.
    init(_ snapshot: Snapshot, codec: SnapshotCodec) throws(ReviveError) {
        self.init(encoded: try codec.encodeKeepingState(snapshot), placeholders: [])
    }
}

extension HierarchyCapture {
    /// Captures the hierarchy as a snapshot, in one walk.
    /// - Parameter header: The header to save with the tree.
    /// - Throws: ``ReviveError`` with code `nothingVisible` when no page would be on screen
    ///   (before any other capture error), else what ``captureRoot()`` throws.
    mutating func captureSnapshot(header: Snapshot.Header) throws(ReviveError) -> Snapshot {
        let root: Snapshot.Node
        let visibility: Visibility
        do {
            (root, visibility) = try captureRootAndVisibility()
        } catch {
            throw blankScreenError(before: error)
        }
        try checkShowsPage(visibility)
        return Snapshot(header: header, root: root)
    }

    /// The error to throw for `error` thrown by a capture: the blank screen is reported first.
    /// An error path may walk again.
    func blankScreenError(before error: ReviveError) -> ReviveError {
        hierarchy.visibleNode == nil ? nothingVisibleError : error
    }

    /// Refuses a capture whose line of visible pages shows nothing.
    /// - Throws: ``ReviveError/Code/nothingVisible``.
    func checkShowsPage(_ visibility: Visibility) throws(ReviveError) {
        // `unknown`: an unregistered page lies on the visible line, a setup mistake already
        // reported; only then is the line followed again through the live pages.
        let showsPage = visibility == .unknown ? hierarchy.visibleNode != nil : visibility == .showsPage
        guard showsPage else { throw nothingVisibleError }
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
