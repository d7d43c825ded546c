import Crypto
import Foundation
import Testing
@testable import Revive

struct SnapshotCodecEncryptionTests {
    let key = SymmetricKey(size: .bits256)
    let secret = "my-secret-diary-entry-Ω-7731"

    let secretSnapshot = Snapshot(
        header: Snapshot.Header(appVersion: "3.0", sceneID: "diary"),
        root: Snapshot.Node(
            typeName: "DiaryPage", restorationID: "entry",
            state: PageState(["text": .string("my-secret-diary-entry-Ω-7731")])
        )
    )

    @Test func roundTripsAnEncryptedSnapshot() throws {
        let codec = SnapshotCodec(key: key)
        let bytes = try codec.encode(CodecFixtures.richSnapshot)
        #expect(try SnapshotCodec.isEncrypted(bytes))
        #expect(try codec.decode(bytes) == CodecFixtures.richSnapshot)
    }

    @Test func usesAFreshNonceEachTime() throws {
        let codec = SnapshotCodec(key: key)
        let first = try codec.encode(secretSnapshot)
        let second = try codec.encode(secretSnapshot)
        #expect(first != second)
        #expect(try codec.decode(first) == codec.decode(second))
    }

    @Test func keepsTheSecretsPlaintextOutOfTheFile() throws {
        let bytes = try SnapshotCodec(key: key).encode(secretSnapshot)
        let needle = Data(secret.utf8)
        #expect(bytes.range(of: needle) == nil)
        #expect(bytes.range(of: Data("DiaryPage".utf8)) == nil)
        // The same snapshot unencrypted does contain it, so the search above can fail.
        #expect(try SnapshotCodec().encode(secretSnapshot).range(of: needle) != nil)
    }

    @Test func readsTheHeaderWithoutTheKey() throws {
        let bytes = try SnapshotCodec(key: key).encode(secretSnapshot)
        #expect(try SnapshotCodec().decodeHeader(bytes) == secretSnapshot.header)
        let error = #expect(throws: ReviveError.self) { try SnapshotCodec().decode(bytes) }
        #expect(error?.code == .keyRequired)
    }

    @Test func refusesTheWrongKey() throws {
        let bytes = try SnapshotCodec(key: key).encode(secretSnapshot)
        let error = #expect(throws: ReviveError.self) {
            try SnapshotCodec(key: SymmetricKey(size: .bits256)).decode(bytes)
        }
        #expect(error?.code == .decryptionFailed)
    }

    /// The message says in words what failed, and holds nothing of the cryptography library's
    /// error (`underlyingCoreCryptoError(error: …)`, `authenticationFailure`).
    @Test func aWrongKeySaysInWordsWhatFailed() throws {
        let bytes = try SnapshotCodec(key: key).encode(secretSnapshot)
        let error = #expect(throws: ReviveError.self) {
            try SnapshotCodec(key: SymmetricKey(size: .bits256)).decode(bytes)
        }
        let bodyStart = secretSnapshot.header.encodedPrefixByteCount
        #expect(error?.offset == bodyStart)
        #expect(
            error?.message == "the encrypted body (bytes \(bodyStart)..<\(bytes.count - 32)) does not open with this key: "
                + "it was sealed with another key, or the file was changed"
        )
        #expect(error?.message.contains("CoreCrypto") == false)
        #expect(error?.message.contains("(error") == false)

        let sealed = try ValueFileCodec(name: "secrets", key: key).encode(sealing: "t0k3n")
        let valueError = #expect(throws: ReviveError.self) {
            try ValueFileCodec(name: "secrets", key: SymmetricKey(size: .bits256)).decode(String.self, unsealing: sealed)
        }
        #expect(valueError?.code == .decryptionFailed)
        #expect(
            valueError?.message == "a sealed value of \(sealed.count) bytes does not open with this key: "
                + "it was sealed with another key, or it was changed or copied from another file"
        )
    }

    @Test func refusesATamperedHeaderEvenWithAValidChecksum() throws {
        let bytes = try SnapshotCodec(key: key).encode(secretSnapshot)
        var tampered = [UInt8](bytes.dropLast(32))
        tampered[8] = UInt8(ascii: "9")  // appVersion "3.0" becomes "9.0"
        let resealed = Data(tampered + SHA256.hash(data: tampered))
        #expect(try SnapshotCodec().decodeHeader(resealed).appVersion == "9.0")
        let error = #expect(throws: ReviveError.self) { try SnapshotCodec(key: key).decode(resealed) }
        #expect(error?.code == .decryptionFailed)

        let unsealed = #expect(throws: ReviveError.self) {
            try SnapshotCodec(key: key).decode(Data(tampered) + bytes.suffix(32))
        }
        #expect(unsealed?.code == .checksumMismatch)
    }

    @Test func refusesATamperedBodyEvenWithAValidChecksum() throws {
        let bytes = try SnapshotCodec(key: key).encode(secretSnapshot)
        let bodyStart = secretSnapshot.header.encodedPrefixByteCount
        for offset in [bodyStart, bodyStart + 12, bytes.count - 33] {  // nonce, ciphertext, tag
            var tampered = [UInt8](bytes.dropLast(32))
            tampered[offset] ^= 0x01
            let resealed = Data(tampered + SHA256.hash(data: tampered))
            let error = #expect(throws: ReviveError.self) { try SnapshotCodec(key: key).decode(resealed) }
            #expect(error?.code == .decryptionFailed, "byte \(offset)")
        }
    }

    @Test func refusesAnEncryptedBodyTooShortToHoldANonceAndTag() {
        var writer = RawSnapshotWriter()
        writer.body = Array(repeating: 0, count: 20)
        let error = #expect(throws: ReviveError.self) { try SnapshotCodec(key: key).decode(writer.file(flags: 1)) }
        #expect(error?.code == .malformed)
    }

    @Test func readsUnencryptedFilesWithAKey() throws {
        let bytes = try SnapshotCodec().encode(secretSnapshot)
        #expect(try SnapshotCodec(key: key).decode(bytes) == secretSnapshot)
    }

    @Test func refusesAKeyOfAnInvalidSize() {
        let error = #expect(throws: ReviveError.self) {
            try SnapshotCodec(key: SymmetricKey(size: .init(bitCount: 40))).encode(secretSnapshot)
        }
        #expect(error?.code == .encodingFailed)
    }
}
