import Foundation
import Crypto
import InMemoryLogging
import Logging
import Observation
import ReviveFaults
import Testing
@testable import Revive
@testable import ReviveSwiftUI
@testable import ReviveTesting

/// Observation per place: a change invalidates only the views that read what changed. Each
/// "view" here is an observation of what one view body reads, re-armed after each change as
/// SwiftUI does; the counts are its invalidations.
@MainActor
struct ReviveRouterObservationTests {
    enum AppTab: Codable, Hashable { case library, settings }

    /// A view body that reads `read`: counts its invalidations and observes again after each,
    /// as SwiftUI re-evaluates a body.
    @MainActor
    final class Invalidations {
        private(set) var count = 0
        /// The changes observed, counted as they happen; `count` catches up once they re-armed.
        private let changes = LockedValue(0)
        private let read: () -> Void

        init(_ read: @escaping () -> Void) {
            self.read = read
            arm()
        }

        /// Whether every change observed so far has been counted and observed again.
        var isArmed: Bool { changes.withLock { $0 } == count }

        private func arm() {
            withObservationTracking { read() } onChange: { [weak self, changes] in
                changes.withLock { $0 += 1 }
                Task { @MainActor in
                    self?.count += 1
                    self?.arm()
                }
            }
        }
    }

    /// The views of the running test, for ``settle()``.
    private let views = Views()

    @MainActor
    final class Views {
        var all: [Invalidations] = []
        var isArmed: Bool { all.allSatisfy { $0.isArmed } }
    }

    private func track(_ read: @escaping () -> Void) -> Invalidations {
        let view = Invalidations(read)
        views.all.append(view)
        return view
    }

    /// Lets the re-arming tasks run, until every view observes again (at most 30 s).
    private func settle() async {
        let views = self.views
        await waitUntil { views.isArmed }
        #expect(views.isArmed, "a view was not observed again")
    }

    private func launchedRouter() async -> ReviveRouter<TestRoute, AppTab> {
        let router = ReviveRouter(routes: TestRoute.registry, defaultTree: RouteTree<TestRoute, AppTab>(tabs: [.library, .settings]),
                                  sceneID: "s", configuration: .init(store: InMemoryStore()))
        await router.launch()
        router[pathForTab: .library] = [.list, .item(id: 1)]
        router[pathForTab: .settings] = [.note("prefs")]
        return router
    }

    @Test func typingInOneDraftInvalidatesOnlyTheViewsThatReadItsPlace() async {
        let router = await launchedRouter()
        let comment = RouteTree<TestRoute, AppTab>.Place.tab(.library, pathIndex: 1)
        let other = RouteTree<TestRoute, AppTab>.Place.tab(.settings, pathIndex: 0)
        let commentField = track { _ = router[textAt: comment, named: "comment"] }
        let sameCommentsAnchor = track { _ = router[scrollAnchorIDAt: comment] }
        let otherField = track { _ = router[textAt: other, named: "comment"] }
        let tabBar = track { _ = router.selectedTab }
        let libraryStack = track { _ = router[pathForTab: .library] }
        let settingsStack = track { _ = router[pathForTab: .settings] }
        let modals = track { _ = router[modalAt: 0, .sheet] }
        let visible = track { _ = router.visiblePlace }
        let wholeTree = track { _ = router.tree }

        for text in ["G", "Gr", "Gre", "Grea", "Great"] {
            router[textAt: comment, named: "comment"] = text
            await settle()
        }

        #expect(commentField.count == 5)
        #expect(sameCommentsAnchor.count == 5, "a place is observed as a whole: its anchor's view re-renders too")
        #expect([otherField, tabBar, libraryStack, settingsStack, modals, visible].map(\.count) == [0, 0, 0, 0, 0, 0])
        #expect(wholeTree.count == 5, "a view that reads the whole tree sees every change")
    }

    /// What `routeDestinations` reads for each pushed view: its place on its own stack and its
    /// `@RouteStorage` values there. Typing in another page's draft does not re-render it; it did
    /// when it read `router.tree` (the claim "typing in one text field re-renders only the views
    /// that read that page" now holds for pushed views too).
    @Test func aPushedDestinationIsNotReRenderedByTypingInAnotherPage() async {
        let router = await launchedRouter()
        let comment = RouteTree<TestRoute, AppTab>.Place.tab(.library, pathIndex: 1)
        let pushedInSettings = track {
            let location = router.storageLocation(of: .note("prefs"), in: .tab(.settings))
            _ = location.map { RouteValue("zoom", default: 1.0, at: $0).wrappedValue }
        }
        let pushedInLibrary = track {
            let location = router.storageLocation(of: .list, in: .tab(.library))
            _ = location.map { RouteValue("zoom", default: 1.0, at: $0).wrappedValue }
        }
        let readingTheTree = track { _ = router.tree.place(of: .note("prefs"), in: .tab(.settings)) }

        for text in ["G", "Gr", "Gre", "Grea", "Great"] {
            router[textAt: comment, named: "comment"] = text
            await settle()
        }
        #expect(pushedInSettings.count == 0 && pushedInLibrary.count == 0)
        #expect(readingTheTree.count == 5, "what routeDestinations read before: every keystroke")

        router[pathForTab: .settings] = [.note("prefs"), .list]
        await settle()
        #expect(pushedInSettings.count == 1 && pushedInLibrary.count == 0, "its own stack changing re-renders it")
    }

    @Test func navigatingInvalidatesTheStackAndPlacesItChangesOnly() async {
        let router = await launchedRouter()
        router[textAt: .tab(.settings, pathIndex: 0), named: "note"] = "kept"
        let libraryStack = track { _ = router[pathForTab: .library] }
        let settingsStack = track { _ = router[pathForTab: .settings] }
        let settingsNote = track { _ = router[textAt: .tab(.settings, pathIndex: 0), named: "note"] }
        let tabBar = track { _ = router.selectedTab }
        let visible = track { _ = router.visiblePlace }

        router.push(.item(id: 2))
        await settle()
        router.selectedTab = .settings
        await settle()

        #expect(libraryStack.count == 1)
        #expect(settingsStack.count == 0)
        #expect(settingsNote.count == 0)
        #expect(tabBar.count == 1)
        #expect(visible.count == 2)
    }

    @Test func aModalsLevelsAreObservedApartFromTheTabs() async {
        let router = await launchedRouter()
        let modal = track { _ = router[modalAt: 0, .sheet] }
        let libraryStack = track { _ = router[pathForTab: .library] }
        router.present(.note("compose"))
        await settle()
        router[modalPathAt: 0] = [.list]
        await settle()
        #expect(modal.count == 2)
        #expect(libraryStack.count == 0)
        #expect(router[modalAt: 0, .sheet]?.path == [.list])
    }
}

/// The router encrypts with a keyed codec, and opens deep links before or after its launch.
@MainActor
struct ReviveRouterCodecAndDeepLinkTests {
    enum AppTab: String, Codable, Hashable { case library, settings }

    private func router(_ store: InMemoryStore, codec: SnapshotCodec = SnapshotCodec(),
                        parser: (@MainActor (URL) -> RouteTree<TestRoute, AppTab>.DeepLink?)? = nil) -> ReviveRouter<TestRoute, AppTab> {
        ReviveRouter(routes: TestRoute.registry, defaultTree: RouteTree(tabs: [.library, .settings]), sceneID: "s",
                     configuration: .init(store: store, codec: codec), deepLinkParser: parser)
    }

    /// `app://item/42` opens item 42 on the library tab.
    private static func parse(_ url: URL) -> RouteTree<TestRoute, AppTab>.DeepLink? {
        guard url.host == "item", let id = Int(url.lastPathComponent) else { return nil }
        return RouteTree.DeepLink(tab: .library, path: [.item(id: id)])
    }

    @Test func aKeyedCodecEncryptsWhatTheRouterSavesAndOnlyThatKeyReadsIt() async throws {
        let key = SymmetricKey(size: .bits256)
        let store = InMemoryStore()
        let first = router(store, codec: SnapshotCodec(key: key))
        await first.launch()
        first.push(.note("secret diary"))
        #expect(first.didEnterBackground() == .scheduled)
        await first.controller.waitForPendingSaves()
        let bytes = try #require(try store.read(sceneID: "s"))
        #expect(try SnapshotCodec.isEncrypted(bytes))
        #expect(bytes.range(of: Data("secret diary".utf8)) == nil)

        let withKey = router(store, codec: SnapshotCodec(key: key))
        #expect(await withKey.launch().launch.report?.isComplete == true)
        #expect(withKey[pathForTab: .library] == [.note("secret diary")])

        let withoutKey = router(store)
        let fresh = await withoutKey.launch()
        #expect(fresh.launch.report == nil, "\(fresh)")
        #expect(withoutKey[pathForTab: .library].isEmpty)
    }

    @Test func aURLOpenedBeforeTheLaunchIsMergedByIt() async throws {
        let store = InMemoryStore()
        let saving = router(store)
        await saving.launch()
        saving.selectedTab = .settings
        saving.push(.note("prefs"))
        saving.didEnterBackground()
        await saving.controller.waitForPendingSaves()

        let opened = router(store, parser: Self.parse)
        #expect(opened.open(try #require(URL(string: "app://item/42"))))
        let result = await opened.launch()
        #expect(result.deepLink == .mergedIntoRestoredTree)
        #expect(opened.selectedTab == .library)
        #expect(opened[pathForTab: .library] == [.item(id: 42)])
        #expect(opened[pathForTab: .settings] == [.note("prefs")])
    }

    @Test func aURLOpenedAfterTheLaunchOpensAtOnce() async throws {
        let router = router(InMemoryStore(), parser: Self.parse)
        await router.launch()
        router.push(.list)
        #expect(router.open(try #require(URL(string: "app://item/7"))))
        #expect(router[pathForTab: .library] == [.list, .item(id: 7)])
        #expect(!router.open(try #require(URL(string: "app://elsewhere"))), "a URL the parser refuses opens nothing")
        router.open(RouteTree.DeepLink(tab: .settings, path: [.note("n")], precedence: .replace))
        #expect(router[pathForTab: .library].isEmpty && router[pathForTab: .settings] == [.note("n")])
    }

    @Test func aRouterWithoutAParserOpensNoURL() async throws {
        let router = router(InMemoryStore())
        await router.launch()
        #expect(!router.open(try #require(URL(string: "app://item/7"))))
        #expect(router[pathForTab: .library].isEmpty)
    }
}

/// A route the registry does not let back is said at once, not found pruned at the next launch.
@MainActor
struct ReviveRouterRegistrationTests {
    @Test func aRouteMissingFromAStringRegistryIsLoggedOnceWhenItIsShown() async {
        let handler = InMemoryLogHandler()
        var names = RouteRegistry<TestRoute>()
        names.register("list", "item")                       // "note" forgotten
        let router = ReviveRouter(routes: names, defaultTree: RouteTree<TestRoute, String>(tabs: ["home"]), sceneID: "s",
                                  configuration: .init(store: InMemoryStore(), logger: Logger(label: "app") { _ in handler }))
        await router.launch()
        router.push(.list)
        router.push(.note("a"))
        router.push(.note("b"))
        let errors = handler.entries.filter { $0.level == .error }.map { "\($0.message)" }
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("the route \"note\" is not in the router's registry") == true)
    }

    @Test func aRegistryOfEveryRouteLogsNothing() async {
        let handler = InMemoryLogHandler()
        let router = ReviveRouter(routes: .allRoutes, defaultTree: RouteTree<TestRoute, String>(tabs: ["home"]), sceneID: "s",
                                  configuration: .init(store: InMemoryStore(), logger: Logger(label: "app") { _ in handler }))
        await router.launch()
        router.push(.note("a"))
        #expect(handler.entries.filter { $0.level == .error }.isEmpty)
    }
}
