import Crypto
import Foundation
import Testing
@testable import Revive
@testable import ReviveNavigator
@testable import ReviveTesting

@MainActor
struct RestorationControllerTests {
    /// A process of the comic app: a controller on `store` whose navigator shows `makeComicApp`'s tree.
    private func savedComicApp(store: any SnapshotStore, codec: SnapshotCodec) async throws {
        let (navigator, _, _) = try makeComicApp()
        let controller = RestorationController(navigator: navigator, registry: comicRegistry(), store: store, codec: codec)
        #expect(controller.didEnterBackground() == .scheduled)
        await controller.waitForPendingSaves()
        #expect(controller.lastSaveError == nil)
    }

    @Test func restoresAnEncryptedSceneWithItsKey() async throws {
        let store = InMemoryStore()
        let codec = SnapshotCodec(key: SymmetricKey(size: .bits256))
        try await savedComicApp(store: store, codec: codec)
        let controller = RestorationController(navigator: Navigator(), registry: comicRegistry(), store: store, codec: codec)
        let result = await controller.launch { LibraryPage() }
        #expect(result.report?.isComplete == true)
        #expect((controller.navigator.visiblePage as? OptionsPage)?.fontSize == 18)
    }

    @Test func aWrongKeyStartsFreshAndSaysTheFileCannotBeRead() async throws {
        let store = InMemoryStore()
        try await savedComicApp(store: store, codec: SnapshotCodec(key: SymmetricKey(size: .bits256)))
        let controller = RestorationController(
            navigator: Navigator(), registry: comicRegistry(), store: store, codec: SnapshotCodec(key: SymmetricKey(size: .bits256))
        )
        let result = await controller.launch { LibraryPage(restorationIdentifier: "fresh") }
        guard case .fresh(.damagedFile(let reason)) = result else {
            Issue.record("expected a fresh start because of a damaged file, got \(result)")
            return
        }
        #expect(reason.contains("decrypt") || reason.contains("authenticat"))
        #expect(controller.navigator.visiblePage?.name == "fresh")
        #expect(result.description.hasPrefix("fresh because the saved file is damaged"))
    }

    @Test func aHierarchyThatCannotBeCapturedKeepsThePreviousSave() async throws {
        let store = InMemoryStore()
        try await savedComicApp(store: store, codec: SnapshotCodec())
        let before = try store.read(sceneID: "default")
        let navigator = Navigator()
        try navigator.setRootPage(SecretPage())
        let controller = RestorationController(navigator: navigator, registry: comicRegistry(), store: store)
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
        try await savedComicApp(store: store, codec: SnapshotCodec())
        let controller = RestorationController(navigator: Navigator(), registry: comicRegistry(), store: store)
        var heard: [LaunchResult] = []
        controller.restorationDidFinish = { heard.append($0) }
        await controller.launch { LibraryPage() }
        #expect(heard.count == 1)
        #expect(heard.first?.report?.restoredPageCount == 8)
        #expect(try store.read(sceneID: "default") == nil)
    }
}
