#if canImport(UIKit)
import UIKit
#elseif os(Linux) && UIKitStandIn
import UIKitStandIn
#endif
#if canImport(UIKit) || (os(Linux) && UIKitStandIn)
import Foundation
import Revive
import ReviveFaults
import ReviveUIKit
import Testing

/// The update matrix for the UIKit adapter: the file the last release, 0.2.0, wrote
/// through `SceneRestoration` on UIKit's stand-in (`Tests/Samples/Updates/0.2.0/uikit`, its
/// README says how), read by today's code with the app changed in each documented way. Each row
/// checks what comes back, one report item per thing dropped, that no launch says damaged, and
/// that the file is still there or set aside.
///
/// The version 1 app: `WorkspaceController` (a tab bar controller), tab 0 selected of
/// `LibraryNavigationController` (`LibraryViewController` "unread" > `ComicViewController` 42,
/// rating 4), a navigation controller of `SearchViewController` "batman", one of
/// `SettingsViewController` "dark"; `ReaderViewController` page 21 presented full screen.
@MainActor
@Suite(.serialized)
struct UIKitUpdateMatrixTests {
    class ShelfViewController: UIViewController, Revivable {
        init() { super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { super.init(coder: coder) }
        func encodeRevivableState(into state: inout PageState) throws {}
        func decodeRevivableState(from state: PageState) throws {}
        func revivalDidFinish() {}
    }
    final class LibraryViewController: ShelfViewController { @Preserved var filter = "all" }
    final class ComicViewController: ShelfViewController {
        @Preserved("comic_id") var comicID = 0
        @Preserved var rating = 0
    }
    final class ReaderViewController: ShelfViewController { @Preserved var page = 1 }
    final class SearchViewController: ShelfViewController { @Preserved var query = "" }
    final class SettingsViewController: ShelfViewController { @Preserved var theme = "light" }
    final class DownloadsViewController: ShelfViewController {}
    final class WorkspaceController: UITabBarController {}
    final class LibraryNavigationController: UINavigationController {}

    enum Renamed {
        final class IssueViewController: ShelfViewController {
            @Preserved("comic_id") var comicID = 0
            @Preserved var rating = 0
        }
    }
    enum ValueChanged {
        final class ComicViewController: ShelfViewController {
            @Preserved("comic_id") var comicID = 0
            @Preserved var rating = "unrated"
        }
    }
    enum KeyRenamed {
        final class LibraryViewController: ShelfViewController { @Preserved("library_filter") var filter = "all" }
    }
    enum AsSplit {
        /// The tab bar became a sidebar: the same type name, a split view controller now.
        final class WorkspaceController: UISplitViewController {}
    }

    /// Today's app: the types it registers (by the name the file knows) and its fresh root.
    @MainActor
    struct App {
        var types: [String: @MainActor () -> UIViewController] = [
            "LibraryViewController": { LibraryViewController() }, "ComicViewController": { ComicViewController() },
            "ReaderViewController": { ReaderViewController() }, "SearchViewController": { SearchViewController() },
            "SettingsViewController": { SettingsViewController() }, "DownloadsViewController": { DownloadsViewController() },
            "WorkspaceController": { WorkspaceController() }, "LibraryNavigationController": { LibraryNavigationController() },
        ]
        var tabs = ["library", "search", "settings"]
        var makeLibrary: @MainActor () -> UIViewController = { LibraryViewController() }
        /// Whether the app declares its tab bar controller's tabs its own (`registerFixedTabs`).
        var hasFixedTabs = false

        var registry: RestorationRegistry<UIViewController> {
            let registry = RestorationRegistry<UIViewController>()
            for (name, make) in types { registry.register(type(of: make()), name: name, factory: make) }
            if hasFixedTabs { registry.registerFixedTabs(of: WorkspaceController.self) }
            return registry
        }

        func makeRoot() -> UIViewController {
            let root = WorkspaceController()
            root.setViewControllers(tabs.map(tab), animated: false)
            return root
        }

        func tab(_ id: String) -> UIViewController {
            switch id {
            case "library": LibraryNavigationController(rootViewController: makeLibrary())
            case "search": UINavigationController(rootViewController: SearchViewController())
            case "settings": UINavigationController(rootViewController: SettingsViewController())
            default: UINavigationController(rootViewController: DownloadsViewController())
            }
        }
    }

    static let samples = PackageFolder.samples.appendingPathComponent("Updates")
    static let sceneID = "uikit-scene"

    @MainActor
    struct Launched {
        let window: UIWindow
        let result: LaunchResult
        let store: FileStore
        let folder: URL

        var tabs: [UIViewController] { (window.rootViewController as? UITabBarController)?.viewControllers ?? [] }
        /// The view controllers of the navigation controller whose root is a `T`.
        func stack<T: UIViewController>(_ root: T.Type) -> [UIViewController] {
            let children = window.rootViewController?.children ?? []
            return children.compactMap { $0 as? UINavigationController }.first { $0.viewControllers.first is T }?.viewControllers ?? []
        }
        func items(_ kind: RestoreReport.Item.Kind) -> [String] {
            (result.report?.items(kind) ?? []).map { item in item.key.map { "\(item.path) key \($0)" } ?? item.path }
        }
    }

    func launch(_ app: App, makeRoot: (@MainActor () -> UIViewController)? = nil) async throws -> Launched {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("revive-update-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let store = try FileStore(directory: folder)
        try FileManager.default.copyItem(at: Self.samples.appendingPathComponent("0.2.0/uikit/uikit-scene.revive"), to: store.fileURL(for: Self.sceneID))
        let window = UIWindow(frame: .zero)
        let controller = RestorationController(hierarchy: WindowHierarchy(window: window), registry: app.registry, sceneID: Self.sceneID,
                                               configuration: .init(store: store, checkpointDelay: nil))
        let result = await controller.launch(defaultRoot: makeRoot ?? app.makeRoot)
        controller.releaseSceneLock()
        return Launched(window: window, result: result, store: store, folder: folder)
    }

    func expectNothingLost(_ launched: Launched, sourceLocation: SourceLocation = #_sourceLocation) {
        if case .fresh(.damagedFile(let reason)) = launched.result {
            Issue.record("an intact file was called damaged: \(reason)", sourceLocation: sourceLocation)
        }
        let kept = FileManager.default.fileExists(atPath: launched.store.fileURL(for: Self.sceneID).path)
            || FileManager.default.fileExists(atPath: launched.store.quarantineURL(for: Self.sceneID).path)
        #expect(kept, "the saved file was deleted, not set aside", sourceLocation: sourceLocation)
        try? FileManager.default.removeItem(at: launched.folder)
    }

    func expectPlace(_ launched: Launched, comic: Bool = true, reader: Bool = true, sourceLocation: SourceLocation = #_sourceLocation) {
        let library = launched.stack(LibraryViewController.self)
        #expect((library.first as? LibraryViewController)?.filter == "unread", sourceLocation: sourceLocation)
        if comic {
            #expect(library.count == 2 && (library.last as? ComicViewController)?.comicID == 42, sourceLocation: sourceLocation)
            #expect((library.last as? ComicViewController)?.rating == 4, sourceLocation: sourceLocation)
        }
        #expect((launched.stack(SearchViewController.self).first as? SearchViewController)?.query == "batman", sourceLocation: sourceLocation)
        #expect((launched.stack(SettingsViewController.self).first as? SettingsViewController)?.theme == "dark", sourceLocation: sourceLocation)
        if reader {
            #expect((launched.window.rootViewController?.presentedViewController as? ReaderViewController)?.page == 21, sourceLocation: sourceLocation)
        }
    }

    @Test func theUnchangedAppGetsTheWholePlaceBack() async throws {
        let launched = try await launch(App())
        #expect(launched.result.report?.isComplete == true, "\(String(describing: launched.result.report?.items))")
        expectPlace(launched)
        expectNothingLost(launched)
    }

    @Test func aViewControllerRenamedWithoutItsOldNameIsDroppedAndTheRestComesBack() async throws {
        var app = App()
        app.types["ComicViewController"] = nil
        app.types["IssueViewController"] = { Renamed.IssueViewController() }
        let launched = try await launch(app)
        expectPlace(launched, comic: false)
        #expect(launched.stack(LibraryViewController.self).count == 1)
        #expect(launched.items(.droppedPage) == ["WorkspaceController > LibraryNavigationController > ComicViewController"])
        #expect(launched.result.report?.items.count == 1)
        expectNothingLost(launched)
    }

    @Test func aViewControllerRenamedUnderItsOldNameComesBackWhole() async throws {
        var app = App()
        app.types["ComicViewController"] = { Renamed.IssueViewController() }
        let launched = try await launch(app)
        #expect(launched.result.report?.isComplete == true, "\(String(describing: launched.result.report?.items))")
        let issue = launched.stack(LibraryViewController.self).last as? Renamed.IssueViewController
        #expect(issue?.comicID == 42 && issue?.rating == 4)
        expectPlace(launched, comic: false)
        expectNothingLost(launched)
    }

    @Test func aRemovedViewControllerTypeDropsItsPresentationOnly() async throws {
        var app = App()
        app.types["ReaderViewController"] = nil
        let launched = try await launch(app)
        expectPlace(launched, reader: false)
        #expect(launched.window.rootViewController?.presentedViewController == nil)
        #expect(launched.items(.droppedPage) == ["WorkspaceController presents > ReaderViewController"])
        #expect(launched.result.report?.items.count == 1)
        expectNothingLost(launched)
    }

    @Test func aValueWhoseTypeChangedKeepsItsDefault() async throws {
        var app = App()
        app.types["ComicViewController"] = { ValueChanged.ComicViewController() }
        let launched = try await launch(app)
        let comic = launched.stack(LibraryViewController.self).last as? ValueChanged.ComicViewController
        #expect(comic?.comicID == 42 && comic?.rating == "unrated")
        expectPlace(launched, comic: false)
        #expect(launched.items(.defaultedValue) == ["WorkspaceController > LibraryNavigationController > ComicViewController key rating"])
        #expect(launched.result.report?.items.count == 1)
        expectNothingLost(launched)
    }

    @Test func aRenamedKeyReadsAsItsDefaultWithAnItemForTheNewKey() async throws {
        var app = App()
        app.types["LibraryViewController"] = { KeyRenamed.LibraryViewController() }
        app.makeLibrary = { KeyRenamed.LibraryViewController() }
        let launched = try await launch(app)
        let library = launched.stack(KeyRenamed.LibraryViewController.self)
        #expect((library.first as? KeyRenamed.LibraryViewController)?.filter == "all")
        #expect((library.last as? ComicViewController)?.comicID == 42)
        #expect(launched.items(.defaultedValue) == ["WorkspaceController > LibraryNavigationController > LibraryViewController key library_filter"])
        #expect(launched.result.report?.items.count == 1)
        expectNothingLost(launched)
    }

    // Tabs: unless the app declares its tab bar its own (registerFixedTabs, in
    // UIKitFixedTabsUpdateTests), the saved tabs come back as saved, whatever tabs the default
    // root makes now; nothing is dropped, so there is no item (a tab an update added shows from
    // the next fresh start on).

    @Test func aTabAddedIsNotShownAndTheSavedTabsComeBackAsSaved() async throws {
        var app = App()
        app.tabs = ["library", "downloads", "search", "settings"]
        let launched = try await launch(app)
        #expect(launched.tabs.count == 3)
        #expect(launched.tabs.compactMap { ($0 as? UINavigationController)?.viewControllers.first }.contains { $0 is DownloadsViewController } == false)
        #expect((launched.window.rootViewController as? UITabBarController)?.selectedIndex == 0)
        expectPlace(launched)
        #expect(launched.result.report?.isComplete == true, "\(String(describing: launched.result.report?.items))")
        expectNothingLost(launched)
    }

    @Test func aTabRemovedComesBackAsSaved() async throws {
        var app = App()
        app.tabs = ["library", "settings"]
        let launched = try await launch(app)
        #expect(launched.tabs.count == 3)
        expectPlace(launched)
        #expect(launched.result.report?.isComplete == true, "\(String(describing: launched.result.report?.items))")
        expectNothingLost(launched)
    }

    @Test func reorderedTabsComeBackInTheSavedOrderWithTheSavedTabSelected() async throws {
        var app = App()
        app.tabs = ["settings", "search", "library"]
        let launched = try await launch(app)
        #expect(launched.tabs.first is LibraryNavigationController)
        #expect((launched.tabs.last as? UINavigationController)?.viewControllers.first is SettingsViewController)
        #expect((launched.window.rootViewController as? UITabBarController)?.selectedIndex == 0)
        expectPlace(launched)
        #expect(launched.result.report?.isComplete == true, "\(String(describing: launched.result.report?.items))")
        expectNothingLost(launched)
    }

    @Test func tabsReplacedByASplitViewComeBackAsItsColumns() async throws {
        var app = App()
        app.types["WorkspaceController"] = { AsSplit.WorkspaceController(style: .doubleColumn) }
        let launched = try await launch(app) {
            let split = AsSplit.WorkspaceController(style: .doubleColumn)
            split.setViewController(app.tab("library"), for: .primary)
            split.setViewController(app.tab("search"), for: .secondary)
            return split
        }
        #expect(launched.window.rootViewController is AsSplit.WorkspaceController)
        let primary = launched.stack(LibraryViewController.self)
        #expect((primary.first as? LibraryViewController)?.filter == "unread" && (primary.last as? ComicViewController)?.comicID == 42)
        #expect((launched.stack(SearchViewController.self).first as? SearchViewController)?.query == "batman")
        #expect((launched.window.rootViewController?.presentedViewController as? ReaderViewController)?.page == 21)
        #expect(launched.items(.changedKind) == ["WorkspaceController"], "\(String(describing: launched.result.report?.items))")
        // A split view of two columns has no place for the third tab, settings.
        #expect(launched.items(.droppedPage) == ["WorkspaceController > UINavigationController"], "\(String(describing: launched.result.report?.items))")
        #expect(launched.result.report?.items.count == 2)
        expectNothingLost(launched)
    }
}
#endif
