import Foundation
import Testing
@testable import Revive

/// A list page as apps write them: an identifier, a name, a page number.
@MainActor
private class SizedShelfPage: TreeNode, Revivable {
    @Preserved("comic_id") var comicID = 0
    @Preserved var comicName = ""
    @Preserved var pageNumber = 1
}

/// The same page with what the user sees inside it: a scroll anchor, a selection and a draft.
@MainActor
private final class ShelfPageWithViewState: SizedShelfPage {
    @Preserved var list = PageViewState.ScrollAnchor()
    @Preserved var selected = PageViewState.ItemSelection()
    @Preserved var comment = PageViewState.TextDraft()
}

/// What view state costs in a saved file. Prints the sizes; run it with
/// `swift test --filter ViewStateSizeTests` to see them.
@MainActor
struct ViewStateSizeTests {
    private func savedBytes(pages: Int, withViewState: Bool) throws -> Int {
        let registry = treeRegistry()
        registry.register(SizedShelfPage.self) { SizedShelfPage() }
        registry.register(ShelfPageWithViewState.self) { ShelfPageWithViewState() }
        let stack = (0..<pages).map { index -> TreeNode in
            let page = withViewState ? ShelfPageWithViewState(identifier: "shelf-\(index)") : SizedShelfPage(identifier: "shelf-\(index)")
            page.comicID = 1_000 + index
            page.comicName = "One Piece vol. \(index + 1)"
            page.pageNumber = index % 60 + 1
            if let page = page as? ShelfPageWithViewState {
                page.list = PageViewState.ScrollAnchor(itemIdentifier: "issue-\(4_000 + index)", index: 40 + index, offset: 12.5)
                page.selected = PageViewState.ItemSelection(["issue-\(4_001 + index)"])
                page.comment = PageViewState.TextDraft(text: "Half-written comment on volume \(index + 1)", selectedRange: NSRange(location: 12, length: 0))
            }
            return page
        }
        return try SnapshotCodec().encode(EngineHierarchy(root: TreeStack(stack)).captureSnapshot(registry: registry)).count
    }

    @Test func viewStateForAHundredPagesCostsAFewKilobytes() throws {
        let without = try savedBytes(pages: 100, withViewState: false)
        let with = try savedBytes(pages: 100, withViewState: true)
        let perPage = Double(with - without) / 100
        print("saved state, 100 pages: \(without) bytes without view state, \(with) bytes with it (+\(with - without), \(perPage) per page)")
        // Anchor (~40 B), one selected identifier (~25 B) and a 40-character draft (~60 B), keys included.
        #expect(with > without)
        #expect(perPage < 160, "view state costs \(perPage) bytes per page")
        #expect(with < CaptureBudget().maxTotalBytes / 100)
    }
}
