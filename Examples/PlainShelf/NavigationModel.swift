// The plain sample's own navigation state, written as a SwiftUI app writes it without Revive
// (Apple's *Restoring your app's state with SwiftUI*): an `@Observable` model that is `Codable`.
// Nothing here imports Revive; `@ScenePreservedModel` keeps this model as it is.
import Foundation
public import Observation

/// A book on the shelf.
public struct Book: Identifiable, Hashable, Sendable {
    public let id: Int
    public let title: String
    public let pages: Int
}

/// The shelf's books.
public enum Books {
    /// Every book, in the library's order.
    public static let all = [
        Book(id: 1, title: "Dune", pages: 412),
        Book(id: 2, title: "Emma", pages: 474),
        Book(id: 3, title: "Ulysses", pages: 730),
        Book(id: 4, title: "Walden", pages: 352),
    ]

    /// The book with `id`, if there is one.
    public static func book(_ id: Int) -> Book? { all.first { $0.id == id } }
}

/// Where the library tab's `NavigationStack(path:)` can go.
public enum Route: Codable, Hashable, Sendable {
    case book(id: Int)
    case reader(bookID: Int, page: Int)
}

/// The tabs of the app's `TabView(selection:)`.
public enum AppTab: String, Codable, Hashable, Sendable, CaseIterable {
    case library, search, settings

    /// The tab's title.
    public var title: String { rawValue.capitalized }
}

/// What `.sheet(item:)` shows: a review being written, or the share sheet.
public enum Sheet: Codable, Hashable, Sendable, Identifiable {
    case review(bookID: Int)
    case share(bookID: Int)

    public var id: Self { self }
}

/// The app's navigation: the library's path, the selected tab, the presented sheet and the
/// review draft. One per window, made by the window's root view. Not `Sendable`: it lives on the
/// main actor with the views that bind to it.
///
/// The `Codable` conformance is written by hand, as Apple's sample writes it: `encode(to:)` reads
/// the properties themselves, so Observation sees each read, and whoever encodes the model inside
/// `withObservationTracking` (`@ScenePreservedModel` does) hears of the next change at once. A
/// synthesized conformance would read the `@Observable` macro's `_path` storage, which
/// Observation does not see, and its keys would be `_path`, `_selectedTab`.
///
/// ```swift
/// let model = NavigationModel()
/// model.path.append(.book(id: 1))
/// model.presentedSheet = .review(bookID: 1)
/// ```
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@Observable
public final class NavigationModel: Codable {
    /// The library tab's stack, for `NavigationStack(path:)`.
    public var path: [Route] = []
    /// The selected tab, for `TabView(selection:)`.
    public var selectedTab = AppTab.library
    /// The presented sheet, for `.sheet(item:)`.
    public var presentedSheet: Sheet?
    /// The review being written in the review sheet.
    public var draft = ""

    /// A fresh window's navigation: the library's root, no sheet, no draft.
    public init() {}

    // MARK: Codable

    enum CodingKeys: String, CodingKey {
        case path, selectedTab, presentedSheet, draft
    }

    public required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        path = try container.decode([Route].self, forKey: .path)
        selectedTab = try container.decode(AppTab.self, forKey: .selectedTab)
        presentedSheet = try container.decodeIfPresent(Sheet.self, forKey: .presentedSheet)
        draft = try container.decode(String.self, forKey: .draft)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(selectedTab, forKey: .selectedTab)
        try container.encodeIfPresent(presentedSheet, forKey: .presentedSheet)
        try container.encode(draft, forKey: .draft)
    }

    // MARK: What the views do

    /// The book the library's stack shows, if it shows one (its page or its reader).
    public var currentBookID: Int? {
        switch path.last {
        case .book(let id)?, .reader(let id, _)?: id
        case nil: nil
        }
    }
}
