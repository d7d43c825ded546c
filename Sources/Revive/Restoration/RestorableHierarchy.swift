import Logging

/// What capture and rebuild need to know about a live page hierarchy, and nothing more.
///
/// Revive's capture walks a hierarchy through this protocol and its rebuild installs pages
/// through it, so that any UI toolkit is saved and restored by a thin adapter: the headless
/// `Navigator` adopts it here, `ReviveUIKit`'s `WindowHierarchy` adopts it for a `UIWindow`.
/// Every launch and save rule (policies, crash guard, scheduling, scene ids) lives in
/// ``RestorationController``, never in an adapter.
///
/// A node is identified by its registered type name and its place in its parent. Siblings of
/// one type with no restoration identifier are normal (a tab bar of plain navigation
/// controllers); an identifier only breaks ties where the app gives one.
///
/// Four kinds of node exist today (``ContainerKind``): a tab container, a navigation stack and
/// a split container, whose children the rebuild installs, and a page. A page may have
/// children of its own (custom containment through `children`): its factory makes them, and
/// the rebuild restores them in place, by position.
///
/// The rebuild calls a hierarchy in one order, for each saved node from the root down:
/// 1. it reuses the default page at that place (``defaultChildren(of:)``) or makes one through
///    the registry, then ``setRestorationIdentifier(_:of:)`` on a page it made;
/// 2. ``containerKind(of:)`` (the made page must be of the saved kind), then
///    ``decodeState(_:into:)``: a node has its values before anything is installed into it;
/// 3. each child, in order, through steps 1 to 5, then ``install(children:kind:into:)`` with
///    the children that came back and the saved kind (selection, focus, roles) adjusted to them;
/// 4. the presented page through steps 1 to 5, then ``present(_:over:)``;
/// 5. so a node is complete, its subtree and presentation included, before its parent
///    installs it.
///
/// Then ``installRoot(_:)`` once, ``settle(_:)``, and ``finishRestoration(of:)`` for every
/// page in tree order (``forEachNode(from:_:)``).
///
/// A toolkit that finishes work later — UIKit presents one level per completion — says so
/// through ``settle(_:)``; the rebuild waits for it before it counts pages, runs the
/// post-restore hooks and reports.
///
/// ```swift
/// extension MyWindow: RestorableHierarchy {
///     var rootNode: UIViewController? { rootViewController }
///     func children(of node: UIViewController) -> [UIViewController] { node.children }
///     // …
/// }
/// ```
@MainActor
public protocol RestorableHierarchy: AnyObject {
    /// The type of a page in this hierarchy (`Page`, `UIViewController`).
    associatedtype Node: AnyObject

    /// The root page, or `nil` when there is none.
    var rootNode: Node? { get }

    /// Whether `node` is a page, a navigation stack or a tab container (with its selection).
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
    /// Sets the node's restoration identifier on a freshly made node.
    func setRestorationIdentifier(_ identifier: String?, of node: Node)

    /// The node's preserved values (its `@Preserved` properties and custom state).
    /// - Throws: ``ReviveError`` with code `encodingFailed` naming the value.
    func encodeState(of node: Node) throws(ReviveError) -> PageState
    /// Gives a fresh node its saved values. Values that are missing or of the wrong type keep
    /// their defaults and are returned; custom state the node cannot read throws.
    /// - Returns: The values that kept their defaults, and why.
    /// - Throws: ``ReviveError`` with code `unreadableState`.
    func decodeState(_ state: PageState, into node: Node) throws(ReviveError) -> [RestoreReport.Item]

    /// The children a freshly made node already has (its defaults, such as the root page a
    /// tab's factory installs, or a split view's columns). A restored child of the same type
    /// at the same place is restored into the default one; others replace it.
    func defaultChildren(of container: Node) -> [Node]
    /// Installs children into a detached tab container or stack, without lifecycle calls.
    ///
    /// The rebuild calls ``install(children:kind:into:)``, whose default calls this one with
    /// the tab's selection (`nil` for a stack). A hierarchy with split containers implements
    /// that one instead, and may leave this one to its default, which throws.
    func install(children: [Node], selectedIndex: Int?, into container: Node) throws
    /// Installs children into a detached container (a stack, tabs, a split container), without
    /// lifecycle calls.
    ///
    /// Each child is complete when it is installed: its values decoded, its own children
    /// installed and its presentation made. `kind` is the saved kind adjusted to the children
    /// that came back: a tab container's selection, a split container's focus (`nil` when the
    /// focused child did not come back) and one role per child.
    /// - Parameters:
    ///   - children: The children, in order.
    ///   - kind: The container's kind, with its selection, focus and roles.
    ///   - container: The container, still detached.
    func install(children: [Node], kind: ContainerKind, into container: Node) throws
    /// Presents `node` over `presenter` itself, where it was saved, while the tree is still
    /// detached: no lifecycle calls, no forwarding to another presentation context. A toolkit
    /// that can present only on screen queues it and performs it after ``installRoot(_:)``;
    /// ``settle(_:)`` then reports whether it was refused.
    func present(_ node: Node, over presenter: Node) throws
    /// Makes `node` the root; only the pages that end up on screen get lifecycle calls.
    func installRoot(_ node: Node) throws
    /// Calls `completion` once the work started by ``installRoot(_:)`` is done — every
    /// queued presentation performed or refused — with the presented nodes the toolkit
    /// refused. The default calls it at once with none.
    func settle(_ completion: @escaping @MainActor (_ refusedPresentations: [Node]) -> Void)
    /// Runs the node's post-restore hook (Revive's counterpart of UIKit's
    /// `applicationFinishedRestoringState`).
    func finishRestoration(of node: Node)
    /// Registers the toolkit's own containers (UIKit's navigation, tab bar and split view
    /// controllers; the navigator's stacks and tab bars) in `registry`, as UIKit knows its own
    /// without being told. Called once per registry, before the registry is first used with
    /// this hierarchy (a controller, a capture or a restore), so that an app can never get a
    /// registry that silently drops its stacks. The default registers nothing: a hierarchy
    /// whose containers are the app's own types.
    static func registerBuiltInContainers(in registry: RestorationRegistry<Node>)

    /// Calls `didChange` on the main actor, from now on and for as long as the hierarchy lives,
    /// whenever what the user sees may have changed: after a push, a pop, a presentation, a
    /// dismissal, a tab switch, or at the toolkit's idle point. This is what makes a
    /// ``RestorationController``'s checkpoints automatic: the controller calls it once, unless
    /// its ``RestorationController/Configuration/checkpointDelay`` is `nil`, and at each call
    /// compares a cheap look at the tree (which pages are where, the selected tabs,
    /// ``hashViewState(of:into:)``, whether a `@Preserved` value was set) with the one of its
    /// last capture; only a difference schedules a checkpoint. So calling it too often costs
    /// a walk over the pages, never a capture.
    ///
    /// The headless navigator calls it after every completed navigation change, a route tree
    /// after every change of its tree, and `ReviveUIKit`'s window each time the main run loop
    /// is about to wait for events (UIKit posts nothing when a navigation ends). The default
    /// never calls it: the controller then checkpoints when a `@Preserved` value is set and when
    /// the app calls ``RestorationController/setNeedsCheckpoint()``.
    ///
    /// ```swift
    /// func observeChanges(_ didChange: @escaping @MainActor () -> Void) {
    ///     router.onNavigation = { didChange() }     // your toolkit's own signal
    /// }
    /// ```
    /// - Parameter didChange: Keep it and call it on the main actor at each change; each call
    ///   costs a walk over the pages at most.
    func observeChanges(_ didChange: @escaping @MainActor () -> Void)

    /// Feeds `hasher` what `node` shows that neither its place in the tree nor its `@Preserved`
    /// values say: view state read from its views (a scroll offset, a draft's text, a list's
    /// selection), so that a change there is noticed without a capture (see
    /// ``observeChanges(_:)``). Called at every look, so read properties, never lay out or
    /// encode. The default feeds nothing.
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
}

extension RestorableHierarchy {
    /// Never calls `didChange`: the controller checkpoints when a `@Preserved` value is set and
    /// when the app asks (``RestorationController/setNeedsCheckpoint()``).
    public func observeChanges(_ didChange: @escaping @MainActor () -> Void) {}

    /// Feeds nothing: the page's place and `@Preserved` values are all there is to see.
    public func hashViewState(of node: Node, into hasher: inout Hasher) {}

    /// `false`: the hierarchy knows of no gesture, and a checkpoint is written once its delay
    /// has passed.
    public func isGestureInProgress(on node: Node) -> Bool { false }
}

extension RestorableHierarchy {
    /// Calls ``install(children:selectedIndex:into:)`` with the tab's selection (`nil` for a
    /// stack, the focus for a split container, its roles left out).
    public func install(children: [Node], kind: ContainerKind, into container: Node) throws {
        try install(children: children, selectedIndex: kind.selectedIndex ?? kind.focusedIndex, into: container)
    }

    /// Throws: a hierarchy that implements ``install(children:kind:into:)`` needs no other.
    public func install(children: [Node], selectedIndex: Int?, into container: Node) throws {
        throw ReviveError(
            .kindMismatch, name: String(describing: type(of: container)),
            "\(Self.self) implements neither install(children:kind:into:) nor install(children:selectedIndex:into:)"
        )
    }
}

extension RestorableHierarchy {
    /// Registers nothing.
    public static func registerBuiltInContainers(in registry: RestorationRegistry<Node>) {}
}

extension RestorableHierarchy {
    /// Settles at once: the default for toolkits whose installation is synchronous.
    public func settle(_ completion: @escaping @MainActor (_ refusedPresentations: [Node]) -> Void) {
        completion([])
    }

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
    }
}

// MARK: - Capture and rebuild

extension RestorableHierarchy {
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

    /// Rebuilds the hierarchy from a snapshot and makes it the root, keeping the longest
    /// valid part of the tree.
    ///
    /// Each page is matched by type and place: where `defaultRoot`'s tree already holds a page
    /// of the saved type at the same place, the saved values go into it; elsewhere the page is
    /// made through `registry` (unknown names are never instantiated). Pages are installed
    /// without lifecycle calls; then the tree becomes the root and only the pages on screen
    /// appear. Once the toolkit has settled (every presentation performed or refused), each
    /// page's post-restore hook runs in tree order, presented pages at every depth included,
    /// then `completion` gets the report. Nothing here throws.
    ///
    /// ```swift
    /// window.restore(from: snapshot, registry: registry, defaultRoot: makeTabs) { report in
    ///     analytics.log(report.items)
    /// }
    /// ```
    /// - Parameters:
    ///   - snapshot: The saved tree.
    ///   - registry: The allowlist of page types.
    ///   - defaultRoot: Makes the app's fresh root, whose pages are reused where they match.
    ///   - completion: Called once with the report: pages restored, dropped, defaulted, and
    ///     why. When the root itself could not be made, the hierarchy is left as it was. A
    ///     hierarchy that installs synchronously (the headless navigator) calls it before
    ///     `restore` returns.
    public func restore(
        from snapshot: Snapshot,
        registry: RestorationRegistry<Node>,
        defaultRoot: (() -> Node)? = nil,
        completion: @escaping @MainActor (RestoreReport) -> Void
    ) {
        registry.registerBuiltInContainers(of: Self.self)
        let rebuild = HierarchyRebuild(hierarchy: self, registry: registry)
        rebuild.noteSaved(snapshot)
        guard let root = rebuild.buildAndInstall(snapshot.root, defaultRoot: defaultRoot?()) else {
            completion(rebuild.report)
            return
        }
        settle { [self] refused in
            rebuild.noteRefused(refused)
            guard visibleNode != nil else {
                rebuild.noteNothingVisible()
                completion(rebuild.report)
                return
            }
            var pages: [Node] = []
            forEachNode(from: root) { pages.append($0) }
            rebuild.noteRestored(pageCount: pages.count)
            var lines: [(node: Node, trail: String)] = []
            appendVisibleLines(from: root, trail: "", extending: { path, node, isPresented in
                RestorePath.appending(
                    registry.name(for: node) ?? String(describing: type(of: node)), restorationIdentifier(of: node) ?? "",
                    to: isPresented ? path + " presents" : path
                )
            }, to: &lines)
            // A closure, not `\.trail`: a key path into a generic tuple is made at run time from
            // its pattern, the first time in each process.
            rebuild.noteVisible(paths: lines.map { $0.trail })
            for page in pages { finishRestoration(of: page) }
            completion(rebuild.report)
        }
    }
}

extension RestorableHierarchy {
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
    }
}

extension RestorableHierarchy {
    /// The page `node` presents, when it is one that is saved: not a transient presentation
    /// (``Revivable/isTransientPresentation``), which capture leaves out with everything it
    /// presents, and the visible page is then `node`.
    func savedPresentation(of node: Node) -> Node? {
        guard let presented = presentedNode(of: node) else { return nil }
        return (presented as? any Revivable)?.isTransientPresentation == true ? nil : presented
    }
}
