#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
package import Foundation
import Revive

/// The parent of the kill torture: spawns the child, kills it with `SIGKILL`, reopens the
/// store and checks what loads.
///
/// Random mode waits until the child reports `ready`, sleeps a random delay (log-uniform
/// from 1 µs to ``Options/maximumDelayMicroseconds``) and kills it. Deliberate mode lets the
/// child kill itself at one ``TortureStep`` of a save, after a random number of completed
/// saves. After each death the parent counts temporary files, opens a ``FileStore`` on the
/// folder (which removes them), checks none is left, loads and decodes the scene and checks
/// that it holds the last generation the child reported or the one it was saving. The next
/// child continues from the generation loaded.
///
/// ```swift
/// var options = TortureRunner.Options(executable: childBinary, directory: folder)
/// options.randomKills = 1000
/// let report = try TortureRunner(options: options).run()
/// ```
package struct TortureRunner {
    /// What to run.
    package struct Options: Sendable {
        /// The binary that runs ``TortureChild`` when called as `<binary> child …`.
        package var executable: URL
        /// The store's folder.
        package var directory: URL
        /// Kills at random instants.
        package var randomKills = 1000
        /// Deliberate kills at each ``TortureStep``.
        package var killsPerStep = 20
        /// The seed of the delays and save counts.
        package var seed: UInt64 = 1
        /// The longest random delay before a kill.
        package var maximumDelayMicroseconds = 20_000
        /// Checkpoint mode (``TortureChild/checkpoints``): each child restores first, then writes
        /// checkpoints and saves; each check launches as an app does and must find the newest.
        package var checkpoints = false

        /// Creates options with the defaults: 1,000 random kills, 20 per step, seed 1.
        package init(executable: URL, directory: URL) {
            self.executable = executable
            self.directory = directory
        }
    }

    /// What to run.
    package let options: Options

    /// Creates a runner.
    package init(options: Options) {
        self.options = options
    }

    /// Runs every kill and returns what was observed.
    /// - Returns: The report; check ``TortureReport/isClean``.
    /// - Throws: ``TortureError`` when the child cannot be started or misbehaves.
    package func run() throws -> TortureReport {
        var random = SeededGenerator(seed: options.seed)
        var report = TortureReport()
        var loaded = 0
        for kill in 0..<options.randomKills {
            let delay = Self.logUniformDelay(upTo: options.maximumDelayMicroseconds, using: &random)
            if options.checkpoints, kill % 4 == 3 {   // a marker a crash after a checkpoint could leave
                try leaveStaleCrashMarker()
                report.staleMarkers += 1
            }
            let child = try TortureProcess.start(options.executable, arguments: childArguments(first: loaded + 1))
            try child.waitForReady()
            usleep(delay)
            let reported = try child.killNow()
            loaded = check(reported: reported ?? loaded, first: loaded + 1, step: nil, into: &report)
            report.randomKills += 1
        }
        for step in TortureStep.allCases {
            for _ in 0..<options.killsPerStep {
                let before = Int.random(in: 0...3, using: &random)
                var arguments = childArguments(first: loaded + 1)
                arguments += ["--step", step.rawValue, "--completed-before-step", String(before)]
                if step == .midWrite { arguments += ["--payload", String(1_000_000)] }
                let child = try TortureProcess.start(options.executable, arguments: arguments)
                let reported = try child.waitForSelfKill() ?? loaded
                // A late mid-write killer lets the save finish and be reported; the child then waits to die.
                let late = step == .midWrite ? 1 : 0
                if !(loaded + before...loaded + before + late).contains(reported) {
                    report.fail("\(step.rawValue): the child reported \(reported), expected \(loaded + before)")
                }
                loaded = check(reported: reported, first: loaded + 1, step: step, into: &report)
                report.stepKills[step, default: 0] += 1
            }
        }
        return report
    }

    private func childArguments(first: Int) -> [String] {
        ["child", "--directory", options.directory.path, "--first", String(first)] + (options.checkpoints ? ["--checkpoints", "1"] : [])
    }

    /// The scene's crash marker file.
    private func crashMarker(_ store: FileStore) -> String? {
        store.markerPath(named: RestorationSession.crashedMarker, sceneID: TortureGeneration.sceneID)
    }

    /// Writes the scene's crash marker, as a crash after the guard's watch ended might have.
    private func leaveStaleCrashMarker() throws {
        let store = try FileStore(directory: options.directory)
        guard let path = crashMarker(store) else { throw TortureError("the store names no crash marker") }
        guard FileManager.default.createFile(atPath: path, contents: Data("1".utf8)) else {
            throw TortureError("the stale crash marker cannot be written at \(path)")
        }
    }

    /// What an app's launch restores in checkpoint mode: the newer valid one of the save and
    /// the checkpoint, marked finished as an app does. `nil` when nothing is restored. No crash
    /// marker outlives the launch: it counts it or removes it (a stale one, `--checkpoints`).
    private func launchedSnapshot(_ store: FileStore) throws -> Snapshot? {
        let session = RestorationSession(store: store, sceneID: TortureGeneration.sceneID, policy: TortureChild.checkpointPolicy)
        defer { session.releaseSceneLock() }
        let outcome = session.beginLaunch()
        if let path = crashMarker(store), FileManager.default.fileExists(atPath: path) {
            throw TortureError("a crash marker outlived the launch (\(outcome.launchDescription))")
        }
        switch outcome {
        case .success(let snapshot):
            try session.finishRestoration()
            return snapshot
        case .failure(.noSavedState):
            return nil
        case .failure(let reason):
            throw TortureError("the launch started fresh because \(reason)")
        }
    }

    /// Reopens the store, loads, checks; returns the generation loaded (0 for none).
    private func check(reported: Int, first: Int, step: TortureStep?, into report: inout TortureReport) -> Int {
        let context = step.map { "kill \($0.rawValue)" } ?? "random kill"
        let temporary = temporaryFiles()
        report.temporaryFilesBeforeReopen += temporary.count
        if step == .midWrite, temporary.contains(where: { $0.size > 0 }) { report.partialWritesCaught += 1 }
        let found: Int
        do {
            let store = try FileStore(directory: options.directory)
            let left = temporaryFiles().count
            if left > 0 {
                report.leftoverTemporaryFiles += left
                report.fail("\(context): \(left) temporary file(s) left after reopening")
            }
            if options.checkpoints {
                found = try launchedSnapshot(store).map(TortureGeneration.generation(of:)) ?? 0
                return verify(found, reported: reported, step: step, context: context, into: &report)
            }
            guard let bytes = try store.read(sceneID: TortureGeneration.sceneID) else {
                found = 0
                return verify(found, reported: reported, step: step, context: context, into: &report)
            }
            found = try TortureGeneration.generation(of: try SnapshotCodec().decode(bytes))
        } catch {
            report.tornOrCorrupt += 1
            report.fail("\(context): the load failed: \(error)")
            return max(reported, first - 1)
        }
        return verify(found, reported: reported, step: step, context: context, into: &report)
    }

    private func verify(_ found: Int, reported: Int, step: TortureStep?, context: String, into report: inout TortureReport) -> Int {
        report.highestGeneration = max(report.highestGeneration, found)
        let previousAllowed = step?.allowsPreviousGeneration ?? true
        let newAllowed = step?.allowsNewGeneration ?? true
        if found == reported && previousAllowed {
            report.loadedLastCompleted += 1
        } else if found == reported + 1 && newAllowed {
            report.loadedInFlight += 1
        } else {
            report.wrongGeneration += 1
            report.fail("\(context): loaded generation \(found), but the child last completed \(reported)")
        }
        return found
    }

    private func temporaryFiles() -> [(name: String, size: Int)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: options.directory.path)) ?? []
        return names.filter { $0.hasPrefix(".revive-tmp-") }.map { name in
            let path = options.directory.appendingPathComponent(name).path
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            return (name, (attributes?[.size] as? Int) ?? 0)
        }
    }

    /// A delay spread evenly over the orders of magnitude from 1 µs to `maximum`.
    static func logUniformDelay(upTo maximum: Int, using random: inout SeededGenerator) -> UInt32 {
        let upper = log(Double(max(maximum, 2)))
        return UInt32(exp(Double.random(in: 0...upper, using: &random)))
    }
}
