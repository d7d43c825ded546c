import Foundation
package import Revive

extension StateValue {
    /// The value as one line of text, close to a Swift literal, for trees, diffs and graphs.
    ///
    /// Integers and doubles as numbers, strings quoted with escapes, dates in ISO 8601 (UTC, with
    /// fractions of a second), data as its size and first bytes in hex, arrays and dictionaries
    /// (keys sorted) in brackets. Text longer than `limit` characters is cut and ends in `…`.
    ///
    /// ```swift
    /// StateValue.string("One Piece").displayText()            // "\"One Piece\""
    /// StateValue.array([.int(1), .int(2)]).displayText()      // "[1, 2]"
    /// ```
    /// - Parameter limit: The most characters shown.
    /// - Returns: The text.
    package func displayText(limit: Int = 120) -> String {
        let text = fullText
        guard text.count > limit else { return text }
        return String(text.prefix(max(limit - 1, 0))) + "…"
    }

    /// The text without a length limit (nested values are cut by their container's limit).
    private var fullText: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .int(let value): "\(value)"
        case .unsignedInt(let value): "\(value)"
        case .double(let value): "\(value)"
        case .string(let value): value.debugDescription
        case .data(let value): Self.describe(value)
        case .date(let value): Self.isoText(value)
        case .array(let values):
            "[" + values.prefix(50).map(\.fullText).joined(separator: ", ") + (values.count > 50 ? ", …]" : "]")
        case .dictionary(let values):
            "{" + values.keys.sorted().prefix(50).map { key in
                "\(key.debugDescription): \(values[key].map(\.fullText) ?? "null")"
            }.joined(separator: ", ") + (values.count > 50 ? ", …}" : "}")
        }
    }

    /// `<5 bytes: 01 02 03 04 05>`, the first 16 bytes at most.
    private static func describe(_ data: Data) -> String {
        let hex = data.prefix(16).map { String(format: "%02x", $0) }.joined(separator: " ")
        let more = data.count > 16 ? " …" : ""
        let unit = data.count == 1 ? "byte" : "bytes"
        return data.isEmpty ? "<0 bytes>" : "<\(data.count) \(unit): \(hex)\(more)>"
    }

    /// ISO 8601 in UTC with fractional seconds, as in `2025-03-01T09:30:00.250Z`.
    static func isoText(_ date: Date) -> String {
        guard date.timeIntervalSinceReferenceDate.isFinite,
              abs(date.timeIntervalSince1970) < 253_402_300_800  // before year 10000
        else { return "date(\(date.timeIntervalSinceReferenceDate) s since 2001)" }
        return date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }
}
