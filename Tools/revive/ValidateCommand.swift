import ArgumentParser
import ReviveInspector

/// `revive validate FILE`: exit 0 when the file would be restored, 1 with the reason when not.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check that a file would be restored; exit 0 if valid, 1 if not.",
        discussion: """
            Prints one line on standard output: "FILE: valid (…)" or "FILE: invalid: REASON", \
            the reason being the codec's check that failed (checksumMismatch, truncated, \
            unsupportedFormatVersion, limitExceeded, …) with the byte offset where it is known. \
            An encrypted file checked without --key-file is valid when its header and checksum are.
            """
    )

    @Argument(help: ArgumentHelp("The saved-state file.", valueName: "file"))
    var file: String

    @OptionGroup var keyOptions: KeyOptions

    func run() throws {
        let result = SnapshotValidator.validate(path: file, key: try keyOptions.key())
        print(result.description)
        if !result.isValid { throw ExitCode.failure }
    }
}
