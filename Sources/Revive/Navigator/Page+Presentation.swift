extension Page {
    /// Presents `page` modally over this page (UIKit's `present(_:animated:completion:)`).
    ///
    /// The presented page covers the whole screen: the pages on screen disappear and the
    /// presented page (with its selected tab and stack top, if it is a container) appears.
    /// Chains of any depth are built by presenting from the presented page.
    ///
    /// ```swift
    /// try reader.present(ReaderOptionsPage()) { print("sheet is up") }
    /// ```
    /// - Parameters:
    ///   - page: A page with no place in any hierarchy yet.
    ///   - completion: Runs after the appearance calls.
    /// - Throws: ``NavigationError``: `alreadyInHierarchy` (the page is placed already),
    ///   `notOnScreen` (this page is in an unselected tab or under a stack's top),
    ///   `alreadyPresenting` (this page, or one on its line, already presents a page).
    public func present(_ page: Page, completion: (() -> Void)? = nil) throws(NavigationError) {
        let operation = "present"
        if page === self || page.isInHierarchy || isDescendant(of: page) {
            throw NavigationError(.alreadyInHierarchy, operation, "\(page.label) already has a place in a hierarchy")
        }
        let line = Navigator.visibleLine(from: contextRoot)
        guard line.contains(where: { $0 === self }) else {
            throw NavigationError(.notOnScreen, operation, "\(label) is not on screen and cannot present \(page.label)")
        }
        if let presenter = line.first(where: { $0.presentedPage != nil }), let shown = presenter.presentedPage {
            throw NavigationError(.alreadyPresenting, operation, "\(presenter.label) already presents \(shown.label); cannot present \(page.label) from \(label)")
        }
        transition({
            presentedPage = page
            page.presentingPage = self
        }, completion: completion)
    }

    /// Dismisses the page presented by this page, and every page presented above it
    /// (UIKit's `dismiss(animated:completion:)`).
    ///
    /// As in UIKit, the call is forwarded: on a page whose screen line (its container and the
    /// container's visible children) presents a page, that presentation is dismissed; on a
    /// page that presents nothing and belongs to a presented page, that presented page is. Pages in the middle of the chain
    /// never appear on the way; every dismissed page is freed once the call returns.
    ///
    /// ```swift
    /// try options.dismiss()          // back to the reader
    /// try main.dismiss()             // from anywhere above Main, straight back to Main
    /// ```
    /// - Parameter completion: Runs after the appearance calls, before dismissed pages are freed.
    /// - Throws: ``NavigationError`` with code `nothingPresented` when this page neither
    ///   presents a page nor belongs to a presented one.
    public func dismiss(completion: (() -> Void)? = nil) throws(NavigationError) {
        let root = contextRoot
        let line = Navigator.visibleLine(from: root)
        let target: Page
        if line.contains(where: { $0 === self }), let presenter = line.first(where: { $0.presentedPage != nil }) {
            target = presenter
        } else if let presenter = root.presentingPage {
            target = presenter
        } else {
            throw NavigationError(.nothingPresented, "dismiss", "\(label) neither presents a page nor was presented")
        }
        transition({ target.removePresentedChain() }, completion: completion)
    }

    /// The first page of this page's presentation context: its topmost parent, which is
    /// either a presented page or the root of the tree.
    var contextRoot: Page {
        var page = self
        while let parent = page.parent { page = parent }
        return page
    }

    /// Unlinks the presented page (and with it every page presented above it).
    func removePresentedChain() {
        guard let presented = presentedPage else { return }
        presentedPage = nil
        presented.presentingPage = nil
    }
}
