// Foundation has LocalizedStringResource on Apple platforms (iOS 16 and later); only
// swift-corelibs-foundation lacks it.
#if !canImport(AppIntents)
/// A reference to a localizable string, looked up when it is shown — Foundation's type, which
/// swift-corelibs-foundation on Linux does not have. Only its key, written as a literal or an
/// interpolation, is modelled: the stand-in shows it as it is.
///
/// As in the iOS 17 SDK, it is `Equatable` but not `Hashable`, `Sendable` or
/// `CustomStringConvertible` (read ``key`` to show it), and an interpolation takes a string or a
/// number, not any value.
///
/// ```swift
/// static var title: LocalizedStringResource { "Open a comic place" }
/// ```
///
/// https://developer.apple.com/documentation/foundation/localizedstringresource
public struct LocalizedStringResource: Equatable, ExpressibleByStringInterpolation {
    /// The key for the localized string in the table; the stand-in shows the key.
    ///
    /// https://developer.apple.com/documentation/foundation/localizedstringresource/key
    public let key: String

    /// Creates a resource from a string literal.
    ///
    /// https://developer.apple.com/documentation/foundation/localizedstringresource/init(stringliteral:)
    public init(stringLiteral value: String) {
        key = value
    }

    /// Creates a resource from an interpolation (`"Comic \(id)"`).
    ///
    /// https://developer.apple.com/documentation/foundation/localizedstringresource/init(stringinterpolation:)
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
    }

    /// The interpolation of a resource: the SDK's `String.LocalizationValue.StringInterpolation`,
    /// for strings and numbers only (the SDK's takes also objects, format styles and resources).
    ///
    /// https://developer.apple.com/documentation/swift/string/localizationvalue
    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""

        /// Creates an empty interpolation.
        ///
        /// https://developer.apple.com/documentation/swift/string/localizationvalue
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Appends the literal.
        ///
        /// https://developer.apple.com/documentation/swift/string/localizationvalue
        public mutating func appendLiteral(_ literal: String) { key += literal }

        /// Appends a string.
        ///
        /// https://developer.apple.com/documentation/swift/string/localizationvalue
        public mutating func appendInterpolation(_ string: String) { key += string }

        /// Appends an integer (in the SDK, one of the `_FormatSpecifiable` types).
        ///
        /// https://developer.apple.com/documentation/swift/string/localizationvalue
        public mutating func appendInterpolation(_ value: Int) { key += String(value) }

        /// Appends a floating-point number (in the SDK, one of the `_FormatSpecifiable` types).
        ///
        /// https://developer.apple.com/documentation/swift/string/localizationvalue
        public mutating func appendInterpolation(_ value: Double) { key += String(value) }
    }
}
#endif
