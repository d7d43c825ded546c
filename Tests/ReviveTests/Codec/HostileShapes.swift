import Foundation
@testable import Revive

/// The largest hostile shapes under the default caps: checksum-valid files just under
/// ``SnapshotCodec/DecodingLimits/maxFileSize`` (4 MiB) whose bytes decode to the most memory per byte.
///
/// Each is one page whose state holds `key → value` entries until the file is full: arrays of
/// 100,000 nulls (one byte each on disk, a 24-byte slot each in memory), dictionaries of
/// 100,000 nulls under short keys, arrays of 16-byte strings (just too long to be stored inline),
/// arrays of 15-byte data values, and 10,000 nodes with a state each.
enum HostileShapes: String, CaseIterable {
    case arraysOfNulls, dictionariesOfNulls, arraysOfShortStrings, arraysOfShortData, manyNodes

    /// The file, a little under `size` bytes.
    func file(size: Int = SnapshotCodec.DecodingLimits.default.maxFileSize) -> Data {
        var writer = RawSnapshotWriter()
        let room = size - 200
        if self == .manyNodes {
            writer.body.append(contentsOf: [0, 0, BinaryFormat.Kind.stack, 0])
            writer.varint(9_999)
            let perNode = (room / 9_999)
            for _ in 0..<9_999 {
                writer.body.append(contentsOf: [0, 0, BinaryFormat.Kind.page, 1, 1, UInt8(ascii: "a"), BinaryFormat.Tag.array])
                let count = max(perNode - 12, 0)
                writer.varint(UInt64(count))
                writer.body.append(contentsOf: repeatElement(BinaryFormat.Tag.null, count: count))
                writer.body.append(contentsOf: [0, 0])
            }
            writer.body.append(contentsOf: [0])
            return writer.file()
        }
        var entries: [[UInt8]] = []
        var used = 0
        while used < room {
            var value = RawSnapshotWriter()
            fill(&value, room: room - used)
            guard value.body.count > 8 else { break }
            entries.append(value.body)
            used += value.body.count + 8
        }
        writer.body.append(contentsOf: [0, 0, BinaryFormat.Kind.page])
        writer.varint(UInt64(entries.count))
        for (index, body) in entries.enumerated() {
            writer.string(String(format: "k%06d", index))
            writer.body.append(contentsOf: body)
        }
        writer.body.append(contentsOf: [0, 0])
        return writer.file()
    }

    /// One value of the shape, at most `room` bytes.
    private func fill(_ writer: inout RawSnapshotWriter, room: Int) {
        switch self {
        case .arraysOfNulls:
            let count = min(100_000, room - 8)
            guard count > 0 else { return }
            writer.byte(BinaryFormat.Tag.array)
            writer.varint(UInt64(count))
            writer.body.append(contentsOf: repeatElement(BinaryFormat.Tag.null, count: count))
        case .dictionariesOfNulls:
            let count = min(100_000, (room - 8) / 5)
            guard count > 0 else { return }
            writer.byte(BinaryFormat.Tag.dictionary)
            writer.varint(UInt64(count))
            for index in 0..<count {
                writer.varint(3)
                writer.body.append(contentsOf: [index / 9_025, index / 95 % 95, index % 95].map { UInt8(0x20 + $0 % 95) })
                writer.byte(BinaryFormat.Tag.null)
            }
        case .arraysOfShortStrings, .arraysOfShortData:
            let length = self == .arraysOfShortStrings ? 16 : 15
            let count = min(100_000, (room - 8) / (length + 2))
            guard count > 0 else { return }
            writer.byte(BinaryFormat.Tag.array)
            writer.varint(UInt64(count))
            for _ in 0..<count {
                writer.byte(self == .arraysOfShortStrings ? BinaryFormat.Tag.string : BinaryFormat.Tag.data)
                writer.varint(UInt64(length))
                writer.body.append(contentsOf: repeatElement(UInt8(ascii: "x"), count: length))
            }
        case .manyNodes:
            break
        }
    }
}
