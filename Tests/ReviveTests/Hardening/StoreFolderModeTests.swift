import Foundation
import Testing
@testable import Revive

/// Issue 13, item 6 (c): a state folder others can read is tightened; a shared one is refused.
struct StoreFolderModeTests {
    @Test func anExistingFolderOpenToOthersIsTightenedTo0700() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.url.path)

        _ = try FileStore(directory: folder.url)

        #expect(try TemporaryFolder.mode(of: folder.url) == 0o700)
    }

    @Test func aSharedStickyFolderIsRefusedAndLeftAsItIs() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.setAttributes([.posixPermissions: 0o1777], ofItemAtPath: folder.url.path)

        let error = #expect(throws: StoreError.self) { try FileStore(directory: folder.url) }
        #expect(error?.code == .directoryUnavailable)
        #expect(error?.message.contains("shared folder") == true)
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.url.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o1777)
    }
}
