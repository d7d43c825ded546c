#if !canImport(UIKit)
public import Foundation

/// An abstract interface for responding to and handling events.
///
/// The stand-in keeps only the class, so that `UIViewController`, `UIView`, `UIWindow`,
/// `UIScene` and `UIApplication` have UIKit's superclass and an adapter's `UIResponder`
/// subclasses (an app delegate) compile on Linux. No event handling is modelled.
///
/// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    ///
    /// https://developer.apple.com/documentation/uikit/uiresponder
    public override init() {
        super.init()
    }
}
#endif
