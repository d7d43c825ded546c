#if !canImport(UIKit)
public import Foundation

/// An item on a bar: the stand-in keeps UIKit's `title` and `tag`.
///
/// https://developer.apple.com/documentation/uikit/uibaritem
@MainActor
open class UIBarItem: NSObject {
    /// The title displayed on the item.
    ///
    /// https://developer.apple.com/documentation/uikit/uibaritem/title
    open var title: String?

    /// The receiver's tag, an integer that you can use to identify bar item objects.
    ///
    /// https://developer.apple.com/documentation/uikit/uibaritem/tag
    open var tag: Int = 0

    /// Creates a bar item.
    ///
    /// https://developer.apple.com/documentation/uikit/uibaritem
    public override init() {
        super.init()
    }
}

/// An item in a tab bar; every view controller has one (`UIViewController.tabBarItem`).
/// Images are not modelled.
///
/// ```swift
/// library.tabBarItem.title = "Library"
/// ```
///
/// https://developer.apple.com/documentation/uikit/uitabbaritem
@MainActor
open class UITabBarItem: UIBarItem {
    /// Text that's displayed in the upper-right corner of the item with a surrounding background.
    ///
    /// https://developer.apple.com/documentation/uikit/uitabbaritem/badgevalue
    open var badgeValue: String?

    /// Creates a tab bar item with no title.
    ///
    /// https://developer.apple.com/documentation/uikit/uitabbaritem
    public override init() {
        super.init()
    }
}
#endif
