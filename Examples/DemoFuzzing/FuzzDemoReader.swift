import Foundation
import Revive
import ReviveNavigator

/// Reads fuzzer bytes as a page tree of the comic-reader demo and a list of its commands.
///
/// Per node: a name byte (one of ``names``: the demo's registered pages first), a
/// restoration-id byte, a shape byte (kind, up to 7 children, a presented bit, a state bit), a
/// selection byte for tabs, then for a state up to 3 values under the demo's keys. Values lean
/// to the extremes an app does arithmetic on: `Int64.max`, `Int64.min`, `0`, `-1`, huge
/// unsigned numbers, NaN, long strings. After the tree every byte is one command (`1`…`9`,
/// `back`, `home`, `tab N`, `help`, `Int.max`, `Int.min`, `-1`). Depth is capped at 6 and the
/// input ends in zeros, so every input is a finite tree.
struct FuzzDemoReader {
    /// Type names: the demo's registered pages, then two it does not register.
    static let names = [
        "MainTabs", "NavigationPage", "LibraryPage", "ComicListPage", "ComicDetailPage", "ReaderPage",
        "ReaderOptionsPage", "FavoritesPage", "SettingsPage", "SignInPage", "TabBarPage", "Session",
        "ArchivePage",
    ]
    /// Restoration identifiers the demo uses, and the empty one.
    static let identifiers = ["tabs", "library-tab", "library", "reader", "options", "sign-in", "comic-42", "", "archive"]
    /// The keys the demo's pages preserve, and one they do not.
    static let keys = ["comic_id", "comicName", "pageNumber", "textSize", "account", "unknown", "list", "comment"]
    /// Issue identifiers an anchor may name: the first, one in the middle, the last, a new
    /// one, and ones the archive does not hold.
    static let issueIdentifiers = ["issue-1", "issue-41", "issue-500", "new-3", "issue-501", "issue-0", "", "鬼滅"]
    /// Integers an app does arithmetic on, at and near the edges.
    static let extremes: [Int64] = [.max, .min, 0, -1, 1, 61, -61, Int64(Int32.max), Int64(Int32.min), .max - 9, 42, 7]
    /// Every command of the demo that needs no waiting, and numbers at the edges.
    static let commands = [
        "1", "2", "3", "4", "5", "6", "back", "home", "tab 1", "tab 2", "tab 3", "tab 9", "help",
        "9223372036854775807", "-9223372036854775808", "-1", "0", "tab -9223372036854775808",
        "down", "up", "jump 41", "jump 9223372036854775807", "jump -9223372036854775808", "type x🎨",
        "cursor 3", "cursor 9223372036854775807", "cursor -9223372036854775808", "clear",
    ]

    private let bytes: [UInt8]
    private var index = 0

    init(_ data: Data) {
        bytes = Array(data)
    }

    /// The tree, then the commands that follow it.
    mutating func read() -> (root: Snapshot.Node, commands: [String]) {
        let root = readNode(depth: 1)
        var commands: [String] = []
        while index < bytes.count, commands.count < 64 {
            commands.append(Self.commands[Int(next()) % Self.commands.count])
        }
        return (root, commands)
    }

    private mutating func next() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    private mutating func next64() -> UInt64 {
        (0..<8).reduce(UInt64(0)) { value, _ in value << 8 | UInt64(next()) }
    }

    private mutating func readNode(depth: Int) -> Snapshot.Node {
        let name = Self.names[Int(next()) % Self.names.count]
        let identifier = Self.identifiers[Int(next()) % Self.identifiers.count]
        let shape = next()
        let childCount = depth < 6 ? Int(shape >> 2 & 0x7) : 0
        let children = (0..<childCount).map { _ in readNode(depth: depth + 1) }
        let presented = depth < 6 && shape & 0x20 != 0 ? readNode(depth: depth + 1) : nil
        let kind: ContainerKind
        switch shape & 0x3 {
        case 0: kind = .page
        case 1: kind = .stack
        default: kind = .tabs(selectedIndex: Int(next()) % max(children.count, 1))
        }
        var state = PageState()
        if shape & 0x40 != 0 {
            for _ in 0..<(Int(next()) % 4) {
                let key = Self.keys[Int(next()) % Self.keys.count]
                switch key {
                case "list": state[key] = readAnchor()
                case "comment": state[key] = readDraft()
                default: state[key] = readValue(depth: 1)
                }
            }
        }
        return Snapshot.Node(
            typeName: name, restorationID: identifier, state: state, kind: kind, children: children, presented: presented
        )
    }

    /// A scroll anchor as a file holds one: an identifier, an extreme place and offset; or any
    /// value, when the first byte is odd.
    private mutating func readAnchor() -> StateValue {
        guard next() & 1 == 0 else { return readValue(depth: 1) }
        return .dictionary([
            "id": .string(Self.issueIdentifiers[Int(next()) % Self.issueIdentifiers.count]),
            "index": .int(Self.extremes[Int(next()) % Self.extremes.count]),
            "offset": .double(Double(bitPattern: next64())),
            "pixels": .int(Self.extremes[Int(next()) % Self.extremes.count]),
        ])
    }

    /// A draft as a file holds one: text and an extreme selection; or any value, when the
    /// first byte is odd.
    private mutating func readDraft() -> StateValue {
        guard next() & 1 == 0 else { return readValue(depth: 1) }
        return .dictionary([
            "text": .string(String(decoding: (0..<Int(next() % 16)).map { _ in next() }, as: UTF8.self)),
            "at": .int(Self.extremes[Int(next()) % Self.extremes.count]),
            "length": .int(Self.extremes[Int(next()) % Self.extremes.count]),
        ])
    }

    private mutating func readValue(depth: Int) -> StateValue {
        switch next() % 9 {
        case 0: return .null
        case 1: return .bool(next() & 1 == 1)
        case 2: return .int(Int64(bitPattern: next64()))
        case 3: return .int(Self.extremes[Int(next()) % Self.extremes.count])
        case 4: return .unsignedInt(next64() | 1 << 63)
        case 5: return .double(Double(bitPattern: next64()))
        case 6: return .string(String(repeating: "x", count: Int(next()) * 8))
        case 7: return .string(String(decoding: (0..<Int(next() % 16)).map { _ in next() }, as: UTF8.self))
        default:
            guard depth < 3 else { return .null }
            return .array((0..<Int(next() % 3)).map { _ in readValue(depth: depth + 1) })
        }
    }
}
