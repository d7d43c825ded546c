import Foundation
import Revive
import ReviveFaults
import ReviveSwiftUI
import Testing

/// The update matrix for route trees: the file the last release, 0.2.0, wrote
/// (`Tests/Samples/Updates/0.2.0/routes`, its README says how), read by today's code with the
/// app's routes and tabs changed in each documented way. Each row checks what comes back, one
/// report item per thing dropped, that no launch says damaged, and that the file is kept.
///
/// The version 1 tree: tabs `library` (selected): `.comic(id: 42)`, `.credits(id: 42)`,
/// `.reader(id: 42, page: 21)`; `search`: `.search("batman")`, `.comic(id: 7)`; `settings`; a
/// sheet `.share(note: "for Sam")`.
@MainActor
struct RouteUpdateMatrixTests {
    /// Version 1's routes, unchanged.
    enum Route: Codable, Hashable, Sendable {
        case comic(id: Int)
        case reader(id: Int, page: Int)
        case search(String)
        case credits(id: Int)
        case share(note: String)
    }

    /// An update removed `credits`.
    enum RouteWithoutCredits: Codable, Hashable, Sendable {
        case comic(id: Int)
        case reader(id: Int, page: Int)
        case search(String)
        case share(note: String)
    }

    /// An update renamed `credits` to `staff`.
    enum RouteWithStaff: Codable, Hashable, Sendable {
        case comic(id: Int)
        case reader(id: Int, page: Int)
        case search(String)
        case staff(id: Int)
        case share(note: String)
    }

    static let samples = PackageFolder.samples.appendingPathComponent("Updates")

    struct Launched<R: Codable & Hashable & Sendable> {
        let tree: RouteTree<R, String>
        let result: LaunchResult
        let store: FileStore
        let folder: URL

        /// The report's items of `kind`, as `path` (and ` key` when there is one).
        func items(_ kind: RestoreReport.Item.Kind) -> [String] {
            (result.report?.items(kind) ?? []).map { item in item.key.map { "\(item.path) key \($0)" } ?? item.path }
        }
    }

    /// Copies the 0.2.0 route sample into a new folder's store and launches with `tabs`.
    func launch<R: Codable & Hashable & Sendable>(
        _ type: R.Type, tabs: [String] = ["library", "search", "settings"], policy: RestorationPolicy = RestorationPolicy()
    ) async throws -> Launched<R> {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("revive-update-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let store = try FileStore(directory: folder)
        try FileManager.default.copyItem(at: Self.samples.appendingPathComponent("0.2.0/routes/default.revive"), to: store.fileURL(for: "default"))
        let routes = RouteHierarchy(routes: RouteRegistry<R>.allRoutes, tree: RouteTree<R, String>(tabs: tabs))
        let controller = RestorationController(routes: routes, configuration: .init(store: store, policy: policy, checkpointDelay: nil))
        let result = await controller.launch(defaultTree: RouteTree<R, String>(tabs: tabs))
        controller.releaseSceneLock()
        return Launched(tree: routes.tree, result: result.launch, store: store, folder: folder)
    }

    func expectNothingLost<R>(_ launched: Launched<R>, sourceLocation: SourceLocation = #_sourceLocation) {
        if case .fresh(.damagedFile(let reason)) = launched.result {
            Issue.record("an intact file was called damaged: \(reason)", sourceLocation: sourceLocation)
        }
        let kept = FileManager.default.fileExists(atPath: launched.store.fileURL(for: "default").path)
            || FileManager.default.fileExists(atPath: launched.store.quarantineURL(for: "default").path)
        #expect(kept, "the saved file was deleted, not set aside", sourceLocation: sourceLocation)
        try? FileManager.default.removeItem(at: launched.folder)
    }

    @Test func theUnchangedRoutesGetTheWholeTreeBack() async throws {
        let launched = try await launch(Route.self)
        #expect(launched.result.report?.isComplete == true, "\(String(describing: launched.result.report?.items))")
        #expect(launched.tree.path(forTab: "library") == [.comic(id: 42), .credits(id: 42), .reader(id: 42, page: 21)])
        #expect(launched.tree.path(forTab: "search") == [.search("batman"), .comic(id: 7)])
        #expect(launched.tree.selectedTab == "library")
        #expect(launched.tree.modals.map(\.route) == [.share(note: "for Sam")])
        expectNothingLost(launched)
    }

    @Test func aRemovedRouteCaseCutsItsPathThereWithOneItemPerRoute() async throws {
        let launched = try await launch(RouteWithoutCredits.self)
        #expect(launched.tree.path(forTab: "library") == [.comic(id: 42)])
        #expect(launched.tree.path(forTab: "search") == [.search("batman"), .comic(id: 7)])
        #expect(launched.tree.modals.map(\.route) == [.share(note: "for Sam")])
        #expect(launched.items(.droppedPage) == [#"RouteTabs > RouteTab("library") > Route("credits")"#, #"RouteTabs > RouteTab("library") > Route("reader")"#])
        #expect(launched.result.report?.items.count == 2)
        expectNothingLost(launched)
    }

    @Test func aSchemaBumpWithARouteMigrationBringsTheRenamedRouteBack() async throws {
        var policy = RestorationPolicy(schemaVersion: 1)
        policy.registerMigration(from: 0, RouteMigration.renameRoute("credits", to: "staff"))
        let launched = try await launch(RouteWithStaff.self, policy: policy)
        #expect(launched.result.report?.isComplete == true, "\(String(describing: launched.result.report?.items))")
        #expect(launched.tree.path(forTab: "library") == [.comic(id: 42), .staff(id: 42), .reader(id: 42, page: 21)])
        expectNothingLost(launched)
    }

    @Test func aSchemaBumpWithoutAMigrationStartsFreshSayingWhyAndKeepsTheFile() async throws {
        let launched = try await launch(Route.self, policy: RestorationPolicy(schemaVersion: 1))
        #expect(launched.result == .fresh(.schemaVersionMismatch(saved: 0, current: 1)))
        expectNothingLost(launched)
    }

    @Test func aTabAddedStartsEmptyBesideTheSavedOnes() async throws {
        let launched = try await launch(Route.self, tabs: ["library", "downloads", "search", "settings"])
        #expect(launched.tree.tabs.map(\.id) == ["library", "downloads", "search", "settings"])
        #expect(launched.tree.path(forTab: "downloads") == [])
        #expect(launched.tree.path(forTab: "library")?.count == 3 && launched.tree.path(forTab: "search")?.count == 2)
        #expect(launched.tree.selectedTab == "library")
        #expect(launched.result.report?.isComplete == true, "\(String(describing: launched.result.report?.items))")
        expectNothingLost(launched)
    }

    @Test func aTabRemovedIsDroppedWithOneItemAndTheOthersComeBack() async throws {
        let launched = try await launch(Route.self, tabs: ["library", "settings"])
        #expect(launched.tree.tabs.map(\.id) == ["library", "settings"])
        #expect(launched.tree.path(forTab: "library")?.count == 3)
        #expect(launched.tree.modals.map(\.route) == [.share(note: "for Sam")])
        #expect(launched.items(.droppedPage) == [#"RouteTabs > RouteTab("search")"#])
        #expect(launched.result.report?.items(.droppedPage).first?.reason == "the app no longer has this tab; its 2 routes are dropped")
        #expect(launched.result.report?.items.count == 1)
        expectNothingLost(launched)
    }

    @Test func theSelectedTabRemovedIsDroppedAndTheSelectionResetWithAnItemEach() async throws {
        let launched = try await launch(Route.self, tabs: ["search", "settings"])
        #expect(launched.tree.tabs.map(\.id) == ["search", "settings"])
        #expect(launched.tree.selectedTab == "search")
        #expect(launched.tree.path(forTab: "search") == [.search("batman"), .comic(id: 7)])
        #expect(launched.items(.droppedPage) == [#"RouteTabs > RouteTab("library")"#])
        #expect(launched.items(.selectionReset) == ["RouteTabs"])
        #expect(launched.result.report?.items.count == 2)
        expectNothingLost(launched)
    }

    @Test func reorderedTabsComeBackInTheNewOrderWithTheSavedTabSelected() async throws {
        let launched = try await launch(Route.self, tabs: ["settings", "search", "library"])
        #expect(launched.tree.tabs.map(\.id) == ["settings", "search", "library"])
        #expect(launched.tree.selectedTab == "library")
        #expect(launched.tree.path(forTab: "library")?.count == 3 && launched.tree.path(forTab: "search")?.count == 2)
        #expect(launched.result.report?.isComplete == true, "\(String(describing: launched.result.report?.items))")
        expectNothingLost(launched)
    }
}
