#if !canImport(AppIntents)
/// How the system shows an entity to the user: in Shortcuts, Siri and Spotlight. Only the
/// title and subtitle are modelled (no image, no synonyms).
///
/// As in the SDK, a string literal makes one, an interpolation does not: an interpolated title
/// goes through ``init(title:subtitle:)``, whose `LocalizedStringResource` takes it. Not
/// `Sendable` (the iOS 17 SDK's type is not).
///
/// ```swift
/// var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "Comic \(id)") }
/// ```
///
/// https://developer.apple.com/documentation/appintents/displayrepresentation
public struct DisplayRepresentation: ExpressibleByStringLiteral {
    /// The title.
    ///
    /// https://developer.apple.com/documentation/appintents/displayrepresentation/title
    public var title: LocalizedStringResource

    /// The subtitle, if any.
    ///
    /// https://developer.apple.com/documentation/appintents/displayrepresentation/subtitle
    public var subtitle: LocalizedStringResource?

    /// Creates a representation with a title and an optional subtitle: the SDK's
    /// `init(title:subtitle:image:)` without the image.
    ///
    /// https://developer.apple.com/documentation/appintents/displayrepresentation/init(title:subtitle:image:)
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil) {
        self.title = title
        self.subtitle = subtitle
    }

    /// A representation whose title is the literal.
    ///
    /// https://developer.apple.com/documentation/appintents/displayrepresentation/init(stringliteral:)
    public init(stringLiteral value: String) {
        self.init(title: LocalizedStringResource(stringLiteral: value))
    }
}
#endif
