import Foundation
import Testing
@testable import Revive
@testable import ReviveNavigator

@MainActor
struct PartialRestoreTests {
    private func node(_ type: String, _ id: String = "", _ state: [String: StateValue] = [:], presented: SnapshotNode? = nil) -> SnapshotNode {
        SnapshotNode(typeName: type, restorationID: id, state: PageState(state), presented: presented)
    }

    private func stack(_ id: String, _ children: [SnapshotNode]) -> SnapshotNode {
        SnapshotNode(typeName: "NavigationPage", restorationID: id, kind: .stack, children: children)
    }

    @Test func aWrongTypedValueKeepsItsDefaultAndIsReported() throws {
        let snapshot = Snapshot(root: node("ComicDetailPage", "d", ["comic_id": .string("abc"), "comicName": .string("Bone")]))
        let navigator = Navigator()
        let report = navigator.restore(from: snapshot, registry: comicRegistry())
        let detail = try #require(navigator.rootPage as? ComicDetailPage)
        #expect(detail.comicID == 0)
        #expect(detail.comicName == "Bone")
        let item = try #require(report.items(.defaultedValue).first { $0.key == "comic_id" })
        #expect(item.reason.contains("abc"))
        #expect(item.path == "ComicDetailPage(\"d\")")
    }

    @Test func aMissingValueKeepsItsDefaultAndIsReported() throws {
        let navigator = Navigator()
        let report = navigator.restore(from: Snapshot(root: node("OptionsPage")), registry: comicRegistry())
        #expect((navigator.rootPage as? OptionsPage)?.fontSize == 12)
        #expect(report.items(.defaultedValue).map(\.key) == ["fontSize"])
    }

    @Test func unknownTypeNamesAreNeverInstantiated() throws {
        let names = ["SecretPage", "Foundation.FileManager", "NSFileManager", "Process", "5Revive9NavigatorC", "$s6Revive10SecretPageCN", "\u{0}evil", ""]
        for name in names {
            let counter = FactoryCounter()
            let before = SecretPage.made
            let navigator = Navigator()
            let snapshot = Snapshot(root: stack("s", [node("LibraryPage"), node(name, "x")]))
            let report = navigator.restore(from: snapshot, registry: comicRegistry(counting: counter))
            #expect(SecretPage.made == before, "\(name)")
            #expect(counter.calls == ["LibraryPage"], "\(name)")
            #expect(report.items(.droppedPage).first?.reason.contains("no page type is registered") == true, "\(name)")
            #expect((navigator.rootPage as? NavigationPage)?.pages.count == 1)
        }
    }

    @Test func aStackKeepsThePagesBeforeTheBadOne() throws {
        let snapshot = Snapshot(root: stack("s", [node("LibraryPage", "a"), node("ComicDetailPage", "b"), node("Unknown", "c"), node("ReaderPage", "d")]))
        let navigator = Navigator()
        let report = navigator.restore(from: snapshot, registry: comicRegistry())
        let restored = try #require(navigator.rootPage as? NavigationPage)
        #expect(restored.pages.map(\.name) == ["a", "b"])
        #expect(report.items(.droppedPage).map(\.path) == [
            "NavigationPage(\"s\") > Unknown(\"c\")", "NavigationPage(\"s\") > ReaderPage(\"d\")",
        ])
        #expect(navigator.visiblePage?.name == "b")
    }

    @Test func aPresentationChainStopsBeforeTheBadPage() throws {
        let chain = node("ReaderPage", "r", presented: node("FragilePage", "f", presented: node("OptionsPage", "o")))
        let navigator = Navigator()
        let report = navigator.restore(from: Snapshot(root: node("LibraryPage", "root", presented: chain)), registry: comicRegistry())
        #expect(navigator.visiblePage?.name == "r")
        let dropped = try #require(report.items(.droppedPage).first)
        #expect(dropped.path == "LibraryPage(\"root\") presents > ReaderPage(\"r\") presents > FragilePage(\"f\")")
        #expect(dropped.reason.contains("decodeRestorableState"))
    }

    @Test func aBadTabFallsBackToItsDefaultRoot() throws {
        let tabs = SnapshotNode(typeName: "MainTabs", kind: .tabs(selectedIndex: 1), children: [
            stack("library", [node("LibraryPage", "library-root"), node("ComicDetailPage", "d", ["comic_id": .int(7)])]),
            node("Unknown", "favorites"),
        ])
        let navigator = Navigator()
        let report = navigator.restore(from: Snapshot(root: tabs), registry: comicRegistry())
        let restored = try #require(navigator.rootPage as? MainTabs)
        #expect(restored.pages.count == 2)
        #expect(restored.selectedIndex == 1)
        #expect(restored.pages[1].name == "favorites-default")
        #expect(report.items(.fellBackToDefault).map(\.path) == ["MainTabs > Unknown(\"favorites\")"])
        let library = try #require(restored.pages[0] as? NavigationPage)
        #expect((library.topPage as? ComicDetailPage)?.comicID == 7)
    }

    @Test func aThrowingFactoryDropsThePageWithTheFactorysError() throws {
        struct Offline: Error {}
        let registry = comicRegistry()
        registry.register(ReaderPage.self) { () throws -> ReaderPage in throw Offline() }
        let navigator = Navigator()
        let report = navigator.restore(from: Snapshot(root: stack("s", [node("LibraryPage"), node("ReaderPage")])), registry: registry)
        #expect(report.items(.droppedPage).first?.reason.contains("the factory threw: Offline") == true)
        #expect((navigator.rootPage as? NavigationPage)?.pages.count == 1)
    }

    @Test func aContainerOfTheWrongKindIsDropped() throws {
        let navigator = Navigator()
        let bad = SnapshotNode(typeName: "LibraryPage", kind: .stack, children: [node("LibraryPage")])
        let report = navigator.restore(from: Snapshot(root: node("LibraryPage", "root", presented: bad)), registry: comicRegistry())
        #expect(report.items(.droppedPage).first?.reason.contains("kindMismatch") == true)
        #expect(navigator.visiblePage?.name == "root")
    }

    @Test func aPresentationSavedUnderAHiddenPageIsDropped() throws {
        let hidden = node("LibraryPage", "hidden", presented: node("OptionsPage", "o"))
        let navigator = Navigator()
        let report = navigator.restore(from: Snapshot(root: stack("s", [hidden, node("LibraryPage", "top")])), registry: comicRegistry())
        #expect(navigator.visiblePage?.name == "top")
        #expect(report.items(.droppedPage).first?.reason.contains("would not be on screen") == true)
    }

    @Test func anUnknownRootLeavesTheNavigatorAsItWasAndSaysSo() throws {
        let navigator = Navigator()
        let report = navigator.restore(from: Snapshot(root: node("Nope")), registry: comicRegistry())
        #expect(navigator.rootPage == nil)
        #expect(report.items(.droppedPage).count == 1)
        #expect(report.restoredPageCount == 0)
    }
}
