import Crypto
package import Foundation
package import Revive

/// The checks of the ``FuzzTarget/loader`` and ``FuzzTarget/roundTrip`` targets.
///
/// Both decode with the checksum check switched off (`SnapshotCodec.DecodingLimits.verifiesChecksum`), so a
/// fuzzed input reaches the header, the tree and the values instead of stopping at the
/// checksum. The loader also decodes with a key, to reach the decryption path.
package enum FuzzChecks {
    /// A codec that skips the checksum, so inputs reach deeper.
    package static let uncheckedCodec: SnapshotCodec = {
        var limits = SnapshotCodec.DecodingLimits.default
        limits.verifiesChecksum = false
        return SnapshotCodec(limits: limits)
    }()

    /// The same, with a fixed key.
    package static let uncheckedKeyedCodec: SnapshotCodec = {
        var codec = uncheckedCodec
        codec.key = SymmetricKey(data: Data(repeating: 0x5A, count: 32))
        return codec
    }()

    /// Decodes `data` every way the loader can; only a typed error or a snapshot may come out.
    ///
    /// Typed throws make any other error impossible to express, so what this checks is that
    /// nothing traps, hangs or overflows, that a decoded tree respects the caps, and that a
    /// launch applies the policy's age rule to its header time (``FuzzPolicyCheck``).
    /// - Parameter data: The input.
    /// - Returns: A finding when a decoded tree breaks a cap.
    package static func load(_ data: Data) -> FuzzFinding? {
        _ = try? SnapshotCodec.isEncrypted(data)
        _ = try? uncheckedCodec.decodeHeader(data)
        _ = try? SnapshotCodec().decode(data)
        _ = try? uncheckedKeyedCodec.decode(data)
        guard let snapshot = try? uncheckedCodec.decode(data) else { return nil }
        let nodes = snapshot.root.nodeCount
        if nodes > SnapshotCodec.DecodingLimits.default.maxNodeCount {
            return FuzzFinding("decoded a tree of \(nodes) nodes, over the cap \(SnapshotCodec.DecodingLimits.default.maxNodeCount)")
        }
        return FuzzPolicyCheck.check(snapshot, data: data)
    }

    /// For bytes that decode: encoding succeeds, and decoding and encoding again give the same
    /// bytes and an equal tree (compared by bytes, since a NaN value is unequal to itself).
    /// - Parameter data: The input.
    /// - Returns: A finding when the round trip changes anything.
    package static func roundTrip(_ data: Data) -> FuzzFinding? {
        guard let first = try? uncheckedCodec.decode(data) else { return nil }
        let bytes: Data
        do {
            bytes = try uncheckedCodec.encode(first)
        } catch {
            return FuzzFinding("a decoded snapshot does not encode: \(error)")
        }
        let second: Snapshot
        do {
            second = try SnapshotCodec().decode(bytes)
        } catch {
            return FuzzFinding("the codec cannot read what it wrote: \(error)")
        }
        guard let again = try? uncheckedCodec.encode(second), again == bytes else {
            return FuzzFinding("decode → encode → decode → encode changed the bytes (\(bytes.count) bytes)")
        }
        guard second.root.nodeCount == first.root.nodeCount, second.header.sceneID == first.header.sceneID else {
            return FuzzFinding("the round trip changed the tree: \(first.root.nodeCount) → \(second.root.nodeCount) nodes")
        }
        return nil
    }
}
