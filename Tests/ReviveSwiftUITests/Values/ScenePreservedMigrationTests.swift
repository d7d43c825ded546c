import Foundation
import ReviveFaults
import Testing
@testable import Revive
@testable import ReviveSwiftUI
import ReviveTesting

/// A case renamed in an update comes back under its new name when the app registers the
/// migration, as `RouteMigration` offers it for routes, applied by schema version.
@MainActor
struct ScenePreservedMigrationTests {
    @Test func aMigrationRenamesACaseInAPathByItsSchemaVersion() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let id = try await saveAsVersion1(in: folder.url, policy: RestorationPolicy(schemaVersion: 1)) { scene in
            RouteValue("path", default: [ShelfRouteV2](), in: scene).wrappedValue = [.library, .comic(id: 7), .reader(comicID: 7, page: 2)]
        }
        var policy = RestorationPolicy(schemaVersion: 2)
        policy.registerMigration(from: 1, RouteMigration.renameCase("comic", to: "comicDetail", in: "path"))
        let window = try PreservedProcess(folder: folder.url, policy: policy).window()
        await window.connect(storedSceneID: id)
        let scene = try window.revivedScene
        #expect(RouteValue("path", default: [ShelfRouteV3](), in: scene).wrappedValue == [.library, .comicDetail(id: 7), .reader(comicID: 7, page: 2)])
        #expect(scene.report.isEmpty)
    }

    @Test func withoutTheMigrationThePathStopsAtTheRenamedCase() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let id = try await saveAsVersion1(in: folder.url, policy: RestorationPolicy(schemaVersion: 1)) { scene in
            RouteValue("path", default: [ShelfRouteV2](), in: scene).wrappedValue = [.library, .comic(id: 7)]
        }
        let window = try PreservedProcess(folder: folder.url, policy: RestorationPolicy(schemaVersion: 1)).window()
        await window.connect(storedSceneID: id)
        #expect(RouteValue("path", default: [ShelfRouteV3](), in: try window.revivedScene).wrappedValue == [.library])
    }

    @Test func aMigrationRenamesACaseInAModelsFieldAndARawValue() {
        let saved = Snapshot(root: Snapshot.Node(typeName: "Tabs", state: PageState([
            PageViewState.valueKeyPrefix + "navigation": .dictionary(["path": .array([.dictionary(["comic": .dictionary(["id": .int(7)])])])]),
            PageViewState.valueKeyPrefix + "tab": .string("shelf"),
        ])))
        let model = RouteMigration.renameCase("comic", to: "comicDetail", in: "navigation", at: ["path"])
        let tab = RouteMigration.renameCase("shelf", to: "library", in: "tab")
        let migrated = try? tab(model(saved))
        #expect(migrated?.root.state[PageViewState.valueKeyPrefix + "navigation"]
            == .dictionary(["path": .array([.dictionary(["comicDetail": .dictionary(["id": .int(7)])])])]))
        #expect(migrated?.root.state[PageViewState.valueKeyPrefix + "tab"] == .string("library"))
    }

    @Test func mapValueReturningNilRemovesTheValueAndLeavesOtherScenesAlone() throws {
        let key = PageViewState.valueKeyPrefix + "draft"
        let saved = Snapshot(root: Snapshot.Node(typeName: "Tabs", state: PageState([key: .string("old")])))
        let remove = RouteMigration.mapValue("draft") { _ in nil }
        #expect(try remove(saved).root.state[key] == nil)
        let other = Snapshot(root: Snapshot.Node(typeName: "Tabs"))
        #expect(try remove(other) == other)
    }
}

/// `@ScenePreserved` and `@RouteStorage` are two spellings of one store, ``RouteValue``: at the
/// scene's root they are one value, read by one rule, reported in one place, and one migration
/// type rewrites both.
@MainActor
struct SceneValueStoreTests {
    @Test func bothSpellingsAtTheScenesRootAreOneValueReadByOneRule() async throws {
        let router = RevivedScene.makeRouter(sceneID: "one-store", configuration: .init(store: InMemoryStore()))
        await router.launch()
        let scene = router.revivedScene
        RouteValue("path", default: [ShelfRouteV2](), in: scene).wrappedValue = [.library, .comic(id: 7)]
        // The route storage of the scene's root reads what the scene value wrote...
        let viaRouteStorage = RouteValue("path", default: [ShelfRouteV2](), at: router.storageLocation(at: nil))
        #expect(viaRouteStorage.wrappedValue == [.library, .comic(id: 7)])
        // ...and after an update that removed the case, both keep what still decodes.
        #expect(RouteValue("path", default: [ShelfRouteV3](), at: router.storageLocation(at: nil)).wrappedValue == [.library])
        #expect(RouteValue("path", default: [ShelfRouteV3](), in: scene).wrappedValue == [.library])
        #expect(scene.report.map(\.kind) == [.droppedPage], "one item, once, whichever spelling read it: \(scene.report)")
    }

    @Test func aValueAtAPageKeepsWhatStillDecodesAndTheScenesReportNamesItsPlace() async throws {
        let router = ReviveRouter(routes: .allRoutes, defaultTree: RouteTree<ShelfRouteV2, ShelfTab>(tabs: [.library]),
                                  sceneID: "page-values", configuration: .init(store: InMemoryStore()))
        await router.launch()
        let location = router.storageLocation(at: .tabRoot(.library))
        RouteValue("recent", default: [ShelfRouteV2](), at: location).wrappedValue = [.library, .comic(id: 3), .library]
        let updated = RouteValue("recent", default: [ShelfRouteV3](), at: location)
        #expect(updated.wrappedValue == [.library], "the elements before the one that no longer decodes")
        let item = try #require(router.revivedScene.report.first)
        #expect(router.revivedScene.report.count == 1)
        #expect(item.kind == .droppedPage && item.key == "recent")
        #expect(item.path.hasPrefix(".tabRoot(library) > recent"), "\(item.path)")
    }

    @Test func aValueMigrationRewritesTheValueAtTheRootAndAtEveryPage() throws {
        let key = PageViewState.valueKeyPrefix + "sort"
        let page = Snapshot.Node(typeName: "Route", restorationID: "comic", state: PageState([key: .string("byDate")]))
        let sheet = Snapshot.Node(typeName: "Route", restorationID: "note", state: PageState([key: .string("byDate")]))
        let saved = Snapshot(root: Snapshot.Node(
            typeName: "Tabs", state: PageState([key: .string("byDate")]), children: [page], presented: sheet
        ))
        let migrated = try RouteMigration.renameCase("byDate", to: "newest", in: "sort")(saved)
        #expect(migrated.root.state[key] == .string("newest"))
        #expect(migrated.root.children.first?.state[key] == .string("newest"))
        #expect(migrated.root.presented?.state[key] == .string("newest"))
    }
}
