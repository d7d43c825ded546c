#if canImport(SwiftUI)
public import SwiftUI

/// `@SceneStorage` backed by Revive: any `Codable` value kept per scene under a key, with a
/// default, in the scene's Revive file (``RevivedScene``) — saved on `.background`,
/// checkpointed as it changes, encrypted by the codec, under the policies and the crash guard.
/// A value that no longer decodes keeps what still does (``RevivedScene/report`` says what
/// did not). A thin shell over ``RouteValue`` at the scene's root — the one value store, which
/// `@RouteStorage` shells too and which is compiled and tested everywhere; the scene comes from
/// the environment (`.revivesScene(_:)`, or `RouteRestorationView` for a scene with a router).
/// Outside one (a preview) the value lives in `@State`.
///
/// ```swift
/// struct LibraryView: View {
///     @ScenePreserved("path") private var path: [Route] = []
///     @ScenePreserved("tab") private var tab = AppTab.library
///     @ScenePreserved("sheet") private var sheet: Sheet? = nil
///     var body: some View {
///         TabView(selection: $tab) { NavigationStack(path: $path) { … } }.sheet(item: $sheet) { … }
///     }
/// }
/// ```
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
@propertyWrapper
public struct ScenePreserved<Value: Codable & Sendable>: DynamicProperty {
    @Environment(\.revivedScene) private var scene
    @State private var local: Value
    private let key: String
    private let defaultValue: Value

    /// A value kept under `key`, unique in the scene, whose default is the initial value.
    public init(wrappedValue: Value, _ key: String) {
        self.key = key
        self.defaultValue = wrappedValue
        _local = State(initialValue: wrappedValue)
    }

    /// The kept value, or the default.
    public var wrappedValue: Value {
        get { scene.map { RouteValue(key, default: defaultValue, in: $0).wrappedValue } ?? local }
        nonmutating set {
            guard let scene else {
                local = newValue
                return
            }
            RouteValue(key, default: defaultValue, in: scene).wrappedValue = newValue
        }
    }

    /// A binding to the kept value, for `NavigationStack(path:)`, `TabView(selection:)`,
    /// `sheet(item:)`, `TextField`.
    public var projectedValue: Binding<Value> {
        guard let scene else { return $local }
        let value = RouteValue(key, default: defaultValue, in: scene)
        // The iOS 17 SDK's closures are plain and later SDKs' `@Sendable`; both run on the main actor.
        return Binding(
            get: { MainActor.assumeIsolated { value.wrappedValue } },
            set: { newValue in MainActor.assumeIsolated { value.wrappedValue = newValue } }
        )
    }
}

@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
extension EnvironmentValues {
    /// The scene as Revive brought it back, where `@ScenePreserved` and `@ScenePreservedModel`
    /// keep values: the scene's router's root; `nil` outside a revived scene.
    @Entry public var revivedScene: RevivedScene? = nil
}
#endif
