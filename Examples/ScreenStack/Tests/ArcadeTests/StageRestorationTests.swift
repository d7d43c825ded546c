import Arcade
import Foundation
import Revive
import ReviveStage
import ReviveTesting
import StageKit
import Testing

/// A private folder for one test's files, removed afterwards.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("arcade-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The names of every file under the folder, sorted.
    func fileNames() -> [String] {
        let files = FileManager.default.enumerator(atPath: url.path)?.compactMap { $0 as? String } ?? []
        return files.filter { !$0.hasSuffix("Revive") }.map { ($0 as NSString).lastPathComponent }.sorted()
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}

/// The scene file, in this process: the stage's events reach Revive's `RestorationScene`.
@MainActor
struct StageRestorationTests {
    @Test func theSaveRunsInOneBackgroundTaskThatEndsWhenTheStateIsOnDisk() async throws {
        let folder = try TemporaryFolder()
        let store = try FileStore(directory: folder.url)
        let stage = Stage(session: StageSession(persistentIdentifier: "slot-1"))
        let game = ArcadeGame(stage: stage, store: store)
        game.start()
        _ = await game.handle("play 2")

        let restoration = try #require(game.restoration)
        #expect(restoration.stageDidEnterBackground() == .scheduled)
        #expect(stage.backgroundTaskCount == 1)
        await stage.waitForBackgroundTasks(timeLimit: .seconds(600))
        #expect(stage.backgroundTaskCount == 0)
        #expect(stage.expiredTaskCount == 0)
        #expect(try store.hasState(sceneID: "slot-1"))
    }

    @Test func aDiscardedSessionLeavesNoFileAndSavesNothingAfterwards() async throws {
        let folder = try TemporaryFolder()
        let store = try FileStore(directory: folder.url)
        let stage = Stage(session: StageSession(persistentIdentifier: "slot-2"))
        let game = ArcadeGame(stage: stage, store: store)
        game.start()
        _ = await game.handle("play 2")
        _ = await game.handle("bg")
        #expect(folder.fileNames().contains("slot-2.revive"))

        await stage.discardSession()
        #expect(game.restoration?.scene.isDiscarded == true)
        #expect(folder.fileNames().filter { $0.hasPrefix("slot-2") } == [])
        await stage.enterBackground()
        #expect(folder.fileNames().filter { $0.hasPrefix("slot-2") } == [])
    }
}
