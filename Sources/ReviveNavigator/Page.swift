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
/// screen rather than the page that asked (see ``ModalPresentationStyle``).
@MainActor
open class Page {
    /// The identifier that tells this page apart from siblings of the same type when state
    /// is saved and restored (UIKit's `restorationIdentifier`).
    public var restorationIdentifier: String?

    /// The container (tab container or navigation stack) that holds this page, if any.
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
    public var modalPresentationStyle: ModalPresentationStyle = .automatic

    /// Whether this page's area is what a `currentContext` or `overCurrentContext`
    /// presentation from this page or one of its descendants covers (UIKit's
    /// `definesPresentationContext`). `false` by default; a ``NavigationPage`` starts with
    /// `true`, as `UINavigationController` does.
    public var definesPresentationContext = false

    /// The style this page was presented with, while it is presented.
    var activePresentationStyle: ModalPresentationStyle?

    /// Whether `viewDidLoad()` has run (it runs once, before the first appearance).
    public internal(set) var isViewLoaded = false

    /// Whether the page is on screen: it appeared and has not disappeared since.
    public internal(set) var isOnScreen = false

    weak var ownerNavigator: Navigator?

    /// The page's `@Preserved` properties, found once and kept (their storage boxes live as
    /// long as the page), sorted by key as saved state lists them.
    lazy var preservedBindings: [PreservedBinding] = PreservedProperties.bindings(of: self, below: Page.self)
        .sorted { $0.key < $1.key }

    /// Creates a page.
    /// - Parameter restorationIdentifier: The identifier used to tell siblings apart in saved state.
    public init(restorationIdentifier: String? = nil) {
        self.restorationIdentifier = restorationIdentifier
    }

    /// The pages this page contains; empty for a plain page. Containers override it.
    open var childPages: [Page] { [] }

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

    // MARK: Restoration hooks (UIKit's names)

    /// Adds custom values to the page's saved state, besides its `@Preserved` properties.
    ///
    /// Override it for values that are not stored properties; call `super` in a subclass of
    /// a page that overrides it too. The default does nothing.
    /// ```swift
    /// override func encodeRestorableState(with state: inout PageState) throws {
    ///     try state.encode(scrollOffset, forKey: "offset")
    /// }
    /// ```
    /// - Parameter state: The page's state; `@Preserved` values are already in it.
    /// - Throws: Any error stops the capture and is reported with the page's name.
    open func encodeRestorableState(with state: inout PageState) throws {}

    /// Reads the custom values written by ``encodeRestorableState(with:)``.
    ///
    /// `@Preserved` properties are restored before this runs. Throwing means the page
    /// cannot come back: it is dropped from the restored tree and the report says why.
    /// - Parameter state: The saved state.
    open func decodeRestorableState(from state: PageState) throws {}

    /// Runs after every page of the restored tree was made and given its values, before the
    /// app's "restoration finished" callback (UIKit's `applicationFinishedRestoringState`).
    open func applicationFinishedRestoringState() {}
}

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
