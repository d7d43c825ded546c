import Foundation
import Testing
@testable import Revive
@testable import ReviveNavigator

/// Pages the app makes keep their storage boxes as they are made (`Page`'s initialiser adopts
/// the newest boxes, matched per class against the first pages' mirrors): every value must
/// still be read from, and written to, the property that holds it.
@MainActor
struct PreservedAdoptionTests {
    // The registry's suite has the pages these tests need too; a class's plan does not
    // depend on whether the registry or the app made its pages.
    typealias NotePage = ConstructedBoxesTests.NotePage
    typealias VaryingPage = ConstructedBoxesTests.VaryingPage

    /// Makes a page with wrappers of its own between two of its wrappers.
    final class HolderPage: Page {
        @Preserved var before = 0
        let child = NotePage()
        @Preserved var after = ""
    }

    /// Replaces a wrapper before its superclass's initialiser runs: the first box it made is
    /// not one it holds.
    final class EarlyReplacingPage: Page {
        @Preserved var count = 0
        @Preserved var nickname = ""

        init(count: Int) {
            _count = Preserved(wrappedValue: count)
            super.init(restorationIdentifier: nil)
        }
    }

    /// Starts a new draft as a page may do: a new wrapper, not a new value.
    final class DraftPage: Page {
        @Preserved var draft = ""
        @Preserved var words = 0

        func startOver(_ text: String) {
            _draft = Preserved(wrappedValue: text)
        }
    }

    /// Wrappers, and a stored property named as a wrapper's storage is that is not one.
    final class HintedPage: Page {
        @Preserved var alpha = 1
        var _plain = 3
        @Preserved("bee") var beta = "x"
        @Preserved var gamma: [Int] = [1]
    }

    @Test func discoveryFromTheBoxesAPageMadeFindsWhatAskingTheRuntimeFinds() throws {
        let (page, made) = ConstructedBoxes.collecting { HintedPage() }
        #expect(made.count == 3)
        let hinted = PreservedProperties.keyOrderedBindings(of: page, made: made)
        let asked = PreservedProperties.mirroredBindings(of: page, below: nil).sorted { $0.key < $1.key }
        #expect(hinted.map(\.key) == ["alpha", "bee", "gamma"])
        #expect(hinted.map(\.key) == asked.map(\.key))
        #expect(zip(hinted, asked).allSatisfy { $0.storage === $1.storage })
        #expect(page._plain == 3)
        // Each box tells the one child that holds it, with no conformance looked up.
        let children = Mirror(reflecting: page).children.map(\.value)
        for box in made {
            #expect(children.compactMap { box.box.wrapper(holdingThisBoxIn: $0) }.count == 1)
        }
    }

    @Test func pagesTheAppMakesKeepTheirBoxesFromTheThirdOfAClassOn() throws {
        let pages = (1...5).map { _ in NotePage() }
        #expect(pages.map { PreservedProperties.hasKeptBoxes(of: $0, cache: $0.preservedPropertyCache) }.dropFirst(2).allSatisfy { $0 })
        for (number, page) in pages.enumerated() {
            page.title = "note \(number)"
            page.count = number
            page.tag = number.isMultiple(of: 2) ? "even" : nil
        }
        for (number, page) in pages.enumerated() {
            let state = try PreservedProperties.captureKeepingBoxes(from: page, cache: page.preservedPropertyCache)
            #expect(state["title"] == .string("note \(number)"))
            #expect(state["n"] == .int(Int64(number)))
            #expect(state["tag"] == (number.isMultiple(of: 2) ? .string("even") : .null))
        }
    }

    /// Boxes of a `NotePage`'s shape, made by something that is not a page.
    final class NoteModel {
        @Preserved var title = ""
        @Preserved("n") var count = 0
        @Preserved var tag: String?
    }

    @Test func aPageMadeOnAnotherThreadThanTheListsNeverTakesTheListsBoxes() throws {
        _ = (1...3).map { _ in NotePage() }   // the class has its plan
        // The main actor's jobs may run on more than one thread (Linux's main queue): here
        // another thread takes the list of recent boxes and makes boxes of the same shape. The
        // main actor waits for it without suspending, so no other test makes a page meanwhile.
        // The model lives on, as another page would: its boxes are held by something else.
        final class Holder: @unchecked Sendable { var model: NoteModel? }
        let holder = Holder()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            _ = ConstructedBoxes.noteRecentBoxes()
            holder.model = NoteModel()
            done.signal()
        }
        done.wait()
        let page = NotePage()
        var saved = PageState()
        try saved.encode("restored", forKey: "title")
        _ = PreservedProperties.restoreKeepingBoxes(saved, into: page, cache: page.preservedPropertyCache)
        #expect(page.title == "restored", "the restore wrote into another object's boxes")
        #expect(holder.model?.title == "", "the restore changed another object's value")
    }

    @Test func aPageThatMakesAnotherPageAsItIsMadeKeepsItsOwnBoxesAndThePageItsOwn() throws {
        let holders = (1...4).map { _ in HolderPage() }
        for (number, holder) in holders.enumerated() {
            holder.before = number
            holder.after = "after \(number)"
            holder.child.title = "child \(number)"
            holder.child.count = 100 + number
        }
        for (number, holder) in holders.enumerated() {
            let state = try PreservedProperties.captureKeepingBoxes(from: holder, cache: holder.preservedPropertyCache)
            #expect(state.entries.map(\.key) == ["after", "before"])
            #expect(state["before"] == .int(Int64(number)))
            #expect(state["after"] == .string("after \(number)"))
            let child = try PreservedProperties.captureKeepingBoxes(from: holder.child, cache: holder.child.preservedPropertyCache)
            #expect(child["title"] == .string("child \(number)"))
            #expect(child["n"] == .int(Int64(100 + number)))
        }
    }

    @Test func aPageMadeUnlikeTheFirstOfItsClassIsReadFromItsMirror() throws {
        VaryingPage.makesModel.withLock { $0 = false }
        let plain = (1...3).map { _ in VaryingPage() }
        VaryingPage.makesModel.withLock { $0 = true }
        defer { VaryingPage.makesModel.withLock { $0 = false } }
        let withModel = VaryingPage()
        withModel.first = 3
        withModel.second = 4
        withModel.model?.hidden = 9
        plain[2].first = 1
        let state = try PreservedProperties.captureKeepingBoxes(from: withModel, cache: withModel.preservedPropertyCache)
        #expect(state["first"] == .int(3))
        #expect(state["second"] == .int(4))
        #expect(try PreservedProperties.captureKeepingBoxes(from: plain[2], cache: plain[2].preservedPropertyCache)["first"] == .int(1))
    }

    @Test func aPageThatReplacedAWrapperBeforeItsSuperclassInitialiserKeepsTheWrapperItHolds() throws {
        let pages = (1...4).map { EarlyReplacingPage(count: $0) }
        for (number, page) in pages.enumerated() {
            #expect(page.count == number + 1)
            page.nickname = "p\(number)"
            #expect(PreservedProperties.restoreKeepingBoxes(PageState(["count": .int(50)]), into: page, cache: page.preservedPropertyCache).count == 1)
            #expect(page.count == 50)
            let state = try PreservedProperties.captureKeepingBoxes(from: page, cache: page.preservedPropertyCache)
            #expect(state["count"] == .int(50))
            #expect(state["nickname"] == .string("p\(number)"))
        }
    }

    @Test func aPageThatReplacesItsWrapperAgainAndAgainSavesTheNewestValueEachTime() throws {
        let pages = (1...3).map { _ in DraftPage() }
        let page = pages[2]
        #expect(PreservedProperties.hasKeptBoxes(of: page, cache: page.preservedPropertyCache))
        for round in 1...4 {
            // A page made meanwhile adopts its own boxes, not the new wrapper's.
            let other = DraftPage()
            other.draft = "other"
            page.startOver("draft \(round)")
            page.words = round
            let state = try PreservedProperties.captureKeepingBoxes(from: page, cache: page.preservedPropertyCache)
            #expect(state["draft"] == .string("draft \(round)"))
            #expect(state["words"] == .int(Int64(round)))
            #expect(try PreservedProperties.captureKeepingBoxes(from: other, cache: other.preservedPropertyCache)["draft"] == .string("other"))
        }
    }

    @Test func adoptingTwiceKeepsTheBoxesOfTheFirstTime() throws {
        let pages = (1...3).map { _ in NotePage() }
        pages[2].title = "kept"
        let other = NotePage()
        other.title = "other"
        pages[2].adoptPreservedProperties()
        #expect(try PreservedProperties.captureKeepingBoxes(from: pages[2], cache: pages[2].preservedPropertyCache)["title"] == .string("kept"))
        #expect(try PreservedProperties.captureKeepingBoxes(from: other, cache: other.preservedPropertyCache)["title"] == .string("other"))
    }
}
