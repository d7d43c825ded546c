import Foundation
import Revive

extension DemoTerminal {
    /// An error as a person reads it: Revive's errors as their sentence
    /// (`localizedDescription`, no code name), the demo's own as they describe themselves.
    /// With `verbose` (the demos' `--verbose`), a Revive error's code follows in brackets.
    ///
    /// ```swift
    /// DemoTerminal.sentence(error)   // "/tmp/x is a shared folder (mode 1777); refusing to keep state in it"
    /// DemoTerminal.sentence(error, verbose: true)   // "… refusing to keep state in it [directoryUnavailable]"
    /// ```
    /// - Parameters:
    ///   - error: The error.
    ///   - verbose: Whether to add a Revive error's code.
    /// - Returns: One line.
    public static func sentence(_ error: any Error, verbose: Bool = false) -> String {
        guard let error = error as? ReviveError else { return "\(error)" }
        return error.localizedDescription + (verbose ? " [\(error.code)]" : "")
    }
}
