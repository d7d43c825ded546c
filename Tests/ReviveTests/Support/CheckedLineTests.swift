import Crypto
import Foundation
import Testing
@testable import Revive

/// The one-line records (the crash-loop record, a lease) are written without `String(format:)`
/// now: what they say must be what they said before, so records written by either version read.
struct CheckedLineTests {
    @Test(arguments: [0, 1, 1.5, 59.9999, 1.0004, 1_732_600_000.123, 1_732_600_000.9996, -1.5, -0.25, .infinity, .nan])
    func aTimeIsWrittenAsFormattingItWithThreeDecimalsDid(_ seconds: TimeInterval) {
        #expect(CheckedLine.time(seconds) == String(format: "%.3f", seconds.isFinite ? seconds : 0))
    }

    @Test func aLineEndsWithTheSameCheckAsBeforeAndReadsBack() throws {
        let fields = ["revive-restore", "1", "restoring", "2", "0", "1732600000.123", "4242-abcd", "-"]
        let line = CheckedLine.make(fields)
        let body = fields.joined(separator: " ")
        let formatted = SHA256.hash(data: Data(body.utf8)).prefix(8).map { String(format: "%02x", $0) }.joined()
        #expect(String(decoding: line, as: UTF8.self) == body + " " + formatted + "\n")
        #expect(try #require(CheckedLine.fields(of: line, magic: "revive-restore", count: 8)).map(String.init) == fields)
    }

    @Test func aTornLineIsRefused() {
        let line = CheckedLine.make(["revive-lease", "1", "owner", "12.000"])
        #expect(CheckedLine.fields(of: line.dropLast(3), magic: "revive-lease", count: 4) == nil)
        var flipped = line
        flipped[flipped.startIndex + 14] ^= 0x01
        #expect(CheckedLine.fields(of: flipped, magic: "revive-lease", count: 4) == nil)
    }
}
