public import Revive

public import Foundation
public import Logging

/// App model data that survives the app being killed: one `Codable` value in one file,
/// loaded at launch and saved durably, with sealed secrets and versioned migrations.
///
/// Where `Revive/RestorationController` brings back *where* the user was, an archive keeps *what*
/// the app knows: the signed-in session, a draft, preferences. One line declares it:
///
/// ```swift
/// let keys = KeyFileProvider(url: folder.appendingPathComponent("archive.key"))
/// let sessions = Archive<Session>(name: "session", store: store, keyProvider: keys)
/// var session = try? sessions.load()                          // nil on first launch
/// try sessions.save(Session(account: "ada@example.com", token: "t0k3n"))
/// try sessions.delete()                                       // sign out
/// ```
///
/// **Durable.** ``save(_:)`` encodes the whole value first, then writes it through
/// `Revive/FileStore`'s atomic write (temporary file `0600`, full write, sync, rename, folder
/// sync). A save that fails — the value cannot be encoded, the disk is full, the process is
/// killed half-way — leaves the previous file whole.
///
/// **Automatic.** Any `Codable` value archives as is: structs and enums with synthesized
/// conformance, and classes with inheritance through ``ArchivableObject`` and ``ArchivableObject/Archived``.
/// The value goes through Revive's `Codable` ⇄ `Revive/StateValue` bridge and the snapshot codec's
/// compact binary value encoding, in the codec's value file (see `ValueFileCodec`); no JSON, no Foundation encoder.
///
/// **Secret.** Values wrapped in ``Secret`` are sealed with AES-GCM under a key derived from
/// the `Revive/KeyProvider`'s key and never appear in plaintext on disk; the rest of the file is
/// plaintext. With a key provider, the whole file also carries an HMAC-SHA256, so changing
/// any byte, or loading with a wrong key, is `ReviveError/Code/authenticationFailed`;
/// without one, a SHA-256 checksum catches damage, and a `Secret` cannot be saved.
///
/// **Versioned.** The file records the value's schema ``version``. A file from an older
/// version is brought forward on ``load()`` through `migrations`, each keyed by the version it
/// starts from and turning that version's `Revive/StateValue` into the next one's. A file from a
/// newer version is refused (`ReviveError/Code/newerVersion`), never misread.
///
/// **Never a crash, never a lost value.** A damaged, truncated, tampered, foreign or
/// wrong-key file makes ``load()`` throw a typed `ReviveError`; ``value`` keeps the last
/// good value (from an earlier load or save), and the file is left for the next save.
///
/// An archive is thread-safe: a lock serializes its loads, saves and deletes, so the value
/// in memory always matches the last file written. It is `Sendable` when `Value` is.
public final class Archive<Value: Codable> {
    /// Turns the `Revive/StateValue` of one schema version into that of the next.
    public typealias Migration = @Sendable (StateValue) throws -> StateValue

    /// The archive's name, unique within its store; with a `Revive/FileStore` it names the file
    /// (see ``fileURL``).
    public let name: String
    /// Where the archive's bytes live: a ``Revive/FileStore`` in an app.
    package let store: any ArchiveStore
    /// The schema version this build writes, and migrates older files up to.
    public let version: Int
    /// The source of the key that seals secrets and authenticates the file, if any.
    public let keyProvider: (any KeyProvider)?
    let migrations: [Int: Migration]
    let logger: Logger
    /// Serializes loads, saves and deletes, and guards ``current`` and ``held``.
    private let lock = NSLock()
    /// The last good value. Read and written only with ``lock`` held.
    private nonisolated(unsafe) var current: Value?
    /// The store's lock on the archive's file, taken at the first load, save or delete and
    /// held for the archive's life. Read and written only with ``lock`` held.
    private nonisolated(unsafe) var held: SceneLock?

    /// Creates an archive; nothing is read until ``load()``.
    /// - Parameters:
    ///   - name: The archive's name, unique within the store's folder (any string).
    ///   - store: The folder the archive's file goes to, next to the saved scenes.
    ///   - keyProvider: Seals ``Secret`` values and authenticates the file; `nil` for data with
    ///     no secrets (a checksum then guards against damage only).
    ///   - version: The value's schema version, 0 or more (a negative one is a programmer error
    ///     and traps).
    ///   - migrations: Keyed by the version they start from: `migrations[1]` turns a version-1
    ///     value into a version-2 one. A file of version *n* needs every step from *n* to `version`.
    ///   - logger: Where a damaged file (kept aside for the next save) is logged; nothing is
    ///     logged by default.
    public convenience init(
        name: String, store: FileStore, keyProvider: (any KeyProvider)? = nil, version: Int = 1,
        migrations: [Int: Migration] = [:], logger: Logger = Logger(label: "revive.archive", factory: { _ in SwiftLogNoOpLogHandler() })
    ) {
        self.init(name: name, store: store as any ArchiveStore, keyProvider: keyProvider, version: version, migrations: migrations, logger: logger)
    }

    /// Creates an archive on any ``ArchiveStore`` (tests keep one in memory).
    package init(
        name: String, store: any ArchiveStore, keyProvider: (any KeyProvider)? = nil, version: Int = 1,
        migrations: [Int: Migration] = [:], logger: Logger = Logger(label: "revive.archive", factory: { _ in SwiftLogNoOpLogHandler() })
    ) {
        precondition(version >= 0 && version <= Int(UInt32.max), "an archive's version is 0…UInt32.max, not \(version)")
        self.name = name
        self.store = store
        self.keyProvider = keyProvider
        self.version = version
        self.migrations = migrations
        self.logger = logger
    }

    /// The file that holds the archive when its store is a `Revive/FileStore`: to back it up,
    /// exclude it from backups, or share it; it may not exist yet.
    ///
    /// `nil` when the store keeps archives elsewhere than in files of its own (a store in
    /// memory, in a database), which is not an error.
    ///
    /// ```swift
    /// let sessions = Archive<Session>(name: "session", store: try FileStore(directory: folder))
    /// sessions.fileURL   // folder/session.archive
    /// ```
    public var fileURL: URL? {
        (store as? FileStore)?.archiveURL(named: name)
    }

    /// The last good value: from the last successful ``load()`` or ``save(_:)``, or `nil`
    /// before either, after ``delete()``, or when the last load found no file.
    public var value: Value? {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    /// Reads the file, brings it up to ``version`` through the migrations, and decodes it.
    ///
    /// Not an error: no file (returns `nil`, as on first launch). On any error the last good
    /// ``value`` stays in memory and the file stays on disk.
    /// - Returns: The value, or `nil` when there is no file.
    /// - Throws: `ReviveError` with `ReviveError/Code/damaged`, `ReviveError/Code/unsupportedFormat`,
    ///   `ReviveError/Code/authenticationFailed`, `ReviveError/Code/keyRequired`,
    ///   `ReviveError/Code/keyUnavailable`, `ReviveError/Code/newerVersion`,
    ///   `ReviveError/Code/migrationFailed`, `ReviveError/Code/decodingFailed` or
    ///   `ReviveError/Code/storeFailed`.
    @discardableResult
    public func load() throws(ReviveError) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        try? claim()   // reading is harmless; the first process to load owns the file
        do throws(ReviveError) {
            let loaded = try readFile()
            current = loaded
            return loaded
        } catch {
            logger.warning("archive not loaded; the last good value is kept", metadata: [
                "archive": "\(name)", "error": "\(error)",
            ])
            throw error
        }
    }

    /// Encodes `value` and replaces the file atomically and durably.
    ///
    /// The value is encoded in full before the file is touched, so a value that cannot be
    /// encoded (or a key that is unavailable) leaves the previous file and ``value`` as they were.
    /// - Parameter value: The new value.
    /// - Throws: `ReviveError` with `ReviveError/Code/encodingFailed`,
    ///   `ReviveError/Code/keyRequired`, `ReviveError/Code/keyUnavailable` or
    ///   `ReviveError/Code/storeFailed`.
    public func save(_ value: Value) throws(ReviveError) {
        lock.lock()
        defer { lock.unlock() }
        let bytes = try encodeFile(value)
        try claim()
        do throws(ReviveError) {
            try store.writeArchive(bytes, named: name)
        } catch {
            throw ReviveError.store(error)
        }
        current = value
    }

    /// Removes the file and forgets the value (sign out).
    ///
    /// Not an error: there is no file.
    /// - Throws: `ReviveError` with `ReviveError/Code/storeFailed`; the value is then kept.
    public func delete() throws(ReviveError) {
        lock.lock()
        defer { lock.unlock() }
        try claim()
        do throws(ReviveError) {
            try store.deleteArchive(named: name)
        } catch {
            throw ReviveError.store(error)
        }
        current = nil
    }
}

// MARK: Two processes

extension Archive {
    /// Takes the archive's lock from the store (``ArchiveStore/lockArchive(named:)``) unless this
    /// archive holds it already; called with ``lock`` held.
    ///
    /// With a ``Revive/FileStore`` the lock is an `flock` on `<name>.archive.lock` beside the
    /// archive, the same kind as a scene's: the first process whose ``Archive`` loads, saves or
    /// deletes owns the file while any of its archives of that name lives, and an archive in
    /// another process on the same folder — a second instance of the app — can read it but
    /// not save over it or delete it (sign out). Archives of one name inside one process share
    /// the lock: each may save and sign out, whichever ARC frees first.
    /// A lock path that is not a regular file (a folder or a symbolic link in its place) counts
    /// as held. A lock file that cannot be opened at all (a read-only folder) is logged, and
    /// the archive goes on without it: nothing could be written there either.
    /// A store in memory has nothing to exclude and returns a lock that guards nothing.
    /// - Throws: ``ReviveError`` with ``ReviveError/Code/storeFailed`` naming the lock.
    private func claim() throws(ReviveError) {
        guard held == nil else { return }
        do throws(ReviveError) {
            held = try store.lockArchive(named: name)
        } catch where error.code == .sceneLocked || error.code == .notARegularFile {
            throw ReviveError(.storeFailed, "the archive \"\(name)\" is held by another process (\(error.message)); it is left as it is")
        } catch {
            logger.warning("the archive's lock cannot be taken; going on without it", metadata: [
                "archive": "\(name)", "error": "\(error)",
            ])
        }
    }
}

extension Archive: Sendable where Value: Sendable {}
