import Foundation
import Testing
@testable import Revive
@testable import ReviveNavigator

@MainActor
struct CaptureAndRebuildTests {
    /// Capture, encode to bytes, decode and rebuild into a fresh navigator.
    private func roundTrip(_ navigator: Navigator, registry: RestorationRegistry<Page>) throws -> (Navigator, RestoreReport) {
        let snapshot = try navigator.captureSnapshot(registry: registry)
        let codec = SnapshotCodec()
        let decoded = try codec.decode(codec.encode(snapshot))
        let fresh = Navigator()
        var report = RestoreReport()
        fresh.restore(from: decoded, registry: registry) { report = $0 }
        return (fresh, report)
    }

    @Test func restoresTabsStacksAndModalChainWithEveryValue() throws {
        let registry = comicRegistry()
        let (navigator, _, _) = try makeComicApp()
        let (fresh, report) = try roundTrip(navigator, registry: registry)
        #expect(report.isComplete)
        #expect(report.restoredPageCount == 8)
        #expect(fresh.treeDescription == navigator.treeDescription)
        let options = try #require(fresh.visiblePage as? OptionsPage)
        #expect(options.fontSize == 18)
        let reader = try #require(options.presentingPage as? ReaderPage)
        #expect(reader.pageNumber == 17)
        #expect(reader.zoom == 2.5)
        #expect(reader.finishedRestoring)
    }

    @Test func theComicDetailComesBackWithItsIDAndNameIncludingInheritedValues() throws {
        let registry = comicRegistry()
        let (navigator, _, _) = try makeComicApp()
        let snapshot = try navigator.captureSnapshot(registry: registry)
        let detailNode = snapshot.root.children[0].children[1]
        #expect(detailNode.state["comic_id"] == .int(42))
        #expect(detailNode.state["comicName"] == .string("One Piece"))
        let (fresh, _) = try roundTrip(navigator, registry: registry)
        let stack = try #require((fresh.rootPage as? TabBarPage)?.selectedPage as? NavigationPage)
        let detail = try #require(stack.topPage as? ComicDetailPage)
        #expect(detail.comicID == 42)
        #expect(detail.comicName == "One Piece")
        #expect(detail.rating == 4.5)
    }

    @Test func onlyPagesOnScreenGetLifecycleCallsWhenRestored() throws {
        let (navigator, _, _) = try makeComicApp()
        let (fresh, _) = try roundTrip(navigator, registry: comicRegistry())
        #expect(fresh.events.map(\.description) == ["options viewDidLoad", "options viewWillAppear", "options viewDidAppear"])
    }

    @Test func postRestoreHooksRunBeforeTheAppCallback() throws {
        let (navigator, _, _) = try makeComicApp()
        let registry = comicRegistry()
        let snapshot = try navigator.captureSnapshot(registry: registry)
        let fresh = Navigator()
        var readerWasFinished: Bool?
        fresh.restore(from: snapshot, registry: registry) { _ in
            let reader = fresh.visiblePage?.presentingPage as? ReaderPage
            readerWasFinished = reader?.finishedRestoring
        }
        #expect(readerWasFinished == true)
    }

    @Test func twoPagesOfOneTypeAreToldApartByRestorationID() throws {
        let registry = comicRegistry()
        let navigator = Navigator()
        let first = ComicDetailPage(restorationIdentifier: "1"), second = ComicDetailPage(restorationIdentifier: "2")
        first.comicID = 1
        second.comicID = 2
        try navigator.setRootPage(NavigationPage(pages: [first, second]))
        let (fresh, report) = try roundTrip(navigator, registry: registry)
        #expect(report.isComplete)
        let stack = try #require(fresh.rootPage as? NavigationPage)
        #expect(stack.pages.compactMap { ($0 as? ComicDetailPage)?.comicID } == [1, 2])
    }

    @Test func sameTypedSiblingsWithNoIdentifiersAreToldApartByPlace() throws {
        let navigator = Navigator()
        let first = ComicDetailPage(), second = ComicDetailPage()
        first.comicID = 7
        second.comicID = 8
        try navigator.setRootPage(TabBarPage(pages: [NavigationPage(pages: [first]), NavigationPage(pages: [second])], selectedIndex: 1))
        let (fresh, report) = try roundTrip(navigator, registry: comicRegistry())
        #expect(report.isComplete)
        let tabs = try #require(fresh.rootPage as? TabBarPage)
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.pages.compactMap { (($0 as? NavigationPage)?.pages.first as? ComicDetailPage)?.comicID } == [7, 8])
    }

    @Test func anUnregisteredPageIsSavedAsAPlaceholderWithNothingAboveIt() throws {
        let navigator = Navigator()
        let stack = NavigationPage(pages: [LibraryPage(), SecretPage(), ComicDetailPage()])
        try navigator.setRootPage(stack)
        let snapshot = try navigator.captureSnapshot(registry: comicRegistry())
        #expect(snapshot.root.children.map(\.typeName) == ["LibraryPage", "SecretPage"])
        #expect(snapshot.root.children[1].state.isEmpty)
        let (_, report) = try roundTrip(navigator, registry: comicRegistry())
        #expect(report.items(.droppedPage).map(\.path) == ["NavigationPage > SecretPage"])
        #expect(report.restoredPageCount == 2)
    }

    @Test func refusesStateOverThePageBudgetNamingThePage() throws {
        let navigator = Navigator()
        let detail = ComicDetailPage(restorationIdentifier: "big")
        detail.comicName = String(repeating: "x", count: 2_000)
        try navigator.setRootPage(detail)
        let error = #expect(throws: ReviveError.self) {
            try navigator.captureSnapshot(registry: comicRegistry(), budget: CaptureBudget(maxPageBytes: 1_000))
        }
        #expect(error?.code == .overPageBudget)
        #expect(error?.message.contains("ComicDetailPage(\"big\")") == true)
        #expect(error?.message.contains("budget is 1000") == true)
    }

    @Test func refusesATreeOverTheTotalBudget() throws {
        let navigator = Navigator()
        let pages = (0..<50).map { index -> Page in
            let page = ComicDetailPage(restorationIdentifier: "\(index)")
            page.comicName = String(repeating: "y", count: 100)
            return page
        }
        try navigator.setRootPage(NavigationPage(pages: pages))
        let error = #expect(throws: ReviveError.self) {
            try navigator.captureSnapshot(registry: comicRegistry(), budget: CaptureBudget(maxTotalBytes: 2_000))
        }
        #expect(error?.code == .overTotalBudget)
    }

    @Test func aCurrentContextPresentationInAnUnselectedTabComesBack() throws {
        let navigator = Navigator()
        let library = NavigationPage(pages: [LibraryPage()])
        let other = NavigationPage(pages: [LibraryPage(restorationIdentifier: "other")])
        let tabs = TabBarPage(pages: [library, other])
        try navigator.setRootPage(tabs)
        let options = OptionsPage()
        options.fontSize = 20
        options.modalPresentationStyle = .currentContext
        try library.topPage?.present(options)
        try tabs.select(1)
        let (fresh, report) = try roundTrip(navigator, registry: comicRegistry())
        #expect(report.isComplete, "\(report.items)")
        let restoredTabs = try #require(fresh.rootPage as? TabBarPage)
        #expect(restoredTabs.selectedIndex == 1)
        #expect((restoredTabs.pages[0].presentedPage as? OptionsPage)?.fontSize == 20)
    }
}
