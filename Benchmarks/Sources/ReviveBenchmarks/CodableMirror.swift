import Foundation
import Revive

/// The benchmark tree as an app would model it for `JSONEncoder` or `PropertyListEncoder`:
/// one `Codable` struct per node with a typed struct for the page's values.
///
/// This is the fairest form for the Codable contenders: typed fields need no type tags, so
/// they encode less than a general value tree would. The mirror is made from the snapshot
/// before timing; the contenders time only encoding the mirror and decoding it back.
struct CodableNode: Codable, Hashable, Sendable {
    /// The page's values, as a typed struct (absent for containers).
    struct Values: Codable, Hashable, Sendable {
        var comicID: Int64
        var title: String
        var progress: Double
        var pageIndex: Int64
        var bookmarks: [Int64]
        var tags: [String]
        var openedAt: Date
    }

    var typeName: String
    var restorationID: String
    /// `"page"`, `"stack"` or `"tabs"`.
    var kind: String
    var selectedIndex: Int?
    var values: Values?
    var children: [CodableNode]
    /// Boxed in an array, as indirect storage for the recursive field.
    var presented: [CodableNode]

    /// Creates a node from its fields.
    init(typeName: String, restorationID: String, kind: String, selectedIndex: Int?, values: Values?,
         children: [CodableNode], presented: [CodableNode]) {
        self.typeName = typeName
        self.restorationID = restorationID
        self.kind = kind
        self.selectedIndex = selectedIndex
        self.values = values
        self.children = children
        self.presented = presented
    }

    /// Mirrors a snapshot node and its subtree.
    init(_ node: Snapshot.Node) {
        typeName = node.typeName
        restorationID = node.restorationID
        kind = node.kind.name
        selectedIndex = node.kind.selectedIndex
        values = Values(node.state)
        children = node.children.map(CodableNode.init)
        presented = node.presented.map { [CodableNode($0)] } ?? []
    }
}

extension CodableNode.Values {
    /// The typed values of a story page's state, or `nil` when the state is not one.
    init?(_ state: PageState) {
        guard case .int(let comicID)? = state["comic_id"],
              case .string(let title)? = state["title"],
              case .double(let progress)? = state["progress"],
              case .int(let pageIndex)? = state["pageIndex"],
              case .array(let bookmarks)? = state["bookmarks"],
              case .array(let tags)? = state["tags"],
              case .date(let openedAt)? = state["openedAt"] else { return nil }
        self.init(
            comicID: comicID, title: title, progress: progress, pageIndex: pageIndex,
            bookmarks: bookmarks.compactMap { if case .int(let value) = $0 { value } else { nil } },
            tags: tags.compactMap { if case .string(let value) = $0 { value } else { nil } },
            openedAt: openedAt
        )
    }
}

/// The header and root of a snapshot, as the Codable contenders encode it.
struct CodableSnapshot: Codable, Hashable, Sendable {
    var appVersion: String
    var schemaVersion: UInt32
    var createdAt: Date
    var sceneID: String
    var root: CodableNode

    /// Creates a snapshot from its fields.
    init(appVersion: String, schemaVersion: UInt32, createdAt: Date, sceneID: String, root: CodableNode) {
        self.appVersion = appVersion
        self.schemaVersion = schemaVersion
        self.createdAt = createdAt
        self.sceneID = sceneID
        self.root = root
    }

    /// Mirrors a snapshot.
    init(_ snapshot: Snapshot) {
        appVersion = snapshot.header.appVersion
        schemaVersion = snapshot.header.schemaVersion
        createdAt = snapshot.header.createdAt
        sceneID = snapshot.header.sceneID
        root = CodableNode(snapshot.root)
    }
}
