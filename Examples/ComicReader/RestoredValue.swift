import Revive

/// How the demo checks the values a saved file brings back, and does arithmetic on them.
///
/// A saved file is input: it passed the checksum, so it is the file the app wrote — or a file
/// someone crafted to pass it. `@Preserved` reads are typed (an `Int` is an `Int`), but any
/// `Int` may come back: `Int.max` pages, a text size of `Int.min`, page `-3`. Each page checks
/// its values in `decodeRevivableState(from:)`, where a refusal drops the page and the launch
/// reports it, and every command steps values with ``step(_:by:within:)``, which cannot
/// overflow.
///
/// ```swift
/// override func decodeRevivableState(from state: PageState) throws {
///     let comic = try RestoredValue.comic(comicID)                      // unknown: refused
///     pageNumber = RestoredValue.clamp(pageNumber, to: 1...comic.pageCount)   // clamped
/// }
/// ```
package enum RestoredValue {
    /// A restored value the page refuses; the page is dropped and the launch says why.
    package struct Refused: Error, CustomStringConvertible {
        package let description: String

        package init(description: String) { self.description = description }
    }

    /// The catalog's comic with this identifier.
    /// - Throws: ``Refused`` when the catalog has no such comic.
    package static func comic(_ id: Int) throws -> Comic {
        guard let comic = Comic.catalog.first(where: { $0.id == id }) else {
            throw Refused(description: "comic \(id) is not in the catalog")
        }
        return comic
    }

    /// `value` moved into `range`.
    package static func clamp(_ value: Int, to range: ClosedRange<Int>) -> Int {
        min(max(value, range.lowerBound), range.upperBound)
    }

    /// `value + delta`, kept in `range`, without overflowing whatever `value` is.
    package static func step(_ value: Int, by delta: Int, within range: ClosedRange<Int>) -> Int {
        let (sum, overflow) = clamp(value, to: range).addingReportingOverflow(delta)
        if overflow { return delta > 0 ? range.upperBound : range.lowerBound }
        return clamp(sum, to: range)
    }
}
