import Foundation
import Testing
@testable import Revive
import ReviveTesting

/// A split container shows every child at once: capture saves each column with its own stack,
/// presentations, the focus and the roles; the rebuild brings them all back; the visible place
/// is a set of lines; and the container is content, on screen with no child page. The engine's
/// own hierarchy, so that no adapter's behaviour is under test.
@MainActor
struct SplitContainerTests {
    /// A sidebar page, a stack of two (the library) and a stack whose top presents a page that
    /// presents another (the reader): three columns, the third focused.
    private func makeDesk() -> EngineHierarchy {
        let sidebar = TreePage("sidebar", value: 3)
        let library = TreeStack([TreePage("library-root", value: 1), TreePage("shelf", value: 2)], identifier: "library")
        let comic = TreePage("comic", value: 42)
        comic.presented = TreePage("comments", value: 7)
        comic.presented?.presented = TreePage("reply", value: 8)
        let reader = TreeStack([comic], identifier: "reader")
        let split = TreeSplit(
            [sidebar, library, reader], focusedIndex: 2, roles: [.primary, .supplementary, .secondary], identifier: "desk"
        )
        return EngineHierarchy(root: split)
    }

    /// Captures `hierarchy`, writes and reads the file, and restores it into a fresh hierarchy.
    private func roundTrip(
        _ hierarchy: EngineHierarchy, registry: RestorationRegistry<TreeNode> = treeRegistry()
    ) throws -> (restored: EngineHierarchy, report: RestoreReport, snapshot: Snapshot) {
        let codec = SnapshotCodec()
        let snapshot = try codec.decode(codec.encode(hierarchy.captureSnapshot(registry: registry)))
        let restored = EngineHierarchy()
        var report: RestoreReport?
        restored.restore(from: snapshot, registry: registry) { report = $0 }
        return (restored, try #require(report), snapshot)
    }

    private func value(_ node: TreeNode?) -> Int? { (node as? TreePage)?.value }

    @Test func everyColumnComesBackWithItsStackPresentationsFocusAndRoles() throws {
        let (restored, report, snapshot) = try roundTrip(makeDesk())

        #expect(snapshot.root.kind == .split(focusedIndex: 2, roles: [.primary, .supplementary, .secondary]))
        #expect(report.isComplete, "\(report.items)")
        let split = try #require(restored.rootNode as? TreeSplit)
        #expect(split.kind == .split(focusedIndex: 2, roles: [.primary, .supplementary, .secondary]))
        #expect(split.children.count == 3)
        #expect(value(split.children[0]) == 3)
        #expect(split.children[1].children.map { value($0) } == [1, 2])
        let comic = try #require(split.children[2].children.first as? TreePage)
        #expect(comic.value == 42)
        #expect(value(comic.presented) == 7)
        #expect(value(comic.presented?.presented) == 8)
        #expect(report.restoredPageCount == 9)
    }

    @Test func theVisiblePlaceIsOneLinePerColumnAndTheVisiblePageFollowsTheFocus() throws {
        let desk = makeDesk()
        #expect(desk.visibleNodes.map { value($0) } == [3, 2, 8])
        #expect(value(desk.visibleNode) == 8)

        let split = try #require(desk.rootNode)
        split.kind = .split(focusedIndex: 1, roles: split.kind.roles)
        #expect(value(desk.visibleNode) == 2)
        split.kind = .split(focusedIndex: nil)
        #expect(value(desk.visibleNode) == 3, "with no focus, the first column that shows something")

        let (_, report, _) = try roundTrip(makeDesk())
        #expect(report.visiblePaths == [
            #"TreeSplit("desk") > TreePage("sidebar")"#,
            #"TreeSplit("desk") > TreeStack("library") > TreePage("shelf")"#,
            #"TreeSplit("desk") > TreeStack("reader") > TreePage("comic") presents > TreePage("comments") presents > TreePage("reply")"#,
        ])
    }

    @Test func aCollapsedSplitShowsItsFocusedColumnOnlyAndComesBackWhole() throws {
        let desk = makeDesk()
        let split = try #require(desk.rootNode)
        split.kind = .split(focusedIndex: 1, roles: split.kind.roles, isCollapsed: true)
        #expect(desk.visibleNodes.map { value($0) } == [2])
        split.kind = .split(focusedIndex: nil, isCollapsed: true)
        #expect(desk.visibleNodes.map { value($0) } == [3], "with no focus, a collapsed split shows its first child")
        split.kind = .split(focusedIndex: 2, roles: [.primary, .supplementary, .secondary], isCollapsed: true)

        let (restored, report, _) = try roundTrip(desk)
        #expect(restored.rootNode?.kind == .split(focusedIndex: 2, roles: [.primary, .supplementary, .secondary], isCollapsed: true))
        #expect(restored.rootNode?.children.count == 3)
        #expect(report.visiblePaths.count == 1)
    }

    @Test func aSplitWithNoChildPageIsOnScreenAndIsSaved() throws {
        let empty = EngineHierarchy(root: TreeSplit([], identifier: "workspace"))
        #expect(empty.visibleNodes.count == 1)
        #expect(empty.visibleNode === empty.rootNode)

        let (restored, report, snapshot) = try roundTrip(empty)
        #expect(snapshot.root.children.isEmpty)
        #expect(report.rootFailure == nil)
        #expect(report.visiblePaths == [#"TreeSplit("workspace")"#])
        #expect(restored.rootNode is TreeSplit)
    }

    @Test func aSplitWhoseColumnsShowNothingIsItselfWhatIsSeen() throws {
        let desk = EngineHierarchy(root: TreeSplit([TreeStack(identifier: "a"), TreeStack(identifier: "b")], focusedIndex: 0))
        #expect(desk.visibleNodes.count == 1)
        #expect(desk.visibleNode === desk.rootNode)
        #expect(try desk.captureSnapshot(registry: treeRegistry()).root.children.count == 2)
    }

    @Test func aSaveOfASplitWithNoDocumentIsNotRefusedAsBlank() async throws {
        let store = InMemoryStore()
        let workspace = { TreeSplit([TreePage("sidebar")], focusedIndex: 0, identifier: "workspace") }
        let app = RestorationController(
            hierarchy: EngineHierarchy(), registry: treeRegistry(), configuration: .init(store: store, checkpointDelay: nil)
        )
        await app.launch(defaultRoot: workspace)
        // The user closes the last pane: the workspace's sidebar is content of its own.
        let root = try #require(app.hierarchy.rootNode)
        root.children = []
        root.kind = .split(focusedIndex: nil)
        #expect(app.didEnterBackground() == .scheduled)
        await app.waitForPendingSaves()
        #expect(app.saveCount == 1)
        app.releaseSceneLock()

        let next = RestorationController(
            hierarchy: EngineHierarchy(), registry: treeRegistry(), configuration: .init(store: store, checkpointDelay: nil)
        )
        let result = await next.launch(defaultRoot: workspace)
        defer { next.releaseSceneLock() }
        let report = try #require(result.report, "\(result)")
        #expect(next.hierarchy.rootNode?.children.isEmpty == true, "the closed pane stays closed")
        #expect(report.visiblePaths == [#"TreeSplit("workspace")"#])
    }

    @Test func aBlankTreeIsStillRefused() throws {
        let blank = EngineHierarchy(root: TreeTabs([TreeStack(identifier: "empty")]))
        #expect(blank.visibleNodes.isEmpty)
        var capture = HierarchyCapture(hierarchy: blank, registry: treeRegistry(), budget: CaptureBudget())
        #expect(throws: ReviveError.self) { try capture.captureSnapshot(header: Snapshot.Header()) }
        #expect(throws: ReviveError.self) { try capture.encodeScene(header: Snapshot.Header(), codec: SnapshotCodec(), capacity: 0) }
    }

    @Test func aColumnThatCannotComeBackIsDroppedAndTheFocusFollowsItsColumn() throws {
        let registry = treeRegistry()
        let columns = [TreePage("a", value: 1), UnregisteredTreePage(identifier: "gone"), TreePage("c", value: 3)] as [TreeNode]
        let (restored, report, _) = try roundTrip(
            EngineHierarchy(root: TreeSplit(columns, focusedIndex: 2, roles: ["left", "middle", "right"])), registry: registry
        )
        #expect(restored.rootNode?.children.map { value($0) } == [1, 3])
        #expect(restored.rootNode?.kind == .split(focusedIndex: 1, roles: ["left", "right"]))
        #expect(report.items(.droppedPage).count == 1)
        #expect(report.items(.selectionReset).isEmpty)

        let (lostFocus, lostReport, _) = try roundTrip(
            EngineHierarchy(root: TreeSplit(columns, focusedIndex: 1)), registry: registry
        )
        #expect(lostFocus.rootNode?.kind == .split(focusedIndex: nil))
        #expect(lostReport.items(.selectionReset).count == 1)
    }

    @Test func aSplitSavedAsAPageWithChildrenComesBackInPlace() throws {
        // As files written before split containers saved a split view: a page whose factory
        // makes the columns.
        let old = Snapshot.Node(typeName: "TreeSplit", restorationID: "desk", kind: .page, children: [
            Snapshot.Node(typeName: "TreePage", restorationID: "left", state: PageState(["value": .int(5)])),
            Snapshot.Node(typeName: "TreePage", restorationID: "right", state: PageState(["value": .int(6)])),
        ])
        let registry = treeRegistry()
        registry.register(TreeSplit.self) { TreeSplit([TreePage("left"), TreePage("right")], focusedIndex: 1) }
        let hierarchy = EngineHierarchy()
        var report: RestoreReport?
        hierarchy.restore(from: Snapshot(root: old), registry: registry) { report = $0 }
        #expect(try #require(report).isComplete)
        #expect(hierarchy.rootNode?.children.map { value($0) } == [5, 6])
        #expect(hierarchy.rootNode?.kind == .split(focusedIndex: 1))
    }

    @Test func aChangeOfFocusIsAChangeTheLookSees() throws {
        let desk = makeDesk()
        let look = HierarchyLook(of: desk)
        #expect(look.matches(desk))
        desk.rootNode?.kind = .split(focusedIndex: 0, roles: [.primary, .supplementary, .secondary])
        #expect(!look.matches(desk))
    }
}

extension SplitContainerTests {
    @Test func aColumnComesBackIntoTheDefaultColumnOfItsRole() throws {
        // The app's split makes a sidebar, a list and a detail; the saved one had a sidebar and
        // a detail only. The detail goes into the default detail, not into the list at index 1.
        let saved = Snapshot.Node(
            typeName: "TreeSplit", restorationID: "desk", kind: .split(focusedIndex: 1, roles: [.primary, .secondary]),
            children: [
                Snapshot.Node(typeName: "TreePage", restorationID: "sidebar", state: PageState(["value": .int(1)])),
                Snapshot.Node(typeName: "TreePage", restorationID: "detail", state: PageState(["value": .int(2)])),
            ]
        )
        let defaultDetail = TreePage("detail")
        let registry = treeRegistry()
        registry.register(TreeSplit.self) {
            TreeSplit([TreePage("sidebar"), TreePage("list"), defaultDetail], roles: [.primary, .supplementary, .secondary])
        }
        let hierarchy = EngineHierarchy()
        var report: RestoreReport?
        hierarchy.restore(from: Snapshot(root: saved), registry: registry) { report = $0 }
        #expect(try #require(report).isComplete)
        #expect(hierarchy.rootNode?.children.last === defaultDetail)
        #expect(defaultDetail.value == 2)
        #expect(hierarchy.rootNode?.kind == .split(focusedIndex: 1, roles: [.primary, .secondary]))
    }
}
