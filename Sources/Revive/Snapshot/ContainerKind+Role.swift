extension ContainerKind {
    /// The role of one child of a split container: which column it is.
    ///
    /// The names are `UISplitViewController.Column`'s and `NavigationSplitView`'s: a sidebar
    /// (primary), a content list (supplementary), a detail (secondary). A toolkit with roles of
    /// its own makes them from a string; a role is saved as its string.
    ///
    /// ```swift
    /// extension ContainerKind.Role { static let inspector = ContainerKind.Role("inspector") }
    /// let kind = ContainerKind.split(focusedIndex: 2, roles: [.primary, .supplementary, .secondary])
    /// ```
    public struct Role: Hashable, Sendable, RawRepresentable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The role's saved name.
        public let rawValue: String

        /// A role of this name.
        /// - Parameter rawValue: The role's saved name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// A role of this name.
        /// - Parameter rawValue: The role's saved name.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// A role from a string literal.
        public init(stringLiteral value: String) {
            self.rawValue = value
        }

        /// The saved name.
        public var description: String { rawValue }

        /// The first column: a sidebar (`UISplitViewController.Column.primary`).
        public static let primary = Role("primary")
        /// The middle column of three: a content list (`.supplementary`).
        public static let supplementary = Role("supplementary")
        /// The last column: the detail (`.secondary`).
        public static let secondary = Role("secondary")
    }
}
