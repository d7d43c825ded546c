import ArgumentParser
import ComicReader
import Foundation
import PlainShelf
import Revive

/// `plain-shelf`: the plain SwiftUI sample's navigation model in a terminal, kept by Revive as
/// `@ScenePreservedModel` keeps it. Parsing and printing only; the window is `PlainShelfWindow`.
@main
struct PlainShelfCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plain-shelf",
        abstract: "A plain SwiftUI app's own @Observable navigation model, restored after being killed.",
        discussion: """
        Type book N, read P, back, home, tab library|search|settings, review, share, close, \
        type TEXT (the review's draft), search TEXT, bg (save, as when the app goes to the \
        background), quit (close the window: the saved state is deleted) or help. Kill it with \
        kill -9 after bg and start it again: it comes back where it was.
        """
    )

    @Option(name: .customLong("state-dir"), help: "Where the saved state lives (default: the per-user application-support folder).")
    var stateDirectory: String?

    @Option(name: .customLong("scene"), help: "The window's scene id, as @SceneStorage keeps it.")
    var sceneID = "main"

    @Flag(name: .shortAndLong, help: "Log what Revive does to standard error.")
    var verbose = false

    @MainActor
    func run() async throws {
        let logger = DemoTerminal.logger(label: "plain-shelf", verbose: verbose)
        let folder = DemoTerminal.stateFolder(stateDirectory, appName: "plain-shelf")
        let store: FileStore
        do {
            store = try FileStore(directory: folder, logger: logger)
        } catch {
            throw ValidationError("cannot use the state folder \(folder.path): \(DemoTerminal.sentence(error, verbose: verbose))")
        }
        guard #available(iOS 17, macOS 14, tvOS 17, visionOS 1, *) else {
            throw ValidationError("plain-shelf needs macOS 14 or later (Observation)")
        }
        await Self.run(PlainShelfWindow(store: store, logger: logger), sceneID: sceneID)
    }

    /// Connects `window`, then runs each line of standard input as a command until `quit` or
    /// the end of the input.
    @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
    @MainActor
    private static func run(_ window: PlainShelfWindow, sceneID: String) async {
        signal(SIGPIPE, SIG_IGN)
        guard DemoTerminal.show(await window.connect(sceneID: sceneID)) else { return }
        for await line in Self.standardInputLines() {
            guard line.utf8.count <= DemoTerminal.maximumLineLength else {
                guard DemoTerminal.show(["That line is \(line.utf8.count) bytes long; lines of up to \(DemoTerminal.maximumLineLength) bytes are read. It was ignored."]) else { return }
                continue
            }
            let response = await window.handle(line.trimmingCharacters(in: .whitespaces))
            guard DemoTerminal.show(response.lines), !response.exits else { return }
        }
    }

    /// Standard input's lines, read on a thread of their own: the main actor stays free between
    /// commands, as an app's main thread is between taps, so the model's change tracking and the
    /// scene's checkpoints run by themselves (no checkpoint call of the demo's).
    private static func standardInputLines() -> AsyncStream<String> {
        AsyncStream { continuation in
            Thread {
                while let line = readLine() { continuation.yield(line) }
                continuation.finish()
            }.start()
        }
    }
}
