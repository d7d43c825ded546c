import Foundation
import Testing
@testable import Revive

/// A class without `@Preserving` has its mirror read at an object's first capture only: the
/// next captures of the same object reuse the storage read then, and still see every value
/// set since, a wrapper the object replaced, and a new object at a freed one's address.
@MainActor
struct MirroredCaptureTests {
    /// Read through `Mirror`: no listing.
    final class UnlistedDraftPage {
        @Preserved var draft = "first"
        @Preserved("count") var count = 0

        /// Starts a new draft with a new wrapper, as a page may do.
        func startOver() { _draft = Preserved(wrappedValue: "") }
    }

    /// How many mirrors the captures in `body` read: captures run on the main actor, and
    /// `body` does not suspend, so no other suite's capture is counted.
    private func mirrorReads(_ body: () throws -> Void) rethrows -> Int {
        let before = PreservedLayout.objectReads
        try body()
        return PreservedLayout.objectReads - before
    }

    @Test func theSecondCaptureOfAnObjectReadsNoMirrorAndSeesItsNewValues() throws {
        let page = UnlistedDraftPage()
        #expect(try mirrorReads { _ = try PreservedProperties.capture(from: page) } == 1)
        page.draft = "second"
        page.count = 2
        var state = PageState()
        #expect(try mirrorReads { state = try PreservedProperties.capture(from: page) } == 0, "the first read is reused")
        #expect(state["draft"] == .string("second") && state["count"] == .int(2))
    }

    @Test func aReplacedWrapperIsReadAgain() throws {
        let page = UnlistedDraftPage()
        page.draft = "old"
        #expect(try PreservedProperties.capture(from: page)["draft"] == .string("old"))
        page.startOver()
        page.draft = "new"
        page.count = 3
        var state = PageState()
        #expect(try mirrorReads { state = try PreservedProperties.capture(from: page) } == 1, "the replaced wrapper is seen")
        #expect(state["draft"] == .string("new"))
        #expect(state["count"] == .int(3))
    }

    @Test func aNewObjectIsNeverTakenForAFreedOne() throws {
        for round in 1...20 {
            let page = UnlistedDraftPage()
            page.count = round
            #expect(try PreservedProperties.capture(from: page)["count"] == .int(Int64(round)))
        }
    }
}
