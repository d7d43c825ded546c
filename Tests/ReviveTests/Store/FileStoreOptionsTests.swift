import Foundation
import InMemoryLogging
import Logging
import ReviveFaults
import Testing
@testable import Revive

/// What a store asks of its folder — excluded from backups, a protection
/// class the saved files inherit — decided here and applied by two Apple calls
/// (`PlatformFolderAttributes`); a folder that refuses is logged, never fatal.
struct FileStoreOptionsTests {
    /// Records what the store asks of its folder, and can refuse.
    final class RecordingAttributes: FolderAttributesApplier {
        private let applied = LockedValue<[(FolderAttributes, String)]>([])
        let refuses: Bool

        init(refuses: Bool = false) { self.refuses = refuses }

        var calls: [(FolderAttributes, String)] { applied.withLock { $0 } }

        func apply(_ attributes: FolderAttributes, to url: URL) throws {
            applied.withLock { $0.append((attributes, url.path)) }
            if refuses { throw CocoaError(.fileWriteNoPermission) }
        }
    }

    @Test func byDefaultTheFolderIsExcludedFromBackupsAndProtectedUntilTheFirstUnlock() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let attributes = RecordingAttributes()
        let store = try FileStore(directory: folder.url, files: .posix, folderAttributes: attributes)

        #expect(store.options == FileStore.Options())
        #expect(store.options.isExcludedFromBackup && !store.options.locksOnlyDuringOperations)
        #expect(attributes.calls.count == 1)
        let (asked, path) = try #require(attributes.calls.first)
        #expect(asked.excludedFromBackup && asked.protection?.rawValue == FileProtectionType.completeUntilFirstUserAuthentication.rawValue)
        #expect(path == store.directory.path)
        #expect(store.holdsSceneLocksBetweenOperations)
    }

    @Test func anAppChoosesItsProtectionAndBackups() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let attributes = RecordingAttributes()
        let options = FileStore.Options(isExcludedFromBackup: false, fileProtection: .complete)
        _ = try FileStore(directory: folder.url, options: options, files: .posix, folderAttributes: attributes)
        _ = try FileStore(directory: folder.url, options: FileStore.Options(fileProtection: nil), files: .posix, folderAttributes: attributes)

        #expect(attributes.calls.map(\.0) == [
            FolderAttributes(FileStore.Options(isExcludedFromBackup: false, fileProtection: .complete)),
            FolderAttributes(FileStore.Options(fileProtection: nil)),
        ])
        #expect(attributes.calls[0].0.protection?.rawValue == FileProtectionType.complete.rawValue && !attributes.calls[0].0.excludedFromBackup)
        #expect(attributes.calls[1].0.protection == nil && attributes.calls[1].0.excludedFromBackup)
    }

    @Test func anAppGroupContainerKeepsTheDefaultsAndTakesLocksOnlyDuringOperations() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try FileStore(directory: folder.url, options: .appGroupContainer)
        #expect(store.options.locksOnlyDuringOperations && store.options.isExcludedFromBackup)
        #expect(!store.holdsSceneLocksBetweenOperations)
        #expect(FolderAttributes(.appGroupContainer) == FolderAttributes(FileStore.Options()))
    }

    @Test func aFolderThatRefusesItsAttributesIsLoggedAndStillUsed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let handler = InMemoryLogHandler()
        let store = try FileStore(
            directory: folder.url, logger: Logger(label: "test") { _ in handler }, files: .posix,
            folderAttributes: RecordingAttributes(refuses: true)
        )
        try store.write(Data([1]), sceneID: "main")
        #expect(try store.read(sceneID: "main") == Data([1]))
        let warning = try #require(handler.entries.first { $0.level == .warning })
        #expect(warning.message.description.contains("folder attributes could not be set"))
    }

    @Test func offApplePlatformsThePlatformAppliesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try PlatformFolderAttributes().apply(FolderAttributes(FileStore.Options()), to: folder.url)
        #expect(try folder.contents() == [])
    }
}
