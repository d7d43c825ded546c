import Foundation
import Testing
@testable import Revive
@testable import ReviveSwiftUI
@testable import ReviveTesting

/// The routes of schema version 1, as the golden file was written: `comic` was renamed
/// `comicDetail` in version 2, and `reader` gained a `zoom`.
private enum RouteV1: Codable, Hashable {
    case comics
    case comic(id: Int)
    case reader(comicID: Int, page: Int)
}

/// The routes of schema version 2, the current one.
private enum RouteV2: Codable, Hashable {
    case comics
    case comicDetail(id: Int)
    case reader(comicID: Int, page: Int, zoom: Double)
    case options

    static var registry: RouteRegistry<RouteV2> {
        var routes = RouteRegistry<RouteV2>()
        routes.register("comics", "comicDetail", "reader", "options")
        return routes
    }
}

/// Golden files saved by schema version 1 (committed in `Fixtures/`), migrated at launch.
@MainActor
struct RouteMigrationTests {
    private static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/route-tree-v1.revive")

    /// The tree the golden file holds.
    private static let treeV1 = RouteTree<RouteV1, String>(
        tabs: [RouteTree.TabStack(id: "library", path: [.comics, .comic(id: 42), .reader(comicID: 42, page: 17)]), RouteTree.TabStack(id: "settings")],
        selectedTab: "library",
        modals: [RouteTree.Modal(.comic(id: 7), style: .sheet, path: [.reader(comicID: 7, page: 3)])]
    )

    /// Version 1 → 2: rename `comic`, give `reader` its zoom.
    private static var policy: RestorationPolicy {
        var policy = RestorationPolicy(schemaVersion: 2)
        let rename = RouteMigration.renameRoute("comic", to: "comicDetail")
        let zoom = RouteMigration.mapRoutes { route in
            guard route.name == "reader", case .dictionary(var cases) = route.value,
                  case .dictionary(var payload)? = cases["reader"] else { return route }
            payload["zoom"] = .double(1)
            cases["reader"] = .dictionary(payload)
            return RouteMigration.SavedRoute(name: "reader", value: .dictionary(cases))
        }
        policy.registerMigration(from: 1) { try zoom(try rename($0)) }
        return policy
    }

    private func launchFixture(policy: RestorationPolicy) async throws -> (RouteTree<RouteV2, String>.LaunchResult, RouteTree<RouteV2, String>) {
        let store = InMemoryStore()
        try store.write(try Data(contentsOf: Self.fixture), sceneID: "default")
        let routes = RouteHierarchy(routes: RouteV2.registry)
        let controller = RestorationController(routes: routes, configuration: .init(store: store, policy: policy))
        let result = await controller.launch(defaultTree: RouteTree(tabs: ["library", "settings"]))
        return (result, routes.tree)
    }

    @Test func aVersionOneFileIsMigratedToTheCurrentRoutes() async throws {
        let (result, tree) = try await launchFixture(policy: Self.policy)
        #expect(result.launch.report?.isComplete == true, "\(result)")
        #expect(tree == RouteTree(
            tabs: [RouteTree.TabStack(id: "library", path: [.comics, .comicDetail(id: 42), .reader(comicID: 42, page: 17, zoom: 1)]), RouteTree.TabStack(id: "settings")],
            selectedTab: "library",
            modals: [RouteTree.Modal(.comicDetail(id: 7), path: [.reader(comicID: 7, page: 3, zoom: 1)])]
        ))
    }

    @Test func withoutTheMigrationTheOldFileIsNotRestored() async throws {
        let (result, tree) = try await launchFixture(policy: RestorationPolicy(schemaVersion: 2))
        #expect(result.launch == .fresh(.schemaVersionMismatch(saved: 1, current: 2)))
        #expect(tree == RouteTree(tabs: ["library", "settings"]))
    }

    @Test func withoutAVersionBumpTheRenamedRoutesArePrunedAndNamed() async throws {
        let (result, tree) = try await launchFixture(policy: RestorationPolicy(schemaVersion: 1))
        let report = try #require(result.launch.report)
        #expect(tree.path(forTab: "library") == [.comics])
        #expect(tree.modals.isEmpty)
        #expect(report.items(.droppedPage).first?.path == "RouteTabs > RouteTab(\"library\") > Route(\"comic\")")
    }

    /// Writes the golden file again; run once with `REVIVE_WRITE_ROUTE_FIXTURES=1` when the
    /// fixture must change (it never should: it stands for files already on users' devices).
    @Test(.enabled(if: ProcessInfo.processInfo.environment["REVIVE_WRITE_ROUTE_FIXTURES"] == "1"))
    func writeGoldenFile() throws {
        var names = RouteRegistry<RouteV1>()
        names.register("comics", "comic", "reader")
        let hierarchy = RouteHierarchy(routes: names, tree: Self.treeV1)
        let header = Snapshot.Header(appVersion: "1.0", schemaVersion: 1, createdAt: Date(timeIntervalSince1970: 1_767_225_600))
        try SnapshotCodec().encode(try hierarchy.captureSnapshot(header: header)).write(to: Self.fixture)
    }
}
