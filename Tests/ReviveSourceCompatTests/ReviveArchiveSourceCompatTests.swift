import Foundation
import Logging
import ReviveArchive
import ReviveTesting
import Testing

// Every public spelling of `ReviveArchive`, written as an app writes it, with plain
// `import ReviveArchive`: model data archived from `Codable` types, secrets sealed.

/// An app's session: every `@Archived` form, a sealed secret, an overridden `encode(to:)`.
private class Session: ArchivableObject {
    @Archived var account = ""                              // init(wrappedValue:)
    @Archived("since") var since = Date(timeIntervalSince1970: 0)   // init(wrappedValue:_:)
    @Archived var nickname: String?                         // init(_:) with no key
    @Archived("avatar") var avatar: URL?                    // init(_:) with a key
    @Archived @Secret var token = ""                        // Secret(wrappedValue:)

    override func encode(to encoder: any Encoder) throws {
        try super.encode(to: encoder)
    }
}

/// A subclass: its class chain is archived too.
private final class PremiumSession: Session {
    @Archived var tier = 1
}

/// A file store in a fresh temporary folder: where an app's archives live.
private func temporaryStore() throws -> (store: FileStore, folder: URL) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("revive-compat-\(UUID().uuidString)", isDirectory: true)
    return (try FileStore(directory: folder), folder)
}

@Suite
struct ReviveArchiveSourceCompat {
    // Archive: load, save, delete, in a file store's folder.
    @Test func archive() throws {
        let (store, folder) = try temporaryStore()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sessions = Archive<Session>(name: "session", store: store)
        let session = Session()
        session.account = "me@example.com"
        #expect(try sessions.load() == nil && sessions.value == nil && sessions.fileURL?.path.hasPrefix(folder.path) == true)
        #expect { try sessions.save(session) } throws: { ($0 as? ReviveError)?.code == .keyRequired }   // a Secret with no key provider

        let sealed = Archive<PremiumSession>(
            name: "premium", store: store, keyProvider: InMemoryKeyProvider(), version: 2,
            migrations: [1: { value in value }], logger: Logger(label: "compat", factory: { _ in SwiftLogNoOpLogHandler() })
        )
        let premium = PremiumSession()
        premium.account = "vip@example.com"
        premium.token = "t0k3n"
        premium.nickname = "V"
        premium.avatar = URL(string: "https://example.com/a.png")
        premium.tier = 3
        try sealed.save(premium)
        let loaded = try #require(try sealed.load())
        #expect(loaded.account == "vip@example.com" && loaded.token == "t0k3n" && loaded.tier == 3 && loaded.nickname == "V")
        #expect(loaded.avatar?.host == "example.com" && loaded.since == Date(timeIntervalSince1970: 0) && sealed.value === loaded)
        #expect(sealed.name == "premium" && sealed.version == 2 && sealed.keyProvider != nil)
        try sealed.delete()
        #expect(try sealed.load() == nil)
    }

    // Archive.Migration: older files through migrations.
    @Test func migrations() throws {
        let (store, folder) = try temporaryStore()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Archive<[String: Int]>(name: "counts", store: store, version: 1).save(["a": 1])
        let rename: Archive<[String: Int]>.Migration = { value in
            guard case .dictionary(let entries) = value else { return value }
            return .dictionary(["b": entries["a"] ?? .null])
        }
        let counts = Archive<[String: Int]>(name: "counts", store: store, keyProvider: nil, version: 2, migrations: [1: rename])
        #expect(try counts.load() == ["b": 1])
    }

    // The archive's file next to the saved scenes, found without a cast.
    @Test func fileStore() throws {
        let (store, folder) = try temporaryStore()
        defer { try? FileManager.default.removeItem(at: folder) }
        let archive = Archive<Int>(name: "count", store: store)
        try archive.save(1)
        #expect(try archive.load() == 1)
        let file: URL? = archive.fileURL
        #expect(file.map { FileManager.default.fileExists(atPath: $0.path) } == true)
    }

    // ArchivableObject: Codable with no code, required initializers.
    @Test func archivableObject() throws {
        let object = ArchivableObject()
        let made: ArchivableObject = Session.init()
        let decoder: (any Decoder) throws -> ArchivableObject = ArchivableObject.init(from:)
        let encode: (any Encoder) throws -> Void = object.encode(to:)
        #expect(made is Session)
        _ = (decoder, encode)
    }

    // @Archived: the wrapper's own spellings.
    @Test func archived() {
        let plain = ArchivableObject.Archived(wrappedValue: 1)
        let keyed = ArchivableObject.Archived(wrappedValue: "v", "key")
        let optional = ArchivableObject.Archived<Int?>()
        let optionalKeyed = ArchivableObject.Archived<Int?>("key")
        plain.wrappedValue = 2
        #expect(plain.wrappedValue == 2 && keyed.wrappedValue == "v" && optional.wrappedValue == nil && optionalKeyed.wrappedValue == nil)
    }

    // @Secret: sealed only by an Archive, never printed.
    @Test func secret() {
        var secret = Secret(wrappedValue: "t0k3n")
        secret = Secret("t0k3n")
        secret.wrappedValue = "other"
        #expect(secret.description == "<secret>" && secret.debugDescription == "Secret(<redacted>)" && secret.customMirror.children.isEmpty)
        #expect(secret == Secret("other") && Set([secret]).count == 1)
        let encode: (any Encoder) throws -> Void = secret.encode(to:)
        let decode: (any Decoder) throws -> Secret<String> = Secret<String>.init(from:)
        #expect(throws: EncodingError.self) { try JSONEncoder().encode([secret]) }      // outside an Archive: refused
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([Secret<String>].self, from: Data("[\"x\"]".utf8)) }
        _ = (encode, decode)
    }

    // ReviveError: what a damaged archive says, and its codes.
    @Test func archiveError() {
        let error = ReviveError(.damaged, "truncated")
        #expect(error.code == .damaged && error.message == "truncated" && error.description.contains("truncated"))
        let codes: [ReviveError.Code] = [
            .storeFailed, .damaged, .unsupportedFormat, .newerVersion, .migrationFailed,
            .decodingFailed, .encodingFailed, .keyRequired, .keyUnavailable, .authenticationFailed,
        ]
        #expect(Set(codes.map(\.description)).count == 10)
    }

    // Sendable: archives of Sendable values, errors, secrets, stores.
    @Test func sendability() throws {
        let (store, folder) = try temporaryStore()
        defer { try? FileManager.default.removeItem(at: folder) }
        let values: [any Sendable] = [
            Archive<[String]>(name: "a", store: store), ReviveError(.damaged, ""), ReviveError.Code.damaged,
            Secret("s"), store,
        ]
        #expect(values.count == 5)
    }
}
