import ArgumentParser
import Foundation
import ComicReader
import Revive
import ReviveSwiftUI
import RouteReader

/// `route-reader`: the comic reader's navigation as routes, in a terminal. Parsing and
/// printing only; the app is in `RouteReader`.
@main
struct RouteReaderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "route-reader",
        abstract: "The comic reader as a route tree (what a SwiftUI app keeps), restored after being killed.",
        discussion: """
        Type a number to open an item, back, tab N, home, routes (print the route tree), bg \
        (save, as when the app goes to the background), quit (quit on purpose: the saved state \
        is discarded) or help. Kill it with kill -9 after bg and start it again: it comes back \
        where it was. In Library > All issues, down, up and jump N scroll a list of 500 issues, \
        and type TEXT and cursor N write a comment; both are kept by the route tree and come \
        back, at the same issue even after --insert-above 10.
        """
    )

    @Option(name: .customLong("state-dir"), help: "Where the saved state lives (default: the per-user application-support folder).")
    var stateDirectory: String?

    @Flag(help: "Ignore and delete any saved state.")
    var fresh = false

    @Option(name: .customLong("open-comic"), help: "A deep link: open this comic in the Library tab at launch.")
    var openComic: Int?

    @Flag(help: "With --open-comic: the link replaces the restored tree instead of merging with it.")
    var replace = false

    @Option(name: .customLong("open"), help: "Open a place that `place` printed (its link, or its base64url payload), merged with the restored tree.")
    var place: String?

    @Option(name: .customLong("insert-above"), help: "Testing aid: start with N new issues at the top of All issues, as if the data changed while the app was killed (also REVIVE_DEMO_INSERT_ABOVE=N).")
    var insertAbove: Int?

    @Flag(name: .shortAndLong, help: "Log what Revive does to standard error.")
    var verbose = false

    @MainActor
    func run() async throws {
        let logger = DemoTerminal.logger(label: "route-reader", verbose: verbose)
        let folder = DemoTerminal.stateFolder(stateDirectory, appName: "route-reader")
        let app: RouteReaderApp
        do {
            app = try RouteReaderApp(stateDirectory: folder, archive: DemoTerminal.archive(insertAbove), logger: logger)
        } catch {
            throw ValidationError("cannot use the state folder \(folder.path): \(DemoTerminal.sentence(error, verbose: verbose))")
        }
        let link = openComic.map {
            RouteTree<ReaderRoute, ReaderTab>.DeepLink(tab: .library, path: [.comics, .comic(id: $0)], precedence: replace ? .replace : .merge)
        }
        await DemoTerminal.run(launchLines: await app.launch(fresh: fresh, deepLink: link, opening: place)) { command in
            let response = await app.handle(command)
            return (response.lines, response.exits)
        }
    }
}
