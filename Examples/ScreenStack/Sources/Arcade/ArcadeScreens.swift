public import Revive
public import StageKit

/// The game's first screen, at the bottom of the stack.
@MainActor
public final class TitleScreen: Screen {
    public override var title: String { "Title" }
}

// snippet:begin adapter-pages
/// A level being played: which one, and the score so far.
@MainActor
public final class LevelScreen: Screen {
    /// The level's number.
    @Preserved public var level = 1
    /// The points scored in this level.
    @Preserved public var score = 0

    // snippet:skip
    /// Creates a level screen.
    public init(level: Int = 1) {
        super.init()
        self.level = level
    }

    public override var title: String { "Level \(level) (score \(score))" }
    // snippet:resume
}

/// The pause menu, an overlay over a level, with the choice under the cursor.
@MainActor
public final class PauseOverlay: Screen {
    /// The menu's choices.
    public static let choices = ["Resume", "Restart", "Quit to title"]

    /// The index of the choice under the cursor.
    @Preserved("cursor") public var choice = 0

    /// The choice under the cursor; a saved index out of range reads as the first.
    public var chosen: String {
        Self.choices.indices.contains(choice) ? Self.choices[choice] : Self.choices[0]
    }

    // snippet:skip
    /// Moves the cursor down, wrapping around.
    public func moveDown() {
        choice = (Self.choices.indices.contains(choice) ? choice + 1 : 0) % Self.choices.count
    }

    public override var title: String { "Paused [\(chosen)]" }
    // snippet:resume
}
// snippet:end
