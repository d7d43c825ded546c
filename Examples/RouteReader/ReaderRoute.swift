import Revive
public import ReviveSwiftUI
import ComicReader

/// The route reader's navigation, as data: what `NavigationPage(path:)` and `sheet(item:)`
/// would hold in a SwiftUI build of the comic reader.
///
/// Each case is saved under its case name; the registry below is the allowlist. A restored
/// route is range-checked as it is decoded (see ``init(from:)``): a value the app could not
/// show, or would do overflowing arithmetic on, is refused, and the route is pruned.
public enum ReaderRoute: Codable, Hashable, Sendable {
    /// The list of comics.
    case comics
    /// The long list of every issue (``ComicReader/ComicArchive``): its scroll anchor and
    /// comment are kept by the route tree at its place.
    case archive
    /// One comic.
    case comic(id: Int)
    /// The reader, on one page of a comic.
    case reader(comicID: Int, page: Int)
    /// The reader-options sheet.
    case options(textSize: Int)
    /// The sign-in sheet.
    case signIn(account: String)

    /// The routes a saved file may bring back: every case (the type is the allowlist; a value
    /// out of range is refused as it is decoded).
    public static var registry: RouteRegistry<ReaderRoute> { .allRoutes }

    /// The tabs of a fresh start.
    public static let defaultTree = RouteTree<ReaderRoute, ReaderTab>(tabs: ReaderTab.allCases)

    /// A compact form for the `routes:` line: `comic(42)`, `reader(42,p17)`.
    public var shortDescription: String {
        switch self {
        case .comics: "comics"
        case .archive: "archive"
        case .comic(let id): "comic(\(id))"
        case .reader(let comicID, let page): "reader(\(comicID),p\(page))"
        case .options(let textSize): "options(\(textSize))"
        case .signIn(let account): "signIn(\(account))"
        }
    }
}

/// The route reader's tabs. Builds from before tabs were the app's own type tagged them with the
/// `String`s that are now the raw values; their saved files restore into these cases.
public enum ReaderTab: String, Codable, Hashable, Sendable, CaseIterable {
    /// The library: comics and the long list of every issue.
    case library
    /// Favorites.
    case favorites
    /// Settings: the account.
    case settings
}

// MARK: Range-checked decoding

extension ReaderRoute {
    /// The route as it is saved: the shape synthesized `Codable` gives (`{"comic": {"id": 7}}`).
    private enum Saved: Codable {
        case comics
        case archive
        case comic(id: Int)
        case reader(comicID: Int, page: Int)
        case options(textSize: Int)
        case signIn(account: String)
    }

    /// Decodes a saved route and checks its values, as `comic-reader`'s pages do in
    /// `decodeRevivableState(from:)`: a comic must be in the catalog, a reader page within
    /// its comic, a text size in `ReaderOptionsPage.textSizes`. A saved file passed its
    /// checksum, yet any `Int` may come back, so a value out of range is refused: the route
    /// is pruned with the rest of its stack, and the launch reports it.
    /// - Throws: `RestoredValue.Refused` naming the value, or the decoder's error.
    public init(from decoder: any Decoder) throws {
        switch try Saved(from: decoder) {
        case .comics:
            self = .comics
        case .archive:
            self = .archive
        case .comic(let id):
            self = .comic(id: try RestoredValue.comic(id).id)
        case .reader(let comicID, let page):
            let comic = try RestoredValue.comic(comicID)
            guard (1...comic.pageCount).contains(page) else {
                throw RestoredValue.Refused(description: "page \(page) is not in comic \(comicID)'s 1...\(comic.pageCount)")
            }
            self = .reader(comicID: comicID, page: page)
        case .options(let textSize):
            guard ReaderOptionsPage.textSizes.contains(textSize) else {
                throw RestoredValue.Refused(description: "text size \(textSize) is not in \(ReaderOptionsPage.textSizes)")
            }
            self = .options(textSize: textSize)
        case .signIn(let account):
            self = .signIn(account: account)
        }
    }

    /// Encodes the route in the shape synthesized `Codable` gives.
    public func encode(to encoder: any Encoder) throws {
        let saved: Saved = switch self {
        case .comics: .comics
        case .archive: .archive
        case .comic(let id): .comic(id: id)
        case .reader(let comicID, let page): .reader(comicID: comicID, page: page)
        case .options(let textSize): .options(textSize: textSize)
        case .signIn(let account): .signIn(account: account)
        }
        try saved.encode(to: encoder)
    }
}
