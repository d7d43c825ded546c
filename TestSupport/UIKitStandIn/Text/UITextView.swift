#if !canImport(UIKit)
public import Foundation

/// A scrollable, multiline text region. The stand-in keeps the text and the selection.
///
/// https://developer.apple.com/documentation/uikit/uitextview
@MainActor
open class UITextView: UIScrollView {
    /// The text that the text view displays. Setting `nil` stores the empty string, as UIKit
    /// does (`null_resettable`); a selection past the new end is moved to the end.
    ///
    /// https://developer.apple.com/documentation/uikit/uitextview/text
    open var text: String! {
        get { storage }
        set {
            storage = newValue ?? ""
            selectedRange = Self.clamp(selectedRange, toLength: storage.utf16.count)
        }
    }

    /// The current selection range of the text view, in UTF-16 code units of `text`; a length
    /// of 0 is the insertion point. The stand-in clamps a range past the end to the end.
    ///
    /// https://developer.apple.com/documentation/uikit/uitextview/selectedrange
    open var selectedRange: NSRange = NSRange(location: 0, length: 0) {
        didSet {
            let clamped = Self.clamp(selectedRange, toLength: storage.utf16.count)
            if clamped != selectedRange { selectedRange = clamped }
        }
    }

    private var storage = ""

    static func clamp(_ range: NSRange, toLength length: Int) -> NSRange {
        let location = min(max(range.location, 0), length)
        return NSRange(location: location, length: min(max(range.length, 0), length - location))
    }
}
#endif
