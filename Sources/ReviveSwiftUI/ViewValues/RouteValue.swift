import Revive

/// Where a view keeps its own values: one scene's router and a place in its route tree (a
/// page), or the scene's root. It hides the router's route type, so a view or a model can hold
/// it without knowing the app's routes; SwiftUI's `@RouteStorage` reads it from the environment.
///
/// ```swift
/// let location = router.storageLocation(at: .tabRoot(.library))
/// var filter = RouteValue("filter", default: Filter.all, at: location)
/// filter.wrappedValue = .unread
/// ```
@MainActor
public struct RouteStorageLocation: Sendable {
    let read: @MainActor @Sendable (String) -> StateValue?
    let write: @MainActor @Sendable (String, StateValue?) -> Void
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
            }
        )
    }
}

/// One value a view keeps at its place, the `@SceneStorage` of Revive without SwiftUI: any
/// `Codable` value, saved in Revive's file with the route tree (under its budget and its codec),
/// gone when the page's route leaves. SwiftUI's `@RouteStorage` is a thin shell over it; an
/// `@Observable` model a view owns uses it directly.
///
/// The value is stored only when it differs from the default: writing the default removes it,
/// so a page the user never changed saves nothing. A stored value that no longer decodes (the
/// app changed the type) reads as the default. A value that cannot be encoded is not kept, and
/// is reported as a ``Revive/SetupIssue`` (on the console of a debug build) naming it.
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
            guard let stored = location.read(name) else { return defaultValue }
            var state = PageState()
            state[name] = stored
            return (try? state.decode(Value.self, forKey: name)) ?? defaultValue
        }
        nonmutating set {
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
}

extension RouteValue: Sendable where Value: Sendable {}
