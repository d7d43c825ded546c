import Revive
public import ReviveSwiftUI

/// The route reader's navigation, as data: what `NavigationPage(path:)` and `sheet(item:)`
/// would hold in a SwiftUI build of the comic reader.
///
/// Each case is saved under its case name; the registry below is the allowlist.
public enum ReaderRoute: Codable, Hashable, Sendable {
    /// The list of comics.
    case comics
    /// One comic.
    case comic(id: Int)
    /// The reader, on one page of a comic.
    case reader(comicID: Int, page: Int)
    /// The reader-options sheet.
    case options(textSize: Int)
    /// The sign-in sheet.
    case signIn(account: String)

    /// The names a saved file may bring back.
    public static var registry: RouteRegistry<ReaderRoute> {
        var routes = RouteRegistry<ReaderRoute>()
        routes.register("comics", "comic", "reader", "options", "signIn")
        return routes
    }

    /// The tabs of a fresh start.
    public static let defaultTree = RouteTree<ReaderRoute>(tabs: ["library", "favorites", "settings"])

    /// A compact form for the `routes:` line: `comic(42)`, `reader(42,p17)`.
    public var shortDescription: String {
        switch self {
        case .comics: "comics"
        case .comic(let id): "comic(\(id))"
        case .reader(let comicID, let page): "reader(\(comicID),p\(page))"
        case .options(let textSize): "options(\(textSize))"
        case .signIn(let account): "signIn(\(account))"
        }
    }
}
