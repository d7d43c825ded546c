/// The bytes of a varint and of a string in Revive's binary format (the codec's `BinaryFormat`).
///
/// Every size of the format lives in the codec's folder, beside the code that writes it: these
/// and the values' (this file), the nodes' and the snapshot's (`Snapshot+EncodedSize.swift`),
/// and the memory a decoded tree takes (`DecodedSize.swift`). ``SnapshotCodec`` writes exactly
/// these sizes. A page state keeps its own size up to date as values are set, so that capture
/// checks its budgets without encoding: that running total is the one place below the codec
/// that names `EncodedSize` (`Scripts/check-layers.sh` lists it as an allowed crossing).
enum EncodedSize {
    /// The bytes an unsigned LEB128 varint of `value` takes.
    /// - Parameter value: The value.
    /// - Returns: 1…10.
    @inline(__always)
    static func varint(_ value: UInt64) -> Int {
        // 7 payload bits per byte; value 0 still takes one byte.
        let bits = 64 - (value | 1).leadingZeroBitCount
        return (bits + 6) / 7
    }

    /// The bytes a length-prefixed UTF-8 string takes.
    /// - Parameter string: The string.
    /// - Returns: The varint length plus the UTF-8 bytes.
    @inline(__always)
    static func string(_ string: String) -> Int {
        let count = string.utf8.count
        return varint(UInt64(count)) + count
    }
}

/// Sizes in Revive's binary format of the values a page preserves, for size budgets.
///
/// Each is exactly what ``SnapshotCodec`` writes; the sizes of nodes and of a whole snapshot
/// are beside this file (`Snapshot+EncodedSize.swift`).
extension StateValue {
    /// The bytes this value takes in a saved file: its tag byte and its payload.
    ///
    /// ```swift
    /// StateValue.string("héllo").encodedByteCount   // 1 tag + 1 length + 6 UTF-8 bytes = 8
    /// ```
    public var encodedByteCount: Int {
        switch self {
        case .null, .bool:
            return 1
        case .int(let int):
            return 1 + EncodedSize.varint(UInt64(bitPattern: (int &<< 1) ^ (int >> 63)))
        case .unsignedInt(let uint):
            return 1 + EncodedSize.varint(uint)
        case .double, .date:
            return 9
        case .string(let string):
            return 1 + EncodedSize.string(string)
        case .data(let data):
            return 1 + EncodedSize.varint(UInt64(data.count)) + data.count
        case .array(let elements):
            var size = 1 + EncodedSize.varint(UInt64(elements.count))
            for element in elements { size += element.encodedByteCount }
            return size
        case .dictionary(let entries):
            return 1 + Self.entriesByteCount(entries)
        }
    }

    /// The bytes of a count followed by each key and value.
    static func entriesByteCount(_ entries: [String: StateValue]) -> Int {
        var size = EncodedSize.varint(UInt64(entries.count))
        for (key, value) in entries {
            size += EncodedSize.string(key) + value.encodedByteCount
        }
        return size
    }
}

extension PageState {
    /// The bytes these values take in a saved file: a count, then each key and value.
    ///
    /// Kept up to date as values are set, so reading it does not walk the values.
    public var encodedByteCount: Int {
        EncodedSize.varint(UInt64(entries.count)) + entriesByteCount
    }
}
