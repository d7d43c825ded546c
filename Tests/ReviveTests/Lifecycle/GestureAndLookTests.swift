import Foundation
import ReviveFaults
import Testing
@testable import Revive
import ReviveTesting

/// The engine's side of the main thread while the user scrolls: a look reads each page's
/// children and presentation once, and a checkpoint waits, delay after delay, for as long as a
/// hierarchy says that a gesture is going on, then is written once.
@MainActor
struct GestureAndLookTests {
    /// The engine's hierarchy, counting what a walk reads, with a gesture a test turns on.
    final class CountingHierarchy: RestorableHierarchy {
        typealias Node = TreeNode
        let inner: EngineHierarchy
        var presentedReads = 0
        var childrenReads = 0
        var gesture: TreeNode?

        init(_ inner: EngineHierarchy) { self.inner = inner }

        var rootNode: TreeNode? { inner.rootNode }
        func containerKind(of node: TreeNode) -> ContainerKind { inner.containerKind(of: node) }
        func children(of node: TreeNode) -> [TreeNode] {
            childrenReads += 1
            return inner.children(of: node)
        }
        func presentedNode(of node: TreeNode) -> TreeNode? {
            presentedReads += 1
            return inner.presentedNode(of: node)
        }
        func restorationIdentifier(of node: TreeNode) -> String? { inner.restorationIdentifier(of: node) }
        func setRestorationIdentifier(_ identifier: String?, of node: TreeNode) { inner.setRestorationIdentifier(identifier, of: node) }
        func encodeState(of node: TreeNode) throws(ReviveError) -> PageState { try inner.encodeState(of: node) }
        func decodeState(_ state: PageState, into node: TreeNode) throws(ReviveError) -> [RestoreReport.Item] {
            try inner.decodeState(state, into: node)
        }
        func defaultChildren(of container: TreeNode) -> [TreeNode] { inner.defaultChildren(of: container) }
        func install(children: [TreeNode], kind: ContainerKind, into container: TreeNode) throws {
            try inner.install(children: children, kind: kind, into: container)
        }
        func present(_ node: TreeNode, over presenter: TreeNode) throws { try inner.present(node, over: presenter) }
        func installRoot(_ node: TreeNode) throws { try inner.installRoot(node) }
        func finishRestoration(of node: TreeNode) { inner.finishRestoration(of: node) }
        func isGestureInProgress(on node: TreeNode) -> Bool { node === gesture }
    }

    @Test func aLookReadsEachNodesChildrenAndPresentationOnce() {
        let hierarchy = CountingHierarchy(makeTreeApp())
        let look = HierarchyLook(of: hierarchy)
        #expect(hierarchy.presentedReads == 8 && hierarchy.childrenReads == 8, "\(hierarchy.presentedReads), \(hierarchy.childrenReads)")
        hierarchy.presentedReads = 0
        hierarchy.childrenReads = 0
        #expect(look.matches(hierarchy))
        #expect(hierarchy.presentedReads == 8 && hierarchy.childrenReads == 8, "\(hierarchy.presentedReads), \(hierarchy.childrenReads)")
    }

    @Test func aCheckpointWaitsForTheGestureToEndThenIsWrittenOnce() async throws {
        let delay = Duration.milliseconds(20)
        let hierarchy = CountingHierarchy(makeTreeApp())
        let controller = RestorationController(hierarchy: hierarchy, registry: treeRegistry(), configuration: .init(store: InMemoryStore(), checkpointDelay: delay))
        await controller.launch { freshTreeRoot() }
        let page = try #require(hierarchy.inner.visiblePage)
        hierarchy.gesture = page
        for value in 1...10 {
            page.value = value                 // as the view state of a scrolled list would change
            controller.hierarchyMayHaveChanged()
            try await Task.sleep(for: delay)
        }
        #expect(controller.pendingCheckpoint != nil, "the checkpoint waits")
        await controller.waitForPendingSaves()
        #expect(controller.checkpointCount == 0, "nothing is written while the gesture lasts")

        hierarchy.gesture = nil
        await waitUntil { controller.checkpointCount > 0 }
        try await Task.sleep(for: delay * 5)
        await controller.waitForPendingSaves()
        #expect(controller.checkpointCount == 1, "one checkpoint once it ended (a later capture of the same place writes nothing)")
    }
}
