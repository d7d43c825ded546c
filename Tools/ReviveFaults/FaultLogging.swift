import Logging

/// Logging for the fault-testing tools: the store's notices about every removed temporary
/// file would drown a run of a thousand kills, so the tools keep only errors.
///
/// ```swift
/// FaultLogging.keepOnlyErrors()   // at the start of revive-torture and of each fuzz input
/// ```
package enum FaultLogging {
    /// Bootstraps swift-log to print errors and worse on standard error; later calls do nothing.
    package static func keepOnlyErrors() {
        _ = bootstrapped
    }

    private static let bootstrapped: Void = {
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = .error
            return handler
        }
    }()
}
