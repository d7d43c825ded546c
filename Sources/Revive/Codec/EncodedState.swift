import Foundation

/// What a saved file holds, but for when it was captured and how it was sealed: the header's
/// other fields and the plain body. Two captures of one state give equal values, whatever
/// their times and nonces, so a saver tells an unchanged state by comparing one value.
///
/// The encoder takes it as it writes (``SnapshotCodec/encodeKeepingState(_:bodyByteCount:)``) and
/// the decoder as it reads (``SnapshotCodec/decodeKeepingState(_:)``): no walk of the tree of its
/// own. Equal states encode to equal bytes (keys are written sorted), and bytes that decode
/// are one state, so equal values mean the same state.
///
/// ```swift
/// let first = try codec.encodeKeepingState(snapshot, bodyByteCount: nil)
/// let again = try codec.encodeKeepingState(snapshot.capturedLater, bodyByteCount: nil)
/// first.state == again.state   // true: only the time differs
/// ```
struct EncodedState: Equatable {
    /// The header with its time cleared.
    private let header: Snapshot.Header
    /// The body as written before any encryption.
    private let body: Data

    /// The state of a file whose header is `header` and whose plain body is `body`.
    init(header: Snapshot.Header, body: Data) {
        var header = header
        header.createdAt = Date(timeIntervalSince1970: 0)
        self.header = header
        self.body = body
    }
}

/// A file's bytes and the state they hold.
struct EncodedSnapshot {
    /// The file.
    let file: Data
    /// Its state, for telling an unchanged one.
    let state: EncodedState
}

extension EncodedState: Sendable {}
extension EncodedSnapshot: Sendable {}

extension SnapshotCodec {
    /// Encodes as ``encode(_:)`` does, and keeps the state the file holds.
    /// - Parameters:
    ///   - snapshot: The snapshot.
    ///   - bodyByteCount: The body's size when the capture counted it; `nil` counts it (a walk).
    /// - Returns: The file and its state.
    /// - Throws: What ``encode(_:)`` throws.
    func encodeKeepingState(_ snapshot: Snapshot, bodyByteCount: Int?) throws(ReviveError) -> EncodedSnapshot {
        let (file, plainBody) = try encode(snapshot, bodyByteCount: bodyByteCount, keepingBody: true)
        return EncodedSnapshot(file: file, state: EncodedState(header: snapshot.header, body: plainBody ?? Data()))
    }

    /// Decodes as ``decode(_:)`` does, and keeps the state the file holds.
    /// - Parameter data: The file's bytes.
    /// - Returns: The snapshot and the file's state.
    /// - Throws: What ``decode(_:)`` throws.
    func decodeKeepingState(_ data: Data) throws(ReviveError) -> (snapshot: Snapshot, state: EncodedState) {
        // Two optionals, not a `Result`: a launch's first `Result<_, ReviveError>` has its type
        // made from its mangled name, which checks `ReviveError: Error` by scanning every
        // conformance record of the process.
        var decoded: (snapshot: Snapshot, body: PlainBody)?
        var failure: ReviveError?
        data.withUnsafeBytes { file in
            do throws(ReviveError) {
                decoded = try decode(file: file)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        guard let (snapshot, plain) = decoded else { throw ReviveError(.malformed, "the file was not decoded") }
        let body: Data = switch plain {
        case .inFile(let range): data[(data.startIndex + range.lowerBound)..<(data.startIndex + range.upperBound)]
        case .decrypted(let bytes): bytes
        }
        return (snapshot, EncodedState(header: snapshot.header, body: body))
    }
}
