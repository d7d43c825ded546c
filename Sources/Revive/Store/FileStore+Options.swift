public import Foundation
import Logging

// How a FileStore follows the platform's storage conventions: saved state is the device's,
// not the user's data (excluded from backups), protected by a chosen class, and safe in an
// App Group container (no lock held while the app is suspended). The decisions are made here
// and tested everywhere; the two Apple calls that apply them are a few lines below.

extension FileStore {
    /// How a ``FileStore`` keeps its folder: backups, data protection, and how long it holds
    /// a scene's lock.
    ///
    /// The defaults suit a store in the app's own container on iOS:
    ///
    /// | option | default | why |
    /// | --- | --- | --- |
    /// | ``isExcludedFromBackup`` | `true` | saved screens belong to this device; a backup restored onto a new phone must not bring back another device's screens |
    /// | ``fileProtection`` | `.completeUntilFirstUserAuthentication` | readable in the background after the first unlock (a save runs as the user locks the phone; a background relaunch restores), encrypted at rest before it |
    /// | ``locksOnlyDuringOperations`` | `false` | the scene's lock is held for the controller's life |
    ///
    /// Both attributes are set on the store's folder when the store opens; files created in it
    /// afterwards (every save writes a new file and renames it) inherit its protection class,
    /// and an excluded folder's contents are excluded. Off Apple platforms the attributes do
    /// not exist and nothing is set.
    ///
    /// In an App Group container (shared with an app extension) use ``appGroupContainer``:
    /// iOS terminates a suspended app that holds a file lock in a shared container (exception
    /// code `0xdead10cc`), so the lock is then taken only around each launch, save and discard,
    /// which run while the app is in the foreground or inside a background task, and a lease
    /// (``leaseDuration``) keeps the scene in use between them.
    /// Apple documents the termination: "the operating system terminated the app because it held
    /// on to a file lock or SQLite database lock during suspension", code `0xdead10cc`
    /// (https://developer.apple.com/documentation/xcode/sigkill), counted by MetricKit as
    /// `cumulativeSuspendedWithLockedFileExitCount`, "terminated the app from the background while
    /// being suspended and having file locks"
    /// (https://developer.apple.com/documentation/metrickit/mxbackgroundexitdata/cumulativesuspendedwithlockedfileexitcount).
    ///
    /// ```swift
    /// let folder = FileManager.default
    ///     .containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.comics")!
    ///     .appendingPathComponent("Revive")
    /// let store = try FileStore(directory: folder, options: .appGroupContainer)
    /// ```
    public struct Options: Sendable, Equatable {
        /// Exclude the store's folder, and so every saved state, from iCloud and computer
        /// backups (`URLResourceValues.isExcludedFromBackup`). Default `true`.
        public var isExcludedFromBackup: Bool
        /// The data-protection class of the store's folder, inherited by the files saved in
        /// it, or `nil` to leave the folder's class as it is. Default
        /// `.completeUntilFirstUserAuthentication`, the system's own default for app files.
        /// `.complete` makes the files unreadable about ten seconds after the device locks:
        /// a save that finishes after the user locks the phone, or a launch in the background
        /// before they unlock it, then fails (the launch starts fresh). Values that must stay
        /// secret belong in a `Secret` of `ReviveArchive` or an encrypting ``SnapshotCodec``.
        public var fileProtection: FileProtectionType?
        /// Take a scene's lock only around each launch decision, save and discard, and let go
        /// right after, instead of holding it for the controller's life. Required in an App
        /// Group container; weaker anywhere else (two processes are then kept from writing at
        /// once, but both may restore the same state). Default `false`.
        public var locksOnlyDuringOperations: Bool
        /// With ``locksOnlyDuringOperations``: how long a scene stays in use after this
        /// process's last launch, save or checkpoint of it, in seconds. Another process neither
        /// restores, writes, sweeps nor discards a scene whose lease is running, unless the
        /// process that holds it is provably gone (see the note on App Group containers above).
        /// Default 24 hours. Ignored otherwise: the lock itself is held for the session's life.
        public var leaseDuration: TimeInterval
        /// With ``locksOnlyDuringOperations``: how long a save, which runs inside a background
        /// task off the main actor, waits for the scene's lock while another process holds it
        /// for a moment, in seconds. Default 4, within the few seconds iOS gives a background task.
        public var backgroundSaveLockWait: TimeInterval

        /// Creates options; every parameter has the default for an app's own container.
        /// - Parameters:
        ///   - isExcludedFromBackup: Exclude saved states from backups.
        ///   - fileProtection: The folder's data-protection class, or `nil` to leave it.
        ///   - locksOnlyDuringOperations: Hold a scene's lock only during each operation.
        ///   - leaseDuration: How long a scene stays in use after this process's last operation.
        ///   - backgroundSaveLockWait: How long a background save waits for the scene's lock.
        public init(
            isExcludedFromBackup: Bool = true,
            fileProtection: FileProtectionType? = .completeUntilFirstUserAuthentication,
            locksOnlyDuringOperations: Bool = false,
            leaseDuration: TimeInterval = 24 * 60 * 60,
            backgroundSaveLockWait: TimeInterval = 4
        ) {
            self.isExcludedFromBackup = isExcludedFromBackup
            self.fileProtection = fileProtection
            self.locksOnlyDuringOperations = locksOnlyDuringOperations
            self.leaseDuration = leaseDuration
            self.backgroundSaveLockWait = backgroundSaveLockWait
        }

        /// The options for a folder in an App Group container: the defaults, with the lock
        /// held only during each operation.
        public static var appGroupContainer: Options {
            Options(locksOnlyDuringOperations: true)
        }

        /// Whether two options ask the same of a folder.
        public static func == (lhs: Options, rhs: Options) -> Bool {
            lhs.isExcludedFromBackup == rhs.isExcludedFromBackup
                && lhs.fileProtection?.rawValue == rhs.fileProtection?.rawValue
                && lhs.locksOnlyDuringOperations == rhs.locksOnlyDuringOperations
                && lhs.leaseDuration == rhs.leaseDuration
                && lhs.backgroundSaveLockWait == rhs.backgroundSaveLockWait
        }
    }
}

// MARK: Applying them

/// What a store sets on its folder when it opens: the seam a test watches. Apple platforms
/// apply it with two Foundation calls (``FolderAttributesApplier``); other platforms have no
/// such attributes.
struct FolderAttributes: Equatable, Sendable {
    /// Mark the folder excluded from backups.
    var excludedFromBackup: Bool
    /// Give the folder this protection class.
    var protection: FileProtectionType?

    /// What `options` ask of a folder.
    init(_ options: FileStore.Options) {
        excludedFromBackup = options.isExcludedFromBackup
        protection = options.fileProtection
    }

    static func == (lhs: FolderAttributes, rhs: FolderAttributes) -> Bool {
        lhs.excludedFromBackup == rhs.excludedFromBackup && lhs.protection?.rawValue == rhs.protection?.rawValue
    }
}

/// Sets ``FolderAttributes`` on a folder.
protocol FolderAttributesApplier: Sendable {
    /// Sets the attributes on the folder at `url`.
    /// - Throws: What the platform throws; the store logs it and goes on.
    func apply(_ attributes: FolderAttributes, to url: URL) throws
}

/// The platform's: Foundation's resource value and file attribute on Apple platforms, nothing
/// elsewhere.
struct PlatformFolderAttributes: FolderAttributesApplier {
    init() {}

    func apply(_ attributes: FolderAttributes, to url: URL) throws {
        #if canImport(Darwin)
        // https://developer.apple.com/documentation/foundation/urlresourcevalues/isexcludedfrombackup
        // https://developer.apple.com/documentation/foundation/fileprotectiontype
        var folder = url
        var values = URLResourceValues()
        values.isExcludedFromBackup = attributes.excludedFromBackup
        try folder.setResourceValues(values)
        if let protection = attributes.protection {
            try FileManager.default.setAttributes([.protectionKey: protection], ofItemAtPath: url.path)
        }
        #endif
    }
}

extension FileStore {
    /// Sets what the options ask on the folder; a failure is logged, never fatal (the
    /// folder stays usable, with the platform's defaults).
    func applyFolderAttributes(_ applier: any FolderAttributesApplier) {
        let attributes = FolderAttributes(options)
        do {
            try applier.apply(attributes, to: directory)
        } catch {
            logger.warning("the store's folder attributes could not be set; it keeps the platform's defaults", metadata: [
                "folder": "\(directoryPath)", "excluded from backup": "\(attributes.excludedFromBackup)",
                "protection": "\(attributes.protection?.rawValue ?? "unchanged")", "error": "\(error)",
            ])
        }
    }
}
