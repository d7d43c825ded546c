public import Foundation
public import Revive
public import ReviveNavigator
public import ReviveArchive
public import Logging

/// The comic-reader demo: a tab bar of Library, Favorites and Settings whose navigation
/// comes back after the process is killed, driven by line commands.
///
/// The executable reads lines and prints what ``handle(_:)`` returns; tests drive it the same
/// way, in process or through the built binary.
@MainActor
public final class ComicReaderApp {
    /// The app's navigation.
    public let navigator = Navigator()
    /// Revive's lifecycle object for the app's one scene.
    public let controller: RestorationController<Navigator>
    /// Where the saved state lives.
    public let store: FileStore
    /// The long list the Library's "All issues" page shows, as this launch has it.
    public let archive: ComicArchive
    /// The signed-in session, archived in the state folder (`session.archive`, its token
    /// sealed with the key in `session.key`); it survives kills and quits, not sign-out.
    public let sessions: Archive<Session>
    /// The signed-in session, if any.
    public private(set) var session: Session?
    /// The signed-in account, if any.
    public var account: String? { session?.account }

    /// When the saved state is used: discarded when the user quits, by version `1.0`.
    public static let policy = RestorationPolicy(appVersion: "1.0")

    /// The restoration type names, their pages, and the default tab bar.
    /// - Parameters:
    ///   - archive: The long list the Library's "All issues" page shows.
    ///   - whileRestoring: Called as each saved page is made again (a restore in progress).
    public static func makeRegistry(
        archive: ComicArchive = ComicArchive(), whileRestoring: (@MainActor () -> Void)? = nil
    ) -> RestorationRegistry<Page> {
        let registry = RestorationRegistry<Page>()
        func add<T: Page>(_ type: T.Type, name: String? = nil, _ make: @escaping @MainActor () -> T) {
            registry.register(type, name: name) {
                whileRestoring?()
                return make()
            }
        }
        add(LibraryPage.self) { LibraryPage() }
        add(ArchivePage.self) { ArchivePage(archive: archive) }
        add(ComicListPage.self) { ComicListPage() }
        add(ComicDetailPage.self) { ComicDetailPage() }
        add(ReaderPage.self) { ReaderPage() }
        add(ReaderOptionsPage.self) { ReaderOptionsPage() }
        add(FavoritesPage.self) { FavoritesPage() }
        add(SettingsPage.self) { SettingsPage() }
        add(SignInPage.self) { SignInPage() }
        add(TabBarPage.self, name: "MainTabs") { makeDefaultRoot() }
        return registry
    }

    /// The tab bar of a fresh start; also the fallback for a tab that cannot be restored.
    public static func makeDefaultRoot() -> TabBarPage {
        TabBarPage(pages: [
            NavigationPage(rootPage: LibraryPage(restorationIdentifier: "library"), restorationIdentifier: "library-tab"),
            NavigationPage(rootPage: FavoritesPage(restorationIdentifier: "favorites"), restorationIdentifier: "favorites-tab"),
            NavigationPage(rootPage: SettingsPage(restorationIdentifier: "settings"), restorationIdentifier: "settings-tab"),
        ], restorationIdentifier: "tabs")
    }

    /// Creates the app with its state in `stateDirectory`.
    /// - Parameters:
    ///   - stateDirectory: Where the saved state and the session archive live.
    ///   - logger: What Revive logs to; the terminal demo passes one for `--verbose`.
    ///   - whileRestoring: Called in the middle of a restore, as each saved page is made again:
    ///     the terminal demo's `--crash-during-restore` aborts there.
    /// - Throws: `ReviveError` when the folder cannot be created or opened.
    public init(
        stateDirectory: URL, archive: ComicArchive = ComicArchive(),
        logger: Logger = Logger(label: "comic-reader", factory: { _ in SwiftLogNoOpLogHandler() }),
        whileRestoring: (@MainActor () -> Void)? = nil
    ) throws {
        self.archive = archive
        store = try FileStore(directory: stateDirectory, logger: logger)
        sessions = Archive(
            name: "session", store: store,
            keyProvider: KeyFileProvider(url: store.directory.appendingPathComponent("session.key"), logger: logger),
            logger: logger
        )
        controller = RestorationController(
            hierarchy: navigator, registry: Self.makeRegistry(archive: archive, whileRestoring: whileRestoring), configuration: .init(
                store: store, policy: Self.policy, logger: logger,
                // What a place (`place`) leaves on this device: the comment being written in All
                // issues (its `@Preserved` draft), and any text draft of a page's view state.
                deviceOnlyKeys: ["comment", "revive.draft."]
            )
        )
    }

    /// Launches: restores the saved state or starts fresh, and says which; then opens `place`,
    /// if given, merged with what came back.
    /// - Parameters:
    ///   - fresh: Discard any saved state (unless another process holds the scene).
    ///   - place: A place another process printed (`place`): its URL, or its payload in base64url.
    /// - Returns: The launch line, the `at:` line and the screen.
    public func launch(fresh: Bool = false, opening place: String? = nil) async -> [String] {
        // --fresh declines the restore: the saved state is discarded through the scene's lock,
        // so a second instance leaves the first one's state alone and says so.
        if fresh { controller.shouldRestore = { false } }
        defer { controller.shouldRestore = nil }
        var notes: [String] = []
        do {
            session = try sessions.load()
        } catch {
            notes = ["Signed out: the saved session could not be read (\(DemoTerminal.sentence(error)))."]
        }
        let result = await controller.launch { Self.makeDefaultRoot() }
        if let place { notes += await DemoTerminal.open(place, in: controller) }
        return DemoTerminal.launchLines(result, fresh: fresh, store: store, sceneID: controller.sceneID) + notes + screen()
    }

    /// What a command did: lines to print, and whether the process should exit.
    public struct Response {
        /// The lines to print.
        public var lines: [String]
        /// Whether the app is done (the user quit).
        public var exits = false
    }

    /// Runs one command line: a number, `back`, `tab N`, `home`, `bg`, `quit`, `help`.
    public func handle(_ input: String) async -> Response {
        let file = store.fileURL(for: controller.sceneID).path
        guard let done = await DemoTerminal.lifecycleCommand(input, controller: controller, policy: Self.policy, file: file) else {
            return perform(input)   // the controller checkpoints by itself once navigation settles
        }
        return Response(lines: done.exits ? done.lines : done.lines + screen(), exits: done.exits)
    }

    /// Runs one command that needs no waiting: a number, `back`, `tab N`, `home`, `help`
    /// (`bg` and `quit` go through ``handle(_:)``). The demo's fuzz target drives restored
    /// pages through it.
    public func perform(_ input: String) -> Response {
        let words = input.split(separator: " ").map(String.init)
        var notes: [String] = []
        do {
            switch words.first?.lowercased() {
            case nil: break
            case "help": notes = Self.help
            case "back": notes = try goBack()
            case "home": navigator.unwindToRoot()
            case "tab": notes = try selectTab(words.dropFirst().first)
            case "bg", "quit": notes = ["'\(input)' needs handle(_:)."]
            case "place": notes = DemoTerminal.placeLines(controller, scheme: "comic-reader")
            case let word?:
                if let number = Int(word) {
                    notes = try choose(number)
                } else if let lines = (navigator.visiblePage as? Screen)?.command(input, in: self) {
                    notes = lines
                } else {
                    notes = ["Unknown command '\(input)'. Type help."]
                }
            }
        } catch {
            notes = ["Cannot do that: \(DemoTerminal.sentence(error))"]
        }
        return Response(lines: notes + screen())
    }

    /// The `at:` line: where the user is, pages separated by ` > `.
    public var location: String {
        guard let root = navigator.rootPage else { return "at: (nothing)" }
        return "at: " + Self.titles(from: root).joined(separator: " > ")
    }

    /// The `at:` line, the tabs, the visible page's text and numbered choices.
    public func screen() -> [String] {
        var lines = [location]
        if let tabs = navigator.rootPage as? TabBarPage {
            let names = tabs.pages.enumerated().map { index, page in
                let title = Self.titles(from: page).first ?? page.displayName
                return index == tabs.selectedIndex ? "[\(index + 1) \(title)]" : "\(index + 1) \(title)"
            }
            lines.append("Tabs: " + names.joined(separator: " "))
        }
        guard let page = navigator.visiblePage as? Screen else { return lines }
        lines.append("== \(page.title) ==")
        lines += page.body(in: self).map { "   \($0)" }
        for (index, item) in page.menu(in: self).enumerated() {
            lines.append("  \(index + 1). \(item.label)")
        }
        return lines
    }

    /// The command summary printed by `help`.
    public static let help = [
        "Commands: a number opens that item; back; tab N; home (straight back to the root);",
        "          bg (go to the background: state is saved); quit (quit on purpose); help",
        "          place (print this place as a link: comic-reader --open LINK opens it)",
        "In All issues: down, up, jump N (scroll the list); type TEXT, cursor N, clear (the comment)",
    ]

    func push(_ page: Page) throws {
        guard let stack = navigator.visiblePage?.parent as? NavigationPage else {
            throw DemoError("there is no stack to open \(page.displayName) in")
        }
        try stack.push(page)
    }

    /// Signs in: checks the password (never stored), makes a token, archives the session.
    func signIn(account: String, password: String) throws {
        guard !password.isEmpty else { throw DemoError("a password is required") }
        let session = Session(account: account, token: Session.makeToken())
        try sessions.save(session)
        self.session = session
    }

    /// Signs out: deletes the archived session.
    func signOut() throws {
        try sessions.delete()
        session = nil
    }
}
