/// A desk: a sidebar and panes side by side, as a level editor's window shows them.
///
/// The sidebar belongs to the desk itself: a list of entries (``sidebarItems``, the game's
/// worlds, say) with one selected or none, shown whether or not any pane is open. The panes are
/// side by side, left to right, all on screen at once; the player opens and closes them, and
/// one of them has the focus (where the keyboard goes) or none does. Each pane is a tab strip of
/// documents (``Pane``), and each document may show a chain of overlays (its dialogs).
///
/// A game subclasses it to give the sidebar its entries.
///
/// ```swift
/// final class LevelEditor: Desk {
///     override var sidebarItems: [String] { ["forest", "caves"] }
/// }
/// let editor = LevelEditor()
/// try editor.selectSidebarItem("caves")
/// let pane = editor.openPane()          // on the right, with the focus
/// pane.open(MapScreen())
/// editor.closePane(editor.panes[0])     // the focus stays on `pane`
/// ```
@MainActor
open class Desk: Screen {
    /// The panes, left to right.
    public private(set) var panes: [Pane] = []
    /// The pane that has the focus, or `nil` when none has.
    public private(set) weak var focusedPane: Pane?
    /// The sidebar's selected entry, or `nil` when none is selected.
    public private(set) var selectedSidebarItem: String?

    /// Creates a desk with no pane and nothing selected in its sidebar.
    public override init() {
        super.init()
    }

    /// The sidebar's entries, top first; none by default.
    open var sidebarItems: [String] { [] }

    /// The index of the focused pane among ``panes``, or `nil` when none has the focus.
    public var focusedPaneIndex: Int? {
        panes.firstIndex { $0 === focusedPane }
    }

    open override var title: String { "Desk" }

    // MARK: Sidebar

    /// Selects `item` in the sidebar, or deselects when it is `nil`.
    /// - Throws: ``StageError`` when the sidebar has no such entry.
    public func selectSidebarItem(_ item: String?) throws(StageError) {
        if let item, !sidebarItems.contains(item) { throw StageError("the sidebar has no entry \(item)") }
        selectedSidebarItem = item
    }

    // MARK: Panes

    /// Opens `pane` at `index` (on the right by default) and gives it the focus.
    /// - Returns: The pane.
    @discardableResult
    public func openPane(_ pane: Pane = Pane(), at index: Int? = nil) -> Pane {
        pane.desk = self
        panes.insert(pane, at: min(max(index ?? panes.count, 0), panes.count))
        focusedPane = pane
        return pane
    }

    /// Closes `pane` with its documents. When it had the focus, the pane that takes its place
    /// gets it (the one on its left when it was the last); closing the last pane leaves none
    /// focused. Closing a pane that is not on this desk does nothing.
    public func closePane(_ pane: Pane) {
        guard let index = panes.firstIndex(where: { $0 === pane }) else { return }
        panes.remove(at: index)
        pane.desk = nil
        if focusedPane === pane {
            focusedPane = panes.isEmpty ? nil : panes[min(index, panes.count - 1)]
        }
    }

    /// Gives `pane` the focus, or takes it from every pane when `pane` is `nil`.
    /// - Throws: ``StageError`` when `pane` is not on this desk.
    public func focus(_ pane: Pane?) throws(StageError) {
        if let pane, !panes.contains(where: { $0 === pane }) { throw StageError("the pane is not on this desk") }
        focusedPane = pane
    }

    /// Replaces every pane, and gives the focus to the pane at `focusedIndex` (none when it is
    /// `nil` or out of range).
    public func setPanes(_ panes: [Pane], focusedIndex: Int?) {
        for pane in self.panes { pane.desk = nil }
        for pane in panes { pane.desk = self }
        self.panes = panes
        focusedPane = focusedIndex.flatMap { panes.indices.contains($0) ? panes[$0] : nil }
    }
}
