import Foundation
import Revive
import ReviveNavigator

extension BenchmarkSuite {
    /// The scene every benchmark save writes.
    static let sceneID = "main"

    /// A cold full save paired with the bare durable write of the same bytes, then the full restore.
    ///
    /// Every value is set anew before each pair (untimed), so each save captures cold. The
    /// save and the bare write run back to back in the same iteration, in alternating order,
    /// and the ratio of each pair is kept: the report gives the median of those ratios.
    func measureSaveAndRestore(_ tree: BenchmarkTree, store: FileStore, into report: inout BenchmarkReport) throws(BenchmarkError) {
        let pages = tree.pageCount
        try Self.check { try self.save(tree, store: store) }
        let bytes = try Self.check { try store.read(sceneID: Self.sceneID) } ?? Data()
        let bare = BareDurableWrite(directory: store.directory.path)
        let pairs = try Self.check {
            try stopwatch.measurePairs(
                prepare: { tree.changeEveryValue(round: $0) },
                first: { try self.save(tree, store: store) },
                second: { try bare.write(bytes) }
            )
        }
        report.add("save", pages: pages, contender: Contender.revive, pairs.first)
        report.add("save", pages: pages, contender: Contender.bareWrite, pairs.second)
        report.pairRatios.append(.init(workload: "save", pages: pages, contender: Contender.bareWrite,
                                       median: pairs.medianRatio, p10: pairs.p10Ratio, p90: pairs.p90Ratio))
        let restored = try Self.check { try restore(tree, store: store) }
        let count = restored.rootPage.map(Self.pageCount) ?? 0
        guard count == pages else { throw BenchmarkError(.failed, "the full restore of \(pages) pages brought back \(count)") }
        let restoreStats = try Self.check { try stopwatch.measure { try self.restore(tree, store: store) } }
        report.add("restore", pages: pages, contender: Contender.revive, restoreStats)
    }

    /// Peak memory of one cold save and of one restore of `tree`, each against the file's size.
    ///
    /// The save is the engine's (`RestorationController.saveBeforeExit()`: the file written as
    /// the pages are captured, then written durably by the save queue): the tree is saved once
    /// (warm), every value is then set anew, and the save measured is cold. The restore is
    /// measured with its result kept until after the peak is read, so the restored pages count.
    func measureMemory(_ tree: BenchmarkTree, store: FileStore) throws(BenchmarkError) -> [BenchmarkReport.MemoryUse] {
        let controller = RestorationController(
            hierarchy: tree.navigator, registry: tree.registry, sceneID: Self.sceneID,
            configuration: .init(store: store, policy: Self.appPolicy)
        )
        defer { controller.releaseSceneLock() }
        controller.saveBeforeExit()
        tree.changeEveryValue(round: 1)
        var result = SaveResult.declinedByApp
        let save = try Self.check { ResidentMemory.peak { result = controller.saveBeforeExit() } }
        guard result.isScheduled, controller.lastSaveError == nil, controller.saveCount == 2 else {
            throw BenchmarkError(.failed, "the engine's save of \(tree.pageCount) pages was not written: \(result)")
        }
        let fileBytes = try Self.check { try store.read(sceneID: Self.sceneID)?.count } ?? 0
        var kept: Navigator?
        let restore = try Self.check { try ResidentMemory.peak { kept = try self.restore(tree, store: store) } }
        withExtendedLifetime(kept) {}
        return [
            .init(workload: "save", pages: tree.pageCount, fileBytes: fileBytes, usage: save),
            .init(workload: "restore", pages: tree.pageCount, fileBytes: fileBytes, usage: restore),
        ]
    }

    /// Capture, encode and a durable ``FileStore`` write through the public API
    /// (`captureSnapshot`, `SnapshotCodec.encode`, `FileStore.write`): the cost of a save's
    /// work. The engine's own save writes the file as it captures (``measureMemory(_:store:)``
    /// measures that one).
    func save(_ tree: BenchmarkTree, store: FileStore) throws {
        let snapshot = try tree.navigator.captureSnapshot(registry: tree.registry, header: BenchmarkTree.header(), budget: .unlimited)
        try store.write(SnapshotCodec().encode(snapshot), sceneID: Self.sceneID)
    }

    /// Read, decode (the checksum is verified there) and rebuild into a new navigator: what a
    /// launch that restores does, but for the policy's few comparisons of age and versions
    /// (the launch rows measure those through ``RestorationController``).
    func restore(_ tree: BenchmarkTree, store: FileStore) throws -> Navigator {
        guard let data = try store.read(sceneID: Self.sceneID) else {
            throw BenchmarkError(.failed, "no saved state for scene \"\(Self.sceneID)\" in \(store.directory.path)")
        }
        let snapshot = try SnapshotCodec().decode(data)
        let navigator = Navigator()
        navigator.restore(from: snapshot, registry: tree.registry) { _ in }
        return navigator
    }

    /// Rebuilds once and checks every page came back, so timed rebuilds are of whole trees.
    static func checkRebuild(_ snapshot: Snapshot, tree: BenchmarkTree) throws(BenchmarkError) {
        let navigator = Navigator()
        var result = RestoreReport()
        navigator.restore(from: snapshot, registry: tree.registry) { result = $0 }
        guard result.isComplete, result.restoredPageCount == tree.pageCount else {
            throw BenchmarkError(.failed, "rebuild brought back \(result.restoredPageCount) of \(tree.pageCount) pages: \(result.items.prefix(3).map(\.description))")
        }
    }

    /// The pages under `page`, itself included: its children and the pages it presents.
    static func pageCount(_ page: Page) -> Int {
        page.childPages.reduce(1) { $0 + pageCount($1) } + (page.presentedPage.map(pageCount) ?? 0)
    }

    /// Runs `work`, turning any error into ``BenchmarkError`` with code `failed`.
    static func check<T>(_ work: () throws -> T) throws(BenchmarkError) -> T {
        do {
            return try work()
        } catch let error as BenchmarkError {
            throw error
        } catch {
            throw BenchmarkError(.failed, "\(error)")
        }
    }
}
