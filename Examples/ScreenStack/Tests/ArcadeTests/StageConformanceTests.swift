import Revive
import ReviveStage
import ReviveTesting
import StageKit
import Testing

/// A screen of the conformance fixture: one value, and a count of its post-restore hooks.
final class ItemScreen: Screen, Revivable {
    @Preserved var value = 0
    var hookRuns = 0
    func revivalDidFinish() { hookRuns += 1 }
}

/// A long list with its scroll anchor, selection and search draft, resolved against the items
/// the game has in this process.
final class ListScreen: Screen, Revivable, ViewStateRestoring {
    @Preserved var list = PageViewState.ScrollAnchor()
    @Preserved var selected = PageViewState.ItemSelection()
    @Preserved var draft = PageViewState.TextDraft()
    let items: [String]
    var hookRuns = 0

    init(items: [String]) {
        self.items = items
        super.init()
    }

    func revivalDidFinish() { hookRuns += 1 }

    func restoreViewState() -> [RestoreReport.Item] {
        [list.restore(against: items, key: "list"), selected.restore(against: items, key: "selected")].compactMap { $0 }
    }
}

/// The stage as a conformance fixture: stacks and chains of overlays, a desk of panes side by
/// side, and a list screen (it has no tab bar of its own nor custom containment, and never
/// refuses an overlay).
// snippet:begin adapter-conformance
@MainActor
struct StageFixture: HierarchyConformance.Fixture {
    var shapes: [HierarchyConformance.Shape] { [.modalChainThreeDeep, .splitView, .scrolledList, .textDraft, .itemSelection] }

    func makeHierarchy() -> Stage { Stage() }

    // snippet:skip makeRegistry(for:)
    func makeRegistry(for shape: HierarchyConformance.Shape) -> RestorationRegistry<Screen> {
        makeRegistry(for: shape, listItems: HierarchyConformance.ListViewState.savedItems)
    }

    func makeRegistry(for shape: HierarchyConformance.Shape, listItems: [String]) -> RestorationRegistry<Screen> {
        let registry = RestorationRegistry<Screen>()
        registry.register(ItemScreen.self) { ItemScreen() }
        registry.register(ListScreen.self) { ListScreen(items: listItems) }
        registry.register(ShelfDesk.self) { ShelfDesk() }
        return registry
    }
    // snippet:resume

    func makeRoot(for shape: HierarchyConformance.Shape) -> Screen {
        shape == .splitView ? ShelfDesk() : ScreenStack([ItemScreen()])
    }

    // snippet:skip arrange(_:in:), postRestoreHookCount(of:), listViewState(in:)
    func arrange(_ shape: HierarchyConformance.Shape, in stage: Stage) async throws {
        if shape == .splitView, let desk = stage.root as? ShelfDesk { return try arrange(desk) }
        guard let stack = stage.root as? ScreenStack, let top = stack.top else { throw ReviveError(.expectationFailed, "no stack") }
        switch shape {
        case .modalChainThreeDeep:
            var presenter = top
            for value in 10...12 {
                let next = ItemScreen()
                next.value = value
                try presenter.showOverlay(next)
                presenter = next
            }
        case .scrolledList, .textDraft, .itemSelection:
            let list = ListScreen(items: HierarchyConformance.ListViewState.savedItems)
            let arranged = HierarchyConformance.ListViewState.arranged
            list.list = PageViewState.ScrollAnchor(itemIdentifier: HierarchyConformance.ListViewState.anchoredItem, index: 40, offset: 6)
            list.selected = PageViewState.ItemSelection(arranged.selectedItems)
            list.draft = arranged.draft
            stack.push(list)
        default:
            throw ReviveError(.expectationFailed, "the stage does not show \(shape)")
        }
    }

    /// Three panes side by side, the middle one focused and empty; the first a tab strip of two
    /// stacks, the second of whose shows an overlay; the last a stack of two screens. The
    /// sidebar has an entry selected.
    private func arrange(_ desk: ShelfDesk) throws {
        func item(_ value: Int) -> ItemScreen {
            let item = ItemScreen()
            item.value = value
            return item
        }
        try desk.selectSidebarItem("b")
        let shown = ScreenStack([item(1), item(2)])
        desk.openPane(Pane([ScreenStack([item(3)]), shown]))
        try desk.panes[0].select(1)
        try shown.top?.showOverlay(item(4))
        desk.openPane()
        desk.openPane(Pane([ScreenStack([item(5), item(6)])]))
        try desk.focus(desk.panes[1])
    }

    func postRestoreHookCount(of node: Screen) -> Int {
        switch node {
        case let item as ItemScreen: item.hookRuns
        case let list as ListScreen: list.hookRuns
        default: 1  // the stage's own stacks, desks and panes have no hook
        }
    }

    func listViewState(in stage: Stage) -> HierarchyConformance.ListViewState? {
        guard let list = stage.visibleScreen as? ListScreen else { return nil }
        return HierarchyConformance.ListViewState(firstVisibleItem: list.list.itemIdentifier, selectedItems: list.selected.identifiers, draft: list.draft)
    }
    // snippet:resume
}

// snippet:end

@MainActor
struct StageConformanceTests {
    // snippet:begin adapter-conformance
    @Test func theStageConformsToRestorableHierarchy() async {
        let failures = await HierarchyConformance(fixture: StageFixture()).run()
        #expect(failures.isEmpty, "\(failures.map(\.description))")
    }
    // snippet:end

    @Test func everyRegistryUsedWithAStageRestoresStacksDesksAndPanesWithoutBeingTold() throws {
        let registry = RestorationRegistry<Screen>()
        _ = RestorationController(hierarchy: Stage(), registry: registry, configuration: .init(store: InMemoryStore()))
        #expect(try registry.make("ScreenStack") is ScreenStack)
        #expect(try registry.make("Desk") is Desk)
        #expect(try registry.make("Pane") is Pane)
    }

    @Test func aDeskIsASplitContainerOfItsPanesWithItsFocusAndAPaneTabsOfItsDocuments() throws {
        let stage = Stage()
        let desk = Desk()
        desk.openPane(Pane([ItemScreen(), ItemScreen()]))
        desk.openPane()
        try desk.panes[0].select(1)
        try desk.focus(desk.panes[0])
        #expect(stage.containerKind(of: desk) == .split(focusedIndex: 0))
        #expect(stage.children(of: desk).count == 2)
        #expect(stage.containerKind(of: desk.panes[0]) == .tabs(selectedIndex: 1))
        #expect(stage.children(of: desk.panes[0]).count == 2)
        try desk.focus(nil)
        #expect(stage.containerKind(of: desk) == .split(focusedIndex: nil))
    }

    @Test func aDeskInstallsPanesOnlyWithTheFocusItWasGiven() throws {
        let stage = Stage()
        let desk = Desk()
        let panes = [Pane(), Pane()]
        try stage.install(children: panes, kind: .split(focusedIndex: 1), into: desk)
        #expect(desk.panes.count == 2 && desk.focusedPane === panes[1])
        #expect(throws: ReviveError.self) { try stage.install(children: [ItemScreen()], kind: .split(focusedIndex: nil), into: desk) }
        #expect(desk.panes.count == 2)
    }
}
