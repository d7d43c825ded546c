import Foundation
import Testing
@testable import Revive

struct SnapshotCodecCorruptionTests {
    private let snapshot = CodecFixtures.smallSnapshot

    /// The codes a decode of damaged bytes may end in: never one of another part's.
    static let decodingCodes: Set<ReviveError.Code> = [
        .badMagic, .unsupportedFormatVersion, .truncated, .checksumMismatch, .limitExceeded, .malformed,
    ]

    private var uncheckedCodec: SnapshotCodec {
        var limits = SnapshotCodec.DecodingLimits.default
        limits.verifiesChecksum = false
        return SnapshotCodec(limits: limits)
    }

    @Test func theSweepFileIsSmall() throws {
        let bytes = try SnapshotCodec().encode(snapshot)
        #expect((200...1024).contains(bytes.count))
    }

    @Test func everySingleBitFlipIsATypedError() throws {
        let codec = SnapshotCodec()
        let bytes = try codec.encode(snapshot)
        var codes: Set<ReviveError.Code> = []
        for index in bytes.indices {
            for bit in 0..<8 {
                var damaged = bytes
                damaged[index] ^= 1 << bit
                do {
                    let decoded = try codec.decode(damaged)
                    Issue.record("flip of bit \(bit) at byte \(index) decoded silently: \(decoded.root.typeName)")
                } catch {
                    codes.insert(error.code)
                }
            }
        }
        #expect(codes.isSuperset(of: [.badMagic, .unsupportedFormatVersion, .malformed, .checksumMismatch, .truncated]))
    }

    @Test func everyTruncationIsATypedError() throws {
        let codec = SnapshotCodec()
        let bytes = try codec.encode(snapshot)
        for length in 0..<bytes.count {
            let error = #expect(throws: ReviveError.self, "truncated to \(length) bytes") {
                try codec.decode(bytes.prefix(length))
            }
            if length >= 7 {
                #expect(error?.code == .truncated, "truncated to \(length) bytes: \(String(describing: error))")
            }
        }
    }

    @Test func everyBitFlipWithoutTheChecksumDecodesConsistentlyOrThrows() throws {
        let codec = uncheckedCodec
        let bytes = try codec.encode(snapshot)
        var failures = 0
        for index in bytes.indices {
            for bit in 0..<8 {
                var damaged = bytes
                damaged[index] ^= 1 << bit
                guard let decoded = try? codec.decode(damaged) else {
                    failures += 1
                    continue
                }
                // Whatever decodes is a valid tree: it writes and reads back unchanged.
                #expect(try codec.decode(codec.encode(decoded)) == decoded, "flip of bit \(bit) at byte \(index)")
            }
        }
        #expect(failures > 0)
    }

    @Test func everyTruncationWithoutTheChecksumIsATypedError() throws {
        let codec = uncheckedCodec
        let bytes = try codec.encode(snapshot)
        for length in 0..<bytes.count {
            let error = #expect(throws: ReviveError.self, "truncated to \(length) bytes") { try codec.decode(bytes.prefix(length)) }
            #expect(error.map { Self.decodingCodes.contains($0.code) } == true, "truncated to \(length) bytes: \(String(describing: error))")
        }
    }

    @Test func everyTruncationOfTheBodyAloneIsATypedError() throws {
        // Shorten the body but keep the prefix's length field and checksum consistent, so the
        // tree reader itself meets the end of the bytes.
        let encoded = try SnapshotCodec().encode(snapshot)
        let prefixLength = snapshot.header.encodedPrefixByteCount
        let body = [UInt8](encoded[prefixLength..<(encoded.count - 32)])
        for length in 0..<body.count {
            var writer = RawSnapshotWriter()
            writer.body = Array(body.prefix(length))
            let error = #expect(throws: ReviveError.self) { try SnapshotCodec().decode(writer.file()) }
            #expect(error?.code == .truncated, "body cut to \(length) bytes: \(String(describing: error))")
        }
    }
}
