import Revive

extension Page {
    /// Presents `page` modally (UIKit's `present(_:animated:completion:)`).
    ///
    /// As in UIKit, the page asked to present is not always the page that presents: the
    /// request is forwarded to the presentation context that `page`'s
    /// ``modalPresentationStyle`` calls for (see ``ModalPresentationStyle``). For the default
    /// style that is the page covering the screen — the root page, or the presented page this
    /// page belongs to — so a modal asked for by a page inside a stack inside tabs hangs on
    /// the tab container: it becomes `page`'s ``presentingPage``, and pushing, popping or
    /// selecting a tab underneath leaves `page` on screen. The pages the presentation covers
    /// disappear and `page` (with its selected tab and stack top, if it is a container)
    /// appears. Chains of any depth are built by presenting from the presented page.
    ///
    /// ```swift
    /// try detail.present(reader)        // reader.presentingPage === tabs, the root
    /// try stack.push(ComicDetailPage()) // under the reader, which stays on screen
    /// ```
    /// - Parameters:
    ///   - page: A page with no place in any hierarchy yet.
    ///   - completion: Runs after the appearance calls.
    /// - Throws: ``NavigationError``: `alreadyInHierarchy` (the page is placed already),
    ///   `notOnScreen` (this page is in an unselected tab or under a stack's top, or belongs
    ///   to a presented page that is itself hidden there),
    ///   `alreadyPresenting` (the presentation context, this page, or a page on their line
    ///   already presents a page: UIKit refuses to present on a view controller that is
    ///   already presenting). A refused call changes nothing and makes no lifecycle call.
    public func present(_ page: Page, completion: (() -> Void)? = nil) throws(NavigationError) {
        let operation = "present"
        if page === self || page.isInHierarchy || isDescendant(of: page) {
            throw NavigationError(.alreadyInHierarchy, operation, "\(page.label) already has a place in a hierarchy")
        }
        let start = contextRoot
        let line = Navigator.containerLine(from: start)
        let shownLine = start.presentingPage == nil || Navigator.visibleLine(from: topmostAncestor).contains { $0 === start }
        guard shownLine, line.contains(where: { $0 === self }) else {
            throw NavigationError(.notOnScreen, operation, "\(label) is not on screen and cannot present \(page.label)")
        }
        if let presenter = line.first(where: { $0.presentedPage != nil }), let shown = presenter.presentedPage {
            throw NavigationError(.alreadyPresenting, operation, "\(presenter.label) already presents \(shown.label); cannot present \(page.label) from \(label)")
        }
        let context = presentationContext(for: page.modalPresentationStyle)
        transition({ context.attachPresented(page) }, completion: completion)
    }

    /// Dismisses a presentation (UIKit's `dismiss(animated:completion:)`): the page presented
    /// by this page or by its nearest container, with every page presented above it; or, when
    /// neither presents, the presentation this page belongs to.
    ///
    /// As in UIKit, the presenting page is responsible for the dismissal and the call is
    /// forwarded to it, so it works from the presented page, from any page inside it, from the
    /// page that asked to present (whose container really presents), and from the presenting
    /// page itself. Pages in the middle of a chain never appear on the way; every dismissed
    /// page is freed once the call returns.
    ///
    /// ```swift
    /// try options.dismiss()          // back to the reader
    /// try detail.dismiss()           // detail asked to present the reader: the tabs dismiss it
    /// try tabs.dismiss()             // from anywhere above the tabs, straight back to them
    /// ```
    /// - Parameter completion: Runs after the appearance calls, before dismissed pages are freed.
    /// - Throws: ``NavigationError`` with code `nothingPresented` when neither this page nor
    ///   one of its containers presents a page and it belongs to no presented page.
    public func dismiss(completion: (() -> Void)? = nil) throws(NavigationError) {
        guard let presenter = nearestPresenter ?? contextRoot.presentingPage else {
            throw NavigationError(.nothingPresented, "dismiss", "\(label) neither presents a page nor was presented")
        }
        presenter.transition({ presenter.removePresentedChain() }, completion: completion)
    }
}
