import ArgumentParser
import Foundation
import Logging
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
        where it was.
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

    @Flag(name: .shortAndLong, help: "Log what Revive does to standard error.")
    var verbose = false

    @MainActor
    func run() async throws {
        let level: Logger.Level = verbose ? .debug : .warning
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        let folder = stateDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileStore.defaultDirectory(appName: "route-reader")
        let app: RouteReaderApp
        do {
            app = try RouteReaderApp(stateDirectory: folder)
        } catch {
            throw ValidationError("cannot use the state folder \(folder.path): \(error)")
        }
        let link = openComic.map {
            RouteDeepLink<ReaderRoute>(tab: "library", path: [.comics, .comic(id: $0)], precedence: replace ? .replace : .merge)
        }
        Self.show(await app.launch(fresh: fresh, deepLink: link))
        while let line = readLine() {
            let response = await app.handle(line.trimmingCharacters(in: .whitespaces))
            Self.show(response.lines)
            if response.exits { return }
        }
    }

    private static func show(_ lines: [String]) {
        let text = lines.map { $0 + "\n" }.joined()
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
