#if os(Linux) && UIKitStandIn
import Foundation
import Testing
import UIKitStandIn

/// The tests of the stand-in share `UIApplication.shared` and `StandInRuntime.warnings`, and
/// wait on the main queue: they run one at a time, and never while another target's suites
/// drive the app (`StandInRuntime.runExclusively(_:)`).
@Suite(.serialized, StandInApp()) @MainActor   // StandInApp: UIKitAppTests.swift
struct UIKitStandInTests {}

/// A shared, ordered record of lifecycle callbacks, e.g. `"B viewWillAppear"`.
@MainActor
final class EventLog {
    var events: [String] = []
    /// Windows kept alive for the test (the scene does not retain them, as in UIKit).
    var windows: [UIWindow] = []
    func record(_ event: String) { events.append(event) }
    func take() -> [String] {
        defer { events.removeAll() }
        return events
    }
}

/// A view controller that records its callbacks under a short name.
@MainActor
class Spy: UIViewController {
    let name: String
    let log: EventLog
    var restorationHookCalls = 0
    /// The `animated` argument of every appearance callback, in order.
    var animatedArguments: [Bool] = []

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        self.name = "?"
        self.log = EventLog()
        super.init(coder: coder)
    }

    override func viewDidLoad() { super.viewDidLoad(); log.record("\(name) viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); animatedArguments.append(animated); log.record("\(name) viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); animatedArguments.append(animated); log.record("\(name) viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); animatedArguments.append(animated); log.record("\(name) viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); animatedArguments.append(animated); log.record("\(name) viewDidDisappear") }
    override func encodeRestorableState(with coder: NSCoder) { restorationHookCalls += 1 }
    override func decodeRestorableState(with coder: NSCoder) { restorationHookCalls += 1 }
    override func applicationFinishedRestoringState() { restorationHookCalls += 1 }
}

/// A visible window whose root is `root`, with the launch callbacks already taken from `log`,
/// which keeps it alive.
@MainActor @discardableResult
func visibleWindow(root: UIViewController, log: EventLog) -> UIWindow {
    let window = UIWindow(frame: .zero)
    log.windows.append(window)
    window.rootViewController = root
    window.makeKeyAndVisible()
    _ = log.take()
    return window
}
#endif
