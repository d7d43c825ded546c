/// A screen of a game: the title, a level, a pause menu. Each fills the stage; an overlay is a
/// screen shown over another one, which stays underneath.
///
/// A game subclasses it for each of its screens. The toolkit's containers are ``ScreenStack`` (one
/// screen on top of others), ``Desk`` (panes side by side, each a ``Pane`` of documents) and
/// ``SplitScreen`` (columns side by side).
///
/// ```swift
/// final class LevelScreen: Screen {
///     var level = 1
///     override var title: String { "Level \(level)" }
/// }
/// let stack = ScreenStack([TitleScreen()])
/// stack.push(LevelScreen())
/// try stack.top?.showOverlay(PauseOverlay())
/// ```
@MainActor
open class Screen {
    /// Tells this screen apart from others of its type, where the game wants that.
    public var tag: String?
    /// The stack this screen is in, if any.
    public internal(set) weak var stack: ScreenStack?
    /// The pane this screen is a document of, if any.
    public internal(set) weak var pane: Pane?
    /// The split screen this screen is a column of, if any.
    public internal(set) weak var split: SplitScreen?
    /// The screen shown over this one (a pause menu, a dialog), if any.
    public private(set) var overlay: Screen?
    /// The screen this one is shown over, when it is an overlay.
    public private(set) weak var presenter: Screen?

    /// Creates a screen.
    public init() {}

    /// What the player reads at the top of the screen; the type's name by default.
    open var title: String { String(describing: type(of: self)) }

    /// Whether the screen is in a stack, a pane or a desk, a split screen, an overlay, or the stage's root.
    public var hasPlace: Bool { stack != nil || pane != nil || split != nil || presenter != nil || isRoot || isOnDesk }
    var isRoot = false
    /// Whether the screen is a pane of a desk.
    var isOnDesk: Bool { false }

    /// Shows `overlay` over this screen.
    /// - Throws: ``StageError`` when this screen already shows an overlay, or `overlay` already
    ///   has a place.
    public func showOverlay(_ overlay: Screen) throws(StageError) {
        if let shown = self.overlay { throw StageError("\(title) already shows \(shown.title)") }
        if overlay.hasPlace || overlay === self { throw StageError("\(overlay.title) is already on the stage") }
        self.overlay = overlay
        overlay.presenter = self
    }

    /// Removes the overlay of this screen, with the overlays over it; does nothing when it shows none.
    public func dismissOverlay() {
        overlay?.presenter = nil
        overlay = nil
    }
}

/// The toolkit's container: a stack of screens, the last one on top.
@MainActor
public final class ScreenStack: Screen {
    /// The screens, bottom first.
    public private(set) var screens: [Screen] = []

    /// Creates a stack of `screens`, bottom first.
    public init(_ screens: [Screen] = []) {
        super.init()
        setScreens(screens)
    }

    /// The screen on top, or `nil` when the stack is empty.
    public var top: Screen? { screens.last }

    /// Puts `screen` on top.
    public func push(_ screen: Screen) {
        screen.stack = self
        screens.append(screen)
    }

    /// Removes the top screen, unless it is the last one.
    /// - Returns: The removed screen.
    @discardableResult
    public func pop() -> Screen? {
        guard screens.count > 1 else { return nil }
        let top = screens.removeLast()
        top.stack = nil
        return top
    }

    /// Replaces every screen.
    public func setScreens(_ screens: [Screen]) {
        for screen in self.screens { screen.stack = nil }
        for screen in screens { screen.stack = self }
        self.screens = screens
    }

    public override var title: String { "Stack" }
}

/// A misuse of the stage: a screen shown twice, an overlay over an overlay's place.
public struct StageError: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String

    /// Creates an error.
    public init(_ description: String) {
        self.description = description
    }
}

extension StageError: Sendable {}
