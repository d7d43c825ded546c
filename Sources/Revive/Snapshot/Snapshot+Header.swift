public import Foundation

extension Snapshot {
    /// The header of a saved scene: what wrote it, when, and for which scene.
    ///
    /// The restore policy reads the header before the tree: a newer format version is refused,
    /// another app or schema version is discarded or migrated, an old one expires.
    public struct Header: Hashable {
        /// The version of Revive's file format that this snapshot was written in.
        public var formatVersion: UInt16
        /// The app's version when it saved (for example `CFBundleShortVersionString`).
        public var appVersion: String
        /// The app's own version of what its pages preserve; bump it when a page's values change meaning.
        public var schemaVersion: UInt32
        /// When the snapshot was captured.
        public var createdAt: Date
        /// The scene (window) this snapshot belongs to; one file per scene.
        public var sceneID: String

        /// The format version this build of Revive writes: 2, which added split containers
        /// (``ContainerKind/split(focusedIndex:roles:isCollapsed:)``). It still reads version 1.
        public static let currentFormatVersion: UInt16 = 2

        /// The oldest format version this build of Revive reads.
        public static let oldestReadableFormatVersion: UInt16 = 1

        /// Creates a header.
        /// - Parameters:
        ///   - formatVersion: The file format version; defaults to the one this build writes.
        ///   - appVersion: The app's version.
        ///   - schemaVersion: The app's version of its preserved values.
        ///   - createdAt: When the snapshot was captured.
        ///   - sceneID: The scene this snapshot belongs to.
        public init(
            formatVersion: UInt16 = Snapshot.Header.currentFormatVersion,
            appVersion: String = "",
            schemaVersion: UInt32 = 0,
            createdAt: Date = Date(),
            sceneID: String = "default"
        ) {
            self.formatVersion = formatVersion
            self.appVersion = appVersion
            self.schemaVersion = schemaVersion
            self.createdAt = createdAt
            self.sceneID = sceneID
        }
    }
}

extension Snapshot.Header: Sendable {}
