import Foundation
import Testing

/// The `arcade` executable as a player and the system would treat it: driven to a place, sent to
/// the background, killed with SIGKILL, started again.
struct ArcadeProcessTests {
    @Test func comesBackToExactlyTheSamePlaceAfterSIGKILL() throws {
        let folder = try TemporaryFolder()
        let first = try ArcadeProcess(stateDirectory: folder.url)
        #expect(first.launchLine == "launch: fresh because no state was saved")
        for command in ["play 3", "score 100", "score 20", "pause", "down", "down"] { try first.send(command) }
        let place = try first.send("bg")
        #expect(place == "at: Title > Level 3 (score 120) > Paused [Quit to title]")
        #expect(first.lines.contains("saved"))
        first.kill()
        #expect(first.wasKilled)

        let second = try ArcadeProcess(stateDirectory: folder.url)
        #expect(second.launchLine == "launch: restored 4 pages")
        #expect(second.placeLines.first == place)
        // Killed again without a new save: the same state comes back once more.
        second.kill()
        let third = try ArcadeProcess(stateDirectory: folder.url)
        #expect(third.placeLines.first == place)
        third.kill()
    }

    @Test func startsFreshAfterThePlayerClosesTheSession() throws {
        let folder = try TemporaryFolder()
        let first = try ArcadeProcess(stateDirectory: folder.url)
        try first.send("play 5")
        try first.send("bg")
        first.kill()

        let second = try ArcadeProcess(stateDirectory: folder.url)
        #expect(second.placeLines.first == "at: Title > Level 5 (score 0)")
        #expect(try second.sendLast("close") == 0)
        #expect(folder.fileNames().filter { $0.hasPrefix("main") } == [])

        let third = try ArcadeProcess(stateDirectory: folder.url)
        #expect(third.launchLine == "launch: fresh because no state was saved")
        #expect(third.placeLines.first == "at: Title")
        third.kill()
    }

    @Test func startsFreshAfterThePlayerQuitsOnPurpose() throws {
        let folder = try TemporaryFolder()
        let first = try ArcadeProcess(stateDirectory: folder.url)
        try first.send("play 2")
        try first.send("bg")
        #expect(try first.sendLast("quit") == 0)

        let second = try ArcadeProcess(stateDirectory: folder.url)
        #expect(second.launchLine?.hasPrefix("launch: fresh because the user quit") == true, "\(second.lines)")
        #expect(second.placeLines.first == "at: Title")
        second.kill()
    }

    @Test func theLaunchSweepRemovesASessionThePlatformNoLongerKeeps() throws {
        let folder = try TemporaryFolder()
        let old = try ArcadeProcess(stateDirectory: folder.url, session: "old-slot")
        try old.send("play 1")
        try old.send("bg")
        old.kill()
        #expect(folder.fileNames().contains("old-slot.revive"))

        // The sweep runs off the main actor after the launch: wait for it, a minute at most.
        let current = try ArcadeProcess(stateDirectory: folder.url, session: "main")
        let deadline = Date().addingTimeInterval(60)
        while folder.fileNames().contains("old-slot.revive"), Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(!folder.fileNames().contains("old-slot.revive"), "\(folder.fileNames())")
        current.kill()
    }
}
