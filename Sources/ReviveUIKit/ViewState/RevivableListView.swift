#if canImport(UIKit)
import UIKit
#elseif os(Linux) && UIKitStandIn
import UIKitStandIn
#endif
#if canImport(UIKit) || (os(Linux) && UIKitStandIn)
import Revive

/// What the view-state adapter reads and writes of a table or collection view, in one shape:
/// sections of rows, the visible rows, the selected rows, where a row lies, and selecting rows.
/// Each member forwards to the view's own UIKit API.
@MainActor
protocol RevivableListView: UIScrollView {
    /// The data source's model association, which names the rows.
    var modelAssociation: (any UIDataSourceModelAssociation)? { get }
    /// The rows of each section.
    var listSections: PageViewState.Sections { get }
    /// The rows in the scroll view's bounds, those under a bar included.
    var visibleIndexPaths: [IndexPath] { get }
    /// The selected rows.
    var selectedIndexPaths: [IndexPath] { get }
    /// Where the row lies in the content, in points.
    func frame(of indexPath: IndexPath) -> CGRect?
    /// Makes `indexPaths` the selection, without scrolling.
    func select(_ indexPaths: [IndexPath])
}

extension UIScrollView {
    /// Where the content the user can see begins, in content coordinates: the offset plus the
    /// top of the adjusted content inset. Under a navigation bar the bar covers the first
    /// `adjustedContentInset.top` points of the bounds, and at the top of the content
    /// `contentOffset.y` is `-adjustedContentInset.top`, so this is 0 there.
    /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
    var visibleContentTop: CGFloat { contentOffset.y + adjustedContentInset.top }

    /// Scrolls so that the content at `y` (content coordinates) is where the visible content
    /// begins; `clamped`, only as far as the content and its insets allow.
    func scrollVisibleContentTop(to y: CGFloat, clamped: Bool) {
        let inset = adjustedContentInset
        var target = y - inset.top
        if clamped {
            let lowest = -inset.top
            target = min(max(target, lowest), max(contentSize.height + inset.bottom - frame.height, lowest))
        }
        setContentOffset(CGPoint(x: contentOffset.x, y: target), animated: false)
    }
}

extension RevivableListView {
    /// The first row the user sees: the topmost row that reaches below the visible content's
    /// top (a row entirely under a navigation bar does not count).
    var firstVisibleIndexPath: IndexPath? {
        let top = visibleContentTop
        return visibleIndexPaths.filter { (frame(of: $0)?.maxY ?? 0) > top }.min()
    }
}

extension UITableView: RevivableListView {
    var modelAssociation: (any UIDataSourceModelAssociation)? { dataSource as? any UIDataSourceModelAssociation }
    var listSections: PageViewState.Sections {
        PageViewState.Sections(rowCounts: (0..<numberOfSections).map { numberOfRows(inSection: $0) })
    }
    var visibleIndexPaths: [IndexPath] { indexPathsForVisibleRows ?? [] }
    var selectedIndexPaths: [IndexPath] { indexPathsForSelectedRows ?? [] }
    func frame(of indexPath: IndexPath) -> CGRect? { rectForRow(at: indexPath) }
    func select(_ indexPaths: [IndexPath]) {
        selectRow(at: nil, animated: false, scrollPosition: .none)
        for indexPath in indexPaths { selectRow(at: indexPath, animated: false, scrollPosition: .none) }
    }
}

extension UICollectionView: RevivableListView {
    var modelAssociation: (any UIDataSourceModelAssociation)? { dataSource as? any UIDataSourceModelAssociation }
    var listSections: PageViewState.Sections {
        PageViewState.Sections(rowCounts: (0..<numberOfSections).map { numberOfItems(inSection: $0) })
    }
    // UIKit does not order the visible items.
    var visibleIndexPaths: [IndexPath] { indexPathsForVisibleItems }
    var selectedIndexPaths: [IndexPath] { indexPathsForSelectedItems ?? [] }
    func frame(of indexPath: IndexPath) -> CGRect? { layoutAttributesForItem(at: indexPath)?.frame }
    func select(_ indexPaths: [IndexPath]) {
        selectItem(at: nil, animated: false, scrollPosition: [])
        for indexPath in indexPaths { selectItem(at: indexPath, animated: false, scrollPosition: []) }
    }
}
#endif
