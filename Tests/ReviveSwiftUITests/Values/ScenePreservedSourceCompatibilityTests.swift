import Observation
import Revive
import ReviveSwiftUI
import ReviveTesting
import Testing

/// Pins the public spellings of `@ScenePreserved`'s platform-free part as an app writes them
/// (plain `import ReviveSwiftUI`).
@MainActor
struct ScenePreservedSourceCompatibilityTests {
    enum Route: Codable, Hashable { case home, detail(id: Int) }
    @Observable final class Model: Codable {
        var path: [Route] = []
        enum CodingKeys: String, CodingKey { case _path = "path" }
    }

    @Test func publicSpellingsCompile() async {
        let configuration: RevivedScene.Configuration = .init(store: InMemoryStore())
        let router: RevivedScene.Router = RevivedScene.makeRouter(sceneID: "s", configuration: configuration, windowValues: ["id": 7])
        await router.launch()
        let scene: RevivedScene = router.revivedScene
        let path = RouteValue("path", default: [Route](), in: scene)
        path.wrappedValue = [.home]
        _ = (path.name, path.defaultValue, path.location)
        let model: Model = scene.model("model") { Model() }
        let report: [RestoreReport.Item] = scene.report
        var policy = RestorationPolicy(schemaVersion: 2)
        policy.registerMigration(from: 1, RouteMigration.renameCase("home", to: "start", in: "path", at: []))
        policy.registerMigration(from: 0, RouteMigration.mapValue("draft") { $0 })
        let window = RouteSceneModel<Never, String> { RevivedScene.makeRouter(sceneID: $0, configuration: configuration) }
        #expect(path.wrappedValue == [.home] && model.path.isEmpty && report.isEmpty && window.stage == .waiting)
    }
}
