import Foundation
import Testing
@testable import Revive

@MainActor
struct PreservedPropertiesTests {
    @Test func findsPreservedPropertiesAcrossAThreeLevelClassChain() {
        let bindings = PreservedProperties.bindings(of: StateComicDetailPage())
        #expect(bindings.map(\.key) == [
            "restorationCount", "base_title", "comic_id", "comicName", "selection", "zoom", "settings", "note",
        ])
        #expect(bindings.map(\.declaringTypeName) == [
            "BasePage", "BasePage", "StateComicPage", "StateComicPage", "StateComicPage",
            "StateComicDetailPage", "StateComicDetailPage", "StateComicDetailPage",
        ])
        #expect(bindings[2].propertyName == "comicID")
        #expect(bindings[5].valueTypeName == "Int8")
    }

    @Test func explicitKeyReplacesThePropertyNameAndOptionalsNeedNoInitialValue() throws {
        final class KeyedPage {
            @Preserved("sel") var selection: String?
            @Preserved var plain: String?
            @Preserved("n") var number = 1
        }
        let page = KeyedPage()
        let bindings = PreservedProperties.bindings(of: page)
        #expect(bindings.map(\.key) == ["sel", "plain", "n"])
        #expect(bindings.map(\.propertyName) == ["selection", "plain", "number"])
        page.selection = "all"
        #expect(try PreservedProperties.capture(bindings) == PageState(["sel": .string("all"), "plain": .null, "n": .int(1)]))
    }

    @Test func unmarkedPropertiesAreNeverSaved() throws {
        let page = StateComicDetailPage()
        page.scrollOffset = 99
        let state = try PreservedProperties.capture(from: page)
        #expect(!state.keys.contains("scrollOffset"))
        #expect(try PreservedProperties.capture(from: PlainPage()).isEmpty)
    }

    @Test func capturedStateRestoresEveryPropertyIntoAFreshPage() throws {
        let page = StateComicDetailPage()
        page.restorationCount = 3
        page.title = "Chapter 1"
        page.comicID = 42
        page.comicName = "One Piece"
        page.selection = "panel-3"
        page.zoom = -2
        page.settings = ReaderSettings(
            zoom: 2.5, pagesPerScreen: 2, genre: .western,
            mode: .scroll(0.5, label: "slow"), bookmarks: [7], lastOpened: Date(timeIntervalSince1970: 12.25)
        )
        let state = try PreservedProperties.capture(from: page)
        #expect(state["comic_id"] == .int(42))
        #expect(state["note"] == .null)

        let fresh = StateComicDetailPage()
        fresh.note = "will become nil"
        #expect(PreservedProperties.restore(state, into: fresh).isEmpty)
        #expect(fresh.restorationCount == 3 && fresh.title == "Chapter 1")
        #expect(fresh.comicID == 42 && fresh.comicName == "One Piece")
        #expect(fresh.selection == "panel-3" && fresh.zoom == -2 && fresh.note == nil)
        #expect(fresh.settings == page.settings)
    }

    @Test func wrongTypeKeepsTheDefaultAndReportsATypeMismatch() {
        var state = PageState(["comic_id": .string("abc"), "comicName": .string("Akira")])
        state["base_title"] = .string("kept")
        let page = StateComicPage()
        let issues = PreservedProperties.restore(state, into: page)
        #expect(page.comicID == 0)
        #expect(page.comicName == "Akira")
        #expect(page.title == "kept")
        let issue = issues.first { $0.name == "comic_id" }
        #expect(issue?.code == .typeMismatch)
        #expect(issue?.message == #"key "comic_id": expected Int, found string "abc""#)
    }

    @Test func missingKeysKeepTheDefaultAndAreReportedAsMissing() {
        let page = StateComicPage()
        let issues = PreservedProperties.restore(PageState(["comic_id": .int(5)]), into: page)
        #expect(page.comicID == 5)
        #expect(page.comicName == "" && page.selection == nil && page.title == "untitled")
        // In key order, as saved state lists keys (and as the navigator always reported them).
        #expect(issues.map(\.name) == ["base_title", "comicName", "restorationCount", "selection"])
        #expect(issues.allSatisfy { $0.code == .missingKey })
        #expect(issues[0].message == #"key "base_title": expected String, found no value"#)
    }

    @Test func overflowingNumberKeepsTheDefaultAndIsReportedOutOfRange() {
        let page = StateComicDetailPage()
        let issues = PreservedProperties.restore(PageState(["zoom": .int(300)]), into: page)
        #expect(page.zoom == 1)
        let issue = issues.first { $0.name == "zoom" }
        #expect(issue?.code == .valueOutOfRange && issue?.message.contains("Int8") == true && issue?.message.contains("int 300") == true)
    }

    @Test func unknownKeysInTheStateAreIgnored() {
        let page = PlainPage()
        #expect(PreservedProperties.restore(PageState(["custom": .int(1)]), into: page).isEmpty)
    }

    @Test func duplicateKeyAlongTheClassChainIsRefusedAtCaptureNamingBothProperties() {
        let page = DuplicatingPage()
        #expect {
            try PreservedProperties.capture(from: page)
        } throws: { error in
            guard let error = error as? ReviveError else { return false }
            return error.code == .duplicateKey
                && error.message == #"key "comic_id" is used by two @Preserved properties: StateComicPage.comicID and DuplicatingPage.otherID"#
        }
    }

    @Test func duplicateKeyIsReportedAtRestoreAndNeitherPropertyChanges() {
        let page = DuplicatingPage()
        let issues = PreservedProperties.restore(PageState(["comic_id": .int(9)]), into: page)
        #expect(page.comicID == 0 && page.otherID == 7)
        #expect(issues.filter { $0.code == .duplicateKey }.map(\.name) == ["comic_id"])
    }

    @Test func keptBindingsFollowTheLiveObject() throws {
        let page = StateComicPage()
        let bindings = PreservedProperties.bindings(of: page)
        page.comicID = 11
        #expect(try PreservedProperties.capture(bindings)["comic_id"] == .int(11))
        #expect(PreservedProperties.restore(PageState(["comic_id": .int(12)]), into: bindings).count == 4)
        #expect(page.comicID == 12)
    }

    @Test func throwingEncodeFailsTheCaptureWithTheKey() {
        final class BrokenPage {
            @Preserved var broken = Unencodable()
        }
        #expect {
            try PreservedProperties.capture(from: BrokenPage())
        } throws: { error in
            (error as? ReviveError)?.code == .encodingFailed && (error as? ReviveError)?.name == "broken"
        }
    }
}
