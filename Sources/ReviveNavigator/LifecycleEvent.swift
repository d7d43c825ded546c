import Revive

/// One lifecycle call the engine made on a page, as recorded in the navigator's `events`.
///
/// The event log is the package's own: its tests compare it with UIKit's expected sequence.
/// It is not public; an app observes appearance by overriding a page's hooks
/// (`viewWillAppear()`, …) and navigation changes through `Navigator.onChange`.
///
/// ```swift
/// #expect(navigator.events.map(\.description) == ["B viewDidLoad", "A viewWillDisappear", …])
/// ```
package struct LifecycleEvent: Hashable {
    /// The lifecycle call.
    package enum Kind: String, Hashable, Sendable {
        case viewDidLoad, viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
    }

    /// The page's ``Page/name`` when the event happened.
    package let pageName: String
    /// The page's identity (valid while the page lives; never retains it).
    package let pageID: ObjectIdentifier
    /// Which call was made.
    package let kind: Kind

    /// Creates an event.
    package init(pageName: String, pageID: ObjectIdentifier, kind: Kind) {
        self.pageName = pageName
        self.pageID = pageID
        self.kind = kind
    }
}

extension LifecycleEvent: CustomStringConvertible {
    /// `"B viewDidLoad"`.
    package var description: String { "\(pageName) \(kind.rawValue)" }
}

extension LifecycleEvent: Sendable {}
