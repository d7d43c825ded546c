import Foundation
import Testing
@testable import Revive

/// `ByteReader`'s bounds refuse the first byte past the end with a typed error, so
/// an off-by-one fails here rather than only in a debug build's bounds check (a release build
/// would read one byte past the buffer).
struct ByteReaderBoundTests {
    @Test(arguments: [0, 1, 3, 16])
    func requireAcceptsWhatRemainsAndRefusesOneByteMore(_ size: Int) {
        let bytes = [UInt8](repeating: 0xAB, count: size)
        bytes.withUnsafeBytes { buffer in
            let reader = ByteReader(buffer, baseOffset: 100)
            #expect(throws: Never.self) { try reader.require(size, "the field") }
            let error = #expect(throws: ReviveError.self) { try reader.require(size + 1, "the field") }
            #expect(error?.code == .truncated)
            #expect(error?.offset == 100)
            #expect(error?.message == "the field needs \(size + 1) bytes but the file ends after \(size)")
        }
    }

    /// A count whose elements would need one byte more than remain is refused before anything
    /// is read or allocated; the count that fits exactly is accepted.
    @Test func aCountIsBoundedByTheBytesThatRemain() throws {
        // A varint count of 3, then 6 bytes: three elements of at least 2 bytes fit, of 3 do not.
        let bytes: [UInt8] = [3, 1, 2, 3, 4, 5, 6]
        func count(minimumSize: Int) -> Result<Int, ReviveError> {
            bytes.withUnsafeBytes { buffer in
                var reader = ByteReader(buffer)
                do throws(ReviveError) {
                    return .success(try reader.readCount("elements", limit: .collectionCount, minimumSize: minimumSize, limits: .default))
                } catch {
                    return .failure(error)
                }
            }
        }
        #expect(try count(minimumSize: 2).get() == 3)
        guard case .failure(let error) = count(minimumSize: 3) else {
            Issue.record("three elements of 3 bytes do not fit in 6")
            return
        }
        #expect(error.code == .truncated)
    }
}
