import Foundation
import Revive
import ReviveFaults
import ReviveNavigator
import Testing

/// The navigator's version 1 app and each update of it, the sample's launch and the checks every
/// row makes (``NavigatorUpdateMatrixTests``).
extension NavigatorUpdateMatrixTests {
    // MARK: The app, as version 1 had it and as each update changes it

    final class LibraryPage: Page { @Preserved var filter = "all" }
    final class ComicPage: Page {
        @Preserved("comic_id") var comicID = 0
        @Preserved var rating = 0
    }
    final class ReaderPage: Page { @Preserved var page = 1 }
    final class SearchPage: Page { @Preserved var query = "" }
    final class SettingsPage: Page { @Preserved var theme = "light" }
    final class SharePage: Page { @Preserved var note = "" }
    final class DownloadsPage: Page {}
    final class Workspace: TabBarPage {}
    final class LibraryStack: NavigationPage {}

    /// The types an update changed, each under the plain name the file knows.
    enum Renamed {
        final class IssuePage: Page {
            @Preserved("comic_id") var comicID = 0
            @Preserved var rating = 0
        }
    }
    enum ValueChanged {
        /// `rating` was a number of stars; now a label.
        final class ComicPage: Page {
            @Preserved("comic_id") var comicID = 0
            @Preserved var rating = "unrated"
        }
    }
    enum KeyRenamed {
        /// `filter` is saved under `library_filter` now.
        final class LibraryPage: Page { @Preserved("library_filter") var filter = "all" }
    }
    enum AsSplit {
        /// The tab bar became a sidebar: the same type, a split container now.
        final class Workspace: SplitPage {}
        /// The library's stack became a split view of a folder list and the reading column.
        final class LibraryStack: SplitPage {}
    }

    /// Today's app: its registry, its fresh root and its policy.
    @MainActor
    struct App {
        var registry = RestorationRegistry<Page>()
        var makeRoot: @MainActor () -> Page = { App.tabs() }
        var policy = RestorationPolicy()

        /// The app unchanged: the types of version 1.
        static func unchanged() -> App {
            var app = App()
            app.register(LibraryPage.self) { LibraryPage() }
            app.register(ComicPage.self) { ComicPage() }
            app.register(ReaderPage.self) { ReaderPage() }
            app.register(SearchPage.self) { SearchPage() }
            app.register(SettingsPage.self) { SettingsPage() }
            app.register(SharePage.self) { SharePage() }
            app.register(DownloadsPage.self) { DownloadsPage() }
            app.register(LibraryStack.self) { LibraryStack() }
            return app
        }

        mutating func register<T: Page>(_ type: T.Type, name: String? = nil, _ make: @escaping @MainActor () -> T) {
            registry.register(type, name: name, factory: make)
        }

        /// Version 1's tabs, or the ones an update lists (by id).
        static func tabs(_ ids: [String] = ["library", "search", "settings"]) -> Page {
            Workspace(pages: ids.map(tab), restorationIdentifier: "workspace")
        }

        static func tab(_ id: String) -> Page {
            switch id {
            case "library": LibraryStack(rootPage: LibraryPage(), restorationIdentifier: "library")
            case "search": NavigationPage(rootPage: SearchPage(), restorationIdentifier: "search")
            case "settings": NavigationPage(rootPage: SettingsPage(), restorationIdentifier: "settings")
            default: NavigationPage(rootPage: DownloadsPage(), restorationIdentifier: id)
            }
        }
    }

    // MARK: Launching on a sample

    static let samples = PackageFolder.samples.appendingPathComponent("Updates")

    @MainActor
    struct Launched {
        let navigator: Navigator
        let result: LaunchResult
        let store: FileStore
        let folder: URL

        var report: RestoreReport? { result.report }
        var tabs: [Page] { (navigator.rootPage as? TabBarPage)?.pages ?? [] }

        /// The stack of the tab (or column) whose id is `id`.
        func stack(_ id: String) -> NavigationPage? {
            func find(_ page: Page) -> NavigationPage? {
                if let stack = page as? NavigationPage, stack.restorationIdentifier == id { return stack }
                return page.childPages.lazy.compactMap(find).first
            }
            return navigator.rootPage.flatMap(find)
        }

        /// The report's items of `kind`, as `path` (and ` key` when there is one).
        func items(_ kind: RestoreReport.Item.Kind) -> [String] {
            (report?.items(kind) ?? []).map { item in item.key.map { "\(item.path) key \($0)" } ?? item.path }
        }
    }

    /// Copies `sample` into a new folder's store as scene `default` and launches `app` on it.
    func launch(_ app: App, sample: String = "0.2.0/navigator/default.revive") async throws -> Launched {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("revive-update-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let store = try FileStore(directory: folder)
        try FileManager.default.copyItem(at: Self.samples.appendingPathComponent(sample), to: store.fileURL(for: "default"))
        let navigator = Navigator()
        let controller = RestorationController(hierarchy: navigator, registry: app.registry, configuration: .init(
            store: store, policy: app.policy, checkpointDelay: nil
        ))
        let result = await controller.launch(defaultRoot: app.makeRoot)
        controller.releaseSceneLock()
        return Launched(navigator: navigator, result: result, store: store, folder: folder)
    }

    /// What every row asserts besides its own: no launch says damaged, and the file is still
    /// there or set aside.
    func expectNothingLost(_ launched: Launched, sourceLocation: SourceLocation = #_sourceLocation) {
        if case .fresh(.damagedFile(let reason)) = launched.result {
            Issue.record("an intact file was called damaged: \(reason)", sourceLocation: sourceLocation)
        }
        let kept = FileManager.default.fileExists(atPath: launched.store.fileURL(for: "default").path)
            || FileManager.default.fileExists(atPath: launched.store.quarantineURL(for: "default").path)
        #expect(kept, "the saved file was deleted, not set aside", sourceLocation: sourceLocation)
        try? FileManager.default.removeItem(at: launched.folder)
    }

    /// The version 1 place, checked page by page, in the library's stack up to `depth` pages.
    func expectLibrary(_ launched: Launched, depth: Int = 3, sourceLocation: SourceLocation = #_sourceLocation) {
        let pages = launched.stack("library")?.pages ?? []
        #expect(pages.count == depth, "\(pages.map { type(of: $0) })", sourceLocation: sourceLocation)
        #expect((pages.first as? LibraryPage)?.filter == "unread", sourceLocation: sourceLocation)
        if depth > 1 { #expect((pages[1] as? ComicPage)?.comicID == 42 && (pages[1] as? ComicPage)?.rating == 4, sourceLocation: sourceLocation) }
        if depth > 2 { #expect((pages[2] as? ReaderPage)?.page == 21, sourceLocation: sourceLocation) }
    }

    func expectOtherTabs(_ launched: Launched, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect((launched.stack("search")?.rootPage as? SearchPage)?.query == "batman", sourceLocation: sourceLocation)
        #expect((launched.stack("settings")?.rootPage as? SettingsPage)?.theme == "dark", sourceLocation: sourceLocation)
        #expect((launched.navigator.rootPage?.presentedPage as? SharePage)?.note == "for Sam", sourceLocation: sourceLocation)
    }

    // MARK: Helpers

    /// `app`'s registry without the type registered as `name`.
    static func without(_ name: String, _ app: App) -> RestorationRegistry<Page> {
        let registry = RestorationRegistry<Page>()
        let types: [(String, @MainActor () -> Page)] = [
            ("LibraryPage", { LibraryPage() }), ("ComicPage", { ComicPage() }), ("ReaderPage", { ReaderPage() }),
            ("SearchPage", { SearchPage() }), ("SettingsPage", { SettingsPage() }), ("SharePage", { SharePage() }),
            ("DownloadsPage", { DownloadsPage() }), ("LibraryStack", { LibraryStack() }),
        ]
        for (typeName, make) in types where typeName != name && app.registry.contains(typeName) {
            registry.register(type(of: make()), name: typeName, factory: make)
        }
        return registry
    }

    /// `node` with every page of type `old` renamed `new`: what a migration writes.
    nonisolated static func renaming(_ old: String, to new: String, in node: Snapshot.Node) -> Snapshot.Node {
        var node = node
        if node.typeName == old { node.typeName = new }
        node.children = node.children.map { renaming(old, to: new, in: $0) }
        node.presented = node.presented.map { renaming(old, to: new, in: $0) }
        return node
    }
}
