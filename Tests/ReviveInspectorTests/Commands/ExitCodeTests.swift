import Foundation
import Revive
@testable import ReviveCLI
import ReviveFaults
import Testing

/// Runs the built `revive` binary for each exit code it documents: one meaning each, so that a
/// CI job can gate on them (0 verified, 1 invalid, 2 needs the key, 3 a check failed, 4 over
/// budget, 5 unreadable, 64 usage).
struct ExitCodeTests {
    /// A saved state, its damaged and encrypted copies, and the key.
    private struct Files {
        let folder: TemporaryFolder
        let intact: String
        let damaged: String
        let encrypted: String
        let keyFile: String

        init() throws {
            folder = try TemporaryFolder()
            let bytes = try InspectorFixtures.bytes()
            intact = try folder.write(bytes, to: "intact.revive")
            damaged = try folder.write(InspectorFixtures.flippingBit(of: bytes, at: 60), to: "damaged.revive")
            let (key, keyFile) = try folder.writeKey()
            self.keyFile = keyFile
            encrypted = try folder.write(try InspectorFixtures.bytes(key: key), to: "secret.revive")
        }
    }

    @Test func eachExitCodeMeansOneThing() throws {
        let files = try Files()
        defer { files.folder.remove() }
        let cases: [(arguments: [String], status: Int32)] = [
            (["validate", files.intact], 0),
            (["validate", files.encrypted, "--key-file", files.keyFile], 0),
            (["validate", files.damaged], 1),
            (["validate", files.encrypted], 2),
            (["validate", files.intact, "--expect-root", "MainTabs"], 3),
            (["sizes", files.intact, "--max-total-bytes", "10"], 4),
            (["sizes", files.intact, "--max-page-bytes", "20"], 4),
            (["validate", files.folder.path("absent.revive")], 5),
            (["validate", files.intact, "--key-file", files.folder.path("absent.key")], 5),
            (["validate"], 64),
            ([], 64),
            (["sizes", files.intact], 0),
            (["diff", files.intact, files.intact], 0),
            (["inspect", files.intact], 0),
            (["inspect", files.encrypted], 2),
            (["diff", files.intact, files.encrypted], 2),
        ]
        for (arguments, status) in cases {
            let run = try ReviveBinary.run(arguments)
            #expect(run.exitedNormally)
            #expect(run.status == status, "revive \(arguments.joined(separator: " ")): \(run.stdout)\(run.stderr)")
        }
    }

    @Test func theHelpListsEveryExitCode() throws {
        for command in [[], ["validate"], ["sizes"], ["diff"], ["inspect"]] {
            let run = try ReviveBinary.run(command + ["--help"])
            #expect(run.status == 0)
            let help = run.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            for phrase in ["Exit codes: 0 done and verified", "1 damaged or invalid", "2 readable but not verified",
                           "3 intact but a check failed", "4 over the size budget", "5 a file or key file cannot be read",
                           "64 usage error"] {
                #expect(help.contains(phrase), "revive \(command.joined()) --help lacks \"\(phrase)\"")
            }
        }
    }

    @Test func messagesAreSentencesAndVerboseAddsTheCodes() throws {
        let files = try Files()
        defer { files.folder.remove() }
        let plain = try ReviveBinary.run(["validate", files.damaged])
        #expect(plain.stdout.contains("invalid: damaged: the SHA-256 of bytes 0..<"))
        #expect(!plain.stdout.contains("checksumMismatch"))
        let verbose = try ReviveBinary.run(["validate", files.damaged, "--verbose"])
        #expect(verbose.stdout.hasSuffix(" [exit 1, invalid: invalidSnapshot: checksumMismatch]\n"), "\(verbose.stdout)")
        let inspect = try ReviveBinary.run(["inspect", files.damaged])
        #expect(!inspect.stderr.contains("checksumMismatch"))
        let inspectVerbose = try ReviveBinary.run(["inspect", files.damaged, "-v"])
        #expect(inspectVerbose.stderr.hasSuffix("[invalidSnapshot: checksumMismatch]\n"), "\(inspectVerbose.stderr)")
    }

    @Test func everyCommandPrintsJSON() throws {
        let files = try Files()
        defer { files.folder.remove() }
        let validate = try json(["validate", files.encrypted, "--json"], status: 2)
        #expect(validate["status"] as? String == "needsKey")
        #expect(validate["exitCode"] as? Int == 2)
        #expect(validate["verified"] as? Bool == false)
        #expect(validate["kind"] as? String == "state")

        let sizes = try json(["sizes", files.intact, "--json", "--max-page-bytes", "20"], status: 4)
        #expect(sizes["overBudget"] as? Bool == true)
        #expect((sizes["pages"] as? [[String: Any]])?.count == 6)
        #expect((sizes["budget"] as? [String: Any])?["maxPageBytes"] as? Int == 20)

        var later = InspectorFixtures.comicReader(page: 18)
        later.root.kind = .tabs(selectedIndex: 1)
        let laterPath = try files.folder.write(try InspectorFixtures.bytes(later), to: "later.revive")
        let diff = try json(["diff", files.intact, laterPath, "--json"], status: 0)
        #expect(diff["equal"] as? Bool == false)
        #expect((diff["visiblePage"] as? [String: Any])?["moved"] as? Bool == true)
        let value = (diff["values"] as? [[String: Any]])?.first
        #expect(value?["key"] as? String == "page")
        #expect((value?["new"] as? [String: Any])?["value"] as? Int == 18)

        let inspect = try json(["inspect", files.intact, "--json"], status: 0)
        #expect(inspect["pageCount"] as? Int == 6)
    }

    @Test func aFailureWithJSONPrintsTheErrorAndItsCodes() throws {
        let files = try Files()
        defer { files.folder.remove() }
        for command in ["inspect", "sizes"] {
            let document = try json([command, files.damaged, "--json"], status: 1)
            let error = try #require(document["error"] as? [String: Any])
            #expect(error["code"] as? String == "invalidSnapshot")
            #expect(error["status"] as? String == "invalid")
            #expect((error["codec"] as? [String: Any])?["code"] as? String == "checksumMismatch")
            #expect((error["message"] as? String)?.contains("damaged: the SHA-256") == true)
        }
        let validate = try json(["validate", files.damaged, "--json"], status: 1)
        #expect(((validate["error"] as? [String: Any])?["codec"] as? [String: Any])?["code"] as? String == "checksumMismatch")
        let missing = try json(["sizes", files.folder.path("absent.revive"), "--json"], status: 5)
        #expect((missing["error"] as? [String: Any])?["code"] as? String == "fileUnreadable")
    }

    /// Runs `revive`, expects `status`, and parses standard output as a JSON object.
    private func json(_ arguments: [String], status: Int32) throws -> [String: Any] {
        let run = try ReviveBinary.run(arguments)
        #expect(run.status == status, "revive \(arguments.joined(separator: " ")): \(run.stdout)\(run.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    }
}
