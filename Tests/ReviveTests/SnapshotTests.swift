import Testing
@testable import Revive

struct SnapshotTests {
    @Test func countsEveryNodeIncludingPresentedPages() {
        let sheet = SnapshotNode(typeName: "Options")
        let reader = SnapshotNode(typeName: "Reader", presented: sheet)
        let stack = SnapshotNode(typeName: "NavigationPage", kind: .stack, children: [SnapshotNode(typeName: "List"), reader])
        #expect(stack.nodeCount == 4)
        #expect(stack.children[1].presented?.typeName == "Options")
    }
}
