import Foundation
import Testing
@testable import Revive
@testable import ReviveNavigator

@MainActor
struct UnwindTests {
    @Test func fromChild1StraightBackToMainFreesTheChainWithoutShowingSecond() throws {
        let navigator = Navigator()
        let main = page("Main")
        try navigator.setRootPage(main)
        weak var weakSecond: TestPage?
        weak var weakChild: TestPage?
        var completions = 0
        do {
            let second = page("Second"), child = page("Child1")
            weakSecond = second
            weakChild = child
            try main.present(second)
            try second.present(child)
            navigator.removeAllEvents()
            try navigator.unwind(to: main) { completions += 1 }
        }
        #expect(navigator.takeEvents() == ["Child1 viewWillDisappear", "Main viewWillAppear", "Main viewDidAppear", "Child1 viewDidDisappear"])
        #expect(completions == 1)
        #expect(weakSecond == nil)
        #expect(weakChild == nil)
        #expect(navigator.visiblePage === main)
    }

    @Test func dismissOnTheRootOfAChainDismissesEverythingAboveIt() throws {
        let navigator = Navigator()
        let main = page("Main")
        try navigator.setRootPage(main)
        try main.present(page("Second"))
        try #require(main.presentedPage).present(page("Child1"))
        navigator.removeAllEvents()
        try main.dismiss()
        #expect(navigator.takeEvents() == ["Child1 viewWillDisappear", "Main viewWillAppear", "Main viewDidAppear", "Child1 viewDidDisappear"])
    }

    @Test func backToTheBottomOfAPushedChain() throws {
        let navigator = Navigator()
        let a = page("A")
        let stack = NavigationPage(rootPage: a)
        try navigator.setRootPage(stack)
        weak var weakB: TestPage?
        do {
            let b = page("B")
            weakB = b
            try stack.push(b)
            try stack.push(page("C"))
        }
        navigator.removeAllEvents()
        try navigator.unwind(to: a)
        #expect(navigator.takeEvents() == ["C viewWillDisappear", "A viewWillAppear", "A viewDidAppear", "C viewDidDisappear"])
        #expect(weakB == nil)
        #expect(stack.pages.count == 1)
    }

    @Test func backThroughAStackPresentedOverATabWithPushedPages() throws {
        let navigator = Navigator()
        let home = page("Home"), list = page("List")
        let tabStack = NavigationPage(pages: [home, list], restorationIdentifier: "tabStack")
        let tabs = TabBarPage(pages: [tabStack, page("Settings")])
        try navigator.setRootPage(tabs)
        weak var weakModal: NavigationPage?
        do {
            let modal = NavigationPage(rootPage: page("M1"), restorationIdentifier: "modal")
            weakModal = modal
            try list.present(modal)
            try modal.push(page("M2"))
        }
        #expect(navigator.visiblePage?.name == "M2")
        navigator.removeAllEvents()
        var completions = 0
        try navigator.unwind(to: home) { completions += 1 }
        // Home was under List when the tab first showed, so it loads now, on its first appearance.
        #expect(navigator.takeEvents() == [
            "Home viewDidLoad",
            "modal viewWillDisappear", "M2 viewWillDisappear",
            "TabBarPage viewWillAppear", "tabStack viewWillAppear", "Home viewWillAppear",
            "TabBarPage viewDidAppear", "tabStack viewDidAppear", "Home viewDidAppear",
            "modal viewDidDisappear", "M2 viewDidDisappear",
        ])
        #expect(completions == 1)
        #expect(weakModal == nil)
        #expect(tabStack.pages.map(\.name) == ["Home"])
        #expect(navigator.visiblePage === home)
    }

    @Test func unwindToRootDismissesAllAndPopsTheRootLinesStacks() throws {
        let navigator = Navigator()
        let library = NavigationPage(pages: [page("Library"), page("Comics"), page("Detail")])
        let tabs = TabBarPage(pages: [library, page("Favorites")])
        try navigator.setRootPage(tabs)
        try #require(library.topPage).present(page("Reader"))
        var completions = 0
        navigator.unwindToRoot { completions += 1 }
        #expect(completions == 1)
        #expect(navigator.visiblePage?.name == "Library")
        #expect(library.pages.count == 1)
    }

    @Test func unwindingToTheVisiblePageChangesNothing() throws {
        let navigator = Navigator()
        let a = page("A")
        try navigator.setRootPage(a)
        navigator.removeAllEvents()
        var completed = false
        try navigator.unwind(to: a) { completed = true }
        #expect(completed)
        #expect(navigator.events.isEmpty)
    }

    /// A → B → C presented, with the log of setting them up forgotten; B and C are held only
    /// by the navigator.
    private func presentedChain() throws -> (navigator: Navigator, a: TrackedPage, log: OrderLog) {
        let log = OrderLog()
        let navigator = Navigator()
        let a = TrackedPage("A", log: log)
        try navigator.setRootPage(a)
        let b = TrackedPage("B", log: log)
        try a.present(b)
        try b.present(TrackedPage("C", log: log))
        log.removeAll()
        return (navigator, a, log)
    }

    /// UIKit's order for going from C back to A: C's appearance calls (B still presents it),
    /// A's, the completion; then B and C are freed, in either order.
    private func expectUIKitOrder(_ log: OrderLog, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(Array(log.entries.prefix(5)) == [
            "C viewWillDisappear, presented by B",
            "A viewWillAppear", "A viewDidAppear",
            "C viewDidDisappear, presented by B",
            "completion",
        ], sourceLocation: sourceLocation)
        #expect(log.entries.count == 7, sourceLocation: sourceLocation)
        #expect(Set(log.entries.dropFirst(5)) == ["B deinit", "C deinit"], sourceLocation: sourceLocation)
    }

    @Test func unwindRunsTheAppearanceCallsThenTheCompletionThenFreesEveryRemovedPage() throws {
        let (navigator, a, log) = try presentedChain()
        try navigator.unwind(to: a) { log.append("completion") }
        expectUIKitOrder(log)
        #expect(navigator.visiblePage === a)
    }

    @Test func aHierarchyNoNavigatorShowsFreesDismissedPagesAfterTheCompletionToo() throws {
        let log = OrderLog()
        let a = TrackedPage("A", log: log)
        weak var weakB: Page?
        do {
            let b = TrackedPage("B", log: log)
            weakB = b
            try a.present(b)
            try b.present(TrackedPage("C", log: log))
        }
        try a.dismiss { log.append("completion, B alive: \(weakB != nil), presented by \(weakB?.presentingPage?.name ?? "nobody")") }
        #expect(log.entries.first == "completion, B alive: true, presented by nobody")
        #expect(Set(log.entries.dropFirst()) == ["B deinit", "C deinit"])
        #expect(log.entries.count == 3 && a.presentedPage == nil)
    }

    @Test func dismissRunsTheAppearanceCallsThenTheCompletionThenFreesEveryDismissedPage() throws {
        let (navigator, a, log) = try presentedChain()
        try a.dismiss { log.append("completion") }
        expectUIKitOrder(log)
        #expect(navigator.visiblePage === a && a.presentedPage == nil)
    }
}

/// A page that logs its appearance calls, who presents it while it disappears, and its deinit.
private final class TrackedPage: Page {
    /// The name, readable from `deinit`, which runs off the main actor.
    let tag: String
    let log: OrderLog

    init(_ tag: String, log: OrderLog) {
        self.tag = tag
        self.log = log
        super.init(restorationIdentifier: tag)
    }

    override func viewWillAppear() { log.append("\(tag) viewWillAppear") }
    override func viewDidAppear() { log.append("\(tag) viewDidAppear") }
    override func viewWillDisappear() { log.append("\(tag) viewWillDisappear, presented by \(presentingPage?.name ?? "nobody")") }
    override func viewDidDisappear() { log.append("\(tag) viewDidDisappear, presented by \(presentingPage?.name ?? "nobody")") }

    deinit { log.append("\(tag) deinit") }
}

/// The order of calls and deinits, shared with `deinit`s, which may run on any thread.
private final class OrderLog: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []

    var entries: [String] { lock.withLock { storage } }
    func append(_ entry: String) { lock.withLock { storage.append(entry) } }
    func removeAll() { lock.withLock { storage.removeAll() } }
}
