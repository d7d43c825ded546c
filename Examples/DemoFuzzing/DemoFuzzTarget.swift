package import Foundation

/// The libFuzzer targets that drive the demos, in the demos' package so that the engine's fault
/// tools and tests build no demo.
///
/// `demo-fuzz` runs them, chosen by the `REVIVE_FUZZ_TARGET` name as the root package's
/// `revive-torture` (built for fuzzing) chooses the engine's; the comic-reader tests replay `Fuzz/regressions/<target>/` and
/// `Fuzz/corpus/<target>/` through ``check(_:)``.
///
/// | target | what it checks |
/// | --- | --- |
/// | ``demo`` | a checksum-valid tree of the demo's pages with extreme values → restore → the demo's commands: no trap, values in range |
/// | ``routeDemo`` | a route tree of the route-reader demo with extreme values → save → restore → its commands: no trap, every route in range |
///
/// ```swift
/// if let finding = DemoFuzzTarget.demo.check(bytes) { print(finding) }
/// ```
package enum DemoFuzzTarget: String, CaseIterable, Sendable {
    /// The comic-reader demo on restored extreme values.
    case demo
    /// The route-reader demo on restored extreme values.
    case routeDemo = "route-demo"

    /// Runs the target's check on one input.
    /// - Parameter data: The input.
    /// - Returns: A finding, or `nil` when every invariant held.
    @MainActor
    package func check(_ data: Data) -> FuzzFinding? {
        switch self {
        case .demo: FuzzDemo.check(data)
        case .routeDemo: FuzzRouteDemo.check(data)
        }
    }
}
