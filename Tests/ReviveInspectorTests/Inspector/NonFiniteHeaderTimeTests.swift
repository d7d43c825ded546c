import Foundation
import Revive
import ReviveFaults
import Testing

/// A file whose header time is NaN or ±infinity is inspected, validated and
/// printed as JSON by the built `revive` binary without a trap (Foundation's `Date.description`
/// traps on a NaN date on Linux); the time is printed as seconds.
struct NonFiniteHeaderTimeTests {
    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300])
    func theInspectorPrintsAnUntrustedHeaderTimeAsSeconds(_ seconds: Double) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var snapshot = InspectorFixtures.comicReader()
        snapshot.header.createdAt = Date(timeIntervalSinceReferenceDate: seconds)
        let file = try folder.write(try InspectorFixtures.bytes(snapshot), to: "main.revive")
        let text = "date(\(seconds) s since 2001)"

        let inspect = try ReviveBinary.run(["inspect", file], timeout: 30)
        #expect(inspect.exitedNormally && inspect.status == 0, "\(inspect.stderr)")
        #expect(inspect.stdout.contains(text), "\(inspect.stdout)")

        let json = try ReviveBinary.run(["inspect", "--json", file], timeout: 30)
        #expect(json.exitedNormally && json.status == 0, "\(json.stderr)")
        #expect(json.stdout.contains(text), "\(json.stdout)")

        let validate = try ReviveBinary.run(["validate", file], timeout: 30)
        #expect(validate.exitedNormally && validate.status == 0, "\(validate.stdout) \(validate.stderr)")
    }
}
