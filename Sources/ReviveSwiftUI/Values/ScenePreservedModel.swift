#if canImport(SwiftUI)
public import Observation
public import SwiftUI

/// `@State` for an `@Observable` model, backed by Revive: the model's `Codable` part comes back
/// after the system killed the app, and its changes are saved with no call of the app's. Adopting
/// it changes the declaration line only. A thin shell over ``RevivedScene/model(_:default:)``:
/// one instance per key and scene. Outside a revived scene (a preview) it is a plain `@State`.
///
/// ```swift
/// @Observable final class NavigationModel: Codable {
///     var path: [Route] = []
///     var tab = AppTab.library
///     var sheet: Sheet?
/// }
/// struct ContentView: View {
///     @ScenePreservedModel("navigation") private var model = NavigationModel()   // was: @State private var model = NavigationModel()
///     var body: some View { NavigationStack(path: $model.path) { … } }
/// }
/// ```
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
@propertyWrapper
public struct ScenePreservedModel<Model: AnyObject & Observable & Codable>: DynamicProperty {
    @Environment(\.revivedScene) private var scene
    @State private var local: Model
    private let key: String

    /// A model kept under `key`, unique in the scene; the initial value is a fresh scene's model.
    public init(wrappedValue: Model, _ key: String) {
        self.key = key
        _local = State(initialValue: wrappedValue)
    }

    /// The scene's model: the restored one, or the initial value.
    public var wrappedValue: Model {
        guard let scene else { return local }
        return scene.model(key) { local }
    }

    /// Bindings to the model's properties: `$model.path`.
    public var projectedValue: Bindable<Model> { Bindable(wrappedValue) }
}
#endif
