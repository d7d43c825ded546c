#if canImport(SwiftUI)
import SwiftUI
import PlainShelf

/// The presented sheet: the review with its draft, or sharing.
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
struct SheetView: View {
    let sheet: Sheet
    @Binding var draft: String

    var body: some View {
        switch sheet {
        case .review(let id):
            Form { TextField("Your review of \(Books.book(id)?.title ?? "the book")", text: $draft) }
        case .share(let id):
            Text("Share \(Books.book(id)?.title ?? "the book")")
        }
    }
}
#endif
