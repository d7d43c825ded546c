public import Revive

extension SimulatedApp {
    /// Checks that the visible page is a `P` whose values pass `check`.
    ///
    /// ```swift
    /// try app.expectVisible(ComicDetailPage.self) { $0.comicID == 42 && $0.comicName == "Bone" }
    /// ```
    /// - Parameters:
    ///   - type: The expected page type.
    ///   - check: The expected values.
    /// - Returns: The page, for further checks.
    /// - Throws: `Revive/ReviveError` with code `expectationFailed` naming the page that is visible, or saying the values differ.
    @discardableResult
    public func expectVisible<P>(_ type: P.Type, where check: (P) -> Bool = { _ in true }) throws(ReviveError) -> P {
        let page = try visiblePage(as: type)
        guard check(page) else {
            throw ReviveError.expectation("the visible page, a \(P.self), does not have the expected values")
        }
        return page
    }

    /// The report of the running process's restore.
    /// - Throws: `Revive/ReviveError` with code `expectationFailed` when the launch started fresh (saying why) or no process runs.
    public func restoreReport() throws(ReviveError) -> RestoreReport {
        switch launchResult {
        case .restored(let report): return report
        case .fresh(let reason): throw ReviveError.expectation("the launch did not restore: \(reason)")
        case nil: throw ReviveError.expectation("the app is not running; call launch() first")
        }
    }

    /// The reason the running process started fresh.
    /// - Throws: `Revive/ReviveError` with code `expectationFailed` when the launch restored (with its report) or no process runs.
    public func freshReason() throws(ReviveError) -> LaunchResult.FreshReason {
        switch launchResult {
        case .fresh(let reason): return reason
        case .restored(let report): throw ReviveError.expectation("the launch restored \(report.restoredPageCount) pages instead of starting fresh")
        case nil: throw ReviveError.expectation("the app is not running; call launch() first")
        }
    }
}
