import Logging
public import Observation
public import Revive

/// A scene as Revive brings it back: the values it keeps at its router's root
/// (`@ScenePreserved`, ``RouteValue``) and its models (`@ScenePreservedModel`), how its launch
/// went, and what of its saved values did not come back whole — at the root or at any place of
/// its route tree (`@RouteStorage`). One per router (``ReviveRouter/revivedScene``); compiled and
/// tested everywhere, SwiftUI's wrappers are thin shells over it.
///
/// A scene with no routes of its own is a router whose tree has none (``makeRouter(sceneID:configuration:windowValues:)``).
/// Either way the values go in the scene's one Revive file, with its route tree if it has one:
/// saved on `.background`, checkpointed as they change, encrypted by the router's codec, and
/// brought back as the policy (schema versions, migrations) and the crash guard allow.
///
/// ```swift
/// let window = RouteSceneModel { sceneID in RevivedScene.makeRouter(sceneID: sceneID, configuration: .init(store: store)) }
/// await window.connect(storedSceneID: "")
/// if let scene = window.router?.revivedScene {
///     RouteValue("tab", default: AppTab.library, in: scene).wrappedValue = .settings
/// }
/// ```
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
@Observable
public final class RevivedScene {
    /// The router of a scene that keeps only `@ScenePreserved` values: no routes, one tab, `"main"`.
    public typealias Router = ReviveRouter<Never, String>
    /// How such a scene saves: its store, policy (with ``RouteMigration``s), codec,
    /// budget and logger.
    public typealias Configuration = RestorationController<RouteHierarchy<Never, String>>.Configuration

    /// What of the scene's saved values did not come back as saved, oldest first, once per item,
    /// at the root and at every place of the route tree: a path element dropped with the
    /// elements after it (`droppedPage`), a field that takes the default's value, an optional
    /// that reads as `nil` or a value that reads as its default (`defaultedValue`). Each item is
    /// also logged, as a warning, on the router's logger. Not an error: a route case the app
    /// removed in an update.
    public private(set) var report: [RestoreReport.Item] = []

    /// How the scene's launch went: restored, with its report, or fresh, and why ("the saved
    /// state no longer fits this version of the app", "the app crashed 2 times in a row right
    /// after restoring this state"); `nil` until the launch is over. Observed: a view that reads
    /// it is drawn again when the launch ends. A plain SwiftUI app reads it from the environment:
    ///
    /// ```swift
    /// @Environment(\.revivedScene) private var scene
    /// var body: some View {
    ///     if case .fresh(let reason)? = scene?.launchResult, reason != .noSavedState { Text("Started fresh because \(reason)") }
    /// }
    /// ```
    public var launchResult: LaunchResult? { launchOf() }

    /// Where the scene's root keeps values: what `@ScenePreserved` and
    /// ``RouteValue/init(_:default:in:)`` read and write, and the models. Its names and drops
    /// come here, to this scene, even when the router is gone.
    @ObservationIgnored private(set) lazy var rootLocation = RouteStorageLocation(
        read: routerRoot.read, write: routerRoot.write, report: routerRoot.report,
        reportDropped: { [weak self] items in self?.add(items) }, noteName: { [weak self] name in self?.noteValueKey(name) },
        place: nil, placeName: routerRoot.placeName, router: routerRoot.router, isImplicitSceneRoot: false
    )
    /// The router's own location of the scene's root.
    @ObservationIgnored private let routerRoot: RouteStorageLocation
    @ObservationIgnored private let logger: Logger
    /// The router's launch result, read through the router so that Observation follows it there.
    @ObservationIgnored private let launchOf: @MainActor () -> LaunchResult?
    @ObservationIgnored private let sceneID: String
    @ObservationIgnored private var reported: Set<RestoreReport.Item> = []
    /// The models kept here, by key: each key has one instance per scene.
    @ObservationIgnored private var models: [String: any PreservedModelHolding] = [:]
    /// The keys `@ScenePreserved` values used in this scene, to tell a key shared with a model.
    @ObservationIgnored private var valueKeys: Set<String> = []

    /// The scene of `router`, whose values live at its tree's root (`storedValueAt: nil`).
    init<Route, Tab>(root router: ReviveRouter<Route, Tab>, logger: Logger) {
        routerRoot = router.sceneRootLocation
        self.logger = logger
        launchOf = { [weak router] in router?.launchResult?.launch }
        sceneID = router.controller.sceneID
    }

    // MARK: A scene without routes

    /// Makes the router of a scene that keeps only `@ScenePreserved` values: the router of
    /// `.revivesScene(_:)`, and what a test's ``RouteSceneModel`` makes.
    ///
    /// ```swift
    /// WindowGroup(for: Comic.ID.self) { $id in
    ///     ComicWindow().revivesScene(.init(store: store), windowValues: ["comicID": id])
    /// }
    /// ```
    /// - Parameters:
    ///   - sceneID: The scene's Revive id.
    ///   - configuration: Where and how the scene saves.
    ///   - windowValues: Values a fresh scene starts with — a `WindowGroup(for:)` window's value,
    ///     under the key its `@ScenePreserved` reads. A restored scene keeps what it saved instead,
    ///     as `RouteRestorationView`'s `windowLink` opens only on the window's first launch. A
    ///     value that cannot be encoded is left out and logged.
    /// - Returns: The router.
    public static func makeRouter(sceneID: String, configuration: Configuration, windowValues: [String: any Encodable] = [:]) -> Router {
        var tree = RouteTree<Never, String>(tabs: [String]())
        for (key, value) in windowValues {
            do {
                tree[storedValueAt: nil, named: key] = try StateValue(encoding: value)
            } catch {
                configuration.logger.error("the window value \"\(key)\" cannot be encoded, so the window starts without it: \(error)")
            }
        }
        return Router(routes: .allRoutes, defaultTree: tree, sceneID: sceneID, configuration: configuration)
    }

    // MARK: Models

    /// The `@Observable` model kept under `key`: the instance restored from the saved state (every
    /// field that still decodes; a field that no longer does, or that the file lacks, takes the
    /// default instance's value), or `makeDefault()`'s when none is saved or nothing of it decodes. The same instance for
    /// every caller in this scene. Its changes are written back with no call of the app's, so
    /// checkpoints carry them: at once when its `encode(to:)` reads its properties (a hand-written
    /// conformance, which Observation follows); within a second otherwise (a synthesized
    /// conformance reads the macro's `_` storage, which Observation does not see, so every model
    /// is also compared once a second); and before every scene event (``RouteSceneModel/handle(_:)``),
    /// so a save on `.background` has the latest. A model the user never changed writes nothing.
    ///
    /// - Precondition: `key` is not another model type's in this scene (a programmer's mistake).
    ///
    /// ```swift
    /// @Observable final class NavigationModel: Codable { var path: [Route] = []; var tab = AppTab.library }
    /// let model = scene.model("navigation") { NavigationModel() }
    /// model.path.append(.comic(id: 7))     // saved at the next checkpoint
    /// ```
    /// - Parameters:
    ///   - key: The model's key, unique among the scene's values.
    ///   - makeDefault: Makes the model of a fresh scene; called at most once.
    /// - Returns: The scene's instance.
    public func model<Model: AnyObject & Observable & Codable>(_ key: String, default makeDefault: () -> Model) -> Model {
        if let holder = models[key] {
            if let model = holder.object as? Model { return model }
            preconditionFailure("the scene's model \"\(key)\" is a \(type(of: holder.object)), not a \(Model.self): give each model its own key")
        }
        if valueKeys.contains(key) { reportSharedKey(key, model: Model.self) }
        // The default is made at most once: to fill a field the file no longer has, or to be the model.
        var made: Model?
        func madeDefault() -> Model {
            if let made { return made }
            let model = makeDefault()
            made = model
            return model
        }
        let restored = rootLocation.read(key).flatMap { decode(Model.self, from: $0, key: key) { try? StateValue(encoding: madeDefault()) } }
        let holder = PreservedModelHolder(key: key, model: restored ?? madeDefault(), scene: self)
        models[key] = holder
        holder.start()
        return holder.model
    }

    /// Notes that a `@ScenePreserved` value uses `key`; a key a model holds too is reported.
    func noteValueKey(_ key: String) {
        guard valueKeys.insert(key).inserted, let holder = models[key] else { return }
        reportSharedKey(key, model: type(of: holder.object))
    }

    /// Reports a key that a value and a model share: each would overwrite the other in the file.
    private func reportSharedKey(_ key: String, model: Any.Type) {
        SetupIssue.handler(SetupIssue(
            .misplacedValue,
            "the scene's key \"\(key)\" is both a @ScenePreserved value's and the \(model) model's, so each overwrites the other: give each its own key"
        ))
    }

    /// Writes every model whose value changed: what ``RouteSceneModel`` does before each scene event.
    func writeModels() {
        for holder in models.values { holder.writeIfChanged() }
    }

    /// Tracks the model under `key` again, after Observation saw it change.
    func trackModel(_ key: String) {
        models[key]?.track()
    }

    /// Writes the model under `key` if it changed: the poll of a model Observation cannot follow.
    func pollModel(_ key: String) {
        models[key]?.writeIfChanged()
    }

    // MARK: Reading and reporting

    /// Decodes `stored`, keeping what still decodes (``PartialDecoding``), a field it no longer
    /// has taking the value it has in `defaults` (the default's encoding), and reports the rest.
    func decode<Value: Decodable>(_ type: Value.Type, from stored: StateValue, key: String, defaults: () -> StateValue? = { nil }) -> Value? {
        let (value, items) = PartialDecoding.decode(type, from: stored, key: key, defaults: defaults)
        add(items)
        return value
    }

    /// Adds each of `items` to ``report`` and logs it, once.
    func add(_ items: [RestoreReport.Item]) {
        for item in items where reported.insert(item).inserted {
            logger.warning("\(item)", metadata: ["scene": "\(sceneID)"])
            report.append(item)
        }
    }
}
