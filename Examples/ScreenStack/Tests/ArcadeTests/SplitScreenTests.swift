import Revive
import ReviveStage
import ReviveTesting
import StageKit
import Testing

/// StageKit's split screen — columns side by side, one focused or none — as a game uses it, and
/// as the adapter shows it to Revive: a split container of its columns, with its focus.
@MainActor
struct SplitScreenTests {
    private func columns() -> (SplitScreen, [ScreenStack]) {
        let stacks = [ScreenStack([NamedScreen("a")]), ScreenStack([NamedScreen("b"), NamedScreen("b2")])]
        return (SplitScreen(stacks, focusedIndex: 1), stacks)
    }

    // MARK: The toolkit

    @Test func theStageShowsTheFocusedColumnAndTheSplitItselfWhenNoneHasTheFocus() throws {
        let stage = Stage()
        let (split, stacks) = columns()
        stage.show(split)
        #expect(stage.visibleScreen === stacks[1].top)
        try split.focus(0)
        #expect(stage.visibleScreen === stacks[0].top)
        try split.focus(nil)
        #expect(stage.visibleScreen === split)
    }

    @Test func aColumnHasAPlaceSoItCannotAlsoBeShownAsAnOverlay() {
        let (split, stacks) = columns()
        #expect(stacks.allSatisfy { $0.hasPlace && $0.split === split })
        #expect(throws: StageError.self) { try NamedScreen("over").showOverlay(stacks[0]) }
        split.setColumns([], focusedIndex: nil)
        #expect(stacks.allSatisfy { !$0.hasPlace && $0.split == nil })
    }

    @Test func aFocusOutOfRangeIsRefusedOrDropped() {
        let (split, _) = columns()
        #expect(throws: StageError.self) { try split.focus(2) }
        #expect(split.focusedIndex == 1)
        split.setColumns([NamedScreen("only")], focusedIndex: 3)
        #expect(split.focusedIndex == nil && split.focusedColumn == nil)
    }

    // MARK: The adapter

    @Test func theAdapterShowsASplitScreenAsASplitContainerOfItsColumnsWithItsFocus() throws {
        let stage = Stage()
        let (split, stacks) = columns()
        #expect(stage.containerKind(of: split) == .split(focusedIndex: 1))
        #expect(stage.children(of: split).map(ObjectIdentifier.init) == stacks.map(ObjectIdentifier.init))
        #expect(stage.defaultChildren(of: split).count == 2)
        let fresh = SplitScreen()
        try stage.install(children: [NamedScreen("x"), NamedScreen("y")], kind: .split(focusedIndex: 0), into: fresh)
        #expect(fresh.columns.map(\.title) == ["x", "y"] && fresh.focusedIndex == 0)
    }

    @Test func everyRegistryUsedWithAStageRestoresSplitScreensWithoutBeingTold() throws {
        let registry = RestorationRegistry<Screen>()
        _ = RestorationController(hierarchy: Stage(), registry: registry, configuration: .init(store: InMemoryStore()))
        #expect(try registry.make("SplitScreen") is SplitScreen)
    }

    @Test func columnsComeBackWithTheirStacksAndTheFocusAfterAKill() async throws {
        let app = SimulatedApp(
            hierarchy: { Stage() },
            registry: {
                let registry = RestorationRegistry<Screen>()
                registry.register(ItemScreen.self) { ItemScreen() }
                return registry
            },
            rootPage: { SplitScreen([ScreenStack([ItemScreen()]), ScreenStack([ItemScreen()])], focusedIndex: 0) }
        )
        await app.launch()
        let split = try #require(app.hierarchy?.root as? SplitScreen)
        let item = ItemScreen()
        item.value = 7
        (split.columns[1] as? ScreenStack)?.push(item)
        try split.focus(1)
        try await app.enterBackground()
        app.killBySystem()

        let result = await app.launch()
        #expect(result.report?.items.isEmpty == true, "\(result)")
        let restored = try #require(app.hierarchy?.root as? SplitScreen)
        #expect(restored.focusedIndex == 1)
        #expect((app.hierarchy?.visibleScreen as? ItemScreen)?.value == 7)
    }
}
