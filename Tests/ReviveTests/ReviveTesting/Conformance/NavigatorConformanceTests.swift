import Revive
import ReviveNavigator
import ReviveTesting
import Testing

/// A page of the conformance app: one value, and a count of its post-restore hooks.
class ConformancePage: Page {
    @Preserved var value = 0
    var hookRuns = 0
    override func revivalDidFinish() { hookRuns += 1 }
}

final class ItemPage: ConformancePage {}

/// A long list with its scroll anchor, selection and draft, resolved against the items the
/// app has in this process.
class ListPage: ConformancePage, ViewStateRestoring {
    @Preserved var list = PageViewState.ScrollAnchor()
    @Preserved var selected = PageViewState.ItemSelection()
    @Preserved var draft = PageViewState.TextDraft()
    var items: [String] = []

    init(items: [String]) {
        self.items = items
        super.init()
    }

    func restoreViewState() -> [RestoreReport.Item] {
        [list.restore(against: items, key: "list"), selected.restore(against: items, key: "selected")].compactMap { $0 }
    }

    /// What the list shows, as the conformance suite reads it.
    var viewState: HierarchyConformance.ListViewState {
        HierarchyConformance.ListViewState(firstVisibleItem: list.itemIdentifier, selectedItems: selected.identifiers, draft: draft)
    }
}
final class UnlistedPage: ConformancePage {}

/// The headless navigator as a conformance fixture: it shows tabs, stacks, modal chains and a
/// split view of columns side by side (`SplitPage`); it has no custom containment, and never
/// refuses a presentation.
@MainActor
struct NavigatorFixture: HierarchyConformance.Fixture {
    var shapes: [HierarchyConformance.Shape] {
        [.tabsOfStacksOfSameTypedPages, .modalChainThreeDeep, .splitView, .unregisteredTab, .scrolledList, .textDraft, .itemSelection]
    }

    func makeHierarchy() -> Navigator { Navigator() }

    func makeRegistry(for shape: HierarchyConformance.Shape) -> RestorationRegistry<Page> {
        makeRegistry(for: shape, listItems: HierarchyConformance.ListViewState.savedItems)
    }

    func makeRegistry(for shape: HierarchyConformance.Shape, listItems: [String]) -> RestorationRegistry<Page> {
        let registry = RestorationRegistry<Page>()
        registry.register(ListPage.self) { ListPage(items: listItems) }
        registry.register(ItemPage.self) { ItemPage() }
        if shape != .unregisteredTab { registry.register(UnlistedPage.self) { UnlistedPage() } }
        return registry
    }

    func makeRoot(for shape: HierarchyConformance.Shape) -> Page {
        switch shape {
        case .splitView:
            SplitPage(pages: [NavigationPage(pages: [ItemPage()]), NavigationPage(pages: [ItemPage()]), NavigationPage(pages: [ItemPage()])],
                      roles: [.primary, .supplementary, .secondary])
        case .unregisteredTab:
            TabBarPage(pages: [NavigationPage(pages: [ItemPage()]), UnlistedPage()])
        default:
            TabBarPage(pages: [NavigationPage(pages: [ItemPage()]), NavigationPage(pages: [ItemPage()])])
        }
    }

    func arrange(_ shape: HierarchyConformance.Shape, in navigator: Navigator) async throws {
        if shape == .splitView, let split = navigator.rootPage as? SplitPage { return try arrange(split) }
        guard let tabs = navigator.rootPage as? TabBarPage else { throw ReviveError(.expectationFailed, "no tab container") }
        switch shape {
        case .tabsOfStacksOfSameTypedPages:
            try tabs.select(1)
            guard let stack = tabs.selectedPage as? NavigationPage else { throw ReviveError(.expectationFailed, "no stack") }
            for value in 1...3 { try stack.push(Self.item(value)) }
        case .modalChainThreeDeep:
            guard let stack = tabs.selectedPage as? NavigationPage, let top = stack.topPage else { throw ReviveError(.expectationFailed, "no stack") }
            var presenter: Page = top
            for value in 10...12 {
                let next = Self.item(value)
                try presenter.present(next)
                presenter = next
            }
        case .unregisteredTab:
            (tabs.pages[1] as? UnlistedPage)?.value = 5
            try tabs.select(1)
        case .scrolledList, .textDraft, .itemSelection:
            guard let stack = tabs.selectedPage as? NavigationPage else { throw ReviveError(.expectationFailed, "no stack") }
            let list = ListPage(items: HierarchyConformance.ListViewState.savedItems)
            let arranged = HierarchyConformance.ListViewState.arranged
            list.list = PageViewState.ScrollAnchor(itemIdentifier: HierarchyConformance.ListViewState.anchoredItem, index: 40, offset: 6)
            list.selected = PageViewState.ItemSelection(arranged.selectedItems)
            list.draft = arranged.draft
            try stack.push(list)
        default:
            throw ReviveError(.expectationFailed, "the navigator does not show \(shape)")
        }
    }

    /// Three columns side by side, the middle one focused: the primary a stack of three pages,
    /// the supplementary's page presenting a modal, the secondary's page with a value of its own.
    private func arrange(_ split: SplitPage) throws {
        guard split.pages.count == 3, let primary = split.pages[0] as? NavigationPage,
              let supplementary = (split.pages[1] as? NavigationPage)?.topPage, let secondary = (split.pages[2] as? NavigationPage)?.topPage as? ItemPage
        else { throw ReviveError(.expectationFailed, "no three columns of stacks") }
        for value in 1...2 { try primary.push(Self.item(value)) }
        try supplementary.present(Self.item(3))
        secondary.value = 4
        try split.focus(1)
    }

    func postRestoreHookCount(of node: Page) -> Int {
        (node as? ConformancePage)?.hookRuns ?? 1
    }

    func listViewState(in navigator: Navigator) -> HierarchyConformance.ListViewState? {
        (navigator.visiblePage as? ListPage)?.viewState
    }

    private static func item(_ value: Int) -> ItemPage {
        let page = ItemPage()
        page.value = value
        return page
    }
}

@MainActor
struct NavigatorConformanceTests {
    @Test func theHeadlessNavigatorConforms() async {
        let failures = await HierarchyConformance(fixture: NavigatorFixture()).run()
        #expect(failures.isEmpty, "\(failures.map(\.description))")
    }

    @Test func theSuiteCatchesAListThatComesBackAtTheSameIndexInsteadOfTheSameItem() async {
        let failures = await HierarchyConformance(fixture: IndexKeepingFixture()).run(.scrolledList)
        #expect(failures.count == 2, "\(failures.map(\.description))")
        #expect(failures.contains { $0.message == "with the list itemsInsertedAbove: the list shows item-31 first; expected item-41" })
        #expect(failures.contains { $0.message.hasPrefix("with the list anchoredItemDeleted: the deleted anchor is not a movedViewState report item") })
    }

    @Test func theSuiteCatchesPagesThatLoseTheirValues() async {
        let failures = await HierarchyConformance(fixture: AmnesiacFixture()).run(.tabsOfStacksOfSameTypedPages)
        #expect(failures.contains { $0.message.contains("differs from the saved one") })
    }
}

/// Forgets its restored value in its post-restore hook.
final class AmnesiacPage: ConformancePage {
    override func revivalDidFinish() {
        super.revivalDidFinish()
        value = 0
    }
}

/// A broken app: the pages its registry recreates forget their values, so the suite must
/// report the difference.
@MainActor
struct AmnesiacFixture: HierarchyConformance.Fixture {
    var shapes: [HierarchyConformance.Shape] { [.tabsOfStacksOfSameTypedPages] }
    func makeHierarchy() -> Navigator { Navigator() }
    func makeRegistry(for shape: HierarchyConformance.Shape) -> RestorationRegistry<Page> {
        let registry = NavigatorFixture().makeRegistry(for: shape)
        registry.register(AmnesiacPage.self, name: "ItemPage") { AmnesiacPage() }
        return registry
    }
    func makeRoot(for shape: HierarchyConformance.Shape) -> Page { NavigatorFixture().makeRoot(for: shape) }
    func arrange(_ shape: HierarchyConformance.Shape, in navigator: Navigator) async throws {
        try await NavigatorFixture().arrange(shape, in: navigator)
    }
    func postRestoreHookCount(of node: Page) -> Int { NavigatorFixture().postRestoreHookCount(of: node) }
}

/// A broken list: it restores its scroll position by index, as a pixel offset would.
final class IndexListPage: ListPage {
    override func restoreViewState() -> [RestoreReport.Item] {
        let index = min(list.itemIndex, items.count - 1)
        list = PageViewState.ScrollAnchor(itemIdentifier: items[index], index: index)
        return []
    }
}

/// The navigator fixture with the index-keeping list.
@MainActor
struct IndexKeepingFixture: HierarchyConformance.Fixture {
    var shapes: [HierarchyConformance.Shape] { [.scrolledList] }
    func makeHierarchy() -> Navigator { Navigator() }
    func makeRegistry(for shape: HierarchyConformance.Shape) -> RestorationRegistry<Page> { makeRegistry(for: shape, listItems: HierarchyConformance.ListViewState.savedItems) }
    func makeRegistry(for shape: HierarchyConformance.Shape, listItems: [String]) -> RestorationRegistry<Page> {
        let registry = NavigatorFixture().makeRegistry(for: shape, listItems: listItems)
        registry.register(IndexListPage.self, name: "ListPage") { IndexListPage(items: listItems) }
        return registry
    }
    func makeRoot(for shape: HierarchyConformance.Shape) -> Page { NavigatorFixture().makeRoot(for: shape) }
    func arrange(_ shape: HierarchyConformance.Shape, in navigator: Navigator) async throws {
        try await NavigatorFixture().arrange(shape, in: navigator)
    }
    func postRestoreHookCount(of node: Page) -> Int { NavigatorFixture().postRestoreHookCount(of: node) }
    func listViewState(in navigator: Navigator) -> HierarchyConformance.ListViewState? { NavigatorFixture().listViewState(in: navigator) }
}
