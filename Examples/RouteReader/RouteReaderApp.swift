public import Foundation
public import ComicReader
public import Revive
public import ReviveSwiftUI
public import Logging

/// The route-reader demo: the comic reader's navigation as a ``RouteTree`` of
/// ``ReaderRoute``s — what a SwiftUI app keeps in `TabView(selection:)`,
/// `NavigationPage(path:)` and `sheet(item:)` — saved and restored by Revive, driven by the
/// same line commands and printing the same `at:` line as `comic-reader`.
@MainActor
public final class RouteReaderApp {
    /// The scene's navigation.
    public let routes = RouteHierarchy(routes: ReaderRoute.registry, tree: ReaderRoute.defaultTree)
    /// Revive's lifecycle object for the app's one scene.
    public let controller: RestorationController<RouteHierarchy<ReaderRoute, ReaderTab>>
    /// Where the saved state lives.
    public let store: FileStore
    /// The long list the Library's "All issues" route shows, as this launch has it.
    public let archive: ComicArchive
    /// Who is signed in, for this process only.
    public var account: String?
    /// What the user typed in the sign-in sheet's password field: never saved (it is not in a route).
    public var password = "demo-password"

    /// When the saved state is used: discarded when the user quits, by version `1.0`, schema 1.
    public static let policy = RestorationPolicy(appVersion: "1.0", schemaVersion: 1)

    /// Creates the app with its state in `stateDirectory`.
    /// - Parameters:
    ///   - stateDirectory: Where the saved state lives.
    ///   - logger: What Revive logs to; the terminal demo passes one for `--verbose`.
    /// - Throws: `ReviveError` when the folder cannot be created or opened.
    public init(
        stateDirectory: URL, archive: ComicArchive = ComicArchive(),
        logger: Logger = Logger(label: "route-reader", factory: { _ in SwiftLogNoOpLogHandler() })
    ) throws {
        self.archive = archive
        store = try FileStore(directory: stateDirectory, logger: logger)
        controller = RestorationController(
            routes: routes, configuration: .init(store: store, policy: Self.policy, logger: logger, deviceOnlyKeys: ["revive.draft."])
        )
    }

    /// Launches: restores the saved tree or starts fresh, opens `deepLink`, then `place`, and
    /// says what happened.
    /// - Parameters:
    ///   - fresh: Discard any saved state (unless another process holds the scene).
    ///   - deepLink: A place to open, merged into the restored tree or replacing it.
    ///   - place: A place another process printed (`place`): its link, or its base64url payload.
    /// - Returns: The launch line, the `at:` line and the screen.
    public func launch(
        fresh: Bool = false, deepLink: RouteTree<ReaderRoute, ReaderTab>.DeepLink? = nil, opening place: String? = nil
    ) async -> [String] {
        // --fresh declines the restore: the saved state is discarded through the scene's lock,
        // so a second instance leaves the first one's state alone and says so.
        if fresh { controller.shouldRestore = { false } }
        defer { controller.shouldRestore = nil }
        let result = await controller.launch(defaultTree: ReaderRoute.defaultTree, deepLink: deepLink)
        var lines = DemoTerminal.launchLines(result.launch, fresh: fresh, store: store, sceneID: controller.sceneID)
        var line = lines.removeFirst()
        switch result.deepLink {
        case nil: break
        case .mergedIntoRestoredTree: line += "; the link was merged into it"
        case .replacedRestoredTree: line += "; the link replaced it"
        case .openedOnFreshStart: line += "; the link was opened"
        }
        let opened = if let place { await DemoTerminal.open(place, in: controller) } else { [String]() }
        return [line] + lines + opened + resolveArchiveAnchors() + screen()
    }

    /// Puts each restored "All issues" anchor on its issue as the archive is now, and says
    /// where one moved because its issue is gone.
    private func resolveArchiveAnchors() -> [String] {
        var places: [RouteTree<ReaderRoute, ReaderTab>.Place] = []
        for tab in routes.tree.tabs {
            for (index, route) in tab.path.enumerated() where route == .archive { places.append(.tab(tab.id, pathIndex: index)) }
        }
        return places.flatMap { place in
            routes.tree.resolveViewState(at: place, in: archive.identifiers).map { "Revive: in All issues, \($0.reason)" }
        }
    }

    /// What the visible "All issues" route shows: its window of the list and its comment.
    var archiveLines: [String] {
        let place = routes.tree.visiblePlace
        return archive.windowLines(for: routes.tree[scrollAnchorAt: place])
            + [ComicArchive.draftLine("Comment", routes.tree[draftAt: place, named: "comment"])]
    }

    /// A command of the "All issues" route: scrolling or editing its comment, kept in the
    /// route tree at the route's place. `nil` when the command is not one of them.
    func archiveCommand(_ input: String) -> [String]? {
        let place = routes.tree.visiblePlace
        var anchor = routes.tree[scrollAnchorAt: place]
        if let lines = archive.scroll(&anchor, command: input) {
            routes.tree[scrollAnchorAt: place] = anchor
            return lines
        }
        var draft = routes.tree[draftAt: place, named: "comment"]
        guard let lines = ComicArchive.edit(&draft, command: input) else { return nil }
        routes.tree[draftAt: place, named: "comment"] = draft
        return lines
    }

    /// What a command did: lines to print, and whether the process should exit.
    public struct Response {
        /// The lines to print.
        public var lines: [String]
        /// Whether the app is done (the user quit).
        public var exits = false
    }

    /// Runs one command line: a number, `back`, `tab N`, `home`, `routes`, `bg`, `quit`, `help`.
    public func handle(_ input: String) async -> Response {
        let file = store.fileURL(for: controller.sceneID).path
        guard let done = await DemoTerminal.lifecycleCommand(input, controller: controller, policy: Self.policy, file: file) else {
            return perform(input)   // the controller checkpoints by itself once navigation settles
        }
        return Response(lines: done.exits ? done.lines : done.lines + screen(), exits: done.exits)
    }

    /// Runs one command that needs no waiting: a number, `back`, `tab N`, `home`, `routes`,
    /// `help` (`bg` and `quit` go through ``handle(_:)``). The route demo's fuzz target drives
    /// restored trees through it.
    public func perform(_ input: String) -> Response {
        let words = input.split(separator: " ").map(String.init)
        var notes: [String] = []
        do {
            switch words.first?.lowercased() {
            case nil: break
            case "help": notes = Self.help
            case "back": if !routes.tree.pop() { notes = ["Nothing to go back to."] }
            case "home": goHome()
            case "tab": notes = selectTab(words.dropFirst().first)
            case "routes": notes = [routesLine]
            case "bg", "quit": notes = ["'\(input)' needs handle(_:)."]
            case "place": notes = DemoTerminal.placeLines(controller, scheme: "route-reader")
            case let word?:
                if let number = Int(word) {
                    notes = try choose(number)
                } else if visibleScreen == .route(.archive), let lines = archiveCommand(input) {
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

    /// The command summary printed by `help`.
    public static let help = [
        "Commands: a number opens that item; back; tab N; home (straight back to the root);",
        "          routes (print the whole route tree); bg (go to the background: state is saved);",
        "          quit (quit on purpose); help",
        "          place (print this place as a link: route-reader --open LINK opens it)",
        "In All issues: down, up, jump N (scroll the list); type TEXT, cursor N, clear (the comment)",
    ]

    private func choose(_ number: Int) throws -> [String] {
        let menu = visibleScreen.menu(in: self)
        guard number >= 1, menu.indices.contains(number - 1) else {   // `number - 1` of Int.min would overflow
            return ["There is no item \(number) here."]
        }
        try menu[number - 1].action(self)
        return []
    }

    private func goHome() {
        routes.dismissModals(from: 0)
        routes.tree.setPath([], forTab: routes.tree.selectedTab)
    }

    private func selectTab(_ argument: String?) -> [String] {
        let tabs = routes.tree.tabs
        guard let argument, let number = Int(argument), number >= 1, tabs.indices.contains(number - 1) else {
            return ["Usage: tab N, with N from 1 to \(tabs.count)."]
        }
        guard routes.tree.modals.isEmpty else { return ["Close the sheet first (back)."] }
        routes.tree.select(tabs[number - 1].id)
        return []
    }
}
