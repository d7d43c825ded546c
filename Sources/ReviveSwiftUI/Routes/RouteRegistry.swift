public import Revive

/// The allowlist of route names a saved file may bring back, and how a route is named.
///
/// A route is saved as its stable name and its `Codable` value. The name of a route of an
/// enum with synthesized `Codable` is its case name (`comic` for `.comic(id: 42)`), of a
/// `String` raw-value enum its raw value, and of anything else the type's plain name — or
/// whatever `naming` returns. On restore, a name that is not registered is never decoded:
/// the route is pruned with the rest of its stack above it and the `Revive/RestoreReport` names
/// it. A registered name whose value no longer decodes (its payload changed) is pruned and
/// reported the same way. Neither is an error the app sees; neither traps.
///
/// Register routes so that the compiler checks them: ``allRoutes`` lets every value of the
/// `Route` type come back (the type is the allowlist: a saved value that no longer decodes as
/// a `Route`, such as a case the app removed, is pruned), and ``register(cases:)`` takes
/// sample values whose names are derived as a save derives them. Neither can be misspelled.
/// Registering names as strings still works, for routes an app wants to keep out.
///
/// ```swift
/// enum Route: Codable, Hashable { case comics, comic(id: Int), reader(comicID: Int, page: Int) }
/// let every = RouteRegistry<Route>.allRoutes
/// var some = RouteRegistry<Route>()
/// some.register(cases: .comics, .comic(id: 0))        // the payloads are not kept
/// ```
///
/// ## Why routes have a registry of their own
///
/// The engine's one registry, `Revive/RestorationRegistry`, allows page *classes*: a saved type
/// name maps to a factory that makes an object, and the route tree uses one too, for its own six
/// node classes (tabs, a tab, a tab's root, a sheet, a cover, a route), made from its routes and
/// never shown to the app. A route is not an object with a factory: it is a *value* of the app's
/// one `Route` type, saved as a name and a `Codable` payload inside a route node. So this is an
/// allowlist of the names of that type's values (or the whole type, ``allRoutes``), checked
/// before a payload is decoded — what a `RestorationRegistry` is for classes, for values of one
/// type. Folding it into `RestorationRegistry` would mean a factory per case that ignores the
/// payload, or a registry of types that does not know a case.
public struct RouteRegistry<Route: Codable & Hashable> {
    private var names: Set<String> = []
    private var allowsEveryRoute = false
    private let naming: (@Sendable (Route) -> String)?

    /// A registry that lets every value of `Route` come back: a saved route comes back when its
    /// value decodes as a `Route` and names itself as it was saved.
    ///
    /// ```swift
    /// let router = ReviveRouter(routes: .allRoutes, defaultTree: tabs, sceneID: id, configuration: .init(store: store))
    /// ```
    public static var allRoutes: RouteRegistry<Route> {
        var registry = RouteRegistry()
        registry.allowsEveryRoute = true
        return registry
    }

    /// Allows the routes named as these values are named to come back; only their names are
    /// kept, so any payload will do (`.comic(id: 0)` registers every `comic`).
    ///
    /// ```swift
    /// routes.register(cases: .comics, .comic(id: 0), .reader(comicID: 0, page: 1))
    /// ```
    /// A value that cannot be encoded names nothing and is skipped: it could not be saved
    /// either (a save throws `encodingFailed` naming it).
    /// - Parameter routes: One value of each route to allow.
    public mutating func register(cases routes: Route...) {
        for route in routes {
            if let name = try? name(of: route) { names.insert(name) }
        }
    }

    /// Creates an empty registry.
    /// - Parameter naming: Names a route; by default the case name of its synthesized
    ///   `Codable` encoding (see above).
    public init(naming: (@Sendable (Route) -> String)? = nil) {
        self.naming = naming
    }

    /// Allows routes saved under these names to come back.
    public mutating func register(_ names: String...) {
        self.names.formUnion(names)
    }

    /// Allows routes saved under these names to come back.
    public mutating func register(_ names: [String]) {
        self.names.formUnion(names)
    }

    /// Whether every value of `Route` may come back (``allRoutes``).
    package var allowsEveryValue: Bool { allowsEveryRoute }

    /// Whether `name` is registered (always, for ``allRoutes``).
    public func contains(_ name: String) -> Bool { allowsEveryRoute || names.contains(name) }

    /// The registered names, sorted (none for ``allRoutes``, which names none).
    public var registeredNames: [String] { names.sorted() }

    /// The stable name `route` is saved under.
    /// - Throws: `Revive/ReviveError` with code `encodingFailed` when the route cannot be encoded.
    public func name(of route: Route) throws(ReviveError) -> String {
        try encode(route).name
    }

    /// Encodes `route` as its name and value.
    func encode(_ route: Route) throws(ReviveError) -> (name: String, value: StateValue) {
        let value: StateValue
        do {
            value = try StateValue(encoding: route)
        } catch {
            throw ReviveError(.encodingFailed, name: "\(Route.self)", "the route \(route) could not be encoded: \(error)")
        }
        return (naming?(route) ?? RouteName.of(value, typeName: "\(Route.self)"), value)
    }

    /// Decodes a route saved as `name` with `value`.
    /// - Throws: ``Revive/ReviveError``: `unknownType` when `name` is not registered (nothing is
    ///   decoded), `unreadableState` when the value no longer decodes as a `Route`.
    func decode(name: String, value: StateValue?) throws(ReviveError) -> Route {
        guard contains(name) else {
            throw ReviveError(.unknownType, name: name, "no route is registered under the name \"\(name)\"; it is not restored")
        }
        guard let value else {
            throw ReviveError(.unreadableState, name: name, "the saved route \"\(name)\" has no value")
        }
        let route: Route
        do {
            route = try value.decode(Route.self)
        } catch {
            throw ReviveError(.unreadableState, name: name, "the saved route \"\(name)\" does not decode as \(Route.self): \(error)")
        }
        if allowsEveryRoute, let now = try? encode(route).name, now != name {
            throw ReviveError(.unknownType, name: name, "the saved route \"\(name)\" now names itself \"\(now)\"; it is not restored")
        }
        return route
    }
}

/// The stable name of a saved value, shared by routes and tabs: a synthesized enum's case
/// name, a `String` (or `String` raw value) itself, otherwise the type's plain name.
enum RouteName {
    static func of(_ value: StateValue, typeName: String) -> String {
        switch value {
        case .dictionary(let cases) where cases.count == 1: cases.keys.first ?? typeName
        case .string(let rawValue): rawValue
        default: typeName
        }
    }
}

extension RouteRegistry: Sendable {}
