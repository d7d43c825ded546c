/// An error from a snapshot store: a file could not be read, written, moved or removed.
///
/// Every store operation that touches the disk throws this one type. The ``code`` says which
/// kind of operation failed and can grow new members without breaking callers; the
/// ``message`` quotes the path involved and, where the operating system reported one, the
/// `errno` text (for example `"write of /…/main.revive failed: No space left on device"`).
///
/// A missing file is *not* an error: ``SnapshotStore/read(sceneID:)`` returns `nil`, and
/// ``SnapshotStore/delete(sceneID:)`` of a missing file does nothing.
///
/// ```swift
/// do {
///     try store.write(bytes, sceneID: "main")
/// } catch {
///     if error.code == .writeFailed { logger.warning("\(error)") }
/// }
/// ```
public struct StoreError: Error, Hashable {
    /// Which kind of operation failed.
    public let code: Code
    /// A sentence naming the path and the reason, suitable for a log.
    public let message: String
    /// The `errno` value the operating system reported, if the failure came from a system call.
    public let errno: Int32?

    /// Creates a store error.
    /// - Parameters:
    ///   - code: Which kind of operation failed.
    ///   - message: A sentence naming the path and the reason.
    ///   - errno: The system's `errno`, if any.
    public init(code: Code, message: String, errno: Int32? = nil) {
        self.code = code
        self.message = message
        self.errno = errno
    }
}

extension StoreError {
    /// The kind of store failure. New kinds may be added; switch with a `default`.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        enum Storage: Int, Hashable, Sendable {
            case directoryUnavailable
            case readFailed
            case writeFailed
            case deleteFailed
            case moveFailed
            case fileTooLarge
            case notARegularFile
            case sceneLocked
        }

        let storage: Storage

        init(_ storage: Storage) {
            self.storage = storage
        }

        /// The store's folder could not be created, opened or listed.
        public static var directoryUnavailable: Code { Code(.directoryUnavailable) }
        /// A saved file exists but could not be read.
        public static var readFailed: Code { Code(.readFailed) }
        /// A file could not be written; the previous file, if any, is intact.
        public static var writeFailed: Code { Code(.writeFailed) }
        /// A file could not be removed.
        public static var deleteFailed: Code { Code(.deleteFailed) }
        /// A file could not be moved aside for inspection.
        public static var moveFailed: Code { Code(.moveFailed) }
        /// A saved file is larger than the store's size limit, so it was not read.
        public static var fileTooLarge: Code { Code(.fileTooLarge) }
        /// The path names something other than a regular file — a FIFO, a socket, a device, a
        /// folder or a symbolic link — so it was not read (the message says which).
        public static var notARegularFile: Code { Code(.notARegularFile) }
        /// Another process (or another session in this one) holds the scene's lock, so this
        /// one neither restores nor saves the scene.
        public static var sceneLocked: Code { Code(.sceneLocked) }

        /// The code's name, for example `"writeFailed"`.
        public var description: String {
            switch storage {
            case .directoryUnavailable: "directoryUnavailable"
            case .readFailed: "readFailed"
            case .writeFailed: "writeFailed"
            case .deleteFailed: "deleteFailed"
            case .moveFailed: "moveFailed"
            case .fileTooLarge: "fileTooLarge"
            case .notARegularFile: "notARegularFile"
            case .sceneLocked: "sceneLocked"
            }
        }
    }
}

extension StoreError: CustomStringConvertible {
    /// The code and the message, for example `"writeFailed: write of /tmp/a.revive failed: …"`.
    public var description: String { "\(code): \(message)" }
}

extension StoreError: Sendable {}
