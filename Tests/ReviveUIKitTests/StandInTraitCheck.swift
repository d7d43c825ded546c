#if os(Linux) && !UIKitStandIn
import Testing

/// On Linux the adapter compiles only against UIKit's stand-in, which is the package trait
/// `UIKitStandIn` (off by default, so that no app compiles it): without the trait this target
/// would test nothing, so it fails instead of passing empty.
@Test func theUIKitAdapterIsTestedOnLinuxOnlyWithTheStandInTrait() {
    Issue.record("ReviveUIKit was built without UIKit or its stand-in: run `swift test --traits UIKitStandIn`")
}
#endif
