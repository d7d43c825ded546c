import Foundation
import Revive
import ReviveNavigator
import Testing

/// The update matrix for the headless navigator: the file the last release, 0.2.0,
/// wrote (`Tests/Samples/Updates/0.2.0/navigator`, its README says how), read by today's code with
/// the app changed in each documented way. Each row checks what comes back, one report item per
/// thing dropped, that no launch says damaged, and that the file is still there or set aside.
///
/// The version 1 app: `Workspace` (tabs, id `workspace`) of `LibraryStack` `library`
/// (`LibraryPage` filter "unread" > `ComicPage` 42, rating 4 > `ReaderPage` page 21),
/// `NavigationPage` `search` (`SearchPage` "batman"), `NavigationPage` `settings`
/// (`SettingsPage` "dark"); `SharePage` "for Sam" presented over the tabs.
@MainActor
struct NavigatorUpdateMatrixTests {
    // MARK: Rows

    @Test func theUnchangedAppGetsTheWholePlaceBack() async throws {
        let launched = try await launch(.unchanged())
        #expect(launched.report?.isComplete == true, "\(String(describing: launched.report?.items))")
        expectLibrary(launched)
        expectOtherTabs(launched)
        #expect(launched.navigator.visiblePage is SharePage)
        expectNothingLost(launched)
    }

    @Test func aPageTypeRenamedWithoutItsOldNameDropsItsPagesAndKeepsTheRest() async throws {
        var app = App.unchanged()
        app.registry = Self.without("ComicPage", app)
        app.register(Renamed.IssuePage.self) { Renamed.IssuePage() }
        let launched = try await launch(app)
        expectLibrary(launched, depth: 1)
        expectOtherTabs(launched)
        #expect(launched.items(.droppedPage) == [
            #"Workspace("workspace") > LibraryStack("library") > ComicPage("42")"#,
            #"Workspace("workspace") > LibraryStack("library") > ReaderPage"#,
        ])
        #expect(launched.report?.items.count == 2)
        expectNothingLost(launched)
    }

    @Test func aPageTypeRenamedUnderItsOldNameComesBackWhole() async throws {
        var app = App.unchanged()
        app.registry = Self.without("ComicPage", app)
        app.register(Renamed.IssuePage.self, name: "ComicPage") { Renamed.IssuePage() }
        let launched = try await launch(app)
        #expect(launched.report?.isComplete == true, "\(String(describing: launched.report?.items))")
        let issue = launched.stack("library")?.pages.dropFirst().first as? Renamed.IssuePage
        #expect(issue?.comicID == 42 && issue?.rating == 4)
        #expect((launched.stack("library")?.topPage as? ReaderPage)?.page == 21)
        expectNothingLost(launched)
    }

    @Test func aSchemaBumpWithAMigrationRenamesThePageTypeAndEverythingComesBack() async throws {
        var app = App.unchanged()
        app.registry = Self.without("ComicPage", app)
        app.register(Renamed.IssuePage.self) { Renamed.IssuePage() }
        app.policy = RestorationPolicy(schemaVersion: 1)
        app.policy.registerMigration(from: 0) { snapshot in
            var migrated = snapshot
            migrated.root = Self.renaming("ComicPage", to: "IssuePage", in: snapshot.root)
            return migrated
        }
        let launched = try await launch(app)
        #expect(launched.report?.isComplete == true, "\(String(describing: launched.report?.items))")
        #expect((launched.stack("library")?.pages.dropFirst().first as? Renamed.IssuePage)?.comicID == 42)
        expectOtherTabs(launched)
        expectNothingLost(launched)
    }

    @Test func aSchemaBumpWithoutAMigrationStartsFreshSayingWhyAndKeepsTheFile() async throws {
        var app = App.unchanged()
        app.policy = RestorationPolicy(schemaVersion: 1)
        let launched = try await launch(app)
        #expect(launched.result == .fresh(.schemaVersionMismatch(saved: 0, current: 1)))
        expectNothingLost(launched)
    }

    @Test func aRemovedPageTypeDropsThatPageOnly() async throws {
        var app = App.unchanged()
        app.registry = Self.without("ReaderPage", app)
        let launched = try await launch(app)
        expectLibrary(launched, depth: 2)
        expectOtherTabs(launched)
        #expect(launched.items(.droppedPage) == [#"Workspace("workspace") > LibraryStack("library") > ReaderPage"#])
        #expect(launched.report?.items.count == 1)
        expectNothingLost(launched)
    }

    @Test func aValueWhoseTypeChangedKeepsItsDefaultAndThePageComesBack() async throws {
        var app = App.unchanged()
        app.register(ValueChanged.ComicPage.self) { ValueChanged.ComicPage() }
        let launched = try await launch(app)
        let comic = launched.stack("library")?.pages.dropFirst().first as? ValueChanged.ComicPage
        #expect(comic?.comicID == 42 && comic?.rating == "unrated")
        #expect((launched.stack("library")?.topPage as? ReaderPage)?.page == 21)
        expectOtherTabs(launched)
        #expect(launched.items(.defaultedValue) == [#"Workspace("workspace") > LibraryStack("library") > ComicPage("42") key rating"#])
        #expect(launched.report?.items.count == 1)
        expectNothingLost(launched)
    }

    @Test func aRenamedKeyReadsAsItsDefaultWithAnItemForTheNewKey() async throws {
        var app = App.unchanged()
        app.register(KeyRenamed.LibraryPage.self) { KeyRenamed.LibraryPage() }
        app.makeRoot = {
            Workspace(pages: [
                LibraryStack(rootPage: KeyRenamed.LibraryPage(), restorationIdentifier: "library"), App.tab("search"), App.tab("settings"),
            ], restorationIdentifier: "workspace")
        }
        let launched = try await launch(app)
        let pages = launched.stack("library")?.pages ?? []
        #expect((pages.first as? KeyRenamed.LibraryPage)?.filter == "all")
        #expect(pages.count == 3 && (pages.last as? ReaderPage)?.page == 21)
        expectOtherTabs(launched)
        #expect(launched.items(.defaultedValue) == [#"Workspace("workspace") > LibraryStack("library") > LibraryPage key library_filter"#])
        #expect(launched.report?.items.count == 1)
        expectNothingLost(launched)
    }

    // Tabs: unless the app declares its tab bar its own (registerFixedTabs, in
    // NavigatorFixedTabsUpdateTests), the engine brings the saved tabs back as saved, whatever
    // tabs the app's default root makes now (a route tree takes the app's tabs:
    // RouteUpdateMatrixTests). Nothing is dropped, so there is no item; a tab an update added
    // shows from the next fresh start on, or at once through a migration.

    @Test func aTabAddedIsNotShownAndTheSavedTabsComeBackAsSaved() async throws {
        var app = App.unchanged()
        app.makeRoot = { App.tabs(["library", "downloads", "search", "settings"]) }
        let launched = try await launch(app)
        #expect(launched.tabs.map(\.restorationIdentifier) == ["library", "search", "settings"])
        #expect((launched.navigator.rootPage as? TabBarPage)?.selectedIndex == 0)
        expectLibrary(launched)
        expectOtherTabs(launched)
        #expect(launched.report?.isComplete == true, "\(String(describing: launched.report?.items))")
        expectNothingLost(launched)
    }

    @Test func aTabAddedByAMigrationIsShownWithItsDefaultsBesideTheSavedOnes() async throws {
        var app = App.unchanged()
        app.makeRoot = { App.tabs(["library", "downloads", "search", "settings"]) }
        app.policy = RestorationPolicy(schemaVersion: 1)
        app.policy.registerMigration(from: 0) { snapshot in
            var migrated = snapshot
            migrated.root.children.insert(Snapshot.Node(typeName: "NavigationPage", restorationID: "downloads", kind: .stack), at: 1)
            return migrated
        }
        let launched = try await launch(app)
        #expect(launched.tabs.map(\.restorationIdentifier) == ["library", "downloads", "search", "settings"])
        #expect(launched.stack("downloads")?.rootPage is DownloadsPage)
        #expect((launched.navigator.rootPage as? TabBarPage)?.selectedIndex == 0)
        expectLibrary(launched)
        expectOtherTabs(launched)
        #expect(launched.report?.isComplete == true, "\(String(describing: launched.report?.items))")
        expectNothingLost(launched)
    }

    @Test func aTabRemovedComesBackAsSaved() async throws {
        var app = App.unchanged()
        app.makeRoot = { App.tabs(["library", "settings"]) }
        let launched = try await launch(app)
        #expect(launched.tabs.map(\.restorationIdentifier) == ["library", "search", "settings"])
        expectLibrary(launched)
        expectOtherTabs(launched)
        #expect(launched.report?.isComplete == true, "\(String(describing: launched.report?.items))")
        expectNothingLost(launched)
    }

    @Test func reorderedTabsComeBackInTheSavedOrderWithTheSavedTabSelected() async throws {
        var app = App.unchanged()
        app.makeRoot = { App.tabs(["settings", "search", "library"]) }
        let launched = try await launch(app)
        #expect(launched.tabs.map(\.restorationIdentifier) == ["library", "search", "settings"])
        #expect((launched.navigator.rootPage as? TabBarPage)?.selectedIndex == 0)
        expectLibrary(launched)
        expectOtherTabs(launched)
        #expect(launched.report?.isComplete == true, "\(String(describing: launched.report?.items))")
        expectNothingLost(launched)
    }

    @Test func tabsReplacedByASplitComeBackAsItsColumns() async throws {
        var app = App.unchanged()
        app.register(AsSplit.Workspace.self, name: "Workspace") { AsSplit.Workspace() }
        app.makeRoot = {
            AsSplit.Workspace(pages: [App.tab("library"), App.tab("search"), App.tab("settings")],
                              roles: [.primary, .secondary, .supplementary], focusedIndex: 1, restorationIdentifier: "workspace")
        }
        let launched = try await launch(app)
        let split = try #require(launched.navigator.rootPage as? AsSplit.Workspace)
        #expect(split.pages.map(\.restorationIdentifier) == ["library", "search", "settings"])
        #expect(split.focusedIndex == 0)   // the selected tab has the focus
        expectLibrary(launched)
        expectOtherTabs(launched)
        #expect(launched.items(.changedKind) == [#"Workspace("workspace")"#])
        #expect(launched.report?.items.count == 1)
        expectNothingLost(launched)
    }

    @Test func aStackReplacedByASplitComesBackInTheColumnThatHoldsItsFirstPage() async throws {
        var app = App.unchanged()
        app.register(AsSplit.LibraryStack.self, name: "LibraryStack") { AsSplit.LibraryStack() }
        app.makeRoot = {
            let library = AsSplit.LibraryStack(pages: [
                NavigationPage(rootPage: SearchPage(), restorationIdentifier: "folders"),
                NavigationPage(rootPage: LibraryPage(), restorationIdentifier: "reading"),
            ], roles: [.primary, .secondary], focusedIndex: 0, restorationIdentifier: "library")
            return Workspace(pages: [library, App.tab("search"), App.tab("settings")], restorationIdentifier: "workspace")
        }
        let launched = try await launch(app)
        let reading = launched.stack("reading")?.pages ?? []
        #expect(reading.count == 3 && (reading.first as? LibraryPage)?.filter == "unread" && (reading.last as? ReaderPage)?.page == 21)
        #expect((launched.tabs.first as? AsSplit.LibraryStack)?.focusedIndex == 1)
        expectOtherTabs(launched)
        #expect(launched.items(.changedKind) == [#"Workspace("workspace") > LibraryStack("library")"#])
        #expect(launched.report?.items.count == 1)
        expectNothingLost(launched)
    }

    // MARK: A split the last release could not write: today's code before the change

    /// The version 1 app of `current-v1/navigator-split`: the library tab is a split view
    /// (`LibraryStack`, a `SplitPage`) of `folders` (`SearchPage` "comics") and `reading`
    /// (`LibraryPage` "unread" > `ComicPage` 42 > `ReaderPage` 21), `reading` focused.
    static func splitVersion1() -> Page {
        let library = AsSplit.LibraryStack(pages: [
            NavigationPage(rootPage: SearchPage(), restorationIdentifier: "folders"),
            NavigationPage(rootPage: LibraryPage(), restorationIdentifier: "reading"),
        ], roles: [.primary, .secondary], focusedIndex: 1, restorationIdentifier: "library")
        return Workspace(pages: [library, App.tab("search"), App.tab("settings")], restorationIdentifier: "workspace")
    }

    /// Writes `current-v1/navigator-split/default.revive` with `REVIVE_WRITE_SAMPLES=1`, once:
    /// a sample already there is never rewritten.
    @Test func writeTheSplitSampleWhenAsked() async throws {
        let file = Self.samples.appendingPathComponent("current-v1/navigator-split/default.revive")
        guard ProcessInfo.processInfo.environment["REVIVE_WRITE_SAMPLES"] == "1",
              !FileManager.default.fileExists(atPath: file.path) else { return }
        var app = App.unchanged()
        app.register(AsSplit.LibraryStack.self, name: "LibraryStack") { AsSplit.LibraryStack() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("revive-update-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try FileStore(directory: folder)
        let navigator = Navigator()
        let controller = RestorationController(hierarchy: navigator, registry: app.registry, configuration: .init(store: store, checkpointDelay: nil))
        _ = await controller.launch(defaultRoot: Self.splitVersion1)
        let tabs = try #require(navigator.rootPage as? Workspace)
        let split = try #require(tabs.pages.first as? AsSplit.LibraryStack)
        let folders = try #require(split.pages.first as? NavigationPage)
        let reading = try #require(split.pages.last as? NavigationPage)
        (folders.rootPage as? SearchPage)?.query = "comics"
        (reading.rootPage as? LibraryPage)?.filter = "unread"
        let comic = ComicPage(restorationIdentifier: "42")
        comic.comicID = 42
        comic.rating = 4
        try reading.push(comic)
        let reader = ReaderPage()
        reader.page = 21
        try reading.push(reader)
        ((tabs.pages[1] as? NavigationPage)?.rootPage as? SearchPage)?.query = "batman"
        ((tabs.pages[2] as? NavigationPage)?.rootPage as? SettingsPage)?.theme = "dark"
        #expect(controller.saveBeforeExit().isScheduled)
        controller.releaseSceneLock()
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: store.fileURL(for: "default"), to: file)
    }

    @Test func aSplitReplacedByAStackKeepsTheFocusedColumnsLineAndReportsTheOtherColumn() async throws {
        let launched = try await launch(.unchanged(), sample: "current-v1/navigator-split/default.revive")
        expectLibrary(launched)
        #expect((launched.stack("search")?.rootPage as? SearchPage)?.query == "batman")
        #expect(launched.items(.changedKind) == [#"Workspace("workspace") > LibraryStack("library")"#])
        #expect(launched.items(.droppedPage) == [#"Workspace("workspace") > LibraryStack("library") > NavigationPage("folders")"#])
        #expect(launched.report?.items.count == 2)
        expectNothingLost(launched)
    }
}
