#if !canImport(UIKit)
import Foundation

/// A scene that manages one or more windows for your app.
///
/// Windows join the scene with `UIWindow(windowScene:)`; the scene lists them but, as in
/// UIKit, does not keep them alive: the scene delegate's `window` property does.
///
/// ```swift
/// let window = UIWindow(windowScene: scene)
/// scene.windows.contains(window)   // true while the window is retained elsewhere
/// ```
///
/// https://developer.apple.com/documentation/uikit/uiwindowscene
@MainActor
open class UIWindowScene: UIScene {
    private var windowBoxes: [WeakWindow] = []

    /// The windows associated with the scene, oldest first. The scene does not retain them.
    ///
    /// https://developer.apple.com/documentation/uikit/uiwindowscene/windows
    open var windows: [UIWindow] { windowBoxes.compactMap(\.window) }

    /// The key window of the scene.
    ///
    /// https://developer.apple.com/documentation/uikit/uiwindowscene/keywindow
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    func attach(_ window: UIWindow) {
        windowBoxes.removeAll { $0.window == nil }
        windowBoxes.append(WeakWindow(window: window))
    }
}

@MainActor
private struct WeakWindow {
    weak var window: UIWindow?
}
#endif
