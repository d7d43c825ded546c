import Foundation
@testable import Revive
@testable import ReviveArchive
import ReviveFaults
import Testing

/// Saving and loading: survival across a simulated kill, class chains, deletion, file mode.
struct ArchiveTests {
    @Test func loadsNothingOnFirstLaunch() throws {
        let folder = try ArchiveFolder()
        defer { folder.remove() }
        let archive = Archive<Counter>(name: "counter", store: folder.store)
        #expect(try archive.load() == nil)
        #expect(archive.value == nil)
    }

    @Test func aSignedInSessionSurvivesAKillAndRelaunch() throws {
        let folder = try ArchiveFolder()
        defer { folder.remove() }
        let first = Archive<ArchiveSession>(name: "session", store: folder.store, keyProvider: folder.keys)
        try first.save(ArchiveSession(account: "ada@example.com", token: "tok-123456"))

        // A new process: a new store and archive on the same folder and key file.
        let relaunched = Archive<ArchiveSession>(
            name: "session", store: try folder.reopenedStore(),
            keyProvider: KeyFileProvider(url: folder.keys.url)
        )
        let session = try #require(try relaunched.load())
        #expect(session.account == "ada@example.com")
        #expect(session.token == "tok-123456")
        #expect(session.signedInAt == Date(timeIntervalSinceReferenceDate: 1_000))
        #expect(relaunched.value === session)
    }

    @Test func archivesPropertiesOfTheClassAndEverySuperclass() throws {
        let folder = try ArchiveFolder()
        defer { folder.remove() }
        let archive = Archive<PremiumSession>(name: "premium", store: folder.store, keyProvider: folder.keys)
        let premium = PremiumSession(account: "grace@example.com", token: "tok-premium")
        premium.plan = "gold"
        premium.seats = 5
        premium.renewal = Date(timeIntervalSinceReferenceDate: 86_400)
        premium.cachedGreeting = "changed"
        try archive.save(premium)

        let loaded = try #require(try Archive<PremiumSession>(
            name: "premium", store: folder.store, keyProvider: folder.keys
        ).load())
        #expect(loaded.account == "grace@example.com")
        #expect(loaded.token == "tok-premium")
        #expect(loaded.signedInAt == Date(timeIntervalSinceReferenceDate: 1_000))
        #expect(loaded.plan == "gold")
        #expect(loaded.seats == 5)
        #expect(loaded.renewal == Date(timeIntervalSinceReferenceDate: 86_400))
        #expect(loaded.cachedGreeting == "not archived")
    }

    @Test func aKeyMissingFromTheFileKeepsTheInitialValue() throws {
        let folder = try ArchiveFolder()
        defer { folder.remove() }
        try Archive<ArchiveSession>(name: "s", store: folder.store, keyProvider: folder.keys)
            .save(ArchiveSession(account: "ada", token: "t"))
        // The same file read as the subclass: its added properties are not in the file.
        let loaded = try #require(try Archive<PremiumSession>(
            name: "s", store: folder.store, keyProvider: folder.keys
        ).load())
        #expect(loaded.account == "ada")
        #expect(loaded.plan == "basic")
        #expect(loaded.renewal == nil)
    }

    @Test func aKeyUsedTwiceAlongTheClassChainIsRefused() throws {
        let folder = try ArchiveFolder()
        defer { folder.remove() }
        let archive = Archive<ClashingSession>(name: "clash", store: folder.store, keyProvider: folder.keys)
        let error = try #require(throws: ReviveError.self) { try archive.save(ClashingSession()) }
        #expect(error.code == .encodingFailed)
        #expect(error.message.contains("ArchiveSession.account"))
        #expect(error.message.contains("ClashingSession.alias"))
        #expect(!FileManager.default.fileExists(atPath: archive.file.path))
    }

    @Test func deleteRemovesTheFileAndForgetsTheValue() throws {
        let folder = try ArchiveFolder()
        defer { folder.remove() }
        let archive = Archive<Counter>(name: "counter", store: folder.store)
        try archive.save(Counter(count: 3))
        #expect(FileManager.default.fileExists(atPath: archive.file.path))
        try archive.delete()
        #expect(!FileManager.default.fileExists(atPath: archive.file.path))
        #expect(archive.value == nil)
        #expect(try archive.load() == nil)
        try archive.delete()  // deleting nothing is not an error
    }

    @Test func theFileAndTheKeyFileAreOwnerOnly() throws {
        let folder = try ArchiveFolder()
        defer { folder.remove() }
        let archive = Archive<Credentials>(name: "credentials", store: folder.store, keyProvider: folder.keys)
        try archive.save(Credentials(account: "ada", password: "pw"))
        #expect(try TemporaryFolder.mode(of: archive.file) == 0o600)
        #expect(try TemporaryFolder.mode(of: folder.keys.url) == 0o600)
        #expect(archive.file.lastPathComponent == "credentials.archive")
    }

    @Test func aStructWithSecretsRoundTrips() throws {
        let folder = try ArchiveFolder()
        defer { folder.remove() }
        let archive = Archive<Credentials>(name: "credentials", store: folder.store, keyProvider: folder.keys)
        let credentials = Credentials(
            account: "ada", password: "correct horse", recoveryCodes: [Secret("r-1"), Secret("r-2")]
        )
        try archive.save(credentials)
        let loaded = try Archive<Credentials>(name: "credentials", store: folder.store, keyProvider: folder.keys).load()
        #expect(loaded == credentials)
    }

    @Test func archiveNamesStayInsideTheFolder() throws {
        let folder = try ArchiveFolder()
        defer { folder.remove() }
        let archive = Archive<Counter>(name: "../escape", store: folder.store)
        try archive.save(Counter(count: 1))
        #expect(archive.file.deletingLastPathComponent().standardizedFileURL.path == folder.store.directory.path)
        #expect(try archive.load() == Counter(count: 1))
    }

    @Test func fileURLIsTheFileTheArchiveIsSavedIn() throws {
        let folder = try ArchiveFolder()
        defer { folder.remove() }
        let archive = Archive<Counter>(name: "counter", store: folder.store)
        let url = try #require(archive.fileURL)
        #expect(url.lastPathComponent == "counter.archive")
        #expect(url.deletingLastPathComponent().standardizedFileURL.path == folder.url.standardizedFileURL.path)
        #expect(!FileManager.default.fileExists(atPath: url.path))   // named before the first save
        try archive.save(Counter(count: 3))
        #expect(try Data(contentsOf: url) == folder.store.readArchive(named: "counter"))
        try archive.delete()
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test func fileURLIsNilForAStoreThatKeepsNoFiles() throws {
        let archive = Archive<Counter>(name: "counter", store: MemoryArchiveStore())
        try archive.save(Counter(count: 3))
        #expect(try archive.load() == Counter(count: 3))
        #expect(archive.fileURL == nil)
    }
}

/// An archive store that keeps the bytes in memory, as an app's own store may.
private final class MemoryArchiveStore: ArchiveStore {
    private let files = LockedValue<[String: Data]>([:])

    func readArchive(named name: String) throws(ReviveError) -> Data? { files.withLock { $0[name] } }
    func writeArchive(_ data: Data, named name: String) throws(ReviveError) { files.withLock { $0[name] = data } }
    func deleteArchive(named name: String) throws(ReviveError) { files.withLock { $0[name] = nil } }
    func lockArchive(named name: String) throws(ReviveError) -> SceneLock { SceneLock(sceneID: name) }   // nothing to exclude
}
