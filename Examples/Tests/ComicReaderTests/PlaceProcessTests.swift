import Foundation
import Testing

/// A place travels between two processes of a demo (`comic-reader`, and `route-reader`, whose
/// place is a route tree), each with a folder of its own (two devices): `place` prints it as a link, `--open LINK` opens it merged with what the second
/// one restored; a damaged link is refused with its reason and the restored state is kept.
@Suite(.serialized)
struct PlaceProcessTests {
    private func withFolders(_ body: (URL, URL) throws -> Void) throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("place-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        try body(base.appendingPathComponent("sender"), base.appendingPathComponent("receiver"))
    }

    /// The place of a process that went to All issues and jumped to issue 41.
    private func sentLink(_ binary: String, _ folder: URL) throws -> String {
        let sender = try DemoProcess(binary, stateDirectory: folder)
        try sender.waitForLaunch()
        for command in ["2", "jump 41", "type not for the other device", "place"] { try sender.send(command) }
        sender.kill()
        let link = try #require(sender.lines.first { $0.hasPrefix("place: ") }).dropFirst("place: ".count)
        #expect(link.hasPrefix("\(binary)://open?revive-place="))
        return String(link)
    }

    @Test(arguments: ["comic-reader", "route-reader"])
    func aPlaceOpensInAnotherProcessMergedWithItsRestoredStateKeepingItsDraft(binary: String) throws {
        try withFolders { senderFolder, receiverFolder in
            let receiver = try DemoProcess(binary, stateDirectory: receiverFolder)
            try receiver.waitForLaunch()
            for command in ["2", "type kept here", "tab 3", "tab 1", "bg"] { try receiver.send(command) }
            receiver.kill()
            let link = try sentLink(binary, senderFolder)

            let opened = try DemoProcess(binary, stateDirectory: receiverFolder, arguments: ["--open", link])
            try opened.waitForLaunch()
            #expect(opened.lines.first?.hasPrefix("Revive: restored") == true)
            #expect(opened.lines.contains("Opened the place."))
            #expect(opened.atLines.first == "at: Library > All issues")
            #expect(opened.lines.contains("   issues 41–60 of 500"))
            #expect(opened.lines.contains("   Comment: kept here|"))
            #expect(!opened.lines.contains { $0.contains("not for the other device") })
            try opened.send("bg")
            opened.kill()

            // What was opened is the place the receiver saves and comes back to.
            let again = try DemoProcess(binary, stateDirectory: receiverFolder)
            try again.waitForLaunch()
            #expect(again.lines.contains("   issues 41–60 of 500"))
            #expect(again.lines.contains("   Comment: kept here|"))
            again.kill()
        }
    }

    @Test func aDamagedLinkIsRefusedWithItsReasonAndTheRestoredPlaceStays() throws {
        try withFolders { senderFolder, receiverFolder in
            let receiver = try DemoProcess("comic-reader", stateDirectory: receiverFolder)
            try receiver.waitForLaunch()
            for command in ["1", "1", "bg"] { try receiver.send(command) }
            receiver.kill()
            let link = try sentLink("comic-reader", senderFolder)
            var flipped = Array(link)
            let index = flipped.count - 20
            flipped[index] = flipped[index] == "A" ? "B" : "A"
            let damaged = [
                (String(flipped), "the SHA-256"),
                (String(link.dropLast(8)), "its prefix announces"),
                ("comic-reader://open?revive-place=@@", "not base64url"),
                ("comic-reader://open", "has no \"revive-place\""),
            ]
            for (text, reason) in damaged {
                let opened = try DemoProcess("comic-reader", stateDirectory: receiverFolder, arguments: ["--open", text])
                try opened.waitForLaunch()
                #expect(opened.lines.first?.hasPrefix("Revive: restored") == true)
                let refusal = opened.lines.first { $0.hasPrefix("The place was not opened: ") }
                #expect(refusal?.contains(reason) == true, "\(reason): \(opened.lines.prefix(3))")
                #expect(opened.atLines.first == "at: Library > Comics > One Piece #42")
                opened.kill()
            }
        }
    }
}
