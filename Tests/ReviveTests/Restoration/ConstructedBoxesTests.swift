import Foundation
import Testing
@testable import Revive
@testable import ReviveNavigator

/// Pages the registry builds have their storage boxes taken from the boxes their wrappers
/// made, matched once per class against the first page's mirror: each value must still land in
/// its own property, whatever the page's initialiser does.
@MainActor
struct ConstructedBoxesTests {
    final class NotePage: Page {
        @Preserved var title = ""
        @Preserved("n") var count = 0
        @Preserved var tag: String?
    }

    /// Replaces a wrapper in its initialiser: the box made first is not the one it holds.
    final class ReplacingPage: Page {
        @Preserved var count = 0
        @Preserved var nickname = ""

        init() {
            super.init(restorationIdentifier: nil)
            _count = Preserved(wrappedValue: 7)
        }
    }

    /// A model with a wrapper of its own, which a page may or may not make.
    final class Model {
        @Preserved var hidden = 0
    }

    /// Makes a model (and so one more box) only when asked: its pages differ in the boxes made.
    final class VaryingPage: Page {
        static let makesModel = LockedValue(false)
        let model: Model? = VaryingPage.makesModel.withLock { $0 } ? Model() : nil
        @Preserved var first = 0
        @Preserved var second = 0
    }

    private func state(_ values: [String: StateValue]) -> PageState {
        PageState(values)
    }

    @Test func pagesBuiltByTheRegistryAreRestoredIntoTheirOwnProperties() throws {
        let registry = RestorationRegistry<Page>()
        registry.register(NotePage.self) { NotePage() }
        for number in 1...4 {
            let page = try #require(try registry.make("NotePage") as? NotePage)
            let issues = PreservedProperties.restoreKeepingBoxes(
                state(["title": .string("note \(number)"), "n": .int(Int64(number)), "tag": .string("t\(number)")]), into: page, cache: page.preservedPropertyCache)
            #expect(issues.isEmpty)
            #expect(page.title == "note \(number)")
            #expect(page.count == number)
            #expect(page.tag == "t\(number)")
            page.count += 10
            let saved = try PreservedProperties.captureKeepingBoxes(from: page, cache: page.preservedPropertyCache)
            #expect(saved["n"] == .int(Int64(number + 10)))
            #expect(saved["title"] == .string("note \(number)"))
        }
    }

    @Test func aPageWhoseInitialiserReplacesAWrapperIsRestoredIntoTheWrapperItHolds() throws {
        let registry = RestorationRegistry<Page>()
        registry.register(ReplacingPage.self) { ReplacingPage() }
        for number in 1...3 {
            let page = try #require(try registry.make("ReplacingPage") as? ReplacingPage)
            #expect(page.count == 7)
            #expect(PreservedProperties.restoreKeepingBoxes(state(["count": .int(Int64(number)), "nickname": .string("p\(number)")]), into: page, cache: page.preservedPropertyCache).isEmpty)
            #expect(page.count == number)
            #expect(page.nickname == "p\(number)")
            #expect(try PreservedProperties.captureKeepingBoxes(from: page, cache: page.preservedPropertyCache)["count"] == .int(Int64(number)))
        }
    }

    @Test func aPageWhoseFactoryMadeOtherBoxesThanTheFirstIsReadFromItsMirror() throws {
        let registry = RestorationRegistry<Page>()
        registry.register(VaryingPage.self) { VaryingPage() }
        VaryingPage.makesModel.withLock { $0 = false }
        let plain = try #require(try registry.make("VaryingPage") as? VaryingPage)
        #expect(PreservedProperties.restoreKeepingBoxes(state(["first": .int(1), "second": .int(2)]), into: plain, cache: plain.preservedPropertyCache).isEmpty)
        VaryingPage.makesModel.withLock { $0 = true }
        defer { VaryingPage.makesModel.withLock { $0 = false } }
        let withModel = try #require(try registry.make("VaryingPage") as? VaryingPage)
        #expect(PreservedProperties.restoreKeepingBoxes(state(["first": .int(3), "second": .int(4)]), into: withModel, cache: withModel.preservedPropertyCache).isEmpty)
        #expect([plain.first, plain.second, withModel.first, withModel.second] as [Int] == [1, 2, 3, 4])
        #expect(withModel.model?.hidden == 0)
    }

    @Test func boxesMadeOutsideACollectionAreNotNoted() throws {
        _ = NotePage()
        let (_, made) = ConstructedBoxes.collecting { 1 }
        #expect(made.isEmpty)
        let (_, boxes) = ConstructedBoxes.collecting { NotePage() }
        #expect(boxes.map(\.explicitKey) == [nil, "n", nil])
    }
}
