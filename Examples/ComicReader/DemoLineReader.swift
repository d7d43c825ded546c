#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Dispatch
import Foundation

/// Reads standard input one line at a time, never holding more than a line's limit.
///
/// `readLine()` keeps a whole line in memory, however long: a 600 MB line under an
/// address-space limit aborts the process. This reader keeps at most ``maximumLength`` bytes
/// of a line; the rest of a longer line is read and thrown away up to its newline, and the
/// line comes back as ``Line/tooLong(_:)`` so the caller can refuse it with a message.
///
/// ```swift
/// var input = DemoLineReader(maximumLength: 4096)
/// while let line = input.next() {
///     if case .text(let command) = line { run(command) }
/// }
/// ```
struct DemoLineReader {
    /// One line of input.
    enum Line: Equatable, Sendable {
        /// A line of at most the limit's bytes, without its newline (or `\r\n`).
        case text(String)
        /// A line over the limit; its byte count, newline excluded.
        case tooLong(Int)
    }

    /// The longest line, in bytes without its newline, that is handed on.
    let maximumLength: Int
    private let descriptor: Int32
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    private var start = 0
    private var end = 0
    private var atEnd = false

    /// Creates a reader of `descriptor` (standard input by default).
    init(maximumLength: Int, descriptor: Int32 = 0) {
        self.maximumLength = maximumLength
        self.descriptor = descriptor
    }

    /// The next line, or `nil` at the end of the input (or on a read error). A last line
    /// without a newline is returned too.
    mutating func next() -> Line? {
        var line: [UInt8] = []
        var length = 0
        while true {
            if start == end {
                guard fill() else {
                    guard length > 0 else { return nil }
                    return finish(line, length: length)
                }
            }
            let newline = buffer[start..<end].firstIndex(of: UInt8(ascii: "\n"))
            let stop = newline ?? end
            let count = stop - start
            if length + count <= maximumLength + 1 {   // one more for a `\r` before the newline
                line += buffer[start..<stop]
            }
            length += count
            start = newline.map { $0 + 1 } ?? end
            if newline != nil { return finish(line, length: length) }
        }
    }

    private func finish(_ line: [UInt8], length: Int) -> Line {
        var bytes = line
        var length = length
        if bytes.last == UInt8(ascii: "\r"), length == bytes.count {
            bytes.removeLast()
            length -= 1
        }
        guard length <= maximumLength, length == bytes.count else { return .tooLong(length) }
        return .text(String(decoding: bytes, as: UTF8.self))
    }

    /// Reads the next chunk; `false` at the end of the input.
    private mutating func fill() -> Bool {
        guard !atEnd else { return false }
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                atEnd = true
                return false
            }
            start = 0
            end = count
            return true
        }
    }
}

/// A ``DemoLineReader`` read on a queue of its own, off the main actor: while a read waits for
/// input, the main actor runs what an app's run loop runs — the controller's automatic
/// checkpoints after navigation settles. One reader, one read at a time (the demo's loop awaits
/// each line before it asks for the next); the lock keeps the reader's buffer whole all the same.
final class OffMainLineReader: @unchecked Sendable {
    private let lock = NSLock()
    private var reader: DemoLineReader
    private let queue = DispatchQueue(label: "demo.input")

    /// Creates a reader of standard input.
    init(maximumLength: Int) {
        reader = DemoLineReader(maximumLength: maximumLength)
    }

    /// The next line, read on the reader's queue; `nil` at the end of the input.
    func next() async -> DemoLineReader.Line? {
        await withCheckedContinuation { continuation in
            queue.async {
                let line = self.lock.withLock { self.reader.next() }
                continuation.resume(returning: line)
            }
        }
    }
}
