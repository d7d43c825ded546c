import Foundation
import ReviveFaults
import Testing
@testable import Revive

/// Several processes on one folder (an app, its extension, a second instance, the inspector):
/// nobody removes what another live process owns. Each neighbour is a real process, the built
/// `revive-torture neighbour …` or `hold-scene`, spawned on the test's folder.
@Suite(.serialized)
struct NeighbourProcessTests {
    private static var tool: URL { KillTortureTests.productsDirectory.appendingPathComponent("revive-torture") }

    /// Runs `revive-torture` to its end and returns its first line of output.
    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = Self.tool
        process.arguments = arguments
        // `crash-after-restore` aborts on purpose: no crash dump from Swift's backtracer in the
        // test's output, which a passing run must not hold.
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
    }

    /// A process that launches scene `main`, finishes its restore and holds the scene until
    /// its standard input closes.
    private final class Holder: @unchecked Sendable {
        let process = Process()
        let input = Pipe()
        let firstLine: String

        init(_ folder: URL, appGroup: Bool) throws {
            process.executableURL = NeighbourProcessTests.tool
            process.arguments = ["hold-scene", "--directory", folder.path, "--finish"] + (appGroup ? ["--app-group"] : [])
            let output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            try process.run()
            var line = Data()
            while !line.contains(UInt8(ascii: "\n")) {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                line.append(chunk)
            }
            firstLine = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }

        /// Ends the process as the system kills an app: `SIGKILL`, which no signal mask a
        /// spawned process inherits can hold back.
        func killBySystem() {
            _ = kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }

        /// Lets the process end on its own.
        func end() throws {
            try input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
    }

    private func savedFolder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FileStore(directory: folder.url).write(try SnapshotCodec().encode(Snapshot.onePage("Reader")), sceneID: "main")
        return folder
    }

    @Test(.timeLimit(.minutes(2)))
    func openingAStoreNeverBreaksAnotherProcesssSaveInProgress() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // One process saves 300 times while another opens a store on the folder again and again.
        let opener = Process()
        opener.executableURL = Self.tool
        opener.arguments = ["neighbour", "open-stores", "--directory", folder.url.path, "--count", "3000"]
        try opener.run()
        let line = try run(["neighbour", "save-loop", "--directory", folder.url.path, "--count", "300"])
        opener.waitUntilExit()
        #expect(line == "saves: 300 failures: 0", "\(line)")
    }

    @Test(.timeLimit(.minutes(1)))
    func aDeclinedRestoreOrADiscardInASecondProcessLeavesTheHoldersStateAlone() throws {
        let folder = try savedFolder()
        defer { folder.remove() }
        let holder = try Holder(folder.url, appGroup: false)
        #expect(holder.firstLine.hasPrefix("launch: restored 1 page"), "\(holder.firstLine)")

        let second = RestorationSession(store: try FileStore(directory: folder.url, files: .posix, process: ReviveProcess()), sceneID: "main")
        #expect(#expect(throws: ReviveError.self) { try second.discardSavedState() }?.code == .sceneLocked)
        #expect(try run(["neighbour", "discard", "--directory", folder.url.path]).hasPrefix("refused: "))
        #expect(try run(["neighbour", "sweep", "--directory", folder.url.path]) == "removed: 0")
        #expect(try FileStore(directory: folder.url).read(sceneID: "main") != nil)
        try holder.end()
    }

    @Test(.timeLimit(.minutes(1)))
    func inAnAppGroupContainerAScenesLeaseKeepsItSafeWhileItsAppHoldsNoLock() throws {
        let folder = try savedFolder()
        defer { folder.remove() }
        let holder = try Holder(folder.url, appGroup: true)
        #expect(holder.firstLine.hasPrefix("launch: restored 1 page"), "\(holder.firstLine)")
        let store = try FileStore(directory: folder.url, options: .appGroupContainer)
        #expect(throws: Never.self) { _ = try store.lockScene(sceneID: "main") }   // no lock held while "suspended"

        // Another process's discard, sweep and launch all see the lease.
        for _ in 0..<20 {
            #expect(try run(["neighbour", "discard", "--directory", folder.url.path, "--app-group"]).hasPrefix("refused: "))
            #expect(try run(["neighbour", "sweep", "--directory", folder.url.path, "--app-group"]) == "removed: 0")
        }
        #expect(try run(["neighbour", "launch", "--directory", folder.url.path, "--app-group"]) == "launch: fresh because another process holds this scene")
        // The holder's restore record does not make its good state look crashed to anyone.
        #expect(try store.read(sceneID: "main") != nil)
        #expect(try store.readQuarantined(sceneID: "main") == nil)

        // Once the holder is gone, its lease guards nothing: the scene can be discarded.
        holder.killBySystem()
        #expect(try run(["neighbour", "discard", "--directory", folder.url.path, "--app-group"]) == "discarded")
        #expect(try store.read(sceneID: "main") == nil)
    }

    @Test(.timeLimit(.minutes(1)))
    func aBackgroundSaveInAnAppGroupWaitsForALockAnotherProcessHoldsForAMoment() throws {
        let folder = try savedFolder()
        defer { folder.remove() }
        let other = try Holder(folder.url, appGroup: false)   // holds the scene's flock until it ends
        let session = RestorationSession(store: try FileStore(directory: folder.url, options: .appGroupContainer), sceneID: "main")
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.4) {   // longer than a launch's 100 ms patience
            other.killBySystem()
        }
        try session.save(Snapshot.onePage("Options"))
        let saved = try SnapshotCodec().decode(#require(try FileStore(directory: folder.url).read(sceneID: "main")))
        #expect(saved.root.typeName == "Options")
    }

    @Test(.timeLimit(.minutes(1)))
    func killsRightAfterARestoreComeBackAndCrashesThereEndTheLoop() throws {
        let folder = try savedFolder()
        defer { folder.remove() }
        for _ in 0..<5 {   // SIGKILL right after each restore, before any save: never a crash
            let holder = try Holder(folder.url, appGroup: false)
            #expect(holder.firstLine.hasPrefix("launch: restored 1 page"), "\(holder.firstLine)")
            holder.killBySystem()
        }
        for _ in 0..<2 {   // a crash (abort) right after each restore leaves its marker
            #expect(try run(["neighbour", "crash-after-restore", "--directory", folder.url.path]).hasPrefix("launch: restored 1 page"))
        }
        let line = try run(["neighbour", "launch", "--directory", folder.url.path])
        #expect(line == "launch: fresh because the app crashed 2 times in a row right after restoring this state", "\(line)")
    }
}
