import Crypto
import Foundation

/// A one-line text record that proves it was written whole: its fields, separated by spaces,
/// then the first 8 bytes of the SHA-256 of the rest in hex, then a newline.
///
/// The records Revive writes without an `fsync` (the crash-loop record, a scene's lease) use it:
/// a power cut during such a write may leave the file empty, zero-filled or holding a prefix of
/// the line, and none of those checks, so a reader can tell a torn record from a written one.
///
/// ```swift
/// let data = CheckedLine.make(["revive-lease", "1", owner, "1732600000.000"])
/// let fields = CheckedLine.fields(of: data, magic: "revive-lease", count: 4)   // nil when torn
/// ```
enum CheckedLine {
    /// The record's bytes. Fields must not contain spaces or newlines.
    static func make(_ fields: [String]) -> Data {
        let body = fields.joined(separator: " ")
        var line = body + " " + check(body) + "\n"
        // From the string's own bytes: `Data(line.utf8)` asks at run time whether the view is
        // contiguous, a conformance lookup the first time a process makes a record.
        return line.withUTF8 { Data(buffer: $0) }
    }

    /// The fields of a record whose first field is `magic`, or `nil` when the bytes are not a
    /// whole record of `count` fields.
    static func fields(of data: Data, magic: String, count: Int) -> [Substring]? {
        guard data.count <= 1_024 else { return nil }
        var line = Substring(String(decoding: data, as: UTF8.self))
        guard line.hasSuffix("\n") else { return nil }
        line.removeLast()
        var fields = line.split(separator: " ", omittingEmptySubsequences: false)
        guard fields.count == count + 1, fields.first == Substring(magic), let sum = fields.popLast(),
              String(sum) == check(String(line.dropLast(sum.count + 1)))
        else { return nil }
        return fields
    }

    /// A time in seconds since 1970 as a record writes it: three decimals, `0` when not finite.
    static func time(_ seconds: TimeInterval) -> String {
        // Whole milliseconds, written without `String(format:)`, whose first use costs a
        // launch more than the rest of the record (locale and argument bridging).
        let milliseconds = (seconds.isFinite ? seconds * 1_000 : 0).rounded()
        guard abs(milliseconds) < 1e15 else { return "0.000" }
        let whole = Int64(milliseconds)
        let fraction = String(abs(whole) % 1_000)
        let sign = whole < 0 ? "-" : ""
        return sign + String(abs(whole) / 1_000) + "." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    private static func check(_ body: String) -> String {
        // The hash of the string's own bytes, read through a buffer: no `Data` made from a
        // sequence, no iterator over the digest (a launch pays for each generic first use).
        var body = body
        let digest = body.withUTF8 { SHA256.hash(data: UnsafeRawBufferPointer($0)) }
        return digest.withUnsafeBytes { bytes in
            String(unsafeUninitializedCapacity: 16) { hex in
                for index in 0..<8 {
                    hex[2 * index] = hexDigits[Int(bytes[index] >> 4)]
                    hex[2 * index + 1] = hexDigits[Int(bytes[index] & 0x0F)]
                }
                return 16
            }
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
