import Foundation
import ReviveFaults
import Testing
import Revive
import ReviveTesting
@testable import ReviveSwiftUI

/// A SwiftUI route app as `RouteRestorationView` runs it — a scene model per window, its router
/// made with the app's configuration (checkpoints every second, the default) — keeps its place
/// through a crash in the foreground with no checkpoint call of its own: the route tree tells
/// the controller of every change.
@MainActor
struct RouteCheckpointTests {
    /// Waits until `router` has written `count` checkpoints (at most 30 s).
    private func waitForCheckpoints(_ router: ReviveRouter<TestRoute, String>, _ count: Int) async throws {
        await waitUntil { router.controller.checkpointCount >= count }
        await router.controller.waitForPendingSaves()
    }

    @Test func aRouteAppComesBackToItsLastScreenAfterACrashInTheForeground() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var left: RouteTree<TestRoute, String>?
        var kept = ""
        do {
            let process = try SceneProcess(folder: folder.url)
            let window = process.window()
            await window.connect(storedSceneID: "")
            kept = try #require(window.sceneID)
            let router = try #require(window.router)
            router.selectedTab = "search"
            router.push(.item(id: 7))
            router[textAt: router.tree.visiblePlace, named: "comment"] = "Half-written"
            router.present(.note("compose"))
            router.modalDidAppear(at: 0)
            router.push(.reader(id: 3, page: 12))
            try await waitForCheckpoints(router, 1)
            #expect(router.controller.checkpointCount == 1 && router.controller.saveCount == 0)
            left = router.tree
            await process.die()   // a crash in the foreground: no `.background` came
        }
        let window = try SceneProcess(folder: folder.url).window()
        let launch = try #require(await window.connect(storedSceneID: kept))
        #expect(launch.launch.report?.isComplete == true, "\(launch)")
        let router = try #require(window.router)
        #expect(router.tree == left)
        #expect(router.tree.visibleRoute == .reader(id: 3, page: 12))
        #expect(router[textAt: .tab("search", pathIndex: 0), named: "comment"] == "Half-written")
    }

    @Test func aWindowInTheBackgroundWritesNoCheckpointUntilItIsActiveAgain() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let process = try SceneProcess(folder: folder.url)
        let window = process.window()
        await window.connect(storedSceneID: "")
        let router = try #require(window.router)
        router.push(.item(id: 1))
        window.handle(.background)
        #expect(window.lastSaveResult == .scheduled)
        router.push(.item(id: 2))   // the app changes its tree while in the background
        try await Task.sleep(for: .milliseconds(1_500))
        await router.controller.waitForPendingSaves()
        #expect(router.controller.checkpointCount == 0)

        window.handle(.active)
        try await waitForCheckpoints(router, 1)
        #expect(router.controller.checkpointCount == 1)
        await process.die()
    }

    @Test func aRouterWithCheckpointsOffObservesNothing() async throws {
        let routes = RouteHierarchy(routes: TestRoute.registry, tree: SceneProcess.defaultTree)
        let controller = RestorationController(routes: routes, configuration: .init(store: InMemoryStore(), checkpointDelay: nil))
        #expect(controller.hierarchy.changeObservers.isEmpty)
        let observed = RestorationController(routes: RouteHierarchy(routes: TestRoute.registry, tree: SceneProcess.defaultTree),
                                             configuration: .init(store: InMemoryStore()))
        #expect(observed.hierarchy.changeObservers.count == 1)
    }
}
