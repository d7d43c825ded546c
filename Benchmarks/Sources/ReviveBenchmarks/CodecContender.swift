import Foundation
import Revive

/// One way of turning the benchmark tree into bytes and back: Revive's codec or a peer.
///
/// Each contender encodes its own natural in-memory form of the same tree — Revive the
/// ``Snapshot``, the Codable encoders a typed `Codable` mirror (``CodableNode``), the keyed
/// archiver a property-list object graph (``ArchiveMirror``). The mirrors are built before
/// timing, so only encoding and decoding are timed. Decoding includes building the decoded
/// value (a snapshot, the Codable structs, the object graph).
struct CodecContender {
    /// The contender's name in reports: `revive`, `json`, `plist`, `nskeyedarchiver`.
    let name: String
    /// Encodes the prepared tree.
    let encode: () throws -> Data
    /// Decodes bytes that `encode` produced; returns the node count, to check it came back whole.
    let decode: (Data) throws -> Int

    /// Revive's binary codec (unencrypted, default limits).
    static func revive(_ snapshot: Snapshot) -> CodecContender {
        let codec = SnapshotCodec()
        return CodecContender(
            name: Contender.revive,
            encode: { try codec.encode(snapshot) },
            decode: { try codec.decode($0).root.nodeCount }
        )
    }

    /// `JSONEncoder` and `JSONDecoder` with default settings on the typed mirror.
    static func json(_ snapshot: Snapshot) -> CodecContender {
        let mirror = CodableSnapshot(snapshot)
        let encoder = JSONEncoder()
        let decoder = JSONDecoder()
        return CodecContender(
            name: Contender.json,
            encode: { try encoder.encode(mirror) },
            decode: { try decoder.decode(CodableSnapshot.self, from: $0).root.nodeCount }
        )
    }

    /// `PropertyListEncoder` (binary format) and `PropertyListDecoder` on the typed mirror.
    static func propertyList(_ snapshot: Snapshot) -> CodecContender {
        let mirror = CodableSnapshot(snapshot)
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        let decoder = PropertyListDecoder()
        return CodecContender(
            name: Contender.propertyList,
            encode: { try encoder.encode(mirror) },
            decode: { try decoder.decode(CodableSnapshot.self, from: $0).root.nodeCount }
        )
    }

    /// `NSKeyedArchiver` and `NSKeyedUnarchiver`, with secure coding, on the object graph.
    static func keyedArchiver(_ snapshot: Snapshot) -> CodecContender {
        let graph = ArchiveMirror.object(for: snapshot)
        return CodecContender(
            name: Contender.keyedArchiver,
            encode: { try NSKeyedArchiver.archivedData(withRootObject: graph, requiringSecureCoding: true) },
            decode: { data in
                let object = try NSKeyedUnarchiver.unarchivedObject(ofClasses: ArchiveMirror.allowedClasses, from: data)
                guard let root = (object as? NSDictionary)?["root"] as? NSDictionary else {
                    throw BenchmarkError(.failed, "NSKeyedUnarchiver returned \(String(describing: object)) instead of the archived graph")
                }
                return ArchiveMirror.nodeCount(of: root)
            }
        )
    }

    /// Every contender, Revive first.
    static func all(_ snapshot: Snapshot) -> [CodecContender] {
        [revive(snapshot), json(snapshot), propertyList(snapshot), keyedArchiver(snapshot)]
    }
}

extension CodableNode {
    /// The number of nodes in this subtree, this one included.
    var nodeCount: Int {
        children.reduce(1) { $0 + $1.nodeCount } + presented.reduce(0) { $0 + $1.nodeCount }
    }
}

/// The contender and workload names used in reports and in the JSON output.
public enum Contender {
    /// Revive (its codec, its capture, its full save or restore).
    public static let revive = "revive"
    /// `JSONEncoder` / `JSONDecoder`.
    public static let json = "json"
    /// `PropertyListEncoder` / `PropertyListDecoder`, binary format.
    public static let propertyList = "plist"
    /// `NSKeyedArchiver` / `NSKeyedUnarchiver`.
    public static let keyedArchiver = "nskeyedarchiver"
    /// A bare `open` + `write` + `fsync` + `rename` + folder `fsync` of the same bytes.
    public static let bareWrite = "bare-write"
    /// A launch through ``RestorationController`` with nothing saved (the `launch` baseline).
    public static let freshLaunch = "fresh-launch"
    /// A cold capture in the same new process, right after its first capture.
    public static let coldAfter = "cold-after"
    /// A cold capture + encode in the same new process, right after its whole restore.
    public static let coldCaptureEncode = "cold-capture-encode"
}
