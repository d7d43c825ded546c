import ReviveNavigator
import Foundation
import Revive
import Testing
@testable import ReviveBenchmarks

@MainActor
struct BenchmarkTreeTests {
    @Test(arguments: [10, 100, 1_000])
    func buildsTreeWithRequestedPageCount(pages: Int) throws {
        let tree = try BenchmarkTree(pageCount: pages)
        #expect(tree.snapshot.root.nodeCount == pages)
        let root = try #require(tree.navigator.rootPage)
        #expect(BenchmarkSuite.pageCount(root) == pages)
    }

    @Test func treeHasTabsStacksAndPresentedChain() throws {
        let tree = try BenchmarkTree(pageCount: 100)
        #expect(tree.snapshot.root.kind == .tabs(selectedIndex: 0))
        #expect(tree.snapshot.root.children.count == 4)
        #expect(tree.snapshot.root.children.allSatisfy { $0.kind == .stack })
        // Sheets belong to the presentation context, the tab container, as in UIKit.
        #expect(tree.snapshot.root.presented?.typeName == "SheetPage")
    }

    @Test func pagesPreserveRealisticValues() throws {
        let tree = try BenchmarkTree(pageCount: 10)
        let page = try #require(tree.snapshot.root.children.first?.children.first)
        #expect(page.state.keys == BenchmarkPages.keys.sorted())
        guard case .string(let title)? = page.state["title"] else {
            Issue.record("title is \(String(describing: page.state["title"]))")
            return
        }
        #expect(title.unicodeScalars.contains { !$0.isASCII })
        guard case .date? = page.state["openedAt"], case .array(let tags)? = page.state["tags"] else {
            Issue.record("openedAt or tags missing: \(page.state)")
            return
        }
        #expect(tags.count == 3)
    }

    @Test func changingEveryValueMakesTheNextCaptureDiffer() throws {
        let tree = try BenchmarkTree(pageCount: 10)
        let capture = { try tree.navigator.captureSnapshot(registry: tree.registry, header: tree.snapshot.header) }
        tree.changeEveryValue(round: 0)
        let even = try capture()
        tree.changeEveryValue(round: 1)
        let odd = try capture()
        #expect(odd.root.nodeCount == 10)
        #expect(odd.root != even.root)
        tree.changeEveryValue(round: 2)
        #expect(try capture().root == even.root)
    }

    @Test func codableContenderBuildsTheSamePagesBack() throws {
        let tree = try BenchmarkTree(pageCount: 100)
        let root = try #require(tree.navigator.rootPage)
        let model = CodablePages.snapshot(of: root)
        #expect(model.root == CodableSnapshot(tree.snapshot).root)
        let rebuilt = try CodablePages.navigator(from: model)
        let captured = try rebuilt.captureSnapshot(registry: tree.registry, header: tree.snapshot.header)
        #expect(captured.root == tree.snapshot.root)
    }

    @Test func firstCaptureProbeTimesOneCapture() throws {
        #expect(try FirstCaptureProbe.run(pages: 10) > 0)
        let error = #expect(throws: BenchmarkError.self) { try FirstCaptureProbe.run(pages: 3) }
        #expect(error?.code == .badOption)
    }

    @Test func eachFreshProcessProbeDoesItsOneThingAndReportsIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fresh-probe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let tree = try BenchmarkTree(pageCount: 10)
        // The saved state as a store writes it: the probe reads it through a store.
        let states = try FileStore(directory: folder.appendingPathComponent("states"))
        try states.write(try SnapshotCodec().encode(tree.snapshot), sceneID: "tree")
        let revive = states.fileURL(for: "tree"), json = folder.appendingPathComponent("tree.json")
        try JSONEncoder().encode(CodablePages.snapshot(of: try #require(tree.navigator.rootPage))).write(to: json)

        let capture = try FreshProcessProbe.run(.capture, pages: 10, file: nil)
        #expect(Set(capture.nanoseconds.keys) == ["first-capture", "cold-capture", "cold-capture-encode", "save-capture"])
        let restore = try FreshProcessProbe.run(.restore, pages: 10, file: revive)
        #expect(Set(restore.nanoseconds.keys) == ["restore", "restore-read", "restore-decode", "restore-rebuild", "cold-capture-encode"])
        let parts = ["restore-read", "restore-decode", "restore-rebuild"].compactMap { restore.nanoseconds[$0] }.reduce(0, +)
        let whole = try #require(restore.nanoseconds["restore"])
        #expect(parts <= whole)
        let misnamed = #expect(throws: BenchmarkError.self) { try FreshProcessProbe.run(.restore, pages: 10, file: json) }
        #expect(misnamed?.code == .badOption)
        #expect(try FreshProcessProbe.run(.jsonDecode, pages: 10, file: json).nanoseconds["json-decode"] != nil)
        let saved = try FreshProcessProbe.run(.memorySave, pages: 10, file: folder.appendingPathComponent("store"))
        #expect(saved.memory != nil && (saved.fileBytes ?? 0) > 0)
        let restored = try FreshProcessProbe.run(.memoryRestore, pages: 10, file: revive)
        let fileBytes = try Data(contentsOf: revive).count
        #expect(restored.memory != nil && restored.fileBytes == fileBytes)

        let launchFolder = folder.appendingPathComponent("launch"), emptyFolder = folder.appendingPathComponent("empty")
        try FileStore(directory: launchFolder).write(try SnapshotCodec().encode(tree.snapshot), sceneID: BenchmarkSuite.sceneID)
        try FileManager.default.createDirectory(at: emptyFolder, withIntermediateDirectories: true)
        let restoring = try FreshProcessProbe.run(.launch, pages: 10, file: launchFolder)
        #expect(restoring.restoredPages == 10 && restoring.nanoseconds["launch"] != nil)
        #expect(try FreshProcessProbe.run(.launch, pages: 10, file: emptyFolder).restoredPages == 0)

        let wrongSize = #expect(throws: BenchmarkError.self) { try FreshProcessProbe.run(.restore, pages: 100, file: revive) }
        #expect(wrongSize?.code == .failed)
        let noFile = #expect(throws: BenchmarkError.self) { try FreshProcessProbe.run(.restore, pages: 10, file: nil) }
        #expect(noFile?.code == .badOption)
    }

    @Test func refusesTreeSmallerThanFivePages() {
        let error = #expect(throws: BenchmarkError.self) { try BenchmarkTree(pageCount: 4) }
        #expect(error?.code == .badOption)
    }

    @Test func everyContenderGivesTheWholeTreeBack() throws {
        let tree = try BenchmarkTree(pageCount: 100)
        for contender in CodecContender.all(tree.snapshot) {
            let bytes = try contender.encode()
            #expect(try contender.decode(bytes) == 100, "\(contender.name)")
        }
    }
}
