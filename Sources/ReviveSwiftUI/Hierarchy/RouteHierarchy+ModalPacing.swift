import Revive

extension RouteHierarchy {
    /// The modal a UI should present at `level` now, or `nil`.
    ///
    /// Stacked sheets do not come back reliably when a UI presents a whole chain at once, so
    /// a restored chain is presented one level at a time: level `n` is offered only once the
    /// levels below it are confirmed on screen (``modalDidAppear(at:)``). A modal the user
    /// presents on top of confirmed levels is offered at once.
    ///
    /// ```swift
    /// .sheet(item: Binding(get: { routes.presentableModal(at: 0, style: .sheet) },
    ///                      set: { if $0 == nil { routes.dismissModals(from: 0) } }))
    /// ```
    /// - Parameters:
    ///   - level: The place in the modal chain, `0` for the outermost.
    ///   - style: Only a modal of this style is returned (a level has one `sheet` and one
    ///     `fullScreenCover` modifier); `nil` for either.
    /// - Returns: The modal, when it exists, has that style and may be presented now.
    public func presentableModal(at level: Int, style: RouteTree<Route, Tab>.Modal.Style? = nil) -> RouteTree<Route, Tab>.Modal? {
        guard level <= confirmedModalLevels, tree.modals.indices.contains(level) else { return nil }
        let modal = tree.modals[level]
        if let style, modal.style != style { return nil }
        return modal
    }

    /// Records that the modal at `level` is on screen, so that the next level may be presented.
    public func modalDidAppear(at level: Int) {
        guard tree.modals.indices.contains(level), level + 1 > confirmedModalLevels, level <= confirmedModalLevels else { return }
        confirmedModalLevels = level + 1
        treeDidChange?(tree)
    }

    /// Dismisses the modal at `level` and every modal above it (the user swiped it away).
    /// Nothing happens when there is no modal at `level`.
    public func dismissModals(from level: Int) {
        guard level >= 0, level < tree.modals.count else { return }
        tree.modals.removeSubrange(level...)
    }

    /// Replaces the path inside the modal at `level`; nothing happens when there is none.
    public func setModalPath(_ path: [Route], at level: Int) {
        guard tree.modals.indices.contains(level) else { return }
        tree.modals[level].path = path
    }

    /// Presents `route` over everything; it is offered at once when every level below it is
    /// on screen.
    public func present(_ route: Route, style: RouteTree<Route, Tab>.Modal.Style = .sheet) {
        tree.present(route, style: style)
    }
}
