import Foundation
import Testing
@testable import Revive
@testable import ReviveNavigator
import ReviveFaults

/// Hostile files end to end: saved in a ``FileStore``, read by a ``RestorationSession``,
/// rebuilt against a registry. Each is refused (or its unknown pages dropped) with a typed
/// reason, within the time and memory caps of ``ResourceCap``. The codec-level checks of the
/// same shapes are in `SnapshotCodecHostileInputTests`.
@MainActor
struct HostileFileTests {
    /// Type names no registry of the comic app registers: real Foundation and Revive classes,
    /// mangled names of real types, and the unregistered `SecretPage` in every spelling.
    static let unregisteredNames: [String] = [
        "NSObject", "NSString", "NSFileManager", "FileManager", "Foundation.FileManager", "Process", "NSTask",
        "Foundation.Process", "Thread", "NSKeyedUnarchiver", "NSURLSession", "UIViewController",
        "Navigator", "Revive.Navigator", "Page", "Revive.Page", "Revive.NavigationPage", "SecretPage",
        "ReviveTests.SecretPage", _typeName(SecretPage.self, qualified: true), _mangledTypeName(SecretPage.self) ?? "",
        "$s6Revive4PageCN", "$s11ReviveTests10SecretPageCN", "$sSSN", "So8NSObjectC", "",
        "LibraryPage ", "librarypage", "LibraryPage\0", "ComicDetailPage.Type",
    ]

    /// 200 random names: ASCII, symbols and non-ASCII scalars, from a fixed seed.
    static let randomNames: [String] = {
        var random = SeededGenerator(seed: 8)
        let scalars = Array("abcXYZ019._$<>:/ \u{0}\u{301}éß漫📚".unicodeScalars)
        return (0..<200).map { _ in
            var name = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 1...40, using: &random) { name.append(scalars.randomElement(using: &random) ?? "a") }
            return String(name)
        }
    }()

    private func save(_ bytes: Data, in folder: TemporaryFolder) throws -> (FileStore, Result<Snapshot, LaunchResult.FreshReason>) {
        let store = try FileStore(directory: folder.url)
        try store.write(bytes, sceneID: "main")
        let session = RestorationSession(store: store, sceneID: "main")
        return (store, session.beginLaunch())
    }

    @Test func unregisteredNamesAreDroppedWithoutAFactoryCall() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let names = (Self.unregisteredNames + Self.randomNames).filter { !comicRegistry().contains($0) }
        let tabs = names.map { Snapshot.Node(typeName: $0, restorationID: "x") }
            + [Snapshot.Node(typeName: "LibraryPage", restorationID: "kept")]
        let snapshot = Snapshot(
            header: Snapshot.Header(sceneID: "main"),
            root: Snapshot.Node(typeName: "TabBarPage", kind: .tabs(selectedIndex: 0), children: tabs)
        )
        let (_, outcome) = try save(try SnapshotCodec().encode(snapshot), in: folder)
        let restored = try #require(outcome.snapshot)

        let counter = FactoryCounter()
        let secretsBefore = SecretPage.made
        let navigator = Navigator()
        var report = RestoreReport()
        ResourceCap.check("restore of \(names.count) unregistered names") {
            navigator.restore(from: restored, registry: comicRegistry(counting: counter)) { report = $0 }
        }
        #expect(counter.calls == ["LibraryPage"])
        #expect(SecretPage.made == secretsBefore)
        #expect(report.items(.droppedPage).count == names.count)
        #expect(navigator.rootPage?.childPages.count == 1)
    }

    @Test func unregisteredRootLeavesTheHierarchyEmptyWithoutAFactoryCall() throws {
        for name in Self.unregisteredNames {
            let counter = FactoryCounter()
            let navigator = Navigator()
            let snapshot = Snapshot(header: Snapshot.Header(), root: Snapshot.Node(typeName: name, children: []))
            var report = RestoreReport()
            navigator.restore(from: snapshot, registry: comicRegistry(counting: counter)) { report = $0 }
            #expect(counter.calls.isEmpty, "\(name)")
            #expect(navigator.rootPage == nil, "\(name)")
            #expect(report.items(.droppedPage).count == 1, "\(name)")
        }
    }

    @Test func nestingAHundredThousandDeepStartsFresh() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var writer = RawSnapshotWriter()
        for _ in 0..<99_999 {
            writer.nodeStart(kind: 1)
            writer.varint(1)
        }
        writer.leaf()
        for _ in 0..<99_999 { writer.byte(0) }
        let (store, outcome) = try ResourceCap.check("100,000 deep") { try save(writer.file(), in: folder) }
        try expectDamaged(outcome, code: .limitExceeded, store: store)
    }

    @Test func sixHundredThousandSiblingsStartFresh() throws {
        // As many as fit under the file cap (4 MiB; six bytes each).
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var writer = RawSnapshotWriter()
        writer.body.reserveCapacity(3_600_100)
        writer.nodeStart(kind: 1)
        writer.varint(600_000)
        for _ in 0..<600_000 { writer.leaf() }
        writer.byte(0)
        let (store, outcome) = try ResourceCap.check("600,000 siblings") { try save(writer.file(), in: folder) }
        try expectDamaged(outcome, code: .limitExceeded, store: store)
    }

    @Test func aClaimedHundredMegabyteStringStartsFresh() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var writer = RawSnapshotWriter()
        writer.varint(100_000_000)
        let (store, outcome) = try ResourceCap.check("a claimed 100 MB string") { try save(writer.file(), in: folder) }
        try expectDamaged(outcome, code: .limitExceeded, store: store)
    }

    @Test func aClaimedHundredMegabyteBodyStartsFresh() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var writer = RawSnapshotWriter()
        writer.leaf()
        let (store, outcome) = try ResourceCap.check("a claimed 100 MB body") {
            try save(writer.file(bodyLength: 100_000_000), in: folder)
        }
        try expectDamaged(outcome, code: .truncated, store: store)
    }

    @Test func aClaimedHundredMillionElementArrayStartsFresh() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var writer = RawSnapshotWriter()
        writer.body = [0, 0, 0, 1, 1, 0x61, 0x09]
        writer.varint(100_000_000)
        let (store, outcome) = try ResourceCap.check("a claimed 100 M elements") { try save(writer.file(), in: folder) }
        try expectDamaged(outcome, code: .limitExceeded, store: store)
    }

    /// The launch was fresh because the file is damaged, for the codec error `code`, and the
    /// file was set aside.
    private func expectDamaged(_ outcome: Result<Snapshot, LaunchResult.FreshReason>, code: ReviveError.Code, store: FileStore) throws {
        guard case .failure(.damagedFile(let message)) = outcome else {
            Issue.record("expected a fresh launch for a damaged file, got \(outcome)")
            return
        }
        #expect(message.hasPrefix("\(code):"), "\(message)")
        #expect(try store.read(sceneID: "main") == nil)
        #expect(try store.readQuarantined(sceneID: "main") != nil)
    }
}
