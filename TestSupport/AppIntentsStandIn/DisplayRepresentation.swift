#if !canImport(AppIntents)
/// How the system shows an entity to the user: in Shortcuts, Siri and Spotlight. Only the
/// title and subtitle are modelled (no image, no synonyms).
///
/// ```swift
/// var displayRepresentation: DisplayRepresentation { "Comic \(id)" }
/// ```
///
/// https://developer.apple.com/documentation/appintents/displayrepresentation
public struct DisplayRepresentation: Sendable, ExpressibleByStringInterpolation {
    /// The title.
    ///
    /// https://developer.apple.com/documentation/appintents/displayrepresentation/title
    public var title: LocalizedStringResource

    /// The subtitle, if any.
    ///
    /// https://developer.apple.com/documentation/appintents/displayrepresentation/subtitle
    public var subtitle: LocalizedStringResource?

    /// Creates a representation with a title and an optional subtitle.
    ///
    /// https://developer.apple.com/documentation/appintents/displayrepresentation/init(title:subtitle:image:synonyms:)
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil) {
        self.title = title
        self.subtitle = subtitle
    }

    /// A representation whose title is the literal.
    public init(stringLiteral value: String) {
        self.init(title: LocalizedStringResource(stringLiteral: value))
    }

    /// A representation whose title is the interpolation.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}
#endif
