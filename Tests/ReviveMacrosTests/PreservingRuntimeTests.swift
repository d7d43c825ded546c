import Foundation
@testable import Revive
import ReviveMacros
import ReviveNavigator
import ReviveTesting
import Testing

/// Counts the reads of its class's mirror: a class whose mirror is read calls `customMirror`.
@MainActor final class MirrorReads {
    static var count = 0
}

@Preserving
final class ListedComicPage: Page, CustomReflectable {
    @Preserved("comic_id") var comicID = 0
    @Preserved var title = ""
    @Preserved var zoom: Double?
    var cover = "not saved"

    nonisolated var customMirror: Mirror {
        MainActor.assumeIsolated { MirrorReads.count += 1 }
        return Mirror(self, children: [])
    }
}

@Preserving
class ListedBasePage: Page {
    @Preserved var isEditing = false
}

@Preserving
final class ListedDetailPage: ListedBasePage {
    @Preserved var draft = ""
}

/// A subclass of a listed class without the macro: its own property must not be missed.
final class UnlistedDetailPage: ListedBasePage {
    @Preserved var note = ""
}

/// A subclass that saves its superclass's key again.
@Preserving
final class ClashingPage: ListedBasePage {
    @Preserved("isEditing") var editing = true
}

@Preserving
final class ReplacingPage: Page {
    @Preserved var draft = "first"
    func startOver() { _draft = Preserved(wrappedValue: "second") }
}

/// An app's own tab container, with a value of its own.
@Preserving
final class BadgedTabs: TabBarPage {
    @Preserved var badge = 0
}

/// The same without the macro: its value must not be missed.
final class UnlistedBadgedTabs: TabBarPage {
    @Preserved var badge = 0
}

/// A value whose encoding always fails.
struct Unencodable: Codable {
    struct Refused: Error {}
    init() {}
    init(from decoder: any Decoder) throws {}
    func encode(to encoder: any Encoder) throws { throw Refused() }
}

@Preserving
final class FailingPage: Page {
    @Preserved var after = 1
    @Preserved var broken = Unencodable()
}

/// The protocol's documented example, written by hand.
final class ComicScreen: PreservedPropertyListing {
    @Preserved("comic_id") var comicID = 0

    func listPreservedProperties(into list: inout PreservedPropertyList) {
        list.append(_comicID, name: "comicID", in: ComicScreen.self)
        list.listed(ComicScreen.self)
    }
}

/// A generic page: the list names `GenericListedPage<Element>` as its class.
@Preserving
final class GenericListedPage<Element: Codable>: Page {
    @Preserved var items: [Element] = []
}

/// Any class, not a page and not on the main actor.
@Preserving
final class PlainObject {
    @Preserved var count = 0
}

@MainActor
@Suite(.serialized) struct PreservingRuntimeTests {
    @Test func aListingWrittenByHandAsTheDocumentationShowsIsUsed() throws {
        let screen = ComicScreen()
        screen.comicID = 9
        #expect(PreservedPropertyList.bindings(of: screen)?.map(\.qualifiedName) == ["ComicScreen.comicID"])
        #expect(try PreservedProperties.capture(from: screen)["comic_id"] == .int(9))
    }

    @Test func aGenericClassAndAPlainClassAreListed() throws {
        let page = GenericListedPage<String>()
        page.items = ["a", "b"]
        #expect(PreservedPropertyList.bindings(of: page)?.map(\.key) == ["items"])
        #expect(try PreservedProperties.capture(from: page)["items"] == .array([.string("a"), .string("b")]))
        let object = PlainObject()
        object.count = 3
        #expect(PreservedPropertyList.bindings(of: object)?.map(\.key) == ["count"])
        #expect(try PreservedProperties.capture(from: object)["count"] == .int(3))
    }

    @Test func aListedPageIsCapturedAndRestoredWithoutItsMirrorBeingRead() throws {
        MirrorReads.count = 0
        let page = ListedComicPage()
        page.comicID = 42
        page.title = "Saga"
        let state = try PreservedProperties.capture(from: page)
        #expect(state.entries.map(\.key) == ["comic_id", "title", "zoom"])

        let fresh = ListedComicPage()
        let issues = PreservedProperties.restore(state, into: fresh)
        #expect(issues.isEmpty)
        #expect(fresh.comicID == 42 && fresh.title == "Saga" && fresh.zoom == nil)
        #expect(MirrorReads.count == 0)
    }

    @Test func aListedSubclassSavesItsSuperclassesPropertiesFirst() throws {
        let page = ListedDetailPage()
        page.isEditing = true
        page.draft = "Dear"
        let bindings = PreservedProperties.bindings(of: page)
        #expect(bindings.map(\.qualifiedName) == ["ListedBasePage.isEditing", "ListedDetailPage.draft"])

        let fresh = ListedDetailPage()
        #expect(PreservedProperties.restore(try PreservedProperties.capture(from: page), into: fresh).isEmpty)
        #expect(fresh.isEditing && fresh.draft == "Dear")
    }

    @Test func anUnlistedSubclassOfAListedClassIsReadFromItsMirrorAndLosesNothing() throws {
        let page = UnlistedDetailPage()
        page.isEditing = true
        page.note = "keep me"
        #expect(PreservedPropertyList.bindings(of: page) == nil)
        let state = try PreservedProperties.capture(from: page)
        #expect(state.entries.map(\.key) == ["isEditing", "note"])

        let fresh = UnlistedDetailPage()
        #expect(PreservedProperties.restore(state, into: fresh).isEmpty)
        #expect(fresh.isEditing && fresh.note == "keep me")
    }

    @Test func theNavigatorsContainersListThemselvesAndASubclassListsItsOwnAfterThem() throws {
        for container in [TabBarPage(), NavigationPage(), SplitPage()] as [Page] {
            #expect(PreservedPropertyList.bindings(of: container)?.isEmpty == true, "\(type(of: container))")
        }
        let tabs = BadgedTabs()
        tabs.badge = 3
        #expect(PreservedPropertyList.bindings(of: tabs)?.map(\.qualifiedName) == ["BadgedTabs.badge"])
        #expect(try PreservedProperties.capture(from: tabs)["badge"] == .int(3))

        let unlisted = UnlistedBadgedTabs()
        unlisted.badge = 4
        #expect(PreservedPropertyList.bindings(of: unlisted) == nil)
        let state = try PreservedProperties.capture(from: unlisted)
        #expect(state["badge"] == .int(4))
        let fresh = UnlistedBadgedTabs()
        #expect(PreservedProperties.restore(state, into: fresh).isEmpty)
        #expect(fresh.badge == 4)
    }

    @Test func aKeyTheSuperclassAlreadyUsesIsRefusedAtCaptureNamingBoth() {
        #expect {
            try PreservedProperties.capture(from: ClashingPage())
        } throws: { error in
            guard let error = error as? ReviveError else { return false }
            return error.code == .duplicateKey && "\(error)".contains("ListedBasePage.isEditing") && "\(error)".contains("ClashingPage.editing")
        }
    }

    @Test func aValueThatCannotBeEncodedStopsTheCaptureNamingItsKey() {
        #expect {
            try PreservedProperties.capture(from: FailingPage())
        } throws: { error in
            guard let error = error as? ReviveError else { return false }
            return error.code == .encodingFailed && "\(error)".contains("broken")
        }
    }

    @Test func aReplacedWrapperIsSavedWithItsNewValue() throws {
        let page = ReplacingPage()
        #expect(try PreservedProperties.capture(from: page)["draft"] == .string("first"))
        page.startOver()
        #expect(try PreservedProperties.capture(from: page)["draft"] == .string("second"))
    }

    @Test func aListedPageComesBackAfterTheSystemKillsTheApp() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("PreservingRuntimeTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = SimulatedApp<Navigator>(store: try FileStore(directory: folder), registry: {
            let registry = RestorationRegistry<Page>()
            registry.register(ListedComicPage.self) { ListedComicPage() }
            registry.register(ListedDetailPage.self) { ListedDetailPage() }
            return registry
        }, rootPage: {
            NavigationPage(rootPage: ListedComicPage(restorationIdentifier: "shelf"))
        })
        await app.launch()
        let stack = try #require(app.navigator.rootPage as? NavigationPage)
        let detail = ListedDetailPage(restorationIdentifier: "detail")
        detail.draft = "half a letter"
        detail.isEditing = true
        try stack.push(detail)

        try await app.enterBackground()
        app.killBySystem()
        MirrorReads.count = 0
        await app.launch()

        let report = try app.restoreReport()
        #expect(report.isComplete, "\(report)")
        try app.expectVisible(ListedDetailPage.self) { $0.draft == "half a letter" && $0.isEditing }
        #expect(MirrorReads.count == 0)
    }
}
