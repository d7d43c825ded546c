import Foundation
import Testing
@testable import Revive

struct ItemSelectionTests {
    private let comics = (1...500).map { "comic-\($0)" }

    @Test func findsTheSameRowsWhenTheDataIsUnchanged() {
        let selection = PageViewState.ItemSelection(["comic-42", "comic-7"])
        let rows = selection.resolve(in: comics)
        #expect(rows.indices == [41, 6])
        #expect(rows.missing.isEmpty)
        #expect(rows.issue(key: "selected") == nil)
    }

    @Test func followsTheItemsWhenItemsAreInsertedAbove() {
        let rows = PageViewState.ItemSelection(["comic-42"]).resolve(in: (1...10).map { "new-\($0)" } + comics)
        #expect(rows.indices == [51])
    }

    @Test func deselectsADeletedItemAndSaysSo() throws {
        let rows = PageViewState.ItemSelection(["comic-42", "comic-7"]).resolve(in: comics.filter { $0 != "comic-42" })
        #expect(rows.indices == [6])
        #expect(rows.selection == PageViewState.ItemSelection(["comic-7"]))
        #expect(rows.missing == ["comic-42"])
        let issue = try #require(rows.issue(key: "selected"))
        #expect(issue.kind == .movedViewState && issue.key == "selected")
        #expect(issue.reason == "selected item \"comic-42\" is gone; deselected")
    }

    @Test func keepsOrderAndDropsDuplicatesAlsoFromAFile() throws {
        var selection = PageViewState.ItemSelection(["b", "a", "b"])
        selection.insert("a")
        #expect(selection.identifiers == ["b", "a"])
        selection.remove("b")
        #expect(selection.identifiers == ["a"])
        let state = PageState(["selected": .array([.string("x"), .string("x"), .string("y")])])
        #expect(try state.decode(PageViewState.ItemSelection.self, forKey: "selected").identifiers == ["x", "y"])
    }
}

struct RestoringInPlaceTests {
    @Test func anAnchorAndASelectionRestoredInPlaceKeepWhatTheUserWillSee() {
        var anchor = PageViewState.ScrollAnchor(itemIdentifier: "b", index: 1, offset: 4)
        var selection = PageViewState.ItemSelection(["b", "c"])
        #expect(anchor.restore(against: ["new", "a", "b", "c"], key: "list") == nil)
        #expect(anchor == PageViewState.ScrollAnchor(itemIdentifier: "b", index: 2, offset: 4))
        let moved = anchor.restore(against: ["new", "a", "c"], key: "list")
        #expect(moved?.kind == .movedViewState && moved?.key == "list" && anchor.itemIdentifier == "c")
        let dropped = selection.restore(against: ["a", "c"], key: "selected")
        #expect(dropped?.key == "selected" && selection.identifiers == ["c"])
        #expect(selection.restore(against: ["c"], key: "selected") == nil)
    }
}
