#if !canImport(UIKit)
public import Foundation

/// UIKit's additions to `IndexPath` for table and collection views: a row or item in a section.
///
/// https://developer.apple.com/documentation/foundation/indexpath
extension IndexPath {
    /// Initializes an index path for a row in a section of a table view.
    ///
    /// https://developer.apple.com/documentation/foundation/indexpath/init(row:section:)
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// Initializes an index path for an item in a section of a collection view.
    ///
    /// https://developer.apple.com/documentation/foundation/indexpath/init(item:section:)
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section of a table or collection view: the first index.
    ///
    /// https://developer.apple.com/documentation/foundation/indexpath/section
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row of a table view: the second index.
    ///
    /// https://developer.apple.com/documentation/foundation/indexpath/row
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The item of a collection view: the second index.
    ///
    /// https://developer.apple.com/documentation/foundation/indexpath/item
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
#endif
