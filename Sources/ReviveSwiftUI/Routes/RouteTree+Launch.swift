import Revive

/// What a launch does to a tree: open a deep link, take the app's current tabs.
extension RouteTree {
    /// Opens `link` in this tree: selects its tab (or, in a split view with nothing
    /// selected, the last selected item), pushes its path onto that tab's path, keeps
    /// or dismisses the modals on screen as the link says (kept by default, with their view
    /// state), presents the link's modal above them, and gives the pages at the link's stops
    /// the view state it carries.
    ///
    /// ```swift
    /// let kept = tree.open(RouteTree.DeepLink(tab: .library, path: [.comic(id: 42)]))   // 1: the sheet stays
    /// ```
    /// - Parameter link: The place to open.
    /// - Returns: How many modals on screen were kept (0 when none was presented, or the link
    ///   dismissed them).
    @discardableResult
    public mutating func open(_ link: RouteTree<Route, Tab>.DeepLink) -> Int {
        if let tab = link.tab { select(tab) } else if selectedSidebarItem == nil { select(selectedTab) }
        let kept = link.presentedModals == .keep ? modals.count : 0
        if kept == 0 { modals = [] }
        let base = path(forTab: selectedTab) ?? []
        setPath(base + link.path, forTab: selectedTab)
        let level = modals.count
        if let modal = link.modal { modals.append(modal) }
        for (stop, given) in link.viewStates {
            let place: RouteTree<Route, Tab>.Place?
            switch stop {
            case .tabRoot: place = .tabRoot(selectedTab)
            case .path(let index): place = link.path.indices.contains(index) ? .tab(selectedTab, pathIndex: base.count + index) : nil
            case .modal: place = link.modal == nil ? nil : .modal(level)
            case .modalPath(let index): place = link.modal?.path.indices.contains(index) == true ? .modal(level, pathIndex: index) : nil
            }
            guard let place else { continue }
            self[viewStateAt: place] = self[viewStateAt: place].merging(given)
        }
        return kept
    }

    /// This tree (the app's default tree, for a replacing link) with the modals of `other` and
    /// what their pages kept: a replacing link that keeps the modals on screen.
    func keepingModals(of other: RouteTree) -> RouteTree {
        var tree = self
        tree.modals = other.modals
        for (place, state) in other.viewStates {
            if case .modal = place.container { tree.viewStates[place] = state }
        }
        return tree
    }

    /// One `droppedPage` item for each tab of this tree, the restored one, that `other`, the app's
    /// current tab bar, no longer has (``conformingTabs(to:)`` leaves it out), and a
    /// `selectionReset` when it was the selected tab.
    func itemsForTabsLeftOut(by other: RouteTree) -> [RestoreReport.Item] {
        var items: [RestoreReport.Item] = []
        for tab in tabs where !other.tabs.contains(where: { $0.id == tab.id }) {
            let name = (try? RouteHierarchy<Route, Tab>.TabNode.saved(tab.id).name) ?? "\(tab.id)"
            let routes = tab.path.count == 1 ? "its route is" : "its \(tab.path.count) routes are"
            items.append(RestoreReport.Item(.droppedPage, reason: "the app no longer has this tab; \(routes) dropped",
                                            path: "\(RouteNodeName.tabs) > \(RouteNodeName.tab)(\"\(name)\")"))
            if tab.id == selectedTab {
                items.append(RestoreReport.Item(.selectionReset, reason: "the selected tab is gone; \(other.selectedTab) is selected", path: RouteNodeName.tabs))
            }
        }
        return items
    }

    /// This tree with the tabs of `other`, the app's current tab bar: tabs `other` no longer
    /// has are dropped, new ones are added empty, in `other`'s order; the selection stays if
    /// its tab is still there. The column visibility is this tree's, and so is the split view
    /// when `other` has one (with `other`'s columns: a content column the app no longer has is
    /// dropped, one it added starts empty).
    public func conformingTabs(to other: RouteTree) -> RouteTree {
        let selection = other.tabs.contains { $0.id == selectedTab } ? selectedTab : other.selectedTab
        var tree = other
        tree.viewStates = [:]
        tree.modals = modals
        for index in tree.tabs.indices { tree.tabs[index].path = path(forTab: tree.tabs[index].id) ?? tree.tabs[index].path }
        tree.select(selection)
        tree.columnVisibility = columnVisibility
        if let current = other.splitView, var kept = splitView {
            if kept.hasContentColumn != current.hasContentColumn {
                kept.hasContentColumn = current.hasContentColumn
                kept.contentPath = []
                kept.contentSelection = nil
            }
            tree.splitView = kept
        }
        for (place, state) in viewStates where tree.routes(to: place) == routes(to: place) {
            tree.viewStates[place] = state   // a page that kept its place keeps what the user saw in it
        }
        tree.sceneValues = sceneValues
        return tree
    }
}

extension PageViewState {
    /// This view state with what `given` holds: its anchor and selection when it has them, its
    /// drafts and values name by name.
    func merging(_ given: PageViewState) -> PageViewState {
        var state = self
        if let anchor = given.anchor { state.anchor = anchor }
        if let selection = given.selection { state.selection = selection }
        state.drafts.merge(given.drafts) { _, new in new }
        state.values.merge(given.values) { _, new in new }
        return state
    }
}
