import Foundation
import Testing
@testable import Revive
@testable import ReviveSwiftUI

/// A stand-in for SwiftUI's `NavigationPath` (which Linux has no copy of), with the shape of its
/// codable representation: a flat list of a type name and a value per element, the last element
/// first, and an error at the index of an entry whose type the app no longer has.
enum NavigationPath {
    struct CodableRepresentation: Codable, Equatable {
        var entries: [String]

        init(entries: [String]) { self.entries = entries }

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var entries: [String] = []
            while !container.isAtEnd {
                let entry = try container.decode(String.self)
                if entries.count.isMultiple(of: 2), entry.hasPrefix("Removed") {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "no type named \(entry)")
                }
                entries.append(entry)
            }
            self.entries = entries
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for entry in entries { try container.encode(entry) }
        }
    }
}

/// A `NavigationPath`'s representation keeps its elements last first, so a prefix of its list is
/// not a prefix of the path: it is decoded whole, never cut.
struct ScenePreservedWholeValueTests {
    @Test func aNavigationPathRepresentationIsNeverCut() throws {
        #expect(PartialDecoding.keepsWhole(NavigationPath.CodableRepresentation.self))
        #expect(PartialDecoding.keepsWhole(NavigationPath.CodableRepresentation?.self))
        #expect(!PartialDecoding.keepsWhole([String].self))

        // The top of the stack first: a prefix would keep the top and lose the root.
        let saved = NavigationPath.CodableRepresentation(entries: ["Reader", "{\"page\":3}", "RemovedComic", "{\"id\":7}"])
        let stored = try StateValue(encoding: saved)
        let (value, items) = PartialDecoding.decode(NavigationPath.CodableRepresentation.self, from: stored, key: "path")
        #expect(value == nil, "the whole value reads as its default, never as its first entries")
        #expect(items.count == 1)
        #expect(items.first?.kind == .defaultedValue)
        #expect(items.first?.reason.contains("a value kept whole") == true)

        let intact = try StateValue(encoding: NavigationPath.CodableRepresentation(entries: ["Reader", "{}"]))
        #expect(PartialDecoding.decode(NavigationPath.CodableRepresentation.self, from: intact, key: "path").value?.entries == ["Reader", "{}"])
    }

    @Test func anOptionalNavigationPathRepresentationThatNoLongerDecodesIsNil() throws {
        let stored = try StateValue(encoding: NavigationPath.CodableRepresentation(entries: ["RemovedComic", "{}"]))
        let (_, items) = PartialDecoding.decode(NavigationPath.CodableRepresentation?.self, from: stored, key: "path")
        #expect(items.count == 1)
        #expect(items.first?.reason.contains("a value kept whole") == true, "never cut to its first entries")
    }
}
