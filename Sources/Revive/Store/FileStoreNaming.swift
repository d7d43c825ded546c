import Crypto
import Foundation

/// How ``FileStore`` turns scene identifiers and marker names into file names that can
/// never leave its folder.
///
/// Every byte of the identifier's UTF-8 form other than `A–Z a–z 0–9 - _` is percent-encoded
/// (`/` becomes `%2F`, `.` becomes `%2E`), so an encoded name contains no path separator and
/// no dot, and cannot be `.` or `..`. An empty identifier becomes `~empty`; one whose encoding
/// is longer than ``maximumEncodedLength`` becomes `~sha256-` and the hex SHA-256 of its UTF-8
/// bytes. `~` never appears in a percent-encoded name, so the three forms cannot collide.
///
/// | what | file name |
/// | --- | --- |
/// | saved state | `<scene>.revive` |
/// | marker | `<scene>.<marker>.marker` |
/// | state kept aside | `<scene>.quarantined` |
/// | scene lock | `<scene>.lock` |
/// | checkpoint | `<scene>.checkpoint.marker` |
/// | record of use (App Group) | `<scene>.lease.marker` |
/// | write in progress | `.revive-tmp-<pid>-<token>-<UUID>` |
///
/// Other files kept in the folder name themselves with ``encode(_:)`` (ReviveArchive's
/// `<name>.archive`).
enum FileStoreNaming {
    /// The longest percent-encoded identifier kept readable; longer ones are hashed.
    static let maximumEncodedLength = 120
    /// The extension of a saved state.
    static let stateExtension = "revive"
    /// The extension of a marker.
    static let markerExtension = "marker"
    /// The extension of a state kept aside for inspection.
    static let quarantineExtension = "quarantined"
    /// The extension of a scene's advisory lock.
    static let lockExtension = "lock"
    /// The prefix of a temporary file; leftovers with it are removed when a store opens, once
    /// their writer is provably gone (``temporaryFileOwner(_:)``).
    static let temporaryPrefix = ".revive-tmp-"

    /// The file-name-safe form of a scene identifier or marker name.
    /// - Parameter identifier: Any string.
    /// - Returns: A non-empty string of `A–Z a–z 0–9 - _ % ~` characters, at most 128 long.
    static func encode(_ identifier: String) -> String {
        if identifier.isEmpty { return "~empty" }
        var encoded = ""
        for byte in identifier.utf8 {
            if isUnreserved(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + hexByte(byte)
            }
            if encoded.utf8.count > maximumEncodedLength {
                return "~sha256-" + SHA256.hash(data: Data(identifier.utf8)).map(hexByte).joined()
            }
        }
        return encoded
    }

    /// The file name of a scene's saved state.
    static func stateFileName(sceneID: String) -> String {
        "\(encode(sceneID)).\(stateExtension)"
    }

    /// The file name of a scene's marker.
    static func markerFileName(name: String, sceneID: String) -> String {
        "\(encode(sceneID)).\(encode(name)).\(markerExtension)"
    }

    /// The file name of a scene's state kept aside.
    static func quarantineFileName(sceneID: String) -> String {
        "\(encode(sceneID)).\(quarantineExtension)"
    }

    /// The file name of a scene's advisory lock.
    static func lockFileName(sceneID: String) -> String {
        "\(encode(sceneID)).\(lockExtension)"
    }

    /// A fresh temporary file name, naming the writing process (``ProcessToken/current``).
    static func temporaryFileName() -> String {
        temporaryPrefix + ProcessToken.current + "-" + UUID().uuidString
    }

    /// The process token in a temporary file's name, or `nil` for a name without one (an
    /// earlier version's `.revive-tmp-<UUID>`).
    ///
    /// A name with a token has seven parts between dashes: the process id, the token's suffix
    /// and the five of the UUID. An earlier version's name has the UUID's five, and its first may
    /// be all digits (one UUID in 43): it is not read as a process id.
    static func temporaryFileOwner(_ name: String) -> String? {
        let parts = name.dropFirst(temporaryPrefix.count).split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 7, Int32(parts[0]) != nil else { return nil }
        return parts[0] + "-" + parts[1]
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }

    private static func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF".unicodeScalars)
        var text = ""
        text.unicodeScalars.append(digits[Int(byte >> 4)])
        text.unicodeScalars.append(digits[Int(byte & 0x0F)])
        return text
    }
}
