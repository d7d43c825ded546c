import ArgumentParser
import Revive
import ReviveInspector

/// `revive sizes FILE`: bytes per page and per key, largest first, against the capture budget.
struct SizesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sizes",
        abstract: "Show bytes per page and per key, largest first, against the budget.",
        discussion: "The budget defaults to capture's: 65536 bytes per page, 4194304 in total."
    )

    @Argument(help: ArgumentHelp("The saved-state file.", valueName: "file"))
    var file: String

    @Option(help: ArgumentHelp("The most bytes one page's values may take.", valueName: "bytes"))
    var maxPageBytes = CaptureBudget().maxPageBytes

    @Option(help: ArgumentHelp("The most bytes all pages together may take.", valueName: "bytes"))
    var maxTotalBytes = CaptureBudget().maxTotalBytes

    @Option(help: ArgumentHelp("Show only the largest N pages and keys.", valueName: "n"))
    var top: Int?

    @OptionGroup var keyOptions: KeyOptions

    func validate() throws {
        guard maxPageBytes > 0, maxTotalBytes > 0 else { throw ValidationError("budgets must be positive") }
        if let top, top <= 0 { throw ValidationError("--top must be positive, not \(top)") }
    }

    func run() throws {
        let (_, snapshot) = try keyOptions.loadSnapshot(file)
        let budget = CaptureBudget(maxPageBytes: maxPageBytes, maxTotalBytes: maxTotalBytes)
        print(SizeReport(snapshot: snapshot, budget: budget).rendered(limit: top), terminator: "")
    }
}
