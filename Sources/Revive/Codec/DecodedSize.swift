import Foundation

/// The memory a decoded tree takes, estimated from counts and lengths *before* anything is
/// allocated, and checked against ``SnapshotCodec/DecodingLimits/maxDecodedSize``.
///
/// A file's bytes and the values they decode to differ most for small values: a `null` is one
/// byte in a file and one ``StateValue`` slot (`MemoryLayout<StateValue>.stride`, 24 bytes on
/// 64-bit platforms) in an array, so 16 MiB of arrays of nulls would take about 400 MiB.
/// ``TreeReader`` charges each array, dictionary, page state, node list, string and data value
/// here as soon as it has read its count or length, before reserving anything; the total
/// crossing the cap ends the decode with ``ReviveError/Code/limitExceeded``
/// (``SnapshotCodec/DecodingLimits/Limit/decodedSize``). ``TreeWriter`` charges the same amounts, so a file
/// the codec writes is a file it reads back.
///
/// The estimate follows how Swift lays the values out, per heap allocation (rounded up to 16
/// bytes, plus 16 of allocator overhead): an array's header and its elements' strides; a
/// dictionary's buckets (a power of two at most 75 % full) of key and value strides; a string's
/// bytes when it is too long to be stored inline (over 15 UTF-8 bytes); a data value's storage
/// object and bytes when over 14 bytes. Scalars live inside their container's slot and cost
/// nothing more.
///
/// ```swift
/// var size = DecodedSize(limits: .default)
/// try size.charge(DecodedSize.array(of: StateValue.self, count: 1_000), offset: 12)
/// ```
struct DecodedSize {
    /// The cap, in bytes.
    let cap: Int
    /// The bytes charged so far.
    private(set) var total = 0

    /// A budget of `limits.maxDecodedSize`.
    init(limits: SnapshotCodec.DecodingLimits) {
        cap = max(limits.maxDecodedSize, 0)
    }

    /// Adds `bytes` and throws once the total is over the cap.
    /// - Parameters:
    ///   - bytes: An estimate from one of the static functions.
    ///   - what: What is being charged, for the message.
    ///   - offset: Where in the file, when decoding; `nil` when encoding.
    @inline(__always)
    mutating func charge(_ bytes: Int, _ what: @autoclosure () -> String, offset: Int?) throws(ReviveError) {
        total = total > cap ? total : total &+ bytes
        guard total > cap else { return }
        throw ReviveError(
            .limitExceeded,
            "\(what()) would bring the decoded tree to \(total) bytes of memory, over the cap maxDecodedSize = \(cap)",
            offset: offset, limit: .decodedSize
        )
    }

    /// One heap allocation of `bytes`: rounded up to 16, plus 16 of overhead.
    @inline(__always)
    static func allocation(_ bytes: Int) -> Int {
        (bytes &+ 15) & ~15 &+ 16
    }

    /// An array of `count` elements of `type` (nothing when empty: the empty array is shared).
    @inline(__always)
    static func array<Element>(of type: Element.Type, count: Int) -> Int {
        count == 0 ? 0 : allocation(32 &+ count &* MemoryLayout<Element>.stride)
    }

    /// A `[String: StateValue]` of `count` entries.
    static func dictionary(count: Int) -> Int {
        guard count > 0 else { return 0 }
        var buckets = 1
        while buckets * 3 < count * 4 { buckets <<= 1 }   // at most 75 % full
        let entry = MemoryLayout<String>.stride + MemoryLayout<StateValue>.stride
        return allocation(64 &+ buckets / 8 &+ buckets &* entry)
    }

    /// A string of `utf8Count` bytes (nothing when small enough to be stored inline).
    @inline(__always)
    static func string(utf8Count: Int) -> Int {
        utf8Count <= 15 ? 0 : allocation(32 &+ utf8Count &+ 1)
    }

    /// A `Data` of `count` bytes (nothing when small enough to be stored inline).
    @inline(__always)
    static func data(count: Int) -> Int {
        count <= 14 ? 0 : allocation(80) &+ allocation(count)
    }
}
