import Foundation
import ReviveFaults
import Testing
@testable import Revive
@testable import ReviveNavigator
@testable import ReviveTesting

/// A page that counts the captures that read it: each capture calls its custom-state hook once.
/// (Other suites of this process set `@Preserved` values at any time, which makes a look differ
/// and costs a capture: counts are read right after what they follow, never across a wait.)
final class CapturedPage: Page {
    @Preserved var step = 0
    var captures = 0

    override func encodeRevivableState(into state: inout PageState) throws {
        captures += 1
    }
}

/// Checkpoints with no call of the app's: the controller observes its hierarchy and the
/// `@Preserved` setters, looks cheaply, and writes one coalesced checkpoint once what the user
/// sees changed — never in the background, never when nothing changed, never when they are off.
@MainActor
struct AutomaticCheckpointTests {
    private static let delay = Duration.milliseconds(50)

    private static func registry() -> RestorationRegistry<Page> {
        let registry = comicRegistry()
        registry.register(CapturedPage.self) { CapturedPage() }
        return registry
    }

    /// Tabs of two stacks; the first shows a `CapturedPage`.
    private static func defaultRoot() -> Page {
        MainTabs(pages: [
            NavigationPage(rootPage: CapturedPage(restorationIdentifier: "counted"), restorationIdentifier: "library"),
            NavigationPage(rootPage: LibraryPage(restorationIdentifier: "favorites-root"), restorationIdentifier: "favorites"),
        ])
    }

    /// A launched process on `store` over a navigator.
    private func launched(_ store: InMemoryStore, delay: Duration? = delay) async -> RestorationController<Navigator> {
        let controller = RestorationController(hierarchy: Navigator(), registry: Self.registry(), configuration: .init(store: store, checkpointDelay: delay))
        await controller.launch { Self.defaultRoot() }
        return controller
    }

    private func stack(_ controller: RestorationController<Navigator>) throws -> NavigationPage {
        try #require((controller.navigator.rootPage as? TabBarPage)?.selectedPage as? NavigationPage)
    }

    private func countedPage(_ controller: RestorationController<Navigator>) throws -> CapturedPage {
        try #require(stack(controller).pages.first as? CapturedPage)
    }

    /// Waits until `count` checkpoints are written (at most 30 s: the whole suite runs at once).
    private func waitForCheckpoints(_ controller: RestorationController<Navigator>, _ count: Int) async throws {
        await waitUntil { controller.checkpointCount >= count }
        await controller.waitForPendingSaves()
    }

    /// Lets four delays pass, then waits for the writes: time for a checkpoint that should not come.
    private func waitPastTheDelay(_ controller: RestorationController<Navigator>) async throws {
        try await Task.sleep(for: Self.delay * 4)
        await controller.waitForPendingSaves()
    }

    /// The process crashes in the foreground: its lock goes, nothing else runs.
    private func crash(_ controller: RestorationController<Navigator>) {
        controller.releaseSceneLock()
    }

    // MARK: Navigation and values

    @Test func navigationIsCheckpointedAndComesBackAfterACrashInTheForeground() async throws {
        let store = InMemoryStore()
        let first = await launched(store)
        #expect(try countedPage(first).captures == 0, "a launch captures nothing")
        let detail = ComicDetailPage(restorationIdentifier: "detail")
        detail.comicID = 42
        try stack(first).push(detail)
        try detail.present(OptionsPage(restorationIdentifier: "options"))
        try await waitForCheckpoints(first, 1)
        #expect(first.checkpointCount == 1 && first.saveCount == 0)
        crash(first)

        let second = await launched(store)
        #expect(second.lastLaunchResult?.report?.isComplete == true, "\(String(describing: second.lastLaunchResult))")
        #expect(second.navigator.visiblePage is OptionsPage)
        #expect((try stack(second).topPage as? ComicDetailPage)?.comicID == 42)
    }

    @Test func manyChangesWhileNavigationSettlesAreOneCheckpoint() async throws {
        let store = InMemoryStore()
        let controller = await launched(store)
        let counted = try countedPage(controller)
        try stack(controller).push(ComicDetailPage())
        let pending = try #require(controller.pendingCheckpoint)
        for step in 1...5 {
            counted.step = step
            try stack(controller).push(ComicDetailPage())
            #expect(controller.pendingCheckpoint == pending, "one checkpoint waits for them all")
        }
        #expect(counted.captures == 0, "nothing is captured before navigation settles")
        try await waitForCheckpoints(controller, 1)
        try await waitPastTheDelay(controller)
        #expect(controller.checkpointCount == 1)
        crash(controller)
        let relaunched = await launched(store)
        #expect(try countedPage(relaunched).step == 5)
        #expect(try stack(relaunched).pages.count == 7)
    }

    @Test func aValueSetWithNoNavigationIsCheckpointedByAnyHierarchy() async throws {
        // The engine's own hierarchy observes nothing: the `@Preserved` setter is enough.
        let store = InMemoryStore()
        let app = RestorationController(hierarchy: EngineHierarchy(), registry: treeRegistry(), configuration: .init(store: store, checkpointDelay: Self.delay))
        await app.launch { freshTreeRoot() }
        app.hierarchy.visiblePage?.value = 9
        await waitUntil { app.checkpointCount > 0 }
        await app.waitForPendingSaves()
        #expect(app.checkpointCount == 1)
        app.releaseSceneLock()

        let relaunched = RestorationController(hierarchy: EngineHierarchy(), registry: treeRegistry(), configuration: .init(store: store, checkpointDelay: Self.delay))
        await relaunched.launch { freshTreeRoot() }
        #expect(relaunched.hierarchy.visiblePage?.value == 9)
    }

    @Test func aCustomValueTheLookCannotSeeIsCheckpointedWhenTheAppAsks() async throws {
        let store = InMemoryStore()
        let app = RestorationController(hierarchy: EngineHierarchy(), registry: treeRegistry(), configuration: .init(store: store, checkpointDelay: Self.delay))
        await app.launch { freshTreeRoot() }
        let page = try #require(app.hierarchy.visiblePage)
        page.zoom = 3                      // not @Preserved: no look sees it
        app.setNeedsCheckpoint()
        await waitUntil { app.checkpointCount > 0 }
        await app.waitForPendingSaves()
        #expect(app.checkpointCount == 1)
        app.releaseSceneLock()

        let relaunched = RestorationController(hierarchy: EngineHierarchy(), registry: treeRegistry(), configuration: .init(store: store, checkpointDelay: Self.delay))
        await relaunched.launch { freshTreeRoot() }
        #expect(relaunched.hierarchy.visiblePage?.zoom == 3)
    }

    // MARK: Nothing changed

    @Test func nothingChangedCapturesNothingAndWritesNoNewCheckpoint() async throws {
        let store = InMemoryStore()
        let controller = await launched(store)
        let counted = try countedPage(controller)
        try stack(controller).push(ComicDetailPage())
        try await waitForCheckpoints(controller, 1)
        #expect(controller.checkpointCount == 1)

        // The hierarchy says something may have changed, but nothing did: a look, no capture.
        // Other suites of this process set `@Preserved` values at any time, on any thread, and
        // each asks this controller for a checkpoint (its generation changes every look): such
        // a checkpoint is not this test's subject, so a round drops it, reads the generation,
        // then looks, and counts only when no suite set a value during the round (an event, not
        // a time; nothing here waits for a deadline).
        while true {
            dropPendingCheckpoint(controller)
            let generation = PreservedChanges.generation
            controller.takeLook()
            let captures = counted.captures
            for observer in controller.navigator.changeObservers.values { observer() }
            guard PreservedChanges.generation == generation else { continue }
            #expect(controller.pendingCheckpoint == nil)
            #expect(counted.captures == captures)
            break
        }

        // A push undone by a pop before the delay: the same place, so nothing new is written.
        while true {
            dropPendingCheckpoint(controller)
            let generation = PreservedChanges.generation
            controller.takeLook()
            let written = controller.checkpointCount
            try stack(controller).push(ComicDetailPage())
            #expect(controller.pendingCheckpoint != nil)
            _ = try stack(controller).pop()
            await waitUntil { controller.pendingCheckpoint == nil }
            await controller.waitForPendingSaves()
            guard PreservedChanges.generation == generation else { continue }
            #expect(controller.checkpointCount == written)
            break
        }
    }

    /// Drops the checkpoint another suite's `@Preserved` value asked for, if one is pending.
    private func dropPendingCheckpoint(_ controller: RestorationController<Navigator>) {
        controller.pendingCheckpoint?.cancel()
        controller.pendingCheckpoint = nil
    }

    @Test func aLaunchThatRestoredTheSamePlaceWritesNothing() async throws {
        let store = InMemoryStore()
        let first = await launched(store)
        try stack(first).push(ComicDetailPage())
        try await waitForCheckpoints(first, 1)
        crash(first)

        let second = await launched(store)
        for observer in second.navigator.changeObservers.values { observer() }
        try await waitPastTheDelay(second)
        #expect(second.checkpointCount == 0)
    }

    // MARK: Background

    @Test func noCheckpointInTheBackgroundUntilTheForeground() async throws {
        let store = InMemoryStore()
        let controller = await launched(store)
        #expect(controller.didEnterBackground() == .scheduled)
        #expect(!controller.isInForeground)
        await controller.waitForPendingSaves()

        // Navigation the app does in the background, and a request of its own: nothing.
        try stack(controller).push(ComicDetailPage())
        try countedPage(controller).step = 3
        controller.setNeedsCheckpoint()
        #expect(controller.pendingCheckpoint == nil)
        #expect(controller.checkpoint() == .declinedByApp)
        try await waitPastTheDelay(controller)
        #expect(controller.checkpointCount == 0)

        // Back in the foreground: the place changed while away, so one is written.
        controller.willEnterForeground()
        #expect(controller.isInForeground)
        try await waitForCheckpoints(controller, 1)
        #expect(controller.checkpointCount == 1)
    }

    @Test func enteringTheBackgroundDropsThePendingCheckpoint() async throws {
        let store = InMemoryStore()
        let controller = await launched(store)
        try stack(controller).push(ComicDetailPage())
        #expect(controller.pendingCheckpoint != nil)
        controller.didEnterBackground()
        try await waitPastTheDelay(controller)
        #expect(controller.checkpointCount == 0 && controller.saveCount == 1)
    }

    @Test func theSceneComesBackToTheForegroundOnActive() async throws {
        let store = InMemoryStore()
        let controller = RestorationController(hierarchy: Navigator(), registry: Self.registry(), configuration: .init(store: store, checkpointDelay: Self.delay))
        let scene = RestorationScene(controller: controller, lifecycle: SceneLifecycle(platform: .iOS))
        scene.launch(defaultRoot: { Self.defaultRoot() }, keeping: nil)
        scene.handle(.background)
        try stack(controller).push(ComicDetailPage())
        try await waitPastTheDelay(controller)
        #expect(controller.checkpointCount == 0)
        scene.handle(.active)
        try await waitForCheckpoints(controller, 1)
        #expect(controller.checkpointCount == 1)
        _ = await scene.launchSweep?.value
    }

    @Test func aDiscardedSceneWritesNoCheckpoint() async throws {
        let store = InMemoryStore()
        let controller = RestorationController(hierarchy: Navigator(), registry: Self.registry(), configuration: .init(store: store, checkpointDelay: Self.delay))
        let scene = RestorationScene(controller: controller)
        scene.launch(defaultRoot: { Self.defaultRoot() }, keeping: nil)
        _ = await scene.launchSweep?.value
        try stack(controller).push(ComicDetailPage())
        #expect(controller.pendingCheckpoint != nil)
        await scene.discard()
        try await waitPastTheDelay(controller)
        scene.handle(.active)
        try stack(controller).push(ComicDetailPage())
        try await waitPastTheDelay(controller)
        #expect(controller.checkpointCount == 0)
        #expect(try store.readMarker(named: RestorationSession.checkpointMarker, sceneID: controller.sceneID) == nil)
    }

    // MARK: Off

    @Test func checkpointsOffObserveNothingAndWriteNothing() async throws {
        let store = InMemoryStore()
        let controller = await launched(store, delay: nil)
        #expect(controller.navigator.changeObservers.isEmpty, "nothing observed, nothing paid")
        try stack(controller).push(ComicDetailPage())
        try countedPage(controller).step = 4
        controller.setNeedsCheckpoint()
        #expect(controller.pendingCheckpoint == nil)
        try await waitPastTheDelay(controller)
        #expect(controller.checkpointCount == 0)
        #expect(try store.readMarker(named: RestorationSession.checkpointMarker, sceneID: controller.sceneID) == nil)
    }

    // MARK: The look

    @Test func theLookSeesPagesSelectionsAndValuesButNotAPushUndone() throws {
        let navigator = Navigator()
        try navigator.setRootPage(Self.defaultRoot())
        let tabs = try #require(navigator.rootPage as? TabBarPage)
        let stack = try #require(tabs.selectedPage as? NavigationPage)
        var look = HierarchyLook(of: navigator)
        #expect(look.matches(navigator))

        try stack.push(ComicDetailPage())
        #expect(!look.matches(navigator), "a push")
        _ = try stack.pop()
        #expect(look.matches(navigator), "the push undone: the same pages")

        try tabs.select(1)
        #expect(!look.matches(navigator), "a tab switch")
        look = HierarchyLook(of: navigator)

        (stack.pages.first as? CapturedPage)?.step = 8
        #expect(!look.matches(navigator), "a @Preserved value set")
        look = HierarchyLook(of: navigator)

        try stack.setPages([CapturedPage(restorationIdentifier: "counted")])
        #expect(!look.matches(navigator), "a page replaced by a new one of the same type")
    }
}
