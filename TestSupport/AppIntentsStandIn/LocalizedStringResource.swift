// Foundation has LocalizedStringResource on Apple platforms (iOS 16 and later); only
// swift-corelibs-foundation lacks it.
#if !canImport(AppIntents)
/// A reference to a localizable string, looked up when it is shown — Foundation's type, which
/// swift-corelibs-foundation on Linux does not have. Only its key, written as a literal or an
/// interpolation, is modelled: the stand-in shows it as it is.
///
/// ```swift
/// static let title: LocalizedStringResource = "Open a comic place"
/// ```
///
/// https://developer.apple.com/documentation/foundation/localizedstringresource
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The key for the localized string in the table; the stand-in shows the key.
    ///
    /// https://developer.apple.com/documentation/foundation/localizedstringresource/key
    public let key: String

    /// Creates a resource from a string literal.
    public init(stringLiteral value: String) {
        key = value
    }

    /// Creates a resource from an interpolation (`"Comic \(id)"`).
    public init(stringInterpolation: DefaultStringInterpolation) {
        key = String(stringInterpolation: stringInterpolation)
    }

    /// The key.
    public var description: String { key }
}
#endif
