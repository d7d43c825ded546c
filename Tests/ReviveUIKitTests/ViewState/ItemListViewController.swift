#if canImport(UIKit)
import UIKit
#elseif os(Linux) && UIKitStandIn
import UIKitStandIn
#endif
#if canImport(UIKit) || (os(Linux) && UIKitStandIn)
import Foundation
import Revive
import ReviveUIKit

/// A long list as a UIKit developer writes one: a table view whose data source names its rows
/// through `UIDataSourceModelAssociation`, a comment text view and a search field. It opts in
/// to Revive's view state and to nothing of UIKit's restoration.
class ItemListViewController: AppViewController, RevivableViewState, UITableViewDataSource, UIDataSourceModelAssociation {
    /// Ten rows of 44 points are visible.
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
    let commentView = UITextView()
    let searchField = UITextField()
    let items: [String]

    init(items: [String]) {
        self.items = items
        super.init()
    }

    required init?(coder: NSCoder) {
        self.items = []
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.allowsMultipleSelection = true
    }

    var revivableScrollView: UIScrollView? { tableView }
    var revivableTextViews: [String: UITextView] { ["comment": commentView] }
    var revivableTextFields: [String: UITextField] {
        viewStateReads += 1
        return ["search": searchField]
    }
    /// How often Revive read the text fields: once per capture, once per application of a
    /// restored view state, and, while checkpoints are on, once per look at the window.
    var viewStateReads = 0

    /// The item at the top of the visible rows.
    var firstVisibleItem: String? {
        tableView.indexPathsForVisibleRows?.first.map { items[$0.row] }
    }

    /// The selected items, by identifier.
    var selectedItems: [String] {
        (tableView.indexPathsForSelectedRows ?? []).map { items[$0.row] }
    }

    // MARK: UITableViewDataSource

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: "item")
    }

    // MARK: UIDataSourceModelAssociation

    func modelIdentifierForElement(at idx: IndexPath, in view: UIView) -> String? {
        items.indices.contains(idx.row) ? items[idx.row] : nil
    }

    func indexPathForElement(withModelIdentifier identifier: String, in view: UIView) -> IndexPath? {
        items.firstIndex(of: identifier).map { IndexPath(row: $0, section: 0) }
    }
}
#endif
