import Logging

/// What a rebuild needs besides a walk: a hierarchy Revive saves and restores.
///
/// The adapter between Revive and a UI toolkit: the headless `Navigator` adopts it,
/// `ReviveUIKit`'s `WindowHierarchy` adopts it for a `UIWindow`, `ReviveSwiftUI`'s
/// `RouteHierarchy` for a route tree. It refines ``CapturableHierarchy`` (the walk and each
/// page's values, what capture and the checkpoints' look read) with what the rebuild writes.
/// Every launch and save rule (policies, crash guard, scheduling, scene ids) lives in
/// ``RestorationController``, never in an adapter.
///
/// One requirement has no default, so the compiler names it when an adapter leaves it out:
/// ``install(children:kind:into:)``. The rest that a rebuild cannot guess
/// (``setRestorationIdentifier(_:of:)``, ``decodeState(_:into:)``, ``defaultChildren(of:)``,
/// ``present(_:over:)``, ``installRoot(_:)``) are requirements too; ``settle(_:)``,
/// ``finishRestoration(of:)`` and ``observeChanges(_:)`` have defaults.
///
/// The rebuild calls a hierarchy in one order, for each saved node from the root down:
/// 1. it reuses the default page at that place (``defaultChildren(of:)``) or makes one through
///    the registry, then ``setRestorationIdentifier(_:of:)`` on a page it made;
/// 2. ``CapturableHierarchy/containerKind(of:)`` (the made page must be of the saved kind), then
///    ``decodeState(_:into:)``: a node has its values before anything is installed into it;
/// 3. each child, in order, through steps 1 to 5, then ``install(children:kind:into:)`` with
///    the children that came back and the saved kind (selection, focus, roles) adjusted to them;
/// 4. the presented page through steps 1 to 5, then ``present(_:over:)``;
/// 5. so a node is complete, its subtree and presentation included, before its parent
///    installs it.
///
/// Then ``installRoot(_:)`` once, ``settle(_:)``, and ``finishRestoration(of:)`` for every
/// page in tree order (``CapturableHierarchy/forEachNode(from:_:)``).
///
/// A toolkit that finishes work later — UIKit presents one level per completion — says so
/// through ``settle(_:)``; the rebuild waits for it before it counts pages, runs the
/// post-restore hooks and reports.
///
/// ```swift
/// extension MyWindow: RestorableHierarchy {
///     var rootNode: UIViewController? { rootViewController }
///     func children(of node: UIViewController) -> [UIViewController] { node.children }
///     func install(children: [UIViewController], kind: ContainerKind, into container: UIViewController) throws {
///         (container as? UINavigationController)?.setViewControllers(children, animated: false)
///     }
///     // …
/// }
/// ```
@MainActor
public protocol RestorableHierarchy: CapturableHierarchy {
    /// Sets the node's restoration identifier on a freshly made node.
    func setRestorationIdentifier(_ identifier: String?, of node: Node)

    /// Gives a fresh node its saved values. Values that are missing or of the wrong type keep
    /// their defaults and are returned; custom state the node cannot read throws.
    /// - Returns: The values that kept their defaults, and why.
    /// - Throws: ``ReviveError`` with code `unreadableState`.
    func decodeState(_ state: PageState, into node: Node) throws(ReviveError) -> [RestoreReport.Item]

    /// The children a freshly made node already has (its defaults, such as the root page a
    /// tab's factory installs, or a split view's columns). A restored child of the same type
    /// at the same place is restored into the default one; others replace it.
    func defaultChildren(of container: Node) -> [Node]
    /// Installs children into a detached container (a stack, tabs, a split container), without
    /// lifecycle calls. No default: an adapter that leaves it out does not compile.
    ///
    /// Each child is complete when it is installed: its values decoded, its own children
    /// installed and its presentation made. `kind` is the saved kind adjusted to the children
    /// that came back: a tab container's selection (``ContainerKind/selectedIndex``), a split
    /// container's focus (``ContainerKind/focusedIndex``, `nil` when the focused child did not
    /// come back) and one role per child.
    /// - Parameters:
    ///   - children: The children, in order.
    ///   - kind: The container's kind, with its selection, focus and roles.
    ///   - container: The container, still detached.
    /// - Throws: Any error drops the container's children from the restored tree, reported.
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
    /// `applicationFinishedRestoringState`). The default runs a ``Revivable`` node's
    /// ``Revivable/revivalDidFinish()``.
    func finishRestoration(of node: Node)

    /// Calls `didChange` on the main actor, from now on and for as long as the hierarchy lives,
    /// whenever what the user sees may have changed: after a push, a pop, a presentation, a
    /// dismissal, a tab switch, or at the toolkit's idle point. An optional capability: it is
    /// what makes a ``RestorationController``'s checkpoints automatic. The controller calls it
    /// once, unless its ``RestorationController/Configuration/checkpointDelay`` is `nil`, and at
    /// each call compares a cheap look at the tree (which pages are where, the selected tabs,
    /// ``CapturableHierarchy/hashViewState(of:into:)``, whether a `@Preserved` value was set)
    /// with the one of its last capture; only a difference schedules a checkpoint. So calling it
    /// too often costs a walk over the pages, never a capture.
    ///
    /// The default never calls it: the controller then checkpoints when a `@Preserved` value is
    /// set and when the app calls ``RestorationController/setNeedsCheckpoint()``. A toolkit with
    /// one change callback of its own chains onto it with ``chainChanges(_:after:)``, which keeps
    /// the app's callback and calls it too.
    ///
    /// ```swift
    /// func observeChanges(_ didChange: @escaping @MainActor () -> Void) {
    ///     chainChanges(didChange, after: &router.onNavigation)   // your toolkit's own signal
    /// }
    /// ```
    /// - Parameter didChange: Keep it and call it on the main actor at each change; each call
    ///   costs a walk over the pages at most.
    func observeChanges(_ didChange: @escaping @MainActor () -> Void)
}

extension RestorableHierarchy {
    /// Settles at once: the default for toolkits whose installation is synchronous.
    public func settle(_ completion: @escaping @MainActor (_ refusedPresentations: [Node]) -> Void) {
        completion([])
    }

    /// Runs the node's ``Revivable/revivalDidFinish()``, if it adopts ``Revivable``.
    public func finishRestoration(of node: Node) {
        finishRevival(of: node)
    }

    /// Never calls `didChange`: the controller checkpoints when a `@Preserved` value is set and
    /// when the app asks (``RestorationController/setNeedsCheckpoint()``).
    public func observeChanges(_ didChange: @escaping @MainActor () -> Void) {}

    /// Chains `didChange` onto a toolkit's single change callback: `callback` becomes one that
    /// calls what it held before (the app's own, if any), then `didChange`. For
    /// ``observeChanges(_:)`` of a toolkit that has one callback slot, not a list of observers.
    ///
    /// The chain holds the callback set before this call; one the app sets later replaces the
    /// chain, so an app sets its own before its ``RestorationController`` is made (or chains it
    /// the same way).
    ///
    /// ```swift
    /// public func observeChanges(_ didChange: @escaping @MainActor () -> Void) {
    ///     chainChanges(didChange, after: &stage.onChange)
    /// }
    /// ```
    /// - Parameters:
    ///   - didChange: What ``observeChanges(_:)`` was given.
    ///   - callback: The toolkit's change callback; `nil` when the app set none.
    public func chainChanges(_ didChange: @escaping @MainActor () -> Void, after callback: inout (() -> Void)?) {
        let previous = callback
        callback = {
            previous?()
            didChange()
        }
    }
}

// MARK: - Rebuild

extension RestorableHierarchy {
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
    }}
