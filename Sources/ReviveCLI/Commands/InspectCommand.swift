import ArgumentParser

/// `revive inspect FILE`: the header and the page tree (or an archive's value), as text, JSON
/// or Graphviz.
struct InspectCommand: InspectorCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Show the header and the saved page tree, every visible page marked.",
        discussion: """
            Without --key-file, an encrypted state shows its header only, and an archive \
            written with a key (ReviveArchive's NAME.archive) its header only: both exit 2, \
            not verified. With the key, the HMAC or the encryption is checked and everything \
            is shown. Secrets stay sealed.

            \(ExitStatus.helpText)
            """
    )

    @Argument(help: ArgumentHelp("The saved-state or archive file.", valueName: "file"))
    var file: String

    @Flag(help: "Print a Graphviz graph: revive inspect FILE --dot | dot -Tpng -o tree.png")
    var dot = false

    @OptionGroup var output: OutputOptions
    @OptionGroup var keyOptions: KeyOptions

    var primaryFile: String { file }

    func validate() throws {
        if output.json && dot { throw ValidationError("--json and --dot cannot be used together") }
    }

    func inspect() throws(InspectorError) -> ExitStatus {
        switch try keyOptions.load(file) {
        case .archive(let archive):
            if dot {
                throw InspectorError(.differentKinds, "\(file): an archive holds a value, not a page tree to draw")
            }
            print(output.json ? archive.renderJSON() : archive.render(), terminator: "")
            return archive.value == nil ? .needsKey : .ok
        case .state(let loaded):
            if dot {
                print(DotRenderer.render(try loaded.requireSnapshot()), terminator: "")
            } else {
                print(output.json ? JSONRenderer.render(loaded) : TreeRenderer.render(loaded), terminator: "")
            }
            return loaded.snapshot == nil ? .needsKey : .ok
        }
    }
}
