import Crypto
import Foundation
import Observation
import Testing
@testable import Revive
@testable import ReviveSwiftUI
import ReviveTesting

/// A view's own value, as an app keeps one: a filter with a few fields.
struct LibraryFilter: Codable, Hashable, Sendable {
    var unreadOnly = false
    var sort = "title"
    var minimumRating: Int?
}

/// A model a view owns, keeping its filter with Revive: `@Observable`, the value through the router.
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
@Observable
final class LibraryModel {
    @ObservationIgnored @RouteValue var filter: LibraryFilter

    init(location: RouteStorageLocation) {
        _filter = RouteValue("filter", default: LibraryFilter(), at: location)
    }
}

/// Per-view state without the router's own accessors: `RouteValue`, what SwiftUI's
/// `@RouteStorage` is a shell over. Kept at a place, saved with the tree, gone with its route.
@MainActor
struct RouteValueTests {
    private func router(_ store: InMemoryStore, sceneID: String = "scene", budget: CaptureBudget? = nil) -> ReviveRouter<TestRoute, String> {
        let router = ReviveRouter(routes: TestRoute.registry, defaultTree: RouteTree(tabs: ["home", "search"]), sceneID: sceneID, configuration: .init(store: store))
        if let budget { router.controller.budget = budget }
        return router
    }

    private func save(_ router: ReviveRouter<TestRoute, String>) async {
        #expect(router.didEnterBackground() == .scheduled)
        await router.controller.waitForPendingSaves()
    }

    @Test func aValueKeptAtAPageAndOneAtTheScenesRootComeBackAfterProcessDeath() async {
        let store = InMemoryStore()
        let filter = LibraryFilter(unreadOnly: true, sort: "rating", minimumRating: 4)
        do {
            let first = router(store)
            await first.launch()
            first.push(.list)
            RouteValue("filter", default: LibraryFilter(), at: first.storageLocation(at: .tab("home", pathIndex: 0))).wrappedValue = filter
            RouteValue("segment", default: 0, at: first.storageLocation(at: nil)).wrappedValue = 2
            await save(first)
        }
        let second = router(store)
        let launch = await second.launch()
        #expect(launch.launch.report?.isComplete == true, "\(launch)")
        #expect(RouteValue("filter", default: LibraryFilter(), at: second.storageLocation(at: .tab("home", pathIndex: 0))).wrappedValue == filter)
        #expect(RouteValue("segment", default: 0, at: second.storageLocation(at: nil)).wrappedValue == 2)
    }

    @Test func aValueGoesWhenItsRouteLeavesAndDoesNotComeBackWithAnEqualRoute() async {
        let router = router(InMemoryStore())
        await router.launch()
        router.push(.item(id: 1))
        let place = RouteTree<TestRoute, String>.Place.tab("home", pathIndex: 0)
        let rating = RouteValue("rating", default: 0, at: router.storageLocation(at: place))
        rating.wrappedValue = 5
        let root = RouteValue("segment", default: 0, at: router.storageLocation(at: nil))
        root.wrappedValue = 1
        router.pop()
        router.push(.item(id: 1))
        #expect(rating.wrappedValue == 0, "the page's value went with its route")
        #expect(root.wrappedValue == 1, "the scene's root value stays")
        #expect(router.tree.viewStates.isEmpty)
    }

    @Test func aValueDismissedWithItsModalGoesToo() async {
        let router = router(InMemoryStore())
        await router.launch()
        router.present(.note("compose"))
        let draft = RouteValue("recipients", default: [String](), at: router.storageLocation(at: .modal(0)))
        draft.wrappedValue = ["ann", "bob"]
        #expect(draft.wrappedValue == ["ann", "bob"])
        router.pop()
        router.present(.note("compose"))
        #expect(draft.wrappedValue == [])
    }

    @Test func theDefaultIsNotStoredSoAnUntouchedPageSavesNothing() async {
        let router = router(InMemoryStore())
        await router.launch()
        let segment = RouteValue("segment", default: 0, at: router.storageLocation(at: .tabRoot("home")))
        segment.wrappedValue = 3
        #expect(router.tree.viewStates[.tabRoot("home")]?.values["segment"] == .int(3))
        segment.wrappedValue = 0
        #expect(router.tree.viewStates.isEmpty)
    }

    @Test func aValueAtAPlaceThatIsNotInTheTreeIsNotKept() async {
        let router = router(InMemoryStore())
        await router.launch()
        let nowhere = RouteValue("x", default: 0, at: router.storageLocation(at: .tab("home", pathIndex: 3)))
        nowhere.wrappedValue = 9
        #expect(nowhere.wrappedValue == 0)
        #expect(router.tree.viewStates.isEmpty)
    }

    @Test func aStoredValueThatNoLongerDecodesReadsAsTheDefault() async {
        let router = router(InMemoryStore())
        await router.launch()
        let location = router.storageLocation(at: nil)
        RouteValue("rating", default: "none", at: location).wrappedValue = "five"
        #expect(RouteValue("rating", default: 0, at: location).wrappedValue == 0, "the app changed the value's type")
    }

    @Test func aStoredValueKeepsEveryFieldThatStillDecodesAsAScenePreservedValueDoes() async {
        struct FilterV2: Codable, Hashable { var unreadOnly = false; var sort = 0; var minimumRating: Int? }   // `sort` changed type
        let router = router(InMemoryStore())
        await router.launch()
        let location = router.storageLocation(at: nil)
        RouteValue("filter", default: LibraryFilter(), at: location).wrappedValue = LibraryFilter(unreadOnly: true, sort: "rating", minimumRating: 4)
        let filter = RouteValue("filter", default: FilterV2(sort: 2), at: location).wrappedValue
        #expect(filter == FilterV2(unreadOnly: true, sort: 2, minimumRating: 4), "only the changed field takes the default's value")
    }

    @Test func valuesCountTowardsThePageBudgetAndAValueOverItStopsTheSaveWithItsReason() async {
        let store = InMemoryStore()
        let router = router(store, budget: CaptureBudget(maxPageBytes: 512))
        await router.launch()
        RouteValue("notes", default: "", at: router.storageLocation(at: .tabRoot("home"))).wrappedValue = String(repeating: "x", count: 2_000)
        guard case .notCaptured(let error) = router.didEnterBackground() else {
            Issue.record("a page over budget was saved")
            return
        }
        #expect(error.code == .overPageBudget)
    }

    @Test func writingAnEqualValueDoesNotChangeTheTree() async {
        let router = router(InMemoryStore())
        await router.launch()
        let value = RouteValue("segment", default: 0, at: router.storageLocation(at: nil))
        value.wrappedValue = 2
        let changed = LockedFlag()
        withObservationTracking { _ = router.tree } onChange: { changed.set() }
        value.wrappedValue = 2
        #expect(!changed.isSet)
    }

    @Test func anObservableModelAViewOwnsSeesItsValueChangeThroughTheRouter() async {
        let store = InMemoryStore()
        do {
            let router = router(store)
            await router.launch()
            let model = LibraryModel(location: router.storageLocation(at: .tabRoot("home")))
            let changed = LockedFlag()
            withObservationTracking { _ = model.filter } onChange: { changed.set() }
            model.filter.unreadOnly = true
            #expect(changed.isSet, "reading the value tracks the router's tree")
            #expect(model.filter.unreadOnly)
            await save(router)
        }
        let router = router(store)
        await router.launch()
        #expect(LibraryModel(location: router.storageLocation(at: .tabRoot("home"))).filter.unreadOnly)
    }

    @Test func aValueIsObservedAtItsPlaceOnly() async {
        let router = router(InMemoryStore())
        await router.launch()
        let home = RouteValue("filter", default: "", at: router.storageLocation(at: .tabRoot("home")))
        let search = RouteValue("filter", default: "", at: router.storageLocation(at: .tabRoot("search")))
        let root = RouteValue("segment", default: 0, at: router.storageLocation(at: nil))
        let (homeChanged, searchChanged, rootChanged) = (LockedFlag(), LockedFlag(), LockedFlag())
        withObservationTracking { _ = home.wrappedValue } onChange: { homeChanged.set() }
        withObservationTracking { _ = search.wrappedValue } onChange: { searchChanged.set() }
        withObservationTracking { _ = root.wrappedValue } onChange: { rootChanged.set() }
        home.wrappedValue = "unread"
        #expect(homeChanged.isSet && !searchChanged.isSet && !rootChanged.isSet, "typing in one page's value re-renders only that page")
        root.wrappedValue = 1
        #expect(rootChanged.isSet && !searchChanged.isSet)
    }

    @Test func anEncryptingRouterKeepsTheValuesOutOfThePlainText() async throws {
        let key = SymmetricKey(size: .bits256)
        let store = InMemoryStore()
        let router = ReviveRouter(routes: TestRoute.registry, defaultTree: RouteTree<TestRoute, String>(tabs: ["home"]), sceneID: "scene",
                                  configuration: .init(store: store, codec: SnapshotCodec(key: key)))
        await router.launch()
        RouteValue("note", default: "", at: router.storageLocation(at: .tabRoot("home"))).wrappedValue = "my secret filter"
        RouteValue("draft", default: "", at: router.storageLocation(at: nil)).wrappedValue = "root secret"
        await save(router)
        let bytes = try #require(try store.read(sceneID: "scene"))
        #expect(bytes.range(of: Data("my secret filter".utf8)) == nil && bytes.range(of: Data("root secret".utf8)) == nil)
        let back = ReviveRouter(routes: TestRoute.registry, defaultTree: RouteTree<TestRoute, String>(tabs: ["home"]), sceneID: "scene",
                                configuration: .init(store: store, codec: SnapshotCodec(key: key)))
        await back.launch()
        #expect(RouteValue("note", default: "", at: back.storageLocation(at: .tabRoot("home"))).wrappedValue == "my secret filter")
        #expect(RouteValue("draft", default: "", at: back.storageLocation(at: nil)).wrappedValue == "root secret")
    }

    @Test func aValueThatCannotBeEncodedIsNotKeptAndIsReportedAsASetupIssue() async {
        let reported = ReportedSetupIssues.start()
        let router = router(InMemoryStore())
        await router.launch()
        let value = RouteValue("unencodable-4711", default: Unencodable(), at: router.storageLocation(at: nil))
        value.wrappedValue = Unencodable(fails: true)
        #expect(router.tree.sceneValues.isEmpty)
        let issues = reported.mentioning("unencodable-4711")
        #expect(issues.count == 1 && issues.first?.code == .notSaved, "\(issues)")
    }

    @Test func aRoutesPlaceIsItsDeepestOccurrenceOnItsStack() {
        var tree = RouteTree<TestRoute, String>(tabs: [RouteTree.TabStack(id: "home", path: [.list, .item(id: 1), .list])])
        tree.present(.note("a"))
        tree.push(.item(id: 2))
        #expect(tree.place(of: .list, in: .tab("home")) == .tab("home", pathIndex: 2))
        #expect(tree.place(of: .item(id: 1), in: .tab("home")) == .tab("home", pathIndex: 1))
        #expect(tree.place(of: .item(id: 9), in: .tab("home")) == nil)
        #expect(tree.place(of: .note("a"), in: .modal(0)) == .modal(0))
        #expect(tree.place(of: .item(id: 2), in: .modal(0)) == .modal(0, pathIndex: 0))
        #expect(tree.place(of: .list, in: .modal(1)) == nil)
    }
}

/// A value whose encoding fails when asked to: an app type with a throwing `encode(to:)`.
private struct Unencodable: Codable, Sendable {
    var fails = false

    func encode(to encoder: any Encoder) throws {
        if fails { throw EncodingError.invalidValue(self, .init(codingPath: [], debugDescription: "refuses")) }
        var container = encoder.singleValueContainer()
        try container.encode(0)
    }

    init(fails: Bool = false) { self.fails = fails }
    init(from decoder: any Decoder) throws {}
}

/// Every `SetupIssue` reported while the tests run (tests run in parallel: each looks for its
/// own names); the default handler still gets each one.
final class ReportedSetupIssues: Sendable {
    private static let shared = ReportedSetupIssues()
    private static let installed: Void = {
        let next = SetupIssue.handler
        SetupIssue.handler = { issue in
            shared.issues.withLock { $0.append(issue) }
            next(issue)
        }
    }()
    private let issues = LockedValue<[SetupIssue]>([])

    static func start() -> ReportedSetupIssues {
        _ = installed
        return shared
    }

    func mentioning(_ text: String) -> [SetupIssue] {
        issues.withLock { $0.filter { $0.message.contains(text) } }
    }
}
