public import Foundation
public import ReviveSwiftUI

/// The sample's tabs. The library tab is a split view of its own: its sidebar lists the
/// ``ShelfCollection``s, its detail column is the tab's stack. The router keeps one stack per tab.
public enum ShelfTab: String, Codable, Hashable, Sendable, CaseIterable {
    case library, search, settings

    /// The tab's title.
    public var title: String { rawValue.capitalized }
}

/// The library's sidebar: which comics its detail column lists. The router keeps the selection
/// for the library tab (`router.sidebarSelection(inTab: .library, as: ShelfCollection.self)`),
/// with the tab's column visibility.
public enum ShelfCollection: String, Codable, Hashable, Sendable, CaseIterable {
    case all, unread, long

    /// The collection's title in the sidebar.
    public var title: String { rawValue.capitalized }

    /// Its comics: all of them, those not read yet, or those of more than 40 pages.
    public var comics: [Comic] {
        switch self {
        case .all: Shelf.catalog
        case .unread: Shelf.catalog.filter { !$0.isRead }
        case .long: Shelf.catalog.filter { $0.pages > 40 }
        }
    }
}

/// The sample's router, as its views read it from the environment: `@Environment(ShelfRouter.self)`.
public typealias ShelfRouter = ReviveRouter<ShelfRoute, ShelfTab>

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
    /// Every tab, the library selected; the library's split view shows its columns as the
    /// platform decides until the user changes them.
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
    public static func makeRouter(store: any SnapshotStore, sceneID: String, codec: SnapshotCodec = SnapshotCodec()) -> ShelfRouter {
        ReviveRouter(routes: .allRoutes, defaultTree: defaultTree, sceneID: sceneID, configuration: .init(store: store, codec: codec), deepLinkParser: link(for:))
    }

    /// The place a `comics://` URL opens: `comics://comic/42` (the comic in the library),
    /// `comics://read/42/7` (its reader at page 7), `comics://search`, and
    /// `comics://review/42?text=Loved%20it` (the comic with its review sheet, the draft filled
    /// in); `nil` for anything else. Each is merged into a restored tree and keeps the sheets
    /// on screen with their drafts: it opens beneath a half-written review.
    /// - Parameter url: The URL.
    /// - Returns: The link.
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
        case ("review", 1):
            var link = RouteTree<ShelfRoute, ShelfTab>.DeepLink(
                tab: .library, path: [.comic(id: numbers[0])], modal: RouteTree.Modal(.review(comicID: numbers[0]))
            )
            let text = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "text" }?.value
            if let text { link[viewStateAt: .modal].drafts[reviewDraft] = PageViewState.TextDraft(text: text) }
            return link
        default:
            return nil
        }
    }
}
