import Foundation

/// Appends the primitives of Revive's binary format to a growing byte buffer.
///
/// The encoder's only output: little-endian fixed-width integers, LEB128 varints and
/// length-prefixed UTF-8, appended to one pre-reserved `[UInt8]`; no intermediate buffers.
struct ByteWriter {
    /// The bytes written so far.
    var bytes: [UInt8]

    /// Creates a writer whose buffer has room for `capacity` bytes before it grows.
    /// - Parameter capacity: The bytes to reserve.
    init(capacity: Int) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// The number of bytes written so far.
    var count: Int { bytes.count }

    /// Appends one byte.
    @inline(__always)
    mutating func write(_ byte: UInt8) {
        bytes.append(byte)
    }

    /// Appends raw bytes.
    @inline(__always)
    mutating func write(contentsOf other: some Sequence<UInt8>) {
        bytes.append(contentsOf: other)
    }

    /// Appends a little-endian UInt16.
    mutating func write(_ value: UInt16) {
        bytes.append(UInt8(truncatingIfNeeded: value))
        bytes.append(UInt8(truncatingIfNeeded: value >> 8))
    }

    /// Appends a little-endian UInt32.
    mutating func write(_ value: UInt32) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// Appends a little-endian UInt64.
    @inline(__always)
    mutating func write(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// Appends a Double as the little-endian bit pattern, so it round-trips bit for bit (NaNs too).
    @inline(__always)
    mutating func write(_ value: Double) {
        write(value.bitPattern)
    }

    /// Appends an unsigned LEB128 varint (7 bits a byte, low first, high bit = more follows).
    @inline(__always)
    mutating func writeVarint(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(truncatingIfNeeded: rest))
    }

    /// Appends a signed integer as a zigzag varint (small magnitudes of either sign stay short).
    @inline(__always)
    mutating func writeZigZag(_ value: Int64) {
        writeVarint(UInt64(bitPattern: (value &<< 1) ^ (value >> 63)))
    }

    /// Appends a varint byte count, then the string's UTF-8 bytes.
    @inline(__always)
    mutating func writeString(_ string: String) {
        var string = string
        string.withUTF8 { utf8 in
            writeVarint(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    /// Appends a varint byte count, then the bytes.
    mutating func writeData(_ data: Data) {
        writeVarint(UInt64(data.count))
        bytes.append(contentsOf: data)
    }

    /// Overwrites four bytes at `offset` with a little-endian UInt32 (to patch a length written earlier).
    mutating func patch(_ value: UInt32, at offset: Int) {
        for index in 0..<4 {
            bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * UInt32(index)))
        }
    }
}
