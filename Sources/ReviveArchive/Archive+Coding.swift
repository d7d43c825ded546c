import Logging
import Revive

import Crypto
import Foundation

/// The value ⇄ file steps of ``Archive``: the codec's value file, secrets, migrations.
extension Archive {
    /// Reads, checks, migrates and decodes the file; `nil` when there is none.
    func readFile() throws(ReviveError) -> Value? {
        let data: Data?
        do {
            data = try store.readArchive(named: name)
        } catch {
            throw ReviveError.store(error)
        }
        guard let data else { return nil }
        let sealer = try makeSealer()
        let file: (schemaVersion: UInt32, value: StateValue)
        do {
            file = try sealer.codec.decode(data)
        } catch {
            throw ReviveError.codec(error, reading: true)
        }
        let migrated = try migrate(file.value, from: Int(file.schemaVersion))
        return try decode(migrated, with: sealer)
    }

    /// Encodes the value, sealing its secrets, into a whole file.
    func encodeFile(_ value: Value) throws(ReviveError) -> Data {
        let sealer = try makeSealer()
        do {
            return try SecretSealer.$current.withValue(sealer) {
                try sealer.codec.encode(value, schemaVersion: UInt32(version))
            }
        } catch let failure as ArchiveFailure {
            throw failure.error
        } catch let error as ReviveError where ReviveError.codecCodes.contains(error.code) {
            throw ReviveError.codec(error, reading: false)
        } catch {
            throw ReviveError(.encodingFailed, "a \(Value.self) could not be encoded: \(Self.describe(error))")
        }
    }

    /// Applies the migrations from `stored` up to ``version``.
    /// - Throws: ``ReviveError/Code/newerVersion`` or ``ReviveError/Code/migrationFailed``.
    func migrate(_ value: StateValue, from stored: Int) throws(ReviveError) -> StateValue {
        guard stored <= version else {
            throw ReviveError(
                .newerVersion,
                "archive \"\(name)\" was written at schema version \(stored); this build knows up to \(version)"
            )
        }
        var value = value
        for step in stored..<version {
            guard let migration = migrations[step] else {
                throw ReviveError(
                    .migrationFailed,
                    "archive \"\(name)\" is at schema version \(stored) and there is no migration from \(step) to \(step + 1)"
                )
            }
            do {
                value = try migration(value)
            } catch {
                throw ReviveError(
                    .migrationFailed, "the migration of archive \"\(name)\" from version \(step) to \(step + 1) threw: \(error)"
                )
            }
            logger.debug("migrated archive", metadata: ["archive": "\(name)", "from": "\(step)"])
        }
        return value
    }

    private func decode(_ value: StateValue, with sealer: SecretSealer) throws(ReviveError) -> Value {
        do {
            return try SecretSealer.$current.withValue(sealer) { try sealer.codec.decode(Value.self, from: value) }
        } catch let failure as ArchiveFailure {
            throw failure.error
        } catch {
            throw ReviveError(
                .decodingFailed,
                "archive \"\(name)\" holds \(value.kindName) that is not a \(Value.self): \(Self.describe(error))"
            )
        }
    }

    private func makeSealer() throws(ReviveError) -> SecretSealer {
        var key: SymmetricKey?
        if let keyProvider {
            do {
                key = try keyProvider.key()
            } catch {
                throw ReviveError(.keyUnavailable, "the key of archive \"\(name)\" is unavailable: \(error)")
            }
        }
        return SecretSealer(key: key, archiveName: name, limits: limits)
    }

    /// A one-line account of a `Codable` failure: the path and the reason.
    static func describe(_ error: any Error) -> String {
        let context: DecodingError.Context? = switch error as? DecodingError {
        case .typeMismatch(_, let context), .valueNotFound(_, let context),
             .keyNotFound(_, let context), .dataCorrupted(let context): context
        default: nil
        }
        if let context {
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? context.debugDescription : "at \(path): \(context.debugDescription)"
        }
        if case .invalidValue(_, let context) = error as? EncodingError {
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? context.debugDescription : "at \(path): \(context.debugDescription)"
        }
        return "\(error)"
    }
}
