import Foundation
import Testing
@testable import Revive
@testable import ReviveTesting

/// An update changes a container's kind (a tab bar becomes a sidebar, a stack one column of a
/// split view, and back): the file the last version wrote comes back on the new kind, its
/// children placed by identity, then role, then position, with a report item, not a fresh start.
@MainActor
struct ContainerKindChangeTests {
    /// A container whose kind its factory decides: the app's version.
    final class Workspace: TreeNode, Revivable {
        var revivalIdentifier: String? { identifier }
    }

    private func page(_ id: String, value: Int = 0) -> Snapshot.Node {
        Snapshot.Node(typeName: "TreePage", restorationID: id, state: PageState(["value": .int(Int64(value))]))
    }

    private func stack(_ id: String, _ pages: [Snapshot.Node]) -> Snapshot.Node {
        Snapshot.Node(typeName: "TreeStack", restorationID: id, kind: .stack, children: pages)
    }

    private func workspace(_ kind: ContainerKind, _ children: [Snapshot.Node]) -> Snapshot {
        Snapshot(root: Snapshot.Node(typeName: "Workspace", restorationID: "ws", kind: kind, children: children))
    }

    /// Launches on `saved` with the app's `Workspace` made by `makeRoot`.
    private func launch(_ saved: Snapshot, store: InMemoryStore = InMemoryStore(), _ makeRoot: @escaping @MainActor @Sendable () -> Workspace) async throws -> (RestorationController<EngineHierarchy>, LaunchResult) {
        let registry = RestorationRegistry<TreeNode>()
        registry.register(TreePage.self) { TreePage() }
        registry.register(TreeStack.self) { TreeStack() }
        registry.register(Workspace.self, factory: makeRoot)
        try store.write(try SnapshotCodec().encode(saved), sceneID: "default")
        let controller = RestorationController(hierarchy: EngineHierarchy(), registry: registry, sceneID: "default", configuration: .init(
            store: store, checkpointDelay: nil
        ))
        let result = await controller.launch(defaultRoot: makeRoot)
        return (controller, result)
    }

    private static func splitWorkspace() -> Workspace {
        let root = Workspace(kind: .split(focusedIndex: 0, roles: [.primary, .secondary]), identifier: "ws")
        root.children = [TreeStack([TreePage("s1")], identifier: "search"), TreeStack([TreePage("f1")], identifier: "files")]
        return root
    }

    private static func tabsWorkspace() -> Workspace {
        let root = Workspace(kind: .tabs(selectedIndex: 0), identifier: "ws")
        root.children = [TreeStack([TreePage("f1")], identifier: "files"), TreeStack([TreePage("s1")], identifier: "search")]
        return root
    }

    private func restored(_ result: LaunchResult) -> RestoreReport? {
        if case .restored(let report) = result { return report }
        Issue.record("started fresh: \(result)")
        return nil
    }

    @Test func tabsThatBecameASplitComeBackAsItsColumnsByIdentity() async throws {
        // The last version: tabs [files, search], search selected and two pages deep.
        let saved = workspace(.tabs(selectedIndex: 1), [stack("files", [page("f1")]), stack("search", [page("s1"), page("s2", value: 7)])])
        let (controller, result) = try await launch(saved, Self.splitWorkspace)
        let report = try #require(restored(result))
        #expect(report.items(.changedKind).map(\.path) == ["Workspace(\"ws\")"])
        #expect(report.items(.changedKind).first?.reason.contains("its tabs came back as columns") == true)
        let root = try #require(controller.hierarchy.rootNode as? Workspace)
        #expect(root.kind == .split(focusedIndex: 0, roles: [.primary, .secondary]))   // the selected tab has the focus
        #expect(root.children.map(\.identifier) == ["search", "files"])
        #expect(root.children[0].children.map(\.identifier) == ["s1", "s2"])
        #expect(controller.hierarchy.visiblePage?.value == 7)
    }

    /// An intact file that no longer fits whole says who wrote it and what it kept, never "damaged".
    @Test func theLaunchSaysWhichVersionWroteTheFileAndWhatItKept() async throws {
        var saved = workspace(.tabs(selectedIndex: 1), [
            stack("files", [page("f1")]),
            stack("search", [page("s1"), Snapshot.Node(typeName: "RemovedPage", restorationID: "gone"), page("s3")]),
        ])
        saved.header.appVersion = "1.3"
        let (_, result) = try await launch(saved, Self.splitWorkspace)
        let report = try #require(restored(result))
        #expect(report.savedPageCount == 7 && report.savedByAppVersion == "1.3")
        #expect(report.keptPageCount == 5, "the removed page and the one above it are dropped: \(report.items)")
        #expect(report.summary == """
            written by version 1.3; kept 5 of 7 pages; Workspace("ws") changed from tabs to split, its tabs came back as columns
            """)
        #expect("\(result)".contains("(written by version 1.3; kept 5 of 7 pages; "), "\(result)")
        #expect(!"\(result)".contains("damaged"))
    }

    @Test func aSplitThatBecameTabsComesBackAsItsTabsByIdentity() async throws {
        let saved = workspace(.split(focusedIndex: 0, roles: [.primary, .secondary]), [stack("search", [page("s1"), page("s2", value: 3)]), stack("files", [page("f1")])])
        let (controller, result) = try await launch(saved, Self.tabsWorkspace)
        let report = try #require(restored(result))
        #expect(report.items(.changedKind).first?.reason.contains("its columns came back as tabs") == true)
        let root = try #require(controller.hierarchy.rootNode as? Workspace)
        #expect(root.children.map(\.identifier) == ["files", "search"])
        #expect(root.kind == .tabs(selectedIndex: 1))   // the focused column is the selected tab
        #expect(controller.hierarchy.visiblePage?.value == 3)
    }

    @Test func aStackThatBecameASplitComesBackInTheColumnThatHoldsItsFirstPage() async throws {
        let saved = Snapshot(root: Snapshot.Node(typeName: "Workspace", restorationID: "ws", kind: .stack, children: [page("f1"), page("f2", value: 5)]))
        let (controller, result) = try await launch(saved, Self.splitWorkspace)
        #expect(restored(result) != nil)
        let root = try #require(controller.hierarchy.rootNode as? Workspace)
        #expect(root.children.map(\.identifier) == ["search", "files"])
        #expect(root.children[1].children.map(\.identifier) == ["f1", "f2"])
        #expect(root.children[0].children.map(\.identifier) == ["s1"])   // the other column keeps its defaults
        #expect(root.kind.focusedIndex == 1)
        #expect(controller.hierarchy.visiblePage?.value == 5)
    }

    @Test func aSplitThatBecameAStackKeepsTheFocusedColumnsLineAndReportsTheRest() async throws {
        let saved = workspace(.split(focusedIndex: 1, roles: [.primary, .secondary]), [stack("search", [page("s1")]), stack("files", [page("f1"), page("f2", value: 5)])])
        let (controller, result) = try await launch(saved) {
            let root = Workspace(kind: .stack, identifier: "ws")
            root.children = [TreePage("f1")]
            return root
        }
        let report = try #require(restored(result))
        #expect(report.items(.droppedPage).map(\.path) == ["Workspace(\"ws\") > TreeStack(\"search\")"])
        let root = try #require(controller.hierarchy.rootNode as? Workspace)
        #expect(root.children.map(\.identifier) == ["f1", "f2"])
        #expect(controller.hierarchy.visiblePage?.value == 5)
    }

    @Test func aPageThatBecameATabContainerNoLongerFitsAndIsSetAsideNotCalledDamaged() async throws {
        let saved = Snapshot(root: Snapshot.Node(typeName: "Workspace", restorationID: "ws"))
        let store = InMemoryStore()
        let (_, result) = try await launch(saved, store: store, Self.tabsWorkspace)
        guard case .fresh(.rootNoLongerFits(let reason)) = result else {
            Issue.record("a plain page came back as a tab container: \(result)")
            return
        }
        #expect(reason.contains("the file says page but the registered type makes a tabs"))
        #expect(result.description.contains("no longer fits this version of the app") && !result.description.contains("damaged"))
        #expect(try store.read(sceneID: "default") == nil)
        #expect(try store.readQuarantined(sceneID: "default") == (try SnapshotCodec().encode(saved)))   // set aside, not deleted
    }
}
