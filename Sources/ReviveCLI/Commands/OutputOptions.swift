import ArgumentParser
import Foundation

/// `--json` and `--verbose`, shared by every command, and how a command's end is printed.
struct OutputOptions: ParsableArguments {
    @Flag(help: "Print JSON on standard output (sorted keys, stable for scripts); a failure prints {\"error\": …} with its codes there, and no sentence on standard error.")
    var json = false

    @Flag(name: .shortAndLong, help: "Add the status and error codes to messages.")
    var verbose = false

    /// Prints a failure, in one place only: with `--json`, the error as JSON on standard output
    /// (a script reads one document and nothing else); otherwise a sentence on standard error,
    /// its codes too with `--verbose`.
    /// - Parameters:
    ///   - error: The failure.
    ///   - file: The file it concerns, if one.
    /// - Returns: The exit status that goes with it.
    func report(_ error: InspectorError, file: String? = nil) -> ExitStatus {
        if json {
            let document: JSONValue = .object(["file": file.map(JSONValue.string) ?? .null, "error": error.json])
            print(document.encoded())
        } else {
            ReviveCommand.printError("revive: \(error.message)" + (verbose ? " \(error.codes)" : ""))
        }
        return error.status
    }
}

/// A subcommand of `revive`: it prints what it found and returns its status; `run()` turns
/// the status into the process's exit code (see ``ExitStatus``).
protocol InspectorCommand: ParsableCommand {
    /// The `--json` and `--verbose` flags.
    var output: OutputOptions { get }
    /// The file the command reads first, for JSON error documents.
    var primaryFile: String { get }

    /// Does the command's work and prints its result.
    /// - Returns: ``ExitStatus/ok`` or the status the result calls for.
    /// - Throws: ``InspectorError`` for a file that cannot be read or used.
    func inspect() throws(InspectorError) -> ExitStatus
}

extension InspectorCommand {
    func run() throws {
        let status: ExitStatus
        do {
            status = try inspect()
        } catch {
            status = output.report(error, file: primaryFile)
        }
        if status != .ok { throw ExitCode(status.code) }
    }
}
