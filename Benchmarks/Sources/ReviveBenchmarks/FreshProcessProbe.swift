public import Foundation
import Revive
import ReviveNavigator

/// One thing done once in a new process: what a user pays, since a user who comes back does
/// each of these once per launch, with no cache of the runtime or of Revive warm yet.
///
/// The benchmark spawns its own executable with a hidden option
/// (`revive-bench --probe restore --probe-pages 1000 --probe-file PATH`); the child does the
/// one thing, then, where a ratio needs a base from the same process, that base, and prints one
/// JSON ``Sample``. The parent spawns each kind several times, interleaved, and takes the
/// median of the times and of the per-process ratios.
///
/// | kind | timed, in order |
/// | --- | --- |
/// | `capture` | the process's first capture; then a cold capture (every value set anew) and a cold capture + encode |
/// | `restore` | a whole restore (read the file through a `FileStore`, as the engine does; decode with its checksum; rebuild the pages); then a cold capture + encode of the restored pages |
/// | `json-decode` | `JSONDecoder` decoding the same pages from their JSON file |
/// | `memory-save` | resident memory of the process's first save, the engine's (`RestorationController.saveBeforeExit()`: capture and encode in one walk, durable write): peak, and what stays held |
/// | `memory-restore` | resident memory of a whole restore: peak, and what the restored pages hold |
/// | `launch` | an app's launch through `RestorationController` and a `FileStore` in the folder given: restored when it holds a save, fresh (the small default root) when not; the parent times the whole process |
///
/// ```swift
/// let sample = try FreshProcessProbe.run(.restore, pages: 1_000, file: url)   // in the child
/// ```
public enum FreshProcessProbe {
    /// What a child does once.
    public enum Kind: String, CaseIterable, Sendable {
        case capture
        case restore
        case jsonDecode = "json-decode"
        case memorySave = "memory-save"
        case memoryRestore = "memory-restore"
        case launch
    }

    /// What a child prints: its times by name, and its memory where it measured memory.
    public struct Sample: Hashable, Codable, Sendable {
        /// Nanoseconds by what was timed: `first-capture`, `cold-capture`, `cold-capture-encode`, `save-capture`,
        /// `restore`, `json-decode`.
        public var nanoseconds: [String: UInt64] = [:]
        /// The resident memory of a `memory-*` kind.
        public var memory: ResidentMemory?
        /// The size of the file saved or read, in bytes.
        public var fileBytes: Int?
        /// The pages a `launch` restored (0 for a fresh start).
        public var restoredPages: Int?
    }

    /// Does `kind` once in this process.
    /// - Parameters:
    ///   - kind: What to do.
    ///   - pages: The tree's size, 5...10,000.
    ///   - file: The Revive file (`restore`, `memory-restore`), the JSON file (`json-decode`), or
    ///     the folder to save into (`memory-save`) or to launch from (`launch`); unused by
    ///     `capture`.
    /// - Returns: What was measured.
    /// - Throws: ``BenchmarkError`` with code `badOption` or `failed`.
    @MainActor
    public static func run(_ kind: Kind, pages: Int, file: URL?) throws(BenchmarkError) -> Sample {
        guard (5...10_000).contains(pages) else {
            throw BenchmarkError(.badOption, "size \(pages) is out of range; sizes run from 5 to 10000 pages")
        }
        let registry = BenchmarkPages.registry()
        let codec = SnapshotCodec()
        let clock = ContinuousClock()
        var sample = Sample()
        func capture(_ navigator: Navigator) throws -> Snapshot {
            try navigator.captureSnapshot(registry: registry, header: BenchmarkTree.header(), budget: .unlimited)
        }
        func time(_ name: String, _ work: () throws -> Void) throws {
            sample.nanoseconds[name] = Stopwatch.nanoseconds(try clock.measure(work))
        }
        switch kind {
        case .capture:
            let (navigator, stories) = try BenchmarkTree.makeNavigator(pageCount: pages)
            // Each capture's snapshot in a variable of its own: assigning the cold one over the
            // first would free the first capture's 1,000 pages inside the cold capture's time
            // (about 8% of its instructions), work no capture of the app does.
            var first: Snapshot?
            var cold: Snapshot?
            try BenchmarkSuite.check {
                try time("first-capture") { first = try capture(navigator) }
                BenchmarkTree.change(stories, round: 1)
                try time("cold-capture") { cold = try capture(navigator) }
                BenchmarkTree.change(stories, round: 2)
                try time("cold-capture-encode") { _ = try codec.encode(try capture(navigator)) }
            }
            try expect(first?.root.nodeCount, pages, "the first capture")
            try expect(cold?.root.nodeCount, pages, "the cold capture")
            try timeEngineSaveCapture(navigator, stories: stories, registry: registry, into: &sample)
        case .restore:
            let (store, sceneID) = try savedScene(required(file))
            var navigator = Navigator()
            var report = RestoreReport()
            try BenchmarkSuite.check {
                var marks: [ContinuousClock.Instant] = []
                try time("restore") {
                    marks.append(clock.now)
                    let data = try read(sceneID, from: store)
                    marks.append(clock.now)
                    let snapshot = try codec.decode(data)
                    marks.append(clock.now)
                    navigator = Navigator()
                    navigator.restore(from: snapshot, registry: registry) { report = $0 }
                    marks.append(clock.now)
                }
                for (index, part) in ["restore-read", "restore-decode", "restore-rebuild"].enumerated() where marks.count == 4 {
                    sample.nanoseconds[part] = Stopwatch.nanoseconds(marks[index + 1] - marks[index])
                }
            }
            try expect(report.restoredPageCount, pages, "the restore")
            let stories = navigator.rootPage.map(BenchmarkTree.storyPages(under:)) ?? []
            BenchmarkTree.change(stories, round: 3)
            try BenchmarkSuite.check { try time("cold-capture-encode") { _ = try codec.encode(try capture(navigator)) } }
        case .jsonDecode:
            let data = try BenchmarkSuite.check { try Data(contentsOf: try required(file)) }
            var decoded: CodableSnapshot?
            try BenchmarkSuite.check { try time("json-decode") { decoded = try JSONDecoder().decode(CodableSnapshot.self, from: data) } }
            withExtendedLifetime(decoded) {}
        case .memorySave:
            let folder = try required(file)
            let (navigator, _) = try BenchmarkTree.makeNavigator(pageCount: pages)
            let store = try BenchmarkSuite.check { try FileStore(directory: folder) }
            // The engine's save, as an app's scene makes it: the controller captures and writes
            // the file in one walk, and the save queue writes it durably.
            let controller = RestorationController(
                hierarchy: navigator, registry: registry, sceneID: BenchmarkSuite.sceneID,
                configuration: .init(store: store, policy: BenchmarkSuite.appPolicy)
            )
            var result = SaveResult.declinedByApp
            sample.memory = try BenchmarkSuite.check { ResidentMemory.peak { result = controller.saveBeforeExit() } }
            guard result.isScheduled, controller.lastSaveError == nil else {
                throw BenchmarkError(.failed, "the save was not written: \(result), \(controller.lastSaveError.map { "\($0)" } ?? "no error")")
            }
            sample.fileBytes = try BenchmarkSuite.check { try store.read(sceneID: BenchmarkSuite.sceneID)?.count }
            withExtendedLifetime(navigator) {}
        case .launch:
            let store = try BenchmarkSuite.check { try FileStore(directory: try required(file)) }
            let controller = RestorationController(
                hierarchy: Navigator(), registry: registry, sceneID: BenchmarkSuite.sceneID,
                configuration: .init(store: store, policy: BenchmarkSuite.appPolicy)
            )
            var result = LaunchResult.fresh(.noSavedState)
            // The navigator settles at once, so the completion runs before `launch` returns.
            try BenchmarkSuite.check {
                try time("launch") { controller.launch(defaultRoot: { BenchmarkSuite.defaultRoot() }) { result = $0 } }
            }
            sample.restoredPages = result.report?.restoredPageCount ?? 0
        case .memoryRestore:
            let path = try required(file)
            let (store, sceneID) = try savedScene(path)
            var navigator: Navigator?
            sample.memory = try BenchmarkSuite.check {
                try ResidentMemory.peak {
                    let restored = Navigator()
                    restored.restore(from: try codec.decode(read(sceneID, from: store)), registry: registry) { _ in }
                    navigator = restored
                }
            }
            sample.fileBytes = (try? FileManager.default.attributesOfItem(atPath: path.path)[.size] as? Int) ?? nil
            withExtendedLifetime(navigator) {}
        }
        return sample
    }

    /// Times the main actor's part of the engine's save of `navigator` after every value was
    /// set anew (`save-capture`: `RestorationController.didEnterBackground()`, which captures and
    /// encodes in one walk and hands the file to the save queue), then waits for the write,
    /// untimed, in a temporary folder it removes.
    @MainActor
    private static func timeEngineSaveCapture(
        _ navigator: Navigator, stories: [StoryPage], registry: RestorationRegistry<Page>, into sample: inout Sample
    ) throws(BenchmarkError) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("revive-bench-save-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try BenchmarkSuite.check { try FileStore(directory: folder) }
        let controller = RestorationController(
            hierarchy: navigator, registry: registry, sceneID: BenchmarkSuite.sceneID,
            configuration: .init(store: store, policy: BenchmarkSuite.appPolicy)
        )
        BenchmarkTree.change(stories, round: 3)
        var result = SaveResult.declinedByApp
        let elapsed = ContinuousClock().measure { result = controller.didEnterBackground() }
        controller.saveBeforeExit()
        guard result.isScheduled, controller.lastSaveError == nil else {
            throw BenchmarkError(.failed, "the engine's save was not written: \(result)")
        }
        sample.nanoseconds["save-capture"] = Stopwatch.nanoseconds(elapsed)
    }

    /// The store of a saved state's folder and the state's scene: `DIR/SCENE.revive` is read as
    /// a restore reads it, through ``FileStore/read(sceneID:)``. The store is made before the
    /// timing, as an app makes its store before its launch.
    @MainActor
    private static func savedScene(_ file: URL) throws(BenchmarkError) -> (FileStore, String) {
        guard file.pathExtension == "revive" else { throw BenchmarkError(.badOption, "a saved state's file is named SCENE.revive: \(file.path)") }
        let store = try BenchmarkSuite.check { try FileStore(directory: file.deletingLastPathComponent()) }
        return (store, file.deletingPathExtension().lastPathComponent)
    }

    private static func read(_ sceneID: String, from store: FileStore) throws -> Data {
        guard let data = try store.read(sceneID: sceneID) else { throw BenchmarkError(.failed, "no saved state for \(sceneID) in \(store.directory.path)") }
        return data
    }

    private static func required(_ file: URL?) throws(BenchmarkError) -> URL {
        guard let file else { throw BenchmarkError(.badOption, "this probe needs --probe-file") }
        return file
    }

    private static func expect(_ count: Int?, _ pages: Int, _ what: String) throws(BenchmarkError) {
        guard count == pages else { throw BenchmarkError(.failed, "\(what) gave \(count ?? 0) of \(pages) pages") }
    }

    /// Spawns `executable --probe kind --probe-pages pages [--probe-file file]` once and reads its sample.
    /// - Throws: ``BenchmarkError`` with code `failed` when the child cannot start, fails, or
    ///   prints something other than a sample.
    static func spawn(_ executable: String, _ kind: Kind, pages: Int, file: URL?) throws(BenchmarkError) -> Sample {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--probe", kind.rawValue, "--probe-pages", "\(pages)"] + (file.map { ["--probe-file", $0.path] } ?? [])
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw BenchmarkError(.failed, "cannot start \(executable): \(error)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let sample = try? JSONDecoder().decode(Sample.self, from: data) else {
            let text = String(decoding: data, as: UTF8.self)
            throw BenchmarkError(.failed, "\(executable) \(process.arguments?.joined(separator: " ") ?? "") exited \(process.terminationStatus) printing \"\(text.prefix(200))\"")
        }
        return sample
    }
}

/// The first capture of a new process alone, for a profiler
/// (`valgrind --tool=callgrind revive-bench --probe-first-capture 1000`).
///
/// ```swift
/// let nanoseconds = try FirstCaptureProbe.run(pages: 1_000)
/// ```
public enum FirstCaptureProbe {
    /// Builds a tree of `pages` pages in this process and times its first capture.
    /// - Parameter pages: The tree's size, 5...10,000.
    /// - Returns: The capture's time in nanoseconds.
    /// - Throws: ``BenchmarkError`` with code `badOption` or `failed`.
    @MainActor
    public static func run(pages: Int) throws(BenchmarkError) -> UInt64 {
        guard (5...10_000).contains(pages) else {
            throw BenchmarkError(.badOption, "size \(pages) is out of range; sizes run from 5 to 10000 pages")
        }
        let (navigator, _) = try BenchmarkTree.makeNavigator(pageCount: pages)
        let registry = BenchmarkPages.registry()
        var snapshot: Snapshot?
        let elapsed = try BenchmarkSuite.check {
            try ContinuousClock().measure {
                snapshot = try navigator.captureSnapshot(registry: registry, header: BenchmarkTree.header(), budget: .unlimited)
            }
        }
        guard snapshot?.root.nodeCount == pages else {
            throw BenchmarkError(.failed, "the first capture gave \(snapshot?.root.nodeCount ?? 0) of \(pages) pages")
        }
        return Stopwatch.nanoseconds(elapsed)
    }
}
