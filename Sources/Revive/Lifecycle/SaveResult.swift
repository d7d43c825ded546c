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
    case notCaptured(ReviveError)
    /// Another process holds the scene (``FreshReason/sceneInUse``), or its lock path is not
    /// a file: nothing was captured or scheduled, and its saved state is left as it is. The
    /// error (``ReviveError/Code/sceneLocked``) says which. Never about this process: its
    /// controllers of one scene share the lock.
    case sceneInUse(ReviveError)

    /// Whether a save was scheduled.
    public var isScheduled: Bool { self == .scheduled }
}

extension SaveResult: CustomStringConvertible {
    /// `"scheduled"`, `"declined by the app"`, `"not captured: …"` or `"scene in use: …"`.
    public var description: String {
        switch self {
        case .scheduled: "scheduled"
        case .declinedByApp: "declined by the app"
        case .notCaptured(let error): "not captured: \(error)"
        case .sceneInUse(let error): "scene in use: \(error.message)"
        }
    }
}

extension SaveResult: Sendable {}
