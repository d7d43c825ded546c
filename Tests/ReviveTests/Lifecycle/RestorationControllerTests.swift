import Crypto
import Foundation
import Testing
@testable import Revive
@testable import ReviveTesting

@MainActor
struct RestorationControllerTests {
    /// A process of the app: a controller on `store` whose hierarchy shows `makeTreeApp`'s tree.
    private func savedTreeApp(store: any SnapshotStore, codec: SnapshotCodec) async throws {
        let controller = RestorationController(hierarchy: makeTreeApp(), registry: treeRegistry(), configuration: .init(store: store, codec: codec))
        #expect(controller.didEnterBackground() == .scheduled)
        await controller.waitForPendingSaves()
        #expect(controller.lastSaveError == nil)
    }

    @Test func restoresAnEncryptedSceneWithItsKey() async throws {
        let store = InMemoryStore()
        let codec = SnapshotCodec(key: SymmetricKey(size: .bits256))
        try await savedTreeApp(store: store, codec: codec)
        let controller = RestorationController(hierarchy: EngineHierarchy(), registry: treeRegistry(), configuration: .init(store: store, codec: codec))
        let result = await controller.launch { freshTreeRoot() }
        #expect(result.report?.isComplete == true)
        #expect(controller.hierarchy.visiblePage?.identifier == "options" && controller.hierarchy.visiblePage?.value == 18)
    }

    @Test func aWrongKeyStartsFreshAndSaysTheFileCannotBeRead() async throws {
        let store = InMemoryStore()
        try await savedTreeApp(store: store, codec: SnapshotCodec(key: SymmetricKey(size: .bits256)))
        let controller = RestorationController(
            hierarchy: EngineHierarchy(), registry: treeRegistry(), configuration: .init(store: store, codec: SnapshotCodec(key: SymmetricKey(size: .bits256)))
        )
        let result = await controller.launch { freshTreeRoot() }
        guard case .fresh(.damagedFile(let reason)) = result else {
            Issue.record("expected a fresh start because of a damaged file, got \(result)")
            return
        }
        #expect(reason.contains("decrypt") || reason.contains("authenticat"))
        #expect(controller.hierarchy.visiblePage?.identifier == "fresh")
        #expect(result.description.hasPrefix("fresh because the saved file is damaged"))
    }

    @Test func aHierarchyThatCannotBeCapturedKeepsThePreviousSave() async throws {
        let store = InMemoryStore()
        try await savedTreeApp(store: store, codec: SnapshotCodec())
        let before = try store.read(sceneID: "default")
        let controller = RestorationController(hierarchy: EngineHierarchy(root: UnregisteredTreePage()), registry: treeRegistry(), configuration: .init(store: store))
        guard case .notCaptured(let error) = controller.didEnterBackground() else {
            Issue.record("an unregistered root must not be captured")
            return
        }
        #expect(error.code == .unregisteredRoot)
        #expect(controller.lastCaptureError?.code == .unregisteredRoot)
        await controller.waitForPendingSaves()
        #expect(try store.read(sceneID: "default") == before)
    }

    @Test func theAppHearsOnceWhenRestorationFinished() async throws {
        let store = InMemoryStore()
        try await savedTreeApp(store: store, codec: SnapshotCodec())
        let controller = RestorationController(hierarchy: EngineHierarchy(), registry: treeRegistry(), configuration: .init(store: store))
        var heard: [LaunchResult] = []
        controller.restorationDidFinish = { heard.append($0) }
        await controller.launch { freshTreeRoot() }
        #expect(heard.count == 1)
        #expect(heard.first?.report?.restoredPageCount == 8)
        #expect(try store.read(sceneID: "default") != nil)   // kept until a newer save replaces it
    }
}
