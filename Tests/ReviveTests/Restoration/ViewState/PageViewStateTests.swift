import Foundation
import Testing
@testable import Revive

struct PageViewStateTests {
    @Test func savesUnderReviveKeysAndReadsBack() throws {
        var state = PageState(["filter": .string("unread")])
        let viewState = PageViewState(anchor: PageViewState.ScrollAnchor(itemIdentifier: "c41", index: 40, offset: 12),
                                      selection: PageViewState.ItemSelection(["c42"]),
                                      drafts: ["comment": PageViewState.TextDraft(text: "Great", selectedRange: NSRange(location: 2, length: 1))])
        try viewState.encode(into: &state)
        #expect(state.keys == ["filter", "revive.anchor", "revive.draft.comment", "revive.selection"])   // PageState keeps keys sorted
        let (back, unreadable) = PageViewState.decode(from: state)
        #expect(back == viewState)
        #expect(unreadable.isEmpty)
    }

    @Test func aPageSavedWithoutViewStateReadsAsEmpty() {
        let (back, unreadable) = PageViewState.decode(from: PageState(["filter": .string("all")]))
        #expect(back.isEmpty && unreadable.isEmpty)
    }

    @Test func aValueOfTheWrongShapeIsLeftOutAndReported() {
        let state = PageState(["revive.anchor": .string("row 40"), "revive.draft.comment": .dictionary(["text": .string("ok")])])
        let (back, unreadable) = PageViewState.decode(from: state)
        #expect(back.anchor == nil)
        #expect(back.drafts["comment"]?.text == "ok")
        #expect(unreadable.map(\.key) == ["revive.anchor"])
        #expect(unreadable.first?.reason.contains("revive.anchor") == true)
    }

    @Test func sectionsMapFlatPlacesToIndexPathsAndBack() {
        let list = PageViewState.Sections(rowCounts: [3, 0, 5, -2])
        #expect(list.count == 8)
        #expect(list.index(of: IndexPath(indexes: [2, 1])) == 4)
        #expect(list.indexPath(at: 4) == IndexPath(indexes: [2, 1]))
        #expect(list.indexPath(at: 3) == IndexPath(indexes: [2, 0]))
        #expect(list.index(of: IndexPath(indexes: [1, 0])) == nil)
        #expect(list.index(of: IndexPath(indexes: [9, 0])) == nil)
        #expect(list.indexPath(at: 8) == nil && list.indexPath(at: -1) == nil)
        for index in 0..<list.count { #expect(list.indexPath(at: index).flatMap(list.index(of:)) == index) }
    }
}
