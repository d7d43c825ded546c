import ReviveSwiftUI
import ComicReader
import Revive
import ReviveNavigator

/// One choice on a screen: a label and what choosing it does to the tree.
struct Choice {
    let label: String
    let action: @MainActor (RouteReaderApp) throws -> Void

    init(_ label: String, action: @escaping @MainActor (RouteReaderApp) throws -> Void) {
        self.label = label
        self.action = action
    }
}

/// What the user sees: a tab's root view or a route, drawn as text.
enum ReaderScreen: Hashable {
    case tabRoot(ReaderTab)
    case route(ReaderRoute)

    var title: String {
        switch self {
        case .tabRoot(let tab): tab.rawValue.prefix(1).uppercased() + tab.rawValue.dropFirst()
        case .route(.comics): "Comics"
        case .route(.archive): "All issues"
        case .route(.comic(let id)): "\(Comic.named(id)) #\(id)"
        case .route(.reader(_, let page)): "Reader p.\(page)"
        case .route(.options): "Options"
        case .route(.signIn): "Sign in"
        }
    }

    @MainActor
    func body(in app: RouteReaderApp) -> [String] {
        switch self {
        case .tabRoot(.favorites): ["No favorites yet."]
        case .tabRoot(.settings): [app.account.map { "Signed in as \($0)" } ?? "Not signed in"]
        case .tabRoot(.library): []
        case .route(.archive): app.archiveLines
        case .route(.reader(let comicID, let page)): ["Page \(page) of \(Comic.pageCount(comicID))"]
        case .route(.options(let textSize)): ["Text size: \(textSize)"]
        case .route(.signIn(let account)): ["Account: \(account)", "Password: " + String(repeating: "•", count: app.password.count)]
        case .route: []
        }
    }

    @MainActor
    func menu(in app: RouteReaderApp) -> [Choice] {
        switch self {
        case .tabRoot(.library):
            return [Choice("Comics") { $0.routes.tree.push(.comics) }, Choice("All issues") { $0.routes.tree.push(.archive) }]
        case .tabRoot(.settings):
            if app.account != nil { return [Choice("Sign out") { $0.account = nil }] }
            return [Choice("Sign in") { $0.routes.present(.signIn(account: "reader@example.com")) }]
        case .tabRoot(.favorites):
            return []
        case .route(.comics):
            return Comic.catalog.map { comic in Choice(comic.name) { $0.routes.tree.push(.comic(id: comic.id)) } }
        case .route(.archive):
            return [
                Choice("Scroll down") { app in _ = app.archiveCommand("down") },
                Choice("Scroll up") { app in _ = app.archiveCommand("up") },
            ]
        case .route(.comic(let id)):
            return [Choice("Read") { $0.routes.tree.push(.reader(comicID: id, page: 1)) }]
        case .route(.reader(let comicID, let page)):
            let last = Comic.pageCount(comicID)
            return [
                Choice("Next page") { $0.routes.tree.replaceVisibleRoute(with: .reader(comicID: comicID, page: RestoredValue.step(page, by: 1, within: 1...last))) },
                Choice("Previous page") { $0.routes.tree.replaceVisibleRoute(with: .reader(comicID: comicID, page: RestoredValue.step(page, by: -1, within: 1...last))) },
                Choice("Skip 10 pages") { $0.routes.tree.replaceVisibleRoute(with: .reader(comicID: comicID, page: RestoredValue.step(page, by: 10, within: 1...last))) },
                Choice("Reader options") { $0.routes.present(.options(textSize: 14)) },
            ]
        case .route(.options(let size)):
            return [
                Choice("Larger text") { $0.routes.tree.replaceVisibleRoute(with: .options(textSize: RestoredValue.step(size, by: 1, within: ReaderOptionsPage.textSizes))) },
                Choice("Smaller text") { $0.routes.tree.replaceVisibleRoute(with: .options(textSize: RestoredValue.step(size, by: -1, within: ReaderOptionsPage.textSizes))) },
                Choice("Done") { $0.routes.tree.pop() },
            ]
        case .route(.signIn(let account)):
            return [
                Choice("Sign in as \(account)") { app in
                    app.account = account
                    app.routes.tree.pop()
                },
                Choice("Cancel") { $0.routes.tree.pop() },
            ]
        }
    }
}

extension Comic {
    /// The name of comic `id`, or `Comic` for one not in the catalog.
    static func named(_ id: Int) -> String { catalog.first { $0.id == id }?.name ?? "Comic" }
    /// The page count of comic `id`, at least 1.
    static func pageCount(_ id: Int) -> Int { catalog.first { $0.id == id }?.pageCount ?? 1 }
}
