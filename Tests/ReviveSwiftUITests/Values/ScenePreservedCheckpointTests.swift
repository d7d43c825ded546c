import Foundation
import ReviveFaults
import Testing
@testable import Revive
@testable import ReviveSwiftUI

/// Values and models kept with `@ScenePreserved` reach the file as they change, with no call of
/// the app's: a crash in the foreground (no `.background`) still comes back to them.
@MainActor
struct ScenePreservedCheckpointTests {
    /// Runs `use` in a connected window, waits for its first checkpoint, crashes in the
    /// foreground, and returns the next process's window, connected.
    private func crashAfterCheckpoint(_ use: (ReviveRouter<Never, String>) -> Void, in folder: URL) async throws -> RouteSceneModel<Never, String> {
        let process = try PreservedProcess(folder: folder)
        let window = process.window()
        await window.connect(storedSceneID: "")
        let router = try #require(window.router)
        use(router)
        await waitUntil { router.controller.checkpointCount >= 1 }
        await router.controller.waitForPendingSaves()
        #expect(router.controller.checkpointCount >= 1 && router.controller.saveCount == 0)
        let id = try #require(window.sceneID)
        await process.die()   // no `.background` came
        let next = try PreservedProcess(folder: folder).window()
        await next.connect(storedSceneID: id)
        return next
    }

    @Test func aValueIsCheckpointedAfterAChangeWithNoAppCall() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let window = try await crashAfterCheckpoint({ router in
            RouteValue("path", default: [ShelfRoute](), in: router.revivedScene).wrappedValue = [.comic(id: 7)]
        }, in: folder.url)
        #expect(RouteValue("path", default: [ShelfRoute](), in: try window.revivedScene).wrappedValue == [.comic(id: 7)])
    }

    @Test func aModelWhoseEncodingReadsItsPropertiesIsWrittenAtOnceThroughObservation() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let window = try await crashAfterCheckpoint({ router in
            let model = router.revivedScene.model("navigation") { HandWrittenModel() }
            model.path.append(.comic(id: 7))
            model.tab = .search
        }, in: folder.url)
        let model = try window.revivedScene.model("navigation") { HandWrittenModel() }
        #expect(model.path == [.comic(id: 7)] && model.tab == .search)
    }

    @Test func observationWritesAHandWrittenModelBeforeTheOnceASecondComparison() async throws {
        let window = try PreservedProcess(folder: TemporaryFolder().url).window()
        await window.connect(storedSceneID: "")
        let router = try #require(window.router)
        let model = router.revivedScene.model("navigation") { HandWrittenModel() }
        model.tab = .search
        await waitUntil(.milliseconds(500)) { router.tree[storedValueAt: nil, named: "navigation"] != nil }
        #expect(router.tree[storedValueAt: nil, named: "navigation"] != nil)
        model.path = [.library]   // tracked again after the first change
        await waitUntil(.milliseconds(500)) { (try? router.tree[storedValueAt: nil, named: "navigation"]?.decode(HandWrittenModel.self).path) == [.library] }
        #expect((try? router.tree[storedValueAt: nil, named: "navigation"]?.decode(HandWrittenModel.self).path) == [.library])
    }

    @Test func aModelWithSynthesizedCodableIsWrittenWithinASecond() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let window = try await crashAfterCheckpoint({ router in
            let model = router.revivedScene.model("navigation") { NavigationModel() }
            model.path = [.library, .comic(id: 42)]
            model.sheet = .compose(comicID: 42)
        }, in: folder.url)
        let model = try window.revivedScene.model("navigation") { NavigationModel() }
        #expect(model.path == [.library, .comic(id: 42)] && model.sheet == .compose(comicID: 42))
    }

    @Test func aModelTheUserNeverChangedWritesNothing() async throws {
        let window = try PreservedProcess(folder: TemporaryFolder().url).window()
        await window.connect(storedSceneID: "")
        let router = try #require(window.router)
        _ = router.revivedScene.model("navigation") { NavigationModel() }
        _ = router.revivedScene.model("tracked") { HandWrittenModel() }
        window.handle(.inactive)
        try await Task.sleep(for: .milliseconds(1_200))   // past one comparison
        // Nothing of the models is written. (Not "no checkpoint": a `@Preserved` value another
        // suite sets meanwhile is a change every controller's look sees, and may checkpoint.)
        #expect(router.tree.sceneValues.isEmpty)
    }
}
