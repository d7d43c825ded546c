import Foundation
import Testing
@testable import Revive
@testable import ReviveTesting

/// An update changes a container's kind and adds a child that is itself a tab or split
/// container (an inspector column of tabs beside the columns the old tabs became): the file the
/// last version wrote has nothing for it, and it comes back as the new version makes it, with its
/// own children and selection, rather than being left out of the container.
@MainActor
struct ContainerKindChangeAddedChildTests {
    /// A container whose kind its factory decides: the app's version.
    final class AddedChildWorkspace: TreeNode, Revivable {
        var revivalIdentifier: String? { identifier }
    }

    private func page(_ id: String, value: Int = 0) -> Snapshot.Node {
        Snapshot.Node(typeName: "TreePage", restorationID: id, state: PageState(["value": .int(Int64(value))]))
    }

    /// The new version's workspace: a column of files, and an inspector of two tabs, the
    /// second selected, the first holding a value of its own.
    private static func workspaceWithInspector() -> AddedChildWorkspace {
        let root = AddedChildWorkspace(kind: .split(focusedIndex: 0), identifier: "ws")
        let inspector = TreeTabs([TreePage("info", value: 3), TreeStack([TreePage("history")], identifier: "history")], selectedIndex: 1, identifier: "inspector")
        root.children = [TreeStack([TreePage("f1")], identifier: "files"), inspector]
        return root
    }

    /// Launches on `saved` with the app's workspace made by `makeRoot`.
    private func launch(_ saved: Snapshot.Node, _ makeRoot: @escaping @MainActor @Sendable () -> AddedChildWorkspace) async throws -> (EngineHierarchy, LaunchResult) {
        let registry = treeRegistry()
        registry.register(AddedChildWorkspace.self, name: "Workspace", factory: makeRoot)
        let store = InMemoryStore()
        try store.write(try SnapshotCodec().encode(Snapshot(root: saved)), sceneID: "default")
        let hierarchy = EngineHierarchy()
        let controller = RestorationController(hierarchy: hierarchy, registry: registry, sceneID: "default", configuration: .init(
            store: store, checkpointDelay: nil
        ))
        return (hierarchy, await controller.launch(defaultRoot: makeRoot))
    }

    /// The inspector as the new version makes it: its two tabs, the second selected, the first's value.
    private func expectFreshInspector(_ root: TreeNode?) throws {
        let inspector = try #require(root?.children.last)
        #expect(inspector.identifier == "inspector")
        #expect(inspector.kind == .tabs(selectedIndex: 1))
        #expect(inspector.children.map(\.identifier) == ["info", "history"])
        #expect((inspector.children.first as? TreePage)?.value == 3)
        #expect(inspector.children.last?.children.map(\.identifier) == ["history"])
    }

    @Test func tabsThatBecameColumnsKeepTheTabStripColumnTheUpdateAdded() async throws {
        let saved = Snapshot.Node(typeName: "Workspace", restorationID: "ws", kind: .tabs(selectedIndex: 0), children: [
            Snapshot.Node(typeName: "TreeStack", restorationID: "files", kind: .stack, children: [page("f1"), page("f2", value: 7)]),
        ])
        let (hierarchy, result) = try await launch(saved, Self.workspaceWithInspector)
        guard case .restored(let report) = result else {
            Issue.record("started fresh: \(result)")
            return
        }
        #expect(report.items.map(\.kind) == [.changedKind], "\(report.items)")
        #expect(hierarchy.root?.children.map(\.identifier) == ["files", "inspector"])
        #expect(hierarchy.root?.kind.focusedIndex == 0)
        #expect(hierarchy.visiblePage?.value == 7)
        try expectFreshInspector(hierarchy.root)
    }

    @Test func aStackThatBecameColumnsBesideATabStripComesBackInItsColumn() async throws {
        let saved = Snapshot.Node(typeName: "Workspace", restorationID: "ws", kind: .stack, children: [page("f1"), page("f2", value: 5)])
        let (hierarchy, result) = try await launch(saved, Self.workspaceWithInspector)
        guard case .restored = result else {
            Issue.record("started fresh: \(result)")
            return
        }
        #expect(hierarchy.root?.children.first?.children.map(\.identifier) == ["f1", "f2"])
        #expect(hierarchy.visiblePage?.value == 5)
        try expectFreshInspector(hierarchy.root)
    }
}
