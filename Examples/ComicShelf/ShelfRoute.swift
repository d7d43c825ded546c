public import Foundation
public import ReviveSwiftUI

/// The sample's sections: the sidebar's items on iPad and Mac, a stack on iPhone (a
/// `NavigationSplitView` collapses). The router keeps one stack per section.
public enum ShelfTab: String, Codable, Hashable, Sendable, CaseIterable {
    case library, search, settings

    /// The section's title in the sidebar.
    public var title: String { rawValue.capitalized }
}

/// Where the user can be: a comic's page, its reader at a page, and the review sheet.
public enum ShelfRoute: Codable, Hashable, Sendable {
    case comic(id: Int)
    case reader(comicID: Int, page: Int)
    case review(comicID: Int)
}

/// The sample's scene: its routes, its default tree, its router and its links, all
/// platform-free (tested on Linux); the SwiftUI views only bind to them.
///
/// ```swift
/// let router = Shelf.makeRouter(store: store, sceneID: sceneID)
/// router.open(URL(string: "comics://comic/42")!)
/// ```
public enum Shelf {
    /// Every section, the library selected, both columns shown as the platform decides.
    public static let defaultTree = RouteTree<ShelfRoute, ShelfTab>(tabs: ShelfTab.allCases)

    /// The page that keeps the library's list state: its scroll position and its filter.
    public static let libraryPlace = RouteTree<ShelfRoute, ShelfTab>.Place.tabRoot(.library)

    /// The name of the review sheet's draft.
    public static let reviewDraft = "review"

    /// The app's store: one ``Revive/FileStore`` in Application Support (excluded from backups),
    /// shared by every window; created the first time a window asks.
    public static let store: any SnapshotStore = {
        do {
            return try FileStore(directory: FileStore.defaultDirectory(appName: "ComicShelf"))
        } catch {
            // Application Support is the app's own container: failing to create it is not input.
            preconditionFailure("cannot create the state folder: \(error)")
        }
    }()

    /// The router of one window: every `ShelfRoute` may come back (the compiler checks the
    /// cases; a case removed in a later version is pruned at restore, with a report item), and
    /// `comics://` links open through ``link(for:)``.
    /// - Parameters:
    ///   - store: Where the app's windows save.
    ///   - sceneID: The window's Revive id.
    ///   - codec: The codec; pass `SnapshotCodec(key:)` to encrypt.
    /// - Returns: The router.
    @MainActor
    public static func makeRouter(store: any SnapshotStore, sceneID: String, codec: SnapshotCodec = SnapshotCodec()) -> ReviveRouter<ShelfRoute, ShelfTab> {
        ReviveRouter(routes: .allRoutes, defaultTree: defaultTree, sceneID: sceneID, configuration: .init(store: store, codec: codec), deepLinkParser: link(for:))
    }

    /// The place a `comics://` URL opens: `comics://comic/42` (the comic in the library),
    /// `comics://read/42/7` (its reader at page 7), `comics://search`; `nil` for anything else.
    /// - Parameter url: The URL.
    /// - Returns: The link, merged into a restored tree.
    public static func link(for url: URL) -> RouteTree<ShelfRoute, ShelfTab>.DeepLink? {
        guard url.scheme == "comics", let host = url.host else { return nil }
        let numbers = url.pathComponents.dropFirst().compactMap { Int($0) }
        switch (host, numbers.count) {
        case ("comic", 1):
            return RouteTree.DeepLink(tab: .library, path: [.comic(id: numbers[0])])
        case ("read", 2):
            return RouteTree.DeepLink(tab: .library, path: [.comic(id: numbers[0]), .reader(comicID: numbers[0], page: numbers[1])])
        case ("search", 0):
            return RouteTree.DeepLink(tab: .search, path: [])
        default:
            return nil
        }
    }
}
