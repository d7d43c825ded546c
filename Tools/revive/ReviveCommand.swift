import ArgumentParser
import Foundation
import ReviveInspector

/// `revive`: looks inside the files in which Revive saves an app's pages and its archives.
///
/// Exit codes mean one thing each, for every subcommand (``ExitStatus``): 0 done and
/// verified, 1 damaged or invalid file, 2 readable but not verified without the key, 3 intact
/// but a check failed, 4 over the size budget, 5 a file cannot be read, 64 usage error
/// (swift-argument-parser's own).
@main
struct ReviveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "revive",
        abstract: "Inspect the files in which Revive saves an app's pages and archives.",
        discussion: """
            Every command reads saved states (NAME.revive, NAME.quarantined) and archives \
            (ReviveArchive's NAME.archive), told apart by their first bytes. Messages are \
            sentences; --verbose adds the codes, --json prints JSON for scripts.

            \(ExitStatus.helpText)
            """,
        version: ReviveVersion.current,
        subcommands: [InspectCommand.self, ValidateCommand.self, DiffCommand.self, SizesCommand.self]
    )

    /// Writes one line to standard error.
    static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
