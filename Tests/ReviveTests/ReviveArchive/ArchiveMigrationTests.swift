import Foundation
@testable import Revive
@testable import ReviveArchive
import Testing

/// Schema versions: older files load through their migrations; newer files are refused.
struct ArchiveMigrationTests {
    /// Version 1 of a profile: one name field.
    struct ProfileV1: Codable, Sendable {
        var name: String
        @Secret var pin: String
    }

    /// Version 3: the name split in two (v2), a theme added (v3). The sealed pin moves as is.
    struct ProfileV3: Codable, Equatable, Sendable {
        var firstName: String
        var lastName: String
        var theme: String
        @Secret var pin: String
    }

    static let migrations: [Int: Archive<ProfileV3>.Migration] = [
        1: { old in
            guard case .dictionary(var fields) = old, case .string(let name)? = fields["name"] else {
                throw ReviveError(.migrationFailed, "version 1 has no name")
            }
            let parts = name.split(separator: " ", maxSplits: 1).map(String.init)
            fields["name"] = nil
            fields["firstName"] = .string(parts.first ?? "")
            fields["lastName"] = .string(parts.count > 1 ? parts[1] : "")
            return .dictionary(fields)
        },
        2: { old in
            guard case .dictionary(var fields) = old else { return old }
            fields["theme"] = .string("light")
            return .dictionary(fields)
        },
    ]

    @Test func aFileWrittenByAnOlderVersionLoadsThroughItsMigrations() throws {
        let folder = try ArchiveFolder()
        defer { folder.remove() }
        try Archive<ProfileV1>(name: "profile", store: folder.store, keyProvider: folder.keys, version: 1)
            .save(ProfileV1(name: "Ada Lovelace", pin: "1815"))
        let archive = Archive<ProfileV3>(
            name: "profile", store: folder.store, keyProvider: folder.keys, version: 3, migrations: Self.migrations
        )
        let loaded = try archive.load()
        #expect(loaded == ProfileV3(firstName: "Ada", lastName: "Lovelace", theme: "light", pin: "1815"))

        // Saved again, the file is at version 3 and loads with no migration.
        try archive.save(try #require(loaded))
        let plain = Archive<ProfileV3>(name: "profile", store: folder.store, keyProvider: folder.keys, version: 3)
        #expect(try plain.load() == loaded)
    }

    @Test func aMissingMigrationStepIsATypedError() throws {
        let folder = try ArchiveFolder()
        defer { folder.remove() }
        try Archive<ProfileV1>(name: "profile", store: folder.store, keyProvider: folder.keys, version: 1)
            .save(ProfileV1(name: "Ada Lovelace", pin: "1815"))
        let archive = Archive<ProfileV3>(
            name: "profile", store: folder.store, keyProvider: folder.keys, version: 3, migrations: [1: { $0 }]
        )
        let error = try #require(throws: ReviveError.self) { try archive.load() }
        #expect(error.code == .migrationFailed)
        #expect(error.message.contains("no migration from 2 to 3"))
    }

    @Test func aMigrationThatThrowsIsATypedError() throws {
        let folder = try ArchiveFolder()
        defer { folder.remove() }
        try Archive<Counter>(name: "n", store: folder.store, version: 1).save(Counter(count: 1))
        let archive = Archive<ProfileV3>(name: "n", store: folder.store, version: 3, migrations: Self.migrations)
        let error = try #require(throws: ReviveError.self) { try archive.load() }
        #expect(error.code == .migrationFailed)
        #expect(error.message.contains("from version 1 to 2"))
    }

    @Test func aFileFromANewerVersionIsRefused() throws {
        let folder = try ArchiveFolder()
        defer { folder.remove() }
        try Archive<Counter>(name: "n", store: folder.store, version: 4).save(Counter(count: 1))
        let archive = Archive<Counter>(name: "n", store: folder.store, version: 2)
        let error = try #require(throws: ReviveError.self) { try archive.load() }
        #expect(error.code == .newerVersion)
        #expect(error.message.contains("schema version 4"))
    }
}
