#if canImport(SwiftUI)
public import SwiftUI

/// The `@SceneStorage` of Revive: a view's own value — any `Codable & Sendable` type — kept at
/// the view's place in the route tree (or at the scene's root), saved in Revive's file with the
/// tree — under its budget and its codec — and gone when the view's route leaves. A thin shell
/// over ``RouteValue``, which is compiled and tested everywhere, as `@ScenePreserved` is; the place comes from the
/// environment (``SwiftUICore/View/routeStorage(_:)``, set by `routeDestinations(_:in:destination:)`
/// and `routeModals(_:destination:)` for pages, and by you for a tab's root).
/// Outside a router (a preview) the value lives in `@State`.
///
/// **A value is kept by place, not by route.** Two equal routes at two places (the same comic
/// pushed in two tabs) keep two values; a route popped and pushed again starts from the default.
/// Two equal routes on one stack share the deeper one's place: give them an identity of their
/// own (an id in the route) if each needs its values.
///
/// **A tab's root needs its place.** ``RouteRestorationView`` keeps the values of the views it
/// shows at the scene's root; a tab's root view that is not given
/// `.routeStorage(router.storageLocation(at: .tabRoot(tab)))` would share its values with every
/// tab. That is reported (``Revive/SetupIssue/Code/misplacedValue``, on the console of a debug
/// build). A value meant for the whole scene says so with
/// `.routeStorage(router.storageLocation(at: nil))`, where `@ScenePreserved` keeps its values:
/// the two spellings are thin shells over one store, ``RouteValue``, with one decoding rule (a
/// value that no longer decodes keeps what still does; ``RevivedScene/report`` says what not).
///
/// ```swift
/// struct LibraryView: View {
///     @RouteStorage("filter") private var filter = Filter.all
///     var body: some View { Picker("Filter", selection: $filter) { … } }
/// }
/// NavigationStack(path: router.path(forTab: .library)) {
///     LibraryView().routeStorage(router.storageLocation(at: .tabRoot(.library)))   // the tab's root
/// }
/// ```
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
@propertyWrapper
public struct RouteStorage<Value: Codable & Sendable>: DynamicProperty {
    @Environment(\.routeStorageLocation) private var location
    @State private var local: Value
    private let name: String
    private let defaultValue: Value

    /// A value named `name`, unique at the view's place, whose default is the initial value.
    public init(wrappedValue: Value, _ name: String) {
        self.name = name
        self.defaultValue = wrappedValue
        _local = State(initialValue: wrappedValue)
    }

    /// The kept value, or the default.
    public var wrappedValue: Value {
        get { location.map { RouteValue(name, default: defaultValue, at: $0).wrappedValue } ?? local }
        nonmutating set {
            guard let location else {
                local = newValue
                return
            }
            RouteValue(name, default: defaultValue, at: location).wrappedValue = newValue
        }
    }

    /// A binding to the kept value, for `Picker`, `Toggle`, `TextField`.
    public var projectedValue: Binding<Value> {
        guard let location else { return $local }
        let value = RouteValue(name, default: defaultValue, at: location)
        // The iOS 17 SDK's closures are plain and later SDKs' `@Sendable`; both run on the main actor.
        return Binding(
            get: { MainActor.assumeIsolated { value.wrappedValue } },
            set: { newValue in MainActor.assumeIsolated { value.wrappedValue = newValue } }
        )
    }
}

@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
extension EnvironmentValues {
    /// Where `@RouteStorage` keeps the values of the views below; `nil` outside a router.
    @Entry public var routeStorageLocation: RouteStorageLocation? = nil
}

@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
extension View {
    /// Makes `@RouteStorage` in this view and below keep values at `location`.
    public func routeStorage(_ location: RouteStorageLocation?) -> some View {
        environment(\.routeStorageLocation, location)
    }
}
#endif
