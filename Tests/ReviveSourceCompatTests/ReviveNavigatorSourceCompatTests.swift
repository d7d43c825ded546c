import Foundation
import ReviveNavigator
import ReviveTesting
import Testing

// Every public spelling of the headless navigator (`ReviveNavigator`), written as an app writes
// it, with plain `import ReviveNavigator` (which brings the engine along). A changed name, label,
// default argument or overridable member stops this file compiling.
//
// 0.2.0 nested `ModalPresentationStyle` in `Page` (`Page.ModalPresentationStyle`); inside a
// `Page` subclass and in `page.modalPresentationStyle = .fullScreen` it reads as before.
//
// 0.2.0 also broke, on purpose (one way to be restorable, one registry type):
// - `PageRegistry` is gone: a registry of pages is `RestorationRegistry<Page>()`, spelled as
//   UIKit's `RestorationRegistry<UIViewController>()`; it knows the navigator's containers.
// - `Navigator.makeRegistry()` is gone (the same registry, made a second way).
// - `Page`'s hooks take `Revivable`'s names: `encodeRestorableState(with:)` →
//   `encodeRevivableState(into:)`, `decodeRestorableState(from:)` → `decodeRevivableState(from:)`,
//   `applicationFinishedRestoringState()` → `revivalDidFinish()`; a subclass that declared
//   `revivalIdentifier` or `isTransientPresentation` now writes `override`.
// - `Navigator.captureSnapshot(registry:header:budget:)` and the report-returning
//   `Navigator.restore(from:registry:defaultRoot:didFinish:)` are gone: the hierarchy's
//   `captureSnapshot(registry:header:budget:)` and `restore(from:registry:defaultRoot:completion:)`
//   are the one capture and the one restore.
// - `RestorationController(navigator:registry:store:…)` is
//   `RestorationController(hierarchy:registry:sceneID:configuration:)`.
// - `NavigationError` is `ReviveError` (its codes are `ReviveError.Code` members).
//
// Since 0.2.0 there is `SplitPage` (the headless `UISplitViewController`: panes side by side, a
// focus, roles, collapsed), its codes `splitIndexOutOfRange` and `roleCountMismatch`, and the
// navigator's `install(children:kind:into:)`; the navigator registers `SplitPage` itself.

/// An app's page: UIKit's lifecycle hooks and custom state overridden.
private final class LibraryPage: Page {
    @Preserved var filter = "all"
    var loads = 0
    var appearances = 0
    var finished = 0
    var offset = 0.0
    /// The style a subclass names unqualified, as it did when the type was top-level.
    let detailStyle: Page.ModalPresentationStyle = .fullScreen

    override func viewDidLoad() { super.viewDidLoad(); loads += 1 }
    override func viewWillAppear() { super.viewWillAppear() }
    override func viewDidAppear() { super.viewDidAppear(); appearances += 1 }
    override func viewWillDisappear() { super.viewWillDisappear() }
    override func viewDidDisappear() { super.viewDidDisappear() }
    override func encodeRevivableState(into state: inout PageState) throws {
        try super.encodeRevivableState(into: &state)
        try state.encode(offset, forKey: "offset")
    }
    override func decodeRevivableState(from state: PageState) throws {
        try super.decodeRevivableState(from: state)
        offset = try state.decodeIfPresent(Double.self, forKey: "offset") ?? 0
    }
    override func revivalDidFinish() { super.revivalDidFinish(); finished += 1 }
    override var isTransientPresentation: Bool { super.isTransientPresentation }
    override var childPages: [Page] { super.childPages }
}

/// A page with a value and an identifier.
private final class ComicPage: Page {
    @Preserved("comic_id") var comicID = 0

    convenience init(comicID: Int) {
        self.init(restorationIdentifier: "comic-\(comicID)")
        self.comicID = comicID
    }
}

/// The app's own containers: the built-in ones are open classes.
private final class LibraryStack: NavigationPage {}
private final class MainTabs: TabBarPage {}

/// The app's registry: the built-in containers, then its pages.
@MainActor
private func appRegistry() -> RestorationRegistry<Page> {
    let registry: RestorationRegistry<Page> = RestorationRegistry<Page>()
    registry.register(LibraryPage.self) { LibraryPage() }
    registry.register(ComicPage.self, name: "Comic") { ComicPage() }
    registry.register(LibraryStack.self) { LibraryStack() }
    registry.register(MainTabs.self) { MainTabs() }
    return registry
}

@Suite @MainActor
struct ReviveNavigatorSourceCompat {
    // Page: its settable properties and overridable hooks.
    @Test func page() throws {
        let navigator = Navigator()
        let library = LibraryPage()
        _ = Page()
        let plain = Page(restorationIdentifier: "plain")
        plain.restorationIdentifier = "renamed"
        plain.modalPresentationStyle = .overFullScreen
        plain.definesPresentationContext = true
        try navigator.setRootPage(library)
        try library.present(plain)
        #expect(library.loads == 1 && library.appearances == 1 && library.isOnScreen)   // over full screen: stays
        #expect(plain.label == "Page(\"renamed\")" && plain.definesPresentationContext && plain.navigator === navigator)
    }

    // Page, continued: what a placed page reports.
    @Test func pagePlace() throws {
        let navigator = Navigator()
        let stack = NavigationPage(rootPage: LibraryPage())
        let modal = ComicPage(comicID: 42)
        try navigator.setRootPage(stack)
        let top = try #require(stack.topPage as? LibraryPage)
        var completed = false
        try top.present(modal) { completed = true }
        #expect(completed && modal.presentingPage === stack && stack.presentedPage === modal && top.nearestPresentedPage === modal)
        #expect(top.parent === stack && top.navigator === navigator && top.isViewLoaded && !top.isOnScreen && modal.isOnScreen)
        #expect(modal.label == "ComicPage(\"comic-42\")" && top.childPages.isEmpty && top.loads == 1)
        #expect(modal.modalPresentationStyle == .automatic && !modal.definesPresentationContext && modal.restorationIdentifier == "comic-42")
        try modal.dismiss()
        try top.present(ComicPage(comicID: 1), completion: nil)
        try top.dismiss(completion: { completed = false })
        #expect(!completed && stack.presentedPage == nil)
    }

    // NavigationPage: a stack, pushed and popped.
    @Test func navigationPage() throws {
        let navigator = Navigator()
        let root = LibraryPage()
        _ = NavigationPage()
        _ = NavigationPage(rootPage: Page())
        _ = NavigationPage(pages: [Page()])
        let stack: NavigationPage = LibraryStack(pages: [root], restorationIdentifier: "library")
        _ = NavigationPage(rootPage: Page(), restorationIdentifier: "other")
        try navigator.setRootPage(stack)
        let comic = ComicPage(comicID: 1)
        try stack.push(comic)
        try stack.push(ComicPage(comicID: 2), completion: {})
        let popped: Page = try stack.pop()
        try stack.push(ComicPage(comicID: 3), completion: nil)
        _ = try stack.pop(completion: nil)
        try stack.push(ComicPage(comicID: 4))
        let poppedTo: [Page] = try stack.pop(to: comic)
        _ = try stack.pop(to: comic, completion: {})
        let poppedToRoot: [Page] = try stack.popToRoot()
        _ = try stack.popToRoot(completion: nil)
        try stack.setPages([root, ComicPage(comicID: 5)])
        try stack.setPages([root], completion: {})
        #expect(popped is ComicPage && poppedTo.count == 1 && poppedToRoot.count == 1)
        #expect(stack.pages.count == 1 && stack.rootPage === root && stack.topPage === root && stack.childPages.count == 1)
        #expect { try stack.pop() } throws: { ($0 as? ReviveError)?.code == .cannotPopRoot }
    }

    // TabBarPage: tabs, selected and replaced.
    @Test func tabBarPage() throws {
        let navigator = Navigator()
        _ = TabBarPage()
        _ = TabBarPage(pages: [Page()], selectedIndex: 0)
        let tabs: TabBarPage = MainTabs(pages: [NavigationPage(rootPage: LibraryPage()), Page()], selectedIndex: 1, restorationIdentifier: "tabs")
        try navigator.setRootPage(tabs)
        try tabs.select(0)
        try tabs.select(1, completion: {})
        try tabs.setPages([Page(), Page(), Page()])
        try tabs.setPages([Page(), Page()], selectedIndex: 1)
        try tabs.setPages([Page(), Page()], selectedIndex: 0, completion: nil)
        #expect(tabs.pages.count == 2 && tabs.selectedIndex == 0 && tabs.selectedPage === tabs.pages[0] && tabs.childPages.count == 2)
        #expect { try tabs.select(5) } throws: { ($0 as? ReviveError)?.code == .tabIndexOutOfRange }
    }

    // Navigator: the root, what is seen, unwinding, the change callback.
    @Test func navigator() throws {
        let navigator = Navigator()
        var changes = 0
        navigator.onChange = { changes += 1 }
        let library = LibraryPage()
        let tabs = TabBarPage(pages: [NavigationPage(rootPage: library), Page()])
        try navigator.setRootPage(tabs)
        let stack = try #require(tabs.selectedPage as? NavigationPage)
        try stack.push(ComicPage(comicID: 7))
        try navigator.unwind(to: library)
        try stack.push(ComicPage(comicID: 8))
        try navigator.unwind(to: library, completion: {})
        try stack.push(ComicPage(comicID: 9))
        navigator.unwindToRoot()
        navigator.unwindToRoot(completion: {})
        let line: [Page] = navigator.visibleLine
        #expect(navigator.rootPage === tabs && navigator.visiblePage === library && line.last === library)
        #expect(navigator.onScreenPages.contains { $0 === library } && navigator.treeDescription.contains("<- visible") && changes > 0)
    }

    // SplitPage: panes side by side, the focus, roles, collapsing, and every way to change them.
    @Test func splitPage() throws {
        let navigator = Navigator()
        _ = SplitPage()
        _ = SplitPage(pages: [Page()])
        _ = SplitPage(pages: [Page(), Page()], roles: [.primary, .secondary])
        _ = SplitPage(pages: [Page()], focusedIndex: 0, restorationIdentifier: "panes")
        let library = LibraryPage()
        let comic = ComicPage(comicID: 1)
        let split: SplitPage = SplitPage(
            pages: [NavigationPage(rootPage: library), comic], roles: [.primary, .secondary], focusedIndex: 1, restorationIdentifier: "split"
        )
        try navigator.setRootPage(split)
        let pages: [Page] = split.pages
        let roles: [ContainerKind.Role] = split.roles
        let focused: Int? = split.focusedIndex
        let collapsed: Bool = split.isCollapsed
        #expect(pages.count == 2 && roles == [.primary, .secondary] && focused == 1 && !collapsed && split.childPages.count == 2)
        #expect(library.isOnScreen && comic.isOnScreen && navigator.visiblePage === comic && split.focusedPage === comic)
        #expect(split.page(for: .primary) === pages[0] && split.page(for: "inspector") == nil)
        try split.focus(0)
        #expect(navigator.visiblePage === library && comic.isOnScreen)
        split.setCollapsed(true)
        #expect(split.isCollapsed && library.isOnScreen && !comic.isOnScreen)
        split.setCollapsed(false, completion: {})
        try split.focus(nil, completion: {})
        #expect(comic.isOnScreen && split.focusedPage == nil)
        try split.addPage(ComicPage(comicID: 2), role: "inspector")
        try split.addPage(Page(), role: .supplementary, completion: nil)
        let middle = Page()
        try split.insertPage(middle, at: 1, role: .supplementary)
        try split.insertPage(Page(), at: 0, role: .primary, completion: {})
        let removed: Page = try split.removePage(at: 2)
        try split.removePage(at: 0, completion: {})
        #expect(removed === middle && split.roles == [.primary, .secondary, "inspector", .supplementary])
        try split.setPages([Page()])
        try split.setPages([Page(), Page()], roles: [.primary, .secondary], focusedIndex: 1)
        try split.setPages([], roles: [], focusedIndex: nil, completion: nil)
        #expect(split.pages.isEmpty && navigator.visiblePage === split)   // a split with no panes shows itself
        #expect { try split.focus(0) } throws: { ($0 as? ReviveError)?.code == .splitIndexOutOfRange }
        #expect { try split.setPages([Page()], roles: [.primary, .secondary]) } throws: { ($0 as? ReviveError)?.code == .roleCountMismatch }
    }

    // Page.ModalPresentationStyle: every style.
    @Test func modalPresentationStyle() {
        let styles: [Page.ModalPresentationStyle] = [.automatic, .fullScreen, .pageSheet, .formSheet, .currentContext, .overFullScreen, .overCurrentContext]
        #expect(Page.ModalPresentationStyle.allCases == styles)
    }

    // ReviveError: what a refused operation says, and its codes.
    @Test func navigationError() throws {
        let navigator = Navigator()
        let stack = NavigationPage(rootPage: Page())
        try navigator.setRootPage(stack)
        do {
            _ = try stack.pop()
            Issue.record("the root was popped")
        } catch {
            let code: ReviveError.Code = error.code
            #expect(code == .cannotPopRoot && error.name == "pop" && !error.message.isEmpty && !error.description.isEmpty)
        }
        let codes: [ReviveError.Code] = [
            .nothingPresented, .cannotPopRoot, .tabIndexOutOfRange, .alreadyInHierarchy, .notAnAncestor,
            .notOnScreen, .alreadyPresenting, .notInStack, .emptyContainer, .duplicatePage,
            .splitIndexOutOfRange, .roleCountMismatch,
        ]
        #expect(Set(codes.map(\.description)).count == 12)
    }

    // The navigator as a RestorableHierarchy: capture and restore, its own and the protocol's.
    @Test func restorableHierarchy() throws {
        let navigator = Navigator()
        let library = LibraryPage()
        library.filter = "unread"
        library.offset = 120
        try navigator.setRootPage(NavigationPage(pages: [library, ComicPage(comicID: 42)]))
        _ = try navigator.captureSnapshot(registry: appRegistry())
        let snapshot = try navigator.captureSnapshot(registry: appRegistry(), header: Snapshot.Header(sceneID: "main"), budget: CaptureBudget())

        let restored = Navigator()
        // The engine's one restore entry; the navigator's own
        // `restore(from:registry:defaultRoot:didFinish:) -> RestoreReport` is gone. The
        // navigator installs synchronously, so the completion has run when `restore` returns.
        // A page is a Revivable, with the engine's hook names.
        let revivable: any Revivable = library
        #expect(revivable.revivalIdentifier == library.restorationIdentifier && !revivable.isTransientPresentation)
        let pageState: PageState = try navigator.revivableState(of: library)
        let issues: [RestoreReport.Item] = try Navigator().restoreRevivableState(pageState, into: LibraryPage())
        navigator.finishRevival(of: library)
        #expect(issues.isEmpty)
        var report = RestoreReport()
        restored.restore(from: snapshot, registry: appRegistry()) { report = $0 }
        restored.restore(from: snapshot, registry: appRegistry(), defaultRoot: { NavigationPage() }) { _ in }
        restored.restore(from: snapshot, registry: appRegistry(), defaultRoot: nil, completion: { generic in #expect(generic.isComplete) })
        let again = try #require(restored.rootPage?.childPages.first as? LibraryPage)
        #expect(report.restoredPageCount == 3 && (restored.visiblePage as? ComicPage)?.comicID == 42)
        #expect(again.filter == "unread" && again.offset == 120 && again.finished == 1)
    }

    // The RestorableHierarchy requirements, called as the engine calls them.
    @Test func hierarchyRequirements() throws {
        let navigator = Navigator()
        let tabs = TabBarPage()
        let page = LibraryPage()
        let modal = ComicPage()
        navigator.setRestorationIdentifier("tabs", of: tabs)
        try navigator.install(children: [page, Page()], kind: .tabs(selectedIndex: 1), into: tabs)
        try navigator.present(modal, over: page)
        try navigator.installRoot(tabs)
        let state = try navigator.encodeState(of: page)
        let issues = try navigator.decodeState(state, into: LibraryPage())
        navigator.finishRestoration(of: page)
        navigator.settle { refused in #expect(refused.isEmpty) }
        #expect(navigator.rootNode === tabs && navigator.containerKind(of: tabs) == .tabs(selectedIndex: 1))
        #expect(navigator.children(of: tabs).count == 2 && navigator.defaultChildren(of: tabs).count == 2)
        #expect(navigator.presentedNode(of: page) === modal && navigator.restorationIdentifier(of: tabs) == "tabs")
        #expect(issues.isEmpty && page.finished == 1 && navigator.visibleNode === tabs.pages[1])
        var changes = 0
        navigator.observeChanges { changes += 1 }
        var hasher = Hasher()
        navigator.hashViewState(of: page, into: &hasher)   // the protocol's default
        #expect(!navigator.isGestureInProgress(on: page))  // the protocol's default: no gesture
        try tabs.select(0)
        #expect(changes == 1)
    }

    // The requirements a split container adds: its kind, the kind-taking install, every page
    // on screen; and a split saved and restored with its focus and roles.
    @Test func splitHierarchyRequirements() throws {
        let navigator = Navigator()
        let split = SplitPage()
        let kind = ContainerKind.split(focusedIndex: 1, roles: [.primary, .secondary])
        try navigator.install(children: [NavigationPage(rootPage: LibraryPage()), ComicPage(comicID: 42)], kind: kind, into: split)
        try navigator.installRoot(split)
        let onScreen: [Page] = navigator.visibleNodes
        #expect(navigator.containerKind(of: split) == kind && onScreen.count == 2 && navigator.visibleNode === split.pages[1])
        let snapshot = try navigator.captureSnapshot(registry: appRegistry())

        let restored = Navigator()
        var report = RestoreReport()
        restored.restore(from: snapshot, registry: appRegistry()) { report = $0 }
        let back = try #require(restored.rootPage as? SplitPage)
        let paths: [String] = report.visiblePaths
        #expect(back.focusedIndex == 1 && back.roles == [.primary, .secondary] && (back.focusedPage as? ComicPage)?.comicID == 42)
        #expect(paths.count == 2 && paths[0].hasSuffix("LibraryPage") && paths[1].hasSuffix("Comic(\"comic-42\")"))
    }

    // RestorationController for the navigator: save a two-page stack, kill, restore.
    @Test func restorationController() async throws {
        let store = InMemoryStore()
        let first = RestorationController(hierarchy: Navigator(), registry: appRegistry(), configuration: .init(store: store))
        await first.launch { NavigationPage(rootPage: LibraryPage()) }
        let stack = try #require(first.navigator.rootPage as? NavigationPage)
        try stack.push(ComicPage(comicID: 42))
        first.didEnterBackground()
        await first.waitForPendingSaves()

        let second = RestorationController(
            hierarchy: Navigator(), registry: appRegistry(), sceneID: "default", configuration: .init(store: store, policy: RestorationPolicy(), codec: SnapshotCodec(), budget: CaptureBudget())
        )
        let result = await second.launch { NavigationPage(rootPage: LibraryPage()) }
        #expect(result.report?.restoredPageCount == 3 && (second.navigator.visiblePage as? ComicPage)?.comicID == 42)
    }

    // Sendable: the values of the navigator's API.
    @Test func sendability() {
        let values: [any Sendable] = [Page.ModalPresentationStyle.automatic, ReviveError.Code.notInStack, ContainerKind.Role.primary]
        sendable(ReviveError.self)
        #expect(values.count == 3)
    }
}

/// Compiles only when every type is `Sendable`.
private func sendable<each T: Sendable>(_ types: repeat (each T).Type) {}
