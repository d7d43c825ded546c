import Foundation
import Revive
import Testing
@testable import ReviveBenchmarks

@MainActor
struct BenchmarkTreeTests {
    @Test(arguments: [10, 100, 1_000])
    func buildsTreeWithRequestedPageCount(pages: Int) throws {
        let tree = try BenchmarkTree(pageCount: pages)
        #expect(tree.snapshot.root.nodeCount == pages)
        let root = try #require(tree.navigator.rootPage)
        #expect(BenchmarkSuite.pageCount(root) == pages)
    }

    @Test func treeHasTabsStacksAndPresentedChain() throws {
        let tree = try BenchmarkTree(pageCount: 100)
        #expect(tree.snapshot.root.kind == .tabs(selectedIndex: 0))
        #expect(tree.snapshot.root.children.count == 4)
        #expect(tree.snapshot.root.children.allSatisfy { $0.kind == .stack })
        // Sheets belong to the presentation context, the tab container, as in UIKit.
        #expect(tree.snapshot.root.presented?.typeName == "SheetPage")
    }

    @Test func pagesPreserveRealisticValues() throws {
        let tree = try BenchmarkTree(pageCount: 10)
        let page = try #require(tree.snapshot.root.children.first?.children.first)
        #expect(page.state.keys == BenchmarkPages.keys.sorted())
        guard case .string(let title)? = page.state["title"] else {
            Issue.record("title is \(String(describing: page.state["title"]))")
            return
        }
        #expect(title.unicodeScalars.contains { !$0.isASCII })
        guard case .date? = page.state["openedAt"], case .array(let tags)? = page.state["tags"] else {
            Issue.record("openedAt or tags missing: \(page.state)")
            return
        }
        #expect(tags.count == 3)
    }

    @Test func refusesTreeSmallerThanFivePages() {
        let error = #expect(throws: BenchmarkError.self) { try BenchmarkTree(pageCount: 4) }
        #expect(error?.code == .badOption)
    }

    @Test func everyContenderGivesTheWholeTreeBack() throws {
        let tree = try BenchmarkTree(pageCount: 100)
        for contender in CodecContender.all(tree.snapshot) {
            let bytes = try contender.encode()
            #expect(try contender.decode(bytes) == 100, "\(contender.name)")
        }
    }
}
