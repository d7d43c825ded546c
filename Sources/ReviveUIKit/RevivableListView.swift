#if canImport(UIKit)
import UIKit
#elseif canImport(UIKitStandIn)
import UIKitStandIn
#endif
#if canImport(UIKit) || canImport(UIKitStandIn)
import Revive

/// What the view-state adapter reads and writes of a table or collection view, in one shape:
/// sections of rows, the first visible row, the selected rows, where a row starts, scrolling a
/// row to the top and selecting rows. Each member forwards to the view's own UIKit API.
@MainActor
protocol RevivableListView: UIScrollView {
    /// The data source's model association, which names the rows.
    var modelAssociation: (any UIDataSourceModelAssociation)? { get }
    /// The rows of each section.
    var listSections: PageViewState.Sections { get }
    /// The topmost visible row.
    var firstVisibleIndexPath: IndexPath? { get }
    /// The selected rows.
    var selectedIndexPaths: [IndexPath] { get }
    /// Where the row starts in the content, in points.
    func top(of indexPath: IndexPath) -> CGFloat?
    /// Scrolls the row to the top, as far as the content allows.
    func scrollToTop(of indexPath: IndexPath)
    /// Makes `indexPaths` the selection, without scrolling.
    func select(_ indexPaths: [IndexPath])
}

extension UITableView: RevivableListView {
    var modelAssociation: (any UIDataSourceModelAssociation)? { dataSource as? any UIDataSourceModelAssociation }
    var listSections: PageViewState.Sections {
        PageViewState.Sections(rowCounts: (0..<numberOfSections).map { numberOfRows(inSection: $0) })
    }
    var firstVisibleIndexPath: IndexPath? { indexPathsForVisibleRows?.min() }
    var selectedIndexPaths: [IndexPath] { indexPathsForSelectedRows ?? [] }
    func top(of indexPath: IndexPath) -> CGFloat? { rectForRow(at: indexPath).minY }
    func scrollToTop(of indexPath: IndexPath) { scrollToRow(at: indexPath, at: .top, animated: false) }
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
    var firstVisibleIndexPath: IndexPath? { indexPathsForVisibleItems.min() }
    var selectedIndexPaths: [IndexPath] { indexPathsForSelectedItems ?? [] }
    func top(of indexPath: IndexPath) -> CGFloat? { layoutAttributesForItem(at: indexPath)?.frame.minY }
    func scrollToTop(of indexPath: IndexPath) { scrollToItem(at: indexPath, at: .top, animated: false) }
    func select(_ indexPaths: [IndexPath]) {
        selectItem(at: nil, animated: false, scrollPosition: [])
        for indexPath in indexPaths { selectItem(at: indexPath, animated: false, scrollPosition: []) }
    }
}
#endif
