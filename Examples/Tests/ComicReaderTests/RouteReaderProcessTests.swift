import Foundation
import Testing

/// Runs the built `route-reader`, drives it to a random route tree, kills it with SIGKILL
/// and starts it again.
struct RouteReaderProcessTests {
    private func withStateFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("route-reader-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    /// A random command: mostly choices, some tab switches and backs.
    private func randomCommand(_ random: inout SeededGenerator) -> String {
        switch Int.random(in: 0..<20, using: &random) {
        case 0..<13: "\(Int.random(in: 1...4, using: &random))"
        case 13..<16: "tab \(Int.random(in: 1...3, using: &random))"
        default: "back"
        }
    }

    @Test(arguments: [UInt64(15), 1_015, 2_015])
    func aRandomRouteTreeSurvivesKillDashNine(seed: UInt64) throws {
        try withStateFolder { folder in
            let first = try DemoProcess("route-reader", stateDirectory: folder)
            try first.waitForLaunch()
            var random = SeededGenerator(seed: seed)
            var tree = "routes: *library[] | favorites[] | settings[]"
            var sent = 0
            // At least 60 random commands, and on until the walk leaves the default tree.
            while sent < 60 || tree == "routes: *library[] | favorites[] | settings[]", sent < 400 {
                try first.send(randomCommand(&random))
                sent += 1
                try first.send("routes")
                tree = try #require(first.lines.last { $0.hasPrefix("routes: ") })
            }
            try first.send("bg")
            let lastBeforeKill = try #require(first.atLines.last)
            #expect(first.lines.contains { $0.hasPrefix("Saved to ") })
            #expect(tree != "routes: *library[] | favorites[] | settings[]", "the walk left the default tree")
            first.kill()

            let second = try DemoProcess("route-reader", stateDirectory: folder)
            try second.waitForLaunch()
            #expect(second.lines.first?.hasPrefix("Revive: restored") == true, "\(second.lines)")
            #expect(second.atLines.first == lastBeforeKill)
            try second.send("routes")
            #expect(second.lines.last { $0.hasPrefix("routes: ") } == tree)
            second.kill()
        }
    }

    @Test func aDeepLinkAtLaunchMergesWithTheRestoredTree() throws {
        try withStateFolder { folder in
            let first = try DemoProcess("route-reader", stateDirectory: folder)
            try first.waitForLaunch()
            for command in ["1", "1", "1", "4", "bg"] { try first.send(command) }
            #expect(first.atLines.last == "at: Library > Comics > One Piece #42 > Reader p.1 > Options")
            first.kill()

            let second = try DemoProcess("route-reader", stateDirectory: folder, arguments: ["--open-comic", "7"])
            try second.waitForLaunch()
            #expect(second.lines.first?.hasSuffix("; the link was merged into it") == true, "\(second.lines)")
            // The restored Options sheet stays on screen, the link opens beneath it.
            #expect(second.atLines.first == "at: Library > Comics > One Piece #42 > Reader p.1 > Comics > Bone #7 > Options")
            second.kill()
        }
    }
}
