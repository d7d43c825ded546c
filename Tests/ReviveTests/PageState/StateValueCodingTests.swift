import Foundation
import Testing
@testable import Revive

struct StateValueCodingTests {
    /// Stores `value` in a page state and reads it back.
    func roundTrip<T: Codable>(_ value: T) throws -> (stored: StateValue?, decoded: T) {
        var state = PageState()
        try state.encode(value, forKey: "value")
        return (state["value"], try state.decode(T.self, forKey: "value"))
    }

    @Test func everyIntegerWidthRoundTripsAtItsLimits() throws {
        #expect(try roundTrip(Int.min).decoded == Int.min)
        #expect(try roundTrip(Int.max).decoded == Int.max)
        #expect(try roundTrip(Int8.min).decoded == Int8.min)
        #expect(try roundTrip(Int8.max).decoded == Int8.max)
        #expect(try roundTrip(Int16.min).decoded == Int16.min)
        #expect(try roundTrip(Int32.max).decoded == Int32.max)
        #expect(try roundTrip(Int64.min).decoded == Int64.min)
        #expect(try roundTrip(UInt8.max).decoded == UInt8.max)
        #expect(try roundTrip(UInt16.max).decoded == UInt16.max)
        #expect(try roundTrip(UInt32.max).decoded == UInt32.max)
        #expect(try roundTrip(UInt.max).decoded == UInt.max)
        #expect(try roundTrip(UInt64.max) == (.unsignedInt(UInt64.max), UInt64.max))
        #expect(try roundTrip(UInt64(42)).stored == .int(42))
    }

    @Test func storesScalarsInTheirNativeShapes() throws {
        let date = Date(timeIntervalSinceReferenceDate: 123_456.789_012)
        let id = UUID()
        #expect(try roundTrip(42).stored == .int(42))
        #expect(try roundTrip(true).stored == .bool(true))
        #expect(try roundTrip("One Piece").stored == .string("One Piece"))
        #expect(try roundTrip(2.5).stored == .double(2.5))
        #expect(try roundTrip(Float(0.5)).stored == .double(0.5))
        #expect(try roundTrip(date).stored == .date(date))
        #expect(try roundTrip(Data([0, 1, 255])).stored == .data(Data([0, 1, 255])))
        #expect(try roundTrip(id).stored == .string(id.uuidString))
        #expect(try roundTrip(URL(string: "https://example.com/a?b=1#c")).stored == .string("https://example.com/a?b=1#c"))
    }

    @Test func floatingPointValuesComeBackBitForBit() throws {
        #expect(try roundTrip(Float.pi).decoded == Float.pi)
        #expect(try roundTrip(Float.leastNonzeroMagnitude).decoded == Float.leastNonzeroMagnitude)
        #expect(try roundTrip(Double.pi).decoded == Double.pi)
        #expect(try roundTrip(-0.0).decoded.sign == .minus)
        #expect(try roundTrip(Double.infinity).decoded == .infinity)
        #expect(try roundTrip(Double.nan).decoded.isNaN)
    }

    @Test func urlUUIDAndDateComeBackExactly() throws {
        let date = Date(timeIntervalSince1970: 1_700_000_000.123_456)
        #expect(try roundTrip(date).decoded == date)
        let id = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(try roundTrip(id).decoded == id)
        for text in ["https://user@example.com:8080/p%20q/r?s=t&u=%C3%A9#frag", "comic-reader://comic/42", "file:///tmp/a%20b.txt"] {
            let url = try #require(URL(string: text))
            #expect(try roundTrip(url).decoded == url)
            #expect(try roundTrip(url).decoded.absoluteString == text)
        }
    }

    @Test func collectionsKeepTheirShape() throws {
        #expect(try roundTrip([1, 2, 3]).stored == .array([.int(1), .int(2), .int(3)]))
        #expect(try roundTrip(["a": 1]).stored == .dictionary(["a": .int(1)]))
        #expect(try roundTrip([Int: String]()).decoded.isEmpty)
        let byChapter = [1: "one", -20: "minus twenty"]
        #expect(try roundTrip(byChapter).stored == .dictionary(["1": .string("one"), "-20": .string("minus twenty")]))
        #expect(try roundTrip(byChapter).decoded == byChapter)
        let nested: [[String: [Double?]]] = [["x": [1.5, nil]], [:]]
        #expect(try roundTrip(nested).decoded == nested)
        #expect(try roundTrip(Set(["a", "b"])).decoded == ["a", "b"])
    }

    @Test func optionalsStoreNilAsNull() throws {
        #expect(try roundTrip(String?.none) == (.null, nil))
        #expect(try roundTrip(Optional("x")).stored == .string("x"))
        #expect(try roundTrip([1, nil, 3]).stored == .array([.int(1), .null, .int(3)]))
        let settings = ReaderSettings(zoom: 1, pagesPerScreen: 2, genre: .webtoon, mode: .single, bookmarks: [], lastOpened: nil)
        guard case .dictionary(let fields)? = try roundTrip(settings).stored else {
            Issue.record("a struct is stored as a dictionary")
            return
        }
        #expect(fields["lastOpened"] == nil)
    }

    @Test func rawValueEnumsStoreTheirRawValue() throws {
        #expect(try roundTrip(Genre.webtoon) == (.string("webtoon"), .webtoon))
        #expect(try roundTrip(Priority.high) == (.int(10), .high))
        #expect(try roundTrip(Genre.allCases).decoded == Genre.allCases)
    }

    @Test func userStructsAndEnumsWithAssociatedValuesRoundTrip() throws {
        let settings = ReaderSettings(
            zoom: 1.75, pagesPerScreen: 2, genre: .manga,
            mode: .spread(pagesPerScreen: 2, rightToLeft: true),
            bookmarks: [3, 14, 15], lastOpened: Date(timeIntervalSince1970: 1_000.5)
        )
        #expect(try roundTrip(settings).decoded == settings)
        for mode in [ReaderMode.single, .spread(pagesPerScreen: 1, rightToLeft: false), .scroll(0.25, label: nil), .scroll(3, label: "fast")] {
            #expect(try roundTrip(mode).decoded == mode)
        }
        #expect(try roundTrip(ReaderMode.single).stored == .dictionary(["single": .dictionary([:])]))
        let spread = try roundTrip(ReaderMode.spread(pagesPerScreen: 2, rightToLeft: true)).stored
        #expect(spread == .dictionary(["spread": .dictionary(["pagesPerScreen": .int(2), "rightToLeft": .bool(true)])]))
    }

    @Test func nestedContainersAndIntegerKeyedDictionariesRoundTrip() throws {
        let library = Library(
            shelves: ["read": [UUID(), UUID()], "unread": []],
            pagesByChapter: [1: 20, 2: 18],
            covers: [try #require(URL(string: "https://example.com/c.png"))],
            thumbnail: Data(repeating: 7, count: 16)
        )
        #expect(try roundTrip(library).decoded == library)
    }

    @Test func superEncoderAndSuperDecoderKeepTheSuperclassPart() throws {
        let result = try roundTrip(Circle(name: "dot", radius: 2))
        #expect(result.decoded.name == "dot")
        #expect(result.decoded.radius == 2)
        #expect(result.stored == .dictionary(["radius": .double(2), "super": .dictionary(["name": .string("dot")])]))
    }
}
