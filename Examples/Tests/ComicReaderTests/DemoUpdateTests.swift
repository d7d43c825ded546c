import Foundation
import Testing

/// The update matrix's last row: today's demos, run as processes, read the folders the
/// demos of the last release, 0.2.0, saved (`Tests/Samples/Updates/0.2.0/comic-reader` and
/// `route-reader`, the README there gives the commands) and come back to the whole place, with
/// nothing dropped and the file kept.
struct DemoUpdateTests {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Tests/Samples/Updates/0.2.0")

    /// A new state folder holding what `demo` of 0.2.0 saved.
    private func folder(withSampleOf demo: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(demo)-update-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder.path)
        try FileManager.default.copyItem(at: Self.samples.appendingPathComponent("\(demo)/default.revive"), to: folder.appendingPathComponent("default.revive"))
        return folder
    }

    @Test func todaysComicReaderComesBackWhereTheLastReleaseLeftIt() throws {
        let folder = try folder(withSampleOf: "comic-reader")
        defer { try? FileManager.default.removeItem(at: folder) }
        let demo = try DemoProcess("comic-reader", stateDirectory: folder)
        try demo.waitForLaunch()
        #expect(demo.lines.first == "Revive: restored 11 pages from \(folder.path)/default.revive", "\(demo.lines)")
        #expect(demo.atLines.first == "at: Library > Comics > Bone #7 > Reader p.11 > Options")
        #expect(demo.lines.contains("   Text size: 15"), "\(demo.lines)")
        demo.kill()
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("default.revive").path))
    }

    @Test func todaysRouteReaderComesBackWhereTheLastReleaseLeftIt() throws {
        let folder = try folder(withSampleOf: "route-reader")
        defer { try? FileManager.default.removeItem(at: folder) }
        let demo = try DemoProcess("route-reader", stateDirectory: folder)
        try demo.waitForLaunch()
        #expect(demo.lines.first == "Revive: restored 8 pages from \(folder.path)/default.revive", "\(demo.lines)")
        #expect(demo.atLines.first == "at: Library > All issues")
        #expect(demo.lines.contains("   issues 120–139 of 500"), "\(demo.lines)")
        #expect(demo.lines.contains("   Comment: Kept after the update|"), "\(demo.lines)")
        demo.kill()
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("default.revive").path))
    }
}
