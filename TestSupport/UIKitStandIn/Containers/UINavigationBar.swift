#if !canImport(UIKit)
import Foundation

/// Navigational controls that display in a bar along the top of the screen, usually in
/// conjunction with a navigation controller. The stand-in's bar is 44 points high, the
/// standard height of a navigation bar with a regular title; its height is what it takes
/// from the safe area of the view controllers under it.
///
/// https://developer.apple.com/documentation/uikit/uinavigationbar
@MainActor
open class UINavigationBar: UIView {
    /// A bar 44 points high, at the top.
    convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
    }
}
#endif
