import Foundation
import Revive

/// Saved-state files an attacker or a broken disk could leave in a demo's folder, made through
/// Revive's public API: each is refused by the demo's launch, which starts fresh and says why.
///
/// The checksum-valid ones are encoded by a `SnapshotCodec` whose caps are loosened, so the
/// demo's codec (the defaults) meets a well-formed file it must refuse by a cap. One array of
/// 100,000 nulls is shared by every key of the page (copy-on-write), so the test holds 2.4 MB
/// while the file decodes to far more.
enum HostileStateFile: String, CaseIterable, CustomStringConvertible {
    /// 16 MiB of zero bytes: over the store's size limit, refused by its size before it is read.
    case zeros16MiB
    /// 16 MiB of arrays of nulls with a valid checksum (what an outside check found peaking at
    /// 107 MB, 6.7× the file, before the caps were lowered): over the store's size limit.
    case arraysOfNulls16MiB
    /// 4 MiB of zero bytes: read, and refused by its first bytes (no magic).
    case zeros4MiB
    /// Just under 4 MiB of arrays of nulls with a valid checksum: about 100 MiB decoded,
    /// refused once the tree would pass 16 MiB (`maxDecodedSize`).
    case arraysOfNulls4MiB
    /// An array that declares 100,000 elements over 16 KiB of bytes, checksum fixed after the
    /// count is changed: refused before anything is reserved.
    case hugeDeclaredCount
    /// Values nested 65 deep, one more than `maxDepth`.
    case deepNesting
    /// 10,001 pages, one more than `maxNodeCount`.
    case tooManyNodes

    var description: String { rawValue }

    /// What the launch line says after "started fresh because ".
    var expectedReason: String {
        switch self {
        case .zeros16MiB, .arraysOfNulls16MiB: "the saved state no longer fits this version of the app (the saved file is larger than this version reads"
        case .zeros4MiB: "the saved file is damaged (badMagic"
        case .arraysOfNulls4MiB: "the saved file is damaged (limitExceeded"
        case .hugeDeclaredCount: "the saved file is damaged (truncated"
        case .deepNesting: "the saved file is damaged (limitExceeded"
        case .tooManyNodes: "the saved file is damaged (limitExceeded"
        }
    }

    /// The file's bytes, saved for scene `sceneID`.
    func bytes(sceneID: String = "default") throws -> Data {
        let loose = SnapshotCodec.DecodingLimits(
            maxFileSize: 32 << 20, maxDepth: 1_000, maxNodeCount: 100_000, maxDecodedSize: .max
        )
        let codec = SnapshotCodec(limits: loose)
        let header = Snapshot.Header(appVersion: "1.0", sceneID: sceneID)
        switch self {
        case .zeros16MiB: return Data(count: 16 << 20)
        case .zeros4MiB: return Data(count: (4 << 20) - 64)
        case .arraysOfNulls16MiB, .arraysOfNulls4MiB:
            let size = self == .arraysOfNulls16MiB ? (16 << 20) - 4_096 : (4 << 20) - 4_096
            let nulls = StateValue.array(Array(repeating: .null, count: 100_000))
            var values: [String: StateValue] = [:]
            for index in 0..<(size / 100_012) { values[String(format: "k%06d", index)] = nulls }
            return try codec.encode(Snapshot(header: header, root: Snapshot.Node(typeName: "MainTabs", state: PageState(values))))
        case .hugeDeclaredCount:
            // 16,384 elements: a count of three varint bytes (80 80 01), patched to 100,000 (A0 8D 06).
            let elements = StateValue.array(Array(repeating: .null, count: 16_384))
            var file = try codec.encode(Snapshot(header: header, root: Snapshot.Node(typeName: "MainTabs", state: PageState(["k": elements]))))
            let count: [UInt8] = [0x09, 0x80, 0x80, 0x01]
            guard let at = file.firstRange(of: count) else { throw HostileFileError("no array count in the file") }
            file.replaceSubrange(at, with: [0x09, 0xA0, 0x8D, 0x06])
            return try Self.resealed(file)
        case .deepNesting:
            var value = StateValue.null
            for _ in 0..<65 { value = .array([value]) }
            return try codec.encode(Snapshot(header: header, root: Snapshot.Node(typeName: "MainTabs", state: PageState(["k": value]))))
        case .tooManyNodes:
            let pages = (0..<10_000).map { Snapshot.Node(typeName: "ComicListPage", restorationID: "p\($0)") }
            let root = Snapshot.Node(typeName: "MainTabs", kind: .stack, children: pages)
            return try codec.encode(Snapshot(header: header, root: root))
        }
    }

    /// `file` with its last 32 bytes, the SHA-256 of the rest, computed anew (`sha256sum`).
    private static func resealed(_ file: Data) throws -> Data {
        let covered = file.dropLast(32)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("covered")
        try covered.write(to: path)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sha256sum", path.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let hex = Array(text.prefix(64))
        guard process.terminationStatus == 0, hex.count == 64 else { throw HostileFileError("sha256sum printed \(text)") }
        let digest = try stride(from: 0, to: 64, by: 2).map { index in
            guard let byte = UInt8(String(hex[index...index + 1]), radix: 16) else { throw HostileFileError("not hexadecimal: \(text)") }
            return byte
        }
        return covered + Data(digest)
    }
}

struct HostileFileError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
