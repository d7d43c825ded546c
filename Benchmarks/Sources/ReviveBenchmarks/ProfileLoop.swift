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
    public static let workloads = ["capture-cold", "capture-warm", "encode", "decode", "pages-to-bytes", "rebuild"]

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
}
