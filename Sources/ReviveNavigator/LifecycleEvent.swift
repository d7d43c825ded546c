import Revive

/// One lifecycle call the engine made on a page, as recorded in ``Navigator/events``.
///
/// The event log makes UIKit's ordering observable: tests compare it with the expected
/// sequence, and apps can watch it through ``Navigator/onEvent``.
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
