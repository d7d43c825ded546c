import Crypto
import Foundation

/// A test-only writer of raw snapshot files, independent of the codec's own writer.
///
/// Hostile tests build byte streams the codec would never write (a claimed 100 MB string,
/// nesting 100,000 deep) and then seal them with a valid length and checksum, so it is the
/// caps, not the checksum, that must reject them.
struct RawSnapshotWriter {
    var body: [UInt8] = []

    mutating func byte(_ value: UInt8) { body.append(value) }

    mutating func varint(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            body.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        body.append(UInt8(rest))
    }

    mutating func string(_ value: String) {
        varint(UInt64(value.utf8.count))
        body.append(contentsOf: value.utf8)
    }

    /// Starts a node: empty type name and restoration ID, the kind byte, no state values.
    mutating func nodeStart(kind: UInt8 = 0) {
        body.append(contentsOf: [0, 0, kind, 0])
    }

    /// A node with no state, no children and nothing presented: 6 bytes.
    mutating func leaf() {
        body.append(contentsOf: [0, 0, 0, 0, 0, 0])
    }

    /// The whole file: prefix with the given version and flags, the body, a valid checksum.
    func file(version: UInt16 = 1, flags: UInt8 = 0, bodyLength: UInt32? = nil) -> Data {
        var bytes: [UInt8] = Array("RVIV".utf8)
        bytes.append(contentsOf: [UInt8(version & 0xFF), UInt8(version >> 8), flags])
        bytes.append(contentsOf: [3] + Array("1.0".utf8))  // app version
        bytes.append(contentsOf: [1, 0, 0, 0])  // schema version
        bytes.append(contentsOf: withUnsafeBytes(of: Double(0).bitPattern.littleEndian) { Array($0) })
        bytes.append(contentsOf: [4] + Array("main".utf8))  // scene ID
        let length = bodyLength ?? UInt32(body.count)
        bytes.append(contentsOf: withUnsafeBytes(of: length.littleEndian) { Array($0) })
        bytes.append(contentsOf: body)
        bytes.append(contentsOf: SHA256.hash(data: bytes))
        return Data(bytes)
    }
}
