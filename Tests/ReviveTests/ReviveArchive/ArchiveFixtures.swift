import Foundation
@testable import Revive
@testable import ReviveArchive
import ReviveFaults
import Testing

/// A signed-in session: a base class with a sealed token.
class ArchiveSession: ArchivableObject {
    @Archived var account = ""
    @Archived @Secret var token = ""
    @Archived("signed_in_at") var signedInAt = Date(timeIntervalSinceReferenceDate: 0)
    var cachedGreeting = "not archived"

    convenience init(account: String, token: String) {
        self.init()
        self.account = account
        self.token = token
        self.signedInAt = Date(timeIntervalSinceReferenceDate: 1_000)
    }
}

/// A subclass adding its own archived properties, with no Codable code of its own.
final class PremiumSession: ArchiveSession {
    @Archived var plan = "basic"
    @Archived var seats = 1
    @Archived var renewal: Date?
}

/// A subclass that reuses a key of its superclass.
final class ClashingSession: ArchiveSession {
    @Archived("account") var alias = "x"
}

/// A struct with a password sealed by the `@Secret` wrapper.
struct Credentials: Codable, Equatable, Sendable {
    var account: String
    @Secret var password: String
    var recoveryCodes: [Secret<String>] = []
}

/// A tiny value, for exhaustive bit flips.
struct Counter: Codable, Equatable, Sendable {
    var count: Int
}

/// A temporary folder with a store and a key file, removed by `remove()`.
struct ArchiveFolder {
    let url: URL
    let store: FileStore
    let keys: KeyFileProvider
    /// The store's file system: fails a chosen call when set, and otherwise lets every call through.
    let writeSteps = FileCallHook()

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("revive-archive-tests-\(UUID().uuidString)", isDirectory: true)
        store = try FileStore(directory: url, files: writeSteps)
        keys = KeyFileProvider(url: url.appendingPathComponent("archive.key"))
    }

    /// A store on the same folder, as a new process would open it.
    func reopenedStore() throws -> FileStore {
        try FileStore(directory: url)
    }

    /// A store on the same folder in another process that is still running: a lock table of
    /// its own (two open files of one lock conflict in one process as in two).
    func anotherProcessStore() throws -> FileStore {
        try FileStore(directory: url, files: .posix, process: ReviveProcess())
    }

    /// The bytes of every file in the folder.
    func allFileBytes() throws -> [Data] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).map { name in
            try Data(contentsOf: url.appendingPathComponent(name))
        }
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// The forms a secret could take if it leaked: UTF-8, UTF-16 in both byte orders, base64.
func leakedForms(of secret: String) -> [Data] {
    var forms = [Data(secret.utf8)]
    if let little = secret.data(using: .utf16LittleEndian) { forms.append(little) }
    if let big = secret.data(using: .utf16BigEndian) { forms.append(big) }
    forms.append(Data(Data(secret.utf8).base64EncodedString().utf8))
    forms.append(Data(Data(secret.utf8).base64EncodedString().trimmingCharacters(in: ["="]).utf8))
    return forms
}

/// Whether `haystack` contains `needle` anywhere.
func bytes(_ haystack: Data, contain needle: Data) -> Bool {
    haystack.range(of: needle) != nil
}

extension Archive {
    /// The archive's ``fileURL``, for archives kept in a ``FileStore`` (every archive in these
    /// tests but one). A store of another kind gives a path that cannot exist, so a test reading
    /// it fails.
    var file: URL {
        fileURL ?? URL(fileURLWithPath: "/nonexistent/not-a-file-store")
    }
}
