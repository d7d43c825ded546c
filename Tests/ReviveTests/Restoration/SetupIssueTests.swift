import Foundation
import Testing
@testable import Revive
@testable import ReviveTesting

/// The app's own root page, never registered: the launch registers it.
@MainActor
final class HomeTreePage: TreeNode, Revivable {
    @Preserved var greeting = "hello"
}

/// A page type only the first process registers.
@MainActor
final class RemovedTreePage: TreeNode, Revivable {}

/// Mistakes in an app's setup are reported loudly, once, and the app's own default root needs
/// no registration.
@MainActor
struct SetupIssueTests {
    private func controller(_ store: InMemoryStore = InMemoryStore(), registry: RestorationRegistry<TreeNode> = treeRegistry()) -> RestorationController<EngineHierarchy> {
        RestorationController(hierarchy: EngineHierarchy(), registry: registry, configuration: .init(store: store))
    }

    @Test func theDefaultRootsOwnTypeNeedsNoRegistration() async throws {
        let store = InMemoryStore()
        let first = controller(store)
        await first.launch { HomeTreePage() }
        (first.hierarchy.rootNode as? HomeTreePage)?.greeting = "welcome back"
        #expect(first.didEnterBackground() == .scheduled)
        await first.waitForPendingSaves()
        #expect(first.reportedIssues.isEmpty)

        let second = controller(store)
        let result = await second.launch { HomeTreePage() }
        #expect(result.report?.isComplete == true, "\(result)")
        #expect((second.hierarchy.rootNode as? HomeTreePage)?.greeting == "welcome back")
        #expect(second.reportedIssues.isEmpty)
    }

    @Test func anUnregisteredTypeInTheDefaultTreeIsNamedAtLaunch() async throws {
        let controller = controller()
        await controller.launch {
            TreeTabs([TreeStack([UnregisteredTreePage()]), TreePage()])
        }
        let issue = try #require(controller.reportedIssues.first)
        #expect(controller.reportedIssues.count == 1)
        #expect(issue.code == .unregisteredType)
        #expect(issue.message.contains("TreeTabs > TreeStack > UnregisteredTreePage"))
        #expect(!issue.message.contains("TreeTabs > TreePage"))
    }

    @Test func aSaveThatCannotCaptureIsReportedOnce() throws {
        let controller = RestorationController(hierarchy: EngineHierarchy(root: UnregisteredTreePage()), registry: treeRegistry(), configuration: .init(store: InMemoryStore()))
        #expect(controller.didEnterBackground() != .scheduled)
        #expect(controller.didEnterBackground() != .scheduled)
        #expect(controller.reportedIssues.map(\.code) == [.notSaved])
        #expect(controller.reportedIssues.first?.message.contains("UnregisteredTreePage") == true)
    }

    @Test func aPageSavedAsAPlaceholderIsNamed() async throws {
        let controller = controller()
        await controller.launch { TreeStack([TreePage()]) }
        controller.hierarchy.rootNode?.children.append(UnregisteredTreePage())
        #expect(controller.didEnterBackground() == .scheduled)
        let issue = try #require(controller.reportedIssues.first)
        #expect(issue.code == .unregisteredType)
        #expect(issue.message.contains("TreeStack > UnregisteredTreePage"))
    }

    /// A store holding the saved state of a hierarchy showing `root`, saved by a process whose
    /// registry also knows ``RemovedTreePage``.
    private func saved(_ root: TreeNode) async throws -> InMemoryStore {
        let store = InMemoryStore()
        let registry = treeRegistry()
        registry.register(RemovedTreePage.self) { RemovedTreePage() }
        let first = RestorationController(hierarchy: EngineHierarchy(root: root), registry: registry, configuration: .init(store: store))
        #expect(first.didEnterBackground() == .scheduled)
        await first.waitForPendingSaves()
        return store
    }

    @Test func aRestoreThatDropsMostOfTheTreeIsReported() async throws {
        let store = try await saved(TreeStack([TreePage(), RemovedTreePage(), RemovedTreePage(), RemovedTreePage()]))
        let second = controller(store)
        let report = try #require(await second.launch { TreeStack([TreePage()]) }.report)
        #expect(report.restoredPageCount == 2 && report.items(.droppedPage).count == 3)
        let issue = try #require(second.reportedIssues.first { $0.code == .restoreDroppedMost })
        #expect(issue.message.contains("came back with 2 pages and dropped 3"))
    }

    @Test func aRestoreThatLeavesNothingToShowIsReported() async throws {
        let store = try await saved(TreeTabs([TreeStack([RemovedTreePage()])]))
        let second = controller(store)
        #expect(await second.launch { TreeTabs() } == .fresh(.nothingOnScreen))
        #expect(second.reportedIssues.contains { $0.code == .restoreDroppedMost && $0.message.contains("nothing was left") })
    }

    @Test func aSavedRootThatIsNoLongerRegisteredIsReported() async throws {
        let store = try await saved(TreeTabs([TreeStack([TreePage()])]))
        let registry = RestorationRegistry<TreeNode>()
        registry.register(TreeStack.self) { TreeStack() }
        registry.register(TreePage.self) { TreePage() }
        let second = controller(store, registry: registry)
        #expect(await second.launch { TreePage() } == .fresh(.rootTypeUnknown("TreeTabs")))
        let issue = try #require(second.reportedIssues.first { $0.code == .restoreDroppedMost })
        #expect(issue.message.contains("\"TreeTabs\""))
    }

    @Test func theDefaultHandlerWritesEachMessageOnceToStandardErrorInADebugBuild() throws {
        let issue = SetupIssue(.unregisteredType, "the default tree shows Unregistered-\(UUID().uuidString)")
        let written = try capturingStandardError {
            SetupIssue.defaultHandler(issue)
            SetupIssue.defaultHandler(issue)
        }
        // Other suites run meanwhile and may write to standard error too (the test runner's
        // progress among them): count this issue's line, whose message no one else writes.
        let line = "Revive setup error: \(issue.message)\n"
        #if DEBUG
        #expect(written.components(separatedBy: line).count - 1 == 1, "\(written)")
        #else
        #expect(!written.contains(issue.message))
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
