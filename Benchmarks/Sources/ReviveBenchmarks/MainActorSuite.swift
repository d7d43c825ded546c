#if canImport(UIKitStandIn)
import Foundation
import Revive
import ReviveUIKit
import UIKitStandIn

/// What the main actor pays while the user scrolls or animates, and what pages without
/// `@Preserving` cost: `revive-bench --main-actor`.
///
/// Each size is a ``BenchmarkWindow`` of that many view controllers, launched under a
/// ``RestorationController`` over UIKit's adapter (on the UIKit stand-in), once with
/// `@Preserving` view controllers and once with the same view controllers without it (their
/// `@Preserved` properties found with `Mirror`). Rows, medians of in-process loops:
///
/// - `look`: the controller's look at the window when nothing changed, what each main run
///   loop turn pays during an animation or a scroll of a view that is not saved
///   (`willEnterForeground()`, which looks and finds nothing new);
/// - `checkpoint-main`: what `checkpoint()` costs the main actor after every value of every
///   page changed (the capture, the bytes included, and the look it takes; the write runs off
///   the main actor and is not timed);
/// - `pages-to-bytes`: the same capture and encode through `captureSnapshot` and
///   `SnapshotCodec`, against building a Codable model of the same view controllers and
///   encoding it with `JSONEncoder`.
///
/// ```swift
/// let rows = try MainActorSuite(iterations: 25).run()
/// print(MainActorSuite.table(rows))
/// ```
@MainActor
public struct MainActorSuite {
    /// One measurement: a workload at a size, by a contender.
    public struct Row: Hashable, Codable, Sendable {
        /// `look`, `checkpoint-main` or `pages-to-bytes`.
        public let workload: String
        /// View controllers in the window, containers included.
        public let viewControllers: Int
        /// `preserving` (the macro), `mirror` (no macro) or `json`.
        public let contender: String
        /// The timings.
        public let statistics: SampleStatistics?
    }

    /// The window sizes the issue asks for.
    public nonisolated static let standardSizes = [10, 50, 200, 1_000]

    let sizes: [Int]
    let stopwatch: Stopwatch

    /// Creates the suite.
    /// - Parameters:
    ///   - sizes: View controllers per window (each at least 10).
    ///   - iterations: Timed runs per measurement.
    public init(sizes: [Int] = standardSizes, iterations: Int) {
        self.sizes = sizes
        stopwatch = Stopwatch(iterations: iterations, warmUps: 3)
    }

    /// Runs every row.
    /// - Throws: ``BenchmarkError`` with code `failed` when a step throws or is refused.
    public func run(progress: (String) -> Void = { _ in }) throws(BenchmarkError) -> [Row] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("revive-main-actor-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        var rows: [Row] = []
        for size in sizes {
            for mirrored in [false, true] {
                let contender = mirrored ? "mirror" : "preserving"
                progress("window of \(size) view controllers, \(contender)")
                let store: FileStore
                do { store = try FileStore(directory: directory.appendingPathComponent("\(size)-\(contender)")) } catch {
                    throw BenchmarkError(.failed, "cannot open a store: \(error)")
                }
                let window = try BenchmarkWindow(viewControllers: size, mirrored: mirrored, store: store)
                try rows += measure(window, contender: contender)
                if !mirrored { try rows.append(measureJSON(window)) }
                finishWrites(window)
            }
        }
        return rows
    }

    /// The look, the checkpoint's main-actor part, and pages to bytes, for one window.
    private func measure(_ window: BenchmarkWindow, contender: String) throws(BenchmarkError) -> [Row] {
        let controller = window.controller
        let size = window.viewControllerCount
        let captured = try BenchmarkSuite.check { try Self.captureCount(window) }
        guard captured == size else { throw BenchmarkError(.failed, "the window captured \(captured) of \(size) view controllers") }
        let checkpoint = try BenchmarkSuite.check {
            try stopwatch.measure(prepare: { window.changeEveryValue(round: $0) }) { () throws -> SaveResult in
                let result = controller.checkpoint()
                guard case .scheduled = result else { throw BenchmarkError(.failed, "checkpoint() gave \(result)") }
                return result
            }
        }
        // The last checkpoint took the look: nothing changed since.
        let look = stopwatch.measure { controller.willEnterForeground() }
        let codec = SnapshotCodec()
        let bytes = try BenchmarkSuite.check {
            try stopwatch.measure(prepare: { window.changeEveryValue(round: $0) }) { () throws -> Data in
                try codec.encode(controller.hierarchy.captureSnapshot(registry: controller.registry, header: Self.header(), budget: .unlimited))
            }
        }
        return [
            Row(workload: "look", viewControllers: size, contender: contender, statistics: look),
            Row(workload: "checkpoint-main", viewControllers: size, contender: contender, statistics: checkpoint),
            Row(workload: "pages-to-bytes", viewControllers: size, contender: contender, statistics: bytes),
        ]
    }

    /// A Codable model of the window's view controllers built and encoded with `JSONEncoder`.
    private func measureJSON(_ window: BenchmarkWindow) throws(BenchmarkError) -> Row {
        let encoder = JSONEncoder()
        guard let root = window.controller.hierarchy.rootNode else { throw BenchmarkError(.failed, "the window has no root") }
        let json = try BenchmarkSuite.check {
            try stopwatch.measure(prepare: { window.changeEveryValue(round: $0) }) { try encoder.encode(Self.codableNode(of: root)) }
        }
        return Row(workload: "pages-to-bytes", viewControllers: window.viewControllerCount, contender: Contender.json, statistics: json)
    }

    /// Lets the window's checkpoint writes end before the next window is built.
    private func finishWrites(_ window: BenchmarkWindow) {
        window.controller.saveBeforeExit()
    }

    /// How many view controllers a capture of the window saves.
    private static func captureCount(_ window: BenchmarkWindow) throws -> Int {
        let controller = window.controller
        return try controller.hierarchy.captureSnapshot(registry: controller.registry, header: header(), budget: .unlimited).root.nodeCount
    }

    private static func header() -> Snapshot.Header {
        Snapshot.Header(appVersion: "2.1.0", schemaVersion: 3, createdAt: Date(), sceneID: "window")
    }

    /// What an app that saves its view controllers with Codable builds by hand: each one's
    /// type, its values, its children and what it presents.
    static func codableNode(of node: UIViewController) -> CodableNode {
        var kind = "page"
        var selected: Int?
        var children: [UIViewController] = []
        var values: CodableNode.Values?
        if let tabs = node as? UITabBarController {
            (kind, selected, children) = ("tabs", tabs.selectedIndex, tabs.viewControllers ?? [])
        } else if let stack = node as? UINavigationController {
            (kind, children) = ("stack", stack.viewControllers)
        } else if let page = node as? any WindowBenchmarkPage {
            values = CodableNode.Values(
                comicID: Int64(page.comicID), title: page.comicTitle, progress: page.progress, pageIndex: Int64(page.pageIndex),
                bookmarks: page.bookmarks.map { Int64($0) }, tags: page.tags, openedAt: page.openedAt
            )
        }
        let presented = node.presentedViewController.flatMap { $0.presentingViewController === node ? $0 : nil }
        return CodableNode(
            typeName: String(describing: type(of: node)), restorationID: "", kind: kind, selectedIndex: selected, values: values,
            children: children.map { codableNode(of: $0) }, presented: presented.map { [codableNode(of: $0)] } ?? []
        )
    }

    /// The rows as a table, one line per workload and contender, a column per size.
    public static func table(_ rows: [Row]) -> String {
        let sizes = Array(Set(rows.map(\.viewControllers))).sorted()
        var lines = ["A UIKit window under its RestorationController (UIKit's stand-in, Linux); medians. (N×): the time as a multiple of the @Preserving row's at that size.", "",
                     "| main actor, per call | " + sizes.map { "\($0) VCs" }.joined(separator: " | ") + " |",
                     "| --- |" + String(repeating: " ---: |", count: sizes.count)]
        let labels = [
            ("look", "preserving", "look at the window, nothing changed"),
            ("checkpoint-main", "preserving", "checkpoint(), main actor, cold: @Preserving"),
            ("checkpoint-main", "mirror", "checkpoint(), main actor, cold: no macro (Mirror)"),
            ("pages-to-bytes", "preserving", "pages → bytes, cold: @Preserving"),
            ("pages-to-bytes", "mirror", "pages → bytes, cold: no macro (Mirror)"),
            ("pages-to-bytes", Contender.json, "pages → bytes, cold: Codable model + JSONEncoder"),
        ]
        for (workload, contender, label) in labels {
            let cells = sizes.map { size -> String in
                guard let time = rows.first(where: { $0.workload == workload && $0.contender == contender && $0.viewControllers == size })?
                    .statistics?.medianNanoseconds else { return "—" }
                var cell = BenchmarkReport.duration(time)
                // The contender's time as a multiple of the macro's: what the fallback and JSON cost more.
                if contender != "preserving",
                   let base = rows.first(where: { $0.workload == workload && $0.contender == "preserving" && $0.viewControllers == size })?
                       .statistics?.medianNanoseconds {
                    cell += String(format: " (%.1f×)", Double(time) / Double(max(base, 1)))
                }
                return cell
            }
            lines.append("| \(label) | " + cells.joined(separator: " | ") + " |")
        }
        lines.append("")
        lines += targets(rows).map { "\($0.met ? "PASS" : "MISS")  \($0.text)" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The issue's targets, each with the measured figure: met or missed.
    public static func targets(_ rows: [Row]) -> [(met: Bool, text: String)] {
        func median(_ workload: String, _ contender: String, _ size: Int) -> UInt64? {
            rows.first { $0.workload == workload && $0.contender == contender && $0.viewControllers == size }?.statistics?.medianNanoseconds
        }
        var targets: [(Bool, String)] = []
        if let look = median("look", "preserving", 50) {
            targets.append((look <= 83_000, "the look at 50 view controllers ≤ 83 µs (1% of a 120 Hz frame): \(BenchmarkReport.duration(look))"))
        }
        for contender in ["preserving", "mirror"] {
            if let time = median("checkpoint-main", contender, 50) {
                targets.append((time <= 1_000_000, "checkpoint() on the main actor at 50 view controllers ≤ 1 ms, \(contender): \(BenchmarkReport.duration(time))"))
            }
            if let time = median("checkpoint-main", contender, 1_000) {
                targets.append((time <= 8_333_333, "checkpoint() on the main actor at 1,000 view controllers ≤ 8.3 ms (a 120 Hz frame), \(contender): \(BenchmarkReport.duration(time))"))
            }
        }
        for size in Set(rows.map(\.viewControllers)).sorted() {
            if let mirror = median("pages-to-bytes", "mirror", size), let json = median("pages-to-bytes", Contender.json, size) {
                let ratio = Double(json) / Double(max(mirror, 1))
                targets.append((ratio >= 2, String(format: "pages → bytes without the macro ≥ 2× faster than Codable + JSONEncoder at \(size) view controllers: %.1f×", ratio)))
            }
        }
        return targets
    }
}
#endif
