public import Revive

/// The headless navigator is the first adopter of ``Revive/RestorableHierarchy``.
extension Navigator: RestorableHierarchy {
    public var rootNode: Page? { rootPage }

    public func containerKind(of node: Page) -> ContainerKind {
        switch node {
        case let tabs as TabBarPage: .tabs(selectedIndex: tabs.selectedIndex)
        case is NavigationPage: .stack
        case let split as SplitPage: .split(focusedIndex: split.focusedIndex, roles: split.roles, isCollapsed: split.isCollapsed)
        default: .page
        }
    }

    public func children(of node: Page) -> [Page] { node.childPages }

    /// The page that hangs on `node`: its stored ``Page/presentedPage``, so a modal that a
    /// tab container presents (on behalf of a page inside it) is saved under the tab
    /// container, not under the page that asked.
    public func presentedNode(of node: Page) -> Page? { node.presentedPage }

    public func restorationIdentifier(of node: Page) -> String? { node.restorationIdentifier }

    public func setRestorationIdentifier(_ identifier: String?, of node: Page) {
        node.restorationIdentifier = identifier
    }

    /// The page's `@Preserved` properties and custom values, through the engine's one path
    /// (`Revive/CapturableHierarchy/revivableState(of:)`).
    public func encodeState(of node: Page) throws(ReviveError) -> PageState {
        try revivableState(of: node)
    }

    /// Gives a fresh page its saved values, through the engine's one path
    /// (`Revive/CapturableHierarchy/restoreRevivableState(_:into:)`).
    public func decodeState(_ state: PageState, into node: Page) throws(ReviveError) -> [RestoreReport.Item] {
        try restoreRevivableState(state, into: node)
    }

    public func defaultChildren(of container: Page) -> [Page] { container.childPages }

    /// Installs a tab container's tabs and selection, a stack's pages, or a split container's
    /// panes with their roles, focus and collapsed state, while the tree is detached (no
    /// lifecycle calls).
    /// - Throws: `ReviveError`: `kindMismatch` (`container` is a plain page), or what the
    ///   container's `setPages` throws.
    public func install(children: [Page], kind: ContainerKind, into container: Page) throws {
        switch container {
        case let tabs as TabBarPage: try tabs.setPages(children, selectedIndex: kind.selectedIndex ?? 0)
        case let stack as NavigationPage: try stack.setPages(children)
        case let split as SplitPage:
            try split.setPages(children, roles: kind.roles, focusedIndex: kind.focusedIndex)
            split.setCollapsed(kind.isCollapsed)
        default: throw ReviveError(.kindMismatch, name: String(describing: type(of: container)), "\(container.label) is not a container")
        }
    }

    /// Hangs `node` on `presenter` itself, where it was saved: no forwarding to another
    /// presentation context, no lifecycle calls (the tree is detached until it becomes the root).
    /// - Throws: `ReviveError`: `alreadyInHierarchy` or `alreadyPresenting`.
    public func present(_ node: Page, over presenter: Page) throws {
        if node === presenter || node.isInHierarchy || presenter.isDescendant(of: node) {
            throw ReviveError(.alreadyInHierarchy, name: "present(_:over:)", "\(node.label) already has a place in a hierarchy")
        }
        if let shown = presenter.presentedPage {
            throw ReviveError(.alreadyPresenting, name: "present(_:over:)", "\(presenter.label) already presents \(shown.label); cannot present \(node.label)")
        }
        presenter.transition({ presenter.attachPresented(node) }, completion: nil)
    }

    public func installRoot(_ node: Page) throws {
        try setRootPage(node)
    }

    /// Feeds nothing, where the default hashes what ``encodeState(of:)`` saves: a headless page
    /// has no views, so what it shows is its place and its `@Preserved` values, which the look
    /// sees already; the default would run every page's `encodeRevivableState(into:)` at each
    /// look, after every navigation.
    public func hashViewState(of node: Page, into hasher: inout Hasher) {}

    /// Calls `didChange` after every completed navigation change (a push, a pop, a
    /// presentation, a dismissal, a tab switch, a new root), through a slot of its own in
    /// ``changeObservers``, so that a `Revive/RestorationController` over the navigator
    /// writes its checkpoints with no call of the app's. ``onChange`` stays the app's.
    public func observeChanges(_ didChange: @escaping @MainActor () -> Void) {
        // The slot's key is an object the slot itself keeps alive, so no other observer's
        // identifier can ever equal it.
        let slot = ChangeObserverSlot()
        changeObservers[ObjectIdentifier(slot)] = {
            withExtendedLifetime(slot) { didChange() }
        }
    }
}

/// The key of a slot of ``Navigator/changeObservers`` that no owner object names.
private final class ChangeObserverSlot {}

extension RestorationController where Hierarchy == Navigator {
    /// The navigator whose hierarchy is saved and restored: `Revive/RestorationController/hierarchy`.
    public var navigator: Navigator { hierarchy }
}
