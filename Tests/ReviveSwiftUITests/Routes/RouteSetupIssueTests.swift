import Foundation
import Observation
import Testing
@testable import Revive
@testable import ReviveSwiftUI
import ReviveTesting

/// The mistakes that used to be silent are setup issues now, each read here through
/// `SetupIssue.handler`; and a view knows its own place from its location, with no level
/// written by hand.
@MainActor
struct RouteSetupIssueTests {
    enum MailTab: String, Codable, Hashable, Sendable { case inbox, drafts }

    private func launchedRouter(_ sceneID: String) async -> ReviveRouter<TestRoute, MailTab> {
        let router = ReviveRouter(routes: TestRoute.registry, defaultTree: RouteTree<TestRoute, MailTab>(tabs: [.inbox, .drafts]),
                                  sceneID: sceneID, configuration: .init(store: InMemoryStore()))
        await router.launch()
        return router
    }

    // MARK: Silent mistakes, reported

    @Test func aTabRootWithoutItsPlaceIsReportedOnceAndAChosenSceneRootIsNot() async {
        let issues = ReportedSetupIssues.start()
        let router = await launchedRouter("tab-root")
        // What RouteRestorationView gives every view: a tab root that was not given its place.
        var sortOrder = RouteValue("sortOrderOfATabRoot", default: "date", at: router.implicitSceneRootLocation)
        sortOrder.wrappedValue = "sender"
        _ = sortOrder.wrappedValue
        let reported = issues.mentioning("\"sortOrderOfATabRoot\"")
        #expect(reported.count == 1, "once per router, not at every render")
        #expect(reported.first?.code == .misplacedValue)
        #expect(reported.first?.message.contains(".routeStorage(router.storageLocation(at: .tabRoot(tab)))") == true)

        let meant = RouteValue("sidebarOfTheWholeScene", default: false, at: router.storageLocation(at: nil))
        meant.wrappedValue = true
        #expect(issues.mentioning("\"sidebarOfTheWholeScene\"").isEmpty)
        sortOrder = RouteValue("sortOrderOfATabRoot", default: "date", at: router.storageLocation(at: .tabRoot(.inbox)))
        #expect(sortOrder.wrappedValue == "date", "the right place keeps its own value")
    }

    @Test func aDestinationNamingTheWrongStackIsReportedAndAPoppedRouteIsNot() async {
        let issues = ReportedSetupIssues.start()
        let router = await launchedRouter("wrong-stack")
        router[pathForTab: .drafts] = [.note("wrongStackRoute")]
        // routeDestinations(router, in: .tab(.inbox)) on the drafts tab's NavigationStack:
        #expect(router.storageLocation(of: .note("wrongStackRoute"), in: .tab(.inbox)) == nil)
        let reported = issues.mentioning("wrongStackRoute")
        #expect(reported.count == 1 && reported.first?.code == .misplacedValue)
        #expect(router.storageLocation(of: .note("wrongStackRoute"), in: .tab(.drafts))?.place(in: router) == .tab(.drafts, pathIndex: 0))

        // A route popped a moment ago, still drawn while its view goes away, is on no stack.
        #expect(router.storageLocation(of: .note("poppedRouteGoingAway"), in: .tab(.inbox)) == nil)
        #expect(issues.mentioning("poppedRouteGoingAway").isEmpty)
    }

    /// A value an earlier version wrote is input, not a setup mistake: it goes to the scene's
    /// report, with its place, once, and no setup issue is raised.
    @Test func aValueWhoseTypeChangedGoesToTheScenesReportWithItsPlaceAndReadsItsDefault() async {
        let issues = ReportedSetupIssues.start()
        let router = await launchedRouter("changed-type")
        let location = router.storageLocation(at: .tabRoot(.inbox))
        RouteValue("zoomWhoseTypeChanged", default: "fit", at: location).wrappedValue = "page width"
        // The next version reads it as a Double.
        let zoom = RouteValue("zoomWhoseTypeChanged", default: 1.0, at: location)
        #expect(zoom.wrappedValue == 1.0)
        #expect(zoom.wrappedValue == 1.0)
        #expect(issues.mentioning("\"zoomWhoseTypeChanged\"").isEmpty)
        let items = router.revivedScene.report.filter { $0.key == "zoomWhoseTypeChanged" }
        #expect(items.count == 1 && items.first?.kind == .defaultedValue, "\(items)")
        #expect(items.first?.path == ".tabRoot(inbox) > zoomWhoseTypeChanged")
        #expect(items.first?.reason.contains("Double") == true)
    }

    // MARK: A view's place

    @Test func aLocationTellsItsViewItsPlaceAndOnlyInItsOwnRouter() async {
        let router = await launchedRouter("places")
        let other = await launchedRouter("other")
        router.present(.note("compose"))
        router.push(.item(id: 4))
        #expect(router.storageLocation(at: .modal(0)).place(in: router) == .modal(0))
        #expect(router.storageLocation(of: .item(id: 4), in: .modal(0))?.place(in: router) == .modal(0, pathIndex: 0))
        #expect(router.storageLocation(of: .note("compose"), in: .modal(0))?.place(in: router) == .modal(0))
        #expect(router.storageLocation(at: nil).place(in: router) == nil, "the scene's root is no page")
        #expect(router.storageLocation(at: .modal(0)).place(in: other) == nil)
    }

    // MARK: The router in the environment

    /// What SwiftUI's `.environment(_:)` and `@Environment(_:)` need of an object.
    private func environmentObject<Object: AnyObject & Observable>(_ object: Object) -> Object { object }

    @Test func theRouterAndTheSceneModelAreObservableObjectsTheEnvironmentTakes() async {
        let router = await launchedRouter("environment")
        #expect(environmentObject(router) === router)
        let scene = RouteSceneModel<TestRoute, MailTab> { _ in router }
        #expect(environmentObject(scene) === scene)
    }
}
