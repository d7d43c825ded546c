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
        let configuration: PreservedScene.Configuration = .init(store: InMemoryStore())
        let router: PreservedScene.Router = PreservedScene.makeRouter(sceneID: "s", configuration: configuration, windowValues: ["id": 7])
        await router.launch()
        let scene: PreservedScene = router.preservedScene
        let path = ScenePreservedValue("path", default: [Route](), in: scene)
        path.wrappedValue = [.home]
        _ = (path.key, path.defaultValue, path.scene)
        let model: Model = scene.model("model") { Model() }
        let report: [RestoreReport.Item] = scene.report
        var policy = RestorationPolicy(schemaVersion: 2)
        policy.registerMigration(from: 1, ScenePreservedMigration.renameCase("home", to: "start", in: "path", at: []))
        policy.registerMigration(from: 0, ScenePreservedMigration.mapValue("draft") { $0 })
        let window = RouteSceneModel<Never, String> { PreservedScene.makeRouter(sceneID: $0, configuration: configuration) }
        #expect(path.wrappedValue == [.home] && model.path.isEmpty && report.isEmpty && window.stage == .waiting)
    }
}
