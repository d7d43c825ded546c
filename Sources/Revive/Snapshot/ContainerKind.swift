/// What kind of page a snapshot node describes: a plain page or one of the containers.
///
/// Mirrors UIKit's container view controllers: a tab container (`UITabBarController`)
/// remembers which child is selected; a navigation stack (`UINavigationController`) keeps
/// its children in order, bottom first.
public enum ContainerKind: Hashable {
    /// A page that holds no child pages.
    case page
    /// A navigation stack: the children are its pages, bottom (root) first, top last.
    case stack
    /// A tab container: the children are its tabs; `selectedIndex` is the selected one.
    case tabs(selectedIndex: Int)
}

extension ContainerKind: Sendable {}
