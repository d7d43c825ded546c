import ArgumentParser

/// `revive validate FILE [--expect-root TYPE] [--scene ID]`: exit 0 only for a file it
/// verified, and a distinct code for each way it was not (see ``ExitStatus``). Every outcome is
/// one line on standard output (or one JSON document), a bad key file included; only a wrong
/// command line is reported on standard error, by the argument parser.
struct ValidateCommand: InspectorCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check that a file is intact and readable; exit 0 only if it was verified.",
        discussion: """
            Prints one line on standard output, and nothing on standard error, whatever the \
            verdict (a wrong command line aside: exit 64, reported on standard error): \
            "FILE: intact and readable (…)" (exit 0); \
            "FILE: readable, not verified (…)" for an encrypted state or an archive written \
            with a key, checked without --key-file (exit 2: its checksum was checked, but only \
            the key proves it was not changed); "FILE: intact and readable, but …" for a check \
            it failed (exit 3); "FILE: invalid: REASON" (exit 1), the reason saying what is \
            wrong (damaged, cut short, an unsupported format version, over a safety cap, a \
            key that does not open it, …) with the byte offset where it is known; "FILE: \
            cannot be read: REASON" (exit 5); "FILE: not checked: REASON" when the key file \
            cannot be used (exit 5). --verbose adds the codes, --json prints the verdict as \
            JSON instead. A tree that would show no page (an empty tab bar or stack) fails a \
            check: Revive starts it fresh. An archive's secrets stay sealed.

            Whether an app restores an intact file depends on that app: its registry of page \
            types, its policy (app and schema version, age) and its scene. validate cannot know \
            them; --expect-root and --scene check the two that the file alone can answer.

            \(ExitStatus.helpText)
            """
    )

    @Argument(help: ArgumentHelp("The saved-state or archive file.", valueName: "file"))
    var file: String

    @Option(name: .customLong("expect-root"), help: ArgumentHelp("Fail unless the root page's type name is TYPE (say, the name the app registers its tab bar under).", valueName: "type"))
    var expectedRoot: String?

    @Option(name: .customLong("scene"), help: ArgumentHelp("Fail unless the file belongs to scene ID.", valueName: "id"))
    var sceneID: String?

    @OptionGroup var output: OutputOptions
    @OptionGroup var keyOptions: KeyOptions

    var primaryFile: String { file }

    /// Never throws: every failure, the key file's included, is the one line's verdict.
    func inspect() -> ExitStatus {
        let expectations = SnapshotValidator.Expectations(rootType: expectedRoot, sceneID: sceneID)
        let result = SnapshotValidator.validate(path: file, keyFile: keyOptions.keyFile, expecting: expectations)
        print(output.json ? result.json.encoded() : result.rendered(verbose: output.verbose))
        return result.status
    }
}
