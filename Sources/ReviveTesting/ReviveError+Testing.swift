public import Revive

// MARK: - Codes of the simulated app

extension ReviveError.Code {
    /// A simulated-app step that could not be done, or a check that did not hold: `SimulatedApp`'s
    /// `launch`-dependent calls and expectations, and a conformance fixture's own checks. The
    /// message says what was expected and what was found.
    ///
    /// Test helpers throw it rather than trap, so a failing check fails the test that made it
    /// (in Swift Testing and XCTest alike) with this message.
    ///
    /// ```swift
    /// guard let tabs = navigator.rootPage as? TabBarPage else {
    ///     throw ReviveError(.expectationFailed, "no tab container")
    /// }
    /// ```
    public static let expectationFailed = Self("expectationFailed")
}

extension ReviveError {
    /// A failed expectation of a simulated app, with its message.
    static func expectation(_ message: String) -> ReviveError {
        ReviveError(.expectationFailed, message)
    }
}
