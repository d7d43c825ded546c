#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation

/// The baseline for a save: the least a durable atomic replace of a file can do, in plain
/// POSIX calls.
///
/// `open(O_CREAT | O_EXCL)` of a temporary file, `write` until every byte is out, `fsync`,
/// `close`, `rename` over the target, and `fsync` of the folder so the rename survives a
/// power loss — the same system calls ``FileStore`` makes, without anything around them.
/// On Darwin the file is flushed with `F_FULLFSYNC`, as ``FileStore`` does.
///
/// ```swift
/// let bare = BareDurableWrite(directory: folder)
/// try bare.write(bytes)
/// ```
struct BareDurableWrite {
    /// The folder written into.
    let directory: String
    /// The target's name in the folder.
    var fileName = "bare.bin"

    /// Replaces the target with `data`, durably.
    /// - Throws: ``BenchmarkError`` with code `failed`, quoting the call and `errno`.
    func write(_ data: Data) throws(BenchmarkError) {
        let target = directory + "/" + fileName
        let temporary = directory + "/.bare-\(getpid()).tmp"
        let fd = Glue.open(temporary, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw failure("open", temporary) }
        var written = 0
        while written < data.count {
            let count = data.withUnsafeBytes { raw in Glue.write(fd, raw.baseAddress.map { $0 + written }, raw.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                let error = failure("write", temporary)
                _ = Glue.close(fd)
                throw error
            }
            written += count
        }
        guard Glue.flush(fd) == 0 else {
            let error = failure("fsync", temporary)
            _ = Glue.close(fd)
            throw error
        }
        guard Glue.close(fd) == 0 else { throw failure("close", temporary) }
        guard Glue.rename(temporary, target) == 0 else { throw failure("rename", temporary) }
        let folder = Glue.open(directory, O_RDONLY | O_CLOEXEC | O_DIRECTORY, 0)
        guard folder >= 0 else { throw failure("open", directory) }
        defer { _ = Glue.close(folder) }
        guard Glue.flush(folder) == 0 else { throw failure("fsync", directory) }
    }

    private func failure(_ call: String, _ path: String) -> BenchmarkError {
        BenchmarkError(.failed, "\(call) of \(path) failed: \(String(cString: strerror(errno)))")
    }
}

/// The C calls under names that do not clash with the struct's own.
private enum Glue {
    static func open(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
        path.withCString { systemOpen($0, flags, mode) }
    }
    static func write(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { systemWrite(fd, buffer, count) }
    static func close(_ fd: Int32) -> Int32 { systemClose(fd) }
    static func rename(_ from: String, _ to: String) -> Int32 { systemRename(from, to) }
    static func flush(_ fd: Int32) -> Int32 {
        #if canImport(Darwin)
        if fcntl(fd, F_FULLFSYNC) == 0 { return 0 }
        #endif
        return fsync(fd)
    }
}

private func systemOpen(_ path: UnsafePointer<CChar>, _ flags: Int32, _ mode: mode_t) -> Int32 { open(path, flags, mode) }
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { write(fd, buffer, count) }
private func systemClose(_ fd: Int32) -> Int32 { close(fd) }
private func systemRename(_ from: String, _ to: String) -> Int32 { rename(from, to) }

extension BareDurableWrite: Sendable {}
