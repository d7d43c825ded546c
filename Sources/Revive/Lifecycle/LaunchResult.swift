/// What a launch did with the saved state: restored it (with the report), or started fresh
/// and why.
///
/// ```swift
/// switch controller.launch(defaultRoot: makeTabs) {
/// case .restored(let report): logger.info("restored \(report.restoredPageCount) pages")
/// case .fresh(let reason): logger.info("\(reason)")   // "fresh because the user quit"
/// }
/// ```
public enum LaunchResult: Hashable {
    /// The saved hierarchy was rebuilt; the report lists anything dropped or defaulted.
    case restored(RestoreReport)
    /// The app started from its default root page; the reason names the check that decided it.
    case fresh(LaunchResult.FreshReason)

    /// The report, when the launch restored.
    public var report: RestoreReport? {
        if case .restored(let report) = self { return report }
        return nil
    }

    /// The reason, when the launch started fresh.
    public var freshReason: LaunchResult.FreshReason? {
        if case .fresh(let reason) = self { return reason }
        return nil
    }
}

extension LaunchResult: CustomStringConvertible {
    /// `"restored 8 pages"`, `"restored 8 pages from the checkpoint"`
    /// (``RestoreReport/restoredFromCheckpoint``), `"fresh because the user quit the app"`, or,
    /// when not everything came back, the report's ``RestoreReport/summary`` too:
    /// `"restored 9 pages (written by version 1.3; kept 9 of 11 pages; Workspace changed from tabs
    /// to split, its tabs came back as columns; 3 issues)"`.
    public var description: String {
        switch self {
        case .restored(let report):
            let summary = report.savedPageCount > 0 ? "\(report.summary); " : ""
            let issues = report.items.isEmpty ? "" : " (\(summary)\(report.items.count) issue\(report.items.count == 1 ? "" : "s"))"
            let source = report.restoredFromCheckpoint ? " from the checkpoint" : ""
            return "restored \(report.restoredPageCount) page\(report.restoredPageCount == 1 ? "" : "s")\(source)\(issues)"
        case .fresh(let reason):
            return "fresh because \(reason)"
        }
    }
}

extension LaunchResult: Sendable {}
