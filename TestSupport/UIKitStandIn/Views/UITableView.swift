#if !canImport(UIKit)
public import Foundation

/// A view that presents data using rows in a single column.
///
/// The stand-in lays every row out at ``rowHeight`` with no headers or footers, asks its data
/// source for the counts each time (UIKit caches them until `reloadData()`), and keeps the
/// selection. What it models of UIKit: visible rows from the content offset and the frame,
/// `nil` rather than an empty array when no row is visible or selected, selection that does
/// not scroll for `.none`, and scrolling that stops at the content's edges.
///
/// https://developer.apple.com/documentation/uikit/uitableview
@MainActor
open class UITableView: UIScrollView {
    /// The style of the table view.
    ///
    /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    /// The position in the table view (top, middle, bottom) to scroll a specified row to.
    ///
    /// https://developer.apple.com/documentation/uikit/uitableview/scrollposition
    public enum ScrollPosition: Int, Sendable {
        /// Scrolls the row of interest to be fully visible with a minimum of movement.
        case none
        /// Scrolls the row of interest to the top of the visible table view.
        case top
        /// Scrolls the row of interest to the middle of the visible table view.
        case middle
        /// Scrolls the row of interest to the bottom of the visible table view.
        case bottom
    }

    /// The style of the table view.
    ///
    /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.property
    public let style: Style

    /// The object that acts as the data source of the table view. UIKit holds it weakly.
    ///
    /// https://developer.apple.com/documentation/uikit/uitableview/datasource
    open weak var dataSource: (any UITableViewDataSource)?

    /// The default height (in points) of each row. The stand-in lays every row out at this height.
    ///
    /// https://developer.apple.com/documentation/uikit/uitableview/rowheight
    open var rowHeight: CGFloat = 44

    /// A Boolean value that determines whether users can select more than one row outside editing mode.
    ///
    /// https://developer.apple.com/documentation/uikit/uitableview/allowsmultipleselection
    open var allowsMultipleSelection = false

    private var selected: [IndexPath] = []

    /// Creates a table view with the specified frame and style.
    ///
    /// https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// Creates a table view from data in an unarchiver. The stand-in decodes nothing.
    ///
    /// https://developer.apple.com/documentation/uikit/uitableview/init(coder:)
    public required init?(coder: NSCoder) {
        self.style = .plain
        super.init(coder: coder)
    }

    // MARK: - Counts and geometry

    /// The number of sections for the table view.
    ///
    /// https://developer.apple.com/documentation/uikit/uitableview/numberofsections
    open var numberOfSections: Int {
        guard let dataSource else { return 0 }
        return max(dataSource.numberOfSections(in: self), 0)
    }

    /// Returns the number of rows (table cells) in a specified section.
    ///
    /// https://developer.apple.com/documentation/uikit/uitableview/numberofrows(insection:)
    open func numberOfRows(inSection section: Int) -> Int {
        guard let dataSource, (0..<numberOfSections).contains(section) else { return 0 }
        return max(dataSource.tableView(self, numberOfRowsInSection: section), 0)
    }

    /// Returns the drawing area for a row that an index path identifies.
    ///
    /// https://developer.apple.com/documentation/uikit/uitableview/rectforrow(at:)
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        let before = (0..<max(indexPath.section, 0)).reduce(0) { $0 + numberOfRows(inSection: $1) } + indexPath.row
        return CGRect(x: 0, y: CGFloat(before) * rowHeight, width: frame.width, height: rowHeight)
    }

    /// The content's size: every row at ``rowHeight``.
    ///
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
    open override var contentSize: CGSize {
        get { CGSize(width: frame.width, height: CGFloat(allIndexPaths.count) * rowHeight) }
        set {}
    }

    private var allIndexPaths: [IndexPath] {
        (0..<numberOfSections).flatMap { section in (0..<numberOfRows(inSection: section)).map { IndexPath(row: $0, section: section) } }
    }

    private func isValid(_ indexPath: IndexPath) -> Bool {
        (0..<numberOfSections).contains(indexPath.section) && (0..<numberOfRows(inSection: indexPath.section)).contains(indexPath.row)
    }

    // MARK: - Visible rows

    /// An array of index paths, each identifying a visible row in the table view. If no rows
    /// are visible, the value is `nil`.
    ///
    /// https://developer.apple.com/documentation/uikit/uitableview/indexpathsforvisiblerows
    open var indexPathsForVisibleRows: [IndexPath]? {
        let top = contentOffset.y
        let bottom = top + frame.height
        let visible = allIndexPaths.filter { indexPath in
            let rect = rectForRow(at: indexPath)
            return rect.maxY > top && rect.minY < bottom
        }
        return visible.isEmpty ? nil : visible
    }

    /// Scrolls through the table view until a row that an index path identifies is at a
    /// particular location on the screen, within the area the adjusted content insets leave
    /// (`.top` puts it just below a navigation bar); the stand-in stops at the content's edges and
    /// ignores an index path with no row (UIKit raises an exception for one).
    ///
    /// https://developer.apple.com/documentation/uikit/uitableview/scrolltorow(at:at:animated:)
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard isValid(indexPath) else { return }
        let rect = rectForRow(at: indexPath)
        // Positions are within the area the adjusted insets leave (below a navigation bar).
        let inset = adjustedContentInset
        let visibleHeight = frame.height - inset.top - inset.bottom
        let target: CGFloat
        switch scrollPosition {
        case .top: target = rect.minY - inset.top
        case .middle: target = rect.midY - visibleHeight / 2 - inset.top
        case .bottom: target = rect.maxY - visibleHeight - inset.top
        case .none:
            if rect.minY < contentOffset.y + inset.top {
                target = rect.minY - inset.top
            } else if rect.maxY > contentOffset.y + inset.top + visibleHeight {
                target = rect.maxY - visibleHeight - inset.top
            } else {
                return
            }
        }
        contentOffset.y = clampedVerticalOffset(target)
    }

    // MARK: - Selection

    /// The index paths that represent the selected rows. The value of this property is `nil`
    /// if there are no selected rows.
    ///
    /// https://developer.apple.com/documentation/uikit/uitableview/indexpathsforselectedrows
    open var indexPathsForSelectedRows: [IndexPath]? {
        selected.isEmpty ? nil : selected
    }

    /// An index path that identifies the row and section of the selected row.
    ///
    /// https://developer.apple.com/documentation/uikit/uitableview/indexpathforselectedrow
    open var indexPathForSelectedRow: IndexPath? { selected.first }

    /// Selects a row in the table view that an index path identifies, optionally scrolling the
    /// row to a location in the table view. Passing `nil` clears the selection; `.none` does
    /// not scroll. Without multiple selection, the row replaces the selection. It does not
    /// call the delegate (the stand-in has none).
    ///
    /// https://developer.apple.com/documentation/uikit/uitableview/selectrow(at:animated:scrollposition:)
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            selected.removeAll()
            return
        }
        guard isValid(indexPath) else { return }
        if !allowsMultipleSelection { selected.removeAll() }
        if !selected.contains(indexPath) { selected.append(indexPath) }
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row that an index path identifies.
    ///
    /// https://developer.apple.com/documentation/uikit/uitableview/deselectrow(at:animated:)
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selected.removeAll { $0 == indexPath }
    }
}

/// The methods that an object adopts to manage data for a table view. The stand-in's subset:
/// the counts the table lays out, and the cell UIKit requires.
///
/// https://developer.apple.com/documentation/uikit/uitableviewdatasource
@MainActor
public protocol UITableViewDataSource: AnyObject {
    /// Tells the data source to return the number of rows in a given section of a table view.
    ///
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

    /// Asks the data source for a cell to insert in a particular location of the table view.
    ///
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell

    /// Asks the data source to return the number of sections in the table view. Optional in
    /// UIKit, where a data source that does not implement it has one section; here a
    /// requirement with that default.
    ///
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)
    func numberOfSections(in tableView: UITableView) -> Int
}

extension UITableViewDataSource {
    /// One section, UIKit's default.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

/// The visual representation of a single row in a table view. The stand-in keeps its style
/// and reuse identifier.
///
/// https://developer.apple.com/documentation/uikit/uitableviewcell
@MainActor
open class UITableViewCell: UIView {
    /// An enumeration for the various styles of cells.
    ///
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    /// A string used to identify a cell that is reusable.
    ///
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/reuseidentifier
    public let reuseIdentifier: String?

    /// Initializes a table cell with a style and a reuse identifier.
    ///
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    /// Creates a cell from data in an unarchiver. The stand-in decodes nothing.
    public required init?(coder: NSCoder) {
        self.reuseIdentifier = nil
        super.init(coder: coder)
    }
}
#endif
