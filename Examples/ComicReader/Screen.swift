import Revive
public import ReviveNavigator

/// One choice on a screen: a label and what choosing it does.
public struct MenuItem {
    /// What the user reads.
    public let label: String
    /// What choosing it does.
    public let action: @MainActor (ComicReaderApp) throws -> Void

    /// Creates a menu item.
    public init(_ label: String, action: @escaping @MainActor (ComicReaderApp) throws -> Void) {
        self.label = label
        self.action = action
    }
}

/// A page of the comic reader: a title for the `at:` line, lines of text, and numbered choices.
///
/// Each page class is marked `@Preserving`, with or without `@Preserved` properties: a class
/// without it is read from its mirror the first time the engine saves or restores one of its pages.
@MainActor
open class Screen: Page {
    /// The page's part of the `at:` line: `"Reader p.17"`.
    open var title: String { displayName }
    /// Lines shown under the title.
    open func body(in app: ComicReaderApp) -> [String] { [] }
    /// The numbered choices.
    open func menu(in app: ComicReaderApp) -> [MenuItem] { [] }
    /// Carries out a command of the page's own (`down`, `type TEXT`, …) and returns the lines
    /// to show; `nil` when the page has no such command.
    open func command(_ input: String, in app: ComicReaderApp) -> [String]? { nil }
}

extension Page {
    /// A short name for the terminal: the restoration identifier if set, otherwise the type's name.
    public var displayName: String {
        restorationIdentifier ?? String(describing: type(of: self))
    }
}
