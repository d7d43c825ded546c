import Revive

extension Page {
    /// How a presented page covers the screen, and so which page presents it: the headless
    /// `UIModalPresentationStyle`.
    ///
    /// Set it on the page to be presented, before presenting it, as in UIKit
    /// ([`modalPresentationStyle`](https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle)).
    /// The style decides two things:
    ///
    /// - **The presentation context**: which page actually presents, and so which page the
    ///   presented one hangs on (its ``Page/presentingPage``). A full-screen or sheet
    ///   presentation is forwarded up the containers to the page that covers the screen: the root
    ///   page, or the presented page at the base of the current presentation line. A
    ///   current-context presentation is forwarded to the nearest container (or the page itself)
    ///   whose ``Page/definesPresentationContext`` is `true`, else likewise to the page that
    ///   covers the screen.
    /// - **What stays on screen**: `fullScreen` and the sheet styles cover the screen and take
    ///   every page under them off screen (they get `viewWillDisappear` and `viewDidDisappear`);
    ///   `currentContext` takes the presenting page and its children off screen and leaves the
    ///   containers around it (a tab bar); `overFullScreen` and `overCurrentContext` leave the
    ///   pages under them on screen.
    ///
    /// ```swift
    /// let search = SearchResultsPage()
    /// search.modalPresentationStyle = .currentContext
    /// libraryStack.definesPresentationContext = true    // the default for a NavigationPage
    /// try libraryList.present(search)                    // hangs on libraryStack; the tab bar stays
    /// ```
    ///
    /// The navigator has no size classes; it behaves as UIKit does on an iPhone when a sheet is
    /// shown full screen (compact height, or any iPhone before iOS 13): `automatic`, `pageSheet`
    /// and `formSheet` are presented from the page that covers the screen and take the pages
    /// under them off screen, which is the lifecycle order ``Navigator`` pins. A card sheet in
    /// portrait on iOS 13 and later leaves the presenting view in the window without disappear
    /// calls; choose `overFullScreen` for that order.
    public enum ModalPresentationStyle: Hashable, CaseIterable {
        /// The system's default; on an iPhone, a sheet (see the discussion above). The default.
        case automatic
        /// Covers the screen; the presenting page and its children leave the screen.
        case fullScreen
        /// A page sheet; presented as `automatic` is.
        case pageSheet
        /// A form sheet; presented as `automatic` is.
        case formSheet
        /// Covers the page that defines the presentation context; that page and its children
        /// leave the screen, the containers around it (a tab bar) stay.
        case currentContext
        /// Covers the screen; the pages under it stay on screen.
        case overFullScreen
        /// Covers the page that defines the presentation context; the pages under it stay on screen.
        case overCurrentContext
    }
}

extension Page.ModalPresentationStyle {
    /// Whether the presentation is forwarded to a page that defines the presentation context
    /// rather than straight to the page that covers the screen.
    var usesCurrentContext: Bool {
        switch self {
        case .currentContext, .overCurrentContext: true
        case .automatic, .fullScreen, .pageSheet, .formSheet, .overFullScreen: false
        }
    }

    /// Whether the presenting page and its children leave the screen once the presentation
    /// is done ("the views belonging to the presenting view controller are removed").
    var removesPresentingPages: Bool {
        switch self {
        case .overFullScreen, .overCurrentContext: false
        case .automatic, .fullScreen, .pageSheet, .formSheet, .currentContext: true
        }
    }

    /// Whether the presented page covers the whole screen, not only its context's area.
    var coversScreen: Bool {
        switch self {
        case .currentContext, .overCurrentContext: false
        case .automatic, .fullScreen, .pageSheet, .formSheet, .overFullScreen: true
        }
    }
}

extension Page.ModalPresentationStyle: Sendable {}
