import Foundation
import Revive
import ReviveNavigator

extension BenchmarkSuite {
    /// Capture three ways, and rebuild into a new navigator.
    ///
    /// - `capture-warm`: no value changed since the last capture, so every value's kept
    ///   encoding is reused (an app saving twice with nothing changed in between).
    /// - `capture-cold`: every value of every page was set anew before each run (untimed), so
    ///   every value is converted again (an app whose user moved on everywhere).
    /// - `set-values`: every value of every page set anew through its `@Preserved` setter, what
    ///   an app pays as its user moves, with no capture (the setter tells the checkpoints that
    ///   something changed).
    ///
    /// The first capture of a new process is measured with the fresh-process rows
    /// (``measureFreshProcesses(_:in:into:)``).
    func measureCaptureAndRebuild(_ tree: BenchmarkTree, into report: inout BenchmarkReport) throws(BenchmarkError) {
        let header = BenchmarkTree.header()
        let pages = tree.pageCount
        let capture = { () throws -> Snapshot in
            try tree.navigator.captureSnapshot(registry: tree.registry, header: header, budget: .unlimited)
        }
        let warm = try Self.check { try stopwatch.measure(capture) }
        report.add("capture-warm", pages: pages, contender: Contender.revive, warm)
        let cold = try Self.check { try stopwatch.measure(prepare: { tree.changeEveryValue(round: $0) }, capture) }
        report.add("capture-cold", pages: pages, contender: Contender.revive, cold)
        var round = 0
        let set = stopwatch.measure { () -> Int in
            round += 1
            tree.changeEveryValue(round: round)
            return round
        }
        report.add("set-values", pages: pages, contender: Contender.revive, set)
        try Self.checkRebuild(tree.snapshot, tree: tree)
        let rebuild = stopwatch.measure { () -> Navigator in
            let navigator = Navigator()
            navigator.restore(from: tree.snapshot, registry: tree.registry) { _ in }
            return navigator
        }
        report.add("rebuild", pages: pages, contender: Contender.revive, rebuild)
    }

    /// Live pages to bytes and back, Revive against Codable + `JSONEncoder`/`JSONDecoder`,
    /// each side with its own conversion.
    ///
    /// - `pages-to-bytes`, cold (every value set anew before each run, for both sides):
    ///   Revive captures and encodes; Codable builds its typed model from the pages' properties
    ///   and encodes it with `JSONEncoder`.
    /// - `bytes-to-pages`: Revive decodes (checksum verified) and rebuilds into a new
    ///   navigator; Codable decodes with `JSONDecoder` and builds the same pages by hand.
    func measureEndToEnd(_ tree: BenchmarkTree, into report: inout BenchmarkReport) throws(BenchmarkError) {
        let pages = tree.pageCount
        let codec = SnapshotCodec()
        let encoder = JSONEncoder()
        let decoder = JSONDecoder()
        guard let root = tree.navigator.rootPage else { throw BenchmarkError(.failed, "the tree has no root page") }
        let change = { (round: Int) in tree.changeEveryValue(round: round) }
        let revive = try Self.check {
            try stopwatch.measure(prepare: change) {
                try codec.encode(tree.navigator.captureSnapshot(registry: tree.registry, header: BenchmarkTree.header(), budget: .unlimited))
            }
        }
        report.add("pages-to-bytes", pages: pages, contender: Contender.revive, revive)
        let json = try Self.check { try stopwatch.measure(prepare: change) { try encoder.encode(CodablePages.snapshot(of: root)) } }
        report.add("pages-to-bytes", pages: pages, contender: Contender.json, json)

        let reviveBytes = try Self.check { try codec.encode(tree.snapshot) }
        let jsonBytes = try Self.check { try encoder.encode(CodablePages.snapshot(of: root)) }
        let back = try Self.check { try CodablePages.navigator(from: decoder.decode(CodableSnapshot.self, from: jsonBytes)) }
        let count = back.rootPage.map(Self.pageCount) ?? 0
        guard count == pages else { throw BenchmarkError(.failed, "Codable + JSON built back \(count) of \(pages) pages") }
        let restore = try Self.check {
            try stopwatch.measure { () throws -> Navigator in
                let navigator = Navigator()
                navigator.restore(from: try codec.decode(reviveBytes), registry: tree.registry) { _ in }
                return navigator
            }
        }
        report.add("bytes-to-pages", pages: pages, contender: Contender.revive, restore)
        let jsonRestore = try Self.check {
            try stopwatch.measure { try CodablePages.navigator(from: decoder.decode(CodableSnapshot.self, from: jsonBytes)) }
        }
        report.add("bytes-to-pages", pages: pages, contender: Contender.json, jsonRestore)
    }
}
