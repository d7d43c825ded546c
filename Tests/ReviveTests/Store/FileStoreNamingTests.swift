import Foundation
@testable import Revive
import ReviveFaults
import Testing

struct FileStoreNamingTests {
    static let hostileSceneIDs = [
        "../../etc", "..", ".", "/etc/passwd", "a/b", "a\\b", "", " ", "~empty", "%2E%2E",
        "scene\u{0}nul", "日本語のシーン", String(repeating: "x", count: 300),
        String(repeating: "../", count: 100),
    ]

    @Test(arguments: hostileSceneIDs)
    func keepsEverySceneFileInsideTheFolder(sceneID: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try FileStore(directory: folder.url)

        try store.write(Data(sceneID.utf8), sceneID: sceneID)
        try store.writeMarker(Data("1".utf8), named: "../\(sceneID)", sceneID: sceneID)

        let names = try folder.contents()
        #expect(names.count == 2)
        #expect(names.allSatisfy { !$0.contains("/") && $0.utf8.count <= 255 })
        #expect(store.fileURL(for: sceneID).deletingLastPathComponent().standardizedFileURL == store.directory)
        #expect(try store.read(sceneID: sceneID) == Data(sceneID.utf8))
        #expect(try store.readMarker(named: "../\(sceneID)", sceneID: sceneID) == Data("1".utf8))
    }

    @Test func givesDistinctIdentifiersDistinctNames() {
        let ids = Self.hostileSceneIDs + ["a%2Fb", "A/B", "-", "_", String(repeating: "x", count: 301)]
        let names = Set(ids.map(FileStoreNaming.stateFileName(sceneID:)))
        #expect(names.count == ids.count)
    }

    @Test func keepsPlainIdentifiersReadable() {
        #expect(FileStoreNaming.stateFileName(sceneID: "main") == "main.revive")
        #expect(FileStoreNaming.stateFileName(sceneID: "window-2_b") == "window-2_b.revive")
        #expect(FileStoreNaming.stateFileName(sceneID: "../etc") == "%2E%2E%2Fetc.revive")
        #expect(FileStoreNaming.stateFileName(sceneID: "") == "~empty.revive")
        #expect(FileStoreNaming.markerFileName(name: "restoring", sceneID: "main") == "main.restoring.marker")
    }

    @Test func hashesIdentifiersTooLongForAFileName() {
        let name = FileStoreNaming.encode(String(repeating: "é", count: 200))
        #expect(name.hasPrefix("~sha256-"))
        #expect(name.count == "~sha256-".count + 64)
    }

    #if !canImport(Darwin)
    @Test func defaultsToTheXDGDataHome() {
        let url = FileStore.defaultDirectory(appName: "Comics", environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/u"])
        #expect(url.path == "/data/Comics/Revive")
    }

    @Test func fallsBackToLocalShareWithoutAnAbsoluteXDGDataHome() {
        let url = FileStore.defaultDirectory(appName: "Comics", environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/u"])
        #expect(url.path == "/home/u/.local/share/Comics/Revive")
    }
    #endif
}
