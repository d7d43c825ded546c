import StageKit
import Testing

/// A desk whose sidebar lists three entries.
final class ShelfDesk: Desk {
    override var sidebarItems: [String] { ["a", "b", "c"] }
}

/// A screen with a name, for the toolkit's own tests.
final class NamedScreen: Screen {
    let name: String
    init(_ name: String) {
        self.name = name
        super.init()
    }
    override var title: String { name }
}

/// StageKit's desk and panes, as a game uses them: no Revive here.
@MainActor
struct DeskTests {
    @Test func closingTheFocusedPaneGivesTheFocusToThePaneThatTakesItsPlace() throws {
        let desk = Desk()
        let left = desk.openPane(), middle = desk.openPane(), right = desk.openPane()
        try desk.focus(middle)
        desk.closePane(middle)
        #expect(desk.focusedPane === right)
        desk.closePane(right)
        #expect(desk.focusedPane === left)
        desk.closePane(left)
        #expect(desk.focusedPane == nil && desk.panes.isEmpty)
    }

    @Test func closingAPaneWithoutTheFocusLeavesTheFocusWhereItWas() throws {
        let desk = Desk()
        let left = desk.openPane(), right = desk.openPane()
        desk.closePane(left)
        #expect(desk.focusedPane === right && desk.focusedPaneIndex == 0)
        try desk.focus(nil)
        desk.closePane(right)
        #expect(desk.focusedPane == nil)
        #expect(left.desk == nil && !left.hasPlace)
    }

    @Test func aPaneOfAnotherDeskCannotTakeTheFocus() {
        let desk = Desk(), other = Desk()
        let pane = other.openPane()
        #expect(throws: StageError.self) { try desk.focus(pane) }
    }

    @Test func theSidebarSelectsOnlyItsOwnEntries() throws {
        let desk = ShelfDesk()
        try desk.selectSidebarItem("b")
        #expect(throws: StageError.self) { try desk.selectSidebarItem("z") }
        #expect(desk.selectedSidebarItem == "b")
        try desk.selectSidebarItem(nil)
        #expect(desk.selectedSidebarItem == nil)
    }

    @Test func settingPanesFocusesNoneWhenTheIndexIsOutOfRange() {
        let desk = Desk()
        desk.setPanes([Pane(), Pane()], focusedIndex: 2)
        #expect(desk.focusedPane == nil && desk.panes.allSatisfy { $0.desk === desk })
        desk.setPanes(desk.panes, focusedIndex: 1)
        #expect(desk.focusedPaneIndex == 1)
    }

    @Test func closingTheSelectedDocumentSelectsTheOneThatTakesItsPlace() throws {
        let a = NamedScreen("a"), b = NamedScreen("b"), c = NamedScreen("c")
        let pane = Pane([a, b, c])
        #expect(pane.selectedDocument === a)
        try pane.select(1)
        pane.close(b)
        #expect(pane.selectedDocument === c)
        pane.close(c)
        #expect(pane.selectedDocument === a)
        pane.close(a)
        #expect(pane.selectedIndex == nil && pane.documents.isEmpty && !a.hasPlace)
    }

    @Test func closingADocumentBeforeTheSelectedOneKeepsTheSelection() throws {
        let a = NamedScreen("a"), b = NamedScreen("b")
        let pane = Pane([a, b])
        try pane.select(1)
        pane.close(a)
        #expect(pane.selectedDocument === b)
        #expect(throws: StageError.self) { try pane.select(1) }
    }

    @Test func settingDocumentsSelectsTheFirstWhenTheIndexIsOutOfRange() {
        let pane = Pane()
        #expect(pane.selectedIndex == nil)
        pane.setDocuments([NamedScreen("a"), NamedScreen("b")], selectedIndex: 5)
        #expect(pane.selectedIndex == 0)
        pane.setDocuments([], selectedIndex: 0)
        #expect(pane.selectedIndex == nil)
    }

    @Test func aDocumentKeepsItsDialogsWhileAnotherTabIsSelected() throws {
        let stage = Stage()
        let desk = Desk()
        stage.show(desk)
        let pane = desk.openPane()
        let map = NamedScreen("map"), other = NamedScreen("other"), dialog = NamedScreen("dialog")
        pane.open(map)
        try map.showOverlay(dialog)
        #expect(stage.visibleScreen === dialog)
        pane.open(other)
        #expect(stage.visibleScreen === other)
        try pane.select(0)
        #expect(stage.visibleScreen === dialog)
        pane.close(map)
        #expect(map.overlay == nil && dialog.presenter == nil && stage.visibleScreen === other)
    }

    @Test func theDeskItselfIsSeenWhenTheFocusedPaneIsEmptyOrNoneHasTheFocus() throws {
        let stage = Stage()
        let desk = Desk()
        stage.show(ScreenStack([desk]))
        desk.openPane().open(NamedScreen("map"))
        desk.openPane()
        #expect(stage.visibleScreen === desk)
        try desk.focus(nil)
        #expect(stage.visibleScreen === desk)
        try desk.focus(desk.panes[0])
        #expect(stage.visibleScreen?.title == "map")
    }
}
