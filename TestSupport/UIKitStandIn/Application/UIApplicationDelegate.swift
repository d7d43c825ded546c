#if !canImport(UIKit)
public import Foundation

/// A set of methods to manage shared behaviors for your app. Requirements UIKit declares
/// `optional` have default implementations that do nothing.
///
/// https://developer.apple.com/documentation/uikit/uiapplicationdelegate
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// Tells the delegate that the user closed one or more of the app's scenes from the app switcher.
    ///
    /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:diddiscardscenesessions:)
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
    /// Does nothing (UIKit's requirement is optional).
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
}
#endif
