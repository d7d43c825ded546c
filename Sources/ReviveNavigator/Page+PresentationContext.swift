import Revive

extension Page {
    /// The page presented by this page or, when it presents nothing, by its nearest container
    /// that presents one (UIKit's `presentedViewController`, "presented by this view
    /// controller, or one of its ancestors").
    ///
    /// ``presentedPage`` is the stored link, set only on the page that actually presents;
    /// this one answers for the pages inside it too, so a page can ask "is something presented
    /// over me?" without knowing where the presentation hangs.
    ///
    /// ```swift
    /// try detail.present(reader)     // forwarded to the tab container
    /// detail.presentedPage           // nil
    /// detail.nearestPresentedPage    // reader
    /// ```
    public var nearestPresentedPage: Page? { nearestPresenter?.presentedPage }

    /// This page, or its nearest container, that presents a page.
    var nearestPresenter: Page? {
        var page: Page? = self
        while let current = page {
            if current.presentedPage != nil { return current }
            page = current.parent
        }
        return nil
    }

    /// The first page of this page's presentation line: its topmost container, which is
    /// either a presented page or the root of the tree. It covers the screen, so full-screen
    /// and sheet presentations are forwarded to it.
    var contextRoot: Page {
        var page = self
        while let parent = page.parent { page = parent }
        return page
    }

    /// The page that presents when this page is asked to present with `style`.
    ///
    /// Full-screen and sheet styles go to ``contextRoot``, the page that covers the screen
    /// (UIKit: "a full-screen presentation must be made by a view controller that itself
    /// covers the whole screen"). Current-context styles go to this page or its nearest
    /// container whose ``definesPresentationContext`` is `true`, else to ``contextRoot``
    /// (UIKit asks the window's root view controller; in a presented page, the page at the
    /// base of the presentation is the root of what covers the screen).
    func presentationContext(for style: ModalPresentationStyle) -> Page {
        if style.usesCurrentContext {
            var page: Page? = self
            while let current = page {
                if current.definesPresentationContext { return current }
                page = current.parent
            }
        }
        return contextRoot
    }

    /// Links `page` as the page this page presents, recording the style it is shown with.
    /// No validation and no lifecycle calls: callers do both.
    func attachPresented(_ page: Page) {
        presentedPage = page
        page.presentingPage = self
        page.activePresentationStyle = page.modalPresentationStyle
    }

    /// Unlinks the presented page (and with it every page presented above it). The page keeps
    /// its ``presentingPage`` until the transition has made it disappear; see
    /// ``Navigator/performTransition(_:completion:)``.
    func removePresentedChain() {
        presentedPage = nil
    }

    /// The style this page is shown with while presented (as recorded when it was presented).
    var effectivePresentationStyle: ModalPresentationStyle {
        activePresentationStyle ?? modalPresentationStyle
    }
}
