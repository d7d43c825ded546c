import Foundation
@testable import Revive

// Values and pages shared by the page state tests.

enum Genre: String, Codable, Equatable, CaseIterable {
    case manga, western, webtoon
}

enum Priority: Int, Codable, Equatable {
    case low = 1, high = 10
}

/// An enum with associated values and a payload-free case, with synthesised `Codable`.
enum ReaderMode: Codable, Equatable {
    case single
    case spread(pagesPerScreen: Int, rightToLeft: Bool)
    case scroll(Double, label: String?)
}

struct ReaderSettings: Codable, Equatable {
    var zoom: Double
    var pagesPerScreen: Int8
    var genre: Genre
    var mode: ReaderMode
    var bookmarks: [Int]
    var lastOpened: Date?
}

/// A struct whose `Int` keys and nested containers go through every container kind.
struct Library: Codable, Equatable {
    var shelves: [String: [UUID]]
    var pagesByChapter: [Int: Int]
    var covers: [URL]
    var thumbnail: Data
}

/// A class hierarchy using `superEncoder()` / `superDecoder()`.
class Shape: Codable {
    var name: String
    init(name: String) { self.name = name }
}

final class Circle: Shape {
    var radius: Double

    init(name: String, radius: Double) {
        self.radius = radius
        super.init(name: name)
    }

    private enum CodingKeys: String, CodingKey { case radius }

    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        radius = try container.decode(Double.self, forKey: .radius)
        try super.init(from: container.superDecoder())
    }

    override func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(radius, forKey: .radius)
        try super.encode(to: container.superEncoder())
    }
}

/// A value whose own encoder throws.
struct Unencodable: Codable {
    struct Refused: Error {}
    func encode(to encoder: any Encoder) throws { throw Refused() }
    init() {}
    init(from decoder: any Decoder) throws {}
}

// Pages: @MainActor classes, as the lead's `Page` base class is.

@MainActor
class BasePage {
    @Preserved var restorationCount = 0
    @Preserved("base_title") var title = "untitled"
    var scrollOffset = 0.0   // UI state: not preserved
}

@MainActor
class StateComicPage: BasePage {
    @Preserved("comic_id") var comicID = 0
    @Preserved var comicName = ""
    @Preserved var selection: String? = nil
}

@MainActor
final class StateComicDetailPage: StateComicPage {
    @Preserved var zoom: Int8 = 1
    @Preserved var settings = ReaderSettings(
        zoom: 1, pagesPerScreen: 1, genre: .manga, mode: .single, bookmarks: [], lastOpened: nil
    )
    @Preserved var note: String?
}

@MainActor
final class DuplicatingPage: StateComicPage {
    @Preserved("comic_id") var otherID = 7
}

@MainActor
final class PlainPage {
    var text = "not preserved"
}
