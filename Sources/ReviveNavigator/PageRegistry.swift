public import Revive

/// The registry of ``Page`` types for the headless navigator.
///
/// Every registry of pages knows the navigator's own containers, ``NavigationPage`` and
/// ``TabBarPage``, from the start, as UIKit knows its navigation and tab bar controllers:
/// `PageRegistry()` and ``Navigator/makeRegistry()`` make the same registry. Register the
/// app's own pages on it.
///
/// ```swift
/// let registry = PageRegistry()
/// registry.register(ComicDetailPage.self) { ComicDetailPage() }
/// ```
public typealias PageRegistry = RestorationRegistry<Page>

extension Navigator {
    /// A registry of the navigator's built-in containers, ``NavigationPage`` and
    /// ``TabBarPage``, ready for the app's own pages; the same as `PageRegistry()`.
    ///
    /// ```swift
    /// let registry = Navigator.makeRegistry()
    /// registry.register(ComicDetailPage.self) { ComicDetailPage() }
    /// ```
    ///
    /// Files saved before the containers were renamed name them `NavigationStack` and
    /// `TabContainer`; those names still restore, and new saves write the new ones.
    public static func makeRegistry() -> PageRegistry {
        PageRegistry()
    }
}

/// Every registry of pages registers the navigator's containers when it is made.
extension Page: RegistersBuiltInTypes {
    package static func registerBuiltInTypes<Node>(in registry: RestorationRegistry<Node>) {
        registry.register(NavigationPage.self, name: "NavigationStack") { NavigationPage() }
        registry.register(TabBarPage.self, name: "TabContainer") { TabBarPage() }
        registry.register(NavigationPage.self) { NavigationPage() }
        registry.register(TabBarPage.self) { TabBarPage() }
    }
}
