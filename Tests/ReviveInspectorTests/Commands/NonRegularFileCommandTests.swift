#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import ReviveFaults
import Testing

/// `revive validate` and `revive inspect` on a FIFO say it is a FIFO, at once,
/// instead of hanging in `open` or answering "You don't have permission".
struct NonRegularFileCommandTests {
    @Test(.timeLimit(.minutes(1)))
    func validateOnAFIFOSaysItIsAFIFO() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("main.revive")
        #expect(mkfifo(path, 0o600) == 0)

        let run = try ReviveBinary.run(["validate", path], timeout: 20)
        #expect(run.status == 5)
        #expect(run.stdout == "\(path): cannot be read: is a FIFO (named pipe), not a regular file\n", "\(run.stdout)")

        let inspect = try ReviveBinary.run(["inspect", path], timeout: 20)
        #expect(inspect.status == 5)
        #expect(inspect.stderr.contains("is a FIFO (named pipe)"), "\(inspect.stderr)")
    }

    @Test(.timeLimit(.minutes(1)))
    func aFIFOAsTheKeyFileIsNamed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let key = folder.path("revive.key")
        #expect(mkfifo(key, 0o600) == 0)
        let file = try folder.write(Data("RVIV".utf8), to: "main.revive")

        let run = try ReviveBinary.run(["inspect", file, "--key-file", key], timeout: 20)
        #expect(run.status == 5)
        #expect(run.stderr.contains("FIFO"), "\(run.stderr)")
    }
}
