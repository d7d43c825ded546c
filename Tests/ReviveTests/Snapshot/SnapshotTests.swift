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

    @Test func containerKindsCompareByKindAndSelection() {
        #expect(ContainerKind.tabs(selectedIndex: 1) == .tabs(selectedIndex: 1))
        #expect(ContainerKind.tabs(selectedIndex: 1) != .tabs(selectedIndex: 0))
        #expect(ContainerKind.page != .stack)
        #expect([ContainerKind.page, .stack, .tabs(selectedIndex: 3)].map(\.selectedIndex) == [nil, nil, 3])
    }

    @Test func containerKindsPrintAsTheEnumDid() {
        // Error messages quote a kind ("the file says tabs(selectedIndex: 1) but …").
        #expect([ContainerKind.page, .stack, .tabs(selectedIndex: 1)].map(\.description) == ["page", "stack", "tabs(selectedIndex: 1)"])
        #expect([ContainerKind.page, .stack, .tabs(selectedIndex: 1)].map(\.name) == ["page", "stack", "tabs"])
    }
}
