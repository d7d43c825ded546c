import Foundation
import Testing
@testable import Revive

struct TextDraftTests {
    @Test func theCursorIsAtTheEndUnlessASelectionIsGiven() {
        #expect(PageViewState.TextDraft(text: "Great issue").selectedRange == NSRange(location: 11, length: 0))
        let draft = PageViewState.TextDraft(text: "Great issue", selectedRange: NSRange(location: 6, length: 5))
        #expect(draft.selectedRange == NSRange(location: 6, length: 5))
        #expect(draft.cursor == 11)
        #expect(String(draft.text[draft.selection]) == "issue")
    }

    @Test func roundTripsTextAndSelectionThroughPageState() throws {
        var state = PageState()
        let draft = PageViewState.TextDraft(text: "Loved the art 🎨 here", selectedRange: NSRange(location: 14, length: 2))
        try state.encode(draft, forKey: "comment")
        let back = try state.decode(PageViewState.TextDraft.self, forKey: "comment")
        #expect(back == draft)
        #expect(String(back.text[back.selection]) == "🎨")
    }

    @Test func clampsASelectionBeyondTheTextFromAFile() throws {
        let state = PageState(["comment": .dictionary(["text": .string("abc"), "at": .int(Int64.max), "length": .int(-4)])])
        let draft = try state.decode(PageViewState.TextDraft.self, forKey: "comment")
        #expect(draft.selectedRange == NSRange(location: 3, length: 0))
        let long = PageState(["comment": .dictionary(["text": .string("abc"), "at": .int(1), "length": .int(Int64.max)])])
        #expect(try long.decode(PageViewState.TextDraft.self, forKey: "comment").selectedRange == NSRange(location: 1, length: 2))
    }

    @Test func neverSplitsACharacter() {
        let draft = PageViewState.TextDraft(text: "a🎨b", selectedRange: NSRange(location: 2, length: 1))   // inside the emoji's pair
        #expect(draft.selectedRange == NSRange(location: 1, length: 2))
        #expect(String(draft.text[draft.selection]) == "🎨")
    }

    @Test func editingTheTextKeepsTheSelectionInside() {
        var draft = PageViewState.TextDraft(text: "Hello world")
        draft.text = "Hi"
        #expect(draft.selectedRange == NSRange(location: 2, length: 0))
        draft.select("Hi".startIndex..<"Hi".endIndex)
        #expect(draft.selectedRange == NSRange(location: 0, length: 2))
    }

    @Test func typingReplacesTheSelectionAndMovesTheCursor() {
        var draft = PageViewState.TextDraft(text: "Gret art", selectedRange: NSRange(location: 3, length: 0))
        draft.replaceSelection(with: "a")
        #expect(draft.text == "Great art" && draft.cursor == 4)
        draft.select(NSRange(location: 6, length: 3))
        draft.replaceSelection(with: "🎨")
        #expect(draft.text == "Great 🎨" && draft.selectedRange == NSRange(location: 8, length: 0))
        draft.select(NSRange(location: 5, length: 3))
        draft.replaceSelection(with: "")
        #expect(draft.text == "Great" && draft.cursor == 5)
    }
}
