#if canImport(UIKit)
import UIKit
#elseif os(Linux) && UIKitStandIn
import UIKitStandIn
#endif
#if canImport(UIKit) || (os(Linux) && UIKitStandIn)
import Foundation
import ReviveTesting
import ReviveUIKit
import Testing

// The isolation and sendability of every closure `ReviveUIKit` takes, pinned as
// ClosureIsolationSourceCompatTests.swift says: a function value typed as a UIKit app types
// one, handed over with no literal, each line marked `// closure: KEY`.

/// What a scene delegate hands the glue, and what an adapter's caller hands the window.
@MainActor
private func handClosures(to restoration: SceneRestoration, window hierarchy: WindowHierarchy, counter: AppCounter) {
    // closure: ReviveUIKit SceneRestoration.launch(defaultRoot:completion:) defaultRoot: @escaping () -> UIViewController
    let defaultRoot: () -> UIViewController = { counter.count += 1; return UINavigationController() }
    // closure: ReviveUIKit SceneRestoration.launch(defaultRoot:completion:) completion: @escaping (LaunchResult) -> Void
    let launched: (LaunchResult) -> Void = { _ in counter.count += 1 }
    restoration.launch(defaultRoot: defaultRoot, completion: launched)
    // closure: ReviveUIKit SceneRestoration.`continue`(_:completion:) completion: @escaping (RestorationController<WindowHierarchy>.PlaceOutcome) -> Void
    let continued: (RestorationController<WindowHierarchy>.PlaceOutcome) -> Void = { _ in counter.count += 1 }
    restoration.continue(NSUserActivity(activityType: SceneRestoration.activityType), completion: continued)
    // closure: ReviveUIKit WindowHierarchy.observeChanges(_:) _: @escaping @MainActor () -> Void
    let didChange: @MainActor () -> Void = { counter.count += 1 }
    hierarchy.observeChanges(didChange)
    // closure: ReviveUIKit WindowHierarchy.settle(_:) _: @escaping @MainActor ([UIViewController]) -> Void
    let settled: @MainActor ([UIViewController]) -> Void = { _ in counter.count += 1 }
    hierarchy.settle(settled)
}

@Suite @MainActor
struct ClosureIsolationUIKitSourceCompat {
    #if !canImport(UIKit)
    @Test func sceneAndWindowClosures() {
        let counter = AppCounter()
        let restoration = SceneRestoration(
            window: UIWindow(frame: .zero), session: StandInRuntime.makeSession(), registry: RestorationRegistry<UIViewController>(),
            configuration: .init(store: InMemoryStore())
        )
        handClosures(to: restoration, window: WindowHierarchy(window: UIWindow(frame: .zero)), counter: counter)
        #expect(counter.count > 0)
    }
    #endif
}
#endif
