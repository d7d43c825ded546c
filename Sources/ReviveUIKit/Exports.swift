#if canImport(UIKit) || (os(Linux) && UIKitStandIn)
// An app imports one module: the engine's types (`@Preserved`, `RestorationController`,
// `FileStore`, …) come with it, as SwiftNavigation's come with UIKitNavigation.
@_exported public import Revive
#endif
