/// Screens side by side, all on screen at once, as a split view shows a sidebar and its detail:
/// one column has the focus (where the keyboard goes) or none does. Each column is any screen,
/// a ``ScreenStack`` usually.
///
/// A game subclasses it for its own layouts; unlike a ``Desk``, the player does not open or
/// close columns, and a column is not a tab strip.
///
/// ```swift
/// final class Worlds: SplitScreen {}
/// let worlds = Worlds([ScreenStack([WorldScreen()]), ScreenStack([WorldScreen()])], focusedIndex: 0)
/// try worlds.focus(1)
/// worlds.focusedColumn    // the second stack
/// ```
@MainActor
open class SplitScreen: Screen {
    /// The columns, left to right.
    public private(set) var columns: [Screen] = []
    /// The index of the focused column, or `nil` when none has the focus.
    public private(set) var focusedIndex: Int?

    /// Creates a split screen of `columns`, the one at `focusedIndex` focused.
    public init(_ columns: [Screen] = [], focusedIndex: Int? = nil) {
        super.init()
        setColumns(columns, focusedIndex: focusedIndex)
    }

    /// The focused column, or `nil` when none has the focus.
    public var focusedColumn: Screen? {
        focusedIndex.map { columns[$0] }
    }

    open override var title: String { "Split" }

    /// Gives the column at `index` the focus, or takes it from every column when `index` is `nil`.
    /// - Throws: ``StageError`` when there is no column there.
    public func focus(_ index: Int?) throws(StageError) {
        if let index, !columns.indices.contains(index) { throw StageError("there is no column \(index + 1)") }
        focusedIndex = index
    }

    /// Replaces every column, and gives the focus to the one at `focusedIndex` (none when it is
    /// `nil` or out of range).
    public func setColumns(_ columns: [Screen], focusedIndex: Int?) {
        for column in self.columns { column.split = nil }
        for column in columns { column.split = self }
        self.columns = columns
        self.focusedIndex = focusedIndex.flatMap { columns.indices.contains($0) ? $0 : nil }
    }
}
