package import Revive

/// ``Revive/FileStore`` as an ``ArchiveStore``: model data kept next to the saved scenes, written
/// with the same atomic, durable write (temporary file `0600`, full write, sync, rename, folder
/// sync). The store itself names and writes archive files (`FileStore+Archives.swift` in the
/// core): `"session"` is `session.archive`, and the restoration policies never touch it.
///
/// ```swift
/// let store = try FileStore(directory: folder)
/// try store.writeArchive(bytes, named: "session")
/// let back = try store.readArchive(named: "session")   // == bytes
/// ```
extension FileStore: ArchiveStore {}
