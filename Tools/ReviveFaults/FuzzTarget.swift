package import Foundation

/// The libFuzzer targets, and the one check each runs on an input.
///
/// The fuzzer binary (`Fuzz/`) and the regression tests call ``check(_:)`` with the same
/// bytes, so a finding replays through exactly the code the fuzzer ran. A check returns a
/// ``FuzzFinding`` when an invariant broke; a crash or a sanitizer report is a finding too.
///
/// | target | what it checks |
/// | --- | --- |
/// | ``loader`` | bytes → ``Revive/SnapshotCodec`` decode (checksum off, and with a key): only typed errors; a launch of what decodes keeps the age rule (``FuzzPolicyCheck``) |
/// | ``roundTrip`` | bytes that decode → encode → decode → encode gives identical bytes and an equal tree |
/// | ``rebuild`` | a tree of fuzzed type names → rebuild: no factory call for an unregistered name; the saved selected tab keeps the selection when it comes back |
/// | ``place`` | bytes → a place (payload, a hostile tree, URL, identifier) opened in a launched scene: a refusal changes neither the tree nor the saved file, nothing blank, no device-only value written (``FuzzPlace``) |
///
/// The targets that drive the demos (`demo`, `route-demo`) live in the `DemoFuzzing` target
/// under `Fuzz/`, so that the fault tools build no demo.
///
/// ```swift
/// if let finding = FuzzTarget.roundTrip.check(bytes) { print(finding) }
/// ```
package enum FuzzTarget: String, CaseIterable, Sendable {
    /// Bytes into the loader.
    case loader
    /// Decode, encode, decode.
    case roundTrip = "roundtrip"
    /// Rebuild against a registry.
    case rebuild
    /// A place from outside, opened in a launched scene.
    case place

    /// Runs the target's check on one input.
    /// - Parameter data: The input.
    /// - Returns: A finding, or `nil` when every invariant held.
    @MainActor
    package func check(_ data: Data) -> FuzzFinding? {
        switch self {
        case .loader: FuzzChecks.load(data)
        case .roundTrip: FuzzChecks.roundTrip(data)
        case .rebuild: FuzzRebuild.check(data)
        case .place: FuzzPlace.check(data)
        }
    }
}

/// An invariant a fuzz input broke.
package struct FuzzFinding: Error, CustomStringConvertible {
    /// Which invariant, and the values that broke it.
    package let description: String

    /// Creates a finding.
    /// - Parameter description: Which invariant, and the values that broke it.
    package init(_ description: String) {
        self.description = description
    }
}

extension FuzzFinding: Sendable {}
