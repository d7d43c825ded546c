import Foundation
import Revive
import ReviveNavigator
import ReviveTesting
import Testing

@MainActor
private func makeApp(store: any SnapshotStore) -> SimulatedApp<Navigator> {
    SimulatedApp(store: store, registry: {
        let registry = RestorationRegistry<Page>()
        registry.register(ShelfPage.self) { ShelfPage() }
        registry.register(BookPage.self) { BookPage() }
        return registry
    }, rootPage: {
        NavigationPage(rootPage: ShelfPage(), restorationIdentifier: "shelf")
    })
}

@MainActor
private func openBook(_ app: SimulatedApp<Navigator>, id: Int) throws {
    let stack = try #require(app.navigator.rootPage as? NavigationPage)
    let book = BookPage(restorationIdentifier: "book")
    book.bookID = id
    try stack.push(book)
}

/// Each simulated launch runs in a `ReviveProcess` of its own, which its death
/// ends, so a relaunch starts as a real one does, and two simulated apps at once are two
/// processes — with nothing global replaced, so suites running beside it see none of this.
@MainActor
struct SimulatedAppProcessTests {
    /// A folder for a `FileStore`, removed by the caller.
    private func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("revive-process-\(UUID().uuidString)")
    }

    @Test func eachLaunchRunsInAFreshProcessThatItsDeathEnds() async throws {
        let app = makeApp(store: InMemoryStore())
        #expect(app.process == nil)
        await app.launch()
        let first = try #require(app.process)
        #expect(first !== ReviveProcess.current && !first.hasEnded)

        app.killBySystem()
        #expect(app.process == nil && first.hasEnded)
        await app.launch()
        let second = try #require(app.process)
        #expect(second !== first && !second.hasEnded)

        await app.forceQuitByUser()
        #expect(second.hasEnded)
    }

    @Test func aRelaunchedProcessSweepsTheStoreAgain() async throws {
        let app = makeApp(store: InMemoryStore())
        await app.launch()
        // An adapter's scene over the process's controller, as UIKit's SceneRestoration is.
        let first = RestorationScene(controller: try app.controller())
        #expect(first.startLaunchSweep(keeping: nil) != nil)
        #expect(RestorationScene(controller: try app.controller()).startLaunchSweep(keeping: nil) == nil)
        _ = await first.launchSweep?.value

        app.killBySystem()
        await app.launch()
        let relaunched = RestorationScene(controller: try app.controller())
        #expect(relaunched.startLaunchSweep(keeping: nil) != nil)
        _ = await relaunched.launchSweep?.value
    }

    @Test func twoAppsOnOneFolderAtOnceAreTwoProcesses() async throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = makeApp(store: try FileStore(directory: folder))
        await first.launch()
        try openBook(first, id: 3)
        try await first.enterBackground()

        // A second instance of the app on the same folder: the scene is the first one's.
        let second = makeApp(store: try FileStore(directory: folder))
        await second.launch()
        #expect(try second.freshReason() == .sceneInUse)

        // The first dies; the system lets go of its lock, and the next launch restores.
        first.killBySystem()
        await second.launch()
        try second.expectVisible(BookPage.self) { $0.bookID == 3 }
    }

    @Test func aKilledProcessThatLingersNeitherHoldsNorWritesTheScene() async throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = makeApp(store: try FileStore(directory: folder))
        await app.launch()
        try openBook(app, id: 4)
        try await app.enterBackground()
        let lingering = try app.controller()   // the dead process's objects, still in memory
        app.killBySystem()

        await app.launch()
        try app.expectVisible(BookPage.self) { $0.bookID == 4 }
        try openBook(app, id: 5)
        try await app.enterBackground()

        // The dead process saves again: the kernel closed its descriptors, so it holds nothing
        // and the scene is the running process's.
        let refused = lingering.didEnterBackground()
        await lingering.waitForPendingSaves()
        guard case .sceneInUse(let error) = refused else {
            Issue.record("the dead process saved: \(refused)")
            return
        }
        #expect(error.code == .sceneLocked)
        app.killBySystem()
        await app.launch()
        try app.expectVisible(BookPage.self) { $0.bookID == 5 }
    }
}
