#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
public import Foundation
public import Logging
public import Revive

/// What both terminal demos share: the logger `--verbose` turns on, the state folder, the
/// sentences for a launch, a save and a quit, and the read–handle–print loop. The executables
/// keep only their options, and the apps only their screens.
public enum DemoTerminal {
    /// The longest input line, in bytes, that is run; a longer one is refused with a message.
    public static let maximumLineLength = 4096

    /// A logger that writes to standard error with `verbose`, and nothing otherwise.
    ///
    /// Revive logs only to the logger an app hands it (`logger:` on `RestorationController`,
    /// `FileStore`, `KeyFileProvider`, `Archive`); the demos hand it this one rather than
    /// bootstrapping swift-log's global system. Without `--verbose` the demo itself says, in
    /// sentences on standard output, what a user needs to know (a second instance, a failed
    /// save, a quit that discarded nothing), so no raw log line reaches the terminal.
    /// - Parameters:
    ///   - label: The demo's name, printed on every line.
    ///   - verbose: Whether to show what Revive does at debug level.
    public static func logger(label: String, verbose: Bool) -> Logger {
        guard verbose else { return Logger(label: label) { _ in SwiftLogNoOpLogHandler() } }
        var logger = Logger(label: label) { StreamLogHandler.standardError(label: $0) }
        logger.logLevel = .debug
        return logger
    }

    /// The folder the saved state lives in: `path` when given, else the per-user
    /// application-support folder of `appName`.
    public static func stateFolder(_ path: String?, appName: String) -> URL {
        path.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? FileStore.defaultDirectory(appName: appName)
    }

    // MARK: What a launch, a save and a quit say

    /// The long list for a launch: `insertAbove` new issues at the top, or as many as
    /// `REVIVE_DEMO_INSERT_ABOVE` says (a testing aid for data that changed while the app was killed).
    public static func archive(_ insertAbove: Int?) -> ComicArchive {
        let fromEnvironment = ProcessInfo.processInfo.environment["REVIVE_DEMO_INSERT_ABOVE"].flatMap { Int($0) }
        return ComicArchive(insertedAbove: insertAbove ?? fromEnvironment ?? 0)
    }

    /// The launch line, naming the file the launch restored from, and a sentence more when
    /// another process holds the scene:
    ///
    /// - `Revive: restored 11 pages from …/default.revive` — the save `bg` wrote;
    /// - `Revive: restored 11 pages from the checkpoint …/default.checkpoint.marker (newer than the save)`
    ///   — the place kept as the user navigated, after a kill with no `bg` since
    ///   (`RestoreReport.restoredFromCheckpoint`);
    /// - `Revive: started fresh because …`.
    /// - Parameters:
    ///   - result: What the launch did.
    ///   - fresh: Whether the user asked for `--fresh`.
    ///   - store: The store the launch read.
    ///   - sceneID: The scene it launched.
    public static func launchLines(_ result: LaunchResult, fresh: Bool, store: FileStore, sceneID: String) -> [String] {
        let file = store.fileURL(for: sceneID).path
        switch result {
        case .restored(let report):
            let moved = report.items(.movedViewState)
            let others = report.items.count - moved.count
            let source: String
            if report.restoredFromCheckpoint {
                let hasSave = FileManager.default.fileExists(atPath: file)
                source = "the checkpoint \(store.checkpointURL(for: sceneID).path) (\(hasSave ? "newer than the save" : "there is no save"))"
            } else {
                source = file
            }
            return ["Revive: restored \(report.restoredPageCount) pages from \(source)"
                + (others == 0 ? "" : " (\(others) dropped or defaulted)")]
                + moved.map { "Revive: in \($0.path), \($0.reason)" }
        case .fresh(.sceneInUse):
            let folder = store.directory.path
            return [
                "Revive: started fresh because \(LaunchResult.FreshReason.sceneInUse)",
                "Another process is using \(folder), or its lock file is not a regular file: "
                    + "this one will not restore, save or discard the state saved there.",
            ]
        case .fresh(.declinedByApp) where fresh:
            return ["Revive: started fresh (--fresh); the saved state was discarded"]
        case .fresh(let reason):
            return ["Revive: started fresh because \(reason)"]
        }
    }

    /// Runs `bg` (``save(_:file:)``) and `quit` (``quit(_:policy:)``), the commands that go
    /// through Revive's lifecycle, the same way in both demos.
    /// - Parameters:
    ///   - input: The command line.
    ///   - controller: The scene's controller.
    ///   - policy: The policy the controller was created with.
    ///   - file: The scene's saved-state file.
    /// - Returns: The lines to print and whether the demo ends; `nil` for any other command.
    @MainActor
    public static func lifecycleCommand<Hierarchy>(
        _ input: String, controller: RestorationController<Hierarchy>, policy: RestorationPolicy, file: String
    ) async -> (lines: [String], exits: Bool)? {
        switch input.split(separator: " ").first?.lowercased() {
        case "bg": (await save(controller, file: file), false)
        case "quit": (await quit(controller, policy: policy), true)
        default: nil
        }
    }

    /// Saves as the app enters the background and says whether the file was written; the demo
    /// is then in the foreground again (its next command is the user back in the app).
    /// - Parameters:
    ///   - controller: The scene's controller.
    ///   - file: The scene's saved-state file.
    @MainActor
    public static func save<Hierarchy>(_ controller: RestorationController<Hierarchy>, file: String) async -> [String] {
        // The prompt that follows is the user back in the app: checkpoints start again.
        defer { controller.willEnterForeground() }
        let before = controller.saveCount
        let result = controller.didEnterBackground()
        guard result.isScheduled else { return ["Not saved: \(result)."] }
        await controller.waitForPendingSaves()
        if let error = controller.lastSaveError { return ["Not saved: \(error)"] }
        guard controller.saveCount > before else {
            return ["Nothing changed since \(file) was written; nothing needed writing."]
        }
        return ["Saved to \(file)."]
    }

    /// Quits on purpose and says what happened to the saved state.
    /// - Parameters:
    ///   - controller: The scene's controller.
    ///   - policy: The policy the controller was created with.
    @MainActor
    public static func quit<Hierarchy>(_ controller: RestorationController<Hierarchy>, policy: RestorationPolicy) async -> [String] {
        await controller.userDidQuit()
        if let error = controller.lastQuitError {
            return ["Quit without discarding the saved state: \(error.message)."]
        }
        guard policy.deletesOnUserQuit else { return ["Quit: the saved state is kept."] }
        return ["Quit: the saved state is discarded."]
    }

    // MARK: The loop

    /// Prints `launchLines`, then reads commands from standard input, one per line, until
    /// the input ends, a response says to exit, or standard output is closed.
    ///
    /// A line longer than ``maximumLineLength`` bytes is refused with a message and not run.
    /// When a write to standard output fails (the reader is gone), the loop ends quietly: the
    /// last save stays as it is, and the process exits normally rather than by `SIGPIPE`.
    /// - Parameters:
    ///   - launchLines: What the launch said.
    ///   - handle: Runs one command; returns the lines to print and whether the demo ends.
    @MainActor
    public static func run(launchLines: [String], handle: @MainActor (String) async -> (lines: [String], exits: Bool)) async {
        signal(SIGPIPE, SIG_IGN)
        guard show(launchLines) else { return }
        // Read off the main actor, as an app's events come: the controller's automatic
        // checkpoints run while the demo waits for the next line.
        let input = OffMainLineReader(maximumLength: maximumLineLength)
        while let line = await input.next() {
            switch line {
            case .tooLong(let length):
                guard show(["That line is \(length) bytes long; lines of up to \(maximumLineLength) bytes are read. It was ignored."]) else { return }
            case .text(let text):
                let response = await handle(text.trimmingCharacters(in: .whitespaces))
                guard show(response.lines), !response.exits else { return }
            }
        }
    }

    /// Writes lines to standard output at once (no buffering across a kill).
    /// - Returns: `false` when standard output cannot be written (closed by its reader).
    @discardableResult
    public static func show(_ lines: [String]) -> Bool {
        var bytes = Array(lines.map { $0 + "\n" }.joined().utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return false }
            bytes = bytes.dropFirst(written)
        }
        return true
    }
}
