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
    /// Adds what of a saved value no longer decodes to the scene's ``RevivedScene/report``.
    let reportDropped: @MainActor @Sendable ([RestoreReport.Item]) -> Void
    /// Notes a name used at the scene's root, where a model's key may clash with it.
    let noteName: @MainActor @Sendable (String) -> Void
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
        guard let place else { return sceneRootLocation }
        return RouteStorageLocation(
            read: { [weak self] name in self?[viewStateAt: place].values[name] },
            write: { [weak self] name, value in
                guard let self, self.routes.tree[storedValueAt: place, named: name] != value else { return }
                self.routes.tree[storedValueAt: place, named: name] = value
            },
            report: { [weak self] issue in self?.reportSetupIssue(issue) },
            reportDropped: { [weak self] items in self?.revivedScene.add(items) },
            noteName: { _ in },
            place: place,
            placeName: Self.name(of: place),
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
        return RouteStorageLocation(read: root.read, write: root.write, report: root.report, reportDropped: root.reportDropped,
                                    noteName: root.noteName, place: nil, placeName: root.placeName, router: root.router,
                                    isImplicitSceneRoot: true)
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

@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
extension ReviveRouter {
    /// Where the scene's root keeps values, for any tab type: ``RevivedScene``'s, and
    /// ``storageLocation(at:)``'s for `nil`.
    var sceneRootLocation: RouteStorageLocation {
        RouteStorageLocation(
            read: { [weak self] name in self?[sceneValueNamed: name] },
            write: { [weak self] name, value in
                guard let self, self.routes.tree[storedValueAt: nil, named: name] != value else { return }
                self.routes.tree[storedValueAt: nil, named: name] = value
            },
            report: { [weak self] issue in self?.reportSetupIssue(issue) },
            reportDropped: { [weak self] items in self?.revivedScene.add(items) },
            noteName: { [weak self] name in self?.revivedScene.noteValueKey(name) },
            place: nil,
            placeName: "the scene's root",
            router: ObjectIdentifier(self),
            isImplicitSceneRoot: false
        )
    }
}

/// One value a view keeps at its place or at the scene's root: the `@SceneStorage` of Revive
/// without SwiftUI, and the one implementation behind both of SwiftUI's spellings —
/// `@ScenePreserved` (the scene's root) and `@RouteStorage` (the view's place in the route tree).
/// Any `Codable` value, saved in Revive's file with the scene (under its budget and its codec);
/// a value kept at a page's place goes when the page's route leaves.
///
/// The value is stored only when it differs from the default: writing the default removes it,
/// so a page the user never changed saves nothing. **One decoding rule:** a saved value that no
/// longer decodes (an update changed its type) keeps what still does — a `[Route]` path whose
/// third element names a removed case comes back as its first two, a field that no longer decodes
/// takes the default's value for it, an optional item that no longer decodes is `nil` — and only
/// when nothing of it decodes does it read as its default. Each drop is an item of the scene's
/// ``RevivedScene/report`` (logged as a warning once): a file the previous version wrote is
/// normal input, not a mistake. Two mistakes are reported as a `Revive/SetupIssue` (on the
/// console of a debug build), once per router and message: a value kept at the scene's root only
/// because its view was given no page, or whose key a ``RevivedScene/model(_:default:)`` model
/// holds too (`Revive/SetupIssue/Code/misplacedValue`); a value that cannot be encoded, which is
/// not kept (`Revive/SetupIssue/Code/notSaved`).
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
/// let path = RouteValue("path", default: [Route](), in: router.revivedScene)   // the scene's root
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

    /// A value kept at `scene`'s root, where `@ScenePreserved` keeps it.
    /// - Parameters:
    ///   - name: Its name, unique among the scene's values and models.
    ///   - defaultValue: The value when none is stored.
    ///   - scene: The scene (``ReviveRouter/revivedScene``).
    public init(_ name: String, default defaultValue: Value, in scene: RevivedScene) {
        self.init(name, default: defaultValue, at: scene.rootLocation)
    }

    /// The stored value — what of it still decodes — or the default; setting it stores it (the
    /// default removes it). A value that cannot be encoded is not kept (the stored one is
    /// removed), and is reported as a `notSaved` `Revive/SetupIssue`.
    public var wrappedValue: Value {
        get {
            reportIfMisplaced()
            location.noteName(name)
            guard let stored = location.read(name) else { return defaultValue }
            let (value, dropped) = PartialDecoding.decode(Value.self, from: stored, key: name) { try? StateValue(encoding: defaultValue) }
            if !dropped.isEmpty { location.reportDropped(dropped.map(placed)) }
            return value ?? defaultValue
        }
        nonmutating set {
            reportIfMisplaced()
            location.noteName(name)
            let encoded: StateValue
            do {
                encoded = try StateValue(encoding: newValue)
            } catch {
                SetupIssue.handler(SetupIssue(.notSaved, "the value \"\(name)\" cannot be encoded, so it is not kept: \(error)"))
                location.write(name, nil)
                return
            }
            location.write(name, encoded == (try? StateValue(encoding: defaultValue)) ? nil : encoded)
        }
    }

    /// `item` with the value's place before its path: `.tabRoot(library) > filter`; a value at
    /// the scene's root keeps the value's own path.
    private func placed(_ item: RestoreReport.Item) -> RestoreReport.Item {
        guard location.place != nil else { return item }
        return RestoreReport.Item(item.kind, key: item.key, reason: item.reason, path: "\(location.placeName) > \(item.path)")
    }

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
