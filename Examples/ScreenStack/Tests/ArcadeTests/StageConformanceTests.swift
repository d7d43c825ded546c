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
    @Preserved var list = ScrollAnchor()
    @Preserved var selected = ItemSelection()
    @Preserved var draft = TextDraft()
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

/// The stage as a conformance fixture: stacks and chains of overlays, and a list screen (it has
/// no tabs, split view nor custom containment, and never refuses an overlay).
// snippet:begin adapter-conformance
@MainActor
struct StageFixture: HierarchyConformance.Fixture {
    var shapes: [HierarchyConformance.Shape] { [.modalChainThreeDeep, .scrolledList, .textDraft, .itemSelection] }

    func makeHierarchy() -> Stage { Stage() }

    // snippet:skip makeRegistry(for:)
    func makeRegistry(for shape: HierarchyConformance.Shape) -> RestorationRegistry<Screen> {
        makeRegistry(for: shape, listItems: HierarchyConformance.ListViewState.savedItems)
    }

    func makeRegistry(for shape: HierarchyConformance.Shape, listItems: [String]) -> RestorationRegistry<Screen> {
        let registry = RestorationRegistry<Screen>()
        registry.register(ItemScreen.self) { ItemScreen() }
        registry.register(ListScreen.self) { ListScreen(items: listItems) }
        return registry
    }
    // snippet:resume

    func makeRoot(for shape: HierarchyConformance.Shape) -> Screen { ScreenStack([ItemScreen()]) }

    // snippet:skip arrange(_:in:), postRestoreHookCount(of:), listViewState(in:)
    func arrange(_ shape: HierarchyConformance.Shape, in stage: Stage) async throws {
        guard let stack = stage.root as? ScreenStack, let top = stack.top else { throw SimulatedAppError("no stack") }
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
            list.list = ScrollAnchor(itemIdentifier: HierarchyConformance.ListViewState.anchoredItem, index: 40, offset: 6)
            list.selected = ItemSelection(arranged.selectedItems)
            list.draft = arranged.draft
            stack.push(list)
        default:
            throw SimulatedAppError("the stage does not show \(shape)")
        }
    }

    func postRestoreHookCount(of node: Screen) -> Int {
        switch node {
        case let item as ItemScreen: item.hookRuns
        case let list as ListScreen: list.hookRuns
        default: 1  // the stage's own stacks have no hook
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

    @Test func everyRegistryUsedWithAStageRestoresStacksWithoutBeingTold() throws {
        let registry = RestorationRegistry<Screen>()
        _ = RestorationController(hierarchy: Stage(), registry: registry, configuration: .init(store: InMemoryStore()))
        #expect(registry.contains("ScreenStack"))
        #expect(try registry.make("ScreenStack") is ScreenStack)
    }
}
