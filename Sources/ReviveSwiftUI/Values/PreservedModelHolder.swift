import Observation
import Revive

/// What ``RevivedScene`` asks of the model holders it keeps, whatever their model's type.
@MainActor
protocol PreservedModelHolding: AnyObject {
    var object: AnyObject { get }
    func track()
    func writeIfChanged()
}

/// Keeps one `@Observable` model of a scene written to the scene's root as it changes: at once
/// through Observation where the model's `encode(to:)` reads its properties; by comparing its
/// encoding once a second, for a synthesized conformance, which reads the macro's `_` storage
/// that Observation does not see; and before every scene event.
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
final class PreservedModelHolder<Model: AnyObject & Observable & Codable>: PreservedModelHolding {
    /// How often a model that Observation cannot follow is compared.
    static var pollInterval: Duration { .seconds(1) }

    let key: String
    let model: Model
    private weak var scene: RevivedScene?
    /// The encoding last written (at first, the model's as it came), to write only changes: a
    /// model the user never changed writes nothing.
    private var written: StateValue??

    var object: AnyObject { model }

    init(key: String, model: Model, scene: RevivedScene) {
        self.key = key
        self.model = model
        self.scene = scene
    }

    /// Writes the model once and follows its changes.
    func start() {
        // A view's body asked for the model: change nothing yet, and nothing until it changes.
        written = .some(track(writing: false))
        // A synthesized conformance reads the macro's `_` storage, which Observation does not
        // see, and nothing tells the two apart: compare every model once in a while too.
        let interval = Self.pollInterval
        Task { [weak scene, key] in
            while true {
                try? await Task.sleep(for: interval)
                guard let scene else { return }   // the scene is gone: so is the model
                scene.pollModel(key)
            }
        }
    }

    /// Encodes the model inside Observation's tracking, writes it, and tracks again after the
    /// next change of a property the encoding read.
    func track() {
        track(writing: true)
    }

    @discardableResult
    private func track(writing: Bool) -> StateValue? {
        let encoded = withObservationTracking {
            encode()
        } onChange: { [weak scene, key] in
            Task { @MainActor in scene?.trackModel(key) }
        }
        if writing { write(encoded) }
        return encoded
    }

    func writeIfChanged() {
        write(encode())
    }

    private func encode() -> StateValue? {
        do {
            return try StateValue(encoding: model)
        } catch {
            SetupIssue.handler(SetupIssue(.notSaved, "ScenePreservedModel \"\(key)\" cannot be encoded, so it is not kept: \(error)"))
            return nil
        }
    }

    private func write(_ encoded: StateValue?) {
        guard written != .some(encoded) else { return }
        written = .some(encoded)
        scene?.rootLocation.write(key, encoded)
    }
}
