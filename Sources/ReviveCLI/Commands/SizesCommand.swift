import ArgumentParser
import Revive

/// `revive sizes FILE`: bytes per page and per key (an archive: per entry), largest first,
/// against the budget; exits 4 when over it. The per-page budget is checked against the column
/// shown first, a page's value bytes, as capture checks it.
struct SizesCommand: InspectorCommand {
    static let configuration = CommandConfiguration(
        commandName: "sizes",
        abstract: "Show bytes per page and per key, largest first, against the budget.",
        discussion: """
            A saved state is checked against capture's budget: 65536 bytes per page and \
            4194304 in total unless --max-page-bytes and --max-total-bytes say otherwise. \
            --max-page-bytes limits a page's value bytes (its preserved values), the first \
            column, by which pages are listed, as capture limits them; a page's page bytes \
            (type, identifier, kind and values) add up to the total, which --max-total-bytes \
            limits. An \
            archive lists its value's entries; it has no budget of its own, so only \
            --max-total-bytes, when given, is checked (against the value's bytes). Over the \
            budget, the report is printed all the same and the exit code is 4.

            \(ExitStatus.helpText)
            """
    )

    @Argument(help: ArgumentHelp("The saved-state or archive file.", valueName: "file"))
    var file: String

    @Option(help: ArgumentHelp("The most bytes one page's preserved values may take: its value bytes (default 65536).", valueName: "bytes"))
    var maxPageBytes: Int?

    @Option(help: ArgumentHelp("The most bytes all pages together may take (default 4194304; none for an archive).", valueName: "bytes"))
    var maxTotalBytes: Int?

    @Option(help: ArgumentHelp("Show only the largest N pages and keys.", valueName: "n"))
    var top: Int?

    @OptionGroup var output: OutputOptions
    @OptionGroup var keyOptions: KeyOptions

    var primaryFile: String { file }

    func validate() throws {
        if let maxPageBytes, maxPageBytes <= 0 { throw ValidationError("--max-page-bytes must be positive, not \(maxPageBytes)") }
        if let maxTotalBytes, maxTotalBytes <= 0 { throw ValidationError("--max-total-bytes must be positive, not \(maxTotalBytes)") }
        if let top, top <= 0 { throw ValidationError("--top must be positive, not \(top)") }
    }

    func inspect() throws(InspectorError) -> ExitStatus {
        switch try keyOptions.load(file) {
        case .state(let state):
            let defaults = CaptureBudget()
            let budget = CaptureBudget(
                maxPageBytes: maxPageBytes ?? defaults.maxPageBytes, maxTotalBytes: maxTotalBytes ?? defaults.maxTotalBytes
            )
            let report = SizeReport(snapshot: try state.requireSnapshot(), budget: budget)
            print(output.json ? report.json(path: file, limit: top).encoded() : report.rendered(limit: top), terminator: output.json ? "\n" : "")
            return report.isOverBudget ? .overBudget : .ok
        case .archive(let archive):
            let report = ArchiveSizeReport(archive: archive, value: try archive.requireValue(), maxTotalBytes: maxTotalBytes)
            print(output.json ? report.json(limit: top).encoded() : report.rendered(limit: top), terminator: output.json ? "\n" : "")
            return report.isOverBudget ? .overBudget : .ok
        }
    }
}
