public import Revive

/// The allowlist of route names a saved file may bring back, and how a route is named.
///
/// A route is saved as its stable name and its `Codable` value. The name of a route of an
/// enum with synthesized `Codable` is its case name (`comic` for `.comic(id: 42)`), of a
/// `String` raw-value enum its raw value, and of anything else the type's plain name — or
/// whatever `naming` returns. On restore, a name that is not registered is never decoded:
/// the route is pruned with the rest of its stack above it and the ``Revive/RestoreReport`` names
/// it. A registered name whose value no longer decodes (its payload changed) is pruned and
/// reported the same way. Neither is an error the app sees; neither traps.
///
/// ```swift
/// enum Route: Codable, Hashable { case comics, comic(id: Int), reader(comicID: Int, page: Int) }
/// var routes = RouteRegistry<Route>()
/// routes.register("comics", "comic", "reader")
/// ```
public struct RouteRegistry<Route: Codable & Hashable> {
    private var names: Set<String> = []
    private let naming: (@Sendable (Route) -> String)?

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

    /// Whether `name` is registered.
    public func contains(_ name: String) -> Bool { names.contains(name) }

    /// The registered names, sorted.
    public var registeredNames: [String] { names.sorted() }

    /// The stable name `route` is saved under.
    /// - Throws: ``Revive/RestorationError`` with code `encodingFailed` when the route cannot be encoded.
    public func name(of route: Route) throws(RestorationError) -> String {
        try encode(route).name
    }

    /// Encodes `route` as its name and value.
    func encode(_ route: Route) throws(RestorationError) -> (name: String, value: StateValue) {
        let value: StateValue
        do {
            value = try StateValueEncoder.encode(route)
        } catch {
            throw RestorationError(.encodingFailed, typeName: "\(Route.self)", "the route \(route) could not be encoded: \(error)")
        }
        if let naming { return (naming(route), value) }
        switch value {
        case .dictionary(let cases) where cases.count == 1:
            return (cases.keys.first ?? "\(Route.self)", value)
        case .string(let rawValue):
            return (rawValue, value)
        default:
            return ("\(Route.self)", value)
        }
    }

    /// Decodes a route saved as `name` with `value`.
    /// - Throws: ``Revive/RestorationError``: `unknownType` when `name` is not registered (nothing is
    ///   decoded), `unreadableState` when the value no longer decodes as a `Route`.
    func decode(name: String, value: StateValue?) throws(RestorationError) -> Route {
        guard names.contains(name) else {
            throw RestorationError(.unknownType, typeName: name, "no route is registered under the name \"\(name)\"; it is not restored")
        }
        guard let value else {
            throw RestorationError(.unreadableState, typeName: name, "the saved route \"\(name)\" has no value")
        }
        do {
            return try StateValueDecoder.decode(Route.self, from: value)
        } catch {
            throw RestorationError(.unreadableState, typeName: name, "the saved route \"\(name)\" does not decode as \(Route.self): \(error)")
        }
    }
}

extension RouteRegistry: Sendable {}
