#if os(Linux) && UIKitStandIn
import Foundation
import Testing
import UIKitStandIn

/// A data source of `count` rows (or items) in each of `sections` sections.
@MainActor
private final class Rows: UITableViewDataSource, UICollectionViewDataSource {
    var counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in tableView: UITableView) -> Int { counts.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell(style: .default, reuseIdentifier: nil) }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell { UICollectionViewCell() }
}

extension UIKitStandInTests {
    /// UITableView and UICollectionView as their pages describe them.
    @Suite @MainActor struct ListViewTests {
        @Test func visibleRowsFollowTheContentOffsetAndAreNilWhenNoneIsVisible() {
            let rows = Rows([3, 10])
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 88), style: .plain)
            #expect(table.indexPathsForVisibleRows == nil)                 // no data source
            table.dataSource = rows
            #expect(table.indexPathsForVisibleRows == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
            table.contentOffset.y = 120
            #expect(table.indexPathsForVisibleRows == [IndexPath(row: 2, section: 0), IndexPath(row: 0, section: 1), IndexPath(row: 1, section: 1)])
            #expect(table.rectForRow(at: IndexPath(row: 1, section: 1)).minY == 176)
            #expect(table.contentSize.height == CGFloat(13 * 44))
        }

        @Test func scrollingToARowStopsAtTheContentsEdges() {
            let rows = Rows([20])
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
            table.dataSource = rows
            table.scrollToRow(at: IndexPath(row: 5, section: 0), at: .top, animated: false)
            #expect(table.contentOffset.y == 220)
            table.scrollToRow(at: IndexPath(row: 19, section: 0), at: .top, animated: false)
            #expect(table.contentOffset.y == CGFloat(20 * 44 - 440))
            table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .none, animated: false)
            #expect(table.contentOffset.y == 0)
            table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)   // no such row: ignored
            #expect(table.contentOffset.y == 0)
        }

        @Test func selectionIsNilWhenEmptyAndSelectingDoesNotScrollForNone() {
            let rows = Rows([50])
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
            table.dataSource = rows
            #expect(table.indexPathsForSelectedRows == nil)
            table.selectRow(at: IndexPath(row: 30, section: 0), animated: false, scrollPosition: .none)
            #expect(table.contentOffset.y == 0)
            table.selectRow(at: IndexPath(row: 31, section: 0), animated: false, scrollPosition: .top)
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 31, section: 0)])   // single selection replaces
            #expect(table.contentOffset.y == CGFloat(31 * 44))
            table.allowsMultipleSelection = true
            table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
            #expect(table.indexPathsForSelectedRows?.count == 2)
            table.deselectRow(at: IndexPath(row: 2, section: 0), animated: false)
            table.selectRow(at: nil, animated: false, scrollPosition: .none)
            #expect(table.indexPathsForSelectedRows == nil)
        }

        @Test func aFlowLayoutLaysItemsOutInRows() throws {
            let rows = Rows([7])
            let layout = UICollectionViewFlowLayout()
            #expect(layout.itemSize == CGSize(width: 50, height: 50) && layout.minimumLineSpacing == 10)
            layout.itemSize = CGSize(width: 100, height: 100)
            let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
            #expect(grid.indexPathsForVisibleItems.isEmpty)
            grid.dataSource = rows
            #expect(try #require(grid.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))).frame == CGRect(x: 110, y: 110, width: 100, height: 100))
            #expect(grid.layoutAttributesForItem(at: IndexPath(item: 7, section: 0)) == nil)
            #expect(grid.contentSize.height == CGFloat(3 * 100 + 2 * 10))
            #expect(grid.indexPathsForVisibleItems.count == 6)
            grid.selectItem(at: IndexPath(item: 6, section: 0), animated: false, scrollPosition: .top)
            #expect(grid.contentOffset.y == 120)                                // the end of the content
            #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 6, section: 0)])
            grid.selectItem(at: nil, animated: false, scrollPosition: [])
            #expect(grid.indexPathsForSelectedItems == nil)
        }

        @Test func indexPathsNameRowsItemsAndSections() {
            var path = IndexPath(row: 4, section: 2)
            #expect(path.section == 2 && path.row == 4 && path.item == 4 && path == IndexPath(item: 4, section: 2))
            path.row = 5
            #expect(path == [2, 5])
        }
    }

    /// UITextView and UITextField text and selection.
    @Suite @MainActor struct TextInputTests {
        @Test func aTextViewKeepsTextAndASelectionInsideIt() {
            let view = UITextView()
            #expect(view.text == "" && view.selectedRange == NSRange(location: 0, length: 0))
            view.text = "Hello 🎨"
            view.selectedRange = NSRange(location: 6, length: 2)
            #expect(view.selectedRange == NSRange(location: 6, length: 2))
            view.text = "Hi"
            #expect(view.selectedRange == NSRange(location: 2, length: 0))
            view.text = nil                                                     // null_resettable
            #expect(view.text == "")
            view.selectedRange = NSRange(location: 9, length: 9)
            #expect(view.selectedRange == NSRange(location: 0, length: 0))
        }

        @Test func aTextFieldSelectsThroughUITextInputPositions() throws {
            let field = UITextField()
            #expect(field.text == "")
            field.text = "one piece"
            let start = try #require(field.position(from: field.beginningOfDocument, offset: 4))
            let end = try #require(field.position(from: start, offset: 5))
            field.selectedTextRange = field.textRange(from: start, to: end)
            let range = try #require(field.selectedTextRange)
            #expect(field.offset(from: field.beginningOfDocument, to: range.start) == 4 && !range.isEmpty)
            #expect(field.offset(from: range.start, to: range.end) == 5)
            #expect(field.position(from: field.endOfDocument, offset: 1) == nil)
            #expect(field.position(from: field.beginningOfDocument, offset: Int.min) == nil)
            field.text = "one"
            #expect(field.offset(from: field.beginningOfDocument, to: try #require(field.selectedTextRange).end) == 3)
        }
    }
}
#endif
