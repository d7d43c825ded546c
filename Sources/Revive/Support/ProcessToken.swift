#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation

/// This process, as the records and leases Revive leaves in a shared folder name it: the
/// process id and a random suffix (`"4242-1F0C9A3B"`), so that a later process that reuses the
/// id is still another owner.
enum ProcessToken {
    /// The token of the running process.
    static let current = "\(getpid())-\(UUID().uuidString.prefix(8))"

    /// Whether the process a token names is provably gone: `kill(pid, 0)` answers "no such
    /// process". A process the system will not let us ask about (another app's, `EPERM`), a
    /// token that names no process id, and a reused id all count as alive: only what is
    /// provably dead may lose its files.
    static func isProvablyGone(_ token: some StringProtocol) -> Bool {
        guard let pid = token.split(separator: "-").first.flatMap({ Int32($0) }), pid > 0 else { return false }
        if pid == getpid() { return false }
        return kill(pid, 0) != 0 && errno == ESRCH
    }
}

/// This boot of the machine, as records name it: a record written in another boot was cut
/// short by a power cut or a restart, never by a crash of the app.
enum BootIdentity {
    /// The running boot's identifier, or `""` when the system does not say (then every record
    /// counts as this boot's, as before).
    package static let current: String = {
        #if canImport(Darwin)
        // `kern.boottime`, the time of this boot (sysctl(3)); stable for the boot's life.
        var time = timeval()
        var size = MemoryLayout<timeval>.size
        guard sysctlbyname("kern.boottime", &time, &size, nil, 0) == 0 else { return "" }
        return "\(time.tv_sec).\(time.tv_usec)"
        #else
        // Linux's random boot id, new at each boot (proc(5)).
        let text = (try? String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8)) ?? ""
        return text.trimmingCharacters(in: .whitespacesAndNewlines).replacingOccurrences(of: " ", with: "")
        #endif
    }()
}
