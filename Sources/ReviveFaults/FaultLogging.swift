import Logging

/// Logging for the fault-testing tools: the store's notices about every removed temporary
/// file would drown a run of a thousand kills, so the tools keep only errors.
///
/// ```swift
/// FaultLogging.keepOnlyErrors()   // once, at the start of revive-torture
/// ```
package enum FaultLogging {
    /// Bootstraps swift-log to print errors and worse on standard error. Call once per process.
    package static func keepOnlyErrors() {
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = .error
            return handler
        }
    }
}
