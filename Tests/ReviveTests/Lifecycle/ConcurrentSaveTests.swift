import Foundation
import ReviveFaults
import Testing
@testable import Revive

/// The concurrent save path: the main actor changes the tree, captures and schedules while the
/// ``SaveScheduler`` encodes and writes on its own queue. Run under ThreadSanitizer with
/// `swift test --sanitize=thread --filter ConcurrentSaveTests`.
@MainActor
struct ConcurrentSaveTests {
    /// An app on a stack: a root page, then pages pushed on top.
    private func makeApp() -> (EngineHierarchy, TreeStack) {
        let stack = TreeStack([TreePage("root")], identifier: "library")
        return (EngineHierarchy(root: stack), stack)
    }

    /// One change of the tree: push, edit a value, present, dismiss or pop, by `round`.
    private func navigate(_ stack: TreeStack, round: Int) {
        let top = stack.children.last
        switch round % 5 {
        case 0:
            stack.children.append(TreePage("detail-\(round)", value: round))
        case 1:
            (top as? TreePage)?.zoom = Double(round)
        case 2:
            if let top, top.presented == nil { top.presented = TreePage("options") }
        case 3:
            top?.presented = nil
        default:
            if stack.children.count > 3, top?.presented == nil { stack.children.removeLast() }
        }
    }

    @Test func savesRacingNavigationLeaveTheNewestCaptureOnDisk() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try FileStore(directory: folder.url)
        let codec = SnapshotCodec()
        let scheduler = SaveScheduler(session: RestorationSession(store: store, sceneID: "main"))
        let registry = treeRegistry()
        let (hierarchy, stack) = makeApp()
        var newest: Snapshot?
        for round in 0..<300 {
            navigate(stack, round: round)
            let snapshot = try hierarchy.captureSnapshot(registry: registry, header: Snapshot.Header(sceneID: "main"))
            scheduler.schedule(snapshot)
            newest = snapshot
            if round.isMultiple(of: 7) { await Task.yield() }
            if round.isMultiple(of: 60) { await scheduler.flush() }
        }
        await scheduler.flush()
        #expect(scheduler.lastError == nil)
        #expect(scheduler.writeCount >= 5)
        let bytes = try #require(try store.read(sceneID: "main"))
        // A capture equal to the last one written but for its time is not written again.
        #expect(try codec.decode(bytes).hasSameState(as: try #require(newest)))
    }

    @Test func schedulingFromManyTasksWhileTheMainActorNavigates() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try FileStore(directory: folder.url)
        let session = RestorationSession(store: store, sceneID: "main")
        let scheduler = SaveScheduler(session: session)
        let registry = treeRegistry()
        let (hierarchy, stack) = makeApp()
        let background = (0..<4).map { worker in
            Task.detached {
                for index in 0..<50 {
                    let page = Snapshot.Node(typeName: "TreePage", restorationID: "worker-\(worker)-\(index)")
                    scheduler.schedule(Snapshot(header: Snapshot.Header(sceneID: "main"), root: page))
                    if index.isMultiple(of: 10) { await scheduler.flush() }
                }
            }
        }
        var newest: Snapshot?
        for round in 0..<150 {
            navigate(stack, round: round)
            let snapshot = try hierarchy.captureSnapshot(registry: registry, header: Snapshot.Header(sceneID: "main"))
            newest = snapshot
            scheduler.schedule(snapshot)
            await Task.yield()
        }
        for task in background { await task.value }
        // The main actor has the last word: its newest capture is what the next launch restores.
        let last = try #require(newest)
        scheduler.schedule(last)
        await scheduler.flush()
        #expect(scheduler.lastError == nil)
        #expect(session.beginLaunch().snapshot?.hasSameState(as: last) == true)
    }
}
