/// What ``RestorationController/didEnterBackground()`` did with the scene.
///
/// ```swift
/// if case .notCaptured(let error) = controller.didEnterBackground() {
///     logger.error("\(error)")    // the previous saved state is kept
/// }
/// ```
public enum SaveResult: Hashable {
    /// The scene was captured; its write runs in the background.
    case scheduled
    /// ``RestorationController/shouldSave`` returned `false`; nothing was captured.
    case declinedByApp
    /// The hierarchy could not be captured as it is; the error names the page.
    case notCaptured(RestorationError)

    /// Whether a save was scheduled.
    public var isScheduled: Bool { self == .scheduled }
}

extension SaveResult: CustomStringConvertible {
    /// `"scheduled"`, `"declined by the app"`, or `"not captured: …"`.
    public var description: String {
        switch self {
        case .scheduled: "scheduled"
        case .declinedByApp: "declined by the app"
        case .notCaptured(let error): "not captured: \(error)"
        }
    }
}

extension SaveResult: Sendable {}
