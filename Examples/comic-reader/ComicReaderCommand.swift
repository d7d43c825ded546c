import ArgumentParser
import ComicReader
import Foundation
import Revive

/// `comic-reader`: the demo app in a terminal. Parsing and printing only; the app is in `ComicReader`.
@main
struct ComicReaderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "comic-reader",
        abstract: "A comic reader that comes back where you left it after being killed.",
        discussion: """
        Type a number to open an item, back, tab N, home, bg (save, as when the app goes to the \
        background), quit (quit on purpose: the saved state is discarded) or help. Kill it with \
        kill -9 after bg and start it again: it comes back where it was. In Library > All issues, \
        down, up and jump N scroll a list of 500 issues, and type TEXT and cursor N write a \
        comment; both come back, at the same issue even after --insert-above 10.

        Testing aid: with --crash-during-restore, or COMIC_READER_CRASH_DURING_RESTORE=1 in the \
        environment, the process aborts in the middle of restoring, after rebuilding the pages \
        and before the restore is marked finished. The next launch starts fresh and says so.
        """
    )

    @Option(name: .customLong("state-dir"), help: "Where the saved state lives (default: the per-user application-support folder).")
    var stateDirectory: String?

    @Flag(help: "Ignore and delete any saved state.")
    var fresh = false

    @Flag(name: .customLong("crash-during-restore"), help: "Testing aid: abort in the middle of restoring.")
    var crashDuringRestore = false

    @Option(name: .customLong("insert-above"), help: "Testing aid: start with N new issues at the top of All issues, as if the data changed while the app was killed (also REVIVE_DEMO_INSERT_ABOVE=N).")
    var insertAbove: Int?

    @Option(name: .customLong("open"), help: "Open a place that `place` printed (its link, or its base64url payload), merged with the restored state.")
    var place: String?

    @Flag(name: .shortAndLong, help: "Log what Revive does to standard error.")
    var verbose = false

    @MainActor
    func run() async throws {
        let logger = DemoTerminal.logger(label: "comic-reader", verbose: verbose)
        let folder = DemoTerminal.stateFolder(stateDirectory, appName: "comic-reader")
        let crashes = crashDuringRestore || ProcessInfo.processInfo.environment["COMIC_READER_CRASH_DURING_RESTORE"] == "1"
        var crash: (@MainActor () -> Void)?
        if crashes {
            crash = {
                DemoTerminal.show(["Crashing during restore (testing aid)."])
                abort()
            }
        }
        let app: ComicReaderApp
        do {
            app = try ComicReaderApp(
                stateDirectory: folder, archive: DemoTerminal.archive(insertAbove), logger: logger, whileRestoring: crash
            )
        } catch {
            throw ValidationError("cannot use the state folder \(folder.path): \(DemoTerminal.sentence(error, verbose: verbose))")
        }
        await DemoTerminal.run(launchLines: await app.launch(fresh: fresh, opening: place)) { command in
            let response = await app.handle(command)
            return (response.lines, response.exits)
        }
    }
}
