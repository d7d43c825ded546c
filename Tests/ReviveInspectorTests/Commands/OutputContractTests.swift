import Foundation
import ReviveFaults
import Testing

/// What each command promises about its streams and its exit code, run on the
/// built `revive` binary. A wrong key is a sentence with no code name; `validate` prints its one
/// line on standard output whatever went wrong; `--json` prints JSON or nothing, never a sentence
/// besides; bare `revive` is a usage error.
struct OutputContractTests {
    /// A saved state encrypted with a key, that key, another key, and an archive written with
    /// another key still.
    private struct Files {
        let folder: TemporaryFolder
        let encrypted: String
        let damaged: String
        let keyFile: String
        let wrongKeyFile: String
        let archive: String

        init() throws {
            folder = try TemporaryFolder()
            let (key, keyFile) = try folder.writeKey()
            self.keyFile = keyFile
            encrypted = try folder.write(try InspectorFixtures.bytes(key: key), to: "secret.revive")
            damaged = try folder.write(InspectorFixtures.flippingBit(of: try InspectorFixtures.bytes(), at: 60), to: "damaged.revive")
            wrongKeyFile = try folder.write(Data(repeating: 7, count: 32), to: "wrong.key")
            archive = try folder.write(
                Data(contentsOf: ArchiveCommandTests.samples.appendingPathComponent("session-v1.archive")), to: "session.archive"
            )
        }
    }

    /// The verdict a wrong key gets, for a saved state and an archive alike.
    static let wrongKey = "the key does not open this file: "

    /// What the codec says after the verdict: the AES-GCM body of a saved state, the HMAC of an
    /// archive; both in words, with no name of the cryptography library's error.
    static func wrongKeySentence(isArchive: Bool) -> String {
        isArchive
            ? "does not verify: a wrong key, or the file was changed (at byte "
            : "does not open with this key: it was sealed with another key, or the file was changed (at byte "
    }

    /// Fails when `text` holds something that reads as code rather than a sentence: a name
    /// followed by a parenthesis (`underlyingCoreCryptoError(error: …)`), or a camel-cased word
    /// (`decryptionFailed`, `CryptoKitError`).
    private func expectSentences(_ text: String, in folder: TemporaryFolder, _ comment: String) {
        let prose = text.replacingOccurrences(of: folder.url.path, with: "FOLDER")
        #expect(prose.firstMatch(of: #/[A-Za-z_]\(/#) == nil, "\(comment): \(prose)")
        #expect(prose.firstMatch(of: #/\b[a-z]+[A-Z][A-Za-z]*/#) == nil, "\(comment): \(prose)")
        #expect(!prose.contains("Error"), "\(comment): \(prose)")
    }

    @Test func aWrongKeyIsASentenceWithNoCodeName() throws {
        let files = try Files()
        defer { files.folder.remove() }
        for arguments in [
            ["inspect", files.encrypted], ["sizes", files.encrypted], ["diff", files.encrypted, files.encrypted],
            ["inspect", files.archive],
        ] {
            let run = try ReviveBinary.run(arguments + ["--key-file", files.wrongKeyFile])
            let command = "revive \(arguments.first ?? "")"
            #expect(run.status == 1, "\(command): \(run.stdout)\(run.stderr)")
            #expect(run.stdout.isEmpty, "\(command): \(run.stdout)")
            #expect(run.stderr.hasPrefix("revive: \(arguments[1]): \(Self.wrongKey)"), "\(command): \(run.stderr)")
            #expect(run.stderr.contains(Self.wrongKeySentence(isArchive: arguments[1] == files.archive)), "\(command): \(run.stderr)")
            #expect(!run.stderr.contains("underlyingCoreCryptoError"), "\(command): \(run.stderr)")
            expectSentences(run.stderr, in: files.folder, command)
        }
        for file in [files.encrypted, files.archive] {
            let run = try ReviveBinary.run(["validate", file, "--key-file", files.wrongKeyFile])
            #expect(run.status == 1)
            #expect(run.stdout.hasPrefix("\(file): invalid: \(Self.wrongKey)"), "\(run.stdout)")
            #expect(run.stdout.contains(Self.wrongKeySentence(isArchive: file == files.archive)), "\(run.stdout)")
            expectSentences(run.stdout, in: files.folder, "revive validate")

            let json = try ReviveBinary.run(["validate", file, "--key-file", files.wrongKeyFile, "--json"])
            let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            let error = try #require(document["error"] as? [String: Any])
            #expect((error["codec"] as? [String: Any])?["code"] as? String == "decryptionFailed")
            let messages = [document["message"], error["message"], (error["codec"] as? [String: Any])?["message"]]
            for case let message as String in messages {
                #expect(message.contains("a wrong key, or the file was changed") || message.contains("another key, or the file was changed"), "\(message)")
                #expect(!message.contains("underlyingCoreCryptoError"), "\(message)")
                expectSentences(message, in: files.folder, "revive validate --json")
            }
        }
    }

    @Test(arguments: ["absent", "short"])
    func validatePrintsItsOneLineOnStandardOutputForABadKeyFile(keyFile: String) throws {
        let files = try Files()
        defer { files.folder.remove() }
        let keyPath = keyFile == "absent"
            ? files.folder.path("absent.key")
            : try files.folder.write(Data("not a key".utf8), to: "short.key")
        let reason = keyFile == "absent"
            ? "key file \"\(keyPath)\" does not exist (revive never creates one)"
            : "key file \"\(keyPath)\" holds 9 bytes; a key is 32 bytes (or 16 or 24)"

        let run = try ReviveBinary.run(["validate", files.encrypted, "--key-file", keyPath])
        #expect(run.status == 5)
        #expect(run.stdout == "\(files.encrypted): not checked: \(reason)\n")
        #expect(run.stderr.isEmpty, "\(run.stderr)")

        let verbose = try ReviveBinary.run(["validate", files.encrypted, "--key-file", keyPath, "--verbose"])
        #expect(verbose.stdout.split(separator: "\n").count == 1)
        #expect(verbose.stdout.hasSuffix(" [exit 5, unreadable: \(keyFile == "absent" ? "keyFileMissing" : "badKeyFile")]\n"))
        #expect(verbose.stderr.isEmpty)

        let json = try ReviveBinary.run(["validate", files.encrypted, "--key-file", keyPath, "--json"])
        #expect(json.status == 5)
        #expect(json.stderr.isEmpty, "\(json.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(document["status"] as? String == "unreadable")
        #expect(document["message"] as? String == "\(files.encrypted): not checked: \(reason)")
    }

    @Test func validateHelpSaysEveryVerdictIsOneLineOnStandardOutput() throws {
        let run = try ReviveBinary.run(["validate", "--help"])
        let help = run.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("Prints one line on standard output, and nothing on standard error"), "\(help)")
        #expect(help.contains("\"FILE: not checked: REASON\" when the key file cannot be used (exit 5)"), "\(help)")
    }

    @Test(arguments: [["inspect"], ["sizes"], ["diff", "SAME"]])
    func aFailureWithJSONPrintsJSONAndNoSentence(command: [String]) throws {
        let files = try Files()
        defer { files.folder.remove() }
        let arguments = command.map { $0 == "SAME" ? files.damaged : $0 } + [files.damaged, "--json"]
        let run = try ReviveBinary.run(arguments)
        #expect(run.status == 1)
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect((document["error"] as? [String: Any])?["code"] as? String == "invalidSnapshot")

        let plain = try ReviveBinary.run(Array(arguments.dropLast()))
        #expect(plain.status == 1)
        #expect(plain.stdout.isEmpty, "\(plain.stdout)")
        #expect(plain.stderr.hasPrefix("revive: \(files.damaged): damaged: "))
    }

    @Test func sizesChecksThePerPageBudgetAgainstTheColumnItShowsFirst() throws {
        let files = try Files()
        defer { files.folder.remove() }
        let intact = try files.folder.write(try InspectorFixtures.bytes(), to: "intact.revive")
        let run = try ReviveBinary.run(["sizes", intact, "--max-page-bytes", "10"])
        #expect(run.status == 4)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("budget  4194304 bytes in total: ok; 10 value bytes per page: 3 pages OVER"), "\(run.stdout)")
        #expect(lines.contains("pages, largest value bytes first (what the per-page budget checks, as capture does)"))
        let header = try #require(lines.firstIndex(of: "  value bytes  page bytes  keys  page"), "\(run.stdout)")
        let end = try #require(lines.firstIndex(of: "keys, largest first"))
        let rows = lines[(header + 1)..<end].map { $0.split(separator: " ").prefix(2).compactMap { Int($0) } }
        #expect(rows.count == 6)
        for (row, line) in zip(rows, lines[(header + 1)..<end]) {
            #expect(line.hasSuffix("OVER BUDGET") == (row[0] > 10), "\(line)")
        }
        #expect(rows.contains { $0[0] <= 10 && $0[1] > 10 }, "a page whose values fit but whose page bytes do not passes")
        #expect(rows.map { $0[0] } == rows.map { $0[0] }.sorted(by: >))

        let help = try ReviveBinary.run(["sizes", "--help"])
        let text = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("--max-page-bytes limits a page's value bytes"), "\(text)")
    }

    @Test func bareReviveIsAUsageErrorAndPrintsTheHelpOnStandardError() throws {
        let run = try ReviveBinary.run([])
        #expect(run.exitedNormally)
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty, "\(run.stdout)")
        #expect(run.stderr.hasPrefix("Error: no command given; name one: inspect, validate, diff or sizes.\n"), "\(run.stderr)")
        for command in ["inspect", "validate", "diff", "sizes"] { #expect(run.stderr.contains("\n  \(command) ")) }

        let help = try ReviveBinary.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stderr.isEmpty)
        let text = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("With no command, revive prints this help on standard error and exits 64"), "\(text)")
    }
}
