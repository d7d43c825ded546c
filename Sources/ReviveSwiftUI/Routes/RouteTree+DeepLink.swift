public import Revive

extension RouteTree {
    /// A place a launch or a running scene was asked to open — from a URL, a notification, a
    /// shortcut — whether it merges with the restored tree or replaces it, the modal it
    /// presents, and values it gives the views at the places it opens.
    ///
    /// With ``Precedence-swift.enum/merge``, the restored tree stays and the link is opened on
    /// top of it: its tab is selected and its path is pushed onto that tab's path. With
    /// ``Precedence-swift.enum/replace``, the restored tree is dropped and the app's default
    /// tree shows the link. ``RouteTree/LaunchResult`` says which happened.
    ///
    /// **No link throws away what the user was typing.** By default
    /// (``ModalHandling-swift.enum/keep``) the sheets and covers on screen stay, with their
    /// drafts and values, and the link opens beneath them: the user finishes the half-written
    /// reply, dismisses it and finds the link's page. The link's own ``modal`` is presented
    /// above them. A link that must be seen at once says ``ModalHandling-swift.enum/dismiss``:
    /// the parser that makes links from URLs is where the app decides, link by link. The launch
    /// result counts the modals kept (``RouteTree/LaunchResult/keptModals``).
    ///
    /// ```swift
    /// // mail://compose?to=ana — a sheet with its field filled in, over whatever is open
    /// var link = RouteTree<Route, AppTab>.DeepLink(tab: .inbox, path: [], modal: .init(.compose))
    /// link[viewStateAt: .modal].drafts["to"] = PageViewState.TextDraft(text: "ana")
    /// try link.setValue(Priority.high, named: "priority", at: .modal)   // its @RouteStorage("priority")
    /// router.open(link)
    /// ```
    public struct DeepLink: Hashable {
        /// What the app chooses to do with a restored tree when a launch comes with a link.
        public enum Precedence: String, Hashable, Sendable {
            /// Keep the restored tree and open the link on top of it.
            case merge
            /// Drop the restored tree and show the link over the default tree.
            case replace
        }

        /// What becomes of the modals on screen when the link opens.
        public enum ModalHandling: String, Hashable, Sendable {
            /// They stay, with their paths, drafts and values; the link opens beneath them
            /// (its ``DeepLink/modal`` above them). The default.
            case keep
            /// They are dismissed, and what the user typed in them goes.
            case dismiss
        }

        /// A place the link opens, where it may give the views values: counted from the link,
        /// so that a merged link's path lands wherever the restored path ends.
        public enum Stop: Hashable, Sendable {
            /// The root view of the link's tab.
            case tabRoot
            /// The route at this index of the link's ``DeepLink/path``.
            case path(Int)
            /// The link's ``DeepLink/modal``'s own route.
            case modal
            /// The route at this index of the link's modal's path.
            case modalPath(Int)
        }

        /// The tab to select, or `nil` for the selected one; an unknown tab is ignored.
        public var tab: Tab?
        /// The routes to push on that tab.
        public var path: [Route]
        /// A modal to present once the path is open, above any modal kept; `nil` for none.
        public var modal: RouteTree<Route, Tab>.Modal?
        /// Merge with or replace a restored tree.
        public var precedence: Precedence
        /// Keep (the default) or dismiss the modals on screen.
        public var presentedModals: ModalHandling
        /// What the link gives the views at its stops: drafts, a scroll anchor, a selection, and
        /// the values `@RouteStorage` reads (``setValue(_:named:at:)``). Each replaces, name by
        /// name, what the page kept; a stop the link does not open (an index past its path, a
        /// modal it does not present) is ignored.
        public var viewStates: [Stop: PageViewState]

        /// Creates a link.
        /// - Parameters:
        ///   - tab: The tab to select; `nil` keeps the selection.
        ///   - path: The routes to push.
        ///   - modal: A modal to present above everything, kept modals included.
        ///   - precedence: Merge with (the default) or replace a restored tree.
        ///   - presentedModals: Keep (the default) or dismiss the modals on screen.
        public init(
            tab: Tab? = nil, path: [Route], modal: RouteTree<Route, Tab>.Modal? = nil,
            precedence: Precedence = .merge, presentedModals: ModalHandling = .keep
        ) {
            self.tab = tab
            self.path = path
            self.modal = modal
            self.precedence = precedence
            self.presentedModals = presentedModals
            self.viewStates = [:]
        }

        /// The view state the link gives the page at `stop`; empty when it gives none.
        public subscript(viewStateAt stop: Stop) -> PageViewState {
            get { viewStates[stop] ?? PageViewState() }
            set { viewStates[stop] = newValue.isEmpty ? nil : newValue }
        }

        /// Gives the views at `stop` a value, read there by `@RouteStorage(name)` (or a
        /// ``RouteValue`` of that name): encoded as the page would encode it.
        ///
        /// ```swift
        /// try link.setValue(Filter.unread, named: "filter", at: .tabRoot)
        /// ```
        /// - Parameters:
        ///   - value: The value.
        ///   - name: The name the view reads it under.
        ///   - stop: Where.
        /// - Throws: `Revive/ReviveError` when the value cannot be encoded.
        public mutating func setValue<Value: Encodable>(_ value: Value, named name: String, at stop: Stop) throws(ReviveError) {
            var state = PageState()
            try state.encode(value, forKey: name)
            self[viewStateAt: stop].values[name] = state[name]
        }
    }
}

extension RouteTree.DeepLink: Sendable where Route: Sendable, Tab: Sendable {}
