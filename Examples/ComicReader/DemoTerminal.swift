public import Foundation
public import Logging
import Revive

/// What both terminal demos share: the logger `--verbose` turns on, the state folder, and the
/// read–handle–print loop. The executables keep only their options.
public enum DemoTerminal {
    /// A logger that writes to standard error: debug and up with `verbose`, warnings otherwise.
    ///
    /// Revive logs only to the logger an app hands it (`logger:` on `RestorationController`,
    /// `FileStore`, `KeyFileProvider`, `Archive`); the demos hand it this one rather than
    /// bootstrapping swift-log's global system.
    /// - Parameters:
    ///   - label: The demo's name, printed on every line.
    ///   - verbose: Whether to show what Revive does at debug level.
    public static func logger(label: String, verbose: Bool) -> Logger {
        var logger = Logger(label: label) { StreamLogHandler.standardError(label: $0) }
        logger.logLevel = verbose ? .debug : .warning
        return logger
    }

    /// The folder the saved state lives in: `path` when given, else the per-user
    /// application-support folder of `appName`.
    public static func stateFolder(_ path: String?, appName: String) -> URL {
        path.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? FileStore.defaultDirectory(appName: appName)
    }

    /// Prints `launchLines`, then reads commands from standard input, one per line, until
    /// the input ends or a response says to exit.
    /// - Parameters:
    ///   - launchLines: What the launch said.
    ///   - handle: Runs one command; returns the lines to print and whether the demo ends.
    @MainActor
    public static func run(launchLines: [String], handle: @MainActor (String) async -> (lines: [String], exits: Bool)) async {
        show(launchLines)
        while let line = readLine() {
            let response = await handle(line.trimmingCharacters(in: .whitespaces))
            show(response.lines)
            if response.exits { return }
        }
    }

    /// Writes lines to standard output at once (no buffering across a kill).
    public static func show(_ lines: [String]) {
        let text = lines.map { $0 + "\n" }.joined()
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
