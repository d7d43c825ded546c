public import Revive

/// View state by place: what a SwiftUI view binds to `scrollPosition(id:)`, `ScrollPosition`,
/// `TextField` and `TextEditor`, saved with the tree in the same file and under the same budget.
///
/// ```swift
/// var tree = RouteTree<Route, AppTab>(tabs: [.library])
/// tree[scrollAnchorIDAt: .tabRoot(.library)] = "comic-41"
/// tree[draftAt: tree.visiblePlace, named: "comment"] = PageViewState.TextDraft(text: "Gre")
/// ```
extension RouteTree {
    /// The place of the page on screen: the top modal's last route, or the selected tab's.
    public var visiblePlace: RouteTree<Route, Tab>.Place {
        if let modal = modals.last { return RouteTree.Place(container: .modal(modal.level), depth: modal.path.count) }
        return RouteTree.Place(container: .tab(selectedTab), depth: tabs[selectedIndex].path.count)
    }

    /// The routes leading to `place`, from its container's root; `nil` when the place is not in the tree.
    func routes(to place: RouteTree<Route, Tab>.Place) -> [Route]? {
        Self.routes(to: place, tabs: tabs, modals: modals)
    }

    private static func routes(to place: RouteTree<Route, Tab>.Place, tabs: [RouteTree<Route, Tab>.TabStack], modals: [RouteTree<Route, Tab>.Modal]) -> [Route]? {
        switch place.container {
        case .tab(let id):
            guard let tab = tabs.first(where: { $0.id == id }), place.depth <= tab.path.count else { return nil }
            return Array(tab.path.prefix(place.depth))
        case .modal(let level):
            guard modals.indices.contains(level), place.depth <= modals[level].path.count else { return nil }
            return [modals[level].route] + modals[level].path.prefix(place.depth)
        }
    }

    /// Drops the view state of every place whose routes changed since `oldTabs` and `oldModals`.
    mutating func keepViewStates(after oldTabs: [RouteTree<Route, Tab>.TabStack], _ oldModals: [RouteTree<Route, Tab>.Modal]) {
        guard !viewStates.isEmpty else { return }
        for place in viewStates.keys {
            let now = routes(to: place)
            if now == nil || now != Self.routes(to: place, tabs: oldTabs, modals: oldModals) { viewStates[place] = nil }
        }
    }

    /// The whole view state of the page at `place`; empty when there is none. Setting it on a
    /// place that is not in the tree does nothing.
    public subscript(viewStateAt place: RouteTree<Route, Tab>.Place) -> PageViewState {
        get { viewStates[place] ?? PageViewState() }
        set {
            guard routes(to: place) != nil else { return }
            viewStates[place] = newValue.isEmpty ? nil : newValue
        }
    }

    /// The identifier of the first visible item of the page's list: what `scrollPosition(id:)`
    /// binds. `nil` is the top. A new identifier set here has no known place, so if its item is
    /// gone at the next launch the list lands on its first item; set ``subscript(scrollAnchorAt:)``
    /// with the item's index when the app knows it.
    public subscript(scrollAnchorIDAt place: RouteTree<Route, Tab>.Place) -> String? {
        get { viewStates[place]?.anchor?.itemIdentifier }
        set {
            var state = self[viewStateAt: place]
            var anchor = state.anchor ?? PageViewState.ScrollAnchor()
            if newValue != anchor.itemIdentifier {
                anchor = newValue.map { PageViewState.ScrollAnchor(itemIdentifier: $0, index: 0) } ?? PageViewState.ScrollAnchor()
            }
            state.anchor = anchor.isTop ? nil : anchor
            self[viewStateAt: place] = state
        }
    }

    /// The scroll anchor of the page's list, with the item's place and the offset into it.
    public subscript(scrollAnchorAt place: RouteTree<Route, Tab>.Place) -> PageViewState.ScrollAnchor {
        get { viewStates[place]?.anchor ?? PageViewState.ScrollAnchor() }
        set {
            var state = self[viewStateAt: place]
            state.anchor = newValue.isTop ? nil : newValue
            self[viewStateAt: place] = state
        }
    }

    /// A draft of the page, by a name of the app's: what a `TextField` or `TextEditor` binds.
    public subscript(draftAt place: RouteTree<Route, Tab>.Place, named name: String) -> PageViewState.TextDraft {
        get { viewStates[place]?.drafts[name] ?? PageViewState.TextDraft() }
        set {
            var state = self[viewStateAt: place]
            state.drafts[name] = newValue.isEmpty ? nil : newValue
            self[viewStateAt: place] = state
        }
    }

    /// A draft's text; setting it keeps the selection inside the new text.
    public subscript(textAt place: RouteTree<Route, Tab>.Place, named name: String) -> String {
        get { self[draftAt: place, named: name].text }
        set {
            var draft = self[draftAt: place, named: name]
            draft.text = newValue
            self[draftAt: place, named: name] = draft
        }
    }

    /// The scroll anchor identifier as the app's item identifier type (`Int`, `String`, …).
    public func scrollAnchorID<ID: LosslessStringConvertible>(at place: RouteTree<Route, Tab>.Place, as type: ID.Type = ID.self) -> ID? {
        self[scrollAnchorIDAt: place].flatMap(ID.init)
    }

    /// Sets the scroll anchor identifier from the app's item identifier type.
    public mutating func setScrollAnchorID<ID: LosslessStringConvertible>(_ id: ID?, at place: RouteTree<Route, Tab>.Place) {
        self[scrollAnchorIDAt: place] = id.map(\.description)
    }

    /// Resolves the page's saved anchor and selection against the items it shows now, keeps
    /// the result, and says what moved — the same item wherever it is, or the nearest survivor.
    ///
    /// - Parameters:
    ///   - place: The page.
    ///   - identifiers: Its items' identifiers in display order.
    /// - Returns: What did not come back where it was saved; empty when everything did.
    @discardableResult
    public mutating func resolveViewState(at place: RouteTree<Route, Tab>.Place, in identifiers: [String]) -> [RestoreReport.Item] {
        guard var state = viewStates[place] else { return [] }
        let issues = [state.anchor?.restore(against: identifiers, key: PageViewState.anchorKey),
                      state.selection?.restore(against: identifiers, key: PageViewState.selectionKey)].compactMap { $0 }
        if state.anchor?.isTop == true { state.anchor = nil }
        self[viewStateAt: place] = state
        return issues
    }
}
