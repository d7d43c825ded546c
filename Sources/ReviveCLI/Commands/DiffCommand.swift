import ArgumentParser

/// `revive diff A B`: pages added or removed, values changed, visible pages moved; for two
/// archives, the values that changed.
struct DiffCommand: InspectorCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show what changed between two saved states, or two archives.",
        discussion: """
            Pages are matched by their path of types and restoration identifiers; an \
            archive's values by their path in the value (settings.theme, recent[2]). Exits 0 \
            whether or not they differ (with --json, "equal" says which); a saved state and an \
            archive cannot be compared (exit 64).

            \(ExitStatus.helpText)
            """
    )

    @Argument(help: ArgumentHelp("The earlier file.", valueName: "old"))
    var old: String

    @Argument(help: ArgumentHelp("The later file.", valueName: "new"))
    var new: String

    @OptionGroup var output: OutputOptions
    @OptionGroup var keyOptions: KeyOptions

    var primaryFile: String { old }

    func inspect() throws(InspectorError) -> ExitStatus {
        switch (try keyOptions.load(old), try keyOptions.load(new)) {
        case (.state(let before), .state(let after)):
            let diff = SnapshotDiff(from: try before.requireSnapshot(), to: try after.requireSnapshot())
            print(output.json ? diff.json(old: old, new: new).encoded() + "\n" : diff.rendered(), terminator: "")
        case (.archive(let before), .archive(let after)):
            let diff = ArchiveDiff(
                from: before, oldValue: try before.requireValue(), to: after, newValue: try after.requireValue()
            )
            print(output.json ? diff.json(old: old, new: new).encoded() + "\n" : diff.rendered(), terminator: "")
        case (let before, let after):
            throw InspectorError(
                .differentKinds,
                "\(old) is \(before.kindPhrase) and \(new) \(after.kindPhrase): diff compares two files of one kind"
            )
        }
        return .ok
    }
}
