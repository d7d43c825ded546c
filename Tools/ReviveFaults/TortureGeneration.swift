import Foundation
package import Revive
import ReviveNavigator

/// The snapshot the kill-torture child saves for one generation, and how a load tells which
/// generation it holds.
///
/// Every generation is a small tree whose root page stores its generation number and a
/// payload of bytes derived from it, so a file that mixed two generations could not decode
/// to a consistent one: the codec's checksum refuses it first, and ``generation(of:)``
/// refuses a payload that does not match the number.
///
/// ```swift
/// let snapshot = TortureGeneration.snapshot(7, payloadSize: 4096)
/// let number = try TortureGeneration.generation(of: snapshot)   // 7
/// ```
package enum TortureGeneration {
    /// The scene every generation is saved under.
    package static let sceneID = "torture"

    /// The snapshot of generation `number`.
    /// - Parameters:
    ///   - number: The generation, from 1.
    ///   - payloadSize: Bytes of the payload value (up to the codec's 1 MiB string cap).
    /// - Returns: The snapshot.
    package static func snapshot(_ number: Int, payloadSize: Int) -> Snapshot {
        let state = PageState([
            "generation": .int(Int64(number)),
            "payload": .data(payload(number, size: payloadSize)),
        ])
        let detail = Snapshot.Node(typeName: "TortureDetailPage", restorationID: "detail-\(number)", state: state)
        let root = Snapshot.Node(
            typeName: "NavigationPage", restorationID: "root", kind: .stack,
            children: [Snapshot.Node(typeName: "TortureListPage", restorationID: "list"), detail]
        )
        let header = Snapshot.Header(appVersion: "torture", schemaVersion: 1, sceneID: sceneID)
        return Snapshot(header: header, root: root)
    }

    /// The generation a loaded snapshot holds.
    /// - Parameter snapshot: A decoded snapshot.
    /// - Returns: Its generation number.
    /// - Throws: ``TortureError`` when the tree is not a generation, or its payload does not
    ///   belong to its number.
    package static func generation(of snapshot: Snapshot) throws(TortureError) -> Int {
        guard let detail = snapshot.root.children.last,
              case .int(let number)? = detail.state.values["generation"],
              case .data(let bytes)? = detail.state.values["payload"]
        else {
            throw TortureError("the loaded tree is not a torture generation: root \(snapshot.root.typeName)")
        }
        guard bytes == payload(Int(number), size: bytes.count) else {
            throw TortureError("generation \(number) carries the payload of another generation")
        }
        return Int(number)
    }

    /// Bytes that depend on the generation number at every position.
    private static func payload(_ number: Int, size: Int) -> Data {
        var bytes = [UInt8](repeating: 0, count: max(size, 0))
        var seed = UInt64(truncatingIfNeeded: number) &* 0x9E37_79B9_7F4A_7C15
        for index in bytes.indices {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            bytes[index] = UInt8(truncatingIfNeeded: seed >> 56)
        }
        return Data(bytes)
    }
}

/// A failure of the kill-torture runner itself, or a broken guarantee it observed.
package struct TortureError: Error, CustomStringConvertible {
    /// What went wrong.
    package let description: String

    /// Creates an error.
    /// - Parameter description: What went wrong, quoting the value.
    package init(_ description: String) {
        self.description = description
    }
}

extension TortureError: Sendable {}
