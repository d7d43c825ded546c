import ArgumentParser
import ReviveInspector

/// `revive inspect FILE`: the header and the page tree, as a tree, JSON or Graphviz.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Show the header and the saved page tree, the visible page marked.",
        discussion: """
            Without --key-file, an encrypted file shows its header only. An archive file \
            (ReviveArchive's NAME.archive) shows its header and value; one written with a key \
            needs --key-file to check its HMAC and show its value. Secrets stay sealed.
            """
    )

    @Argument(help: ArgumentHelp("The saved-state or archive file.", valueName: "file"))
    var file: String

    @Flag(help: "Print JSON (sorted keys, stable for scripts).")
    var json = false

    @Flag(help: "Print a Graphviz graph: revive inspect FILE --dot | dot -Tpng -o tree.png")
    var dot = false

    @OptionGroup var keyOptions: KeyOptions

    func validate() throws {
        if json && dot { throw ValidationError("--json and --dot cannot be used together") }
    }

    func run() throws {
        if let archive = try ArchiveFile.load(ifArchive: file, key: keyOptions.key()) {
            if dot { throw CommandFailure(message: "\(file): an archive holds a value, not a page tree to draw") }
            print(json ? archive.renderJSON() : archive.render(), terminator: "")
            return
        }
        let loaded = try SnapshotFile.load(path: file, key: keyOptions.key())
        if json {
            print(JSONRenderer.render(loaded), terminator: "")
        } else if dot {
            guard let snapshot = loaded.snapshot else {
                throw CommandFailure(message: "\(file): the pages are encrypted; pass --key-file PATH to draw them")
            }
            print(DotRenderer.render(snapshot), terminator: "")
        } else {
            print(TreeRenderer.render(loaded), terminator: "")
        }
    }
}
