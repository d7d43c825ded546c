import ArgumentParser
import Foundation
import ReviveInspector

/// `revive`: looks inside the files in which Revive saves an app's page hierarchy.
///
/// Exit codes, for every subcommand:
/// - 0: done (for `validate`: the file is intact and readable, and passed the checks asked for);
/// - 1: the file is damaged, fails a check, or cannot be read, or its key cannot (a one-line message on
///   standard error; `validate` prints its verdict on standard output);
/// - 2: the command line is wrong (unknown option, missing argument, conflicting flags).
@main
struct ReviveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "revive",
        abstract: "Inspect the files in which Revive saves an app's pages.",
        discussion: """
            Exit codes: 0 success (validate: intact and readable, and every check asked for \
            passed), 1 damaged or unreadable file or a failed check (validate prints the reason \
            on standard output, other commands on standard error), 2 usage error.
            """,
        subcommands: [InspectCommand.self, ValidateCommand.self, DiffCommand.self, SizesCommand.self]
    )

    /// The exit code of a wrong command line (ArgumentParser's own default is 64).
    static let usageErrorCode: Int32 = 2

    /// Parses, runs, and maps errors to the documented exit codes.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as InspectorError {
            printError("revive: \(error.message)")
            Foundation.exit(1)
        } catch let failure as CommandFailure {
            printError("revive: \(failure.message)")
            Foundation.exit(1)
        } catch {
            if exitCode(for: error) == .validationFailure {
                printError(fullMessage(for: error))
                Foundation.exit(usageErrorCode)
            }
            exit(withError: error)
        }
    }

    /// Writes one line to standard error.
    static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// A failure of a command on a file that was read fine (for example: pages that are encrypted
/// when the command needs them); exits with 1 and this message.
struct CommandFailure: Error {
    let message: String
}
