@testable import Revive

/// A page that counts how many instances are alive, for leak checks.
final class TestPage: Page {}

@MainActor
extension Navigator {
    /// The recorded events as `"B viewDidLoad"` strings, then forgets them.
    func takeEvents() -> [String] {
        defer { removeAllEvents() }
        return events.map(\.description)
    }
}

@MainActor
func page(_ name: String) -> TestPage { TestPage(restorationIdentifier: name) }
