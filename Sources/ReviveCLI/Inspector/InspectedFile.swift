package import Crypto
package import Revive

/// Any file Revive writes that holds content, as the inspector reads it: a saved state
/// (`NAME.revive`, and one kept aside, `NAME.quarantined`) or an archive (ReviveArchive's
/// `NAME.archive`), told apart by their magic bytes, not their names.
///
/// ```swift
/// switch try InspectedFile.load(path: "session.archive") {
/// case .state(let file): print(TreeRenderer.render(file))
/// case .archive(let archive): print(archive.render())
/// }
/// ```
package enum InspectedFile: Sendable {
    /// A saved state: a snapshot of a scene's pages.
    case state(SnapshotFile)
    /// An archive: one value of model data.
    case archive(ArchiveFile)

    /// Reads a file once and decodes it as what its magic bytes say it is.
    /// - Parameters:
    ///   - path: The file's path.
    ///   - key: The key of an encrypted state or an authenticated archive, if known.
    ///   - limits: The codec's caps.
    /// - Returns: The file.
    /// - Throws: ``InspectorError``: unreadable, or refused by the codec.
    package static func load(
        path: String, key: SymmetricKey? = nil, limits: SnapshotCodec.DecodingLimits = .default
    ) throws(InspectorError) -> InspectedFile {
        let data = try SnapshotFile.readBytes(path: path, limits: limits)
        if ValueFileCodec.hasMagic(data) {
            return .archive(try ArchiveFile.decode(data, path: path, key: key, limits: limits))
        }
        return .state(try SnapshotFile.decode(data, path: path, key: key, limits: limits))
    }

    /// The path the file was read from, as given.
    package var path: String {
        switch self {
        case .state(let file): file.path
        case .archive(let archive): archive.path
        }
    }

    /// `"state"` or `"archive"`, as JSON output spells it.
    package var kind: String {
        switch self {
        case .state: "state"
        case .archive: "archive"
        }
    }

    /// `a saved state` or `an archive`, for sentences.
    package var kindPhrase: String {
        switch self {
        case .state: "a saved state"
        case .archive: "an archive"
        }
    }
}
