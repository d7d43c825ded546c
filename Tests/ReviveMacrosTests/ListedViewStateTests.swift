import Foundation
@testable import Revive
import ReviveMacros
import ReviveNavigator
import Testing

/// A listed page that adopts `ViewStateRestoring` where it is declared.
@Preserving
final class AnchoredListPage: Page, ViewStateRestoring {
    @Preserved var count = 0
    var viewStateRestores = 0

    func restoreViewState() -> [RestoreReport.Item] {
        viewStateRestores += 1
        return []
    }
}

/// A listed page that adopts it in an extension of its own.
@Preserving
final class ExtendedListPage: Page {
    @Preserved var count = 0
    var countWhenViewStateRestored: Int?
}

extension ExtendedListPage: ViewStateRestoring {
    func restoreViewState() -> [RestoreReport.Item] {
        countWhenViewStateRestored = count
        return [RestoreReport.Item(.movedViewState, key: "list", reason: "the anchored item is gone")]
    }
}

/// A listed page without view state.
@Preserving
final class PlainListPage: Page {
    @Preserved var count = 0
}

/// A listed class tells, when it names itself, whether it adopts `ViewStateRestoring`: the
/// compiler chooses between the two `listed(_:)`s, so a restore asks a page for its view state
/// without the runtime conformance lookup that scans every conformance record of the process.
@MainActor
struct ListedViewStateTests {
    @Test func aListedClassSaysAtCompileTimeWhetherItAdoptsViewStateRestoring() {
        let state = PageState(["count": .int(3)])
        func adopts(_ page: some PreservedPropertyListing) -> Bool? {
            switch PreservedPropertyList.restore(state, into: page, listing: page)?.viewState {
            case .adopted(let type)?: type == Swift.type(of: page)
            case .notAdopted?: false
            case nil: nil
            }
        }
        #expect(adopts(AnchoredListPage()) == true)
        #expect(adopts(ExtendedListPage()) == true)
        #expect(adopts(PlainListPage()) == false)
    }

    @Test func aListedPageIsAskedForItsViewStateOnceAfterItsValues() throws {
        let navigator = Navigator()
        let state = PageState(["count": .int(7)])

        let anchored = AnchoredListPage()
        #expect(try navigator.restoreRevivableState(state, into: anchored).isEmpty)
        #expect(anchored.count == 7 && anchored.viewStateRestores == 1)

        let extended = ExtendedListPage()
        let items = try navigator.restoreRevivableState(state, into: extended)
        #expect(extended.countWhenViewStateRestored == 7)
        #expect(items.map(\.kind) == [.movedViewState] && items.first?.key == "list")

        let plain = PlainListPage()
        #expect(try navigator.restoreRevivableState(state, into: plain).isEmpty)
        #expect(plain.count == 7)
    }
}
