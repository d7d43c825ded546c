import ArgumentParser
import Foundation

/// `revive`: looks inside the files in which Revive saves an app's pages and its archives.
///
/// Exit codes mean one thing each, for every subcommand (``ExitStatus``): 0 done and
/// verified, 1 damaged or invalid file, 2 readable but not verified without the key, 3 intact
/// but a check failed, 4 over the size budget, 5 a file cannot be read, 64 usage error
/// (swift-argument-parser's own).
///
/// Bare `revive`, with no command, is a usage error: it prints the help on standard error and
/// exits 64, so that a script whose command went missing fails rather than passes. `revive
/// --help` prints the help on standard output and exits 0.
@main
struct ReviveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "revive",
        abstract: "Inspect the files in which Revive saves an app's pages and archives.",
        discussion: """
            Every command reads saved states (NAME.revive, NAME.quarantined) and archives \
            (ReviveArchive's NAME.archive), told apart by their first bytes. Messages are \
            sentences; --verbose adds the codes, --json prints JSON for scripts.

            With no command, revive prints this help on standard error and exits 64 (a usage \
            error), so that a script whose command went missing fails; revive --help prints \
            it on standard output and exits 0.

            \(ExitStatus.helpText)
            """,
        version: ReviveVersion.current,
        subcommands: [InspectCommand.self, ValidateCommand.self, DiffCommand.self, SizesCommand.self]
    )

    /// No command was given: the help on standard error, and exit 64 (a usage error).
    func run() throws {
        Self.printError("Error: no command given; name one: inspect, validate, diff or sizes.\n\n" + Self.helpMessage().trimmingCharacters(in: .newlines))
        throw ExitCode(ExitStatus.usage.code)
    }

    /// Writes a line (or lines) to standard error, with a final newline.
    static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
