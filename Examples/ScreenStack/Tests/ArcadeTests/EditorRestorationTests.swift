import Arcade
import Revive
import ReviveStage
import ReviveTesting
import StageKit
import Testing

/// A desk whose sidebar's entries the test changes between launches, as a new version of a game
/// may drop a world.
final class ChangingShelfDesk: Desk {
    static var entries = ["a", "b", "c"]
    override var sidebarItems: [String] { Self.entries }
}

@MainActor
private func makeEditorApp() -> SimulatedApp<Stage> {
    SimulatedApp(
        hierarchy: { Stage() }, registry: ArcadeGame.makeRegistry,
        rootPage: { ScreenStack([TitleScreen(), LevelEditor()]) }
    )
}

/// The level editor through a simulated process: what the engine sees of a desk.
@MainActor
struct EditorRestorationTests {
    @Test func theLaunchReportHasTheVisibleLineOfEachPaneThatShowsAMap() async throws {
        let app = makeEditorApp()
        await app.launch()
        let editor = try #require((app.hierarchy?.root as? ScreenStack)?.top as? LevelEditor)
        let cave = MapScreen(name: "cave")
        editor.panes[0].open(cave)
        try cave.showOverlay(DialogScreen(name: "Resize"))
        editor.openPane()
        editor.openPane().open(MapScreen(name: "sky"))
        try await app.enterBackground()
        app.killBySystem()

        let result = await app.launch()
        let report = try #require(result.report)
        #expect(report.isComplete, "\(report.items)")
        // The empty middle pane shows no page of its own; each other pane is one line.
        #expect(report.visiblePaths == [
            "ScreenStack > LevelEditor > Pane > MapScreen presents > DialogScreen",
            "ScreenStack > LevelEditor > Pane > MapScreen",
        ])
        let restored = try #require((app.hierarchy?.root as? ScreenStack)?.top as? LevelEditor)
        #expect(restored.panes.count == 3 && restored.focusedPaneIndex == 2)
    }

    @Test func aDeskWithNoDocumentOpenIsCheckpointed() async throws {
        let app = makeEditorApp()
        await app.launch()
        let editor = try #require((app.hierarchy?.root as? ScreenStack)?.top as? LevelEditor)
        try editor.selectSidebarItem("caves")
        editor.closePane(editor.panes[0])
        #expect(try app.controller().checkpoint().isScheduled)
    }

    @Test func aSidebarEntryTheGameNoLongerListsIsDeselectedAndReported() async throws {
        ChangingShelfDesk.entries = ["a", "b", "c"]
        defer { ChangingShelfDesk.entries = ["a", "b", "c"] }
        let app = SimulatedApp(
            hierarchy: { Stage() },
            registry: {
                let registry = RestorationRegistry<Screen>()
                registry.register(ChangingShelfDesk.self) { ChangingShelfDesk() }
                return registry
            },
            rootPage: { ChangingShelfDesk() }
        )
        await app.launch()
        let desk = try #require(app.hierarchy?.root as? ChangingShelfDesk)
        try desk.selectSidebarItem("b")
        try await app.enterBackground()
        app.killBySystem()

        ChangingShelfDesk.entries = ["a", "c"]
        let result = await app.launch()
        let restored = try #require(app.hierarchy?.root as? ChangingShelfDesk)
        #expect(restored.selectedSidebarItem == nil)
        let moved = try #require(result.report?.items(.movedViewState).first)
        #expect(moved.key == PageViewState.selectionKey && moved.reason.contains("\"b\""), "\(moved)")
    }

    @Test func theSidebarSelectionComesBackWhenTheEntryIsStillThere() async throws {
        let app = makeEditorApp()
        await app.launch()
        let editor = try #require((app.hierarchy?.root as? ScreenStack)?.top as? LevelEditor)
        try editor.selectSidebarItem("sky")
        try await app.enterBackground()
        app.killBySystem()

        await app.launch()
        let restored = try #require((app.hierarchy?.root as? ScreenStack)?.top as? LevelEditor)
        #expect(restored.selectedSidebarItem == "sky")
        #expect(restored.panes.count == 1 && restored.panes[0].documents.isEmpty)
    }
}
