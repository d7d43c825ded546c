#if os(Linux) && !UIKitStandIn
import Testing

/// On Linux the adapter compiles only against UIKit's stand-in, which is the package trait
/// `UIKitStandIn` (on by default, Linux only): built with it turned off (`--disable-default-traits`),
/// this target would test nothing, so it fails instead of passing empty.
@Test func theUIKitAdapterIsTestedOnLinuxOnlyWithTheStandInTrait() {
    Issue.record("ReviveUIKit was built without UIKit or its stand-in: run `swift test` with the default traits")
}
#endif
