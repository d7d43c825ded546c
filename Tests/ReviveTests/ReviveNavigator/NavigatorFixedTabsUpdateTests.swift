import Foundation
import Revive
import ReviveNavigator
import Testing

/// The update matrix's tab rows for an app whose tab bar is its own
/// (``RestorationRegistry/registerFixedTabs(of:)``): the update's tabs, in its order, each with
/// what the 0.2.0 file saved in it. Without the declaration, the saved tabs come back as saved
/// (``NavigatorUpdateMatrixTests``).
extension NavigatorUpdateMatrixTests {
    /// `App.unchanged()` whose `Workspace` makes its own tabs, `ids`.
    private func fixedTabsApp(_ ids: [String]) -> App {
        var app = App.unchanged()
        app.registry.registerFixedTabs(of: Workspace.self)
        app.makeRoot = { App.tabs(ids) }
        return app
    }

    @Test func fixedTabsAnUpdateAddedShowWithTheirDefaultsBesideTheSavedOnes() async throws {
        let launched = try await launch(fixedTabsApp(["library", "downloads", "search", "settings"]))
        #expect(launched.tabs.map(\.restorationIdentifier) == ["library", "downloads", "search", "settings"])
        #expect(launched.stack("downloads")?.rootPage is DownloadsPage)
        #expect((launched.navigator.rootPage as? TabBarPage)?.selectedIndex == 0)
        expectLibrary(launched)
        expectOtherTabs(launched)
        #expect(launched.report?.isComplete == true, "\(String(describing: launched.report?.items))")
        expectNothingLost(launched)
    }

    @Test func aFixedTabAnUpdateRemovedIsDroppedWithOneItemAndTheOthersComeBack() async throws {
        let launched = try await launch(fixedTabsApp(["library", "settings"]))
        #expect(launched.tabs.map(\.restorationIdentifier) == ["library", "settings"])
        expectLibrary(launched)
        #expect((launched.stack("settings")?.rootPage as? SettingsPage)?.theme == "dark")
        #expect(launched.items(.droppedPage) == [#"Workspace("workspace") > NavigationPage("search")"#])
        #expect(launched.report?.items.count == 1, "\(String(describing: launched.report?.items))")
        expectNothingLost(launched)
    }

    @Test func aRemovedFixedTabThatWasSelectedSelectsTheFirstAndSaysSo() async throws {
        let launched = try await launch(fixedTabsApp(["search", "settings"]))
        #expect(launched.tabs.map(\.restorationIdentifier) == ["search", "settings"])
        #expect((launched.navigator.rootPage as? TabBarPage)?.selectedIndex == 0)
        #expect(launched.items(.droppedPage) == [#"Workspace("workspace") > LibraryStack("library")"#])
        #expect(launched.items(.selectionReset) == [#"Workspace("workspace")"#])
        #expect(launched.report?.items.count == 2, "\(String(describing: launched.report?.items))")
        expectOtherTabs(launched)
        expectNothingLost(launched)
    }

    @Test func fixedTabsAnUpdateReorderedComeInItsOrderWithTheSelectionOnItsTab() async throws {
        let launched = try await launch(fixedTabsApp(["settings", "search", "library"]))
        #expect(launched.tabs.map(\.restorationIdentifier) == ["settings", "search", "library"])
        #expect((launched.navigator.rootPage as? TabBarPage)?.selectedIndex == 2, "the library was selected")
        expectLibrary(launched)
        expectOtherTabs(launched)
        #expect(launched.report?.isComplete == true, "\(String(describing: launched.report?.items))")
        expectNothingLost(launched)
    }

    @Test func fixedTabsTheUpdateDidNotChangeComeBackAsSaved() async throws {
        let launched = try await launch(fixedTabsApp(["library", "search", "settings"]))
        #expect(launched.tabs.map(\.restorationIdentifier) == ["library", "search", "settings"])
        expectLibrary(launched)
        expectOtherTabs(launched)
        #expect(launched.report?.isComplete == true, "\(String(describing: launched.report?.items))")
        expectNothingLost(launched)
    }
}
