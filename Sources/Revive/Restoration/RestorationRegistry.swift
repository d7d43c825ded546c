/// The allowlist of page types that saved state may recreate: restoration type name → factory.
///
/// A saved file names each page's type; restoring it looks that name up here and calls the
/// registered factory. A name that was not registered is never instantiated — not even when
/// a type of that name exists in the process — and the page is reported as dropped. This is
/// UIKit's restoration class, made explicit and safe against a file that names arbitrary types.
///
/// The stored name is stable across builds: the name given at registration, or the type's
/// plain name (`"ComicDetailPage"`, never a mangled name).
///
/// ```swift
/// let registry = RestorationRegistry<Page>()
/// registry.register(ComicDetailPage.self) { ComicDetailPage() }
/// registry.register(ReaderPage.self, name: "reader") { ReaderPage() }
/// ```
///
/// A registry knows the containers of its adapter without being told, as UIKit knows its own:
/// used with the navigator, a `RestorationRegistry<Page>()` restores `NavigationPage`s and
/// `TabBarPage`s, and with a window, a `RestorationRegistry<UIViewController>()` UIKit's tab bar,
/// navigation and split view controllers. The hierarchy registers them
/// (``CapturableHierarchy/registerBuiltInContainers(in:)``) the first time the registry is
/// used with it: this is the one way an adapter's containers get into a registry.
@MainActor
public final class RestorationRegistry<Node: AnyObject> {
    private var entriesByName: [String: RegistryEntry] = [:]
    private var namesByType: [ObjectIdentifier: String] = [:]
    /// The hierarchy types whose containers are registered.
    private var hierarchiesWithContainers: Set<ObjectIdentifier> = []
    /// The tab container types whose tabs the app makes: ``registerFixedTabs(of:)``.
    private var typesWithFixedTabs: Set<ObjectIdentifier> = []

    /// Creates an empty registry; the hierarchy it is used with adds its containers.
    public init() {}

    /// Has `hierarchy` register its built-in containers, once per hierarchy type.
    func registerBuiltInContainers<Hierarchy: CapturableHierarchy>(of hierarchy: Hierarchy.Type) where Hierarchy.Node == Node {
        guard hierarchiesWithContainers.insert(ObjectIdentifier(hierarchy)).inserted else { return }
        hierarchy.registerBuiltInContainers(in: self)
    }

    /// Registers `type` under `name` (default: the type's plain name) with its factory.
    ///
    /// Registering a name again replaces its factory; registering a type again under another
    /// name makes the new name the one captured, and the old name still restores.
    /// - Parameters:
    ///   - type: The page type the factory makes.
    ///   - name: The stable name written to saved files; defaults to the type's plain name.
    ///   - factory: Makes a fresh page. It may throw; the page is then reported as dropped.
    public func register<T: AnyObject>(_ type: T.Type, name: String? = nil, factory: @escaping @MainActor () throws -> T) {
        let name = name ?? Self.plainName(of: type)
        entriesByName[name] = RegistryEntry(name: name, type: type) {
            try factory()
        }
        namesByType[ObjectIdentifier(type)] = name
    }

    /// Registers the type of `root`, the app's default root page, with `defaultRoot` as its
    /// factory, unless that type is registered already: the root an app hands to
    /// `RestorationController.launch(defaultRoot:)` needs no registration of its own.
    /// - Returns: `nil` when the type is registered (now or before); otherwise the name of
    ///   another type that holds its plain name, so that it could not be registered.
    func registerDefaultRoot(_ root: Node, factory defaultRoot: @escaping @MainActor () -> Node) -> String? {
        let type = Swift.type(of: root)
        guard namesByType[ObjectIdentifier(type)] == nil else { return nil }
        let name = Self.plainName(of: type)
        if entriesByName[name] != nil { return name }
        entriesByName[name] = RegistryEntry(name: name, type: type) { defaultRoot() }
        namesByType[ObjectIdentifier(type)] = name
        return nil
    }

    /// Declares that tab containers of `type` show the tabs the app makes, the same set at every
    /// launch of one version: a tab bar the app builds in code, not tabs the user opens.
    ///
    /// A restore then conforms the saved tabs to the ones the app's container makes now
    /// (its default children), so that an update that added, removed or reordered tabs shows
    /// the update's tab bar: each of the app's tabs, in the app's order, takes the saved tab of
    /// the same identity (type and restoration identifier; for a tab with no identifier, such
    /// as a navigation controller, those of its first page) with everything saved in it; a tab
    /// the update added shows its defaults; a saved tab the app no longer makes is dropped with
    /// a `droppedPage` item, and a `selectionReset` item when it was the selected one. The
    /// selection follows its tab.
    ///
    /// Without it, the saved tabs come back as saved, in the saved order (tabs the user opened,
    /// or reordered as `UITabBarController`'s *More* screen lets them): an update's new tab shows
    /// from the next fresh start on, or at once through a migration. When two tabs share an
    /// identity, they cannot be told apart across an update, and the saved tabs come back as saved.
    ///
    /// ```swift
    /// registry.registerFixedTabs(of: UITabBarController.self)
    /// ```
    /// - Parameter type: The tab container type, whose instances make their tabs themselves.
    public func registerFixedTabs<T: AnyObject>(of type: T.Type) {
        typesWithFixedTabs.insert(ObjectIdentifier(type))
    }

    /// Whether `node`'s exact type was declared with ``registerFixedTabs(of:)``.
    func hasFixedTabs(_ node: Node) -> Bool {
        typesWithFixedTabs.contains(ObjectIdentifier(Swift.type(of: node)))
    }

    /// The name under which `node`'s exact type was registered, or `nil` when it was not.
    public func name(for node: Node) -> String? {
        namesByType[ObjectIdentifier(Swift.type(of: node))]
    }

    /// Whether `name` is registered.
    public func contains(_ name: String) -> Bool { entriesByName[name] != nil }

    /// All registered names, sorted.
    public var names: [String] { entriesByName.keys.sorted() }

    /// Makes a fresh node of the type registered as `name`.
    /// - Parameter name: A restoration type name, typically read from a saved file.
    /// - Returns: The node the factory made.
    /// - Throws: ``ReviveError`` with code `unknownType` (nothing is instantiated) or
    ///   `factoryFailed` (the factory threw; its error is quoted).
    public func make(_ name: String) throws(ReviveError) -> Node {
        guard let entry = entriesByName[name] else {
            throw ReviveError(.unknownType, name: name, "no page type is registered under this name")
        }
        let made: Any
        do {
            made = try entry.make()
        } catch {
            throw ReviveError(.factoryFailed, name: name, "the factory threw: \(error)")
        }
        guard let node = made as? Node else {
            throw ReviveError(.factoryFailed, name: name, "the factory made \(entry.type), which is not a \(Node.self)")
        }
        return node
    }

    /// The plain, unmangled name of a type: `ComicDetailPage`, `Box<Int>`.
    static func plainName(of type: Any.Type) -> String {
        String(describing: type)
    }
}

/// One registered page type: its name, its type and its factory. Not nested in the generic
/// registry, whose nested types' metadata would be looked up for each page made.
private struct RegistryEntry {
    let name: String
    let type: Any.Type
    let make: @MainActor () throws -> Any

    init(name: String, type: Any.Type, make: @escaping @MainActor () throws -> Any) {
        self.name = name
        self.type = type
        self.make = make
    }
}
