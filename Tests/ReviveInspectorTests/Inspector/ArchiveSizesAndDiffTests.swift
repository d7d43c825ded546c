import Crypto
import Foundation
import Revive
@testable import ReviveCLI
import ReviveFaults
import Testing

/// `revive sizes` and `revive diff` on archives (ReviveArchive's `NAME.archive`), run as the
/// built binary: the files Revive writes besides saved states.
struct ArchiveSizesAndDiffTests {
    /// An archive's value, as ReviveArchive encodes an object: a dictionary of its properties.
    private struct Settings: Encodable {
        var theme: String
        var recent: [Int]
        var notes: String
    }

    /// Writes an archive of `settings` (authenticated with `key` when given).
    private func archive(_ settings: Settings, key: Data? = nil, to name: String, in folder: TemporaryFolder) throws -> String {
        let codec = ValueFileCodec(name: "settings", key: key.map { SymmetricKey(data: $0) })
        return try folder.write(try codec.encode(settings, schemaVersion: 1), to: name)
    }

    @Test func sizesListsAnArchivesEntriesLargestFirst() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try archive(Settings(theme: "dark", recent: [1, 2, 3], notes: String(repeating: "n", count: 200)), to: "settings.archive", in: folder)
        let run = try ReviveBinary.run(["sizes", path])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(!run.stderr.contains("not a Revive file") && !run.stdout.contains("RVIV"))
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let entries = lines.drop { $0 != "entries, largest first" }.dropFirst(2).map { $0.split(separator: " ").last.map(String.init) ?? "" }
        #expect(entries == ["notes", "recent", "theme"])
        #expect(run.stdout.contains("budget  none (archives have no capture budget; --max-total-bytes sets one)"))

        let over = try ReviveBinary.run(["sizes", path, "--max-total-bytes", "100"])
        #expect(over.status == 4)
        #expect(over.stdout.contains("100 bytes in total: OVER"))
        let output = try ReviveBinary.run(["sizes", path, "--json"]).stdout
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        #expect(json["kind"] as? String == "archive")
        #expect((json["entries"] as? [[String: Any]])?.first?["name"] as? String == "notes")
    }

    @Test func sizesOfTheCommittedSessionArchiveNeedsItsKey() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = try folder.write(Data(contentsOf: ArchiveCommandTests.samples.appendingPathComponent("session-v1.archive")), to: "session.archive")
        let key = try folder.write(Data(repeating: 0x5A, count: 32), to: "archive.key")
        let locked = try ReviveBinary.run(["sizes", session])
        #expect(locked.status == 2)
        #expect(locked.stderr.contains("pass --key-file"))
        #expect(!locked.stderr.contains("badMagic") && !locked.stderr.contains("RVIV"))
        let open = try ReviveBinary.run(["sizes", session, "--key-file", key])
        #expect(open.status == 0, "\(open.stdout)\(open.stderr)")
        #expect(open.stdout.contains("entries, largest first"))
    }

    @Test func diffShowsTheValuesThatChangedBetweenTwoArchives() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let before = try archive(Settings(theme: "light", recent: [1, 2], notes: "a"), to: "before.archive", in: folder)
        let after = try archive(Settings(theme: "dark", recent: [1, 5], notes: "a"), to: "after.archive", in: folder)
        let run = try ReviveBinary.run(["diff", before, after])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout == "values changed\n  recent[1]: 2 → 5\n  theme: \"light\" → \"dark\"\n")
        #expect(try ReviveBinary.run(["diff", before, before]).stdout == "no differences\n")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(try ReviveBinary.run(["diff", before, after, "--json"]).stdout.utf8)) as? [String: Any])
        #expect(json["kind"] as? String == "archive")
        #expect(json["equal"] as? Bool == false)
        #expect((json["values"] as? [[String: Any]])?.map { $0["path"] as? String } == ["recent[1]", "theme"])
    }

    @Test func diffRefusesAStateAndAnArchiveAsAUsageError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let archivePath = try archive(Settings(theme: "light", recent: [], notes: ""), to: "settings.archive", in: folder)
        let state = try folder.write(try InspectorFixtures.bytes(), to: "main.revive")
        let run = try ReviveBinary.run(["diff", state, archivePath])
        #expect(run.status == 64)
        #expect(run.stderr.contains("is a saved state and \(archivePath) an archive"))
    }

    @Test func diffOfAnArchiveWrittenWithAKeyNeedsTheKey() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let key = Data(repeating: 3, count: 32)
        let before = try archive(Settings(theme: "light", recent: [], notes: ""), key: key, to: "before.archive", in: folder)
        let after = try archive(Settings(theme: "dark", recent: [], notes: ""), key: key, to: "after.archive", in: folder)
        #expect(try ReviveBinary.run(["diff", before, after]).status == 2)
        let keyFile = try folder.write(key, to: "settings.key")
        let run = try ReviveBinary.run(["diff", before, after, "--key-file", keyFile])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("theme: \"light\" → \"dark\""))
    }
}
