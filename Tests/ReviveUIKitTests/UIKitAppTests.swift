#if canImport(UIKit) || (os(Linux) && UIKitStandIn)
#if os(Linux) && UIKitStandIn
import UIKitStandIn
#endif
import Testing

/// The suites that drive the app's life cycle share `UIApplication.shared` — its scenes, open
/// sessions and background tasks — and `StandInRuntime.terminateApp()` ends them all, as a
/// process death does: they run one at a time, nested here, and never while the stand-in's
/// own suites (`UIKitStandInTests`) run.
@Suite(.serialized, StandInApp()) @MainActor
struct UIKitAppTests {}

/// Owns the stand-in's app for the suite it marks (`StandInRuntime.runExclusively(_:)`).
struct StandInApp: SuiteTrait, TestScoping {
    var isRecursive: Bool { false }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await StandInRuntime.runExclusively(function)
    }
}
#endif
