import Testing
@testable import Revive
@testable import ReviveNavigator

/// A search page shown over its stack; its type sets its style, so a restored one has it too.
private final class SearchPage: Page {
    override init(restorationIdentifier: String? = nil) {
        super.init(restorationIdentifier: restorationIdentifier)
        modalPresentationStyle = .currentContext
    }
}

/// A presentation that hangs on a container is saved under that container and comes back there.
@MainActor
struct ContainerPresentationRestoreTests {
    private func registry() -> RestorationRegistry<Page> {
        let registry = RestorationRegistry<Page>()
        registry.register(TestPage.self) { TestPage() }
        registry.register(SearchPage.self) { SearchPage() }
        return registry
    }

    /// Capture, encode, decode and restore into a fresh navigator.
    private func roundTrip(_ navigator: Navigator) throws -> (Snapshot, Navigator, RestoreReport) {
        let snapshot = try navigator.captureSnapshot(registry: registry())
        let codec = SnapshotCodec()
        let decoded = try codec.decode(codec.encode(snapshot))
        let fresh = Navigator()
        var report = RestoreReport()
        fresh.restore(from: decoded, registry: registry()) { report = $0 }
        return (snapshot, fresh, report)
    }

    @Test func aModalPushedUnderIsCapturedUnderTheTabBarPageAndComesBackOnScreen() throws {
        let app = try TabsFixture()
        try app.list.present(page("Modal", style: .fullScreen))
        try app.stack.push(page("Deep"))   // a deep link under the modal
        let (snapshot, fresh, report) = try roundTrip(app.navigator)
        #expect(snapshot.root.presented?.restorationID == "Modal")
        #expect(snapshot.root.children[0].children.map(\.restorationID) == ["Home", "List", "Deep"])
        #expect(snapshot.root.children[0].children.allSatisfy { $0.presented == nil })
        #expect(report.isComplete)
        #expect(fresh.treeDescription == app.navigator.treeDescription)
        let tabs = try #require(fresh.rootPage as? TabBarPage)
        #expect(tabs.presentedPage?.name == "Modal")
        #expect(tabs.presentedPage?.presentingPage === tabs)
        #expect(fresh.visiblePage?.name == "Modal")
        #expect(fresh.events.map(\.description) == ["Modal viewDidLoad", "Modal viewWillAppear", "Modal viewDidAppear"])
    }

    @Test func aCurrentContextPresentationComesBackOnTheStackThatDefinedTheContext() throws {
        let app = try TabsFixture()
        try app.list.present(SearchPage(restorationIdentifier: "Search"))
        let (snapshot, fresh, report) = try roundTrip(app.navigator)
        #expect(snapshot.root.presented == nil)
        #expect(snapshot.root.children[0].presented?.restorationID == "Search")
        #expect(report.isComplete)
        let stack = try #require((fresh.rootPage as? TabBarPage)?.selectedPage as? NavigationPage)
        #expect(stack.presentedPage?.name == "Search")
        #expect(fresh.visibleLine.map(\.name) == ["tabs", "stack", "Search"])
        #expect(fresh.onScreenPages.map(\.name) == ["tabs", "Search"])
    }

    @Test func aFileThatSavedTheModalUnderThePageThatAskedStillRestoresItFullScreen() throws {
        // Files written before presentations were forwarded keep the modal under the page.
        let modal = Snapshot.Node(typeName: "TestPage", restorationID: "Modal")
        let list = Snapshot.Node(typeName: "TestPage", restorationID: "List", presented: modal)
        let stack = Snapshot.Node(typeName: "NavigationPage", restorationID: "stack", kind: .stack, children: [list])
        let root = Snapshot.Node(typeName: "TabBarPage", restorationID: "tabs", kind: .tabs(selectedIndex: 0), children: [stack])
        let navigator = Navigator()
        var report = RestoreReport()
        navigator.restore(from: Snapshot(root: root), registry: registry()) { report = $0 }
        #expect(report.isComplete)
        #expect(navigator.visiblePage?.presentingPage?.name == "List")
        #expect(navigator.onScreenPages.map(\.name) == ["Modal"])
        #expect(navigator.events.map(\.description) == ["Modal viewDidLoad", "Modal viewWillAppear", "Modal viewDidAppear"])
        try #require(navigator.visiblePage).dismiss()
        #expect(navigator.visiblePage?.name == "List")
    }

    @Test func aRestoredModalIsDismissedAsALiveOneIs() throws {
        let app = try TabsFixture()
        try app.list.present(page("Modal", style: .fullScreen))
        let (_, fresh, _) = try roundTrip(app.navigator)
        let stack = try #require((fresh.rootPage as? TabBarPage)?.selectedPage as? NavigationPage)
        weak var weakModal: Page?
        do {
            weakModal = fresh.visiblePage
            try #require(stack.topPage).dismiss()
        }
        #expect(weakModal == nil)
        #expect(fresh.visiblePage === stack.topPage)
    }

    @Test func theAdapterPresentsOnTheNodeItIsGivenAndRefusesASecondPresentation() throws {
        let navigator = Navigator()
        let list = page("List")
        let stack = NavigationPage(rootPage: list, restorationIdentifier: "stack")
        try navigator.present(page("Sheet", style: .fullScreen), over: list)
        #expect(list.presentedPage?.name == "Sheet")
        let error = #expect(throws: ReviveError.self) { try navigator.present(page("Other"), over: list) }
        #expect(error?.code == .alreadyPresenting)
        #expect(stack.presentedPage == nil)
    }
}
