import Foundation
import Revive
import Testing

/// A link from anyone opens in each demo as a person would see it: each link here is a valid
/// place (a correct SHA-256) over a hostile tree, made from a real sender's link. It is refused
/// with a reason, or it moves the user within the receiver's own tabs; the receiver's draft
/// survives every one, and what the demo prints tells the truth.
@Suite(.serialized)
struct UntrustedPlaceProcessTests {
    /// A receiver on Library > All issues with the draft "kept here", saved; then `body` with
    /// the sender's place (another process that jumped to issue 41) and the receiver's folder.
    private func withReceiver(_ binary: String, _ body: (Snapshot, URL) throws -> Void) throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("untrusted-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let receiverFolder = base.appendingPathComponent("receiver")
        let receiver = try DemoProcess(binary, stateDirectory: receiverFolder)
        try receiver.waitForLaunch()
        for command in ["2", "type kept here", "bg"] { try receiver.send(command) }
        receiver.kill()

        let sender = try DemoProcess(binary, stateDirectory: base.appendingPathComponent("sender"))
        try sender.waitForLaunch()
        for command in ["2", "jump 41", "place"] { try sender.send(command) }
        sender.kill()
        let line = try #require(sender.lines.first { $0.hasPrefix("place: ") })
        let place = try PortablePlace(url: try #require(URL(string: String(line.dropFirst("place: ".count)))))
        try body(place.snapshot, receiverFolder)
    }

    /// The link of a hand-made tree: encoded with its checksum, as anyone can.
    private func link(_ binary: String, _ snapshot: Snapshot) throws -> String {
        let identifier = try SnapshotCodec().encode(snapshot).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
        return "\(binary)://open?revive-place=\(identifier)"
    }

    /// Opens `text` in the receiver; returns the process, its launch over.
    private func opening(_ binary: String, _ text: String, in folder: URL) throws -> DemoProcess {
        let opened = try DemoProcess(binary, stateDirectory: folder, arguments: ["--open", text])
        try opened.waitForLaunch()
        #expect(opened.lines.first?.hasPrefix("Revive: restored") == true)
        return opened
    }

    private func draftKey(_ binary: String) -> String {
        binary == "comic-reader" ? "comment" : "revive.draft.comment"
    }

    /// Where the receiver's draft is, as the demo shows it.
    private let keptDraft = "   Comment: kept here|"

    /// The node at the end of `steps` (child indexes) from the root.
    private func withNode(_ snapshot: inout Snapshot, at steps: [Int], _ change: (inout Snapshot.Node) -> Void) {
        func walk(_ node: inout Snapshot.Node, _ rest: ArraySlice<Int>) {
            guard let first = rest.first else { return change(&node) }
            walk(&node.children[first], rest.dropFirst())
        }
        walk(&snapshot.root, steps[...])
    }

    @Test(arguments: ["comic-reader", "route-reader"])
    func aLinkNeverWritesTheReceiversDraft(binary: String) throws {
        try withReceiver(binary) { sent, folder in
            var hostile = sent
            withNode(&hostile, at: [0, 1]) { archive in
                archive.state[draftKey(binary)] = .dictionary(["at": .int(17), "text": .string("INJ|ECTED-BY-LINK")])
            }
            let opened = try opening(binary, try link(binary, hostile), in: folder)
            #expect(opened.lines.contains("Opened the place."))
            #expect(opened.lines.contains { $0.hasPrefix("  kept on this device: ") && $0.contains("\"\(draftKey(binary))\"") })
            #expect(opened.lines.contains("   issues 41–60 of 500"))
            #expect(opened.lines.contains(keptDraft))
            #expect(!opened.lines.contains { $0.contains("INJ|ECTED") })
            try opened.send("bg")
            opened.kill()
            let again = try DemoProcess(binary, stateDirectory: folder)
            try again.waitForLaunch()
            #expect(again.lines.contains(keptDraft))
            again.kill()
        }
    }

    @Test(arguments: ["comic-reader", "route-reader"])
    func aLinkThatWouldLeaveNothingOnScreenIsRefused(binary: String) throws {
        try withReceiver(binary) { sent, folder in
            var emptyStack = sent
            withNode(&emptyStack, at: [0]) { $0.children = [] }
            var noTabs = sent
            noTabs.root.children = []
            for (hostile, reason) in [(emptyStack, "no page on screen"), (noTabs, "which has 0 in the place")] {
                let opened = try opening(binary, try link(binary, hostile), in: folder)
                let refusal = opened.lines.first { $0.hasPrefix("The place was not opened: ") }
                #expect(refusal?.contains(reason) == true, "\(opened.lines.prefix(3))")
                #expect(opened.atLines.first == "at: Library > All issues")
                #expect(opened.lines.contains(keptDraft))
                opened.kill()
            }
        }
    }

    @Test(arguments: ["comic-reader", "route-reader"])
    func aLinkNeverReplacesTheReceiversRootOrTabs(binary: String) throws {
        try withReceiver(binary) { sent, folder in
            // Another registered page as the root: the settings page, a tab's root view.
            let settings = Snapshot.Node(typeName: binary == "comic-reader" ? "SettingsPage" : "RouteTabRoot", restorationID: binary == "comic-reader" ? "settings" : "")
            let anotherRoot = Snapshot(header: sent.header, root: settings)
            let root = try opening(binary, try link(binary, anotherRoot), in: folder)
            #expect(root.lines.contains { $0.hasPrefix("The place was not opened: ") && $0.contains("never replaces the scene's root") })
            #expect(root.lines.contains("Tabs: [1 Library] 2 Favorites 3 Settings"))
            root.kill()

            // Extra and duplicate tabs: Library twice and a stranger, Favorites selected last.
            var crowded = sent
            let library = sent.root.children[0]
            var stranger = library
            stranger.restorationID = "stranger"
            var favorites = sent.root.children[1]   // a stub in the sent place: given its page
            favorites.children = [Snapshot.Node(typeName: binary == "comic-reader" ? "FavoritesPage" : "RouteTabRoot", restorationID: binary == "comic-reader" ? "favorites" : "")]
            crowded.root.children = [library, library, stranger, favorites]
            crowded.root.kind = .tabs(selectedIndex: 3)
            let tabs = try opening(binary, try link(binary, crowded), in: folder)
            #expect(tabs.lines.contains("Opened the place."))
            #expect(tabs.lines.contains("Tabs: 1 Library [2 Favorites] 3 Settings"))
            try tabs.send("tab 1")
            #expect(tabs.lines.contains(keptDraft))
            tabs.kill()
        }
    }

    @Test(arguments: ["comic-reader", "route-reader"])
    func aLinkThatWouldTakeTheDraftsPageOffScreenIsRefusedAndSaysWhichPage(binary: String) throws {
        try withReceiver(binary) { sent, folder in
            var back = sent
            withNode(&back, at: [0]) { $0.children = Array($0.children.prefix(1)) }
            let opened = try opening(binary, try link(binary, back), in: folder)
            let refusal = opened.lines.first { $0.hasPrefix("The place was not opened: ") }
            #expect(refusal?.contains("holding values this device keeps (a draft) off screen") == true, "\(opened.lines.prefix(3))")
            #expect(refusal?.contains("\"\(draftKey(binary))\"") == true)
            #expect(opened.atLines.first == "at: Library > All issues")
            #expect(opened.lines.contains(keptDraft))
            opened.kill()

            // With no draft typed there, the page goes, and the demo says what went with it.
            let plainFolder = folder.deletingLastPathComponent().appendingPathComponent("no-draft")
            let plain = try DemoProcess(binary, stateDirectory: plainFolder)
            try plain.waitForLaunch()
            for command in ["2", "down", "bg"] { try plain.send(command) }
            plain.kill()
            let moved = try opening(binary, try link(binary, back), in: plainFolder)
            #expect(moved.lines.contains("Opened the place."), "\(moved.lines.prefix(3))")
            #expect(moved.lines.contains { $0.hasPrefix("  removed: ") && $0.contains("archive") })
            #expect(moved.atLines.first == "at: Library")
            moved.kill()
        }
    }

    @Test(arguments: ["comic-reader", "route-reader"])
    func aLinkIsReadInOneWayAndAnotherAppVersionsPlaceOpens(binary: String) throws {
        try withReceiver(binary) { sent, folder in
            let value = try #require(try link(binary, sent).split(separator: "=", maxSplits: 1).last)
            let cases = [
                ("\(binary)://open?revive-place=\(value)&revive-place=\(value)", "2 \"revive-place\" query items"),
                ("\(binary)://open?revive-place=%FF%FE", "not UTF-8"),
            ]
            for (text, reason) in cases {
                let opened = try opening(binary, text, in: folder)
                let refusal = opened.lines.first { $0.hasPrefix("The place was not opened: ") }
                #expect(refusal?.contains(reason) == true, "\(reason): \(opened.lines.prefix(3))")
                #expect(opened.atLines.first == "at: Library > All issues")
                opened.kill()
            }
            var older = sent
            older.header.appVersion = "0.9"
            let opened = try opening(binary, try link(binary, older), in: folder)
            #expect(opened.lines.contains("Opened the place."))
            #expect(opened.lines.contains("   issues 41–60 of 500"))
            opened.kill()
        }
    }
}
