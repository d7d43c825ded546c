import Foundation
import Testing
@testable import Revive
@testable import ReviveSwiftUI
import ReviveTesting
import Observation

/// The router keeps, per route, the scroll anchor and the drafts; they are saved with the tree.
@MainActor
struct RouteViewStateTests {
    private let comics = (1...500).map { "comic-\($0)" }

    private func treeWithViewState() -> RouteTree<TestRoute, String> {
        var tree = RouteTree<TestRoute, String>(tabs: [RouteTree.TabStack(id: "library", path: [.item(id: 42)]), RouteTree.TabStack(id: "settings")], selectedTab: "library")
        tree.present(.note("draft"), style: .sheet)
        tree[scrollAnchorAt: .tabRoot("library")] = PageViewState.ScrollAnchor(itemIdentifier: "comic-41", index: 40, offset: 7)
        tree[viewStateAt: .tabRoot("library")].selection = PageViewState.ItemSelection(["comic-42"])
        tree[draftAt: .tab("library", pathIndex: 0), named: "comment"] = PageViewState.TextDraft(text: "Half-written", selectedRange: NSRange(location: 4, length: 0))
        tree[textAt: .modal(0), named: "note"] = "In the sheet"
        return tree
    }

    @Test func scrollAnchorsAndDraftsComeBackAtTheirPlaces() throws {
        let tree = treeWithViewState()
        let (back, report) = try restored(from: try savedBytes(of: tree, savedBy: TestRoute.registry))
        #expect(report.isComplete, "\(report.items)")
        #expect(back == tree)
        #expect(back[scrollAnchorIDAt: .tabRoot("library")] == "comic-41")
        #expect(back[scrollAnchorAt: .tabRoot("library")].offset == 7)
        #expect(back[draftAt: .tab("library", pathIndex: 0), named: "comment"].cursor == 4)
        #expect(back[textAt: back.visiblePlace, named: "note"] == "In the sheet")
    }

    @Test func aRestoredAnchorFollowsItsItemWhenItemsAreInsertedAbove() throws {
        var (back, _) = try restored(from: try savedBytes(of: treeWithViewState(), savedBy: TestRoute.registry))
        let issues = back.resolveViewState(at: .tabRoot("library"), in: (1...10).map { "new-\($0)" } + comics)
        #expect(issues.isEmpty)
        #expect(back[scrollAnchorAt: .tabRoot("library")].itemIndex == 50)
        #expect(back[scrollAnchorIDAt: .tabRoot("library")] == "comic-41")
    }

    @Test func aRestoredAnchorOnADeletedItemLandsOnTheNearestAndSaysSo() throws {
        var (back, _) = try restored(from: try savedBytes(of: treeWithViewState(), savedBy: TestRoute.registry))
        let issues = back.resolveViewState(at: .tabRoot("library"), in: comics.filter { $0 != "comic-41" && $0 != "comic-42" })
        #expect(back[scrollAnchorIDAt: .tabRoot("library")] == "comic-43")
        #expect(issues.map(\.kind) == [.movedViewState, .movedViewState])
        #expect(issues.map(\.key) == [PageViewState.anchorKey, PageViewState.selectionKey])
        #expect(back[viewStateAt: .tabRoot("library")].selection?.isEmpty == true)
    }

    @Test func aPoppedOrReplacedRouteTakesItsViewStateAlong() {
        var tree = treeWithViewState()
        tree.pop()                                              // the sheet goes
        #expect(tree[textAt: .modal(0), named: "note"] == "")
        tree.pop()                                              // item 42 goes
        #expect(tree[draftAt: .tab("library", pathIndex: 0), named: "comment"].isEmpty)
        tree.push(.item(id: 42))                                // the same route again: a new page
        #expect(tree[draftAt: .tab("library", pathIndex: 0), named: "comment"].isEmpty)
        #expect(tree[scrollAnchorIDAt: .tabRoot("library")] == "comic-41")   // the root stays
        tree[textAt: .tab("library", pathIndex: 0), named: "comment"] = "New"
        tree.setPath([.item(id: 7)], forTab: "library")         // replaced
        #expect(tree[textAt: .tab("library", pathIndex: 0), named: "comment"] == "")
    }

    @Test func settingViewStateOnAPlaceNotInTheTreeDoesNothing() {
        var tree = RouteTree<TestRoute, String>(tabs: ["library"])
        tree[textAt: .tab("library", pathIndex: 3), named: "comment"] = "lost"
        tree[scrollAnchorIDAt: .tabRoot("nowhere")] = "x"
        tree[textAt: .modal(0), named: "note"] = "lost"
        #expect(tree.viewStates.isEmpty)
    }

    @Test func identifiersOfTheAppsOwnTypeConvert() {
        var tree = RouteTree<TestRoute, String>(tabs: ["library"])
        tree.setScrollAnchorID(41, at: .tabRoot("library"))
        #expect(tree.scrollAnchorID(at: .tabRoot("library"), as: Int.self) == 41)
        tree.setScrollAnchorID(Int?.none, at: .tabRoot("library"))
        #expect(tree.viewStates.isEmpty)
    }

    @Test func anUnreadableViewStateIsReportedAndTheRouteStillComesBack() throws {
        let hierarchy = RouteHierarchy(routes: TestRoute.registry, tree: RouteTree(tabs: [RouteTree.TabStack(id: "library", path: [.item(id: 1)])]))
        var snapshot = try hierarchy.captureSnapshot()
        let tab = snapshot.root.children[0]
        var item = tab.children[1]
        item.state["revive.anchor"] = .string("row 40")
        snapshot.root.children[0].children[1] = item
        let fresh = RouteHierarchy(routes: TestRoute.registry)
        let report = fresh.restore(from: try SnapshotCodec().decode(SnapshotCodec().encode(snapshot)))
        #expect(fresh.tree.path(forTab: "library") == [.item(id: 1)])
        #expect(report.items(.defaultedValue).map(\.key) == ["revive.anchor"])
    }

    @Test func viewStateCountsInThePageBudget() {
        var tree = RouteTree<TestRoute, String>(tabs: ["library"])
        tree[textAt: .tabRoot("library"), named: "comment"] = String(repeating: "x", count: 2_000)
        let hierarchy = RouteHierarchy(routes: TestRoute.registry, tree: tree)
        let error = #expect(throws: ReviveError.self) { try hierarchy.captureSnapshot(budget: CaptureBudget(maxPageBytes: 1_000)) }
        #expect(error?.code == .overPageBudget)
    }
}

/// Through the restoration controller's launch, which conforms the restored tabs to the app's.
@MainActor
struct RouteViewStateLaunchTests {
    @Test func viewStateSurvivesALaunchThatConformsTheTabs() async throws {
        let store = InMemoryStore()
        var tree = RouteTree<TestRoute, String>(tabs: [RouteTree.TabStack(id: "library", path: [.list]), RouteTree.TabStack(id: "gone")])
        tree[scrollAnchorIDAt: .tab("library", pathIndex: 0)] = "comic-41"
        tree[textAt: .tabRoot("gone"), named: "comment"] = "dropped with its tab"
        let saving = RestorationController(routes: RouteHierarchy(routes: TestRoute.registry, tree: tree), configuration: .init(store: store))
        #expect(saving.didEnterBackground() == .scheduled)
        await saving.waitForPendingSaves()
        let routes = RouteHierarchy(routes: TestRoute.registry)
        let controller = RestorationController(routes: routes, configuration: .init(store: store))
        let result = await controller.launch(defaultTree: RouteTree<TestRoute, String>(tabs: ["library", "settings"]))
        #expect(result.launch.report != nil)
        #expect(routes.tree[scrollAnchorIDAt: .tab("library", pathIndex: 0)] == "comic-41")
        #expect(routes.tree.viewStates.count == 1)
    }
}

/// The router's view-state accessors, which SwiftUI's bindings forward to.
@MainActor
struct ReviveRouterViewStateTests {
    private func router(_ store: InMemoryStore) -> ReviveRouter<TestRoute, String> {
        ReviveRouter(routes: TestRoute.registry, defaultTree: RouteTree(tabs: ["library", "settings"]), sceneID: "scene-1", configuration: .init(store: store))
    }

    @Test func anchorsAndDraftsSetThroughTheRouterAreObservedAndComeBackInTheNextProcess() async {
        let store = InMemoryStore()
        let first = router(store)
        await first.launch()
        first.push(.list)
        let place = first.tree.visiblePlace
        let changed = LockedFlag()
        withObservationTracking { _ = first[textAt: place, named: "comment"] } onChange: { changed.set() }
        first[textAt: place, named: "comment"] = "Half-written"
        #expect(changed.isSet)
        first[draftAt: place, named: "comment"].select(NSRange(location: 4, length: 0))
        first.setScrollAnchorID(41, at: .tabRoot("library"))
        first[scrollAnchorIDAt: place] = "comic-7"
        #expect(first.didEnterBackground() == .scheduled)
        await first.controller.waitForPendingSaves()

        let second = router(store)
        await second.launch()
        #expect(second.tree.visiblePlace == place)
        #expect(second[draftAt: place, named: "comment"] == PageViewState.TextDraft(text: "Half-written", selectedRange: NSRange(location: 4, length: 0)))
        #expect(second.scrollAnchorID(at: .tabRoot("library"), as: Int.self) == 41)
        #expect(second[scrollAnchorIDAt: place] == "comic-7")
    }
}
