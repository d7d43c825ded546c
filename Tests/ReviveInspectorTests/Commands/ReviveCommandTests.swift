import Revive
import Foundation
@testable import ReviveCLI
import ReviveFaults
import Testing

/// Runs the built `revive` binary on real files: the documented exit codes and messages, never
/// a crash.
struct ReviveCommandTests {
    /// A folder holding an intact, a damaged, a truncated, a newer-version, an over-cap and an
    /// encrypted file, and the key of the encrypted one.
    struct Files {
        let folder: TemporaryFolder
        let intact: String
        let damaged: String
        let truncated: String
        let newer: String
        let overCap: String
        let encrypted: String
        let keyFile: String
        let truncatedAt: Int

        init() throws {
            folder = try TemporaryFolder()
            let bytes = try InspectorFixtures.bytes()
            intact = try folder.write(bytes, to: "intact.revive")
            damaged = try folder.write(InspectorFixtures.flippingBit(of: bytes, at: 60), to: "damaged.revive")
            truncatedAt = bytes.count / 2
            truncated = try folder.write(bytes.prefix(truncatedAt), to: "truncated.revive")
            newer = try folder.write(InspectorFixtures.withFormatVersion(Snapshot.Header.currentFormatVersion + 1, of: bytes), to: "newer.revive")
            overCap = try folder.write(try InspectorFixtures.deepBytes(depth: 70), to: "deep.revive")
            let (key, keyFile) = try folder.writeKey()
            self.keyFile = keyFile
            encrypted = try folder.write(try InspectorFixtures.bytes(key: key), to: "secret.revive")
        }
    }

    /// Expects a failure: the exit code (1 for a damaged file), one line on stderr naming the
    /// problem in a sentence, no crash.
    private func expectFailure(_ run: ReviveBinary.Run, mentioning text: String, status: Int32 = 1) {
        #expect(run.exitedNormally)
        #expect(run.status == status, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("revive: "))
        #expect(run.stderr.contains(text))
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(!run.stderr.contains("Fatal error") && !run.stderr.contains("backtrace"))
    }

    @Test func inspectDrawsTheTreeAndMarksTheVisiblePage() throws {
        let files = try Files()
        defer { files.folder.remove() }
        let run = try ReviveBinary.run(["inspect", files.intact])
        #expect(run.status == 0)
        #expect(run.stdout.contains("app version     2.1\n"))
        #expect(run.stdout.contains("\nTabBarPage [root]  (tabs, selected 0 of 2)\n├─ NavigationPage [library]"))
        let visible = run.stdout.split(separator: "\n").filter { $0.contains("◀ visible") }
        #expect(visible == ["│     └─ presented ReaderPage [reader]  ◀ visible"])
    }

    @Test func inspectJSONParsesAndHasTheDocumentedKeys() throws {
        let files = try Files()
        defer { files.folder.remove() }
        let run = try ReviveBinary.run(["inspect", "--json", files.intact])
        #expect(run.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(Set(json.keys) == ["file", "byteCount", "encrypted", "header", "pageCount", "visiblePage", "visiblePages", "root"])
        #expect((json["root"] as? [String: Any])?["type"] as? String == "TabBarPage")
    }

    @Test func inspectDotPrintsAGraph() throws {
        let files = try Files()
        defer { files.folder.remove() }
        let run = try ReviveBinary.run(["inspect", files.intact, "--dot"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("digraph revive {"))
    }

    @Test func validateExitsZeroForAnIntactFile() throws {
        let files = try Files()
        defer { files.folder.remove() }
        let run = try ReviveBinary.run(["validate", files.intact])
        #expect(run.status == 0)
        #expect(run.stdout == "\(files.intact): intact and readable (6 pages, \(try InspectorFixtures.bytes().count) bytes; restoring also depends on the app's registry and policy (--expect-root, --scene))\n")
    }

    @Test func validateChecksTheRootAndTheSceneWhenAsked() throws {
        let files = try Files()
        defer { files.folder.remove() }
        let expected = try ReviveBinary.run(["validate", files.intact, "--expect-root", "TabBarPage", "--scene", "main"])
        #expect(expected.status == 0)
        #expect(expected.stdout.contains("root \"TabBarPage\" and scene \"main\" as expected"))

        let otherRoot = try ReviveBinary.run(["validate", files.intact, "--expect-root", "MainTabs"])
        #expect(otherRoot.status == 3)
        #expect(otherRoot.stdout == "\(files.intact): intact and readable, but its root page is \"TabBarPage\", not \"MainTabs\" (--expect-root)\n")

        let otherScene = try ReviveBinary.run(["validate", files.intact, "--scene", "default"])
        #expect(otherScene.status == 3)
        #expect(otherScene.stdout == "\(files.intact): intact and readable, but it belongs to scene \"main\", not \"default\" (--scene)\n")
    }

    @Test func validateHelpSaysWhatItProvesAndWhatItCannot() throws {
        let run = try ReviveBinary.run(["validate", "--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("intact and readable"))
        #expect(run.stdout.contains("--expect-root"))
        #expect(run.stdout.contains("--scene"))
        #expect(run.stdout.contains("registry"))
        #expect(!run.stdout.contains("would be restored"))
    }

    @Test(arguments: [
        ("damaged", "invalid: damaged: the SHA-256 of bytes 0..<"),
        ("truncated", "invalid: cut short: "),
        ("newer", "invalid: an unsupported format version: format version \(Snapshot.Header.currentFormatVersion + 1) is newer"),
        ("overCap", "invalid: over one of the codec's safety caps: "),
    ])
    func validateExitsOneWithTheReason(file: String, reason: String) throws {
        let files = try Files()
        defer { files.folder.remove() }
        let paths = ["damaged": files.damaged, "truncated": files.truncated, "newer": files.newer, "overCap": files.overCap]
        let run = try ReviveBinary.run(["validate", try #require(paths[file])])
        #expect(run.exitedNormally)
        #expect(run.status == 1)
        #expect(run.stdout.contains(reason))
        #expect(run.stdout.split(separator: "\n").count == 1)
        if file == "truncated" { #expect(run.stdout.hasSuffix("(at byte \(files.truncatedAt))\n")) }
    }

    @Test func everyCommandFailsCleanlyOnABadFile() throws {
        let files = try Files()
        defer { files.folder.remove() }
        expectFailure(try ReviveBinary.run(["inspect", files.damaged]), mentioning: "damaged: the SHA-256")
        expectFailure(try ReviveBinary.run(["inspect", files.truncated]), mentioning: "cut short")
        expectFailure(try ReviveBinary.run(["sizes", files.newer]), mentioning: "format version \(Snapshot.Header.currentFormatVersion + 1) is newer")
        expectFailure(try ReviveBinary.run(["diff", files.intact, files.overCap]), mentioning: "safety caps")
        expectFailure(try ReviveBinary.run(["inspect", files.folder.path("absent.revive")]), mentioning: "no such file", status: 5)
        expectFailure(try ReviveBinary.run(["inspect", files.folder.url.path]), mentioning: "is a folder", status: 5)
    }

    @Test func encryptedFileWithoutKeyShowsItsHeaderOnly() throws {
        let files = try Files()
        defer { files.folder.remove() }
        let run = try ReviveBinary.run(["inspect", files.encrypted])
        #expect(run.status == 2)
        #expect(run.stdout.contains("encrypted       yes\n"))
        #expect(run.stdout.contains("scene           main\n"))
        #expect(run.stdout.contains("The pages are encrypted; pass --key-file PATH to read them."))
        #expect(!run.stdout.contains("ReaderPage"))
        expectFailure(try ReviveBinary.run(["sizes", files.encrypted]), mentioning: "pass --key-file", status: 2)
    }

    @Test func encryptedFileWithItsKeyShowsThePages() throws {
        let files = try Files()
        defer { files.folder.remove() }
        let run = try ReviveBinary.run(["inspect", files.encrypted, "--key-file", files.keyFile])
        #expect(run.status == 0)
        #expect(run.stdout.contains("presented ReaderPage [reader]  ◀ visible"))
        let wrongKey = try files.folder.write(Data(repeating: 7, count: 32), to: "wrong.key")
        expectFailure(try ReviveBinary.run(["inspect", files.encrypted, "--key-file", wrongKey]), mentioning: "the key does not open this file")
        let validate = try ReviveBinary.run(["validate", files.encrypted, "--key-file", wrongKey])
        #expect(validate.status == 1)
        #expect(validate.stdout.contains("invalid: the key does not open this file: "))
    }

    @Test func missingKeyFileIsReportedAndNotCreated() throws {
        let files = try Files()
        defer { files.folder.remove() }
        let absent = files.folder.path("absent.key")
        expectFailure(try ReviveBinary.run(["inspect", files.encrypted, "--key-file", absent]), mentioning: "does not exist", status: 5)
        #expect(!FileManager.default.fileExists(atPath: absent))
    }

    @Test(arguments: [
        ["validate"],
        ["inspect", "a.revive", "--json", "--dot"],
        ["inspect", "a.revive", "--no-such-option"],
        ["frobnicate"],
        ["diff", "only-one.revive"],
        ["sizes", "a.revive", "--top", "0"],
        ["sizes", "a.revive", "--max-page-bytes", "lots"],
    ])
    func usageErrorsExitSixtyFour(arguments: [String]) throws {
        let run = try ReviveBinary.run(arguments)
        #expect(run.exitedNormally)
        #expect(run.status == 64)
        #expect(run.stderr.contains("Usage:") || run.stderr.contains("Error:"))
    }

    @Test func helpExitsZero() throws {
        let run = try ReviveBinary.run(["--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("validate"))
    }

    @Test func diffShowsTheChangeAndTheVisiblePageMoving() throws {
        let files = try Files()
        defer { files.folder.remove() }
        var after = InspectorFixtures.comicReader(page: 18)
        after.root.kind = .tabs(selectedIndex: 1)
        let later = try files.folder.write(try InspectorFixtures.bytes(after), to: "later.revive")
        let run = try ReviveBinary.run(["diff", files.intact, later])
        #expect(run.status == 0)
        #expect(run.stdout.contains("    page: 17 → 18\n"))
        #expect(run.stdout.contains("visible page moved\n  from  \(InspectorFixtures.readerLabel)\n"))
        #expect(run.stdout.contains("  to    TabBarPage[root] > SettingsPage[settings]\n"))
    }

    @Test func sizesPrintsAlignedColumnsAgainstTheBudget() throws {
        let files = try Files()
        defer { files.folder.remove() }
        let run = try ReviveBinary.run(["sizes", files.intact, "--max-page-bytes", "20"])
        #expect(run.status == 4)
        #expect(run.stdout.contains("20 value bytes per page: 1 page OVER"))
        let rows = run.stdout.split(separator: "\n").filter { $0.contains("TabBarPage[root]") && !$0.hasPrefix("total") }
        #expect(rows.count > 6)
        let tableRows = rows.prefix(6)
        let columns = Set(tableRows.map { $0.distance(from: $0.startIndex, to: $0.range(of: "TabBarPage")?.lowerBound ?? $0.startIndex) })
        #expect(columns.count == 1)
    }

    @Test func inspectJSONWritesEmptyArraysAndObjectsAsBrackets() throws {
        let files = try Files()
        defer { files.folder.remove() }
        let run = try ReviveBinary.run(["inspect", "--json", files.intact])
        #expect(run.status == 0)
        #expect(run.stdout.contains("\"children\" : []"))
        #expect(!run.stdout.contains("\n\n"))   // no blank line anywhere
        #expect(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) is [String: Any])
    }

    @Test func sizesNamesWhatEachColumnCounts() throws {
        let files = try Files()
        defer { files.folder.remove() }
        let run = try ReviveBinary.run(["sizes", files.intact])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.contains("  value bytes  page bytes  keys  page"))
    }
}
