import Foundation
import ReviveFaults
import Testing
@testable import Revive

/// The key file's leftovers and symbolic links.
struct KeyFileHardeningTests {
    @Test func abandonedTemporaryKeysAreRemovedOnOpen() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("session.key")
        let old = Date(timeIntervalSinceNow: -3_600)
        for index in 0..<3 {
            let path = folder.url.appendingPathComponent(".session.key.\(UUID().uuidString).tmp").path
            #expect(FileManager.default.createFile(atPath: path, contents: Data(repeating: UInt8(index), count: 32)))
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path)
        }
        let fresh = folder.url.appendingPathComponent(".session.key.\(UUID().uuidString).tmp").path
        #expect(FileManager.default.createFile(atPath: fresh, contents: Data(count: 32)))

        _ = try KeyFileProvider(url: url).key()

        // The three abandoned ones are gone; one a minute young may be another process's creation.
        #expect(try folder.contents() == [URL(fileURLWithPath: fresh).lastPathComponent, "session.key"].sorted())
    }

    @Test func aSymbolicLinkAsTheKeyFileIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let real = folder.url.appendingPathComponent("elsewhere.key")
        _ = try KeyFileProvider(url: real).key()
        let link = folder.url.appendingPathComponent("session.key")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)

        let error = #expect(throws: ReviveError.self) { try KeyFileProvider(url: link).key() }
        #expect(error?.code == .notARegularFile)
        #expect(error?.message.contains("symbolic link") == true)
    }
}
