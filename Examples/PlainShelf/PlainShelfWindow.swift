// What Revive adds to the plain sample, without SwiftUI: the scene model `.revivesScene(_:)`
// runs for a window, the model `@ScenePreservedModel` keeps and the value `@ScenePreserved`
// keeps, driven by the commands a user's taps stand for. The `plain-shelf` command prints it;
// the tests kill and relaunch it.
import Foundation
public import Logging
public import ReviveSwiftUI

/// Where the sample's windows save: one ``Revive/FileStore`` in Application Support, shared by
/// every window, created the first time a window asks.
public enum ShelfStore {
    /// The app's store.
    public static let shared: any SnapshotStore = {
        do {
            return try FileStore(directory: FileStore.defaultDirectory(appName: "PlainShelf"))
        } catch {
            // Application Support is the app's own container: failing to create it is not input.
            preconditionFailure("cannot create the state folder: \(error)")
        }
    }()
}

/// One window of the plain sample, driven as SwiftUI drives it: connected with its scene's id,
/// changed through its ``NavigationModel`` and its search query as the views change them, saved
/// on `.background`, closed by `quit`. Each command answers with the `at:` line, the place the
/// window shows.
///
/// ```swift
/// let window = PlainShelfWindow(store: try FileStore(directory: folder))
/// print(await window.connect(sceneID: "main"))   // Revive: started fresh …, at: Library | …
/// print(await window.handle("book 1").lines)     // at: Library | Dune | …
/// ```
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
public final class PlainShelfWindow {
    /// What a command did: lines to print, and whether the window is gone.
    public struct Response: Sendable {
        /// The lines to print.
        public var lines: [String]
        /// Whether the window closed (`quit`).
        public var exits = false
    }

    /// The window's scene model: what `.revivesScene(_:)` runs.
    public let scene: RouteSceneModel<Never, String>
    /// Where the window saves.
    public let store: FileStore
    /// The window's navigation, as `@ScenePreservedModel("navigation")` gives it to the root view:
    /// the restored instance once connected.
    public private(set) var model = NavigationModel()
    /// The search tab's query, as `@ScenePreserved("query")` keeps it.
    private var query: RouteValue<String>?

    /// A window of an iPhone app whose state lives in `store`.
    /// - Parameters:
    ///   - store: Where the window saves.
    ///   - logger: What Revive logs to.
    public init(store: FileStore, logger: Logger = .disabled) {
        self.store = store
        scene = RouteSceneModel(lifecycle: SceneLifecycle(platform: .iOS)) { sceneID in
            RevivedScene.makeRouter(sceneID: sceneID, configuration: .init(store: store, logger: logger))
        }
    }

    // MARK: The scene's life

    /// Connects the window, as SwiftUI does when it shows it: restores what the scene saved, or
    /// starts fresh, and takes the model and the query the views will bind to.
    /// - Parameter sceneID: The scene's id (`@SceneStorage` keeps it in an app).
    /// - Returns: The launch line, what did not come back whole, and the `at:` line.
    public func connect(sceneID: String) async -> [String] {
        guard let launched = await scene.connect(storedSceneID: sceneID), let preserved = scene.router?.revivedScene else {
            return ["The window is already connected."]
        }
        model = preserved.model("navigation") { NavigationModel() }
        query = RouteValue("query", default: "", in: preserved)
        let launchLine = switch launched.launch {
        case .restored: "Revive: restored the window \(sceneID) from \(store.fileURL(for: sceneID).path)"
        case .fresh(let reason): "Revive: started fresh because \(reason)"
        }
        return [launchLine] + preserved.report.map { "Revive: \($0)" } + [placeLine]
    }

    /// Runs one command line: what a tap does (`book N`, `read P`, `back`, `home`, `tab NAME`,
    /// `review`, `share`, `close`, `type TEXT`, `search TEXT`), `where`, `help`, or the scene's
    /// events: `bg` (the app goes to the background: saved) and `quit` (the user closes the
    /// window: its state is deleted). An unknown command is not an error: it says so.
    /// - Parameter input: The command line.
    /// - Returns: The lines to print, ending with the `at:` line unless the window closed.
    public func handle(_ input: String) async -> Response {
        let words = input.split(separator: " ", maxSplits: 1).map(String.init)
        let command = words.first?.lowercased() ?? ""
        let argument = words.count > 1 ? words[1] : ""
        switch command {
        case "bg":
            return Response(lines: await background() + [placeLine])
        case "quit":
            await scene.discard()
            return Response(lines: ["Closed the window: its saved state is deleted."], exits: true)
        default:
            return Response(lines: perform(command, argument) + [placeLine])
        }
    }

    /// The app goes to the background: the scene saves, and the save is waited for.
    private func background() async -> [String] {
        let response = scene.handle(.background)
        await scene.router?.controller.waitForPendingSaves()
        guard let id = scene.sceneID, scene.lastSaveResult == .scheduled else {
            return ["Not saved (\(response)): \(scene.lastSaveResult.map { "\($0)" } ?? "no save")"]
        }
        return ["Saved to \(store.fileURL(for: id).path)."]
    }

    // MARK: What the views do

    /// The command summary printed by `help`.
    public static let help = [
        "Commands: book N (open book N in the library); read P (read the open book at page P);",
        "          back; home; tab library|search|settings; review, share (open a sheet); close;",
        "          type TEXT (the review's draft); search TEXT (the search tab's query); where;",
        "          bg (go to the background: state is saved); quit (close the window: state is deleted)",
    ]

    private func perform(_ command: String, _ argument: String) -> [String] {
        switch command {
        case "", "where": return []
        case "help": return Self.help
        case "book":
            guard let id = Int(argument), Books.book(id) != nil else { return ["There is no book \(argument)."] }
            guard model.presentedSheet == nil else { return ["Close the sheet first."] }
            model.selectedTab = .library
            model.path.append(.book(id: id))
        case "read":
            guard let id = model.currentBookID, let book = Books.book(id) else { return ["Open a book first."] }
            guard let page = Int(argument), (1...book.pages).contains(page) else { return ["\(book.title) has pages 1 to \(book.pages)."] }
            model.path.append(.reader(bookID: id, page: page))
        case "back":
            if model.presentedSheet != nil {
                model.presentedSheet = nil
            } else if model.path.popLast() == nil {
                return ["Nothing to go back to."]
            }
        case "home": model.path = []
        case "tab":
            guard let tab = AppTab(rawValue: argument.lowercased()) else { return ["Usage: tab library|search|settings."] }
            guard model.presentedSheet == nil else { return ["Close the sheet first."] }   // it covers the tab bar
            model.selectedTab = tab
        case "review", "share":
            guard let id = model.currentBookID, model.selectedTab == .library else { return ["Open a book first."] }
            model.presentedSheet = command == "review" ? .review(bookID: id) : .share(bookID: id)
        case "close": model.presentedSheet = nil
        case "type":
            guard case .review? = model.presentedSheet else { return ["Open the review sheet first (review)."] }
            model.draft = argument
        case "search":
            guard model.selectedTab == .search else { return ["Go to the search tab first (tab search)."] }
            query?.wrappedValue = argument
        default:
            return ["Unknown command '\(command)'. Type help."]
        }
        return []
    }

    // MARK: Where the window is

    /// The place the window shows: the selected tab, the library's stack, the sheet, the draft
    /// and the query.
    ///
    /// ```
    /// at: Library | Dune > Reader p.12 | sheet: Review of Dune | draft: "Slow start" | search: ""
    /// ```
    public var placeLine: String {
        let stack = model.path.isEmpty ? "Books" : model.path.map(Self.title).joined(separator: " > ")
        let sheet = switch model.presentedSheet {
        case .review(let id)?: "Review of \(Self.bookTitle(id))"
        case .share(let id)?: "Share \(Self.bookTitle(id))"
        case nil: "none"
        }
        return "at: \(model.selectedTab.title) | \(stack) | sheet: \(sheet) | draft: \"\(model.draft)\" | search: \"\(query?.wrappedValue ?? "")\""
    }

    private static func title(_ route: Route) -> String {
        switch route {
        case .book(let id): bookTitle(id)
        case .reader(_, let page): "Reader p.\(page)"
        }
    }

    private static func bookTitle(_ id: Int) -> String { Books.book(id)?.title ?? "book \(id)" }
}
