import Foundation
import ReviveFaults
import Testing

/// Runs the built `revive` binary on archive files (ReviveArchive's `NAME.archive`), as the
/// archive code on main wrote them in format version 1 (the committed samples in `Tests/Samples`).
struct ArchiveCommandTests {
    static let samples = PackageFolder.samples

    /// A folder with the samples copied as `session.archive` (written with a key, holding
    /// secrets) and `counter.archive` (no key), and the samples' key file.
    struct Files {
        let folder: TemporaryFolder
        let session: String
        let counter: String
        let keyFile: String
        let wrongKeyFile: String

        init() throws {
            folder = try TemporaryFolder()
            session = try folder.write(Data(contentsOf: samples.appendingPathComponent("session-v1.archive")), to: "session.archive")
            counter = try folder.write(Data(contentsOf: samples.appendingPathComponent("counter-v1.archive")), to: "counter.archive")
            keyFile = try folder.write(Data(repeating: 0x5A, count: 32), to: "archive.key")
            wrongKeyFile = try folder.write(Data(repeating: 0x11, count: 32), to: "wrong.key")
        }
    }

    @Test func validateRecognisesAnArchiveAndExitsTwoBecauseItsHMACNeedsTheKey() throws {
        let files = try Files()
        defer { files.folder.remove() }
        let run = try ReviveBinary.run(["validate", files.session])
        #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
        #expect(!run.stdout.contains("badMagic"))
        #expect(run.stdout.contains("\(files.session): readable, not verified (archive, format version 1, schema version 1"))
        #expect(run.stdout.contains("the HMAC is not checked"))
        #expect(run.stdout.contains("secrets stay sealed"))
    }

    @Test func validateVerifiesAnArchiveWithItsKeyAndRefusesAWrongOne() throws {
        let files = try Files()
        defer { files.folder.remove() }
        let run = try ReviveBinary.run(["validate", files.session, "--key-file", files.keyFile])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("\(files.session): intact and readable (archive, format version 1"))
        #expect(run.stdout.contains("HMAC verified with the key"))
        let wrong = try ReviveBinary.run(["validate", files.session, "--key-file", files.wrongKeyFile])
        #expect(wrong.status == 1)
        #expect(wrong.stdout.contains("invalid: the key does not open this file: the HMAC of bytes 0..<"), "\(wrong.stdout)")
        #expect(wrong.stdout.contains("does not verify: a wrong key, or the file was changed (at byte "), "\(wrong.stdout)")
    }

    @Test func validateChecksAnArchiveChecksumAndFindsDamage() throws {
        let files = try Files()
        defer { files.folder.remove() }
        let run = try ReviveBinary.run(["validate", files.counter])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("SHA-256 checked"))
        let keyed = try ReviveBinary.run(["validate", files.counter, "--key-file", files.keyFile])
        #expect(keyed.status == 0, "a key given for a plain archive is not used: \(keyed.stdout)")
        #expect(keyed.stdout.contains("SHA-256 checked"))
        var bytes = try Data(contentsOf: URL(fileURLWithPath: files.counter))
        bytes[bytes.count - 40] ^= 0x01
        let damaged = try files.folder.write(bytes, to: "damaged.archive")
        let bad = try ReviveBinary.run(["validate", damaged])
        #expect(bad.status == 1)
        #expect(bad.stdout.contains("invalid: damaged: the SHA-256 of bytes"))
        let cut = try files.folder.write(bytes.prefix(20), to: "cut.archive")
        #expect(try ReviveBinary.run(["validate", cut]).stdout.contains("invalid: cut short: "))
    }

    @Test func validateSaysAnArchiveHasNoRootOrScene() throws {
        let files = try Files()
        defer { files.folder.remove() }
        let run = try ReviveBinary.run(["validate", files.counter, "--scene", "main"])
        #expect(run.status == 3)
        #expect(run.stdout.contains("intact and readable, but it is an archive, not a saved state"))
    }

    @Test func inspectShowsAnArchivesHeaderAndKeepsItsSecretsSealed() throws {
        let files = try Files()
        defer { files.folder.remove() }
        let locked = try ReviveBinary.run(["inspect", files.session])
        #expect(locked.status == 2, "shown, but not verified: \(locked.stdout)\(locked.stderr)")
        #expect(locked.stdout.split(separator: "\n").contains { $0.hasPrefix("kind ") && $0.hasSuffix(" archive") })
        #expect(locked.stdout.contains("The value is not shown"))
        #expect(!locked.stdout.contains("ada@example.com"))
        let open = try ReviveBinary.run(["inspect", files.session, "--key-file", files.keyFile])
        #expect(open.status == 0, "\(open.stdout)\(open.stderr)")
        #expect(open.stdout.contains("\"ada@example.com\""))
        #expect(!open.stdout.contains("t0k3n") && !open.stdout.contains("\"r1\""))
        let json = try ReviveBinary.run(["inspect", files.counter, "--json"])
        #expect(json.status == 0)
        let document = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(document?["kind"] as? String == "archive")
        #expect((document?["header"] as? [String: Any])?["schemaVersion"] as? Int == 1)
        let dot = try ReviveBinary.run(["inspect", files.counter, "--dot"])
        #expect(dot.status == 64)
        #expect(dot.stderr.contains("not a page tree"))
    }
}
