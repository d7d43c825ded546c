public import Revive

/// The registry of ``Page`` types for the headless navigator.
///
/// Make one with ``Navigator/makeRegistry()``, which registers the built-in containers,
/// ``NavigationPage`` and ``TabBarPage``; then register the app's own pages.
public typealias PageRegistry = RestorationRegistry<Page>

extension Navigator {
    /// A registry of the navigator's built-in containers, ``NavigationPage`` and
    /// ``TabBarPage``, ready for the app's own pages.
    ///
    /// ```swift
    /// let registry = Navigator.makeRegistry()
    /// registry.register(ComicDetailPage.self) { ComicDetailPage() }
    /// ```
    ///
    /// Files saved before the containers were renamed name them `NavigationStack` and
    /// `TabContainer`; those names still restore, and new saves write the new ones.
    public static func makeRegistry() -> PageRegistry {
        let registry = PageRegistry()
        registry.register(NavigationPage.self, name: "NavigationStack") { NavigationPage() }
        registry.register(TabBarPage.self, name: "TabContainer") { TabBarPage() }
        registry.register(NavigationPage.self) { NavigationPage() }
        registry.register(TabBarPage.self) { TabBarPage() }
        return registry
    }
}
