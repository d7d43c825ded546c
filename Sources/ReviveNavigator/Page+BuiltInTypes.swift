package import Revive

/// Every registry of pages, `RestorationRegistry<Page>()`, registers the navigator's containers
/// (``NavigationPage`` and ``TabBarPage``) when it is made, as UIKit knows its navigation and tab
/// bar controllers: the one way a hierarchy's own containers get into a registry
/// (``Revive/RestorationRegistry/init()``). Register the app's own pages on it:
///
/// ```swift
/// let registry = RestorationRegistry<Page>()
/// registry.register(ComicDetailPage.self) { ComicDetailPage() }
/// ```
///
/// Files saved before the containers were renamed name them `NavigationStack` and
/// `TabContainer`; those names still restore, and new saves write the new ones.
extension Page: RegistersBuiltInTypes {
    package static func registerBuiltInTypes<Node>(in registry: RestorationRegistry<Node>) {
        registry.register(NavigationPage.self, name: "NavigationStack") { NavigationPage() }
        registry.register(TabBarPage.self, name: "TabContainer") { TabBarPage() }
        registry.register(NavigationPage.self) { NavigationPage() }
        registry.register(TabBarPage.self) { TabBarPage() }
    }
}
