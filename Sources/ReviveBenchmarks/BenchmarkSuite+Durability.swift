import Foundation
import Revive

extension BenchmarkSuite {
    /// The scene every benchmark save writes.
    static let sceneID = "main"

    /// Full save against the bare durable write of the same bytes, then the full restore.
    func measureSaveAndRestore(_ tree: BenchmarkTree, store: FileStore, into report: inout BenchmarkReport) throws(BenchmarkError) {
        let pages = tree.pageCount
        let saveStats = try Self.check { try stopwatch.measure { try self.save(tree, store: store) } }
        report.add("save", pages: pages, contender: Contender.revive, saveStats)
        let bytes = try Self.check { try store.read(sceneID: Self.sceneID) } ?? Data()
        let bare = BareDurableWrite(directory: store.directory.path)
        let bareWrite = try Self.check { try stopwatch.measure { try bare.write(bytes) } }
        report.add("save", pages: pages, contender: Contender.bareWrite, bareWrite)
        let restored = try Self.check { try restore(tree, store: store) }
        let count = restored.rootPage.map(Self.pageCount) ?? 0
        guard count == pages else { throw BenchmarkError(.failed, "the full restore of \(pages) pages brought back \(count)") }
        let restoreStats = try Self.check { try stopwatch.measure { try self.restore(tree, store: store) } }
        report.add("restore", pages: pages, contender: Contender.revive, restoreStats)
    }

    /// Capture, encode and a durable ``FileStore`` write: what a save on entering the background does.
    func save(_ tree: BenchmarkTree, store: FileStore) throws {
        let snapshot = try tree.navigator.captureSnapshot(registry: tree.registry, header: BenchmarkTree.header(), budget: .unlimited)
        try store.write(SnapshotCodec().encode(snapshot), sceneID: Self.sceneID)
    }

    /// Read, decode (the checksum is verified there), the policy's checks, and rebuild into a
    /// new navigator: what a launch that restores does.
    func restore(_ tree: BenchmarkTree, store: FileStore) throws -> Navigator {
        guard let data = try store.read(sceneID: Self.sceneID) else {
            throw BenchmarkError(.failed, "no saved state for scene \"\(Self.sceneID)\" in \(store.directory.path)")
        }
        let snapshot = try SnapshotCodec().decode(data)
        guard case .restored(let checked) = policy.evaluate(snapshot, now: Date()) else {
            throw BenchmarkError(.failed, "the policy refused the saved state: \(policy.evaluate(snapshot, now: Date()))")
        }
        let navigator = Navigator()
        navigator.restore(from: checked, registry: tree.registry)
        return navigator
    }

    /// Rebuilds once and checks every page came back, so timed rebuilds are of whole trees.
    static func checkRebuild(_ snapshot: Snapshot, tree: BenchmarkTree) throws(BenchmarkError) {
        let navigator = Navigator()
        let result = navigator.restore(from: snapshot, registry: tree.registry)
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

    /// How the run measured, for the report's notes.
    func notes(tooSlow: [String: Int], memory: BenchmarkReport.MemoryUse?) -> [String] {
        var notes = [
            "times are medians of \(options.iterations) timed runs after \(options.warmUps) warm-up run(s), ContinuousClock; p10/p90 and MAD give the spread",
            "json and plist encode a typed Codable mirror of the tree (plist in binary format); nskeyedarchiver archives an NSDictionary/NSArray/NSString/NSNumber/NSDate graph with requiringSecureCoding: true",
            "save = capture + encode + FileStore write (temp file, write, fsync, close, rename, folder fsync); bare-write = the same bytes with the same system calls and nothing else",
            "restore = FileStore read + decode (length, caps and SHA-256 checksum verified) + policy check + rebuild into a new navigator",
            "bytes = the file each contender writes for the tree",
        ]
        for (name, pages) in tooSlow.sorted(by: { $0.key < $1.key }) {
            notes.append("\(name) skipped from \(pages) pages up: one run took (or, scaled from a smaller size, would take) over 2 s")
        }
        if let memory {
            notes.append("memory: one full save of \(memory.pages) pages; \(memory.usage.method)")
        }
        return notes
    }
}
