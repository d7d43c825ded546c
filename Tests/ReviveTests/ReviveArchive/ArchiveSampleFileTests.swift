import Crypto
import Foundation
@testable import Revive
@testable import ReviveArchive
import ReviveFaults
import Testing

/// A session as an app of format version 1 archived it: a plain field and two sealed secrets.
struct SampleSession: Codable, Equatable, Sendable {
    var account: String
    @Secret var token: String
    var recoveryCodes: [Secret<String>]
    var signedInAt: Date
}

/// The key of the committed samples: 32 bytes of 0x5A.
struct SampleKeyProvider: KeyProvider {
    func key() throws(ReviveError) -> SymmetricKey {
        SymmetricKey(data: Data(repeating: 0x5A, count: 32))
    }
}

/// Archive files written in format version 1 (committed in `Tests/Samples`) still load.
///
/// Run once with `REVIVE_WRITE_SAMPLES=1` only to write a sample of a *new* format version;
/// the committed ones must stay as the old code wrote them.
struct ArchiveSampleFileTests {
    static let samples = PackageFolder.samples
    static let session = SampleSession(
        account: "ada@example.com", token: "t0k3n-v1", recoveryCodes: [Secret("r1"), Secret("r2")],
        signedInAt: Date(timeIntervalSinceReferenceDate: 700_000_000.25)
    )

    /// Copies the sample `file` into `folder` as the file of the archive named `name`.
    func copy(_ file: String, as name: String, in folder: ArchiveFolder) throws {
        let bytes = try Data(contentsOf: Self.samples.appendingPathComponent(file))
        try bytes.write(to: folder.store.archiveURL(named: name))
    }

    /// Skipped, and reported as skipped, unless `REVIVE_WRITE_SAMPLES=1`.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["REVIVE_WRITE_SAMPLES"] == "1"))
    func writeTheSamplesWhenAsked() throws {
        let folder = try ArchiveFolder()
        defer { folder.remove() }
        let sessions = Archive<SampleSession>(name: "session", store: folder.store, keyProvider: SampleKeyProvider())
        try sessions.save(Self.session)
        let counters = Archive<Counter>(name: "counter", store: folder.store)
        try counters.save(Counter(count: 29))
        try FileManager.default.createDirectory(at: Self.samples, withIntermediateDirectories: true)
        try Data(contentsOf: sessions.file).write(to: Self.samples.appendingPathComponent("session-v1.archive"))
        try Data(contentsOf: counters.file).write(to: Self.samples.appendingPathComponent("counter-v1.archive"))
    }

    @Test func anArchiveWithSecretsWrittenByFormatVersion1StillLoads() throws {
        let folder = try ArchiveFolder()
        defer { folder.remove() }
        try copy("session-v1.archive", as: "session", in: folder)
        let sessions = Archive<SampleSession>(name: "session", store: folder.store, keyProvider: SampleKeyProvider())
        #expect(try sessions.load() == Self.session)
    }

    @Test func anArchiveWithAChecksumWrittenByFormatVersion1StillLoads() throws {
        let folder = try ArchiveFolder()
        defer { folder.remove() }
        try copy("counter-v1.archive", as: "counter", in: folder)
        #expect(try Archive<Counter>(name: "counter", store: folder.store).load() == Counter(count: 29))
    }

    @Test func theSampleWithSecretsRefusesAWrongKey() throws {
        let folder = try ArchiveFolder()
        defer { folder.remove() }
        try copy("session-v1.archive", as: "session", in: folder)
        let sessions = Archive<SampleSession>(name: "session", store: folder.store, keyProvider: folder.keys)
        #expect { try sessions.load() } throws: { ($0 as? ReviveError)?.code == .authenticationFailed }
    }
}
