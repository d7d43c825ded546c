package import Foundation
package import Revive
import ReviveNavigator

/// Reads fuzzer bytes as a small page tree, so the fuzzer steers type names, kinds and
/// shapes directly instead of having to forge a whole snapshot file.
///
/// Per node: a name byte (below `0xE0` picks one of ``candidateNames``; otherwise a length
/// byte and that many raw bytes follow, decoded as UTF-8 with repairs), a restoration-id
/// byte, a shape byte (kind: page, stack, tabs or split; a child count, a presented bit, a
/// state bit), the children and the presented page, a selection byte for tabs and splits, and
/// an optional `comic_id` value. A split's selection byte: bit 7 no focus (otherwise the low
/// five bits pick the focused child), bit 6 collapsed, bit 5 a role per child (from
/// ``candidateRoles``). The input ends in zeros, and depth is capped at 8, so every input gives
/// a finite tree.
package struct FuzzTreeReader {
    /// Registered names, unregistered real class names (Foundation, Revive, this module) and
    /// mangled names.
    static let candidateNames: [String] = [
        "NavigationPage", "TabBarPage", "FuzzPage", "FuzzListPage",
        "FuzzSecretPage", "ReviveFaults.FuzzSecretPage", _typeName(FuzzSecretPage.self, qualified: true),
        "12ReviveFaults14FuzzSecretPageC", "$s12ReviveFaults14FuzzSecretPageCN", "$s6Revive4PageCN",
        "Page", "Revive.Page", "Revive.NavigationPage", "Navigator", "Revive.Navigator",
        "NSObject", "NSString", "NSFileManager", "FileManager", "Foundation.FileManager", "Process",
        "Foundation.Process", "NSTask", "Thread", "NSKeyedUnarchiver", "UIViewController", "$sSSN", "",
        "fuzzpage", "FuzzPage ", "FuzzPage\0",
        // Last, so that the names above keep their bytes.
        "SplitPage",
    ]

    /// UIKit's column names, a role of an app's own, and an empty one.
    static let candidateRoles: [ContainerKind.Role] = [.primary, .supplementary, .secondary, "inspector", ""]

    private let bytes: [UInt8]
    private var index = 0

    /// A reader of `data`.
    package init(_ data: Data) {
        bytes = Array(data)
    }

    /// Reads the whole tree.
    package mutating func readTree() -> Snapshot.Node {
        readNode(depth: 1)
    }

    private mutating func next() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    private mutating func readNode(depth: Int) -> Snapshot.Node {
        let nameByte = next()
        let name: String
        if nameByte < 0xE0 {
            name = Self.candidateNames[Int(nameByte) % Self.candidateNames.count]
        } else {
            let length = Int(next() % 32)
            name = String(decoding: (0..<length).map { _ in next() }, as: UTF8.self)
        }
        let restorationID = String(next() % 4)
        let shape = next()
        let childCount = depth < 8 ? Int(shape >> 2 & 0x7) : 0
        let children = (0..<childCount).map { _ in readNode(depth: depth + 1) }
        let presents = depth < 8 && shape & 0x20 != 0
        let presented = presents ? readNode(depth: depth + 1) : nil
        let kind: ContainerKind
        switch shape & 0x3 {
        case 0: kind = .page
        case 1: kind = .stack
        case 2: kind = .tabs(selectedIndex: Int(next()) % max(children.count, 1))
        default: kind = Self.split(selection: next(), childCount: children.count)
        }
        let state = shape & 0x40 != 0 ? PageState(["comic_id": .int(Int64(next()))]) : PageState()
        return Snapshot.Node(
            typeName: name, restorationID: restorationID, state: state, kind: kind, children: children, presented: presented
        )
    }

    /// The split kind a selection byte describes, for `childCount` children.
    package static func split(selection: UInt8, childCount: Int) -> ContainerKind {
        let focused = selection & 0x80 == 0 && childCount > 0 ? Int(selection & 0x1F) % childCount : nil
        let roles = selection & 0x20 != 0 ? (0..<childCount).map { candidateRoles[$0 % candidateRoles.count] } : []
        return .split(focusedIndex: focused, roles: roles, isCollapsed: selection & 0x40 != 0)
    }
}

extension FuzzTreeReader: Sendable {}
