import Testing
@testable import Revive
@testable import ReviveNavigator
import ReviveTesting

@MainActor
struct RoundTripCheckerTests {
    @Test func catchesAPageWhoseCustomEncodeForgetsAValue() throws {
        let navigator = Navigator()
        let registry = comicRegistry()
        let stack = NavigationPage(rootPage: LibraryPage(restorationIdentifier: "root"))
        try navigator.setRootPage(stack)
        var mismatches: [RoundTripChecker<Navigator>.Mismatch] = []
        let checker = RoundTripChecker(navigator: navigator, registry: registry) { mismatches.append($0) }
        checker.start()
        let reader = ForgetfulReaderPage(restorationIdentifier: "forgetful")
        reader.zoom = 3
        try stack.push(reader)
        let mismatch = try #require(mismatches.first)
        #expect(mismatch.path == "ForgetfulReaderPage(\"forgetful\")")
        #expect(mismatch.detail.contains("zoom was 3.0 and reads 1.0"))
    }

    @Test func staysQuietWhenEveryPageSurvives() throws {
        let (navigator, _, _) = try makeComicApp()
        let checker = RoundTripChecker(navigator: navigator, registry: comicRegistry()) { _ in }
        #expect(checker.check()?.detail.contains("finishedRestoring") == true)
        checker.ignoredProperties = ["finishedRestoring"]
        #expect(checker.check() == nil)
    }

    @Test func aStartedCheckerLeavesTheAppsOnChangeInPlaceAndStopsAlone() throws {
        let navigator = Navigator()
        let stack = NavigationPage(rootPage: LibraryPage(restorationIdentifier: "root"))
        try navigator.setRootPage(stack)
        var appChanges = 0
        navigator.onChange = { appChanges += 1 }
        var first: [RoundTripChecker<Navigator>.Mismatch] = []
        var second: [RoundTripChecker<Navigator>.Mismatch] = []
        let checker = RoundTripChecker(navigator: navigator, registry: comicRegistry()) { first.append($0) }
        let other = RoundTripChecker(navigator: navigator, registry: comicRegistry()) { second.append($0) }
        checker.ignoredProperties = ["finishedRestoring"]
        other.ignoredProperties = ["finishedRestoring"]
        checker.start()
        other.start()
        let forgetful = ForgetfulReaderPage(restorationIdentifier: "one")
        forgetful.zoom = 3
        try stack.push(forgetful)
        #expect(appChanges == 1)
        #expect(first.count == 1 && second.count == 1)

        checker.stop()
        try stack.pop()
        let another = ForgetfulReaderPage(restorationIdentifier: "two")
        another.zoom = 2
        try stack.push(another)
        #expect(appChanges == 3)
        #expect(first.count == 1)
        #expect(second.count == 2)
    }
}
