#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation

/// Appends the primitives of Revive's binary format to one growing byte buffer, which
/// becomes the file's `Data` without a copy.
///
/// The encoder's only output: little-endian fixed-width integers, LEB128 varints and
/// length-prefixed UTF-8, stored straight into one `malloc`ed buffer reserved up front.
/// ``finish()`` hands that buffer to `Data` (freed with `free`), so a file is never copied
/// after it is written; a writer dropped without finishing frees it. The type is
/// noncopyable, so two writers can never share (and both free) one buffer.
///
/// ```swift
/// var writer = ByteWriter(capacity: 64)
/// writer.writeString("héllo")
/// let data = writer.finish()   // 7 bytes, no copy
/// ```
struct ByteWriter: ~Copyable {
    /// The buffer; `capacity` bytes, of which the first `count` are written.
    private var base: UnsafeMutableRawPointer
    /// The bytes the buffer holds before it must grow.
    private var capacity: Int
    /// The number of bytes written so far.
    private(set) var count = 0

    /// Creates a writer whose buffer has room for `capacity` bytes before it grows.
    /// - Parameter capacity: The bytes to reserve (exact sizes avoid any regrowth).
    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = Self.reallocate(nil, self.capacity)
    }

    deinit {
        free(base)
    }

    /// The bytes written so far, copied into an array.
    var bytes: [UInt8] {
        withUnsafeBytes { Array($0) }
    }

    /// Calls `body` with the bytes written so far (valid only inside `body`).
    func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(start: base, count: count))
    }

    /// Hands the written bytes over as `Data`, without copying them.
    package consuming func finish() -> Data {
        let data = Data(bytesNoCopy: base, count: count, deallocator: .free)
        discard self
        return data
    }

    /// Drops every byte from `offset` on (to replace a plain body with its sealed form).
    mutating func truncate(to offset: Int) {
        count = min(max(offset, 0), count)
    }

    /// Makes room for `extra` more bytes; the buffer at least doubles when it grows.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(count + extra) }
    }

    private mutating func grow(_ needed: Int) {
        capacity = max(needed, capacity * 2)
        base = Self.reallocate(base, capacity)
    }

    /// `realloc`, stopping the process when memory is exhausted (as Swift's own allocations do).
    private static func reallocate(_ pointer: UnsafeMutableRawPointer?, _ size: Int) -> UnsafeMutableRawPointer {
        guard let memory = realloc(pointer, size) else { preconditionFailure("out of memory for \(size) bytes") }
        return memory
    }

    /// Appends one byte.
    @inline(__always)
    mutating func write(_ byte: UInt8) {
        reserve(1)
        base.storeBytes(of: byte, toByteOffset: count, as: UInt8.self)
        count += 1
    }

    /// Appends raw bytes.
    mutating func write(contentsOf other: some Sequence<UInt8>) {
        for byte in other { write(byte) }
    }

    /// Appends the bytes of `data` in one copy.
    mutating func write(contentsOf data: Data) {
        data.withUnsafeBytes { write(raw: $0) }
    }

    /// Appends the bytes of a buffer in one copy.
    @inline(__always)
    mutating func write(raw buffer: UnsafeRawBufferPointer) {
        guard let source = buffer.baseAddress, !buffer.isEmpty else { return }
        reserve(buffer.count)
        (base + count).copyMemory(from: source, byteCount: buffer.count)
        count += buffer.count
    }

    /// Appends a little-endian UInt16.
    mutating func write(_ value: UInt16) {
        Swift.withUnsafeBytes(of: value.littleEndian) { write(raw: $0) }
    }

    /// Appends a little-endian UInt32.
    mutating func write(_ value: UInt32) {
        Swift.withUnsafeBytes(of: value.littleEndian) { write(raw: $0) }
    }

    /// Appends a little-endian UInt64.
    @inline(__always)
    mutating func write(_ value: UInt64) {
        reserve(8)
        (base + count).storeBytes(of: value.littleEndian, as: UInt64.self)
        count += 8
    }

    /// Appends a Double as the little-endian bit pattern, so it round-trips bit for bit (NaNs too).
    @inline(__always)
    mutating func write(_ value: Double) {
        write(value.bitPattern)
    }

    /// Appends an unsigned LEB128 varint (7 bits a byte, low first, high bit = more follows).
    @inline(__always)
    mutating func writeVarint(_ value: UInt64) {
        reserve(10)
        count = storeVarint(value, at: count)
    }

    /// Stores `value` as a varint at `offset`, in room already reserved.
    /// - Returns: The offset after it.
    @inline(__always)
    private func storeVarint(_ value: UInt64, at offset: Int) -> Int {
        var rest = value
        var position = offset
        while rest >= 0x80 {
            base.storeBytes(of: UInt8(truncatingIfNeeded: rest) | 0x80, toByteOffset: position, as: UInt8.self)
            position += 1
            rest >>= 7
        }
        base.storeBytes(of: UInt8(truncatingIfNeeded: rest), toByteOffset: position, as: UInt8.self)
        return position + 1
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
            write(raw: UnsafeRawBufferPointer(utf8))
        }
    }

    /// Appends a varint byte count, then the bytes.
    mutating func writeData(_ data: Data) {
        writeVarint(UInt64(data.count))
        data.withUnsafeBytes { write(raw: $0) }
    }

    /// Replaces the varint written at `offset` with `value`, which takes no more bytes than
    /// it (a smaller count), moving the bytes after it down when it takes fewer.
    mutating func replaceVarint(at offset: Int, with value: UInt64) {
        var oldLength = 1
        while offset + oldLength <= count,
              base.load(fromByteOffset: offset + oldLength - 1, as: UInt8.self) & 0x80 != 0 {
            oldLength += 1
        }
        let newLength = EncodedSize.varint(value)
        precondition(offset >= 0 && offset + oldLength <= count && newLength <= oldLength, "no varint of \(newLength) bytes fits at \(offset)")
        let tail = count - offset - oldLength
        if newLength < oldLength {
            memmove(base + offset + newLength, base + offset + oldLength, tail)
        }
        _ = storeVarint(value, at: offset)
        count = offset + newLength + tail
    }

    /// Overwrites four bytes at `offset` with a little-endian UInt32 (to patch a length written earlier).
    mutating func patch(_ value: UInt32, at offset: Int) {
        precondition(offset >= 0 && offset + 4 <= count, "patch at \(offset) outside the \(count) bytes written")
        (base + offset).storeBytes(of: value.littleEndian, as: UInt32.self)
    }
}
