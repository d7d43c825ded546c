#if !canImport(UIKit)
// The window size the system changes, for tests: a split view controller collapses to one
// column when its window becomes compact in width and expands again when it becomes regular.
// The stand-in models no size classes, so a test narrows and widens the window with these.
// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/iscollapsed
// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum
// ("When the split view interface is collapsed … the display mode has no impact on the
// appearance of the split view controller interface.")

extension StandInRuntime {
    /// Collapses `split` to one column, as a compact-width window does; its `displayMode`
    /// stays as it was and applies again once it expands. A column-style one asks its delegate
    /// which column to show (`.secondary` proposed), and the columns no longer on screen
    /// disappear. Does nothing when it is already collapsed.
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:topcolumnforcollapsingtoproposedtopcolumn:)
    @MainActor
    public static func collapse(_ split: UISplitViewController) {
        guard !split.collapsed else { return }
        if split.style != .unspecified {
            let proposed = UISplitViewController.Column.secondary
            split.collapsedTopColumn = split.delegate?.splitViewController(split, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
        }
        split.collapsed = true
        split.updateAppearanceInWindow(animated: false)
    }

    /// Expands `split` again, as a regular-width window does: its columns appear again.
    @MainActor
    public static func expand(_ split: UISplitViewController) {
        guard split.collapsed else { return }
        split.collapsed = false
        split.updateAppearanceInWindow(animated: false)
    }
}
#endif
