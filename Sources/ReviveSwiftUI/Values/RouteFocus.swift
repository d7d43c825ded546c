#if canImport(SwiftUI)
public import SwiftUI

@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
extension View {
    /// Keeps which field of the page has focus with the page's values, and gives it focus back
    /// when the page comes back (after a kill and relaunch too): one line under the view's
    /// `@FocusState`.
    ///
    /// It is a `@RouteStorage` value of the page (the focused field, `nil` for none), so it is
    /// saved with the tree and goes with the page, and a thin shell over ``RouteValue``, tested
    /// everywhere. SwiftUI sets a `FocusState` to the field that gains focus and to `nil` when
    /// focus leaves, and "setting the property's value programmatically has the reverse effect,
    /// causing focus to move to the view associated with the updated value" (Apple,
    /// `FocusState`): the value is written back on each change and set once when the page appears.
    /// https://developer.apple.com/documentation/swiftui/focusstate
    ///
    /// ```swift
    /// enum Field: String, Codable, Hashable { case to, subject, body }
    /// @FocusState private var focus: Field?
    /// var body: some View {
    ///     Form { TextField("To", text: $to).focused($focus, equals: .to) … }
    ///         .routeFocus($focus)
    /// }
    /// ```
    /// - Parameters:
    ///   - focus: The view's `@FocusState` binding (`$focus`).
    ///   - name: The name it is kept under among the page's values; `"revive.focus"` by default.
    /// - Returns: This view, restoring its focus.
    public func routeFocus<Value: Codable & Hashable & Sendable>(_ focus: FocusState<Value?>.Binding, named name: String = "revive.focus") -> some View {
        modifier(RouteFocusRestoration(focus: focus, name: name))
    }
}

/// Writes the focused field to the page's values and gives it back on appearing.
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
private struct RouteFocusRestoration<Value: Codable & Hashable & Sendable>: ViewModifier {
    let focus: FocusState<Value?>.Binding
    @RouteStorage<Value?> private var kept: Value?

    init(focus: FocusState<Value?>.Binding, name: String) {
        self.focus = focus
        _kept = RouteStorage(wrappedValue: nil, name)
    }

    func body(content: Content) -> some View {
        content
            .onAppear { if let kept { focus.wrappedValue = kept } }
            .onChange(of: focus.wrappedValue) { _, field in kept = field }
    }
}
#endif
