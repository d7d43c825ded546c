import Foundation
import ReviveFaults
@testable import Revive
@testable import ReviveSwiftUI

/// The routes of the tests' app; `retired` is a route an older build had and this one does not register.
enum TestRoute: Codable, Hashable, Sendable {
    case list
    case item(id: Int)
    case reader(id: Int, page: Int)
    case note(String)
    case flag(Bool, score: Double?)
    case retired(code: Int)

    /// Every name but `retired`.
    static var registry: RouteRegistry<TestRoute> {
        var routes = RouteRegistry<TestRoute>()
        routes.register("list", "item", "reader", "note", "flag")
        return routes
    }

    /// Every name, `retired` included: the registry of the build that saved.
    static var olderRegistry: RouteRegistry<TestRoute> {
        var routes = registry
        routes.register("retired")
        return routes
    }

    var isRetired: Bool {
        if case .retired = self { return true }
        return false
    }
}

/// Seeded random route trees.
struct RandomRouteTrees {
    var random: SeededGenerator
    /// The chance that a route is `retired` (unknown to ``TestRoute/registry``).
    var retiredChance = 0.0

    init(seed: UInt64, retiredChance: Double = 0) {
        random = SeededGenerator(seed: seed)
        self.retiredChance = retiredChance
    }

    mutating func route() -> TestRoute {
        if Double.random(in: 0..<1, using: &random) < retiredChance { return .retired(code: Int.random(in: 0...9, using: &random)) }
        switch Int.random(in: 0...4, using: &random) {
        case 0: return .list
        case 1: return .item(id: Int.random(in: Int.min...Int.max, using: &random))
        case 2: return .reader(id: Int.random(in: 0...999, using: &random), page: Int.random(in: 1...500, using: &random))
        case 3: return .note(["", "plain", "Astérix", "鬼滅の刃", "line\nbreak", String(repeating: "x", count: 300)].randomElement(using: &random) ?? "")
        default:
            let score: Double? = Bool.random(using: &random) ? Double.random(in: -1e9...1e9, using: &random) : nil
            return .flag(Bool.random(using: &random), score: score)
        }
    }

    mutating func path(upTo count: Int) -> [TestRoute] {
        (0..<Int.random(in: 0...count, using: &random)).map { _ in route() }
    }

    mutating func tree() -> RouteTree<TestRoute, String> {
        let tabs = (0..<Int.random(in: 1...5, using: &random)).map { RouteTree<TestRoute, String>.TabStack(id: "tab\($0)", path: path(upTo: 8)) }
        let modals = (0..<Int.random(in: 0...4, using: &random)).map { _ in
            RouteTree<TestRoute, String>.Modal(route(), style: Bool.random(using: &random) ? .sheet : .fullScreenCover, path: path(upTo: 4))
        }
        let selected = tabs.randomElement(using: &random)?.id
        return RouteTree(tabs: tabs, selectedTab: selected, modals: modals)
    }
}

extension RouteTree where Route == TestRoute {
    /// The tree as a build without `retired` restores it: each stack cut at its first retired
    /// route, the modal chain cut at the first modal showing one.
    var withoutRetiredRoutes: RouteTree {
        var modals: [Modal] = []
        for modal in self.modals {
            if modal.route.isRetired { break }
            modals.append(Modal(modal.route, style: modal.style, path: Array(modal.path.prefix { !$0.isRetired })))
        }
        let tabs = self.tabs.map { TabStack(id: $0.id, path: Array($0.path.prefix { !$0.isRetired })) }
        return RouteTree(tabs: tabs, selectedTab: selectedTab, modals: modals)
    }
}

/// Saves `tree` as a build with `savedBy` would, through the binary codec.
@MainActor
func savedBytes(of tree: RouteTree<TestRoute, String>, savedBy routes: RouteRegistry<TestRoute> = TestRoute.olderRegistry, schemaVersion: UInt32 = 0) throws -> Data {
    let hierarchy = RouteHierarchy(routes: routes, tree: tree)
    return try SnapshotCodec().encode(try hierarchy.captureSnapshot(header: Snapshot.Header(schemaVersion: schemaVersion)))
}

/// Restores bytes into a fresh hierarchy of the current build and captures it again at once,
/// from the nodes the rebuild left.
@MainActor
func capturedRoot(ofRestored bytes: Data, routes: RouteRegistry<TestRoute> = TestRoute.registry) throws -> Snapshot.Node {
    let hierarchy = RouteHierarchy(routes: routes)
    hierarchy.restore(from: try SnapshotCodec().decode(bytes))
    return try hierarchy.captureSnapshot().root
}

/// Restores bytes into a fresh hierarchy of the current build.
@MainActor
func restored(from bytes: Data, routes: RouteRegistry<TestRoute> = TestRoute.registry) throws -> (tree: RouteTree<TestRoute, String>, report: RestoreReport) {
    let hierarchy = RouteHierarchy(routes: routes)
    let report = hierarchy.restore(from: try SnapshotCodec().decode(bytes))
    return (hierarchy.tree, report)
}
