import Foundation
import Testing
@testable import Revive
@testable import ReviveNavigator

/// The per-class layout finds exactly what a full `Mirror` walk finds, and reads the live values.
@MainActor
struct PreservedLayoutTests {
    final class GenericPage<Item: Codable>: Page {
        @Preserved var items: [Item] = []
        @Preserved("count") var itemCount = 0
        var notPreserved = "ui"
    }

    private func describe(_ bindings: [PreservedBinding]) -> [String] {
        bindings.map { "\($0.declaringTypeName).\($0.propertyName) as \($0.key): \($0.valueTypeName)" }
    }

    @Test func findsWhatMirrorFindsAcrossAThreeLevelChain() {
        let page = StateComicDetailPage()
        let fast = PreservedProperties.mirroredBindings(of: page)
        let mirrored = PreservedProperties.walkedBindings(of: page)
        #expect(describe(fast) == describe(mirrored))
        #expect(fast.count == 8)
    }

    @Test func findsAPagesWrappersAsAFullWalkDoes() {
        let page = ComicDetailPage()
        let fast = PreservedProperties.mirroredBindings(of: page)
        #expect(describe(fast) == describe(PreservedProperties.walkedBindings(of: page)))
        #expect(fast.map(\.key) == ["comic_id", "comicName", "rating"])
    }

    /// Keys declared out of order, across two classes: the engine's path walks them in key order.
    class UnsortedBase { @Preserved var zeta = 1; @Preserved("alpha") var first = "a" }
    final class UnsortedLeaf: UnsortedBase { @Preserved var mid = 2.5; @Preserved var beta: [Int] = [] }

    @Test func theEnginesPathCapturesAndRestoresAtTheLayoutInKeyOrderAsTheBindingsDo() throws {
        _ = PreservedLayout.of(UnsortedLeaf())
        let page = UnsortedLeaf()
        (page.zeta, page.first, page.mid, page.beta) = (7, "z", -1, [3, 4])
        let state = try PreservedProperties.capture(from: page)
        #expect(state == (try PreservedProperties.capture(PreservedProperties.bindings(of: page))))
        #expect(state.entries.map(\.key) == ["alpha", "beta", "mid", "zeta"])
        let fresh = UnsortedLeaf()
        #expect(PreservedProperties.restore(state, into: fresh).isEmpty)
        #expect(fresh.zeta == 7 && fresh.first == "z" && fresh.mid == -1 && fresh.beta == [3, 4])
        let partial = try PreservedProperties.capture(from: UnsortedBase())
        #expect(PreservedProperties.restore(partial, into: UnsortedLeaf()).map(\.name) == ["beta", "mid"])
    }

    @Test func theEnginesCaptureReadsEachObjectsOwnBoxes() throws {
        var page: UnsortedLeaf? = UnsortedLeaf()
        page?.zeta = 3
        #expect(try PreservedProperties.capture(from: try #require(page))["zeta"] == .int(3))
        page?.zeta = 4
        #expect(try PreservedProperties.capture(from: try #require(page))["zeta"] == .int(4))
        page = nil
        for value in 0..<300 {
            let next = UnsortedLeaf()
            next.zeta = value
            let state = try PreservedProperties.capture(from: next)
            let walked = try PreservedProperties.capture(PreservedProperties.walkedBindings(of: next))
            #expect(state["zeta"] == .int(Int64(value)) && state == walked)
        }
    }

    /// A class whose wrappers sit among many other stored properties: each is found by its
    /// position rather than in one pass.
    final class SparsePage {
        var a = 1, b = 2, c = 3, d = 4
        @Preserved var first = 0
        var e = 5, f = 6, g = 7, h = 8
        @Preserved var second = ""
    }

    @Test func wrappersAmongManyOtherPropertiesAreFoundByPosition() throws {
        let layout = try #require(PreservedLayout.of(SparsePage()))
        #expect(layout.levels.map(\.readsInOnePass) == [false])
        let page = SparsePage()
        (page.first, page.second) = (7, "x")
        #expect(try PreservedProperties.capture(from: page).values == ["first": .int(7), "second": .string("x")])
        let fresh = SparsePage()
        #expect(PreservedProperties.restore(try PreservedProperties.capture(from: page), into: fresh).isEmpty)
        #expect(fresh.first == 7 && fresh.second == "x")
    }

    @Test func handlesGenericPagesAndReadsTheLiveBoxes() throws {
        let page = GenericPage<String>()
        let fast = PreservedProperties.mirroredBindings(of: page)
        #expect(describe(fast) == ["GenericPage<String>.items as items: Array<String>", "GenericPage<String>.itemCount as count: Int"])
        page.itemCount = 5
        #expect(try fast[1].capture() == .int(5))
        try fast[0].restore(from: .array([.string("z")]))
        #expect(page.items == ["z"])
    }

    /// A chain whose root classes declare nothing: the layout stops at the last class that does.
    class LayoutUnmarkedRoot { var title = "root" }
    class LayoutMarkedMiddle: LayoutUnmarkedRoot { @Preserved var middle = 1 }
    final class LayoutUnmarkedLeaf: LayoutMarkedMiddle { var note = "leaf" }

    @Test func theLayoutEndsAtTheRootMostClassThatDeclaresAPreservedProperty() throws {
        let leaf = LayoutUnmarkedLeaf()
        let layout = try #require(PreservedLayout.of(leaf))
        #expect(layout.levels.map { String(describing: $0.declaringType) } == ["LayoutUnmarkedLeaf", "LayoutMarkedMiddle"])
        #expect(layout.levels.map { $0.fields.map(\.name) } == [[], ["middle"]])
        #expect(try #require(layout.bindings(of: leaf)).map(\.qualifiedName) == ["LayoutMarkedMiddle.middle"])
    }

    @Test func theLayoutFoundFromOneInstanceReadsTheBoxesOfAnother() throws {
        let first = LayoutUnmarkedLeaf(), second = LayoutUnmarkedLeaf()
        let layout = try #require(PreservedLayout.of(first))
        second.middle = 9
        let bindings = try #require(layout.bindings(of: second))
        #expect(try bindings[0].capture() == .int(9))
        let walked = PreservedProperties.walkedBindings(of: second)
        #expect(bindings.map { ObjectIdentifier($0.storage) } == walked.map { ObjectIdentifier($0.storage) })
    }

    @Test func everyInstanceGetsItsOwnBoxes() throws {
        let first = ComicDetailPage(), second = ComicDetailPage()
        first.comicID = 1
        second.comicID = 2
        let firstBindings = PreservedProperties.mirroredBindings(of: first)
        let secondBindings = PreservedProperties.mirroredBindings(of: second)
        #expect(try firstBindings[0].capture() == .int(1))
        #expect(try secondBindings[0].capture() == .int(2))
    }
}
