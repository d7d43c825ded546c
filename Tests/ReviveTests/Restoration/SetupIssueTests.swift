import Foundation
import Testing
@testable import Revive
@testable import ReviveNavigator
@testable import ReviveTesting

/// The app's own root page, never registered: the launch registers it.
final class HomePage: Page {
    @Preserved var greeting = "hello"
}

/// A page the app shows in its default tree but forgot to register.
final class UnlistedPage: Page {}

/// Mistakes in an app's setup are reported loudly, once, and the app's own default root needs
/// no registration.
@MainActor
struct SetupIssueTests {
    @Test func theDefaultRootsOwnTypeNeedsNoRegistration() async throws {
        let store = InMemoryStore()
        let first = RestorationController(navigator: Navigator(), registry: comicRegistry(), store: store)
        await first.launch { HomePage() }
        (first.navigator.rootPage as? HomePage)?.greeting = "welcome back"
        #expect(first.didEnterBackground() == .scheduled)
        await first.waitForPendingSaves()
        #expect(first.reportedIssues.isEmpty)

        let second = RestorationController(navigator: Navigator(), registry: comicRegistry(), store: store)
        let result = await second.launch { HomePage() }
        #expect(result.report?.isComplete == true, "\(result)")
        #expect((second.navigator.rootPage as? HomePage)?.greeting == "welcome back")
        #expect(second.reportedIssues.isEmpty)
    }

    @Test func anUnregisteredTypeInTheDefaultTreeIsNamedAtLaunch() async throws {
        let controller = RestorationController(navigator: Navigator(), registry: comicRegistry(), store: InMemoryStore())
        await controller.launch {
            MainTabs(pages: [NavigationPage(rootPage: UnlistedPage()), LibraryPage()])
        }
        let issue = try #require(controller.reportedIssues.first)
        #expect(controller.reportedIssues.count == 1)
        #expect(issue.code == .unregisteredType)
        #expect(issue.message.contains("MainTabs > NavigationPage > UnlistedPage"))
        #expect(!issue.message.contains("LibraryPage"))
    }

    @Test func aSaveThatCannotCaptureIsReportedOnce() throws {
        let navigator = Navigator()
        try navigator.setRootPage(SecretPage())
        let controller = RestorationController(navigator: navigator, registry: comicRegistry(), store: InMemoryStore())
        #expect(controller.didEnterBackground() != .scheduled)
        #expect(controller.didEnterBackground() != .scheduled)
        #expect(controller.reportedIssues.map(\.code) == [.notSaved])
        #expect(controller.reportedIssues.first?.message.contains("SecretPage") == true)
    }

    @Test func aPageSavedAsAPlaceholderIsNamed() async throws {
        let controller = RestorationController(navigator: Navigator(), registry: comicRegistry(), store: InMemoryStore())
        await controller.launch { NavigationPage(rootPage: LibraryPage()) }
        try (controller.navigator.rootPage as? NavigationPage)?.push(SecretPage())
        #expect(controller.didEnterBackground() == .scheduled)
        let issue = try #require(controller.reportedIssues.first)
        #expect(issue.code == .unregisteredType)
        #expect(issue.message.contains("NavigationPage > SecretPage"))
    }

    /// A store holding the saved state of a navigator showing `root`.
    private func saved(_ root: Page) async throws -> InMemoryStore {
        let store = InMemoryStore()
        let navigator = Navigator()
        try navigator.setRootPage(root)
        let first = RestorationController(navigator: navigator, registry: comicRegistry(), store: store)
        #expect(first.didEnterBackground() == .scheduled)
        await first.waitForPendingSaves()
        return store
    }

    @Test func aRestoreThatDropsMostOfTheTreeIsReported() async throws {
        let store = try await saved(NavigationPage(pages: [LibraryPage(), ComicDetailPage(), ReaderPage(), OptionsPage()]))
        let registry = Navigator.makeRegistry()
        registry.register(LibraryPage.self) { LibraryPage() }
        let second = RestorationController(navigator: Navigator(), registry: registry, store: store)
        let report = try #require(await second.launch { NavigationPage(rootPage: LibraryPage()) }.report)
        #expect(report.restoredPageCount == 2 && report.items(.droppedPage).count == 3)
        let issue = try #require(second.reportedIssues.first { $0.code == .restoreDroppedMost })
        #expect(issue.message.contains("came back with 2 pages and dropped 3"))
    }

    @Test func aRestoreThatLeavesNothingToShowIsReported() async throws {
        let store = try await saved(MainTabs(pages: [NavigationPage(rootPage: ComicDetailPage())]))
        let second = RestorationController(navigator: Navigator(), registry: Navigator.makeRegistry(), store: store)
        #expect(await second.launch { MainTabs() } == .fresh(.nothingOnScreen))
        #expect(second.reportedIssues.contains { $0.code == .restoreDroppedMost && $0.message.contains("nothing was left") })
    }

    @Test func aSavedRootThatIsNoLongerRegisteredIsReported() async throws {
        let store = try await saved(MainTabs(pages: [NavigationPage(rootPage: LibraryPage())]))
        let second = RestorationController(navigator: Navigator(), registry: Navigator.makeRegistry(), store: store)
        #expect(await second.launch { LibraryPage() } == .fresh(.rootTypeUnknown("MainTabs")))
        let issue = try #require(second.reportedIssues.first { $0.code == .restoreDroppedMost })
        #expect(issue.message.contains("\"MainTabs\""))
    }

    @Test func theDefaultHandlerWritesEachMessageOnceToStandardErrorInADebugBuild() throws {
        let issue = SetupIssue(.unregisteredType, "the default tree shows Unregistered-\(UUID().uuidString)")
        let written = try capturingStandardError {
            SetupIssue.defaultHandler(issue)
            SetupIssue.defaultHandler(issue)
        }
        #if DEBUG
        #expect(written == "Revive setup error (unregisteredType): \(issue.message)\n")
        #else
        #expect(written.isEmpty)
        #endif
        #expect(SetupIssue.firstLine(for: issue) == nil)
    }

    /// What `body` writes to file descriptor 2, which is pointed at a pipe meanwhile.
    private func capturingStandardError(_ body: () -> Void) throws -> String {
        let pipe = Pipe()
        let saved = dup(STDERR_FILENO)
        try #require(saved >= 0)
        dup2(pipe.fileHandleForWriting.fileDescriptor, STDERR_FILENO)
        body()
        dup2(saved, STDERR_FILENO)
        close(saved)
        try pipe.fileHandleForWriting.close()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        return String(decoding: data, as: UTF8.self)
    }
}
