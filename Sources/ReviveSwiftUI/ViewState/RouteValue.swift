import Revive

/// Where a view keeps its own values: one scene's router and a place in its route tree (a
/// page), or the scene's root. It hides the router's route type, so a view or a model can hold
/// it without knowing the app's routes; SwiftUI's `@RouteStorage` reads it from the environment,
/// and a view reads its own place from it (``place(in:)``), with no level written by hand.
///
/// ```swift
/// let location = router.storageLocation(at: .tabRoot(.library))
/// var filter = RouteValue("filter", default: Filter.all, at: location)
/// filter.wrappedValue = .unread
/// location.place(in: router)      // .tabRoot(.library)
/// ```
@MainActor
public struct RouteStorageLocation: Sendable {
    let read: @MainActor @Sendable (String) -> StateValue?
    let write: @MainActor @Sendable (String, StateValue?) -> Void
    /// Hands a setup issue to ``Revive/SetupIssue/handler``, once per router and message.
    let report: @MainActor @Sendable (SetupIssue) -> Void
    /// The place (a `RouteTree<Route, Tab>.Place`), or `nil` for the scene's root.
    let place: (any Hashable & Sendable)?
    /// The place as the app writes it (`.tabRoot(library)`), for messages.
    let placeName: String
    /// The router whose tree the place is in.
    let router: ObjectIdentifier
    /// Whether this is the scene's root that ``RouteRestorationView`` gives every view under it,
    /// as opposed to one the app chose (``ReviveRouter/storageLocation(at:)``): a value kept
    /// there is a tab's root's value gone astray, and is reported.
    let isImplicitSceneRoot: Bool

    /// The place of the page whose values these are, in `router`'s tree: `nil` for the scene's
    /// root, or when the location is another router's.
    ///
    /// ```swift
    /// @Environment(\.routeStorageLocation) private var location
    /// TextEditor(text: router.text(at: location?.place(in: router) ?? router.visiblePlace, named: "body"))
    /// ```
    /// - Parameter router: The scene's router.
    /// - Returns: The place.
    public func place<Route, Tab>(in router: ReviveRouter<Route, Tab>) -> RouteTree<Route, Tab>.Place? {
        guard ObjectIdentifier(router) == self.router else { return nil }
        return place as? RouteTree<Route, Tab>.Place
    }
}

@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
extension ReviveRouter where Tab: Sendable {
    /// Where views at `place` keep their values; `nil` is the scene's root, kept as long as the
    /// scene. A read is observed per place, as the page's view state is (``subscript(viewStateAt:)``):
    /// a change re-renders the views that read that place, not every view of the router.
    ///
    /// ```swift
    /// LibraryView().routeStorage(router.storageLocation(at: .tabRoot(.library)))
    /// ```
    /// - Parameter place: The page, or `nil` for the scene's root.
    /// - Returns: The location.
    public func storageLocation(at place: RouteTree<Route, Tab>.Place?) -> RouteStorageLocation {
        RouteStorageLocation(
            read: { [weak self] name in
                guard let self else { return nil }
                guard let place else { return self[sceneValueNamed: name] }
                return self[viewStateAt: place].values[name]
            },
            write: { [weak self] name, value in
                guard let self, self.routes.tree[storedValueAt: place, named: name] != value else { return }
                self.routes.tree[storedValueAt: place, named: name] = value
            },
            report: { [weak self] issue in self?.reportSetupIssue(issue) },
            place: place,
            placeName: place.map(Self.name(of:)) ?? "the scene's root",
            router: ObjectIdentifier(self),
            isImplicitSceneRoot: false
        )
    }

    /// `.tabRoot(library)`, `.tab(library, pathIndex: 1)`, `.modal(0)`, `.modal(0, pathIndex: 2)`.
    private static func name(of place: RouteTree<Route, Tab>.Place) -> String {
        let index = place.depth == 0 ? "" : ", pathIndex: \(place.depth - 1)"
        switch place.container {
        case .tab(let tab): return place.depth == 0 ? ".tabRoot(\(tab))" : ".tab(\(tab)\(index))"
        case .modal(let level): return ".modal(\(level)\(index))"
        }
    }

    /// The scene's root as ``RouteRestorationView`` gives it to every view under it: values kept
    /// there are reported as ``Revive/SetupIssue/Code/misplacedValue`` (a tab's root that was
    /// not given its place), unless a view chose the scene's root with ``storageLocation(at:)``.
    var implicitSceneRootLocation: RouteStorageLocation {
        let root = storageLocation(at: nil)
        return RouteStorageLocation(read: root.read, write: root.write, report: root.report, place: nil, placeName: root.placeName,
                                    router: root.router, isImplicitSceneRoot: true)
    }

    /// Where the view of `route`, shown by `navigationDestination(for:)` on `container`'s stack,
    /// keeps its values: the route's place there (``RouteTree/place(of:in:)``), or `nil` when it
    /// is not on that stack (it is being popped). What `routeDestinations(_:in:destination:)`
    /// calls.
    ///
    /// It observes that stack only — the tab's path or the modal chain — not the whole tree, so
    /// typing in one page does not re-render the pushed views of others. A route that is on
    /// another stack and not on `container`'s is a stack named wrong: reported as
    /// `Revive/SetupIssue/Code/misplacedValue` (its values would live in `@State`).
    ///
    /// ```swift
    /// let location = router.storageLocation(of: .comic(id: 7), in: .tab(.library))
    /// ```
    /// - Parameters:
    ///   - route: The route a destination view shows.
    ///   - container: The tab or modal whose `NavigationStack` shows it.
    /// - Returns: The location, or `nil`.
    public func storageLocation(of route: Route, in container: RouteTree<Route, Tab>.Place.Container) -> RouteStorageLocation? {
        if let place = place(of: route, in: container) { return storageLocation(at: place) }
        let tree = routes.tree
        if tree.allRoutes.contains(route) {
            reportSetupIssue(SetupIssue(.misplacedValue, """
                routeDestinations names \(container) for a stack that shows \(route), which is not on it: the view's \
                @RouteStorage values live in @State and are not saved; name the container of the NavigationStack it is in
                """))
        }
        return nil
    }

    /// The place of `route` on `container`'s stack (``RouteTree/place(of:in:)``), observing
    /// only that stack: the tab's path, or the modal chain.
    /// - Parameters:
    ///   - route: The route.
    ///   - container: The tab or modal.
    /// - Returns: Its place, or `nil` when it is not there.
    public func place(of route: Route, in container: RouteTree<Route, Tab>.Place.Container) -> RouteTree<Route, Tab>.Place? {
        switch container {
        case .tab(let tab):
            guard let index = self[pathForTab: tab].lastIndex(of: route) else { return nil }
            return .tab(tab, pathIndex: index)
        case .modal(let level):
            let modals = modals
            guard modals.indices.contains(level) else { return nil }
            if let index = modals[level].path.lastIndex(of: route) { return .modal(level, pathIndex: index) }
            return modals[level].route == route ? .modal(level) : nil
        }
    }
}

/// One value a view keeps at its place, the `@SceneStorage` of Revive without SwiftUI: any
/// `Codable` value, saved in Revive's file with the route tree (under its budget and its codec),
/// gone when the page's route leaves. SwiftUI's `@RouteStorage` is a thin shell over it; an
/// `@Observable` model a view owns uses it directly.
///
/// The value is stored only when it differs from the default: writing the default removes it,
/// so a page the user never changed saves nothing. Three mistakes are reported as a
/// `Revive/SetupIssue` (on the console of a debug build), once per router and message: a
/// stored value that no longer decodes (the app changed the type) reads as the default
/// (`Revive/SetupIssue/Code/unreadableValue`); a value kept at the scene's root only because
/// its view was given no page (`Revive/SetupIssue/Code/misplacedValue`); a value that cannot
/// be encoded, which is not kept (`Revive/SetupIssue/Code/notSaved`).
///
/// A value is kept by place, not by route: two equal routes at two places keep two values, and
/// a route pushed again after it was popped starts from the default.
///
/// ```swift
/// @Observable final class LibraryModel {
///     @ObservationIgnored @RouteValue var filter: Filter     // observed through the router
///     init(location: RouteStorageLocation) {
///         _filter = RouteValue("filter", default: .all, at: location)
///     }
/// }
/// ```
@MainActor
@propertyWrapper
public struct RouteValue<Value: Codable> {
    /// The value's name, unique among the values kept at its place.
    public let name: String
    /// The value when none is stored.
    public let defaultValue: Value
    /// Where the value is kept.
    public let location: RouteStorageLocation

    /// A value kept at `location`.
    /// - Parameters:
    ///   - name: Its name, unique at that place.
    ///   - defaultValue: The value when none is stored.
    ///   - location: The router and place (``ReviveRouter/storageLocation(at:)``).
    public init(_ name: String, default defaultValue: Value, at location: RouteStorageLocation) {
        self.name = name
        self.defaultValue = defaultValue
        self.location = location
    }

    /// The stored value, or the default; setting it stores it (the default removes it).
    public var wrappedValue: Value {
        get {
            reportIfMisplaced()
            guard let stored = location.read(name) else { return defaultValue }
            // The one rule of every SwiftUI value Revive keeps (`@ScenePreserved` too): what
            // still decodes comes back, a field that does not takes the default's value.
            let (value, dropped) = PartialDecoding.decode(Value.self, from: stored, key: name) { try? StateValue(encoding: defaultValue) }
            guard let value else {
                location.report(SetupIssue(.unreadableValue, """
                    RouteValue "\(name)" \(placeDescription) no longer decodes as \(Value.self), so the view reads its default: \
                    \(dropped.map(\.reason).joined(separator: "; ")); give a changed type a new name, or decode the old one
                    """))
                return defaultValue
            }
            if !dropped.isEmpty {
                location.report(SetupIssue(.unreadableValue, """
                    RouteValue "\(name)" \(placeDescription) no longer decodes whole as \(Value.self), so the view reads what still does: \
                    \(dropped.map { "\($0.path): \($0.reason)" }.joined(separator: "; "))
                    """))
            }
            return value
        }
        nonmutating set {
            reportIfMisplaced()
            var state = PageState()
            var fallback = PageState()
            do {
                try state.encode(newValue, forKey: name)
                try fallback.encode(defaultValue, forKey: name)
            } catch {
                SetupIssue.handler(SetupIssue(.notSaved, "RouteValue \"\(name)\" cannot be encoded, so it is not kept: \(error.message)"))
                location.write(name, nil)
                return
            }
            location.write(name, state[name] == fallback[name] ? nil : state[name])
        }
    }

    /// Where the value is, for a message.
    private var placeDescription: String { "at \(location.placeName)" }

    /// Reports a value kept at the scene's root that ``RouteRestorationView`` gives every view:
    /// a tab's root view without its place.
    private func reportIfMisplaced() {
        guard location.isImplicitSceneRoot else { return }
        location.report(SetupIssue(.misplacedValue, """
            RouteValue "\(name)" is kept at the scene's root, shared by every tab, because its view was given no page: \
            add .routeStorage(router.storageLocation(at: .tabRoot(tab))) to the tab's root view, or, for a value of \
            the whole scene, .routeStorage(router.storageLocation(at: nil))
            """))
    }
}

extension RouteValue: Sendable where Value: Sendable {}
