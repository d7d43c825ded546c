#if canImport(UIKit)
import UIKit
#elseif os(Linux) && UIKitStandIn
import UIKitStandIn
#endif
#if canImport(UIKit) || (os(Linux) && UIKitStandIn)
import Foundation
import Revive
import ReviveUIKit

/// A grid of items in a collection view, three to a row, whose data source names its items
/// through `UIDataSourceModelAssociation`: the collection-view twin of ``ItemListViewController``.
final class ItemGridViewController: AppViewController, RevivableViewState, UICollectionViewDataSource, UIDataSourceModelAssociation {
    /// Three 100-point items a row, 110 points a row, four rows visible.
    let collectionView: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        return UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), collectionViewLayout: layout)
    }()
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
        collectionView.dataSource = self
    }

    var revivableScrollView: UIScrollView? { collectionView }

    /// The first visible item.
    var firstVisibleItem: String? {
        collectionView.indexPathsForVisibleItems.min().map { items[$0.item] }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell()
    }

    func modelIdentifierForElement(at idx: IndexPath, in view: UIView) -> String? {
        items.indices.contains(idx.item) ? items[idx.item] : nil
    }

    func indexPathForElement(withModelIdentifier identifier: String, in view: UIView) -> IndexPath? {
        items.firstIndex(of: identifier).map { IndexPath(item: $0, section: 0) }
    }
}
#endif
