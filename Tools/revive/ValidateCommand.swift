import ArgumentParser
import ReviveInspector

/// `revive validate FILE [--expect-root TYPE] [--scene ID]`: exit 0 when the file is intact and
/// readable (and passes the checks asked for), 1 with the reason when not.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check that a file is intact and readable; exit 0 if so, 1 if not.",
        discussion: """
            Prints one line on standard output: "FILE: intact and readable (…)", "FILE: intact \
            and readable, but …" for a check it failed, or "FILE: invalid: REASON", the reason \
            being the codec's check that failed (checksumMismatch, truncated, \
            unsupportedFormatVersion, limitExceeded, …) with the byte offset where it is known. \
            An encrypted file checked without --key-file is intact when its header and checksum are. \
            A tree that would show no page (an empty tab bar or stack) fails: Revive starts it fresh. \
            An archive file (ReviveArchive's NAME.archive) is intact when its framing and \
            checksum are; one written with a key needs --key-file to check its HMAC (without it: \
            "readable, not verified"). Its secrets stay sealed.

            Whether an app restores an intact file depends on that app: its registry of page \
            types, its policy (app and schema version, age) and its scene. validate cannot know \
            them; --expect-root and --scene check the two that the file alone can answer.
            """
    )

    @Argument(help: ArgumentHelp("The saved-state or archive file.", valueName: "file"))
    var file: String

    @Option(name: .customLong("expect-root"), help: ArgumentHelp("Fail unless the root page's type name is TYPE (say, the name the app registers its tab bar under).", valueName: "type"))
    var expectedRoot: String?

    @Option(name: .customLong("scene"), help: ArgumentHelp("Fail unless the file belongs to scene ID.", valueName: "id"))
    var sceneID: String?

    @OptionGroup var keyOptions: KeyOptions

    func run() throws {
        let expectations = SnapshotValidator.Expectations(rootType: expectedRoot, sceneID: sceneID)
        let result = SnapshotValidator.validate(path: file, key: try keyOptions.key(), expecting: expectations)
        print(result.description)
        if !result.isValid { throw ExitCode.failure }
    }
}
