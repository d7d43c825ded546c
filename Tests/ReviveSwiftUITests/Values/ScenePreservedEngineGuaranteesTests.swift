import Crypto
import Foundation
import ReviveFaults
import Testing
@testable import Revive
@testable import ReviveSwiftUI

/// A scene that keeps only `@ScenePreserved` values is a router with no routes, so the engine's
/// guarantees hold for it unchanged: the codec encrypts it, the policy's version rule and the
/// crash guard decide whether it comes back.
@MainActor
struct ScenePreservedEngineGuaranteesTests {
    private func saveDraft(in folder: URL, policy: RestorationPolicy = RestorationPolicy(), codec: SnapshotCodec = SnapshotCodec()) async throws -> String {
        let store = try FileStore(directory: folder)
        let window = RouteSceneModel<Never, String> { sceneID in
            RevivedScene.makeRouter(sceneID: sceneID, configuration: .init(store: store, policy: policy, codec: codec))
        }
        await window.connect(storedSceneID: "")
        RouteValue("draft", default: "", in: try window.revivedScene).wrappedValue = "my secret draft"
        window.handle(.background)
        await window.router?.controller.waitForPendingSaves()
        let id = try #require(window.sceneID)
        window.router?.controller.releaseSceneLock()
        waitUntilAnotherProcessCouldLock(store.path(FileStoreNaming.lockFileName(sceneID: id)))
        return id
    }

    private func draft(in folder: URL, id: String, policy: RestorationPolicy = RestorationPolicy(), codec: SnapshotCodec = SnapshotCodec()) async throws
        -> (String, RouteTree<Never, String>.LaunchResult) {
        let store = try FileStore(directory: folder)
        let window = RouteSceneModel<Never, String> { sceneID in
            RevivedScene.makeRouter(sceneID: sceneID, configuration: .init(store: store, policy: policy, codec: codec))
        }
        let launch = try #require(await window.connect(storedSceneID: id))
        return (RouteValue("draft", default: "", in: try window.revivedScene).wrappedValue, launch)
    }

    @Test func anEncryptingCodecKeepsTheValuesOutOfThePlainText() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let key = SymmetricKey(size: .bits256)
        let id = try await saveDraft(in: folder.url, codec: SnapshotCodec(key: key))
        let bytes = try #require(try FileStore(directory: folder.url).read(sceneID: id))
        #expect(bytes.range(of: Data("my secret draft".utf8)) == nil)
        #expect(try await draft(in: folder.url, id: id, codec: SnapshotCodec(key: key)).0 == "my secret draft")
    }

    @Test func aFileOfAnotherSchemaVersionWithNoMigrationStartsFresh() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let id = try await saveDraft(in: folder.url, policy: RestorationPolicy(schemaVersion: 1))
        let (value, launch) = try await draft(in: folder.url, id: id, policy: RestorationPolicy(schemaVersion: 2))
        #expect(value == "")
        #expect(launch.launch == .fresh(.schemaVersionMismatch(saved: 1, current: 2)))
    }

    @Test func aStateThatCrashedItsRestoreIsNotRestoredAgain() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let id = try await saveDraft(in: folder.url)
        do {   // a launch that restores, then crashes before the restore is over
            let session = RestorationSession(store: try FileStore(directory: folder.url), sceneID: id)
            guard case .success = session.beginLaunch() else { Issue.record("the state did not load"); return }
            session.releaseSceneLock()
        }
        let (value, launch) = try await draft(in: folder.url, id: id)
        #expect(value == "")
        #expect(launch.launch == .fresh(.crashedDuringLastRestore(attempts: 1)))
    }
}
