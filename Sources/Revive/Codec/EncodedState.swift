import Crypto
import Foundation

/// What a saved file holds, but for when it was captured and how it was sealed: the header's
/// other fields and the plain body. Two captures of one state give equal values, whatever
/// their times and nonces, so a saver tells an unchanged state by comparing one value.
///
/// The encoder takes it as it writes (``SnapshotCodec/encodeKeepingState(_:)``, and a save's
/// capture through ``SnapshotCodec/encodeKeepingState(header:capacity:writeBody:)``), keeping the
/// body as a slice of the file (its SHA-256 when the body is sealed), and the decoder as it reads
/// (``SnapshotCodec/decodeKeepingState(_:)``), keeping the body's bytes, which a launch has in
/// hand: no walk of the tree, and no hash on the main actor. A saver keeps ``digested()``, 32
/// bytes, between saves. Equal states encode to equal bytes (keys are written sorted), and bytes that decode
/// are one state, so equal values mean the same state.
///
/// ```swift
/// let first = try codec.encodeKeepingState(snapshot)
/// let again = try codec.encodeKeepingState(snapshot.capturedLater)
/// first.state == again.state   // true: only the time differs
/// ```
struct EncodedState: Equatable {
    /// The header with its time cleared.
    private let header: Snapshot.Header
    /// The body as written before any encryption, or its SHA-256.
    private let body: Body

    /// A plain body: its bytes, as a launch read them, or their SHA-256, as a save keeps them
    /// (32 bytes held between saves, not the file's size).
    private enum Body: Sendable {
        case bytes(Data)
        case digest(SHA256.Digest)
    }

    /// The state of a file whose header is `header` and whose plain body is `body`.
    init(header: Snapshot.Header, body: Data) {
        self.init(header: header, body: .bytes(body))
    }

    /// The state of a file whose header is `header` and whose plain body's SHA-256 is `bodyDigest`.
    init(header: Snapshot.Header, bodyDigest: SHA256.Digest) {
        self.init(header: header, body: .digest(bodyDigest))
    }

    private init(header: Snapshot.Header, body: Body) {
        var header = header
        header.createdAt = Date(timeIntervalSince1970: 0)
        self.header = header
        self.body = body
    }

    /// The bytes of the body this value holds: the body's size when a launch read it, 0 when
    /// a save kept its SHA-256.
    var heldBodyBytes: Int {
        if case .bytes(let bytes) = body { return bytes.count }
        return 0
    }

    /// This state with its body as its SHA-256, what a saver keeps between saves; hashed on the
    /// save queue, not by the capture on the main actor.
    func digested() -> EncodedState {
        guard case .bytes(let bytes) = body else { return self }
        return EncodedState(header: header, body: .digest(SHA256.hash(data: bytes)))
    }

    /// Equal headers and equal bodies; a body's bytes against a digest are hashed first (on the
    /// save queue, where a save compares the state it wrote, or a launch read, with the next).
    static func == (lhs: EncodedState, rhs: EncodedState) -> Bool {
        guard lhs.header == rhs.header else { return false }
        switch (lhs.body, rhs.body) {
        case (.bytes(let left), .bytes(let right)): return left == right
        case (.digest(let left), .digest(let right)): return left == right
        case (.bytes(let bytes), .digest(let digest)), (.digest(let digest), .bytes(let bytes)):
            return SHA256.hash(data: bytes) == digest
        }
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
    /// - Returns: The file and its state.
    /// - Throws: What ``encode(_:)`` throws.
    func encodeKeepingState(_ snapshot: Snapshot) throws(ReviveError) -> EncodedSnapshot {
        try encodeKeepingState(header: snapshot.header, capacity: snapshot.encodedByteCount) {
            (writer: inout ByteWriter, tree: inout TreeWriter) throws(ReviveError) in
            try tree.writeNode(snapshot.root, depth: 1, to: &writer)
        }
    }

    /// Writes a file as ``encodeFile(header:capacity:keepingBody:writeBody:)`` does, and keeps
    /// the state it holds: the body as a slice of the file, or its SHA-256 when it was sealed.
    /// A save's capture writes its body as it walks the pages.
    /// - Returns: The file and its state.
    /// - Throws: What `writeBody` throws, or what ``encode(_:)`` throws for the file.
    func encodeKeepingState(
        header: Snapshot.Header, capacity: Int,
        writeBody: (inout ByteWriter, inout TreeWriter) throws(ReviveError) -> Void
    ) throws(ReviveError) -> EncodedSnapshot {
        let (file, bodyRange, sealedBodyDigest) = try encodeFile(header: header, capacity: capacity, keepingBody: true, writeBody: writeBody)
        let state = sealedBodyDigest.map { EncodedState(header: header, bodyDigest: $0) }
            ?? EncodedState(header: header, body: file[(file.startIndex + bodyRange.lowerBound)..<(file.startIndex + bodyRange.upperBound)])
        return EncodedSnapshot(file: file, state: state)
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
