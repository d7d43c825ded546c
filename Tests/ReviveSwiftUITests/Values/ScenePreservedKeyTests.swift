import Foundation
import Testing
@testable import Revive
@testable import ReviveSwiftUI
import ReviveTesting

/// A key is a value's or a model's, never both: each would overwrite the other in the scene's
/// file, so sharing one is a setup mistake, reported whichever comes first.
@MainActor
struct ScenePreservedKeyTests {
    private func scene() -> RevivedScene {
        RevivedScene.makeRouter(sceneID: "keys-\(UUID().uuidString)", configuration: .init(store: InMemoryStore())).revivedScene
    }

    @Test func aValueUsingAModelsKeyIsReported() {
        let issues = ReportedSetupIssues.start()
        let key = "navigation-\(UUID().uuidString)"
        let scene = scene()
        _ = scene.model(key) { NavigationModel() }
        #expect(issues.mentioning(key).isEmpty)

        RouteValue(key, default: "", in: scene).wrappedValue = "typed"
        let reported = issues.mentioning(key)
        #expect(reported.count == 1)
        #expect(reported.first?.code == .misplacedValue)
        #expect(reported.first?.message.contains("NavigationModel") == true)
    }

    @Test func aModelUsingAValuesKeyIsReported() {
        let issues = ReportedSetupIssues.start()
        let key = "draft-\(UUID().uuidString)"
        let scene = scene()
        _ = RouteValue(key, default: "", in: scene).wrappedValue
        _ = scene.model(key) { NavigationModel() }
        #expect(issues.mentioning(key).map(\.code) == [.misplacedValue])
    }

    @Test func keysOfTheirOwnAreNotReported() {
        let issues = ReportedSetupIssues.start()
        let suffix = UUID().uuidString
        let scene = scene()
        _ = scene.model("navigation-\(suffix)") { NavigationModel() }
        RouteValue("draft-\(suffix)", default: "", in: scene).wrappedValue = "typed"
        #expect(issues.mentioning(suffix).isEmpty)
    }
}
