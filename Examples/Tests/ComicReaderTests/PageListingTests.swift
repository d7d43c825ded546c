import ComicReader
import Foundation
import ReviveNavigator
import Testing

/// The demo's pages are marked `@Preserving`, and the navigator's containers list themselves: each
/// lists its `@Preserved` properties at compile time, so neither a save nor a restoring launch
/// reads a page's mirror. The first `Mirror` read
/// of each page class was most of what a restoring launch of `comic-reader` added to a fresh one
/// (Benchmarks/README.md).
@MainActor
struct PageListingTests {
    @Test func everyRegisteredPageIsSavedAndRestoredWithoutItsMirrorBeingRead() throws {
        let registry = ComicReaderApp.makeRegistry()
        let navigator = Navigator()
        let before = MirrorReadLog.shared.count
        for name in registry.names {
            let page = try registry.make(name)
            let state = try navigator.encodeState(of: page)
            let fresh = try registry.make(name)
            // A default page's values may be refused by its own check (comic 0 is in no
            // catalog); the `@Preserved` values are given back before that check runs.
            _ = try? navigator.decodeState(state, into: fresh)
        }
        #expect(MirrorReadLog.shared.reads(since: before).isEmpty)
    }

    @Test func aSaveAndTheRestoringLaunchAfterItReadNoPagesMirror() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("comic-listing-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = MirrorReadLog.shared.count
        let location: String
        do {   // the first process ends before the second starts (it holds the archive's lock)
            let first = try ComicReaderApp(stateDirectory: folder)
            _ = await first.launch()
            for command in ["1", "1", "1", "4"] { _ = await first.handle(command) }
            #expect(await first.handle("bg").lines.first?.hasPrefix("Saved to") == true)
            location = first.location
        }
        let second = try ComicReaderApp(stateDirectory: folder)
        let lines = await second.launch()
        #expect(lines.first?.hasPrefix("Revive: restored 11 pages") == true, "\(lines)")
        #expect(second.location == location)
        #expect(location == "at: Library > Comics > One Piece #42 > Reader p.1 > Options")
        #expect(MirrorReadLog.shared.reads(since: before).isEmpty)
    }
}

/// Every page shows a mirror of the test's own, which logs that it was read: an unlisted page's
/// class is read from its mirror as the engine first meets it, so a demo page class without
/// `@Preserving`, or a navigator container that did not list itself, appears here. It lists no
/// children; a listed page never gets here.
extension Page: @retroactive CustomReflectable {
    nonisolated var customMirror: Mirror {
        MirrorReadLog.shared.record(String(describing: type(of: self)))
        return Mirror(self, children: [])
    }
}

/// The names of the pages whose mirror was read, in order; read from any thread.
private final class MirrorReadLog: @unchecked Sendable {
    static let shared = MirrorReadLog()
    private let lock = NSLock()
    private var names: [String] = []

    var count: Int { lock.withLock { names.count } }

    func record(_ name: String) {
        lock.withLock { names.append(name) }
    }

    /// The reads after the first `index`; other tests' reads, running alongside, are among them
    /// only when a page class is not listed, which is what the tests here refuse anyway.
    func reads(since index: Int) -> [String] {
        lock.withLock { Array(names.dropFirst(index)) }
    }
}
