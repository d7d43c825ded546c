import Foundation
import ReviveNavigator
import ReviveTesting
import Testing

// Every public spelling of `ReviveTesting`, written as an app's tests write it, with plain
// `import ReviveTesting`: the simulated process, the in-memory store and key, the conformance
// suite with a fixture of the file's own.
//
// 0.2.0 nested the suite's types in `HierarchyConformance`, which is no longer generic (its
// fixture is erased, so `suite.fixture` is gone): `HierarchyConformance.Fixture` is
// `HierarchyConformance.Fixture`, `HierarchyConformance.Shape` `.Shape`, `HierarchyConformance.Failure` `.Failure`,
// `HierarchyConformance.ListViewState` `.ListViewState`, `HierarchyConformance.ListChange` `.ListChange`; `RoundTripChecker.Mismatch` is
// `RoundTripChecker<Hierarchy>.Mismatch`. `HierarchyConformance(fixture:)` and `run()` read as before.

/// The app's page under test.
private final class ComicDetailPage: Page {
    @Preserved var comicID = 0
    var finished = 0

    convenience init(comicID: Int) {
        self.init()
        self.comicID = comicID
    }
    override func revivalDidFinish() { finished += 1 }
}

/// The app's registry.
@MainActor
private func comicsRegistry() -> RestorationRegistry<Page> {
    let registry = RestorationRegistry<Page>()
    registry.register(ComicDetailPage.self) { ComicDetailPage() }
    return registry
}

/// The app's default root: two tabs of stacks.
@MainActor
private func comicsRoot() -> Page {
    TabBarPage(pages: [NavigationPage(rootPage: ComicDetailPage()), NavigationPage(rootPage: ComicDetailPage())])
}

/// The headless navigator as a conformance fixture, for the one shape it is asked about.
@MainActor
private struct TabsFixture: HierarchyConformance.Fixture {
    typealias Hierarchy = Navigator
    var shapes: [HierarchyConformance.Shape] { [.tabsOfStacksOfSameTypedPages] }
    func makeHierarchy() -> Navigator { Navigator() }
    func makeRegistry(for shape: HierarchyConformance.Shape) -> RestorationRegistry<Page> { comicsRegistry() }
    func makeRoot(for shape: HierarchyConformance.Shape) -> Page { comicsRoot() }
    func arrange(_ shape: HierarchyConformance.Shape, in navigator: Navigator) async throws {
        guard shape == .tabsOfStacksOfSameTypedPages, let tabs = navigator.rootPage as? TabBarPage else {
            throw ReviveError(.expectationFailed, "the fixture does not show \(shape)")
        }
        try tabs.select(1)
        try (tabs.selectedPage as? NavigationPage)?.push(ComicDetailPage(comicID: 42))
    }
    func postRestoreHookCount(of node: Page) -> Int { (node as? ComicDetailPage)?.finished ?? 1 }
}

@Suite @MainActor
struct ReviveTestingSourceCompat {
    // SimulatedApp for the navigator: launch, background, kill, relaunch, expectations.
    @Test func simulatedApp() async throws {
        let app = SimulatedApp(registry: comicsRegistry, rootPage: comicsRoot)
        #expect(!app.isRunning && app.launchResult == nil && app.hierarchy == nil && app.visiblePage == nil)
        #expect(app.checkpointDelay == .seconds(1))
        app.checkpointDelay = nil
        app.checkpointDelay = .milliseconds(50)
        let first = await app.launch()
        let tabs = try #require(app.navigator.rootPage as? TabBarPage)
        try (tabs.selectedPage as? NavigationPage)?.push(ComicDetailPage(comicID: 42))
        try await app.enterBackground()
        try app.enterForeground()
        app.killBySystem()
        await app.launch()
        let page: ComicDetailPage = try app.expectVisible(ComicDetailPage.self) { $0.comicID == 42 }
        try app.expectVisible(ComicDetailPage.self)
        try app.expectVisible(ComicDetailPage.self, where: { $0.comicID > 0 })
        let visible: ComicDetailPage = try app.visiblePage(as: ComicDetailPage.self)
        let report: RestoreReport = try app.restoreReport()
        let controller: RestorationController<Navigator> = try app.controller()
        #expect(first == .fresh(.noSavedState) && page === visible && report.isComplete && controller.navigator === app.navigator)
        #expect(throws: ReviveError.self) { try app.freshReason() }
        await app.forceQuitByUser()
        await app.launch()
        #expect(try app.freshReason() == .userQuit)
    }

    // SimulatedApp's settings, open before launch; a crash during restore.
    @Test func simulatedAppSettings() async throws {
        let store = InMemoryStore()
        let app = SimulatedApp<Navigator>(
            store: store, policy: RestorationPolicy(), codec: SnapshotCodec(), sceneID: "main",
            registry: comicsRegistry, rootPage: { NavigationPage(rootPage: ComicDetailPage()) }
        )
        var finished: [LaunchResult] = []
        app.restorationDidFinish = { finished.append($0) }
        app.shouldRestore = { true }
        app.shouldSave = { true }
        app.policy.maximumRestoreAttempts = 1
        app.codec = SnapshotCodec(key: try InMemoryKeyProvider().key())
        app.budget = CaptureBudget()
        app.sceneID = "main"
        await app.launch()
        try await app.enterBackground()
        app.crashDuringRestore()
        let result = await app.launch()
        let node: SimulatedApp<Navigator>.Node? = app.visiblePage
        #expect(result == .fresh(.crashedDuringLastRestore(attempts: 1)) && finished.count == 2 && node is ComicDetailPage)
        #expect(app.store is InMemoryStore && store.sceneIDs.isEmpty && app.sceneID == "main")
    }

    // SimulatedApp for any hierarchy: the generic initializer.
    @Test func genericSimulatedApp() async {
        let app = SimulatedApp(hierarchy: { Navigator() }, registry: comicsRegistry, rootPage: comicsRoot)
        let full = SimulatedApp(
            store: InMemoryStore(), policy: RestorationPolicy(), codec: SnapshotCodec(), sceneID: "default",
            budget: CaptureBudget(), hierarchy: { Navigator() }, registry: comicsRegistry, rootPage: comicsRoot
        )
        #expect(await app.launch() == .fresh(.noSavedState) && app.hierarchy?.rootPage is TabBarPage && !full.isRunning)
    }

    // A failed expectation: a ReviveError whose code ReviveTesting adds (SimulatedAppError until
    // the public types were merged).
    @Test func failedExpectation() {
        let error = ReviveError(.expectationFailed, "the visible page is nothing")
        #expect(error.message == "the visible page is nothing" && error.code == .expectationFailed)
        #expect(error.description == "expectationFailed: the visible page is nothing")
    }

    // InMemoryStore: the test store, with injected failures.
    @Test func inMemoryStore() throws {
        let store = InMemoryStore()
        try store.write(Data([1]), sceneID: "main")
        #expect(try store.read(sceneID: "main") == Data([1]) && store.writeCount == 1 && store.sceneIDs == ["main"])
        try store.delete(sceneID: "main")
        store.failNextWrites(1)
        #expect { try store.write(Data(), sceneID: "main") } throws: { ($0 as? ReviveError)?.code == .writeFailed }
    }

    // InMemoryKeyProvider: a random key, or a given one.
    @Test func inMemoryKeyProvider() throws {
        let random = InMemoryKeyProvider()
        let given = InMemoryKeyProvider(key: try random.key())
        #expect(try given.key() == random.key())
    }

    // HierarchyConformance, HierarchyConformance.Shape, HierarchyConformance.Failure: the adapter suite.
    @Test func hierarchyConformance() async {
        let suite = HierarchyConformance(fixture: TabsFixture())
        let all: [HierarchyConformance.Failure] = await suite.run()
        let refused: [HierarchyConformance.Failure] = await suite.run(.splitView)
        let failure = refused.first
        #expect(all.isEmpty && TabsFixture().shapes == [.tabsOfStacksOfSameTypedPages])
        #expect(failure?.shape == .splitView && failure?.message.isEmpty == false && failure?.description.hasPrefix("splitView") == true)
        let shapes: [HierarchyConformance.Shape] = [.tabsOfStacksOfSameTypedPages, .modalChainThreeDeep, .splitView, .customContainer, .unregisteredTab, .refusedPresentation,
                                                    .scrolledList, .textDraft, .itemSelection]
        #expect(HierarchyConformance.Shape.allCases == shapes && shapes.filter(\.restoresCompletely).count == 7 && shapes.filter(\.isViewState).count == 3)
        let changes: [HierarchyConformance.ListChange] = [.unchanged, .itemsInsertedAbove, .anchoredItemDeleted]
        #expect(HierarchyConformance.ListChange.allCases == changes && changes.map(\.expected.draft) == changes.map { _ in HierarchyConformance.ListViewState.arranged.draft })
        #expect(HierarchyConformance.ListViewState.savedItems.count == 500 && HierarchyConformance.ListViewState.anchoredItem == "item-41")
    }

    // Sendable: the test doubles and the suite's values.
    @Test func sendability() {
        let values: [any Sendable] = [
            InMemoryStore(), InMemoryKeyProvider(), ReviveError(.expectationFailed, ""), HierarchyConformance.Shape.splitView,
        ]
        sendable(HierarchyConformance.Failure.self, RoundTripChecker<Navigator>.Mismatch.self)
        #expect(values.count == 4)
    }

    // RoundTripChecker and RoundTripChecker.Mismatch, the debug round trip: in ReviveTesting since
    // 0.2.0 (before, in Revive and, for the navigator's initializer, ReviveNavigator; a file
    // that imported only those now adds `import ReviveTesting`).
    @Test func roundTripChecker() throws {
        let navigator = Navigator()
        try navigator.setRootPage(NavigationPage(rootPage: ComicDetailPage(comicID: 1)))
        var mismatches: [RoundTripChecker<Navigator>.Mismatch] = []
        let checker = RoundTripChecker(navigator: navigator, registry: comicsRegistry()) { mismatches.append($0) }
        let withCodec = RoundTripChecker(navigator: navigator, registry: comicsRegistry(), codec: SnapshotCodec(), onMismatch: { _ in })
        checker.ignoredProperties = ["finished"]
        checker.start()
        try (navigator.rootPage as? NavigationPage)?.push(ComicDetailPage(comicID: 2))
        checker.stop()
        let mismatch: RoundTripChecker<Navigator>.Mismatch? = checker.check()
        #expect(mismatch == nil && mismatches.isEmpty && withCodec.ignoredProperties.isEmpty)
        // Any hierarchy: the generic initializer, and the completion form of a check.
        let generic = RoundTripChecker(
            hierarchy: navigator, registry: comicsRegistry(), codec: SnapshotCodec(), scratchHierarchy: { Navigator() },
            onMismatch: { (found: RoundTripChecker<Navigator>.Mismatch) in Issue.record("\(found)") }
        )
        generic.check { found in
            // The recreated page ran its hook once; the live one did not.
            #expect(found?.path.isEmpty == false && found?.detail.contains("finished") == true && found?.description.hasPrefix("round trip") == true)
        }
    }
}

/// Compiles only when every type is `Sendable`.
private func sendable<each T: Sendable>(_ types: repeat (each T).Type) {}
