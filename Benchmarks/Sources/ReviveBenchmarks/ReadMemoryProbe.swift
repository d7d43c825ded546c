public import Foundation
import Revive

/// Peak resident memory while one file is read, each in a new process, as a multiple of the
/// file's size: a hostile file being refused, and a large valid file being
/// read, beside `JSONDecoder` reading JSON of the same size or of the same pages.
///
/// `revive-bench --read-memory` makes the files in a temporary folder, spawns itself once per
/// file and reader (`revive-bench --probe-read-memory revive|json --probe-file PATH`), three
/// times each, and prints a table of the medians. A child measures with ``ResidentMemory``
/// (Linux: the kernel's peak mark reset, then `VmHWM` after minus `VmRSS` before), around the
/// whole read: Revive's through a `FileStore` (open, size check, read) and a `SnapshotCodec`
/// with the default caps; JSON's through `Data(contentsOf:)` and `JSONDecoder`.
///
/// ```swift
/// print(try ReadMemoryProbe.table(executable: "/path/to/revive-bench"))
/// ```
public enum ReadMemoryProbe {
    /// Who reads the file in the child.
    public enum Reader: String, CaseIterable, Sendable {
        /// A `FileStore` read and `SnapshotCodec().decode`; the file is `SCENE.revive`.
        case revive
        /// `Data(contentsOf:)` and `JSONDecoder`: `[String: [Int?]]`, or the pages' Codable
        /// mirror when the file's name starts with `pages`.
        case json
    }

    /// What a child prints.
    public struct Sample: Codable, Sendable {
        /// The read's memory.
        public var memory: ResidentMemory
        /// `decoded N nodes`, `decoded N keys`, or `refused CODE`.
        public var outcome: String
        /// The file's size in bytes.
        public var fileBytes: Int
    }

    /// Reads `file` once as `reader` does, in this process, and measures it.
    /// - Throws: ``BenchmarkError`` with code `failed` when the file cannot be opened.
    @MainActor
    public static func run(_ reader: Reader, file: URL) throws(BenchmarkError) -> Sample {
        let bytes = try BenchmarkSuite.check { try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int ?? 0 }
        var outcome = ""
        let memory: ResidentMemory
        switch reader {
        case .revive:
            let store = try BenchmarkSuite.check { try FileStore(directory: file.deletingLastPathComponent()) }
            let sceneID = file.deletingPathExtension().lastPathComponent
            memory = ResidentMemory.peak {
                do throws(ReviveError) {
                    let data = try store.read(sceneID: sceneID) ?? Data()
                    outcome = "decoded \(try SnapshotCodec().decode(data).root.nodeCount) nodes"
                } catch {
                    outcome = "refused \(error.code)"
                }
            }
        case .json:
            memory = ResidentMemory.peak {
                do {
                    let data = try Data(contentsOf: file)
                    if file.lastPathComponent.hasPrefix("pages") {
                        outcome = "decoded \(try JSONDecoder().decode(CodableSnapshot.self, from: data).root.children.count) tabs"
                    } else {
                        outcome = "decoded \(try JSONDecoder().decode([String: [Int?]].self, from: data).count) keys"
                    }
                } catch {
                    outcome = "refused \(error)"
                }
            }
        }
        return Sample(memory: memory, outcome: outcome, fileBytes: bytes)
    }

    /// One row: what is read, by whom, from which file.
    struct Row {
        let label: String
        let reader: Reader
        let file: URL
    }

    /// Makes the files, measures each row in three new processes, and prints the table.
    /// - Parameter executable: This benchmark's own executable.
    /// - Returns: The table, in Markdown.
    /// - Throws: ``BenchmarkError`` when a file cannot be made or a child fails.
    @MainActor
    public static func table(executable: String) throws(BenchmarkError) -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("revive-read-memory-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let rows = try makeFiles(in: folder)
        var lines = [
            "| read in a new process | file | outcome | peak above the process before | × the file |",
            "| --- | ---: | --- | ---: | ---: |",
        ]
        for row in rows {
            var samples: [Sample] = []
            for _ in 0..<3 { samples.append(try spawn(executable, row.reader, file: row.file)) }
            let peaks = samples.map(\.memory.peakAboveBaselineBytes).sorted()
            let peak = peaks[peaks.count / 2]
            let size = samples[0].fileBytes
            lines.append(
                "| \(row.label) | \(mebibytes(size)) | \(samples[0].outcome) | \(mebibytes(peak)) | "
                    + String(format: "%.2f×", Double(peak) / Double(max(size, 1))) + " |"
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The files of the rows: hostile Revive files of 16 and 4 MiB (arrays of 100,000 nulls,
    /// checksum-valid) and JSON arrays of nulls of the same sizes; 10,000 pages as a Revive file
    /// and as JSON of their Codable mirror.
    @MainActor
    static func makeFiles(in folder: URL) throws(BenchmarkError) -> [Row] {
        try BenchmarkSuite.check {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            var rows: [Row] = []
            for size in [16 << 20, 4 << 20] {
                let name = "nulls\(size >> 20)"
                let revive = folder.appendingPathComponent("\(name).revive")
                try hostileNulls(size: size).write(to: revive)
                let json = folder.appendingPathComponent("\(name).json")
                try jsonNulls(size: size).write(to: json)
                rows.append(Row(label: "Revive: \(size >> 20) MiB of arrays of nulls (hostile)", reader: .revive, file: revive))
                rows.append(Row(label: "JSONDecoder: \(size >> 20) MiB of JSON arrays of nulls", reader: .json, file: json))
            }
            let tree = try BenchmarkTree(pageCount: 10_000)
            let revive = folder.appendingPathComponent("pages.revive")
            try SnapshotCodec().encode(tree.snapshot).write(to: revive)
            let json = folder.appendingPathComponent("pages.json")
            try JSONEncoder().encode(CodableSnapshot(tree.snapshot)).write(to: json)
            rows.append(Row(label: "Revive: 10,000 pages (valid)", reader: .revive, file: revive))
            rows.append(Row(label: "JSONDecoder: the same 10,000 pages (Codable mirror)", reader: .json, file: json))
            return rows
        }
    }

    /// A checksum-valid Revive file of about `size` bytes: one page whose keys each hold the
    /// same array of 100,000 nulls (shared here, 2.4 MB; about 24 times the file once decoded).
    @MainActor
    static func hostileNulls(size: Int) throws -> Data {
        let loose = SnapshotCodec.DecodingLimits(maxFileSize: 32 << 20, maxDecodedSize: .max)
        let nulls = StateValue.array(Array(repeating: .null, count: 100_000))
        var values: [String: StateValue] = [:]
        for index in 0..<((size - 4_096) / 100_012) { values[String(format: "k%06d", index)] = nulls }
        let root = Snapshot.Node(typeName: "MainTabs", state: PageState(values))
        return try SnapshotCodec(limits: loose).encode(Snapshot(header: BenchmarkTree.header(), root: root))
    }

    /// A JSON object of about `size` bytes whose keys each hold an array of 100,000 `null`s.
    static func jsonNulls(size: Int) -> Data {
        var text = "{"
        let array = "[" + Array(repeating: "null", count: 100_000).joined(separator: ",") + "]"
        var index = 0
        while text.utf8.count + array.utf8.count + 20 < size {
            text += (index == 0 ? "" : ",") + "\"k\(index)\":" + array
            index += 1
        }
        return Data((text + "}").utf8)
    }

    /// Spawns `executable --probe-read-memory READER --probe-file FILE` and reads its sample.
    static func spawn(_ executable: String, _ reader: Reader, file: URL) throws(BenchmarkError) -> Sample {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--probe-read-memory", reader.rawValue, "--probe-file", file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw BenchmarkError(.failed, "cannot start \(executable): \(error)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let sample = try? JSONDecoder().decode(Sample.self, from: data) else {
            throw BenchmarkError(.failed, "\(executable) --probe-read-memory \(reader.rawValue) \(file.path) exited \(process.terminationStatus): \(String(decoding: data, as: UTF8.self).prefix(200))")
        }
        return sample
    }

    /// `16.0 MiB`.
    static func mebibytes(_ bytes: Int) -> String {
        String(format: "%.1f MiB", Double(bytes) / 1_048_576)
    }
}
