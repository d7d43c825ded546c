import ComicReader
import Foundation
import ReviveSwiftUI
import RouteReader

/// Reads fuzzer bytes as a route tree of the route-reader demo and a list of its commands.
///
/// First a tab count byte (1…4 tabs, ids from ``tabIDs``, the app's three first) and a
/// selection byte; per tab a path of up to 7 routes; then up to 3 modals (a style bit, a route
/// and a path of up to 3). A route is a case byte and its values, which lean to the extremes
/// an app does arithmetic on (`Int.max`, `Int.min`, `0`, `-1`, a catalog comic, its last
/// page), or to long and odd strings; the All issues route (case 5) has none, its list and
/// comment are driven by the commands. After the tree every byte is one command (the same
/// list as ``FuzzDemoReader/commands`` plus `routes`). The input ends in zeros, so every input
/// is a finite tree.
struct FuzzRouteDemoReader {
    /// Tab identifiers, as `String` tags (what builds before the demo's `ReaderTab` enum saved):
    /// the app's three, which restore into its enum's cases, then two it does not have, which
    /// are dropped.
    static let tabIDs = ["library", "favorites", "settings", "", "downloads"]
    /// Integers at and near the edges, and values the catalog knows.
    static let extremes: [Int] = [.max, .min, 0, -1, 1, 7, 42, 60, 61, 40, 8, 41, 7, .max - 9, Int(Int32.max), Int(Int32.min)]
    /// Every command that needs no waiting, and numbers at the edges.
    static let commands = FuzzDemoReader.commands + ["routes"]

    private let bytes: [UInt8]
    private var index = 0

    init(_ data: Data) {
        bytes = Array(data)
    }

    /// The tree, then the commands that follow it.
    mutating func read() -> (tree: RouteTree<ReaderRoute, String>, commands: [String]) {
        let tabCount = Int(next()) % 4 + 1
        let selected = Int(next())
        let ids = (0..<tabCount).map { Self.tabIDs[$0 < 3 ? $0 : Int(next()) % Self.tabIDs.count] }
        let tabs = ids.map { id in RouteTree<ReaderRoute, String>.TabStack(id: id, path: readPath(maximum: 7)) }
        let modals = (0..<Int(next()) % 4).map { _ in
            RouteTree<ReaderRoute, String>.Modal(readRoute(), style: next() & 1 == 0 ? .sheet : .fullScreenCover, path: readPath(maximum: 3))
        }
        let tree = RouteTree(tabs: tabs, selectedTab: ids[selected % ids.count], modals: modals)
        var commands: [String] = []
        while index < bytes.count, commands.count < 64 {
            commands.append(Self.commands[Int(next()) % Self.commands.count])
        }
        return (tree, commands)
    }

    private mutating func next() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    private mutating func readPath(maximum: Int) -> [ReaderRoute] {
        (0..<Int(next()) % (maximum + 1)).map { _ in readRoute() }
    }

    private mutating func readInt() -> Int {
        let choice = next()
        guard choice & 0x80 == 0 else {
            return (0..<8).reduce(0) { value, _ in value << 8 | Int(next()) }
        }
        return Self.extremes[Int(choice) % Self.extremes.count]
    }

    private mutating func readRoute() -> ReaderRoute {
        switch next() % 6 {
        case 0: return .comics
        case 1: return .comic(id: readInt())
        case 2: return .reader(comicID: readInt(), page: readInt())
        case 3: return .options(textSize: readInt())
        case 4:
            let length = Int(next())
            return .signIn(account: length & 1 == 0
                ? String(repeating: "x", count: length * 16)
                : String(decoding: (0..<length % 16).map { _ in next() }, as: UTF8.self))
        default:
            return .archive
        }
    }
}
