import Foundation
import Revive
import ReviveNavigator

/// One workload run in a loop with nothing else around it, for a profiler
/// (`valgrind --tool=callgrind revive-bench --profile capture-cold --profile-pages 1000`).
///
/// The tree is built first; the loop then repeats only the workload, with the same untimed
/// set-up the benchmark uses (every value set anew before a cold capture), so that the
/// profile shows where the benchmark's time goes.
///
/// ```swift
/// try ProfileLoop.run("encode", pages: 10_000, rounds: 20)
/// ```
public enum ProfileLoop {
    /// The workloads a loop can run.
    public static let workloads = ["capture-cold", "capture-warm", "encode", "decode", "pages-to-bytes", "rebuild", "controller-save"]

    /// Builds a tree of `pages` pages and runs `workload` on it `rounds` times.
    /// - Throws: ``BenchmarkError`` with code `badOption` for an unknown workload or size,
    ///   `failed` when the workload throws.
    @MainActor
    public static func run(_ workload: String, pages: Int, rounds: Int) throws(BenchmarkError) {
        guard workloads.contains(workload) else {
            throw BenchmarkError(.badOption, "unknown workload \"\(workload)\"; one of \(workloads.joined(separator: ", "))")
        }
        guard (5...10_000).contains(pages) else {
            throw BenchmarkError(.badOption, "size \(pages) is out of range; sizes run from 5 to 10000 pages")
        }
        let tree = try BenchmarkTree(pageCount: pages)
        if workload == "controller-save" {
            try controllerSaves(tree, rounds: rounds)
            return
        }
        let codec = SnapshotCodec()
        let bytes = try BenchmarkSuite.check { try codec.encode(tree.snapshot) }
        for round in 0..<max(1, rounds) {
            try BenchmarkSuite.check {
                switch workload {
                case "capture-cold", "pages-to-bytes":
                    tree.changeEveryValue(round: round)
                    let snapshot = try tree.navigator.captureSnapshot(registry: tree.registry, header: BenchmarkTree.header(), budget: .unlimited)
                    if workload == "pages-to-bytes" { _ = try codec.encode(snapshot) }
                case "capture-warm":
                    _ = try tree.navigator.captureSnapshot(registry: tree.registry, header: BenchmarkTree.header(), budget: .unlimited)
                case "encode":
                    _ = try codec.encode(tree.snapshot)
                case "decode":
                    _ = try codec.decode(bytes)
                default:
                    Navigator().restore(from: tree.snapshot, registry: tree.registry) { _ in }
                }
            }
        }
    }

    /// `rounds` saves through ``RestorationController/didEnterBackground()`` into a ``FileStore``
    /// in a temporary folder, every value changed before each (untimed work included): the whole
    /// save path an app's scene delegate starts, capture, checks, encode, the lock and the
    /// durable write, each waited for before the next.
    @MainActor
    private static func controllerSaves(_ tree: BenchmarkTree, rounds: Int) throws(BenchmarkError) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("revive-profile-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store: FileStore
        do { store = try FileStore(directory: directory) } catch { throw BenchmarkError(.failed, "cannot open a store in \(directory.path): \(error)") }
        let controller = RestorationController(
            hierarchy: tree.navigator, registry: tree.registry, sceneID: BenchmarkSuite.sceneID,
            configuration: .init(store: store, budget: .unlimited)
        )
        for round in 0..<max(1, rounds) {
            tree.changeEveryValue(round: round + 1)
            let written = controller.saveCount
            guard controller.didEnterBackground().isScheduled else {
                throw BenchmarkError(.failed, "the save was not scheduled: \(String(describing: controller.lastCaptureError))")
            }
            // The write runs on the save queue, which never needs the main actor: wait for it here.
            while controller.saveCount == written {
                if let error = controller.lastSaveError { throw BenchmarkError(.failed, "the save failed: \(error)") }
                usleep(50)
            }
        }
    }
}
