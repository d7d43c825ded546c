import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// What `@Preserving` writes: the list of a class's `@Preserved` properties, and the conformance.
@Suite struct PreservingExpansionTests {
    @Test func aClassListsEachPreservedPropertyInKeyOrderAndConforms() {
        assertPreserving(
            """
            @Preserving
            final class ComicPage: Page {
                @Preserved var title: String?
                @Preserved("comic_id") var comicID = 0
                var cover: Image?
            }
            """,
            expandsTo: """
            final class ComicPage: Page {
                @Preserved var title: String?
                @Preserved("comic_id") var comicID = 0
                var cover: Image?

                func listPreservedProperties(into list: inout Revive.PreservedPropertyList) {
                    list.append(_comicID, name: "comicID", in: ComicPage.self)
                    list.append(_title, name: "title", in: ComicPage.self)
                    list.listed(ComicPage.self)
                }
            }

            extension ComicPage: Revive.PreservedPropertyListing {
            }
            """
        )
    }

    @Test func aKeyKnownOnlyWhenTheAppRunsKeepsTheDeclarationOrder() {
        assertPreserving(
            """
            @Preserving
            final class ComicPage {
                @Preserved var title = ""
                @Preserved(Keys.comic) var comicID = 0
            }
            """,
            expandsTo: """
            final class ComicPage {
                @Preserved var title = ""
                @Preserved(Keys.comic) var comicID = 0

                func listPreservedProperties(into list: inout Revive.PreservedPropertyList) {
                    list.append(_title, name: "title", in: ComicPage.self)
                    list.append(_comicID, name: "comicID", in: ComicPage.self)
                    list.listed(ComicPage.self)
                }
            }

            extension ComicPage: Revive.PreservedPropertyListing {
            }
            """
        )
    }

    @Test func aSubclassOfAListedClassOverridesAndListsItsSuperclassFirst() {
        assertPreserving(
            """
            @Preserving
            class DetailPage: ComicPage {
                @Preserved var page = 1
            }
            """,
            expandsTo: """
            class DetailPage: ComicPage {
                @Preserved var page = 1

                override func listPreservedProperties(into list: inout Revive.PreservedPropertyList) {
                    super.listPreservedProperties(into: &list)
                    list.append(_page, name: "page", in: DetailPage.self)
                    list.listed(DetailPage.self)
                }
            }
            """,
            superclassConforms: true
        )
    }

    @Test func anOpenClassListsWithAnOpenMethodSoSubclassesElsewhereOverrideIt() {
        assertPreserving(
            """
            @Preserving
            open class BasePage {
                @Preserved open var isEditing = false
            }
            """,
            expandsTo: """
            open class BasePage {
                @Preserved open var isEditing = false

                open func listPreservedProperties(into list: inout Revive.PreservedPropertyList) {
                    list.append(_isEditing, name: "isEditing", in: BasePage.self)
                    list.listed(BasePage.self)
                }
            }

            extension BasePage: Revive.PreservedPropertyListing {
            }
            """
        )
    }

    @Test func aClassWithNoPreservedPropertyStillNamesItselfSoItsObjectsAreNotReadFromMirrors() {
        assertPreserving(
            """
            @Preserving
            public final class Blank: UIViewController {
                var label = ""
            }
            """,
            expandsTo: """
            public final class Blank: UIViewController {
                var label = ""

                public func listPreservedProperties(into list: inout Revive.PreservedPropertyList) {
                    list.listed(Blank.self)
                }
            }

            extension Blank: Revive.PreservedPropertyListing {
            }
            """
        )
    }

    @Test func aKeywordNamedPropertyAndAModuleQualifiedAttributeAreListed() {
        assertPreserving(
            """
            @Preserving
            final class Settings {
                @Revive.Preserved var `default` = 0
            }
            """,
            expandsTo: """
            final class Settings {
                @Revive.Preserved var `default` = 0

                func listPreservedProperties(into list: inout Revive.PreservedPropertyList) {
                    list.append(_default, name: "default", in: Settings.self)
                    list.listed(Settings.self)
                }
            }

            extension Settings: Revive.PreservedPropertyListing {
            }
            """
        )
    }
}
