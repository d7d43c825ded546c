import Revive

/// The headless window of an app: owns the root page, finds the visible page, and drives
/// every page's lifecycle in UIKit's order.
///
/// `Navigator` is to Revive what `UIWindow` is to UIKit: set a root page and the pages on
/// screen receive `viewDidLoad`, `viewWillAppear` and `viewDidAppear`. Navigation itself is
/// done on the pages, as in UIKit (``Page/present(_:completion:)``,
/// ``NavigationPage/push(_:completion:)``, ``TabBarPage/select(_:completion:)``,
/// ``SplitPage/focus(_:completion:)``), and ``unwind(to:completion:)`` goes straight back to any
/// page on the way to a page on screen.
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
    /// A `RoundTripChecker` (`ReviveTesting`) observes changes through a slot of its own, so setting this
    /// never turns a started checker off, and starting a checker never replaces this.
    public var onChange: (() -> Void)?

    /// Observers that are not the app's, by the identity of their owner: each started
    /// `RoundTripChecker` (`ReviveTesting`), a checkpointing adapter, a test. Called after
    /// ``onChange`` on every completed navigation change; remove one by setting it to `nil`.
    ///
    /// ```swift
    /// navigator.changeObservers[ObjectIdentifier(self)] = { [weak self] in self?.refresh() }
    /// ```
    public var changeObservers: [ObjectIdentifier: () -> Void] = [:]

    /// Creates a navigator with no root page.
    public init() {}

    /// The page the user sees, the last of ``visibleLine``: from the root, at each page the
    /// page it presents, else the selected tab, else the focused pane of a split container
    /// (the first pane when none has the focus), else the top of a stack, until a plain page
    /// that presents nothing is reached.
    ///
    /// A split container shows every pane: this is the one that has the focus.
    /// `visibleNodes` (`Revive/CapturableHierarchy/visibleNodes`) lists the page at the end of
    /// every pane.
    public var visiblePage: Page? { visibleLine.last }

    /// The pages on screen, outermost first, the visible page last when no split container
    /// is on screen. Pages under a
    /// `fullScreen` (or sheet) presentation are off screen; those under an `overFullScreen`
    /// one stay; a `currentContext` one takes its context off screen and leaves the
    /// containers around it on screen. A split container's panes are all on screen, in pane
    /// order, each with the pages it shows.
    public var onScreenPages: [Page] {
        guard let rootPage else { return [] }
        return Navigator.onScreenPages(from: rootPage)
    }

    /// Makes `page` the root and brings the pages on screen into view.
    ///
    /// A previous root leaves the screen and the hierarchy (and is freed when nothing else
    /// holds it).
    /// - Parameter page: A page with no place in any hierarchy yet.
    /// - Throws: `ReviveError` with code `alreadyInHierarchy` if `page` is already placed.
    public func setRootPage(_ page: Page) throws(ReviveError) {
        guard page !== rootPage else { return }
        guard !page.isInHierarchy else {
            throw ReviveError(.alreadyInHierarchy, name: "setRootPage", "\(page.label) already has a place in a hierarchy")
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

// MARK: - Visible line

extension Navigator {
    /// The pages from the root to the visible page, outermost first.
    ///
    /// At each page, the page it presents wins (wherever the presentation hangs: on a plain
    /// page, a stack or a tab container); else a tab container's selected tab; else a split
    /// container's focused pane (the first when none has the focus); else a stack's top. The
    /// last page is ``visiblePage``. Pages under a presentation are not on the line, nor are
    /// the panes of a split container that do not have the focus; see ``onScreenPages`` for
    /// what is on screen.
    ///
    /// ```swift
    /// try detail.present(reader)     // hangs on the tab container, the root
    /// navigator.visibleLine          // [tabs, reader]
    /// try split.focus(0)
    /// navigator.visibleLine          // [split, sidebarStack, SidebarPage]
    /// ```
    public var visibleLine: [Page] {
        guard let rootPage else { return [] }
        return Navigator.visibleLine(from: rootPage)
    }

    /// `start`, then repeatedly the page it presents, else its selected tab or stack top.
    static func visibleLine(from start: Page) -> [Page] {
        var line = [start]
        var page = start
        while let next = page.presentedPage ?? page.visibleChild {
            line.append(next)
            page = next
        }
        return line
    }

    /// `start` and every page its containers show, at any depth (the selected tab, a stack's
    /// top, every pane of a split), whatever is presented over them: the pages of one
    /// presentation line, of every pane.
    static func shownTree(from start: Page) -> [Page] {
        var pages: [Page] = []
        var pending = [start]
        while let page = pending.popLast() {
            pages.append(page)
            pending.append(contentsOf: page.shownChildren.reversed())
        }
        return pages
    }

    /// As ``visibleLine(from:)`` through every pane of a split container: from `start`, at
    /// each page the page it presents, else every child it shows.
    static func visibleTree(from start: Page) -> [Page] {
        var pages: [Page] = []
        var pending = [start]
        while let page = pending.popLast() {
            pages.append(page)
            if let presented = page.presentedPage {
                pending.append(presented)
            } else {
                pending.append(contentsOf: page.shownChildren.reversed())
            }
        }
        return pages
    }

    /// The pages on screen under `start`, outermost first.
    ///
    /// As ``visibleLine(from:)``, except that a presentation whose style leaves the
    /// presenting pages in place (`overFullScreen`, `overCurrentContext`) keeps the
    /// presenting page's own line on screen under it; a `currentContext` one takes the
    /// presenting page and its children off screen (the containers around it stay); and one
    /// that covers the screen (`fullScreen`, the sheets) takes every page under it off screen,
    /// the other panes of a split container around it included.
    static func onScreenPages(from start: Page) -> [Page] {
        var pages: [Page] = []
        appendOnScreenPages(from: start, into: &pages)
        return pages
    }

    /// Appends the pages on screen from `page`.
    /// - Returns: Whether a presentation under `page` covers the whole screen, which hides
    ///   the panes after it too.
    @discardableResult
    private static func appendOnScreenPages(from page: Page, under presentation: Bool = true, into pages: inout [Page]) -> Bool {
        if presentation, let presented = page.presentedPage {
            let style = presented.effectivePresentationStyle
            var covers = false
            if !style.removesPresentingPages {
                covers = appendOnScreenPages(from: page, under: false, into: &pages)
            } else if style.coversScreen {
                pages.removeAll()
                covers = true
            }
            return appendOnScreenPages(from: presented, into: &pages) || covers
        }
        pages.append(page)
        for child in page.shownChildren {
            if appendOnScreenPages(from: child, into: &pages) { return true }
        }
        return false
    }
}

// MARK: - Tree description

extension Navigator {
    /// The whole hierarchy drawn as indented text, one page a line, for logs and tests.
    ///
    /// Containers list their children; the selected tab and the focused pane are marked `*`; a presented page
    /// follows the page that presents it — its presentation context, a container as often as
    /// not — after `presents`; the visible page is marked `<- visible`.
    ///
    /// ```
    /// TabBarPage
    ///   *NavigationPage("library")
    ///     LibraryPage
    ///     ComicDetailPage("42")
    ///   SettingsPage
    ///   presents ReaderPage <- visible
    /// ```
    public var treeDescription: String {
        guard let rootPage else { return "(no root page)" }
        var lines: [String] = []
        describe(rootPage, depth: 0, marker: "", visible: visiblePage, into: &lines)
        return lines.joined(separator: "\n")
    }

    private func describe(_ page: Page, depth: Int, marker: String, visible: Page?, into lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        lines.append(indent + marker + page.label + (page === visible ? " <- visible" : ""))
        let selected = (page as? TabBarPage)?.selectedPage ?? (page as? SplitPage)?.focusedPage
        for child in page.childPages {
            describe(child, depth: depth + 1, marker: child === selected ? "*" : "", visible: visible, into: &lines)
        }
        if let presented = page.presentedPage {
            describe(presented, depth: depth + 1, marker: "presents ", visible: visible, into: &lines)
        }
    }
}
