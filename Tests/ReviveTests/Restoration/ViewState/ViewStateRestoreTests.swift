import Foundation
import Testing
@testable import Revive

/// A long list page as an app writes one: its anchor, selection and draft are preserved values,
/// resolved against the items it shows when it comes back.
@MainActor
private final class CatalogPage: TreeNode, Revivable, ViewStateRestoring {
    @Preserved var list = PageViewState.ScrollAnchor()
    @Preserved var selected = PageViewState.ItemSelection()
    @Preserved var comment = PageViewState.TextDraft()
    var items: [String] = []

    func restoreViewState() -> [RestoreReport.Item] {
        [list.restore(against: items, key: "list"), selected.restore(against: items, key: "selected")].compactMap { $0 }
    }
}

@MainActor
struct ViewStateRestoreTests {
    private let comics = (1...500).map { "comic-\($0)" }

    private func registry(items: [String]) -> RestorationRegistry<TreeNode> {
        let registry = treeRegistry()
        registry.register(CatalogPage.self) {
            let page = CatalogPage()
            page.items = items
            return page
        }
        return registry
    }

    /// Saves a page scrolled to comic 41 with comic 42 selected and a draft, through the binary
    /// format, and restores it over `items`.
    private func restore(over items: [String]) throws -> (CatalogPage, RestoreReport) {
        let page = CatalogPage(identifier: "library")
        page.items = comics
        page.list = PageViewState.ScrollAnchor(itemIdentifier: "comic-41", index: 40, offset: 8)
        page.selected = PageViewState.ItemSelection(["comic-42"])
        page.comment = PageViewState.TextDraft(text: "Half-written", selectedRange: NSRange(location: 4, length: 0))
        let codec = SnapshotCodec()
        let bytes = try codec.encode(EngineHierarchy(root: page).captureSnapshot(registry: registry(items: comics)))
        let fresh = EngineHierarchy()
        var report = RestoreReport()
        fresh.restore(from: try codec.decode(bytes), registry: registry(items: items)) { report = $0 }
        return (try #require(fresh.rootNode as? CatalogPage), report)
    }

    @Test func comesBackAtTheSameItemWithSelectionAndDraftWhenTheDataIsUnchanged() throws {
        let (page, report) = try restore(over: comics)
        #expect(report.isComplete)
        #expect(page.list.resolve(in: page.items).landing == .item(index: 40, itemIdentifier: "comic-41", offset: 8))
        #expect(page.selected.resolve(in: page.items).indices == [41])
        #expect(page.comment.text == "Half-written")
        #expect(page.comment.cursor == 4)
    }

    @Test func comesBackAtTheSameItemNotTheSameIndexWhenItemsAreInsertedAbove() throws {
        let (page, report) = try restore(over: (1...10).map { "new-\($0)" } + comics)
        #expect(report.isComplete)
        #expect(page.list.itemIndex == 50)
        #expect(page.items[page.list.itemIndex] == "comic-41")
        #expect(page.selected.resolve(in: page.items).indices == [51])
    }

    @Test func landsOnTheNearestItemAndReportsItWhenTheAnchoredItemIsDeleted() throws {
        let (page, report) = try restore(over: comics.filter { $0 != "comic-41" && $0 != "comic-42" })
        #expect(page.list.itemIdentifier == "comic-43")
        #expect(page.selected.isEmpty)
        let moved = report.items(.movedViewState)
        #expect(moved.map(\.key) == ["list", "selected"])
        #expect(moved.first?.path == "CatalogPage(\"library\")")
        #expect(moved.first?.description == "movedViewState at CatalogPage(\"library\") key \"list\": the item \"comic-41\" is gone; showing the nearest item \"comic-43\" at 40")
        #expect(report.restoredPageCount == 1)
    }

    @Test func theViewStateCountsInThePageBudget() throws {
        let page = CatalogPage()
        page.comment = PageViewState.TextDraft(text: String(repeating: "x", count: 2_000))
        let hierarchy = EngineHierarchy(root: page)
        let error = #expect(throws: ReviveError.self) {
            try hierarchy.captureSnapshot(registry: registry(items: []), budget: CaptureBudget(maxPageBytes: 1_000))
        }
        #expect(error?.code == .overPageBudget)
    }
}
