import Foundation
import Testing
@testable import Revive
@testable import ReviveNavigator

/// The concurrent save path: the main actor navigates, captures and schedules while the
/// ``SaveScheduler`` encodes and writes on its own queue. Run under ThreadSanitizer with
/// `swift test --sanitize=thread --filter ConcurrentSaveTests`.
@MainActor
struct ConcurrentSaveTests {
    /// A comic app on a stack: library root, then details pushed on top.
    private func makeApp() throws -> (Navigator, NavigationPage) {
        let navigator = Navigator()
        let stack = NavigationPage(rootPage: LibraryPage(restorationIdentifier: "root"), restorationIdentifier: "library")
        try navigator.setRootPage(stack)
        return (navigator, stack)
    }

    /// One navigation change: push, edit a value, present, dismiss or pop, by `round`.
    private func navigate(_ stack: NavigationPage, round: Int) throws {
        let top = stack.pages.last
        switch round % 5 {
        case 0:
            let detail = ComicDetailPage(restorationIdentifier: "detail-\(round)")
            detail.comicID = round
            try stack.push(detail)
        case 1:
            (top as? ComicDetailPage)?.comicName = "vol. \(round)"
        case 2:
            if let top, top.nearestPresentedPage == nil { try top.present(OptionsPage(restorationIdentifier: "options")) }
        case 3:
            if let top, top.nearestPresentedPage != nil { try top.dismiss() }
        default:
            if stack.pages.count > 3, top?.nearestPresentedPage == nil { _ = try stack.pop() }
        }
    }

    @Test func savesRacingNavigationLeaveTheNewestCaptureOnDisk() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try FileStore(directory: folder.url)
        let codec = SnapshotCodec()
        let scheduler = SaveScheduler(session: RestorationSession(store: store), sceneID: "main")
        let registry = comicRegistry()
        let (navigator, stack) = try makeApp()
        var newest: Snapshot?
        for round in 0..<300 {
            try navigate(stack, round: round)
            let snapshot = try navigator.captureSnapshot(registry: registry, header: SnapshotHeader(sceneID: "main"))
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
        let session = RestorationSession(store: store)
        let scheduler = SaveScheduler(session: session, sceneID: "main")
        let registry = comicRegistry()
        let (navigator, stack) = try makeApp()
        let background = (0..<4).map { worker in
            Task.detached {
                for index in 0..<50 {
                    let page = SnapshotNode(typeName: "LibraryPage", restorationID: "worker-\(worker)-\(index)")
                    scheduler.schedule(Snapshot(header: SnapshotHeader(sceneID: "main"), root: page))
                    if index.isMultiple(of: 10) { await scheduler.flush() }
                }
            }
        }
        var newest: Snapshot?
        for round in 0..<150 {
            try navigate(stack, round: round)
            let snapshot = try navigator.captureSnapshot(registry: registry, header: SnapshotHeader(sceneID: "main"))
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
        #expect(session.beginLaunch(sceneID: "main").snapshot?.hasSameState(as: last) == true)
    }
}
