import Foundation

/// A comic of the sample's catalog.
public struct Comic: Identifiable, Hashable, Sendable {
    public let id: Int
    public let title: String
    public let pages: Int
    public let isRead: Bool
}

/// What the library list shows: kept by the list's view with `@RouteStorage("filter")`, so it
/// comes back with the library and goes with the window.
public struct ShelfFilter: Codable, Hashable, Sendable {
    /// How the list is sorted.
    public enum Order: String, Codable, Hashable, Sendable, CaseIterable {
        case title, pages
    }

    /// Only the comics not read yet.
    public var unreadOnly = false
    /// The list's order.
    public var order = Order.title

    /// No filter, by title.
    public init(unreadOnly: Bool = false, order: Order = .title) {
        self.unreadOnly = unreadOnly
        self.order = order
    }

    /// The comics this filter shows, in its order.
    public func apply(to comics: [Comic]) -> [Comic] {
        let shown = unreadOnly ? comics.filter { !$0.isRead } : comics
        switch order {
        case .title: return shown.sorted { ($0.title, $0.id) < ($1.title, $1.id) }
        case .pages: return shown.sorted { ($0.pages, $0.id) < ($1.pages, $1.id) }
        }
    }
}

extension Shelf {
    /// The sample's catalog: 60 comics, every third one read.
    public static let catalog: [Comic] = (1...60).map { id in
        Comic(id: id, title: "Comic \(String(format: "%02d", id))", pages: 20 + (id * 7) % 40, isRead: id % 3 == 0)
    }

    /// The comic with `id`, if the catalog has it.
    public static func comic(_ id: Int) -> Comic? {
        catalog.first { $0.id == id }
    }

    /// The comics whose title contains `query` (all of them for an empty query).
    public static func search(_ query: String) -> [Comic] {
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? catalog : catalog.filter { $0.title.localizedCaseInsensitiveContains(trimmed) }
    }
}
