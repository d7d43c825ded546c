import Foundation
import ReviveFaults
import Testing

/// Runs the built `revive-torture` binary, as CI does with more kills: 200 kills at random
/// instants and 20 at each step of a save, each followed by a reopen and a load.
struct KillTortureTests {
    /// The folder that holds the test binary and the package's executables.
    static var productsDirectory: URL {
        (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).deletingLastPathComponent()
    }

    private func runTorture(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = Self.productsDirectory.appendingPathComponent("revive-torture")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    @Test(.timeLimit(.minutes(5)))
    func everyLoadAfterAKillIsTheLastCompletedOrTheInFlightGeneration() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let seed = UInt32.random(in: 1...UInt32.max)
        let (status, output) = try runTorture([
            "--kills", "200", "--per-step", "20", "--seed", String(seed), "--directory", folder.url.path,
        ])
        #expect(status == 0, "seed \(seed):\n\(output)")
        #expect(output.contains("torn or corrupt: 0; wrong generation: 0; temporary files left after reopening: 0"), "\(output)")
        #expect(output.contains("after-open 20, mid-write 20, after-sync 20, after-rename 20"), "\(output)")
        #expect(output.contains("result: PASS"), "\(output)")
        #expect(try folder.contents().allSatisfy { !$0.hasPrefix(".revive-tmp-") })
    }

    @Test(.timeLimit(.minutes(5)))
    func aStaleCrashMarkerNeverOutlivesTheNextLaunchAfterAKill() throws {
        // Checkpoint mode: each child restores first; before every fourth kill a crash marker is
        // left in the folder, as a crash after the guard's watch ended could; the launch after
        // the kill must remove it, counted or not.
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let seed = UInt32.random(in: 1...UInt32.max)
        let (status, output) = try runTorture([
            "--kills", "40", "--per-step", "2", "--seed", String(seed), "--directory", folder.url.path, "--checkpoints", "1",
        ])
        #expect(status == 0, "seed \(seed):\n\(output)")
        #expect(output.contains("stale crash markers left before a kill: 10"), "\(output)")
        #expect(output.contains("result: PASS"), "\(output)")
        #expect(try !folder.contents().contains("torture.crashed.marker"))
    }

    @Test func refusesAnUnknownStep() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (status, _) = try runTorture(["child", "--directory", folder.url.path, "--step", "after-lunch"])
        #expect(status == 2)
    }
}
