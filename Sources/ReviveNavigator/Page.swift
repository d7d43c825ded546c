public import Revive

/// A screen of an app: the headless counterpart of `UIViewController`.
///
/// Subclass `Page` for each screen, as you would subclass `UIViewController`. Revive chose a
/// base class over a protocol for three reasons: pages have identity and are linked into a
/// tree (a parent, a presenting page) that the engine must own and keep consistent; the
/// lifecycle hooks need default implementations a subclass overrides selectively; and
/// `@Preserved` properties declared in superclasses must be found by walking the class
/// chain, which only a class hierarchy has.
///
/// Override the lifecycle hooks to react to appearance; they are called by the engine in
/// UIKit's order and need no call to `super`.
///
/// ```swift
/// final class ComicDetailPage: Page {
///     @Preserved("comic_id") var comicID = 0
///     override func viewWillAppear() { /* refresh */ }
/// }
/// let detail = ComicDetailPage(restorationIdentifier: "detail")
/// try stack.push(detail)
/// ```
///
/// A page belongs to at most one place at a time: one container, or presented by one page,
/// or the root of one ``Navigator``. Links to a parent and to a presenting page are weak, so
/// a page that leaves the hierarchy is freed once nothing else holds it. A presented page
/// hangs on its presentation context, as in UIKit: usually the container that covers the
/// screen rather than the page that asked (see ``Page/ModalPresentationStyle``).
@MainActor
open class Page {
    /// The identifier that tells this page apart from siblings of the same type when state
    /// is saved and restored (UIKit's `restorationIdentifier`).
    public var restorationIdentifier: String?

    /// The container (tab container, navigation stack or split container) that holds this
    /// page, if any.
    public internal(set) weak var parent: Page?

    /// The page that presents this page modally: the presentation context that the request
    /// was forwarded to, which may be a container above the page that called
    /// ``present(_:completion:)`` (UIKit's `presentingViewController` of a presented view
    /// controller). `nil` for a page that was not presented itself, even when it lies inside
    /// a presented container. A dismissed page keeps it until it has disappeared, through its
    /// `viewDidDisappear()`, as UIKit keeps `presentingViewController`.
    public internal(set) weak var presentingPage: Page?

    /// The page this page presents modally, if any: set only on the page that actually
    /// presents, the presentation context (see ``presentingPage``).
    ///
    /// A page whose container presents answers `nil` here; ``nearestPresentedPage`` answers
    /// as UIKit's `presentedViewController` does, for the page or its nearest ancestor.
    public internal(set) var presentedPage: Page?

    /// How this page covers the screen when it is presented, and so which page presents it
    /// (UIKit's `modalPresentationStyle`). Read when the page is presented; changing it while
    /// the page is presented has no effect until it is presented again.
    ///
    /// It is not saved with the page's state: set it in the page's initializer (or in the
    /// factory registered for it) so that a restored page is shown the same way.
    public var modalPresentationStyle: Page.ModalPresentationStyle = .automatic

    /// Whether this page's area is what a `currentContext` or `overCurrentContext`
    /// presentation from this page or one of its descendants covers (UIKit's
    /// `definesPresentationContext`). `false` by default; a ``NavigationPage`` starts with
    /// `true`, as `UINavigationController` does.
    public var definesPresentationContext = false

    /// The style this page was presented with, while it is presented.
    var activePresentationStyle: Page.ModalPresentationStyle?

    /// Whether `viewDidLoad()` has run (it runs once, before the first appearance).
    public internal(set) var isViewLoaded = false

    /// Whether the page is on screen: it appeared and has not disappeared since.
    public internal(set) var isOnScreen = false

    weak var ownerNavigator: Navigator?

    /// Creates a page.
    /// - Parameter restorationIdentifier: The identifier used to tell siblings apart in saved state.
    public init(restorationIdentifier: String? = nil) {
        self.restorationIdentifier = restorationIdentifier
    }

    /// The pages this page contains; empty for a plain page. Containers override it.
    open var childPages: [Page] { [] }

    /// The child shown when this page is on screen, for a container (the selected tab, the top
    /// of a stack); `nil` for a plain page. A property the containers override rather than a
    /// protocol they adopt: asking whether a page adopts a protocol it does not has the runtime
    /// search every conformance record of the process, once for each page class.
    var visibleChild: Page? { nil }

    /// The children on screen when this page is: the ``visibleChild``, or every pane of a
    /// ``SplitPage``.
    var shownChildren: [Page] { visibleChild.map { [$0] } ?? [] }

    /// A short name for logs, events and error messages: the restoration identifier if set,
    /// otherwise the type's name.
    package var name: String {
        restorationIdentifier ?? String(describing: type(of: self))
    }

    /// The navigator whose hierarchy contains this page, if any.
    public var navigator: Navigator? {
        topmostAncestor.ownerNavigator
    }

    // MARK: Lifecycle hooks (UIKit's names and order)

    /// Called once, before the page first appears.
    open func viewDidLoad() {}
    /// Called before the page comes on screen.
    open func viewWillAppear() {}
    /// Called after the page came on screen.
    open func viewDidAppear() {}
    /// Called before the page leaves the screen.
    open func viewWillDisappear() {}
    /// Called after the page left the screen.
    open func viewDidDisappear() {}

    // MARK: Restoration hooks (Revivable's names)

    /// Adds custom values to the page's saved state, besides its `@Preserved` properties
    /// (`Revive/Revivable/encodeRevivableState(into:)`).
    ///
    /// Override it for values that are not stored properties; call `super` in a subclass of
    /// a page that overrides it too. The default does nothing.
    /// ```swift
    /// override func encodeRevivableState(into state: inout PageState) throws {
    ///     try state.encode(scrollOffset, forKey: "offset")
    /// }
    /// ```
    /// - Parameter state: The page's state; `@Preserved` values are already in it.
    /// - Throws: Any error stops the capture and is reported with the page's name.
    open func encodeRevivableState(into state: inout PageState) throws {}

    /// Reads the custom values written by ``encodeRevivableState(into:)``
    /// (`Revive/Revivable/decodeRevivableState(from:)`).
    ///
    /// `@Preserved` properties are restored before this runs. Check ranges here: a file may
    /// be old or hostile. Throwing means the page cannot come back: it is dropped from the
    /// restored tree and the report says why.
    /// ```swift
    /// override func decodeRevivableState(from state: PageState) throws {
    ///     scrollOffset = min(max(try state.decodeIfPresent(Double.self, forKey: "offset") ?? 0, 0), 1e6)
    /// }
    /// ```
    /// - Parameter state: The saved state.
    /// - Throws: Any error drops the page, with the error in the report.
    open func decodeRevivableState(from state: PageState) throws {}

    /// Runs after every page of the restored tree was made, given its values and put on
    /// screen, before the app's "restoration finished" callback
    /// (`Revive/Revivable/revivalDidFinish()`; UIKit's `applicationFinishedRestoringState`).
    /// ```swift
    /// override func revivalDidFinish() { reloadComic() }
    /// ```
    open func revivalDidFinish() {}

    /// Whether this page, when presented, is on screen only for a moment (a confirmation, a
    /// picker): `true` keeps it out of every save, with anything it presents
    /// (`Revive/Revivable/isTransientPresentation`). `false` by default.
    /// ```swift
    /// final class ConfirmPage: Page { override var isTransientPresentation: Bool { true } }
    /// ```
    open var isTransientPresentation: Bool { false }

    /// Lists no property and names `Page`: a page's base class has no `@Preserved` property. A
    /// subclass marked `@Preserving` overrides it; one that is not is read from its mirror
    /// (`Revive/PreservedPropertyListing`). `Page` declares it so that the engine calls it on
    /// any page with no runtime lookup of the conformance.
    /// - Parameter list: The list.
    open func listPreservedProperties(into list: inout PreservedPropertyList) {
        list.listed(Page.self)
    }
}

/// A page comes back through the engine's one path for every adopter
/// (``Revive/CapturableHierarchy/revivableState(of:)``): its `@Preserved` properties, then the
/// hooks above, which `Page` declares `open` so that subclasses override them.
///
/// The hooks carry `Revivable`'s names, not UIKit's (`encodeRestorableState(with:)`,
/// `applicationFinishedRestoringState()`): they are the names a `UIViewController` must use
/// (UIKit's own would start UIKit's state restoration, with an `NSCoder`), so a page, a view
/// controller and any other adopter read the same, and an app moving between the navigator and
/// UIKit keeps its code.
extension Page: Revivable {
    /// The page's ``restorationIdentifier``.
    public var revivalIdentifier: String? { restorationIdentifier }
}

extension Page: PreservedPropertyListing {}

extension Page {
    /// The page at the top of this page's tree: follows parents and presenting pages upward.
    var topmostAncestor: Page {
        var page = self
        while let up = page.parent ?? page.presentingPage { page = up }
        return page
    }

    /// Whether `self` is `other` or lies below it (as a child or presented page, at any depth).
    func isDescendant(of other: Page) -> Bool {
        var page: Page? = self
        while let current = page {
            if current === other { return true }
            page = current.parent ?? current.presentingPage
        }
        return false
    }

    /// Whether the page already has a place in some hierarchy.
    var isInHierarchy: Bool {
        parent != nil || presentingPage != nil || ownerNavigator != nil
    }
}

extension Page {
    /// The page's type and restoration identifier, as error messages quote it:
    /// `ComicDetailPage("detail")`.
    public var label: String {
        let type = String(describing: Swift.type(of: self))
        guard let id = restorationIdentifier else { return type }
        return "\(type)(\"\(id)\")"
    }
}

// MARK: - Presentation

extension Page {
    /// Presents `page` modally (UIKit's `present(_:animated:completion:)`).
    ///
    /// As in UIKit, the page asked to present is not always the page that presents: the
    /// request is forwarded to the presentation context that `page`'s
    /// ``modalPresentationStyle`` calls for (see ``Page/ModalPresentationStyle``). For the default
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
    /// - Throws: `ReviveError`: `alreadyInHierarchy` (the page is placed already),
    ///   `notOnScreen` (this page is in an unselected tab, under a stack's top or in a pane
    ///   a collapsed split container hides, or belongs to a presented page that is itself
    ///   hidden there; a page in any pane of a split container on screen may present),
    ///   `alreadyPresenting` (the presentation context, this page, or a page on their line
    ///   already presents a page: UIKit refuses to present on a view controller that is
    ///   already presenting). A refused call changes nothing and makes no lifecycle call.
    public func present(_ page: Page, completion: (() -> Void)? = nil) throws(ReviveError) {
        let operation = "present"
        if page === self || page.isInHierarchy || isDescendant(of: page) {
            throw ReviveError(.alreadyInHierarchy, name: operation, "\(page.label) already has a place in a hierarchy")
        }
        let start = contextRoot
        let shownLine = start.presentingPage == nil || Navigator.visibleTree(from: topmostAncestor).contains { $0 === start }
        guard shownLine, Navigator.shownTree(from: start).contains(where: { $0 === self }) else {
            throw ReviveError(.notOnScreen, name: operation, "\(label) is not on screen and cannot present \(page.label)")
        }
        // The pages of this page's line, outermost first: its containers from the context
        // root down, this page, and what it shows.
        var line = Navigator.shownTree(from: self)
        var container = parent
        while let current = container {
            line.insert(current, at: 0)
            container = current.parent
        }
        if let presenter = line.first(where: { $0.presentedPage != nil }), let shown = presenter.presentedPage {
            throw ReviveError(.alreadyPresenting, name: operation, "\(presenter.label) already presents \(shown.label); cannot present \(page.label) from \(label)")
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
    /// - Throws: `ReviveError` with code `nothingPresented` when neither this page nor
    ///   one of its containers presents a page and it belongs to no presented page.
    public func dismiss(completion: (() -> Void)? = nil) throws(ReviveError) {
        guard let presenter = nearestPresenter ?? contextRoot.presentingPage else {
            throw ReviveError(.nothingPresented, name: "dismiss", "\(label) neither presents a page nor was presented")
        }
        presenter.transition({ presenter.removePresentedChain() }, completion: completion)
    }
}

// MARK: - Presentation context

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
    func presentationContext(for style: Page.ModalPresentationStyle) -> Page {
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
    var effectivePresentationStyle: Page.ModalPresentationStyle {
        activePresentationStyle ?? modalPresentationStyle
    }
}
