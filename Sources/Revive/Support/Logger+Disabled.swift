public import Logging

extension Logger {
    /// A logger that writes nothing: what Revive's types log to unless the app hands them one.
    ///
    /// Revive never creates a logger of its own that writes somewhere; as swift-log's best
    /// practices ask of a library, it accepts the app's (`logger:` on ``RestorationController``,
    /// ``FileStore``, ``KeyFileProvider`` and the adapters) and is silent otherwise.
    public static var disabled: Logger {
        Logger(label: "revive", factory: { _ in SwiftLogNoOpLogHandler() })
    }
}
