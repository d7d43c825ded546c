#if !canImport(UIKit)
import Foundation

/// The methods adopted by the object you use to manage changes to a split view interface.
///
/// "The methods of this protocol are all optional. If you don't implement any of the methods,
/// the split view controller provides default behavior": the stand-in models the one method
/// that decides what a collapsed column-style interface shows,
/// ``splitViewController(_:topColumnForCollapsingToProposedTopColumn:)``, whose default
/// returns the proposed column. The others (display mode changes, show/hide notifications,
/// the classic interface's collapse and separate methods) are not modelled.
///
/// ```swift
/// final class Coordinator: UISplitViewControllerDelegate {
///     func splitViewController(_ svc: UISplitViewController,
///                              topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
///         .primary   // start on the list in a compact width
///     }
/// }
/// ```
///
/// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate
@MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// Asks the delegate to provide the column to display after the split view interface
    /// collapses: "When the split view controller transitions from a horizontally regular to a
    /// horizontally compact size class, it calls this method and asks you for the column to
    /// display when that transition is complete." Column-style split views only.
    ///
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:topcolumnforcollapsingtoproposedtopcolumn:)
    func splitViewController(
        _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column
}

extension UISplitViewControllerDelegate {
    /// The optional method's default: the proposed column.
    public func splitViewController(
        _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        proposedTopColumn
    }
}
#endif
