import Revive

/// A conformance suite any `Revive/RestorableHierarchy` adopter can run: each
/// ``HierarchyConformance/Shape`` the toolkit can show is arranged, saved, killed and relaunched through
/// ``SimulatedApp``, and what comes back is checked against what was saved.
///
/// For a shape that ``HierarchyConformance/Shape/restoresCompletely``, the restored tree must capture
/// exactly as the saved one did (types, places, selections, presentations, values), the
/// report must be complete and count every page, and the post-restore hook of every node that
/// has one (``HierarchyConformance/Fixture/hasPostRestoreHook(_:)``: by default, each node that
/// adopts `Revive/Revivable`; a toolkit's own containers need not) must have run once. For ``HierarchyConformance/Shape/unregisteredTab`` the tab must come back as its
/// default page with a report item; for ``HierarchyConformance/Shape/refusedPresentation`` the refusal
/// must be a report item and the presenter must be on screen. The view-state shapes
/// (``HierarchyConformance/Shape/isViewState``) run once for each ``HierarchyConformance/ListChange``: the list page must show the
/// same item, selection and draft — the nearest item and a `movedViewState` report item when the
/// anchored item was deleted.
///
/// ```swift
/// @Test func uikitAdapterConforms() async {
///     let failures = await HierarchyConformance(fixture: UIKitFixture()).run()
///     #expect(failures.isEmpty, "\(failures)")
/// }
/// ```
@MainActor
public struct HierarchyConformance {
    private let runAll: @MainActor () async -> [Failure]
    private let runShape: @MainActor (Shape) async -> [Failure]

    /// Creates the suite for `fixture`.
    /// - Parameter fixture: The toolkit under test: how to make its hierarchy and navigate it.
    public init<Toolkit: Fixture>(fixture: Toolkit) {
        let runner = ConformanceRunner(fixture: fixture)
        runAll = { await runner.run() }
        runShape = { await runner.run($0) }
    }

    /// Runs every shape the fixture supports.
    /// - Returns: What did not conform; empty when the hierarchy conforms.
    public func run() async -> [Failure] {
        await runAll()
    }

    /// Runs one shape: arrange, save, kill, relaunch, compare.
    /// - Parameter shape: The shape to arrange.
    /// - Returns: What did not conform; empty when the shape came back as it should.
    public func run(_ shape: Shape) async -> [Failure] {
        await runShape(shape)
    }
}

/// The suite's work for one toolkit: its hierarchy type is the fixture's.
@MainActor
private struct ConformanceRunner<Toolkit: HierarchyConformance.Fixture> {
    /// The toolkit under test.
    let fixture: Toolkit

    func run() async -> [HierarchyConformance.Failure] {
        var failures: [HierarchyConformance.Failure] = []
        for shape in fixture.shapes {
            failures += await run(shape)
        }
        return failures
    }

    func run(_ shape: HierarchyConformance.Shape) async -> [HierarchyConformance.Failure] {
        guard shape.isViewState else { return await run(shape, change: nil) }
        var failures: [HierarchyConformance.Failure] = []
        for change in HierarchyConformance.ListChange.allCases {
            failures += await run(shape, change: change)
        }
        return failures
    }

    /// Runs one shape with the list's data changed by `change` before the relaunch.
    private func run(_ shape: HierarchyConformance.Shape, change: HierarchyConformance.ListChange?) async -> [HierarchyConformance.Failure] {
        var failures: [HierarchyConformance.Failure] = []
        func fail(_ message: String) {
            failures.append(HierarchyConformance.Failure(shape: shape, message: change.map { "with the list \($0.rawValue): " + message } ?? message))
        }
        let data = ListData(items: HierarchyConformance.ListViewState.savedItems)
        let app = SimulatedApp(
            hierarchy: { fixture.makeHierarchy() },
            registry: { shape.isViewState ? fixture.makeRegistry(for: shape, listItems: data.items) : fixture.makeRegistry(for: shape) },
            rootPage: { fixture.makeRoot(for: shape) }
        )
        let first = await app.launch()
        guard first == .fresh(.noSavedState) else {
            fail("the first launch should start fresh because no state was saved; it was \(first)")
            return failures
        }
        let saved: Snapshot
        do {
            guard let hierarchy = app.hierarchy else { throw ReviveError.expectation("the app is not running") }
            try await fixture.arrange(shape, in: hierarchy)
            saved = try app.controller().captureSnapshot()
            try await app.enterBackground()
        } catch {
            fail("arranging and saving the shape failed: \(error)")
            return failures
        }
        app.killBySystem()
        if let change { data.items = change.items }
        let result = await app.launch()
        guard let report = result.report, let hierarchy = app.hierarchy else {
            fail("the relaunch did not restore: \(result)")
            return failures
        }
        let restored: Snapshot
        do {
            restored = try app.controller().captureSnapshot()
        } catch {
            fail("the restored hierarchy cannot be captured: \(error)")
            return failures
        }
        var pages: [Toolkit.Hierarchy.Node] = []
        if let root = hierarchy.rootNode { Self.collect(root, in: hierarchy, into: &pages) }
        if report.restoredPageCount != pages.count {
            fail("the report counts \(report.restoredPageCount) pages; \(pages.count) are in the hierarchy")
        }
        for page in pages where fixture.hasPostRestoreHook(page) && fixture.postRestoreHookCount(of: page) != 1 {
            fail("\(type(of: page))'s post-restore hook ran \(fixture.postRestoreHookCount(of: page)) times, not once")
        }
        if let change {
            for message in viewStateExpectations(for: shape, change: change, report: report, hierarchy: hierarchy) { fail(message) }
        } else {
            failures += expectations(for: shape, saved: saved.root, restored: restored.root, report: report, hierarchy: hierarchy)
        }
        return failures
    }

    private func expectations(
        for shape: HierarchyConformance.Shape, saved: Snapshot.Node, restored: Snapshot.Node, report: RestoreReport, hierarchy: Toolkit.Hierarchy
    ) -> [HierarchyConformance.Failure] {
        var failures: [HierarchyConformance.Failure] = []
        func fail(_ message: String) { failures.append(HierarchyConformance.Failure(shape: shape, message: message)) }
        switch shape {
        case .unregisteredTab:
            if report.items(.fellBackToDefault).isEmpty { fail("the unregistered tab is not reported as fallen back to its default") }
            if restored.children.count != saved.children.count {
                fail("the tab container came back with \(restored.children.count) tabs; \(saved.children.count) were saved")
            }
        case .refusedPresentation:
            if !report.items(.droppedPage).contains(where: { $0.reason.contains("refused") }) {
                fail("the refused presentation is not in the report: \(report.items)")
            }
            if restored == saved { fail("the refused presentation is in the hierarchy as if it had been accepted") }
            if hierarchy.visibleNode == nil { fail("nothing is on screen after the refusal") }
        default:
            if !report.isComplete { fail("the report is not complete: \(report.items.map(\.description))") }
            if restored != saved {
                fail("the restored tree differs from the saved one:\nsaved    \(saved)\nrestored \(restored)")
            }
        }
        return failures
    }

    /// What a view-state shape must find after the relaunch over `change`'s data.
    private func viewStateExpectations(
        for shape: HierarchyConformance.Shape, change: HierarchyConformance.ListChange, report: RestoreReport, hierarchy: Toolkit.Hierarchy
    ) -> [String] {
        guard let shown = fixture.listViewState(in: hierarchy) else { return ["no list page is visible after the relaunch"] }
        let expected = change.expected
        var messages: [String] = []
        let moved = report.items(.movedViewState)
        switch shape {
        case .scrolledList:
            if shown.firstVisibleItem != expected.firstVisibleItem {
                messages.append("the list shows \(shown.firstVisibleItem ?? "its top") first; expected \(expected.firstVisibleItem ?? "its top")")
            }
            if change == .anchoredItemDeleted, !moved.contains(where: { $0.reason.contains(HierarchyConformance.ListViewState.anchoredItem) }) {
                messages.append("the deleted anchor is not a movedViewState report item: \(report.items.map(\.description))")
            }
        case .itemSelection:
            if shown.selectedItems != expected.selectedItems {
                messages.append("the selection is \(shown.selectedItems); expected \(expected.selectedItems)")
            }
            if change == .anchoredItemDeleted, !moved.contains(where: { $0.reason.contains("deselected") }) {
                messages.append("the dropped selection is not a movedViewState report item: \(report.items.map(\.description))")
            }
        default:
            if shown.draft != expected.draft {
                messages.append("the draft is \"\(shown.draft.text)\" at \(shown.draft.selectedRange); expected \"\(expected.draft.text)\" at \(expected.draft.selectedRange)")
            }
        }
        if change != .anchoredItemDeleted, !report.isComplete {
            messages.append("the report is not complete: \(report.items.map(\.description))")
        }
        return messages
    }

    private static func collect(_ node: Toolkit.Hierarchy.Node, in hierarchy: Toolkit.Hierarchy, into pages: inout [Toolkit.Hierarchy.Node]) {
        pages.append(node)
        for child in hierarchy.children(of: node) { collect(child, in: hierarchy, into: &pages) }
        if let presented = hierarchy.presentedNode(of: node) { collect(presented, in: hierarchy, into: &pages) }
    }
}

/// The list's items in the simulated app's current process, changed between runs.
@MainActor
private final class ListData {
    var items: [String]
    init(items: [String]) { self.items = items }
}

extension HierarchyConformance {
    /// One way a hierarchy did not come back as it should.
    public struct Failure: Hashable, Sendable, CustomStringConvertible {
        /// The shape that failed.
        public let shape: Shape
        /// What was wrong, quoting what was found.
        public let message: String

        /// `SHAPE: MESSAGE`.
        public var description: String { "\(shape.rawValue): \(message)" }
    }
}
