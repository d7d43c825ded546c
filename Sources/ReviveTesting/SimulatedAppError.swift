import Revive
/// A simulated-app step that could not be done, or a check that did not hold; the message
/// says what was expected and what was found.
///
/// Test helpers throw it rather than trap, so a failing check fails the test that made it
/// (in Swift Testing and XCTest alike) with this message.
public struct SimulatedAppError: Error, Hashable, CustomStringConvertible {
    /// What went wrong, quoting what was found.
    public let message: String

    /// Creates an error.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
