#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

/// Reads the `persistentIdentifier` of the scene session of the window it is put in: "a unique
/// identifier that persists for the lifetime of the session" (Apple).
/// https://developer.apple.com/documentation/uikit/uiscenesession/persistentidentifier
@available(iOS 17, tvOS 17, visionOS 1, *)
@MainActor
struct SceneSessionReader: UIViewRepresentable {
    let read: @MainActor (String) -> Void

    func makeUIView(context: Context) -> Probe { Probe(read: read) }
    func updateUIView(_ view: Probe, context: Context) {}

    final class Probe: UIView {
        private let read: @MainActor (String) -> Void

        init(read: @escaping @MainActor (String) -> Void) {
            self.read = read
            super.init(frame: .zero)
            isHidden = true
            isUserInteractionEnabled = false
        }

        required init?(coder: NSCoder) { nil }

        override func didMoveToWindow() {
            super.didMoveToWindow()
            guard let id = window?.windowScene?.session.persistentIdentifier else { return }
            let read = read
            Task { @MainActor in read(id) }   // not during SwiftUI's update
        }
    }
}
#endif
