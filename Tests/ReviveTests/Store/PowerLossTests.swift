import Foundation
import Testing
@testable import Revive
@testable import ReviveArchive
import ReviveFaults

/// Every folder a power cut may leave during saves and launches loads as
/// generation N or N − 1 — for the snapshot store and for ``Archive`` — and the check catches a
/// save path with its folder `fsync` (or its file `fsync`) removed.
@Suite(.serialized)
struct PowerLossTests {
    private static let scene = TortureGeneration.sceneID

    private func session(_ store: FileStore) -> RestorationSession {
        let codec = SnapshotCodec()
        return RestorationSession(
            store: store, sceneID: Self.scene, policy: RestorationPolicy(schemaVersion: 1), codec: codec
        )
    }

    private func save(_ generation: Int, _ store: FileStore) throws {
        let writer = session(store)
        defer { writer.releaseSceneLock() }
        try writer.save(TortureGeneration.snapshot(generation, payloadSize: 64))
    }

    /// The log without the operations `removed` matches, and the steps' ends moved to match.
    static func removing(
        from operations: [FileOperation], _ steps: [PowerLossChecker.Step], _ removed: (FileOperation) -> Bool
    ) -> ([FileOperation], [PowerLossChecker.Step]) {
        let kept = operations.filter { !removed($0) }
        let moved = steps.map { step in
            PowerLossChecker.Step(end: operations[0..<step.end].filter { !removed($0) }.count, after: step.after)
        }
        return (kept, moved)
    }

    /// Records saves of generations 1…3, then returns the log and the steps.
    private func recordSaves(in folder: TemporaryFolder) throws -> ([FileOperation], [PowerLossChecker.Step]) {
        let log = FileOperationLog()
        let store = try FileStore(directory: folder.url, files: log)
        var steps: [PowerLossChecker.Step] = []
        for generation in 1...3 {
            try save(generation, store)
            steps.append(.init(end: log.operations.count, after: [.generation(generation)]))
        }
        return (log.operations, steps)
    }

    @Test func everyCrashStateOfSavesLoadsAsTheLastOrTheNextGeneration() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (operations, steps) = try recordSaves(in: folder)

        let report = PowerLossChecker.check(
            operations: operations, folder: folder.url.path, steps: steps, load: PowerLossLoader.scene(Self.scene)
        )
        print("power loss, snapshot saves: \(report)")
        #expect(report.failureCount == 0, "\(report)")
        #expect(report.statesChecked >= 30)
    }

    @Test func everyCrashStateOfLaunchesLoadsAsAnAllowedGeneration() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let log = FileOperationLog()
        let store = try FileStore(directory: folder.url, files: log)
        var steps: [PowerLossChecker.Step] = []
        func launch(finishing: Bool) throws {
            let app = session(store)
            defer { app.releaseSceneLock() }
            _ = app.beginLaunch()
            if finishing { try app.finishRestoration() }
        }

        func checkpoint(_ generation: Int) throws {
            let writer = session(store)
            defer { writer.releaseSceneLock() }
            try writer.checkpoint(TortureGeneration.snapshot(generation, payloadSize: 64))
        }

        try save(1, store)
        steps.append(.init(end: log.operations.count, after: [.generation(1)]))
        try launch(finishing: true)          // restored and kept: two unsynced records, no fsync
        steps.append(.init(end: log.operations.count, after: [.generation(1)]))
        try checkpoint(2)                    // unsynced: a cut may lose or tear it, never the save
        steps.append(.init(end: log.operations.count, after: [.generation(1), .generation(2)]))
        try launch(finishing: true)          // restores the checkpoint, newer than the save
        steps.append(.init(end: log.operations.count, after: [.generation(1), .generation(2)]))
        try save(2, store)
        steps.append(.init(end: log.operations.count, after: [.generation(2)]))
        try launch(finishing: false)         // dies during the restore: the guard's record, unsynced
        steps.append(.init(end: log.operations.count, after: [.generation(2), .fresh]))
        try launch(finishing: false)         // the guard moves the state aside
        steps.append(.init(end: log.operations.count, after: [.fresh], whileUnderWay: [.generation(2)]))
        try save(3, store)
        steps.append(.init(end: log.operations.count, after: [.generation(3)]))
        log.stop()

        let report = PowerLossChecker.check(
            operations: log.operations, folder: folder.url.path, steps: steps, load: PowerLossLoader.scene(Self.scene)
        )
        print("power loss, saves and launches: \(report)")
        #expect(report.failureCount == 0, "\(report)")
    }

    // MARK: A quit

    /// Records a quit and what may still land after it, then the launch that cleans up: a save
    /// of generation 1; the user's quit; a save (2) and a checkpoint (3) still in flight that
    /// land after the quit's record; the launch that finds the record; one more launch. Returns
    /// the log, the steps and the cleaning launch's operations.
    private func recordQuit(in folder: TemporaryFolder) throws -> ([FileOperation], [PowerLossChecker.Step], cleanup: Range<Int>) {
        let log = FileOperationLog()
        let store = try FileStore(directory: folder.url, files: log)
        var steps: [PowerLossChecker.Step] = []
        func launch() {
            let app = session(store)
            defer { app.releaseSceneLock() }
            _ = app.beginLaunch()
        }

        try save(1, store)
        steps.append(.init(end: log.operations.count, after: [.generation(1)]))
        let quitter = session(store)
        try quitter.userDidQuit()   // a cut before it returns may keep generation 1
        quitter.releaseSceneLock()
        steps.append(.init(end: log.operations.count, after: [.fresh]))
        try save(2, store)
        steps.append(.init(end: log.operations.count, after: [.fresh]))
        let writer = session(store)
        try writer.checkpoint(TortureGeneration.snapshot(3, payloadSize: 64))
        writer.releaseSceneLock()
        steps.append(.init(end: log.operations.count, after: [.fresh]))
        let cleanupStart = log.operations.count
        launch()                                       // fresh (userQuit): removes what landed, then the record
        let cleanup = cleanupStart..<log.operations.count
        steps.append(.init(end: log.operations.count, after: [.fresh]))
        launch()                                       // fresh (noSavedState)
        steps.append(.init(end: log.operations.count, after: [.fresh]))
        log.stop()
        return (log.operations, steps, cleanup)
    }

    /// Launches the folder a power cut left, in the boot after the cut: fresh only for a quit
    /// or no saved state, any other fresh reason is a broken load.
    private static func launchAfterTheCut(_ files: [String: Data]) -> PowerLossLoad {
        do {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            for (name, data) in files { try data.write(to: folder.url.appendingPathComponent(name)) }
            let app = RestorationSession(
                store: try FileStore(directory: folder.url), sceneID: Self.scene, policy: RestorationPolicy(schemaVersion: 1), boot: "the-boot-after-the-cut"
            )
            defer { app.releaseSceneLock() }
            switch app.beginLaunch() {
            case .success(let snapshot): return .generation(try TortureGeneration.generation(of: snapshot))
            case .failure(.userQuit), .failure(.noSavedState): return .fresh
            case .failure(let reason): return .broken("\(reason)")
            }
        } catch {
            return .broken("\(error)")
        }
    }

    @Test func noPowerCutDuringAQuitsCleanupBringsBackTheStateTheUserQuitFrom() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (operations, steps, cleanup) = try recordQuit(in: folder)
        let syncs = operations[cleanup].filter { if case .syncFolder = $0 { true } else { false } }
        #expect(syncs.count == 2, "the state's removal, then the record's: \(operations[cleanup])")

        let report = PowerLossChecker.check(operations: operations, folder: folder.url.path, steps: steps, load: Self.launchAfterTheCut)
        print("power loss, a quit and its cleanup: \(report)")
        #expect(report.failureCount == 0, "\(report)")
    }

    @Test func theCheckCatchesAQuitsRecordRemovedInTheSameFolderSyncAsTheState() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (operations, steps, cleanup) = try recordQuit(in: folder)
        // The cleanup without its first folder sync: the record's unlink may reach the disk
        // without the state's, as when both were removed in one call.
        let firstSync = try #require(operations[cleanup].firstIndex { if case .syncFolder = $0 { true } else { false } })
        var mutated = operations
        mutated.remove(at: firstSync)
        let mutatedSteps = steps.map { step in
            PowerLossChecker.Step(end: step.end > firstSync ? step.end - 1 : step.end, after: step.after, whileUnderWay: step.whileUnderWay)
        }

        let report = PowerLossChecker.check(operations: mutated, folder: folder.url.path, steps: mutatedSteps, load: Self.launchAfterTheCut)
        print("power loss, a quit's cleanup in one folder sync: \(report.failureCount) not allowed")
        #expect(report.failureCount > 0)
    }

    @Test func everyCrashStateOfArchiveSavesLoadsAsTheLastOrTheNextGeneration() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let log = FileOperationLog()
        let store = try FileStore(directory: folder.url, files: log)
        let archive = Archive<Int>(name: "model", store: store)
        var steps: [PowerLossChecker.Step] = []
        for generation in 1...3 {
            try archive.save(generation)
            steps.append(.init(end: log.operations.count, after: [.generation(generation)]))
        }
        try archive.delete()
        steps.append(.init(end: log.operations.count, after: [.fresh]))
        log.stop()

        let report = PowerLossChecker.check(
            operations: log.operations, folder: folder.url.path, steps: steps, load: PowerLossLoader.archive("model")
        )
        print("power loss, archive saves: \(report)")
        #expect(report.failureCount == 0, "\(report)")
    }

    @Test func theCheckCatchesASavePathWithoutItsFolderFsync() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (operations, steps) = try recordSaves(in: folder)
        let (mutated, mutatedSteps) = Self.removing(from: operations, steps) { if case .syncFolder = $0 { true } else { false } }

        let report = PowerLossChecker.check(
            operations: mutated, folder: folder.url.path, steps: mutatedSteps, load: PowerLossLoader.scene(Self.scene)
        )
        print("power loss, saves without the folder fsync: \(report.crashPoints) crash points, \(report.statesChecked) states checked, \(report.failureCount) not allowed")
        #expect(report.failureCount > 0)
    }

    @Test func theCheckCatchesASavePathWithoutItsFileFsync() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (operations, steps) = try recordSaves(in: folder)
        let (mutated, mutatedSteps) = Self.removing(from: operations, steps) { if case .syncFile = $0 { true } else { false } }

        let report = PowerLossChecker.check(
            operations: mutated, folder: folder.url.path, steps: mutatedSteps, load: PowerLossLoader.scene(Self.scene)
        )
        print("power loss, saves without the file fsync: \(report.crashPoints) crash points, \(report.statesChecked) states checked, \(report.failureCount) not allowed")
        #expect(report.failureCount > 0)
    }
}
