package import Foundation
package import Revive

/// Where an ``Archive`` keeps its file: read, replace and remove named bytes.
///
/// ``Revive/FileStore`` is the store apps use (``Archive``'s public initializer takes one): it
/// writes each archive with the same atomic, durable write as the saved scenes. Tests keep
/// archives in memory with a store of their own. A store must make ``writeArchive(_:named:)``
/// all-or-nothing: after a failure or a process death, a read returns the previous bytes
/// or the new ones, never a mix.
///
/// ```swift
/// let store = try FileStore(directory: folder)
/// try store.writeArchive(bytes, named: "session")
/// let back = try store.readArchive(named: "session")   // == bytes
/// ```
package protocol ArchiveStore: Sendable {
    /// Reads an archive's bytes.
    /// - Parameter name: The archive's name (any string).
    /// - Returns: The bytes, or `nil` when there is no archive of that name.
    /// - Throws: ``Revive/ReviveError`` when the archive exists and cannot be read.
    func readArchive(named name: String) throws(ReviveError) -> Data?

    /// Replaces an archive's bytes, all or nothing.
    /// - Parameters:
    ///   - data: The new bytes.
    ///   - name: The archive's name.
    /// - Throws: ``Revive/ReviveError``; the previous bytes are intact.
    func writeArchive(_ data: Data, named name: String) throws(ReviveError)

    /// Removes an archive; removing a missing one is not an error.
    /// - Parameter name: The archive's name.
    /// - Throws: ``Revive/ReviveError`` when it exists and cannot be removed.
    func deleteArchive(named name: String) throws(ReviveError)
}
