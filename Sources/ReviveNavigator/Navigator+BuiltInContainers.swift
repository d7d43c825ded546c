public import Revive

/// Every registry of pages used with the navigator registers its containers (``NavigationPage``,
/// ``TabBarPage`` and ``SplitPage``), as UIKit knows its navigation, tab bar and split view
/// controllers: the one way a hierarchy's own containers get into a registry
/// (`RestorableHierarchy.registerBuiltInContainers(in:)`). Register the app's own pages on it:
///
/// ```swift
/// let registry = RestorationRegistry<Page>()
/// registry.register(ComicDetailPage.self) { ComicDetailPage() }
/// ```
///
/// Files saved before the containers were renamed name them `NavigationStack` and
/// `TabContainer`; those names still restore, and new saves write the new ones.
extension Navigator {
    /// Registers ``NavigationPage``, ``TabBarPage`` and ``SplitPage``, under their names and the
    /// names files saved before the rename carry.
    public static func registerBuiltInContainers(in registry: RestorationRegistry<Page>) {
        registry.register(NavigationPage.self, name: "NavigationStack") { NavigationPage() }
        registry.register(TabBarPage.self, name: "TabContainer") { TabBarPage() }
        // Named here rather than from the types: `String(describing:)` of a type demangles
        // its name, which a launch that restores would pay for.
        registry.register(NavigationPage.self, name: "NavigationPage") { NavigationPage() }
        registry.register(TabBarPage.self, name: "TabBarPage") { TabBarPage() }
        registry.register(SplitPage.self, name: "SplitPage") { SplitPage() }
    }
}
