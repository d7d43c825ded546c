public import Foundation
import Revive
public import ReviveArchive

/// Who is signed in: archived in the state folder, so it survives kills, relaunches and quits.
///
/// Every `@Archived` property is saved by ``Revive/ArchivableObject`` with no `Codable` code;
/// the token is a ``Revive/Secret``, sealed with AES-GCM on disk. The password is never stored.
public final class Session: ArchivableObject {
    /// The account's e-mail address (plaintext on disk).
    @Archived public var account = ""
    /// The token the sign-in produced (sealed on disk).
    @Archived @Secret public var token = ""
    /// When the user signed in.
    @Archived("signed_in_at") public var signedInAt = Date(timeIntervalSinceReferenceDate: 0)

    /// A session for `account` with `token`, signed in now.
    public convenience init(account: String, token: String) {
        self.init()
        self.account = account
        self.token = token
        self.signedInAt = Date()
    }

    /// A fresh random token: 24 random bytes in hex, as a server would hand out.
    static func makeToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<24).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }
}
