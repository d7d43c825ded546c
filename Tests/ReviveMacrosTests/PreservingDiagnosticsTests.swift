import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// What `@Preserving` refuses at compile time, and the fix-its it offers.
@Suite struct PreservingDiagnosticsTests {
    @Test func twoPropertiesUnderOneKeyAreAnErrorWithAFixItThatGivesTheSecondItsOwnName() {
        assertPreserving(
            """
            @Preserving
            final class ComicPage {
                @Preserved("id") var comicID = 0
                @Preserved("id") var issueID = 0
            }
            """,
            expandsTo: """
            final class ComicPage {
                @Preserved("id") var comicID = 0
                @Preserved("id") var issueID = 0

                func listPreservedProperties(into list: inout Revive.PreservedPropertyList) {
                    list.append(_comicID, name: "comicID", in: ComicPage.self)
                    list.append(_issueID, name: "issueID", in: ComicPage.self)
                    list.listed(ComicPage.self)
                }
            }

            extension ComicPage: Revive.PreservedPropertyListing {
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'issueID' is saved under the key \"id\", which 'comicID' already uses; each @Preserved property needs a key of its own",
                    line: 4, column: 5,
                    notes: [NoteSpec(message: "\"id\" is first used here", line: 3, column: 5)],
                    fixIts: [FixItSpec(message: "Save it under \"issueID\"")]
                ),
            ],
            fixedSource: """
            @Preserving
            final class ComicPage {
                @Preserved("id") var comicID = 0
                @Preserved("issueID") var issueID = 0
            }
            """
        )
    }

    @Test func aKeyEqualToAnotherPropertysNameIsADuplicateWithNoFixItWhenTheNameIsTaken() {
        assertPreserving(
            """
            @Preserving
            final class ComicPage {
                @Preserved var page = 0
                @Preserved("page") var leaf = 0
                @Preserved("leaf") var sheet = 0
            }
            """,
            expandsTo: """
            final class ComicPage {
                @Preserved var page = 0
                @Preserved("page") var leaf = 0
                @Preserved("leaf") var sheet = 0

                func listPreservedProperties(into list: inout Revive.PreservedPropertyList) {
                    list.append(_sheet, name: "sheet", in: ComicPage.self)
                    list.append(_page, name: "page", in: ComicPage.self)
                    list.append(_leaf, name: "leaf", in: ComicPage.self)
                    list.listed(ComicPage.self)
                }
            }

            extension ComicPage: Revive.PreservedPropertyListing {
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'leaf' is saved under the key \"page\", which 'page' already uses; each @Preserved property needs a key of its own",
                    line: 4, column: 5,
                    notes: [NoteSpec(message: "\"page\" is first used here", line: 3, column: 5)]
                ),
            ]
        )
    }

    @Test func aKeyThatIsNotALiteralIsLeftToTheCaptureToCheck() {
        assertPreserving(
            """
            @Preserving
            final class ComicPage {
                @Preserved(Keys.comic) var comicID = 0
                @Preserved(Keys.comic) var issueID = 0
            }
            """,
            expandsTo: """
            final class ComicPage {
                @Preserved(Keys.comic) var comicID = 0
                @Preserved(Keys.comic) var issueID = 0

                func listPreservedProperties(into list: inout Revive.PreservedPropertyList) {
                    list.append(_comicID, name: "comicID", in: ComicPage.self)
                    list.append(_issueID, name: "issueID", in: ComicPage.self)
                    list.listed(ComicPage.self)
                }
            }

            extension ComicPage: Revive.PreservedPropertyListing {
            }
            """
        )
    }

    @Test(arguments: [
        ("() -> Void", "a function type"),
        ("((Int) -> Void)?", "a function type"),
        ("(Int, String)", "a tuple"),
        ("Any", "an existential"),
        ("any Codable", "an existential"),
        ("Int.Type", "a metatype"),
    ])
    func aTypeThatCanNeverBeCodableIsAnErrorAndIsNotListed(type: String, why: String) {
        assertPreserving(
            """
            @Preserving
            final class Page {
                @Preserved var action: \(type)
            }
            """,
            expandsTo: """
            final class Page {
                @Preserved var action: \(type)

                func listPreservedProperties(into list: inout Revive.PreservedPropertyList) {
                    list.listed(Page.self)
                }
            }

            extension Page: Revive.PreservedPropertyListing {
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'action' cannot be preserved: \(type) is not Codable (\(why)); @Preserved saves Codable values",
                    line: 3, column: 28
                ),
            ]
        )
    }

    @Test func aStaticPreservedPropertyIsAnErrorWithAFixItThatRemovesTheAttribute() {
        assertPreserving(
            """
            @Preserving
            final class Page {
                @Preserved static var shared = 0
            }
            """,
            expandsTo: """
            final class Page {
                @Preserved static var shared = 0

                func listPreservedProperties(into list: inout Revive.PreservedPropertyList) {
                    list.listed(Page.self)
                }
            }

            extension Page: Revive.PreservedPropertyListing {
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'shared' is a static property: @Preserved saves a value of each page, not of its type",
                    line: 3, column: 5,
                    fixIts: [FixItSpec(message: "Remove @Preserved")]
                ),
            ],
            fixedSource: """
            @Preserving
            final class Page {
                static var shared = 0
            }
            """
        )
    }

    @Test(arguments: [("struct", "a struct"), ("enum", "an enum"), ("actor", "an actor")])
    func theMacroOnAnythingButAClassIsAnError(keyword: String, kind: String) {
        assertPreserving(
            """
            @Preserving
            \(keyword) Route {
            }
            """,
            expandsTo: """
            \(keyword) Route {
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "@Preserving applies to a class (a page, a view controller, any Revivable), not to \(kind)",
                    line: 1, column: 1
                ),
            ]
        )
    }
}
