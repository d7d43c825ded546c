import Foundation

/// Walks a byte buffer with an index, reading the primitives of Revive's binary format.
///
/// Every read checks the bytes that remain first and throws ``ReviveError/Code/truncated``
/// naming the offset, so no read goes past the end. Nothing is copied except the final
/// strings and data values. The reader borrows `buffer`: use it only inside the
/// `withUnsafeBytes` closure that produced the buffer.
struct ByteReader {
    /// The bytes being read.
    let buffer: UnsafeRawBufferPointer
    /// The index of the next byte to read.
    private(set) var index: Int
    /// Added to `index` in error offsets, when `buffer` starts inside the file (a decrypted body).
    let baseOffset: Int

    /// Creates a reader at the start of `buffer`.
    /// - Parameters:
    ///   - buffer: The bytes; they must outlive the reader.
    ///   - baseOffset: Where `buffer` starts in the file, for error offsets.
    init(_ buffer: UnsafeRawBufferPointer, baseOffset: Int = 0) {
        self.buffer = buffer
        self.index = 0
        self.baseOffset = baseOffset
    }

    /// The bytes left to read.
    var remaining: Int { buffer.count - index }

    /// The file offset of the next byte, for error messages.
    var offset: Int { baseOffset + index }

    /// Throws ``ReviveError/Code/truncated`` unless `count` more bytes remain.
    @inline(__always)
    func require(_ count: Int, _ what: @autoclosure () -> String) throws(ReviveError) {
        guard count <= remaining else {
            throw ReviveError(
                .truncated,
                "\(what()) needs \(count) bytes but the file ends after \(remaining)",
                offset: offset
            )
        }
    }

    /// Reads one byte.
    @inline(__always)
    mutating func readByte(_ what: @autoclosure () -> String) throws(ReviveError) -> UInt8 {
        try require(1, what())
        let byte = buffer[index]
        index += 1
        return byte
    }

    /// Reads a little-endian UInt16.
    mutating func readUInt16(_ what: @autoclosure () -> String) throws(ReviveError) -> UInt16 {
        try require(2, what())
        let value = buffer.loadUnaligned(fromByteOffset: index, as: UInt16.self)
        index += 2
        return UInt16(littleEndian: value)
    }

    /// Reads a little-endian UInt32.
    mutating func readUInt32(_ what: @autoclosure () -> String) throws(ReviveError) -> UInt32 {
        try require(4, what())
        let value = buffer.loadUnaligned(fromByteOffset: index, as: UInt32.self)
        index += 4
        return UInt32(littleEndian: value)
    }

    /// Reads a little-endian UInt64.
    @inline(__always)
    mutating func readUInt64(_ what: @autoclosure () -> String) throws(ReviveError) -> UInt64 {
        try require(8, what())
        let value = buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        index += 8
        return UInt64(littleEndian: value)
    }

    /// Reads a Double from its little-endian bit pattern.
    @inline(__always)
    mutating func readDouble(_ what: @autoclosure () -> String) throws(ReviveError) -> Double {
        Double(bitPattern: try readUInt64(what()))
    }

    /// Reads an unsigned LEB128 varint; refuses one longer than 10 bytes or over UInt64.max.
    @inline(__always)
    mutating func readVarint(_ what: @autoclosure () -> String) throws(ReviveError) -> UInt64 {
        let start = offset
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard index < buffer.count else {
                throw ReviveError(.truncated, "\(what()) is cut off inside its varint", offset: start)
            }
            let byte = buffer[index]
            index += 1
            if shift == 63 && byte > 1 {
                throw ReviveError(.malformed, "\(what()) is a varint over 64 bits", offset: start)
            }
            result |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return result }
            shift += 7
        }
    }

    /// Reads a zigzag varint as a signed integer.
    @inline(__always)
    mutating func readZigZag(_ what: @autoclosure () -> String) throws(ReviveError) -> Int64 {
        let raw = try readVarint(what())
        return Int64(bitPattern: raw >> 1) ^ -Int64(bitPattern: raw & 1)
    }

    /// Reads a varint count, checks it against the cap `limit` (or the tighter `cap`, such as
    /// the nodes left in the budget) and then against the bytes that remain (each element
    /// takes at least `minimumSize` bytes), and returns it as an `Int`. Nothing is allocated.
    mutating func readCount(
        _ what: @autoclosure () -> String,
        limit: SnapshotCodec.DecodingLimits.Limit, minimumSize: Int, limits: SnapshotCodec.DecodingLimits, cap: Int? = nil
    ) throws(ReviveError) -> Int {
        let start = offset
        let claimed = try readVarint(what())
        try limits.check(claimed, limit, what(), offset: start)
        if let cap, claimed > UInt64(max(cap, 0)) {
            throw ReviveError(
                .limitExceeded,
                "\(what()) of \(claimed) is over the \(cap) left under \(limit.name) = \(limits.value(of: limit))",
                offset: start, limit: limit
            )
        }
        let count = Int(claimed)  // fits: not above an Int cap
        guard count <= remaining / max(minimumSize, 1) else {
            throw ReviveError(
                .truncated,
                "\(what()) of \(count) needs at least \(minimumSize) bytes each but only \(remaining) remain",
                offset: start
            )
        }
        return count
    }

    /// Reads the length-prefixed string that comes next when its bytes are those of `known`,
    /// a string read before, and returns `known`; `nil`, reading nothing, when they differ.
    ///
    /// A page's keys and type name repeat from one page to the next: one read before was
    /// checked then, and reusing it costs a comparison instead of a new, validated string.
    mutating func readString(ifItIs known: String) -> String? {
        var probe = self
        guard let length = try? probe.readVarint("a string's length"), length <= UInt64(probe.remaining) else { return nil }
        let count = Int(length)
        guard known.utf8.count == count else { return nil }
        let bytes = UnsafeRawBufferPointer(rebasing: buffer[probe.index..<(probe.index + count)])
        let same = known.utf8.withContiguousStorageIfAvailable { utf8 in
            guard count > 0, let stored = utf8.baseAddress, let read = bytes.baseAddress else { return true }
            return memcmp(stored, read, count) == 0
        }
        guard same == true else { return nil }
        self = probe
        index += count
        return known
    }

    /// Reads a length-prefixed UTF-8 string, refusing one over `maxLength` or not valid UTF-8.
    mutating func readString(_ what: @autoclosure () -> String, limits: SnapshotCodec.DecodingLimits) throws(ReviveError) -> String {
        let start = offset
        let count = try readCount(what(), limit: .stringLength, minimumSize: 1, limits: limits)
        let bytes = UnsafeRawBufferPointer(rebasing: buffer[index..<(index + count)])
        // `String(decoding:)` is the fast path; it repairs invalid UTF-8 with U+FFFD, which
        // always changes the bytes, so comparing them back detects invalid input.
        var string = String(decoding: bytes.assumingMemoryBound(to: UInt8.self), as: UTF8.self)
        let valid = string.withUTF8 { utf8 in
            guard utf8.count == count else { return false }
            guard count > 0, let output = utf8.baseAddress, let input = bytes.baseAddress else { return true }
            return memcmp(output, input, count) == 0
        }
        guard valid else {
            throw ReviveError(.malformed, "\(what()) is not valid UTF-8", offset: start)
        }
        index += count
        return string
    }

    /// Reads a length-prefixed byte string.
    mutating func readData(_ what: @autoclosure () -> String, limits: SnapshotCodec.DecodingLimits) throws(ReviveError) -> Data {
        let count = try readCount(what(), limit: .stringLength, minimumSize: 1, limits: limits)
        let data = Data(UnsafeRawBufferPointer(rebasing: buffer[index..<(index + count)]))
        index += count
        return data
    }
}
