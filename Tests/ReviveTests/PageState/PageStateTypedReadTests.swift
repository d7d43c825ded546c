import Foundation
import Testing
@testable import Revive

struct PageStateTypedReadTests {
    /// The error `read` throws, or a recorded issue when it throws none.
    func failure<T>(_ read: () throws(ReviveError) -> T) -> ReviveError? {
        do {
            _ = try read()
            Issue.record("expected the read to throw")
            return nil
        } catch {
            return error
        }
    }

    @Test func stringWhereIntIsDeclaredIsATypeMismatchQuotingKeyTypeAndValue() {
        let state = PageState(["comic_id": .string("abc")])
        let error = failure { () throws(ReviveError) in try state.decode(Int.self, forKey: "comic_id") }
        #expect(error?.code == .typeMismatch)
        #expect(error?.name == "comic_id")
        #expect(error?.message == #"key "comic_id": expected Int, found string "abc""#)
    }

    @Test func absentKeyIsMissingKey() {
        let state = PageState(["other": .int(1)])
        #expect(#expect(throws: ReviveError.self) { try state.decode(Int.self, forKey: "comic_id") }?.code == .missingKey)
        let error = failure { () throws(ReviveError) in try state.decode(String?.self, forKey: "comic_id") }
        #expect(error?.code == .missingKey)
        #expect(error?.message.contains(#"key "comic_id""#) == true)
    }

    @Test func numbersThatDoNotFitAreOutOfRangeNotTruncated() {
        let cases: [(StateValue, any Decodable.Type, String)] = [
            (.int(300), Int8.self, "Int8"),
            (.int(-129), Int8.self, "Int8"),
            (.int(-1), UInt.self, "UInt"),
            (.int(70_000), UInt16.self, "UInt16"),
            (.unsignedInt(UInt64.max), Int64.self, "Int64"),
            (.unsignedInt(UInt64.max), Int.self, "Int"),
            (.double(1e300), Float.self, "Float"),
        ]
        for (value, type, name) in cases {
            let state = PageState(["zoom": value])
            let error = failure { () throws(ReviveError) in try state.decode(type, forKey: "zoom") }
            #expect(error?.code == .valueOutOfRange, "\(value) as \(name)")
            #expect(error?.message == #"key "zoom": expected \#(name), found \#(value.summary) (out of range)"#)
        }
    }

    @Test func integersAreReadOnlyFromIntegerValues() throws {
        let state = PageState(["whole": .double(3), "flag": .bool(true), "count": .int(3)])
        #expect(failure { () throws(ReviveError) in try state.decode(Int.self, forKey: "whole") }?.code == .typeMismatch)
        #expect(failure { () throws(ReviveError) in try state.decode(Int.self, forKey: "flag") }?.code == .typeMismatch)
        #expect(try state.decode(Double.self, forKey: "count") == 3)
    }

    @Test func mismatchInsideAStoredStructNamesThePath() {
        let state = PageState(["settings": .dictionary([
            "zoom": .double(1), "pagesPerScreen": .int(1), "genre": .string("manga"),
            "mode": .dictionary(["single": .dictionary([:])]), "bookmarks": .array([.int(1), .string("x")]),
        ])])
        let error = failure { () throws(ReviveError) in try state.decode(ReaderSettings.self, forKey: "settings") }
        #expect(error?.code == .typeMismatch)
        #expect(error?.message == #"key "settings" at bookmarks[1]: expected Int, found string "x""#)
    }

    @Test func scalarWhereAStructIsDeclaredNamesTheStructType() {
        let state = PageState(["settings": .string("zoomed")])
        let error = failure { () throws(ReviveError) in try state.decode(ReaderSettings.self, forKey: "settings") }
        #expect(error?.code == .typeMismatch)
        #expect(error?.message == #"key "settings": expected ReaderSettings, found string "zoomed""#)
    }

    @Test func storedStructMissingAFieldIsATypeMismatch() {
        let state = PageState(["settings": .dictionary(["zoom": .double(1)])])
        let error = failure { () throws(ReviveError) in try state.decode(ReaderSettings.self, forKey: "settings") }
        #expect(error?.code == .typeMismatch)
        #expect(error?.message.contains("pagesPerScreen") == true)
    }

    @Test func unknownRawValueIsAnInvalidValue() {
        let state = PageState(["genre": .string("opera")])
        let error = failure { () throws(ReviveError) in try state.decode(Genre.self, forKey: "genre") }
        #expect(error?.code == .invalidValue)
        #expect(error?.message.contains(#"key "genre""#) == true)
    }

    @Test func malformedURLAndUUIDAreInvalidValues() {
        let state = PageState(["url": .string(""), "id": .string("not-a-uuid")])
        let urlError = failure { () throws(ReviveError) in try state.decode(URL.self, forKey: "url") }
        #expect(urlError?.code == .invalidValue)
        let idError = failure { () throws(ReviveError) in try state.decode(UUID.self, forKey: "id") }
        #expect(idError?.message == #"key "id": expected UUID, found string "not-a-uuid" (not a UUID)"#)
    }

    @Test func decodeIfPresentTreatsAbsentAndNullAsNilButNotWrongTypes() throws {
        let state = PageState(["empty": .null, "name": .int(3)])
        #expect(try state.decodeIfPresent(String.self, forKey: "absent") == nil)
        #expect(try state.decodeIfPresent(String.self, forKey: "empty") == nil)
        let error = failure { () throws(ReviveError) in try state.decodeIfPresent(String.self, forKey: "name") }
        #expect(error?.message == #"key "name": expected String, found int 3"#)
    }

    @Test func throwingEncodeIsEncodingFailedAndLeavesTheStateUnchanged() {
        var state = PageState(["value": .int(1)])
        let error = failure { () throws(ReviveError) in try state.encode(Unencodable(), forKey: "value") }
        #expect(error?.code == .encodingFailed)
        #expect(error?.message.hasPrefix(#"key "value": encoding Unencodable failed"#) == true)
        #expect(state["value"] == .int(1))
    }
}
