// The setup issue of a class whose `@Preserved` properties the engine finds with `Mirror`.

extension SetupIssue {
    /// `type`'s `@Preserved` properties are read with `Mirror` at every capture and restore:
    /// a class with no `@Preserving` of its own (a subclass of one that has it included). The
    /// fix is the macro, which lists them at compile time.
    ///
    /// ```swift
    /// SetupIssue.readThroughMirror(ComicPage.self).message
    /// // "Comics.ComicPage's @Preserved properties are found with Mirror at every save and restore, …"
    /// ```
    /// - Parameter type: The class whose layout was read from its mirror.
    /// - Returns: The issue, code ``Code/readThroughMirror``.
    static func readThroughMirror(_ type: Any.Type) -> SetupIssue {
        // With its module (`Comics.ReaderPage`): two modules may each have a class of the name.
        let name = String(reflecting: type)
        return SetupIssue(.readThroughMirror, """
            \(name)'s @Preserved properties are found with Mirror at every save and restore, several times \
            slower than when they are listed at compile time. Mark the class @Preserving (import ReviveMacros), \
            or conform it to PreservedPropertyListing by hand
            """)
    }
}
