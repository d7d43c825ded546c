import Crypto
import Foundation
@testable import Revive
@testable import ReviveArchive
@testable import ReviveTesting
import Testing

/// Secrets: sealed on disk, never in plaintext in any form, never written by other encoders.
struct ArchiveSecretTests {
    @Test func theFileHoldsNeitherThePasswordNorTheTokenInAnyForm() throws {
        let folder = try ArchiveFolder()
        defer { folder.remove() }
        let password = "hunter2-correct-horse"
        let token = "tok_9f8e7d6c5b4a39281706"
        try Archive<Credentials>(name: "credentials", store: folder.store, keyProvider: folder.keys)
            .save(Credentials(account: "ada@example.com", password: password, recoveryCodes: [Secret(token)]))
        try Archive<ArchiveSession>(name: "session", store: folder.store, keyProvider: folder.keys)
            .save(ArchiveSession(account: "ada@example.com", token: token))

        let files = try folder.allFileBytes()
        #expect(files.count == 5)  // two archives, their two (empty) lock files and the key file
        for file in files {
            for secret in [password, token] {
                for form in leakedForms(of: secret) {
                    #expect(!bytes(file, contain: form), "a file holds a form of \(secret)")
                }
            }
        }
        // The non-secret part is plaintext, as documented.
        let session = try Data(contentsOf: folder.store.archiveURL(named: "session"))
        #expect(bytes(session, contain: Data("ada@example.com".utf8)))
    }

    @Test func equalSecretsGiveDifferentBytesOnEverySave() throws {
        let folder = try ArchiveFolder()
        defer { folder.remove() }
        let archive = Archive<Credentials>(name: "c", store: folder.store, keyProvider: folder.keys)
        let credentials = Credentials(account: "ada", password: "same")
        try archive.save(credentials)
        let first = try Data(contentsOf: archive.file)
        try archive.save(credentials)
        #expect(try Data(contentsOf: archive.file) != first)
    }

    @Test func aSecretRefusesToBeEncodedOutsideAnArchive() throws {
        let credentials = Credentials(account: "ada", password: "hunter2")
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(credentials) }
        #expect(throws: EncodingError.self) { try StateValueEncoder.encode(credentials) }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Secret<String>.self, from: Data("\"aGk=\"".utf8))
        }
    }

    @Test func aSecretNeverShowsItsValue() {
        let secret = Secret("hunter2")
        #expect("\(secret)" == "<secret>")
        #expect(String(reflecting: secret) == "Secret(<redacted>)")
        var dumped = ""
        dump(Credentials(account: "ada", password: "hunter2"), to: &dumped)
        #expect(!dumped.contains("hunter2"))
    }

    @Test func savingASecretWithoutAKeyProviderIsRefusedAndWritesNothing() throws {
        let folder = try ArchiveFolder()
        defer { folder.remove() }
        let archive = Archive<Credentials>(name: "c", store: folder.store)
        let error = try #require(throws: ReviveError.self) {
            try archive.save(Credentials(account: "ada", password: "hunter2"))
        }
        #expect(error.code == .keyRequired)
        #expect(error.message.contains("\"c\""))
        #expect(!FileManager.default.fileExists(atPath: archive.file.path))
    }

    @Test func aWrongKeyIsAnAuthenticationFailureAndKeepsTheLastGoodValue() throws {
        let folder = try ArchiveFolder()
        defer { folder.remove() }
        let writer = Archive<Credentials>(name: "c", store: folder.store, keyProvider: folder.keys)
        let good = Credentials(account: "ada", password: "hunter2")
        try writer.save(good)
        let bytes = try Data(contentsOf: writer.file)

        let stranger = Archive<Credentials>(name: "c", store: folder.store, keyProvider: InMemoryKeyProvider())
        let error = try #require(throws: ReviveError.self) { try stranger.load() }
        #expect(error.code == .authenticationFailed)
        #expect(error.message.contains("wrong key"))
        #expect(stranger.value == nil)

        #expect(try writer.load() == good)
        let keyless = #expect(throws: ReviveError.self) { try Archive<Credentials>(name: "c", store: folder.store).load() }
        #expect(keyless?.code == .keyRequired)
        #expect(try Data(contentsOf: writer.file) == bytes)  // a failed load leaves the file
    }

    @Test func aFileWithoutATagIsRefusedByAnArchiveWithAKey() throws {
        let folder = try ArchiveFolder()
        defer { folder.remove() }
        try Archive<Counter>(name: "n", store: folder.store).save(Counter(count: 1))
        let keyed = Archive<Counter>(name: "n", store: folder.store, keyProvider: folder.keys)
        let error = try #require(throws: ReviveError.self) { try keyed.load() }
        #expect(error.code == .authenticationFailed)
        let unkeyed = Archive<Counter>(name: "k", store: folder.store)
        try keyed.save(Counter(count: 2))
        try FileManager.default.copyItem(at: keyed.file, to: unkeyed.file)
        #expect(try #require(throws: ReviveError.self) { try unkeyed.load() }.code == .keyRequired)
    }

    @Test func aSecretCopiedIntoAnotherArchiveDoesNotOpen() throws {
        let folder = try ArchiveFolder()
        defer { folder.remove() }
        let key = SymmetricKey(size: .bits256)
        let sealerA = SecretSealer(key: key, archiveName: "a")
        let sealerB = SecretSealer(key: key, archiveName: "b")
        let sealed = try sealerA.seal("hunter2")
        #expect(try sealerA.open(String.self, from: sealed) == "hunter2")
        let error = try #require(throws: ReviveError.self) { try sealerB.open(String.self, from: sealed) }
        #expect(error.code == .authenticationFailed)
    }

    @Test func anUnavailableKeyIsATypedError() throws {
        let folder = try ArchiveFolder()
        defer { folder.remove() }
        let badKeyFile = folder.url.appendingPathComponent("short.key")
        try Data([1, 2, 3]).write(to: badKeyFile)
        try Archive<Counter>(name: "n", store: folder.store, keyProvider: folder.keys).save(Counter(count: 1))
        let archive = Archive<Counter>(name: "n", store: folder.store, keyProvider: KeyFileProvider(url: badKeyFile))
        let saveError = try #require(throws: ReviveError.self) { try archive.save(Counter(count: 2)) }
        #expect(saveError.code == .keyUnavailable)
        #expect(saveError.message.contains("short.key"))
        #expect(try #require(throws: ReviveError.self) { try archive.load() }.code == .keyUnavailable)
    }
}
