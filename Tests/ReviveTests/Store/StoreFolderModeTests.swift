import Foundation
import ReviveFaults
import Testing
@testable import Revive

/// The user's folders are left as they are: Revive sets the mode only of a folder it creates;
/// given a folder open to others it keeps its files in a private subfolder; a shared folder,
/// another user's, or a subfolder that is not private is refused. Store files are `0600`.
struct StoreFolderModeTests {
    private func setMode(_ mode: Int, of url: URL) throws {
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: url.path)
    }

    @Test func anExistingFolderOpenToOthersIsLeftAsItIsAndTheFilesGoToAPrivateSubfolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try setMode(0o755, of: folder.url)

        let store = try FileStore(directory: folder.url)
        try store.write(Data("state".utf8), sceneID: "main")

        #expect(try TemporaryFolder.mode(of: folder.url) == 0o755)
        let subfolder = folder.url.appendingPathComponent("Revive")
        #expect(store.directory.standardizedFileURL.path == subfolder.standardizedFileURL.path)
        #expect(try TemporaryFolder.mode(of: subfolder) == 0o700)
        #expect(try folder.contents() == ["Revive"])
        #expect(try TemporaryFolder.mode(of: store.fileURL(for: "main")) == 0o600)

        let again = try FileStore(directory: folder.url)
        #expect(try again.read(sceneID: "main") == Data("state".utf8))
        #expect(try TemporaryFolder.mode(of: folder.url) == 0o755)
    }

    @Test func aPrivateFolderHoldsTheFilesItself() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try setMode(0o700, of: folder.url)

        let store = try FileStore(directory: folder.url)
        try store.write(Data("state".utf8), sceneID: "main")

        #expect(store.directory.standardizedFileURL.path == folder.url.standardizedFileURL.path)
        #expect(try folder.contents().contains("main.revive"))
        #expect(try TemporaryFolder.mode(of: store.fileURL(for: "main")) == 0o600)
    }

    @Test func aMissingFolderIsCreatedPrivate() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let inside = folder.url.appendingPathComponent("a/b/state")

        let store = try FileStore(directory: inside)

        #expect(store.directory.standardizedFileURL.path == inside.standardizedFileURL.path)
        #expect(try TemporaryFolder.mode(of: inside) == 0o700)
    }

    @Test func aSubfolderOpenToOthersIsRefusedAndLeftAsItIs() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try setMode(0o755, of: folder.url)
        let subfolder = folder.url.appendingPathComponent("Revive")
        try FileManager.default.createDirectory(at: subfolder, withIntermediateDirectories: false)
        try setMode(0o755, of: subfolder)

        let error = #expect(throws: ReviveError.self) { try FileStore(directory: folder.url) }
        #expect(error?.code == .directoryUnavailable)
        #expect(error?.message.contains("changes no folder it did not create") == true)
        #expect(try TemporaryFolder.mode(of: subfolder) == 0o755)
    }

    @Test func aSymbolicLinkInPlaceOfTheSubfolderIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try setMode(0o755, of: folder.url)
        let elsewhere = try TemporaryFolder()
        defer { elsewhere.remove() }
        try FileManager.default.createSymbolicLink(at: folder.url.appendingPathComponent("Revive"), withDestinationURL: elsewhere.url)

        let error = #expect(throws: ReviveError.self) { try FileStore(directory: folder.url) }
        #expect(error?.code == .directoryUnavailable)
        #expect(error?.message.contains("symbolic link") == true)
    }

    @Test func aSharedStickyFolderIsRefusedAndLeftAsItIs() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try setMode(0o1777, of: folder.url)

        let error = #expect(throws: ReviveError.self) { try FileStore(directory: folder.url) }
        #expect(error?.code == .directoryUnavailable)
        #expect(error?.message.contains("shared folder") == true)
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.url.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o1777)
        #expect(try folder.contents().isEmpty)
    }
}
