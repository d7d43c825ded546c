import ReviveArchive
import ComicReader
import Foundation
import Testing

/// The demo's sign-in, archived with `Archive<Session>`: it survives a kill, a relaunch and a
/// quit; sign-out deletes it; neither the password nor the token is ever on disk.
@MainActor
struct ComicReaderSessionTests {
    private func withFolder(_ body: (URL) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("comic-session-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try await body(folder)
    }

    /// Launches, goes to Settings and signs in through the sheet.
    private func signIn(_ app: ComicReaderApp) async {
        _ = await app.launch()
        for command in ["tab 3", "1", "1"] { _ = await app.handle(command) }
    }

    @Test func staysSignedInAfterAKillAndRelaunch() async throws {
        try await withFolder { folder in
            var first: ComicReaderApp? = try ComicReaderApp(stateDirectory: folder)
            try await signIn(#require(first))
            #expect(first?.location == "at: Settings")
            #expect(first?.screen().contains("   Signed in as reader@example.com") == true)
            first = nil  // killed: no background, no quit

            let second = try ComicReaderApp(stateDirectory: folder)
            _ = await second.launch()
            #expect(second.account == "reader@example.com")
            let lines = await second.handle("tab 3").lines
            #expect(lines.contains("   Signed in as reader@example.com"))
        }
    }

    @Test func neitherThePasswordNorTheTokenIsOnDisk() async throws {
        try await withFolder { folder in
            let app = try ComicReaderApp(stateDirectory: folder)
            await signIn(app)
            _ = await app.handle("bg")
            let token = try #require(app.session?.token)
            #expect(token.count == 48)
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            #expect(Set(names).isSuperset(of: ["session.archive", "session.key", "default.revive"]))
            for name in names {
                let bytes = try Data(contentsOf: folder.appendingPathComponent(name))
                for secret in [token, "demo-password"] {
                    var forms = [Data(secret.utf8), Data(Data(secret.utf8).base64EncodedString().utf8)]
                    forms += [secret.data(using: .utf16LittleEndian), secret.data(using: .utf16BigEndian)].compactMap { $0 }
                    for form in forms {
                        #expect(bytes.range(of: form) == nil, "\(name) holds a form of \(secret)")
                    }
                }
            }
            for name in ["session.archive", "session.key"] {
                let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)
                let mode = try #require(attributes[.posixPermissions] as? NSNumber).intValue & 0o777
                #expect(mode == 0o600, "\(name) has mode \(String(mode, radix: 8))")
            }
        }
    }

    @Test func quittingKeepsTheSessionAndSigningOutDeletesIt() async throws {
        try await withFolder { folder in
            do {   // the first process ends before the second starts (it holds the archive's lock)
                let first = try ComicReaderApp(stateDirectory: folder)
                await signIn(first)
                #expect(await first.handle("quit").exits)
            }

            let second = try ComicReaderApp(stateDirectory: folder)
            _ = await second.launch()
            #expect(second.account == "reader@example.com")
            _ = await second.handle("tab 3")
            let lines = await second.handle("1").lines  // Sign out
            #expect(lines.contains("   Not signed in"))
            #expect(!FileManager.default.fileExists(atPath: second.store.directory.appendingPathComponent("session.archive").path))

            let third = try ComicReaderApp(stateDirectory: folder)
            _ = await third.launch()
            #expect(third.account == nil)
        }
    }

    @Test func aDamagedSessionFileSignsOutAndSaysSo() async throws {
        try await withFolder { folder in
            let first = try ComicReaderApp(stateDirectory: folder)
            await signIn(first)
            var bytes = try Data(contentsOf: first.store.directory.appendingPathComponent("session.archive"))
            bytes[bytes.count / 2] ^= 0x01
            try bytes.write(to: first.store.directory.appendingPathComponent("session.archive"))

            let second = try ComicReaderApp(stateDirectory: folder)
            let lines = await second.launch()
            #expect(lines.contains { $0.hasPrefix("Signed out: the saved session could not be read (the HMAC of bytes 0..<") }, "\(lines)")
            #expect(!lines.contains { $0.contains("authenticationFailed") || $0.contains("decryptionFailed") })
            #expect(second.account == nil)
        }
    }
}
