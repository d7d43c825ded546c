import Foundation
import Testing
@testable import Revive
@testable import ReviveSwiftUI

/// A case renamed in an update comes back under its new name when the app registers the
/// migration, as `RouteMigration` offers it for routes, applied by schema version.
@MainActor
struct ScenePreservedMigrationTests {
    @Test func aMigrationRenamesACaseInAPathByItsSchemaVersion() async throws {
        let folder = TemporaryFolder()
        let id = try await saveAsVersion1(in: folder.url, policy: RestorationPolicy(schemaVersion: 1)) { scene in
            ScenePreservedValue("path", default: [ShelfRouteV2](), in: scene).wrappedValue = [.library, .comic(id: 7), .reader(comicID: 7, page: 2)]
        }
        var policy = RestorationPolicy(schemaVersion: 2)
        policy.registerMigration(from: 1, ScenePreservedMigration.renameCase("comic", to: "comicDetail", in: "path"))
        let window = try PreservedProcess(folder: folder.url, policy: policy).window()
        await window.connect(storedSceneID: id)
        let scene = try window.preservedScene
        #expect(ScenePreservedValue("path", default: [ShelfRouteV3](), in: scene).wrappedValue == [.library, .comicDetail(id: 7), .reader(comicID: 7, page: 2)])
        #expect(scene.report.isEmpty)
    }

    @Test func withoutTheMigrationThePathStopsAtTheRenamedCase() async throws {
        let folder = TemporaryFolder()
        let id = try await saveAsVersion1(in: folder.url, policy: RestorationPolicy(schemaVersion: 1)) { scene in
            ScenePreservedValue("path", default: [ShelfRouteV2](), in: scene).wrappedValue = [.library, .comic(id: 7)]
        }
        let window = try PreservedProcess(folder: folder.url, policy: RestorationPolicy(schemaVersion: 1)).window()
        await window.connect(storedSceneID: id)
        #expect(ScenePreservedValue("path", default: [ShelfRouteV3](), in: try window.preservedScene).wrappedValue == [.library])
    }

    @Test func aMigrationRenamesACaseInAModelsFieldAndARawValue() {
        let saved = Snapshot(root: Snapshot.Node(typeName: "Tabs", state: PageState([
            PageViewState.valueKeyPrefix + "navigation": .dictionary(["path": .array([.dictionary(["comic": .dictionary(["id": .int(7)])])])]),
            PageViewState.valueKeyPrefix + "tab": .string("shelf"),
        ])))
        let model = ScenePreservedMigration.renameCase("comic", to: "comicDetail", in: "navigation", at: ["path"])
        let tab = ScenePreservedMigration.renameCase("shelf", to: "library", in: "tab")
        let migrated = try? tab(model(saved))
        #expect(migrated?.root.state[PageViewState.valueKeyPrefix + "navigation"]
            == .dictionary(["path": .array([.dictionary(["comicDetail": .dictionary(["id": .int(7)])])])]))
        #expect(migrated?.root.state[PageViewState.valueKeyPrefix + "tab"] == .string("library"))
    }

    @Test func mapValueReturningNilRemovesTheValueAndLeavesOtherScenesAlone() throws {
        let key = PageViewState.valueKeyPrefix + "draft"
        let saved = Snapshot(root: Snapshot.Node(typeName: "Tabs", state: PageState([key: .string("old")])))
        let remove = ScenePreservedMigration.mapValue("draft") { _ in nil }
        #expect(try remove(saved).root.state[key] == nil)
        let other = Snapshot(root: Snapshot.Node(typeName: "Tabs"))
        #expect(try remove(other) == other)
    }
}
