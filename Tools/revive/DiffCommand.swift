import ArgumentParser
import ReviveInspector

/// `revive diff A B`: pages added or removed, values changed, visible page moved.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show what changed between two saved states.",
        discussion: "Pages are matched by their path of types and restoration identifiers. Exits 0 whether or not they differ."
    )

    @Argument(help: ArgumentHelp("The earlier file.", valueName: "old"))
    var old: String

    @Argument(help: ArgumentHelp("The later file.", valueName: "new"))
    var new: String

    @OptionGroup var keyOptions: KeyOptions

    func run() throws {
        let (_, before) = try keyOptions.loadSnapshot(old)
        let (_, after) = try keyOptions.loadSnapshot(new)
        print(SnapshotDiff(from: before, to: after).rendered(), terminator: "")
    }
}
