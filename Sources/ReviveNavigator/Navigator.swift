import Revive

/// The headless window of an app: owns the root page, finds the visible page, and drives
/// every page's lifecycle in UIKit's order.
///
/// `Navigator` is to Revive what `UIWindow` is to UIKit: set a root page and the pages on
/// screen receive `viewDidLoad`, `viewWillAppear` and `viewDidAppear`. Navigation itself is
/// done on the pages, as in UIKit (``Page/present(_:completion:)``,
/// ``NavigationPage/push(_:completion:)``, ``TabBarPage/select(_:completion:)``), and
/// ``unwind(to:completion:)`` goes straight back to any page on the way to the visible one.
///
/// ```swift
/// let navigator = Navigator()
/// let tabs = TabBarPage(pages: [NavigationPage(rootPage: LibraryPage()), SettingsPage()])
/// try navigator.setRootPage(tabs)
/// navigator.visiblePage   // the LibraryPage
/// ```
///
/// Every transition is synchronous (there is no animation): the completion runs before the
/// call returns, and pages that left the hierarchy are freed right after it.
@MainActor
public final class Navigator {
    /// The root page, if one was set.
    public private(set) var rootPage: Page?

    /// The lifecycle calls made so far, oldest first. The log keeps the latest
    /// ``maximumEventCount`` events at least; older ones are dropped in batches.
    package private(set) var events: [LifecycleEvent] = []

    /// How many events ``events`` keeps before the oldest are dropped.
    package var maximumEventCount = 10_000

    /// Called for every lifecycle event, right before the page's own hook runs.
    package var onEvent: ((LifecycleEvent) -> Void)?

    /// Called after every completed navigation change: the app's own observer.
    ///
    /// A ``Revive/RoundTripChecker`` observes changes through a slot of its own, so setting this
    /// never turns a started checker off, and starting a checker never replaces this.
    public var onChange: (() -> Void)?

    /// Observers that are not the app's: each started ``Revive/RoundTripChecker``, by identity.
    package var changeObservers: [ObjectIdentifier: () -> Void] = [:]

    /// Creates a navigator with no root page.
    public init() {}

    /// The page the user sees, the last of ``visibleLine``: from the root, at each page the
    /// page it presents, else the selected tab, else the top of a stack, until a plain page
    /// that presents nothing is reached.
    public var visiblePage: Page? { visibleLine.last }

    /// The pages on screen, outermost first, the visible page last. Pages under a
    /// `fullScreen` (or sheet) presentation are off screen; those under an `overFullScreen`
    /// one stay; a `currentContext` one takes its context off screen and leaves the
    /// containers around it on screen.
    public var onScreenPages: [Page] {
        guard let rootPage else { return [] }
        return Navigator.onScreenPages(from: rootPage)
    }

    /// Makes `page` the root and brings the pages on screen into view.
    ///
    /// A previous root leaves the screen and the hierarchy (and is freed when nothing else
    /// holds it).
    /// - Parameter page: A page with no place in any hierarchy yet.
    /// - Throws: ``NavigationError`` with code `alreadyInHierarchy` if `page` is already placed.
    public func setRootPage(_ page: Page) throws(NavigationError) {
        guard page !== rootPage else { return }
        guard !page.isInHierarchy else {
            throw NavigationError(.alreadyInHierarchy, "setRootPage", "\(page.label) already has a place in a hierarchy")
        }
        let old = rootPage
        performTransition {
            old?.ownerNavigator = nil
            page.ownerNavigator = self
            rootPage = page
        }
    }

    /// Forgets the recorded events.
    package func removeAllEvents() { events.removeAll() }
}

extension Navigator {
    /// Runs `change` and then the appearance calls it implies, in UIKit's order:
    /// arriving `viewDidLoad` (first time only), leaving `viewWillDisappear`, arriving
    /// `viewWillAppear`, arriving `viewDidAppear`, leaving `viewDidDisappear`, `completion`.
    ///
    /// The pages the change removes live until the completion and the observers have run, and
    /// a dismissed page keeps its ``Page/presentingPage`` until it has disappeared, as UIKit
    /// keeps `presentingViewController` until `viewDidDisappear`.
    func performTransition(_ change: () -> Void, completion: (() -> Void)? = nil) {
        let tree = rootPage.map(Navigator.treePages(from:)) ?? []
        let before = onScreenPages
        change()
        let after = onScreenPages
        let beforeIDs = Set(before.map(ObjectIdentifier.init))
        let afterIDs = Set(after.map(ObjectIdentifier.init))
        let leaving = before.filter { !afterIDs.contains(ObjectIdentifier($0)) }
        let arriving = after.filter { !beforeIDs.contains(ObjectIdentifier($0)) }

        for page in arriving where !page.isViewLoaded {
            page.isViewLoaded = true
            send(.viewDidLoad, to: page)
        }
        for page in leaving { send(.viewWillDisappear, to: page) }
        for page in arriving { send(.viewWillAppear, to: page) }
        for page in arriving {
            page.isOnScreen = true
            send(.viewDidAppear, to: page)
        }
        for page in leaving {
            page.isOnScreen = false
            send(.viewDidDisappear, to: page)
        }
        Navigator.unlinkDismissedPages(tree)
        completion?()
        onChange?()
        for observer in changeObservers.values { observer() }
        withExtendedLifetime(tree) {}
    }

    /// `start` and every page under it: its children and the page it presents, at any depth.
    static func treePages(from start: Page) -> [Page] {
        var pages: [Page] = []
        var pending = [start]
        while let page = pending.popLast() {
            pages.append(page)
            pending.append(contentsOf: page.childPages)
            if let presented = page.presentedPage { pending.append(presented) }
        }
        return pages
    }

    /// Ends the presentation of every page of `pages` that its presenting page no longer
    /// presents: its ``Page/presentingPage`` link goes once it has disappeared.
    static func unlinkDismissedPages(_ pages: [Page]) {
        for page in pages {
            guard let presenter = page.presentingPage, presenter.presentedPage !== page else { continue }
            page.presentingPage = nil
            page.activePresentationStyle = nil
        }
    }

    private func send(_ kind: LifecycleEvent.Kind, to page: Page) {
        let event = LifecycleEvent(pageName: page.name, pageID: ObjectIdentifier(page), kind: kind)
        events.append(event)
        // Trim in batches so that a long-running app does not shift the log on every event.
        if events.count >= 2 * maximumEventCount { events.removeFirst(events.count - maximumEventCount) }
        onEvent?(event)
        switch kind {
        case .viewDidLoad: page.viewDidLoad()
        case .viewWillAppear: page.viewWillAppear()
        case .viewDidAppear: page.viewDidAppear()
        case .viewWillDisappear: page.viewWillDisappear()
        case .viewDidDisappear: page.viewDidDisappear()
        }
    }
}

extension Page {
    /// Runs a structural change through the navigator that shows this page's hierarchy, so
    /// appearance calls are made; a hierarchy not shown by any navigator changes silently.
    /// `change` changes this page's own links only: its children or the page it presents.
    func transition(_ change: () -> Void, completion: (() -> Void)?) {
        if let navigator {
            navigator.performTransition(change, completion: completion)
        } else {
            // A change on this page removes only its own children and the page it presents
            // (with what hangs on them): holding those keeps every removed page alive.
            var removable = childPages
            if let presentedPage { removable.append(presentedPage) }
            change()
            Navigator.unlinkDismissedPages(removable)
            completion?()
            withExtendedLifetime(removable) {}
        }
    }
}
