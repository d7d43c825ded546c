#if !canImport(UIKit)
public import Foundation

/// An object that manages an ordered collection of data items and presents them using
/// customizable layouts.
///
/// The stand-in lays items out with its ``UICollectionViewFlowLayout`` as rows of equal items,
/// each section starting a new row, with no headers, footers or insets; it asks its data source
/// for the counts each time and keeps the selection. What it models of UIKit: visible items from
/// the content offset and the frame, `nil` rather than an empty array when nothing is selected,
/// selection that does not scroll for an empty scroll position, and scrolling that stops at the
/// content's edges.
///
/// https://developer.apple.com/documentation/uikit/uicollectionview
@MainActor
open class UICollectionView: UIScrollView {
    /// Constants that indicate how to scroll an item into the visible portion of the collection view.
    ///
    /// https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Scroll so that the item is positioned at the top of the collection view's bounds.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// Scroll so that the item is centered vertically in the collection view.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// Scroll so that the item is positioned at the bottom of the collection view's bounds.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// Scroll so that the item is positioned at the left edge of the collection view's bounds.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// Scroll so that the item is centered horizontally in the collection view.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// Scroll so that the item is positioned at the right edge of the collection view's bounds.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The layout used to organize the collected view's items.
    ///
    /// https://developer.apple.com/documentation/uikit/uicollectionview/collectionviewlayout
    open var collectionViewLayout: UICollectionViewLayout

    /// The object that provides the data for the collection view. UIKit holds it weakly.
    ///
    /// https://developer.apple.com/documentation/uikit/uicollectionview/datasource
    open weak var dataSource: (any UICollectionViewDataSource)?

    /// A Boolean value that determines whether users can select more than one item.
    ///
    /// https://developer.apple.com/documentation/uikit/uicollectionview/allowsmultipleselection
    open var allowsMultipleSelection = false

    private var selected: [IndexPath] = []

    /// Creates a collection view object with the specified frame and layout.
    ///
    /// https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.collectionViewLayout = layout
        super.init(frame: frame)
    }

    /// Creates a collection view from data in an unarchiver. The stand-in decodes nothing.
    public required init?(coder: NSCoder) {
        self.collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    // MARK: - Counts and geometry

    /// The number of sections displayed by the collection view.
    ///
    /// https://developer.apple.com/documentation/uikit/uicollectionview/numberofsections
    open var numberOfSections: Int {
        guard let dataSource else { return 0 }
        return max(dataSource.numberOfSections(in: self), 0)
    }

    /// Returns the number of items in the specified section.
    ///
    /// https://developer.apple.com/documentation/uikit/uicollectionview/numberofitems(insection:)
    open func numberOfItems(inSection section: Int) -> Int {
        guard let dataSource, (0..<numberOfSections).contains(section) else { return 0 }
        return max(dataSource.collectionView(self, numberOfItemsInSection: section), 0)
    }

    private var flow: UICollectionViewFlowLayout {
        collectionViewLayout as? UICollectionViewFlowLayout ?? UICollectionViewFlowLayout()
    }

    private var columns: Int {
        let layout = flow
        return max(1, Int((frame.width + layout.minimumInteritemSpacing) / max(layout.itemSize.width + layout.minimumInteritemSpacing, 1)))
    }

    private func rowCount(inSection section: Int) -> Int {
        (numberOfItems(inSection: section) + columns - 1) / columns
    }

    /// Returns the layout information for the item at the specified index path, or `nil` when
    /// there is no such item.
    ///
    /// https://developer.apple.com/documentation/uikit/uicollectionview/layoutattributesforitem(at:)
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard isValid(indexPath) else { return nil }
        let layout = flow
        let rowsBefore = (0..<indexPath.section).reduce(0) { $0 + rowCount(inSection: $1) } + indexPath.item / columns
        let column = indexPath.item % columns
        let frame = CGRect(x: CGFloat(column) * (layout.itemSize.width + layout.minimumInteritemSpacing),
                           y: CGFloat(rowsBefore) * (layout.itemSize.height + layout.minimumLineSpacing),
                           width: layout.itemSize.width, height: layout.itemSize.height)
        return UICollectionViewLayoutAttributes(indexPath: indexPath, frame: frame)
    }

    /// The content's size: every row of items, with the line spacing between rows.
    ///
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
    open override var contentSize: CGSize {
        get {
            let rows = (0..<numberOfSections).reduce(0) { $0 + rowCount(inSection: $1) }
            let layout = flow
            return CGSize(width: frame.width, height: rows == 0 ? 0 : CGFloat(rows) * layout.itemSize.height + CGFloat(rows - 1) * layout.minimumLineSpacing)
        }
        set {}
    }

    private var allIndexPaths: [IndexPath] {
        (0..<numberOfSections).flatMap { section in (0..<numberOfItems(inSection: section)).map { IndexPath(item: $0, section: section) } }
    }

    private func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && (0..<numberOfSections).contains(indexPath.section) && (0..<numberOfItems(inSection: indexPath.section)).contains(indexPath.item)
    }

    // MARK: - Visible items

    /// An array of the visible items in the collection view: empty when none is visible.
    /// The stand-in returns them in index-path order; UIKit does not promise an order.
    ///
    /// https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforvisibleitems
    open var indexPathsForVisibleItems: [IndexPath] {
        let top = contentOffset.y
        let bottom = top + frame.height
        return allIndexPaths.filter { indexPath in
            guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return false }
            return frame.maxY > top && frame.minY < bottom
        }
    }

    /// Scrolls the collection view contents until the specified item is visible; the stand-in
    /// stops at the content's edges and ignores an index path with no item.
    ///
    /// https://developer.apple.com/documentation/uikit/uicollectionview/scrolltoitem(at:at:animated:)
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        // Positions are within the area the adjusted insets leave (below a navigation bar).
        let inset = adjustedContentInset
        let visibleHeight = self.frame.height - inset.top - inset.bottom
        let target: CGFloat
        if scrollPosition.contains(.top) {
            target = frame.minY - inset.top
        } else if scrollPosition.contains(.centeredVertically) {
            target = frame.midY - visibleHeight / 2 - inset.top
        } else if scrollPosition.contains(.bottom) {
            target = frame.maxY - visibleHeight - inset.top
        } else {
            return
        }
        contentOffset.y = clampedVerticalOffset(target)
    }

    // MARK: - Selection

    /// The index paths for the selected items; `nil` when there are none.
    ///
    /// https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforselecteditems
    open var indexPathsForSelectedItems: [IndexPath]? {
        selected.isEmpty ? nil : selected
    }

    /// Selects the item at the specified index path and optionally scrolls it into view.
    /// Passing `nil` clears the selection; an empty scroll position does not scroll. Without
    /// multiple selection, the item replaces the selection. It does not call the delegate.
    ///
    /// https://developer.apple.com/documentation/uikit/uicollectionview/selectitem(at:animated:scrollposition:)
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            selected.removeAll()
            return
        }
        guard isValid(indexPath) else { return }
        if !allowsMultipleSelection { selected.removeAll() }
        if !selected.contains(indexPath) { selected.append(indexPath) }
        scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }

    /// Deselects the item at the specified index.
    ///
    /// https://developer.apple.com/documentation/uikit/uicollectionview/deselectitem(at:animated:)
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selected.removeAll { $0 == indexPath }
    }
}

/// The abstract base class for generating layout information for a collection view.
///
/// https://developer.apple.com/documentation/uikit/uicollectionviewlayout
@MainActor
open class UICollectionViewLayout {
    /// Creates a layout.
    public init() {}
}

/// A layout object that organizes items into a grid. The stand-in's defaults are UIKit's:
/// 50 × 50 items, 10 points between lines and between items.
///
/// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The default size to use for cells.
    ///
    /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/itemsize
    open var itemSize = CGSize(width: 50, height: 50)
    /// The minimum spacing to use between lines of items in the grid.
    ///
    /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimumlinespacing
    open var minimumLineSpacing: CGFloat = 10
    /// The minimum spacing to use between items in the same row.
    ///
    /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimuminteritemspacing
    open var minimumInteritemSpacing: CGFloat = 10
}

/// A layout object that manages the layout-related attributes for a given item. The stand-in
/// keeps the index path and the frame.
///
/// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes
@MainActor
open class UICollectionViewLayoutAttributes {
    /// The index path of the item in the collection view.
    ///
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/indexpath
    open var indexPath: IndexPath
    /// The frame rectangle of the item.
    ///
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/frame
    open var frame: CGRect

    init(indexPath: IndexPath, frame: CGRect) {
        self.indexPath = indexPath
        self.frame = frame
    }
}

/// The methods adopted by the object you use to manage data and provide cells for a collection
/// view. The stand-in's subset: the counts, and the cell UIKit requires.
///
/// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource
@MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// Asks your data source object for the number of items in the specified section.
    ///
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int

    /// Asks your data source object for the cell that corresponds to the specified item.
    ///
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell

    /// Asks your data source object for the number of sections. Optional in UIKit, where the
    /// default is 1; here a requirement with that default.
    ///
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/numberofsections(in:)
    func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
    /// One section, UIKit's default.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

/// A single data item when that item is within the collection view's visible bounds.
///
/// https://developer.apple.com/documentation/uikit/uicollectionviewcell
@MainActor
open class UICollectionViewCell: UIView {}
#endif
