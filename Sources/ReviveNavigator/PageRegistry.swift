public import Revive

/// The registry of ``Page`` types for the headless navigator.
///
/// Every registry of pages knows the navigator's own containers, ``NavigationPage`` and
/// ``TabBarPage``, from the start, as UIKit knows its navigation and tab bar controllers.
/// Register the app's own pages on it.
///
/// ```swift
/// let registry = PageRegistry()
/// registry.register(ComicDetailPage.self) { ComicDetailPage() }
/// ```
public typealias PageRegistry = RestorationRegistry<Page>

/// Every registry of pages registers the navigator's containers when it is made: the one way a
/// hierarchy's own containers get into a registry (``Revive/RestorationRegistry/init()``).
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
