import Foundation
import ReviveFaults
import Testing
@testable import Revive
@testable import ReviveSwiftUI
@testable import ReviveTesting

/// A route tree's place travels as a URL a widget or a notification opens, with no parser of
/// the app's: it opens merged with the receiving router's tree, through its route registry.
@MainActor
struct RoutePlaceTests {
    private let tabs = RouteTree<TestRoute, String>(tabs: ["home", "search"])

    private func router(_ store: InMemoryStore = InMemoryStore(), routes: RouteRegistry<TestRoute> = TestRoute.registry) -> ReviveRouter<TestRoute, String> {
        ReviveRouter(routes: routes, defaultTree: tabs, sceneID: "scene-1", configuration: .init(store: store))
    }

    @Test func aPlacesURLOpensInAnotherRouterWithNoParserKeepingItsOtherTab() async throws {
        let sender = router()
        await sender.launch()
        sender.selectedTab = "search"
        sender[pathForTab: "search"] = [.list, .reader(id: 4, page: 12)]
        let url = try sender.place().url(try #require(URL(string: "comics://open")))

        let receiver = router()
        await receiver.launch()
        receiver[pathForTab: "home"] = [.item(id: 9)]
        #expect(receiver.deepLinkParser == nil)
        #expect(receiver.open(url))
        await waitUntil { receiver.selectedTab == "search" }
        #expect(receiver[pathForTab: "search"] == [.list, .reader(id: 4, page: 12)])
        #expect(receiver[pathForTab: "home"] == [.item(id: 9)])
    }

    @Test func aPlaceBeforeTheLaunchOpensAfterIt() async throws {
        let sender = router()
        await sender.launch()
        sender[pathForTab: "home"] = [.note("from the widget")]
        let place = try sender.place()

        let receiver = router()
        var outcomes: [RestorationController<RouteHierarchy<TestRoute, String>>.PlaceOutcome] = []
        receiver.open(place) { outcomes.append($0) }
        #expect(outcomes.isEmpty)
        await receiver.launch()
        await waitUntil { !outcomes.isEmpty }
        #expect(receiver[pathForTab: "home"] == [.note("from the widget")])
    }

    /// What an App Intents entity or a Spotlight item carries is the place's identifier; an
    /// open intent that launched the app hands it to a router whose launch is still running.
    @Test func aPlacesIdentifierOpensInARouterThatIsStillLaunching() async throws {
        let sender = router()
        await sender.launch()
        sender.selectedTab = "search"
        sender[pathForTab: "search"] = [.list, .item(id: 3)]
        let identifier = try sender.place().identifier()

        let store = InMemoryStore()
        let earlier = router(store)
        await earlier.launch()
        earlier[pathForTab: "home"] = [.item(id: 9)]
        earlier.didEnterBackground()
        await earlier.controller.waitForPendingSaves()
        earlier.controller.releaseSceneLock()

        let receiver = router(store)
        receiver.open(try PortablePlace(identifier: identifier))
        await receiver.launch()
        await waitUntil { receiver.selectedTab == "search" }
        #expect(receiver[pathForTab: "search"] == [.list, .item(id: 3)])
        #expect(receiver[pathForTab: "home"] == [.item(id: 9)], "the restored tab stays")
    }

    @Test func aRouteTheAppDoesNotAllowNeverComesBack() async throws {
        let sender = router(routes: TestRoute.olderRegistry)
        await sender.launch()
        sender[pathForTab: "home"] = [.list, .retired(code: 1), .item(id: 2)]
        let place = try sender.place()

        let receiver = router()
        await receiver.launch()
        var outcomes: [RestorationController<RouteHierarchy<TestRoute, String>>.PlaceOutcome] = []
        receiver.open(place) { outcomes.append($0) }
        await waitUntil { !outcomes.isEmpty }
        guard case .opened(let report) = outcomes.first else {
            Issue.record("not opened: \(outcomes)")
            return
        }
        #expect(!report.isComplete)
        #expect(receiver[pathForTab: "home"] == [.list])
        #expect(receiver.tree.path(forTab: "home")?.contains { $0.isRetired } == false)
    }

    @Test func aDamagedPlacesURLIsRefusedAndChangesNothing() async throws {
        let receiver = router()
        await receiver.launch()
        receiver[pathForTab: "home"] = [.item(id: 9)]
        let before = receiver.tree
        let damaged = try #require(URL(string: "comics://open?revive-place=UlZJVgIAAA"))
        #expect(!receiver.open(damaged))
        #expect(receiver.tree == before)
    }
}
