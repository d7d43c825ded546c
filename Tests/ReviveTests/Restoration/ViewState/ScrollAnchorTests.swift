import Foundation
import Testing
@testable import Revive

struct ScrollAnchorTests {
    private let comics = (1...500).map { "comic-\($0)" }

    @Test func landsOnTheSameItemWhenTheDataIsUnchanged() {
        let anchor = PageViewState.ScrollAnchor(itemIdentifier: "comic-41", index: 40, offset: 12.5)
        let landing = anchor.resolve(in: comics)
        #expect(landing.landing == .item(index: 40, itemIdentifier: "comic-41", offset: 12.5))
        #expect(landing.fallback == nil)
        #expect(landing.issue(key: "list") == nil)
        #expect(landing.anchor == anchor)
    }

    @Test func followsTheItemWhenItemsAreInsertedAbove() {
        let anchor = PageViewState.ScrollAnchor(itemIdentifier: "comic-41", index: 40, offset: 12.5)
        let inserted = (1...10).map { "new-\($0)" } + comics
        let landing = anchor.resolve(in: inserted)
        #expect(landing.index == 50)
        #expect(inserted[50] == "comic-41")
        #expect(landing.landing == .item(index: 50, itemIdentifier: "comic-41", offset: 12.5))
        #expect(landing.fallback == nil)
        #expect(landing.anchor.itemIndex == 50)
    }

    @Test func landsOnTheNearestSurvivorWhenTheAnchoredItemIsDeleted() throws {
        let anchor = PageViewState.ScrollAnchor(itemIdentifier: "comic-41", index: 40, offset: 12.5)
        let deleted = comics.filter { $0 != "comic-41" }
        let landing = anchor.resolve(in: deleted)
        #expect(landing.landing == .item(index: 40, itemIdentifier: "comic-42", offset: 0))
        #expect(landing.fallback == .anchorMoved)
        let issue = try #require(landing.issue(key: "list"))
        #expect(issue.kind == .movedViewState)
        #expect(issue.description == "movedViewState key \"list\": the item \"comic-41\" is gone; showing the nearest item \"comic-42\" at 40")
    }

    @Test func landsOnTheLastItemWhenTheListShrankBelowTheSavedPlace() {
        let anchor = PageViewState.ScrollAnchor(itemIdentifier: "comic-450", index: 449)
        let landing = anchor.resolve(in: Array(comics.prefix(20)))
        #expect(landing.landing == .item(index: 19, itemIdentifier: "comic-20", offset: 0))
        #expect(landing.fallback == .anchorMoved)
    }

    @Test func landsOnTheTopOfAnEmptyListAndSaysSo() {
        let landing = PageViewState.ScrollAnchor(itemIdentifier: "comic-41", index: 40).resolve(in: [])
        #expect(landing.landing == .top)
        #expect(landing.fallback == .anchorReset)
        #expect(landing.issue(key: "list")?.reason.contains("comic-41") == true)
        #expect(landing.anchor.isTop)
    }

    @Test func landsOnTheTopWhenTheNearestItemHasNoIdentifier() {
        let landing = PageViewState.ScrollAnchor(itemIdentifier: "gone", index: 3).resolve(itemCount: 10, indexOf: { _ in nil }, identifierAt: { _ in nil })
        #expect(landing.landing == .top)
        #expect(landing.fallback == .anchorReset)
    }

    @Test func anIndexOutsideTheListFromTheAppCountsAsGone() {
        let landing = PageViewState.ScrollAnchor(itemIdentifier: "a", index: 0).resolve(itemCount: 2, indexOf: { _ in 7 }, identifierAt: { "row-\($0)" })
        #expect(landing.landing == .item(index: 0, itemIdentifier: "row-0", offset: 0))
        #expect(landing.fallback == .anchorMoved)
    }

    @Test func usesPixelsOnlyWithoutAnItemIdentifier() {
        #expect(PageViewState.ScrollAnchor(contentOffset: 880).resolve(in: comics).landing == .contentOffset(880))
        #expect(PageViewState.ScrollAnchor().resolve(in: comics).landing == .top)
        #expect(PageViewState.ScrollAnchor().resolve(in: comics).fallback == nil)
    }

    @Test func roundTripsThroughPageStateAndAnEmptyAnchorTakesNoFields() throws {
        var state = PageState()
        let anchor = PageViewState.ScrollAnchor(itemIdentifier: "comic-41", index: 40, offset: 3)
        try state.encode(anchor, forKey: "list")
        try state.encode(PageViewState.ScrollAnchor(), forKey: "top")
        #expect(try state.decode(PageViewState.ScrollAnchor.self, forKey: "list") == anchor)
        #expect(state["top"] == .dictionary([:]))
    }

    @Test func clampsHostileFieldsInsteadOfTrapping() throws {
        let state = PageState(["list": .dictionary(["id": .string("x"), "index": .int(-5), "offset": .double(.nan), "pixels": .double(1e300)])])
        let anchor = try state.decode(PageViewState.ScrollAnchor.self, forKey: "list")
        #expect(anchor.itemIndex == 0)
        #expect(anchor.offset == 0)
        #expect(anchor.contentOffset == PageViewState.ScrollAnchor.maximumOffset)
        #expect(anchor.resolve(in: ["a"]).landing == .item(index: 0, itemIdentifier: "a", offset: 0))
    }

    @Test func aWrongShapeIsAPreservedValueErrorNotATrap() {
        let state = PageState(["list": .string("row 40")])
        let error = #expect(throws: ReviveError.self) { try state.decode(PageViewState.ScrollAnchor.self, forKey: "list") }
        #expect(error?.code == .typeMismatch && error?.name == "list")
    }
}
