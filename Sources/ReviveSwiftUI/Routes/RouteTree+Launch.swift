import Revive

/// What a launch does to a tree: open a deep link, take the app's current tabs.
extension RouteTree {
    /// Opens `link` in this tree: selects its tab, dismisses every modal and pushes its path
    /// onto that tab's path.
    public mutating func open(_ link: RouteTree<Route, Tab>.DeepLink) {
        if let tab = link.tab { select(tab) }
        modals = []
        setPath((path(forTab: selectedTab) ?? []) + link.path, forTab: selectedTab)
    }

    /// This tree with the tabs of `other`, the app's current tab bar: tabs `other` no longer
    /// has are dropped, new ones are added empty, in `other`'s order; the selection stays if
    /// its tab is still there. The column visibility is this tree's.
    public func conformingTabs(to other: RouteTree) -> RouteTree {
        let selection = other.tabs.contains { $0.id == selectedTab } ? selectedTab : other.selectedTab
        var tree = other
        tree.viewStates = [:]
        tree.modals = modals
        for index in tree.tabs.indices { tree.tabs[index].path = path(forTab: tree.tabs[index].id) ?? tree.tabs[index].path }
        tree.select(selection)
        tree.columnVisibility = columnVisibility
        for (place, state) in viewStates where tree.routes(to: place) == routes(to: place) {
            tree.viewStates[place] = state   // a page that kept its place keeps what the user saw in it
        }
        tree.sceneValues = sceneValues
        return tree
    }
}
