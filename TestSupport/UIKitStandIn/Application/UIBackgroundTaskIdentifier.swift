#if !canImport(UIKit)
import Foundation

/// A unique token that identifies a request to run in the background.
///
/// https://developer.apple.com/documentation/uikit/uibackgroundtaskidentifier
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's integer value.
    public var rawValue: Int

    /// Creates an identifier from its integer value.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// A token indicating an invalid task request.
    ///
    /// https://developer.apple.com/documentation/uikit/uibackgroundtaskidentifier/invalid
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}
#endif
