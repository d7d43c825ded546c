/// What capture, the checkpoints' look and the visible page need of a live page hierarchy: a
/// walk over it, and each page's values.
///
/// This is the reading half of an adapter, as a ``SnapshotStore`` is the core of a store and its
/// capabilities come on top: ``RestorableHierarchy`` refines it with what a rebuild needs. An
/// adapter adopts ``RestorableHierarchy``; the engine's entry points that only walk
/// (``captureSnapshot(registry:header:budget:)``, ``visibleNode``, ``visibleNodes``,
/// ``forEachNode(from:_:)``) ask for this protocol alone, so a tool that only reads a toolkit's
/// pages (an inspector, a snapshot for a bug report) adopts this one and writes six members.
///
/// A node is identified by its registered type name and its place in its parent. Siblings of
/// one type with no restoration identifier are normal (a tab bar of plain navigation
/// controllers); an identifier only breaks ties where the app gives one. Nodes are objects: see
/// <doc:Architecture> ("Why nodes are objects").
///
/// Four kinds of node exist today (``ContainerKind``): a tab container, a navigation stack and
/// a split container, and a page. A page may have children of its own (custom containment
/// through `children`).
///
/// ```swift
/// extension MyWindow: CapturableHierarchy {
///     var rootNode: UIViewController? { rootViewController }
///     func containerKind(of node: UIViewController) -> ContainerKind { node is UINavigationController ? .stack : .page }
///     func children(of node: UIViewController) -> [UIViewController] { node.children }
///     func presentedNode(of node: UIViewController) -> UIViewController? { node.presentedViewController }
///     func restorationIdentifier(of node: UIViewController) -> String? { node.restorationIdentifier }
///     func encodeState(of node: UIViewController) throws(ReviveError) -> PageState { try revivableState(of: node) }
/// }
/// ```
@MainActor
public protocol CapturableHierarchy: AnyObject {
    /// The type of a page in this hierarchy (`Page`, `UIViewController`).
    associatedtype Node: AnyObject

    /// The root page, or `nil` when there is none.
    var rootNode: Node? { get }

    /// Whether `node` is a page, a navigation stack, a split container or a tab container (with
    /// its selection).
    func containerKind(of node: Node) -> ContainerKind
    /// The node's children in order: a stack's pages bottom first, a tab container's tabs,
    /// or a page's own contained children (empty for most pages).
    func children(of node: Node) -> [Node]
    /// The page `node` itself presents modally, if any: the presentation that hangs on
    /// `node` (a container, often, as UIKit's `presentingViewController` names it), not one
    /// an ancestor presents on its behalf.
    func presentedNode(of node: Node) -> Node?
    /// The node's restoration identifier, if the app gave one.
    func restorationIdentifier(of node: Node) -> String?

    /// The node's preserved values (its `@Preserved` properties and custom state), and the view
    /// state its views show (``PageViewState``), if the adapter saves one.
    /// - Throws: ``ReviveError`` with code `encodingFailed` naming the value.
    func encodeState(of node: Node) throws(ReviveError) -> PageState

    /// Feeds `hasher` what `node` shows that neither its place in the tree nor its `@Preserved`
    /// values say: view state read from its views (a scroll offset, a draft's text, a list's
    /// selection), so that a change there is noticed without a capture (see
    /// ``RestorableHierarchy/observeChanges(_:)``). Called for every page at every look.
    ///
    /// The default hashes the view-state part (``PageViewState``) of what
    /// ``encodeState(of:)`` returns, so whatever the adapter saves is noticed, at the cost of an
    /// encoding per page and look. Override it to read the few properties directly where a look
    /// must be cheap (`ReviveUIKit`'s window does, once per turn of the main run loop).
    ///
    /// ```swift
    /// func hashViewState(of node: UIViewController, into hasher: inout Hasher) {
    ///     if let list = node as? ListViewController { hasher.combine(list.tableView.contentOffset.y) }
    /// }
    /// ```
    /// - Parameters:
    ///   - node: A page of the hierarchy.
    ///   - hasher: Where to feed its view state.
    func hashViewState(of node: Node, into hasher: inout Hasher)

    /// Whether the user is in the middle of a continuous gesture on `node`'s views: a finger
    /// on a list that scrolls, or the list still decelerating after it was let go. While one
    /// is going on, the controller writes no checkpoint: the place settles when it ends (see
    /// <doc:Checkpoints>). Asked once per checkpoint delay while a checkpoint is due, for every
    /// page, so read a property or two. The default is `false`.
    ///
    /// `ReviveUIKit`'s window answers with the page's `revivableScrollView`'s `isTracking`,
    /// `isDragging` and `isDecelerating`.
    ///
    /// ```swift
    /// func isGestureInProgress(on node: UIViewController) -> Bool {
    ///     guard let list = node as? ListViewController else { return false }
    ///     return list.tableView.isDragging || list.tableView.isDecelerating
    /// }
    /// ```
    /// - Parameter node: A page of the hierarchy.
    /// - Returns: Whether a gesture on it has begun and not ended.
    func isGestureInProgress(on node: Node) -> Bool

    /// Registers the toolkit's own containers (UIKit's navigation, tab bar and split view
    /// controllers; the navigator's stacks and tab bars) in `registry`, as UIKit knows its own
    /// without being told. Called once per registry, before the registry is first used with
    /// this hierarchy (a controller, a capture or a restore), so that an app can never get a
    /// registry that silently drops its stacks. The default registers nothing: a hierarchy
    /// whose containers are the app's own types.
    static func registerBuiltInContainers(in registry: RestorationRegistry<Node>)
}

extension CapturableHierarchy {
    /// Hashes the view-state part (``PageViewState``'s keys) of ``encodeState(of:)``'s result;
    /// a page whose state cannot be encoded feeds a mark of its own.
    public func hashViewState(of node: Node, into hasher: inout Hasher) {
        do throws(ReviveError) {
            PageViewState.hashViewState(in: try encodeState(of: node), into: &hasher)
        } catch {
            hasher.combine(error.code)
        }
    }

    /// `false`: the hierarchy knows of no gesture, and a checkpoint is written once its delay
    /// has passed.
    public func isGestureInProgress(on node: Node) -> Bool { false }

    /// Registers nothing.
    public static func registerBuiltInContainers(in registry: RestorationRegistry<Node>) {}
}

// MARK: - The visible pages

extension CapturableHierarchy {
    /// The page the user sees, the one with the focus: from the root, a presented page wins
    /// at every step (unless it is a transient one, ``Revivable/isTransientPresentation``);
    /// otherwise a tab container's selected tab, a stack's top page and a split container's
    /// focused child (the first child that shows something when the focused one shows
    /// nothing or none has the focus; the split container itself when no child shows
    /// anything); a page with contained children is itself what is seen. `nil` when there is
    /// no root, or when the line ends in a container that shows nothing (no tabs, an empty
    /// stack). ``visibleNodes`` has every page on screen.
    public var visibleNode: Node? {
        guard let root = rootNode else { return nil }
        return focusedVisibleNode(from: root)
    }

    /// Every page on screen, the end of each visible line, in tree order: one line for a tree
    /// of tabs and stacks, one per child of a split container (each column with its own stack
    /// and presentations; a collapsed one shows its focused child only). A split container
    /// none of whose children shows anything is itself on screen (a sidebar, an empty
    /// workspace). Empty when nothing at all is shown: that is the blank screen a save refuses.
    ///
    /// ```swift
    /// window.visibleNodes   // [sidebar list, comic page, comments page] for three columns
    /// ```
    public var visibleNodes: [Node] {
        guard let root = rootNode else { return [] }
        var result: [(node: Node, trail: Void)] = []
        appendVisibleLines(from: root, trail: (), extending: { _, _, _ in }, to: &result)
        return result.map { $0.node }
    }

    /// The end of the line from `start` that has the focus, or `nil` when it shows nothing.
    private func focusedVisibleNode(from start: Node) -> Node? {
        var node = start
        while true {
            if let presented = savedPresentation(of: node) {
                node = presented
                continue
            }
            let children = children(of: node)
            switch containerKind(of: node).storage {
            case .page:
                return node
            case .stack:
                guard let top = children.last else { return nil }
                node = top
            case .tabs(let selectedIndex):
                guard children.indices.contains(selectedIndex) else { return nil }
                node = children[selectedIndex]
            case .split(let focusedIndex, _, let isCollapsed):
                if let focusedIndex, children.indices.contains(focusedIndex),
                   let focused = focusedVisibleNode(from: children[focusedIndex]) {
                    return focused
                }
                for child in Self.shownChildren(children, focusedIndex: focusedIndex, isCollapsed: isCollapsed) {
                    if let visible = focusedVisibleNode(from: child) { return visible }
                }
                return node
            }
        }
    }

    /// Appends the end of every visible line from `start`, each with its trail: `extending`
    /// makes a node's trail from its parent's (or its presenter's, when the flag is set).
    func appendVisibleLines<Trail>(
        from start: Node, trail: Trail, extending: (Trail, Node, _ isPresented: Bool) -> Trail,
        to result: inout [(node: Node, trail: Trail)]
    ) {
        var node = start
        var trail = extending(trail, start, false)
        while true {
            if let presented = savedPresentation(of: node) {
                node = presented
                trail = extending(trail, presented, true)
                continue
            }
            let children = children(of: node)
            switch containerKind(of: node).storage {
            case .page:
                result.append((node, trail))
                return
            case .stack:
                guard let top = children.last else { return }
                node = top
                trail = extending(trail, top, false)
            case .tabs(let selectedIndex):
                guard children.indices.contains(selectedIndex) else { return }
                node = children[selectedIndex]
                trail = extending(trail, node, false)
            case .split(let focusedIndex, _, let isCollapsed):
                let before = result.count
                for child in Self.shownChildren(children, focusedIndex: focusedIndex, isCollapsed: isCollapsed) {
                    appendVisibleLines(from: child, trail: trail, extending: extending, to: &result)
                }
                if result.count == before { result.append((node, trail)) }
                return
            }
        }
    }

    /// The children of a split container that are on screen: all of them, or only the focused
    /// one (the first when none has the focus) while it is collapsed.
    static func shownChildren(_ children: [Node], focusedIndex: Int?, isCollapsed: Bool) -> [Node] {
        guard isCollapsed else { return children }
        let index = focusedIndex ?? 0
        return children.indices.contains(index) ? [children[index]] : []
    }}

// MARK: - Capture and walks

extension CapturableHierarchy {
    /// Captures the live hierarchy as a snapshot: every restorable page with its values.
    ///
    /// Runs on the main actor and only reads the pages; encoding the snapshot to bytes and
    /// writing it happen elsewhere. A page whose type is not registered is saved as a
    /// placeholder naming its type, with nothing above it in its stack or presentation chain
    /// (as in UIKit); the rebuild reports it.
    ///
    /// ```swift
    /// let snapshot = try window.captureSnapshot(registry: registry,
    ///                                           header: Snapshot.Header(appVersion: "2.1"))
    /// ```
    /// - Parameters:
    ///   - registry: The registered page types; a page's saved name comes from here.
    ///   - header: The header to save with the tree.
    ///   - budget: Size limits, per page and in total.
    /// - Returns: The snapshot.
    /// - Throws: ``ReviveError``: `unregisteredRoot`, `overPageBudget`,
    ///   `overTotalBudget`, `encodingFailed` — each naming the page.
    public func captureSnapshot(
        registry: RestorationRegistry<Node>,
        header: Snapshot.Header = Snapshot.Header(),
        budget: CaptureBudget = CaptureBudget()
    ) throws(ReviveError) -> Snapshot {
        registry.registerBuiltInContainers(of: Self.self)
        var capture = HierarchyCapture(hierarchy: self, registry: registry, budget: budget)
        return Snapshot(header: header, root: try capture.captureRoot())
    }

    /// Visits `node` and everything under it in tree order: a page, its children, then the
    /// page it presents.
    public func forEachNode(from node: Node, _ body: (Node) -> Void) {
        walk(from: node) { next, _, _ in body(next) }
    }

    /// Visits `node` and everything under it in tree order, as ``forEachNode(from:_:)`` does,
    /// and hands `body` what the walk read of each node on its way: how many children it has
    /// and whether it presents a saved page. Each node's children and presentation are read
    /// once (UIKit's `presentedViewController` walks up the parents at each read).
    func walk(from node: Node, _ body: (_ node: Node, _ childCount: Int, _ presents: Bool) -> Void) {
        // Indices rather than `popLast()` and `reversed()`: this code is generic, and each
        // optional or reversed collection of `Node` is a metadata lookup per page.
        var pending = [node]
        while !pending.isEmpty {
            let next = pending.removeLast()
            let presented = savedPresentation(of: next)
            let children = children(of: next)
            body(next, children.count, presented != nil)
            if let presented { pending.append(presented) }
            var index = children.endIndex
            while index > children.startIndex {
                index -= 1
                pending.append(children[index])
            }
        }
    }}

extension CapturableHierarchy {
    /// The page `node` presents, when it is one that is saved: not a transient presentation
    /// (``Revivable/isTransientPresentation``), which capture leaves out with everything it
    /// presents, and the visible page is then `node`.
    func savedPresentation(of node: Node) -> Node? {
        guard let presented = presentedNode(of: node) else { return nil }
        return (presented as? any Revivable)?.isTransientPresentation == true ? nil : presented
    }}
