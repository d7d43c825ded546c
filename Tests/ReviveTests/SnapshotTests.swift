import Testing
@testable import Revive

struct SnapshotTests {
    @Test func countsEveryNodeIncludingPresentedPages() {
        let sheet = Snapshot.Node(typeName: "Options")
        let reader = Snapshot.Node(typeName: "Reader", presented: sheet)
        let stack = Snapshot.Node(typeName: "NavigationPage", kind: .stack, children: [Snapshot.Node(typeName: "List"), reader])
        #expect(stack.nodeCount == 4)
        #expect(stack.children[1].presented?.typeName == "Options")
    }
}
